package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/load"
)

type testParams struct {
	files   []string
	builtin bool
	verbose bool
	json    bool
}

// testCaseJSON is one case in the output of pregate test --json.
type testCaseJSON struct {
	Name           string         `json:"name"`
	File           string         `json:"file"`
	Line           int            `json:"line"`
	Col            int            `json:"col"`
	Tool           string         `json:"tool"`
	Expect         string         `json:"expect"`
	Got            string         `json:"got"`
	Pass           bool           `json:"pass"`
	Rule           *audit.RuleRef `json:"rule,omitempty"`
	OperatorReason string         `json:"operator_reason,omitempty"`
}

func newTestCmd() *cobra.Command {
	var p testParams
	c := &cobra.Command{
		Use:   "test [FILES]",
		Short: "Run the [[test]] cases of policy files through the hook's pipeline",
		Long: `Test runs every [[test]] case of the given policy files through exactly the
pipeline of the hook, each file at the cli level with the builtin baseline and
the floor, and no other discovered policy. Without FILES it runs the cases of
every policy file discovered from the current directory. --builtin runs the
cases embedded in the builtin packs, each with its pack switched on.

--json prints one object: {"passed": N, "failed": N, "cases": [{"name",
"file", "line", "col", "tool", "expect", "got", "pass", "rule",
"operator_reason"}]}.

Exit codes: 0 every case passed, 1 a case failed, 2 a file did not load.`,
		RunE: func(c *cobra.Command, args []string) error {
			p.files = args
			return runTest(p, c.OutOrStdout())
		},
	}
	c.Flags().BoolVar(&p.builtin, "builtin", false, "run the builtin packs' own cases")
	c.Flags().BoolVarP(&p.verbose, "verbose", "v", false, "print passing cases too")
	c.Flags().BoolVar(&p.json, "json", false, "print the results as one JSON object")
	return c
}

// testRun is one policy with the cases to run under it.
type testRun struct {
	policy *rules.Policy
	tests  []rules.Test
}

func runTest(p testParams, w io.Writer) error {
	base := processEnv()
	cwd, _ := os.Getwd()
	var runs []testRun
	switch {
	case p.builtin:
		// The packs' cases are written for a machine whose temporary
		// directory is /tmp, whatever TMPDIR says here.
		base.Tmp = "/tmp"
		r, err := builtinTestRuns(base)
		if err != nil {
			return err
		}
		runs = r
	case len(p.files) > 0:
		for _, f := range p.files {
			opts := base.Load
			opts.Cwd = cwd
			opts.NoDiscover = true
			opts.CLIFiles = []string{f}
			pol, err := load.Load(opts)
			if err != nil {
				return &exitError{code: 2, err: err}
			}
			abs, _ := filepath.Abs(f)
			runs = append(runs, testRun{pol, testsFrom(pol, abs)})
		}
	default:
		opts := base.Load
		opts.Cwd = cwd
		pol, err := load.Load(opts)
		if err != nil {
			return &exitError{code: 2, err: err}
		}
		var tests []rules.Test
		for _, t := range pol.Tests {
			if t.Level != act.Builtin {
				tests = append(tests, t)
			}
		}
		runs = append(runs, testRun{pol, tests})
	}
	passed, failed := 0, 0
	cases := []testCaseJSON{}
	for _, r := range runs {
		for _, t := range r.tests {
			got, res := runCase(base, r.policy, t, cwd)
			if p.json {
				cases = append(cases, testCaseJSON{Name: t.Name, File: t.Source, Line: t.Line, Col: t.Col, Tool: t.Tool,
					Expect: string(t.Expect), Got: string(got), Pass: got == t.Expect, Rule: res.Rule, OperatorReason: res.OperatorReason})
				if got == t.Expect {
					passed++
				} else {
					failed++
				}
				continue
			}
			if got == t.Expect {
				passed++
				if p.verbose {
					fmt.Fprintf(w, "PASS %s\n", t.Name)
				}
				continue
			}
			failed++
			fmt.Fprintf(w, "FAIL %s:%d: %s: got %s, want %s\n", t.Source, t.Line, t.Name, got, t.Expect)
			if res.OperatorReason != "" {
				fmt.Fprintf(w, "     %s\n", res.OperatorReason)
			}
		}
	}
	if p.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(struct {
			Passed int            `json:"passed"`
			Failed int            `json:"failed"`
			Cases  []testCaseJSON `json:"cases"`
		}{passed, failed, cases}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	}
	if passed+failed == 0 {
		return &exitError{code: 1, err: fmt.Errorf("no [[test]] cases found")}
	}
	if failed > 0 {
		return &exitError{code: 1, silent: true}
	}
	return nil
}

// testsFrom picks the cases written in one file.
func testsFrom(p *rules.Policy, file string) []rules.Test {
	var out []rules.Test
	for _, t := range p.Tests {
		if abs, _ := filepath.Abs(t.Source); abs == file {
			out = append(out, t)
		}
	}
	return out
}

// runCase runs one case through the pipeline and returns its decision.
func runCase(base gate.Input, pol *rules.Policy, t rules.Test, cwd string) (hook.Decision, gate.Result) {
	in := base
	in.Policy = pol
	tool := t.Tool
	if tool == "" {
		tool = "Bash"
	}
	tool = hook.CanonicalTool(tool)
	c := cwd
	if t.Cwd != "" {
		c = t.Cwd
	}
	mode := t.Mode
	if mode == "" {
		mode = "default"
	}
	input := t.Input
	if input == nil {
		input = map[string]any{}
	}
	in.Event = hook.Event{
		SessionID: "test", HookEventName: "PreToolUse", Cwd: c,
		PermissionMode: mode, AgentType: t.Agent, ToolName: tool, ToolInput: input,
	}
	res := gate.Decide(in)
	return res.Decision, res
}

// builtinTestRuns loads the builtin baseline once per pack with that pack
// switched on, through a user-level policy in a temporary config home.
func builtinTestRuns(base gate.Input) ([]testRun, error) {
	dir, err := os.MkdirTemp("", "pregate-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	cwd := filepath.Join(dir, "project")
	if err := os.MkdirAll(filepath.Join(cwd, ".git"), 0o755); err != nil {
		return nil, err
	}
	opts := base.Load
	opts.Cwd = cwd
	opts.NoDiscover = true
	opts.BuiltinTests = true
	all, err := load.Load(opts)
	if err != nil {
		return nil, &exitError{code: 2, err: err}
	}
	byPack := map[string][]rules.Test{}
	for _, t := range all.Tests {
		byPack[packOf(all, t.Source)] = append(byPack[packOf(all, t.Source)], t)
	}
	names := make([]string, 0, len(byPack))
	for n := range byPack {
		names = append(names, n)
	}
	sort.Strings(names)
	var runs []testRun
	for _, name := range names {
		pol := all
		if !packEnabled(all, name) {
			conf := filepath.Join(dir, "config-"+name)
			if err := os.MkdirAll(filepath.Join(conf, "pregate"), 0o755); err != nil {
				return nil, err
			}
			policy := fmt.Sprintf("version = 1\n[builtin]\nenable = [%q]\n", name)
			if err := os.WriteFile(filepath.Join(conf, "pregate", "policy.toml"), []byte(policy), 0o644); err != nil {
				return nil, err
			}
			o := opts
			o.NoDiscover = false
			o.XDGConfigHome = conf
			o.ManagedDir = filepath.Join(dir, "none")
			o.ClaudeManagedDir = filepath.Join(dir, "none")
			o.ClaudeConfigDir = filepath.Join(dir, "none")
			o.Home = dir
			if pol, err = load.Load(o); err != nil {
				return nil, &exitError{code: 2, err: err}
			}
		}
		var tests []rules.Test
		for _, t := range byPack[name] {
			t.Cwd = cwd
			tests = append(tests, t)
		}
		runs = append(runs, testRun{pol, tests})
	}
	return runs, nil
}

func packOf(p *rules.Policy, source string) string {
	for _, pk := range p.Packs {
		if pk.Source == source {
			return pk.Name
		}
	}
	return strings.TrimSuffix(filepath.Base(source), ".toml")
}

func packEnabled(p *rules.Policy, name string) bool {
	for _, pk := range p.Packs {
		if pk.Name == name {
			return pk.Enabled
		}
	}
	return false
}
