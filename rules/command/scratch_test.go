package command

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestHasWordsDifferential holds hasWords (its own ASCII splitting,
// positional words lowered once) to the reference, strings.Fields and
// cmdHasWords, on generated subcommands with ASCII and Unicode white
// space, globs and case variants, against generated positional words.
func TestHasWordsDifferential(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 5))
	atoms := []string{"push", "PUSH", "stash", "drop", "s3", "rm", "*", "?", "de*", "K", "é", "É",
		" ", "  ", "\t", "\n", "\v", "\f", "\r", "\u00a0", "\u2003", "\u0085", "\u3000", "x\u00a0y"}
	words := []string{"push", "Push", "stash", "drop", "s3", "RM", "delete-bucket", "k", "é", "x\u00a0y", "x", ""}
	matched := 0
	for range 100000 {
		var b strings.Builder
		for range r.IntN(6) {
			b.WriteString(atoms[r.IntN(len(atoms))])
		}
		sub := b.String()
		pos := make([]string, r.IntN(4))
		for i := range pos {
			pos[i] = words[r.IntN(len(words))]
		}
		if f := strings.Fields(sub); len(f) > 0 && len(f) <= len(pos) && r.IntN(2) == 0 {
			copy(pos, f) // a match, case and all
		}
		p := &CmdArgs{positional: pos}
		n, ok := p.hasWords(sub)
		f := strings.Fields(sub)
		want := cmdHasWords(pos, f)
		if ok != want || ok && n != len(f) {
			t.Fatalf("hasWords(%q) on %q = %d, %v; reference %d, %v", sub, pos, n, ok, len(f), want)
		}
		if ok {
			matched++
		}
	}
	if matched < 10000 {
		t.Fatalf("only %d generated cases matched", matched)
	}
}
