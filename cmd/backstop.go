package cmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/backstop"
	"github.com/pregate/pregate/gate"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/load"
)

// Output rules of the backstop (`pregate backstop`, `install --backstop`,
// and what uninstall takes out): stdout says what was (or would be) done
// and what the sandbox cannot express, one "note:" line each; errors go
// to stderr as diagnostics (diag.go). The block is merged into a settings file with
// the hook entry's byte-keeping edits; what it added and what it replaced
// is recorded next to the file (FILE.pregate-backstop), so that uninstall
// takes out exactly that and leaves the user's own keys.

// backstopParams are the flags install and uninstall add for the
// backstop.
type backstopParams struct {
	on      bool
	managed bool
	network bool
}

// backstopFlags adds --backstop, --managed and --network to install (and
// --managed to uninstall, to find the managed block).
func backstopFlags(c *cobra.Command, b *backstopParams, install bool) {
	f := c.Flags()
	if install {
		f.BoolVar(&b.on, "backstop", false, "also compile the policy into Claude Code's sandbox and deny rules")
		f.BoolVar(&b.network, "network", false, "with --backstop: sandbox network limited to the policy's WebFetch(domain:…) allows")
	}
	f.BoolVar(&b.managed, "managed", false, "use a managed-settings drop-in (every user of this machine; needs root)")
}

// managedBackstopFile is the drop-in the managed backstop lives in.
const managedBackstopFile = "50-pregate.json"

// applyManaged points p at the managed drop-in when --managed is set.
func applyManaged(p *installParams, b backstopParams) error {
	if !b.managed {
		return nil
	}
	if p.project || p.settings != "" {
		return usageErr("--managed cannot be combined with --project or --settings")
	}
	dir := os.Getenv("PREGATE_CLAUDE_MANAGED_DIR")
	if dir == "" {
		dir = load.DefaultClaudeManagedDir
	}
	p.settings = filepath.Join(dir, "managed-settings.d", managedBackstopFile)
	return nil
}

// backstopScope says how paths are spelled for the target file.
func backstopScope(p installParams, b backstopParams, path string) backstop.Scope {
	switch {
	case b.managed:
		return backstop.ScopeManaged
	case p.project:
		return backstop.ScopeProject
	}
	if user, err := userSettingsPath(p.claudeConfigDir, p.home); err == nil && (user == path || sameFile(user, path)) {
		return backstop.ScopeUser
	}
	if root := load.ProjectRoot(p.projectDir, p.cwd, p.home); root != "" {
		if d := filepath.Join(root, ".claude"); filepath.Dir(path) == d {
			return backstop.ScopeProject
		}
	}
	mdir := os.Getenv("PREGATE_CLAUDE_MANAGED_DIR")
	if mdir == "" {
		mdir = load.DefaultClaudeManagedDir
	}
	if strings.HasPrefix(path, mdir+string(filepath.Separator)) {
		return backstop.ScopeManaged
	}
	return backstop.ScopeFile
}

// generateBackstop loads the policy the hook would load here and compiles
// it for scope.
func generateBackstop(p installParams, policies []string, scope backstop.Scope, network bool) (backstop.Block, error) {
	in := processEnv()
	in.Home = p.home
	opts := in.Load
	opts.Cwd, opts.Home, opts.ProjectDir, opts.ClaudeConfigDir = p.cwd, p.home, p.projectDir, p.claudeConfigDir
	opts.CLIFiles = policies
	pol, err := load.Load(opts)
	if err != nil {
		return backstop.Block{}, &exitError{code: 2, err: fmt.Errorf("the policy does not load, so there is nothing to compile:\n%v", err)}
	}
	project := pol.Project
	if project == "" {
		project = p.cwd
	}
	if scope != backstop.ScopeProject && scope != backstop.ScopeFile {
		pol = withoutProjectLevel(pol, project)
	}
	return backstop.Generate(backstop.Options{
		Policy:  pol,
		Floors:  gate.Floors(in, pol, p.cwd),
		Home:    p.home,
		Project: project,
		Scope:   scope,
		Network: network,
	}), nil
}

// withoutProjectLevel is pol without what one project's files add: a
// block in settings that serve every project must not carry one
// project's rules, or be stale in the next.
func withoutProjectLevel(pol *rules.Policy, project string) *rules.Policy {
	q := *pol
	q.Rules = slices.DeleteFunc(slices.Clone(pol.Rules), func(r *rules.Rule) bool { return r.Level == act.Project })
	drop := func(list []rules.FloorEntry) []rules.FloorEntry {
		return slices.DeleteFunc(slices.Clone(list), func(e rules.FloorEntry) bool { return e.Level == act.Project })
	}
	q.Floor.Protect = drop(pol.Floor.Protect)
	q.Floor.ProtectWrite = drop(pol.Floor.ProtectWrite)
	q.Floor.WriteScope = drop(pol.Floor.WriteScope)
	q.Floor.ReadScope = drop(pol.Floor.ReadScope)
	q.Floor.ProjectWriteScope, q.Floor.ProjectReadScope = nil, nil
	outside := func(list []string) []string {
		return slices.DeleteFunc(slices.Clone(list), func(f string) bool {
			return project != "" && (f == project || strings.HasPrefix(f, project+string(filepath.Separator)))
		})
	}
	q.Files = outside(pol.Files)
	q.Watched = outside(pol.Watched)
	q.WatchedDirs = outside(pol.WatchedDirs)
	return &q
}

// ---- the record ----

// backstopRecord is what install added to a settings file and what it
// replaced, kept next to it as FILE.pregate-backstop.
type backstopRecord struct {
	Version int    `json:"version"`
	Hash    string `json:"hash"`
	// Added are array elements install appended (the user's own equal
	// elements are never recorded).
	Added []recordElem `json:"added"`
	// Set are values install set, with the text they had before (null:
	// the key was missing).
	Set []recordSet `json:"set"`
	// Created are objects and arrays install created.
	Created []settingsPath `json:"created"`
	// Hook says that pregate's PreToolUse hook is in the same file.
	Hook bool `json:"hook"`
	// Network says the block was made with --network.
	Network bool `json:"network"`
}

type recordElem struct {
	Path  settingsPath    `json:"path"`
	Value json.RawMessage `json:"value"`
}

type recordSet struct {
	Path  settingsPath `json:"path"`
	Prior *string      `json:"prior"`
}

func recordPath(settings settingsFile) string { return settings.real + ".pregate-backstop" }

// readRecord returns nil when there is no record.
func readRecord(path string) (*backstopRecord, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var r backstopRecord
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &r, nil
}

func writeRecord(path string, r *backstopRecord) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, err = tmp.Write(append(data, '\n'))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// ---- what the block is in settings ----

type wantSet struct {
	path settingsPath
	v    any
}

type wantElem struct {
	path settingsPath
	v    any
}

var (
	pathDeny       = settingsPath{"permissions", "deny"}
	pathSandbox    = settingsPath{"sandbox"}
	pathDenyRead   = settingsPath{"sandbox", "filesystem", "denyRead"}
	pathAllowWrite = settingsPath{"sandbox", "filesystem", "allowWrite"}
	pathDenyWrite  = settingsPath{"sandbox", "filesystem", "denyWrite"}
	pathDomains    = settingsPath{"sandbox", "network", "allowedDomains"}
	pathConfigHook = settingsPath{"hooks", "ConfigChange"}
)

// guardCommand is the ConfigChange handler's command line; the hash in it
// is the installed block's. A project's settings are committed, so there
// the file is named through $CLAUDE_PROJECT_DIR, which sh expands.
func guardCommand(binary, settings, hash string, project bool) string {
	file := shellQuote(settings)
	if project {
		file = `"$CLAUDE_PROJECT_DIR"/.claude/` + shellQuote(filepath.Base(settings))
	}
	return strings.Join([]string{shellQuote(binary), "backstop", "guard", "--settings", file, "--hash", hash}, " ")
}

func blockWants(b backstop.Block, guard hookEntry) ([]wantSet, []wantElem) {
	sets := []wantSet{
		{append(slices.Clone(pathSandbox), "enabled"), true},
		{append(slices.Clone(pathSandbox), "failIfUnavailable"), true},
		{append(slices.Clone(pathSandbox), "allowUnsandboxedCommands"), false},
	}
	var elems []wantElem
	for _, r := range b.Deny {
		elems = append(elems, wantElem{pathDeny, r})
	}
	for _, l := range []struct {
		path settingsPath
		vals []string
	}{{pathDenyRead, b.Sandbox.DenyRead}, {pathAllowWrite, b.Sandbox.AllowWrite}, {pathDenyWrite, b.Sandbox.DenyWrite}} {
		for _, v := range l.vals {
			elems = append(elems, wantElem{l.path, v})
		}
	}
	if b.Sandbox.Network {
		for _, d := range b.Sandbox.AllowedDomains {
			elems = append(elems, wantElem{pathDomains, d})
		}
	}
	elems = append(elems, wantElem{pathConfigHook, guard.group()})
	return sets, elems
}

func samePath(a, b settingsPath) bool { return slices.Equal(a, b) }

// mergeBackstop returns src with the block in it, and the record of what
// that took. old is the record of an earlier install, or nil: what it
// added that is no longer wanted is taken out, and what it replaced keeps
// its first prior value.
func mergeBackstop(src []byte, old *backstopRecord, hash string, sets []wantSet, elems []wantElem) ([]byte, *backstopRecord, error) {
	if old == nil {
		old = &backstopRecord{}
	}
	rec := &backstopRecord{Version: 1, Hash: hash, Created: slices.Clone(old.Created)}
	out := src
	var err error
	wanted := func(e recordElem) bool {
		for _, w := range elems {
			if samePath(w.path, e.Path) && jsonEqual(marshalIndent(w.v, "", ""), string(e.Value)) {
				return true
			}
		}
		return false
	}
	for _, a := range old.Added {
		if !wanted(a) {
			if out, _, err = removeElements(out, a.Path, func(t string) bool { return jsonEqual(t, string(a.Value)) }); err != nil {
				return nil, nil, err
			}
		}
	}
	// A guard for another hash is an earlier block's, recorded or not.
	guardText := ""
	for _, w := range elems {
		if samePath(w.path, pathConfigHook) {
			guardText = marshalIndent(w.v, "", "")
		}
	}
	if out, _, err = removeElements(out, pathConfigHook, func(t string) bool {
		_, ok := guardGroup(t)
		return ok && !jsonEqual(t, guardText)
	}); err != nil {
		return nil, nil, err
	}
	for _, s := range old.Set {
		keep := false
		for _, w := range sets {
			keep = keep || samePath(w.path, s.Path)
		}
		if !keep {
			if out, err = restoreValue(out, s.Path, s.Prior); err != nil {
				return nil, nil, err
			}
		}
	}
	for _, w := range sets {
		var prior *string
		var created []settingsPath
		if out, prior, created, err = setValue(out, w.path, w.v); err != nil {
			return nil, nil, err
		}
		rs := recordSet{Path: w.path, Prior: prior}
		for _, s := range old.Set {
			if samePath(s.Path, w.path) {
				rs.Prior = s.Prior
			}
		}
		rec.Set = append(rec.Set, rs)
		rec.Created = appendPaths(rec.Created, created)
	}
	for _, w := range elems {
		var added bool
		var created []settingsPath
		if out, added, created, err = addElement(out, w.path, w.v); err != nil {
			return nil, nil, err
		}
		e := recordElem{Path: w.path, Value: json.RawMessage(marshalIndent(w.v, "", ""))}
		was := slices.ContainsFunc(old.Added, func(a recordElem) bool {
			return samePath(a.Path, e.Path) && jsonEqual(string(a.Value), string(e.Value))
		})
		if added || was {
			rec.Added = append(rec.Added, e)
		}
		rec.Created = appendPaths(rec.Created, created)
	}
	return out, rec, nil
}

func appendPaths(list []settingsPath, more []settingsPath) []settingsPath {
	for _, p := range more {
		if !slices.ContainsFunc(list, func(q settingsPath) bool { return samePath(p, q) }) {
			list = append(list, p)
		}
	}
	return list
}

// unmergeBackstop takes the block out of src as rec describes it, and
// every guard entry whether recorded or not.
func unmergeBackstop(src []byte, rec *backstopRecord) ([]byte, error) {
	out := src
	var err error
	if out, _, err = removeElements(out, pathConfigHook, func(t string) bool { _, ok := guardGroup(t); return ok }); err != nil {
		return nil, err
	}
	if rec == nil {
		return removeIfEmpty(out, pathConfigHook)
	}
	for i := len(rec.Added) - 1; i >= 0; i-- {
		a := rec.Added[i]
		if out, _, err = removeElements(out, a.Path, func(t string) bool { return jsonEqual(t, string(a.Value)) }); err != nil {
			return nil, err
		}
	}
	for i := len(rec.Set) - 1; i >= 0; i-- {
		if out, err = restoreValue(out, rec.Set[i].Path, rec.Set[i].Prior); err != nil {
			return nil, err
		}
	}
	created := slices.Clone(rec.Created)
	sort.SliceStable(created, func(i, j int) bool { return len(created[i]) > len(created[j]) })
	for _, c := range created {
		if out, err = removeIfEmpty(out, c); err != nil {
			return nil, err
		}
	}
	if len(bytes.TrimSpace(src)) > 0 && len(bytes.TrimSpace(out)) == 0 {
		out = []byte("{}\n")
	}
	return out, nil
}

// ---- install --backstop, uninstall ----

func runBackstopInstall(p installParams, b backstopParams, stdout io.Writer) error {
	path, err := settingsTarget(p)
	if err != nil {
		return err
	}
	binary, policies, err := hookArgs(p, false)
	if err != nil {
		return err
	}
	scope := backstopScope(p, b, path)
	block, err := generateBackstop(p, policies, scope, b.network)
	if err != nil {
		return err
	}
	cur, err := readSettings(path)
	if err != nil {
		return err
	}
	old, err := readRecord(recordPath(cur))
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	hash := block.Hash()
	guard := hookEntry{Command: guardCommand(binary, path, hash, scope == backstop.ScopeProject), Timeout: p.timeout, OnFailure: "block"}
	if guard.Timeout <= 0 {
		guard.Timeout = 30
	}
	sets, elems := blockWants(block, guard)
	out, rec, err := mergeBackstop(cur.data, old, hash, sets, elems)
	if err != nil {
		return settingsErr(path, err)
	}
	if root, err := parseSettings(out); err == nil {
		if _, pre, err := preToolUse(out, root); err == nil {
			rec.Hook = len(findHandlers(out, pre, binary)) > 0
		}
	}
	rec.Network = b.network
	for _, n := range block.Notes {
		fmt.Fprintf(stdout, "note: %s\n", n)
	}
	if bytes.Equal(out, cur.data) && old != nil && old.Hash == hash {
		fmt.Fprintf(stdout, "backstop already installed in %s (block %s)\n", path, hash)
		return nil
	}
	if p.dryRun {
		fmt.Fprintf(stdout, "would install the backstop in %s (dry run, nothing written)\n", path)
		writeDiff(stdout, path, cur.data, out)
		return nil
	}
	if _, err := writeSettings(cur, out); err != nil {
		return &exitError{code: 2, err: err}
	}
	if err := writeRecord(recordPath(cur), rec); err != nil {
		return &exitError{code: 2, err: fmt.Errorf("the backstop is in %s, but its record could not be written (uninstall will not find what it added): %v", path, err)}
	}
	fmt.Fprintf(stdout, "installed the backstop in %s (block %s)\n  %d deny rules; sandbox on, no unsandboxed commands; denyRead %d, allowWrite %d, denyWrite %d paths\n  ConfigChange: %s\n",
		path, hash, len(block.Deny), len(block.Sandbox.DenyRead), len(block.Sandbox.AllowWrite), len(block.Sandbox.DenyWrite), guard.Command)
	return nil
}

// runBackstopUninstall takes the block out of the file uninstall edits.
// It says nothing when there is none.
func runBackstopUninstall(p installParams, stdout io.Writer) error {
	path, err := settingsTarget(p)
	if err != nil {
		return err
	}
	cur, err := readSettings(path)
	if err != nil {
		return err
	}
	rec, err := readRecord(recordPath(cur))
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	out, err := unmergeBackstop(cur.data, rec)
	if err != nil {
		return settingsErr(path, err)
	}
	if bytes.Equal(out, cur.data) && rec == nil {
		return nil
	}
	if rec == nil {
		fmt.Fprintf(stdout, "note: no record of the backstop next to %s: only its ConfigChange entry was removed; its deny rules and sandbox settings, if any, stay\n", path)
	}
	if p.dryRun {
		fmt.Fprintf(stdout, "would remove the backstop from %s (dry run, nothing written)\n", path)
		writeDiff(stdout, path, cur.data, out)
		return nil
	}
	if !bytes.Equal(out, cur.data) {
		if _, err := writeSettings(cur, out); err != nil {
			return &exitError{code: 2, err: err}
		}
	}
	if rec != nil {
		if err := os.Remove(recordPath(cur)); err != nil {
			return &exitError{code: 2, err: err}
		}
	}
	fmt.Fprintf(stdout, "removed the backstop from %s\n", path)
	return nil
}

// ---- pregate backstop ----

func newBackstopCmd() *cobra.Command {
	var p installParams
	var b backstopParams
	var print bool
	c := &cobra.Command{
		Use:   "backstop --print [--project | --managed | --settings FILE] [--network]",
		Short: "Show the policy compiled into Claude Code's sandbox and deny rules",
		Long: `Backstop prints the settings that install --backstop merges into a Claude
Code settings file: permissions.deny rules for the floor's protected paths
and the policy's deny rules that Claude Code's grammar expresses, and a
sandbox block (Bash commands run in bubblewrap on Linux, Seatbelt on macOS)
with reads denied on the protected paths, writes allowed in the write scope
and denied on the protected paths and Claude Code's own. Both are enforced
by Claude Code below the hook: they hold when pregate is wrong about a
command, or not running.

Paths are spelled for the file it would go to (--project: relative to the
project; otherwise for every project of the user or the machine), and the
way sandbox-runtime needs them: literal paths on Linux, globs spelled as
the paths that match now. What it cannot express is listed as notes on
stderr.

Exit codes: 0 printed, 2 a usage error or a policy that does not load.`,
		Args:                  cobra.NoArgs,
		DisableFlagsInUseLine: true,
		RunE: func(c *cobra.Command, args []string) error {
			if !print {
				return usageErr("nothing to do: pass --print (install --backstop writes it)")
			}
			processInstallParams(&p)
			if err := applyManaged(&p, b); err != nil {
				return err
			}
			return runBackstopPrint(p, b, c.OutOrStdout(), c.ErrOrStderr())
		},
	}
	installFlags(c, &p)
	f := c.Flags()
	f.BoolVar(&print, "print", false, "print the settings the backstop adds")
	f.BoolVar(&b.network, "network", false, "include sandbox.network.allowedDomains from the policy's WebFetch(domain:…) allows")
	f.BoolVar(&b.managed, "managed", false, "spell it for a managed-settings file")
	f.StringArrayVar(&p.policies, "policy", nil, "policy file at the cli level, as the hook's --policy (repeatable)")
	_ = f.MarkHidden("dry-run")
	c.AddCommand(newBackstopGuardCmd())
	return c
}

func runBackstopPrint(p installParams, b backstopParams, stdout, stderr io.Writer) error {
	path, err := settingsTarget(p)
	if err != nil {
		return err
	}
	var policies []string
	for _, f := range p.policies {
		policies = append(policies, absFrom(p.cwd, f))
	}
	block, err := generateBackstop(p, policies, backstopScope(p, b, path), b.network)
	if err != nil {
		return err
	}
	fs := map[string]any{"denyRead": block.Sandbox.DenyRead, "allowWrite": block.Sandbox.AllowWrite, "denyWrite": block.Sandbox.DenyWrite}
	sb := map[string]any{"enabled": true, "failIfUnavailable": true, "allowUnsandboxedCommands": false, "filesystem": fs}
	if block.Sandbox.Network {
		sb["network"] = map[string]any{"allowedDomains": block.Sandbox.AllowedDomains}
	}
	doc := map[string]any{"permissions": map[string]any{"deny": block.Deny}, "sandbox": sb}
	fmt.Fprintln(stdout, marshalIndent(doc, "", "  "))
	diag(stderr, "block %s for %s", block.Hash(), path)
	for _, n := range block.Notes {
		diag(stderr, "note: %s", n)
	}
	return nil
}

// runInstallAll is install: the hook entry, then with --backstop the
// block, in the same file.
func runInstallAll(p installParams, b backstopParams, stdout io.Writer) error {
	if b.network && !b.on {
		return usageErr("--network is part of --backstop")
	}
	if err := applyManaged(&p, b); err != nil {
		return err
	}
	if err := runInstall(p, stdout); err != nil {
		return err
	}
	if !b.on {
		return nil
	}
	return runBackstopInstall(p, b, stdout)
}

// runUninstallAll is uninstall: the block first (it was added after the
// hook entry, so taking it out first gives back the file byte for byte),
// then the hook entry.
func runUninstallAll(p installParams, b backstopParams, stdout io.Writer) error {
	if err := applyManaged(&p, b); err != nil {
		return err
	}
	if err := runBackstopUninstall(p, stdout); err != nil {
		return err
	}
	return runUninstall(p, stdout)
}
