package load

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"unsafe"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

// Options says where to look for policy. Load reads no environment
// itself: the caller fills these from the process and the event.
type Options struct {
	// Cwd is the event's working directory; Home the user's home.
	Cwd, Home string
	// ProjectDir is $CLAUDE_PROJECT_DIR, or "" to walk up from Cwd to the
	// nearest directory holding .git or .claude.
	ProjectDir string
	// CLIFiles are the --policy files, in order (cli level).
	CLIFiles []string
	// NoDiscover skips the managed, project and user levels and every
	// Claude Code settings file: only CLIFiles and the builtin baseline.
	NoDiscover bool
	// NoBuiltin leaves the builtin baseline out.
	NoBuiltin bool
	// BuiltinTests adds the [[test]] cases of every builtin pack, enabled
	// or not, to Policy.Tests. It parses the embedded TOML: for `pregate
	// test`, not for the hook.
	BuiltinTests bool
	// ManagedDir replaces /etc/pregate (policy.toml and policy.d/*.toml).
	ManagedDir string
	// ClaudeManagedDir replaces /etc/claude-code (managed-settings.json
	// and managed-settings.d/*.json).
	ClaudeManagedDir string
	// XDGConfigHome is $XDG_CONFIG_HOME; "" means Home/.config.
	XDGConfigHome string
	// ClaudeConfigDir is $CLAUDE_CONFIG_DIR; "" means Home/.claude.
	ClaudeConfigDir string
	// OneCall loads the policy to decide one call (the hook): every rule
	// is checked, but most are kept as records and not built
	// (parse.TOMLOneCall, rules.Policy.Parts); Evaluate builds and indexes
	// those the call can match (rules.Policy.OneCall).
	OneCall bool
	// Filter, with OneCall, is the one call the policy is loaded for:
	// a rule it cannot match is checked but not even recorded
	// (parse.TOMLOneCallFor). The policy then decides that call alone.
	Filter *rules.CallFilter
	// Map, with OneCall, maps each policy file rather than reading it
	// (parse.TOMLOneCallFor's mapped): a page of the file is then read
	// only when the scan reaches it, many at one fault, and no page of
	// the heap holds it. Only for a caller that loads, and evaluates,
	// with debug.SetPanicOnFault set and a recover that denies, so that a
	// file shortened under the call denies it rather than crashing.
	Map bool
}

// DefaultManagedDir and DefaultClaudeManagedDir are the managed locations
// of this platform.
var (
	DefaultManagedDir       = "/etc/pregate"
	DefaultClaudeManagedDir = "/etc/claude-code"
)

func init() {
	if runtime.GOOS == "darwin" {
		DefaultManagedDir = "/Library/Application Support/pregate"
		DefaultClaudeManagedDir = "/Library/Application Support/ClaudeCode"
	}
}

// candidate is one file discovery may read.
type candidate struct {
	path     string
	level    act.Level
	settings bool   // a Claude Code settings file, not a pregate policy
	root     string // what "/x" in its rules is relative to
}

// ProjectRoot returns the project directory for cwd: projectDir when set,
// else the nearest ancestor of cwd (or cwd itself) holding .git or
// .claude, else cwd. The home directory does not count as a project just
// because it holds ~/.claude.
func ProjectRoot(projectDir, cwd, home string) string {
	if projectDir != "" {
		return filepath.Clean(projectDir)
	}
	if cwd == "" {
		return ""
	}
	dir := filepath.Clean(cwd)
	for {
		if exists(filepath.Join(dir, ".git")) || (dir != filepath.Clean(home) && exists(filepath.Join(dir, ".claude"))) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return filepath.Clean(cwd)
		}
		dir = parent
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// candidates lists every file discovery considers, highest level first.
//
// Anchors ("/x" in a rule string): Claude Code settings keep Claude
// Code's own meaning — the project root for project and managed settings,
// the Claude config directory (~/.claude) for user settings. pregate files
// use the project root at the managed and project levels, their own
// directory at the cli level (as Claude Code does for --settings files)
// and at the user level ($XDG_CONFIG_HOME/pregate, as Claude Code does
// for ~/.claude). "//x" is always absolute and "~/x" always home.
func candidates(opts Options, project string) []candidate {
	var out []candidate
	add := func(p string, l act.Level, settings bool, root string) {
		out = append(out, candidate{path: p, level: l, settings: settings, root: root})
	}
	if !opts.NoDiscover {
		dir := cmpOr(opts.ManagedDir, DefaultManagedDir)
		add(filepath.Join(dir, "policy.toml"), act.Managed, false, project)
		for _, f := range globSorted(filepath.Join(dir, "policy.d"), ".toml") {
			add(f, act.Managed, false, project)
		}
		cdir := cmpOr(opts.ClaudeManagedDir, DefaultClaudeManagedDir)
		add(filepath.Join(cdir, "managed-settings.json"), act.Managed, true, project)
		for _, f := range globSorted(filepath.Join(cdir, "managed-settings.d"), ".json") {
			add(f, act.Managed, true, project)
		}
	}
	for _, f := range opts.CLIFiles {
		abs := f
		if !filepath.IsAbs(abs) && opts.Cwd != "" {
			abs = filepath.Join(opts.Cwd, f)
		}
		add(f, act.CLI, strings.HasSuffix(f, ".json"), filepath.Dir(abs))
	}
	if opts.NoDiscover {
		return out
	}
	if project != "" {
		c := filepath.Join(project, ".claude")
		add(filepath.Join(c, "pregate.local.toml"), act.Project, false, project)
		add(filepath.Join(c, "pregate.toml"), act.Project, false, project)
		add(filepath.Join(c, "settings.local.json"), act.Project, true, project)
		add(filepath.Join(c, "settings.json"), act.Project, true, project)
	}
	xdg := opts.XDGConfigHome
	if xdg == "" && opts.Home != "" {
		xdg = filepath.Join(opts.Home, ".config")
	}
	if xdg != "" {
		d := filepath.Join(xdg, "pregate")
		add(filepath.Join(d, "policy.toml"), act.User, false, d)
	}
	claude := opts.ClaudeConfigDir
	if claude == "" && opts.Home != "" {
		claude = filepath.Join(opts.Home, ".claude")
	}
	if claude != "" {
		userSettings := filepath.Join(claude, "settings.json")
		// The project settings of a project at home are the user settings.
		if !slices.ContainsFunc(out, func(c candidate) bool { return c.path == userSettings }) {
			add(userSettings, act.User, true, claude)
		}
	}
	return out
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// globSorted lists dir/*ext in name order; a missing dir is empty.
func globSorted(dir, ext string) []string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ext) && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

// readPolicyFile reads a file discovery found into a string, which the
// parsed policy shares (parse.TOMLText) rather than copying: the file is
// read into one buffer of its size, in as few reads as the kernel gives
// it, and the string is that buffer, which nothing writes to after. A
// missing file is ("", false, nil); anything else that stops it being
// read is an error, because skipping a policy file silently would fail
// open.
//
// With mapped, a file of some bytes is mapped instead (mapFile) when it
// can be, and isMapped says so.
func readPolicyFile(p string, mapped bool) (text string, found, isMapped bool, err error) {
	pf, absent, err := openPolicyFile(p)
	if absent || err != nil {
		return "", false, false, err
	}
	defer pf.close()
	size, dir, regular, err := pf.stat(p)
	if err != nil {
		return "", false, false, err
	}
	if dir {
		return "", false, false, fmt.Errorf("is a directory")
	}
	if size > parse.MaxPolicyFile {
		return "", false, false, fmt.Errorf("larger than %d bytes", parse.MaxPolicyFile)
	}
	if mapped && regular && size > 0 {
		if text, ok := pf.mapFile(int(size)); ok {
			return text, true, true, nil
		}
	}
	f := pf.file(p)
	// One byte more than the size, to see the end of the file in the
	// same read; a file that grew since is read on, up to the limit.
	b := make([]byte, 0, int(size)+1)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := f.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if len(b) > parse.MaxPolicyFile {
			return "", false, false, fmt.Errorf("larger than %d bytes", parse.MaxPolicyFile)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", false, false, err
		}
	}
	if len(b) == 0 {
		return "", true, false, nil
	}
	return unsafe.String(&b[0], len(b)), true, false, nil
}

// Load discovers and parses every policy source for a call and merges
// them. Any file that exists but cannot be read, parsed or validated makes
// Load fail with LoadErrors (every problem, sorted); the caller must then
// deny every call. A missing file is not an error.
func Load(opts Options) (*rules.Policy, error) {
	project := ProjectRoot(opts.ProjectDir, opts.Cwd, opts.Home)
	if opts.NoDiscover && project == "" {
		project = opts.Cwd
	}
	var (
		srcs []*parse.Source
		errs rules.LoadErrors
		p    = &rules.Policy{Project: project}
	)
	if !opts.NoDiscover {
		p.WatchedDirs = []string{
			filepath.Join(cmpOr(opts.ManagedDir, DefaultManagedDir), "policy.d"),
			filepath.Join(cmpOr(opts.ClaudeManagedDir, DefaultClaudeManagedDir), "managed-settings.d"),
		}
	}
	for _, c := range candidates(opts, project) {
		p.Watched = append(p.Watched, c.path)
		text, found, mapped, err := readPolicyFile(c.path, opts.Map && opts.OneCall && !c.settings)
		if err != nil {
			errs = append(errs, &rules.LoadError{File: c.path, Msg: "cannot read: " + unwrapPath(err)})
			continue
		}
		if !found {
			if c.level == act.CLI {
				errs = append(errs, &rules.LoadError{File: c.path, Msg: "no such file"})
			}
			continue
		}
		p.Files = append(p.Files, c.path)
		var (
			s  *parse.Source
			fe rules.LoadErrors
		)
		if c.settings {
			s, fe = parse.Settings(c.path, []byte(text), c.level, c.root)
			if s != nil {
				s.Settings = true
			}
		} else if opts.OneCall {
			s, fe = parse.TOMLOneCallFor(c.path, text, c.level, c.root, opts.Filter, mapped)
		} else {
			s, fe = parse.TOMLText(c.path, text, c.level, c.root)
		}
		errs = append(errs, fe...)
		if s != nil {
			srcs = append(srcs, s)
		}
	}
	dropSettingsAllows(srcs)
	spreadAllowExceptions(srcs)
	for _, s := range srcs {
		c := &s.Claude
		p.Claude.BlockWritesOutsideWorkingDirectories = p.Claude.BlockWritesOutsideWorkingDirectories || c.BlockWritesOutsideWorkingDirectories
		p.Claude.BlockReadsOutsideWorkingDirectories = p.Claude.BlockReadsOutsideWorkingDirectories || c.BlockReadsOutsideWorkingDirectories
		p.Claude.BlockFileToolReadsOutsideWorkingDirectories = p.Claude.BlockFileToolReadsOutsideWorkingDirectories || c.BlockFileToolReadsOutsideWorkingDirectories
		p.Claude.DenyInsteadOfPrompting = p.Claude.DenyInsteadOfPrompting || c.DenyInsteadOfPrompting
		p.Claude.AdditionalDirectories = append(p.Claude.AdditionalDirectories, c.AdditionalDirectories...)
		p.Claude.WorkingDirectoriesExclude = append(p.Claude.WorkingDirectoriesExclude, c.WorkingDirectoriesExclude...)
		p.Claude.Keys = append(p.Claude.Keys, c.Keys...)
	}
	if !opts.NoBuiltin {
		var b rules.BuiltinSettings
		for _, s := range srcs {
			b.Disable = append(b.Disable, s.Builtin.Disable...)
			b.Enable = append(b.Enable, s.Builtin.Enable...)
		}
		var (
			bs   *parse.Source
			list []rules.Pack
			be   rules.LoadErrors
		)
		if opts.OneCall {
			// Only the packs' heads are read; a rule is decoded and built
			// when the call's words can match it.
			bs, list, be = loadBuiltinOneCall(b, project)
		} else {
			packs, perrs := builtinPacks()
			errs = append(errs, perrs...)
			bs, list, be = loadBuiltin(packs, b, project)
		}
		errs = append(errs, be...)
		srcs = append(srcs, bs)
		p.Packs = list
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	p.OneCall = opts.OneCall
	merge(p, srcs)
	if opts.BuiltinTests && !opts.NoBuiltin {
		tests, err := BuiltinTests()
		if err != nil {
			return nil, err
		}
		p.Tests = append(p.Tests, tests...)
	}
	return p, nil
}

// dropSettingsAllows removes the allow rules of non-managed Claude Code
// settings files when managed settings set allowManagedPermissionRulesOnly:
// Claude Code ignores them, and a hook allow must not grant what Claude
// Code would not. Their deny and ask rules stay; they only make pregate
// stricter.
func dropSettingsAllows(srcs []*parse.Source) {
	if !slices.ContainsFunc(srcs, func(s *parse.Source) bool { return s.ManagedRulesOnly }) {
		return
	}
	for _, s := range srcs {
		if !s.Settings || s.Level == act.Managed {
			continue
		}
		s.Rules = slices.DeleteFunc(s.Rules, func(r *rules.Rule) bool { return r.Decision == hook.Allow })
	}
}

// spreadAllowExceptions narrows the allow rules of every Claude Code
// settings file by the "!" rules of every settings file's allow list.
// Within one list Claude Code takes a "!" path out of the rules before
// it; how it orders the lists of several files is not known, so pregate
// takes the path out of all of them: it must never allow more than Claude
// Code does.
func spreadAllowExceptions(srcs []*parse.Source) {
	for _, from := range srcs {
		for k, p := range from.AllowExcept {
			for _, s := range srcs {
				if !s.Settings {
					continue
				}
				for _, r := range s.Rules {
					if r.Decision == hook.Allow && !slices.Contains(r.Except, p) {
						r.Except = append(r.Except, p)
						r.ExceptText = append(r.ExceptText, from.AllowExceptText[k])
					}
				}
			}
		}
	}
}

func unwrapPath(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// merge combines sources, already in level order, into p.
func merge(p *rules.Policy, srcs []*parse.Source) {
	p.Defaults = rules.Defaults{Unmatched: hook.None, Unresolved: hook.Ask}
	p.Audit = rules.Audit{Redact: true}
	auditSet := [3]bool{} // path, max_size, keep
	redactOff, redactOn := false, false
	strict := map[hook.Decision]int{hook.None: 0, hook.Ask: 1, hook.Deny: 2}
	n := 0
	for _, s := range srcs {
		n += len(s.Rules)
	}
	p.Floor = effectiveFloor(srcs)
	deferred := slices.ContainsFunc(srcs, func(s *parse.Source) bool { return s.Deferred != nil })
	if deferred {
		// A one-call load: the rules stay in their parts, most not built.
		p.Parts = make([]rules.RulePart, 0, len(srcs))
	} else {
		p.Rules = make([]*rules.Rule, 0, n)
	}
	for _, s := range srcs {
		if deferred {
			p.Parts = append(p.Parts, rules.RulePart{Rules: s.Rules, Deferred: s.Deferred})
		} else {
			p.Rules = append(p.Rules, s.Rules...)
		}
		if s.Unmatched != "" && strict[s.Unmatched] > strict[p.Defaults.Unmatched] {
			p.Defaults.Unmatched = s.Unmatched
		}
		if s.Unresolved != "" && strict[s.Unresolved] > strict[p.Defaults.Unresolved] {
			p.Defaults.Unresolved = s.Unresolved
		}
		if s.Profile == rules.ProfileStrict && p.Defaults.Profile != rules.ProfileStrict {
			// Sources come in level order: the first is the highest.
			p.Defaults.Profile, p.Defaults.ProfileLevel = rules.ProfileStrict, s.Level
			p.Defaults.ProfileSource, p.Defaults.ProfileLine = s.Name, s.ProfileLine
		}
		if p.Tenants.Root == "" && s.Tenants.Root != "" {
			p.Tenants = s.Tenants
		}
		p.Fences = append(p.Fences, s.Fences...)
		p.Builtin.Disable = append(p.Builtin.Disable, s.Builtin.Disable...)
		p.Builtin.Enable = append(p.Builtin.Enable, s.Builtin.Enable...)
		p.Tests = append(p.Tests, s.Tests...)
		p.Warnings = append(p.Warnings, s.Warnings...)

		a := s.Audit
		if s.Level != act.Project {
			if a.Path != nil && !auditSet[0] {
				p.Audit.Path, auditSet[0] = *a.Path, true
			}
			if a.MaxSize != nil && !auditSet[1] {
				p.Audit.MaxSize, _ = parse.ParseSize(a.MaxSize)
				auditSet[1] = true
			}
			if a.Keep != nil && !auditSet[2] {
				p.Audit.Keep, auditSet[2] = int(*a.Keep), true
			}
		}
		if a.Required != nil && *a.Required {
			p.Audit.Required = true
		}
		if a.Redact != nil {
			if *a.Redact {
				redactOn = true
			} else if s.Level != act.Project {
				redactOff = true
			}
		}
	}
	p.Audit.Redact = redactOn || !redactOff
	for _, s := range srcs {
		p.Warnings = append(p.Warnings, builtinWarnings(s, p.Packs)...)
	}
	if !p.OneCall {
		p.BuildIndex()
	}
	rules.LoadErrors(p.Warnings).Sort()
}

// builtinWarnings names the [builtin] entries of s that match no pack.
func builtinWarnings(s *parse.Source, packs []rules.Pack) []*rules.LoadError {
	if len(packs) == 0 {
		return nil
	}
	var out []*rules.LoadError
	for _, l := range []struct {
		what string
		list []string
	}{{"disable", s.Builtin.Disable}, {"enable", s.Builtin.Enable}} {
		for _, e := range l.list {
			known := false
			for _, pk := range packs {
				if names(e, pk.Name) || names(pk.Name, e) {
					known = true
					break
				}
			}
			if !known {
				out = append(out, &rules.LoadError{File: s.Name, Pos: s.BuiltinAt, Msg: fmt.Sprintf("%s: no builtin pack or rule %q", l.what, e)})
			}
		}
	}
	return out
}
