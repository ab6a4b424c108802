package shell

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDifferentialPkgRoles runs the real toolchains and package managers
// (go, cargo, pip, java, javac and gcc where installed) with options
// that run programs or write files, under a PATH where the programs they
// name are recorder scripts (pga … pgf) that log their name. It checks
// that every recorder that ran is a program Decompose reported as a
// command of its own, and every file or directory the command created in
// the work directory is a path Decompose reported written.
func TestDifferentialPkgRoles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs real programs; skipped with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	dir, bin := stubDirs(t)
	work := filepath.Join(dir, "work")
	for _, d := range []string{"src", "csrc"} {
		if err := os.MkdirAll(filepath.Join(work, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeRecorders(t, bin, "exit 1\n", "pga", "pgb", "pgc", "pgd", "pge", "pgf")
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(work, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/x\n\ngo 1.21\n")
	write("main.go", "package main\n\nfunc main() {}\n")
	write("main_test.go", "package main\n\nimport \"testing\"\n\nfunc TestX(t *testing.T) {}\n")
	write("Cargo.toml", "[package]\nname = \"x\"\nversion = \"0.1.0\"\nedition = \"2021\"\n")
	write("src/main.rs", "fn main() {}\n")
	write("csrc/A.java", "class A { public static void main(String[] a) {} }\n")
	write("csrc/a.c", "int main(void) { return 0; }\n")

	path := bin
	for _, p := range []string{"go", "cargo", "java", "pip"} {
		if d, err := exec.LookPath(p); err == nil && !strings.Contains(path, filepath.Dir(d)) {
			path += ":" + filepath.Dir(d)
		}
	}
	path += ":/usr/bin:/bin"
	env := []string{"PATH=" + path, "HOME=" + dir, "PGLOG=" + filepath.Join(dir, "log"), "LC_ALL=C",
		"GOCACHE=" + filepath.Join(dir, "gocache"), "GOPATH=" + filepath.Join(dir, "gopath"), "GOTOOLCHAIN=local",
		"GOFLAGS=-mod=mod", "GOPROXY=off", "CARGO_HOME=" + filepath.Join(dir, "cargo"), "CARGO_NET_OFFLINE=true"}
	if pip, err := exec.LookPath("pip"); err == nil && filepath.Base(filepath.Dir(pip)) == "shims" {
		// pyenv's shim finds its root from HOME unless told.
		env = append(env, "PYENV_ROOT="+filepath.Dir(filepath.Dir(pip)))
	}
	if rh := os.Getenv("RUSTUP_HOME"); rh != "" {
		env = append(env, "RUSTUP_HOME="+rh)
	} else if h, err := os.UserHomeDir(); err == nil {
		env = append(env, "RUSTUP_HOME="+filepath.Join(h, ".rustup"))
	}
	tests := []struct{ name, need, cmd string }{
		{"go_toolexec", "go", `go build -toolexec pga . 2>/dev/null`},
		{"go_exec", "go", `go run -exec pgb . 2>/dev/null`},
		{"go_vettool", "go", "go vet -vettool=" + filepath.Join(bin, "pgc") + " . 2>/dev/null"},
		{"go_output", "go", `go build -o go.out .`},
		{"go_coverprofile", "go", `go test -coverprofile=cover.out . >/dev/null`},
		{"cargo_rustc_wrapper", "cargo", `cargo build -q --config 'build.rustc-wrapper="pgd"' 2>/dev/null`},
		{"cargo_target_dir", "cargo", `cargo build -q --target-dir tgt 2>/dev/null`},
		{"cargo_new", "cargo", `cargo new -q --vcs none newpkg 2>/dev/null`},
		{"cargo_env_wrapper", "cargo", `RUSTC_WRAPPER=pge cargo build -q 2>/dev/null`},
		{"pip_log", "pip", `pip --isolated --log pip.log list >/dev/null 2>&1`},
		{"java_xlog", "java", `java -Xlog:gc:file=gc.log -version 2>/dev/null`},
		{"javac_d", "javac", `javac -d jout csrc/A.java`},
		{"gcc_wrapper", "gcc", `gcc -wrapper pga,x -c csrc/a.c -o a.o 2>/dev/null`},
		{"gcc_output", "gcc", `gcc -c csrc/a.c -o gcc.o -MD -MF deps.d`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := exec.LookPath(tc.need); err != nil {
				t.Skipf("%s not found", tc.need)
			}
			os.Remove(filepath.Join(dir, "log"))
			before := listDir(t, work)
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			c := exec.CommandContext(ctx, bash, "-c", tc.cmd)
			c.Dir, c.Env = work, env
			out, _ := c.CombinedOutput()
			logged, _ := os.ReadFile(filepath.Join(dir, "log"))
			ran := slices.Compact(slices.Sorted(slices.Values(strings.Fields(string(logged)))))
			created := slices.DeleteFunc(listDir(t, work), func(f string) bool { return slices.Contains(before, f) })
			if len(ran) == 0 && len(created) == 0 {
				t.Fatalf("%s ran nothing and wrote nothing: the case tests nothing (output %q)", tc.cmd, out)
			}
			segs := Decompose(tc.cmd, work, map[string]string{"HOME": dir})
			var reported, written []string
			for _, s := range segs {
				if len(s.Argv) > 0 && s.Hidden {
					reported = append(reported, progName(s.Argv[0].Value))
				}
				for _, p := range s.Paths {
					if p.Access&Write != 0 {
						written = append(written, filepath.Base(p.Path))
					}
				}
			}
			for _, r := range ran {
				if !slices.Contains(reported, r) {
					t.Errorf("%s ran %s, which Decompose did not report as a command of its own (reported %q)", tc.cmd, r, reported)
				}
			}
			for _, f := range created {
				if f == "target" || f == "Cargo.lock" || f == "go.sum" {
					continue // the build's own output in the project, by design
				}
				if !slices.Contains(written, f) {
					t.Errorf("%s wrote %s, which Decompose did not report (writes %q)", tc.cmd, f, written)
				}
			}
		})
	}
}
