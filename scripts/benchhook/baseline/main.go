// Command baseline is the yardstick for pregate's latency: a minimal Go
// program that reads the hook event from stdin and prints a fixed decision.
// Whatever pregate costs beyond this is pregate's own.
package main

import (
	"io"
	"os"
)

func main() {
	_, _ = io.Copy(io.Discard, os.Stdin)
	os.Stdout.WriteString(`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"baseline"}}` + "\n")
}
