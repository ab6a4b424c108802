package gate

import (
	"strings"
	"testing"
)

// TestWithin: within decides as the prefix test it replaced, which built
// root's form with one final slash, on paths and roots with and without
// final slashes, equal, nested and merely sharing a prefix.
func TestWithin(t *testing.T) {
	ref := func(p, root string) bool {
		return p == root || strings.HasPrefix(p, strings.TrimSuffix(root, "/")+"/")
	}
	words := []string{"", "/", "//", "/a", "/a/", "/a/b", "/ab", "/a//b", "a", "a/", "a/b", "/proj", "/proj/", "/proj/x", "/projx", "/tmp/z/"}
	for _, p := range words {
		for _, root := range words {
			if got, want := within(p, root), ref(p, root); got != want {
				t.Errorf("within(%q, %q) = %v, want %v", p, root, got, want)
			}
		}
	}
}
