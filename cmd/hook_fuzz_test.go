package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/hook"
)

// FuzzHook feeds any bytes as the event of `pregate hook`, in the format
// of each client, under a policy that allows every tool. Whatever the
// input, the hook keeps its protocol: stdout is nothing or exactly one
// JSON object and a newline, stderr nothing or one diagnostic line, the
// exit code one the client reads as intended and never 1; and an event the
// client's decoder refuses is always a deny in that client's shape, never
// an allow and never silence (Codex and Copilot let a call through on
// silence).
func FuzzHook(f *testing.F) {
	home := f.TempDir()
	for k, v := range map[string]string{
		"HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_STATE_HOME": home + "/.local/state",
		"PREGATE_MANAGED_DIR": f.TempDir(), "PREGATE_CLAUDE_MANAGED_DIR": f.TempDir(), "CLAUDE_PROJECT_DIR": "",
	} {
		f.Setenv(k, v)
	}
	policy := filepath.Join(f.TempDir(), "allow-all.toml")
	if err := os.WriteFile(policy, []byte("version = 1\n[permissions]\nallow = [\"Bash\", \"Read\", \"Edit\", \"Write\", \"Glob\", \"Grep\", \"WebFetch\", \"mcp__*\"]\n"), 0o644); err != nil {
		f.Fatal(err)
	}
	for i, s := range []string{
		`{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git push --force origin main"}}`,
		`{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** Add File: a\n*** End Patch"}}`,
		`{"hook_event_name":"BeforeTool","cwd":"/tmp","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`,
		`{"cwd":"/tmp","toolName":"bash","toolArgs":"{\"command\":\"ls\"}"}`,
		`{"hook_event_name":"beforeShellExecution","workspace_roots":["/tmp"],"command":"ls","cwd":"/tmp"}`,
	} {
		f.Add(uint8(i), []byte(s))
		f.Add(uint8(i), []byte(s[:len(s)/2]))
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		c := client.All[int(which)%len(client.All)]
		var stdout, stderr bytes.Buffer
		code := runHookFor(hookParams{Policies: []string{policy}, Client: string(c)}, bytes.NewReader(data), &stdout, &stderr)

		if s := stderr.String(); s != "" && (strings.Count(s, "\n") != 1 || !strings.HasSuffix(s, "\n") || !strings.HasPrefix(s, "pregate: ")) {
			t.Fatalf("%s: stderr %q is not one diagnostic line", c, s)
		}
		out := stdout.Bytes()
		var obj map[string]any
		if len(out) > 0 {
			dec := json.NewDecoder(bytes.NewReader(out))
			if err := dec.Decode(&obj); err != nil || dec.More() || bytes.Count(out, []byte("\n")) != 1 || !bytes.HasSuffix(out, []byte("}\n")) {
				t.Fatalf("%s: stdout %q is not one JSON object and a newline", c, out)
			}
		}
		decision := decisionIn(c, obj)
		if want := exitCodeFor(c, decision); code != want {
			t.Fatalf("%s: exit %d for decision %q, want %d", c, code, decision, want)
		}

		var err error
		if c == client.Claude {
			_, err = hook.Parse(data)
		} else {
			_, err = client.Parse(c, data)
		}
		if err != nil && decision != "deny" {
			t.Fatalf("%s: event refused (%v) but the answer is %q (stdout %q)", c, err, decision, out)
		}
	})
}

// decisionIn is the decision an answer of client c says, "" for none.
func decisionIn(c client.Client, obj map[string]any) string {
	field := func(m map[string]any, k string) string { s, _ := m[k].(string); return s }
	switch c {
	case client.Claude, client.Codex:
		h, _ := obj["hookSpecificOutput"].(map[string]any)
		return field(h, "permissionDecision")
	case client.Gemini:
		return field(obj, "decision")
	case client.Copilot:
		return field(obj, "permissionDecision")
	case client.Cursor:
		return field(obj, "permission")
	}
	return "?"
}

// exitCodeFor is the exit code client c needs with decision d.
func exitCodeFor(c client.Client, d string) int {
	switch c {
	case client.Codex, client.Copilot:
		return 0
	}
	if d == "deny" {
		return 2
	}
	return 0
}
