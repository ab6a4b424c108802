package shell

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestInstallConfigUnknown: where a configuration file sets the install
// location in a way pregate cannot read for certain, the command is
// unresolved and its write dynamic; where it sets a literal, that is
// the location reported.
func TestInstallConfigUnknown(t *testing.T) {
	tests := []struct {
		name, cmd string
		files     map[string]string // under the temporary directory
		env       map[string]string
		want      string // a written tree reported, "" for an unknown one
	}{
		{"cargo_unparsable", "cargo install rg", map[string]string{"work/.cargo/config.toml": "[install\nroot = '/x'\n"}, nil, ""},
		{"cargo_both_files", "cargo install rg", map[string]string{"work/.cargo/config.toml": "[install]\nroot = '/a'\n", "work/.cargo/config": "[install]\nroot = '/b'\n"}, nil, ""},
		{"cargo_include", "cargo install rg", map[string]string{".cargo/config.toml": "include = 'other.toml'\n"}, nil, ""},
		{"cargo_not_string", "cargo install rg", map[string]string{"home/.cargo/config.toml": "[install]\nroot = 3\n"}, nil, ""},
		{"cargo_relative", "cargo install rg", map[string]string{"work/.cargo/config.toml": "[install]\nroot = 'r'\n"}, nil, "work/r/bin"},
		{"cargo_home_config", "cargo install rg", map[string]string{"home/.cargo/config.toml": "[install]\nroot = '/opt/cr'\n"}, nil, "/opt/cr/bin"},
		{"cargo_nearest_wins", "cargo install rg", map[string]string{"work/.cargo/config": "[install]\nroot = '/near'\n", ".cargo/config.toml": "[install]\nroot = '/far'\n"}, nil, "/near/bin"},
		{"cargo_unreadable", "cargo install rg", map[string]string{"work/.cargo/config.toml/": ""}, nil, ""},
		{"go_goenv_assigned", "GOENV=$(pick) go install .", nil, nil, ""},
		{"go_goenv_relative", "go install .", nil, map[string]string{"GOENV": "env"}, ""},
		{"go_default_file", "go install .", map[string]string{"home/.config/go/env": "GOBIN=/opt/gb\n"}, nil, "/opt/gb"},
		{"go_last_wins", "go install .", map[string]string{"home/.config/go/env": "GOBIN=/a\n#GOBIN=/c\nGOBIN=/b\n"}, nil, "/b"},
		{"pip_continuation", "pip install x", map[string]string{"home/.config/pip/pip.conf": "[install]\ntarget =\n  /opt/t\n"}, nil, ""},
		{"pip_variable", "pip install x", map[string]string{"home/.config/pip/pip.conf": "[global]\ntarget = $HOME/t\n"}, nil, ""},
		{"pip_relative", "pip install x", map[string]string{"home/.config/pip/pip.conf": "[global]\nprefix = t\n"}, nil, ""},
		{"pip_user_odd", "pip install x", map[string]string{"home/.config/pip/pip.conf": "[install]\nuser = maybe\n"}, nil, ""},
		{"pip_no_section", "pip install x", map[string]string{"home/.config/pip/pip.conf": "target = /opt/t\n"}, nil, ""},
		{"pip_env_assigned", "PIP_TARGET=$(pick) pip install x", nil, nil, ""},
		{"pip_venv_conf", "pip install x", map[string]string{"venv/pip.conf": "[install]\ntarget = /opt/vt\n"}, map[string]string{"VIRTUAL_ENV": "venv"}, "/opt/vt"},
		{"pnpm_add_global", "pnpm add -g typescript", nil, nil, "?"},
		{"pnpm_install_global", "pnpm install --global typescript", nil, nil, "?"},
		{"pnpm_add_local", "pnpm add typescript", nil, nil, "-"},
		{"yarn_global_list", "yarn global list", nil, nil, "-"},
		{"yarn_global_add", "yarn global add typescript", nil, nil, "?"},
		{"yarn_global_remove", "yarn global remove typescript", nil, nil, "?"},
		{"pip_conf_target", "pip install x", map[string]string{"home/.config/pip/pip.conf": "[Install]\nTarget : /opt/t\n"}, nil, "/opt/t"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, d := range []string{"home", "work"} {
				if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			for name, body := range tc.files {
				f := filepath.Join(dir, name)
				if name[len(name)-1] == '/' {
					// A directory where the file is.
					if err := os.MkdirAll(f, 0o755); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(f, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			env := map[string]string{"HOME": filepath.Join(dir, "home"), "GOENV": "", "PIP_CONFIG_FILE": ""}
			for k, v := range tc.env {
				if k == "VIRTUAL_ENV" {
					v = filepath.Join(dir, v)
				}
				env[k] = v
			}
			want := tc.want
			if want != "" && want != "?" && want != "-" && want[0] != '/' {
				want = filepath.Join(dir, want)
			}
			segs := Decompose(tc.cmd, filepath.Join(dir, "work"), env)
			s := segs[len(segs)-1]
			var trees, dynamic []string
			for _, p := range s.Paths {
				if p.Access&Write != 0 && p.Tree {
					if p.Dynamic {
						dynamic = append(dynamic, p.Path)
					} else {
						trees = append(trees, p.Path)
					}
				}
			}
			if want == "-" {
				if len(dynamic) != 0 {
					t.Errorf("%s: dynamic writes %v, want none", tc.cmd, dynamic)
				}
				return
			}
			if want == "?" {
				// A write pregate cannot place, though the command is
				// understood: no allow approves it.
				if len(dynamic) == 0 {
					t.Errorf("%s: dynamic writes %v, want one (paths %v)", tc.cmd, dynamic, s.Paths)
				}
				return
			}
			if want == "" {
				if s.Resolved || len(dynamic) == 0 {
					t.Errorf("%s: resolved %v, dynamic writes %v, want unresolved with a dynamic write (paths %v)", tc.cmd, s.Resolved, dynamic, s.Paths)
				}
				return
			}
			if !slices.Contains(trees, want) {
				t.Errorf("%s: writes %v, want %s among them", tc.cmd, trees, want)
			}
		})
	}
}
