package shell

import (
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
)

// kustomizationNames are the names kustomize reads a kustomization from,
// in its order (sigs.k8s.io/kustomize/api/konfig RecognizedKustomizationFileNames).
var kustomizationNames = [...]string{"kustomization.yaml", "kustomization.yml", "Kustomization"}

// kustomizeRoles judges what kustomize reads and runs for segment i: the
// kustomization directory of kustomize build DIR, kubectl kustomize DIR
// and kubectl's -k DIR, read as a tree (kustomize's default load
// restrictor refuses files outside it), with each local base or component
// it names read as a tree too; a remote one is fetched by running git,
// LoadRestrictionsNone reads anywhere, and the options that run plugins,
// executables or helm run code: each leaves the segment unresolved.
func (d *dec) kustomizeRoles(i int, name, sub string, ops []int, parsed progs.Parsed, args []arg) {
	rest := args[1:]
	w := parsed.Words
	var dirs []arg
	build := name == "kustomize" && sub == "build" || name != "kustomize" && sub == "kustomize"
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind != progs.Opt || it.Option == nil {
			continue
		}
		if it.Option.Takes == progs.Flag && it.Role()&progs.Runs != 0 {
			d.unres(i, name+" "+it.Canon()+" runs plugins, executables or helm")
			return
		}
		v := itemValue(rest, &w, it)
		switch {
		case v == nil:
		case it.Canon() == "--load-restrictor":
			if v.Dynamic || v.Value != "LoadRestrictionsRootOnly" {
				d.unres(i, name+" --load-restrictor "+v.Value+" reads files outside the kustomization")
				return
			}
		case slices.Contains(it.Option.Names, "--kustomize"):
			dirs = append(dirs, *v)
		}
	}
	if build {
		// kustomize build [DIR], kubectl kustomize [DIR]: the working
		// directory without one.
		for _, k := range ops {
			dirs = append(dirs, rest[k])
		}
		if len(ops) == 0 {
			dirs = append(dirs, arg{Word: Word{Value: "."}})
		}
	}
	cwd := d.segs[i].Cwd
	seen := map[string]bool{}
	for _, a := range dirs {
		if a.Dynamic {
			d.unres(i, name+": a kustomization only run time knows")
			return
		}
		if kustomizeRemote(a.Value) {
			d.unres(i, name+" fetches a remote kustomization, running git")
			return
		}
		if cwd == "" {
			d.unres(i, name+" in a working directory pregate cannot tell")
			return
		}
		if why := d.kustomization(i, path.Join(cwd, a.Value), a.Value, seen, 0); why != "" {
			d.unres(i, name+" "+why)
			return
		}
	}
}

// kustomization adds dir (spelled given) as a tree read, and the local
// kustomizations its own names as resources, bases and components; it
// returns why the segment is unresolved, "" when it is not.
func (d *dec) kustomization(i int, dir, given string, seen map[string]bool, depth int) string {
	if seen[dir] {
		return ""
	}
	seen[dir] = true
	if depth > composeMaxDepth {
		return "names kustomizations nested too deep"
	}
	if depth == 0 && !strings.HasPrefix(given, "/") {
		d.addPaths(i, []PathRef{{Path: given, Access: Read, Via: "operand", Tree: true}})
	} else {
		d.addPaths(i, []PathRef{{Path: dir, Access: Read, Via: "operand", Tree: true}})
	}
	fi, err := composeStat(dir)
	if err != nil || !fi.IsDir() {
		return "" // a file of resources (kubectl -k FILE fails), or nothing
	}
	var file string
	for _, n := range kustomizationNames {
		if _, err := composeStat(path.Join(dir, n)); err == nil {
			file = path.Join(dir, n)
			break
		}
	}
	if file == "" {
		return ""
	}
	b, err := composeRead(file)
	if err != nil {
		return "cannot read " + file
	}
	if len(b) > composeMaxFile {
		return file + " is too large"
	}
	docs, err := composeDocs(b)
	if err != nil {
		return "cannot parse " + file
	}
	for _, doc := range docs {
		m, ok := doc.(map[string]any)
		if !ok {
			if doc != nil {
				return file + " is not a mapping"
			}
			continue
		}
		if _, ok := m["helmCharts"]; ok {
			return "inflates helm charts, running helm"
		}
		for _, key := range [...]string{"resources", "bases", "components"} {
			for _, e := range composeList(m[key]) {
				s, ok := e.(string)
				if !ok {
					return "names a " + key + " entry pregate cannot read"
				}
				if kustomizeRemote(s) {
					return "fetches a remote base, running git"
				}
				sub := s
				if !path.IsAbs(sub) {
					sub = path.Join(dir, s)
				}
				if fi, err := composeStat(sub); err == nil && fi.IsDir() {
					if why := d.kustomization(i, sub, sub, seen, depth+1); why != "" {
						return why
					}
				}
			}
		}
	}
	return ""
}

// kustomizeRemote reports whether a kustomization or resource is fetched
// rather than read: a URL, an scp-style git address, a host-prefixed
// repository (github.com/org/repo), or a ref query.
func kustomizeRemote(s string) bool {
	return strings.Contains(s, "://") || strings.HasPrefix(s, "git@") || strings.HasPrefix(s, "github.com/") ||
		strings.HasPrefix(s, "gitlab.com/") || strings.HasPrefix(s, "bitbucket.org/") || strings.Contains(s, "?ref=") ||
		strings.Contains(s, "//") && !strings.HasPrefix(s, "/")
}
