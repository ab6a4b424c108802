package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// lookupInterp returns the progs entry of a shell or interpreter called
// name (python3.12, nodejs, luajit… by their family), nil for any other
// program.
func lookupInterp(name string) *progs.Program {
	p := progs.Lookup(name)
	if p == nil {
		p = progs.Lookup(interpKey(name))
	}
	if p == nil || !p.Interp {
		return nil
	}
	return p
}

func isShell(name string) bool {
	p := lookupInterp(name)
	return p != nil && p.Shell
}

// unknownOpt returns the first option of items its table does not know,
// "" when it knows them all.
func unknownOpt(items []progs.Item) string {
	for k := range items {
		if it := &items[k]; it.Kind == progs.Opt && it.Option == nil {
			return it.Name
		}
	}
	return ""
}

// unresUnknown makes the first segment added since start unresolved when
// the command has an option its table does not know: what a shell or an
// interpreter then runs is not known.
func (d *dec) unresUnknown(start int, name, opt string) {
	if opt != "" && start < len(d.segs) {
		d.unres(start, "option "+opt+" of "+name+" not known")
	}
}

// shell handles a shell started by the command, as its progs table reads
// the options: the shell string (-c's value, bundled or not) is
// decomposed as a script of its own, a script file is a program like any
// other, and a shell reading its program from a pipe or a here-document
// is followed only when the text is literal.
func (d *dec) shell(name string, p *progs.Program, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := d.argWords(rest)
	items, next := progs.Leading(w, 0, p.Def)
	var scripts []*arg
	cmode, smode := false, false
	for k := range items {
		it := &items[k]
		switch r := it.Role(); {
		case it.Kind != progs.Opt:
		case r&progs.RunsShell != 0:
			cmode = true
			if v := itemValue(rest, &w, it); v != nil {
				scripts = append(scripts, v)
			}
		case r&progs.Stdin != 0:
			smode = true
		}
	}
	start := len(d.segs)
	defer d.unresUnknown(start, name, unknownOpt(items))
	ops := rest[next:]
	switch {
	case cmode:
		if len(scripts) == 0 {
			d.emit(args, st, c)
			return
		}
		if d.container(args, st, c) < 0 {
			return
		}
		nest := name + " -c"
		for _, s := range scripts {
			if s.Dynamic {
				d.dynamicInner(*s, nest, "dynamic "+nest+" string", st, c)
				continue
			}
			// bash -c 'cmd' NAME ARGS… sets $0 and $1…; without them the
			// string sees empty positional parameters.
			params := []arg{{Word: Word{Value: name}}}
			if len(ops) > 0 {
				params = append([]arg(nil), ops...)
			}
			if movesParams(s.Value) {
				params = nil
			}
			d.nestedParams(s.Value, *s, nest, st, c, false, params)
		}
	case smode || len(ops) == 0:
		d.fromStdin(name, true, args, st, c)
	default:
		i := d.emit(args, st, c)
		if i < 0 {
			return
		}
		d.segs[i].Paths = append(d.segs[i].Paths, d.pathRef(ops[0], Read, "operand"))
		if ops[0].Dynamic && !ops[0].home {
			d.unres(i, "shell runs a dynamic script")
		}
	}
}

// fromStdin reports a shell or interpreter that reads its program from
// standard input.
func (d *dec) fromStdin(name string, shell bool, args []arg, st *cmd, c *ctx) {
	kind := "an interpreter"
	if shell {
		kind = "a shell"
	}
	red := st.red
	switch {
	case red != nil && red.in == inHeredoc:
		if shell && red.bodyLit {
			i := d.container(args, st, c)
			if i < 0 {
				return
			}
			nest := "heredoc | " + name
			if !red.hdoc {
				nest = "herestring | " + name
			}
			d.nested(red.body, args[0], nest, st, c, false)
			return
		}
		i := d.emit(args, st, c)
		if i < 0 {
			return
		}
		if red.bodyLit {
			// A literal program on standard input is the interpreter's
			// inline code, judged as the same text given with -c or -e.
			d.segs[i].Code = red.body
		} else {
			d.unres(i, "here-document with expansions fed to "+kind)
		}
	case red != nil && red.in == inDynamic:
		d.unres(d.emit(args, st, c), kind[strings.IndexByte(kind, ' ')+1:]+" reads a dynamic file")
	case red != nil && red.in == inFile:
		d.emit(args, st, c)
	case st.stdin == stdinPipe:
		d.unres(d.emit(args, st, c), "pipe into "+kind)
	default:
		d.emit(args, st, c)
	}
}

// interpKey maps python3.12, nodejs, pypy3, powershell.exe (a Windows
// program run from WSL, its name in any case)… to the name of their
// progs entry.
func interpKey(name string) string {
	if len(name) > 4 && strings.EqualFold(name[len(name)-4:], ".exe") {
		name = strings.ToLower(name[:len(name)-4])
		if progs.Lookup(name) != nil {
			return name
		}
	}
	base := strings.TrimRight(name, "0123456789.")
	switch base {
	case "python", "pypy":
		return "python"
	case "nodejs":
		return "node"
	}
	if base == "" {
		return name
	}
	return base
}

// interp reports an interpreter, as its progs table reads the options:
// inline code is exposed as Segment.Code, a script file is a program like
// any other, a literal here-document or here-string is inline code too,
// and a program read from a pipe or a here-document with expansions is
// unresolved. An option the table does not know leaves what runs unknown.
func (d *dec) interp(p *progs.Program, args []arg, st *cmd, c *ctx) {
	name := progName(args[0].Value)
	rest := args[1:]
	w := d.argWords(rest)
	items, next := progs.Leading(w, 0, p.Def)
	var codes []arg
	if p.Global != nil {
		// deno SUB …: the subcommand's options follow it; eval's first
		// operand is the code, the other subcommands run the project's
		// files.
		items, next = progs.Leading(w, 0, p.Global)
		if next >= len(rest) || rest[next].Dynamic {
			start := len(d.segs)
			d.emit(args, st, c)
			d.unresUnknown(start, name, unknownOpt(items))
			return
		}
		sub := rest[next].Value
		more, n := progs.Leading(w, next+1, p.Sub(sub))
		items, next = append(items, more...), n
		if sub != p.CodeSub {
			start := len(d.segs)
			d.emit(args, st, c)
			d.unresUnknown(start, name, unknownOpt(items))
			return
		}
		if next < len(rest) {
			codes = append(codes, rest[next])
			next++
		}
	}
	var script *arg
	module, stdin, inplace, opaque, elsewhere := false, false, false, false, false
	var optPaths []PathRef
	for k := range items {
		it := &items[k]
		if it.Kind != progs.Opt || it.Option == nil {
			continue
		}
		r := it.Role()
		v := itemValue(rest, &w, it)
		switch {
		case r&progs.RunsCode != 0 && it.Option.Takes == progs.Remaining:
			// pwsh -Command WORDS…: the words are joined into the code;
			// "-" alone reads it from standard input.
			words := rest[w.Source(it.ValueWord):w.Source(it.ValueEnd)]
			if len(words) == 1 && !words[0].Dynamic && words[0].Value == "-" {
				stdin = true
				continue
			}
			s, at, ok := joinArgs(words)
			at.Value, at.Dynamic = s, !ok
			codes = append(codes, at)
		case r&progs.RunsCode != 0:
			opaque = opaque || r&progs.Opaque != 0
			if v != nil {
				codes = append(codes, *v)
			}
		case r&progs.RunsProgram != 0 && r&progs.Ends != 0:
			module = true // python -m MOD
		case r&progs.Script != 0:
			// php -f FILE, pwsh -File FILE: the script, "-" standard input.
			if v != nil && !v.Dynamic && v.Value == "-" {
				stdin = true
			} else if v != nil {
				script = v
			}
		case r&progs.OpsWrite != 0:
			inplace = true
		case r&progs.Dir != 0 && v != nil:
			elsewhere = true
		case v != nil && r&progs.ReadPath != 0:
			optPaths = append(optPaths, d.pathRef(*v, Read, "option"))
		case v != nil && r&progs.WritePath != 0:
			optPaths = append(optPaths, d.pathRef(*v, Write, "option"))
		}
	}
	ops := rest[next:]
	if script == nil && len(codes) == 0 && !module && !stdin && len(ops) > 0 {
		if ops[0].Dynamic || ops[0].Value != "-" {
			script = &ops[0]
		} else {
			stdin = true
		}
		ops = ops[1:]
	}
	start := len(d.segs)
	defer d.unresUnknown(start, name, unknownOpt(items))
	if len(codes) == 0 && !module && script == nil {
		d.fromStdin(name, false, args, st, c)
		return
	}
	idx := d.emit(args, st, c)
	if idx < 0 {
		return
	}
	d.addPaths(idx, optPaths)
	if elsewhere {
		d.unres(idx, "interpreter runs in another directory")
	}
	switch {
	case len(codes) > 0:
		var parts []string
		dyn := false
		for _, a := range codes {
			parts = append(parts, a.Value)
			dyn = dyn || a.Dynamic
		}
		d.segs[idx].Code = strings.Join(parts, "\n")
		if opaque {
			d.unres(idx, "encoded PowerShell command")
		} else if dyn {
			d.unres(idx, "dynamic inline code")
		}
		if inplace {
			for _, a := range ops {
				d.segs[idx].Paths = append(d.segs[idx].Paths, d.pathRef(a, Read|Write, "operand"))
			}
		}
	case module:
	case script != nil:
		d.segs[idx].Paths = append(d.segs[idx].Paths, d.pathRef(*script, Read, "operand"))
		if script.Dynamic && !script.home {
			d.unres(idx, "interpreter runs a dynamic script")
		}
	}
}

// awkProgram returns the inline program of an awk command and whether it
// is dynamic: the first operand, as awk's progs table parses the options
// before it, unless an option (-f FILE, -E FILE) supplies the program.
func awkProgram(args []arg) (string, bool) {
	rest := args[1:]
	items, next := progs.Leading(argWords(rest), 0, progs.Lookup("awk").Def)
	for k := range items {
		if items[k].Role()&progs.Script != 0 {
			return "", false
		}
	}
	if next < len(rest) {
		return rest[next].Value, rest[next].Dynamic
	}
	return "", false
}
