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

// BenchmarkGenDesc finds the records of the tables a 20-part command's
// programs are built with: "bucket" is genDesc, "sorted" the binary
// search over every record it replaces. Warm, in process, both read the
// descriptor for its hash; in a fresh process the bucket's two places
// against a dozen are the page faults saved.
func BenchmarkGenDesc(b *testing.B) {
	var descs []string
	for _, c := range cold20 {
		if p := Lookup(strings.Fields(c)[0]); p != nil {
			for _, s := range []*Options{p.Global, p.Def} {
				if s != nil {
					descs = append(descs, s.desc)
				}
			}
		}
	}
	sorted := func(desc string) int32 {
		tab := genIndex[genDescsAt:genSpellsAt]
		h := descHash(desc)
		lo, hi := 0, len(tab)/descRecLen
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if le64(tab[m*descRecLen:]) < h {
				lo = m + 1
			} else {
				hi = m
			}
		}
		if lo*descRecLen < len(tab) && le64(tab[lo*descRecLen:]) == h && int(le16(tab[lo*descRecLen+8:])) == len(desc) {
			return int32(lo + 1)
		}
		return 0
	}
	b.Run("bucket", func(b *testing.B) {
		for b.Loop() {
			for _, d := range descs {
				if k, _ := genDesc(d); k == 0 {
					b.Fatal("no record")
				}
			}
		}
	})
	b.Run("sorted", func(b *testing.B) {
		for b.Loop() {
			for _, d := range descs {
				if sorted(d) == 0 {
					b.Fatal("no record")
				}
			}
		}
	})
}
