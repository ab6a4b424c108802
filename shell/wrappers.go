package shell

import (
	"path"
	"strconv"
	"strings"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"

	"github.com/pregate/pregate/progs"
)

// argWords is args as the option grammar reads them. The values come
// out of a block, and words none of which is dynamic share one function
// that says so: a command's words are read by the grammar two or three
// times (its wrappers, its roles, its paths), and each reading was two
// allocations, the values and a closure over args.
func (d *dec) argWords(args []arg) progs.Words {
	vals := d.strs.take(len(args))
	dyn := false
	for i := range args {
		vals[i] = args[i].Value
		dyn = dyn || args[i].Dynamic
	}
	if !dyn && fast.argWords {
		return progs.Words{Values: vals, Dynamic: noneDynamic}
	}
	return progs.Words{Values: vals, Dynamic: func(i int) bool { return args[i].Dynamic }}
}

// argWords is d.argWords for the functions outside a walk.
func argWords(args []arg) progs.Words {
	vals := make([]string, len(args))
	for i, a := range args {
		vals[i] = a.Value
	}
	return progs.Words{Values: vals, Dynamic: func(i int) bool { return args[i].Dynamic }}
}

// noneDynamic is the Dynamic of words none of which is.
func noneDynamic(int) bool { return false }

// itemValue is the value of an option item as a word of args (nil when it
// has none): the next word, or the option's own word cut to the value.
func itemValue(args []arg, w *progs.Words, it *progs.Item) *arg {
	if !it.HasValue {
		return nil
	}
	if it.Attached {
		va := args[w.Source(it.Word)]
		va.Value = it.Value
		return &va
	}
	return &args[w.Source(it.ValueWord)]
}

// wrapperOpts parses the options of a wrapper from args[start] and
// returns them, the index of the first word after them and their leading
// operands, and whether one of them means nothing is run. A dynamic word
// ends the options: it may be the command.
func wrapperOpts(args []arg, start int, p *progs.Program) (items []progs.Item, n int, stopped bool) {
	items, n = dynOptions(args, start, p)
	for _, it := range items {
		if it.Role()&progs.Stop != 0 {
			stopped = true
		}
	}
	n = min(n+p.Leading, len(args))
	return items, n, stopped
}

// dynOptions parses a wrapper's options from args[start], as Parse does,
// except that a dynamic word written with a leading "-" (-$X,
// --signal=$S) is an option whose spelling only run time knows, not the
// command: it is kept as an option the table does not know (the command
// is then unresolved) and the options go on after it.
func dynOptions(args []arg, start int, p *progs.Program) ([]progs.Item, int) {
	w := argWords(args)
	items, n := progs.Parse(w, start, p.Def)
	for n < len(args) && args[n].Dynamic && strings.HasPrefix(args[n].raw, "-") && args[n].raw != "-" {
		items = append(items, progs.Item{Kind: progs.Opt, Word: n, Name: args[n].raw, ValueWord: -1})
		more, m := progs.Parse(w, n+1, p.Def)
		items, n = append(items, more...), m
	}
	return items, n
}

// wrapper handles a program whose table says it runs the rest of its
// argv (progs.Program.Wrapper).
func (d *dec) wrapper(name string, sp *progs.Program, args []arg, st *cmd, c *ctx) {
	var dir *arg
	viaShell := false
	items, n, stopped := wrapperOpts(args, 1, sp)
	w := d.argWords(args)
	homeCwd := name == "pkexec" || name == "chroot" // they run the command elsewhere
	for k := range items {
		it := &items[k]
		if it.Role()&progs.Dir != 0 && it.HasValue {
			dir = itemValue(args, &w, it)
		}
		switch {
		case name == "sudo" && (it.Canon() == "-s" || it.Canon() == "-i"):
			viaShell = true
			if it.Canon() == "-i" {
				homeCwd = true // a login shell starts in the user's home
			}
		case it.Canon() == "--keep-cwd" || it.Canon() == "--skip-chdir":
			homeCwd = false
		}
	}
	if stopped || n >= len(args) {
		i := d.emit(args, st, c)
		d.wrapperRoles(i, name, sp, items, args, st, c)
		if i >= 0 && name == "sudo" && stopped {
			// sudo -e FILE edits files.
			for _, a := range args[n:] {
				d.segs[i].Paths = append(d.segs[i].Paths, d.pathRef(a, Write, "operand"))
			}
		}
		return
	}
	container := ""
	if sp.Container || wrapperJudged(sp, items) {
		// A wrapper Claude Code strips (timeout, nice …) is reported as a
		// container of its own when one of its options runs or touches
		// something, or is one its table does not know: an allow of the
		// command it runs must not approve that option.
		i := d.emit(args, st, c)
		if i < 0 {
			return
		}
		d.segs[i].Container = true
		container = name
		d.wrapperRoles(i, name, sp, items, args, st, c)
	}
	in := st.innerCmd(args, n, container)
	in.noFunc = true
	switch {
	case dir != nil:
		in.cwd, in.cwdSet = d.join(st, c, *dir), true
	case homeCwd:
		// pkexec runs the program in the user's home, chroot in the new
		// root's /: a directory pregate does not know.
		in.cwd, in.cwdSet = "", true
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

// wrapperRoles reports what the wrapper's own options do, as its table
// says, on its segment i: an option the table does not know leaves it
// unresolved, a path read or written is added to it, a shell string or a
// program an option names is decomposed as a command of its own (hidden:
// an allow of the wrapper does not approve it), and configuration that
// may name a command is judged as the program's configuration.
func (d *dec) wrapperRoles(i int, name string, sp *progs.Program, items []progs.Item, args []arg, st *cmd, c *ctx) {
	if i < 0 {
		return
	}
	if o := sp.Unknown(progs.Parsed{Items: items}); o != "" {
		d.unres(i, name+" "+o+" is an option pregate does not know")
	}
	start := len(d.segs)
	defer func() {
		for k := start; k < len(d.segs); k++ {
			d.segs[k].Hidden = true
		}
	}()
	w := d.argWords(args)
	for k := range items {
		it := &items[k]
		r := it.Role()
		if it.Kind != progs.Opt || r == 0 {
			continue
		}
		v := itemValue(args, &w, it)
		nest := name + " " + it.Canon()
		if v != nil && r&progs.WritePath != 0 {
			switch {
			case (name == "strace" || name == "ltrace") && !v.Dynamic && (strings.HasPrefix(v.Value, "|") || strings.HasPrefix(v.Value, "!")):
				// strace -o '|CMD': the trace is piped to a shell command.
				va := *v
				va.Value = va.Value[1:]
				d.runString(va, nest, st, c)
				continue
			case name == "valgrind" && strings.Contains(v.Value, "%q{"):
				// --log-file=%q{HOME}/x: a name from the environment.
				va := *v
				va.Dynamic = true
				v = &va
			}
		}
		switch {
		case r&(progs.RunsShell|progs.RunsProgram) != 0:
			if v == nil {
				d.unres(i, nest+" runs the configured command")
				break
			}
			d.runString(*v, nest, st, c)
		case r&progs.Config != 0 && v != nil:
			d.config(i, name, *v, nest, st, c)
		case r&progs.Runs != 0:
			d.unres(i, nest+" runs a command pregate does not see")
		}
		switch {
		case r&progs.Writes != 0:
			d.unres(i, nest+" writes files pregate does not see")
		case v == nil:
		case r&progs.WritePath != 0:
			d.addPaths(i, []PathRef{d.pathRef(*v, Write, "operand")})
			if name == "firejail" && (it.Canon() == "--output" || it.Canon() == "--output-stderr") {
				// firejail rotates the log: LOG.1 … LOG.5 beside it.
				for n := 1; n <= 5; n++ {
					va := *v
					va.Value += "." + strconv.Itoa(n)
					d.addPaths(i, []PathRef{d.pathRef(va, Write, "operand")})
				}
			}
		case r&progs.ReadPath != 0:
			d.addPaths(i, []PathRef{d.pathRef(*v, Read, "operand")})
		}
	}
}

// wrapperJudged reports whether one of a wrapper's options has a role
// beyond where the command runs, or is one its table does not know.
func wrapperJudged(sp *progs.Program, items []progs.Item) bool {
	if sp.Unknown(progs.Parsed{Items: items}) != "" {
		return true
	}
	for k := range items {
		if items[k].Role()&^(progs.Dir|progs.Stop) != 0 {
			return true
		}
	}
	return false
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

// handler returns the handler of name, one of the programs with their own
// way of running other commands, or nil. A handler returns false to fall
// back to the generic treatment. A switch, not a map: nothing is built at
// start-up.
func handler(name string) func(d *dec, args []arg, st *cmd, c *ctx) bool {
	switch name {
	case "command":
		return (*dec).commandBuiltin
	case "xargs":
		return (*dec).xargs
	case "env":
		return (*dec).envCmd
	case "find":
		return (*dec).find
	case "eval":
		return (*dec).eval
	case "trap":
		return (*dec).trap
	case "watch":
		return (*dec).watch
	case "flock":
		return (*dec).flock
	case "su":
		return (*dec).su
	case "runuser":
		return (*dec).su
	case "script":
		return (*dec).script
	case "parallel":
		return (*dec).parallel
	case "busybox":
		return (*dec).busybox
	}
	return nil
}

// hideInner marks Hidden the segments a container reported from start
// runs (sudo CMD, env CMD, eval STRING, xargs -n1 CMD, find -exec CMD):
// Claude Code matches a container by its own text, so an allow of it
// would approve them. A stripped wrapper (timeout, bare xargs) reports no
// container, and what it runs is matched as itself.
func (d *dec) hideInner(start int) {
	if start >= len(d.segs) || !d.segs[start].Container {
		return
	}
	for k := start + 1; k < len(d.segs); k++ {
		d.segs[k].Hidden = true
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
	cp := progs.Lookup("command")
	items, i, stopped := wrapperOpts(args, 1, cp)
	if stopped {
		// command -v x looks x up; it does not run it.
		k := d.emit(args, st, c)
		d.wrapperRoles(k, "command", cp, items, args, st, c)
		return true
	}
	if i >= len(args) {
		k := d.emit(args, st, c)
		d.wrapperRoles(k, "command", cp, items, args, st, c)
		return true
	}
	container := ""
	if cp.Unknown(progs.Parsed{Items: items}) != "" {
		// An option bash's command does not take: reported (unresolved)
		// rather than stripped.
		k := d.container(args, st, c)
		if k < 0 {
			return true
		}
		d.wrapperRoles(k, "command", cp, items, args, st, c)
		container = "command"
	}
	in := st.innerCmd(args, i, container)
	in.noFunc = true
	d.exec(args[i:], in, c)
	return true
}

func (d *dec) xargs(args []arg, st *cmd, c *ctx) bool {
	repl := ""
	items, n, _ := wrapperOpts(args, 1, progs.Lookup("xargs"))
	for _, it := range items {
		switch {
		case (it.Canon() == "-I" || it.Canon() == "-J") && it.HasValue:
			repl = it.Value
		case it.Canon() == "-i":
			repl = "{}"
			if it.Value != "" {
				repl = it.Value
			}
		}
	}
	xp := progs.Lookup("xargs")
	unknown := xp.Unknown(progs.Parsed{Items: items})
	var reads []PathRef // -a FILE: the input read instead of stdin
	xw := d.argWords(args)
	for k := range items {
		if it := &items[k]; it.Role()&progs.ReadPath != 0 {
			if v := itemValue(args, &xw, it); v != nil {
				reads = append(reads, d.pathRef(*v, Read, "operand"))
			}
		}
	}
	if n >= len(args) {
		k := d.emit(args, st, c) // runs echo
		d.addPaths(k, reads)
		if unknown != "" {
			d.unres(k, "xargs "+unknown+" is an option pregate does not know")
		}
		return true
	}
	container := ""
	if n > 1 {
		// xargs with options is matched as xargs by Claude Code.
		k := d.container(args, st, c)
		if k < 0 {
			return true
		}
		d.addPaths(k, reads)
		if unknown != "" {
			d.unres(k, "xargs "+unknown+" is an option pregate does not know")
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
	start := len(d.segs)
	d.exec(rest, in, c)
	if repl == "" {
		d.fedOperands(start)
	}
	return true
}

func (d *dec) envCmd(args []arg, st *cmd, c *ctx) bool {
	envAt := len(d.segs) // env's own segment, the first it reports
	var assigns []Assign
	var raws []string
	var dir *arg
	w := d.argWords(args)
	ep := progs.Lookup("env")
	items, i := dynOptions(args, 1, ep)
	unknown := ep.Unknown(progs.Parsed{Items: items})
	defer func() {
		if unknown != "" && envAt < len(d.segs) {
			d.unres(envAt, "env "+unknown+" is an option pregate does not know")
		}
	}()
	for k := range items {
		it := &items[k]
		switch r := it.Role(); {
		case r&progs.RunsShell != 0:
			// env -S STRING: the words of STRING come first.
			if v := itemValue(args, &w, it); v != nil {
				at := it.ValueWord
				return d.envSplit(args, at, *v, st, c)
			}
			return d.envSplit(args, it.Word, args[it.Word], st, c)
		case r&progs.Dir != 0 && it.HasValue:
			dir = itemValue(args, &w, it)
		}
	}
	if i < len(args) && !args[i].Dynamic && args[i].Value == "-" {
		// env - is env -i; option parsing ends there.
		i++
	}
	for i < len(args) {
		a := args[i]
		if a.Dynamic {
			// env PATH="$PATH" cmd: an assignment with a dynamic value.
			if !isAssignWord(a.raw) {
				break
			}
			nm, val, _ := strings.Cut(a.raw, "=")
			assigns = append(assigns, Assign{Name: nm, Value: val, Dynamic: true})
		} else {
			if !isAssignWord(a.Value) {
				break
			}
			nm, val, _ := strings.Cut(a.Value, "=")
			assigns = append(assigns, Assign{Name: nm, Value: val})
		}
		raws = append(raws, a.raw)
		i++
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
	w := d.argWords(args)
	fp := progs.Lookup("find")
	items, _ := progs.Parse(w, 1, fp.Def)
	startItems, expr := progs.FindStarts(items)
	for k := range expr {
		it := &expr[k]
		if it.Kind != progs.Opt || it.Option == nil {
			continue
		}
		switch r := it.Role(); {
		case it.Option.Takes == progs.Rest:
			execs = append(execs, [2]int{it.ValueWord, it.ValueEnd})
		case r&progs.Writes != 0:
			del = true
		case r&progs.WritePath != 0:
			if v := itemValue(args, &w, it); v != nil {
				ops = append(ops, d.pathRef(*v, Write, "operand"))
			}
		}
	}
	acc := Read
	if del {
		acc = Write
	}
	for _, it := range startItems {
		ops = append(ops, d.pathRef(args[it.Word], acc, "operand"))
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
	d.unknownOption(i, "find", fp, progs.Parsed{Items: items})
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
	tp := progs.Lookup("trap")
	items, n, _ := wrapperOpts(args, 1, tp)
	ops := args[n:]
	if len(ops) < 2 || !ops[0].Dynamic && (ops[0].Value == "" || ops[0].Value == "-") {
		d.wrapperRoles(d.emit(args, st, c), "trap", tp, items, args, st, c)
		return true
	}
	k := d.container(args, st, c)
	if k < 0 {
		return true
	}
	d.wrapperRoles(k, "trap", tp, items, args, st, c)
	if ops[0].Dynamic {
		d.dynamicInner(ops[0], "trap", "trap of a dynamic string", st, c)
		return true
	}
	d.nested(ops[0].Value, ops[0], "trap", st, c, !st.inner)
	return true
}

func (d *dec) watch(args []arg, st *cmd, c *ctx) bool {
	exec := false
	wp := progs.Lookup("watch")
	items, n, _ := wrapperOpts(args, 1, wp)
	for _, it := range items {
		if it.Canon() == "-x" {
			exec = true
		}
	}
	if n >= len(args) {
		d.wrapperRoles(d.emit(args, st, c), "watch", wp, items, args, st, c)
		return true
	}
	k := d.container(args, st, c)
	if k < 0 {
		return true
	}
	d.wrapperRoles(k, "watch", wp, items, args, st, c)
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

func (d *dec) flock(args []arg, st *cmd, c *ctx) bool {
	fp := progs.Lookup("flock")
	items, n, _ := wrapperOpts(args, 1, fp)
	if n >= len(args) {
		d.wrapperRoles(d.emit(args, st, c), "flock", fp, items, args, st, c)
		return true
	}
	lock := args[n]
	rest := args[n+1:]
	if len(rest) == 0 {
		d.wrapperRoles(d.emit(args, st, c), "flock", fp, items, args, st, c) // flock FD
		return true
	}
	i := d.container(args, st, c)
	if i < 0 {
		return true
	}
	d.wrapperRoles(i, "flock", fp, items, args, st, c)
	if lock.Dynamic || !isDigits(lock.Value) {
		d.segs[i].Paths = append(d.segs[i].Paths, d.pathRef(lock, Write, "operand"))
	}
	// flock FILE -c CMD: flock itself compares the word after the file
	// with "-c" and "--command" exactly; its options end at the file.
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

// commandString finds the shell string a program's table says it runs
// (su -c, script --command), wherever it stands among the options.
func commandString(args []arg) (arg, bool) {
	p := progs.Lookup(progName(args[0].Value))
	if p == nil {
		return arg{}, false
	}
	w := argWords(args[1:])
	items, _ := progs.Parse(w, 0, p.Def)
	for k := range items {
		it := &items[k]
		if it.Role()&progs.RunsShell == 0 {
			continue
		}
		if v := itemValue(args[1:], &w, it); v != nil {
			return *v, true
		}
		return arg{}, false
	}
	return arg{}, false
}

// su handles su and runuser, whose options go anywhere (getopt_long
// permutes): -c's string runs in the target user's shell (-s names
// another program to run it), the operands after the user are that
// shell's arguments (su root -- -c CMD runs CMD too), and runuser -u
// USER runs its operands as a command.
func (d *dec) su(args []arg, st *cmd, c *ctx) bool {
	name := progName(args[0].Value)
	p := progs.Lookup(name)
	rest := args[1:]
	w := d.argWords(rest)
	items, _ := progs.Parse(w, 0, p.Def)
	var str, shell *arg
	direct := false // runuser -u: the operands are the command
	var ops []arg
	for k := range items {
		it := &items[k]
		switch {
		case it.Kind == progs.Operand:
			ops = append(ops, rest[it.Word])
		case it.Kind != progs.Opt:
		case it.Role()&progs.RunsShell != 0:
			if v := itemValue(rest, &w, it); v != nil {
				str = v
			}
		case it.Role()&progs.RunsProgram != 0:
			shell = itemValue(rest, &w, it)
		case name == "runuser" && it.Canon() == "-u":
			direct = true
		}
	}
	if !direct {
		if len(ops) > 0 && !ops[0].Dynamic && ops[0].Value == "-" {
			ops = ops[1:] // su - USER: a login shell
		}
		if len(ops) > 0 {
			ops = ops[1:] // the user
		}
	}
	if str == nil && shell == nil && len(ops) == 0 {
		d.wrapperRoles(d.emit(args, st, c), name, p, items, rest, st, c)
		return true
	}
	i := d.container(args, st, c)
	if i < 0 {
		return true
	}
	if o := p.Unknown(progs.Parsed{Items: items}); o != "" {
		d.unres(i, name+" "+o+" is an option pregate does not know")
	}
	if direct {
		in := st.innerCmd(args, 0, name)
		in.noFunc = true
		d.exec(ops, in, c)
		return true
	}
	if shell == nil && len(ops) == 0 {
		nest := name + " -c"
		if str.Dynamic {
			d.dynamicInner(*str, nest, "dynamic "+nest+" string", st, c)
			return true
		}
		d.nested(str.Value, *str, nest, st, c, false)
		return true
	}
	// The shell su starts, with -c's string and the operands after the
	// user as its arguments: decomposed as that command.
	prog := args[0]
	prog.Value, prog.raw, prog.Dynamic = "sh", "sh", false
	if shell != nil {
		prog = *shell
	}
	argv := []arg{prog}
	if str != nil {
		dash := *str
		dash.Value, dash.raw, dash.Dynamic = "-c", "-c", false
		argv = append(argv, dash, *str)
	}
	in := st.innerCmd(args, 0, name)
	in.noFunc = true
	d.exec(append(argv, ops...), in, c)
	return true
}

// script runs -c's string in a shell (an interactive shell without it)
// and writes its log: the operand, "typescript" without one or a -O/-B
// log, and the logs its options name.
func (d *dec) script(args []arg, st *cmd, c *ctx) bool {
	sp := progs.Lookup("script")
	rest := args[1:]
	w := d.argWords(rest)
	items, _ := progs.Parse(w, 0, sp.Def)
	logged := false
	for k := range items {
		switch it := &items[k]; {
		case it.Kind == progs.Operand:
			logged = true
		case it.Canon() == "-O" || it.Canon() == "-B":
			logged = true
		}
	}
	_, ok := commandString(args)
	var i int
	if ok {
		i = d.container(args, st, c)
	} else {
		i = d.emit(args, st, c)
	}
	if i < 0 {
		return true
	}
	d.addPaths(i, d.filePaths("script", args, nil))
	if !logged {
		d.addPaths(i, []PathRef{{Path: "typescript", Access: Write, Via: "operand"}})
	}
	// -c's string is decomposed as script's table says, with the logs.
	d.wrapperRoles(i, "script", sp, items, rest, st, c)
	return true
}

func (d *dec) parallel(args []arg, st *cmd, c *ctx) bool {
	plain := true // {} and friends mean what they mean by default
	quote := false
	pp := progs.Lookup("parallel")
	items, n, _ := wrapperOpts(args, 1, pp)
	var why string
	for _, it := range items {
		if parallelRepl(it.Name) || parallelRepl(it.Canon()) {
			plain = false
		}
		switch it.Canon() {
		case "--quote":
			quote = true
		case "--max-lines":
			// Getopt::Long gives -l the next word when it is a number.
			if !it.HasValue && it.Word+1 == n && n < len(args) && !args[n].Dynamic && perlNumber(args[n].Value) {
				n++
			}
		case "--replace", "--eof":
			// … and -i, -e the next word unless it starts with "-".
			if it.HasValue && !it.Attached && strings.HasPrefix(it.Value, "-") {
				why = "parallel " + it.Name + " followed by an option: which one takes it is unclear"
			}
		}
	}
	isSep := func(a arg) bool {
		return !a.Dynamic && (a.Value == ":::" || a.Value == "::::" || a.Value == ":::+" || a.Value == "::::+")
	}
	end := n
	for end < len(args) && !isSep(args[end]) {
		end++
	}
	k := d.container(args, st, c)
	if k < 0 {
		return true
	}
	d.wrapperRoles(k, "parallel", pp, items, args, st, c)
	if why != "" {
		d.unres(k, why)
	}
	for _, a := range args[n:end] {
		if strings.Contains(a.Value, "{=") {
			// {= perl =}: Perl code parallel runs itself for each job.
			d.unres(k, "parallel runs the Perl code of a {= =} replacement string")
			break
		}
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
				// Every job is spelt out: nothing reaches it at run time.
				for _, j := range jobs {
					d.nested(j, at, "parallel :::", st, c, false)
				}
				continue
			}
			if text, ok := joinWords(words, q, nil); ok {
				// Its arguments arrive at run time (standard input, or
				// ::: words not spelt out).
				start := len(d.segs)
				d.nested(text, at, "parallel", st, c, false)
				d.fedOperands(start)
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
		d.nested(a.Value, a, "parallel :::", st, c, false)
	}
	return true
}

func (d *dec) busybox(args []arg, st *cmd, c *ctx) bool {
	// busybox's own options (--list, --install) run no applet.
	if items, _ := progs.Leading(d.argWords(args), 1, progs.Lookup("busybox").Def); len(args) < 2 || len(items) > 0 {
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
func parallelRepl(name string) bool {
	switch name {
	case "-I", "-i", "--replace", "-X", "-m", "--xargs", "-n", "-N", "-L", "-l", "--max-args",
		"--max-replace-args", "--max-lines", "-C", "--colsep", "--col-sep", "--plus", "--header", "--csv", "--rpl", "--er", "--extensionreplace",
		"--bnr", "--basenamereplace", "--dnr", "--dirnamereplace", "--bner", "--basenameextensionreplace",
		"--seqreplace", "--slotreplace", "--match", "--shellquote":
		return true
	}
	return false
}

// parallelKnownRepl reports whether every replacement string in cmd
// ({…} of digits and ./# % characters) is one parallelJobs spells out
// exactly. {%}, the job slot, depends on which slot runs the job, and
// {2}, {1.} and the other positional forms on sources and options it
// does not model: a command holding one is not spelt out.
func parallelKnownRepl(cmd string) bool {
	for i := strings.IndexByte(cmd, '{'); i >= 0; {
		j := i + 1
		for j < len(cmd) && strings.IndexByte("0123456789./#%", cmd[j]) >= 0 {
			j++
		}
		if j < len(cmd) && cmd[j] == '}' {
			switch cmd[i : j+1] {
			case "{}", "{1}", "{.}", "{/}", "{//}", "{/.}", "{#}":
			default:
				return false
			}
		}
		k := strings.IndexByte(cmd[i+1:], '{')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return true
}

// perlNumber reports whether v is a number as Perl's Getopt::Long reads a
// float: digits with an optional sign and fraction.
func perlNumber(v string) bool {
	_, err := strconv.ParseFloat(v, 64)
	return err == nil && strings.Trim(v, "+-.0123456789") == ""
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
	if strings.Contains(cmd, "{=") || !parallelKnownRepl(cmd) {
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
