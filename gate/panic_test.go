//go:build pregate_panictest

package gate

import (
	"testing"

	"github.com/pregate/pregate/hook"
)

// TestPanicDenies runs only in a build whose pipeline panics on purpose
// (go test -tags pregate_panictest): the panic must come out as a deny.
func TestPanicDenies(t *testing.T) {
	res := Decide(Input{Event: hook.Event{HookEventName: hook.PreToolUse, Cwd: "/", ToolName: "Bash", ToolInput: map[string]any{"command": "ls"}}})
	if res.Decision != hook.Deny || res.Err == nil {
		t.Fatalf("Decide = %s (err %v), want a fail-closed deny", res.Decision, res.Err)
	}
}
