package progs

import (
	"slices"
	"strings"
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
)

// RunsAny is every role that runs something.
const RunsAny = RunsProgram | RunsShell | RunsCode | Config | Runs

// Option is one option of a program: its spellings, what it takes and
// the role of its value.
type Option struct {
	// Names are the spellings; Names[0] is the canonical one.
	Names []string
	Takes Takes
	// Words are the values an Optional option takes from the next word.
	Words []string
	// Chars, when set, limits an Optional option's attached value to
	// the longest run of these characters (perl -l0, -0777: -lane is
	// -l then -a -n -e).
	Chars string
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
)

// Options is one option table: a program's options, or a subcommand's.
type Options struct {
	Grammar Grammar
	// Roles is the union of the roles of its options.
	Roles  Role
	list   []*Option
	byName map[string]*Option
	longs  []string // long spellings, for abbreviations
}

// Lookup returns the option spelled name ("-f", "--force", "-name"),
// a unique abbreviation of a long option when the grammar allows them,
// or nil.
func (s *Options) Lookup(name string) *Option {
	if s == nil {
		return nil
	}
	if o, ok := s.byName[name]; ok {
		return o
	}
	if s.Grammar&PowerShell != 0 {
		return s.psLookup(name)
	}
	if s.Grammar&Underscore != 0 && strings.HasPrefix(name, "--") && strings.Contains(name, "_") {
		if o, ok := s.byName["--"+strings.ReplaceAll(name[2:], "_", "-")]; ok {
			return o
		}
	}
	if s.Grammar&Negate != 0 && strings.HasPrefix(name, "--") {
		other := "--no-" + name[2:]
		if rest, ok := strings.CutPrefix(name, "--no-"); ok {
			other = "--" + rest
		}
		if _, ok := s.byName[other]; ok {
			return &Option{Names: []string{name}}
		}
	}
	if s.Grammar&Abbrev != 0 && strings.HasPrefix(name, "--") && len(name) > 3 {
		var found *Option
		for _, l := range s.longs {
			if strings.HasPrefix(l, name) {
				o := s.byName[l]
				if found != nil && found != o {
					return nil // ambiguous
				}
				found = o
			}
		}
		return found
	}
	return nil
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
	for _, o := range s.list {
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
	return s.list
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
	// Word is the index of the word the item is written in.
	Word int
	// Name is the option as written, without its value: "-f", "--force",
	// "--forc", "-name". For an operand, the word itself.
	Name string
	// Option is the table's entry, nil for an option it does not know.
	Option *Option
	// Value is the option's value; HasValue says it has one.
	Value    string
	HasValue bool
	// ValueWord is the index of the word holding the value: Word when it
	// is attached, the next word otherwise; -1 without a value. For Rest
	// options ValueWord..ValueEnd-1 are the words taken.
	ValueWord int
	ValueEnd  int
	// Attached is set when the value is part of the option's word.
	Attached bool
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
	pr.skipEnd = func() bool { return !subSeen && p.DashDashSub }
	sub, nested := "", false
	items, _ := pr.run(0, cur, func(it *Item) *Options {
		if subSeen {
			// A management subcommand's own subcommand (docker
			// container run) has a table keyed by both words, and its
			// own one by the three (gcloud compute instances list).
			if nested || sub == "" {
				return nil
			}
			if s := p.SubTable(sub + " " + it.Name); s != nil {
				sub += " " + it.Name
				cur = s
				out.Sub = cur
				return cur
			}
			nested = true
			return nil
		}
		subSeen = true
		sub = it.Name
		cur = p.Def
		if s := p.SubTable(it.Name); s != nil {
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
	// skipEnd reports whether a "--" is skipped rather than ending the
	// options (git -- reset: before the subcommand).
	skipEnd func() bool
}

// run parses from start with table s. onOperand, when set, is called
// with each operand before the options; a non-nil table it returns is
// in force from then on.
func (p *parser) run(start int, s *Options, onOperand func(*Item) *Options) ([]Item, int) {
	args := p.w.Values
	items := make([]Item, 0, len(args)-start)
	end := false
	pending := -1 // the item of a FirstOperand option waiting for its value
	for i := start; i < len(args); i++ {
		a := args[i]
		posix := p.posix || s != nil && s.Grammar&POSIX != 0
		ps := s != nil && s.Grammar&PowerShell != 0
		if end || p.w.dynamic(i) || !p.option(s, a) {
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
			it := Item{Kind: Operand, Word: i, Name: a, ValueWord: -1}
			items = append(items, it)
			if onOperand != nil && !end {
				if ns := onOperand(&it); ns != nil {
					s = ns
				}
			}
			continue
		}
		if a == "--" && !ps || a == "-" && s != nil && s.Grammar&DashEnds != 0 {
			if p.skipEnd != nil && p.skipEnd() {
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
				name, val, has = strings.Cut(a, "=")
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

// option reports whether word a is an option (or "--") for table s.
func (p *parser) option(s *Options, a string) bool {
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

// wholeWord reports whether a single-dash word of several letters is an
// option the table declares whole (zip -TT, xxd -cols), not a bundle.
func wholeWord(s *Options, a string) bool {
	if len(a) < 3 || a[1] == '-' {
		return false
	}
	name, _, _ := strings.Cut(a, "=")
	_, ok := s.byName[name]
	return ok
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

// shortNames holds "-a", "-b", … so splitting a bundle allocates nothing.
var shortNames = func() (t [128]string) {
	for i := range t {
		t[i] = "-" + string(rune(i))
	}
	return t
}()

func shortName(c byte) string {
	if c < 0x80 {
		return shortNames[c]
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
