package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pregate/pregate/hook"
)

// Output rules of pregate on stderr, for every subcommand:
//   - every line is a diagnostic, `pregate: …` (hook.Diagnostic),
//     lowercase, no final period, written by diag and by nothing else;
//   - an error that ends a command is printed once, by Main (printError);
//     a command that has said what it had to say returns a silent
//     exitError;
//   - in hook mode (`pregate hook`, `pregate backstop guard`) a message
//     is one line, and stdout carries nothing but the decision.
//
// Exit codes outside hook mode: 0 success, 1 a finding, a mismatch or an
// input that cannot be read, 2 a usage error, a policy that does not load
// or an internal error.

// diag writes one diagnostic line to w.
func diag(w io.Writer, format string, a ...any) {
	io.WriteString(w, hook.Diagnostic(fmt.Sprintf(format, a...))+"\n")
}

// printError prints the error that ends a command: each of its lines as a
// diagnostic, so that a policy with three problems names all three. A
// silent exitError prints nothing.
func printError(w io.Writer, err error) {
	var ee *exitError
	if err == nil || errors.As(err, &ee) && ee.silent {
		return
	}
	for _, line := range strings.Split(strings.TrimRight(err.Error(), "\n"), "\n") {
		diag(w, "%s", line)
	}
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

// exitCode is the exit code err asks for; an error without one is a usage
// error or a policy that does not load: 2.
func exitCode(err error) int {
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 2
}

// usageErr is a command line pregate cannot run: exit 2.
func usageErr(format string, a ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, a...)}
}

// readError is an input that cannot be read: exit 1.
func readError(err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: 1, err: err}
}
