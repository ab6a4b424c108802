package progs

import (
	"encoding/csv"
	"strconv"
	"strings"
)

// MountPath is one host path a Mount value names, and how the container
// may touch it.
type MountPath struct {
	Path   string
	Access Access
}

// MountPaths returns the host paths a Mount option's value names, read
// and written unless the mount is read-only. Two spellings are read, as
// the docker and podman clients read them:
//
//   - the volume form SRC:DST[:OPTS] (-v, --volume, --device): SRC is a
//     host path when it starts with '/', '.' or '~' or holds a '/' (any
//     other SRC is a named volume); OPTS holding "ro" or "readonly"
//     makes it read-only. A value with no ':' is a path inside the
//     container (an anonymous volume).
//   - the mount form KEY=VALUE,… (--mount, --mount-add), a CSV record:
//     source/src is a host path for type=bind and type=glob, or when it
//     is spelled like one; volume-opt=device=PATH binds PATH through the
//     local volume driver, as device=PATH does in a volume's options
//     (docker volume create -o device=PATH); readonly/ro (bare or with
//     a true value) makes it read-only.
//
// A device (--device SRC[:DST[:PERMS]]) is a host path even alone. An
// option that also has the ReadPath or WritePath role names paths only
// read or only written, in BuildKit's specs: src/source of --secret and
// --cache-from, dest of --output and --cache-to (whose value may also be
// the path alone), ID=PATH[,PATH] of --ssh and NAME=PATH of
// --build-context; the seccomp profile of docker's --security-opt and
// the [KEY=]PATH of kubectl's --from-file.
//
// dynamic says the value holds expansions pregate could not evaluate:
// then a ':' inside ${…} does not split it, and a SRC that may hold
// anything is a path.
func (o *Option) MountPaths(v string, dynamic bool) []MountPath {
	acc := Read | Write
	switch {
	case o.Role&WritePath != 0:
		acc = Write
	case o.Role&ReadPath != 0:
		acc = Read
	}
	switch canon := o.Canon(); {
	case canon == "--ssh" || canon == "--build-context":
		// --ssh default (the agent) names no file.
		_, list, ok := strings.Cut(v, "=")
		if !ok {
			return nil
		}
		var out []MountPath
		for _, p := range strings.Split(list, ",") {
			if p != "" && !strings.Contains(p, "://") {
				out = append(out, MountPath{Path: p, Access: acc})
			}
		}
		return out
	case canon == "--security-opt":
		// seccomp=PROFILE.json: the client reads the profile (seccomp:
		// is the older spelling); other options name no file.
		key, val, ok := strings.Cut(v, "=")
		if !ok {
			key, val, ok = strings.Cut(v, ":")
		}
		if !ok || key != "seccomp" || val == "unconfined" || val == "builtin" || val == "" {
			return nil
		}
		return []MountPath{{Path: val, Access: acc}}
	case canon == "--from-file":
		// kubectl create configmap/secret --from-file=[KEY=]PATH.
		if _, p, ok := strings.Cut(v, "="); ok {
			v = p
		}
		if v == "" {
			return nil
		}
		return []MountPath{{Path: v, Access: acc}}
	case strings.HasPrefix(canon, "--device"):
		src, _, _ := cutColon(v)
		if src == "" {
			return nil
		}
		return []MountPath{{Path: src, Access: acc}}
	}
	if isMountForm(v) {
		return mountForm(v, dynamic, acc)
	}
	if acc != Read|Write {
		// -o ./out: the path alone.
		if v == "" || v == "-" {
			return nil
		}
		return []MountPath{{Path: v, Access: acc}}
	}
	src, rest, ok := cutColon(v)
	if !ok || src == "" || !hostPath(src, dynamic) {
		return nil
	}
	if _, opts, ok := cutColon(rest); ok {
		for _, o := range strings.Split(opts, ",") {
			if o == "ro" || o == "readonly" {
				acc = Read
			}
		}
	}
	return []MountPath{{Path: src, Access: acc}}
}

// mountKeys are the keys of the mount form's fields that tell it from
// the volume form.
var mountKeys = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"type": true, "source": true, "src": true, "target": true, "dst": true, "destination": true,
		"readonly": true, "ro": true, "volume-opt": true, "bind-propagation": true, "device": true,
		"id": true, "dest": true,
	}
}}

// isMountForm reports whether v is a KEY=VALUE,… mount record: its
// first field's key is one of the mount form's.
func isMountForm(v string) bool {
	first, _, _ := strings.Cut(strings.TrimLeft(v, `"`), ",")
	key, _, _ := strings.Cut(first, "=")
	if strings.Contains(key, ":") {
		return false
	}
	return mountKeys.get()[strings.ToLower(strings.TrimSpace(key))]
}

func mountForm(v string, dynamic bool, acc Access) []MountPath {
	r := csv.NewReader(strings.NewReader(v))
	r.LazyQuotes = true
	fields, err := r.Read()
	if err != nil {
		// A record the client would reject: its words, split plainly.
		fields = strings.Split(v, ",")
	}
	typ := "volume"
	var srcs []string
	mount := acc == Read|Write
	for _, f := range fields {
		key, val, hasVal := strings.Cut(f, "=")
		switch strings.ToLower(strings.TrimSpace(key)) {
		case "type":
			typ = strings.ToLower(strings.TrimSpace(val))
		case "source", "src", "device":
			// device: docker volume create -o device=SRC (with o=bind,
			// the local driver binds SRC).
			srcs = append(srcs, strings.TrimSpace(val))
		case "volume-opt":
			if k, dev, ok := strings.Cut(val, "="); ok && strings.TrimSpace(k) == "device" {
				srcs = append(srcs, strings.TrimSpace(dev))
			}
		case "dest":
			// BuildKit's output: a host path, never a container's.
			if !mount {
				srcs = append(srcs, strings.TrimSpace(val))
			}
		case "readonly", "ro":
			// ro=false (or a value the client rejects) keeps the write.
			if b, err := strconv.ParseBool(strings.TrimSpace(val)); mount && (!hasVal || err == nil && b) {
				acc = Read
			}
		}
	}
	var out []MountPath
	for _, s := range srcs {
		if s == "" {
			continue
		}
		if typ == "bind" || typ == "glob" || !mount || hostPath(s, dynamic) {
			out = append(out, MountPath{Path: s, Access: acc})
		}
	}
	return out
}

// hostPath reports whether a volume source names a host path rather
// than a named volume: a named volume is [A-Za-z0-9][A-Za-z0-9_.-]*.
func hostPath(src string, dynamic bool) bool {
	switch src[0] {
	case '/', '.', '~':
		return true
	}
	if strings.Contains(src, "/") {
		return true
	}
	return dynamic && strings.ContainsAny(src, "$`")
}

// cutColon cuts v at its first ':' outside ${…}.
func cutColon(v string) (before, after string, ok bool) {
	depth := 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '$':
			if i+1 < len(v) && v[i+1] == '{' {
				depth++
				i++
			}
		case '}':
			if depth > 0 {
				depth--
			}
		case ':':
			if depth == 0 {
				return v[:i], v[i+1:], true
			}
		}
	}
	return v, "", false
}

// CopyHostPaths returns the host paths a docker/kubectl cp operand may
// name, none when it names a path inside a container: CONTAINER:PATH
// (POD:PATH, NAMESPACE/POD:PATH) is split at the first ':', as docker
// splits it, unless the word starts with '/', '.' or '~' (a host path
// that holds a ':'); ":PATH", an empty container, is the host path PATH
// to docker. A dynamic word whose text before the ':' holds an expansion
// may be either: both are returned.
func CopyHostPaths(op string, dynamic bool) []string {
	before, after, ok := cutColon(op)
	switch {
	case !ok:
		return []string{op}
	case before == "":
		return []string{after}
	case strings.ContainsAny(before[:1], "/.~"):
		return []string{op}
	case dynamic && strings.ContainsAny(before, "$`*?["):
		return []string{op, after}
	}
	return nil
}
