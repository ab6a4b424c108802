package hook

import (
	"encoding/json"
	"io"
)

// Decision is what the hook tells Claude Code. None means no opinion: the
// hook prints nothing and Claude Code's own rules and mode decide.
type Decision string

const (
	None  Decision = "none"
	Allow Decision = "allow"
	Ask   Decision = "ask"
	Deny  Decision = "deny"
)

// Output is the JSON object printed on stdout for deny, ask and allow.
type Output struct {
	HookSpecificOutput SpecificOutput `json:"hookSpecificOutput"`
	SystemMessage      string         `json:"systemMessage,omitempty"`
}

// SpecificOutput is the PreToolUse part of Output.
type SpecificOutput struct {
	HookEventName            string   `json:"hookEventName"`
	PermissionDecision       Decision `json:"permissionDecision"`
	PermissionDecisionReason string   `json:"permissionDecisionReason,omitempty"`
}

// ExitCode is the process exit code Claude Code expects for d: 2 blocks
// (deny), 0 for everything else. Never 1: Claude Code lets a call through on
// exit 1.
func ExitCode(d Decision) int {
	if d == Deny {
		return 2
	}
	return 0
}

// Encode writes the decision as one JSON object and a newline. For None it
// writes nothing. The agent reason goes to permissionDecisionReason (what
// Claude sees), the operator reason to systemMessage (what the user sees).
func Encode(w io.Writer, d Decision, agentReason, operatorReason string) error {
	if d == None || d == "" {
		return nil
	}
	b, err := marshalOutput(d, agentReason, operatorReason)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// marshalOutput is json.Marshal of the Output for d and the reasons, built
// from its strings: reflecting on the struct types would cost a
// short-lived process more than the object itself.
func marshalOutput(d Decision, agentReason, operatorReason string) ([]byte, error) {
	b := make([]byte, 0, 96+len(agentReason)+len(operatorReason))
	b = append(b, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":`...)
	var err error
	add := func(s string) {
		if err != nil {
			return
		}
		var q []byte
		if q, err = json.Marshal(s); err == nil {
			b = append(b, q...)
		}
	}
	add(string(d))
	if agentReason != "" {
		b = append(b, `,"permissionDecisionReason":`...)
		add(agentReason)
	}
	b = append(b, '}')
	if operatorReason != "" {
		b = append(b, `,"systemMessage":`...)
		add(operatorReason)
	}
	return append(b, '}'), err
}
