package progs

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
)

// render writes items compactly: operands as written, options by their
// canonical spelling, "=value" when they took one, "--" for the end.
func render(items []Item) string {
	var b []string
	for _, it := range items {
		switch it.Kind {
		case Operand:
			b = append(b, it.Name)
		case End:
			b = append(b, "--")
		default:
			s := it.Canon()
			if it.HasValue {
				s += "=" + it.Value
			}
			if it.Option != nil && it.Option.Takes == Rest {
				s += "[]"
			}
			b = append(b, s)
		}
	}
	return strings.Join(b, " ")
}

func TestParseSpellings(t *testing.T) {
	tests := []struct {
		name, prog, argv, want string
	}{
		{"bundle", "rm", "-rf x", "-r -f x"},
		{"separate_flags", "rm", "-r -f x", "-r -f x"},
		{"long_alias", "rm", "--recursive --force x", "-r -f x"},
		{"abbreviated_long", "rm", "--recur x", "-r x"},
		{"ambiguous_abbreviation", "git", "push --forc x", "push --forc x"},
		{"after_dashdash", "rm", "-- -rf", "-- -rf"},
		{"options_after_operands", "rm", "x -rf", "x -r -f"},
		{"attached_short_value", "head", "-n5 f", "-n=5 f"},
		{"separate_short_value", "head", "-n 5 f", "-n=5 f"},
		{"long_equals_value", "head", "--lines=5 f", "-n=5 f"},
		{"long_separate_value", "head", "--lines 5 f", "-n=5 f"},
		{"value_in_bundle", "sort", "-ro out f", "-r -o=out f"},
		{"optional_attached_only", "sed", "-i.bak s/a/b/ f", "-i=.bak s/a/b/ f"},
		{"optional_absent", "sed", "-i s/a/b/ f", "-i s/a/b/ f"},
		{"optional_word", "git", "checkout --track direct main", "checkout -t=direct main"},
		{"optional_other_word", "git", "checkout --track main", "checkout -t main"},
		{"one_dash_words", "find", ". -name x -delete", ". -name=x -delete"},
		{"exec_to_semicolon", "find", ". -exec rm {} ; -print", ". -exec[] -print"},
		{"exec_plus_after_braces", "find", ". -exec rm {} + -print", ". -exec[] -print"},
		{"global_then_sub", "git", "-C dir -c a=b push -f", "-C=dir -c=a=b push -f"},
		{"dashdash_before_sub", "git", "-- reset --hard", "reset --hard"},
		{"implies_kept_canonical", "git", "branch -D x", "branch -D x"},
		{"old_style_tar", "tar", "czf a.tgz dir", "-c -z -f=a.tgz dir"},
		{"old_style_values_in_order", "tar", "cfC a.tgz d x", "-c -f=a.tgz -C=d x"},
		{"unknown_program_all_flags", "nosuch", "-xvf a b", "-x -v -f a b"},
		{"numeric_option", "nice", "-10 ls", "-10"},
		{"posix_stops_at_operand", "timeout", "-s KILL 5 rm -rf x", "-s=KILL"},
		{"unicode_dash_is_caller_side", "rm", "‐rf x", "‐rf x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := Lookup(tc.prog)
			parsed := p.Parse(Words{Values: strings.Fields(tc.argv)})
			if p != nil && p.Wrapper {
				items, _ := Parse(Words{Values: strings.Fields(tc.argv)}, 0, p.Def)
				parsed.Items = items
			}
			if got := render(parsed.Items); got != tc.want {
				t.Errorf("%s %s = %q, want %q", tc.prog, tc.argv, got, tc.want)
			}
		})
	}
}

func TestParseDynamic(t *testing.T) {
	w := Words{Values: []string{"-s", "KILL", "$X", "-rf"}, Dynamic: func(i int) bool { return i == 2 }}
	items, next := Parse(w, 0, Lookup("timeout").Def)
	if got := render(items); got != "-s=KILL" || next != 2 {
		t.Errorf("timeout with a dynamic word = %q, next %d; want the options to end at it (2)", got, next)
	}
	items, _ = Parse(Words{Values: []string{"-$X", "f"}, Dynamic: func(i int) bool { return i == 0 }}, 0, Lookup("rm").Def)
	if got := render(items); got != "-$X f" {
		t.Errorf("rm with a dynamic option-like word = %q, want it an operand", got)
	}
	// A dynamic word whose literal start is a valued option is that
	// option: only its value is dynamic. Any other dynamic word is an
	// operand (docker run's options end at it: no items).
	dyn0 := func(i int) bool { return i == 0 }
	for _, tc := range []struct {
		prog, sub string
		word      string
		want      string
	}{
		{"docker", "run", "--volume=$HOME/x:/k", "-v=$HOME/x:/k"},
		{"docker", "run", "-v$HOME/x:/k", "-v=$HOME/x:/k"},
		{"docker", "run", "--mount=type=bind,src=$D,dst=/d", "--mount=type=bind,src=$D,dst=/d"},
		{"git", "diff", "--output=$F", "--output=$F"},
		{"git", "diff", "--stat$X", "--stat$X"}, // a flag: the word may be anything
		{"docker", "run", "--nosuch=$X", ""},    // no option of the table
		{"docker", "run", "-i$X", ""},           // -i takes no value
		{"docker", "run", "--vol$X=a", ""},      // the name itself is dynamic
		{"docker", "run", `"--volume=$X"`, ""},  // a quote before the name
	} {
		items, _ := Parse(Words{Values: []string{tc.word}, Dynamic: dyn0}, 0, Lookup(tc.prog).Sub(tc.sub))
		if got := render(items); got != tc.want {
			t.Errorf("%s %s %q = %q, want %q", tc.prog, tc.sub, tc.word, got, tc.want)
		}
	}
}

// TestRoles: what the table says each option's value is, for the options
// that run code or touch files.
func TestRoles(t *testing.T) {
	tests := []struct {
		prog, sub, opt string
		takes          Takes
		role           Role
	}{
		{"sed", "", "-i", Optional, OpsWrite},
		{"sed", "", "--in-place", Optional, OpsWrite},
		{"sed", "", "-e", Value, RunsCode | Script},
		{"sed", "", "-f", Value, ReadPath | Script},
		{"grep", "", "-f", Value, ReadPath | Script},
		{"sort", "", "-o", Value, WritePath},
		{"sort", "", "--compress-program", Value, RunsProgram},
		{"cp", "", "-t", Value, Target},
		{"cp", "", "--target-directory", Value, Target},
		{"install", "", "-d", Flag, OpsWrite},
		{"gzip", "", "-c", Flag, OpsRead},
		{"tar", "", "--to-command", Value, RunsShell},
		{"tar", "", "-I", Value, RunsProgram},
		{"tar", "", "--use-compress-program", Value, RunsProgram},
		{"tar", "", "-C", Value, Dir},
		{"rsync", "", "-e", Value, RunsProgram},
		{"rsync", "", "--rsh", Value, RunsProgram},
		{"curl", "", "-o", Value, WritePath},
		{"curl", "", "-T", Value, ReadPath},
		{"wget", "", "-O", Value, WritePath},
		{"find", "", "-delete", Flag, Writes},
		{"find", "", "-exec", Rest, Runs},
		{"find", "", "-fprint", Value, WritePath},
		{"rg", "", "--pre", Value, RunsProgram},
		{"git", "", "-c", Value, Config},
		{"git", "", "-C", Value, Dir},
		{"git", "rebase", "--exec", Value, RunsShell},
		{"git", "push", "--receive-pack", Value, RunsProgram},
		{"sudo", "", "-D", Value, Dir},
		{"sudo", "", "-l", Flag, Stop},
		{"su", "", "-c", Value, RunsShell},
		{"env", "", "-S", Value, RunsShell},
		{"env", "", "-C", Value, Dir},
		{"bash", "", "-c", Flag, RunsShell | FirstOperand},
		{"psql", "", "-c", Value, RunsCode},
	}
	for _, tc := range tests {
		p := Lookup(tc.prog)
		if p == nil {
			t.Errorf("%s: no table", tc.prog)
			continue
		}
		s := p.Def
		if tc.sub != "" {
			s = p.Sub(tc.sub)
		} else if p.Global != nil && p.Global.Lookup(tc.opt) != nil {
			s = p.Global
		}
		o := s.Lookup(tc.opt)
		if o == nil {
			t.Errorf("%s %s %s: not in the table", tc.prog, tc.sub, tc.opt)
			continue
		}
		if o.Takes != tc.takes || o.Role != tc.role {
			t.Errorf("%s %s %s: takes %d role %b, want takes %d role %b", tc.prog, tc.sub, tc.opt, o.Takes, o.Role, tc.takes, tc.role)
		}
	}
}

func TestExpand(t *testing.T) {
	tests := []struct{ prog, sub, word, want string }{
		{"rm", "", "-rf", "-r -f"},
		{"rm", "", "-Rf", "-r -f"},
		{"rm", "", "--force", "-f"},
		{"rm", "", "--interactive=never", "-i"},
		{"git", "branch", "-D", "-d -f"},
		{"git", "branch", "-M", "-m -f"},
		{"git", "push", "--force", "-f"},
		{"git", "push", "--force-with-lease", "--force-with-lease"},
		{"find", "", "-delete", "-delete"},
		{"dd", "", "-xyz", "-xyz"},
		{"nosuch", "", "-ab", "-a -b"},
		{"sed", "", "-r", "-E"},
		{"curl", "", "--request", "-X"},
	}
	for _, tc := range tests {
		var s *Options
		if p := Lookup(tc.prog); p != nil {
			s = p.Def
			if tc.sub != "" {
				s = p.Sub(tc.sub)
			}
		}
		var got []string
		Expand(tc.word, s, func(f string) { got = append(got, f) })
		if strings.Join(got, " ") != tc.want {
			t.Errorf("Expand(%s %s %q) = %q, want %q", tc.prog, tc.sub, tc.word, got, tc.want)
		}
	}
}

// TestLookupCache: a program's table is built once and kept; an unknown
// name is not remembered, so odd program names cannot grow the cache.
func TestLookupCache(t *testing.T) {
	if a, b := Lookup("git"), Lookup("git"); a == nil || a != b {
		t.Errorf("Lookup(git) twice = %p, %p; want one table", a, b)
	}
	if p := Lookup("kubectl"); p == nil || p.Global != p.Def {
		t.Error("kubectl: want one table before and after the subcommand")
	}
	if p := Lookup("vault"); p == nil || p.Global == nil || p.Global.Grammar&OneDash == 0 {
		t.Error("vault: want one-dash options (terraform style)")
	}
	cacheMu.Lock()
	n, u := len(cache), unknown
	cacheMu.Unlock()
	// Unknown names are remembered as unknown, up to maxUnknown of them:
	// an odd command cannot grow the cache beyond that.
	odd := []string{"no-such-program", "GIT"}
	for i := range 3 * maxUnknown {
		odd = append(odd, fmt.Sprintf("odd-%d", i))
	}
	for range 2 {
		for _, name := range odd {
			if p := Lookup(name); p != nil {
				t.Errorf("Lookup(%q) = %v, want nil", name, p)
			}
		}
	}
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if len(cache) != n+maxUnknown-u || unknown != maxUnknown {
		t.Errorf("the cache holds %d entries, %d unknown, after %d unknown names; want %d, %d", len(cache), unknown, len(odd), n+maxUnknown-u, maxUnknown)
	}
	for name, p := range cache {
		if q, _ := buildProgram(name); (p == nil) != (q == nil) || p != nil && p.Name != name {
			t.Errorf("cache[%q] = %v", name, p)
		}
	}
}

// TestTableBuilds: every entry builds, and none declares a role on an
// option that takes no value where the role is about the value.
func TestTableBuilds(t *testing.T) {
	valueRoles := ReadPath | WritePath | Dir | RunsProgram | RunsShell | RunsCode | Config | Target
	names := Names()
	if !slices.IsSorted(names) || len(names) < 150 {
		t.Fatalf("Names() = %d names, sorted %v; want the whole table, sorted", len(names), slices.IsSorted(names))
	}
	for _, n := range names {
		p := Lookup(n)
		if p == nil {
			t.Fatalf("Lookup(%q) = nil", n)
		}
		tables := []*Options{p.Global, p.Def}
		for _, s := range p.SubNames() {
			tables = append(tables, p.SubTable(s))
		}
		for _, s := range tables {
			for _, o := range s.All() {
				if o.Takes == Flag && o.Role&valueRoles != 0 && o.Role&FirstOperand == 0 {
					t.Errorf("%s %s: a flag with a value role %b", n, o.Canon(), o.Role)
				}
			}
		}
	}
}

func TestTablesDisjoint(t *testing.T) {
	for n := range interpTable() {
		if _, dup := table()[n]; dup {
			t.Errorf("program %s is in both tables", n)
		}
	}
}

// TestOneTable: a program OneTable reports parses every argv as Parse
// with its Def table alone, items and words alike, over argvs of each
// program's own options (from its table's descriptor), bundles, values,
// dynamic words and operands; and some program has more than one table.
func TestOneTable(t *testing.T) {
	multi := 0
	for _, name := range Names() {
		p := Lookup(name)
		if p == nil {
			continue
		}
		if !p.OneTable() {
			multi++
			continue
		}
		var spells []string
		if p.Def != nil {
			for _, e := range strings.Fields(p.Def.desc) {
				spell, _, _ := strings.Cut(e, ",")
				spell = strings.TrimRight(strings.SplitN(spell, ":", 2)[0], "?;*^@")
				if strings.HasPrefix(spell, "-") && len(spells) < 12 {
					spells = append(spells, spell)
				}
			}
		}
		argvs := [][]string{nil, {"a"}, {"-x", "a", "--", "-y"}, {"--zz=1", "a", "b"}}
		for i, s := range spells {
			argvs = append(argvs, []string{s, "v", "w"}, []string{s + "=v", "-" + string(rune('a'+i%26)) + "q", "o"})
		}
		if len(spells) > 1 {
			argvs = append(argvs, append(spells, "op1", "op2"))
		}
		for _, argv := range argvs {
			for _, dyn := range []func(int) bool{nil, func(i int) bool { return i == 1 }} {
				w := Words{Values: argv, Dynamic: dyn}
				want, _ := Parse(w, 0, p.Def)
				got := p.Parse(w)
				if !reflect.DeepEqual(got.Items, want) || !slices.Equal(got.Words.Values, argv) {
					t.Errorf("%s %q: Parse with the program gives %+v, with Def alone %+v", name, argv, got.Items, want)
				}
			}
		}
	}
	if multi == 0 {
		t.Error("no program has more than one table")
	}
}

// TestLookupLast: the program Lookup remembers as the last one is the
// cache's entry for the name asked, over names asked in turn, again,
// unknown in between, and from several goroutines at once.
func TestLookupLast(t *testing.T) {
	names := []string{"ls", "ls", "git", "no-such-program", "git", "ls", "bash", "bash", "rm", "odd-last", "rm", "ls", "sudo"}
	check := func(name string, got *Program) {
		if got == nil {
			// Not a program (the cache may be too full to remember so).
			if q, _ := buildProgram(name); q != nil {
				t.Errorf("Lookup(%q) = nil, want its program", name)
			}
			return
		}
		cacheMu.Lock()
		want := cache[name]
		cacheMu.Unlock()
		if got != want || got.Name != name {
			t.Errorf("Lookup(%q) = %p (%s), the cache holds %p", name, got, got.Name, want)
		}
	}
	for _, name := range names {
		check(name, Lookup(name))
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				name := names[(i+g)%len(names)]
				check(name, Lookup(name))
			}
		}()
	}
	wg.Wait()
}
