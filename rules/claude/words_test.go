package claude

import (
	"math/rand/v2"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// refSegmentWords is SegmentWords as it was before firstWordHome: the
// home spellings of the text and of the joined program and arguments
// always rewritten.
func refSegmentWords(s *shell.Segment, home string) []string {
	out := []string{bashFirstWord(s.Text), bashFirstWord(s.AllowText), bashFirstWord(bashStripAssigns(s.Text)),
		bashFirstWord(bashHomeTilde(s.Text, home))}
	if len(s.Argv) > 0 {
		prog := s.Program
		if prog == "" && !s.Argv[0].Dynamic {
			prog = path.Base(s.Argv[0].Value)
		}
		out = append(out, prog, bashFirstWord(prog), bashFirstWord(s.Argv[0].Value))
		if s.Program != "" {
			out = append(out, bashFirstWord(bashHomeTilde(bashJoin(s.Program, s.Argv[1:]), home)))
		}
	}
	return out
}

// TestSegmentWordsDifferential holds SegmentWords' shortcut (the first
// word kept when bashHomeTilde cannot change it) to the reference on
// generated segments: homes with and without spaces, the home, $HOME and
// ${HOME} at the start, inside the first word, after it and at the end.
func TestSegmentWordsDifferential(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 7))
	homes := []string{"", "/", "/home/u", "/home/a b", "/h", "/home/u/"}
	atoms := []string{"ls", "git", " ", "  ", "/home/u", "/home/a b", "/h", "/", "$HOME", "${HOME}", "$", "~", "x", "/bin/", "a=1 ", "'q r'", "-la"}
	gen := func() string {
		var b strings.Builder
		for range r.IntN(6) {
			b.WriteString(atoms[r.IntN(len(atoms))])
		}
		return b.String()
	}
	rewritten := 0
	for range 200000 {
		home := homes[r.IntN(len(homes))]
		s := &shell.Segment{Text: gen(), AllowText: gen(), Program: gen()}
		for range r.IntN(4) {
			s.Argv = append(s.Argv, shell.Word{Value: gen()})
		}
		got, want := SegmentWords(s, home), refSegmentWords(s, home)
		if !slices.Equal(got, want) {
			t.Fatalf("SegmentWords(%+v, %q) = %q, reference %q", s, home, got, want)
		}
		if bashFirstWord(s.Text) != want[3] {
			rewritten++
		}
	}
	if rewritten < 1000 {
		t.Fatalf("only %d texts had their first word rewritten: the generator misses the home spellings", rewritten)
	}
}
