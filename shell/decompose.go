package shell

import (
	"maps"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// Caps on the work Decompose does for one command. Hitting any of them
// makes the command unresolved: pregate never allows what it did not read.
const (
	// MaxInput is the largest command, in bytes, that is parsed at all.
	MaxInput = 256 << 10
	// MaxDepth is how many strings deep Decompose follows commands that
	// run other commands' text: bash -c, eval, $( ), here-documents fed to
	// a shell, watch, xargs sh -c … each add one level.
	MaxDepth = 16
	// MaxNest is how deeply constructs may nest in the syntax tree
	// (subshells, groups, if/while bodies, substitutions) and how many
	// unclosed parentheses and braces the pre-parse scan accepts.
	MaxNest = 200
	// MaxSegments is how many segments one command may produce.
	MaxSegments = 1000
	// MaxSteps bounds the walk deterministically: one step per statement,
	// per word and per syntax node searched for substitutions.
	MaxSteps = 50_000
	// Budget is the wall-clock time one Decompose call may spend, parse
	// included. It is a backstop for a starved or slow machine: MaxSteps
	// and the other caps stop adversarial input long before it, and a
	// 20-part command takes well under a millisecond.
	Budget = 250 * time.Millisecond
)

// Decompose reads command the way bash would run it and returns one
// Segment per program that can run, in the order bash would start them
// (substitutions before the command that holds them). cwd is the working
// directory the command starts in; env supplies HOME (for ~ and $HOME in
// cd targets) and CDPATH, and is never used to run anything.
//
// Decompose never panics and does bounded work: a parse error, or a hit
// cap (MaxInput, MaxDepth, MaxNest, MaxSegments, MaxSteps, Budget), yields a
// Segment with Resolved false and Why set.
func Decompose(command, cwd string, env map[string]string) (segs []Segment) {
	whole := func(why string) []Segment {
		return []Segment{{Text: command, Cwd: cwd, Why: why, End: len(command)}}
	}
	if catchPanics {
		defer func() {
			// A panic in the parser or the walk must not become a
			// crash that lets the call through.
			if r := recover(); r != nil {
				segs = whole("internal error while reading the command")
			}
		}()
	}
	if len(command) > MaxInput {
		return whole("command too long")
	}
	if tooDeep(command) {
		return whole("nesting too deep")
	}
	if len(command) >= growFrom {
		growStack(0)
	} else {
		growStackShort(0)
	}
	d := &dec{env: env, deadline: time.Now().Add(Budget)} // funcs and called made when a function is defined
	d.home = env["HOME"]
	d.homeSet = homeAssigned(command)
	d.ifsSet = strings.Contains(command, "IFS")
	// The walk's first place and the shell it starts in: one allocation.
	top := &struct {
		ctx ctx
		sh  shState
	}{ctx: ctx{src: command}, sh: shState{cwd: cwd}}
	c := &top.ctx
	c.sh = &top.sh
	f, err := parse(command)
	if err != nil {
		return whole("parse error: " + err.Error())
	}
	d.top = c
	if strings.Contains(command, "\r") {
		// mvdan.cc/sh drops a carriage return before a newline, where
		// bash keeps it in the word.
		d.unresolved(c, "carriage return in the command", command, 0, len(command))
	}
	d.check(f, c)
	// A chain takes a copy per list (branches'), one for its first
	// command and one for its levels; binary's recursion one more per
	// list.
	// A subshell (each side of a pipe, a substitution) takes a copy of
	// the walk's place and one of the shell state; each part of a chain
	// and each loop one of the shell state. The counts are a first
	// chunk's length, not a bound: the copies they leave out (an if's or
	// a case's arms, a background job, a loop walked twice, a nested
	// string's) come out of later chunks, or each out of an allocation of
	// its own when the first chunk is one long.
	d.ctxs.next, d.ctxs.plain = d.andOrs+d.andOrs/2+d.subshells+2, !fast.ctxBlocks
	if !fast.chain {
		d.ctxs.next = 2*d.andOrs + d.subshells
	}
	d.shs.next, d.shs.plain = d.andOrs+d.subshells+d.loops+1, !fast.shCopy
	d.cmds.next, d.cmds.plain = d.calls, !fast.blocks
	d.args.next, d.args.plain = d.nwords, !fast.blocks
	d.argv.next, d.argv.plain = d.nwords, !fast.blocks
	d.strs.next, d.strs.plain = d.nwords+d.nwords/2, !fast.argWords
	// Most simple commands are one segment each: room for them, and a
	// few more, saves growing the segments (a few hundred bytes each)
	// five times over for a 20-part command.
	d.segs = slices.Grow(d.segs, int(d.calls+d.calls/4))
	d.stmts(f.Stmts, c)
	d.uncalled(c)
	d.arithDone()
	d.altPaths()
	if d.capped != "" {
		d.segs = append(d.segs, Segment{Text: command, Cwd: cwd, Why: d.capped, End: len(command)})
	}
	if len(d.segs) == 0 {
		return nil // as before the room made for them
	}
	return d.segs
}

// growStack grows the goroutine's stack once, while it is shallow, to
// what the parse and the walk of a long command use: the runtime copies
// every frame on the stack each time it doubles it, and starting from the
// smallest stack that was five copies of an ever deeper stack (a sixth
// of a 20-part command's decomposition). n is never above zero: it keeps
// the compiler from dropping the array.
//
//go:noinline
func growStack(n int) byte {
	var frame [stackReserve]byte
	if n > 0 {
		return frame[n%stackReserve]
	}
	return 0
}

// growStackShort is growStack for a short command: the walk of even a
// two-word command looks its program up, and the first lookup runs the
// table's declaration, whose frame of several KiB doubles the stack
// while it is deep.
//
//go:noinline
func growStackShort(n int) byte {
	var frame [shortReserve]byte
	if n > 0 {
		return frame[n%shortReserve]
	}
	return 0
}

// stackReserve is the frame growStack reserves, and growFrom the length
// of a command from which it is worth it: a shorter one stays within the
// first doublings, and reserving would only touch pages it does not use.
// A 20-part && chain walks about 18 KiB deep (stmt and walk keep their
// rare cases out of their frames, which the chain stacks once per part):
// 16 KiB on top of the caller's frames takes the stack to the size it
// needs in one step, and touches no page the walk would not.
const (
	stackReserve = 16 << 10
	growFrom     = 128
	shortReserve = 8 << 10
)

// catchPanics is turned off by the fuzz target so that a panic is a
// finding rather than an unresolved segment.
var catchPanics = true

// parse parses src as a bash script. A parser is cheap to make and not
// safe for concurrent use, so each call gets its own.
func parse(src string) (*syntax.File, error) {
	// Comments are kept for the subset check: mvdan.cc/sh joins the line
	// after a comment that ends in a backslash, which bash does not.
	p := syntax.NewParser(syntax.Variant(syntax.LangBash), syntax.KeepComments(true))
	return p.Parse(strings.NewReader(src), "")
}

// tooDeep is a linear pre-parse scan: more than MaxNest unclosed openers
// ( { [ or backquote-escapes means the parser and the walk would recurse
// that deep, so the command is refused before parsing.
func tooDeep(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '{', '[':
			depth++
			if depth > MaxNest {
				return true
			}
		case ')', '}', ']':
			if depth > 0 {
				depth--
			}
		}
	}
	return false
}

// dec is the state of one Decompose call.
type dec struct {
	env      map[string]string
	home     string
	homeSet  bool // HOME is assigned somewhere in the command
	ifsSet   bool // IFS may be assigned: unquoted expansions split unknowably
	segs     []Segment
	deadline time.Time
	steps    int
	capped   string // why the walk stopped early
	top      *ctx

	funcs   map[string]*syntax.Stmt
	fnOrder []string
	called  map[string]bool
	fnCtx   map[string]*ctx

	// tainted are the variables the command may set to something other
	// than an integer; arithNames the names arithmetic evaluates.
	tainted    map[string]bool
	arithNames []arithName

	// cursh is the shell state of the statement being walked; segAlts
	// the other directories each segment may run in (see shState).
	cursh   *shState
	segAlts map[int][]string

	// maybe are the literals each variable is assigned anywhere in the
	// command, at most maxKnown each: what it may hold where the shell
	// state does not say (see Word.Known).
	maybe map[string][]string

	// ctxs, cmds, args and argv hand out the walk's ctx copies, each
	// simple command's cmd, its words and its segment's Argv; nwords and
	// andOrs are what check counted for their first chunks.
	ctxs   block[ctx]
	cmds   block[cmd]
	args   block[arg]
	argv   block[Word]
	strs   block[string]       // the values of argWords
	lists  []*syntax.BinaryCmd // chain's lists, kept for the next chain
	ops    []arg               // filePaths' operands, kept for the next command
	calls  int32               // simple commands check has seen
	nwords int32               // words of the simple commands
	andOrs int32               // && and || lists
	// subshells and loops are what check counted of the subshells the
	// walk enters (a side of a pipe, a substitution, ( )) and of its
	// loops.
	subshells, loops int32
	shs              block[shCopy] // the walk's copies of the shell state
}

// ctx is where in the command the walk is.
type ctx struct {
	// src is the text the syntax nodes' offsets refer to: the command, or
	// the string a bash -c or eval runs.
	src string
	// fixed pins every position to [fpos, fend], the enclosing word in
	// the command, for nodes parsed from a nested string.
	fixed      bool
	fpos, fend int
	nest       []string
	depth      int // strings deep
	level      int // syntax-tree nesting
	sh         *shState
	stdin      stdinKind
	wrappers   [][]string // from the time keyword
	fnStack    []string
	// params are the positional parameters ($0, $1, …) when the command
	// sets them: bash -c 'cmd' name args…, or a call of a function defined
	// in the command. nil means unknown.
	params []arg
}

type stdinKind uint8

const (
	stdinNone stdinKind = iota
	stdinPipe
)

// shState is what a shell carries from one command to the next.
type shState struct {
	cwd  string // "" when unknowable
	old  string // OLDPWD, "" when unknown
	dirs []string
	// A cd can fail (no such directory), and bash carries on where it
	// was. Within the statement that holds the cd, what follows it with
	// && runs only if it succeeded; after the statement, the directory is
	// cwd or one of alts, the directories a failed cd left it in. Paths
	// relative to an unsure directory are reported against each.
	cdPending bool
	failAlts  []string // where the shell is if a cd of this statement failed
	alts      []string
	// vars are the variables this shell certainly holds a literal value
	// in, assigned by the command itself; see Word.Known.
	vars map[string]string
}

// maxAlts bounds the directories a command may be in after cds that may
// have failed; beyond it the directory is unknown.
const maxAlts = 4

func (s *shState) copy() *shState {
	if s.fits() && fast.shCopy {
		return s.copyTo(new(shCopy))
	}
	return &shState{cwd: s.cwd, old: s.old, dirs: append([]string(nil), s.dirs...),
		cdPending: s.cdPending, failAlts: append([]string(nil), s.failAlts...), alts: append([]string(nil), s.alts...),
		vars: maps.Clone(s.vars)}
}

// fits reports whether a copy of s fits in a shCopy.
func (s *shState) fits() bool {
	return len(s.dirs)+len(s.failAlts)+len(s.alts) <= len(shCopy{}.buf)
}

// copyTo copies s into b, which fits reports it fits: the copy and its
// directories in one place, each list with no room beyond its own, so
// that an append moves it out.
func (s *shState) copyTo(b *shCopy) *shState {
	*b = shCopy{shState: shState{cwd: s.cwd, old: s.old, cdPending: s.cdPending, vars: maps.Clone(s.vars)}}
	at := 0
	carve := func(l []string) []string {
		if len(l) == 0 {
			return nil
		}
		c := b.buf[at : at+len(l) : at+len(l)]
		copy(c, l)
		at += len(l)
		return c
	}
	b.dirs, b.failAlts, b.alts = carve(s.dirs), carve(s.failAlts), carve(s.alts)
	return &b.shState
}

// shOf returns a copy of s. The copies of a walk, one per part of an &&
// chain and two per pipe, come out of a block: one allocation for many.
func (d *dec) shOf(s *shState) *shState {
	if !s.fits() || !fast.shCopy {
		return s.copy()
	}
	return s.copyTo(&d.shs.take(1)[0])
}

// shCopy is a shState with room for the directories a copy usually holds
// (a cd of the statement that may have failed, a pushd or two).
type shCopy struct {
	shState
	buf [4]string
}

// settle ends a statement: after a cd that may have failed, the old
// directory is one the shell may still be in.
func (s *shState) settle() {
	if !s.cdPending {
		return
	}
	s.cdPending = false
	for _, a := range s.failAlts {
		if !slices.Contains(s.alts, a) {
			s.alts = append(s.alts, a)
		}
	}
	s.failAlts = nil
	if s.cwd == "" || slices.Contains(s.alts, "") {
		s.cwd, s.alts = "", nil
		return
	}
	s.alts = slices.DeleteFunc(s.alts, func(a string) bool { return a == s.cwd })
	if len(s.alts) > maxAlts {
		s.cwd, s.alts = "", nil
	}
}

// chdir moves the shell to dir (unknown when ""): what follows within
// the statement runs there for sure; after it, the shell may also be
// where it was.
func (s *shState) chdir(dir string) {
	if !s.cdPending {
		s.cdPending = true
		s.failAlts = append(slices.Clone(s.alts), s.cwd)
	}
	s.alts = nil
	s.old, s.cwd = s.cwd, dir
}

func (c *ctx) off(p syntax.Pos) int {
	if c.fixed {
		return c.fpos
	}
	o := int(p.Offset())
	if o > len(c.src) || o < 0 {
		return len(c.src)
	}
	return o
}

func (c *ctx) offEnd(p syntax.Pos) int {
	if c.fixed {
		return c.fend
	}
	return c.off(p)
}

// text is the source between two positions of c.src.
func (c *ctx) text(p, e syntax.Pos) string {
	a, b := int(p.Offset()), int(e.Offset())
	if a < 0 || a > len(c.src) {
		a = len(c.src)
	}
	if b < a || b > len(c.src) {
		b = len(c.src)
	}
	return c.src[a:b]
}

// child returns a copy of c one syntax level deeper, with nest appended.
func (c *ctx) child(nest string) *ctx {
	cc := *c
	cc.deepen(nest)
	return &cc
}

// deepen takes c one syntax level deeper, with nest appended to its
// nesting (a list of its own: the copies c was made from keep theirs).
func (c *ctx) deepen(nest string) {
	c.level++
	if nest != "" {
		c.nest = append(append([]string(nil), c.nest...), nest)
	}
}

// subshell returns a copy of c one syntax level deeper, with nest
// appended, in a new shell environment: cd inside does not leak out.
// Both copies come out of the walk's blocks.
func (d *dec) subshell(c *ctx, nest string) *ctx {
	cc := d.ctxOf(c)
	cc.deepen(nest)
	cc.sh = d.shOf(c.sh)
	return cc
}

func (d *dec) stopped() bool {
	if d.capped != "" {
		return true
	}
	d.steps++
	if d.steps > MaxSteps {
		d.capped = "too much work"
		return true
	}
	if d.steps&63 == 0 && time.Now().After(d.deadline) {
		d.capped = "time budget exceeded"
		return true
	}
	return false
}

// step is n calls of stopped, in one addition when no call among them
// would stop the walk or look at the clock.
func (d *dec) step(n int) {
	if d.capped == "" && d.steps+n <= MaxSteps && d.steps&63+n < 64 {
		d.steps += n
		return
	}
	for ; n > 0 && !d.stopped(); n-- {
	}
}

// fast switches the fast paths off, one by one, for the tests that hold
// each to the path it short-cuts.
var fast = struct {
	leafWords bool // substs of a word without substitutions counts its steps (word.go)
	shCopy    bool // a copy of the shell state is one allocation, the walk's out of a block
	ctxBlocks bool // ctxOf hands copies out of blocks
	blocks    bool // a command's cmd, words and argv come out of blocks
	argWords  bool // argWords' values come out of a block, its Dynamic shared when no word is
	chain     bool // an && or || list and the lists on its left are one loop (chain)
	adopt     bool // a segment takes filePaths' list of paths as it is (adoptPaths)
}{leafWords: true, shCopy: true, ctxBlocks: true, blocks: true, argWords: true, chain: true, adopt: true}

// add appends a segment, enforcing MaxSegments.
func (d *dec) add(s Segment) *Segment {
	if d.capped != "" {
		return nil
	}
	if len(d.segs) >= MaxSegments {
		d.capped = "too many segments"
		return nil
	}
	d.segs = append(d.segs, s)
	if d.cursh != nil && len(d.cursh.alts) > 0 && s.Cwd != "" {
		if d.segAlts == nil {
			d.segAlts = map[int][]string{}
		}
		d.segAlts[len(d.segs)-1] = slices.Clone(d.cursh.alts)
	}
	return &d.segs[len(d.segs)-1]
}

// altPaths reports each relative path of a segment that may run in
// another directory (a cd before it may have failed) against that
// directory too, so the floor and the rules see both files.
func (d *dec) altPaths() {
	for i, alts := range d.segAlts {
		if i >= len(d.segs) {
			continue
		}
		s := &d.segs[i]
		for _, p := range s.Paths {
			if p.Dynamic || p.Path == "" || path.IsAbs(p.Path) || strings.HasPrefix(p.Path, "~") {
				continue
			}
			for _, a := range alts {
				q := p
				q.Path = path.Join(a, p.Path)
				s.Paths = append(s.Paths, q)
			}
		}
	}
}

// unresolved adds a segment for something that decides at run time what
// runs.
func (d *dec) unresolved(c *ctx, why, text string, pos, end int) {
	d.add(Segment{Text: text, Why: why, Nesting: c.nest, Cwd: c.sh.cwd, Pos: pos, End: end})
}

func (d *dec) stmts(ss []*syntax.Stmt, c *ctx) {
	for _, s := range ss {
		if d.stopped() {
			return
		}
		d.stmt(s, c)
		c.sh.settle()
	}
}

func (d *dec) stmt(s *syntax.Stmt, c *ctx) {
	if c.level > MaxNest {
		d.capped = "nesting too deep"
		return
	}
	if d.stopped() {
		return
	}
	prev := d.cursh
	d.cursh = c.sh
	defer func() { d.cursh = prev }()
	if s.Background || s.Coprocess || s.Disown {
		// A background job runs in a subshell.
		c = d.subshell(c, "")
	}
	start := len(d.segs)
	red := d.redirects(s.Redirs, c)
	switch cmd := s.Cmd.(type) {
	case nil:
		d.redirectOnly(s, red, c)
		return
	case *syntax.CallExpr:
		d.call(cmd, red, c)
		return
	case *syntax.DeclClause:
		d.decl(cmd, red, c)
		return
	case *syntax.Subshell:
		d.stmts(cmd.Stmts, d.subshell(c, "subshell").withStdin(red))
	case *syntax.Block:
		d.stmts(cmd.Stmts, c.child("").withStdin(red))
	case *syntax.BinaryCmd:
		d.binary(cmd, c.withStdin(red))
	default:
		d.compound(s, red, c)
	}
	d.attach(start, s, red, c)
}

// compound walks a compound statement other than an && or || list or a
// pipeline. It is a function of its own so that stmt's frame, which an
// && chain stacks once per part, stays small: the temporaries of all
// these cases made it 2 KiB.
//
//go:noinline
func (d *dec) compound(s *syntax.Stmt, red *redirs, c *ctx) {
	switch cmd := s.Cmd.(type) {
	case *syntax.IfClause:
		d.ifClause(cmd, c.withStdin(red))
	case *syntax.WhileClause:
		cc := c.child("").withStdin(red)
		d.loop(cc, func(c *ctx) {
			d.stmts(cmd.Cond, c)
			d.stmts(cmd.Do, c)
		})
	case *syntax.ForClause:
		cc := c.child("").withStdin(red)
		switch l := cmd.Loop.(type) {
		case *syntax.WordIter:
			if l.Name != nil {
				c.sh.unsetVar(l.Name.Value)
			}
			for _, w := range l.Items {
				d.substs(w, cc)
			}
		case *syntax.CStyleLoop:
			d.substs(l, cc)
		}
		d.loop(cc, func(c *ctx) { d.stmts(cmd.Do, c) })
	case *syntax.CaseClause:
		cc := c.child("").withStdin(red)
		d.substs(cmd.Word, cc)
		d.branches(cc, len(cmd.Items), func(i int, c *ctx) {
			for _, p := range cmd.Items[i].Patterns {
				d.substs(p, c)
			}
			d.stmts(cmd.Items[i].Stmts, c)
		})
	case *syntax.FuncDecl:
		d.funcDecl(cmd, c)
	case *syntax.TimeClause:
		cc := c.child("").withStdin(red)
		w := []string{"time"}
		if cmd.PosixFormat {
			w = append(w, "-p")
		}
		cc.wrappers = append(append([][]string(nil), c.wrappers...), w)
		if cmd.Stmt != nil {
			d.stmt(cmd.Stmt, cc)
		}
	case *syntax.CoprocClause:
		cc := d.subshell(c, "coproc")
		if cmd.Name != nil {
			d.substs(cmd.Name, cc)
		}
		d.stmt(cmd.Stmt, cc)
	case *syntax.ArithmCmd, *syntax.TestClause, *syntax.LetClause, *syntax.TestDecl:
		d.substs(cmd, c.child(""))
	default:
		d.substs(cmd, c.child(""))
	}
}

// withStdin returns c with the standard input a statement's redirections
// give it: an input redirection replaces a pipe.
func (c *ctx) withStdin(r *redirs) *ctx {
	if r != nil && r.in != inNone && c.stdin != stdinNone {
		cc := *c
		cc.stdin = stdinNone
		return &cc
	}
	return c
}

// attach hangs a compound statement's redirected paths on the first
// segment it produced, or on a segment of its own.
func (d *dec) attach(start int, s *syntax.Stmt, red *redirs, c *ctx) {
	if red != nil && red.in == inHeredoc && !red.bodyLit && start < len(d.segs) {
		d.segs[start].InputDynamic = true
	}
	if red == nil || len(red.paths) == 0 {
		return
	}
	if start < len(d.segs) {
		seg := &d.segs[start]
		seg.Paths = append(seg.Paths, red.paths...)
		return
	}
	d.redirectOnly(s, red, c)
}

// redirectOnly reports a statement without a command (`> f`), which still
// creates or truncates files.
func (d *dec) redirectOnly(s *syntax.Stmt, red *redirs, c *ctx) {
	if red == nil || len(red.paths) == 0 {
		return
	}
	text := c.text(s.Pos(), s.End())
	d.add(Segment{
		Paths: red.paths, Text: text, AllowText: text, Resolved: true, Nesting: c.nest,
		Cwd: c.sh.cwd, Wrappers: c.wrappers, Pos: c.off(s.Pos()), End: c.offEnd(s.End()),
	})
}

func (d *dec) binary(b *syntax.BinaryCmd, c *ctx) {
	switch b.Op {
	case syntax.Pipe, syntax.PipeAll:
		// Every part of a pipeline runs in its own subshell.
		d.stmt(b.X, d.subshell(c, ""))
		y := d.subshell(c, "")
		y.stdin = stdinPipe
		d.stmt(b.Y, y)
	default: // && ||
		if fast.chain {
			d.chain(b, c)
			return
		}
		// mvdan nests a && b && c to the left: the level grows with the
		// chain, which MaxNest bounds.
		x := d.ctxOf(c)
		x.level++
		d.stmt(b.X, x)
		d.branches(c, 1, func(_ int, c *ctx) { d.stmt(b.Y, c) })
	}
}

// chain is binary's walk of an && or || list, a loop over the lists
// nested on its left rather than a recursion through stmt and binary for
// each: what stmt does for a list's statement without redirections or
// &, bash's own, and what binary does for its left side, is done here,
// in the same order, and the copy of the walk's place binary makes for
// each level is one copy whose level is set for each list in turn (no
// list keeps it: branches copies it). A 20-part command was twenty
// copies and forty frames deep. TestChainFast holds it to the recursion.
func (d *dec) chain(b *syntax.BinaryCmd, c *ctx) {
	// The walk of a command in the chain may reach another chain ($( ),
	// a subshell, bash -c): it must not write into these lists.
	lists := d.lists[:0]
	if lists == nil {
		lists = make([]*syntax.BinaryCmd, 0, int(d.andOrs)+1)
	}
	lists = append(lists, b)
	d.lists = nil
	level := c.level
	for {
		s := lists[len(lists)-1].X
		inner, ok := s.Cmd.(*syntax.BinaryCmd)
		if !ok || inner.Op != syntax.AndStmt && inner.Op != syntax.OrStmt ||
			len(s.Redirs) > 0 || s.Background || s.Coprocess || s.Disown {
			// The leftmost command: stmt as binary calls it.
			x := d.ctxOf(c)
			x.level = level + 1
			d.stmt(s, x)
			break
		}
		// stmt's checks for the nested list's statement.
		if level+1 > MaxNest {
			d.capped = "nesting too deep"
			break
		}
		if d.stopped() {
			break
		}
		level++
		lists = append(lists, inner)
	}
	var at *ctx
	for k := len(lists) - 1; k >= 0; k-- {
		lc := c
		if k > 0 {
			if at == nil {
				at = d.ctxOf(c)
			}
			at.level = c.level + k
			lc = at
		}
		y := lists[k].Y
		d.branches(lc, 1, func(_ int, c *ctx) { d.stmt(y, c) })
	}
	d.lists = lists[:0]
}

// ctxOf returns a copy of c. The copies of an && chain, one or two per
// part, come out of a block: one allocation for many.
func (d *dec) ctxOf(c *ctx) *ctx {
	cc := &d.ctxs.take(1)[0]
	*cc = *c
	return cc
}

// block hands out slices of T from chunks: one allocation for many of the
// small slices and structs a call makes per command. The first chunk is
// as long as next, which Decompose sets to what the subset check counted,
// so that a short command takes no more than it uses; later ones are
// blockLen long. A slice longer than half a chunk is an allocation of its
// own. Each slice has no room beyond its own length, so an append moves
// it out, and no chunk is ever handed out twice.
type block[T any] struct {
	free  []T
	next  int32 // length of the next chunk; 0 means blockLen
	plain bool  // every slice is an allocation of its own (fast path off)
}

const blockLen = 16

func (b *block[T]) take(n int) []T {
	if b.plain {
		return make([]T, n)
	}
	if n == 0 {
		return []T{}
	}
	if len(b.free) < n {
		size := int(b.next)
		if size <= 0 {
			size = blockLen
		}
		if n > size/2 {
			return make([]T, n)
		}
		b.free, b.next = make([]T, size), 0
	}
	s := b.free[:n:n]
	b.free = b.free[n:]
	return s
}

// branches walks code that may or may not run. Each branch starts from the
// current directory; if any of them changes it, the directory afterwards
// is unknown.
func (d *dec) branches(c *ctx, n int, walk func(i int, c *ctx)) {
	before := c.sh.cwd
	changed := false
	for i := 0; i < n; i++ {
		bc := d.ctxOf(c)
		bc.sh = d.shOf(c.sh)
		walk(i, bc)
		if bc.sh.cwd != before {
			changed = true
		}
		c.sh.forgetChanged(bc.sh)
	}
	if changed {
		c.sh.cwd = ""
	}
}

func (d *dec) ifClause(ic *syntax.IfClause, c *ctx) {
	cc := c.child("")
	d.stmts(ic.Cond, cc)
	var arms []*syntax.IfClause
	for e := ic; e != nil; e = e.Else {
		arms = append(arms, e)
	}
	d.branches(cc, len(arms), func(i int, c *ctx) {
		if i > 0 {
			d.stmts(arms[i].Cond, c)
		}
		d.stmts(arms[i].Then, c)
	})
}

// loop walks a loop body. A body that changes directory runs its second
// iteration somewhere else, so it is walked again from an unknown
// directory and only that walk is kept.
func (d *dec) loop(c *ctx, walk func(c *ctx)) {
	start := len(d.segs)
	before := c.sh.cwd
	lc := *c
	lc.sh = d.shOf(c.sh)
	walk(&lc)
	c.sh.forgetChanged(lc.sh)
	if lc.sh.cwd == before {
		return
	}
	d.segs = d.segs[:start]
	for i := range d.segAlts {
		if i >= start {
			delete(d.segAlts, i)
		}
	}
	lc.sh = d.shOf(c.sh)
	lc.sh.cwd = ""
	walk(&lc)
	c.sh.forgetChanged(lc.sh)
	c.sh.cwd = ""
}

// sub walks the statements of a command or process substitution, which
// run in a subshell.
func (d *dec) sub(ss []*syntax.Stmt, c *ctx, name string, pos, end syntax.Pos) {
	if c.depth+1 > MaxDepth {
		d.unresolved(c, "nesting too deep", c.text(pos, end), c.off(pos), c.offEnd(end))
		return
	}
	cc := d.subshell(c, name)
	cc.depth++
	cc.stdin = stdinNone
	cc.wrappers = nil
	d.stmts(ss, cc)
}

func (d *dec) funcDecl(fd *syntax.FuncDecl, c *ctx) {
	names := fd.Names
	if fd.Name != nil {
		names = append([]*syntax.Lit{fd.Name}, names...)
	}
	for _, n := range names {
		if _, ok := d.funcs[n.Value]; !ok {
			d.fnOrder = append(d.fnOrder, n.Value)
		}
		if d.funcs == nil {
			d.funcs, d.called = map[string]*syntax.Stmt{}, map[string]bool{}
		}
		d.funcs[n.Value] = fd.Body
		if d.fnCtx == nil {
			d.fnCtx = map[string]*ctx{}
		}
		d.fnCtx[n.Value] = c
	}
}

// callFunc walks the body of a function defined in the command where it
// is called, in the caller's shell.
func (d *dec) callFunc(name string, args []arg, c *ctx) {
	if slices.Contains(c.fnStack, name) {
		return // recursion: the body is already being reported
	}
	d.called[name] = true
	cc := c.child("function " + name)
	cc.fnStack = append(append([]string(nil), c.fnStack...), name)
	cc.wrappers = nil
	body := d.funcs[name]
	if fc := d.fnCtx[name]; fc != nil && fc.src != c.src {
		// Defined in another string (eval): positions come from there.
		cc.src, cc.fixed, cc.fpos, cc.fend = fc.src, fc.fixed, fc.fpos, fc.fend
	}
	// The body sees the call's arguments as $1…; $0 stays the shell's.
	// Outside bash -c the shell's own name is not known: $0 stays dynamic.
	cc.params = append([]arg{{Word: Word{Value: "$0", Dynamic: true}, raw: "$0"}}, args[1:]...)
	if c.params != nil {
		cc.params[0] = c.params[0]
	}
	if movesParams(cc.text(body.Pos(), body.End())) {
		cc.params = nil
	}
	d.stmt(body, cc)
}

// uncalled reports the bodies of functions defined but never called
// directly: a trap, a dynamic name or an alias may still run them.
func (d *dec) uncalled(c *ctx) {
	for _, name := range d.fnOrder {
		body := d.funcs[name]
		if d.called[name] || d.capped != "" {
			continue
		}
		d.called[name] = true
		fc := d.fnCtx[name]
		if fc == nil {
			fc = c
		}
		cc := fc.child("function " + name)
		cc.sh = &shState{cwd: ""}
		cc.fnStack = []string{name}
		d.stmt(body, cc)
	}
}

// movesParams reports whether code may change its positional parameters
// (shift, set, getopts), after which $1 is no longer what was passed.
func movesParams(code string) bool {
	return strings.Contains(code, "shift") || strings.Contains(code, "set") || strings.Contains(code, "getopts")
}
