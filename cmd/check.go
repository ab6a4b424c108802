package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/audit"
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
		Use:   "check [flags] [COMMAND | -- WORD...]",
		Short: "Dry-test a tool call through the same pipeline as the hook",
		Long: `Check runs a tool call through exactly the pipeline the hook runs and prints
the decision. COMMAND is a Bash command string, shorthand for
--tool Bash --input '{"command": COMMAND}'. A command with flags of its own is
quoted, or its words are given after --:

  pregate check 'git push --force origin main'
  pregate check -- git push --force origin main

Check writes no audit record. When the hook could not open the log the policy
names, check says so as the hook would, and with [audit] required = true shows
the hook's deny.

Exit codes: 0 the call was judged, 1 the decision differs from --expect,
2 a usage or input error (including a policy file that does not load).`,
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) > 0 {
				p.command, p.hasCommand = commandOf(args), true
			}
			return runCheck(p, os.Stdin, c.OutOrStdout())
		},
	}
	// An unquoted command's own flags reach check's flag parser: say how
	// to pass them, with the words that were given.
	c.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		words := os.Args[2:]
		if i := slices.Index(words, "--"); i >= 0 {
			words = words[:i]
		}
		cmd := strings.Join(checkWords(words), " ")
		if !strings.HasPrefix(err.Error(), "unknown ") || cmd == "" {
			return usageErr("%v", err)
		}
		return usageErr("%v (quote the command, pregate check %s, or put its words after --: pregate check -- %s)", err, shellQuote(cmd), cmd)
	})
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

// commandOf is the Bash command that COMMAND or the words after -- name:
// one argument is the command string itself; several are its words, each
// quoted where the shell would split or expand it, so that the command
// judged runs exactly those words.
func commandOf(args []string) string {
	if len(args) == 1 {
		return args[0]
	}
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = shellQuote(a)
	}
	return strings.Join(q, " ")
}

// checkWords are the words of a check command line that are not check's
// own flags (or their values): the command someone meant to check.
func checkWords(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "--") && checkFlags()[name] != 0 {
			if checkFlags()[name] == 2 && !hasValue {
				i++
			}
			continue
		}
		out = append(out, a)
	}
	return out
}

// checkFlags are check's own long flags: 1 a switch, 2 one that takes a
// value. Built on first use, as every table of this package: the pregate
// binary initialises cmd for every hook call.
var checkFlags = sync.OnceValue(func() map[string]int {
	return map[string]int{
		"event": 2, "tool": 2, "input": 2, "cwd": 2, "mode": 2, "agent": 2, "policy": 2, "expect": 2,
		"no-discover": 1, "no-builtin": 1, "no-floor": 1, "json": 1, "explain": 1,
	}
})

// knownModes are the permission_mode values Claude Code sends.
var knownModes = []string{"default", "plan", "acceptEdits", "auto", "dontAsk", "bypassPermissions"}

// knownTools are the tool names Claude Code sends in hook events, and the
// former names it still accepts (Task for Agent). MCP tools are
// mcp__SERVER__TOOL.
var knownTools = []string{
	"Agent", "AskUserQuestion", "Bash", "CronCreate", "Edit", "EnterWorktree", "ExitPlanMode",
	"ExitWorktree", "Glob", "Grep", "LS", "LSP", "ListMcpResourcesTool", "Monitor", "MultiEdit",
	"NotebookEdit", "PowerShell", "Read", "ReadMcpResourceTool", "Skill", "Task", "TaskCreate",
	"TaskGet", "TaskList", "TaskStop", "TaskUpdate", "TodoWrite", "WebFetch", "WebSearch",
	"Workflow", "Write",
}

// checkName reports a usage error when v is not one of known, suggesting
// the known name it differs from only in case.
func checkName(flag, what, v, kinds string, known []string, tail string) error {
	if slices.Contains(known, v) {
		return nil
	}
	hint := ";"
	for _, k := range known {
		if strings.EqualFold(k, v) {
			hint = fmt.Sprintf(", did you mean %s?", k)
		}
	}
	return usageErr("%s %q: unknown %s%s known %s: %s%s", flag, v, what, hint, kinds, strings.Join(known, ", "), tail)
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
	if p.tool != "" && !strings.HasPrefix(p.tool, "mcp__") {
		if err := checkName("--tool", "tool", p.tool, "tools", knownTools, ", or an MCP tool mcp__SERVER__TOOL"); err != nil {
			return hook.Event{}, err
		}
	}
	if err := checkName("--mode", "permission mode", p.mode, "modes", knownModes, ""); err != nil {
		return hook.Event{}, err
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
	Decision       hook.Decision  `json:"decision"`
	AgentReason    string         `json:"agent_reason"`
	OperatorReason string         `json:"operator_reason"`
	Rule           *audit.RuleRef `json:"rule"`
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
	in.Audit = dryLog{}
	res := gate.Decide(in)

	var out bytes.Buffer
	if p.json {
		j := checkJSON{
			Decision:       res.Decision,
			AgentReason:    res.AgentReason,
			OperatorReason: res.OperatorReason,
			Rule:           res.Rule,
			Trace:          gate.Lines(res.Trace),
			Parts:          res.Parts,
			Paths:          res.Paths,
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
		case loc == "":
			// The fail-closed deny is no rule of any level.
			loc = hook.Diagnostic("what could not be judged is denied")
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
		desc := pt.Kind.String()
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
	// steps that decided something and a count of the rules tried
	// without a match.
	fmt.Fprintln(w, "trace:")
	tried := 0
	for _, s := range res.Trace {
		if s.Missed() {
			tried++
			continue
		}
		fmt.Fprintf(w, "  %s\n", s)
	}
	if tried > 0 {
		fmt.Fprintf(w, "  (%d more rules tried without a match; --json --explain lists them)\n", tried)
	}
}

func orNone(d hook.Decision) hook.Decision {
	if d == "" {
		return hook.None
	}
	return d
}
