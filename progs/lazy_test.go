package progs

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// everyTable calls f with every option table of every program: the
// global, default and subcommand tables.
func everyTable(t *testing.T, f func(where string, s *Options)) {
	t.Helper()
	names := slices.Sorted(maps.Keys(table()))
	names = append(names, slices.Sorted(maps.Keys(interpTable()))...)
	for _, n := range names {
		p := Lookup(n)
		if p == nil {
			t.Fatalf("Lookup(%q) = nil for a program of the table", n)
		}
		if p.Global != nil {
			f(n+" (global)", p.Global)
		}
		if p.Def != nil {
			f(n, p.Def)
		}
		for _, sub := range p.SubNames() {
			f(n+" "+sub, p.SubTable(sub))
		}
	}
}

// probes are the words a lookup of s is tried with: every spelling, the
// prefixes of the long ones, their negations and underscore forms, and
// words that are near a spelling without being one.
func probes(list []*Option) []string {
	words := []string{"", "-", "--", "---", "-,", ",", " ", "--no-", "-@", "@", "^", ":", "?", "%"}
	for _, o := range list {
		for _, n := range o.Names {
			words = append(words, n, n+"x", "x"+n, n+",", ","+n, n+" ", n+":", n+"=v", strings.ToUpper(n))
			if len(n) > 1 {
				words = append(words, n[:len(n)-1], n[1:])
			}
			if rest, ok := strings.CutPrefix(n, "--"); ok {
				for i := 2; i < len(rest); i++ {
					words = append(words, "--"+rest[:i])
				}
				words = append(words, "--no-"+rest, "--"+strings.ReplaceAll(rest, "-", "_"))
				if r, ok := strings.CutPrefix(rest, "no-"); ok {
					words = append(words, "--"+r, "--"+r[:len(r)/2+1])
				}
			}
		}
		for _, w := range o.Words {
			words = append(words, w, "-"+w, "--"+w)
		}
		for _, f := range o.Implies {
			words = append(words, f)
		}
	}
	return words
}

// refLookup is Lookup as it was before tables were read lazily: every
// entry parsed into a map from spelling to option, then the same rules
// for underscores, negations and abbreviations.
func refLookup(byName map[string]*Option, longs []string, list []*Option, g Grammar, name string) *Option {
	if o, ok := byName[name]; ok {
		return o
	}
	if g&PowerShell != 0 {
		key, ok := psKey(name)
		if !ok || key == "" {
			return nil
		}
		var found *Option
		for _, o := range list {
			if psMatch(o, key) {
				if found != nil && found != o {
					return nil
				}
				found = o
			}
		}
		return found
	}
	if g&Underscore != 0 && strings.HasPrefix(name, "--") && strings.Contains(name, "_") {
		if o, ok := byName["--"+strings.ReplaceAll(name[2:], "_", "-")]; ok {
			return o
		}
	}
	if g&Negate != 0 && strings.HasPrefix(name, "--") {
		other := "--no-" + name[2:]
		if rest, ok := strings.CutPrefix(name, "--no-"); ok {
			other = "--" + rest
		}
		if _, ok := byName[other]; ok {
			return &Option{Names: []string{name}}
		}
	}
	if g&Abbrev != 0 && strings.HasPrefix(name, "--") && len(name) > 3 {
		var found *Option
		for _, l := range longs {
			if strings.HasPrefix(l, name) {
				o := byName[l]
				if found != nil && found != o {
					return nil
				}
				found = o
			}
		}
		return found
	}
	return nil
}

// refTable parses desc as opts did before tables were read lazily.
func refTable(desc string) (byName map[string]*Option, longs []string, list []*Option) {
	byName = map[string]*Option{}
	for _, e := range strings.Fields(desc) {
		o := newOption(e)
		for _, n := range o.Names {
			byName[n] = o
			if strings.HasPrefix(n, "--") {
				longs = append(longs, n)
			}
		}
		list = append(list, o)
	}
	return byName, longs, list
}

// TestLazyLookupMatchesFullTable is the differential check of the fast
// paths: a table that searches its descriptor for each lookup (a fresh
// table per word) and a table that has indexed its spellings (one table
// for every word) answer every word exactly as the table parsed whole
// does, and the first does not index; a table's roles are the union of
// its options', and All lists what the whole parse lists.
func TestLazyLookupMatchesFullTable(t *testing.T) {
	tables := 0
	everyTable(t, func(where string, s *Options) {
		tables++
		if strings.ContainsFunc(s.desc, func(r rune) bool { return r >= 0x80 || r != ' ' && strings.ContainsRune("\t\n\v\f\r", r) }) {
			t.Errorf("%s: the descriptor has a byte other than printable ASCII and spaces: %q", where, s.desc)
		}
		byName, longs, list := refTable(s.desc)
		var union Role
		for _, o := range list {
			union |= o.Role
		}
		if s.Roles != union {
			t.Errorf("%s: Roles = %b, the union of its options' roles is %b", where, s.Roles, union)
		}
		// The generated records (optindex_gen.go) answer for the table
		// Lookup builds; the descriptor's own paths for one without.
		gen := opts(s.desc, s.Grammar)
		if gen.gen == 0 {
			t.Errorf("%s: no generated record (go generate ./progs)", where)
		}
		indexed := refOptions(s.desc, s.Grammar)
		for _, w := range probes(list) {
			want := refLookup(byName, longs, list, s.Grammar, w)
			if got := gen.Lookup(w); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: Lookup(%q) = %+v generated, the whole table says %+v", where, w, got, want)
			}
			if f := gen.find(w); f != nil && gen.Lookup(w) != f {
				t.Errorf("%s: Lookup(%q) twice gave two options from the generated records", where, w)
			}
			fresh := refOptions(s.desc, s.Grammar)
			if got := fresh.Lookup(w); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: Lookup(%q) = %+v searching, the whole table says %+v", where, w, got, want)
			}
			if w != "" && s.Grammar&PowerShell == 0 && fresh.idx.Load() != nil {
				t.Errorf("%s: one Lookup(%q) indexed the table", where, w)
			}
			if got := indexed.Lookup(w); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: Lookup(%q) = %+v indexed, the whole table says %+v", where, w, got, want)
			}
			if f := indexed.find(w); f != nil && indexed.Lookup(w) != f {
				t.Errorf("%s: Lookup(%q) twice gave two options", where, w)
			}
			name, _, _ := cutValue(s, w)
			_, whole := byName[name]
			whole = whole && len(w) >= 3 && w[1] != '-'
			if ww := wholeWord(refOptions(s.desc, s.Grammar), w); len(w) > 0 && ww != whole {
				t.Errorf("%s: wholeWord(%q) = %v, the whole table says %v", where, w, ww, whole)
			}
			if ww := wholeWord(gen, w); len(w) > 0 && ww != whole {
				t.Errorf("%s: wholeWord(%q) = %v generated, the whole table says %v", where, w, ww, whole)
			}
		}
		if len(probes(list)) > scanLimit && indexed.idx.Load() == nil {
			t.Errorf("%s: %d lookups did not index the table", where, len(probes(list)))
		}
		if !reflect.DeepEqual(indexed.All(), list) {
			t.Errorf("%s: All() differs from the whole table's", where)
		}
		for _, o := range indexed.All() {
			if indexed.Lookup(o.Names[0]) != o {
				t.Errorf("%s: Lookup(%q) after All() is not the option All() lists", where, o.Names[0])
			}
		}
	})
	if tables < 200 {
		t.Fatalf("only %d tables checked", tables)
	}
}

// TestLazyTableErrors: a descriptor that declares an option twice or an
// unknown role is refused when its table is parsed whole, as every table
// is by the tests above.
func TestLazyTableErrors(t *testing.T) {
	for _, desc := range []string{"-a -b -a", "-a,--all --all", "-x:@q"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("opts(%q) parsed whole did not panic", desc)
				}
			}()
			opts(desc, 0).index()
		}()
	}
	// A lookup before the whole parse still finds the first entry.
	s := opts("-a,--all -b: --bee -c?x|y^-q@r", Abbrev)
	if o := s.Lookup("--be"); o == nil || o.Names[0] != "--bee" {
		t.Errorf("Lookup(--be) = %+v, want --bee", o)
	}
	if o := s.Lookup("-c"); o == nil || o.Takes != Optional || !slices.Equal(o.Words, []string{"x", "y"}) ||
		!slices.Equal(o.Implies, []string{"-q"}) || o.Role != ReadPath {
		t.Errorf("Lookup(-c) = %+v", o)
	}
	if s.Roles != ReadPath {
		t.Errorf("Roles = %b, want ReadPath", s.Roles)
	}
	if o := s.Lookup("--a"); o != nil {
		t.Errorf("Lookup(--a) = %+v, want nil (too short to abbreviate)", o)
	}
	if o := s.Lookup("-x"); o != nil {
		t.Errorf("Lookup(-x) = %+v, want nil", o)
	}
}

func BenchmarkLookupLs(b *testing.B) {
	desc := Lookup("ls").Def.desc
	b.ReportAllocs()
	for b.Loop() {
		s := opts(desc, Abbrev)
		if s.Lookup("-l") == nil || s.Lookup("-a") == nil || s.Lookup("-la") != nil {
			b.Fatal("ls table")
		}
	}
}

func BenchmarkLookupLsWhole(b *testing.B) {
	desc := Lookup("ls").Def.desc
	b.ReportAllocs()
	for b.Loop() {
		s := opts(desc, Abbrev)
		s.index()
		if s.Lookup("-l") == nil || s.Lookup("-a") == nil || s.Lookup("-la") != nil {
			b.Fatal("ls table")
		}
	}
}

func TestShortName(t *testing.T) {
	for c := 0; c < 0x100; c++ {
		if got, want := shortName(byte(c)), "-"+string(byte(c)); got != want && c < 0x80 {
			t.Errorf("shortName(%#x) = %q, want %q", c, got, want)
		}
	}
	if got := shortName(0xe9); got != "-"+string(rune(0xe9)) {
		t.Errorf("shortName(0xe9) = %q", got)
	}
}

// TestOpenReasons: exactly the programs of the closed groups have no
// Open reason among table's programs; interpreters have none.
func TestOpenReasons(t *testing.T) {
	closedSet := map[string]bool{}
	for _, n := range strings.Fields(closedNames) {
		closedSet[n] = true
	}
	for n := range table() {
		if got := Lookup(n).Open; (got == "") != closedSet[n] || got != "" && got != openWhy {
			t.Errorf("Lookup(%q).Open = %q, closed %v", n, got, closedSet[n])
		}
	}
	for n := range interpTable() {
		if Lookup(n).Open != "" {
			t.Errorf("Lookup(%q).Open = %q, want none", n, Lookup(n).Open)
		}
	}
	for _, n := range []string{"gi", "it", "tar sed", "", "ls\n"} {
		if closedName(n) {
			t.Errorf("closedName(%q) = true", n)
		}
	}
}

// TestGitSubTables: git's subcommand tables, built one at a time, hold
// each subcommand's extra options, and SubNames lists every subcommand
// that has a table.
func TestGitSubTables(t *testing.T) {
	git := Lookup("git")
	names := git.SubNames()
	for _, sub := range []string{"push", "reset", "clone", "diff"} {
		if !slices.Contains(names, sub) {
			t.Errorf("SubNames lacks %q", sub)
		}
	}
	for sub, extra := range gitExtra.get() {
		if !slices.Contains(names, sub) {
			t.Errorf("SubNames lacks %q", sub)
		}
		s := git.SubTable(sub)
		if s == nil {
			t.Errorf("SubTable(%q) = nil", sub)
			continue
		}
		_, _, list := refTable(extra)
		for _, o := range list {
			if got := s.Lookup(o.Names[0]); !reflect.DeepEqual(got, o) {
				t.Errorf("git %s: Lookup(%q) = %+v, want %+v", sub, o.Names[0], got, o)
			}
		}
	}
	if git.SubTable("no-such-subcommand") != nil {
		t.Error("SubTable of an unknown subcommand is not nil")
	}
	if slices.Contains(git.SubNames(), "no-such-subcommand") {
		t.Error("SubNames lists an unknown subcommand")
	}
}

func TestWithGrammar(t *testing.T) {
	s := Lookup("timeout").Def
	if s.Grammar&POSIX == 0 {
		t.Fatal("timeout's table is not POSIX")
	}
	v := s.WithGrammar(s.Grammar &^ POSIX)
	if v.Grammar != s.Grammar&^POSIX || v.Roles != s.Roles || v.WithGrammar(s.Grammar) == v {
		t.Fatalf("WithGrammar: grammar %b roles %b", v.Grammar, v.Roles)
	}
	if s.WithGrammar(s.Grammar&^POSIX) != v || s.WithGrammar(s.Grammar) != s {
		t.Error("WithGrammar made a second table for the same grammar")
	}
	for _, w := range []string{"-s", "--signal", "-k", "--kill-after", "--preserve-status", "--foreground", "-v", "--verb", "-x"} {
		if a, b := v.Lookup(w), s.Lookup(w); !reflect.DeepEqual(a, b) {
			t.Errorf("Lookup(%q) = %+v with the other grammar, %+v with its own", w, a, b)
		}
	}
	items, _ := Parse(Words{Values: []string{"5", "-k", "1", "cmd"}}, 0, v)
	if got := render(items); got != "5 -k=1 cmd" {
		t.Errorf("parsed without POSIX: %q", got)
	}
}

// TestBuilderMatchesTable is the differential check of the generated
// switch Lookup builds entries through: for every program the declare
// functions add, and for names near them that they do not, builder gives
// the same answer as the maps made by running the declarations (table,
// interpTable) — the same table, an entry equal to the reference entry
// in every field, table and subcommand table — and nil for any other name.
func TestBuilderMatchesTable(t *testing.T) {
	ref := map[string]func() *Program{}
	isInterp := map[string]bool{}
	for n, b := range table() {
		ref[n] = b
	}
	for n, b := range interpTable() {
		if _, dup := ref[n]; dup {
			t.Errorf("%s is in table and interpTable", n)
		}
		ref[n], isInterp[n] = b, true
	}
	if len(ref) < 250 {
		t.Fatalf("only %d programs declared", len(ref))
	}
	for _, n := range slices.Sorted(maps.Keys(ref)) {
		b, interp := builder(n)
		if b == nil {
			t.Errorf("builder(%q) = nil for a declared program", n)
			continue
		}
		if interp != isInterp[n] {
			t.Errorf("builder(%q) says interp %v, the declarations %v", n, interp, isInterp[n])
		}
		if got, want := programPrint(b()), programPrint(ref[n]()); got != want {
			t.Errorf("%s: builder's entry differs from the declared one:\n got %s\nwant %s", n, got, want)
		}
		for _, near := range []string{n + "x", "x" + n, n[:len(n)-1], strings.ToUpper(n), n + " ", " " + n} {
			if _, ok := ref[near]; ok {
				continue
			}
			if b, _ := builder(near); b != nil {
				t.Errorf("builder(%q) is not nil for a name no declaration adds", near)
			}
			if Lookup(near) != nil {
				t.Errorf("Lookup(%q) is not nil for a name no declaration adds", near)
			}
		}
	}
	for _, n := range []string{"", "-", "no-such-program", "ls\x00", "LS"} {
		if b, _ := builder(n); b != nil {
			t.Errorf("builder(%q) is not nil", n)
		}
	}
}

// programPrint writes out an entry: every plain field, every option
// table by its descriptor and grammar, every subcommand's table, and for
// each function field whether it is set (and what SubList and Builtin
// answer).
func programPrint(p *Program) string {
	tab := func(s *Options) string {
		if s == nil {
			return "nil"
		}
		return fmt.Sprintf("{%q %b}", s.desc, s.Grammar)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "global %s def %s", tab(p.Global), tab(p.Def))
	for _, sub := range p.SubNames() {
		fmt.Fprintf(&b, " sub %q %s", sub, tab(p.SubTable(sub)))
		if p.Builtin != nil {
			fmt.Fprintf(&b, " builtin %v", p.Builtin(sub))
		}
	}
	if p.SubList != nil {
		l := p.SubList()
		slices.Sort(l)
		fmt.Fprintf(&b, " sublist %q", l)
	}
	fmt.Fprintf(&b, " subfor %v operandflag %v builtin %v", p.SubFor != nil, p.OperandFlag != nil, p.Builtin != nil)
	fmt.Fprintf(&b, " dashdashsub %v subsonly %v oldstyle %v layout %v access %v skip %d subops %v config %q",
		p.DashDashSub, p.SubsOnly, p.OldStyle, p.Layout, p.Access, p.Skip, p.SubOps, p.Config)
	fmt.Fprintf(&b, " wrapper %v leading %d container %v interp %v shell %v codesub %q vars %v",
		p.Wrapper, p.Leading, p.Container, p.Interp, p.Shell, p.CodeSub, p.Vars)
	return b.String()
}

// TestNewerXY: newerXY is find's -newerXY tests, X one of a B c m and Y
// one of a B c m t.
func TestNewerXY(t *testing.T) {
	var want []string
	for _, x := range "aBcm" {
		for _, y := range "aBcmt" {
			want = append(want, "-newer"+string(x)+string(y)+":")
		}
	}
	if got := strings.Fields(newerXY); !slices.Equal(got, want) {
		t.Errorf("newerXY = %q, want %q", got, want)
	}
}
