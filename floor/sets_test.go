package floor

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/pregate/pregate/shell"
)

// TestWordSet holds wordSet (an array of its own, then a slice, then a
// map) to a map over sequences of words with repeats, across every size
// at which it changes how it keeps them.
func TestWordSet(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 80; n++ {
		var s wordSet
		ref := map[string]bool{}
		for i := 0; i < n; i++ {
			w := fmt.Sprint(r.Intn(n + 1))
			if got, want := s.has(w), ref[w]; got != want {
				t.Fatalf("n %d, word %d: has(%q) = %v, want %v", n, i, w, got, want)
			}
			s.add(w)
			ref[w] = true
			for j := 0; j <= n+1; j++ {
				q := fmt.Sprint(j)
				if got, want := s.has(q), ref[q]; got != want {
					t.Fatalf("n %d after %d adds: has(%q) = %v, want %v", n, i+1, q, got, want)
				}
			}
		}
	}
}

// TestExistingOperandsNoHeapSet holds existingOperands to no allocation
// of its own for a segment whose words name nothing that exists: the set
// of words it has seen stays off the heap.
func TestExistingOperandsNoHeapSet(t *testing.T) {
	tr := newTree(t)
	s := seg(tr.proj, "sed", "-n", "1,10p", "nosuch.go", "other.txt")
	var rv resolver
	m := &argsMemo{prog: s.Program, argv: s.Argv[1:]}
	existingOperands(m, &rv, s, tr.proj, nil) // the parse, the memo's map
	allocs := testing.AllocsPerRun(20, func() {
		existingOperands(m, &rv, s, tr.proj, nil)
	})
	// opt, one []bool per call, and the two paths joined to cwd; the
	// set of words seen was one more.
	if allocs > 3 {
		t.Errorf("existingOperands allocates %.0f times a call, want at most 3", allocs)
	}
}

// TestSeenSet holds seenSet (an array of its own, then a map) to the map
// it replaces, over sequences of keys and accesses with repeats, across
// the size at which it changes form.
func TestSeenSet(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	accs := []shell.Access{shell.Read, shell.Write, shell.Read | shell.Write, Tree | shell.Read, 0}
	for n := 0; n < 40; n++ {
		var s seenSet
		ref := map[seenKey]shell.Access{}
		for i := 0; i < 3*n; i++ {
			key := seenKey{base: fmt.Sprint(r.Intn(2)), word: fmt.Sprint(r.Intn(n + 1)), target: r.Intn(2) == 0}
			acc := accs[r.Intn(len(accs))]
			prev, ok := ref[key]
			want := ok && prev&acc == acc
			ref[key] |= acc
			if got := s.add(key, acc); got != want {
				t.Fatalf("n %d, step %d: add(%v, %v) = %v, want %v", n, i, key, acc, got, want)
			}
		}
	}
}
