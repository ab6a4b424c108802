package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/rules"
)

func newLintCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "lint [FILES]",
		Short: "Validate policy files and Claude Code settings permissions, for CI",
		Long: `Lint parses policy files (.toml) and Claude Code settings files (.json) and
reports every problem as file:line:col: message — syntax errors, unknown keys,
rule strings that do not parse, settings a file's level may not set — then runs
the file's [[test]] cases. Without FILES it lints every file the hook would
discover from the current directory.

Exit codes: 0 no findings, 1 findings, 2 a usage error.`,
		RunE: func(c *cobra.Command, args []string) error {
			return runLint(args, c.OutOrStdout())
		},
	}
	return c
}

func runLint(files []string, w io.Writer) error {
	base := processEnv()
	cwd, _ := os.Getwd()
	findings := 0
	report := func(err error) {
		var list rules.LoadErrors
		var one *rules.LoadError
		switch {
		case errors.As(err, &list):
			for _, e := range list {
				fmt.Fprintln(w, e.Error())
				findings++
			}
		case errors.As(err, &one):
			fmt.Fprintln(w, one.Error())
			findings++
		default:
			fmt.Fprintln(w, err.Error())
			findings++
		}
	}
	var runs []testRun
	if len(files) == 0 {
		opts := base.Load
		opts.Cwd = cwd
		pol, err := rules.Load(opts)
		if err != nil {
			report(err)
		} else {
			for _, wn := range pol.Warnings {
				report(wn)
			}
			var tests []rules.Test
			for _, t := range pol.Tests {
				if t.Level != rules.Builtin {
					tests = append(tests, t)
				}
			}
			runs = append(runs, testRun{pol, tests})
			if len(pol.Files) == 0 {
				fmt.Fprintf(w, "no policy or settings files discovered from %s\n", cwd)
			} else {
				names := make([]string, len(pol.Files))
				for i, f := range pol.Files {
					names[i] = f
					if r, err := filepath.Rel(cwd, f); err == nil && !strings.HasPrefix(r, ".."+string(filepath.Separator)+"..") {
						names[i] = r
					}
				}
				fmt.Fprintf(w, "linted %d discovered %s: %s\n", len(names), plural(len(names), "file", "files"), strings.Join(names, ", "))
			}
		}
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			report(fmt.Errorf("%s: %v", f, errors.Unwrap(err)))
			continue
		}
		abs, _ := filepath.Abs(f)
		level, root := lintLevel(abs, base.Home)
		pol, err := rules.ParseFile(f, src, level, root)
		if err != nil {
			report(err)
			continue
		}
		for _, wn := range pol.Warnings {
			report(wn)
		}
		if strings.HasSuffix(f, ".json") {
			continue
		}
		// The file's cases run with the builtin baseline and the floor,
		// as `pregate test FILE` would.
		opts := base.Load
		opts.Cwd = cwd
		opts.NoDiscover = true
		opts.CLIFiles = []string{f}
		full, err := rules.Load(opts)
		if err != nil {
			report(err)
			continue
		}
		runs = append(runs, testRun{full, testsFrom(full, abs)})
	}
	for _, r := range runs {
		for _, t := range r.tests {
			got, res := runCase(base, r.policy, t, cwd)
			if got != t.Expect {
				fmt.Fprintf(w, "%s:%d:%d: test %q: got %s, want %s", t.Source, t.Line, t.Col, t.Name, got, t.Expect)
				if res.OperatorReason != "" {
					fmt.Fprintf(w, " (%s)", res.OperatorReason)
				}
				fmt.Fprintln(w)
				findings++
			}
		}
	}
	if findings > 0 {
		noun := "findings"
		if findings == 1 {
			noun = "finding"
		}
		return &exitError{code: 1, err: fmt.Errorf("%d %s", findings, noun)}
	}
	return nil
}

// lintLevel guesses the level a file would be loaded at from where it
// lives, so that level-specific checks (a project file may not disable a
// builtin rule) apply, and the root its "/x" rules are anchored at.
func lintLevel(abs, home string) (rules.Level, string) {
	dir := filepath.Dir(abs)
	switch {
	case strings.HasPrefix(abs, "/etc/"):
		return rules.Managed, dir
	case filepath.Base(dir) == ".claude" && dir != filepath.Join(home, ".claude"):
		return rules.Project, filepath.Dir(dir)
	case dir == filepath.Join(home, ".claude"):
		return rules.User, dir
	case strings.HasPrefix(abs, filepath.Join(home, ".config")+"/"):
		return rules.User, dir
	}
	return rules.CLI, dir
}
