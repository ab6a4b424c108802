package command

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// programAtoms are the pieces generated program names and patterns are
// made of: ASCII in both cases, glob characters, and runes whose
// lower-casing is not ASCII's (the Kelvin sign lowers to k, İ to two
// bytes' worth of i̇, ſ stays itself but folds to s).
var programAtoms = []string{
	"g", "G", "i", "I", "t", "T", "k", "K", "s", "S", "3", ".", "-", "_",
	"*", "?", `\`, `\*`, "K", "İ", "ſ", "é", "É", "ß", "py", "PY", "thon",
}

func genProgram(r *rand.Rand, n int) string {
	var b strings.Builder
	for range r.IntN(n + 1) {
		b.WriteString(programAtoms[r.IntN(len(programAtoms))])
	}
	return b.String()
}

// TestMatchProgramDifferential compares matchProgram's fast path with the
// reference (lower-case both, then glob) on generated programs and
// patterns, on the patterns of the fixtures below, and on case variants
// of each other, so a fast path that decides differently fails.
func TestMatchProgramDifferential(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 1))
	fixed := []string{"git", "GIT", "Git", "python*", "python3.12", "PYTHON3", "kubectl", "KUBECTL",
		"k", "K", "K", "sed", "ſed", "SED", "", "*", "?", `\*`, "git\\", "İ", "i̇", "curl", "wget"}
	check := func(progs []string, prog string) {
		t.Helper()
		c := Command{Program: progs}
		if got, want := c.matchProgram(prog, nil), c.matchProgramRef(prog); got != want {
			t.Fatalf("matchProgram(%q) with %q = %v, reference %v", prog, progs, got, want)
		}
	}
	for _, p := range fixed {
		for _, q := range fixed {
			check([]string{p}, q)
			check([]string{q, p}, p)
		}
	}
	matched := 0
	for range 200000 {
		progs := make([]string, 1+r.IntN(3))
		for i := range progs {
			progs[i] = genProgram(r, 4)
		}
		var prog string
		switch r.IntN(3) {
		case 0:
			prog = genProgram(r, 4)
		case 1: // a case variant of one of the patterns
			prog = strings.ToUpper(progs[r.IntN(len(progs))])
		default:
			prog = progs[r.IntN(len(progs))]
		}
		c := Command{Program: progs}
		got, want := c.matchProgram(prog, &Scratch{}), c.matchProgramRef(prog)
		if got != want {
			t.Fatalf("matchProgram(%q) with %q = %v, reference %v", prog, progs, got, want)
		}
		if got {
			matched++
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d generated cases matched: the generator does not exercise matches", matched)
	}
}

// BenchmarkMatchProgram is the first test of every structured rule the
// index lists for a segment: a rule naming several programs against one
// it does not name, and one it does.
func BenchmarkMatchProgram(b *testing.B) {
	c := Command{Program: []string{"curl", "wget", "http", "httpie", "xh", "aria2c"}}
	for _, prog := range []string{"git", "aria2c"} {
		b.Run(prog, func(b *testing.B) {
			for b.Loop() {
				c.matchProgram(prog, nil)
			}
		})
		b.Run(prog+" reference", func(b *testing.B) {
			for b.Loop() {
				c.matchProgramRef(prog)
			}
		})
	}
}
