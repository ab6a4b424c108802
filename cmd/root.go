// Package cmd is pregate's command line. It alone touches the process:
// stdin, stdout, exit codes, environment and clock.
package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

// Main runs pregate with os.Args and returns the process exit code.
func Main() int {
	root := newRootCmd()
	root.SetArgs(os.Args[1:])
	if err := root.Execute(); err != nil {
		fmt.Fprintf(os.Stderr, "pregate: %v\n", err)
		return exitCode(err)
	}
	return 0
}

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "pregate",
		Short:         "A Claude Code PreToolUse hook that enforces policy below the model",
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	return root
}

// exitError carries an exit code out of a RunE.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func exitCode(err error) int {
	if e, ok := err.(*exitError); ok {
		return e.code
	}
	return 2
}
