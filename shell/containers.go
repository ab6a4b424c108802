package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// mountPaths adds to segment i the host paths a Mount option's value v
// names (docker -v ~/.ssh:/k, --mount type=bind,src=…): each is read, and
// written unless the mount is read-only. prefix is the option's text
// before an attached value (--volume=), which the word's known values
// hold too.
func (d *dec) mountPaths(i int, o *progs.Option, v arg, prefix string) {
	var out []PathRef
	text := v.Value
	if v.home {
		// $HOME/.ssh:/k: the text after $HOME is literal.
		text = "$HOME" + v.rest
	} else if v.Dynamic {
		// The source text of a word with expansions: its quotes split
		// nothing.
		text = unquote(text)
	}
	for _, m := range o.MountPaths(text, v.Dynamic) {
		va := v
		va.Value = m.Path
		va.Known = nil
		for _, k := range v.Known {
			for _, km := range o.MountPaths(strings.TrimPrefix(k, prefix), false) {
				va.Known = append(va.Known, km.Path)
			}
		}
		if va.home {
			va.rest = strings.TrimPrefix(m.Path, "$HOME")
		}
		ref := d.pathRef(va, Access(m.Access), "operand")
		ref.Tree = true
		out = append(out, ref)
	}
	d.addPaths(i, out)
}

// unquote removes the quotes of a dynamic word's source text, as
// strings.NewReplacer(`"`, "", `'`, "") did; a function, so that no
// Replacer is built at start-up.
func unquote(s string) string {
	if !strings.ContainsAny(s, `"'`) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '"' && s[i] != '\'' {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// subcommand completes the subcommand of a program whose table has
// management subcommands (docker container cp: sub is "container", the
// operand after it "cp"), then judges it: a subcommand that is none of
// the program's own runs a plugin found at run time, so segment i is
// unresolved; the operands of a subcommand with a layout (docker cp,
// docker build) are paths of segment i. It returns the whole
// subcommand, the index in rest of its last word and the operands after
// it.
func (d *dec) subcommand(i int, p *progs.Program, name string, rest []arg, sub string, subAt int, ops []int) (string, int, []int) {
	if subAt < 0 {
		return sub, subAt, ops
	}
	if rest[subAt].Dynamic {
		if p.Builtin != nil {
			d.unres(i, "dynamic "+name+" subcommand")
		}
		return sub, subAt, ops
	}
	for len(ops) > 0 && !rest[ops[0]].Dynamic {
		more := sub + " " + rest[ops[0]].Value
		if _, laid := p.SubOps[more]; !laid && p.SubTable(more) == nil {
			break
		}
		sub, subAt, ops = more, ops[0], ops[1:]
	}
	if p.Builtin != nil && !p.Builtin(strings.Fields(sub)[0]) {
		d.unres(i, name+" "+sub+" runs a plugin, the program "+name+"-"+sub+" found at run time")
	}
	if o, ok := p.SubOps[sub]; ok {
		operands := make([]arg, len(ops))
		for k, at := range ops {
			operands[k] = rest[at]
		}
		d.addPaths(i, d.subOperandPaths(o, operands))
	}
	return sub, subAt, ops
}

// subOperandPaths are the paths a subcommand's operands name, as its
// layout says.
func (d *dec) subOperandPaths(o progs.Operands, ops []arg) []PathRef {
	var out []PathRef
	add := func(a arg, acc Access) {
		if !a.Dynamic && (a.Value == "-" || a.Value == "") {
			return
		}
		ref := d.pathRef(a, acc, "operand")
		// A directory copied or sent whole: docker cp's sources, a build
		// context.
		ref.Tree = o.Tree && acc == Read
		out = append(out, ref)
	}
	ops = ops[min(o.Skip, len(ops)):]
	switch o.Layout {
	case progs.AllOps:
		for _, a := range ops {
			add(a, Access(o.Access))
		}
	case progs.FirstOp:
		if len(ops) > 0 {
			add(ops[0], Access(o.Access))
		}
	case progs.ContainerOps:
		for k, a := range ops {
			acc := Read
			if k == len(ops)-1 && len(ops) > 1 {
				acc = Write
			}
			for _, h := range progs.CopyHostPaths(a.Value, a.Dynamic) {
				va := a
				va.Value, va.Known = h, nil
				if va.home {
					va.rest = strings.TrimPrefix(strings.TrimPrefix(h, "$HOME"), "${HOME}")
				}
				add(va, acc)
			}
		}
	}
	return out
}

// runsInContainer reports whether a docker/podman subcommand runs a
// command in a container: run, exec and create (whose command start
// runs), in their management spellings (container run) and compose's
// (compose run SERVICE CMD, compose exec SERVICE CMD).
func runsInContainer(sub string) bool {
	switch strings.TrimPrefix(strings.TrimPrefix(sub, "container "), "compose ") {
	case "run", "exec", "create":
		return true
	}
	return false
}

// containerWords are the words of the command a container runs: the
// words after the image, container or service at rest[target], behind
// a literal --entrypoint (docker run --entrypoint sh img -c CMD runs
// sh -c CMD).
func containerWords(rest []arg, target int, parsed progs.Parsed) []arg {
	var words []arg
	if target+1 < len(rest) {
		words = rest[target+1:]
	}
	if target >= len(rest) {
		return nil
	}
	w := parsed.Words
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind != progs.Opt || it.Canon() != "--entrypoint" {
			continue
		}
		if v := itemValue(rest, &w, it); v != nil && !v.Dynamic && strings.TrimSpace(v.Value) != "" {
			words = append([]arg{*v}, words...)
		}
	}
	return words
}

// podRunArgs decomposes kubectl run NAME ARGS… without "--": the words
// after the pod's name are its container's command (or its arguments,
// judged as a command all the same).
func (d *dec) podRunArgs(name, sub string, ops []int, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	if sub != "run" || len(ops) < 2 {
		return
	}
	for _, it := range parsed.Items {
		if it.Kind == progs.End {
			return // the words after "--" are judged already
		}
	}
	rest := args[1:]
	from := ops[1]
	words := make([]arg, 0, len(ops)-1)
	for _, k := range ops[1:] {
		words = append(words, rest[k])
	}
	in := st.innerCmd(args, 1+from, name+" "+sub)
	in.noFunc = true
	d.exec(words, in, c)
}

// fedOperands marks the segments from start as run with operands that
// arrive at run time (xargs CMD appends the words it reads): no allow
// approves them (their AllowText is empty), deny and ask rules see them
// as written, and each has a dynamic operand where its table has paths
// (xargs rm writes files nobody named, xargs cat reads them).
func (d *dec) fedOperands(start int) {
	for k := start; k < len(d.segs); k++ {
		s := &d.segs[k]
		s.AllowText = ""
		if s.Program == "" || len(s.Argv) == 0 {
			continue
		}
		args := make([]arg, 0, len(s.Argv)+1)
		for _, w := range s.Argv {
			args = append(args, arg{Word: w})
		}
		args = append(args, arg{Word: Word{Dynamic: true}})
		var fed []PathRef
		for _, p := range d.filePaths(s.Program, args, nil) {
			if p.Dynamic && p.Path == "" {
				fed = append(fed, p)
			}
		}
		d.addPaths(k, fed)
	}
}

// revealed adds to segment i the configuration files an option makes the
// program print (kubectl config view --raw shows the kubeconfig's keys
// and tokens): read, as cat would read them. A configuration file an
// option names (--kubeconfig FILE) is already a path of the segment.
func (d *dec) revealed(i int, p *progs.Program, parsed progs.Parsed) {
	for _, it := range parsed.Items {
		if it.Kind == progs.Opt && it.Role()&progs.Config != 0 && it.HasValue {
			return
		}
	}
	refs := make([]PathRef, 0, len(p.Config))
	for _, f := range p.Config {
		refs = append(refs, PathRef{Path: f, Access: Read, Via: "operand"})
	}
	d.addPaths(i, refs)
}
