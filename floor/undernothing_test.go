package floor

import (
	"os"
	"path/filepath"
	"testing"
)

// TestUnderNothingDeep: a path at any depth below a directory the memo
// found missing, or below a file, is missing without a look at the disk,
// so the call keeps one view of the file system: files made there after
// the first look stay unseen, by the fast resolver, while the reference
// resolver looks again and finds them. A path below a directory that
// exists is looked at: a file made there after the first look is found.
// The kernel agrees with the memo's rule on the tree as it stood: Lstat
// of each such path failed before the files were made.
func TestUnderNothingDeep(t *testing.T) {
	dir := t.TempDir()
	gone, afile, here := dir+"/gone", dir+"/file", dir+"/here"
	if err := os.WriteFile(afile, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(here, 0o755); err != nil {
		t.Fatal(err)
	}
	below := []string{gone + "/a", gone + "/a/b/c", gone + "/a/../b", gone + "//a/b", gone + "/./a/b", afile + "/a/b", afile + "/.."}
	for _, p := range below {
		if _, err := os.Lstat(p); err == nil {
			t.Fatalf("Lstat(%q) found a file before any was made", p)
		}
	}
	fast, ref := &resolver{}, &resolver{reference: true}
	for _, rv := range []*resolver{fast, ref} {
		for _, p := range []string{gone, afile, here} {
			rv.node(p)
		}
	}
	// The files appear after the first look.
	for _, p := range []string{gone + "/a/b/c", gone + "/b", here + "/new"} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range below {
		if k := fast.lstat(p); k != missing {
			t.Errorf("fast: %q below a missing directory or a file is %v, want missing (the first look's view)", p, k)
		}
	}
	if k := ref.lstat(gone + "/a/b/c"); k != file {
		t.Errorf("reference: %q is %v, want file (it looks again)", gone+"/a/b/c", k)
	}
	for _, rv := range []*resolver{fast, ref} {
		if k := rv.lstat(here + "/new"); k != file {
			t.Errorf("reference %t: %q below an existing directory is %v, want file", rv.reference, here+"/new", k)
		}
	}
}
