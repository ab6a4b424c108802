package gate

import (
	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// Floors is the floor the pipeline applies to a call in cwd under pol:
// the main floor first, then, when project files narrow the scopes, the
// floor that checks those. The backstop compiles the same floor into
// Claude Code's sandbox and permission rules.
func Floors(in Input, pol *rules.Policy, cwd string) []*floor.Config {
	project := pol.Project
	if project == "" {
		project = cwd
	}
	return floorConfig(in, pol, project, cwd)
}

// blindResult is the answer of a pregate_blindtest build: no opinion.
func blindResult() Result {
	return Result{Decision: hook.None, OperatorReason: "pregate_blindtest build: no opinion on anything"}
}
