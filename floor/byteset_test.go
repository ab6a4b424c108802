package floor

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestByteSet holds the constant byte sets to the characters they stand
// for: every byte alone and in random strings, against strings.IndexAny.
func TestByteSet(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   *byteSet
		chars string
	}{{"globStart", &globStart, `*?[{\`}, {"globMeta", &globMeta, `*?[]{}\`}} {
		for c := 0; c < 256; c++ {
			s := "/a/" + string([]byte{byte(c)}) + "/b"
			if got, want := tc.set.index(s), strings.IndexAny(s, tc.chars); got != want {
				t.Errorf("%s.index(%q) = %d, want %d", tc.name, s, got, want)
			}
		}
		r := rand.New(rand.NewPCG(1, 2))
		alphabet := []byte("/a.~*?[]{}\\-_ \x80\xff")
		for range 20000 {
			b := make([]byte, r.IntN(12))
			for i := range b {
				b[i] = alphabet[r.IntN(len(alphabet))]
			}
			s := string(b)
			if got, want := tc.set.index(s), strings.IndexAny(s, tc.chars); got != want {
				t.Fatalf("%s.index(%q) = %d, want %d", tc.name, s, got, want)
			}
		}
	}
}
