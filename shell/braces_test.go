package shell

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/expand"
	upstream "mvdan.cc/sh/v3/syntax"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// TestBracesAsExpand: braces expands every word as mvdan.cc/sh/v3/expand
// does, and stops when asked to. expand works on the upstream syntax tree,
// braces on the copy's, so each word is parsed by both and the expansions
// compared as printed text.
func TestBracesAsExpand(t *testing.T) {
	words := []string{
		"{a,b}", "x{a,b}y", "{a,b}{c,d}", "{1..5}", "{5..1}", "{01..10}", "{-3..3}", "{-03..3}", "{1..10..3}",
		"{10..1..-4}", "{a..e}", "{e..a..2}", "{a,b{c,d}e}f", "{,a}", "{a,}", "{}", "{a}", "pre{a,'b c',\"$x\"}post",
		"{1..3}{a,b}", "{x..z}{1..2}", "a{b,c}d{e,f}g", "{1..2..0}", "{a,b}$v{c,d}", "{{a,b},c}", "{%..+}", "{9..11}", "{Z..a}",
	}
	p, up := syntax.NewParser(), upstream.NewParser()
	for _, src := range words {
		f, err := p.Parse(strings.NewReader("echo "+src), "")
		if err != nil {
			t.Fatalf("parse %q: %v", src, err)
		}
		uf, err := up.Parse(strings.NewReader("echo "+src), "")
		if err != nil {
			t.Fatalf("upstream parse %q: %v", src, err)
		}
		w := f.Stmts[0].Cmd.(*syntax.CallExpr).Args[1]
		uw := uf.Stmts[0].Cmd.(*upstream.CallExpr).Args[1]
		print := func(ws []*syntax.Word) string {
			var b strings.Builder
			for _, w := range ws {
				syntax.NewPrinter().Print(&b, w)
				b.WriteByte(' ')
			}
			return b.String()
		}
		uprint := func(ws []*upstream.Word) string {
			var b strings.Builder
			for _, w := range ws {
				upstream.NewPrinter().Print(&b, w)
				b.WriteByte(' ')
			}
			return b.String()
		}
		a := &upstream.Word{Parts: append([]upstream.WordPart(nil), uw.Parts...)}
		upstream.SplitBraces(a)
		var want []*upstream.Word
		for bw, err := range expand.BracesSeq(nil, a) {
			if err != nil {
				t.Fatalf("%q: %v", src, err)
			}
			want = append(want, bw)
		}
		b := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
		syntax.SplitBraces(b)
		var got []*syntax.Word
		if !braces(b, func(w *syntax.Word) bool { got = append(got, w); return true }) {
			t.Errorf("%q: braces stopped on its own", src)
		}
		if print(got) != uprint(want) {
			t.Errorf("%q: braces gives %q, expand gives %q", src, print(got), uprint(want))
		}
		if len(want) > 1 {
			n := 0
			if braces(b, func(*syntax.Word) bool { n++; return n < 2 }) || n != 2 {
				t.Errorf("%q: braces did not stop when yield returned false (%d words)", src, n)
			}
		}
	}
}
