package gate

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// FuzzParseFixture: the fixture runner writes files and makes links under
// a temporary $WORK for whatever case a fixture describes. Any archive
// parseFixture accepts keeps every one of them inside $WORK (a name like
// "../x" would write outside the test's directory), says a decision the
// runner knows, and holds only checks it knows.
func FuzzParseFixture(f *testing.F) {
	files, _ := filepath.Glob("../fixtures/*.txtar")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("-- event.json --\n{}\n-- expect --\ndeny\n-- ../escape/x --\ny\n"))
	f.Add([]byte("-- event.json --\n{}\n-- expect --\nallow\n-- symlinks --\n../../l -> /etc\n-- hardlinks --\nh => ../../etc/passwd\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ar, ok := parseArchive(data)
		if !ok {
			return
		}
		fx, err := parseFixture(ar, func(s string) string { return s })
		if err != nil {
			return
		}
		if !slices.Contains(fixtureDecisions, fx.decision) {
			t.Fatalf("accepted decision %q", fx.decision)
		}
		for _, c := range fx.checks {
			if !slices.Contains(fixtureChecks, c[0]) {
				t.Fatalf("accepted check %q", c[0])
			}
		}
		var inWork []string
		for _, f := range fx.files {
			inWork = append(inWork, f.Name)
		}
		for _, l := range fx.links {
			inWork = append(inWork, l[0]) // the target may point anywhere
		}
		for _, l := range fx.hardlinks {
			inWork = append(inWork, l[0], l[1])
		}
		for _, p := range inWork {
			if !filepath.IsLocal(p) {
				t.Fatalf("accepted %q, which is not inside $WORK", p)
			}
		}
	})
}

// parseArchive is txtar.Parse, which panics on a marker line whose "-- "
// and " --" overlap ("-- --", go-internal v1.16.0): the fixture runner
// then fails loudly, which is all a test input needs; the fuzz target is
// after parseFixture.
func parseArchive(data []byte) (ar *txtar.Archive, ok bool) {
	defer func() {
		if recover() != nil {
			ar, ok = nil, false
		}
	}()
	return txtar.Parse(data), true
}
