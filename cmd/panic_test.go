//go:build pregate_panictest

package cmd

import (
	"bytes"
	"strings"
	"testing"
)

// TestHookPanicDenies runs only in a build whose pipeline panics on purpose
// (go test -tags pregate_panictest): the hook must still print one JSON
// deny, exit 2 and write one line on stderr.
func TestHookPanicDenies(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	ev := `{"session_id":"s","cwd":"/","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`
	var stdout, stderr bytes.Buffer
	code := runHook(hookParams{}, strings.NewReader(ev), &stdout, &stderr)
	if code != 2 {
		t.Errorf("exit code = %d, want 2", code)
	}
	assertOneDeny(t, stdout.Bytes())
	if !strings.Contains(stderr.String(), "internal error") || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("stderr = %q, want one line naming the internal error", stderr.String())
	}
}
