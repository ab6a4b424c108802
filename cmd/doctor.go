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
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/load"
)

// Output rules of `pregate doctor`: one line per check on stdout, starting
// with "ok", "warn" or "FAIL" in a column of its own, then what was
// checked and what was found. A FAIL is something that stops pregate
// protecting the user (or makes it block everything); a warn is worth a
// look. The exit code is 1 when any check FAILs.

type doctorParams struct {
	cwd, home, projectDir, claudeConfigDir, claudeManagedDir string
	self                                                     string
	// selfTestTimeout bounds the live hook run when the entry names no
	// timeout.
	selfTestTimeout time.Duration
	// json prints the checks as one JSON object instead of lines.
	json bool
}

func newDoctorCmd() *cobra.Command {
	var asJSON bool
	clientName := "claude"
	c := &cobra.Command{
		Use:   "doctor",
		Short: "Check the installation end to end",
		Long: `Doctor checks that pregate protects this user in this directory, and prints
one line per check — ok, warn or FAIL:

  - this binary: path and version;
  - each Claude Code settings file (user, project, local, managed) that runs
    pregate hook (or the hook-only binary pregate-hook): onFailure "block"
    and a timeout set, a matcher that sees every tool, the binary it names
    exists, is executable and is this one, or is the pregate-hook of this
    release (its version line is this binary's);
    hooks switched off by disableAllHooks or allowManagedHooksOnly;
  - each pregate entry (PreToolUse and PreSkillShellCommand) against the
    Claude Code on PATH (claude --version): a field that version does not
    know FAILs, since from 2.1.328 it ignores the whole settings file for
    it; what the version does not honour is a warn;
  - the working-directory keys of Claude Code's permissions
    (blockWritesOutsideWorkingDirectories, denyInsteadOfPrompting, …);
  - the policy files discovered from the current directory load
    (errors as file:line:col);
  - the audit log's directory is writable;
  - a live self-test: the hook found in the settings is run with the
    arguments of its command (directly, not through a shell; from project
    settings only when it is this binary), else this binary's hook, with an
    event for "git push --force origin main" in a temporary project; it must
    answer with one JSON deny and exit 2; a pregate-hook must give the same
    answer, byte for byte, as this binary's hook with the same arguments.
    The self-test appends one record to the audit log (session id
    "pregate-doctor"), two when the entry runs pregate-hook.

Doctor reads settings and policy files and changes none of them.

--json prints one object: {"fail": N, "warn": N, "checks": [{"level":
"ok|warn|fail", "message"}]}.

Exit codes: 0 nothing FAILed, 1 something did.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			p := doctorParams{
				projectDir:       os.Getenv("CLAUDE_PROJECT_DIR"),
				claudeConfigDir:  os.Getenv("CLAUDE_CONFIG_DIR"),
				claudeManagedDir: os.Getenv("PREGATE_CLAUDE_MANAGED_DIR"),
				selfTestTimeout:  30 * time.Second,
			}
			p.cwd, _ = os.Getwd()
			p.home, _ = os.UserHomeDir()
			p.self = processEnv().Self
			p.json = asJSON
			if clientName != "claude" {
				return doctorClient(p, clientName, c.OutOrStdout())
			}
			return runDoctor(p, c.OutOrStdout())
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the checks as one JSON object")
	c.Flags().StringVar(&clientName, "client", "claude", "check another agent's hook files: codex, gemini, copilot, cursor")
	return c
}

// doctor collects the results of the checks as they are printed.
type doctor struct {
	w     io.Writer
	fails int
	warns int
	// checks collects the lines for --json, which prints them at the end.
	checks []doctorCheck
	json   bool
}

type doctorCheck struct {
	Level   string `json:"level"`
	Message string `json:"message"`
}

func (d *doctor) ok(format string, a ...any)   { d.line("ok", format, a...) }
func (d *doctor) warn(format string, a ...any) { d.warns++; d.line("warn", format, a...) }
func (d *doctor) fail(format string, a ...any) { d.fails++; d.line("FAIL", format, a...) }

func (d *doctor) line(level, format string, a ...any) {
	if d.json {
		d.checks = append(d.checks, doctorCheck{strings.ToLower(level), hook.OneLine(fmt.Sprintf(format, a...))})
		return
	}
	fmt.Fprintf(d.w, "%-4s  %s\n", level, hook.OneLine(fmt.Sprintf(format, a...)))
}

// settingsScope is one Claude Code settings file doctor inspects.
type settingsScope struct {
	scope, path string
}

// wiredHook is a pregate handler found in a settings file.
type wiredHook struct {
	scope, path string
	ref         handlerRef
	binary      string   // words[0] resolved on PATH when bare; "" if not found
	args        []string // the words after it, expanded as sh would
	shell       bool     // the command uses shell syntax beyond plain words
}

// shellSyntax says whether a command line does more than run one program
// with plain arguments: doctor will not run such a line itself.
func shellSyntax(command string) bool {
	return strings.ContainsAny(command, ";&|<>`\n") || strings.Contains(command, "$(")
}

// expandWord expands what sh would in a plain word of a hook command:
// a leading ~/ and $VAR or ${VAR}. CLAUDE_PROJECT_DIR is the project.
func expandWord(w, home, project string) string {
	if strings.HasPrefix(w, "~/") && home != "" {
		w = filepath.Join(home, w[2:])
	}
	return os.Expand(w, func(k string) string {
		if k == "CLAUDE_PROJECT_DIR" && project != "" {
			return project
		}
		if k == "HOME" && home != "" {
			return home
		}
		return os.Getenv(k)
	})
}

func runDoctor(p doctorParams, w io.Writer) error {
	d := &doctor{w: w, json: p.json, checks: []doctorCheck{}}

	if p.self == "" {
		d.warn("binary: cannot tell where this binary is")
	} else if why := temporaryBinary(p.self, tempDirs()); why != "" {
		d.warn("binary: %s (pregate %s) is %s; install pregate before wiring it into Claude Code", p.self, Version(), why)
	} else {
		d.ok("binary: %s (pregate %s)", p.self, Version())
	}

	hooks := doctorSettings(d, p)
	doctorClaudeVersion(d, p)

	var policies []string
	for _, h := range hooks {
		if h.binary != "" {
			policies = policyArgs(h.args)
			break
		}
	}
	doctorPolicy(d, p, policies)
	doctorSelfTest(d, p, hooks)
	doctorBackstop(d, p, hooks)

	if d.json {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(struct {
			Fail   int           `json:"fail"`
			Warn   int           `json:"warn"`
			Checks []doctorCheck `json:"checks"`
		}{d.fails, d.warns, d.checks}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(w, "%d FAIL, %d warn\n", d.fails, d.warns)
	}
	if d.fails > 0 {
		return &exitError{code: 1, silent: true}
	}
	return nil
}

// settingsScopes lists the settings files Claude Code reads here, in the
// order doctor reports them.
func settingsScopes(p doctorParams) []settingsScope {
	var out []settingsScope
	user, err := userSettingsPath(p.claudeConfigDir, p.home)
	if err == nil {
		out = append(out, settingsScope{"user", user})
	}
	if root := load.ProjectRoot(p.projectDir, p.cwd, p.home); root != "" {
		proj := filepath.Join(root, ".claude", "settings.json")
		if proj != user {
			out = append(out, settingsScope{"project", proj})
		}
		out = append(out, settingsScope{"local", filepath.Join(root, ".claude", "settings.local.json")})
	}
	mdir := p.claudeManagedDir
	if mdir == "" {
		mdir = load.DefaultClaudeManagedDir
	}
	out = append(out, settingsScope{"managed", filepath.Join(mdir, "managed-settings.json")})
	if ents, err := os.ReadDir(filepath.Join(mdir, "managed-settings.d")); err == nil {
		for _, e := range ents {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") && !strings.HasPrefix(e.Name(), ".") {
				out = append(out, settingsScope{"managed", filepath.Join(mdir, "managed-settings.d", e.Name())})
			}
		}
	}
	return out
}

// doctorSettings inspects every settings file and returns the pregate
// hooks they wire.
func doctorSettings(d *doctor, p doctorParams) []wiredHook {
	var all []wiredHook
	managedOnly := ""
	managedWired := false
	for _, s := range settingsScopes(p) {
		sf, err := readSettings(s.path)
		if err != nil {
			d.fail("%s settings: %v", s.scope, errors.Unwrap(err))
			continue
		}
		if !sf.exists || len(bytes.TrimSpace(sf.data)) == 0 {
			continue
		}
		root, err := parseSettings(sf.data)
		var pre *jnode
		if err == nil {
			_, pre, err = preToolUse(sf.data, root)
		}
		if err != nil {
			var pe *settingsPosError
			if errors.As(err, &pe) {
				d.fail("%s settings: %s:%d:%d: %s", s.scope, s.path, pe.Line, pe.Col, pe.Msg)
			} else {
				d.fail("%s settings: %s: %v", s.scope, s.path, err)
			}
			continue
		}
		if v, _ := root.get("disableAllHooks"); v != nil && string(sf.data[v.start:v.end]) == "true" {
			if s.scope == "managed" {
				d.fail("%s settings: %s sets disableAllHooks: no hook runs, pregate included", s.scope, s.path)
			} else {
				d.fail("%s settings: %s sets disableAllHooks: no hook from user, project or local settings runs", s.scope, s.path)
			}
		}
		if v, _ := root.get("allowManagedHooksOnly"); s.scope == "managed" && v != nil && string(sf.data[v.start:v.end]) == "true" {
			managedOnly = s.path
		}
		refs := findHandlers(sf.data, pre, "")
		if len(refs) == 0 {
			d.ok("%s settings: %s does not run pregate", s.scope, s.path)
			continue
		}
		if s.scope == "managed" {
			managedWired = true
		}
		for _, r := range refs {
			h := wiredHook{scope: s.scope, path: s.path, ref: r}
			line, _ := lineCol(sf.data, r.handler.start)
			where := fmt.Sprintf("%s settings %s:%d", s.scope, s.path, line)
			matcher := "*"
			if r.hasMatcher {
				matcher = r.matcher
			}
			d.ok("%s: runs %q for matcher %q", where, r.command, matcher)
			if r.onFailure != "block" {
				got := "not set"
				if r.onFailure != "" {
					got = fmt.Sprintf("%q", r.onFailure)
				}
				d.fail("%s: onFailure is %s: a crash, a timeout or a missing binary lets the call through; run pregate install", where, got)
			}
			if !r.hasTimeout {
				d.warn("%s: no timeout: a hung hook holds each call for Claude Code's default of 600s", where)
			}
			if !matchesAll(r.matcher, r.hasMatcher) {
				d.warn("%s: matcher %q: pregate sees only the tools it matches; use \"*\"", where, r.matcher)
			}
			prog := r.words[0]
			h.args = r.words[1:]
			if !r.execForm {
				project := load.ProjectRoot(p.projectDir, p.cwd, p.home)
				prog = expandWord(prog, p.home, project)
				h.args = nil
				for _, w := range r.words[1:] {
					h.args = append(h.args, expandWord(w, p.home, project))
				}
				if h.shell = shellSyntax(r.command); h.shell {
					d.warn("%s: the command uses shell syntax; doctor checks its first word and does not run it", where)
				}
			}
			h.binary = doctorBinary(d, where, prog, p.self)
			all = append(all, h)
		}
	}
	if managedOnly != "" && !managedWired {
		d.fail("managed settings: %s sets allowManagedHooksOnly and no managed settings file runs pregate: the user's hook is ignored", managedOnly)
	}
	if len(all) == 0 {
		d.fail("settings: no Claude Code settings file runs pregate hook; run pregate install")
	}
	// Claude Code runs identical handlers once; different ones each run,
	// so every call is decided (and logged) more than once.
	cmds := map[string]bool{}
	for _, h := range all {
		cmds[h.ref.command] = true
	}
	if len(cmds) > 1 {
		d.warn("settings: %d different pregate hook commands are wired; each runs on every call and logs its own record", len(cmds))
	}
	return all
}

// doctorBinary checks the program a hook entry runs and returns its
// path, or "" when it cannot be run.
func doctorBinary(d *doctor, where, prog, self string) string {
	path := prog
	if !strings.ContainsRune(prog, filepath.Separator) {
		found, err := exec.LookPath(prog)
		if err != nil {
			d.fail("%s: %s is not on PATH: Claude Code cannot start the hook", where, prog)
			return ""
		}
		path = found
	}
	if err := checkExecutable(path); err != nil {
		d.fail("%s: %v: Claude Code cannot start the hook", where, err)
		return ""
	}
	switch {
	case isHookOnly(path):
		// The hook-only binary must be this release: the answer it gives
		// is checked against this binary's own by the self-test.
		if err := checkHookOnly(path); err != nil {
			d.fail("%s: %v: it may not answer as pregate hook does; install both binaries of one release", where, err)
		} else {
			d.ok("%s: %s is the hook-only binary of this release (%s)", where, path, Version())
		}
	case self == "":
	case sameFile(path, self):
		d.ok("%s: %s is this binary", where, path)
	default:
		d.warn("%s: %s is not this binary (%s); its version may differ", where, path, self)
	}
	return path
}

// policyArgs picks the --policy files out of a hook command's words.
func policyArgs(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		switch {
		case words[i] == "--policy" && i+1 < len(words):
			out = append(out, words[i+1])
			i++
		case strings.HasPrefix(words[i], "--policy="):
			out = append(out, strings.TrimPrefix(words[i], "--policy="))
		}
	}
	return out
}

// doctorPolicy loads the policy the hook would load for a call in the
// current directory and checks the audit log it names.
func doctorPolicy(d *doctor, p doctorParams, cliFiles []string) {
	opts := processEnv().Load
	opts.Cwd = p.cwd
	opts.CLIFiles = cliFiles
	pol, err := load.Load(opts)
	if err != nil {
		var list rules.LoadErrors
		var one *rules.LoadError
		switch {
		case errors.As(err, &list):
			for _, e := range list {
				d.fail("policy: %s", e.Error())
			}
		case errors.As(err, &one):
			d.fail("policy: %s", one.Error())
		default:
			d.fail("policy: %v", err)
		}
		d.fail("policy: the hook denies every call until the policy loads")
	} else {
		for _, wn := range pol.Warnings {
			d.warn("policy: %s", wn.Error())
		}
		switch n := len(pol.Files); n {
		case 0:
			d.ok("policy: no policy files; the builtin baseline applies")
		default:
			d.ok("policy: loaded %d %s: %s", n, plural(n, "file", "files"), strings.Join(pol.Files, ", "))
		}
		doctorClaudeKeys(d, pol.Claude.Keys)
	}
	log, required := gate.AuditLog(processEnv(), pol)
	path := log.Path
	if err := audit.Writable(path); err != nil {
		err := strings.TrimPrefix(err.Error(), "audit: ")
		if required {
			d.fail("audit log: %s: %s; audit.required is set, so every call is denied", path, err)
		} else {
			d.warn("audit log: %s: %s; decisions are not recorded", path, err)
		}
		return
	}
	d.ok("audit log: %s is writable", path)
}

// claudeKeyMeaning says what each working-directory key of Claude Code's
// settings does, and what pregate does with it.
var claudeKeyMeaning = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"blockWritesOutsideWorkingDirectories":        "Claude Code refuses Write, Edit and NotebookEdit outside the working directories in every mode; it does not limit Bash or MCP tools, pregate's floor does; pregate denies those writes too",
		"blockReadsOutsideWorkingDirectories":         "Claude Code refuses reads outside the working directories and asks about shell commands that name such paths; pregate denies file-tool reads there",
		"blockFileToolReadsOutsideWorkingDirectories": "Claude Code refuses file-tool reads outside the working directories; pregate denies them too",
		"denyInsteadOfPrompting":                      "Claude Code denies every call that would prompt; pregate's asks become denies",
		"additionalDirectories":                       "these are working directories too",
		"workingDirectoriesExclude":                   "these are not working directories",
	}
})

// doctorClaudeKeys reports the working-directory keys of the imported
// Claude Code settings.
func doctorClaudeKeys(d *doctor, keys []rules.ClaudeKey) {
	for _, k := range keys {
		if k.Ignored != "" {
			d.warn("claude settings: %s", k.String())
			continue
		}
		d.ok("claude settings: %s: %s", k.String(), claudeKeyMeaning()[k.Key])
	}
}

// selfTestCommand is the call every pregate must deny out of the box.
const selfTestCommand = "git push --force origin main"

// doctorSelfTest runs the hook as Claude Code would and checks that it
// denies a force push: one JSON object on stdout, decision deny, exit 2.
func doctorSelfTest(d *doctor, p doctorParams, hooks []wiredHook) {
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
	timeout := p.selfTestTimeout
	var argv []string
	what := ""
	for _, h := range hooks {
		// A project's settings come with the repository: doctor runs
		// only what the user or the administrator wired, or itself (or
		// the pregate-hook next to it).
		trusted := h.scope == "user" || h.scope == "managed" || (p.self != "" && sameFile(h.binary, p.self)) ||
			p.self != "" && isHookOnly(h.binary) && sameFile(h.binary, filepath.Join(filepath.Dir(p.self), hookOnlyName))
		if h.binary == "" || h.shell || !trusted {
			continue
		}
		if h.ref.hasTimeout && h.ref.timeout > 0 {
			timeout = time.Duration(h.ref.timeout * float64(time.Second))
		}
		argv = append([]string{h.binary}, h.args...)
		what = fmt.Sprintf("%q from %s settings", h.ref.command, h.scope)
		break
	}
	if argv == nil {
		if p.self == "" {
			d.fail("self-test: no hook command to run")
			return
		}
		argv = []string{p.self, "hook"}
		what = p.self + " hook"
	}
	ev, _ := json.Marshal(map[string]any{
		"session_id":      "pregate-doctor",
		"cwd":             proj,
		"permission_mode": "default",
		"hook_event_name": "PreToolUse",
		"tool_name":       "Bash",
		"tool_input":      map[string]string{"command": selfTestCommand},
		"tool_use_id":     "pregate-doctor",
	})
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = proj
	cmd.Env = append(slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "CLAUDE_PROJECT_DIR=")
	}), "CLAUDE_PROJECT_DIR="+proj)
	cmd.Stdin = bytes.NewReader(ev)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err = cmd.Run()
	took := time.Since(start).Round(time.Millisecond)
	code := 0
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		d.fail("self-test: %s did not answer within %s", what, timeout)
		return
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		d.fail("self-test: %s: %v", what, err)
		return
	}
	out, perr := parseHookOutput(stdout.Bytes())
	switch {
	case perr != nil:
		d.fail("self-test: %s printed %s on stdout (exit %d): %v%s", what, excerpt(stdout.Bytes()), code, perr, stderrNote(stderr.Bytes()))
	case out.HookSpecificOutput.PermissionDecision != hook.Deny:
		d.fail("self-test: %s answered %s to %q (exit %d), want deny; is the builtin git pack disabled?%s", what, decisionOf(out), selfTestCommand, code, stderrNote(stderr.Bytes()))
	case code != 2:
		d.fail("self-test: %s denied %q but exited %d, want 2", what, selfTestCommand, code)
	default:
		d.ok("self-test: %s denied %q with exit 2 in %s", what, selfTestCommand, took)
	}
	if isHookOnly(argv[0]) && p.self != "" && perr == nil {
		// The same event through `pregate hook` with the same arguments:
		// the hook-only binary must answer it byte for byte.
		ref := append([]string{p.self, "hook"}, argv[1:]...)
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		rc := exec.CommandContext(ctx, ref[0], ref[1:]...)
		rc.Dir, rc.Env, rc.Stdin = cmd.Dir, cmd.Env, bytes.NewReader(ev)
		var rout bytes.Buffer
		rc.Stdout = &rout
		rerr := rc.Run()
		rcode := 0
		if errors.As(rerr, &ee) {
			rcode = ee.ExitCode()
		} else if rerr != nil {
			d.fail("self-test: %s hook: %v", p.self, rerr)
			return
		}
		if rout.String() != stdout.String() || rcode != code {
			d.fail("self-test: %s answered %s (exit %d) where %s hook answers %s (exit %d): install both binaries of one release", argv[0], excerpt(stdout.Bytes()), code, p.self, excerpt(rout.Bytes()), rcode)
		} else {
			d.ok("self-test: %s answers as %s hook does", argv[0], p.self)
		}
	}
}

// parseHookOutput checks that stdout is one JSON object and nothing else,
// as Claude Code requires; empty stdout is no opinion.
func parseHookOutput(b []byte) (hook.Output, error) {
	var out hook.Output
	if len(bytes.TrimSpace(b)) == 0 {
		return out, nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&out); err != nil {
		return out, fmt.Errorf("not a JSON object: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return out, errors.New("more than one JSON value")
	}
	return out, nil
}

func decisionOf(o hook.Output) string {
	if o.HookSpecificOutput.PermissionDecision == "" {
		return "nothing (no opinion)"
	}
	return string(o.HookSpecificOutput.PermissionDecision)
}

func excerpt(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return fmt.Sprintf("%q", s)
}

func stderrNote(b []byte) string {
	s, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	if s == "" {
		return ""
	}
	return "; stderr: " + s
}
