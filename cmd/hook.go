package cmd

import (
	"fmt"
	"io"
	"runtime/debug"
	"time"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
)

// Output rules of `pregate hook`, which speaks Claude Code's protocol:
//   - stdout carries exactly one JSON object (deny, ask, allow) or nothing
//     (no opinion); never anything else;
//   - exit 2 for deny, 0 otherwise; never 1, which Claude Code treats as
//     "let the call through";
//   - a fail-closed deny also writes one diagnostic line to stderr
//     (diag.go).

type hookParams struct {
	policies []string
	readOnly bool
	client   string
}

// runHookFor answers the event in the format of the agent p.client names;
// both entries of `pregate hook` (HookMain and the cobra command) call it.
func runHookFor(p hookParams, stdin io.Reader, stdout, stderr io.Writer) int {
	if p.client != "" && p.client != string(client.Claude) {
		return runClientHook(p, stdin, stdout, stderr)
	}
	return runHook(p, stdin, stdout, stderr)
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
	c.Flags().StringArrayVar(&p.policies, "policy", nil, "policy file at the cli level (repeatable)")
	c.Flags().BoolVar(&p.readOnly, "read-only", false, "fence the whole session to read-only tools and commands")
	c.Flags().StringVar(&p.client, "client", "claude", "the agent whose hook format to read and answer: claude, codex, gemini, copilot, cursor")
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
	res := gate.FailClosed(err, "pregate is misconfigured")
	writeHook(stdout, stderr, res)
	return &exitError{code: 2, silent: true}
}

// runHook is the whole hook: decode, decide (which writes the audit
// record), print. It returns the exit code and never panics.
func runHook(p hookParams, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	start := time.Now()
	// A hook lives for milliseconds and allocates a few MiB: collecting
	// garbage would only cost time. The memory limit keeps a hostile
	// input from growing the heap without bound.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(64 << 20))
	defer func() {
		if r := recover(); r != nil {
			res := gate.FailClosed(fmt.Errorf("internal error: %v", r), "pregate hit an internal error")
			writeHook(stdout, stderr, res)
			code = 2
		}
	}()

	var res gate.Result
	input := &timedReader{r: stdin, last: start}
	ev, err := hook.Decode(input)
	in := processEnv()
	in.Event = ev
	// The time pregate took is counted from the end of its input: a
	// client that is slow to write the event is not pregate's latency.
	in.Audit = auditLog{from: input.last}
	if err != nil {
		res = gate.Finish(in, gate.FailClosed(fmt.Errorf("bad event: %v", err), "the tool call could not be read ("+err.Error()+")"))
	} else {
		in.Load.CLIFiles = p.policies
		in.ReadOnly = p.readOnly
		res = gate.Decide(in)
	}
	writeHook(stdout, stderr, res)
	return hook.ExitCode(res.Decision)
}

// timedReader notes when its last read returned: the end of the input,
// once the decoder has read what it needs.
type timedReader struct {
	r    io.Reader
	last time.Time
}

func (t *timedReader) Read(p []byte) (int, error) {
	n, err := t.r.Read(p)
	t.last = time.Now()
	return n, err
}

func writeHook(stdout, stderr io.Writer, res gate.Result) {
	if res.Err != nil {
		diag(stderr, "%v", res.Err)
	}
	if err := hook.EncodeEvent(stdout, res.Event, res.Decision, res.AgentReason, res.OperatorReason); err != nil {
		diag(stderr, "writing decision: %v", err)
	}
}
