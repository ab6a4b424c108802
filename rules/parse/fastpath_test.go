package parse

// The fast paths of loading, each held to a plain reference.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pregate/pregate/rules/act"
)

// validTextRef is validText as first written, a byte at a time: the
// reference the word-at-a-time version is held to.
func validTextRef(src string) bool {
	if !utf8.ValidString(src) {
		return false
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		bad := c < 0x20 && c != '\t' && c != '\n' || c == 0x7f
		if bad && !(c == '\r' && i+1 < len(src) && src[i+1] == '\n') {
			return false
		}
	}
	return true
}

// TestValidTextAgrees puts every byte, and every pair of a byte and a
// line end, at every offset of a word and across a word boundary.
func TestValidTextAgrees(t *testing.T) {
	base := "version = 1 # a policy\n[permissions]\tdeny = ['x']\n"
	var rejected int
	for c := range 256 {
		for _, tail := range []string{"", "\n", "\r", "\r\n", "\x80", "\xa9"} {
			for at := 0; at <= 17; at++ {
				src := base[:at] + string([]byte{byte(c)}) + tail + base[at:]
				got, want := validText(src), validTextRef(src)
				if got != want {
					t.Fatalf("validText(%q) = %v, want %v", src, got, want)
				}
				if !want {
					rejected++
				}
				// At the very end, where no whole word is left.
				src = base[:at] + string([]byte{byte(c)}) + tail
				if got, want := validText(src), validTextRef(src); got != want {
					t.Fatalf("validText(%q) = %v, want %v", src, got, want)
				}
			}
		}
	}
	if rejected == 0 {
		t.Fatal("no text rejected: the test checks nothing")
	}
	for _, src := range []string{
		"é — ok\n", strings.Repeat("é", 9) + "\x7f", "\xed\xa0\x80", "a\xef\xbf\xbd" + strings.Repeat("x", 8),
		strings.Repeat("abcdefg\xc3", 3) + "\xa9", "1234567\r\n", "1234567\r", "12345678\r",
	} {
		if got, want := validText(src), validTextRef(src); got != want {
			t.Errorf("validText(%q) = %v, want %v", src, got, want)
		}
	}
}

func FuzzValidText(f *testing.F) {
	f.Add("version = 1\r\n# é\n")
	f.Add("a\x00b\x7f\xff")
	f.Fuzz(func(t *testing.T, src string) {
		if got, want := validText(src), validTextRef(src); got != want {
			t.Fatalf("validText(%q) = %v, want %v", src, got, want)
		}
	})
}

func BenchmarkValidText(b *testing.B) {
	src := string(largePolicy())
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if !validText(src) {
			b.Fatal("rejected")
		}
	}
}

func BenchmarkValidTextRef(b *testing.B) {
	src := string(largePolicy())
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if !validTextRef(src) {
			b.Fatal("rejected")
		}
	}
}

func TestHasBlank(t *testing.T) {
	ids := []string{"", "a", "a b", "\t", "x\n", "a\rb", "é ", "a\u00a0b"}
	// Every byte at every offset of ids longer than a word.
	for c := range 256 {
		for at := 0; at < 19; at++ {
			ids = append(ids, strings.Repeat("r", at)+string([]byte{byte(c)})+strings.Repeat("-", 18-at))
		}
	}
	// Every length around a word or two, a blank at each offset.
	for n := 1; n <= 25; n++ {
		for at := 0; at < n; at++ {
			for _, c := range []byte{' ', '\t', '\n', 'a', 0xa0} {
				ids = append(ids, strings.Repeat("x", at)+string([]byte{c})+strings.Repeat("y", n-at-1))
			}
		}
	}
	for _, id := range ids {
		if got, want := hasBlank(id), strings.ContainsAny(id, " \t\n"); got != want {
			t.Errorf("hasBlank(%q) = %v, want %v", id, got, want)
		}
	}
}

// plainRunRef is plainRun a byte at a time.
func plainRunRef(src string, i int, q byte) int {
	for i < len(src) {
		if c := src[i]; c == q || c == '\\' || c == '\n' || c == '\r' {
			return i
		}
		i++
	}
	return i
}

func TestPlainRun(t *testing.T) {
	base := "abc défghijklmnop\x80\xff qrstuvwxyz0123456789"
	for _, q := range []byte{'"', '\''} {
		for _, c := range []byte{'"', '\'', '\\', '\n', '\r', 0, 0x01, 0x7f, 0x80, 0xff, 'x'} {
			for at := 0; at <= len(base); at++ {
				src := base[:at] + string([]byte{c}) + base[at:]
				for from := 0; from <= 9 && from <= len(src); from++ {
					if got, want := plainRun(src, from, q), plainRunRef(src, from, q); got != want {
						t.Fatalf("plainRun(%q, %d, %q) = %d, want %d", src, from, q, got, want)
					}
				}
			}
		}
	}
}

func FuzzPlainRun(f *testing.F) {
	f.Add("abc\"def", 0)
	f.Fuzz(func(t *testing.T, src string, from int) {
		if from < 0 || from > len(src) {
			return
		}
		for _, q := range []byte{'"', '\''} {
			if got, want := plainRun(src, from, q), plainRunRef(src, from, q); got != want {
				t.Fatalf("plainRun(%q, %d, %q) = %d, want %d", src, from, q, got, want)
			}
		}
	})
}

// TestDuplicateIDs: every repeated id is reported against the rule that
// last had it, as a map from id to position says, over enough rules and
// repeats to make the id table probe.
func TestDuplicateIDs(t *testing.T) {
	var src strings.Builder
	var want []string
	last := map[string]int{}
	line := 1
	for i := range 400 {
		id := fmt.Sprintf("r%d", i*7%97)
		fmt.Fprintf(&src, "[[rule]]\nid = %q\ndecision = \"deny\"\nmatch = [\"Bash(x)\"]\n", id)
		if prev, dup := last[id]; dup {
			want = append(want, fmt.Sprintf("p.toml:%d:6: duplicate rule id %q (first at line %d)", line+1, id, prev))
		}
		last[id] = line
		line += 4
	}
	_, errs := TOML("p.toml", []byte(src.String()), act.User, "/p")
	var got []string
	for _, e := range errs {
		got = append(got, e.Error())
	}
	if len(want) < 300 {
		t.Fatalf("only %d repeats: the test checks little", len(want))
	}
	if !slices.Equal(got, want) {
		t.Fatalf("errors differ:\ngot  %q\nwant %q", got[:min(3, len(got))], want[:3])
	}
}
