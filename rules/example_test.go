package rules_test

import (
	"fmt"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/shell"
)

func ExampleEvaluate() {
	// Package load builds a Policy from policy files; this one is what a
	// user policy.toml with these lines loads to:
	//
	//	[permissions]
	//	allow = ["Bash(npm test *)"]
	//
	//	[[rule]]
	//	id       = "no-force-push"
	//	decision = "deny"
	//	match    = ["Bash(git push --force *)"]
	//	reason   = "Force-pushing rewrites shared history; push a new commit instead."
	rule := func(id string, d hook.Decision, text, reason string, line int) *rules.Rule {
		p, err := claude.ParsePattern(text, "/home/me/.config/pregate")
		if err != nil {
			panic(err)
		}
		return &rules.Rule{ID: id, Decision: d, Patterns: []*claude.Pattern{p}, Reason: reason,
			Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: line, Col: 1}}
	}
	policy := &rules.Policy{
		Rules: []*rules.Rule{
			rule("Bash(npm test *)", hook.Allow, "Bash(npm test *)", "", 2),
			rule("no-force-push", hook.Deny, "Bash(git push --force *)", "Force-pushing rewrites shared history; push a new commit instead.", 5),
		},
		Defaults: rules.Defaults{Unmatched: hook.None, Unresolved: hook.Ask},
	}

	// The pipeline builds actions from the hook event; shell.Decompose
	// gives the segments of a Bash command.
	segment := func(text string, argv ...string) act.Action {
		s := &shell.Segment{Program: argv[0], Text: text, AllowText: text, Resolved: true}
		for _, a := range argv {
			s.Argv = append(s.Argv, shell.Word{Value: a})
		}
		return act.Action{Kind: act.SegmentAction, Tool: "Bash", Segment: s}
	}
	env := act.Env{Cwd: "/home/me/app", Home: "/home/me", Project: "/home/me/app"}

	call := &rules.Call{Tool: "Bash", Mode: "default", Env: env, Actions: []act.Action{
		segment("npm test", "npm", "test"),
		segment("git push --force origin main", "git", "push", "--force", "origin", "main"),
	}}
	v := rules.Evaluate(policy, call)
	fmt.Println(v.Decision, v.Rule.ID, v.Action)
	fmt.Println(v.AgentReason)
	fmt.Println(v.OperatorReason)

	call.Actions = call.Actions[:1]
	fmt.Println(rules.Evaluate(policy, call).Decision)
	// Output:
	// deny no-force-push 1
	// Force-pushing rewrites shared history; push a new commit instead.
	// deny by rule no-force-push (user, policy.toml:5) on segment 1 `git push --force origin main`; mode default
	// allow
}
