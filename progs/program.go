package progs

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Access is how a program touches the paths its operands name, as bits
// with the same values as the shell's: Read 1, Write 2.
type Access uint8

const (
	Read Access = 1 << iota
	Write
)

// Layout says which operands of a file program are paths, and how each
// is touched.
type Layout uint8

const (
	// NoFiles: the operands are not paths pregate reports.
	NoFiles Layout = iota
	// AllOps: every operand (after Skip) with the program's Access.
	AllOps
	// CopyOps: sources read, the last operand (or -t DIR) written.
	CopyOps
	// MoveOps: every operand written (the sources disappear).
	MoveOps
	// LinkOps: the target read, the link name written.
	LinkOps
	// SecondWrite: the first operand read, the second written (uniq, xxd).
	SecondWrite
	// RemoteOps: scp/rsync: local sources read, a local destination written.
	RemoteOps
	// FirstOp: only the first operand (source FILE ARGS…).
	FirstOp
	// TarOps, ZipOps, UnzipOps, DDOps, PatchOps, OpenSSLOps: the
	// program's own reading.
	TarOps
	ZipOps
	UnzipOps
	DDOps
	PatchOps
	OpenSSLOps
	// ContainerOps: docker/kubectl cp: a copy between the host and a
	// container, CONTAINER:PATH (POD:PATH, NS/POD:PATH) naming a path
	// inside it; the other operands are host paths, read when they are
	// the source and written when they are the destination (the last).
	ContainerOps
)

// Operands says what a subcommand's operands are, as Layout and Access
// say it for a program without subcommands.
type Operands struct {
	Layout Layout
	Access Access
	Skip   int
	// Tree: a directory read among them is read whole (a build context,
	// a copy's source).
	Tree bool
}

// Program is what pregate knows of one program: its option tables and
// what its operands are.
type Program struct {
	Name string
	// Global is the table before the subcommand, nil for a program
	// without subcommands; Subs the tables of subcommands that have their
	// own, Def the table of the others (or of every option).
	Global *Options
	Subs   map[string]*Options
	Def    *Options
	// LazySubs build the tables of subcommands the first time one is
	// used (git has dozens; a call uses one or two): SubTable builds it
	// and keeps it in Subs.
	LazySubs map[string]func() *Options
	// SubFor builds the table of the subcommand sub, nil for one
	// without its own, and SubList names those it builds: for a program
	// with many subcommands, so that looking the program up builds
	// nothing per subcommand (git).
	SubFor   func(sub string) *Options
	SubList  func() []string
	subMu    sync.Mutex
	rolesDo  sync.Once
	groupsDo sync.Once
	// groupNames are the subcommand names nests looks for groups in.
	groupNames []string
	// OperandFlag maps an operand after the subcommand sub to the option
	// it implies (git push +main is a forced push, :main a delete), ""
	// for none.
	OperandFlag func(sub, op string) string
	// DashDashSub: "--" before the subcommand is skipped (git -- reset).
	DashDashSub bool
	// SubsOnly: the program is closed at the subcommand level: a
	// subcommand without a table of its own (one pregate does not model,
	// a plugin, an alias) is, like an unknown option, one whose effect
	// pregate cannot vouch for. A subcommand whose table has nested ones
	// ("s3 cp") needs one of them too, and a subcommand only run time
	// knows is unknown.
	SubsOnly bool
	// OldStyle: the first word may be a bundle of option letters without
	// a dash whose values follow in order (tar czf a.tgz dir).
	OldStyle bool

	// Layout, Access and Skip say what the operands are: Skip leading
	// operands are not paths (a pattern, a mode, a script) unless an
	// option with the Script role supplies them.
	Layout Layout
	Access Access
	Skip   int
	// SubOps are the layouts of the operands after a subcommand, keyed
	// as Subs are ("cp", "container cp"): a subcommand not listed has
	// operands that are not paths.
	SubOps map[string]Operands
	// Config are the configuration files the program reads on its own,
	// which an option with the Reveals role prints.
	Config []string
	// Builtin reports whether a subcommand is the program's own: any
	// other runs a plugin, a program of that name found at run time
	// (kubectl-NAME on PATH, docker's cli-plugins). Nil when every
	// subcommand is the program's own.
	Builtin func(sub string) bool

	// Wrapper: the program runs the rest of its argv as a command, after
	// its options and Leading operands (timeout DURATION CMD).
	// Container: a wrapper reported as its own segment; the others
	// (timeout, nice, …) are stripped, as Claude Code strips them.
	Wrapper   bool
	Container bool
	Leading   int

	// Interp: the program runs code of its own, a shell or an
	// interpreter. Unless an option gives the code (python -c, sh -c's
	// first operand), its first operand is a script file it reads and
	// runs, "-" or none its standard input; an option its table does not
	// know leaves what it runs unknown. Shell: the code is shell code.
	// CodeSub: a subcommand whose first operand is the code (deno eval).
	CodeSub string
	Interp  bool
	Shell   bool
	// Vars: the operands name shell variables the builtin assigns (read
	// NAME…, unset NAME…).
	Vars  bool
	roles Role // Roles(), kept by Lookup
	// Open, when set, says why the table lists only some of the
	// program's options (the ones pregate judges): an option it does not
	// list is then no reason to distrust the command. A program without
	// it has every option in its tables, so an option they do not know
	// (a new one, a misspelling the program accepts, a typo) is one whose
	// effect pregate cannot vouch for (see Unknown).
	Open string
}

// Unknown returns the first option of parsed that p's tables do not
// know, "" when every option is known or p's table is Open.
func (p *Program) Unknown(parsed Parsed) string {
	if p == nil || p.Open != "" {
		return ""
	}
	if p.SubsOnly {
		if sub := p.unknownSub(parsed); sub != "" {
			return sub
		}
	}
	for _, it := range parsed.Items {
		if it.Kind == Opt && it.Option == nil && !numericOpt(it.Name) {
			return it.Name
		}
	}
	return ""
}

// unknownSub returns the subcommand words of parsed (the first operand,
// and each next one while the words so far name a group with nested
// tables) that p has no table for, "" when it has one or there is no
// subcommand.
func (p *Program) unknownSub(parsed Parsed) string {
	var ops []string
	afterEnd := false // words follow a "--" that ended the subcommand words
	for k, it := range parsed.Items {
		if it.Kind == End {
			afterEnd = k+1 < len(parsed.Items)
			break
		}
		if it.Kind == Operand {
			if len(ops) == 0 && parsed.Words.dynamic(it.Word) {
				return it.Name // a subcommand only run time knows
			}
			ops = append(ops, it.Name)
		}
	}
	if len(ops) == 0 {
		return ""
	}
	path := ops[0]
	if p.SubTable(path) == nil {
		return path
	}
	for _, op := range ops[1:] {
		if !p.nests(path) {
			return ""
		}
		path += " " + op
		if p.SubTable(path) == nil {
			return path
		}
	}
	if afterEnd && p.nests(path) {
		// terragrunt run -- destroy: the nested subcommand comes after
		// "--", where its words are not read as options.
		return path + " --"
	}
	return "" // a group alone prints its usage
}

// nests reports whether sub has nested subcommands with tables ("s3"
// has "s3 cp").
// The names are those of the first call, as SubNames gives them but
// neither sorted nor made unique: a name of a group is the start of
// another name up to one of its spaces, which one pass over them finds.
func (p *Program) nests(sub string) bool {
	p.groupsDo.Do(func() { p.groupNames = p.subNames() })
	if sub == "" {
		return false
	}
	for _, n := range p.groupNames {
		if len(n) > len(sub) && n[len(sub)] == ' ' && strings.HasPrefix(n, sub) {
			return true
		}
	}
	return false
}

// numericOpt reports whether name is -N, the number option a Numeric
// grammar parses without a table entry (nice -10, head -5).
func numericOpt(name string) bool { return len(name) > 1 && name[0] == '-' && allDigits(name[1:]) }

// Has reports whether some option of p has one of the roles r. It
// builds every table of p the first time it is asked.
func (p *Program) Has(r Role) bool {
	if p == nil {
		return false
	}
	p.rolesDo.Do(func() { p.roles = p.Roles() })
	return p.roles&r != 0
}

// Sub returns the table in force after the subcommand sub.
func (p *Program) Sub(sub string) *Options {
	if s := p.SubTable(sub); s != nil {
		return s
	}
	return p.Def
}

// SubTable returns the subcommand sub's own table, nil when it has none.
func (p *Program) SubTable(sub string) *Options {
	if p == nil {
		return nil
	}
	p.subMu.Lock()
	defer p.subMu.Unlock()
	if s, ok := p.Subs[sub]; ok {
		return s
	}
	var s *Options
	if build, ok := p.LazySubs[sub]; ok {
		s = build()
	} else if p.SubFor != nil {
		s = p.SubFor(sub)
	}
	if s == nil {
		return nil
	}
	if p.Subs == nil {
		p.Subs = map[string]*Options{}
	}
	p.Subs[sub] = s
	return s
}

// SubNames returns the names of every subcommand with its own table.
func (p *Program) SubNames() []string {
	names := p.subNames()
	slices.Sort(names)
	return slices.Compact(names)
}

// subNames is SubNames in no order, a name possibly more than once.
func (p *Program) subNames() []string {
	names := make([]string, 0, len(p.Subs)+len(p.LazySubs))
	for n := range p.Subs {
		names = append(names, n)
	}
	for n := range p.LazySubs {
		if _, ok := p.Subs[n]; !ok {
			names = append(names, n)
		}
	}
	if p.SubList != nil {
		names = append(names, p.SubList()...)
	}
	return names
}

// hasSubs reports whether p has subcommands with tables of their own.
func (p *Program) hasSubs() bool { return p.Subs != nil || p.LazySubs != nil || p.SubFor != nil }

// OneTable reports whether p takes every argv apart with Def alone: no
// global table, no subcommands, no old-style bundle. Then p.Parse(w)
// has the items of Parse(w, 0, p.Def), and its Words are w.
func (p *Program) OneTable() bool {
	return p.Global == nil && !p.hasSubs() && !p.OldStyle
}

// Parse takes the words after the program name apart with p's tables.
func (p *Program) Parse(w Words) Parsed {
	if p != nil && p.OldStyle {
		w = oldStyle(w, p.Def)
	}
	return ParseProgram(w, p)
}

// oldStyle rewrites a first word of dashless option letters (tar czf
// a.tgz) into separate options, each valued letter followed by the next
// word in turn.
func oldStyle(w Words, s *Options) Words {
	if len(w.Values) == 0 || w.dynamic(0) {
		return w
	}
	first := w.Values[0]
	if first == "" || first[0] == '-' {
		return w
	}
	for i := 0; i < len(first); i++ {
		if s.Lookup(shortName(first[i])) == nil {
			return w
		}
	}
	out := make([]string, 0, len(w.Values)+len(first))
	src := make([]int, 0, cap(out)) // index in w of each word of out
	next := 1
	for i := 0; i < len(first); i++ {
		name := shortName(first[i])
		out, src = append(out, name), append(src, 0)
		if o := s.Lookup(name); o.Takes == Value && next < len(w.Values) {
			out, src = append(out, w.Values[next]), append(src, next)
			next++
		}
	}
	for ; next < len(w.Values); next++ {
		out, src = append(out, w.Values[next]), append(src, next)
	}
	dyn := w.Dynamic
	return Words{Values: out, Dynamic: func(i int) bool { return dyn != nil && src[i] > 0 && dyn(src[i]) }, src: src}
}

// Source maps the index of a word of the parsed argv back to the index of
// the word it came from in the argv given to Parse (they differ only for
// an old-style bundle, which becomes several words).
func (w *Words) Source(i int) int {
	if w.src == nil {
		return i
	}
	return w.src[i]
}

var (
	cacheMu sync.Mutex
	cache   map[string]*Program // made by the first Lookup, not at init
	// unknown counts the names in cache without a program (nil): the
	// first maxUnknown are remembered, as the stages of a call look the
	// same words up again (cd, echo, a script's name), and an odd command
	// cannot grow the cache beyond them.
	unknown int
	// last is the program Lookup returned last: the walk of a command asks
	// for its program four or five times in a row (its handler, whether it
	// wraps another, its paths, its roles), the floor and the rules again.
	last atomic.Pointer[Program]
)

const maxUnknown = 64

// Lookup returns the program called name (a basename, lower case as it is
// run), nil for a program pregate has no table for. Each table is built
// the first time it is asked for: a hook call looks at a handful of
// programs, not all of them.
func Lookup(name string) *Program {
	if p := last.Load(); p != nil && p.Name == name {
		return p
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if p, ok := cache[name]; ok {
		if p != nil {
			last.Store(p)
		}
		return p
	}
	if cache == nil {
		cache = make(map[string]*Program, 32)
	}
	p, interp := buildProgram(name)
	if p == nil {
		if unknown < maxUnknown {
			unknown++
			cache[name] = nil
		}
		return nil
	}
	if !interp && !closedName(name) {
		p.Open = openWhy
	}
	p.Name = name
	cache[name] = p
	last.Store(p)
	return p
}

// opts builds a table from a compact description: entries separated by
// spaces, each a comma-separated list of spellings (the first is the
// canonical one), then what the option takes:
//
//	:          a value
//	::         two words, a name and a value (the value has the role)
//	?          an optional attached value; ?w1|w2 also one of these words
//	;          the words up to ";" or "+" (find -exec)
//	*          every word after it (pwsh -Command)
//	?%CHARS    an optional attached value of these characters only
//
// then optionally ^F^G, the canonical flags the spelling implies for deny
// rules (git branch -D^--delete^--force), and @ROLES, letters for the
// roles: r ReadPath, w WritePath, d Dir, x RunsProgram, s RunsShell,
// c RunsCode, k Config, p Script, W OpsWrite, R OpsRead, t Target,
// S Stop, D Writes, X Runs, f FirstOperand, e Ends, z Opaque, i Stdin,
// n Var, m Mount, v Reveals.
func opts(desc string, g Grammar) *Options {
	s := &Options{Grammar: g, desc: desc}
	if k, r := genDesc(desc); k > 0 {
		// Generated: the roles, and the spellings sorted.
		s.gen, s.Roles = k, r
		return s
	}
	s.Roles = descRoles(desc)
	return s
}

// descRoles returns the union of the roles of the entries of desc.
func descRoles(desc string) Role {
	// The roles of the table are the letters after the last '@' of each
	// entry: only the entries holding an '@' are read.
	var r Role
	for i := 0; i < len(desc); {
		j := strings.IndexByte(desc[i:], '@')
		if j < 0 {
			break
		}
		start, e := entryAt(desc, i+j)
		r |= roles(splitEntry(e).roles, e)
		i = start + len(e)
	}
	return r
}

// entryParts is one entry of a descriptor taken apart: the comma-separated
// spellings, what the option takes, and the text of its parts.
type entryParts struct {
	names    string
	takes    Takes
	words    string // Optional: the words after '?', split at '|'
	chars    string // Optional: the characters after "?%"
	roles    string // the letters after the last '@'
	implies  string // the flags after the first '^', split at '^'
	hasChars bool
	implied  bool
}

// splitEntry takes one descriptor entry apart (see opts).
func splitEntry(e string) (p entryParts) {
	if i := strings.LastIndexByte(e, '@'); i > 0 {
		p.roles, e = e[i+1:], e[:i]
	}
	if i := strings.IndexByte(e, '^'); i > 0 {
		p.implies, p.implied, e = e[i+1:], true, e[:i]
	}
	switch n := len(e); {
	case n > 1 && e[n-1] == ':' && e[n-2] == ':':
		p.takes, e = Pair, e[:n-2]
	case n > 0 && e[n-1] == ':':
		p.takes, e = Value, e[:n-1]
	case n > 0 && e[n-1] == ';':
		p.takes, e = Rest, e[:n-1]
	case n > 2 && e[n-1] == '*':
		p.takes, e = Remaining, e[:n-1]
	case n > 2 && strings.IndexByte(e, '?') >= 0:
		i := strings.IndexByte(e, '?')
		p.takes = Optional
		if w := e[i+1:]; strings.HasPrefix(w, "%") {
			p.chars, p.hasChars = w[1:], true
		} else {
			p.words = w
		}
		e = e[:i]
	}
	p.names = e
	return p
}

// newOption builds the Option of the descriptor entry e.
func newOption(e string) *Option {
	p := splitEntry(e)
	o := &Option{Takes: p.takes, Role: roles(p.roles, e), Names: strings.Split(p.names, ",")}
	if p.implied {
		o.Implies = strings.Split(p.implies, "^")
	}
	if p.hasChars {
		o.Chars = p.chars
	} else if p.words != "" {
		o.Words = strings.Split(p.words, "|")
	}
	return o
}

// roles returns the roles of the letters of an entry's @ROLES.
func roles(letters, e string) Role {
	var r Role
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if c >= 0x80 || roleLetters[c] == 0 {
			panic("progs: unknown role letter in " + e)
		}
		r |= roleLetters[c]
	}
	return r
}

// Roles is the union of the roles of every option of p, before and after
// any subcommand.
func (p *Program) Roles() Role {
	if p == nil {
		return 0
	}
	var r Role
	if p.Global != nil {
		r |= p.Global.Roles
	}
	if p.Def != nil {
		r |= p.Def.Roles
	}
	for _, n := range p.SubNames() {
		r |= p.SubTable(n).Roles
	}
	return r
}

// roleLetters maps each letter of @ROLES to its role.
var roleLetters = [128]Role{
	'r': ReadPath, 'w': WritePath, 'd': Dir, 'x': RunsProgram, 's': RunsShell, 'c': RunsCode,
	'k': Config, 'p': Script, 'W': OpsWrite, 'R': OpsRead, 't': Target, 'S': Stop, 'D': Writes, 'X': Runs,
	'f': FirstOperand, 'e': Ends, 'z': Opaque, 'i': Stdin, 'n': Var,
	'm': Mount, 'v': Reveals,
}
