package gate

import (
	"fmt"
	"strings"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// result turns the rules' verdict into the pipeline's Result.
func (d *decider) result(v rules.Verdict) Result {
	res := Result{
		Decision:       v.Decision,
		AgentReason:    v.AgentReason,
		OperatorReason: v.OperatorReason,
		Parts:          d.parts,
		Paths:          d.paths,
		Policy:         d.pol,
	}
	if res.Decision == hook.Allow && res.AgentReason == "" {
		res.AgentReason = "Allowed by the pregate policy: every part of this call matches an allow rule."
	}
	if v.Rule != nil {
		res.Rule = ruleRef(v.Rule)
	}
	for i := range res.Parts {
		if i < len(v.Actions) {
			r := v.Actions[i]
			res.Parts[i].Decision = r.Decision
			res.Parts[i].Rule = r.RuleID()
		}
	}
	if len(v.Trace) > 0 {
		// The rules' steps, and room for the few the pipeline adds after
		// them (the floor's limit, reply's settings keys and changes):
		// the trace is allocated once, not grown step by step.
		res.Trace = make([]Step, len(v.Trace), len(v.Trace)+len(d.pol.Claude.Keys)+2)
		for i := range v.Trace {
			res.Trace[i] = Step{Kind: StepRules, Rules: &v.Trace[i]}
		}
	}
	if res.Decision != hook.None && res.OperatorReason != "" && d.ev.PermissionMode != "" &&
		!strings.Contains(res.OperatorReason, "mode ") {
		res.OperatorReason += " (mode " + d.ev.PermissionMode + ")"
	}
	return res
}

func ruleRef(r *rules.Rule) *audit.RuleRef {
	return &audit.RuleRef{ID: r.ID, Source: r.Source, Level: r.Level.String(), Pos: r.Pos}
}

// floorRef names the floor entry of a verdict.
func floorRef(e floor.Entry) *audit.RuleRef {
	return &audit.RuleRef{ID: "floor." + e.ID, Source: e.Source, Level: "floor", Pos: e.Pos}
}

// floorDeny is the final deny of the path floor: no rule, level or mode
// lifts it.
func (d *decider) floorDeny(fv *floor.Verdict) Result {
	op := fv.Operator
	if d.ev.PermissionMode != "" {
		op += fmt.Sprintf(" (mode %s)", d.ev.PermissionMode)
	}
	ref := floorRef(fv.Entry)
	// The floor decided before any rule ran: the call is denied by its
	// entry, and so is the path it matched; the parts before it were
	// judged by no rule.
	parts := d.parts
	for i := range parts {
		if parts[i].Decision == "" {
			parts[i].Decision = hook.None
		}
		if parts[i].Kind == PartCall {
			parts[i].Decision, parts[i].Rule = hook.Deny, ref.ID
		}
	}
	if fv.Given != "" {
		d.paths = append(d.paths, PathRef{Given: fv.Given, Resolved: fv.Resolved, Action: roleOf(fv.Access)})
		p := Part{Kind: roleOf(fv.Access).Part(), Path: fv.Lexical, Decision: hook.Deny, Rule: ref.ID, Why: "floor"}
		if p.Path == "" {
			p.Path = fv.Given
		}
		if fv.Resolved != p.Path {
			p.Resolved = fv.Resolved
		}
		parts = append(parts, p)
	}
	return Result{
		Decision:       hook.Deny,
		AgentReason:    fv.Agent,
		OperatorReason: op,
		Rule:           ref,
		Parts:          parts,
		Paths:          d.paths,
		Trace:          []Step{{Kind: StepFloor, Floor: fv, To: hook.Deny}},
		Policy:         d.pol,
	}
}

// limit applies the floor's verdicts short of a deny to the rules'
// answer. A deny stands. An Ask makes anything else an ask: the floor
// could not judge a path exactly. A NoAllow turns an allow into no
// opinion, so that Claude Code's own prompt decides on a path it never
// pre-approves; in every mode, since a hook allow would skip that prompt.
func (d *decider) limit(res Result) Result {
	if res.Decision == hook.Deny || len(d.holds) == 0 {
		return res
	}
	var ask, noAllow *floor.Verdict
	for _, v := range d.holds {
		switch {
		case v.Class == floor.Ask && ask == nil:
			ask = v
		case v.Class == floor.NoAllow && noAllow == nil:
			noAllow = v
		}
	}
	mode := ""
	if d.ev.PermissionMode != "" {
		mode = fmt.Sprintf(" (mode %s)", d.ev.PermissionMode)
	}
	switch {
	case ask != nil && res.Decision != hook.Ask:
		res.Trace = append(res.Trace, Step{Kind: StepFloor, Floor: ask, From: res.Decision, To: hook.Ask})
		res.Decision = hook.Ask
		res.AgentReason = ask.Agent
		res.OperatorReason = ask.Operator + mode
		res.Rule = floorRef(ask.Entry)
	case ask == nil && noAllow != nil && res.Decision == hook.Allow:
		res.Trace = append(res.Trace, Step{Kind: StepFloor, Floor: noAllow, From: hook.Allow, To: hook.None})
		res.Decision = hook.None
		res.AgentReason = ""
		res.OperatorReason = noAllow.Operator + mode
		res.Rule = floorRef(noAllow.Entry)
	}
	return res
}
