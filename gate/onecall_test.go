package gate

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/load"
)

// A policy Decide loads itself is loaded for the call alone
// (load.Options.OneCall): its rules are not indexed, and Evaluate indexes
// only the rules the call's actions can match. These tests hold that to
// the index of every rule, which a policy passed in keeps: the same
// decision, reasons, parts, paths and trace, on every fixture and on the
// benchmark's policies.

// eagerInput returns in with its policy loaded as before, every rule
// indexed; ok is false when it does not load.
func eagerInput(t *testing.T, in Input) (Input, bool) {
	t.Helper()
	opts := in.Load
	if opts.Cwd == "" {
		opts.Cwd = filepath.Clean(in.Event.Cwd)
	}
	if opts.Home == "" {
		opts.Home = in.Home
	}
	if opts.OneCall {
		t.Fatal("the input already asks for a one-call load")
	}
	pol, err := load.Load(opts)
	if err != nil {
		return in, false
	}
	if pol.OneCall {
		t.Fatal("an eager load gave a one-call policy")
	}
	in.Policy = pol
	return in, true
}

func sameResult(t *testing.T, what string, lazy, eager Result) {
	t.Helper()
	if lazy.Policy == nil || !lazy.Policy.OneCall {
		t.Fatalf("%s: Decide did not load the policy for one call", what)
	}
	// The two loads build their own rules: a rule is the same when it is
	// the same entry of the same file.
	sameRule := cmp.Comparer(func(a, b *rules.Rule) bool {
		return a == nil && b == nil || a != nil && b != nil && a.ID == b.ID && a.Source == b.Source && a.Pos == b.Pos && a.Decision == b.Decision && a.Level == b.Level
	})
	sameFence := cmp.Comparer(func(a, b *rules.Fence) bool {
		return a == nil && b == nil || a != nil && b != nil && a.Source == b.Source && a.Pos == b.Pos && a.Agent == b.Agent
	})
	opts := []cmp.Option{cmpopts.IgnoreFields(Result{}, "Policy", "Err"), cmpopts.EquateEmpty(), sameRule, sameFence}
	if diff := cmp.Diff(eager, lazy, opts...); diff != "" {
		t.Fatalf("%s: one-call policy decided otherwise (-eager +one-call):\n%s", what, diff)
	}
	if (lazy.Err == nil) != (eager.Err == nil) {
		t.Fatalf("%s: errors %v (one call) and %v (eager)", what, lazy.Err, eager.Err)
	}
}

// deferredRules is how many rules of pol loading checked but did not
// build (rules.Policy.Parts), recorded or skipped as the call cannot
// match them; skipped is how many of them it skipped.
func deferredRules(pol *rules.Policy) (n, skipped int) {
	for _, part := range pol.Parts {
		if d := part.Deferred; d != nil {
			for _, r := range d.Recs {
				if r.Built == 0 {
					n++
				}
			}
			n += d.Skipped
			skipped += d.Skipped
		}
	}
	return n, skipped
}

func TestOneCallFixtures(t *testing.T) {
	files, err := filepath.Glob("../fixtures/*.txtar")
	if err != nil || len(files) < 20 {
		t.Fatalf("fixtures: %d, %v", len(files), err)
	}
	compared := map[hook.Decision]int{}
	deferred, skipping := 0, 0
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			_, in := setupFixture(t, file)
			eager, ok := eagerInput(t, in)
			lazy := Decide(in)
			if !ok {
				if lazy.Decision != hook.Deny || lazy.Err == nil {
					t.Fatalf("the policy does not load, yet the call is %s (%v)", lazy.Decision, lazy.Err)
				}
				return
			}
			sameResult(t, file, lazy, Decide(eager))
			compared[lazy.Decision]++
			if n, skipped := deferredRules(lazy.Policy); n > 0 {
				deferred++
				if skipped > 0 {
					skipping++
				}
			}
		})
	}
	if deferred < 10 {
		t.Errorf("only %d fixtures had rules loaded without being built: the comparison misses that path", deferred)
	}
	if skipping < 5 {
		t.Errorf("only %d fixtures had rules the call cannot match left unrecorded: the comparison misses that path", skipping)
	}
	for _, d := range []hook.Decision{hook.Allow, hook.Ask, hook.Deny} {
		if compared[d] == 0 {
			t.Errorf("no fixture decided %s: the comparison misses a decision", d)
		}
	}
}

// TestOneCallBench: the benchmark's policies of 500 and 5,000 rules, with
// calls of each kind the rules can match and calls they cannot.
func TestOneCallBench(t *testing.T) {
	for _, n := range []int{500, 5000} {
		in := benchInput(t, n)
		home := in.Home
		calls := []struct {
			tool  string
			input map[string]any
		}{
			{"Bash", in.Event.ToolInput},
			{"Bash", map[string]any{"command": "tool40 --flag40 x && prog3 sub3 && cat ~/secret1/a && echo > /generated4/x"}},
			{"Bash", map[string]any{"command": "prog8 sub8; tool45 --flag45 y | prog13 sub13"}},
			{"Bash", map[string]any{"command": "$CMD x; ls"}},
			// A structured command of the baseline finds its program
			// lower-cased.
			{"Bash", map[string]any{"command": "GIT push --force origin main"}},
			{"Bash", map[string]any{"command": "Terraform destroy -auto-approve"}},
			{"Read", map[string]any{"file_path": home + "/secret11/x"}},
			{"Read", map[string]any{"file_path": home + "/secret12/x"}},
			{"Edit", map[string]any{"file_path": "/generated14/a", "old_string": "a", "new_string": "b"}},
			{"Write", map[string]any{"file_path": "/generated19/a", "content": "x"}},
			{"WebFetch", map[string]any{"url": "https://host2.example.com/x", "prompt": "p"}},
			{"WebFetch", map[string]any{"url": "https://host7.example.com/x", "prompt": "p"}},
			{"Grep", map[string]any{"pattern": "x", "path": home + "/secret21"}},
			{"mcp__github__get_issue", map[string]any{"n": 1}},
			{"Agent", map[string]any{"subagent_type": "Explore", "prompt": "p"}},
		}
		decided := 0
		for _, c := range calls {
			in.Event.ToolName, in.Event.ToolInput = c.tool, c.input
			eager, ok := eagerInput(t, in)
			if !ok {
				t.Fatal("the benchmark's policy does not load")
			}
			what := fmt.Sprintf("%d rules, %s %v", n, c.tool, c.input)
			lazy := Decide(in)
			sameResult(t, what, lazy, Decide(eager))
			got, skipped := deferredRules(lazy.Policy)
			if got < n {
				t.Fatalf("%s: %d rules loaded without being built, want all %d of the policy files'", what, got, n)
			}
			// A fifth of the rules are Bash(tool… --flag…), a fifth
			// Bash(prog… sub…) and a fifth WebFetch(domain:…): those of
			// programs the call does not run are not kept, nor the
			// WebFetch rules of a call of another tool. The calls run
			// at most three of the programs.
			want := 2*n/5 - 3
			if c.tool != "WebFetch" {
				want += n / 5
			}
			if skipped < want {
				t.Fatalf("%s: %d rules left unrecorded, want at least %d", what, skipped, want)
			}
			if lazy.Rule != nil && strings.Contains(lazy.Rule.ID, "-") {
				decided++
			}
		}
		if decided < 4 {
			t.Errorf("%d rules: only %d calls decided by the policy's rules: the comparison is thin", n, decided)
		}
	}
}

// writeRules writes a policy file at path of one rule for each of match,
// the i-th with the id prefix+i and the decision decisions[i%len].
func writeRules(t *testing.T, path, prefix string, decisions, match []string) {
	t.Helper()
	var s strings.Builder
	s.WriteString("version = 1\n")
	for i, m := range match {
		fmt.Fprintf(&s, "\n[[rule]]\nid = \"%s%d\"\ndecision = %q\nmatch = [%q]\n", prefix, i, decisions[i%len(decisions)], m)
	}
	if err := os.WriteFile(path, []byte(s.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOneCallSkips: rules keyed by a word of a segment other than its
// program (a wrapper, an assignment, a path to the program, a program in
// capitals), which the filter of the call's segments must keep, against
// the eager load, with and without Explain (which keeps every rule).
func TestOneCallSkips(t *testing.T) {
	in := benchInput(t, 20)
	writeRules(t, in.Load.CLIFiles[0], "w-", []string{"deny", "ask", "allow"}, []string{
		"Bash(timeout 5 npm *)", "Bash(command ls *)", "Bash(env X=1 make *)", "Bash(X=1 make *)", "Bash(nice -n 5 tar *)",
		"Bash(GIT push *)", "Bash(git push *)", "Bash(npm test *)", "Bash(xargs rm *)", "Bash(sudo rm *)", "Bash(bash -c *)",
		"Bash(ls)", "Bash(ls -la)", "Bash(Make)", "Bash(tool1 --flag1 *)",
	})
	decided := 0
	for _, cmd := range []string{
		"timeout 5 npm run lint", "command ls -la", "env X=1 make all", "X=1 make all", "nice -n 5 tar xf a.tar",
		"GIT push origin", "git push origin", "npm test", "find . | xargs rm -f", "sudo rm -rf /tmp/x", "bash -c 'ls -la'",
		"ls", "ls -la && Make", "/usr/bin/make all", "./tool1 --flag1 x", "cd /tmp && tool1 --flag1 y", "$(echo ls) -la",
	} {
		for _, explain := range []bool{false, true} {
			in.Event.ToolInput, in.Explain = map[string]any{"command": cmd}, explain
			eager, ok := eagerInput(t, in)
			if !ok {
				t.Fatal("the policy does not load")
			}
			lazy := Decide(in)
			sameResult(t, fmt.Sprintf("%q explain %v", cmd, explain), lazy, Decide(eager))
			if _, skipped := deferredRules(lazy.Policy); (skipped == 0) != explain {
				t.Fatalf("%q explain %v: %d rules left unrecorded", cmd, explain, skipped)
			}
			if lazy.Rule != nil && strings.HasPrefix(lazy.Rule.ID, "w-") {
				decided++
			}
		}
	}
	if decided < 10 {
		t.Errorf("only %d calls decided by the policy's rules: the comparison is thin", decided)
	}
}

// TestOneCallSkipsTools: rules keyed by tool names and segment words
// alone, as QuickKeys reads them (WebFetch(domain:…)) and as only a parse
// does (a tool's own rules, Bash strings with quotes, Monitor's), which
// the filter of a call of another tool leaves unrecorded, against the
// eager load, for a call of each tool, with and without Explain. Each
// call is also decided under rules of its own tool, which must be kept.
func TestOneCallSkipsTools(t *testing.T) {
	in := benchInput(t, 20)
	writeRules(t, in.Load.CLIFiles[0], "t-", []string{"deny", "ask"}, []string{
		"WebFetch(domain:example.com)", "WebFetch(domain:*.example.org)", "WebFetch(domain:example.net)",
		"Agent(Explore)", "Task(Plan)", "Skill(deploy)", "mcp__github__get_issue", "PowerShell(Remove-Item *)",
		"Bash(rm 'a b')", `Bash(echo "hi there")`, "Monitor(tail -f *)", "Bash(grep *)",
		"Read(~/secret/**)", "Edit(**/generated/**)",
	})
	home := in.Home
	calls := []struct {
		tool  string
		input map[string]any
		// kept is a rule the call's filter must keep: the call
		// matches it.
		kept string
	}{
		{"WebFetch", map[string]any{"url": "https://example.com/x", "prompt": "p"}, "t-0"},
		{"WebFetch", map[string]any{"url": "https://a.example.org/x", "prompt": "p"}, "t-1"},
		{"Agent", map[string]any{"subagent_type": "Explore", "prompt": "p"}, "t-3"},
		{"Task", map[string]any{"subagent_type": "Plan", "prompt": "p"}, "t-4"},
		{"Skill", map[string]any{"skill": "deploy"}, "t-5"},
		{"mcp__github__get_issue", map[string]any{"n": 1}, "t-6"},
		{"PowerShell", map[string]any{"command": "Remove-Item x"}, "t-7"},
		{"Bash", map[string]any{"command": "rm 'a b'"}, "t-8"},
		{"Bash", map[string]any{"command": `echo "hi there"`}, "t-9"},
		{"Monitor", map[string]any{"command": "tail -f log.txt"}, "t-10"},
		{"Bash", map[string]any{"command": "ls | grep y"}, "t-11"},
		{"Read", map[string]any{"file_path": home + "/secret/x"}, "t-12"},
		{"Edit", map[string]any{"file_path": in.Event.Cwd + "/generated/a", "old_string": "a", "new_string": "b"}, "t-13"},
	}
	for _, c := range calls {
		for _, explain := range []bool{false, true} {
			in.Event.ToolName, in.Event.ToolInput, in.Explain = c.tool, c.input, explain
			eager, ok := eagerInput(t, in)
			if !ok {
				t.Fatal("the policy does not load")
			}
			what := fmt.Sprintf("%s %v explain %v", c.tool, c.input, explain)
			lazy := Decide(in)
			sameResult(t, what, lazy, Decide(eager))
			if lazy.Rule == nil || lazy.Rule.ID != c.kept {
				t.Fatalf("%s: decided %s by %v, want by %s", what, lazy.Decision, lazy.Rule, c.kept)
			}
			_, skipped := deferredRules(lazy.Policy)
			if explain {
				if skipped != 0 {
					t.Fatalf("%s: %d rules left unrecorded", what, skipped)
				}
				continue
			}
			// At least the three WebFetch rules, or for a WebFetch
			// call the Bash ones.
			if skipped < 3 {
				t.Fatalf("%s: only %d rules left unrecorded", what, skipped)
			}
		}
	}
}
