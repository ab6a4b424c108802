package builtin

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// FS holds every pack file of the directory, each under builtin/NAME.toml
// with the bytes on disk, and nothing under any other name.
func TestFS(t *testing.T) {
	disk, err := filepath.Glob("*.toml")
	if err != nil || len(disk) == 0 {
		t.Fatalf("no pack files on disk: %v", err)
	}
	names, err := fs.Glob(FS, "builtin/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, n := range disk {
		want = append(want, "builtin/"+n)
	}
	if !slices.Equal(names, want) {
		t.Fatalf("FS names = %q, want %q", names, want)
	}
	for _, n := range disk {
		b, err := FS.ReadFile("builtin/" + n)
		if err != nil {
			t.Fatal(err)
		}
		d, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, d) {
			t.Errorf("FS builtin/%s differs from the file on disk", n)
		}
		f, err := FS.Open("builtin/" + n)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	for _, bad := range []string{disk[0], "builtin/", "builtin", ".", "x/" + disk[0]} {
		if _, err := FS.Open(bad); err == nil {
			t.Errorf("Open(%q) succeeded", bad)
		}
		if _, err := FS.ReadFile(bad); err == nil {
			t.Errorf("ReadFile(%q) succeeded", bad)
		}
	}
	if got, _ := fs.Glob(FS, "*.toml"); len(got) != 0 {
		t.Errorf("Glob(*.toml) = %q, want nothing outside builtin/", got)
	}
}
