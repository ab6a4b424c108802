//go:build pregate_blindtest

package gate

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestBlindedAnswersNothing runs only in the pregate_blindtest build (go
// test -tags pregate_blindtest ./gate/): a call every normal build denies
// gets no opinion, so the backstop's proof lane sees only Claude Code's
// own layer.
func TestBlindedAnswersNothing(t *testing.T) {
	res := Decide(Input{
		Event: hook.Event{Cwd: t.TempDir(), ToolName: "Bash", ToolInput: map[string]any{"command": "git push --force origin main"}},
		Load:  load.Options{NoDiscover: true},
		Home:  t.TempDir(),
	})
	if res.Decision != hook.None {
		t.Fatalf("blinded Decide = %s, want none", res.Decision)
	}
}
