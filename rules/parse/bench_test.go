package parse

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
)

// BenchmarkTOMLPacks parses every builtin pack (what go generate does; a
// hook call uses the generated data).
func BenchmarkTOMLPacks(b *testing.B) {
	names, _ := fs.Glob(builtin.FS, "builtin/*.toml")
	var srcs [][]byte
	for _, n := range names {
		src, err := builtin.FS.ReadFile(n)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i, src := range srcs {
			if _, errs := TOML(names[i], src, act.Builtin, "/p"); len(errs) > 0 {
				b.Fatal(errs)
			}
		}
	}
}

// BenchmarkTOMLLarge loads a user policy of 5,000 rules.
func BenchmarkTOMLLarge(b *testing.B) {
	src := largePolicy()
	b.ReportAllocs()
	for b.Loop() {
		if _, errs := TOML("p.toml", src, act.User, "/p"); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// BenchmarkScanLarge is the scanner alone on the policy of
// BenchmarkTOMLLarge.
func BenchmarkScanLarge(b *testing.B) {
	src := string(largePolicy())
	b.ReportAllocs()
	for b.Loop() {
		if _, _, ok := scan(src, false); !ok {
			b.Fatal("not decoded")
		}
	}
}

// BenchmarkTOMLDecoder loads the policy of BenchmarkTOMLLarge written
// with a dotted key, which the scanner leaves to the decoder.
func BenchmarkTOMLDecoder(b *testing.B) {
	src := bytes.Replace(largePolicy(), []byte("[defaults]\nunmatched"), []byte("defaults.unmatched"), 1)
	if _, _, ok := scan(string(src), false); ok {
		b.Fatal("the scanner decodes it")
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, errs := TOML("p.toml", src, act.User, "/p"); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// BenchmarkTOMLDecoderUnknownKey loads the policy of BenchmarkTOMLLarge
// with an unknown key in its last rule: the decoder's values and the
// scanner's positions make the error.
func BenchmarkTOMLDecoderUnknownKey(b *testing.B) {
	src := append(largePolicy(), "bogus = 1\n"...)
	b.ReportAllocs()
	for b.Loop() {
		if _, errs := TOML("p.toml", src, act.User, "/p"); len(errs) != 1 || errs[0].Code != "unknown-key" {
			b.Fatal(errs)
		}
	}
}

func largePolicy() []byte {
	var sb strings.Builder
	sb.WriteString("version = 1\n[defaults]\nunmatched = \"ask\"\n[permissions]\ndeny = [\"Bash(curl *)\", \"Read(~/.ssh/**)\"]\n")
	for i := range 5000 {
		fmt.Fprintf(&sb, "\n[[rule]]\nid = \"r%d\"\ndecision = \"deny\"\nmatch = [\"Bash(tool%d *)\", \"Read(/srv/d%d/**)\"]\nreason = \"rule %d\"\n", i, i, i, i)
	}
	return []byte(sb.String())
}
