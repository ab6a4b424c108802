package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/rules/load"
)

// install, uninstall and doctor for the agents other than Claude Code.
// Each agent's hook file is edited with the same text surgery as Claude
// Code's settings: only pregate's own entries change, the rest of the file
// stays byte-identical, the first change saves a .pregate-backup, and
// running again changes nothing.

// clientSpec is where an agent reads its pre-tool hooks and how an entry
// is shaped there.
type clientSpec struct {
	client client.Client
	// user and project are the hook files; env names a variable that
	// moves the user's folder (CODEX_HOME).
	user    func(home string) string
	project func(root string) string
	env     string
	// events are the keys under "hooks" pregate is wired to.
	events []string
	// grouped: each event holds matcher groups {"matcher", "hooks": [...]};
	// otherwise the handlers themselves. matcher "" writes no matcher.
	grouped bool
	matcher string
	// version: the file carries "version": 1 (Copilot, Cursor).
	version bool
	// commandKey is the handler member holding the shell command.
	commandKey string
	handler    func(command string, timeout int) any
	// failOpen says what the agent does when the hook fails; doctor
	// prints it as a warning.
	failOpen string
	// notes are printed after an install.
	notes []string
}

type codexHandler struct {
	Type    string `json:"type"`
	Command string `json:"command"`
	Timeout int    `json:"timeout"`
}

type geminiHandler struct {
	Type    string `json:"type"`
	Command string `json:"command"`
	Name    string `json:"name"`
	Timeout int    `json:"timeout"` // milliseconds
}

type copilotHandler struct {
	Type       string `json:"type"`
	Bash       string `json:"bash"`
	TimeoutSec int    `json:"timeoutSec"`
}

type cursorHandler struct {
	Command string `json:"command"`
}

type clientGroup struct {
	Matcher string `json:"matcher,omitempty"`
	Hooks   []any  `json:"hooks"`
}

var clientSpecs = sync.OnceValue(func() map[client.Client]clientSpec {
	return map[client.Client]clientSpec{
		client.Codex: {
			client:     client.Codex,
			user:       func(home string) string { return filepath.Join(home, ".codex", "hooks.json") },
			project:    func(root string) string { return filepath.Join(root, ".codex", "hooks.json") },
			env:        "CODEX_HOME",
			events:     []string{"PreToolUse"},
			grouped:    true,
			commandKey: "command",
			handler: func(c string, t int) any {
				return codexHandler{Type: "command", Command: c, Timeout: t}
			},
			failOpen: "Codex lets a call through when its hook exits with an error, times out or cannot start; pregate never exits that way, but a moved or deleted binary leaves Codex unguarded",
			notes: []string{
				"Codex runs a new or changed hook only once it is trusted: open Codex and trust it under /hooks",
				"Codex enforces only deny: pregate sends an ask as a deny that says a human must run the call",
			},
		},
		client.Gemini: {
			client:     client.Gemini,
			user:       func(home string) string { return filepath.Join(home, ".gemini", "settings.json") },
			project:    func(root string) string { return filepath.Join(root, ".gemini", "settings.json") },
			events:     []string{"BeforeTool"},
			grouped:    true,
			matcher:    ".*",
			commandKey: "command",
			handler: func(c string, t int) any {
				return geminiHandler{Type: "command", Command: c, Name: "pregate", Timeout: t * 1000}
			},
			failOpen: "Gemini CLI lets a call through when its hook exits with a code other than 0 or 2, or times out; pregate never exits that way, but a moved or deleted binary leaves Gemini CLI unguarded",
			notes: []string{
				"a headless Gemini CLI run has no one to ask, and older versions have no ask: pregate sends an ask as a deny that says a human must run the call",
				"Gemini CLI runs a project's hooks only in a trusted folder, and asks again when they change",
			},
		},
		client.Copilot: {
			client:     client.Copilot,
			user:       func(home string) string { return filepath.Join(home, ".copilot", "hooks", "pregate.json") },
			project:    func(root string) string { return filepath.Join(root, ".github", "hooks", "pregate.json") },
			events:     []string{"preToolUse"},
			version:    true,
			commandKey: "bash",
			handler: func(c string, t int) any {
				return copilotHandler{Type: "command", Bash: c, TimeoutSec: t}
			},
			failOpen: "Copilot CLI skips a hook that exits non-zero or times out and runs the call; pregate always exits 0 for Copilot, but a moved or deleted binary leaves Copilot unguarded",
			notes: []string{
				"Copilot CLI asks the user on a hook's ask, but --allow-all-tools (--yolo) is reported to approve it without asking: an ask guards only runs without it",
			},
		},
		client.Cursor: {
			client:     client.Cursor,
			user:       func(home string) string { return filepath.Join(home, ".cursor", "hooks.json") },
			project:    func(root string) string { return filepath.Join(root, ".cursor", "hooks.json") },
			events:     []string{"beforeShellExecution", "beforeReadFile", "beforeMCPExecution", "preToolUse"},
			version:    true,
			commandKey: "command",
			handler:    func(c string, t int) any { return cursorHandler{Command: c} },
			failOpen:   "Cursor's behaviour when a hook crashes is not documented; exit 2 blocks, so pregate exits 2 on every deny",
			notes: []string{
				"Cursor can also run Claude Code's hooks from .claude/settings*.json when third-party hooks are on; this entry is Cursor's own",
			},
		},
	}
})

func specFor(name string) (clientSpec, error) {
	c, err := client.Lookup(name)
	if err != nil {
		return clientSpec{}, usageErr("--client: %v", err)
	}
	s, ok := clientSpecs()[c]
	if !ok {
		return clientSpec{}, usageErr("--client %s has no hook file of its own", name)
	}
	return s, nil
}

// clientTarget is the hook file install, uninstall and doctor use.
func clientTarget(p installParams, s clientSpec) (string, error) {
	if path, err := namedTarget(p, s.project); path != "" || err != nil {
		return path, err
	}
	return s.userFile(p.home, os.Getenv)
}

func (s clientSpec) userFile(home string, getenv func(string) string) (string, error) {
	if s.env != "" {
		if d := getenv(s.env); d != "" {
			return filepath.Join(d, filepath.Base(s.user(home))), nil
		}
	}
	if home == "" {
		return "", usageErr("no home directory: cannot place the %s hook file", s.client)
	}
	return s.user(home), nil
}

func clientHookCommand(binary string, c client.Client, policies []string) string {
	words := []string{shellQuote(binary)}
	if !isHookOnly(binary) {
		words = append(words, "hook")
	}
	words = append(words, "--client", string(c))
	for _, f := range policies {
		words = append(words, "--policy", shellQuote(f))
	}
	return strings.Join(words, " ")
}

func runClientInstall(p installParams, stdout io.Writer) error {
	s, err := specFor(p.client)
	if err != nil {
		return err
	}
	path, err := clientTarget(p, s)
	if err != nil {
		return err
	}
	if p.timeout <= 0 {
		return usageErr("--timeout must be a positive number of seconds")
	}
	binary, policies, err := hookArgs(p, true)
	if err != nil {
		return err
	}
	binary, entryNote := hookEntryBinary(p, binary)
	command := clientHookCommand(binary, s.client, policies)
	cur, err := readSettings(path)
	if err != nil {
		return err
	}
	out, action, err := installClient(cur.data, s, s.handler(command, p.timeout))
	if err != nil {
		return settingsErr(path, err)
	}
	if entryNote != "" {
		fmt.Fprintf(stdout, "note: %s\n", entryNote)
	}
	if action == actionNone {
		fmt.Fprintf(stdout, "already installed in %s\n  command: %s\n", path, command)
		return nil
	}
	if p.dryRun {
		fmt.Fprintf(stdout, "would %s pregate for %s in %s (dry run, nothing written)\n", action, s.client, path)
		writeDiff(stdout, path, cur.data, out)
		return nil
	}
	backup, err := writeSettings(cur, out)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	fmt.Fprintf(stdout, "%s pregate for %s in %s\n  command: %s\n", pastTense(action), s.client, path, command)
	if backup != "" {
		fmt.Fprintf(stdout, "  previous content saved as %s\n", backup)
	}
	for _, n := range append([]string{s.failOpen}, s.notes...) {
		fmt.Fprintf(stdout, "note: %s\n", n)
	}
	return nil
}

func runClientUninstall(p installParams, stdout io.Writer) error {
	s, err := specFor(p.client)
	if err != nil {
		return err
	}
	path, err := clientTarget(p, s)
	if err != nil {
		return err
	}
	cur, err := readSettings(path)
	if err != nil {
		return err
	}
	out, removed, err := uninstallClient(cur.data, s, p.self)
	if err != nil {
		return settingsErr(path, err)
	}
	if removed == 0 {
		fmt.Fprintf(stdout, "not installed in %s\n", path)
		return nil
	}
	if p.dryRun {
		fmt.Fprintf(stdout, "would remove %d pregate hook %s from %s (dry run, nothing written)\n", removed, plural(removed, "entry", "entries"), path)
		writeDiff(stdout, path, cur.data, out)
		return nil
	}
	backup, err := writeSettings(cur, out)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	fmt.Fprintf(stdout, "removed %d pregate hook %s from %s\n", removed, plural(removed, "entry", "entries"), path)
	if backup != "" {
		fmt.Fprintf(stdout, "  previous content saved as %s\n", backup)
	}
	return nil
}

// clientRef is one pregate handler in an agent's hook file.
type clientRef struct {
	handler        *jnode
	group          *jnode // grouped files only
	groupIdx, idx  int
	command        string
	words          []string
	timeoutSeconds float64 // 0: not set
}

func (s clientSpec) find(src []byte, list *jnode, binary string) []clientRef {
	if list == nil {
		return nil
	}
	var out []clientRef
	check := func(h, g *jnode, gi, hi int) {
		c, _ := h.get(s.commandKey)
		if c == nil || c.kind != '"' {
			return
		}
		r := clientRef{handler: h, group: g, groupIdx: gi, idx: hi}
		_ = json.Unmarshal(src[c.start:c.end], &r.command)
		r.words = shellWords(r.command)
		if !isPregateHook(r.words, binary) {
			return
		}
		for _, k := range []string{"timeout", "timeoutSec"} {
			if t, _ := h.get(k); t != nil {
				_ = json.Unmarshal(src[t.start:t.end], &r.timeoutSeconds)
				if s.client == client.Gemini {
					r.timeoutSeconds /= 1000
				}
			}
		}
		out = append(out, r)
	}
	for i, e := range list.elems {
		if !s.grouped {
			check(e, nil, -1, i)
			continue
		}
		hs, _ := e.get("hooks")
		if hs == nil || hs.kind != '[' {
			continue
		}
		for j, h := range hs.elems {
			check(h, e, i, j)
		}
	}
	return out
}

// entry is what install appends to hooks.EVENT: a matcher group or the
// handler itself.
func (s clientSpec) entry(h any) any {
	if s.grouped {
		return clientGroup{Matcher: s.matcher, Hooks: []any{h}}
	}
	return h
}

// installClient wires want under every event of s, one event at a time.
func installClient(src []byte, s clientSpec, want any) ([]byte, string, error) {
	action := actionNone
	for _, ev := range s.events {
		out, a, err := installClientEvent(src, s, ev, want)
		if err != nil {
			return nil, "", err
		}
		src = out
		if a == actionAdd || action == actionNone {
			action = cmpAction(action, a)
		}
	}
	return src, action, nil
}

func cmpAction(a, b string) string {
	if a == actionAdd || b == actionAdd {
		return actionAdd
	}
	if a == actionUpdate || b == actionUpdate {
		return actionUpdate
	}
	return actionNone
}

func installClientEvent(src []byte, s clientSpec, event string, want any) ([]byte, string, error) {
	if len(bytes.TrimSpace(src)) == 0 {
		doc := map[string]any{"hooks": map[string]any{event: []any{s.entry(want)}}}
		if s.version {
			doc["version"] = 1
		}
		return []byte(marshalIndent(doc, "", "  ") + "\n"), actionAdd, nil
	}
	root, err := parseSettings(src)
	if err != nil {
		return nil, "", err
	}
	hooks, list, err := eventHooks(src, root, event)
	if err != nil {
		return nil, "", err
	}
	unit := indentUnit(src, root)
	binary := ""
	if w := shellWords(handlerCommand(want)); len(w) > 0 {
		binary = w[0]
	}
	found := s.find(src, list, binary)
	var edits []edit
	action := actionUpdate
	switch {
	case hooks == nil:
		action = actionAdd
		edits = append(edits, appendItems(src, root, unit, func(in string) []string {
			items := []string{`"hooks": ` + marshalIndent(map[string]any{event: []any{s.entry(want)}}, in, unit)}
			if _, i := root.get("version"); s.version && i < 0 {
				items = append([]string{`"version": 1`}, items...)
			}
			return items
		}))
	case list == nil:
		action = actionAdd
		edits = append(edits, appendItems(src, hooks, unit, func(in string) []string {
			return []string{marshalIndent(event, "", "") + ": " + marshalIndent([]any{s.entry(want)}, in, unit)}
		}))
	case len(found) == 0:
		action = actionAdd
		edits = append(edits, appendItems(src, list, unit, func(in string) []string {
			return []string{marshalIndent(s.entry(want), in, unit)}
		}))
	default:
		first := found[0].handler
		var cur, wantv any
		_ = json.Unmarshal(src[first.start:first.end], &cur)
		_ = json.Unmarshal([]byte(marshalIndent(want, "", "")), &wantv)
		if !reflect.DeepEqual(cur, wantv) {
			edits = append(edits, edit{first.start, first.end, marshalIndent(want, lineIndent(src, first.start), unit)})
		}
		if len(found) > 1 {
			edits = append(edits, s.remove(root, hooks, list, event, found[1:])...)
		}
	}
	if len(edits) == 0 {
		return src, actionNone, nil
	}
	return applyEdits(src, edits), action, nil
}

func handlerCommand(h any) string {
	switch h := h.(type) {
	case codexHandler:
		return h.Command
	case geminiHandler:
		return h.Command
	case copilotHandler:
		return h.Bash
	case cursorHandler:
		return h.Command
	}
	return ""
}

// remove deletes the handlers in drop from hooks.EVENT and whatever that
// leaves empty: a matcher group, the event's list, hooks.
func (s clientSpec) remove(root, hooks, list *jnode, event string, drop []clientRef) []edit {
	var edits []edit
	emptied := map[int]bool{}
	if s.grouped {
		byGroup := map[int]map[int]bool{}
		for _, r := range drop {
			if byGroup[r.groupIdx] == nil {
				byGroup[r.groupIdx] = map[int]bool{}
			}
			byGroup[r.groupIdx][r.idx] = true
		}
		for gi, idx := range byGroup {
			hs, _ := list.elems[gi].get("hooks")
			if len(idx) == len(hs.elems) {
				emptied[gi] = true
				continue
			}
			edits = append(edits, removeItems(hs, idx)...)
		}
	} else {
		for _, r := range drop {
			emptied[r.idx] = true
		}
	}
	if len(emptied) < len(list.elems) {
		return append(edits, removeItems(list, emptied)...)
	}
	_, ei := hooks.get(event)
	if len(hooks.members) > 1 {
		return append(edits, removeItems(hooks, map[int]bool{ei: true})...)
	}
	_, hi := root.get("hooks")
	return append(edits, removeItems(root, map[int]bool{hi: true})...)
}

// uninstallClient removes every pregate handler under every event of s.
func uninstallClient(src []byte, s clientSpec, binary string) ([]byte, int, error) {
	removed := 0
	for _, ev := range s.events {
		if len(bytes.TrimSpace(src)) == 0 {
			break
		}
		root, err := parseSettings(src)
		if err != nil {
			return nil, 0, err
		}
		hooks, list, err := eventHooks(src, root, ev)
		if err != nil {
			return nil, 0, err
		}
		found := s.find(src, list, binary)
		if len(found) == 0 {
			continue
		}
		src = applyEdits(src, s.remove(root, hooks, list, ev, found))
		removed += len(found)
	}
	return src, removed, nil
}

// ---- doctor --client ----

// doctorClient checks an agent's hook files and runs the hook it finds
// with a force push in that agent's shape.
func doctorClient(p doctorParams, name string, w io.Writer) error {
	s, err := specFor(name)
	if err != nil {
		return err
	}
	d := &doctor{w: w}
	if p.self == "" {
		d.warn("binary: cannot tell where this binary is")
	} else {
		d.ok("binary: %s (pregate %s)", p.self, Version())
	}
	var files []settingsScope
	if u, err := s.userFile(p.home, os.Getenv); err == nil {
		files = append(files, settingsScope{"user", u})
	}
	if root := load.ProjectRoot(p.projectDir, p.cwd, p.home); root != "" {
		files = append(files, settingsScope{"project", s.project(root)})
	}
	var run []string
	timeout := p.selfTestTimeout
	wired := 0
	for _, f := range files {
		sf, err := readSettings(f.path)
		if err != nil {
			d.fail("%s hook file: %v", f.scope, errors.Unwrap(err))
			continue
		}
		if !sf.exists || len(bytes.TrimSpace(sf.data)) == 0 {
			continue
		}
		root, err := parseSettings(sf.data)
		if err != nil {
			d.fail("%s hook file: %s: %v", f.scope, f.path, err)
			continue
		}
		for _, ev := range s.events {
			_, list, err := eventHooks(sf.data, root, ev)
			if err != nil {
				d.fail("%s hook file: %s: %v", f.scope, f.path, err)
				continue
			}
			refs := s.find(sf.data, list, "")
			if len(refs) == 0 {
				d.fail("%s hook file: %s does not run pregate for %s; run pregate install --client %s", f.scope, f.path, ev, s.client)
				continue
			}
			for _, r := range refs {
				wired++
				line, _ := lineCol(sf.data, r.handler.start)
				where := fmt.Sprintf("%s hook file %s:%d", f.scope, f.path, line)
				d.ok("%s: runs %q for %s", where, r.command, ev)
				if !hasClientFlag(r.words, s.client) {
					d.fail("%s: the command has no --client %s: pregate would read %s's events as Claude Code's and deny every call", where, s.client, s.client)
				}
				prog := expandWord(r.words[0], p.home, "")
				bin := doctorBinary(d, where, prog, p.self)
				if run == nil && bin != "" && !shellSyntax(r.command) && (f.scope == "user" || sameFile(bin, p.self)) {
					run = []string{bin}
					for _, w := range r.words[1:] {
						run = append(run, expandWord(w, p.home, ""))
					}
					if r.timeoutSeconds > 0 {
						timeout = time.Duration(r.timeoutSeconds * float64(time.Second))
					}
				}
			}
		}
	}
	if wired == 0 {
		d.fail("hook files: no %s hook file runs pregate; run pregate install --client %s", s.client, s.client)
	}
	d.warn("%s", s.failOpen)
	if s.client == client.Codex {
		d.warn("Codex runs a new or changed hook only once it is trusted (under /hooks in Codex); doctor cannot see whether it is")
	}
	if run == nil && p.self != "" {
		run = []string{p.self, "hook", "--client", string(s.client)}
	}
	if run != nil {
		doctorClientSelfTest(d, s.client, run, timeout)
	}
	fmt.Fprintf(w, "%d FAIL, %d warn\n", d.fails, d.warns)
	if d.fails > 0 {
		return &exitError{code: 1, silent: true}
	}
	return nil
}

func hasClientFlag(words []string, c client.Client) bool {
	for i, w := range words {
		if w == "--client="+string(c) || w == "--client" && i+1 < len(words) && words[i+1] == string(c) {
			return true
		}
	}
	return false
}

// clientSelfTestEvent is a force push in the agent's own event shape.
func clientSelfTestEvent(c client.Client, dir string) []byte {
	var ev any
	switch c {
	case client.Codex:
		ev = map[string]any{"session_id": "pregate-doctor", "turn_id": "pregate-doctor", "transcript_path": nil, "cwd": dir,
			"hook_event_name": "PreToolUse", "model": "pregate-doctor", "permission_mode": "default",
			"tool_name": "Bash", "tool_input": map[string]string{"command": selfTestCommand}, "tool_use_id": "pregate-doctor"}
	case client.Gemini:
		ev = map[string]any{"session_id": "pregate-doctor", "transcript_path": "", "cwd": dir, "hook_event_name": "BeforeTool",
			"timestamp": time.Now().UTC().Format(time.RFC3339), "tool_name": "run_shell_command",
			"tool_input": map[string]string{"command": selfTestCommand}}
	case client.Copilot:
		ev = map[string]any{"sessionId": "pregate-doctor", "timestamp": time.Now().UnixMilli(), "cwd": dir,
			"toolName": "bash", "toolArgs": map[string]string{"command": selfTestCommand}}
	case client.Cursor:
		ev = map[string]any{"hook_event_name": "beforeShellExecution", "conversation_id": "pregate-doctor",
			"workspace_roots": []string{dir}, "cwd": dir, "command": selfTestCommand}
	}
	b, _ := json.Marshal(ev)
	return b
}

// clientDenied reads the hook's answer in the agent's shape: whether it is
// a deny the agent enforces, with the exit code it needs.
func clientDenied(c client.Client, stdout []byte, code int) (bool, string) {
	var m map[string]any
	if err := json.Unmarshal(bytes.TrimSpace(stdout), &m); err != nil {
		return false, fmt.Sprintf("printed %s (exit %d), not one JSON object", excerpt(stdout), code)
	}
	get := func(path ...string) string {
		var v any = m
		for _, k := range path {
			o, _ := v.(map[string]any)
			v = o[k]
		}
		s, _ := v.(string)
		return s
	}
	switch c {
	case client.Codex:
		if get("hookSpecificOutput", "permissionDecision") == "deny" && get("hookSpecificOutput", "permissionDecisionReason") != "" && code == 0 {
			return true, ""
		}
	case client.Gemini:
		if get("decision") == "deny" && get("reason") != "" {
			return true, ""
		}
	case client.Copilot:
		if get("permissionDecision") == "deny" && code == 0 {
			return true, ""
		}
	case client.Cursor:
		if get("permission") == "deny" && code == 2 {
			return true, ""
		}
	}
	return false, fmt.Sprintf("answered %s (exit %d)", excerpt(stdout), code)
}

func doctorClientSelfTest(d *doctor, c client.Client, argv []string, timeout time.Duration) {
	proj, err := os.MkdirTemp("", "pregate-doctor-")
	if err != nil {
		d.fail("self-test: %v", err)
		return
	}
	defer os.RemoveAll(proj)
	if err := os.Mkdir(filepath.Join(proj, ".git"), 0o700); err != nil {
		d.fail("self-test: %v", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = proj
	cmd.Stdin = bytes.NewReader(clientSelfTestEvent(c, proj))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	code := 0
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		d.fail("self-test: %s did not answer within %s", strings.Join(argv, " "), timeout)
		return
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		d.fail("self-test: %s: %v", strings.Join(argv, " "), err)
		return
	}
	if ok, why := clientDenied(c, stdout.Bytes(), code); !ok {
		d.fail("self-test: %s %s to a %s %q, want a deny %s enforces%s", strings.Join(argv, " "), why, c, selfTestCommand, c, stderrNote(stderr.Bytes()))
		return
	}
	d.ok("self-test: %s denied %q in %s's shape", strings.Join(argv, " "), selfTestCommand, c)
}
