// Package cmd is pregate's command line. It alone touches the process:
// stdin, stdout, exit codes, environment and clock.
package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
)

// Run is the program, main's only call: it runs pregate with os.Args and
// returns the process exit code.
//
// Exit codes: 0 success, 1 a finding or a mismatch, 2 a usage or input
// error — except `pregate hook`, whose codes belong to Claude Code's
// protocol (see hook.go) and which never returns 1.
func Run() int { return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }

// run is Run with the process's arguments (without the program name) and
// streams as parameters. `pregate hook` is answered by HookMain when it
// can, without building the cobra command tree; everything else, and a
// hook command line HookMain does not handle, by the cobra command.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "hook" {
		code, ok := func() (code int, ok bool) {
			defer func() {
				if r := recover(); r != nil {
					_ = hookFailure(stdout, stderr, fmt.Errorf("internal error: %v", r))
					code, ok = 2, true
				}
			}()
			return HookMain(args[1:], stdin, stdout, stderr)
		}()
		if ok {
			return code
		}
	}
	return runCommand(args, stdin, stdout, stderr)
}

// runCommand runs the cobra command tree and prints the error that ends
// it: the one place a command's error reaches stderr.
func runCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	hookMode := len(args) > 0 && args[0] == "hook"
	defer func() {
		if r := recover(); r != nil {
			if hookMode {
				_ = hookFailure(stdout, stderr, fmt.Errorf("internal error: %v", r))
			} else {
				diag(stderr, "internal error: %v", r)
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
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
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
		_ = hookFailure(stdout, stderr, err)
		return 2
	}
	printError(stderr, err)
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
