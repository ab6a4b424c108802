package cmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
)

// Output rules of `pregate backstop guard`, Claude Code's ConfigChange
// hook: exit 0 lets a settings change into the session; exit 2 keeps the
// session on the settings it has, and the one diagnostic line on stderr
// (diag.go) is the reason Claude Code shows. Nothing is printed on stdout. Anything
// the guard cannot read is a block: the entry is installed with onFailure
// "block", so a crash blocks too.

type guardParams struct {
	settings string
	hash     string
}

func newBackstopGuardCmd() *cobra.Command {
	var p guardParams
	c := &cobra.Command{
		Use:   "guard --settings FILE --hash HASH",
		Short: "Run as Claude Code's ConfigChange hook: block a settings change that weakens the backstop",
		Long: `Guard is the ConfigChange hook install --backstop writes. Claude Code runs it
when a settings file changes during a session, with the file in the event;
guard blocks the change (exit 2: the session keeps the settings it has; the
file itself is not touched) when the new content

  - does not parse;
  - switches hooks off (disableAllHooks) or weakens the sandbox anywhere:
    enabled false, allowUnsandboxedCommands true, filesystem.disabled,
    filesystem.allowRead, excludedCommands, allowNestedUserNamespaces,
    enableWeakerNestedSandbox;
  - is FILE's and has lost part of the installed block: a deny rule, a
    sandbox path, the sandbox switches, this guard (with HASH), or pregate's
    PreToolUse hook when it was installed beside the block.

Other changes, and skills reloads, go through (exit 0).`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if code := runGuard(p, c.InOrStdin(), c.ErrOrStderr()); code != 0 {
				return &exitError{code: code, silent: true}
			}
			return nil
		},
	}
	c.Flags().StringVar(&p.settings, "settings", "", "the settings file holding the block")
	c.Flags().StringVar(&p.hash, "hash", "", "the installed block's hash")
	c.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		diag(c.ErrOrStderr(), "guard: %v", err)
		return &exitError{code: 2, silent: true}
	})
	return c
}

// configChangeEvent is the part of Claude Code's ConfigChange input the
// guard reads.
type configChangeEvent struct {
	HookEventName string `json:"hook_event_name"`
	Source        string `json:"source"`
	FilePath      string `json:"file_path"`
}

// runGuard returns 0 to let the change in, 2 to block it.
func runGuard(p guardParams, stdin io.Reader, stderr io.Writer) (code int) {
	block := func(format string, a ...any) int {
		diag(stderr, format, a...)
		return 2
	}
	defer func() {
		if r := recover(); r != nil {
			code = block("guard: internal error: %v", r)
		}
	}()
	data, err := io.ReadAll(io.LimitReader(stdin, 1<<20+1))
	if err != nil || len(data) > 1<<20 {
		return block("guard: cannot read the ConfigChange event")
	}
	var ev configChangeEvent
	if err := json.Unmarshal(data, &ev); err != nil {
		return block("guard: the ConfigChange event is not JSON: %v", err)
	}
	if ev.HookEventName != "ConfigChange" {
		return block("guard: got a %q event; it answers ConfigChange only", ev.HookEventName)
	}
	if ev.Source == "skills" {
		return 0
	}
	if ev.FilePath == "" {
		return block("guard: the ConfigChange event names no file; the change is kept out")
	}
	src, err := os.ReadFile(ev.FilePath)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return block("guard: cannot read %s: %v; the change is kept out", ev.FilePath, errors.Unwrap(err))
	}
	problems, err := guardProblems(src, p, ev.FilePath)
	if err != nil {
		return block("kept a change to %s out of the session: %v", ev.FilePath, err)
	}
	if len(problems) > 0 {
		return block("kept a change to %s out of the session: it %s; the session keeps its settings (run pregate install --backstop to change the backstop)", ev.FilePath, strings.Join(problems, "; "))
	}
	return 0
}

// weakeners are settings that switch the backstop off in any file, and
// the value that does it ("[]" for a non-empty list).
var weakeners = []struct {
	path settingsPath
	bad  string
	says string
}{
	{settingsPath{"disableAllHooks"}, "true", "switches hooks off"},
	{settingsPath{"sandbox", "enabled"}, "false", "switches the sandbox off"},
	{settingsPath{"sandbox", "allowUnsandboxedCommands"}, "true", "lets commands run outside the sandbox"},
	{settingsPath{"sandbox", "filesystem", "disabled"}, "true", "switches the sandbox's file rules off"},
	{settingsPath{"sandbox", "allowNestedUserNamespaces"}, "true", "lets sandboxed commands escape the sandbox's file rules"},
	{settingsPath{"sandbox", "enableWeakerNestedSandbox"}, "true", "weakens the sandbox"},
	{settingsPath{"sandbox", "filesystem", "allowRead"}, "[]", "re-allows reads inside denied paths"},
	{settingsPath{"sandbox", "excludedCommands"}, "[]", "takes commands out of the sandbox"},
}

// guardProblems lists what the new content src of file does to the
// backstop; an error is content that cannot be judged.
func guardProblems(src []byte, p guardParams, file string) ([]string, error) {
	src, root, err := parseRoot(src)
	if err != nil {
		return nil, fmt.Errorf("it does not parse (%v)", err)
	}
	var problems []string
	for _, w := range weakeners {
		v := valueAt(src, w.path)
		switch {
		case v == "":
		case w.bad == "[]" && len(arrayTexts(src, w.path)) > 0, w.bad != "[]" && jsonEqual(v, w.bad):
			problems = append(problems, fmt.Sprintf("sets %s (%s)", w.path, w.says))
		}
	}
	if p.settings == "" || !sameSettingsFile(file, p.settings) {
		return problems, nil
	}
	for _, s := range []struct {
		path settingsPath
		want string
	}{{settingsPath{"sandbox", "enabled"}, "true"}, {settingsPath{"sandbox", "failIfUnavailable"}, "true"}, {settingsPath{"sandbox", "allowUnsandboxedCommands"}, "false"}} {
		if !jsonEqual(valueAt(src, s.path), s.want) {
			problems = append(problems, fmt.Sprintf("drops %s: %s", s.path, s.want))
		}
	}
	hasGuard := false
	for _, t := range arrayTexts(src, pathConfigHook) {
		if w, ok := guardGroup(t); ok && (p.hash == "" || flagValue(w, "hash") == p.hash) {
			hasGuard = true
		}
	}
	if !hasGuard {
		problems = append(problems, "removes or changes the backstop's ConfigChange guard")
	}
	real := p.settings
	if r, err := filepath.EvalSymlinks(real); err == nil {
		real = r
	}
	rec, err := readRecord(real + ".pregate-backstop")
	if err != nil || rec == nil {
		return problems, nil
	}
	missing := 0
	first := ""
	for _, a := range rec.Added {
		if samePath(a.Path, pathConfigHook) {
			continue
		}
		found := false
		for _, t := range arrayTexts(src, a.Path) {
			found = found || jsonEqual(t, string(a.Value))
		}
		if !found {
			if missing == 0 {
				first = fmt.Sprintf("%s %s", a.Path, string(a.Value))
			}
			missing++
		}
	}
	if missing > 0 {
		problems = append(problems, fmt.Sprintf("removes %d %s of the backstop (first: %s)", missing, plural(missing, "entry", "entries"), first))
	}
	if rec.Hook {
		if _, pre, err := preToolUse(src, root); err != nil || len(findHandlers(src, pre, "")) == 0 {
			problems = append(problems, "removes pregate's PreToolUse hook")
		}
	}
	return problems, nil
}

// sameSettingsFile says whether a and b name one settings file: the same
// path after cleaning, or the same file on disk.
func sameSettingsFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	ra, ea := filepath.EvalSymlinks(a)
	rb, eb := filepath.EvalSymlinks(b)
	if ea == nil && eb == nil && ra == rb {
		return true
	}
	return sameFile(a, b)
}
