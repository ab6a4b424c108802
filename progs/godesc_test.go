package progs

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// goDescRef is goDesc as it was first written, with maps: the reference
// the faster goDesc is checked against.
func goDescRef(desc string, test bool) string {
	testNames := map[string]bool{}
	if test {
		for _, e := range strings.Fields(goTestFlags) {
			testNames[goName(e)] = true
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, e := range strings.Fields(desc + " -h -help") {
		name := goName(e)
		if seen[name] {
			continue
		}
		seen[name] = true
		spell := name + ",-" + name
		if testNames[name] {
			spell += ",-test." + name[1:] + ",--test." + name[1:]
		}
		out = append(out, spell+e[len(name):])
	}
	return strings.Join(out, " ")
}

// TestGoDescMatchesReference: every go subcommand's table, as a test
// table and not, and lists with repeated names, spell the same as the
// reference gives them.
func TestGoDescMatchesReference(t *testing.T) {
	descs := slices.Collect(maps.Values(goSubs.get()))
	descs = append(descs, "", "-h", "-x -x:@w -help -v", goTestFlags, goTestFlags+" "+goBuildFlags+" -run: -run")
	for _, desc := range descs {
		for _, test := range []bool{false, true} {
			if got, want := goDesc(desc, test), goDescRef(desc, test); got != want {
				t.Errorf("goDesc(%q, %v) =\n%s\nwant\n%s", desc, test, got, want)
			}
		}
	}
}

// TestGoSubTables: go's subcommand tables, built one at a time, are the
// ones a table of every subcommand gave: the same names, and each the
// table of its description.
func TestGoSubTables(t *testing.T) {
	p := golang()
	names := p.SubNames()
	if want := slices.Sorted(maps.Keys(goSubs.get())); !slices.Equal(names, want) {
		t.Fatalf("go's subcommands %v, want %v", names, want)
	}
	for _, name := range names {
		g := OneDash
		if name == "run" || name == "tool" {
			g |= POSIX
		}
		want := opts(goDescRef(goSubs.get()[name], name == "test"), g)
		got := p.SubTable(name)
		if got == nil || got.Grammar != want.Grammar || got.desc != want.desc || got.Roles != want.Roles {
			t.Errorf("go %s: table differs from its description's", name)
		}
	}
	if p.SubTable("nosuch") != nil {
		t.Error("go nosuch has a table")
	}
}

func BenchmarkGoTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if golang().SubTable("build") == nil {
			b.Fatal("no go build")
		}
	}
}
