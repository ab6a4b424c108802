package progs

import (
	"strings"
	"testing"
)

// firstUse are commands whose program's first Lookup in a process builds
// its entry and the table of a subcommand.
var firstUse = []struct{ name, args string }{
	{"git", "log --oneline -5 --stat"},
	{"go", "build -o bin/x -trimpath ./..."},
	{"docker", "run --rm -it -v /a:/b -e X=1 alpine sh"},
}

// BenchmarkFirstUse is what a hook process pays the first time it meets
// git, go or docker: the entry built from its declaration (as Lookup does
// once), the argv parsed with the tables it needs, which builds the
// subcommand's.
func BenchmarkFirstUse(b *testing.B) {
	for _, c := range firstUse {
		argv := strings.Fields(c.args)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				build, _ := builder(c.name)
				p := build()
				parsed := p.Parse(Words{Values: argv})
				if p.Unknown(parsed) != "" {
					b.Fatalf("%s %s: unknown %q", c.name, c.args, p.Unknown(parsed))
				}
			}
		})
	}
}

// BenchmarkOptionsLookup looks up the options of a command in a table
// met for the first time, as one hook call does: "generated" through
// optindex_gen.go's records, "search" and "index" through the descriptor
// (a fresh table searching it, and a table that has indexed it).
func BenchmarkOptionsLookup(b *testing.B) {
	desc := Lookup("curl").Def.desc
	names := []string{"-T", "-s", "-L", "-o", "--silent", "--upload-file", "--fail", "-X", "--data-binary", "--compr", "-Z", "--nope"}
	run := func(b *testing.B, mk func() *Options) {
		b.ReportAllocs()
		for b.Loop() {
			s := mk()
			for _, n := range names {
				s.Lookup(n)
			}
			if s.Lookup("-T") == nil {
				b.Fatal("curl -T")
			}
		}
	}
	b.Run("generated", func(b *testing.B) { run(b, func() *Options { return opts(desc, Abbrev) }) })
	b.Run("search", func(b *testing.B) { run(b, func() *Options { return refOptions(desc, Abbrev) }) })
	indexed := refOptions(desc, Abbrev)
	indexed.index()
	b.Run("index", func(b *testing.B) { run(b, func() *Options { return indexed }) })
}
