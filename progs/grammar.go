package progs

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Takes says what an option does with the words after it.
type Takes uint8

const (
	// Flag takes no value.
	Flag Takes = iota
	// Value takes one: attached (-ofile, --out=file) or the next word.
	Value
	// Optional takes a value only when it is attached (sed -i.bak,
	// xargs -i{}, --prune=now), or, when Words is set, the next word if
	// it is one of them (git checkout --track direct).
	Optional
	// Rest takes the words up to ";" or "+" (find -exec CMD ;).
	Rest
	// Remaining takes every word after it, joined with spaces as the
	// value (pwsh -Command WORDS…).
	Remaining
	// Pair takes the next two words, a name and its value; the value is
	// the second (jq --rawfile NAME FILE). It is never attached.
	Pair
)

// Role is what a program does with an option's value or its operands,
// as a set of bits.
type Role uint32

const (
	// ReadPath: the value is a path the program reads.
	ReadPath Role = 1 << iota
	// WritePath: the value is a path the program writes.
	WritePath
	// Dir: the value is a directory the program runs in (git -C,
	// make -C, sudo -D).
	Dir
	// RunsProgram: the value is a program the program runs (rsync -e,
	// tar --use-compress-program).
	RunsProgram
	// RunsShell: the value is a shell string the program runs (sh -c,
	// su -c, tar --to-command, npm --script-shell's scripts).
	RunsShell
	// RunsCode: the value is code in another language (awk's program,
	// sed -e, python -c, node --node-options).
	RunsCode
	// Config: the value sets configuration that may name a command to
	// run (git -c core.pager=…, ssh -o ProxyCommand=…).
	Config
	// Script: the option supplies what the first operand would
	// otherwise be (grep -e PATTERN, sed -e SCRIPT, awk -f FILE).
	Script
	// OpsWrite: the option turns the operands into paths written
	// (sed -i, install -d).
	OpsWrite
	// OpsRead: the option turns them back into paths read (gzip -c).
	OpsRead
	// Target: the value is the destination directory of a copy
	// (cp -t DIR); it is also written.
	Target
	// Stop: after this option the program runs no command (sudo -l,
	// ionice -p PID).
	Stop
	// Writes: the option alone makes the program write or delete files
	// (find -delete, git diff --output is WritePath instead).
	Writes
	// Runs: the option alone makes the program run something (find
	// -exec, rg --pre), beyond what a value role says.
	Runs
	// FirstOperand: the option is a flag whose value is the first
	// operand, wherever the options end (sh -ce CMD, sh -c -e CMD: CMD is
	// -c's value, the words after it $0 $1 … and no options).
	FirstOperand
	// Ends: the options end after this one and its value; the words
	// after are operands (python -c CODE ARGS…, python -m MOD ARGS…).
	Ends
	// Opaque: the value is code pregate cannot read (pwsh
	// -EncodedCommand BASE64).
	Opaque
	// Stdin: the program reads the code it runs from its standard input,
	// and its operands are that code's arguments (sh -s).
	Stdin
	// Var: the value names a shell variable the builtin assigns (read
	// -a NAME, printf -v NAME).
	Var
	// Mount: the value mounts host paths into a container (docker -v
	// SRC:DST[:OPTS], --mount type=bind,src=SRC,dst=DST, --device
	// SRC:DST): each host path it names is read, and written unless the
	// mount is read-only (see MountPaths).
	Mount
	// Reveals: the option makes the program print its own configuration
	// file, secrets included (kubectl config view --raw): the files of
	// Program.Config are read as cat would read them.
	Reveals
)

// RunsAny is every role that runs something.
const RunsAny = RunsProgram | RunsShell | RunsCode | Config | Runs

// Option is one option of a program: its spellings, what it takes and
// the role of its value.
type Option struct {
	// Names are the spellings; Names[0] is the canonical one.
	Names []string
	// Words are the values an Optional option takes from the next word.
	Words []string
	// Chars, when set, limits an Optional option's attached value to
	// the longest run of these characters (perl -l0, -0777: -lane is
	// -l then -a -n -e).
	Chars string
	Takes Takes
	Role  Role
	// Implies are the canonical flags a deny rule sees for this spelling
	// (git branch -D is --delete --force); nil means Names[0].
	Implies []string
}

// Canon is the option's canonical spelling.
func (o *Option) Canon() string { return o.Names[0] }

// Grammar says how a program spells its options.
type Grammar uint16

const (
	// OneDash: options are whole words (-name, -exec), never bundles.
	OneDash Grammar = 1 << iota
	// Abbrev: a unique prefix of a long option is that option, as
	// getopt_long allows.
	Abbrev
	// POSIX: options end at the first operand (a wrapper's command
	// starts there), as getopt does with a leading '+'.
	POSIX
	// Numeric: -N is an option (nice -10).
	Numeric
	// NextWord: a short option's value is never attached; each valued
	// letter of a bundle takes the next word in turn (bash -eo pipefail,
	// -oO errexit extglob).
	NextWord
	// Modes: a word of mode letters after '-' is an operand, the mode
	// (chmod -w f, chmod -x+X d), not a bundle of options.
	Modes
	// DashEnds: a lone "-" ends the options as "--" does (bash - FILE,
	// set - ARGS).
	DashEnds
	// Plus: a word starting with '+' is a bundle of the same letters
	// (bash +e +o posix).
	Plus
	// Underscore: '_' in a long option's name is '-' (node
	// --max_old_space_size).
	Underscore
	// PowerShell: PowerShell's own command line: each option is a word
	// after one of - -- / or a Unicode dash, names are case-insensitive,
	// an option may be written as any prefix of one of its spellings no
	// shorter than another of its spellings that starts it (-Command,
	// -com, -c; -EncodedCommand, -enc, -e, -ec), no "=" form and no
	// "--" end.
	PowerShell
	// Negate: --no-NAME turns a long option --NAME off, and --NAME turns
	// a declared --no-NAME back on, as git's parse-options allows; the
	// other form has no role.
	Negate
	// Colon: an option of one dash written whole takes a value attached
	// after ':' as after '=' (java -javaagent:FILE, -verbose:gc, javac
	// -g:none, -Xlint:all).
	Colon
	// OperandEnds: the first operand ends the options, and the words
	// after it are operands (java MAIN ARGS…); POSIX stops there instead,
	// leaving them to the command a wrapper runs.
	OperandEnds
	// Verbatim: no word is an option; every word is an operand (pnpm
	// exec's and test's words, which pnpm hands on without reading).
	Verbatim
)

// Options is one option table: a program's options, or a subcommand's.
// It keeps its descriptor and, for the first few lookups, reads only the
// entries a lookup finds the spelling in: a hook call looks up a handful
// of options of a table that declares hundreds. A table looked up more
// often indexes its spellings (index), still without turning the entries
// into Options until one is asked for; All lists every entry.
type Options struct {
	Grammar Grammar
	// Roles is the union of the roles of its options.
	Roles Role
	desc  string
	// gen is the table's record in optindex_gen.go plus one, 0 for a
	// descriptor without one.
	gen int32

	mu   sync.Mutex
	memo []memoOpt  // the entries turned into Options, by offset in desc
	seen []seenName // the names searched for, before the index

	variants []*Options // WithGrammar's tables

	idxOnce sync.Once
	idx     atomic.Pointer[optIndex]
	allOnce sync.Once
	all     []*Option
}

// scanLimit is how many names a table searches its descriptor for before
// it indexes its spellings: a search costs a few percent of the index.
const scanLimit = 12

// memoOpt is one entry of a descriptor already turned into its Option,
// so that every lookup of it returns the same *Option.
type memoOpt struct {
	at int
	o  *Option
}

// optIndex maps every spelling of a descriptor to the offset of its
// entry.
type optIndex struct {
	at     map[string]int
	longs  []string // long spellings, for abbreviations
	starts []int    // the offset of each entry, in order
}

// Lookup returns the option spelled name ("-f", "--force", "-name"),
// a unique abbreviation of a long option when the grammar allows them,
// or nil.
func (s *Options) Lookup(name string) *Option {
	if s == nil {
		return nil
	}
	if o := s.find(name); o != nil {
		return o
	}
	if s.Grammar&PowerShell != 0 {
		return s.psLookup(name)
	}
	if s.Grammar&Underscore != 0 && strings.HasPrefix(name, "--") && strings.Contains(name, "_") {
		if o := s.find("--" + strings.ReplaceAll(name[2:], "_", "-")); o != nil {
			return o
		}
	}
	if s.Grammar&Negate != 0 && strings.HasPrefix(name, "--") {
		other := "--no-" + name[2:]
		if rest, ok := strings.CutPrefix(name, "--no-"); ok {
			other = "--" + rest
		}
		if s.find(other) != nil {
			return &Option{Names: []string{name}}
		}
	}
	if s.Grammar&Abbrev != 0 && strings.HasPrefix(name, "--") && len(name) > 3 {
		return s.abbrev(name)
	}
	return nil
}

// WithGrammar returns the table with grammar g instead of its own: the
// same descriptor, read as that grammar spells it. The table is made
// once per grammar asked for.
func (s *Options) WithGrammar(g Grammar) *Options {
	if s == nil || s.Grammar == g {
		return s
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, v := range s.variants {
		if v.Grammar == g {
			return v
		}
	}
	v := &Options{Grammar: g, Roles: s.Roles, desc: s.desc, gen: s.gen}
	s.variants = append(s.variants, v)
	return v
}

// seenName is a lookup already answered by searching the descriptor:
// the words of a command are looked up again by each stage that reads
// them.
type seenName struct {
	name   string
	prefix bool // an abbreviation's lookup
	o      *Option
}

// search answers a lookup of name (or, with prefix, of the abbreviation
// name) by searching the descriptor with look, remembering the answer;
// it returns nil, false once scanLimit names have been searched, when
// the table is to be indexed instead.
func (s *Options) search(name string, prefix bool, look func(string) *Option) (*Option, bool) {
	s.mu.Lock()
	for _, m := range s.seen {
		if m.name == name && m.prefix == prefix {
			s.mu.Unlock()
			return m.o, true
		}
	}
	n := len(s.seen)
	s.mu.Unlock()
	if n >= scanLimit {
		return nil, false
	}
	o := look(name)
	s.mu.Lock()
	s.seen = append(s.seen, seenName{name, prefix, o})
	s.mu.Unlock()
	return o, true
}

// find returns the option one of whose spellings is name, nil when none
// is.
func (s *Options) find(name string) *Option {
	if s.gen > 0 {
		return s.genLookup(name, false)
	}
	if x := s.idx.Load(); x == nil && name != "" {
		if o, ok := s.search(name, false, s.scan); ok {
			return o
		}
	}
	if at, ok := s.index().at[name]; ok {
		return s.option(entryAt(s.desc, at))
	}
	return nil
}

// scan searches the descriptor for name at the start of a spelling and
// reads only the entries it is found in.
func (s *Options) scan(name string) *Option {
	d := s.desc
	for i := 0; i < len(d); {
		j := strings.Index(d[i:], name)
		if j < 0 {
			return nil
		}
		j += i
		if j == 0 || d[j-1] == ' ' || d[j-1] == ',' {
			start, e := entryAt(d, j)
			if hasSpelling(splitEntry(e).names, name, false) {
				return s.option(start, e)
			}
		}
		i = j + 1
	}
	return nil
}

// hasSpelling reports whether one of the comma-separated spellings names
// is name, or, with prefix, starts with it.
func hasSpelling(names, name string, prefix bool) bool {
	for {
		n, rest, more := strings.Cut(names, ",")
		if n == name || prefix && strings.HasPrefix(n, name) {
			return true
		}
		if !more {
			return false
		}
		names = rest
	}
}

// abbrev returns the option a unique prefix of its long spellings names,
// nil when none or several do.
func (s *Options) abbrev(name string) *Option {
	if s.gen > 0 {
		return s.genLookup(name, true)
	}
	if s.idx.Load() == nil {
		if o, ok := s.search(name, true, s.scanPrefix); ok {
			return o
		}
	}
	x := s.index()
	found := -1
	for _, l := range x.longs {
		if strings.HasPrefix(l, name) {
			at := x.at[l]
			if found >= 0 && found != at {
				return nil // ambiguous
			}
			found = at
		}
	}
	if found < 0 {
		return nil
	}
	return s.option(entryAt(s.desc, found))
}

// scanPrefix searches the descriptor for the spellings name starts and
// returns the option they are of, nil when they are of several.
func (s *Options) scanPrefix(name string) *Option {
	d := s.desc
	found := -1
	var at string
	for i := 0; i < len(d); {
		j := strings.Index(d[i:], name)
		if j < 0 {
			break
		}
		j += i
		i = j + 1
		if j > 0 && d[j-1] != ' ' && d[j-1] != ',' {
			continue
		}
		start, e := entryAt(d, j)
		if start == found || !hasSpelling(splitEntry(e).names, name, true) {
			continue
		}
		if found >= 0 {
			return nil // ambiguous
		}
		found, at = start, e
	}
	if found < 0 {
		return nil
	}
	return s.option(found, at)
}

// entryAt returns the entry of d holding offset j, and where it starts.
func entryAt(d string, j int) (int, string) {
	start := strings.LastIndexByte(d[:j], ' ') + 1
	end := strings.IndexByte(d[j:], ' ')
	if end < 0 {
		return start, d[start:]
	}
	return start, d[start : j+end]
}

// option returns the Option of the entry e found at offset at of the
// descriptor, building it the first time.
func (s *Options) option(at int, e string) *Option {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.memo {
		if m.at == at {
			return m.o
		}
	}
	o := newOption(e)
	s.memo = append(s.memo, memoOpt{at, o})
	return o
}

// index maps every spelling of the table to its entry, once. It refuses
// an option declared twice (opts has checked the role letters).
func (s *Options) index() *optIndex {
	s.idxOnce.Do(func() {
		d := s.desc
		x := &optIndex{at: make(map[string]int, strings.Count(d, " ")+strings.Count(d, ",")+1)}
		for i := 0; i < len(d); {
			for i < len(d) && d[i] == ' ' {
				i++
			}
			if i == len(d) {
				break
			}
			start, e := entryAt(d, i)
			i = start + len(e)
			x.starts = append(x.starts, start)
			names, more := splitEntry(e).names, true
			for more {
				var n string
				n, names, more = strings.Cut(names, ",")
				if _, dup := x.at[n]; dup {
					panic("progs: option " + n + " declared twice")
				}
				x.at[n] = start
				if strings.HasPrefix(n, "--") {
					x.longs = append(x.longs, n)
				}
			}
		}
		s.idx.Store(x)
	})
	return s.idx.Load()
}

// psLookup finds name as PowerShell matches its parameters: the dash
// or slash (and a second dash) dropped, case folded, a prefix of a
// spelling that another spelling of the same option starts. A name
// two options would take is neither.
func (s *Options) psLookup(name string) *Option {
	key, ok := psKey(name)
	if !ok || key == "" {
		return nil
	}
	var found *Option
	for _, o := range s.All() {
		if psMatch(o, key) {
			if found != nil && found != o {
				return nil
			}
			found = o
		}
	}
	return found
}

// psKey is the switch name of a PowerShell word: what follows one of -
// / or a Unicode dash, and a second dash, in lower case.
func psKey(word string) (string, bool) {
	strip := func(w string) (string, bool) {
		for _, d := range []string{"-", "/", "\u2013", "\u2014", "\u2015"} {
			if strings.HasPrefix(w, d) {
				return w[len(d):], true
			}
		}
		return w, false
	}
	k, ok := strip(word)
	if !ok {
		return "", false
	}
	if k2, ok := strip(k); ok && !strings.HasPrefix(k, "/") {
		k = k2
	}
	return strings.ToLower(k), true
}

func psMatch(o *Option, key string) bool {
	for _, full := range o.Names {
		full = strings.ToLower(strings.TrimPrefix(full, "-"))
		if !strings.HasPrefix(full, key) {
			continue
		}
		for _, short := range o.Names {
			if short = strings.ToLower(strings.TrimPrefix(short, "-")); strings.HasPrefix(key, short) {
				return true
			}
		}
	}
	return false
}

// Canonical returns the canonical spelling of name, or name itself for
// an option the table does not know.
func (s *Options) Canonical(name string) string {
	if o := s.Lookup(name); o != nil {
		return o.Canon()
	}
	return name
}

// All returns the options of the table in the order they were declared.
func (s *Options) All() []*Option {
	if s == nil {
		return nil
	}
	s.allOnce.Do(func() {
		for _, at := range s.index().starts {
			s.all = append(s.all, s.option(entryAt(s.desc, at)))
		}
	})
	return s.all
}

// Kind is what a parsed word is.
type Kind uint8

const (
	// Operand is a word that is not an option.
	Operand Kind = iota
	// Opt is an option, one of a bundle, or an option with its value.
	Opt
	// End is the "--" that ends the options.
	End
)

// Item is one element of a parsed argv: an operand, an option (a bundle
// gives one Item per letter) or the end of options.
type Item struct {
	Kind Kind
	// HasValue says the option has a value (Value); Attached that the
	// value is part of the option's word. (The three bytes are together:
	// an Item is 72 bytes, not 88, and a parse makes one per word.)
	HasValue bool
	Attached bool
	// Word is the index of the word the item is written in.
	Word int
	// Name is the option as written, without its value: "-f", "--force",
	// "--forc", "-name". For an operand, the word itself.
	Name string
	// Option is the table's entry, nil for an option it does not know.
	Option *Option
	// Value is the option's value.
	Value string
	// ValueWord is the index of the word holding the value: Word when it
	// is attached, the next word otherwise; -1 without a value. For Rest
	// options ValueWord..ValueEnd-1 are the words taken.
	ValueWord int
	ValueEnd  int
}

// Canon is the canonical spelling of the item's option (Name when the
// table does not know it).
func (it *Item) Canon() string {
	if it.Option != nil {
		return it.Option.Canon()
	}
	return it.Name
}

// Flags calls emit with the canonical flags the item's option stands
// for: the ones it implies (git branch -D is -d -f), else its canonical
// spelling, else (an option the table does not know) its name as written.
func (it *Item) Flags(emit func(string)) {
	switch {
	case it.Option == nil:
		emit(it.Name)
	case it.Option.Implies != nil:
		for _, f := range it.Option.Implies {
			emit(f)
		}
	default:
		emit(it.Option.Canon())
	}
}

// Role is the role of the item's option, 0 for an unknown one.
func (it *Item) Role() Role {
	if it.Option != nil {
		return it.Option.Role
	}
	return 0
}

// Words is an argv to parse: its values, and which of them only run time
// knows.
type Words struct {
	Values []string
	// Dynamic reports whether word i is dynamic; nil means none is. A
	// dynamic word is an operand, and ends the options of a POSIX table.
	Dynamic func(i int) bool
	src     []int // index in the caller's argv of each word (old-style bundles)
}

func (w *Words) dynamic(i int) bool { return w.Dynamic != nil && w.Dynamic(i) }

// Parse takes words apart with one option table, from words[start]. next
// is the index of the first word not consumed: len(words) unless the
// table is POSIX, where it is the first operand (after a "--").
func Parse(w Words, start int, s *Options) (items []Item, next int) {
	p := parser{w: w}
	return p.run(start, s, nil)
}

// Leading is Parse with the options ending at the first operand, as a
// program's global options end at its subcommand.
func Leading(w Words, start int, s *Options) (items []Item, next int) {
	p := parser{w: w, posix: true}
	return p.run(start, s, nil)
}

// Parsed is an argv taken apart with a program's tables.
type Parsed struct {
	Items []Item
	// Words are the words parsed: those given, except that an old-style
	// bundle is split (see Words.Source).
	Words Words
	// Global and Sub are the tables in force before and after the
	// subcommand (the same table for a program without subcommands).
	Global, Sub *Options
}

// ParseProgram takes the words after the program's name apart: the global
// table up to the first operand (the subcommand), then the subcommand's.
// A nil program parses every option as a flag.
func ParseProgram(w Words, p *Program) Parsed {
	if p == nil {
		p = &Program{}
	}
	pr := parser{w: w}
	cur := p.Global
	subSeen := !p.hasSubs() && p.Global == nil
	if subSeen {
		cur = p.Def
	}
	out := Parsed{Global: cur, Sub: cur, Words: w}
	pr.skipEnd = !subSeen && p.DashDashSub
	sub, nested := "", false
	items, _ := pr.run(0, cur, func(name string) *Options {
		if subSeen {
			// A management subcommand's own subcommand (docker
			// container run, kubectl create secret generic) has a table
			// keyed by all its words.
			if nested || sub == "" {
				return nil
			}
			if s := p.SubTable(sub + " " + name); s != nil {
				sub += " " + name
				cur = s
				out.Sub = cur
				return cur
			}
			nested = true
			return nil
		}
		subSeen = true
		sub = name
		cur = p.Def
		if s := p.SubTable(name); s != nil {
			cur = s
		}
		out.Sub = cur
		return cur
	})
	out.Items = items
	return out
}

type parser struct {
	w     Words
	posix bool // options end at the first operand, whatever the table says
	// skipEnd: a "--" is skipped rather than ending the options, until
	// the first operand is given to onOperand (git -- reset: before the
	// subcommand). A flag, not a function of ParseProgram's state: a
	// closure kept in the parser would move the state it reads to the
	// heap, an allocation every parse.
	skipEnd bool
}

// run parses from start with table s. onOperand, when set, is called
// with each operand before the options end; a non-nil table it returns
// is in force from then on.
func (p *parser) run(start int, s *Options, onOperand func(operand string) *Options) ([]Item, int) {
	args := p.w.Values
	items := make([]Item, 0, itemsCap(args[start:]))
	end := false
	pending := -1 // the item of a FirstOperand option waiting for its value
	for i := start; i < len(args); i++ {
		a := args[i]
		posix := p.posix || s != nil && s.Grammar&POSIX != 0
		ps := s != nil && s.Grammar&PowerShell != 0
		if !end && p.w.dynamic(i) && pending < 0 {
			if it, ok := dynamicValued(s, a, i); ok {
				items = append(items, it)
				continue
			}
		}
		if end || p.w.dynamic(i) && !knownLongValue(s, a) || !p.option(s, a) {
			if pending >= 0 {
				// sh -c CMD: the first operand is -c's value; the options
				// end with it.
				it := &items[pending]
				it.Value, it.HasValue, it.ValueWord = a, true, i
				pending = -1
				if posix {
					return items, i + 1
				}
				end = true
				continue
			}
			if posix && !end {
				return items, i
			}
			items = append(items, Item{Kind: Operand, Word: i, Name: a, ValueWord: -1})
			if onOperand != nil && !end {
				p.skipEnd = false
				if ns := onOperand(a); ns != nil {
					s = ns
				}
			}
			if s != nil && s.Grammar&OperandEnds != 0 {
				end = true
			}
			continue
		}
		if a == "--" && !ps || a == "-" && s != nil && s.Grammar&DashEnds != 0 {
			if p.skipEnd {
				continue
			}
			items = append(items, Item{Kind: End, Word: i, Name: a, ValueWord: -1})
			if posix && pending < 0 {
				return items, i + 1
			}
			end = true
			continue
		}
		if s != nil && s.Grammar&Numeric != 0 && allDigits(a[1:]) {
			items = append(items, Item{Kind: Opt, Word: i, Name: a, ValueWord: -1})
			continue
		}
		first := len(items) // the first item of this word
		var last *Item      // the option the word ends with
		if ps || strings.HasPrefix(a, "--") || s != nil && (s.Grammar&OneDash != 0 || wholeWord(s, a)) {
			name, val, has := a, "", false
			if !ps {
				name, val, has = cutValue(s, a)
			}
			o := s.Lookup(name)
			it := Item{Kind: Opt, Word: i, Name: name, Option: o, ValueWord: -1}
			switch {
			case o != nil && o.Takes == Rest:
				it.ValueWord, it.ValueEnd = i+1, restEnd(args, i+1)
				i = it.ValueEnd // the terminator
			case o != nil && o.Takes == Remaining:
				it.ValueWord, it.ValueEnd = i+1, len(args)
				if i+1 < len(args) {
					it.Value, it.HasValue = strings.Join(args[i+1:], " "), true
				}
				i = len(args)
			case has:
				it.Value, it.HasValue, it.ValueWord, it.Attached = val, true, i, true
			case o != nil && o.Takes == Pair:
				// Both words are the option's, however many there are.
				if i+2 < len(args) {
					it.Value, it.HasValue, it.ValueWord = args[i+2], true, i+2
				}
				i = min(i+2, len(args)-1)
			case o != nil && o.Takes == Value && i+1 < len(args):
				i++
				it.Value, it.HasValue, it.ValueWord = args[i], true, i
			case o != nil && o.Takes == Optional && o.Words != nil && i+1 < len(args) && slices.Contains(o.Words, args[i+1]):
				i++
				it.Value, it.HasValue, it.ValueWord = args[i], true, i
			}
			items = append(items, it)
			last = &items[len(items)-1]
		} else {
			i, last = p.bundle(&items, i, s)
		}
		if pending < 0 {
			for k := first; k < len(items); k++ {
				if items[k].Role()&FirstOperand != 0 && !items[k].HasValue {
					pending = k
				}
			}
		}
		if last != nil && last.Role()&Ends != 0 {
			if posix {
				return items, i + 1
			}
			end = true
		}
	}
	return items, len(args)
}

// itemsCap is the room run makes for the items of args: one per word,
// and one per letter of a word that may be a bundle of short options
// (-la, -rn; not -20, which is one), so that parsing them makes one
// slice and does not grow it.
func itemsCap(args []string) int {
	n := 0
	for _, a := range args {
		n++
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			k := 1
			for k < len(a) && (a[k] >= 'a' && a[k] <= 'z' || a[k] >= 'A' && a[k] <= 'Z') {
				k++
			}
			if k == len(a) {
				n += len(a) - 2
			}
		}
	}
	return n
}

// dynamicValued reads a dynamic word whose literal start is an option of
// s that takes a value, attached: --volume=$HOME/.ssh:/k, -v$HOME/x:/k.
// The expansion can change the value only, not which option it is (a
// word that may be anything else stays an operand).
func dynamicValued(s *Options, a string, i int) (Item, bool) {
	if s == nil || s.Grammar&(PowerShell|OneDash) != 0 || len(a) < 3 || a[0] != '-' {
		return Item{}, false
	}
	name, val := a[:2], a[2:]
	if a[1] == '-' {
		n, v, ok := strings.Cut(a, "=")
		if !ok {
			return Item{}, false
		}
		name, val = n, v
	}
	for k := 1; k < len(name); k++ {
		if c := name[k]; !(c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return Item{}, false
		}
	}
	o := s.Lookup(name)
	if o == nil || o.Takes != Value {
		return Item{}, false
	}
	return Item{Kind: Opt, Word: i, Name: name, Option: o, Value: val, HasValue: true, ValueWord: i, Attached: true}, true
}

// option reports whether word a is an option (or "--") for table s.
func (p *parser) option(s *Options, a string) bool {
	if s != nil && s.Grammar&Verbatim != 0 {
		return false
	}
	if a == "-" {
		return s != nil && s.Grammar&DashEnds != 0
	}
	if len(a) < 2 {
		return false
	}
	if s != nil && s.Grammar&Modes != 0 && modeWord(a) {
		return false
	}
	if s != nil && s.Grammar&PowerShell != 0 {
		_, ok := psKey(a)
		return ok
	}
	return a[0] == '-' || a[0] == '+' && s != nil && s.Grammar&Plus != 0
}

// bundle parses the short options of word i (-rf, -qbfeature: b takes
// "feature"; +e in a Plus table) into items, and returns the index of
// the last word it consumed and the item of the bundle's last option.
func (p *parser) bundle(items *[]Item, i int, s *Options) (int, *Item) {
	args := p.w.Values
	a := args[i]
	next := i + 1 // the next word a NextWord value takes
	nextWord := s != nil && s.Grammar&NextWord != 0
	var last *Item
	for j := 1; j < len(a); j++ {
		name := shortName(a[j])
		o := s.Lookup(name)
		if a[0] == '+' {
			name = "+" + name[1:]
		}
		it := Item{Kind: Opt, Word: i, Name: name, Option: o, ValueWord: -1}
		if o != nil && o.Takes == Rest {
			// fd -x CMD…: the rest of the bundle is not the command.
			it.ValueWord, it.ValueEnd = i+1, restEnd(args, i+1)
			*items = append(*items, it)
			return it.ValueEnd, &(*items)[len(*items)-1]
		}
		switch {
		case o != nil && o.Takes == Optional && o.Chars != "":
			k := j + 1
			for k < len(a) && strings.IndexByte(o.Chars, a[k]) >= 0 {
				k++
			}
			if k > j+1 {
				it.Value, it.HasValue, it.ValueWord, it.Attached = a[j+1:k], true, i, true
			}
			*items = append(*items, it)
			last = &(*items)[len(*items)-1]
			j = k - 1
			continue
		case o != nil && nextWord && o.Takes == Value:
			if next < len(args) {
				it.Value, it.HasValue, it.ValueWord = args[next], true, next
				next++
			}
			*items = append(*items, it)
			last = &(*items)[len(*items)-1]
			continue
		case o != nil && (o.Takes == Value || o.Takes == Optional && o.Words == nil):
			switch {
			case j+1 < len(a):
				it.Value, it.HasValue, it.ValueWord, it.Attached = a[j+1:], true, i, true
			case o.Takes == Value && i+1 < len(args):
				next = i + 2
				it.Value, it.HasValue, it.ValueWord = args[i+1], true, i+1
			}
			*items = append(*items, it)
			return next - 1, &(*items)[len(*items)-1]
		case o != nil && o.Takes == Optional && j == len(a)-1 && i+1 < len(args) && slices.Contains(o.Words, args[i+1]):
			next = i + 2
			it.Value, it.HasValue, it.ValueWord = args[i+1], true, i+1
		}
		*items = append(*items, it)
		last = &(*items)[len(*items)-1]
		if last.Role()&Ends != 0 {
			break // an option that ends the options ends its bundle too
		}
	}
	return next - 1, last
}

// restEnd is the index of the word that ends the words of a Rest option
// starting at from: ";", or "+" right after "{}" (len(args) without one).
func restEnd(args []string, from int) int {
	j := from
	for j < len(args) && args[j] != ";" && !(args[j] == "+" && j > from && args[j-1] == "{}") {
		j++
	}
	return j
}

// knownLongValue reports whether a dynamic word, as written, is
// --NAME="VALUE" with a literal NAME the table knows as an option taking
// a value (sudo --user="$U", timeout --signal="$S"): the shell leaves the
// name as written and a double-quoted value one field, so the word is
// that option, its value only known at run time, and the words after it
// are still read as options and the command. Unquoted (--user=$U), the
// value may split into more words: the word stays an operand, which ends
// a wrapper's options (the command is unknown).
func knownLongValue(s *Options, a string) bool {
	name, val, ok := strings.Cut(a, "=")
	if !ok || len(val) < 2 || val[0] != '"' || val[len(val)-1] != '"' || strings.Contains(val[1:len(val)-1], `"`) {
		return false
	}
	if !strings.HasPrefix(name, "--") || len(name) < 3 || s == nil || s.Grammar&PowerShell != 0 {
		return false
	}
	for i := 2; i < len(name); i++ {
		if c := name[i]; !(c == '-' || c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	o := s.Lookup(name)
	return o != nil && o.Takes != Flag
}

// wholeWord reports whether a single-dash word of several letters is an
// option the table declares whole (zip -TT, xxd -cols), not a bundle.
func wholeWord(s *Options, a string) bool {
	if len(a) < 3 || a[1] == '-' {
		return false
	}
	name, _, _ := cutValue(s, a)
	return s.find(name) != nil
}

// cutValue splits an option word at its attached value: "=", or for a
// Colon table's one-dash word the first ":" or "=".
func cutValue(s *Options, a string) (name, val string, has bool) {
	if s != nil && s.Grammar&Colon != 0 && !strings.HasPrefix(a, "--") {
		if i := strings.IndexAny(a, ":="); i > 0 {
			return a[:i], a[i+1:], true
		}
	}
	return strings.Cut(a, "=")
}

// modeWord reports whether a is a chmod mode spelt like an option: '-'
// then mode letters, operators and octal digits, with a permission among
// them (-w, -x+X, -go-w).
func modeWord(a string) bool {
	return a[0] == '-' && strings.Trim(a[1:], "rwxXstugoa,+=-01234567") == "" && strings.ContainsAny(a[1:], "rwxXst")
}

func allDigits(s string) bool {
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

// shortNames holds "-\x00", "-\x01", … "-\x7f" one after the other, so
// that splitting a bundle allocates nothing and nothing is built at
// package init.
const shortNames = "-\x00-\x01-\x02-\x03-\x04-\x05-\x06-\x07-\x08-\x09-\x0a-\x0b-\x0c-\x0d-\x0e-\x0f" +
	"-\x10-\x11-\x12-\x13-\x14-\x15-\x16-\x17-\x18-\x19-\x1a-\x1b-\x1c-\x1d-\x1e-\x1f" +
	"- -!-\"-#-$-%-&-'-(-)-*-+-,---.-/-0-1-2-3-4-5-6-7-8-9-:-;-<-=->-?" +
	"-@-A-B-C-D-E-F-G-H-I-J-K-L-M-N-O-P-Q-R-S-T-U-V-W-X-Y-Z-[-\\-]-^-_" +
	"-`-a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p-q-r-s-t-u-v-w-x-y-z-{-|-}-~-\x7f"

func shortName(c byte) string {
	if c < 0x80 {
		return shortNames[2*int(c) : 2*int(c)+2]
	}
	return "-" + string(c)
}

// ASCIIDashes turns the Unicode dashes a word may start with (‐‐hard,
// –force, copied from rendered text) into ASCII ones, so a rule sees the
// option the writer meant.
func ASCIIDashes(a string) string {
	if a == "" || a[0] < 0x80 {
		return a
	}
	var b strings.Builder
	i := 0
	for _, r := range a {
		if r < 0x2010 || r > 0x2015 && r != 0x2212 {
			break
		}
		b.WriteByte('-')
		i += len(string(r))
	}
	if i == 0 {
		return a
	}
	return b.String() + a[i:]
}

// Expand calls emit with the canonical flags one flag word stands for,
// for deny rules that compare flags in any spelling: a long option by
// its name ("--force=x" too), a bundle letter by letter, each through
// the table (an option's Implies when it has them). A program with
// one-dash options, or a word the table knows whole, is one flag.
func Expand(word string, s *Options, emit func(string)) {
	canon := func(name string) {
		o := s.Lookup(name)
		switch {
		case o == nil:
			emit(name)
		case o.Implies != nil:
			for _, f := range o.Implies {
				emit(f)
			}
		default:
			emit(o.Canon())
		}
	}
	if strings.HasPrefix(word, "--") {
		name, _, _ := strings.Cut(word, "=")
		canon(name)
		return
	}
	if s.Lookup(word) != nil || s != nil && s.Grammar&OneDash != 0 || len(word) == 2 {
		canon(word)
		return
	}
	for i := 1; i < len(word); i++ {
		canon(shortName(word[i]))
	}
}

// FindStarts splits the items of a find argv into its start paths (the
// operands after the leading -H -L -P -D -O options, up to the first
// primary, "(", "!" or ",") and the items of its expression.
func FindStarts(items []Item) (starts, expr []Item) {
	lead := 0
	for lead < len(items) && items[lead].Kind == Opt && findLeading(items[lead].Name) {
		lead++
	}
	i := lead
	for i < len(items) && items[i].Kind == Operand && items[i].Name != "(" && items[i].Name != "!" && items[i].Name != "," {
		i++
	}
	return items[lead:i], items[i:]
}

func findLeading(name string) bool {
	switch name {
	case "-H", "-L", "-P", "-D":
		return true
	}
	return strings.HasPrefix(name, "-O")
}
