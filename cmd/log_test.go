package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/testscript"
)

// init lets the log scripts run before `log` is registered on the root
// command: with PREGATE_LOG_SCRIPTS set, the test binary started as
// "pregate" runs the root command with `log` added. Once the root carries
// `log` itself this adds nothing and the scripts run under TestScripts too.
func init() {
	if os.Getenv("PREGATE_LOG_SCRIPTS") == "" || filepath.Base(os.Args[0]) != "pregate" {
		return
	}
	root := newRootCmd()
	if c, _, err := root.Find([]string{"log"}); err != nil || c == root {
		root.AddCommand(newLogCmd())
	}
	root.SetArgs(os.Args[1:])
	err := root.Execute()
	if err == nil {
		os.Exit(0)
	}
	if ee, ok := err.(*exitError); !ok || !ee.silent {
		os.Stderr.WriteString("pregate: " + err.Error() + "\n")
	}
	os.Exit(exitCode(err))
}

// TestLogScripts runs testdata/script/log_*.txtar.
func TestLogScripts(t *testing.T) {
	src, err := filepath.Glob("testdata/script/log_*.txtar")
	if err != nil || len(src) == 0 {
		t.Fatalf("no log scripts: %v", err)
	}
	dir := t.TempDir()
	for _, f := range src {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	update := os.Getenv("PREGATE_UPDATE_SCRIPTS") != ""
	if update {
		// The scripts run as parallel subtests, after Run returns:
		// copy the rewritten goldens back once they are done.
		t.Cleanup(func() {
			for _, f := range src {
				data, err := os.ReadFile(filepath.Join(dir, filepath.Base(f)))
				if err != nil {
					t.Error(err)
					continue
				}
				if err := os.WriteFile(f, data, 0o644); err != nil {
					t.Error(err)
				}
			}
		})
	}
	testscript.Run(t, testscript.Params{
		Dir:                 dir,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		UpdateScripts:       update,
		Setup: func(env *testscript.Env) error {
			home := env.WorkDir + "/home"
			env.Setenv("PREGATE_LOG_SCRIPTS", "1")
			env.Setenv("HOME", home)
			env.Setenv("XDG_CONFIG_HOME", home+"/.config")
			env.Setenv("XDG_STATE_HOME", home+"/.local/state")
			env.Setenv("CLAUDE_PROJECT_DIR", "")
			env.Setenv("PREGATE_MANAGED_DIR", env.WorkDir+"/etc/pregate")
			env.Setenv("PREGATE_CLAUDE_MANAGED_DIR", env.WorkDir+"/etc/claude-code")
			return os.MkdirAll(home, 0o755)
		},
	})
}

// TestLogCmd drives the command in-process: filters reach the reader and a
// corrupt line is reported, not fatal.
func TestLogCmd(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "audit.jsonl")
	lines := []string{
		`{"time":"2026-11-28T10:00:00Z","session_id":"s1","tool_name":"Bash","input":{"command":"git push -f"},"decision":"deny","rule":{"id":"git.force-push"},"agent_reason":"no force pushes","duration_us":1}`,
		`{"time":"2026-11-28T10:0`,
		`{"time":"2026-11-29T10:00:00Z","session_id":"s1","tool_name":"Bash","input":{"command":"ls"},"decision":"allow","rule":{"id":"ro.ls"},"duration_us":1}`,
	}
	if err := os.WriteFile(log, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		args       []string
		wantOut    string
		wantErr    string
		wantFailed bool
	}{
		{"tail", []string{"tail", "--file", log},
			"2026-11-28T10:00:00Z  deny   Bash  git.force-push  git push -f  — no force pushes\n2026-11-29T10:00:00Z  allow  Bash  ro.ls  ls\n",
			"pregate: " + log + ":2: skipped corrupt line\n", false},
		{"bare_is_tail", []string{"--file", log, "-n", "1"},
			"2026-11-29T10:00:00Z  allow  Bash  ro.ls  ls\n",
			"pregate: " + log + ":2: skipped corrupt line\n", false},
		{"until_date", []string{"tail", "--file", log, "--until", "2026-11-28"},
			"2026-11-28T10:00:00Z  deny   Bash  git.force-push  git push -f  — no force pushes\n",
			"pregate: " + log + ":2: skipped corrupt line\n", false},
		{"bad_decision", []string{"stats", "--file", log, "--decision", "block"}, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newLogCmd()
			var out, errb bytes.Buffer
			c.SetOut(&out)
			c.SetErr(&errb)
			c.SetArgs(tt.args)
			c.SilenceErrors, c.SilenceUsage = true, true
			err := c.Execute()
			if tt.wantFailed {
				if err == nil || exitCode(err) != 2 {
					t.Errorf("err = %v (exit %d), want a usage error", err, exitCode(err))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.wantOut, out.String()); diff != "" {
				t.Errorf("stdout mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantErr, errb.String()); diff != "" {
				t.Errorf("stderr mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
