package parse

import (
	"strings"
	"testing"
)

// plainEndRef is plainEnd a byte at a time.
func plainEndRef(src string, i int, low byte) int {
	for j := i; j < len(src); j++ {
		switch c := src[j]; {
		case c == '"':
			return j
		case c == '\\' || c < low || c >= 0x7f:
			return -1
		}
	}
	return -1
}

// TestPlainEnd holds the word-at-a-time scan of quoteEnd and idEnd to the
// byte-at-a-time one: every byte value at every offset of texts up to 19
// bytes long (across the 8-byte words and the tail), with and without a
// closing quote after it.
func TestPlainEnd(t *testing.T) {
	for n := 0; n < 20; n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				b := []byte(strings.Repeat("a", n))
				b[at] = byte(c)
				for _, tail := range []string{"", `"`, ` "`} {
					src := `x = "` + string(b) + tail
					for _, f := range []struct {
						name string
						fn   func(string, int) int
						low  byte
					}{{"quoteEnd", quoteEnd, ' '}, {"idEnd", idEnd, ' ' + 1}} {
						if got, want := f.fn(src, 5), plainEndRef(src, 5, f.low); got != want {
							t.Fatalf("%s(%q, 5) = %d, want %d", f.name, src, got, want)
						}
					}
				}
			}
		}
	}
}
