package audit

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestWritableAgreesWithOpen: Writable says what Open then does, with the
// same error, and creates nothing itself. Open, on a real file system, is
// the ground truth.
func TestWritableAgreesWithOpen(t *testing.T) {
	for _, tt := range []struct {
		name    string
		setup   func(t *testing.T, dir string) string
		wantErr bool // under any user, root included
	}{
		{name: "existing_file", setup: func(t *testing.T, dir string) string {
			return write(t, filepath.Join(dir, "audit.jsonl"), 0o600)
		}},
		{name: "missing_file", setup: func(t *testing.T, dir string) string {
			return filepath.Join(dir, "audit.jsonl")
		}},
		{name: "missing_dirs", setup: func(t *testing.T, dir string) string {
			return filepath.Join(dir, "state", "pregate", "audit.jsonl")
		}},
		{name: "under_a_file", wantErr: true, setup: func(t *testing.T, dir string) string {
			return filepath.Join(write(t, filepath.Join(dir, "f"), 0o600), "audit.jsonl")
		}},
		{name: "deep_under_a_file", wantErr: true, setup: func(t *testing.T, dir string) string {
			return filepath.Join(write(t, filepath.Join(dir, "f"), 0o600), "a", "b", "audit.jsonl")
		}},
		{name: "a_directory", wantErr: true, setup: func(t *testing.T, dir string) string {
			p := filepath.Join(dir, "audit.jsonl")
			if err := os.Mkdir(p, 0o700); err != nil {
				t.Fatal(err)
			}
			return p
		}},
		// Refused to anyone but root, which may write anyway: both
		// agree either way.
		{name: "read_only_file", setup: func(t *testing.T, dir string) string {
			return write(t, filepath.Join(dir, "audit.jsonl"), 0o400)
		}},
		{name: "read_only_dir", setup: func(t *testing.T, dir string) string {
			return filepath.Join(readOnlyDir(t, dir), "audit.jsonl")
		}},
		{name: "missing_dirs_in_read_only_dir", setup: func(t *testing.T, dir string) string {
			return filepath.Join(readOnlyDir(t, dir), "state", "audit.jsonl")
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := tt.setup(t, t.TempDir())
			_, statErr := os.Stat(path)
			werr := Writable(path)
			if _, err := os.Stat(path); (err == nil) != (statErr == nil) {
				t.Fatalf("Writable(%s) created or removed it", path)
			}
			if tt.wantErr && werr == nil {
				t.Errorf("Writable(%s) = nil, want an error", path)
			}
			l, oerr := Open(path, DefaultOptions())
			if oerr == nil {
				l.Close()
			}
			switch {
			case werr == nil && oerr != nil:
				t.Errorf("Writable(%s) = nil, but Open fails: %v", path, oerr)
			case werr != nil && oerr == nil:
				t.Errorf("Writable(%s) = %v, but Open succeeds", path, werr)
			case werr != nil && werr.Error() != oerr.Error():
				t.Errorf("Writable(%s) and Open disagree on why:\n Writable %v\n Open     %v", path, werr, oerr)
			}
		})
	}
}

func write(t *testing.T, p string, mode fs.FileMode) string {
	if err := os.WriteFile(p, nil, mode); err != nil {
		t.Fatal(err)
	}
	return p
}

func readOnlyDir(t *testing.T, dir string) string {
	p := filepath.Join(dir, "ro")
	if err := os.Mkdir(p, 0o500); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(p, 0o700) })
	return p
}

func TestWritableEmptyPath(t *testing.T) {
	if err := Writable(""); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Writable(\"\") = %v, want the empty-path error", err)
	}
}
