package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/cmd/buildinfo"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// Output rules of `pregate install` and `pregate uninstall`: stdout says
// what was (or, with --dry-run, would be) done; errors go to stderr as
// diagnostics (diag.go). A settings file is edited as
// text: only the bytes of pregate's own entry change, everything else —
// other keys and their order, other hooks, the file's layout — stays
// byte-identical, so that uninstall after install gives back the file.

// maxSettingsSize caps how much of a settings file is read: a settings
// file is small, and a huge one is a mistake, not something to rewrite.
const maxSettingsSize = 16 << 20

type installParams struct {
	project  bool
	settings string
	binary   string
	policies []string
	timeout  int
	dryRun   bool
	client   string // another agent's hook file (install_clients.go)
	// Where things are; filled from the process by the constructors.
	cwd, home, projectDir, claudeConfigDir string
	// self is the running binary (os.Executable), argv0 how it was named.
	self, argv0 string
	// tmpDirs are where a binary does not last (see temporaryBinary).
	tmpDirs []string
}

func installFlags(c *cobra.Command, p *installParams) {
	f := c.Flags()
	f.BoolVar(&p.project, "project", false, "edit <project>/.claude/settings.json instead of the user settings")
	f.StringVar(&p.settings, "settings", "", "edit this settings file")
	f.BoolVar(&p.dryRun, "dry-run", false, "print the change and write nothing")
	f.StringVar(&p.client, "client", "claude", "the agent to wire: claude, codex, gemini, copilot, cursor")
}

func processInstallParams(p *installParams) {
	p.cwd, _ = os.Getwd()
	p.home, _ = os.UserHomeDir()
	p.projectDir = os.Getenv("CLAUDE_PROJECT_DIR")
	p.claudeConfigDir = os.Getenv("CLAUDE_CONFIG_DIR")
	p.self, _ = os.Executable()
	if len(os.Args) > 0 {
		p.argv0 = os.Args[0]
	}
	p.tmpDirs = tempDirs()
}

func newInstallCmd() *cobra.Command {
	var p installParams
	var b backstopParams
	c := &cobra.Command{
		Use:   "install [--project | --settings FILE | --managed] [--binary PATH] [--policy FILE]… [--timeout SECONDS] [--backstop [--network]] [--dry-run]",
		Short: "Wire pregate into Claude Code's settings as a PreToolUse hook",
		Long: `Install adds pregate to hooks.PreToolUse and hooks.PreSkillShellCommand of a
Claude Code settings file, the same entry under each:

  {"matcher": "*", "hooks": [{"type": "command", "command": "BINARY hook",
    "timeout": 30, "onFailure": "block"}]}

PreSkillShellCommand (Claude Code 2.1.332) sees the shell commands a skill's
or slash command's text embeds, which never reach PreToolUse; earlier
versions drop that key with a notice and read the rest of the file.

onFailure "block" (Claude Code 2.1.295 and later) makes Claude Code block a
call when the hook crashes, times out or cannot be started, instead of
letting it through.

By default it edits the user settings, $CLAUDE_CONFIG_DIR/settings.json
(~/.claude/settings.json). --project edits <project>/.claude/settings.json,
where <project> is the nearest directory above the current one holding .git
or .claude; --settings edits any file.

Running it again is safe: an existing pregate entry is updated in place, and
nothing is written when it is already as wanted. Everything else in the file
is left as it is. Before the first change the previous content is saved
next to the file as settings.json.pregate-backup.

BINARY is the running pregate binary; a binary built by go run or go test in
a temporary directory is refused — build and install pregate first, or name
it with --binary (a bare name is looked up on PATH by Claude Code each time).

--client codex|gemini|copilot|cursor wires that agent's own hook file
instead: ~/.codex/hooks.json ($CODEX_HOME), ~/.gemini/settings.json,
~/.copilot/hooks/pregate.json, ~/.cursor/hooks.json; with --project the
repository's .codex/hooks.json, .gemini/settings.json,
.github/hooks/pregate.json, .cursor/hooks.json.

Exit codes: 0 installed or already installed, 2 a usage error, a settings
file that does not parse (file:line:col) or cannot be written.`,
		Args:                  cobra.NoArgs,
		DisableFlagsInUseLine: true,
		RunE: func(c *cobra.Command, args []string) error {
			processInstallParams(&p)
			if p.client != "claude" {
				return runClientInstall(p, c.OutOrStdout())
			}
			return runInstallAll(p, b, c.OutOrStdout())
		},
	}
	installFlags(c, &p)
	backstopFlags(c, &b, true)
	f := c.Flags()
	f.StringVar(&p.binary, "binary", "", "the pregate binary the hook runs (default: this one)")
	f.StringArrayVar(&p.policies, "policy", nil, "policy file the hook loads at the cli level (repeatable)")
	f.IntVar(&p.timeout, "timeout", 30, "hook timeout in seconds")
	return c
}

func newUninstallCmd() *cobra.Command {
	var p installParams
	var b backstopParams
	c := &cobra.Command{
		Use:   "uninstall [--project | --settings FILE | --managed] [--dry-run]",
		Short: "Remove pregate's hook from Claude Code's settings",
		Long: `Uninstall removes every pregate hook entry from hooks.PreToolUse and
hooks.PreSkillShellCommand of a Claude Code settings file (the user settings
by default; --project and --settings as for install), and the matcher group,
event list or hooks object that it leaves empty. Everything else stays byte-identical.

Exit codes: 0 removed or not installed, 2 a usage error, a settings file that
does not parse (file:line:col) or cannot be written.`,
		Args:                  cobra.NoArgs,
		DisableFlagsInUseLine: true,
		RunE: func(c *cobra.Command, args []string) error {
			processInstallParams(&p)
			if p.client != "claude" {
				return runClientUninstall(p, c.OutOrStdout())
			}
			return runUninstallAll(p, b, c.OutOrStdout())
		},
	}
	installFlags(c, &p)
	backstopFlags(c, &b, false)
	return c
}

// settingsTarget is the settings file install and uninstall edit.
func settingsTarget(p installParams) (string, error) {
	if path, err := namedTarget(p, func(root string) string { return filepath.Join(root, ".claude", "settings.json") }); path != "" || err != nil {
		return path, err
	}
	return userSettingsPath(p.claudeConfigDir, p.home)
}

// namedTarget is the file --settings names, or inProject of the project
// root under --project; "" with neither, for the user's own file.
func namedTarget(p installParams, inProject func(root string) string) (string, error) {
	switch {
	case p.project && p.settings != "":
		return "", usageErr("--project and --settings cannot be combined")
	case p.settings != "":
		return absFrom(p.cwd, p.settings), nil
	case p.project:
		root := load.ProjectRoot(p.projectDir, p.cwd, p.home)
		if root == "" {
			return "", usageErr("no project: run install --project inside the project")
		}
		return inProject(root), nil
	}
	return "", nil
}

func userSettingsPath(claudeConfigDir, home string) (string, error) {
	dir := claudeConfigDir
	if dir == "" {
		if home == "" {
			return "", usageErr("no home directory and no CLAUDE_CONFIG_DIR: cannot place the user settings")
		}
		dir = filepath.Join(home, ".claude")
	}
	return filepath.Join(dir, "settings.json"), nil
}

func absFrom(cwd, p string) string {
	if filepath.IsAbs(p) || cwd == "" {
		return filepath.Clean(p)
	}
	return filepath.Join(cwd, p)
}

// hookBinary is the binary the hook entry runs: --binary (absolute, or a
// bare name found on PATH), else the running binary under the name it was
// started by when that is the same file (a symlink such as
// /usr/local/bin/pregate survives upgrades; its target may not).
func hookBinary(p installParams) (string, error) {
	if p.binary != "" {
		if !strings.ContainsRune(p.binary, filepath.Separator) {
			if _, err := exec.LookPath(p.binary); err != nil {
				return "", usageErr("--binary %s: not found on PATH", p.binary)
			}
			return p.binary, nil
		}
		b := absFrom(p.cwd, p.binary)
		if err := checkExecutable(b); err != nil {
			return "", usageErr("--binary: %v", err)
		}
		return b, nil
	}
	if p.self == "" {
		return "", usageErr("cannot tell where this pregate binary is; name it with --binary")
	}
	self, err := filepath.EvalSymlinks(p.self)
	if err != nil {
		self = p.self
	}
	if why := temporaryBinary(self, p.tmpDirs); why != "" {
		return "", usageErr("%s is %s and will not last; build and install pregate (go install github.com/pregate/pregate@latest), then run that binary's install, or name one with --binary", self, why)
	}
	if named := invokedAs(p.argv0, p.cwd); named != "" && named != self && sameFile(named, self) {
		return named, nil
	}
	return self, nil
}

// invokedAs is the absolute path argv0 names: looked up on PATH when it
// is a bare name, like the shell did.
func invokedAs(argv0, cwd string) string {
	if argv0 == "" {
		return ""
	}
	if !strings.ContainsRune(argv0, filepath.Separator) {
		p, err := exec.LookPath(argv0)
		if err != nil {
			return ""
		}
		argv0 = p
	}
	return absFrom(cwd, argv0)
}

func sameFile(a, b string) bool {
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err == nil && os.SameFile(sa, sb)
}

func tempDirs() []string {
	dirs := []string{os.TempDir()}
	if d := os.Getenv("GOTMPDIR"); d != "" {
		dirs = append(dirs, d)
	}
	if d := os.Getenv("GOCACHE"); d != "" {
		dirs = append(dirs, d)
	} else if d, err := os.UserCacheDir(); err == nil {
		dirs = append(dirs, filepath.Join(d, "go-build"))
	}
	return dirs
}

// temporaryBinary says why path is a binary that will not outlive the
// build that made it ("" when it is not): go run and go test link into
// go-build directories under the temp dir or the build cache, which are
// cleaned away. A hook entry pointing there would later fail to start,
// and with onFailure "block" every tool call would be blocked.
func temporaryBinary(path string, tmpDirs []string) string {
	for _, el := range strings.Split(filepath.ToSlash(path), "/") {
		if strings.HasPrefix(el, "go-build") {
			return "a temporary go build"
		}
	}
	for _, d := range tmpDirs {
		if d == "" {
			continue
		}
		if rel, err := filepath.Rel(filepath.Clean(d), path); err == nil && rel != "." && !strings.HasPrefix(rel, "..") {
			return "in the temporary directory " + d
		}
	}
	return ""
}

func checkExecutable(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("%s: %v", path, errors.Unwrap(err))
	}
	if st.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	if st.Mode().Perm()&0o111 == 0 {
		return fmt.Errorf("%s is not executable", path)
	}
	return nil
}

// hookOnlyName is the file name of the hook-only binary (cmd/pregate-hook):
// the same hook, flags and output as `pregate hook`, in a binary that links
// none of the other commands and so starts faster. The release ships it
// next to pregate.
var hookOnlyName = "pregate-hook" + exeSuffix()

func exeSuffix() string {
	if runtime.GOOS == "windows" {
		return ".exe"
	}
	return ""
}

// isHookOnly says whether prog, the first word of a hook entry, is the
// hook-only binary, which takes the hook's flags without "hook".
func isHookOnly(prog string) bool {
	b := prog
	if i := strings.LastIndexAny(b, `/\`); i >= 0 {
		b = b[i+1:]
	}
	return strings.TrimSuffix(b, ".exe") == "pregate-hook"
}

// hookEntryBinary is the program the hook entry runs, given pregate, the
// binary hookBinary chose. --binary is taken as it is. Otherwise it is the
// pregate-hook next to pregate (or next to the file pregate links to) when
// that is executable and is this release (its `version` line is this
// binary's); else pregate itself, run as `pregate hook`, and note says why.
func hookEntryBinary(p installParams, pregate string) (binary, note string) {
	if p.binary != "" || isHookOnly(pregate) {
		return pregate, ""
	}
	dirs := []string{filepath.Dir(pregate)}
	if self, err := filepath.EvalSymlinks(p.self); err == nil && filepath.Dir(self) != dirs[0] {
		dirs = append(dirs, filepath.Dir(self))
	}
	var why error
	for _, d := range dirs {
		cand := filepath.Join(d, hookOnlyName)
		err := checkHookOnly(cand)
		if err == nil {
			return cand, ""
		}
		if why == nil {
			why = err
		}
	}
	return pregate, fmt.Sprintf("%v: the entry runs %s hook, the same hook with a slower start (the release archive ships %s next to pregate)", why, pregate, hookOnlyName)
}

// checkHookOnly checks that path is an executable pregate-hook of this
// release: its `version` line is the one this binary prints.
func checkHookOnly(path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("no %s next to pregate (%s)", hookOnlyName, path)
	}
	if err := checkExecutable(path); err != nil {
		return err
	}
	got, err := versionLine(path)
	if err != nil {
		return err
	}
	if want := buildinfo.Read().String(); got != want {
		return fmt.Errorf("%s is %q, not this binary's %q", path, got, want)
	}
	return nil
}

// versionLine runs `path version` and returns the line it prints.
func versionLine(path string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "version").Output()
	if err != nil {
		return "", fmt.Errorf("%s version: %v", path, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// hookCommand is the shell command line of the hook entry. Claude Code
// runs it with sh -c, so every word is quoted when it needs to be. The
// hook-only binary takes the flags without "hook".
func hookCommand(binary string, policies []string) string {
	words := []string{shellQuote(binary)}
	if !isHookOnly(binary) {
		words = append(words, "hook")
	}
	for _, f := range policies {
		words = append(words, "--policy", shellQuote(f))
	}
	return strings.Join(words, " ")
}

func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+=:,@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// shellWords splits a command line into words the way sh would for the
// simple lines hook entries hold: blanks separate, single and double
// quotes group, a backslash escapes. It does not expand anything.
func shellWords(s string) []string {
	var words []string
	var cur strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
			continue
		case ch == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				j = len(s) - i - 1
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
		case ch == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(s[i])
			}
		case ch == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
		default:
			cur.WriteByte(ch)
		}
		in = true
	}
	if in {
		words = append(words, cur.String())
	}
	return words
}

// hookArgs is what every hook entry install writes runs: the binary and
// the --policy files made absolute. With check, a policy that does not
// load is refused: it would make the hook deny every call, and wiring it
// in would lock the user out.
func hookArgs(p installParams, check bool) (binary string, policies []string, err error) {
	if binary, err = hookBinary(p); err != nil {
		return "", nil, err
	}
	for _, f := range p.policies {
		policies = append(policies, absFrom(p.cwd, f))
	}
	if check && len(policies) > 0 {
		if _, err := load.Load(load.Options{Cwd: p.cwd, Home: p.home, CLIFiles: policies, NoDiscover: true}); err != nil {
			return "", nil, &exitError{code: 2, err: fmt.Errorf("the hook would deny every call, a policy does not load:\n%v", err)}
		}
	}
	return binary, policies, nil
}

func runInstall(p installParams, stdout io.Writer) error {
	path, err := settingsTarget(p)
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
	want := hookEntry{Command: hookCommand(binary, policies), Timeout: p.timeout, OnFailure: "block"}
	cur, err := readSettings(path)
	if err != nil {
		return err
	}
	res, err := installSettings(cur.data, want)
	if err != nil {
		return settingsErr(path, err)
	}
	vnotes, err := installVersionCheck(res.out)
	if err != nil {
		return &exitError{code: 2, err: fmt.Errorf("%s: %v", path, err)}
	}
	res.notes = append(res.notes, vnotes...)
	if entryNote != "" {
		res.notes = append(res.notes, entryNote)
	}
	if res.action == actionNone {
		fmt.Fprintf(stdout, "already installed in %s\n  command: %s\n", path, want.Command)
		return nil
	}
	if p.project && filepath.IsAbs(binary) {
		// The project settings are usually committed: a path of this
		// machine may not exist on the next one, and with onFailure
		// "block" a hook that cannot start blocks every call.
		name := "pregate"
		if isHookOnly(binary) {
			name = "pregate-hook"
		}
		res.notes = append(res.notes, fmt.Sprintf("%s is usually committed; its command names this machine's %s (--binary %s would find %s on each user's PATH)", filepath.Join(".claude", filepath.Base(path)), binary, name, name))
	}
	for _, n := range res.notes {
		fmt.Fprintf(stdout, "note: %s\n", n)
	}
	if p.dryRun {
		fmt.Fprintf(stdout, "would %s pregate in %s (dry run, nothing written)\n", res.action, path)
		writeDiff(stdout, path, cur.data, res.out)
		return nil
	}
	backup, err := writeSettings(cur, res.out)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	fmt.Fprintf(stdout, "%s pregate in %s\n  command: %s\n  timeout: %ds, onFailure: block\n", pastTense(res.action), path, want.Command, want.Timeout)
	if backup != "" {
		fmt.Fprintf(stdout, "  previous content saved as %s\n", backup)
	}
	return nil
}

func runUninstall(p installParams, stdout io.Writer) error {
	path, err := settingsTarget(p)
	if err != nil {
		return err
	}
	cur, err := readSettings(path)
	if err != nil {
		return err
	}
	res, err := uninstallSettings(cur.data, p.self)
	if err != nil {
		return settingsErr(path, err)
	}
	if res.action == actionNone {
		fmt.Fprintf(stdout, "not installed in %s\n", path)
		return nil
	}
	if p.dryRun {
		fmt.Fprintf(stdout, "would remove %d pregate hook %s from %s (dry run, nothing written)\n", res.removed, plural(res.removed, "entry", "entries"), path)
		writeDiff(stdout, path, cur.data, res.out)
		return nil
	}
	if ok, backup := createdByInstall(cur, res.out, p.self); ok {
		// install made this file: leave no trace of it, as before.
		if err := os.Remove(cur.real); err != nil {
			return &exitError{code: 2, err: err}
		}
		if backup != "" {
			if err := os.Remove(backup); err != nil {
				return &exitError{code: 2, err: err}
			}
		}
		fmt.Fprintf(stdout, "removed %d pregate hook %s from %s; it did not exist before pregate, so it is deleted\n", res.removed, plural(res.removed, "entry", "entries"), path)
		return nil
	}
	backup, err := writeSettings(cur, res.out)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	fmt.Fprintf(stdout, "removed %d pregate hook %s from %s\n", res.removed, plural(res.removed, "entry", "entries"), path)
	if backup != "" {
		fmt.Fprintf(stdout, "  previous content saved as %s\n", backup)
	}
	return nil
}

// createdByInstall reports whether the settings file did not exist before
// pregate installed itself: without pregate's entry it is an empty object,
// and install left no backup (it always leaves one of a file it found), or
// the backup is itself only pregate's entry, saved when install updated
// it. It returns that backup's path, if any, to be removed with the file.
func createdByInstall(sf settingsFile, out []byte, binary string) (ok bool, backup string) {
	if !sf.exists || !emptyObject(out) {
		return false, ""
	}
	b := sf.real + ".pregate-backup"
	data, err := os.ReadFile(b)
	if errors.Is(err, fs.ErrNotExist) {
		return true, ""
	}
	if err != nil {
		return false, ""
	}
	res, err := uninstallSettings(data, binary)
	if err != nil || res.action == actionNone || !emptyObject(res.out) {
		return false, ""
	}
	return true, b
}

func emptyObject(b []byte) bool {
	var v map[string]json.RawMessage
	return json.Unmarshal(b, &v) == nil && v != nil && len(v) == 0
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func pastTense(action string) string {
	switch action {
	case actionAdd:
		return "installed"
	case actionUpdate:
		return "updated"
	}
	return action
}

func settingsErr(path string, err error) error {
	var pe *settingsPosError
	if errors.As(err, &pe) {
		return &exitError{code: 2, err: fmt.Errorf("%s:%d:%d: %s", path, pe.Line, pe.Col, pe.Msg)}
	}
	return &exitError{code: 2, err: fmt.Errorf("%s: %v", path, err)}
}

// settingsFile is a settings file as read: where it really lives (the
// target of a symlink, which a dotfiles manager may have made), its
// content and mode.
type settingsFile struct {
	path    string // as named
	real    string // after symlinks; where the bytes are written
	data    []byte
	exists  bool
	mode    fs.FileMode
	dirMode fs.FileMode
}

func readSettings(path string) (settingsFile, error) {
	sf := settingsFile{path: path, real: path, mode: 0o600}
	if r, err := filepath.EvalSymlinks(path); err == nil {
		sf.real = r
	}
	f, err := os.Open(sf.real)
	if errors.Is(err, fs.ErrNotExist) {
		return sf, nil
	}
	if err != nil {
		return sf, &exitError{code: 2, err: err}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return sf, &exitError{code: 2, err: err}
	}
	if !st.Mode().IsRegular() {
		return sf, &exitError{code: 2, err: fmt.Errorf("%s is not a regular file", path)}
	}
	data, err := io.ReadAll(io.LimitReader(f, maxSettingsSize+1))
	if err != nil {
		return sf, &exitError{code: 2, err: err}
	}
	if len(data) > maxSettingsSize {
		return sf, &exitError{code: 2, err: fmt.Errorf("%s is larger than %d MiB; not a settings file", path, maxSettingsSize>>20)}
	}
	sf.data, sf.exists, sf.mode = data, true, st.Mode().Perm()
	return sf, nil
}

// writeSettings replaces the file atomically (a temp file in the same
// directory, then rename) with its mode kept, after saving the previous
// content once as FILE.pregate-backup. It returns the backup's path when
// it wrote one.
func writeSettings(sf settingsFile, out []byte) (backup string, err error) {
	dir := filepath.Dir(sf.real)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	if sf.exists {
		b := sf.real + ".pregate-backup"
		f, err := os.OpenFile(b, os.O_WRONLY|os.O_CREATE|os.O_EXCL, sf.mode)
		switch {
		case errors.Is(err, fs.ErrExist):
			// The first backup holds the content from before pregate.
		case err != nil:
			return "", fmt.Errorf("saving the previous content: %v", err)
		default:
			_, werr := f.Write(sf.data)
			if cerr := f.Close(); werr == nil {
				werr = cerr
			}
			if werr != nil {
				os.Remove(b)
				return "", fmt.Errorf("saving the previous content: %v", werr)
			}
			backup = b
		}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(sf.real)+".*.tmp")
	if err != nil {
		return backup, err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(out); err == nil {
		if err = tmp.Chmod(sf.mode); err == nil {
			err = tmp.Sync()
		}
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return backup, err
	}
	err = os.Rename(tmp.Name(), sf.real)
	return backup, err
}

// writeDiff prints a unified diff of one hunk, old against new: the
// changed lines with up to three lines of context around them.
func writeDiff(w io.Writer, name string, old, new []byte) {
	a, b := splitLines(old), splitLines(new)
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	const ctx = 3
	lo := max(pre-ctx, 0)
	hiA, hiB := min(len(a)-suf+ctx, len(a)), min(len(b)-suf+ctx, len(b))
	fmt.Fprintf(w, "--- %s\n+++ %s\n", name, name)
	fmt.Fprintf(w, "@@ -%s +%s @@\n", hunkRange(lo, hiA-lo), hunkRange(lo, hiB-lo))
	for _, l := range a[lo:pre] {
		fmt.Fprintf(w, " %s\n", l)
	}
	for _, l := range a[pre : len(a)-suf] {
		fmt.Fprintf(w, "-%s\n", l)
	}
	for _, l := range b[pre : len(b)-suf] {
		fmt.Fprintf(w, "+%s\n", l)
	}
	for _, l := range a[len(a)-suf : hiA] {
		fmt.Fprintf(w, " %s\n", l)
	}
}

func hunkRange(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

func splitLines(b []byte) []string {
	s := strings.TrimSuffix(string(b), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// ---- settings.json surgery ----

// hookEntry is what install wants pregate's handler to say.
type hookEntry struct {
	Command   string
	Timeout   int
	OnFailure string
}

const (
	actionNone   = ""
	actionAdd    = "install"
	actionUpdate = "update"
)

type editResult struct {
	out     []byte
	action  string // actionNone, actionAdd, actionUpdate, or "remove"
	removed int    // handlers removed
	notes   []string
}

// settingsPosError is a problem at a place in a settings file.
type settingsPosError struct {
	Line, Col int
	Msg       string
}

func (e *settingsPosError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// jnode is one JSON value with the bytes it spans, src[start:end].
type jnode struct {
	kind       byte // '{', '[', '"', or the first byte of a number or literal
	start, end int
	members    []jmember // objects, in file order
	elems      []*jnode  // arrays
}

type jmember struct {
	key      string
	keyStart int
	val      *jnode
}

// get is the value of key; with duplicate keys the last one, as
// JavaScript's JSON.parse (and so Claude Code) keeps it.
func (n *jnode) get(key string) (*jnode, int) {
	if n == nil || n.kind != '{' {
		return nil, -1
	}
	for i := len(n.members) - 1; i >= 0; i-- {
		if n.members[i].key == key {
			return n.members[i].val, i
		}
	}
	return nil, -1
}

// items is the spans of an object's members (key to value end) or an
// array's elements.
func (n *jnode) items() [][2]int {
	var out [][2]int
	for _, m := range n.members {
		out = append(out, [2]int{m.keyStart, m.val.end})
	}
	for _, e := range n.elems {
		out = append(out, [2]int{e.start, e.end})
	}
	return out
}

// parseSettings parses src, which must be one JSON value, keeping spans.
// A syntax error comes back as a *settingsPosError.
func parseSettings(src []byte) (*jnode, error) {
	var v any
	if err := json.Unmarshal(src, &v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			// Offset counts the bytes read, the bad one included; at the
			// end of the input the error is where more was expected.
			off := max(int(se.Offset)-1, 0)
			if int(se.Offset) >= len(src) && strings.Contains(se.Error(), "end of JSON input") {
				off = len(src)
			}
			line, col := lineCol(src, off)
			return nil, &settingsPosError{Line: line, Col: col, Msg: strings.TrimPrefix(se.Error(), "json: ")}
		}
		return nil, err
	}
	p := jparser{src: src}
	n := p.value()
	return n, nil
}

// lineCol is the 1-based line and column (in characters) of src[off].
func lineCol(src []byte, off int) (int, int) {
	before := src[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	ls := bytes.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCount(before[ls:]) + 1
}

// jparser walks JSON already known to be valid.
type jparser struct {
	src []byte
	i   int
}

func (p *jparser) ws() {
	for p.i < len(p.src) && strings.IndexByte(" \t\r\n", p.src[p.i]) >= 0 {
		p.i++
	}
}

func (p *jparser) value() *jnode {
	p.ws()
	n := &jnode{kind: p.src[p.i], start: p.i}
	switch n.kind {
	case '{':
		p.i++
		for {
			p.ws()
			if p.src[p.i] == '}' {
				break
			}
			ks := p.i
			p.str()
			var key string
			_ = json.Unmarshal(p.src[ks:p.i], &key)
			p.ws()
			p.i++ // ':'
			n.members = append(n.members, jmember{key: key, keyStart: ks, val: p.value()})
			p.ws()
			if p.src[p.i] == ',' {
				p.i++
			}
		}
		p.i++
	case '[':
		p.i++
		for {
			p.ws()
			if p.src[p.i] == ']' {
				break
			}
			n.elems = append(n.elems, p.value())
			p.ws()
			if p.src[p.i] == ',' {
				p.i++
			}
		}
		p.i++
	case '"':
		p.str()
	default:
		for p.i < len(p.src) && strings.IndexByte(",}] \t\r\n", p.src[p.i]) < 0 {
			p.i++
		}
	}
	n.end = p.i
	return n
}

func (p *jparser) str() {
	p.i++
	for p.src[p.i] != '"' {
		if p.src[p.i] == '\\' {
			p.i++
		}
		p.i++
	}
	p.i++
}

// handlerRef is one pregate handler found in hooks.PreToolUse.
type handlerRef struct {
	group, handler *jnode
	groupIdx, idx  int
	matcher        string
	hasMatcher     bool
	command        string
	words          []string // the command's words, args appended
	execForm       bool     // "args" present: command is the program alone
	timeout        float64
	hasTimeout     bool
	onFailure      string
}

// isPregateHook says whether words run pregate's hook: the hook-only
// binary pregate-hook with any arguments, or a program called pregate…,
// or binary under any name, whose first argument is "hook".
func isPregateHook(words []string, binary string) bool {
	if len(words) > 0 && isHookOnly(words[0]) {
		return true
	}
	if len(words) < 2 || words[1] != "hook" {
		return false
	}
	if strings.HasPrefix(filepath.Base(words[0]), "pregate") {
		return true
	}
	return binary != "" && (words[0] == binary || filepath.IsAbs(words[0]) && filepath.IsAbs(binary) && sameFile(words[0], binary))
}

// preToolUse finds hooks and hooks.PreToolUse in root; either may be
// nil. A value of the wrong type is an error: install must not guess.
func preToolUse(src []byte, root *jnode) (hooks, pre *jnode, err error) {
	return eventHooks(src, root, hook.PreToolUse)
}

// guardEvents are the hook events install wires pregate into: PreToolUse,
// and PreSkillShellCommand for the shell commands a skill's text embeds
// (Claude Code 2.1.332; earlier versions drop that key with a notice and
// keep the rest of the file).
var guardEvents = []string{hook.PreToolUse, hook.PreSkillShellCommand}

// eventHooks finds hooks and hooks.<event> in root, refusing wrong types
// and duplicated keys; every agent's hook file is read through it.
func eventHooks(src []byte, root *jnode, event string) (hooks, pre *jnode, err error) {
	if root.kind != '{' {
		line, col := lineCol(src, root.start)
		return nil, nil, &settingsPosError{line, col, "the settings are not a JSON object"}
	}
	if err := uniqueKey(src, root, "hooks"); err != nil {
		return nil, nil, err
	}
	hooks, _ = root.get("hooks")
	if hooks == nil {
		return nil, nil, nil
	}
	if hooks.kind != '{' {
		line, col := lineCol(src, hooks.start)
		return nil, nil, &settingsPosError{line, col, `"hooks" is not an object`}
	}
	if err := uniqueKey(src, hooks, event); err != nil {
		return nil, nil, err
	}
	pre, _ = hooks.get(event)
	if pre != nil && pre.kind != '[' {
		line, col := lineCol(src, pre.start)
		return nil, nil, &settingsPosError{line, col, fmt.Sprintf("%q is not an array", "hooks."+event)}
	}
	return hooks, pre, nil
}

// uniqueKey refuses an object that holds key twice. Claude Code reads
// only the last; removing that one would bring the other back to life.
func uniqueKey(src []byte, obj *jnode, key string) error {
	seen := false
	for _, m := range obj.members {
		if m.key != key {
			continue
		}
		if seen {
			line, col := lineCol(src, m.keyStart)
			return &settingsPosError{line, col, fmt.Sprintf("%q appears twice; Claude Code reads only the last one: merge them", key)}
		}
		seen = true
	}
	return nil
}

// findHandlers lists the pregate handlers in pre, in file order.
func findHandlers(src []byte, pre *jnode, binary string) []handlerRef {
	if pre == nil {
		return nil
	}
	var out []handlerRef
	for gi, g := range pre.elems {
		hs, _ := g.get("hooks")
		if hs == nil || hs.kind != '[' {
			continue
		}
		for hi, h := range hs.elems {
			r := handlerRef{group: g, handler: h, groupIdx: gi, idx: hi}
			if t, _ := h.get("type"); t != nil && string(src[t.start:t.end]) != `"command"` {
				continue
			}
			c, _ := h.get("command")
			if c == nil || c.kind != '"' {
				continue
			}
			_ = json.Unmarshal(src[c.start:c.end], &r.command)
			r.words = shellWords(r.command)
			if a, _ := h.get("args"); a != nil {
				var args []string
				if json.Unmarshal(src[a.start:a.end], &args) == nil {
					r.execForm = true
					r.words = append([]string{r.command}, args...)
				}
			}
			if !isPregateHook(r.words, binary) {
				continue
			}
			if m, _ := g.get("matcher"); m != nil {
				r.hasMatcher = json.Unmarshal(src[m.start:m.end], &r.matcher) == nil
			}
			if t, _ := h.get("timeout"); t != nil {
				r.hasTimeout = json.Unmarshal(src[t.start:t.end], &r.timeout) == nil
			}
			if f, _ := h.get("onFailure"); f != nil {
				_ = json.Unmarshal(src[f.start:f.end], &r.onFailure)
			}
			out = append(out, r)
		}
	}
	return out
}

// matchesAll says whether a matcher group sees every tool.
func matchesAll(matcher string, has bool) bool {
	return !has || matcher == "" || matcher == "*" || matcher == ".*"
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	text       string
}

func applyEdits(src []byte, edits []edit) []byte {
	slices.SortStableFunc(edits, func(a, b edit) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return a.end - b.end
	})
	var out bytes.Buffer
	pos := 0
	for _, e := range edits {
		out.Write(src[pos:e.start])
		out.WriteString(e.text)
		pos = e.end
	}
	out.Write(src[pos:])
	b := out.Bytes()
	if len(b) > 0 && b[len(b)-1] != '\n' {
		b = append(b, '\n')
	}
	return b
}

// lineIndent is the blank space that starts the line holding src[off].
func lineIndent(src []byte, off int) string {
	ls := bytes.LastIndexByte(src[:off], '\n') + 1
	e := ls
	for e < len(src) && (src[e] == ' ' || src[e] == '\t') {
		e++
	}
	return string(src[ls:e])
}

// indentUnit is the file's own step of indentation, guessed from the
// first member of the top-level object; two spaces when there is none.
func indentUnit(src []byte, root *jnode) string {
	if root != nil && len(root.members) > 0 {
		first := root.members[0].keyStart
		if bytes.IndexByte(src[root.start:first], '\n') >= 0 {
			if in := lineIndent(src, first); in != "" {
				return in
			}
		}
	}
	return "  "
}

// appendItems adds items at the end of container c. render gets the
// indentation of the new items' lines and returns each item's text.
func appendItems(src []byte, c *jnode, unit string, render func(indent string) []string) edit {
	items := c.items()
	if len(items) == 0 {
		outer := lineIndent(src, c.start)
		texts := render(outer + unit)
		sep := ",\n" + outer + unit
		return edit{c.start + 1, c.end - 1, "\n" + outer + unit + strings.Join(texts, sep) + "\n" + outer}
	}
	first, last := items[0], items[len(items)-1]
	indent, sep := lineIndent(src, first[0]), ",\n"
	if bytes.IndexByte(src[c.start:first[0]], '\n') < 0 {
		// A container written on one line stays on one line.
		indent, sep = lineIndent(src, c.start)+unit, ", "
	}
	var b strings.Builder
	for _, t := range render(indent) {
		b.WriteString(sep)
		if sep != ", " {
			b.WriteString(indent)
		}
		b.WriteString(t)
	}
	return edit{last[1], last[1], b.String()}
}

// removeItems deletes the items of c at the indices in drop, with the
// commas and blank space that separate them, so that the rest of the
// file is left as it was (and an append is exactly undone).
func removeItems(c *jnode, drop map[int]bool) []edit {
	items := c.items()
	left := 0
	for i := range items {
		if !drop[i] {
			left++
		}
	}
	if left == 0 {
		return []edit{{c.start + 1, c.end - 1, ""}}
	}
	var edits []edit
	for a := 0; a < len(items); a++ {
		if !drop[a] {
			continue
		}
		b := a
		for b+1 < len(items) && drop[b+1] {
			b++
		}
		if b+1 < len(items) {
			edits = append(edits, edit{items[a][0], items[b+1][0], ""})
		} else {
			edits = append(edits, edit{items[a-1][1], items[b][1], ""})
		}
		a = b
	}
	return edits
}

// removeEventHandlers deletes the handlers in drop from hooks.<event> and
// whatever that leaves empty: a matcher group, the event, hooks.
func removeEventHandlers(root, hooks, pre *jnode, drop []handlerRef, event string) []edit {
	byGroup := map[int]map[int]bool{}
	for _, r := range drop {
		if byGroup[r.groupIdx] == nil {
			byGroup[r.groupIdx] = map[int]bool{}
		}
		byGroup[r.groupIdx][r.idx] = true
	}
	var edits []edit
	emptied := map[int]bool{}
	for gi, idx := range byGroup {
		hs, _ := pre.elems[gi].get("hooks")
		if len(idx) == len(hs.elems) {
			emptied[gi] = true
			continue
		}
		edits = append(edits, removeItems(hs, idx)...)
	}
	if len(emptied) < len(pre.elems) {
		return append(edits, removeItems(pre, emptied)...)
	}
	_, pi := hooks.get(event)
	if len(hooks.members) > 1 {
		return append(edits, removeItems(hooks, map[int]bool{pi: true})...)
	}
	_, hi := root.get("hooks")
	return append(edits, removeItems(root, map[int]bool{hi: true})...)
}

// Ordered shapes of what install writes.
type hookGroupJSON struct {
	Matcher string            `json:"matcher"`
	Hooks   []hookHandlerJSON `json:"hooks"`
}

type hookHandlerJSON struct {
	Type      string `json:"type"`
	Command   string `json:"command"`
	Timeout   int    `json:"timeout"`
	OnFailure string `json:"onFailure"`
}

// marshalIndent encodes v the way Claude Code writes its settings:
// indented, no HTML escaping, no final newline.
func marshalIndent(v any, prefix, unit string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, unit)
	if err := enc.Encode(v); err != nil {
		panic(err) // only our own plain types get here
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func (w hookEntry) handler() hookHandlerJSON {
	return hookHandlerJSON{Type: "command", Command: w.Command, Timeout: w.Timeout, OnFailure: w.OnFailure}
}

func (w hookEntry) group() hookGroupJSON {
	return hookGroupJSON{Matcher: "*", Hooks: []hookHandlerJSON{w.handler()}}
}

// installSettings returns src with want installed under every guard
// event (guardEvents), one event after the other; see installEvent.
func installSettings(src []byte, want hookEntry) (editResult, error) {
	total := editResult{out: src, action: actionNone}
	for _, e := range guardEvents {
		res, err := installEvent(total.out, want, e)
		if err != nil {
			return editResult{}, err
		}
		if res.action == actionNone {
			continue
		}
		if total.action == actionNone || res.action == actionAdd && e == hook.PreToolUse {
			total.action = res.action
		}
		total.out = res.out
		total.notes = append(total.notes, res.notes...)
	}
	return total, nil
}

// installEvent returns src with want installed in hooks.<event>: the first
// pregate handler updated in place (other members of it kept), any further
// pregate handlers removed, or a new matcher group appended.
func installEvent(src []byte, want hookEntry, event string) (editResult, error) {
	if len(bytes.TrimSpace(src)) == 0 {
		doc := map[string]any{"hooks": map[string]any{event: []hookGroupJSON{want.group()}}}
		return editResult{out: []byte(marshalIndent(doc, "", "  ") + "\n"), action: actionAdd}, nil
	}
	root, err := parseSettings(src)
	if err != nil {
		return editResult{}, err
	}
	hooks, pre, err := eventHooks(src, root, event)
	if err != nil {
		return editResult{}, err
	}
	unit := indentUnit(src, root)
	binary := ""
	if w := shellWords(want.Command); len(w) > 0 {
		binary = w[0]
	}
	found := findHandlers(src, pre, binary)
	var edits []edit
	res := editResult{action: actionUpdate}
	switch {
	case hooks == nil:
		res.action = actionAdd
		edits = append(edits, appendItems(src, root, unit, func(in string) []string {
			v := map[string]any{event: []hookGroupJSON{want.group()}}
			return []string{`"hooks": ` + marshalIndent(v, in, unit)}
		}))
	case pre == nil:
		res.action = actionAdd
		edits = append(edits, appendItems(src, hooks, unit, func(in string) []string {
			return []string{`"` + event + `": ` + marshalIndent([]hookGroupJSON{want.group()}, in, unit)}
		}))
	case len(found) == 0:
		res.action = actionAdd
		edits = append(edits, appendItems(src, pre, unit, func(in string) []string {
			return []string{marshalIndent(want.group(), in, unit)}
		}))
	default:
		first := found[0]
		edits = append(edits, updateHandler(src, first, want, unit)...)
		if len(found) > 1 {
			edits = append(edits, removeEventHandlers(root, hooks, pre, found[1:], event)...)
			res.notes = append(res.notes, fmt.Sprintf("removed %d further pregate hook %s from %s", len(found)-1, plural(len(found)-1, "entry", "entries"), event))
		}
		if !matchesAll(first.matcher, first.hasMatcher) {
			res.notes = append(res.notes, fmt.Sprintf("the %s entry's matcher is %q: pregate sees only the tools it matches; use \"*\" to see every tool", event, first.matcher))
		}
	}
	if len(edits) == 0 {
		return editResult{out: src, action: actionNone}, nil
	}
	res.out = applyEdits(src, edits)
	return res, nil
}

// updateHandler sets command, timeout and onFailure of an existing
// handler, leaving its other members (statusMessage, if, …) alone. An
// exec-form handler (with "args") is replaced whole: its command names
// the program alone.
func updateHandler(src []byte, r handlerRef, want hookEntry, unit string) []edit {
	h := r.handler
	if r.execForm {
		return []edit{{h.start, h.end, marshalIndent(want.handler(), lineIndent(src, h.start), unit)}}
	}
	var edits []edit
	var missing []string
	set := func(key string, v any) {
		val, _ := h.get(key)
		text := marshalIndent(v, "", "")
		if val == nil {
			missing = append(missing, fmt.Sprintf("%q: %s", key, text))
			return
		}
		var cur, wantv any
		_ = json.Unmarshal(src[val.start:val.end], &cur)
		_ = json.Unmarshal([]byte(text), &wantv)
		if fmt.Sprint(cur) != fmt.Sprint(wantv) {
			edits = append(edits, edit{val.start, val.end, text})
		}
	}
	set("type", "command")
	set("command", want.Command)
	set("timeout", want.Timeout)
	set("onFailure", want.OnFailure)
	if len(missing) > 0 {
		edits = append(edits, appendItems(src, h, unit, func(string) []string { return missing }))
	}
	return edits
}

// uninstallSettings returns src without any pregate handler under any
// guard event: any that runs a pregate… program, or binary (the running
// one), with "hook".
func uninstallSettings(src []byte, binary string) (editResult, error) {
	total := editResult{out: src, action: actionNone}
	if len(bytes.TrimSpace(src)) == 0 {
		return total, nil
	}
	for _, e := range guardEvents {
		root, err := parseSettings(total.out)
		if err != nil {
			return editResult{}, err
		}
		hooks, pre, err := eventHooks(total.out, root, e)
		if err != nil {
			return editResult{}, err
		}
		found := findHandlers(total.out, pre, binary)
		if len(found) == 0 {
			continue
		}
		total.out = applyEdits(total.out, removeEventHandlers(root, hooks, pre, found, e))
		total.action = "remove"
		total.removed += len(found)
	}
	return total, nil
}
