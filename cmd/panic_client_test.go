//go:build pregate_panictest

package cmd

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestClientHookPanicDenies: in a build whose pipeline panics, every
// client's hook still answers with the deny that client enforces, with the
// exit code it needs, and one line on stderr.
func TestClientHookPanicDenies(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	const reason = "Blocked: pregate hit an internal error. Ask the user to check pregate's message; retrying will not help."
	tests := []struct {
		client, event, want string
		code                int
	}{
		{"codex", `{"session_id":"s","cwd":"/","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`,
			`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"` + reason + `"}`, 0},
		{"gemini", `{"session_id":"s","cwd":"/","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`,
			`{"decision":"deny","reason":"` + reason + `"`, 2},
		{"copilot", `{"sessionId":"s","cwd":"/","toolName":"bash","toolArgs":{"command":"ls"}}`,
			`{"permissionDecision":"deny","permissionDecisionReason":"` + reason + `"}`, 0},
		{"cursor", `{"hook_event_name":"beforeShellExecution","conversation_id":"c","cwd":"/","command":"ls"}`,
			`{"permission":"deny","decision":"deny",`, 2},
	}
	for _, tt := range tests {
		t.Run(tt.client, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := runClientHook(hookParams{Client: tt.client}, strings.NewReader(tt.event), &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit code = %d, want %d", code, tt.code)
			}
			out := stdout.String()
			if !strings.HasPrefix(out, tt.want) || strings.Count(out, "\n") != 1 {
				t.Errorf("stdout mismatch (-want prefix +got):\n%s", cmp.Diff(tt.want, out))
			}
			if !strings.Contains(stderr.String(), "internal error") || strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("stderr = %q, want one line naming the internal error", stderr.String())
			}
		})
	}
}
