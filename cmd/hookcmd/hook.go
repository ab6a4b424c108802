package hookcmd

import (
	"fmt"
	"io"
	"runtime/debug"
	"time"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/cmd/buildinfo"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
)

// Output rules of `pregate hook`, which speaks Claude Code's protocol:
//   - stdout carries exactly one JSON object (deny, ask, allow) or nothing
//     (no opinion); never anything else;
//   - exit 2 for deny, 0 otherwise; never 1, which Claude Code treats as
//     "let the call through";
//   - a fail-closed deny also writes one diagnostic line to stderr.

// Params are the hook's command line.
type Params struct {
	Policies []string // --policy, the cli level's files
	ReadOnly bool     // --read-only
	Client   string   // --client, the agent whose format to read and answer
}

// Run answers the event in the format of the agent p.Client names.
func Run(p Params, stdin io.Reader, stdout, stderr io.Writer) int {
	if p.Client != "" && p.Client != string(client.Claude) {
		return runClientHook(p, stdin, stdout, stderr)
	}
	return runHook(p, stdin, stdout, stderr)
}

// Failure prints a fail-closed deny for an error outside the pipeline (a
// usage error, a panic before the pipeline ran); the caller exits 2.
func Failure(stdout, stderr io.Writer, err error) {
	writeHook(stdout, stderr, gate.FailClosed(err, "pregate is misconfigured"))
}

// Collecting garbage in a process that lives for milliseconds and
// allocates a few MiB would only cost time: the hook runs with the
// collector off, and the memory limit makes it collect only when a hostile
// input grows the heap past it.
const memoryLimit = 64 << 20

// runHook is the whole hook: decode, decide (which writes the audit
// record), print. It returns the exit code and never panics.
func runHook(p Params, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	start := time.Now()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(memoryLimit))
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
	in := Env()
	in.Event = ev
	// The time pregate took is counted from the end of its input: a
	// client that is slow to write the event is not pregate's latency.
	in.Audit = auditLog{from: input.last}
	if err != nil {
		res = gate.Finish(in, gate.FailClosed(fmt.Errorf("bad event: %v", err), "the tool call could not be read ("+err.Error()+")"))
	} else {
		in.Load.CLIFiles = p.Policies
		in.ReadOnly = p.ReadOnly
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

// diag writes one diagnostic line to w, as cmd's diag does.
func diag(w io.Writer, format string, a ...any) {
	io.WriteString(w, hook.Diagnostic(fmt.Sprintf(format, a...))+"\n")
}

// auditLog is the hook's gate.Appender: it stamps the record with the
// time, pregate's version and the time the decision took, counted from
// from, and appends it to the log.
type auditLog struct{ from time.Time }

func (a auditLog) Append(t audit.Target, rec *audit.Record) error {
	rec.Time = time.Now().UTC()
	rec.Version = buildinfo.Version()
	rec.DurationUS = time.Since(a.from).Microseconds()
	return audit.AppendTo(t, rec)
}
