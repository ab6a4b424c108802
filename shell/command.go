package shell

import (
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"

	"github.com/pregate/pregate/progs"
)

// inKind is where a command's standard input comes from, as far as its own
// redirections say.
type inKind uint8

const (
	inNone    inKind = iota
	inFile           // < file
	inDynamic        // < $f, < <(…)
	inHeredoc        // <<EOF or <<<word
)

// redirs is what a statement's redirections tell: the paths they touch and
// the standard input they give the command.
type redirs struct {
	paths []PathRef
	in    inKind
	// body is the here-document or here-string text when bodyLit.
	body    string
	bodyLit bool
	hdoc    bool // the input is a here-document (not a here-string)
}

// devNull and friends are not files a policy cares about.
func specialDev(p string) bool {
	switch p {
	case "/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/zero":
		return true
	}
	return strings.HasPrefix(p, "/dev/fd/")
}

func (d *dec) redirects(rs []*syntax.Redirect, c *ctx) *redirs {
	if len(rs) == 0 {
		return nil
	}
	r := &redirs{}
	for _, rd := range rs {
		if rd.Word != nil {
			d.substs(rd.Word, c)
		}
		if rd.Hdoc != nil {
			d.substs(rd.Hdoc, c)
		}
		switch rd.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			r.in, r.hdoc = inHeredoc, true
			r.body, r.bodyLit = heredocBody(rd.Hdoc, rd.Op == syntax.DashHdoc)
			continue
		case syntax.WordHdoc:
			r.in, r.hdoc = inHeredoc, false
			if rd.Word != nil {
				a := d.word(rd.Word, c)
				r.body, r.bodyLit = a.Value+"\n", !a.Dynamic
			}
			continue
		}
		if rd.Word == nil {
			continue
		}
		a := d.word(rd.Word, c)
		var acc Access
		switch rd.Op {
		case syntax.RdrIn:
			acc = Read
			r.in = inFile
			if a.Dynamic && !a.home {
				r.in = inDynamic
			}
		case syntax.RdrInOut:
			acc = Read | Write
		case syntax.DplIn:
			continue // <&3: an fd, not a file
		case syntax.DplOut:
			if !a.Dynamic && (a.Value == "-" || isDigits(a.Value)) {
				continue
			}
			acc = Write
		default: // > >> >| &> &>> and the zsh clobber forms
			acc = Write
		}
		if !a.Dynamic && specialDev(a.Value) || a.procSubst {
			continue
		}
		r.paths = append(r.paths, d.pathRef(a, acc, "redirect"))
	}
	if r.in == inHeredoc {
		for i := range r.paths {
			if r.paths[i].Access == Write {
				r.paths[i].Via = "heredoc"
			}
		}
	}
	return r
}

// heredocBody returns the text of a here-document and whether it is
// literal (a quoted delimiter, or no expansions in the body).
func heredocBody(w *syntax.Word, dash bool) (string, bool) {
	if w == nil {
		return "", true
	}
	var b strings.Builder
	for _, p := range w.Parts {
		l, ok := p.(*syntax.Lit)
		if !ok {
			return "", false
		}
		b.WriteString(l.Value)
	}
	s := b.String()
	if strings.Contains(s, `\`) {
		// Unquoted bodies drop the backslash of \$ \` \\ and \newline; a
		// quoted body keeps it. Either way the text is the same program
		// for deny purposes, so the conservative unescaped form is used.
		var u strings.Builder
		dquotedLit(&u, s)
		s = u.String()
	}
	if dash {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimLeft(l, "\t")
		}
		s = strings.Join(lines, "\n")
	}
	return s, true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// pathRef makes a PathRef of a word. $HOME/… is spelled ~/… so that both
// spellings of a home path look the same to the floor, unless the command
// assigns HOME itself.
func (d *dec) pathRef(a arg, acc Access, via string) PathRef {
	if a.procSubst {
		via = viaProcSubst
	}
	if a.Dynamic && a.home && !d.homeSet {
		return PathRef{Path: "~" + a.rest, Access: acc, Via: via}
	}
	return PathRef{Path: a.Value, Dynamic: a.Dynamic, Known: a.Known, Access: acc, Via: via}
}

// cmd is a simple command on its way from the source to its segments:
// wrappers and containers are peeled off one by one.
type cmd struct {
	text     string
	pos, end int
	assigns  []Assign
	rawAssig []string // source text of each assignment, for AllowText
	wrappers [][]string
	nest     []string
	cwd      string
	cwdSet   bool // cwd overrides the shell's (git -C, env -C, sudo -D)
	red      *redirs
	redDone  bool // the redirected paths are already on a segment
	inner    bool // reached through a container: cd here changes nothing
	noFunc   bool // command/builtin/exec/env…: a function name is a program
	stdin    stdinKind
}

// safeAssign lists the variables whose assignment in front of a command
// does not change what an allow rule approved: locale, colour and output
// switches, and build modes. Anything else (PATH, LD_PRELOAD, GIT_SSH,
// PAGER, EDITOR, …) can make a program run other code, so an allow rule
// must spell it out.
func safeAssign(name string) bool {
	switch name {
	case "LANG", "LANGUAGE", "LC_ALL", "TZ", "TERM", "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE",
		"COLUMNS", "LINES", "CI", "NODE_ENV", "RUST_BACKTRACE", "RUST_LOG", "PYTHONUNBUFFERED",
		"PYTHONDONTWRITEBYTECODE", "CGO_ENABLED", "GOOS", "GOARCH", "DEBUG", "VERBOSE":
		return true
	}
	return false
}

// SafeAssign reports whether a leading NAME=value assignment is one an
// allow rule may look past (LANG, LC_*, NO_COLOR, NODE_ENV, …): it changes
// formatting or build mode, never which code runs.
func SafeAssign(name string) bool {
	return safeAssign(name) || strings.HasPrefix(name, "LC_")
}

func (d *dec) call(ce *syntax.CallExpr, red *redirs, c *ctx) {
	st := &d.cmds.take(1)[0]
	*st = cmd{red: red, nest: c.nest, wrappers: c.wrappers, stdin: c.stdin}
	if red != nil && red.in != inNone {
		st.stdin = stdinNone
	}
	for _, as := range ce.Assigns {
		a := d.assign(as, c)
		if len(ce.Args) == 0 {
			// Assignments alone set shell variables, one after another.
			d.setVar(as, a, c)
		}
		st.assigns = append(st.assigns, a)
		st.rawAssig = append(st.rawAssig, c.text(as.Pos(), as.End()))
	}
	st.pos, st.end = c.off(ce.Pos()), c.offEnd(ce.End())
	st.text = c.text(ce.Pos(), ce.End())
	if len(ce.Args) == 0 {
		for _, a := range st.assigns {
			if a.Name == "IFS" {
				d.add(Segment{Assigns: st.assigns, Text: st.text, Why: "IFS assignment", Nesting: c.nest, Cwd: c.sh.cwd, Pos: st.pos, End: st.end})
				st.redDone = true
				break
			}
		}
		if red != nil && len(red.paths) > 0 && !st.redDone {
			d.add(Segment{Paths: red.paths, Assigns: st.assigns, Text: st.text, AllowText: st.text, Resolved: true, Nesting: c.nest, Cwd: c.sh.cwd, Pos: st.pos, End: st.end})
		}
		return
	}
	args := d.words(ce.Args, c)
	d.exec(args, st, c)
}

func (d *dec) assign(as *syntax.Assign, c *ctx) Assign {
	a := Assign{}
	if as.Name != nil {
		a.Name = as.Name.Value
	}
	if as.Index != nil {
		d.substs(as.Index, c)
		a.Dynamic = true
	}
	if as.Array != nil {
		d.substs(as.Array, c)
		a.Value, a.Dynamic = c.text(as.Array.Pos(), as.Array.End()), true
		return a
	}
	if as.Value != nil {
		d.substs(as.Value, c)
		w := d.word(as.Value, c)
		a.Value, a.Dynamic = w.Value, a.Dynamic || w.Dynamic
	}
	return a
}

// decl handles declare/local/export/readonly/typeset, which mvdan parses
// as their own clause.
func (d *dec) decl(dc *syntax.DeclClause, red *redirs, c *ctx) {
	st := &cmd{red: red, nest: c.nest, wrappers: c.wrappers, stdin: c.stdin,
		pos: c.off(dc.Pos()), end: c.offEnd(dc.End()), text: c.text(dc.Pos(), dc.End())}
	args := []arg{{Word: Word{Value: dc.Variant.Value, Pos: st.pos, End: c.offEnd(dc.Variant.End())}, raw: dc.Variant.Value}}
	why := ""
	for _, as := range dc.Args {
		if as.Naked && as.Name == nil && as.Value != nil {
			d.substs(as.Value, c)
			args = append(args, d.word(as.Value, c))
			continue
		}
		a := d.assign(as, c)
		c.sh.unsetVar(a.Name)
		if a.Name == "IFS" && !as.Naked {
			why = "IFS assignment"
		}
		raw := c.text(as.Pos(), as.End())
		args = append(args, arg{Word: Word{Value: raw, Dynamic: a.Dynamic, Pos: c.off(as.Pos()), End: c.offEnd(as.End())}, raw: raw})
	}
	i := d.emit(args, st, c)
	if i >= 0 && why != "" {
		d.segs[i].Resolved, d.segs[i].Why, d.segs[i].AllowText = false, why, ""
	}
}

// emit adds the segment for args as the command st and returns its index,
// or -1 when a cap stopped it.
func (d *dec) emit(args []arg, st *cmd, c *ctx) int {
	seg := Segment{
		Argv:     d.argv.take(len(args)),
		Assigns:  st.assigns,
		Wrappers: st.wrappers,
		Nesting:  st.nest,
		Cwd:      c.sh.cwd,
		Text:     st.text,
		Resolved: true,
		Pos:      st.pos,
		End:      st.end,
	}
	if st.cwdSet {
		seg.Cwd = st.cwd
	}
	for i, a := range args {
		seg.Argv[i] = a.Word
	}
	if len(args) > 0 && !args[0].Dynamic {
		seg.Program = progName(args[0].Value)
	}
	seg.AllowText = allowText(st, args)
	if st.red != nil && !st.redDone {
		seg.Paths = append(seg.Paths, st.red.paths...)
		seg.InputDynamic = st.red.in == inHeredoc && !st.red.bodyLit
		st.redDone = true
	}
	if d.add(seg) == nil {
		return -1
	}
	return len(d.segs) - 1
}

// allowText joins the source text of the command's own words, with only
// the safe leading assignments left out.
func allowText(st *cmd, args []arg) string {
	if len(st.assigns) == 0 && spaced(st.text, args) {
		// The command's text is its words one space apart: the join
		// below would copy it.
		return st.text
	}
	var b strings.Builder
	for i, a := range st.assigns {
		if SafeAssign(a.Name) && i < len(st.rawAssig) {
			continue
		}
		if i < len(st.rawAssig) {
			b.WriteString(st.rawAssig[i])
		} else {
			b.WriteString(a.Name + "=" + a.Value)
		}
		b.WriteByte(' ')
	}
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(a.raw)
	}
	return b.String()
}

// spaced reports whether text is the raw words of args joined by one
// space.
func spaced(text string, args []arg) bool {
	at := 0
	for i, a := range args {
		if i > 0 {
			if at >= len(text) || text[at] != ' ' {
				return false
			}
			at++
		}
		if !strings.HasPrefix(text[at:], a.raw) {
			return false
		}
		at += len(a.raw)
	}
	return at == len(text)
}

// progName normalises a program word: the basename of a path.
func progName(v string) string {
	if i := strings.LastIndexByte(v, '/'); i >= 0 && i < len(v)-1 {
		return v[i+1:]
	}
	return v
}

// unres marks segment i unresolved.
func (d *dec) unres(i int, why string) {
	if i < 0 {
		return
	}
	d.segs[i].Resolved, d.segs[i].Why, d.segs[i].AllowText = false, why, ""
}

// addPaths appends paths to segment i.
func (d *dec) addPaths(i int, ps []PathRef) {
	if i >= 0 && len(ps) > 0 {
		d.segs[i].Paths = append(d.segs[i].Paths, dataPaths(ps)...)
	}
}

// adoptPaths is addPaths for a list no one else holds (filePaths'): a
// segment without paths yet takes it as it is, rather than a copy of it.
func (d *dec) adoptPaths(i int, ps []PathRef) {
	if i >= 0 && len(ps) > 0 && len(d.segs[i].Paths) == 0 && fast.adopt &&
		!slices.ContainsFunc(ps, func(p PathRef) bool { return p.Via == viaProcSubst }) {
		d.segs[i].Paths = ps
		return
	}
	d.addPaths(i, ps)
}

// viaProcSubst marks an operand that is a process substitution: a pipe
// whose commands are segments of their own, not a file.
const viaProcSubst = "procsubst"

// dataPaths drops the process substitutions from ps.
func dataPaths(ps []PathRef) []PathRef {
	out := ps[:0:0]
	for _, p := range ps {
		if p.Via != viaProcSubst {
			out = append(out, p)
		}
	}
	return out
}

// inner returns the command st continues as after the wrapper words
// args[:n]: the wrapper is recorded, and a container adds to the nesting.
func (st *cmd) innerCmd(args []arg, n int, container string) *cmd {
	in := *st
	w := make([]string, n)
	for i := range w {
		w[i] = args[i].Value
	}
	in.wrappers = append(append([][]string(nil), st.wrappers...), w)
	if container != "" {
		in.nest = append(append([]string(nil), st.nest...), container)
		in.inner = true
		in.assigns, in.rawAssig = nil, nil
	}
	return &in
}

// exec peels wrappers and containers off args and reports what runs.
func (d *dec) exec(args []arg, st *cmd, c *ctx) {
	if len(args) == 0 || d.capped != "" {
		return
	}
	a0 := args[0]
	if a0.Dynamic {
		d.unres(d.emit(args, st, c), "dynamic program name")
		return
	}
	name := progName(a0.Value)
	if !st.noFunc && !strings.Contains(a0.Value, "/") {
		if _, ok := d.funcs[name]; ok {
			d.emit(args, st, c)
			d.callFunc(name, args, c)
			return
		}
	}
	if h := handler(name); h != nil {
		start := len(d.segs)
		if h(d, args, st, c) {
			d.hideInner(start)
			return
		}
	}
	if p := lookupInterp(name); p != nil {
		if p.Shell {
			d.shell(name, p, args, st, c)
		} else {
			d.interp(p, args, st, c)
		}
		return
	}
	if sp := progs.Lookup(name); sp != nil && sp.Wrapper {
		start := len(d.segs)
		d.wrapper(name, sp, args, st, c)
		d.hideInner(start)
		return
	}
	d.plain(name, args, st, c)
}

// plain reports a command that runs no other command.
func (d *dec) plain(name string, args []arg, st *cmd, c *ctx) {
	if dir, ok := dirOption(name, args); ok {
		st.cwd, st.cwdSet = d.join(st, c, dir), true
	}
	i := d.emit(args, st, c)
	if i < 0 {
		return
	}
	var once parseMemo // the parse filePaths and roles share
	d.adoptPaths(i, d.filePaths(name, args, &once))
	d.roles(i, name, args, st, c, &once)
	switch name {
	case "cd", "pushd", "popd":
		if !st.inner {
			d.chdir(name, args, c)
		}
	case "source", ".":
		d.unres(i, "source of a file")
	case "alias":
		for _, a := range args[1:] {
			if a.Dynamic || strings.Contains(a.Value, "=") {
				d.unres(i, "alias defined inline")
				break
			}
		}
	case "enable":
		// enable -f FILE loads a builtin from a shared object, as
		// enable's table says; a dynamic word may be that option.
		w := d.argWords(args[1:])
		items, _ := progs.Parse(w, 0, progs.Lookup("enable").Def)
		for k := range items {
			if it := &items[k]; w.Dynamic(it.Word) || it.Role()&progs.RunsProgram != 0 {
				d.unres(i, "builtin loaded from a file")
				break
			}
		}
	case "awk", "gawk", "mawk", "nawk", "busybox-awk":
		code, dyn := awkProgram(args)
		d.segs[i].Code = code
		if dyn {
			d.unres(i, "dynamic inline code")
		}
	}
}

// dirOption returns the directory a command runs in when an option says
// so: git -C DIR, make -C DIR, as their progs tables parse the options
// (git's global options end at the subcommand: its own -C means something
// else). A second relative -C, a dynamic word after the first that could
// hold another, or a -C after a dynamic word that may be git's subcommand
// makes the directory unknown.
func dirOption(name string, args []arg) (arg, bool) {
	switch name {
	case "git", "make", "gmake":
	default:
		return arg{}, false
	}
	p := progs.Lookup(name)
	rest := args[1:]
	w := argWords(rest)
	var items []progs.Item
	next := len(rest)
	if name == "git" {
		items, next = progs.Leading(w, 0, p.Global)
	} else {
		items, _ = progs.Parse(w, 0, p.Def)
	}
	var dir arg
	found := false
	for k := range items {
		it := &items[k]
		if found && (w.Dynamic(it.Word) || it.HasValue && !it.Attached && w.Dynamic(it.ValueWord)) {
			return arg{Word: Word{Dynamic: true}}, true
		}
		if it.Kind != progs.Opt || it.Canon() != "-C" {
			continue
		}
		v := itemValue(rest, &w, it)
		if v == nil || name == "git" && it.Attached {
			continue // git refuses -C/dir: "unknown option"
		}
		if found && (v.Dynamic || !path.IsAbs(v.Value)) {
			// git -C a -C b is a/b: keep it unknown; rare enough.
			return arg{Word: Word{Dynamic: true}}, true
		}
		dir, found = *v, true
	}
	if next < len(rest) && w.Dynamic(next) {
		// git's options end at a dynamic word: it may be the subcommand or
		// one more option, so a -C after it makes the directory unknown.
		more, _ := progs.Leading(w, next+1, p.Global)
		if found || slices.ContainsFunc(more, func(it progs.Item) bool { return it.Kind == progs.Opt && it.Canon() == "-C" }) {
			return arg{Word: Word{Dynamic: true}}, true
		}
	}
	return dir, found
}

// join resolves dir against the command's working directory; "" when
// either is unknown.
func (d *dec) join(st *cmd, c *ctx, dir arg) string {
	base := c.sh.cwd
	if st.cwdSet {
		base = st.cwd
	}
	p, ok := d.literalDir(dir)
	if !ok {
		return ""
	}
	if path.IsAbs(p) {
		return path.Clean(p)
	}
	if base == "" {
		return ""
	}
	return path.Join(base, p)
}

// literalDir turns a cd-style target into a path, expanding ~ and $HOME
// from the environment given to Decompose.
func (d *dec) literalDir(a arg) (string, bool) {
	if a.Dynamic {
		if a.home && !d.homeSet && d.home != "" {
			return d.home + a.rest, true
		}
		return "", false
	}
	v := a.Value
	if v == "~" || strings.HasPrefix(v, "~/") {
		if d.home == "" || d.homeSet {
			return "", false
		}
		return d.home + v[1:], true
	}
	if strings.HasPrefix(v, "~") {
		return "", false // ~user
	}
	return v, true
}

// chdir applies cd, pushd and popd to the shell state, as their progs
// tables read the options: an option they do not know, a rotation of the
// stack (pushd +N, -N) or popd of another entry leaves the directory
// unknown; pushd -n and popd -n change the stack only.
func (d *dec) chdir(name string, args []arg, c *ctx) {
	sh := c.sh
	rest := args[1:]
	w := d.argWords(rest)
	items, next := progs.Leading(w, 0, progs.Lookup(name).Def)
	ops := rest[next:]
	set := sh.chdir
	noCd := false
	for k := range items {
		it := &items[k]
		switch {
		case it.Kind != progs.Opt:
		case it.Option == nil:
			// pushd -N and popd -N rotate the stack or drop one of its
			// entries, and an unknown option may do anything.
			if name != "cd" && isDigits(it.Name[1:]) {
				if name == "pushd" {
					sh.dirs = append(sh.dirs, "")
				}
			}
			set("")
			return
		case it.Canon() == "-n":
			noCd = true
		}
	}
	target := func(a arg) string {
		p, ok := d.literalDir(a)
		if !ok {
			return ""
		}
		if path.IsAbs(p) {
			return path.Clean(p)
		}
		if sh.cwd == "" || len(sh.alts) > 0 {
			return "" // relative to a directory that is not sure
		}
		if cdp := d.env["CDPATH"]; cdp != "" && !strings.HasPrefix(p, "./") && !strings.HasPrefix(p, "../") && p != "." && p != ".." {
			return "" // CDPATH may send it elsewhere
		}
		return path.Join(sh.cwd, p)
	}
	switch name {
	case "cd":
		switch {
		case len(ops) == 0:
			if d.home == "" || d.homeSet {
				set("")
			} else {
				set(d.home)
			}
		case !ops[0].Dynamic && ops[0].Value == "-":
			if len(sh.alts) > 0 {
				set("")
				break
			}
			set(sh.old)
		default:
			set(target(ops[0]))
		}
	case "pushd":
		switch {
		case noCd && len(ops) > 0:
			sh.dirs = append(sh.dirs, target(ops[0]))
		case noCd:
		case len(ops) == 0:
			if len(sh.dirs) == 0 {
				return
			}
			top := sh.dirs[len(sh.dirs)-1]
			sh.dirs[len(sh.dirs)-1] = sh.cwd
			set(top)
		default:
			sh.dirs = append(sh.dirs, sh.cwd)
			set(target(ops[0]))
		}
	case "popd":
		switch {
		case len(ops) > 0 || len(sh.dirs) == 0:
			set("")
		case noCd:
			sh.dirs = sh.dirs[:len(sh.dirs)-1]
		default:
			top := sh.dirs[len(sh.dirs)-1]
			sh.dirs = sh.dirs[:len(sh.dirs)-1]
			set(top)
		}
	}
}

// nested decomposes text that a command runs as shell code (bash -c, eval,
// watch, a here-document fed to a shell). same says it runs in the
// current shell (eval, trap) rather than a new one.
func (d *dec) nested(text string, at arg, nest string, st *cmd, c *ctx, same bool) {
	d.nestedParams(text, at, nest, st, c, same, c.params)
}

// nestedParams is nested with the positional parameters the string sees.
func (d *dec) nestedParams(text string, at arg, nest string, st *cmd, c *ctx, same bool, params []arg) {
	if c.depth+1 > MaxDepth {
		d.add(Segment{Text: text, Why: "nesting too deep", Nesting: append(append([]string(nil), st.nest...), nest), Cwd: c.sh.cwd, Pos: at.Pos, End: at.End})
		return
	}
	nc := &ctx{
		src:   text,
		fixed: true, fpos: at.Pos, fend: at.End,
		nest:   append(append([]string(nil), st.nest...), nest),
		depth:  c.depth + 1,
		level:  c.level + 1,
		sh:     c.sh,
		params: params,
	}
	if !same {
		nc.sh = c.sh.copy()
	}
	if st.cwdSet {
		nc.sh = c.sh.copy()
		nc.sh.cwd = st.cwd
	}
	if !same {
		// A new shell: the variables it sees are its environment's.
		nc.sh.vars = nil
	}
	if tooDeep(text) {
		d.add(Segment{Text: text, Why: "nesting too deep", Nesting: nc.nest, Cwd: nc.sh.cwd, Pos: at.Pos, End: at.End})
		return
	}
	f, err := parse(text)
	if err != nil {
		d.add(Segment{Text: text, Why: "parse error: " + err.Error(), Nesting: nc.nest, Cwd: nc.sh.cwd, Pos: at.Pos, End: at.End})
		return
	}
	if homeAssigned(text) {
		d.homeSet = true
	}
	if strings.Contains(text, "IFS") {
		d.ifsSet = true
	}
	d.check(f, nc)
	d.stmts(f.Stmts, nc)
}

// homeAssigned reports whether src may assign HOME: any mention of HOME
// that is not a plain $HOME or ${HOME} expansion.
func homeAssigned(src string) bool {
	for i := 0; ; {
		j := strings.Index(src[i:], "HOME")
		if j < 0 {
			return false
		}
		j += i
		if !(j >= 1 && src[j-1] == '$') && !(j >= 2 && src[j-2:j] == "${") {
			return true
		}
		i = j + 4
	}
}
