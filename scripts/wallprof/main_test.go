package main

import (
	"bytes"
	"strings"
	"testing"
)

// A perf script excerpt: three samples of the program, one of another
// command, in `perf script -F comm,period,ip,sym`'s layout (innermost
// frame first, offsets after the symbol, a blank line after each).
const script = `pregate-hook 50000 
	ffffffff8164796d clear_page_erms+0x1e
	ffffffff81000c82 asm_exc_page_fault+0x22
	          4a1b2c runtime.mallocgc+0x3c
	          4c0000 main.parse+0x10
	          4c1000 main.main+0x20
	          431000 runtime.main+0x1f0

pregate-hook 50000 
	          4c2000 main.parse+0x88
	          4c2100 main.step+0x8
	          4c0000 main.parse+0x10
	          4c1000 main.main+0x20
	          431000 runtime.main+0x1f0

sh 50000 
	          4c1000 main.main+0x20
	          431000 runtime.main+0x1f0

pregate-hook 100000 
	ffffffff8177615a do_exit+0x12
	ffffffff81000130 entry_SYSCALL_64_after_hwframe+0x76
	    7f674baf2ad7 [unknown]

`

func fold(t *testing.T, comm, root string, texts ...string) *node {
	t.Helper()
	tree := &node{name: "root"}
	for side, text := range texts {
		if err := read(strings.NewReader(text), func(s sample) {
			if s.comm == comm {
				add(tree, s, root, side)
			}
		}); err != nil {
			t.Fatal(err)
		}
	}
	return tree
}

func at(n *node, path ...string) *node {
	for _, p := range path {
		if n == nil {
			return nil
		}
		n = n.kids[p]
	}
	return n
}

// TestFold checks the tree's sums: each node holds every sample through
// it, another command's samples are left out, a frame that recurses
// counts once at its outermost place, and a stack without Go frames sits
// under its outermost frame.
func TestFold(t *testing.T) {
	tree := fold(t, "pregate-hook", "", script)
	for _, c := range []struct {
		path []string
		ns   float64
	}{
		{nil, 200000},
		{[]string{"runtime.main"}, 100000},
		{[]string{"runtime.main", "main.main"}, 100000},
		{[]string{"runtime.main", "main.main", "main.parse"}, 100000},
		{[]string{"runtime.main", "main.main", "main.parse", "runtime.mallocgc", "asm_exc_page_fault", "clear_page_erms"}, 50000},
		{[]string{"runtime.main", "main.main", "main.parse", "main.step"}, 50000},
		{[]string{"[unknown]", "entry_SYSCALL_64_after_hwframe", "do_exit"}, 100000},
	} {
		n := at(tree, c.path...)
		if n == nil {
			t.Errorf("no node %v", c.path)
			continue
		}
		if n.ns[0] != c.ns {
			t.Errorf("%v: %v ns, want %v", c.path, n.ns[0], c.ns)
		}
	}
	if n := at(tree, "runtime.main", "main.main", "main.parse", "main.step", "main.parse"); n != nil {
		t.Errorf("a recursive frame got its own node under itself: %v ns", n.ns[0])
	}
}

// TestRootAndAgainst folds from a root on, two profiles side by side, and
// prints microseconds per run and their ratio.
func TestRootAndAgainst(t *testing.T) {
	other := strings.ReplaceAll(script, "pregate-hook 50000", "pregate-hook 25000")
	tree := fold(t, "pregate-hook", "main.main", script, other)
	if tree.ns != [2]float64{100000, 50000} {
		t.Fatalf("root sums %v, want [100000 50000]", tree.ns)
	}
	var out bytes.Buffer
	write(&out, tree, 2, 3, 1, true)
	want := `   us/run   against   ratio  frame
     50.0      25.0   2.00x  root
     50.0      25.0   2.00x    main.parse
     25.0      12.5   2.00x      main.step
     25.0      12.5   2.00x      runtime.mallocgc
     25.0      12.5   2.00x        asm_exc_page_fault
`
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// TestReadRejects refuses a header without a period rather than folding
// a wrong tree.
func TestReadRejects(t *testing.T) {
	err := read(strings.NewReader("pregate-hook\n\tabc main.main\n"), func(sample) {})
	if err == nil {
		t.Fatal("a header without a period was accepted")
	}
}
