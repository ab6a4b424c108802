package load

import (
	"io/fs"
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

// The generated data the hook uses is exactly what parsing the embedded
// TOML gives.
func TestBuiltinFastPathMatchesParse(t *testing.T) {
	fast, errs := builtinPacks()
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	slow, _ := ParsePacks(embeddedSources(t))
	if diff := cmp.Diff(slow, fast); diff != "" {
		t.Errorf("packs mismatch (-parsed +loaded):\n%s", diff)
	}
}
