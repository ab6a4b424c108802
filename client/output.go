package client

import (
	"io"
	"strings"

	"github.com/go-json-experiment/json"

	"github.com/pregate/pregate/hook"
)

// Output rules, per client. Each client reads exactly one JSON object on
// stdout or nothing; the exit code is the one that client needs to block.
//
//	codex    deny: {"hookSpecificOutput":{…"permissionDecision":"deny"…}}, exit 0
//	         (Codex reads stdout only on exit 0, and ignores it on exit 2);
//	         allow and none: nothing (Codex refuses allow and ask)
//	gemini   {"decision":"deny"|"allow","reason":…,"systemMessage":…}; exit 2
//	         for deny, which Gemini also reads as a block; none: nothing, on
//	         stdout and stderr (Gemini reads stderr text on exit 0 as allow)
//	copilot  {"permissionDecision":…,"permissionDecisionReason":…}, exit 0
//	         always (Copilot skips a hook that exits non-zero)
//	cursor   {"permission":…,"decision":…,"user_message":…,"agent_message":…};
//	         exit 2 for deny, which Cursor also reads as a block

// CanAsk reports whether c enforces an ask: whether the human is asked
// before the call runs.
func CanAsk(c Client) bool {
	switch c {
	case Codex, Gemini:
		return false
	}
	return true
}

// Enforce turns d into a decision c enforces. An ask where c lets asks
// through becomes a deny whose agent reason says a human must run the
// call; the operator reason says what happened.
func Enforce(c Client, d hook.Decision, agentReason, operatorReason string) (hook.Decision, string, string) {
	if d != hook.Ask || CanAsk(c) {
		return d, agentReason, operatorReason
	}
	agent := agentReason
	if agent != "" {
		agent += " "
	}
	agent += "This needs a person's approval, which " + string(c) + " cannot ask for: blocked. A human must run it themselves if it is wanted."
	op := "ask sent as deny (" + string(c) + " cannot enforce ask)"
	if operatorReason != "" {
		op = operatorReason + "; " + op
	}
	return hook.Deny, agent, op
}

// Encode writes decision d in c's shape and returns the exit code c needs.
// A decision c cannot enforce must have gone through Enforce first; Encode
// itself never turns a deny into anything weaker.
func Encode(w io.Writer, c Client, d hook.Decision, agentReason, operatorReason string) (int, error) {
	// A reason can hold bytes that are not UTF-8 (a path resolved through
	// a link to a file so named); the strict encoder would refuse them and
	// leave stdout empty, which Codex and Copilot read as no objection.
	agentReason = strings.ToValidUTF8(agentReason, "\uFFFD")
	operatorReason = strings.ToValidUTF8(operatorReason, "\uFFFD")
	var out any
	code := 0
	switch c {
	case Codex:
		if d != hook.Deny && d != hook.Ask {
			return 0, nil
		}
		if agentReason == "" {
			// Codex refuses a deny without a reason and lets the
			// call through.
			agentReason = "Blocked by pregate."
		}
		out = struct {
			HookSpecificOutput hook.SpecificOutput `json:"hookSpecificOutput"`
			SystemMessage      string              `json:"systemMessage,omitempty"`
		}{hook.SpecificOutput{HookEventName: "PreToolUse", PermissionDecision: hook.Deny, PermissionDecisionReason: agentReason}, operatorReason}
	case Gemini:
		if d == hook.None || d == "" {
			return 0, nil
		}
		if d != hook.Allow {
			d, code = hook.Deny, 2
		}
		out = struct {
			Decision      hook.Decision `json:"decision"`
			Reason        string        `json:"reason,omitempty"`
			SystemMessage string        `json:"systemMessage,omitempty"`
		}{d, agentReason, operatorReason}
	case Copilot:
		if d == hook.None || d == "" {
			return 0, nil
		}
		if d == hook.Deny && agentReason == "" {
			agentReason = "Blocked by pregate."
		}
		out = struct {
			PermissionDecision       hook.Decision `json:"permissionDecision"`
			PermissionDecisionReason string        `json:"permissionDecisionReason,omitempty"`
		}{d, agentReason}
	case Cursor:
		if d == hook.None || d == "" {
			return 0, nil
		}
		if d == hook.Deny {
			code = 2
		}
		out = struct {
			Permission   hook.Decision `json:"permission"`
			Decision     hook.Decision `json:"decision"`
			UserMessage  string        `json:"user_message,omitempty"`
			AgentMessage string        `json:"agent_message,omitempty"`
		}{d, d, operatorReason, agentReason}
	default:
		if err := hook.Encode(w, d, agentReason, operatorReason); err != nil {
			return hook.ExitCode(d), err
		}
		return hook.ExitCode(d), nil
	}
	b, err := json.Marshal(out)
	if err != nil {
		return code, err
	}
	_, err = w.Write(append(b, '\n'))
	return code, err
}
