package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/lint"
	"github.com/pregate/pregate/rules/load"
	"github.com/pregate/pregate/rules/parse"
)

type lintParams struct {
	files  []string
	format string
	failOn string
	level  string
}

func newLintCmd() *cobra.Command {
	var p lintParams
	c := &cobra.Command{
		Use:   "lint [FILES]",
		Short: "Check policy files and Claude Code settings permissions, for CI",
		Long: `Lint checks policy files (.toml) and Claude Code settings files (.json) and
reports every problem in one pass, each with its file, line, column, severity,
a stable code and, where one exists, a suggested fix:

  syntax, unknown-key, unknown-tool, unknown-mode, unknown-decision,
  unknown-builtin-id, bad-rule, bad-glob, level-not-allowed   what loading finds
  shadowed-rule, duplicate-rule, dead-rule, floor-override      rules that can never decide
  test-failed                                                   a [[test]] case that fails

A rule is shadowed when a rule evaluated before it (deny before ask before
allow, across every level, then file order) matches every call it matches,
builtin baseline included; "may be shadowed" where that cannot be decided
from the rule text. Then the files' [[test]] cases run as pregate test runs
them.

Without FILES lint checks every file the hook would discover from the
current directory. A named file is checked at the level its location gives
it — under /etc/pregate managed, in a .claude directory project, in
~/.config/pregate user, anywhere else cli — or at --level.

Formats: text (file:line:col: severity: message [code]), json
({"findings": [...]}), sarif (SARIF 2.1.0, for code scanning), github
(workflow annotations).

Exit codes: 0 no findings, 1 findings (with --fail-on error, errors only),
2 a usage error.`,
		RunE: func(c *cobra.Command, args []string) error {
			p.files = args
			return runLint(p, c.OutOrStdout())
		},
	}
	c.Flags().StringVar(&p.format, "format", "text", "output format: text, json, sarif or github")
	c.Flags().StringVar(&p.failOn, "fail-on", "warning", "lowest severity that makes lint exit 1: warning or error")
	c.Flags().StringVar(&p.level, "level", "", "check named files at this level (managed, cli, project, user) instead of the one their location gives")
	return c
}

func runLint(p lintParams, w io.Writer) error {
	if !slices.Contains(lint.Formats, p.format) {
		return &exitError{code: 2, err: fmt.Errorf("unknown format %q (want %s)", p.format, strings.Join(lint.Formats, ", "))}
	}
	if p.failOn != string(lint.Warning) && p.failOn != string(lint.Error) {
		return &exitError{code: 2, err: fmt.Errorf("unknown severity %q for --fail-on (want warning or error)", p.failOn)}
	}
	var override *act.Level
	if p.level != "" {
		l, ok := act.ParseLevel(p.level)
		if !ok {
			return &exitError{code: 2, err: fmt.Errorf("unknown level %q (want managed, cli, project or user)", p.level)}
		}
		override = &l
	}
	base := processEnv()
	cwd, _ := os.Getwd()
	opts := base.Load
	opts.Cwd = cwd
	project := load.ProjectRoot(opts.ProjectDir, cwd, opts.Home)

	targets, context := lintFiles(p.files, override, opts, cwd, project)
	if len(p.files) == 0 && p.format == "text" {
		sayDiscovered(w, targets, cwd)
	}

	var (
		findings []lint.Finding
		srcs     []*parse.LintSource
		mine     []*parse.LintSource
		report   = map[string]bool{}
	)
	for i, t := range append(targets, context...) {
		own := i < len(targets)
		if own {
			report[t.Path] = true
		}
		src, err := os.ReadFile(t.Path)
		if err != nil {
			if own {
				findings = append(findings, lint.Finding{File: t.Path, Severity: lint.Error, Code: "unreadable",
					Message: "cannot read: " + unwrapErr(err)})
			}
			continue
		}
		s := parse.LintParse(t.Path, src, t.Level, t.Root)
		srcs = append(srcs, s)
		if own {
			mine = append(mine, s)
		}
	}
	for _, f := range lint.Check(srcs, lint.Options{Cwd: cwd, Home: opts.Home, Project: project}) {
		if report[f.File] {
			findings = append(findings, f)
		}
	}
	findings = append(findings, lintTests(base, cwd, mine, len(p.files) == 0)...)
	lint.Sort(findings)

	if err := lint.Write(w, p.format, findings, Version()); err != nil {
		return err
	}
	if n := lint.Count(findings, lint.Severity(p.failOn)); n > 0 {
		noun := "findings"
		if n == 1 {
			noun = "finding"
		}
		return &exitError{code: 1, err: fmt.Errorf("%d %s", n, noun)}
	}
	return nil
}

// lintFiles returns the files to report on — the named ones at the level
// their location (or override) gives them, else every discovered file —
// and the discovered files that are loaded with named ones, as the hook
// would load them, so that a rule shadowed from another level is found.
func lintFiles(files []string, override *act.Level, opts load.Options, cwd, project string) (targets, context []load.LintTarget) {
	if len(files) == 0 {
		for _, t := range load.LintTargets(opts) {
			targets = append(targets, relTarget(t, cwd))
		}
		return targets, nil
	}
	named := map[string]bool{}
	for _, f := range files {
		abs, _ := filepath.Abs(f)
		named[abs] = true
		level, root := load.LevelOf(abs, opts)
		if override != nil && *override != level {
			level = *override
			if level == act.Managed || level == act.Project {
				root = project
			} else {
				root = filepath.Dir(abs)
			}
		}
		targets = append(targets, load.LintTarget{Path: f, Level: level, Root: root})
	}
	for _, t := range load.LintTargets(opts) {
		if abs, _ := filepath.Abs(t.Path); !named[abs] {
			context = append(context, relTarget(t, cwd))
		}
	}
	return targets, context
}

// relTarget names a discovered file relative to cwd when it is below it,
// as a user would name it.
func relTarget(t load.LintTarget, cwd string) load.LintTarget {
	if rel, err := filepath.Rel(cwd, t.Path); err == nil && !strings.HasPrefix(rel, "..") {
		t.Path = rel
	}
	return t
}

func unwrapErr(err error) string {
	if u := errors.Unwrap(err); u != nil {
		return u.Error()
	}
	return err.Error()
}

// lintTests runs the [[test]] cases of the files that loaded cleanly, as
// pregate test runs them: each named file at the cli level with the
// builtin baseline and the floor, or the whole discovered policy.
func lintTests(base gate.Input, cwd string, srcs []*parse.LintSource, discovered bool) []lint.Finding {
	var runs []testRun
	if discovered {
		opts := base.Load
		opts.Cwd = cwd
		pol, err := load.Load(opts)
		if err != nil {
			// A file does not load (each reason is a finding already); the
			// cases still run against the rules that parsed.
			pol = load.LintPolicy(srcs, false, load.ProjectRoot(opts.ProjectDir, cwd, opts.Home))
		}
		var tests []rules.Test
		for _, t := range pol.Tests {
			if t.Level != act.Builtin {
				tests = append(tests, t)
			}
		}
		runs = append(runs, testRun{pol, tests})
	} else {
		for _, s := range srcs {
			if s.Settings || len(s.Tests) == 0 {
				continue
			}
			if len(s.Errors) > 0 {
				// The file does not load; its cases still show which of
				// the rules that parsed contradicts them.
				runs = append(runs, testRun{load.LintPolicy([]*parse.LintSource{s}, false, load.ProjectRoot(base.Load.ProjectDir, cwd, base.Load.Home)), s.Tests})
				continue
			}
			opts := base.Load
			opts.Cwd = cwd
			opts.NoDiscover = true
			opts.CLIFiles = []string{s.Name}
			pol, err := load.Load(opts)
			if err != nil {
				continue
			}
			abs, _ := filepath.Abs(s.Name)
			runs = append(runs, testRun{pol, testsFrom(pol, abs)})
		}
	}
	var out []lint.Finding
	for _, r := range runs {
		for _, t := range r.tests {
			got, res := runCase(base, r.policy, t, cwd)
			if got == t.Expect {
				continue
			}
			msg := fmt.Sprintf("test %q: got %s, want %s", t.Name, got, t.Expect)
			if res.Rule != nil {
				msg += fmt.Sprintf(": rule %q at %s:%d (%s) decides", res.Rule.ID, res.Rule.Source, res.Rule.Line, res.Rule.Level)
			} else if res.OperatorReason != "" {
				msg += " (" + res.OperatorReason + ")"
			}
			out = append(out, lint.Finding{File: t.Source, Line: t.Line, Col: t.Col, Severity: lint.Error, Code: "test-failed", Message: msg})
		}
	}
	return out
}

// sayDiscovered names the files plain `pregate lint` found, so a user sees
// what was checked (relative to cwd up to one level above it).
func sayDiscovered(w io.Writer, targets []load.LintTarget, cwd string) {
	if len(targets) == 0 {
		fmt.Fprintf(w, "no policy or settings files discovered from %s\n", cwd)
		return
	}
	names := make([]string, len(targets))
	for i, t := range targets {
		abs, _ := filepath.Abs(t.Path)
		names[i] = abs
		if r, err := filepath.Rel(cwd, abs); err == nil && !strings.HasPrefix(r, ".."+string(filepath.Separator)+"..") {
			names[i] = r
		}
	}
	fmt.Fprintf(w, "linted %d discovered %s: %s\n", len(names), plural(len(names), "file", "files"), strings.Join(names, ", "))
}
