package main

import (
	"io/fs"
	"path/filepath"
	"testing"

	"golang.org/x/mod/module"
)

// TestModuleFilePaths: every file of the module has a name a module zip
// accepts, or `go install github.com/pregate/pregate@vX` fails for
// everyone (a fuzz seed named after a file with ':' in it did once).
func TestModuleFilePaths(t *testing.T) {
	n := 0
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		n++
		if err := module.CheckFilePath(filepath.ToSlash(p)); err != nil {
			t.Errorf("%s: %v", p, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Fatalf("walked %d files: the walk is broken", n)
	}
}
