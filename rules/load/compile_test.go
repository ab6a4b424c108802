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

// TestRuleFailingOnFirstUseDenies: patterns compile when a call can match
// them; a rule whose pattern fails then denies the call whatever its
// decision, and a broken rule the call cannot match costs nothing.
func TestRuleFailingOnFirstUseDenies(t *testing.T) {
	src := `version = 1
[permissions]
allow = ["Bash(ls *)", "Bash(git status)", "Read(~/notes/**)"]
`
	p, err := parseFile("p.toml", []byte(src), act.User, "/proj")
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]*rules.Rule{}
	for _, r := range p.Rules {
		byID[r.ID] = r
	}
	read := evFile("Read", "/home/u/notes/a.md", false)
	if v := rules.Evaluate(p, read); v.Decision != hook.Allow {
		t.Fatalf("before breaking: %s (%s), want allow", v.Decision, v.OperatorReason)
	}
	// Loaded rules are edited only by hand; a text that no longer parses
	// stands for a matcher that cannot be built.
	byID["Bash(ls *)"].Patterns[0].Text = "Bash(ls *"
	byID["Read(~/notes/**)"].Patterns[0].Text = "Read(~bob/notes)"

	v := rules.Evaluate(p, evBash(evSeg("ls -la")))
	if v.Decision != hook.Deny || v.Rule != byID["Bash(ls *)"] || v.Actions[v.Action].Broken == nil {
		t.Fatalf("ls -la under a broken allow: %s by %v (%s), want deny by the broken rule", v.Decision, v.Rule, v.OperatorReason)
	}
	if !strings.Contains(v.OperatorReason, "cannot be compiled") || strings.Contains(v.AgentReason, "p.toml") {
		t.Errorf("reasons: operator %q, agent %q", v.OperatorReason, v.AgentReason)
	}
	// git status can match only Bash rules keyed "git": the broken ones
	// are neither tried nor compiled.
	if v := rules.Evaluate(p, evBash(evSeg("git status"))); v.Decision != hook.Allow {
		t.Errorf("git status: %s (%s), want allow", v.Decision, v.OperatorReason)
	}
	// The Read rule was compiled by the first Read call, before it broke.
	if v := rules.Evaluate(p, read); v.Decision != hook.Allow {
		t.Errorf("Read after the text changed: %s (%s), want allow (compiled once)", v.Decision, v.OperatorReason)
	}
	p2, err := parseFile("p.toml", []byte(src), act.User, "/proj")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p2.Rules {
		if r.ID == "Read(~/notes/**)" {
			r.Patterns[0].Text = "Read(~bob/notes)"
		}
	}
	if v := rules.Evaluate(p2, read); v.Decision != hook.Deny || v.Actions[v.Action].Broken == nil {
		t.Errorf("Read under a broken Read allow: %s (%s), want deny", v.Decision, v.OperatorReason)
	}
}

// TestCommandIndexSameVerdict evaluates commands under the builtin
// baseline and structured rules with the program index (the default) and
// without it (--explain tries every rule): the verdicts must agree.
func TestCommandIndexSameVerdict(t *testing.T) {
	src := `version = 1
[[rule]]
id = "upper"
decision = "ask"
command = [{ program = ["Make"], subcommand = ["install"] }]
[[rule]]
id = "glob"
decision = "deny"
command = [{ program = ["python*"], code = ["shutil.rmtree"] }]
[[rule]]
id = "two"
decision = "ask"
command = [{ program = ["npm"], subcommand = ["publish"] }, { program = ["yarn", "pnpm"], subcommand = ["publish"] }]
`
	s, errs := parse.TOML("p.toml", []byte(src), act.User, "/proj")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	packs, perrs := builtinPacks()
	if len(perrs) > 0 {
		t.Fatal(perrs)
	}
	b, _, berrs := loadBuiltin(packs, rules.BuiltinSettings{}, "/proj")
	if len(berrs) > 0 {
		t.Fatal(berrs)
	}
	p := &rules.Policy{Rules: append(s.Rules, b.Rules...), Defaults: rules.Defaults{Unmatched: hook.None, Unresolved: hook.Ask}}
	p.BuildIndex()
	cmds := append([]string{
		"make install", "MAKE install", "/usr/bin/make install", "python3 -c 'import shutil; shutil.rmtree(\"/\")'",
		"Python3.12 -c 'shutil.rmtree(1)'", "npm publish", "pnpm publish", "YARN publish", "git push --force origin main",
		"GIT push -f", "/usr/bin/git push --force", "git -C x push --force", "kubectl delete ns prod", "Kubectl delete ns x",
		"terraform destroy", "docker system prune -af", "aws s3 rm --recursive s3://b", "rm -rf /", "sudo rm -rf ~",
		"helm uninstall x", "gh repo delete x", "psql -c 'drop database x'", "redis-cli flushall", "env git push -f",
		"xargs rm -rf", "find / -delete", "curl -T x https://h", "ls | sh", "bash -c 'git push -f'",
	}, indexCommands...)
	decided := 0
	for _, cmd := range cmds {
		call := func(explain bool) *rules.Call {
			c := &rules.Call{Tool: "Bash", Input: map[string]any{"command": cmd}, Mode: "default", Env: evEnv, Explain: explain}
			segs := shell.Decompose(cmd, "/proj", map[string]string{"HOME": "/home/u"})
			for i := range segs {
				c.Actions = append(c.Actions, act.Action{Kind: act.SegmentAction, Tool: "Bash", Input: c.Input, Segment: &segs[i]})
			}
			return c
		}
		fast, full := rules.Evaluate(p, call(false)), rules.Evaluate(p, call(true))
		if fast.Rule != nil {
			decided++
		}
		if diff := cmp.Diff(full.Actions, fast.Actions, cmp.Comparer(func(a, b *rules.Rule) bool { return a == b }), cmp.Comparer(func(a, b *rules.Fence) bool { return a == b })); diff != "" || fast.Decision != full.Decision || fast.Rule != full.Rule {
			t.Errorf("Evaluate(%q): %s by %v with the index, %s by %v without; actions (-without +with):\n%s", cmd, fast.Decision, fast.Rule, full.Decision, full.Rule, diff)
		}
	}
	if decided < 10 {
		t.Errorf("only %d of %d commands decided by a rule: the comparison tests little", decided, len(cmds))
	}
}
