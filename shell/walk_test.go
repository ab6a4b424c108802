package shell

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// visits records what a walker calls f with: each node's type and span,
// "nil" for the calls that close a node. prune stops the descent into
// nodes of one type, as the callbacks that skip substitutions do.
func visits(walker func(syntax.Node, func(syntax.Node) bool), root syntax.Node, prune string) []string {
	var out []string
	walker(root, func(n syntax.Node) bool {
		if n == nil {
			out = append(out, "nil")
			return true
		}
		t := fmt.Sprintf("%T", n)
		out = append(out, fmt.Sprintf("%s %d-%d", t, n.Pos().Offset(), n.End().Offset()))
		return t != prune
	})
	return out
}

// walkCommands are commands with every construct the parser knows:
// the fixed cases of the package's tests, the generated commands of the
// bash oracle, and the peer corpus when it is present.
func walkCommands(t *testing.T) []string {
	cmds := []string{
		"a # c1\n# c2\nb # c3\n# c4",
		"case $x in # c\n a) b;; # d\n # e\n c) d;; esac # f",
		"arr=( # c\n a # d\n [1]=b # e\n ) # f",
		"f() { a; } # c\nfunction g { b; }",
		"if a; then b; elif c; then d; else e; fi # x",
		"while a; do b; done; until c; do d; done",
		"for i in a b; do c; done; for ((i=0; i<3; i++)); do d; done; for ((;;)); do e; done",
		"select x in a b; do c; done",
		"${a:1:2} ${b/x/y} ${c//x} ${d:-e} ${!f} ${#g} ${h[1]} ${i@Q} ${j,,} ${k:=l}",
		"$(( a + b * (c - 1) )) $(( x ? y : z )) (( i++ )) let a=1 b+=2",
		"[[ -f a && ! b =~ c || ( d == e ) ]]",
		"declare -a x=(1 2); local y=$z; export w; readonly v=1; typeset -i n=3",
		"coproc N { a; }; coproc b; time -p c; time; ! d",
		"a <<EOF\n$(b)\nEOF\nc <<-'X'\n\tx\n\tX\nd <<< $e; f 2>&1 >g <(h) >(i)",
		"echo @(a|b) !(c) *(d) +(e) ?(f)",
		"a=1 b=(x y) c[2]=z d+=w e",
		"{ a; b; } > f; (c; d) 2> g",
		"`a \\`b\\``; \"$(c \"$d\")\"; $'x\\ty' $\"z\"",
	}
	for _, s := range []string{"ls -la", compound20} {
		cmds = append(cmds, s)
	}
	for _, r := range loadRegressions(t) {
		cmds = append(cmds, r.Cmd)
	}
	r := rand.New(rand.NewPCG(7, 0x5eed))
	for range 3000 {
		c, _ := gen(r, 4, prods)
		cmds = append(cmds, c)
	}
	// The peer corpus, where scripts/corpus.sh finds it (PREGATE_CORPUS, or
	// beside the repository), when it is there.
	corpus := os.Getenv("PREGATE_CORPUS")
	if corpus == "" {
		corpus = filepath.Join("..", "..", "shared", "corpus", "peer-corpus.jsonl")
	}
	if f, err := os.Open(corpus); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var rec struct{ Command string }
			if json.Unmarshal(sc.Bytes(), &rec) == nil {
				cmds = append(cmds, rec.Command)
			}
		}
	}
	return cmds
}

// TestWalkMatchesSyntaxWalk checks walk against syntax.Walk: the same
// calls of f, in the same order, descending and pruned, over every node
// type the parser produces.
func TestWalkMatchesSyntaxWalk(t *testing.T) {
	types := map[string]bool{}
	parsed := 0
	for _, cmd := range walkCommands(t) {
		f, err := syntax.NewParser(syntax.Variant(syntax.LangBash), syntax.KeepComments(true)).Parse(strings.NewReader(cmd), "")
		if err != nil {
			continue
		}
		parsed++
		want := visits(syntax.Walk, f, "")
		for _, v := range want {
			types[strings.Fields(v)[0]] = true
		}
		if got := visits(walk, f, ""); !slices.Equal(got, want) {
			t.Fatalf("%q: walk visits\n%v\nsyntax.Walk visits\n%v", cmd, got, want)
		}
		for _, prune := range []string{"*syntax.CmdSubst", "*syntax.Word", "*syntax.Stmt", "*syntax.CallExpr"} {
			if got, want := visits(walk, f, prune), visits(syntax.Walk, f, prune); !slices.Equal(got, want) {
				t.Fatalf("%q pruned at %s: walk visits\n%v\nsyntax.Walk visits\n%v", cmd, prune, got, want)
			}
		}
	}
	// The commands must reach the node types whose handling differs
	// from a plain descent: comments deferred after their node, and the
	// optional children.
	for _, typ := range []string{"*syntax.Comment", "*syntax.CaseItem", "*syntax.ArrayElem", "*syntax.ParamExp",
		"*syntax.CStyleLoop", "*syntax.CoprocClause", "*syntax.TimeClause", "*syntax.ExtGlob", "*syntax.ProcSubst",
		"*syntax.LetClause", "*syntax.BinaryTest", "*syntax.UnaryTest", "*syntax.ParenTest", "*syntax.Redirect",
		"*syntax.FuncDecl", "*syntax.DeclClause", "*syntax.WordIter", "*syntax.BinaryArithm", "*syntax.UnaryArithm"} {
		if !types[typ] {
			t.Errorf("no command has a %s", typ)
		}
	}
	// Without the peer corpus about 2,600 of the fixed and generated
	// commands parse; fewer means the generator or the fixtures broke.
	if parsed < 2000 {
		t.Errorf("only %d commands parsed", parsed)
	}
}

func BenchmarkWalk(b *testing.B) {
	f, err := parse(compound20)
	if err != nil {
		b.Fatal(err)
	}
	count := func(n syntax.Node) bool { return true }
	b.Run("walk", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			walk(f, count)
		}
	})
	b.Run("syntax.Walk", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			syntax.Walk(f, count)
		}
	})
}
