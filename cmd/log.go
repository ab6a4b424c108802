package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/audit/report"
	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/rules/load"
)

// Output rules of `pregate log`: records on stdout (one per line, or one
// JSON object per line with --json; stats as tables or one JSON object;
// report as HTML); a corrupt line of the log on stderr as the diagnostic
// `FILE:LINE: skipped corrupt line` (diag.go), never fatal. Exit 0 unless
// the flags are wrong (2) or the log cannot be read at all (1), which for
// report includes a log that does not exist: an empty page would read as
// "nothing was blocked".

// logParams are the flags shared by every `pregate log` subcommand.
type logParams struct {
	file      string
	json      bool
	decisions []string
	rules     []string
	tools     []string
	sessions  []string
	clients   []string
	since     string
	until     string

	// tail
	n      int
	follow bool
	// report
	out   string
	title string
	days  int

	needLog bool // a missing log is an error, not an empty result
}

func newLogCmd() *cobra.Command {
	var p logParams
	c := &cobra.Command{
		Use:   "log",
		Short: "Read the audit log: tail, filter, stats, a publishable report",
		Long: `Read the audit log that pregate hook appends to: one JSON line per decision.

The log is the [audit] path of the policy, else
$XDG_STATE_HOME/pregate/audit.jsonl (~/.local/state/pregate/audit.jsonl);
--file reads another. Rotated files (audit.jsonl.1 …) are read too.

Filters apply to tail, stats and report: --decision deny,ask --rule 'git.*'
--tool Bash --session ID --client codex --since 24h --until 2026-11-29. Times are RFC 3339,
dates (UTC days; --until includes the whole day), today, yesterday, or
durations before now (90m, 24h, 7d, 2w).

"pregate log" alone is "pregate log tail".`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			return runLogTail(c.Context(), &p, c.OutOrStdout(), c.ErrOrStderr())
		},
	}
	f := c.PersistentFlags()
	f.StringVar(&p.file, "file", "", "audit log to read (default: the policy's [audit] path)")
	f.BoolVar(&p.json, "json", false, "print JSON for machines")
	f.StringSliceVar(&p.decisions, "decision", nil, "only these decisions: deny, ask, allow, none (comma-separated)")
	f.StringSliceVar(&p.rules, "rule", nil, "only these rule ids; globs like 'git.*' (comma-separated)")
	f.StringSliceVar(&p.tools, "tool", nil, "only these tools; globs like 'mcp__*' (comma-separated)")
	f.StringSliceVar(&p.sessions, "session", nil, "only these session ids (comma-separated)")
	f.StringSliceVar(&p.clients, "client", nil, "only these agents: claude, codex, gemini, copilot, cursor (comma-separated)")
	f.StringVar(&p.since, "since", "", "only records at or after this time")
	f.StringVar(&p.until, "until", "", "only records before this time")
	c.Flags().IntVarP(&p.n, "lines", "n", 20, "print the last N records (0: all)")
	c.Flags().BoolVarP(&p.follow, "follow", "f", false, "keep printing records as they are appended")

	tail := &cobra.Command{
		Use:   "tail",
		Short: "Print the last records, and with -f those that follow",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			return runLogTail(c.Context(), &p, c.OutOrStdout(), c.ErrOrStderr())
		},
	}
	tail.Flags().IntVarP(&p.n, "lines", "n", 20, "print the last N records (0: all)")
	tail.Flags().BoolVarP(&p.follow, "follow", "f", false, "keep printing records as they are appended")

	stats := &cobra.Command{
		Use:   "stats",
		Short: "Count decisions by decision, rule, tool and day",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			return runLogStats(&p, c.OutOrStdout(), c.ErrOrStderr())
		},
	}

	report := &cobra.Command{
		Use:   "report",
		Short: "Render a self-contained HTML page of decisions over time and the top rules",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			return runLogReport(&p, c.OutOrStdout(), c.ErrOrStderr())
		},
	}
	report.Flags().StringVarP(&p.out, "output", "o", "", "write the page to FILE instead of stdout")
	report.Flags().StringVar(&p.title, "title", "", "title of the page")
	report.Flags().IntVar(&p.days, "days", 90, "days shown in the chart, most recent last")

	c.AddCommand(tail, stats, report)
	return c
}

// logFile is the log to read: --file, else the [audit] path of the policy
// that applies here, else the default path.
func logFile(p *logParams, stderr io.Writer) string {
	if p.file != "" {
		return p.file
	}
	in := processEnv()
	in.Load.Cwd, _ = os.Getwd()
	pol, err := load.Load(in.Load)
	if err != nil || pol == nil || pol.Audit.Path == "" {
		if err != nil {
			diag(stderr, "policy did not load, reading the default audit log: %s", firstLine(err.Error()))
		}
		return audit.DefaultPath(os.Getenv, in.Home)
	}
	return audit.ResolvePath(pol.Audit.Path, os.Getenv, in.Home, "")
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

func (p *logParams) filter(now time.Time) (audit.Filter, error) {
	f := audit.Filter{Decisions: p.decisions, Rules: p.rules, Tools: p.tools, Sessions: p.sessions, Clients: p.clients}
	for _, c := range p.clients {
		if _, err := client.Lookup(c); err != nil {
			return f, usageErr("--client: %v", err)
		}
	}
	for _, d := range p.decisions {
		switch d {
		case "deny", "ask", "allow", "none":
		default:
			return f, usageErr("--decision %q: want deny, ask, allow or none", d)
		}
	}
	var err error
	if p.since != "" {
		if f.Since, err = audit.ParseTime(p.since, now, false); err != nil {
			return f, usageErr("--since: %v", err)
		}
	}
	if p.until != "" {
		if f.Until, err = audit.ParseTime(p.until, now, true); err != nil {
			return f, usageErr("--until: %v", err)
		}
	}
	return f, nil
}

// problems prints each corrupt line and goes on.
func problems(stderr io.Writer) func(audit.Problem) {
	return func(pr audit.Problem) { diag(stderr, "%s", pr) }
}

func runLogTail(ctx context.Context, p *logParams, stdout, stderr io.Writer) error {
	f, err := p.filter(time.Now())
	if err != nil {
		return err
	}
	if p.n < 0 {
		return usageErr("-n %d: want 0 or more", p.n)
	}
	path := logFile(p, stderr)
	if ctx == nil {
		ctx = context.Background()
	}
	if p.follow {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	emit := func(r *audit.Record) error {
		if p.json {
			return audit.WriteJSONLine(stdout, r)
		}
		_, err := fmt.Fprintln(stdout, audit.FormatLine(r))
		return err
	}
	err = audit.Tail(ctx, path, audit.TailOptions{N: p.n, Follow: p.follow}, f, emit, problems(stderr))
	if errors.Is(err, fs.ErrNotExist) {
		diag(stderr, "no audit log at %s", path)
		return nil
	}
	return readError(err)
}

// collect runs the filtered log through a Counter.
func collect(p *logParams, stderr io.Writer) (*audit.Stats, error) {
	f, err := p.filter(time.Now())
	if err != nil {
		return nil, err
	}
	path := logFile(p, stderr)
	files, err := audit.Files(path)
	if err != nil {
		return nil, readError(err)
	}
	if len(files) == 0 {
		if p.needLog {
			// An empty page would read as "nothing happened".
			return nil, &exitError{code: 1, err: fmt.Errorf("no audit log at %s", path)}
		}
		diag(stderr, "no audit log at %s", path)
	}
	c := audit.NewCounter()
	report := problems(stderr)
	err = audit.Scan(files, f, c.Add, func(pr audit.Problem) { c.Skip(pr); report(pr) })
	if err != nil {
		return nil, readError(err)
	}
	return c.Stats(), nil
}

func runLogStats(p *logParams, stdout, stderr io.Writer) error {
	s, err := collect(p, stderr)
	if err != nil {
		return err
	}
	if p.json {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	return audit.WriteStats(stdout, s)
}

func runLogReport(p *logParams, stdout, stderr io.Writer) error {
	p.needLog = true
	s, err := collect(p, stderr)
	if err != nil {
		return err
	}
	opts := report.Options{Title: p.title, Version: Version(), Generated: time.Now(), MaxDays: p.days, Filter: p.describeFilter()}
	if p.out == "" {
		return report.Write(stdout, s, opts)
	}
	f, err := os.OpenFile(p.out, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return readError(err)
	}
	if err := report.Write(f, s, opts); err != nil {
		f.Close()
		return readError(err)
	}
	return readError(f.Close())
}

// describeFilter says in words which records a report covers.
func (p *logParams) describeFilter() string {
	var parts []string
	add := func(name string, v []string) {
		if len(v) > 0 {
			parts = append(parts, name+" "+strings.Join(v, ", "))
		}
	}
	add("decision", p.decisions)
	add("rule", p.rules)
	add("tool", p.tools)
	add("session", p.sessions)
	add("client", p.clients)
	if p.since != "" {
		parts = append(parts, "since "+p.since)
	}
	if p.until != "" {
		parts = append(parts, "until "+p.until)
	}
	return strings.Join(parts, "; ")
}
