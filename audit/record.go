package audit

import (
	"time"

	"github.com/pregate/pregate/loc"
)

// Record is one decision as it is written to the log, one JSON object per
// line. Field names follow DESIGN §3 in snake_case. Time is the moment the
// event was read; DurationUS is the pipeline's wall time in microseconds.
type Record struct {
	Time           time.Time       `json:"time"`
	Version        string          `json:"version"`
	Client         string          `json:"client,omitempty"`      // the agent: claude, codex, gemini, copilot, cursor
	ClientTool     string          `json:"client_tool,omitempty"` // the tool's name in that agent, when not pregate's
	SessionID      string          `json:"session_id"`
	ToolUseID      string          `json:"tool_use_id,omitempty"`
	AgentType      string          `json:"agent_type,omitempty"`
	Cwd            string          `json:"cwd,omitempty"`
	PermissionMode string          `json:"permission_mode,omitempty"`
	ToolName       string          `json:"tool_name"`
	Input          map[string]any  `json:"input,omitempty"`
	Decision       string          `json:"decision"`
	Rule           *RuleRef        `json:"rule,omitempty"`
	AgentReason    string          `json:"agent_reason,omitempty"`
	OperatorReason string          `json:"operator_reason,omitempty"`
	Segments       []SegmentRecord `json:"segments,omitempty"`
	Paths          []PathRecord    `json:"paths,omitempty"`
	DurationUS     int64           `json:"duration_us"`
}

// ClientName is the agent the record is from. Records written before the
// field existed, and Claude Code's own, are "claude".
func (r *Record) ClientName() string {
	if r.Client == "" {
		return "claude"
	}
	return r.Client
}

// RuleRef names the rule that decided: its id, the file it came from, the
// policy level (managed, cli, project, user, builtin, floor, settings) and
// where the rule is written in Source: Line and Col are 1-based, Col in
// bytes, and 0 when unknown (Col is unknown for floor entries).
//
// It is the one reference to a rule: the pipeline's result, `check --json`,
// `test --json` and the log all carry this type, so a rule is named the same
// way wherever it is shown.
type RuleRef struct {
	ID     string `json:"id"`
	Source string `json:"source,omitempty"`
	Level  string `json:"level,omitempty"`
	loc.Pos
}

// SegmentRecord is one part of a decomposed Bash command: its argv (redacted
// like the input), the decision for that part alone and the id of the rule
// that gave it.
type SegmentRecord struct {
	Argv     []string `json:"argv"`
	Decision string   `json:"decision,omitempty"`
	Rule     string   `json:"rule,omitempty"`
}

// PathRecord is one path the call touches: as given, after symlink
// resolution, and the action on it ("read" or "write").
type PathRecord struct {
	Given    string `json:"given"`
	Resolved string `json:"resolved,omitempty"`
	Action   string `json:"action,omitempty"`
}
