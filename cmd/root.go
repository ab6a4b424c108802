// Package cmd is pregate's command line. It alone touches the process:
// stdin, stdout, exit codes, environment and clock.
package cmd

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// Main runs pregate with os.Args and returns the process exit code.
//
// Exit codes: 0 success, 1 a finding or a mismatch, 2 a usage or input
// error — except `pregate hook`, whose codes belong to Claude Code's
// protocol (see hook.go) and which never returns 1.
func Main() (code int) {
	hookMode := len(os.Args) > 1 && os.Args[1] == "hook"
	defer func() {
		if r := recover(); r != nil {
			if hookMode {
				_ = hookFailure(os.Stdout, os.Stderr, fmt.Errorf("internal error: %v", r))
			} else {
				fmt.Fprintf(os.Stderr, "pregate: internal error: %v\n", r)
			}
			code = 2
		}
	}()
	var root *cobra.Command
	if hookMode {
		// The hook runs before every tool call: build only its own
		// command, not the whole tree. Its flags, help and usage errors
		// are the same, as it is still a child of the same root.
		root = newRootBase()
		root.AddCommand(newHookCmd())
	} else {
		root = newRootCmd()
	}
	root.SetArgs(os.Args[1:])
	err := root.Execute()
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) && ee.silent {
		return ee.code
	}
	if hookMode {
		// Anything that reaches here without a decision printed (an
		// unknown flag before the hook command ran) must still block.
		_ = hookFailure(os.Stdout, os.Stderr, err)
		return 2
	}
	fmt.Fprintf(os.Stderr, "pregate: %v\n", err)
	return exitCode(err)
}

func newRootCmd() *cobra.Command {
	root := newRootBase()
	root.AddCommand(
		newHookCmd(),
		newCheckCmd(),
		newLintCmd(),
		newTestCmd(),
		newLogCmd(),
		newInitCmd(),
		newInstallCmd(),
		newUninstallCmd(),
		newDoctorCmd(),
		newBackstopCmd(),
		newVersionCmd(),
		newRulesCmd(),
		newCompletionCmd(),
	)
	return root
}

// newRootBase is the root command without its subcommands.
func newRootBase() *cobra.Command {
	root := &cobra.Command{
		Use:           "pregate",
		Short:         "A Claude Code PreToolUse hook that enforces policy below the model",
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.CompletionOptions.DisableDefaultCmd = true
	return root
}

// exitError carries an exit code out of a RunE. A silent one has already
// said what it had to say.
type exitError struct {
	code   int
	err    error
	silent bool
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

func exitCode(err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 2
}
