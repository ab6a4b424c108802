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

// TestDifferentialBash runs real bash on harmless commands whose programs
// are tiny recorder scripts (pga … pgf) that only log their name, and
// compares what ran with what Decompose reported. Exact cases must match;
// in the others (branches not taken) bash runs a subset of the report.
func TestDifferentialBash(t *testing.T) {
	if testing.Short() {
		t.Skip("runs bash; skipped with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	dir, bin := stubDirs(t)
	writeRecorders(t, bin, "", "pga", "pgb", "pgc", "pgd", "pge", "pgf")
	work := filepath.Join(dir, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "file"), nil, 0o644); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name  string
		cmd   string
		exact bool
	}{
		{"list", "pga; pgb & wait; pgc", true},
		{"pipes", "pga | pgb |& pgc", true},
		{"subshell_group", "(pga; pgb); { pgc; }", true},
		{"substitutions", "echo $(pga) `pgb` \"$(pgc)\" > /dev/null", true},
		{"procsubst", "cat <(pga) > /dev/null", true},
		{"loop", "for i in 1 2; do pga; done; while false; do :; done", true},
		{"function", "f() { pga; pgb; }; f; f", true},
		{"bash_c", `bash -c 'pga; sh -c "pgb"'`, true},
		{"eval", `eval 'pga; pgb'`, true},
		{"wrappers", `timeout 5 pga; nice -n 5 pgb; nohup pgc > /dev/null 2>&1; env -i PATH="$PATH" PGLOG="$PGLOG" pgd; stdbuf -o0 pge`, true},
		{"command", "command pga; command -v pgb > /dev/null", true},
		{"xargs", `printf 'x\n' | xargs pga; printf 'y\0' | xargs -0 -n1 pgb`, true},
		{"find_exec", `find file -exec pga {} \; -execdir pgb {} +`, true},
		{"quoting", `\pga; 'p'gb; "p"gc; $'\x70gd'`, true},
		{"brace_expansion", "{pga,x}", true},
		{"heredoc_shell", "bash <<'EOF'\npga\nEOF\nsh <<< 'pgb'", true},
		{"time_keyword", "time pga 2> /dev/null", true},
		{"trap", "trap 'pga' EXIT; true", true}, // unresolved too: a trap is code stored for later
		{"flock", "flock ./lock -c pga", true},
		{"exec_in_subshell", "(exec pga)", true},
		{"setsid", "setsid -w pgb", true},
		{"data_only", `echo pga | cat > /dev/null; echo "$(echo pgb)" > /dev/null; printf '%s' 'pgc' > /dev/null`, true},
		{"not_a_shell", "pga -c 'pgb'", true},
		{"positional_params", `bash -c '"$1" x' _ pga; f() { "$@"; }; f pgb 1`, true},
		{"cd_then_run", "cd .. && cd work && pga", true},
		{"branches", "false && pga; pgb || pgc; if false; then pgd; else pge; fi", false},
		{"case", "case x in y) pga;; x) pgb;; esac", false},
		{"uncalled_function", "f() { pga; }; pgb", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if strings.Contains(tt.cmd, "flock") {
				if _, err := exec.LookPath("flock"); err != nil {
					t.Skip("flock not found")
				}
			}
			if strings.Contains(tt.cmd, "setsid") {
				if _, err := exec.LookPath("setsid"); err != nil {
					t.Skip("setsid not found")
				}
			}
			logf := filepath.Join(dir, tt.name+".log")
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			c := exec.CommandContext(ctx, bash, "--norc", "--noprofile", "-c", tt.cmd)
			c.Dir = work
			c.Env = []string{"PATH=" + bin + ":/usr/bin:/bin", "PGLOG=" + logf, "HOME=" + dir, "LC_ALL=C"}
			c.Stdin = strings.NewReader("")
			if out, err := c.CombinedOutput(); err != nil && ctx.Err() != nil {
				t.Fatalf("bash timed out: %s", out)
			}
			data, _ := os.ReadFile(logf)
			ran := set(strings.Fields(string(data)))

			var reported []string
			for _, s := range Decompose(tt.cmd, work, map[string]string{"HOME": dir}) {
				if strings.HasPrefix(s.Program, "pg") {
					reported = append(reported, s.Program)
				}
				if !s.Resolved && !(tt.name == "trap" && strings.HasPrefix(s.Text, "trap")) {
					t.Errorf("unexpected unresolved segment %q: %s", s.Text, s.Why)
				}
			}
			rep := set(reported)
			for _, p := range ran {
				if !slices.Contains(rep, p) {
					t.Errorf("bash ran %s, Decompose did not report it (reported %v)", p, rep)
				}
			}
			if tt.exact && !slices.Equal(ran, rep) {
				t.Errorf("bash ran %v, Decompose reported %v", ran, rep)
			}
		})
	}
}

// set returns the sorted distinct values of xs.
func set(xs []string) []string {
	out := slices.Clone(xs)
	slices.Sort(out)
	return slices.Compact(out)
}

// stubDirs makes the temporary directory of a differential test and its
// bin directory, the stub PATH the recorders live in.
func stubDirs(t *testing.T) (dir, bin string) {
	t.Helper()
	dir = t.TempDir()
	bin = filepath.Join(dir, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir, bin
}

// writeRecorders writes into bin one recorder script per name: it logs
// its own name to $PGLOG, then runs tail (shell code, "" for nothing).
func writeRecorders(t *testing.T, bin, tail string, names ...string) {
	t.Helper()
	script := "#!/bin/sh\nprintf '%s\\n' \"${0##*/}\" >> \"$PGLOG\"\n" + tail
	for _, name := range names {
		if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
}
