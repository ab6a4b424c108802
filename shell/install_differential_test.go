package shell

import (
	"archive/zip"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDifferentialInstallRoots runs go install, cargo install, pip
// install and npm install -g (where installed) in a temporary HOME, with
// the environment that picks their install location, and checks that
// every file they create outside the work directory and the caches lies
// under a path Decompose reported written (a tree write covers what is
// below it): the locations pregate derives are where the tools write.
func TestDifferentialInstallRoots(t *testing.T) {
	if testing.Short() {
		t.Skip("runs real programs; skipped with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	dir := t.TempDir()
	home, work := filepath.Join(dir, "home"), filepath.Join(dir, "work")
	for _, d := range []string{home, filepath.Join(work, "src"), filepath.Join(work, "npkg")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(work, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/x\n\ngo 1.21\n")
	write("main.go", "package main\n\nfunc main() {}\n")
	write("Cargo.toml", "[package]\nname = \"x\"\nversion = \"0.1.0\"\nedition = \"2021\"\n")
	write("src/main.rs", "fn main() {}\n")
	write("npkg/package.json", `{"name":"npkg","version":"1.0.0","bin":{"npkg":"cli.js"}}`)
	write("npkg/cli.js", "#!/usr/bin/env node\n")
	writeWheel(t, filepath.Join(work, "pgw-0.1-py3-none-any.whl"))

	path := ""
	for _, p := range []string{"go", "cargo", "pip", "npm", "node"} {
		if d, err := exec.LookPath(p); err == nil && !strings.Contains(path, filepath.Dir(d)) {
			path += filepath.Dir(d) + ":"
		}
	}
	path += "/usr/bin:/bin"
	caches := []string{filepath.Join(dir, "gocache"), filepath.Join(dir, "npmcache")}
	base := []string{"PATH=" + path, "HOME=" + home, "LC_ALL=C", "GOCACHE=" + caches[0], "GOTOOLCHAIN=local",
		"GOFLAGS=-mod=mod", "GOPROXY=off", "GOENV=off", "CARGO_NET_OFFLINE=true", "npm_config_cache=" + caches[1],
		"npm_config_update_notifier=false", "npm_config_audit=false", "npm_config_fund=false"}
	if pip, err := exec.LookPath("pip"); err == nil && filepath.Base(filepath.Dir(pip)) == "shims" {
		base = append(base, "PYENV_ROOT="+filepath.Dir(filepath.Dir(pip)))
	}
	if rh := os.Getenv("RUSTUP_HOME"); rh != "" {
		base = append(base, "RUSTUP_HOME="+rh)
	} else if h, err := os.UserHomeDir(); err == nil {
		base = append(base, "RUSTUP_HOME="+filepath.Join(h, ".rustup"))
	}
	tests := []struct {
		name, need, cmd string
		env             []string          // the variables that pick the location, given to Decompose too
		min             int               // files it must create outside the work directory
		files           map[string]string // configuration files (under the temporary directory) for the case only
	}{
		{"go_default", "go", `go install .`, nil, 1, nil},
		{"go_gobin", "go", `go install .`, []string{"GOBIN=" + filepath.Join(dir, "gobin")}, 1, nil},
		{"go_gopath", "go", `go install .`, []string{"GOPATH=" + filepath.Join(dir, "gp") + ":" + filepath.Join(dir, "gp2")}, 1, nil},
		{"go_assigned", "go", `GOBIN=` + filepath.Join(dir, "gobin2") + ` go install .`, nil, 1, nil},
		{"cargo_home", "cargo", `cargo install -q --debug --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch")}, 3, nil},
		{"cargo_install_root", "cargo", `cargo install -q --debug --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch2"), "CARGO_INSTALL_ROOT=" + filepath.Join(dir, "cir")}, 3, nil},
		{"cargo_root", "cargo", `cargo install -q --debug --root ` + filepath.Join(dir, "cr") + ` --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch3")}, 3, nil},
		{"go_envfile_gobin", "go", `go install .`, []string{"GOENV=" + filepath.Join(dir, "goenv")}, 1, map[string]string{"goenv": "GOBIN=" + filepath.Join(dir, "wrong") + "\nGOBIN=" + filepath.Join(dir, "gefbin") + "\n"}},
		{"go_envfile_default", "go", `go install .`, []string{"GOENV="}, 1, map[string]string{"home/.config/go/env": "# comment\nGOPATH=" + filepath.Join(dir, "gefpath") + "\n"}},
		{"go_envfile_xdg", "go", `go install .`, []string{"GOENV=", "XDG_CONFIG_HOME=" + filepath.Join(dir, "xdg")}, 1, map[string]string{"xdg/go/env": "GOBIN=" + filepath.Join(dir, "xdgbin") + "\n"}},
		{"go_envfile_env_wins", "go", `go install .`, []string{"GOENV=" + filepath.Join(dir, "goenv2"), "GOPATH=" + filepath.Join(dir, "gp3")}, 1, map[string]string{"goenv2": "GOPATH=" + filepath.Join(dir, "gpwrong") + "\n"}},
		{"go_envfile_gobin_over_gopath", "go", `go install .`, []string{"GOENV=" + filepath.Join(dir, "goenv3"), "GOPATH=" + filepath.Join(dir, "gp4")}, 1, map[string]string{"goenv3": "GOBIN=" + filepath.Join(dir, "gefbin2") + "\n"}},
		{"cargo_config_work", "cargo", `cargo install -q --debug --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch4")}, 3, map[string]string{"work/.cargo/config.toml": "[install]\nroot = \"../ccroot\"\n"}},
		{"cargo_config_parent", "cargo", `cargo install -q --debug --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch5")}, 3, map[string]string{".cargo/config": "install.root = '" + filepath.Join(dir, "cproot") + "'\n", "ch5/config.toml": "[install]\nroot = \"" + filepath.Join(dir, "cwrong") + "\"\n"}},
		{"cargo_config_home", "cargo", `cargo install -q --debug --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch6")}, 3, map[string]string{"ch6/config.toml": "[install]\nroot = \"" + filepath.Join(dir, "chroot") + "\"\n"}},
		{"cargo_config_env_wins", "cargo", `cargo install -q --debug --path . 2>/dev/null`, []string{"CARGO_HOME=" + filepath.Join(dir, "ch7"), "CARGO_INSTALL_ROOT=" + filepath.Join(dir, "cir2")}, 3, map[string]string{"work/.cargo/config.toml": "[install]\nroot = \"../cwrong2\"\n"}},
		{"pip_user", "pip", `pip --isolated install -q --no-cache-dir --no-index --no-deps --user pgw-0.1-py3-none-any.whl`, nil, 2, nil},
		{"pip_userbase", "pip", `pip --isolated install -q --no-cache-dir --no-index --no-deps --user pgw-0.1-py3-none-any.whl`, []string{"PYTHONUSERBASE=" + filepath.Join(dir, "ub")}, 2, nil},
		{"pip_target", "pip", `pip --isolated install -q --no-cache-dir --no-index --no-deps --target ` + filepath.Join(dir, "pt") + ` pgw-0.1-py3-none-any.whl`, nil, 2, nil},
		{"pip_env_target", "pip", `pip install -q --no-cache-dir --no-index --no-deps pgw-0.1-py3-none-any.whl`, []string{"PIP_TARGET=" + filepath.Join(dir, "pet")}, 2, nil},
		{"pip_config_file_target", "pip", `pip install -q --no-cache-dir --no-index --no-deps pgw-0.1-py3-none-any.whl`, []string{"PIP_CONFIG_FILE=" + filepath.Join(dir, "pip.ini")}, 2, map[string]string{"pip.ini": "[global]\ntarget = " + filepath.Join(dir, "wrongt") + "\n[install]\ntarget = " + filepath.Join(dir, "pct") + "\n"}},
		{"pip_user_config_user", "pip", `pip install -q --no-cache-dir --no-index --no-deps pgw-0.1-py3-none-any.whl`, []string{"PYTHONUSERBASE=" + filepath.Join(dir, "ub2")}, 2, map[string]string{"home/.config/pip/pip.conf": "# user site\n[install]\nuser = yes\n"}},
		{"pip_legacy_config_prefix", "pip", `pip install -q --no-cache-dir --no-index --no-deps pgw-0.1-py3-none-any.whl`, []string{"PYTHONNOUSERSITE=1"}, 2, map[string]string{"home/.pip/pip.conf": "[global]\nprefix: " + filepath.Join(dir, "pcp") + "\n"}},
		{"npm_global", "npm", `npm install -g --offline ./npkg >/dev/null 2>&1`, []string{"npm_config_prefix=" + filepath.Join(dir, "np")}, 2, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := exec.LookPath(tc.need); err != nil {
				t.Skip(tc.need + " not installed")
			}
			for name, body := range tc.files {
				f := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { os.Remove(f) })
			}
			before := map[string]bool{}
			_ = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
				before[p] = true
				return nil
			})
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			c := exec.CommandContext(ctx, bash, "-c", tc.cmd)
			c.Dir, c.Env = work, append(append([]string{}, base...), tc.env...)
			out, err := c.CombinedOutput()
			if err != nil {
				t.Skipf("%s failed here (%v): %s", tc.cmd, err, out)
			}
			env := map[string]string{"HOME": home}
			for _, kv := range tc.env {
				k, v, _ := strings.Cut(kv, "=")
				env[k] = v
			}
			var written []PathRef
			for _, s := range Decompose(tc.cmd, work, env) {
				for _, p := range s.Paths {
					if p.Access&Write == 0 || p.Dynamic {
						continue
					}
					if rest, ok := strings.CutPrefix(p.Path, "~"); ok {
						p.Path = home + rest
					} else if !filepath.IsAbs(p.Path) {
						p.Path = filepath.Join(work, p.Path)
					}
					written = append(written, p)
				}
			}
			covered := func(f string) bool {
				for _, p := range written {
					if f == p.Path || p.Tree && strings.HasPrefix(f, strings.TrimSuffix(p.Path, "/")+"/") {
						return true
					}
				}
				return false
			}
			n := 0
			_ = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
				if err != nil || before[p] || p == work || strings.HasPrefix(p, work+"/") {
					return nil
				}
				for _, c := range caches {
					if p == c || strings.HasPrefix(p, c+"/") {
						return nil
					}
				}
				if strings.Contains(p, "/go/telemetry/") ||
					strings.HasPrefix(filepath.Base(p), ".package-cache") || filepath.Base(p) == ".global-cache" {
					// The state every go command and every cargo command
					// keeps (telemetry counters; CARGO_HOME's locks and
					// cache index), installing or not, as their build
					// caches: not where they install.
					return nil
				}
				if e.IsDir() {
					return nil // a directory is created on the way to a file
				}
				n++
				if !covered(p) {
					t.Errorf("%s wrote %s, which Decompose did not report (writes %v)", tc.cmd, p, written)
				}
				return nil
			})
			if n < tc.min {
				t.Errorf("%s created %d files outside the work directory, want at least %d: the case tests nothing (%s)", tc.cmd, n, tc.min, out)
			}
		})
	}
}

// writeWheel writes a minimal wheel of a package pgw with one module and
// one console script, which pip installs without building anything.
func writeWheel(t *testing.T, name string) {
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	files := map[string]string{
		"pgw/__init__.py":                    "def main():\n    pass\n",
		"pgw-0.1.dist-info/METADATA":         "Metadata-Version: 2.1\nName: pgw\nVersion: 0.1\n",
		"pgw-0.1.dist-info/WHEEL":            "Wheel-Version: 1.0\nGenerator: pregate\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
		"pgw-0.1.dist-info/entry_points.txt": "[console_scripts]\npgw = pgw:main\n",
		"pgw-0.1.dist-info/RECORD":           "",
	}
	for _, n := range []string{"pgw/__init__.py", "pgw-0.1.dist-info/METADATA", "pgw-0.1.dist-info/WHEEL", "pgw-0.1.dist-info/entry_points.txt", "pgw-0.1.dist-info/RECORD"} {
		w, err := z.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(files[n])); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
