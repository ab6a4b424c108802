package load

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

// parseFile parses one pregate policy file (or, for a name ending in
// .json, the permissions of a Claude Code settings file) as if it were
// the only source at level, with "/x" anchored at root: for tests of one
// file. The builtin baseline is not added.
func parseFile(name string, src []byte, level act.Level, root string) (*rules.Policy, error) {
	var (
		s    *parse.Source
		errs rules.LoadErrors
	)
	if strings.HasSuffix(name, ".json") {
		s, errs = parse.Settings(name, src, level, root)
	} else {
		s, errs = parse.TOML(name, src, level, root)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	p := &rules.Policy{Project: root, Files: []string{name}}
	merge(p, []*parse.Source{s})
	return p, nil
}

// errLines returns the error lines of err, or nil.
func errLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

func TestParseFileErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "syntax error has line and column",
			src:  "version = \n",
			want: []string{`p.toml:1:11: expected a value but found the end of the line`},
		},
		{
			name: "unknown top-level key",
			src:  "version = 1\nbogus = 1\n",
			want: []string{`p.toml:2:1: unknown key "bogus"`},
		},
		{
			name: "unsupported version",
			src:  "version = 2\n",
			want: []string{`p.toml:1:11: unsupported version 2 (want 1)`},
		},
		{
			name: "type error points at the bad one of repeated tables",
			src:  "[[rule]]\nid = 1\ndecision = 'deny'\nmatch = ['Bash']\n[[rule]]\nid = 'x'\ndecision = 'deny'\nmatch = ['Bash']\n",
			want: []string{`p.toml:2:6: rule.id: want string, not integer`},
		},
		{
			name: "unknown key in the second rule",
			src:  "[[rule]]\nid = 'a'\ndecision = 'deny'\nmatch = ['Bash']\n[[rule]]\nid = 'b'\ndecision = 'ask'\n  matc = ['Bash']\n",
			want: []string{
				`p.toml:5:1: rule "b" has neither match nor command`,
				`p.toml:8:3: unknown key "rule.matc"; did you mean "match"?`,
			},
		},
		{
			name: "every problem of a file, sorted",
			src: `[[rule]]
id = "a"
decision = "deni"
match = ["Bash"]

[[rule]]
id = "a"
decision = "deny"
match = ["Bash"]
modes = ["plan", "nope"]

[x.y]
z = 1
`,
			want: []string{
				`p.toml:3:12: unknown decision "deni" (want deny, ask or allow)`,
				`p.toml:7:6: duplicate rule id "a" (first at line 1)`,
				`p.toml:10:18: unknown permission mode "nope"`,
				`p.toml:12:1: unknown key "x.y"`,
			},
		},
		{
			name: "rule without id and decision",
			src:  "\n[[rule]]\nmatch = ['Bash']\n",
			want: []string{
				`p.toml:2:1: rule without an id`,
				`p.toml:2:1: rule "" without a decision`,
			},
		},
		{
			name: "defaults values",
			src:  "[defaults]\nunmatched = 'allow'\nunresolved = 'none'\n",
			want: []string{
				`p.toml:2:13: unknown value "allow" for unmatched (want none, ask or deny)`,
				`p.toml:3:14: unknown value "none" for unresolved (want ask or deny)`,
			},
		},
		{
			name: "fences, audit and tests",
			src: `[run]
tools = ["Read", "Bash(ls)"]

[agent.reviewer]
read_only = true
foo = 1

[audit]
max_size = "10QB"
keep = -1

[[test]]
name = "t"
tool = "Bash"
input = { command = "ls", nested = { a = 1 } }
expect = "nope"

[[test]]
name = "no tool"
expect = "deny"
mode = "sideways"
`,
			want: []string{
				`p.toml:2:18: tools takes tool names, not rules: "Bash(ls)" (use a [[rule]] to scope a tool)`,
				`p.toml:6:1: unknown key "agent.reviewer.foo"`,
				`p.toml:9:12: max_size: bad size "10QB" (want e.g. 10MiB)`,
				`p.toml:10:8: keep must not be negative`,
				`p.toml:16:10: unknown decision "nope" (want allow, ask, deny or none)`,
				`p.toml:18:1: test "no tool" without a tool`,
				`p.toml:21:8: unknown permission mode "sideways"`,
			},
		},
		{
			name: "pack table outside the baseline",
			src:  "[pack]\nname = 'x'\n",
			want: []string{`p.toml:1:1: [pack] is only for builtin packs`},
		},
		{
			name: "unknown key inside a structured command",
			src:  "[[rule]]\nid = 'c'\ndecision = 'deny'\ncommand = [{ program = ['git'], bogus = 1 }]\n",
			want: []string{`p.toml:4:33: unknown key "rule.command.bogus"`},
		},
		{
			name: "a structured command cannot allow",
			src:  "[[rule]]\nid = 'c'\ndecision = 'allow'\ncommand = [{ program = ['git'], subcommand = ['status'] }]\n",
			want: []string{`p.toml:4:1: rule "c": command is only for deny and ask rules; use match to allow`},
		},
		{
			name: "empty floor entry",
			src:  "[floor]\nprotect = ['~/.kube/**', '']\n",
			want: []string{`p.toml:2:26: empty path in floor.protect`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := parseFile("p.toml", []byte(tt.src), act.Project, "/proj")
			if diff := cmp.Diff(tt.want, errLines(err)); diff != "" {
				t.Errorf("errors mismatch (-want +got):\n%s", diff)
			}
			if p != nil {
				t.Errorf("a file with errors gave a policy")
			}
			var le rules.LoadErrors
			if !errors.As(err, &le) {
				t.Errorf("error is %T, want LoadErrors", err)
			}
		})
	}
}

// A rule string the grammar rejects is reported at the string, inside the
// file; the message is the grammar's.
func TestParseFileBadPattern(t *testing.T) {
	src := "[permissions]\ndeny = ['Read(~/.ssh/**)', \"Bash(git\"]\n"
	_, err := parseFile("p.toml", []byte(src), act.Project, "/proj")
	lines := errLines(err)
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "p.toml:2:") || !strings.Contains(lines[0], `rule "Bash(git"`) {
		t.Fatalf("got %q, want one error on line 2 naming the rule", lines)
	}
	var le rules.LoadErrors
	errors.As(err, &le)
	if le[0].Col <= 28 {
		t.Errorf("column %d is not inside the second string (starts at 28)", le[0].Col)
	}
}

const designExample = `version = 1

[defaults]
unmatched  = "none"   # none | ask | deny — when no rule decides
unresolved = "ask"    # ask | deny — a Bash part pregate cannot resolve statically

[permissions]         # Claude Code rule strings, Claude Code meaning
deny  = ["Bash(git push --force *)", "Read(~/.ssh/**)"]
ask   = ["Bash(git push *)"]
allow = ["Bash(npm run test *)", "Read(./src/**)"]

[[rule]]              # long form: identity and reasons
id       = "no-force-push"
decision = "deny"
match    = ["Bash(git push --force *)", "Bash(git push -f *)"]
reason   = "Force-pushing rewrites shared history; push a new commit instead."  # agent-facing
note     = "SEC-12, protected branches"                                          # operator-facing
modes    = ["default", "acceptEdits", "bypassPermissions"]  # optional
agents   = ["reviewer"]                                      # optional (agent_type)

[floor]
protect       = ["~/.kube/**"]               # added to the built-in set: no read, no write
protect_write = ["**/.github/workflows/**"]  # no write
write_scope   = ["{project}/**", "{tmp}/**"] # writes anywhere else are denied
read_scope    = []                           # when set, reads anywhere else are denied

[tenants]
root = "/srv/tenants/*"   # each match is a tenant; a session may not touch another's files

[run]                     # fences for the whole session (e.g. a CI review job)
read_only = false
tools = []                # when set: only these tools; [] with ` + "`tools_set = true`" + ` denies all
disallowed_tools = []

[agent.reviewer]          # the same fences for one subagent type
read_only = true
tools = ["Read", "Grep", "Glob"]

[builtin]
disable = []              # builtin rule ids to switch off (managed and user levels only)
enable  = []              # optional packs, e.g. "cloud.aws"

[audit]
path     = "~/.local/state/pregate/audit.jsonl"
max_size = "10MiB"
keep     = 5
redact   = true
required = false

[[test]]                  # run by ` + "`pregate test`" + ` and ` + "`pregate lint`" + `
name   = "force push is denied"
tool   = "Bash"
input  = { command = "git push --force origin main" }
expect = "deny"
`

// ruleView is what tests compare of a Rule: everything but the parsed
// patterns, which are the grammar's business.
type ruleView struct {
	ID           string
	Decision     hook.Decision
	Patterns     []string
	Reason, Note string
	Modes        []string
	Agents       []string
	Level        act.Level
	Source       string
	Line, Col    int
	Pack         string
}

func viewRules(rs []*rules.Rule) []ruleView {
	var out []ruleView
	for _, r := range rs {
		v := ruleView{ID: r.ID, Decision: r.Decision, Reason: r.Reason, Note: r.Note, Modes: r.Modes,
			Agents: r.Agents, Level: r.Level, Source: r.Source, Line: r.Line, Col: r.Col, Pack: r.Pack}
		for _, p := range r.Patterns {
			v.Patterns = append(v.Patterns, p.Text)
		}
		out = append(out, v)
	}
	return out
}

func TestParseFileDesignExample(t *testing.T) {
	p, err := parseFile("policy.toml", []byte(designExample), act.User, "/home/u/.config/pregate")
	if err != nil {
		t.Fatal(err)
	}
	perm := func(text string, d hook.Decision, line, col int) ruleView {
		return ruleView{ID: text, Decision: d, Patterns: []string{text}, Level: act.User, Source: "policy.toml", Line: line, Col: col}
	}
	wantRules := []ruleView{
		perm("Bash(git push --force *)", hook.Deny, 8, 10),
		perm("Read(~/.ssh/**)", hook.Deny, 8, 38),
		perm("Bash(git push *)", hook.Ask, 9, 10),
		perm("Bash(npm run test *)", hook.Allow, 10, 10),
		perm("Read(./src/**)", hook.Allow, 10, 34),
		{
			ID: "no-force-push", Decision: hook.Deny,
			Patterns: []string{"Bash(git push --force *)", "Bash(git push -f *)"},
			Reason:   "Force-pushing rewrites shared history; push a new commit instead.",
			Note:     "SEC-12, protected branches",
			Modes:    []string{"default", "acceptEdits", "bypassPermissions"},
			Agents:   []string{"reviewer"},
			Level:    act.User, Source: "policy.toml", Line: 12, Col: 1,
		},
	}
	if diff := cmp.Diff(wantRules, viewRules(p.Rules)); diff != "" {
		t.Errorf("rules mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(rules.Defaults{Unmatched: hook.None, Unresolved: hook.Ask}, p.Defaults); diff != "" {
		t.Errorf("defaults mismatch (-want +got):\n%s", diff)
	}
	wantFloor := rules.Floor{
		Protect:      []rules.FloorEntry{{Pattern: "~/.kube/**", Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 22, Col: 18}}},
		ProtectWrite: []rules.FloorEntry{{Pattern: "**/.github/workflows/**", Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 23, Col: 18}}},
		WriteScope: []rules.FloorEntry{
			{Pattern: "{project}/**", Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 24, Col: 18}},
			{Pattern: "{tmp}/**", Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 24, Col: 34}},
		},
	}
	if diff := cmp.Diff(wantFloor, p.Floor); diff != "" {
		t.Errorf("floor mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(rules.Tenants{Root: "/srv/tenants/*", Source: "policy.toml", Pos: loc.Pos{Line: 28}}, p.Tenants); diff != "" {
		t.Errorf("tenants mismatch (-want +got):\n%s", diff)
	}
	wantFences := []*rules.Fence{
		{Tools: []string{}, DisallowedTools: []string{}, Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 30, Col: 1}},
		{Agent: "reviewer", ReadOnly: true, Tools: []string{"Read", "Grep", "Glob"}, ToolsSet: true, Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 35, Col: 1}},
	}
	if diff := cmp.Diff(wantFences, p.Fences); diff != "" {
		t.Errorf("fences mismatch (-want +got):\n%s", diff)
	}
	wantAudit := rules.Audit{Path: "~/.local/state/pregate/audit.jsonl", MaxSize: 10 << 20, Keep: 5, Redact: true}
	if diff := cmp.Diff(wantAudit, p.Audit); diff != "" {
		t.Errorf("audit mismatch (-want +got):\n%s", diff)
	}
	wantTests := []rules.Test{{
		Name: "force push is denied", Tool: "Bash",
		Input:  map[string]any{"command": "git push --force origin main"},
		Expect: hook.Deny, Level: act.User, Source: "policy.toml", Pos: loc.Pos{Line: 50, Col: 1},
	}}
	if diff := cmp.Diff(wantTests, p.Tests); diff != "" {
		t.Errorf("tests mismatch (-want +got):\n%s", diff)
	}
	if len(p.Warnings) != 0 {
		t.Errorf("warnings: %v", p.Warnings)
	}
}

func TestBuiltinTableByLevel(t *testing.T) {
	src := "[builtin]\ndisable = ['git.push-force']\nenable = ['cloud.aws']\n"
	for _, tt := range []struct {
		level    act.Level
		want     rules.BuiltinSettings
		warnings []string
	}{
		{act.Managed, rules.BuiltinSettings{Disable: []string{"git.push-force"}, Enable: []string{"cloud.aws"}}, nil},
		{act.User, rules.BuiltinSettings{Disable: []string{"git.push-force"}, Enable: []string{"cloud.aws"}}, nil},
		{act.Project, rules.BuiltinSettings{}, []string{"p.toml:1:1: [builtin] is honoured only in managed and user policy files; ignored at the project level"}},
		{act.CLI, rules.BuiltinSettings{}, []string{"p.toml:1:1: [builtin] is honoured only in managed and user policy files; ignored at the cli level"}},
	} {
		t.Run(tt.level.String(), func(t *testing.T) {
			p, err := parseFile("p.toml", []byte(src), tt.level, "/proj")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, p.Builtin); diff != "" {
				t.Errorf("builtin mismatch (-want +got):\n%s", diff)
			}
			var got []string
			for _, w := range p.Warnings {
				got = append(got, w.Error())
			}
			if diff := cmp.Diff(tt.warnings, got); diff != "" {
				t.Errorf("warnings mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseSize(t *testing.T) {
	for _, tt := range []struct {
		in   any
		want int64
		err  bool
	}{
		{int64(1000), 1000, false},
		{"10MiB", 10 << 20, false},
		{"10MB", 10 << 20, false},
		{"512k", 512 << 10, false},
		{"1 GiB", 1 << 30, false},
		{"7", 7, false},
		{"MiB", 0, true},
		{"10TB", 0, true},
		{int64(-1), 0, true},
		{true, 0, true},
	} {
		got, err := parse.ParseSize(tt.in)
		if got != tt.want || (err != nil) != tt.err {
			t.Errorf("parseSize(%v) = %d, %v; want %d, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}
