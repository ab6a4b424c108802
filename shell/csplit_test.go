package shell

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCSplitSuffixFormat: csplit -b FORMAT is resolved only when every
// piece is PREFIX followed by a letter or digit and no slash, as the
// floor reads a prefix; checked against the real csplit where installed.
func TestCSplitSuffixFormat(t *testing.T) {
	cases := []struct {
		format   string
		resolved bool
	}{
		{"%02d", true}, {"%d", true}, {"part%03d", true}, {"%x.txt", false}, // a dot after the number is fine for the floor, but not letters and digits only, {"%02dabc", true},
		{"%-4d", true}, {"%#o", true},
		{"%4d", false},     // "   0"
		{"%.0d", false},    // "" for the first piece: PREFIX itself
		{"%02d/x", false},  // into a directory
		{".json%d", false}, // starts with a dot
		{"% d", false}, {"%+d", false}, {"%%%d", false}, {"x", false}, {"%s", false},
	}
	for _, c := range cases {
		cmd := "csplit -f xx -b '" + c.format + "' in 1"
		segs := Decompose(cmd, "/p", nil)
		if len(segs) != 1 || segs[0].Resolved != c.resolved {
			t.Errorf("%s: resolved %v, want %v", cmd, len(segs) == 1 && segs[0].Resolved, c.resolved)
		}
		// The spellings of the option.
		for _, sp := range []string{"--suffix-format=" + c.format, "-b" + c.format, "--suffix=" + c.format} {
			segs := Decompose("csplit -f xx '"+sp+"' in 1", "/p", nil)
			if len(segs) != 1 || segs[0].Resolved != c.resolved {
				t.Errorf("csplit %s: resolved %v, want %v", sp, len(segs) == 1 && segs[0].Resolved, c.resolved)
			}
		}
	}
	if _, err := exec.LookPath("csplit"); err != nil {
		t.Log("csplit is not installed: the names are not checked against it")
		return
	}
	// What the real csplit names its first piece: every format taken as
	// resolved starts the suffix with a letter or digit and has no slash.
	for _, c := range cases {
		if !c.resolved {
			continue
		}
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "in"), []byte("a\nb\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		run := exec.Command("csplit", "-s", "-f", "xx", "-b", c.format, "in", "2")
		run.Dir = dir
		if out, err := run.CombinedOutput(); err != nil {
			t.Fatalf("csplit -b %s: %v %s", c.format, err, out)
		}
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			n := e.Name()
			if n == "in" {
				continue
			}
			suf, ok := strings.CutPrefix(n, "xx")
			if !ok || suf == "" || !alnum(suf[:1]) || strings.Contains(suf, "/") || e.IsDir() {
				t.Errorf("csplit -b %s wrote %q", c.format, n)
			}
		}
	}
	// And the real csplit does write PREFIX itself with %.0d.
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "in"), []byte("a\nb\n"), 0o644)
	run := exec.Command("csplit", "-s", "-f", ".mcp.json", "-b", "%.0d", "in", "2")
	run.Dir = dir
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("csplit -b %%.0d: %v %s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, ".mcp.json")); err != nil {
		t.Errorf("csplit -f .mcp.json -b %%.0d did not write .mcp.json: %v", err)
	}
}
