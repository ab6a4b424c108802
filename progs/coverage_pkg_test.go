package progs

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
)

// coveragePkg are the package managers and language toolchains whose tables TestCoverage
// checks against the installed program (see coverage).
var coveragePkg = []coverageCheck{
	{"java", [][]string{{"java", "--help"}, {"java", "--help-extra"}}},
	{"javac", [][]string{{"javac", "--help"}, {"javac", "--help-extra"}}},
	{"gcc", [][]string{{"gcc", "--help"}}},
}

// excludedPkg are their documented spellings left out on purpose (see excluded).
var excludedPkg = map[string]map[string]string{
	"java": {
		"-disable":          "-disable-@files, which the table's syntax cannot spell: unknown, so the command stays unresolved",
		"-Xbatch":           "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xbootclasspath":   "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xcheck":           "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xcomp":            "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xdebug":           "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xdiag":            "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xfuture":          "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xint":             "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xinternalversion": "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xlog":             "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xloggc":           "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xmixed":           "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xmn":              "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xms":              "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xmx":              "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xnoclassgc":       "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xrs":              "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xshare":           "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-XshowSettings":    "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xss":              "an -X option: the attached value of -X, which the shell's roles judge by name",
		"-Xverify":          "an -X option: the attached value of -X, which the shell's roles judge by name",
	},
	"javac": {
		"-Akey":                "-A's attached value (-Akey=value)",
		"-Djava.endorsed.dirs": "-D's attached value",
		"-Djava.ext.dirs":      "-D's attached value",
	},
	"gcc": {
		"-Wa":       "the -W family's -Wa,WORDS, which the shell's roles leave unresolved",
		"-Wl":       "the -W family's -Wl,WORDS, as -Wa",
		"-Wp":       "the -W family's -Wp,WORDS, as -Wa",
		"-foffload": "the -f family's -foffload=, which the shell's roles leave unresolved (runs offload compilers)",
	},
	"cargo clippy": {
		"-W": "passed after -- to clippy-driver, not an option of cargo clippy (cargo check rejects it)",
		"-A": "as -W", "-D": "as -W", "-F": "as -W",
		"--warn": "as -W", "--allow": "as -W", "--deny": "as -W", "--forbid": "as -W",
	},
}

// subCoverage is one subcommand table checked against the installed
// program's help for it.
type subCoverage struct {
	prog, sub string
	sources   [][]string
}

// pkgSubCoverage lists the subcommand tables of the group's programs
// that are closed at their subcommands: each is checked like a program
// of coverage.
func pkgSubCoverage() []subCoverage {
	var out []subCoverage
	out = append(out, subCoverage{"cargo", "", [][]string{{"cargo", "--help"}}})
	for _, sub := range slices.Sorted(maps.Keys(cargoSubs.get())) {
		out = append(out, subCoverage{"cargo", sub, [][]string{{"cargo", sub, "--help"}}})
	}
	out = append(out, subCoverage{"cargo", "fmt", [][]string{{"cargo", "fmt", "--help"}}})
	// go's help is prose, with the flags of the build and test flag lists
	// and of go doc and go generate at the start of their lines; vet's and
	// fix's analyzer flags come from their tools.
	build := []string{"go", "help", "build"}
	for _, sub := range []string{"build", "install", "run", "list", "get", "clean", "generate"} {
		out = append(out, subCoverage{"go", sub, [][]string{build, {"go", "help", sub}}})
	}
	out = append(out,
		subCoverage{"go", "test", [][]string{build, {"go", "help", "test"}, {"go", "help", "testflag"}}},
		subCoverage{"go", "doc", [][]string{{"go", "help", "doc"}}},
		subCoverage{"go", "vet", [][]string{build, {"go", "tool", "vet", "-flags"}}},
		subCoverage{"go", "fix", [][]string{build, {"go", "tool", "fix", "-flags"}}})
	out = append(out, subCoverage{"pip", "", [][]string{{"pip", "--help"}}})
	for _, sub := range slices.Sorted(maps.Keys(pipSubs.get())) {
		out = append(out, subCoverage{"pip", sub, [][]string{{"pip", sub, "--help"}}})
	}
	return out
}

// TestCoveragePkgSubs checks, for every subcommand table above whose
// program is installed, that each option its help documents is in the
// table or excluded (under "PROG SUB") with a reason.
func TestCoveragePkgSubs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the installed programs; skipped with -short")
	}
	total := 0
	for _, c := range pkgSubCoverage() {
		name := strings.TrimSpace(c.prog + " " + c.sub)
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			p := Lookup(c.prog)
			table := p.Global
			if c.sub != "" {
				table = p.SubTable(c.sub)
			}
			if table == nil {
				t.Fatalf("%s: no table", name)
			}
			var names []string
			found := false
			for _, src := range c.sources {
				text := pkgHelpText(t, src)
				if text == "" {
					continue
				}
				found = true
				names = append(names, documented(text)...)
			}
			if !found {
				t.Skipf("%s is not installed", c.prog)
			}
			slices.Sort(names)
			names = slices.Compact(names)
			total += len(names)
			var missing []string
			for _, n := range names {
				if _, ok := excludedPkg[name][n]; ok {
					continue
				}
				if !known(table, n) {
					missing = append(missing, n)
				}
			}
			if len(missing) > 0 {
				t.Errorf("%s documents %d options its table lacks: %s (report: %s)", name, len(missing), strings.Join(missing, " "),
					missingDesc(t, name, table, c.sources))
			}
		})
	}
	if total < 100 {
		t.Errorf("only %d options read from the installed programs' help: the reader is broken", total)
	}
}

// pkgHelpText is helpText with go's help made readable to documented: tabs
// expanded, and a tool's -flags JSON written as one option a line.
func pkgHelpText(t *testing.T, argv []string) string {
	text := helpText(t, argv)
	if argv[0] != "go" {
		return text
	}
	if argv[len(argv)-1] == "-flags" {
		var flags []struct{ Name string }
		if err := json.Unmarshal([]byte(text), &flags); err != nil {
			t.Fatalf("%v: %v", argv, err)
		}
		var b strings.Builder
		for _, f := range flags {
			b.WriteString("  -" + f.Name + "\n")
		}
		return b.String()
	}
	return strings.ReplaceAll(text, "\t", "        ")
}
