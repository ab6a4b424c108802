package load

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
	"github.com/pregate/pregate/shell"
)

// seg is a resolved segment for a simple command.
func evSeg(text string) *shell.Segment {
	var argv []shell.Word
	for _, f := range strings.Fields(text) {
		argv = append(argv, shell.Word{Value: f})
	}
	s := &shell.Segment{Argv: argv, Text: text, AllowText: text, Resolved: true, Cwd: "/proj"}
	if len(argv) > 0 {
		s.Program = argv[0].Value
	}
	return s
}

// bash builds a Bash call from segments.
func evBash(segs ...*shell.Segment) *rules.Call {
	var texts []string
	for _, s := range segs {
		texts = append(texts, s.Text)
	}
	cmd := strings.Join(texts, " && ")
	c := &rules.Call{Tool: "Bash", Input: map[string]any{"command": cmd}, Env: evEnv}
	c.Actions = append(c.Actions, act.Action{Kind: act.CallAction, Tool: "Bash", Input: c.Input, Optional: true})
	for _, s := range segs {
		c.Actions = append(c.Actions, act.Action{Kind: act.SegmentAction, Tool: "Bash", Input: c.Input, Segment: s})
	}
	return c
}

// fileCall builds a call of a file tool on path.
func evFile(tool, path string, pre bool) *rules.Call {
	in := map[string]any{"file_path": path}
	return &rules.Call{Tool: tool, Input: in, Env: evEnv,
		Actions: []act.Action{{Kind: act.CallAction, Tool: tool, Input: in, Path: path, Preallowed: pre}}}
}

var evEnv = act.Env{Cwd: "/proj", Home: "/home/u", Project: "/proj"}

// layer is one policy file at a level.
type layer struct {
	level act.Level
	src   string
}

// policy merges files given highest level first, as Load would.
func policy(t testing.TB, layers ...layer) *rules.Policy {
	t.Helper()
	var srcs []*parse.Source
	for i, l := range layers {
		name := l.level.String() + ".toml"
		if i > 0 && layers[i-1].level == l.level {
			name = l.level.String() + "2.toml"
		}
		s, errs := parse.TOML(name, []byte(l.src), l.level, "/proj")
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		srcs = append(srcs, s)
	}
	p := &rules.Policy{Project: "/proj"}
	merge(p, srcs)
	return p
}

// outcome is what the table tests compare of a verdict.
type outcome struct {
	Decision   hook.Decision
	Rule       string // rule id, or "fence [run]" …
	Action     int
	Unresolved bool
}

func outcomeOf(v rules.Verdict) outcome {
	o := outcome{Decision: v.Decision, Action: v.Action, Unresolved: v.Unresolved}
	switch {
	case v.Rule != nil:
		o.Rule = v.Rule.ID + "@" + v.Rule.Level.String()
	case v.Fence != nil:
		o.Rule = "fence " + v.Fence.Name() + "@" + v.Fence.Level.String()
	}
	return o
}

func TestEvaluate(t *testing.T) {
	withMode := func(c *rules.Call, mode string) *rules.Call { c.Mode = mode; return c }
	withAgent := func(c *rules.Call, agent string) *rules.Call { c.Agent = agent; return c }
	unresolved := &shell.Segment{Text: "$CMD x", Resolved: false, Why: "dynamic program name"}
	tests := []struct {
		name   string
		layers []layer
		call   *rules.Call
		want   outcome
	}{
		{
			name: "deny at a lower level beats allow at a higher one",
			layers: []layer{
				{act.Managed, "[permissions]\nallow = ['Bash(git push *)']\n"},
				{act.User, "[permissions]\ndeny = ['Bash(git push *)']\n"},
			},
			call: evBash(evSeg("git push origin main")),
			want: outcome{hook.Deny, "Bash(git push *)@user", 1, false},
		},
		{
			name: "project allow never beats user ask",
			layers: []layer{
				{act.Project, "[permissions]\nallow = ['Bash(git push *)']\n"},
				{act.User, "[permissions]\nask = ['Bash(git push *)']\n"},
			},
			call: evBash(evSeg("git push origin main")),
			want: outcome{hook.Ask, "Bash(git push *)@user", 1, false},
		},
		{
			name: "specificity never reorders: broad deny beats narrow allow",
			layers: []layer{
				{act.Project, "[permissions]\nallow = ['Bash(aws s3 ls)']\ndeny = ['Bash(aws *)']\n"},
			},
			call: evBash(evSeg("aws s3 ls")),
			want: outcome{hook.Deny, "Bash(aws *)@project", 1, false},
		},
		{
			name: "the first deny in level order is reported",
			layers: []layer{
				{act.Managed, "[[rule]]\nid = 'managed-push'\ndecision = 'deny'\nmatch = ['Bash(git push *)']\n"},
				{act.User, "[[rule]]\nid = 'user-push'\ndecision = 'deny'\nmatch = ['Bash(git *)']\n"},
			},
			call: evBash(evSeg("git push")),
			want: outcome{hook.Deny, "managed-push@managed", 1, false},
		},
		{
			name:   "every part allowed is an allow",
			layers: []layer{{act.Project, "[permissions]\nallow = ['Bash(npm test *)', 'Bash(npm run lint)']\n"}},
			call:   evBash(evSeg("npm test"), evSeg("npm run lint")),
			want:   outcome{hook.Allow, "Bash(npm test *)@project", 1, false},
		},
		{
			name:   "one part unmatched is no opinion",
			layers: []layer{{act.Project, "[permissions]\nallow = ['Bash(npm test *)']\n"}},
			call:   evBash(evSeg("npm test"), evSeg("curl example.com")),
			want:   outcome{hook.None, "", 2, false},
		},
		{
			name: "one part unmatched takes the strictest unmatched default",
			layers: []layer{
				{act.Project, "[defaults]\nunmatched = 'none'\n[permissions]\nallow = ['Bash(npm test *)']\n"},
				{act.User, "[defaults]\nunmatched = 'ask'\n"},
			},
			call: evBash(evSeg("npm test"), evSeg("curl example.com")),
			want: outcome{hook.Ask, "", 2, false},
		},
		{
			name:   "a deny on any part denies the call",
			layers: []layer{{act.Project, "[permissions]\nallow = ['Bash(npm test *)']\ndeny = ['Bash(rm *)']\n"}},
			call:   evBash(evSeg("npm test"), evSeg("rm -rf build")),
			want:   outcome{hook.Deny, "Bash(rm *)@project", 2, false},
		},
		{
			name:   "an unresolved part asks even when the rest is allowed",
			layers: []layer{{act.Project, "[permissions]\nallow = ['Bash(npm test *)']\n"}},
			call:   evBash(evSeg("npm test"), unresolved),
			want:   outcome{hook.Ask, "", 2, true},
		},
		{
			name:   "an unresolved part denies under unresolved = deny",
			layers: []layer{{act.Project, "[defaults]\nunresolved = 'deny'\n[permissions]\nask = ['Bash(npm test *)']\n"}},
			call:   evBash(evSeg("npm test"), unresolved),
			want:   outcome{hook.Deny, "", 2, true},
		},
		{
			name:   "a deny rule beats an unresolved part",
			layers: []layer{{act.Project, "[defaults]\nunresolved = 'deny'\n[permissions]\ndeny = ['Bash(rm *)']\n"}},
			call:   evBash(unresolved, evSeg("rm x")),
			want:   outcome{hook.Deny, "Bash(rm *)@project", 2, false},
		},
		{
			name:   "rule scoped to plan mode is skipped in default mode",
			layers: []layer{{act.Project, "[[rule]]\nid = 'plan-no-push'\ndecision = 'deny'\nmatch = ['Bash(git push *)']\nmodes = ['plan']\n"}},
			call:   evBash(evSeg("git push")),
			want:   outcome{hook.None, "", 1, false},
		},
		{
			name:   "rule scoped to plan mode applies in plan mode",
			layers: []layer{{act.Project, "[[rule]]\nid = 'plan-no-push'\ndecision = 'deny'\nmatch = ['Bash(git push *)']\nmodes = ['plan']\n"}},
			call:   withMode(evBash(evSeg("git push")), "plan"),
			want:   outcome{hook.Deny, "plan-no-push@project", 1, false},
		},
		{
			name:   "manual is the same mode as default",
			layers: []layer{{act.Project, "[[rule]]\nid = 'd'\ndecision = 'deny'\nmatch = ['Bash(git push *)']\nmodes = ['default']\n"}},
			call:   withMode(evBash(evSeg("git push")), "manual"),
			want:   outcome{hook.Deny, "d@project", 1, false},
		},
		{
			name:   "rule scoped to an agent is skipped for the main agent",
			layers: []layer{{act.Project, "[[rule]]\nid = 'rev'\ndecision = 'deny'\nmatch = ['Bash(git commit *)']\nagents = ['reviewer']\n"}},
			call:   evBash(evSeg("git commit -m x")),
			want:   outcome{hook.None, "", 1, false},
		},
		{
			name:   "rule scoped to an agent applies to it",
			layers: []layer{{act.Project, "[[rule]]\nid = 'rev'\ndecision = 'deny'\nmatch = ['Bash(git commit *)']\nagents = ['reviewer']\n"}},
			call:   withAgent(evBash(evSeg("git commit -m x")), "reviewer"),
			want:   outcome{hook.Deny, "rev@project", 1, false},
		},
		{
			name:   "plan mode never allows a write",
			layers: []layer{{act.Project, "[permissions]\nallow = ['Edit']\n"}},
			call:   withMode(evFile("Write", "/proj/a.txt", false), "plan"),
			want:   outcome{hook.None, "Edit@project", 0, false},
		},
		{
			name:   "plan mode allows a read",
			layers: []layer{{act.Project, "[permissions]\nallow = ['Read']\n"}},
			call:   withMode(evFile("Read", "/proj/a.txt", false), "plan"),
			want:   outcome{hook.Allow, "Read@project", 0, false},
		},
		{
			name:   "preallowed alone is left to Claude Code",
			layers: []layer{{act.Project, "[defaults]\nunmatched = 'deny'\n"}},
			call:   evFile("Read", "/proj/a.txt", true),
			want:   outcome{hook.None, "", -1, false},
		},
		{
			name:   "a deny rule still blocks a preallowed action",
			layers: []layer{{act.Project, "[permissions]\ndeny = ['Read']\n"}},
			call:   evFile("Read", "/proj/a.txt", true),
			want:   outcome{hook.Deny, "Read@project", 0, false},
		},
		{
			name:   "no actions is the unmatched default, never allow",
			layers: []layer{{act.Project, "[defaults]\nunmatched = 'ask'\n[permissions]\nallow = ['Bash']\n"}},
			call:   &rules.Call{Tool: "Bash", Env: evEnv},
			want:   outcome{hook.Ask, "", -1, false},
		},
		// Fences.
		{
			name: "read_only at user level beats a project allow",
			layers: []layer{
				{act.Project, "[permissions]\nallow = ['Bash(rm *)', 'Write']\n"},
				{act.User, "[run]\nread_only = true\n"},
			},
			call: evBash(evSeg("rm -rf build")),
			want: outcome{hook.Deny, "fence [run]@user", 1, false},
		},
		{
			name: "read_only denies write tools",
			layers: []layer{
				{act.Project, "[run]\nread_only = true\n[permissions]\nallow = ['Write']\n"},
			},
			call: evFile("Write", "/proj/a", false),
			want: outcome{hook.Deny, "fence [run]@project", -1, false},
		},
		{
			name: "read_only lets reads through",
			layers: []layer{
				{act.Managed, "[run]\nread_only = true\n[permissions]\nallow = ['Read']\n"},
			},
			call: evFile("Read", "/proj/a", false),
			want: outcome{hook.Allow, "Read@managed", 0, false},
		},
		{
			name: "read_only = false at a higher level does not lift a lower read_only",
			layers: []layer{
				{act.Managed, "[run]\nread_only = false\n[permissions]\nallow = ['Edit']\n"},
				{act.User, "[run]\nread_only = true\n"},
			},
			call: evFile("Edit", "/proj/a", false),
			want: outcome{hook.Deny, "fence [run]@user", -1, false},
		},
		{
			name:   "a structured command rule matches a segment",
			layers: []layer{{act.Project, "[[rule]]\nid = 'push'\ndecision = 'ask'\ncommand = [{ program = ['git'], subcommand = ['push'] }]\n"}},
			call:   evBash(evSeg("git status"), evSeg("git push origin main")),
			want:   outcome{hook.Ask, "push@project", 2, false},
		},
		{
			name:   "read_only denies an unresolved Bash part",
			layers: []layer{{act.User, "[run]\nread_only = true\n"}},
			call:   evBash(unresolved),
			want:   outcome{hook.Deny, "fence [run]@user", 1, false},
		},
		{
			name: "tools lists intersect: a project list cannot add a tool",
			layers: []layer{
				{act.Project, "[run]\ntools = ['Read', 'Bash']\n[permissions]\nallow = ['Bash(ls *)']\n"},
				{act.User, "[run]\ntools = ['Read', 'Grep']\n"},
			},
			call: evBash(evSeg("ls")),
			want: outcome{hook.Deny, "fence [run]@user", -1, false},
		},
		{
			name: "tools lists intersect: the other side too",
			layers: []layer{
				{act.Project, "[run]\ntools = ['Read', 'Bash']\n"},
				{act.User, "[run]\ntools = ['Read', 'Grep']\n"},
			},
			call: evFile("Grep", "/proj", false),
			want: outcome{hook.Deny, "fence [run]@project", -1, false},
		},
		{
			name: "a tool in every list passes the fence",
			layers: []layer{
				{act.Project, "[run]\ntools = ['Read', 'Bash']\n[permissions]\nallow = ['Read']\n"},
				{act.User, "[run]\ntools = ['Read', 'Grep']\n"},
			},
			call: evFile("Read", "/proj/a", false),
			want: outcome{hook.Allow, "Read@project", 0, false},
		},
		{
			name:   "tools_set with no tools denies everything",
			layers: []layer{{act.Managed, "[run]\ntools_set = true\n"}, {act.Project, "[permissions]\nallow = ['Read']\n"}},
			call:   evFile("Read", "/proj/a", false),
			want:   outcome{hook.Deny, "fence [run]@managed", -1, false},
		},
		{
			name:   "an empty tools list alone is no fence",
			layers: []layer{{act.Managed, "[run]\ntools = []\n"}, {act.Project, "[permissions]\nallow = ['Read']\n"}},
			call:   evFile("Read", "/proj/a", false),
			want:   outcome{hook.Allow, "Read@project", 0, false},
		},
		{
			name: "disallowed tools unite across levels",
			layers: []layer{
				{act.Project, "[run]\ndisallowed_tools = ['WebFetch']\n"},
				{act.User, "[run]\ndisallowed_tools = ['mcp__github']\n[permissions]\nallow = ['mcp__github']\n"},
			},
			call: &rules.Call{Tool: "mcp__github__delete_repo", Env: evEnv, Actions: []act.Action{{Kind: act.CallAction, Tool: "mcp__github__delete_repo"}}},
			want: outcome{hook.Deny, "fence [run]@user", -1, false},
		},
		{
			name:   "an agent fence applies to its agent",
			layers: []layer{{act.User, "[agent.reviewer]\ntools = ['Read', 'Grep']\n[permissions]\nallow = ['Write']\n"}},
			call:   withAgent(evFile("Write", "/proj/a", false), "reviewer"),
			want:   outcome{hook.Deny, "fence [agent.reviewer]@user", -1, false},
		},
		{
			name:   "an agent fence does not apply to others",
			layers: []layer{{act.User, "[agent.reviewer]\ntools = ['Read', 'Grep']\n[permissions]\nallow = ['Write']\n"}},
			call:   evFile("Write", "/proj/a", false),
			want:   outcome{hook.Allow, "Write@user", 0, false},
		},
		{
			name:   "Task and Agent are one tool in a fence",
			layers: []layer{{act.User, "[run]\ndisallowed_tools = ['Task']\n"}},
			call:   &rules.Call{Tool: "Agent", Env: evEnv, Actions: []act.Action{{Kind: act.CallAction, Tool: "Agent", Input: map[string]any{"subagent_type": "x"}}}},
			want:   outcome{hook.Deny, "fence [run]@user", -1, false},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := policy(t, tt.layers...)
			v := rules.Evaluate(p, tt.call)
			if diff := cmp.Diff(tt.want, outcomeOf(v)); diff != "" {
				t.Errorf("verdict mismatch (-want +got):\n%s\ntrace:\n%s", diff, traceText(v))
			}
			if v.Decision != hook.None && v.Decision != hook.Allow && (v.AgentReason == "" || v.OperatorReason == "") {
				t.Errorf("missing reasons: agent %q operator %q", v.AgentReason, v.OperatorReason)
			}
		})
	}
}

func traceText(v rules.Verdict) string {
	var b strings.Builder
	for _, s := range v.Trace {
		b.WriteString("  " + s.String() + "\n")
	}
	return b.String()
}

func TestEvaluateReadOnlyFlag(t *testing.T) {
	p := policy(t, layer{act.Project, "[permissions]\nallow = ['Bash(rm *)']\n"})
	c := evBash(evSeg("rm x"))
	if v := rules.Evaluate(p, c); v.Decision != hook.Allow {
		t.Fatalf("without the flag: %s, want allow", v.Decision)
	}
	c.ReadOnly = true
	v := rules.Evaluate(p, c)
	if diff := cmp.Diff(outcome{hook.Deny, "fence --read-only@cli", 1, false}, outcomeOf(v)); diff != "" {
		t.Errorf("verdict mismatch (-want +got):\n%s", diff)
	}
	if !strings.Contains(v.AgentReason, "read-only") || !strings.Contains(v.AgentReason, "`rm x`") {
		t.Errorf("agent reason %q does not say read-only and name the command", v.AgentReason)
	}
}

func TestEvaluateActionsAndReasons(t *testing.T) {
	p := policy(t,
		layer{act.Managed, `
[[rule]]
id = "no-force-push"
decision = "deny"
match = ["Bash(git push --force *)"]
reason = "Force-pushing rewrites shared history; push a new commit instead."
note = "SEC-12"
`},
		layer{act.Project, "[permissions]\nallow = ['Bash(git status)']\nask = ['Bash(git push *)']\n"},
	)
	c := evBash(evSeg("git status"), evSeg("git push --force origin main"))
	v := rules.Evaluate(p, c)
	byID := map[string]*rules.Rule{}
	for _, r := range p.Rules {
		byID[r.ID] = r
	}
	type result struct {
		Decision hook.Decision
		Rule     string
	}
	var got []result
	for _, r := range v.Actions {
		got = append(got, result{r.Decision, r.RuleID()})
	}
	want := []result{{hook.None, ""}, {hook.Allow, "Bash(git status)"}, {hook.Deny, "no-force-push"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("actions mismatch (-want +got):\n%s", diff)
	}
	if v.Actions[2].Rule != byID["no-force-push"] {
		t.Errorf("action 2 rule is not the policy's rule")
	}
	if v.AgentReason != "Force-pushing rewrites shared history; push a new commit instead." {
		t.Errorf("agent reason = %q, want the rule's reason", v.AgentReason)
	}
	wantOp := "deny by rule no-force-push (managed, managed.toml:2) on segment 2 `git push --force origin main`; mode default; SEC-12"
	if v.OperatorReason != wantOp {
		t.Errorf("operator reason:\n got %q\nwant %q", v.OperatorReason, wantOp)
	}
	if got := v.Actions[2].RuleID(); got != "no-force-push" {
		t.Errorf("RuleID = %q", got)
	}

	// Without a reason the agent hears what was blocked, and nothing of
	// the policy's files.
	p2 := policy(t, layer{act.User, "[permissions]\ndeny = ['Bash(rm *)']\n"})
	v = rules.Evaluate(p2, evBash(evSeg("rm -rf build")))
	if !strings.Contains(v.AgentReason, "`rm -rf build`") || strings.Contains(v.AgentReason, ".toml") {
		t.Errorf("generated agent reason %q", v.AgentReason)
	}
	if !strings.Contains(v.OperatorReason, "user.toml:2") || !strings.Contains(v.OperatorReason, "(user,") {
		t.Errorf("operator reason %q lacks source and level", v.OperatorReason)
	}
}

func TestEvaluateTrace(t *testing.T) {
	p := policy(t, layer{act.Project, "[permissions]\ndeny = ['Bash(rm *)']\nallow = ['Bash(ls *)']\n[[rule]]\nid = 'p'\ndecision = 'ask'\nmatch = ['Bash(x)']\nmodes = ['plan']\n"})
	c := evBash(evSeg("ls"))
	v := rules.Evaluate(p, c)
	var got []string
	for _, s := range v.Trace {
		got = append(got, s.String())
	}
	want := []string{
		"#0 `ls`: no rule matched; optional",
		"#1 `ls`: allow rule Bash(ls *) (project, project.toml:3) matched → allow",
		"call: every part allowed → allow",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("trace mismatch (-want +got):\n%s", diff)
	}
	c.Explain = true
	v = rules.Evaluate(p, c)
	got = nil
	for _, s := range v.Trace {
		if s.Action == 1 {
			got = append(got, s.String())
		}
	}
	want = []string{
		"#1 `ls`: deny rule Bash(rm *) (project, project.toml:2) no match",
		"#1 `ls`: ask rule p (project, project.toml:4) skipped: mode",
		"#1 `ls`: allow rule Bash(ls *) (project, project.toml:3) matched → allow",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("explain trace mismatch (-want +got):\n%s", diff)
	}
}

func TestEvaluateNilPolicyDenies(t *testing.T) {
	v := rules.Evaluate(nil, evBash(evSeg("ls")))
	if v.Decision != hook.Deny || v.AgentReason == "" {
		t.Errorf("Evaluate(nil) = %s %q, want a deny with a reason", v.Decision, v.AgentReason)
	}
}

// TestEvaluateCommandsShareParse: the structured commands of one
// evaluation share each segment's parse, so a parse kept from one segment
// must never stand for the next one, and a rule that parsed and failed
// must not hide the parse from the next rule.
func TestEvaluateCommandsShareParse(t *testing.T) {
	p := policy(t, layer{act.User, `
[[rule]]
id = "mirror"
decision = "deny"
command = [{ program = ["git"], subcommand = ["push"], flags = ["--mirror"] }]

[[rule]]
id = "force"
decision = "deny"
command = [{ program = ["git"], subcommand = ["push"], any_flag = ["-f"] }]

[[rule]]
id = "status"
decision = "ask"
command = [{ program = ["git"], subcommand = ["status"] }]
`})
	tests := []struct {
		name string
		call *rules.Call
		want outcome
	}{
		{"second rule on the parsed segment", evBash(evSeg("git push --force origin")), outcome{hook.Deny, "force@user", 1, false}},
		{"after another git segment", evBash(evSeg("git status"), evSeg("git push -f origin")), outcome{hook.Deny, "force@user", 2, false}},
		{"before another git segment", evBash(evSeg("git push origin"), evSeg("git status")), outcome{hook.Ask, "status@user", 2, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, outcomeOf(rules.Evaluate(p, tt.call))); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
