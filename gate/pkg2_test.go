package gate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestPkg2InnerCommands: an allow of poetry run, brew bundle exec or gem
// exec approves what they run only when that command is allowed too, and
// the builtin baseline denies in them what it denies outside.
func TestPkg2InnerCommands(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home, project := filepath.Join(work, "home"), filepath.Join(work, "project")
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	pol := filepath.Join(work, "p.toml")
	body := "version = 1\n[[rule]]\nid = \"ok-pkg\"\ndecision = \"allow\"\n" +
		"match = [\"Bash(poetry run:*)\", \"Bash(brew bundle exec:*)\", \"Bash(gem exec:*)\", \"Bash(pytest:*)\", \"Bash(brew list:*)\"]\n"
	if err := os.WriteFile(pol, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	decide := func(cmd string) hook.Decision {
		ev := hook.Event{HookEventName: hook.PreToolUse, Cwd: project, SessionID: "s", PermissionMode: "default",
			ToolName: "Bash", ToolInput: map[string]any{"command": cmd}}
		return Decide(Input{
			Event: ev, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
			Load: load.Options{Home: home, CLIFiles: []string{pol},
				ManagedDir: filepath.Join(work, "etc", "pregate"), ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
		}).Decision
	}
	tests := []struct {
		cmd  string
		want hook.Decision
	}{
		{"poetry run pytest -x", hook.Allow},
		{"brew list --versions", hook.Allow},
		{"rm -rf /", hook.Deny},
		{"poetry run rm -rf /", hook.Deny},
		{"brew bundle exec -- rm -rf /", hook.Deny},
		{"gem exec rm -rf /", hook.Deny},
	}
	for _, tc := range tests {
		if got := decide(tc.cmd); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.cmd, got, tc.want)
		}
	}
	// Not approved: the inner command is not allowed, or brew's own
	// option is one pregate does not know.
	for _, cmd := range []string{"poetry run rm x", "brew bundle exec rm x", "gem exec rm x", "brew list --frob"} {
		if got := decide(cmd); got == hook.Allow {
			t.Errorf("%s: allow, want the inner command judged on its own", cmd)
		}
	}
}
