package shell

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// optSpec describes the options of a wrapper or interpreter, enough to
// find where the command it runs starts. All of them stop at the first
// operand, as getopt does with a leading '+' in the option string.
type optSpec struct {
	val      string   // short options that take a value (-s KILL, -sKILL)
	long     []string // long options that take a value (--signal KILL)
	operands int      // operands before the command (timeout's duration)
	num      bool     // -N is an option (nice -10)
	stop     string   // short options after which nothing is run (ionice -p)
	stopLong []string
	// opt are short options whose value is optional and can only be
	// attached (GNU xargs -i[R], -e[E], -l[N]): the rest of the word.
	opt string
	// container says the wrapper is reported as its own segment; stripped
	// wrappers (timeout, nice, …) are not, as Claude Code removes them
	// before matching.
	container bool
}

// wrapperSpecs are the programs that run the rest of their argv as a
// command after their own options.
var wrapperSpecs = map[string]optSpec{
	// Stripped by Claude Code before matching.
	"timeout": {val: "sk", long: []string{"signal", "kill-after"}, operands: 1},
	"time":    {val: "fo", long: []string{"format", "output"}},
	"nice":    {val: "n", long: []string{"adjustment"}, num: true},
	"nohup":   {},
	"stdbuf":  {val: "ioe", long: []string{"input", "output", "error"}},
	"builtin": {},
	"noglob":  {},

	// Reported as containers.
	"sudo": {val: "ugCDhprtUTR", long: []string{"user", "group", "close-from", "chdir", "host", "prompt", "role", "type", "other-user", "command-timeout", "chroot"},
		stop: "elvKV", stopLong: []string{"edit", "list", "validate", "version"}, container: true},
	"doas":             {val: "uC", stop: "C", container: true},
	"pkexec":           {long: []string{"user"}, container: true},
	"setsid":           {container: true},
	"ionice":           {val: "cnpPu", stop: "pPu", long: []string{"class", "classdata", "pid", "pgid", "uid"}, stopLong: []string{"pid", "pgid", "uid"}, container: true},
	"chroot":           {long: []string{"userspec", "groups"}, operands: 1, container: true},
	"exec":             {val: "a", container: true},
	"unbuffer":         {container: true},
	"caffeinate":       {val: "tw", container: true},
	"taskset":          {operands: 1, stop: "p", stopLong: []string{"pid"}, container: true},
	"chrt":             {operands: 1, val: "TPD", stop: "p", stopLong: []string{"pid"}, container: true},
	"prlimit":          {val: "p", stop: "p", stopLong: []string{"pid"}, container: true},
	"unshare":          {val: "SGwR", long: []string{"setuid", "setgid", "wd", "root"}, container: true},
	"nsenter":          {val: "tSG", long: []string{"target", "setuid", "setgid"}, container: true},
	"strace":           {val: "abeEIoOpPsSuUX", stop: "p", container: true},
	"ltrace":           {val: "aAeEFnopsSuwxX", stop: "p", container: true},
	"systemd-run":      {val: "pudEHM", long: []string{"unit", "property", "description", "slice", "uid", "gid", "nice", "working-directory", "setenv", "machine", "host", "service-type"}, container: true},
	"firejail":         {container: true},
	"fakeroot":         {val: "ils", long: []string{"lib", "faked"}, container: true},
	"proxychains":      {val: "f", container: true},
	"proxychains4":     {val: "f", container: true},
	"torsocks":         {val: "uapP", container: true},
	"xvfb-run":         {val: "nspfew", long: []string{"server-args", "server-num", "auth-file", "error-file", "wait", "xauth-protocol"}, container: true},
	"dbus-run-session": {long: []string{"config-file", "dbus-daemon"}, container: true},
	"catchsegv":        {container: true},
	"valgrind":         {container: true},
	"numactl":          {val: "imNCpP", container: true},
	"cgexec":           {val: "g", container: true},
	"nocorrect":        {container: true},
}

// scanOpts walks the options of a wrapper from args[start] and returns
// the index of the first word after them and their operands. on sees each
// option with its value; stopped reports an option after which nothing
// runs. A dynamic word ends the options: it may be the command.
func scanOpts(args []arg, start int, sp *optSpec, on func(opt string, val *arg)) (n int, stopped bool) {
	i := start
	for i < len(args) {
		a := args[i]
		if a.Dynamic {
			return i, false
		}
		v := a.Value
		if v == "--" {
			i++
			break
		}
		if len(v) < 2 || v[0] != '-' {
			break
		}
		if strings.HasPrefix(v, "--") {
			name, val, has := strings.Cut(v[2:], "=")
			if slices.Contains(sp.stopLong, name) {
				stopped = true
			}
			switch {
			case has:
				va := a
				va.Value = val
				if on != nil {
					on("--"+name, &va)
				}
			case slices.Contains(sp.long, name) && i+1 < len(args):
				if on != nil {
					on("--"+name, &args[i+1])
				}
				i++
			default:
				if on != nil {
					on("--"+name, nil)
				}
			}
			i++
			continue
		}
		if sp.num && isDigits(v[1:]) {
			i++
			continue
		}
		skip := 0
		for j := 1; j < len(v); j++ {
			ch := v[j]
			if strings.IndexByte(sp.stop, ch) >= 0 {
				stopped = true
			}
			if strings.IndexByte(sp.opt, ch) >= 0 {
				va := a
				va.Value = v[j+1:]
				if on != nil {
					on("-"+string(ch), &va)
				}
				break
			}
			if strings.IndexByte(sp.val, ch) >= 0 {
				if j+1 < len(v) {
					va := a
					va.Value = v[j+1:]
					if on != nil {
						on("-"+string(ch), &va)
					}
				} else if i+1 < len(args) {
					if on != nil {
						on("-"+string(ch), &args[i+1])
					}
					skip = 1
				}
				break
			}
			if on != nil {
				on("-"+string(ch), nil)
			}
		}
		i += 1 + skip
	}
	for k := 0; k < sp.operands && i < len(args); k++ {
		i++
	}
	if i > len(args) {
		i = len(args)
	}
	return i, stopped
}

// wrapper handles a program of wrapperSpecs.
func (d *dec) wrapper(name string, sp optSpec, args []arg, st *cmd, c *ctx) {
	var dir *arg
	viaShell := false
	n, stopped := scanOpts(args, 1, &sp, func(opt string, val *arg) {
		if name == "sudo" && (opt == "-D" || opt == "--chdir") && val != nil {
			dir = val
		}
		if name == "sudo" && (opt == "-s" || opt == "-i" || opt == "--shell" || opt == "--login") {
			viaShell = true
		}
	})
	if stopped || n >= len(args) {
		i := d.emit(args, st, c)
		if i >= 0 && name == "sudo" && stopped {
			// sudo -e FILE edits files.
			for _, a := range args[n:] {
				d.segs[i].Paths = append(d.segs[i].Paths, d.pathRef(a, Write, "operand"))
			}
		}
		return
	}
	container := ""
	if sp.container {
		i := d.emit(args, st, c)
		if i < 0 {
			return
		}
		d.segs[i].Container = true
		container = name
	}
	in := st.innerCmd(args, n, container)
	in.noFunc = true
	if dir != nil {
		in.cwd, in.cwdSet = d.join(st, c, *dir), true
	}
	rest := args[n:]
	if name == "sudo" {
		k := 0
		for k < len(rest) && (!rest[k].Dynamic && isAssignWord(rest[k].Value) || rest[k].Dynamic && isAssignWord(rest[k].raw)) {
			nm, v, _ := strings.Cut(rest[k].Value, "=")
			if rest[k].Dynamic {
				nm, v, _ = strings.Cut(rest[k].raw, "=")
			}
			in.assigns = append(in.assigns, Assign{Name: nm, Value: v, Dynamic: rest[k].Dynamic})
			in.rawAssig = append(in.rawAssig, rest[k].raw)
			k++
		}
		rest = rest[k:]
		if viaShell && len(rest) > 0 {
			// sudo -s/-i hands the command to the target user's shell
			// as one -c string.
			text, at, ok := joinArgs(rest)
			if !ok {
				d.dynamicInner(at, "sudo -s", "dynamic sudo -s command", st, c)
				return
			}
			d.nested(text, at, "sudo -s", in, c, false)
			return
		}
	}
	d.exec(rest, in, c)
}

// isAssignWord reports whether v looks like NAME=value.
func isAssignWord(v string) bool {
	name, _, ok := strings.Cut(v, "=")
	if !ok || name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		ch := name[i]
		if !(ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || i > 0 && ch >= '0' && ch <= '9') {
			return false
		}
	}
	return true
}

// handlers are programs with their own way of running other commands.
// A handler returns false to fall back to the generic treatment.
var handlers map[string]func(d *dec, args []arg, st *cmd, c *ctx) bool

func init() {
	handlers = map[string]func(d *dec, args []arg, st *cmd, c *ctx) bool{
		"command":  (*dec).commandBuiltin,
		"xargs":    (*dec).xargs,
		"env":      (*dec).envCmd,
		"find":     (*dec).find,
		"eval":     (*dec).eval,
		"trap":     (*dec).trap,
		"watch":    (*dec).watch,
		"flock":    (*dec).flock,
		"su":       (*dec).su,
		"runuser":  (*dec).su,
		"script":   (*dec).script,
		"parallel": (*dec).parallel,
		"busybox":  (*dec).busybox,
	}
}

// container emits args as a container segment and returns its index.
func (d *dec) container(args []arg, st *cmd, c *ctx) int {
	i := d.emit(args, st, c)
	if i >= 0 {
		d.segs[i].Container = true
	}
	return i
}

// dynamicInner reports a command string that only run time knows.
func (d *dec) dynamicInner(a arg, nest, why string, st *cmd, c *ctx) {
	cwd := c.sh.cwd
	if st.cwdSet {
		cwd = st.cwd
	}
	d.add(Segment{Text: a.raw, Why: why, Nesting: append(append([]string(nil), st.nest...), nest), Cwd: cwd, Pos: a.Pos, End: a.End})
}

// joinArgs joins literal words with spaces, as eval and watch do; ok is
// false when one of them is dynamic.
func joinArgs(args []arg) (string, arg, bool) {
	if len(args) == 0 {
		return "", arg{}, false
	}
	at := args[0]
	at.End = args[len(args)-1].End
	parts := make([]string, len(args))
	raws := make([]string, len(args))
	ok := true
	for i, a := range args {
		parts[i], raws[i] = a.Value, a.raw
		if a.Dynamic {
			ok = false
		}
	}
	at.raw = strings.Join(raws, " ")
	return strings.Join(parts, " "), at, ok
}

func (d *dec) commandBuiltin(args []arg, st *cmd, c *ctx) bool {
	i := 1
	for i < len(args) && !args[i].Dynamic && strings.HasPrefix(args[i].Value, "-") {
		v := args[i].Value
		i++
		if v == "--" {
			break
		}
		if strings.ContainsAny(v[1:], "vV") {
			// command -v x looks x up; it does not run it.
			d.emit(args, st, c)
			return true
		}
	}
	if i >= len(args) {
		d.emit(args, st, c)
		return true
	}
	in := st.innerCmd(args, i, "")
	in.noFunc = true
	d.exec(args[i:], in, c)
	return true
}

// xargsSpec covers GNU and BSD xargs: -J (BSD) and -I take the replace
// string, -R and -S (BSD) numbers; -i, -e and -l take an optional
// attached value (GNU).
var xargsSpec = optSpec{
	val:  "aEdIJLnPRsS",
	opt:  "iel",
	long: []string{"arg-file", "delimiter", "max-args", "max-procs", "max-chars", "process-slot-var"},
}

func (d *dec) xargs(args []arg, st *cmd, c *ctx) bool {
	repl := ""
	n, _ := scanOpts(args, 1, &xargsSpec, func(opt string, val *arg) {
		switch {
		case (opt == "-I" || opt == "-J") && val != nil:
			repl = val.Value
		case opt == "-i" || opt == "--replace":
			repl = "{}"
			if val != nil && val.Value != "" {
				repl = val.Value
			}
		}
	})
	if n >= len(args) {
		d.emit(args, st, c) // runs echo
		return true
	}
	container := ""
	if n > 1 {
		// xargs with options is matched as xargs by Claude Code.
		if d.container(args, st, c) < 0 {
			return true
		}
		container = "xargs"
	}
	in := st.innerCmd(args, n, container)
	in.noFunc = true
	in.stdin = stdinNone
	rest := args[n:]
	if repl != "" && !rest[0].Dynamic && isShell(progName(rest[0].Value)) {
		// xargs -I{} sh -c '… {} …' pastes input into shell code: the
		// string is still decomposed so deny rules see it, but the shell
		// can never be allowed.
		start := len(d.segs)
		d.exec(rest, in, c)
		if start < len(d.segs) {
			d.unres(start, "xargs pastes its input into shell code")
		}
		return true
	}
	if repl != "" {
		// xargs -I puts each input line where the replace string stands.
		rest = append([]arg(nil), rest...)
		for k := range rest {
			if !rest[k].Dynamic && strings.Contains(rest[k].Value, repl) {
				rest[k].Dynamic = true
			}
		}
	}
	d.exec(rest, in, c)
	return true
}

func (d *dec) envCmd(args []arg, st *cmd, c *ctx) bool {
	var assigns []Assign
	var raws []string
	var dir *arg
	i := 1
	opts := true
	for i < len(args) {
		a := args[i]
		if a.Dynamic {
			// env PATH="$PATH" cmd: an assignment with a dynamic value.
			if isAssignWord(a.raw) {
				nm, val, _ := strings.Cut(a.raw, "=")
				assigns = append(assigns, Assign{Name: nm, Value: val, Dynamic: true})
				raws = append(raws, a.raw)
				opts = false
				i++
				continue
			}
			break
		}
		v := a.Value
		if opts && v == "--" {
			opts = false
			i++
			continue
		}
		if opts && v == "-" {
			// env - is env -i; option parsing ends there.
			opts = false
			i++
			continue
		}
		if opts && len(v) > 1 && v[0] == '-' {
			name, val, has := strings.Cut(strings.TrimLeft(v, "-"), "=")
			long := strings.HasPrefix(v, "--")
			switch {
			case long && (name == "unset" || name == "chdir" || name == "split-string" || name == "argv0"):
				va := a
				if has {
					va.Value = val
				} else if i+1 < len(args) {
					i++
					va = args[i]
				}
				if name == "chdir" {
					dir = &va
				}
				if name == "split-string" {
					return d.envSplit(args, i, va, st, c)
				}
			case long:
				// --ignore-environment, --null, --debug, --*-signal[=SIG]
			default:
				for j := 1; j < len(v); j++ {
					ch := v[j]
					if strings.IndexByte("uCSaP", ch) < 0 {
						continue
					}
					va := a
					if j+1 < len(v) {
						va.Value = v[j+1:]
					} else if i+1 < len(args) {
						i++
						va = args[i]
					}
					if ch == 'C' {
						dir = &va
					}
					if ch == 'S' {
						return d.envSplit(args, i, va, st, c)
					}
					break
				}
			}
			i++
			continue
		}
		if isAssignWord(v) {
			opts = false
			nm, val, _ := strings.Cut(v, "=")
			assigns = append(assigns, Assign{Name: nm, Value: val})
			raws = append(raws, a.raw)
			i++
			continue
		}
		break
	}
	if i >= len(args) {
		d.emit(args, st, c) // prints the environment
		return true
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	in := st.innerCmd(args, i, "env")
	in.noFunc = true
	in.assigns, in.rawAssig = assigns, raws
	if dir != nil {
		in.cwd, in.cwdSet = d.join(st, c, *dir), true
	}
	d.exec(args[i:], in, c)
	return true
}

// envSplit handles env -S STRING: the string is split into words (with
// quotes, like a shell) that come before the remaining arguments.
func (d *dec) envSplit(args []arg, i int, s arg, st *cmd, c *ctx) bool {
	if d.container(args, st, c) < 0 {
		return true
	}
	if s.Dynamic {
		d.dynamicInner(s, "env", "dynamic env -S string", st, c)
		return true
	}
	rest := append([]arg(nil), args[i+1:]...)
	f, err := parse(s.Value)
	var ce *syntax.CallExpr
	if err == nil && len(f.Stmts) == 1 && len(f.Stmts[0].Redirs) == 0 {
		ce, _ = f.Stmts[0].Cmd.(*syntax.CallExpr)
	}
	if ce == nil {
		d.dynamicInner(s, "env", "env -S string that is not a simple command", st, c)
		return true
	}
	nc := &ctx{src: s.Value, fixed: true, fpos: s.Pos, fend: s.End, nest: c.nest, depth: c.depth + 1, level: c.level + 1, sh: c.sh.copy()}
	var split []arg
	for _, as := range ce.Assigns {
		raw := nc.text(as.Pos(), as.End())
		split = append(split, arg{Word: Word{Value: raw, Pos: s.Pos, End: s.End}, raw: raw})
	}
	split = append(split, d.words(ce.Args, nc)...)
	in := st.innerCmd(args, i+1, "env")
	in.noFunc = true
	all := append(split, rest...)
	// Leading NAME=value words of the split string are assignments.
	k := 0
	for k < len(all) && !all[k].Dynamic && isAssignWord(all[k].Value) {
		nm, v, _ := strings.Cut(all[k].Value, "=")
		in.assigns = append(in.assigns, Assign{Name: nm, Value: v})
		in.rawAssig = append(in.rawAssig, all[k].raw)
		k++
	}
	d.exec(all[k:], in, c)
	return true
}

func (d *dec) find(args []arg, st *cmd, c *ctx) bool {
	var execs [][2]int // [start, end) of each -exec command
	var ops []PathRef
	del := false
	starts := true
	var startPaths []arg
	for i := 1; i < len(args); i++ {
		a := args[i]
		v := a.Value
		if starts {
			if !a.Dynamic && (strings.HasPrefix(v, "-") || v == "(" || v == "!") && v != "-" {
				starts = false
			} else {
				startPaths = append(startPaths, a)
				continue
			}
		}
		if a.Dynamic {
			continue
		}
		switch v {
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i + 1
			for j < len(args) {
				w := args[j]
				if !w.Dynamic && (w.Value == ";" || w.Value == "+" && j > i+1 && args[j-1].Value == "{}") {
					break
				}
				j++
			}
			execs = append(execs, [2]int{i + 1, j})
			i = j
		case "-delete":
			del = true
		case "-fprint", "-fprint0", "-fls", "-fprintf":
			if i+1 < len(args) {
				ops = append(ops, d.pathRef(args[i+1], Write, "operand"))
				i++
			}
		}
	}
	acc := Read
	if del {
		acc = Write
	}
	for _, a := range startPaths {
		ops = append(ops, d.pathRef(a, acc, "operand"))
	}
	var i int
	if len(execs) > 0 {
		i = d.container(args, st, c)
	} else {
		i = d.emit(args, st, c)
	}
	if i < 0 {
		return true
	}
	d.segs[i].Paths = append(d.segs[i].Paths, ops...)
	for _, e := range execs {
		if e[0] >= e[1] {
			continue
		}
		kind := args[e[0]-1].Value
		in := st.innerCmd(args, e[0], "find "+kind)
		in.noFunc = true
		in.stdin = stdinNone
		in.inner = true
		// find puts the found paths where {} stands.
		sub := append([]arg(nil), args[e[0]:e[1]]...)
		for k := range sub {
			if !sub[k].Dynamic && strings.Contains(sub[k].Value, "{}") {
				sub[k].Dynamic = true
			}
		}
		d.exec(sub, in, c)
	}
	return true
}

func (d *dec) eval(args []arg, st *cmd, c *ctx) bool {
	if len(args) < 2 {
		d.emit(args, st, c)
		return true
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	s, at, ok := joinArgs(args[1:])
	if !ok {
		d.dynamicInner(at, "eval", "eval of a dynamic string", st, c)
		return true
	}
	d.nested(s, at, "eval", st, c, !st.inner)
	return true
}

func (d *dec) trap(args []arg, st *cmd, c *ctx) bool {
	ops := args[1:]
	for len(ops) > 0 && !ops[0].Dynamic && strings.HasPrefix(ops[0].Value, "-") && ops[0].Value != "-" {
		if ops[0].Value == "--" {
			ops = ops[1:]
			break
		}
		ops = ops[1:]
	}
	if len(ops) < 2 || !ops[0].Dynamic && (ops[0].Value == "" || ops[0].Value == "-") {
		d.emit(args, st, c)
		return true
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	if ops[0].Dynamic {
		d.dynamicInner(ops[0], "trap", "trap of a dynamic string", st, c)
		return true
	}
	d.nested(ops[0].Value, ops[0], "trap", st, c, !st.inner)
	return true
}

var watchSpec = optSpec{val: "nq", long: []string{"interval", "equexit"}}

func (d *dec) watch(args []arg, st *cmd, c *ctx) bool {
	exec := false
	n, _ := scanOpts(args, 1, &watchSpec, func(opt string, _ *arg) {
		if opt == "-x" || opt == "--exec" {
			exec = true
		}
	})
	if n >= len(args) {
		d.emit(args, st, c)
		return true
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	if exec {
		in := st.innerCmd(args, n, "watch")
		in.noFunc = true
		d.exec(args[n:], in, c)
		return true
	}
	// Without -x, watch hands its arguments to sh -c joined by spaces.
	s, at, ok := joinArgs(args[n:])
	if !ok {
		d.dynamicInner(at, "watch", "dynamic watch command", st, c)
		return true
	}
	d.nested(s, at, "watch", st, c, false)
	return true
}

var flockSpec = optSpec{val: "wE", long: []string{"timeout", "wait", "conflict-exit-code"}}

func (d *dec) flock(args []arg, st *cmd, c *ctx) bool {
	n, _ := scanOpts(args, 1, &flockSpec, nil)
	if n >= len(args) {
		d.emit(args, st, c)
		return true
	}
	lock := args[n]
	rest := args[n+1:]
	if len(rest) == 0 {
		d.emit(args, st, c) // flock FD
		return true
	}
	i := d.container(args, st, c)
	if i < 0 {
		return true
	}
	if lock.Dynamic || !isDigits(lock.Value) {
		d.segs[i].Paths = append(d.segs[i].Paths, d.pathRef(lock, Write, "operand"))
	}
	if !rest[0].Dynamic && (rest[0].Value == "-c" || rest[0].Value == "--command") {
		if len(rest) < 2 {
			return true
		}
		if rest[1].Dynamic {
			d.dynamicInner(rest[1], "flock -c", "dynamic flock -c string", st, c)
			return true
		}
		d.nested(rest[1].Value, rest[1], "flock -c", st, c, false)
		return true
	}
	in := st.innerCmd(args, n+1, "flock")
	in.noFunc = true
	d.exec(rest, in, c)
	return true
}

// commandString finds the value of -c/--command (and the given long
// aliases) anywhere in args, as su and script take it.
func commandString(args []arg, long ...string) (arg, bool) {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			continue
		}
		v := a.Value
		if v == "--" {
			break
		}
		if v == "-c" || slices.Contains(long, v) {
			if i+1 < len(args) {
				return args[i+1], true
			}
			return arg{}, false
		}
		for _, l := range long {
			if strings.HasPrefix(v, l+"=") {
				va := a
				va.Value = v[len(l)+1:]
				return va, true
			}
		}
		if len(v) > 2 && v[0] == '-' && v[1] != '-' {
			// A cluster: -qc STRING, or -cSTRING.
			if k := strings.IndexByte(v, 'c'); k > 0 {
				if k+1 < len(v) {
					va := a
					va.Value = v[k+1:]
					return va, true
				}
				if i+1 < len(args) {
					return args[i+1], true
				}
			}
		}
	}
	return arg{}, false
}

func (d *dec) su(args []arg, st *cmd, c *ctx) bool {
	s, ok := commandString(args, "--command", "--session-command")
	if !ok {
		d.emit(args, st, c)
		return true
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	name := progName(args[0].Value) + " -c"
	if s.Dynamic {
		d.dynamicInner(s, name, "dynamic "+name+" string", st, c)
		return true
	}
	d.nested(s.Value, s, name, st, c, false)
	return true
}

func (d *dec) script(args []arg, st *cmd, c *ctx) bool {
	s, ok := commandString(args, "--command")
	if !ok {
		return false
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	if s.Dynamic {
		d.dynamicInner(s, "script -c", "dynamic script -c string", st, c)
		return true
	}
	d.nested(s.Value, s, "script -c", st, c, false)
	return true
}

var parallelSpec = optSpec{
	val:  "jaIdNLPCSEs",
	long: []string{"jobs", "arg-file", "delimiter", "max-args", "max-replace-args", "colsep", "sshlogin", "timeout", "joblog", "results", "tmpdir", "workdir", "basefile", "return", "transfer-file", "halt", "delay", "retries", "memfree", "load", "nice", "tag-string", "header", "env", "sshloginfile", "max-procs"},
}

func (d *dec) parallel(args []arg, st *cmd, c *ctx) bool {
	plain := true // {} and friends mean what they mean by default
	quote := false
	n, _ := scanOpts(args, 1, &parallelSpec, func(opt string, _ *arg) {
		if parallelRepl[opt] {
			plain = false
		}
		if opt == "-q" || opt == "--quote" {
			quote = true
		}
	})
	isSep := func(a arg) bool {
		return !a.Dynamic && (a.Value == ":::" || a.Value == "::::" || a.Value == ":::+" || a.Value == "::::+")
	}
	end := n
	for end < len(args) && !isSep(args[end]) {
		end++
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	if end > n {
		_, at, ok := joinArgs(args[n:end])
		if !ok {
			d.dynamicInner(at, "parallel", "dynamic parallel command", st, c)
			return true
		}
		words := make([]string, end-n)
		for i, a := range args[n:end] {
			words[i] = a.Value
		}
		// GNU parallel joins the command's words with spaces for the
		// shell to split again; -q keeps them words. When the two readings
		// differ, both are reported: deny rules see whichever runs.
		readings := []bool{quote}
		if !quote && !sameJoined(words) {
			readings = append(readings, true)
		}
		for _, q := range readings {
			if jobs, ok := parallelJobs(words, q, args[end:]); ok && plain {
				for _, j := range jobs {
					d.nested(j, at, "parallel", st, c, false)
				}
				continue
			}
			if text, ok := joinWords(words, q, nil); ok {
				d.nested(text, at, "parallel", st, c, false)
			}
		}
		return true
	}
	if end >= len(args) {
		d.dynamicInner(args[0], "parallel", "parallel reads commands from standard input", st, c)
		return true
	}
	sep := args[end].Value
	for _, a := range args[end+1:] {
		if isSep(a) {
			sep = a.Value
			continue
		}
		if strings.HasPrefix(sep, "::::") || a.Dynamic {
			d.dynamicInner(a, "parallel", "parallel runs commands from a file or a dynamic word", st, c)
			continue
		}
		d.nested(a.Value, a, "parallel", st, c, false)
	}
	return true
}

func (d *dec) busybox(args []arg, st *cmd, c *ctx) bool {
	if len(args) < 2 || !args[1].Dynamic && strings.HasPrefix(args[1].Value, "-") {
		d.emit(args, st, c)
		return true
	}
	if d.container(args, st, c) < 0 {
		return true
	}
	in := st.innerCmd(args, 1, "busybox")
	in.noFunc = true
	d.exec(args[1:], in, c)
	return true
}

// parallelRepl are the parallel options that change how arguments reach
// the command: other replacement strings, several arguments per job,
// columns, quoting. After them the command is decomposed as written.
var parallelRepl = map[string]bool{
	"-I": true, "-i": true, "--replace": true, "-X": true, "-m": true, "--xargs": true,
	"-n": true, "-N": true, "-L": true, "-l": true, "--max-args": true, "--max-replace-args": true,
	"-C": true, "--colsep": true, "--plus": true, "--header": true,
	"--rpl": true, "--er": true, "--extensionreplace": true, "--bnr": true, "--basenamereplace": true,
	"--dnr": true, "--dirnamereplace": true, "--bner": true, "--basenameextensionreplace": true,
	"--seqreplace": true, "--slotreplace": true, "--match": true, "--shellquote": true,
}

// maxParallelJobs bounds how many jobs of parallel CMD ::: ARGS… are
// decomposed one by one.
const maxParallelJobs = 16

// parallelJobs returns the command line of each job of parallel CMD :::
// A B…: each literal argument, shell-quoted as parallel quotes it, where
// {} (and {.} {/} {//} {/.} {1}) stands, or appended when none does.
// quoted says the command's words stay words (-q) rather than being joined
// for the shell to split. ok is false when the arguments are not all
// known: a file (::::), more than one input source, a dynamic word, a perl
// replacement string, or too many jobs.
func parallelJobs(words []string, quoted bool, src []arg) ([]string, bool) {
	if len(src) < 2 || src[0].Value != ":::" || len(src)-1 > maxParallelJobs {
		return nil, false
	}
	cmd := strings.Join(words, " ")
	if strings.Contains(cmd, "{=") {
		return nil, false
	}
	var jobs []string
	for k, a := range src[1:] {
		v := a.Value
		if a.Dynamic || strings.HasPrefix(v, ":::") {
			return nil, false
		}
		base := v[strings.LastIndexByte(v, '/')+1:]
		noExt := func(p string) string {
			if i := strings.LastIndexByte(p, '.'); i > strings.LastIndexByte(p, '/') && i > 0 {
				return p[:i]
			}
			return p
		}
		repl := []struct{ ph, val string }{
			{"{}", v}, {"{1}", v}, {"{.}", noExt(v)}, {"{/}", base}, {"{//}", path.Dir(v)},
			{"{/.}", noExt(base)}, {"{#}", strconv.Itoa(k + 1)}, {"{%}", "1"},
		}
		var pairs []string
		for _, r := range repl {
			if !strings.Contains(cmd, r.ph) {
				continue
			}
			val := r.val
			if !quoted {
				q, err := syntax.Quote(val, syntax.LangBash)
				if err != nil {
					return nil, false
				}
				val = q
			}
			pairs = append(pairs, r.ph, val)
		}
		var rp *strings.Replacer
		extra := []string{v}
		if len(pairs) > 0 {
			// One pass, so a value that spells a placeholder stays data.
			rp, extra = strings.NewReplacer(pairs...), nil
		}
		job, ok := joinWords(words, quoted, rp, extra...)
		if !ok {
			return nil, false
		}
		jobs = append(jobs, job)
	}
	return jobs, true
}

// joinWords makes the shell text parallel runs for a command's words:
// joined with spaces as written, or (quoted) each word quoted. rp, when
// set, puts the job's argument in place; extra words are appended quoted.
func joinWords(words []string, quoted bool, rp *strings.Replacer, extra ...string) (string, bool) {
	parts := make([]string, 0, len(words)+len(extra))
	for _, w := range words {
		if rp != nil {
			w = rp.Replace(w)
		}
		if quoted {
			q, err := syntax.Quote(w, syntax.LangBash)
			if err != nil {
				return "", false
			}
			w = q
		}
		parts = append(parts, w)
	}
	for _, e := range extra {
		q, err := syntax.Quote(e, syntax.LangBash)
		if err != nil {
			return "", false
		}
		parts = append(parts, q)
	}
	return strings.Join(parts, " "), true
}

// sameJoined reports whether joining words with spaces gives the shell
// the same words back: none holds a blank, a quote or another character
// the shell treats specially.
func sameJoined(words []string) bool {
	for _, w := range words {
		if w == "" || strings.ContainsAny(w, " \t\n'\"\\$`;&|<>()*?[]#~{}") && !isPlaceholderOnly(w) {
			return false
		}
	}
	return true
}

// isPlaceholderOnly reports whether w is plain text around parallel's
// replacement strings ({} {.} …), which read the same either way.
func isPlaceholderOnly(w string) bool {
	for _, ph := range []string{"{//}", "{/.}", "{}", "{1}", "{.}", "{/}", "{#}", "{%}"} {
		w = strings.ReplaceAll(w, ph, "")
	}
	return !strings.ContainsAny(w, " \t\n'\"\\$`;&|<>()*?[]#~{}")
}
