package shell

import (
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
)

var shells = map[string]bool{
	"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "mksh": true,
	"ash": true, "yash": true, "rbash": true, "pdksh": true, "oksh": true,
	"fish": true, "csh": true, "tcsh": true, "posh": true,
}

func isShell(name string) bool { return shells[name] }

// shell handles a shell started by the command: -c STRING is decomposed
// as a script of its own, a script file is a program like any other, and
// a shell reading its program from a pipe or a here-document is followed
// only when the text is literal.
func (d *dec) shell(name string, args []arg, st *cmd, c *ctx) {
	cmode, smode := false, false
	i := 1
	for i < len(args) {
		a := args[i]
		if a.Dynamic {
			break
		}
		v := a.Value
		if v == "--" || v == "-" {
			if v == "-" {
				smode = true
			}
			i++
			break
		}
		if strings.HasPrefix(v, "--") {
			if v == "--rcfile" || v == "--init-file" {
				i++
			}
			i++
			continue
		}
		if len(v) > 1 && (v[0] == '-' || v[0] == '+') {
			for _, ch := range v[1:] {
				switch ch {
				case 'c':
					cmode = true
				case 's':
					smode = true
				case 'o', 'O':
					i++
				}
			}
			i++
			continue
		}
		break
	}
	if i > len(args) {
		i = len(args)
	}
	rest := args[i:]
	switch {
	case cmode:
		if len(rest) == 0 {
			d.emit(args, st, c)
			return
		}
		if d.container(args, st, c) < 0 {
			return
		}
		nest := name + " -c"
		if rest[0].Dynamic {
			d.dynamicInner(rest[0], nest, "dynamic "+nest+" string", st, c)
			return
		}
		// bash -c 'cmd' NAME ARGS… sets $0 and $1…; without them the
		// string sees empty positional parameters.
		params := []arg{{Word: Word{Value: name}}}
		if len(rest) > 1 {
			params = append([]arg(nil), rest[1:]...)
		}
		if movesParams(rest[0].Value) {
			params = nil
		}
		d.nestedParams(rest[0].Value, rest[0], nest, st, c, false, params)
	case smode || len(rest) == 0:
		d.fromStdin(name, true, args, st, c)
	default:
		i := d.emit(args, st, c)
		if i < 0 {
			return
		}
		d.segs[i].Paths = append(d.segs[i].Paths, d.pathRef(rest[0], Read, "operand"))
		if rest[0].Dynamic && !rest[0].home {
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
			d.segs[i].Code = red.body
			d.unres(i, "here-document fed to "+kind)
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

// interpSpec says how an interpreter takes inline code.
type interpSpec struct {
	code     string   // short options whose value is inline code (-c, -e)
	longCode []string // long options whose value is inline code (--eval)
	val      string   // other short options that take a value
	long     []string
	attached string // short options whose value can only be attached (perl -I…)
	stop     string // short options that end the interpreter's options (python -m)
	sub      string // a subcommand whose operand is code (deno eval)
}

var interpreters = map[string]interpSpec{
	"python":    {code: "c", val: "WX", stop: "m"},
	"node":      {code: "ep", longCode: []string{"eval", "print"}, val: "r", long: []string{"require", "import", "loader", "experimental-loader", "conditions", "title"}},
	"bun":       {code: "ep", longCode: []string{"eval", "print"}, val: "r", long: []string{"preload", "require"}},
	"deno":      {sub: "eval"},
	"perl":      {code: "eE", attached: "0CdDiIlmMxF"},
	"ruby":      {code: "e", val: "rICE", attached: "x0KTW"},
	"php":       {code: "rBRE", val: "cdz"},
	"lua":       {code: "e", val: "l"},
	"R":         {code: "e"},
	"osascript": {code: "e", val: "l"},
	"tclsh":     {},
	"irb":       {},
	"pwsh":      {},
}

// interpKey maps python3.12, nodejs, luajit… to their interpreters entry.
func interpKey(name string) string {
	base := strings.TrimRight(name, "0123456789.")
	switch base {
	case "python", "pypy":
		return "python"
	case "nodejs":
		return "node"
	case "luajit":
		return "lua"
	case "Rscript":
		return "R"
	case "powershell":
		return "pwsh"
	}
	if base == "" {
		return name
	}
	return base
}

// interp reports an interpreter: inline code is exposed as Segment.Code,
// a script file is a program like any other, and a program read from a
// pipe or here-document is unresolved.
func (d *dec) interp(sp interpSpec, args []arg, st *cmd, c *ctx) {
	if interpKey(progName(args[0].Value)) == "pwsh" {
		d.pwsh(args, st, c)
		return
	}
	var codes []arg
	var script *arg
	module, stdin := false, false
	inplace := false
	i := 1
	if sp.sub != "" {
		if len(args) > 2 && !args[1].Dynamic && args[1].Value == sp.sub {
			codes = append(codes, args[2])
			i = len(args)
		} else {
			d.emit(args, st, c)
			return
		}
	}
scan:
	for i < len(args) {
		a := args[i]
		if a.Dynamic {
			if len(codes) == 0 {
				script = &args[i]
			}
			break
		}
		v := a.Value
		switch {
		case v == "-":
			stdin = len(codes) == 0
			break scan
		case v == "--":
			if len(codes) == 0 && i+1 < len(args) {
				script = &args[i+1]
			}
			break scan
		case strings.HasPrefix(v, "--"):
			name, val, has := strings.Cut(v[2:], "=")
			if slices.Contains(sp.longCode, name) {
				va := a
				if has {
					va.Value = val
				} else if i+1 < len(args) {
					i++
					va = args[i]
				}
				codes = append(codes, va)
			} else if !has && slices.Contains(sp.long, name) {
				i++
			}
			i++
			continue
		case len(v) > 1 && v[0] == '-':
			skip := 0
			for j := 1; j < len(v); j++ {
				ch := v[j]
				if strings.IndexByte(sp.stop, ch) >= 0 {
					module = true
					break scan
				}
				if ch == 'i' && strings.IndexByte(sp.attached, 'i') >= 0 {
					inplace = true
				}
				if ch == 'l' || ch == '0' {
					if strings.IndexByte(sp.attached, ch) >= 0 {
						// perl -l and -0 take optional attached digits only.
						for j+1 < len(v) && (v[j+1] >= '0' && v[j+1] <= '9' || ch == '0' && (v[j+1] == 'x' || isHex(v[j+1]))) {
							j++
						}
						continue
					}
				}
				if strings.IndexByte(sp.attached, ch) >= 0 {
					break
				}
				isCode := strings.IndexByte(sp.code, ch) >= 0
				if isCode || strings.IndexByte(sp.val, ch) >= 0 {
					va := a
					if j+1 < len(v) {
						va.Value = v[j+1:]
					} else if i+1 < len(args) {
						va = args[i+1]
						skip = 1
					}
					if isCode {
						codes = append(codes, va)
					}
					break
				}
			}
			i += 1 + skip
			continue
		default:
			if len(codes) == 0 {
				script = &args[i]
			}
			break scan
		}
	}
	if len(codes) > 0 {
		idx := d.emit(args, st, c)
		if idx < 0 {
			return
		}
		var parts []string
		dyn := false
		for _, a := range codes {
			parts = append(parts, a.Value)
			dyn = dyn || a.Dynamic
		}
		d.segs[idx].Code = strings.Join(parts, "\n")
		if dyn {
			d.unres(idx, "dynamic inline code")
		}
		if inplace {
			for _, a := range args[i:] {
				if a.Dynamic || !strings.HasPrefix(a.Value, "-") {
					d.segs[idx].Paths = append(d.segs[idx].Paths, d.pathRef(a, Read|Write, "operand"))
				}
			}
		}
		return
	}
	switch {
	case module:
		d.emit(args, st, c)
	case script != nil && !stdin:
		idx := d.emit(args, st, c)
		if idx < 0 {
			return
		}
		d.segs[idx].Paths = append(d.segs[idx].Paths, d.pathRef(*script, Read, "operand"))
		if script.Dynamic && !script.home {
			d.unres(idx, "interpreter runs a dynamic script")
		}
	default:
		d.fromStdin(progName(args[0].Value), false, args, st, c)
	}
}

// pwsh handles PowerShell's -Command (the rest of the line is code) and
// -EncodedCommand (never readable).
func (d *dec) pwsh(args []arg, st *cmd, c *ctx) {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			continue
		}
		v := strings.ToLower(strings.TrimLeft(a.Value, "-/"))
		switch {
		case v == "c" || v == "command":
			idx := d.emit(args, st, c)
			if idx < 0 {
				return
			}
			s, _, ok := joinArgs(args[i+1:])
			d.segs[idx].Code = s
			if !ok {
				d.unres(idx, "dynamic inline code")
			}
			return
		case v == "e" || v == "ec" || v == "enc" || strings.HasPrefix(v, "encodedc"):
			d.unres(d.emit(args, st, c), "encoded PowerShell command")
			return
		case v == "f" || v == "file":
			d.emit(args, st, c)
			return
		}
	}
	d.fromStdin(progName(args[0].Value), false, args, st, c)
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
