package shell

import "testing"

// BenchmarkParse20 is the parser's share of BenchmarkDecompose20:
// mvdan.cc/sh reading the 20-part command into a syntax tree.
func BenchmarkParse20(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parse(compound20); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck20 is the subset check's share: one walk of the tree
// for the constructs outside the understood subset.
func BenchmarkCheck20(b *testing.B) {
	f, err := parse(compound20)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		d := &dec{}
		d.check(f, &ctx{src: compound20, sh: &shState{cwd: "/home/u/repo"}})
		if d.calls < 20 {
			b.Fatalf("%d simple commands", d.calls)
		}
	}
}
