package hookcmd

import (
	"fmt"
	"io"
	"runtime/debug"
	"time"

	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// runClientHook is runHook for an agent other than Claude Code: the event
// is read in that agent's shape, each call it makes is judged by the same
// pipeline, and the answer is written in that agent's shape with the exit
// code it needs. The output rules are the client package's; as for Claude
// Code, stdout carries one JSON object or nothing, and a fail-closed deny
// writes one diagnostic line to stderr.
func runClientHook(p Params, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	start := time.Now()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(memoryLimit))

	c, err := client.Lookup(p.Client)
	if err != nil {
		// An unknown client cannot be answered in its own shape; a
		// Claude-shaped deny with exit 2 blocks in every agent that
		// lets a hook block at all.
		res := gate.FailClosed(fmt.Errorf("usage: %v", err), "pregate is misconfigured")
		writeHook(stdout, stderr, res)
		return 2
	}
	defer func() {
		if r := recover(); r != nil {
			res := gate.FailClosed(fmt.Errorf("internal error: %v", r), "pregate hit an internal error")
			code = writeClient(c, stdout, stderr, res)
		}
	}()

	req, err := client.Decode(c, stdin)
	if err != nil {
		ev := hook.Event{ToolName: req.Tool}
		if len(req.Calls) > 0 {
			ev = req.Calls[0]
		}
		in := clientInput(p, c, req, ev, start)
		res := gate.Finish(in, gate.FailClosed(fmt.Errorf("bad %s event: %v", c, err), "the tool call could not be read"))
		return writeClient(c, stdout, stderr, res)
	}
	res := decideAll(p, c, req, start)
	return writeClient(c, stdout, stderr, res)
}

// decideAll judges every call of the request and combines the verdicts:
// any deny denies, else any ask asks, else allow only when every call is
// allowed, else no opinion. Each call gets its own audit record.
func decideAll(p Params, c client.Client, req client.Request, start time.Time) gate.Result {
	var results []gate.Result
	var pol *rules.Policy
	for i, ev := range req.Calls {
		in := clientInput(p, c, req, ev, start)
		// The calls of one event share a cwd, so a patch of many files
		// loads the policy once; the first call loads it (or fails
		// closed on it) the way a single call would.
		if i > 0 && pol != nil && ev.Cwd == req.Calls[0].Cwd {
			in.Policy = pol
		}
		res := gate.Decide(in)
		if i == 0 {
			pol = res.Policy
		}
		results = append(results, res)
	}
	return combine(results)
}

func combine(results []gate.Result) gate.Result {
	for _, want := range []hook.Decision{hook.Deny, hook.Ask} {
		for _, r := range results {
			if r.Decision == want {
				return r
			}
		}
	}
	for _, r := range results {
		if r.Decision != hook.Allow {
			return gate.Result{Decision: hook.None}
		}
	}
	if len(results) == 0 {
		return gate.FailClosed(fmt.Errorf("event made no call"), "the tool call could not be read")
	}
	return results[0]
}

func writeClient(c client.Client, stdout, stderr io.Writer, res gate.Result) int {
	if res.Err != nil {
		diag(stderr, "%v", res.Err)
	}
	code, err := client.Encode(stdout, c, res.Decision, res.AgentReason, res.OperatorReason)
	if err != nil {
		diag(stderr, "writing decision: %v", err)
	}
	return code
}

// clientInput is the pipeline's input for one call of a client's request:
// the decision is fitted to the client, and each call gets its own audit
// record, its time counted from the start of the hook.
func clientInput(p Params, c client.Client, req client.Request, ev hook.Event, start time.Time) gate.Input {
	in := Env()
	in.Event = ev
	in.Load.CLIFiles = p.Policies
	in.ReadOnly = p.ReadOnly
	in.Client = c
	if req.Tool != ev.ToolName {
		in.ClientTool = req.Tool
	}
	in.Audit = auditLog{from: start}
	return in
}
