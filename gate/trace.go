package gate

import (
	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// Step is one entry of a decision's trace, in order: what the rules tried
// and what the pipeline around them did. It stays typed until a printer
// renders it (String); `check --explain` chooses steps by their fields,
// never by their text.
type Step struct {
	Kind StepKind
	// Rules is the rules' own step (StepRules): a rule or fence tried, an
	// action no rule decided, the rules combining their answers.
	Rules *rules.Step
	// Floor is the floor's verdict (StepFloor): a deny, or the ask or no
	// allow it holds the rules' answer to.
	Floor *floor.Verdict
	// Setting is a key of Claude Code's settings that pregate read
	// (StepSettings).
	Setting *rules.ClaudeKey
	// Subject is what a step without a typed one is about: the settings
	// key of a settings deny (StepSettings), the tool, mode or event
	// pregate does not know (StepUnknown), the note of a record not
	// written (StepAudit).
	Subject string
	// From and To are the call's decision before and after the step, for
	// a step that changed it; both "" otherwise.
	From, To hook.Decision
	// Why says, for people, why the decision changed.
	Why string
	// Profile is the strict profile's judgement of one part, or of a call
	// already denied or asked (StepProfile).
	Profile *ProfileStep
}

// ProfileStep is what the strict profile found for one Bash segment.
type ProfileStep struct {
	// Where names the level and file:line that set the profile, for a
	// call the rules already denied or asked (Already).
	Where   string
	Already hook.Decision
	// Part describes the segment ("#1 `git status`").
	Part string
	// Harmless: the read-only catalogue knows the segment with every
	// option role; otherwise Why says what it is not.
	Harmless bool
	Why      string
	// AllowedBy is the allow rule strict honours for a part not known
	// harmless; nil when the part is asked.
	AllowedBy *rules.Rule
}

// StepKind is what a Step is about.
type StepKind uint8

const (
	// StepRules is a step of rules.Evaluate.
	StepRules StepKind = iota
	// StepFloor is a verdict of the path floor.
	StepFloor
	// StepSettings is a key of Claude Code's settings, or a deny it
	// gives (Subject, To).
	StepSettings
	// StepUnknown is a tool, permission mode or hook event pregate does
	// not know: nothing is allowed.
	StepUnknown
	// StepCall is a change of the whole call's decision after the rules:
	// denyInsteadOfPrompting, an allow withheld, a skill's shell command.
	StepCall
	// StepAudit is an audit record that could not be written, and with
	// [audit] required = true the deny it gives.
	StepAudit
	// StepProfile is the strict profile's judgement of a part (Profile).
	StepProfile
)

// Missed reports whether s is a rule tried without a match and with
// nothing more to say: the steps `check --explain` counts instead of
// listing.
func (s Step) Missed() bool {
	r := s.Rules
	return s.Kind == StepRules && r != nil && r.Rule != nil && !r.Matched && r.Skipped == "" && r.Note == ""
}

// String renders s as one line for `check --explain` and the trace of
// `check --json`.
func (s Step) String() string {
	change := ""
	if s.To != "" {
		change = string(s.From) + " → " + string(s.To)
	}
	switch s.Kind {
	case StepRules:
		if s.Rules != nil {
			return s.Rules.String()
		}
	case StepFloor:
		if s.Floor != nil {
			return "floor: " + s.Floor.Operator
		}
	case StepSettings:
		if s.Setting != nil {
			return "claude settings: " + s.Setting.String()
		}
		return "claude settings: " + s.Subject + ": " + s.Why + " → " + string(s.To)
	case StepUnknown:
		return "unknown: " + s.Subject + ": the rules and the floor apply, but pregate allows nothing it does not know"
	case StepCall:
		return "call: " + change + " (" + s.Why + ")"
	case StepProfile:
		if p := s.Profile; p != nil {
			switch {
			case p.Already != "":
				return "profile strict (" + p.Where + "): the call is already " + string(p.Already)
			case p.Harmless:
				return "profile strict: " + p.Part + ": known harmless (read-only catalogue)"
			case p.AllowedBy != nil:
				r := p.AllowedBy
				return "profile strict: " + p.Part + ": not known harmless (" + p.Why + "), but allowed by rule " + r.ID + " (" + r.Level.String() + ", " + r.Where() + ")"
			}
			return "profile strict: " + p.Part + ": not known harmless: " + p.Why + " → " + string(s.To)
		}
	case StepAudit:
		if change == "" {
			return "audit: " + s.Subject
		}
		return "audit: " + s.Subject + ": " + change + " (" + s.Why + ")"
	}
	return "?"
}

// Lines renders a trace, one line per step.
func Lines(trace []Step) []string {
	out := make([]string, len(trace))
	for i, s := range trace {
		out[i] = s.String()
	}
	return out
}
