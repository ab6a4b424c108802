package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
