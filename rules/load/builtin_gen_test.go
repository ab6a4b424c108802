package load

import (
	"hash/crc32"
	"io/fs"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/rules/builtin"
)

func embeddedSources(t *testing.T) ([]string, [][]byte) {
	t.Helper()
	names, err := fs.Glob(builtin.FS, "builtin/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	srcs := make([][]byte, len(names))
	for i, n := range names {
		if srcs[i], err = builtin.FS.ReadFile(n); err != nil {
			t.Fatal(err)
		}
	}
	return names, srcs
}

// When the generated data is fresh, it is exactly what parsing gives.
func TestBuiltinFastPathMatchesParse(t *testing.T) {
	fast, errs := embeddedPacks()
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	slow, _ := ParsePacks(embeddedSources(t))
	if diff := cmp.Diff(slow, fast); diff != "" {
		t.Errorf("packs mismatch (-parsed +loaded):\n%s", diff)
	}
}

// TestGenFresh checks the start-up freshness test of builtin_gen.go
// against a plain one (ReadFile and crc32.ChecksumIEEE), and that any
// difference in names, sizes or checksums makes it parse the TOML.
func TestGenFresh(t *testing.T) {
	names, srcs := embeddedSources(t)
	plain := len(names) == len(builtin.Generated)
	for i := 0; plain && i < len(names); i++ {
		g := builtin.Generated[i]
		plain = g.File == names[i] && g.Size == len(srcs[i]) && g.CRC == crc32.ChecksumIEEE(srcs[i])
	}
	if got := genFresh(names); got != plain {
		t.Fatalf("genFresh = %v, plain check = %v", got, plain)
	}
	saved := builtin.Generated
	defer func() { builtin.Generated = saved }()
	for _, tc := range []struct {
		name   string
		change func(g []builtin.Pack) []builtin.Pack
	}{
		{"size", func(g []builtin.Pack) []builtin.Pack { g[3].Size--; return g }},
		{"checksum", func(g []builtin.Pack) []builtin.Pack { g[len(g)-1].CRC ^= 1; return g }},
		{"name", func(g []builtin.Pack) []builtin.Pack { g[0].File += "x"; return g }},
		{"one pack fewer", func(g []builtin.Pack) []builtin.Pack { return g[1:] }},
	} {
		builtin.Generated = tc.change(slices.Clone(saved))
		if genFresh(names) {
			t.Errorf("genFresh after a changed %s = true, want false", tc.name)
		}
	}
}
