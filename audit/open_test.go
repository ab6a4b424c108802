package audit

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenAppendSameAsOpenFile: openAppend opens, creates and fails as
// os.OpenFile(path, O_WRONLY|O_APPEND|O_CREATE, 0o600) does: the same
// error text, the same mode of a created file, appending to what is there.
func TestOpenAppendSameAsOpenFile(t *testing.T) {
	open := func(path string) (io.WriteCloser, error) {
		return os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	}
	own := func(path string) (io.WriteCloser, error) {
		f, err := openAppend(path)
		if err != nil {
			return nil, err
		}
		return f, nil
	}
	for _, c := range []struct {
		name  string
		setup func(dir string) string
	}{
		{"new", func(dir string) string { return filepath.Join(dir, "a.jsonl") }},
		{"existing", func(dir string) string {
			p := filepath.Join(dir, "a.jsonl")
			os.WriteFile(p, []byte("old\n"), 0o640)
			return p
		}},
		{"directory", func(dir string) string { return dir }},
		{"missing_parent", func(dir string) string { return filepath.Join(dir, "no", "a.jsonl") }},
		{"parent_is_file", func(dir string) string {
			p := filepath.Join(dir, "f")
			os.WriteFile(p, nil, 0o600)
			return filepath.Join(p, "a.jsonl")
		}},
		{"symlink", func(dir string) string {
			os.WriteFile(filepath.Join(dir, "target"), []byte("t\n"), 0o600)
			p := filepath.Join(dir, "link")
			os.Symlink("target", p)
			return p
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var errs [2]string
			var data [2]string
			var modes [2]os.FileMode
			for i, f := range []func(string) (io.WriteCloser, error){open, own} {
				dir := t.TempDir()
				path := c.setup(dir)
				file, err := f(path)
				if err != nil {
					errs[i] = strings.ReplaceAll(err.Error(), dir, "DIR")
					continue
				}
				if _, err := file.Write([]byte("line\n")); err != nil {
					t.Fatal(err)
				}
				if err := file.Close(); err != nil {
					t.Fatal(err)
				}
				b, _ := os.ReadFile(path)
				fi, _ := os.Stat(path)
				data[i], modes[i] = string(b), fi.Mode()
			}
			if errs[0] != errs[1] || data[0] != data[1] || modes[0] != modes[1] {
				t.Errorf("os.OpenFile: %q %q %v; openAppend: %q %q %v", errs[0], data[0], modes[0], errs[1], data[1], modes[1])
			}
		})
	}
}
