package cmd

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/cmd/hookcmd"
	"github.com/pregate/pregate/gate"
)

// The hook itself is package hookcmd's, which the pregate binary's main
// runs before anything else; this is its cobra command, which answers the
// command lines hookcmd.Main leaves to it (help, usage errors) and shows it
// in the command tree.

type hookParams = hookcmd.Params

// runHookFor answers the event in the format of the agent p.Client names;
// both entries of `pregate hook` (hookcmd.Main and the cobra command)
// call it.
func runHookFor(p hookParams, stdin io.Reader, stdout, stderr io.Writer) int {
	return hookcmd.Run(p, stdin, stdout, stderr)
}

func newHookCmd() *cobra.Command {
	var p hookParams
	c := &cobra.Command{
		Use:   "hook",
		Short: "Run as Claude Code's PreToolUse hook (or, with --client, another agent's): event on stdin, decision on stdout",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			code := runHookFor(p, c.InOrStdin(), c.OutOrStdout(), c.ErrOrStderr())
			if code != 0 {
				return &exitError{code: code, silent: true}
			}
			return nil
		},
	}
	c.Flags().StringArrayVar(&p.Policies, "policy", nil, "policy file at the cli level (repeatable)")
	c.Flags().BoolVar(&p.ReadOnly, "read-only", false, "fence the whole session to read-only tools and commands")
	c.Flags().StringVar(&p.Client, "client", "claude", "the agent whose hook format to read and answer: claude, codex, gemini, copilot, cursor")
	// A hook whose own command line is wrong must still block: Claude
	// Code would let the call through on a usage error's exit 1.
	c.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return hookFailure(c.OutOrStdout(), c.ErrOrStderr(), fmt.Errorf("usage: %v", err))
	})
	return c
}

// hookFailure prints a fail-closed deny for an error outside the pipeline
// and returns the exit error that carries code 2.
func hookFailure(stdout, stderr io.Writer, err error) error {
	hookcmd.Failure(stdout, stderr, err)
	return &exitError{code: 2, silent: true}
}

// HookMain runs `pregate hook ARGS…` without building a cobra command
// (hookcmd.Main); ok is false for a command line it leaves to cobra.
func HookMain(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int, ok bool) {
	return hookcmd.Main(args, stdin, stdout, stderr)
}

// processEnv gathers what the pipeline needs from the process
// (hookcmd.Env).
func processEnv() gate.Input { return hookcmd.Env() }
