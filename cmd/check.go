package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
)

type checkParams struct {
	command    string
	hasCommand bool
	event      string
	tool       string
	input      string
	cwd        string
	mode       string
	agent      string
	policies   []string
	noDiscover bool
	noBuiltin  bool
	noFloor    bool
	json       bool
	explain    bool
	expect     string
}

func newCheckCmd() *cobra.Command {
	var p checkParams
	c := &cobra.Command{
		Use:   "check [flags] [COMMAND]",
		Short: "Dry-test a tool call through the same pipeline as the hook",
		Long: `Check runs a tool call through exactly the pipeline the hook runs and prints
the decision. COMMAND is a Bash command string, shorthand for
--tool Bash --input '{"command": COMMAND}'.

Exit codes: 0 the call was judged, 1 the decision differs from --expect,
2 a usage or input error (including a policy file that does not load).`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				p.command, p.hasCommand = args[0], true
			}
			return runCheck(p, os.Stdin, c.OutOrStdout())
		},
	}
	f := c.Flags()
	f.StringVar(&p.event, "event", "", "a whole hook event as JSON, from FILE or - for stdin")
	f.StringVar(&p.tool, "tool", "", "tool name (default Bash)")
	f.StringVar(&p.input, "input", "", "tool_input as a JSON object")
	f.StringVar(&p.cwd, "cwd", "", "working directory of the call (default: the current directory)")
	f.StringVar(&p.mode, "mode", "default", "permission_mode of the call")
	f.StringVar(&p.agent, "agent", "", "agent_type of the call (a subagent)")
	f.StringArrayVar(&p.policies, "policy", nil, "policy file at the cli level (repeatable)")
	f.BoolVar(&p.noDiscover, "no-discover", false, "use only --policy files and the builtin baseline")
	f.BoolVar(&p.noBuiltin, "no-builtin", false, "leave the builtin baseline out")
	f.BoolVar(&p.noFloor, "no-floor", false, "leave the path floor out")
	f.BoolVar(&p.json, "json", false, "print one JSON object")
	f.BoolVar(&p.explain, "explain", false, "print the trace: which part, rule, level and file:line decided")
	f.StringVar(&p.expect, "expect", "", "exit 1 unless the decision is this (deny|ask|allow|none)")
	return c
}

func usageErr(format string, a ...any) error {
	return &exitError{code: 2, err: fmt.Errorf(format, a...)}
}

// checkEvent builds the hook event a check describes.
func checkEvent(p checkParams, stdin io.Reader) (hook.Event, error) {
	if p.event != "" {
		if p.hasCommand || p.tool != "" || p.input != "" {
			return hook.Event{}, usageErr("--event cannot be combined with COMMAND, --tool or --input")
		}
		var r io.Reader = stdin
		if p.event != "-" {
			f, err := os.Open(p.event)
			if err != nil {
				return hook.Event{}, usageErr("%v", err)
			}
			defer f.Close()
			r = f
		}
		ev, err := hook.Decode(r)
		if err != nil {
			return hook.Event{}, usageErr("%s: %v", p.event, err)
		}
		if ev.Cwd == "" {
			ev.Cwd, _ = os.Getwd()
		}
		return ev, nil
	}
	ev := hook.Event{
		HookEventName:  "PreToolUse",
		SessionID:      "check",
		PermissionMode: p.mode,
		AgentType:      p.agent,
		ToolName:       p.tool,
		ToolInput:      map[string]any{},
	}
	switch {
	case p.hasCommand && p.input != "":
		return ev, usageErr("give COMMAND or --input, not both")
	case p.hasCommand:
		if ev.ToolName == "" {
			ev.ToolName = "Bash"
		}
		if ev.ToolName != "Bash" {
			return ev, usageErr("COMMAND is a Bash command; for --tool %s use --input", ev.ToolName)
		}
		ev.ToolInput["command"] = p.command
	case p.input != "":
		if ev.ToolName == "" {
			ev.ToolName = "Bash"
		}
		in, err := hook.ParseInput([]byte(p.input))
		if err != nil {
			return ev, usageErr("--input: %v", err)
		}
		ev.ToolInput = in
	default:
		return ev, usageErr("nothing to check: give COMMAND, --input or --event")
	}
	if canon := hook.CanonicalTool(ev.ToolName); canon != ev.ToolName {
		ev.ToolAlias, ev.ToolName = ev.ToolName, canon
	}
	cwd := p.cwd
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	abs, err := filepath.Abs(cwd)
	if err != nil {
		return ev, usageErr("--cwd: %v", err)
	}
	ev.Cwd = abs
	return ev, nil
}

// checkJSON is the machine shape of `check --json`.
type checkJSON struct {
	Decision       string         `json:"decision"`
	AgentReason    string         `json:"agent_reason"`
	OperatorReason string         `json:"operator_reason"`
	Rule           *gate.RuleRef  `json:"rule"`
	Trace          []string       `json:"trace"`
	Parts          []gate.Part    `json:"parts"`
	Paths          []gate.PathRef `json:"paths,omitempty"`
	Error          string         `json:"error,omitempty"`
}

func runCheck(p checkParams, stdin io.Reader, stdout io.Writer) error {
	switch p.expect {
	case "", "deny", "ask", "allow", "none":
	default:
		return usageErr("--expect %q: want deny, ask, allow or none", p.expect)
	}
	ev, err := checkEvent(p, stdin)
	if err != nil {
		return err
	}
	in := processEnv()
	in.Event = ev
	in.Load.CLIFiles = p.policies
	in.Load.NoDiscover = p.noDiscover
	in.Load.NoBuiltin = p.noBuiltin
	in.NoFloor = p.noFloor
	in.Explain = p.explain
	res := gate.Decide(in)

	var out bytes.Buffer
	if p.json {
		j := checkJSON{
			Decision:       string(res.Decision),
			AgentReason:    res.AgentReason,
			OperatorReason: res.OperatorReason,
			Rule:           res.Rule,
			Trace:          res.Trace,
			Parts:          res.Parts,
			Paths:          res.Paths,
		}
		if j.Trace == nil {
			j.Trace = []string{}
		}
		if j.Parts == nil {
			j.Parts = []gate.Part{}
		}
		if res.Err != nil {
			j.Error = res.Err.Error()
		}
		enc := json.NewEncoder(&out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		_ = enc.Encode(j)
	} else {
		writeHuman(&out, ev, res, p.explain)
	}
	if _, err := stdout.Write(out.Bytes()); err != nil {
		return err
	}
	if res.Err != nil {
		return &exitError{code: 2, err: res.Err}
	}
	if p.expect != "" && string(res.Decision) != p.expect {
		return &exitError{code: 1, err: fmt.Errorf("decision is %s, expected %s", res.Decision, p.expect)}
	}
	return nil
}

func writeHuman(w io.Writer, ev hook.Event, res gate.Result, explain bool) {
	what := ev.ToolName
	if cmd, ok := ev.String("command"); ok && ev.ToolName == "Bash" {
		what += ": " + cmd
	} else if fp, ok := ev.String("file_path"); ok {
		what += ": " + fp
	}
	fmt.Fprintf(w, "%s\t%s\n", res.Decision, what)
	if res.Rule != nil {
		loc := res.Rule.Level
		switch {
		case res.Rule.Source != "" && res.Rule.Line > 0:
			loc = fmt.Sprintf("%s, %s:%d", res.Rule.Level, res.Rule.Source, res.Rule.Line)
		case res.Rule.Source != "":
			loc = fmt.Sprintf("%s, %s", res.Rule.Level, res.Rule.Source)
		}
		fmt.Fprintf(w, "rule:     %s (%s)\n", res.Rule.ID, loc)
	}
	if res.AgentReason != "" {
		fmt.Fprintf(w, "agent:    %s\n", res.AgentReason)
	}
	if res.OperatorReason != "" {
		fmt.Fprintf(w, "operator: %s\n", res.OperatorReason)
	}
	if !explain {
		return
	}
	fmt.Fprintln(w, "parts:")
	for i, pt := range res.Parts {
		desc := pt.Kind
		switch {
		case len(pt.Argv) > 0:
			desc += " " + strings.Join(pt.Argv, " ")
		case pt.Path != "":
			desc += " " + pt.Path
			if pt.Resolved != "" {
				desc += " -> " + pt.Resolved
			}
		}
		if len(pt.Nesting) > 0 {
			desc += " [in " + strings.Join(pt.Nesting, " › ") + "]"
		}
		line := fmt.Sprintf("  %d. %s: %s", i+1, desc, orNone(pt.Decision))
		if pt.Rule != "" {
			line += " by " + pt.Rule
		}
		if pt.Why != "" {
			line += " (" + pt.Why + ")"
		}
		fmt.Fprintln(w, line)
	}
	// The full trace (every rule tried) is in --json; people get the
	// steps that decided something and a count of the rest.
	fmt.Fprintln(w, "trace:")
	tried := 0
	for _, t := range res.Trace {
		if strings.HasSuffix(t, " no match") {
			tried++
			continue
		}
		fmt.Fprintf(w, "  %s\n", t)
	}
	if tried > 0 {
		fmt.Fprintf(w, "  (%d more rules tried without a match; --json lists them)\n", tried)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
