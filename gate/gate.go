package gate

import (
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/load"
	"github.com/pregate/pregate/shell"
	"github.com/pregate/pregate/uri"
)

// Input is everything Decide needs. It reads files only through the policy
// loader and the floor's path resolution; the environment and the clock are
// the caller's.
type Input struct {
	Event hook.Event
	// Load says where to discover policy. Load.Cwd defaults to the event's
	// cwd.
	Load load.Options
	// Policy, when set, is used instead of loading one (pregate test).
	Policy *rules.Policy
	// Home is the user's home directory; Tmp the temporary directory that
	// the default write scope includes.
	Home, Tmp string
	// Env is the part of the environment shell expansion may consult
	// (HOME, PWD, USER).
	Env map[string]string
	// Self is the path of the running pregate binary (write-protected).
	Self string
	// NoFloor leaves the path floor out (check --no-floor only).
	NoFloor bool
	// ReadOnly sets the run-level read-only fence (hook --read-only).
	ReadOnly bool
	// Explain records every rule tried in the trace (check --explain).
	Explain bool
	// Audit writes the decision's record (see Appender); nil writes none
	// and checks no log (pregate test, benchmarks).
	Audit Appender
	// Client is the agent the call comes from, "" for Claude Code: a
	// decision it cannot enforce becomes one it can before the record is
	// written. ClientTool is the tool's name in that agent when it is not
	// pregate's.
	Client     client.Client
	ClientTool string
}

// Part is one action of the call as the audit record and the trace show it.
type Part struct {
	Kind     PartKind `json:"kind"`
	Argv     []string `json:"argv,omitempty"`
	Nesting  []string `json:"nesting,omitempty"`
	Path     string   `json:"path,omitempty"`
	Resolved string   `json:"resolved,omitempty"`
	// Decision is "" for a part no rule judged (the call was decided
	// before the rules ran).
	Decision hook.Decision `json:"decision"`
	Rule     string        `json:"rule,omitempty"`
	Why      string        `json:"why,omitempty"`
}

// PathRef is a path the call touches, as given and as resolved.
type PathRef struct {
	Given    string `json:"given"`
	Resolved string `json:"resolved"`
	Action   Role   `json:"action"`
}

// Result is the decision and everything said about it.
type Result struct {
	Decision       hook.Decision
	AgentReason    string
	OperatorReason string
	// Rule is the rule that decided, as the audit record names it.
	Rule  *audit.RuleRef
	Parts []Part
	Paths []PathRef
	// Trace is what the pipeline did, in order; see Step.
	Trace []Step
	// Policy is the policy the decision was made under (nil when it failed
	// to load); Finish reads its audit settings.
	Policy *rules.Policy
	// Err is set when the decision is a fail-closed deny: unreadable
	// input, a broken policy, an internal error.
	Err error
	// Event is the hook event the reply is for (hook.PreToolUse or
	// hook.PreSkillShellCommand); "" is answered as PreToolUse.
	Event string
}

// Decide runs the pipeline: load policy, normalise the call into actions,
// apply the floor, evaluate the rules and fences, combine, and Finish (fit
// the decision to the client, write the audit record). It never panics;
// any internal failure is a deny.
func Decide(in Input) Result {
	return Finish(in, decide(in))
}

func decide(in Input) (res Result) {
	// The policy files are mapped (load.Options.Map): a read past the end
	// of one shortened under the call is a panic, which the recover
	// below turns into a deny.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			res = failClosed(fmt.Errorf("internal error: %v", r), "pregate hit an internal error")
		}
	}()
	testPanic()
	if blinded {
		return blindResult()
	}

	ev := in.Event
	if ev.Cwd == "" || !filepath.IsAbs(ev.Cwd) {
		return failClosed(fmt.Errorf("event cwd %q is not an absolute path", ev.Cwd), "the tool call could not be read")
	}
	ev.Cwd = filepath.Clean(ev.Cwd)

	pol := in.Policy
	var pre *decomposed
	var filter *rules.CallFilter
	if pol == nil {
		opts := in.Load
		if opts.Cwd == "" {
			opts.Cwd = ev.Cwd
		}
		if opts.Home == "" {
			opts.Home = in.Home
		}
		// Loaded for this call alone: only the rules it can match are
		// indexed.
		opts.OneCall = true
		opts.Map = true
		if !in.Explain {
			// The command is taken apart first (the decomposition does
			// not depend on the policy): a rule keyed by a program the
			// command does not run, or by a tool the call is not of, is
			// then checked but not even kept. Every call action
			// normalise makes is of the event's tool.
			pre = predecompose(ev, in.Env)
			var segs []shell.Segment
			if pre != nil {
				segs = pre.segs
			}
			opts.Filter = rules.NewCallFilter(ev.ToolName, segs, in.Home)
			filter = opts.Filter
		}
		p, err := load.Load(opts)
		if err != nil {
			return failClosed(fmt.Errorf("policy: %v", err), "the pregate policy is broken, so every call is blocked until it is fixed")
		}
		pol = p
	}

	d := newDecider(in, ev, pol)
	d.pre, d.filter = pre, filter
	res = d.run()
	if res.Policy == nil {
		// A fail-closed deny after loading is recorded in the log the
		// policy names.
		res.Policy = pol
	}
	return res
}

// decomposed is the command of a Bash or Monitor call taken apart
// before its policy is loaded (shell.Decompose), which bash then uses.
type decomposed struct {
	command string
	segs    []shell.Segment
}

// predecompose takes apart the command of a call that bash will take
// apart (Bash, Monitor), as bash does; nil for any other call.
func predecompose(ev hook.Event, env map[string]string) *decomposed {
	switch ev.ToolName {
	case "Bash", "Monitor":
		if cmd, ok := ev.String("command"); ok {
			return &decomposed{command: cmd, segs: shell.Decompose(cmd, ev.Cwd, env)}
		}
	}
	return nil
}

// decompose is shell.Decompose of command in the call's directory: the
// segments decide took apart before loading when it is their command.
func (d *decider) decompose(command string) []shell.Segment {
	if d.pre != nil && d.pre.command == command {
		segs := d.pre.segs
		d.pre = nil
		return segs
	}
	return shell.Decompose(command, d.ev.Cwd, d.in.Env)
}

// failClosed is the deny for anything pregate could not judge.
func failClosed(err error, what string) Result {
	return Result{
		Decision:       hook.Deny,
		AgentReason:    "Blocked: " + what + ". Ask the user to check pregate's message; retrying will not help.",
		OperatorReason: hook.Diagnostic(err.Error()),
		Rule:           &audit.RuleRef{ID: "pregate.fail-closed"},
		Err:            err,
	}
}

type decider struct {
	in      Input
	ev      hook.Event
	pol     *rules.Policy
	env     act.Env
	floors  []*floor.Config
	actions []act.Action
	parts   []Part
	paths   []PathRef
	// holds are the floor's verdicts short of a deny (floor.Ask,
	// floor.NoAllow): they limit what the rules may answer.
	holds []*floor.Verdict
	// verdict is the rules' verdict, once Evaluate has run; the strict
	// profile reads which rule allowed each action.
	verdict *rules.Verdict
	// pre is the call's command, taken apart before loading; filter is
	// the call filter the policy was loaded with, which holds the words
	// of pre's segments (rules.Call.Filter).
	pre    *decomposed
	filter *rules.CallFilter
}

// keep returns v when it is a floor deny, and holds it otherwise.
func (d *decider) keep(v *floor.Verdict) *floor.Verdict {
	if v == nil || v.Class == floor.Deny {
		return v
	}
	d.holds = append(d.holds, v)
	return nil
}

func newDecider(in Input, ev hook.Event, pol *rules.Policy) *decider {
	project := pol.Project
	if project == "" {
		project = ev.Cwd
	}
	d := &decider{
		in:  in,
		ev:  ev,
		pol: pol,
		env: act.Env{Cwd: ev.Cwd, Home: in.Home, Project: project},
	}
	if !in.NoFloor {
		d.floors = floorConfig(in, pol, project, ev.Cwd)
	}
	return d
}

// floorConfig builds the floor from the built-in set, the policy's
// effective [floor] (rules.Floor: loading settled which level's scopes
// count and which removals stand) and [tenants], and pregate's own files.
//
// The project level's scopes, which may only narrow, are checked by a
// second floor, so a path must be inside both.
func floorConfig(in Input, pol *rules.Policy, project string, cwd string) []*floor.Config {
	// pregate's own files, each once: Watched holds the files that were
	// read (Files) as well as the paths looked at and absent.
	var self []string
	for _, l := range [][]string{pol.Files, pol.Watched, {in.Self, auditPath(in, pol)}} {
		for _, s := range l {
			if s != "" && !slices.Contains(self, s) {
				self = append(self, s)
			}
		}
	}
	main := &floor.Config{
		Home:            in.Home,
		Project:         project,
		Tmp:             in.Tmp,
		Cwd:             cwd,
		TenantRoot:      pol.Tenants.Root,
		Protect:         floorEntries(pol.Floor.Protect, "policy.protect"),
		ProtectWrite:    append(floorEntries(pol.Floor.ProtectWrite, "policy.protect-write"), watchedDirs(pol)...),
		WriteScope:      floorEntries(pol.Floor.WriteScope, "scope"),
		ReadScope:       floorEntries(pol.Floor.ReadScope, "scope"),
		Self:            self,
		ClaudeConfigDir: in.Env["CLAUDE_CONFIG_DIR"],
		RemoveIDs:       pol.Floor.Remove,
	}
	floors := []*floor.Config{main}
	pw, pr := floorEntries(pol.Floor.ProjectWriteScope, "scope"), floorEntries(pol.Floor.ProjectReadScope, "scope")
	if len(pw) > 0 || len(pr) > 0 {
		narrow := &floor.Config{
			Home: in.Home, Project: project, Tmp: in.Tmp, Cwd: cwd,
			WriteScope: pw, ReadScope: pr,
			RemoveIDs: builtinIDs(),
		}
		if len(pw) == 0 {
			narrow.WriteScope = main.WriteScope
		}
		floors = append(floors, narrow)
	}
	return floors
}

// watchedDirs are the drop-in folders discovery reads (policy.d,
// managed-settings.d): a file created in one changes the policy, so
// nothing may be written under them.
func watchedDirs(pol *rules.Policy) []floor.Entry {
	out := make([]floor.Entry, 0, len(pol.WatchedDirs))
	for _, d := range pol.WatchedDirs {
		out = append(out, floor.Entry{Pattern: filepath.Join(d, "**"), ID: "pregate-self", Source: "builtin"})
	}
	return out
}

func floorEntries(es []rules.FloorEntry, id string) []floor.Entry {
	out := make([]floor.Entry, 0, len(es))
	for _, e := range es {
		out = append(out, floor.Entry{Pattern: e.Pattern, ID: id, Source: e.Source, Pos: e.Pos})
	}
	return out
}

func builtinIDs() []string {
	ids := make([]string, 0, len(floor.Builtin))
	for _, e := range floor.Builtin {
		ids = append(ids, e.ID)
	}
	return ids
}

var errMalformed = errors.New("malformed tool_input")

func (d *decider) run() Result {
	fv, err := d.normalise()
	if err != nil {
		return failClosed(err, "the tool call's input could not be read")
	}
	if fv != nil {
		return d.reply(d.floorDeny(fv))
	}
	if r := d.claudeFence(); r != nil {
		return d.reply(*r)
	}
	call := &rules.Call{
		Tool:     d.ev.ToolName,
		Input:    d.ev.ToolInput,
		Actions:  d.actions,
		Mode:     d.ev.PermissionMode,
		Agent:    d.ev.AgentType,
		Env:      d.env,
		ReadOnly: d.in.ReadOnly,
		Explain:  d.in.Explain,
		Filter:   d.filter,
	}
	v := rules.Evaluate(d.pol, call)
	d.verdict = &v
	return d.reply(d.strict(d.limit(d.result(v))))
}

// reply fits the result to what pregate knows and to the event it answers.
// It never turns a deny or ask into less.
//
// Unknown is never safe: for a tool, permission mode or hook event pregate
// does not know, the rules and the floor have applied as usual, but an
// allow becomes no opinion, so Claude Code's own rules decide. Monitor and
// PowerShell calls are never allowed either: Claude Code sets Monitor
// allows aside in auto mode, and PowerShell is not decomposed.
//
// PreSkillShellCommand (2.1.332) cannot wait for a person: an ask there is
// a deny saying so, and an allow adds nothing, so it is no opinion.
func (d *decider) reply(res Result) Result {
	res.Event = d.ev.HookEventName
	for i := range d.pol.Claude.Keys {
		res.Trace = append(res.Trace, Step{Kind: StepSettings, Setting: &d.pol.Claude.Keys[i]})
	}
	if res.Decision == hook.Ask && d.pol.Claude.DenyInsteadOfPrompting {
		// Claude Code denies whatever would prompt; say so now.
		res.Decision = hook.Deny
		res.AgentReason = strings.TrimSpace(res.AgentReason + " This session's Claude Code settings deny instead of asking (denyInsteadOfPrompting).")
		res.OperatorReason += " (ask → deny: denyInsteadOfPrompting)"
		res.Trace = append(res.Trace, Step{Kind: StepCall, From: hook.Ask, To: hook.Deny, Why: "claude settings denyInsteadOfPrompting"})
	}
	unknown := d.ev.Unknowns()
	for _, u := range unknown {
		res.Trace = append(res.Trace, Step{Kind: StepUnknown, Subject: u})
	}
	if res.Decision == hook.Allow {
		var why string
		switch {
		case len(unknown) > 0:
			why = "unknown " + strings.Join(unknown, ", ")
		case d.ev.ToolName == "Monitor":
			why = "a Monitor call"
		case d.ev.ToolName == "PowerShell":
			why = "a PowerShell command"
		}
		if why != "" {
			res.Trace = append(res.Trace, Step{Kind: StepCall, From: hook.Allow, To: hook.None, Why: "pregate emits no allow for " + why})
			res.Decision, res.AgentReason = hook.None, ""
			res.OperatorReason = "no opinion: the rules allow this, but pregate emits no allow for " + why
		}
	}
	if d.ev.HookEventName == hook.PreSkillShellCommand {
		switch res.Decision {
		case hook.Ask:
			res.Decision = hook.Deny
			res.AgentReason = strings.TrimSpace(res.AgentReason + " This shell command comes from a skill's text, which cannot wait for approval: ask the user to run it themselves.")
			res.Trace = append(res.Trace, Step{Kind: StepCall, From: hook.Ask, To: hook.Deny, Why: "a skill's shell command cannot wait for approval"})
		case hook.Allow:
			res.Decision, res.AgentReason = hook.None, ""
			res.Trace = append(res.Trace, Step{Kind: StepCall, From: hook.Allow, To: hook.None, Why: "an allow adds nothing to a skill's shell command"})
		}
	}
	return res
}

// normalise turns the call into rule actions and applies the floor to
// every path it touches. A floor verdict ends the pipeline.
func (d *decider) normalise() (*floor.Verdict, error) {
	ev := d.ev
	switch ev.ToolName {
	case "Bash":
		cmd, ok := ev.String("command")
		if !ok {
			return nil, fmt.Errorf("%w: Bash call has no string command", errMalformed)
		}
		d.add(act.Action{Kind: act.CallAction, Tool: "Bash", Input: ev.ToolInput, Optional: true}, Part{Kind: PartCall})
		return d.bash(cmd)
	case "Monitor":
		// Monitor runs a shell command: its command is judged as Bash
		// (segments, floor, Bash rules), and the call itself is left for
		// Monitor rules, which can deny or ask but never allow.
		d.add(act.Action{Kind: act.CallAction, Tool: "Monitor", Input: ev.ToolInput}, Part{Kind: PartCall})
		if cmd, ok := ev.String("command"); ok {
			return d.bash(cmd)
		}
		return d.toolPaths(ev.ToolInput, true)
	case "LSP", "NotebookRead":
		// Some LSP operations name no file; those that do read it.
		field := "file_path"
		if ev.ToolName == "NotebookRead" {
			field = "notebook_path"
		}
		if p, ok := ev.String(field); ok && p != "" {
			if fp, ok := fileURI(p); ok {
				p = fp
			}
			return d.filePath(p, shell.Read)
		}
		d.add(act.Action{Kind: act.CallAction, Tool: ev.ToolName, Input: ev.ToolInput}, Part{Kind: PartCall})
		return d.toolPathsAs(verbRead, ev.ToolInput, false)
	case "Read", "Write", "Edit", "MultiEdit", "NotebookEdit":
		field := "file_path"
		if ev.ToolName == "NotebookEdit" {
			field = "notebook_path"
		}
		p, ok := ev.String(field)
		if !ok || p == "" {
			return nil, fmt.Errorf("%w: %s call has no string %s", errMalformed, ev.ToolName, field)
		}
		access := shell.Write
		if ev.ToolName == "Read" {
			access = shell.Read
		}
		if fp, ok := fileURI(p); ok {
			p = fp
		}
		return d.filePath(p, access)
	case "Grep", "Glob", "LS":
		p, _ := ev.String("path")
		if p == "" {
			p = ev.Cwd
		}
		if fp, ok := fileURI(p); ok {
			p = fp
		}
		if ev.ToolName == "Glob" {
			// An absolute or home-anchored pattern names a directory of
			// its own; the floor must see it as well as the path.
			if pat, ok := ev.String("pattern"); ok && (filepath.IsAbs(pat) || strings.HasPrefix(pat, "~")) {
				if fv := d.checkPath(globRoot(pat), shell.Read|floor.Tree); fv != nil {
					return fv, nil
				}
			} else if ok && climbs("/"+pat) {
				// A relative pattern that climbs ("../h/.ssh/*") lists
				// the directory it climbs to.
				root := p
				if !filepath.IsAbs(root) && !strings.HasPrefix(root, "~") {
					root = filepath.Join(ev.Cwd, root)
				}
				if fv := d.checkPath(globRoot(filepath.Join(root, pat)), shell.Read|floor.Tree); fv != nil {
					return fv, nil
				}
			}
		}
		if ev.ToolName == "Grep" {
			// A Grep limited by glob reads the files the glob names: a
			// Grep limited to .env reads .env.
			if g, ok := ev.String("glob"); ok && g != "" {
				if fv := d.checkPath(grepGlob(p, g), shell.Read); fv != nil {
					return fv, nil
				}
			}
		}
		// A search reads the whole tree under its path: searching a
		// directory that holds a protected file is reading it.
		return d.filePath(p, shell.Read|floor.Tree)
	case "WebFetch":
		a := act.Action{Kind: act.CallAction, Tool: ev.ToolName, Input: ev.ToolInput}
		if raw, ok := ev.String("url"); ok {
			if p, ok := fileURI(raw); ok {
				if fv := d.checkPath(p, shell.Read); fv != nil {
					return fv, nil
				}
			}
			if u, ok := uri.Parse(raw); ok {
				a.Domain = strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
			}
		}
		d.add(a, Part{Kind: PartCall})
		return nil, nil
	default:
		d.add(act.Action{Kind: act.CallAction, Tool: ev.ToolName, Input: ev.ToolInput}, Part{Kind: PartCall})
		if hook.IsMCPTool(ev.ToolName) || !hook.KnownTool(ev.ToolName) {
			// An MCP tool or a tool pregate does not know: whatever in
			// its input names a path goes through the floor.
			return d.toolPaths(ev.ToolInput, true)
		}
		// A built-in tool pregate knows writes no path of its input, but
		// may read one (ReadMcpResourceTool's file:// uri).
		return d.toolPathsAs(verbRead, ev.ToolInput, false)
	}
}

// fileURI is the path of a file:// URI.
func fileURI(s string) (string, bool) {
	if len(s) > 7 && strings.EqualFold(s[:7], "file://") {
		return fileURIPaths(s)[0], true
	}
	return "", false
}

func (d *decider) add(a act.Action, p Part) {
	d.actions = append(d.actions, a)
	d.parts = append(d.parts, p)
}

// filePath is a file tool's own path: one call action carrying the path.
func (d *decider) filePath(given string, access shell.Access) (*floor.Verdict, error) {
	if fv := d.checkPath(given, access); fv != nil {
		return fv, nil
	}
	r := d.resolve(given, d.ev.Cwd)
	d.paths = append(d.paths, PathRef{Given: given, Resolved: r.Resolved, Action: roleOf(access)})
	a := act.Action{Kind: act.CallAction, Tool: d.ev.ToolName, Input: d.ev.ToolInput, Path: r.Lexical}
	if r.Resolved != r.Lexical {
		a.Resolved = r.Resolved
	}
	d.add(a, Part{Kind: PartCall, Path: r.Lexical, Resolved: a.Resolved})
	return nil, nil
}

// resolve resolves a path of the call, through the floor's memo of the
// file system when there is a floor.
func (d *decider) resolve(given, cwd string) floor.Resolution {
	if len(d.floors) > 0 {
		return d.floors[0].Resolve(given, cwd, d.in.Home)
	}
	return floor.Resolve(given, cwd, d.in.Home)
}

func (d *decider) checkPath(given string, access shell.Access) *floor.Verdict {
	for _, f := range d.floors {
		if v := d.keep(f.CheckPath(given, d.ev.Cwd, access)); v != nil {
			return v
		}
	}
	return nil
}

// bash decomposes the command into segments, applies the floor to each and
// adds a segment action per program and a read or write action per path.
func (d *decider) bash(command string) (*floor.Verdict, error) {
	segs := d.decompose(command)
	// Room for every action up front (a segment's and one per path), and
	// one array for every segment's argv, rather than growing both lists
	// from one and allocating each argv on its own.
	n, words := len(segs), 0
	for i := range segs {
		n += len(segs[i].Paths)
		for _, pr := range segs[i].Paths {
			n += len(pr.Known)
		}
		words += len(segs[i].Argv)
	}
	d.actions = slices.Grow(d.actions, n)
	d.parts = slices.Grow(d.parts, n)
	argvs := make([]string, 0, words)
	for i := range segs {
		seg := &segs[i]
		var argv []string
		if len(seg.Argv) > 0 {
			start := len(argvs)
			for _, w := range seg.Argv {
				argvs = append(argvs, w.Value)
			}
			argv = argvs[start:len(argvs):len(argvs)]
		} else {
			argv = seg.Args()
		}
		for _, f := range d.floors {
			if fv := d.keep(f.CheckSegment(seg)); fv != nil {
				return fv, nil
			}
		}
		d.add(act.Action{Kind: act.SegmentAction, Tool: "Bash", Input: d.ev.ToolInput, Segment: seg},
			Part{Kind: PartSegment, Argv: argv, Nesting: seg.Nesting, Why: seg.Why})
		cwd := seg.Cwd
		for _, pr := range seg.Paths {
			if pr.Dynamic || cwd == "" {
				// A path pregate cannot spell out is unresolved for
				// allow purposes: nothing pre-allows it.
				d.addPath(pr, "", pr.Path, false)
				for _, k := range pr.Known {
					if cwd == "" {
						break
					}
					// The values the command gives its own variables
					// are more paths for deny and ask rules; the
					// dynamic one above still keeps any allow away.
					if pr.Prefix {
						d.addPrefix(pr, k, cwd)
						continue
					}
					r := d.resolve(k, cwd)
					d.addPath(pr, r.Lexical, r.Resolved, false)
				}
				continue
			}
			if pr.Prefix {
				d.addPrefix(pr, pr.Path, cwd)
				continue
			}
			r := d.resolve(pr.Path, cwd)
			d.addPath(pr, r.Lexical, r.Resolved, d.preallowed(r, pr))
		}
	}
	return nil, nil
}

func (d *decider) addPath(pr shell.PathRef, lexical, resolved string, pre bool) {
	d.addPathAction(pr, lexical, resolved, pre, false)
}

// addPrefix adds the path action of a prefix (shell.PathRef.Prefix,
// split's and csplit's PREFIX, given as the command spells it): the
// start of the names the program writes, each completed by a suffix
// without a slash, so in the directory the prefix names up to its last
// slash. Path and Resolved are that directory, resolved, joined with the
// rest of the prefix as it is written ("out/" stays "…/out/", "." stays
// "…/."): the rules match it as a prefix (act.Action.Prefix). It is
// preallowed when every completion is inside a root the write may go to.
func (d *decider) addPrefix(pr shell.PathRef, given, cwd string) {
	dir, base := ".", given
	if i := strings.LastIndexByte(given, '/'); i >= 0 {
		dir, base = given[:i+1], given[i+1:]
	}
	r := d.resolve(dir, cwd)
	join := func(p string) string {
		switch p {
		case "":
			return ""
		case "/":
			return "/" + base
		}
		return p + "/" + base
	}
	lexical, resolved := join(r.Lexical), join(r.Resolved)
	// Every completion lies in the same directory: one with any suffix
	// stands for them all.
	pre := lexical != "" && resolved != "" && d.preallowed(floor.Resolution{Lexical: lexical + "x", Resolved: resolved + "x"}, pr)
	d.addPathAction(pr, lexical, resolved, pre, true)
}

func (d *decider) addPathAction(pr shell.PathRef, lexical, resolved string, pre, prefix bool) {
	kind := act.ReadAction
	if pr.Access&shell.Write != 0 {
		kind = act.WriteAction
	}
	a := act.Action{Kind: kind, Tool: "Bash", Input: d.ev.ToolInput, Path: lexical, Preallowed: pre, Prefix: prefix}
	if resolved != lexical {
		a.Resolved = resolved
	}
	d.paths = append(d.paths, PathRef{Given: pr.Path, Resolved: resolved, Action: roleOf(pr.Access)})
	d.add(a, Part{Kind: roleOf(pr.Access).Part(), Path: lexical, Resolved: a.Resolved})
}

// preallowed is Claude Code's own leniency, which a hook allow must not
// exceed. Reads inside the project need no rule of their own. A file a
// command writes as its operand (touch f, cp a b) is approved with the
// command, as long as it is inside the write scope. A redirect target is
// checked by Claude Code like an Edit of the file: it needs no rule only
// in acceptEdits and bypassPermissions and inside the project; anywhere
// else it needs an Edit allow, or the call is left to Claude Code's own
// prompt.
func (d *decider) preallowed(r floor.Resolution, pr shell.PathRef) bool {
	if r.Lexical == "" || r.Resolved == "" {
		return false
	}
	inside := func(root string) bool {
		return root != "" && within(r.Lexical, root) && within(r.Resolved, root)
	}
	if pr.Access&shell.Write == 0 {
		return inside(d.env.Project)
	}
	if pr.Via == "operand" {
		return inside(d.env.Project) || inside(d.in.Tmp)
	}
	switch d.ev.PermissionMode {
	case "acceptEdits", "bypassPermissions":
		return inside(d.env.Project)
	}
	return false
}

func within(p, root string) bool {
	if p == root {
		return true
	}
	// p has root, without a final slash, and then a slash: no string
	// of the two is built.
	root = strings.TrimSuffix(root, "/")
	return len(p) > len(root) && p[len(root)] == '/' && strings.HasPrefix(p, root)
}

// globRoot is the directory part of a glob before its first metacharacter.
func globRoot(pat string) string {
	i := strings.IndexAny(pat, "*?[{")
	if i < 0 {
		return pat
	}
	return filepath.Dir(pat[:i] + "x")
}

// FailClosed is the deny for input pregate could not read before the
// pipeline could start (an unreadable event). what is said to the agent.
func FailClosed(err error, what string) Result { return failClosed(err, what) }
