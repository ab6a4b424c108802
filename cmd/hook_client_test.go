package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOnePolicyEveryClient runs the policy file the real-client script
// uses, e2e/team.toml, through fixture events of every client: a force push
// and a read of ~/.ssh/id_rsa are denied in each client's own shape, and
// the key's bytes appear nowhere in the answer or the audit log.
func TestOnePolicyEveryClient(t *testing.T) {
	policy, err := filepath.Abs(filepath.Join("..", "e2e", "team.toml"))
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	state := t.TempDir()
	proj := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	t.Setenv("XDG_STATE_HOME", state)
	t.Setenv("CLAUDE_PROJECT_DIR", "")
	t.Setenv("PREGATE_MANAGED_DIR", filepath.Join(home, "etc"))
	t.Setenv("PREGATE_CLAUDE_MANAGED_DIR", filepath.Join(home, "etc-claude"))
	if err := os.MkdirAll(filepath.Join(home, ".ssh"), 0o700); err != nil {
		t.Fatal(err)
	}
	const secret = "PRIVATE-KEY-BYTES"
	key := filepath.Join(home, ".ssh", "id_rsa")
	if err := os.WriteFile(key, []byte(secret), 0o600); err != nil {
		t.Fatal(err)
	}
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	push, cwd := "git push --force origin main", q(proj)
	events := []struct {
		client, what, event string
		deny                func(out string, code int) bool
	}{
		{"claude", "force-push", `{"session_id":"s","cwd":` + cwd + `,"permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":` + q(push) + `}}`, claudeDeny},
		{"claude", "ssh-read", `{"session_id":"s","cwd":` + cwd + `,"permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Read","tool_input":{"file_path":` + q(key) + `}}`, claudeDeny},
		{"codex", "force-push", `{"session_id":"s","turn_id":"t","transcript_path":null,"cwd":` + cwd + `,"hook_event_name":"PreToolUse","model":"m","permission_mode":"default","tool_name":"Bash","tool_input":{"command":` + q(push) + `},"tool_use_id":"c"}`, codexDeny},
		{"codex", "ssh-read", `{"session_id":"s","turn_id":"t","transcript_path":null,"cwd":` + cwd + `,"hook_event_name":"PreToolUse","model":"m","permission_mode":"default","tool_name":"Bash","tool_input":{"command":"cat ~/.ssh/id_rsa"},"tool_use_id":"c"}`, codexDeny},
		{"gemini", "force-push", `{"session_id":"s","transcript_path":"/t","cwd":` + cwd + `,"hook_event_name":"BeforeTool","timestamp":"2026-12-01T00:00:00Z","tool_name":"run_shell_command","tool_input":{"command":` + q(push) + `}}`, geminiDeny},
		{"gemini", "ssh-read", `{"session_id":"s","transcript_path":"/t","cwd":` + cwd + `,"hook_event_name":"BeforeTool","timestamp":"2026-12-01T00:00:00Z","tool_name":"read_file","tool_input":{"file_path":` + q(key) + `}}`, geminiDeny},
		{"copilot", "force-push", `{"sessionId":"s","timestamp":1764547200000,"cwd":` + cwd + `,"toolName":"bash","toolArgs":{"command":` + q(push) + `}}`, copilotDeny},
		{"copilot", "ssh-read", `{"sessionId":"s","timestamp":1764547200000,"cwd":` + cwd + `,"toolName":"view","toolArgs":{"path":"~/.ssh/id_rsa"}}`, copilotDeny},
		{"copilot", "ssh-read-pascal", `{"hook_event_name":"PreToolUse","session_id":"s","timestamp":"2026-12-01T00:00:00Z","cwd":` + cwd + `,"tool_name":"view","tool_input":{"path":` + q(key) + `}}`, copilotDeny},
		{"cursor", "force-push", `{"hook_event_name":"beforeShellExecution","conversation_id":"c","generation_id":"g","workspace_roots":[` + cwd + `],"command":` + q(push) + `,"cwd":` + cwd + `}`, cursorDeny},
		{"cursor", "ssh-read", `{"hook_event_name":"beforeReadFile","conversation_id":"c","generation_id":"g","workspace_roots":[` + cwd + `],"file_path":` + q(key) + `,"content":` + q(secret) + `}`, cursorDeny},
	}
	for _, e := range events {
		t.Run(e.client+"/"+e.what, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			p := hookParams{Policies: []string{policy}, Client: e.client}
			run := runClientHook
			if e.client == "claude" {
				run = runHook
			}
			code := run(p, strings.NewReader(e.event), &stdout, &stderr)
			out := stdout.String()
			if !e.deny(out, code) {
				t.Errorf("%s %s: exit %d, stdout %s, stderr %s; want a deny %s enforces", e.client, e.what, code, out, stderr.String(), e.client)
			}
			want := "is blocked: it is a protected credential"
			if strings.HasPrefix(e.what, "force-push") {
				want = "TEAM-POLICY: force-pushing is not allowed"
			}
			if !strings.Contains(out, want) {
				t.Errorf("%s %s: the agent is not told %q: %s", e.client, e.what, want, out)
			}
			if strings.Contains(out, secret) {
				t.Errorf("the answer holds the key: %s", out)
			}
		})
	}
	log, err := os.ReadFile(filepath.Join(state, "pregate", "audit.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(log), secret) {
		t.Error("the audit log holds the key")
	}
	for _, c := range []string{"claude", "codex", "gemini", "copilot", "cursor"} {
		if !strings.Contains(string(log), `"client":"`+c+`"`) {
			t.Errorf("the audit log has no record of client %s", c)
		}
	}
}

func decision(out string, path ...string) string {
	var v any
	if json.Unmarshal([]byte(out), &v) != nil {
		return ""
	}
	for _, k := range path {
		m, _ := v.(map[string]any)
		v = m[k]
	}
	s, _ := v.(string)
	return s
}

func claudeDeny(out string, code int) bool {
	return decision(out, "hookSpecificOutput", "permissionDecision") == "deny" && code == 2
}

func codexDeny(out string, code int) bool {
	return decision(out, "hookSpecificOutput", "permissionDecision") == "deny" &&
		decision(out, "hookSpecificOutput", "permissionDecisionReason") != "" && code == 0
}

func geminiDeny(out string, code int) bool {
	return decision(out, "decision") == "deny" && decision(out, "reason") != "" && code == 2
}

func copilotDeny(out string, code int) bool {
	return decision(out, "permissionDecision") == "deny" && code == 0
}

func cursorDeny(out string, code int) bool {
	return decision(out, "permission") == "deny" && code == 2
}
