package gate

import (
	"fmt"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// Appender writes the audit record of a decision. Decide calls it once, at
// the end of the pipeline, with the log the policy names (the default log
// when no policy loaded) and the record; the appender adds what only the
// caller knows (the time, pregate's version, how long the decision took)
// and writes it.
//
// An error means the record is not in the log. It never weakens the
// decision: the operator reason says so, and with [audit] required = true
// a call that was not already denied is denied.
type Appender interface {
	Append(log audit.Target, rec *audit.Record) error
}

// Finish ends the pipeline: it fits the decision to the client the call
// comes from (client.Enforce) and appends the audit record through
// in.Audit, turning a record that cannot be written into a deny when the
// policy requires the log. Decide calls it; the hook calls it itself only
// for a result made before the pipeline could start (an event that could
// not be read), so that every decision is recorded the same way.
func Finish(in Input, res Result) (out Result) {
	defer func() {
		if r := recover(); r != nil {
			out = failClosed(fmt.Errorf("internal error: %v", r), "pregate hit an internal error")
		}
	}()
	if in.Client != "" {
		res.Decision, res.AgentReason, res.OperatorReason = client.Enforce(in.Client, res.Decision, res.AgentReason, res.OperatorReason)
	}
	if in.Audit == nil {
		return res
	}
	log, required := AuditLog(in, res.Policy)
	err := in.Audit.Append(log, auditRecord(in, res))
	if err == nil {
		return res
	}
	note := audit.NotWritten(err)
	if required && res.Decision != hook.Deny {
		res.Trace = append(res.Trace, Step{Kind: StepAudit, Subject: note, From: res.Decision, To: hook.Deny, Why: "audit.required"})
		was := string(res.Decision)
		if res.OperatorReason != "" {
			was += ": " + res.OperatorReason
		}
		res.Decision = hook.Deny
		res.AgentReason = "Blocked: the audit log this environment requires could not be written. Ask the user to check pregate's message."
		res.OperatorReason = note + " (audit.required = true, so the call is denied; the decision would have been " + was + ")"
		return res
	}
	res.Trace = append(res.Trace, Step{Kind: StepAudit, Subject: note})
	if res.OperatorReason != "" {
		res.OperatorReason += "; " + note
	} else {
		res.OperatorReason = note
	}
	return res
}

// AuditLog is the log pol names, with its settings, and whether pol
// requires it; the default log, not required, for a nil pol. Its path
// comes from in.Env and in.Home, and it is the file the floor protects as
// pregate's own.
func AuditLog(in Input, p *rules.Policy) (audit.Target, bool) {
	t := audit.Target{Path: auditPath(in, p), Options: audit.DefaultOptions()}
	if p == nil {
		return t, false
	}
	if p.Audit.MaxSize > 0 {
		t.Options.MaxSize = p.Audit.MaxSize
	}
	if p.Audit.Keep > 0 {
		t.Options.Keep = p.Audit.Keep
	}
	t.Options.Redact = p.Audit.Redact
	return t, p.Audit.Required
}

// auditRecord is the record of res for the call of in.Event, without the
// time, version and duration the Appender adds.
func auditRecord(in Input, res Result) *audit.Record {
	ev := in.Event
	name := string(in.Client)
	if name == "" {
		name = string(client.Claude)
	}
	rec := &audit.Record{
		Client:         name,
		ClientTool:     in.ClientTool,
		SessionID:      ev.SessionID,
		ToolUseID:      ev.ToolUseID,
		AgentType:      ev.AgentType,
		Cwd:            ev.Cwd,
		PermissionMode: ev.PermissionMode,
		ToolName:       ev.ToolName,
		Input:          ev.ToolInput,
		Decision:       string(res.Decision),
		Rule:           res.Rule,
		AgentReason:    res.AgentReason,
		OperatorReason: res.OperatorReason,
	}
	// Each slice is allocated once, at its length (nil when empty, as
	// appending to nil left it).
	n := 0
	for _, p := range res.Parts {
		if p.Kind == PartSegment {
			n++
		}
	}
	if n > 0 {
		rec.Segments = make([]audit.SegmentRecord, 0, n)
	}
	for _, p := range res.Parts {
		if p.Kind != PartSegment {
			continue
		}
		rec.Segments = append(rec.Segments, audit.SegmentRecord{Argv: p.Argv, Decision: string(p.Decision), Rule: p.Rule})
	}
	if len(res.Paths) > 0 {
		rec.Paths = make([]audit.PathRecord, 0, len(res.Paths))
	}
	for _, p := range res.Paths {
		rec.Paths = append(rec.Paths, audit.PathRecord{Given: p.Given, Resolved: p.Resolved, Action: p.Action.String()})
	}
	return rec
}

// auditPath is the file of the log pol names, the default log for a nil
// pol.
func auditPath(in Input, pol *rules.Policy) string {
	configured := ""
	if pol != nil {
		configured = pol.Audit.Path
	}
	return audit.ResolvePath(configured, func(k string) string { return in.Env[k] }, in.Home, "")
}
