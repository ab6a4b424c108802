package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestOpsAllowNarrowed: an allow of op run, rabbitmqctl, mongo or nats
// approves what their tables model and never the command op run runs,
// the code rabbitmqctl eval and mongo --eval run, or a subcommand or
// option the tables do not know; op run -- rm -rf / is denied as
// rm -rf / is.
func TestOpsAllowNarrowed(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	settings := filepath.Join(project, ".claude", "settings.json")
	if err := os.MkdirAll(filepath.Dir(settings), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	allow := `{"permissions": {"allow": ["Bash(op run:*)", "Bash(op item get:*)", "Bash(rabbitmqctl:*)", "Bash(mongo:*)", "Bash(nats:*)"]}}`
	if err := os.WriteFile(settings, []byte(allow), 0o644); err != nil {
		t.Fatal(err)
	}
	decide := func(cmd string) Result {
		return Decide(Input{
			Event: hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default",
				ToolName: "Bash", ToolInput: map[string]any{"command": cmd}},
			Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home}, Explain: true,
			Load: load.Options{Home: home, ManagedDir: filepath.Join(work, "etc", "pregate"),
				ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
		})
	}
	for _, tt := range []struct {
		cmd   string
		allow bool
		want  hook.Decision // when not allowed: "" for anything but allow
	}{
		{`op item get x --vault v`, true, ""},
		{`op item get x --frobnicate`, false, ""},
		{`op run --no-masking -- make deploy`, false, ""},
		{`op run -- rm -rf /`, false, hook.Deny},
		{`rabbitmqctl list_queues`, true, ""},
		{`rabbitmqctl eval 'os:cmd("id").'`, false, ""},
		{`rabbitmqctl delete_user deployer`, false, ""},
		{`mongo mydb --quiet`, true, ""},
		{`mongo mydb --eval 'db.dropDatabase()'`, false, ""},
		{`nats kv ls B`, true, ""},
		{`nats kv ls --frobnicate`, false, ""},
		{`nats @args.txt`, false, ""},
	} {
		t.Run(tt.cmd, func(t *testing.T) {
			res := decide(tt.cmd)
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			trace := strings.Join(Lines(res.Trace), "\n")
			if got := res.Decision == hook.Allow; got != tt.allow {
				t.Errorf("decision = %s, want allow %v\n%s", res.Decision, tt.allow, trace)
			}
			if tt.want != "" && res.Decision != tt.want {
				t.Errorf("decision = %s, want %s\n%s", res.Decision, tt.want, trace)
			}
		})
	}
}
