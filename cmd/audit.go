package cmd

import (
	"os"
	"time"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// recordAudit appends the decision to the audit log. A log that cannot be
// written never weakens the decision: the operator is told, and with
// [audit] required = true the call is denied.
func recordAudit(ev hook.Event, res gate.Result, took time.Duration) gate.Result {
	return recordAuditAs(ev, "claude", "", res, took)
}

// recordAuditAs is recordAudit for a call of the named client; clientTool
// is the tool's name in that client when it differs from pregate's.
func recordAuditAs(ev hook.Event, clientName, clientTool string, res gate.Result, took time.Duration) gate.Result {
	path, opts, required := auditSettings(res.Policy)
	rec := &audit.Record{
		Time:           time.Now().UTC(),
		Version:        Version(),
		Client:         clientName,
		ClientTool:     clientTool,
		SessionID:      ev.SessionID,
		ToolUseID:      ev.ToolUseID,
		AgentType:      ev.AgentType,
		Cwd:            ev.Cwd,
		PermissionMode: ev.PermissionMode,
		ToolName:       ev.ToolName,
		Input:          ev.ToolInput,
		Decision:       string(res.Decision),
		AgentReason:    res.AgentReason,
		OperatorReason: res.OperatorReason,
		DurationUS:     took.Microseconds(),
		Rule:           res.Rule,
	}
	for _, p := range res.Parts {
		if p.Kind != "segment" {
			continue
		}
		rec.Segments = append(rec.Segments, audit.SegmentRecord{Argv: p.Argv, Decision: p.Decision, Rule: p.Rule})
	}
	for _, p := range res.Paths {
		rec.Paths = append(rec.Paths, audit.PathRecord{Given: p.Given, Resolved: p.Resolved, Action: p.Action})
	}
	err := appendRecord(path, opts, rec)
	if err == nil {
		return res
	}
	note := audit.NotWritten(err)
	if required && res.Decision != hook.Deny {
		res.Decision = hook.Deny
		res.AgentReason = "Blocked: the audit log this environment requires could not be written. Ask the user to check pregate's message."
		res.OperatorReason = note + " (audit.required = true, so the call is denied; the decision would have been " + res.OperatorReason + ")"
		return res
	}
	if res.OperatorReason != "" {
		res.OperatorReason += "; " + note
	} else {
		res.OperatorReason = note
	}
	return res
}

func appendRecord(path string, opts audit.Options, rec *audit.Record) error {
	l, err := audit.Open(path, opts)
	if err != nil {
		return err
	}
	err = l.Append(rec)
	if cerr := l.Close(); err == nil {
		err = cerr
	}
	return err
}

// auditSettings reads [audit] from the policy, falling back to the
// defaults when the policy did not load.
func auditSettings(p *rules.Policy) (path string, opts audit.Options, required bool) {
	home, _ := os.UserHomeDir()
	opts = audit.DefaultOptions()
	path = audit.DefaultPath(os.Getenv, home)
	if p == nil {
		return path, opts, false
	}
	a := p.Audit
	if a.Path != "" {
		path = audit.ResolvePath(a.Path, os.Getenv, home, "")
	}
	if a.MaxSize > 0 {
		opts.MaxSize = a.MaxSize
	}
	if a.Keep > 0 {
		opts.Keep = a.Keep
	}
	opts.Redact = a.Redact
	return path, opts, a.Required
}
