package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestClaudePermissionKeys: the working-directory keys of Claude Code's
// settings are honoured where they narrow, and --explain shows them.
func TestClaudePermissionKeys(t *testing.T) {
	setup := func(t *testing.T, user, project string) (home, proj, other string, decide func(tool string, input map[string]any) Result) {
		work, err := filepath.EvalSymlinks(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		home = filepath.Join(work, "home")
		proj = filepath.Join(work, "project")
		other = filepath.Join(work, "elsewhere")
		for p, c := range map[string]string{
			filepath.Join(home, ".claude", "settings.json"): user,
			filepath.Join(proj, ".claude", "settings.json"): project,
			filepath.Join(proj, ".git", "HEAD"):             "ref: x",
			filepath.Join(other, "notes.txt"):               "n",
		} {
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		decide = func(tool string, input map[string]any) Result {
			return Decide(Input{
				Event: hook.Event{HookEventName: hook.PreToolUse, Cwd: proj, PermissionMode: "default", ToolName: tool, ToolInput: input},
				Home:  home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home}, Explain: true,
				Load: load.Options{Home: home, NoBuiltin: true,
					ManagedDir: filepath.Join(work, "etc", "pregate"), ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
			})
		}
		return
	}
	t.Run("block_writes_outside", func(t *testing.T) {
		_, proj, other, decide := setup(t, `{"permissions": {"blockWritesOutsideWorkingDirectories": true, "additionalDirectories": ["../extra"]}}`, `{}`)
		// The temporary directory is inside pregate's write scope but not a
		// working directory of Claude Code.
		tmp := filepath.Join(filepath.Dir(proj), "tmp", "x.txt")
		res := decide("Write", map[string]any{"file_path": tmp, "content": "x"})
		if res.Decision != hook.Deny || res.Rule == nil || res.Rule.ID != "claude.blockWritesOutsideWorkingDirectories" {
			t.Errorf("write outside: %s %+v, want the claude settings deny", res.Decision, res.Rule)
		}
		if res := decide("Write", map[string]any{"file_path": filepath.Join(proj, "x.txt"), "content": "x"}); res.Decision == hook.Deny {
			t.Errorf("write inside the project: deny, want no deny: %s", res.OperatorReason)
		}
		if res := decide("Read", map[string]any{"file_path": filepath.Join(other, "notes.txt")}); res.Decision == hook.Deny {
			t.Errorf("read outside with only the write key: deny, want no deny")
		}
		key := findStep(res.Trace, func(s Step) bool {
			return s.Kind == StepSettings && s.Setting != nil && s.Setting.Key == "blockWritesOutsideWorkingDirectories"
		})
		deny := findStep(res.Trace, func(s Step) bool {
			return s.Kind == StepSettings && s.Subject == "blockWritesOutsideWorkingDirectories" && s.To == hook.Deny
		})
		if key == nil || deny == nil {
			t.Fatalf("trace lacks the key (%v) or its deny (%v):\n%s", key, deny, strings.Join(Lines(res.Trace), "\n"))
		}
		if got, want := key.String(), "claude settings: blockWritesOutsideWorkingDirectories = true ("; !strings.HasPrefix(got, want) {
			t.Errorf("key step prints %q, want it to start %q", got, want)
		}
		if got, want := deny.String(), "claude settings: blockWritesOutsideWorkingDirectories: write of "+tmp+" outside the working directories → deny"; got != want {
			t.Errorf("deny step prints %q, want %q", got, want)
		}
	})
	t.Run("excluded_directory", func(t *testing.T) {
		_, proj, _, decide := setup(t, `{}`, `{"permissions": {"blockWritesOutsideWorkingDirectories": true, "workingDirectoriesExclude": ["gen"]}}`)
		res := decide("Edit", map[string]any{"file_path": filepath.Join(proj, "gen", "out.go"), "old_string": "a", "new_string": "b"})
		if res.Decision != hook.Deny || res.Rule == nil || res.Rule.ID != "claude.blockWritesOutsideWorkingDirectories" {
			t.Errorf("edit in an excluded directory: %s %+v, want the claude settings deny", res.Decision, res.Rule)
		}
		if res := decide("Edit", map[string]any{"file_path": filepath.Join(proj, "src.go"), "old_string": "a", "new_string": "b"}); res.Decision == hook.Deny {
			t.Errorf("edit in the project: deny (%s), want none", res.OperatorReason)
		}
	})
	t.Run("block_reads_outside", func(t *testing.T) {
		_, _, other, decide := setup(t, `{}`, `{"permissions": {"blockFileToolReadsOutsideWorkingDirectories": true}}`)
		res := decide("Read", map[string]any{"file_path": filepath.Join(other, "notes.txt")})
		if res.Decision != hook.Deny || !strings.Contains(res.AgentReason, "outside the working directories") {
			t.Errorf("read outside: %s %q, want a deny naming the working directories", res.Decision, res.AgentReason)
		}
	})
	t.Run("deny_instead_of_prompting_user", func(t *testing.T) {
		_, _, _, decide := setup(t, `{"permissions": {"denyInsteadOfPrompting": true, "ask": ["Bash(git push *)"]}}`, `{}`)
		res := decide("Bash", map[string]any{"command": "git push origin main"})
		if res.Decision != hook.Deny {
			t.Errorf("ask with denyInsteadOfPrompting: %s, want deny", res.Decision)
		}
		s := findStep(res.Trace, func(s Step) bool { return s.Kind == StepCall && s.From == hook.Ask && s.To == hook.Deny })
		if s == nil || s.String() != "call: ask → deny (claude settings denyInsteadOfPrompting)" {
			t.Errorf("trace lacks the ask → deny step (%v):\n%s", s, strings.Join(Lines(res.Trace), "\n"))
		}
	})
	t.Run("deny_instead_of_prompting_project_ignored", func(t *testing.T) {
		_, _, _, decide := setup(t, `{}`, `{"permissions": {"denyInsteadOfPrompting": true, "ask": ["Bash(git push *)"]}}`)
		res := decide("Bash", map[string]any{"command": "git push origin main"})
		if res.Decision != hook.Ask {
			t.Errorf("ask with a project denyInsteadOfPrompting: %s, want ask (Claude Code ignores it there)", res.Decision)
		}
		s := findStep(res.Trace, func(s Step) bool {
			return s.Kind == StepSettings && s.Setting != nil && s.Setting.Key == "denyInsteadOfPrompting"
		})
		if s == nil || !strings.Contains(s.Setting.Ignored, "ignores it in project") {
			t.Errorf("trace does not say the key is ignored:\n%s", strings.Join(Lines(res.Trace), "\n"))
		}
		if s := findStep(res.Trace, func(s Step) bool { return s.Kind == StepCall }); s != nil {
			t.Errorf("an ignored key changed the decision: %s", s)
		}
	})
}

// findStep is the first step of trace that ok accepts, or nil.
func findStep(trace []Step, ok func(Step) bool) *Step {
	for i := range trace {
		if ok(trace[i]) {
			return &trace[i]
		}
	}
	return nil
}
