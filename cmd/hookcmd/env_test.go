package hookcmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// TestResolve: resolve gives what filepath.EvalSymlinks gives for the
// path os.Executable reports, for a binary run through a symbolic link
// to it and through a link to its directory.
func TestResolve(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the shortcut is Linux's")
	}
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(real, "printexe")
	src := filepath.Join(dir, "main.go")
	if err := os.WriteFile(src, []byte("package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc main() {\n\texe, err := os.Executable()\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Print(exe)\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("go", "build", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if err := os.Symlink(bin, filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, filepath.Join(dir, "dirlink")); err != nil {
		t.Fatal(err)
	}
	for _, run := range []string{bin, filepath.Join(dir, "link"), filepath.Join(dir, "dirlink", "printexe")} {
		out, err := exec.Command(run).Output()
		if err != nil {
			t.Fatalf("%s: %v", run, err)
		}
		exe := string(out)
		want, err := filepath.EvalSymlinks(exe)
		if err != nil {
			t.Fatal(err)
		}
		if got := resolve(exe); got != want {
			t.Errorf("run as %s: resolve(%q) = %q, EvalSymlinks gives %q", run, exe, got, want)
		}
	}
}
