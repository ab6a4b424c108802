package progs

import (
	"slices"
	"strings"
	"sync"
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
)

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
	subMu    sync.Mutex
	rolesDo  sync.Once
	groupsDo sync.Once
	groups   map[string]bool // the subcommands with nested ones (nests)
	// DashDashSub: "--" before the subcommand is skipped (git -- reset).
	DashDashSub bool
	// SubsOnly: the program is closed at the subcommand level: a
	// subcommand without a table of its own (one pregate does not model,
	// a plugin, an alias) is, like an unknown option, one whose effect
	// pregate cannot vouch for. A subcommand whose table has nested ones
	// ("s3 cp") needs one of them too.
	SubsOnly bool
	// OperandFlag maps an operand after the subcommand sub to the option
	// it implies (git push +main is a forced push, :main a delete), ""
	// for none.
	OperandFlag func(sub, op string) string
	// OldStyle: the first word may be a bundle of option letters without
	// a dash whose values follow in order (tar czf a.tgz dir).
	OldStyle bool

	// Layout, Access and Skip say what the operands are: Skip leading
	// operands are not paths (a pattern, a mode, a script) unless an
	// option with the Script role supplies them.
	Layout Layout
	Access Access
	Skip   int

	// Wrapper: the program runs the rest of its argv as a command, after
	// its options and Leading operands (timeout DURATION CMD).
	Wrapper bool
	Leading int
	// Container: a wrapper reported as its own segment; the others
	// (timeout, nice, …) are stripped, as Claude Code strips them.
	Container bool

	// Interp: the program runs code of its own, a shell or an
	// interpreter. Unless an option gives the code (python -c, sh -c's
	// first operand), its first operand is a script file it reads and
	// runs, "-" or none its standard input; an option its table does not
	// know leaves what it runs unknown. Shell: the code is shell code.
	// CodeSub: a subcommand whose first operand is the code (deno eval).
	Interp  bool
	Shell   bool
	CodeSub string
	// Vars: the operands name shell variables the builtin assigns (read
	// NAME…, unset NAME…).
	Vars bool
	// Open, when set, says why the table lists only some of the
	// program's options (the ones pregate judges): an option it does not
	// list is then no reason to distrust the command. A program without
	// it has every option in its tables, so an option they do not know
	// (a new one, a misspelling the program accepts, a typo) is one whose
	// effect pregate cannot vouch for (see Unknown).
	Open string

	roles Role // Roles(), kept by Lookup
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
	for _, it := range parsed.Items {
		if it.Kind == End {
			break
		}
		if it.Kind == Operand {
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
	return "" // a group alone prints its usage
}

// nests reports whether sub has nested subcommands with tables ("s3"
// has "s3 cp").
func (p *Program) nests(sub string) bool {
	p.groupsDo.Do(func() {
		p.groups = map[string]bool{}
		for _, n := range p.SubNames() {
			for i := strings.LastIndexByte(n, ' '); i > 0; i = strings.LastIndexByte(n[:i], ' ') {
				p.groups[n[:i]] = true
			}
		}
	})
	return p.groups[sub]
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
	build, ok := p.LazySubs[sub]
	if !ok {
		return nil
	}
	if p.Subs == nil {
		p.Subs = map[string]*Options{}
	}
	s := build()
	p.Subs[sub] = s
	return s
}

// SubNames returns the names of every subcommand with its own table.
func (p *Program) SubNames() []string {
	names := make([]string, 0, len(p.Subs)+len(p.LazySubs))
	for n := range p.Subs {
		names = append(names, n)
	}
	for n := range p.LazySubs {
		if _, ok := p.Subs[n]; !ok {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// hasSubs reports whether p has subcommands with tables of their own.
func (p *Program) hasSubs() bool { return p.Subs != nil || p.LazySubs != nil }

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
	cache   = map[string]*Program{}
)

// Lookup returns the program called name (a basename, lower case as it is
// run), nil for a program pregate has no table for. Each table is built
// the first time it is asked for: a hook call looks at a handful of
// programs, not all of them.
func Lookup(name string) *Program {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if p, ok := cache[name]; ok {
		return p
	}
	build, ok := table()[name]
	if !ok {
		build, ok = interpTable()[name]
	}
	if !ok {
		// Unknown names are not remembered, so odd commands cannot grow
		// the cache.
		return nil
	}
	p := build()
	p.Name = name
	cache[name] = p
	return p
}

// opts builds a table from a compact description: entries separated by
// spaces, each a comma-separated list of spellings (the first is the
// canonical one), then what the option takes:
//
//	:          a value
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
// n Var.
func opts(desc string, g Grammar) *Options {
	s := &Options{Grammar: g, byName: map[string]*Option{}}
	for _, e := range strings.Fields(desc) {
		o := &Option{}
		if i := strings.LastIndexByte(e, '@'); i > 0 {
			for _, c := range e[i+1:] {
				o.Role |= roleLetters[c]
				if roleLetters[c] == 0 {
					panic("progs: unknown role letter in " + e)
				}
			}
			e = e[:i]
		}
		if i := strings.IndexByte(e, '^'); i > 0 {
			o.Implies = strings.Split(e[i+1:], "^")
			e = e[:i]
		}
		switch {
		case strings.HasSuffix(e, ":"):
			o.Takes, e = Value, strings.TrimSuffix(e, ":")
		case strings.HasSuffix(e, ";"):
			o.Takes, e = Rest, strings.TrimSuffix(e, ";")
		case strings.HasSuffix(e, "*") && len(e) > 2:
			o.Takes, e = Remaining, strings.TrimSuffix(e, "*")
		case strings.Contains(e, "?") && len(e) > 2:
			i := strings.IndexByte(e, '?')
			o.Takes = Optional
			if w := e[i+1:]; strings.HasPrefix(w, "%") {
				o.Chars = w[1:]
			} else if w != "" {
				o.Words = strings.Split(w, "|")
			}
			e = e[:i]
		}
		o.Names = strings.Split(e, ",")
		for _, n := range o.Names {
			if _, dup := s.byName[n]; dup {
				panic("progs: option " + n + " declared twice")
			}
			s.byName[n] = o
			if strings.HasPrefix(n, "--") {
				s.longs = append(s.longs, n)
			}
		}
		s.list = append(s.list, o)
		s.Roles |= o.Role
	}
	return s
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

var roleLetters = map[rune]Role{
	'r': ReadPath, 'w': WritePath, 'd': Dir, 'x': RunsProgram, 's': RunsShell, 'c': RunsCode,
	'k': Config, 'p': Script, 'W': OpsWrite, 'R': OpsRead, 't': Target, 'S': Stop, 'D': Writes, 'X': Runs,
	'f': FirstOperand, 'e': Ends, 'z': Opaque, 'i': Stdin, 'n': Var,
}
