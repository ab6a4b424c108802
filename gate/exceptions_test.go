package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestSettingsExceptionRules: Claude Code's "!" rules in imported
// settings. In an allow list they narrow the allows (in this file and in
// every other settings file), so pregate allows no more than Claude Code;
// in a deny list pregate keeps denying, and the trace says Claude Code
// would not.
func TestSettingsExceptionRules(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	files := map[string]string{
		filepath.Join(project, ".claude", "settings.json"): `{"permissions": {
  "allow": ["Read(./src/**)", "Read(!src/secret.txt)"],
  "deny": ["Read(./docs/**)", "Read(!docs/public.md)"]
}}`,
		// The user's allow is narrowed by the project's "!" rule too.
		filepath.Join(home, ".claude", "settings.json"): `{"permissions": {"allow": ["Read(//` + strings.TrimPrefix(project, "/") + `/src/**)"]}}`,
		filepath.Join(project, "src", "a.go"):           "package a",
		filepath.Join(project, "src", "secret.txt"):     "s",
		filepath.Join(project, "docs", "public.md"):     "p",
	}
	for p, c := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	decide := func(file string) Result {
		return Decide(Input{
			Event: hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default",
				ToolName: "Read", ToolInput: map[string]any{"file_path": filepath.Join(project, file)}},
			Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home}, Explain: true,
			Load: load.Options{Home: home, NoBuiltin: true,
				ManagedDir: filepath.Join(work, "etc", "pregate"), ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
		})
	}
	for _, tt := range []struct {
		file, want, trace string
	}{
		{"src/a.go", "allow", ""},
		{"src/secret.txt", "none", `Read(!src/secret.txt) takes this path out of it`},
		{"docs/public.md", "deny", `pregate keeps the deny (stricter)`},
	} {
		t.Run(tt.file, func(t *testing.T) {
			res := decide(tt.file)
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			if string(res.Decision) != tt.want {
				t.Errorf("decision = %s, want %s\n%s", res.Decision, tt.want, strings.Join(Lines(res.Trace), "\n"))
			}
			if tt.trace != "" && !strings.Contains(strings.Join(Lines(res.Trace), "\n"), tt.trace) {
				t.Errorf("trace does not say %q:\n%s", tt.trace, strings.Join(Lines(res.Trace), "\n"))
			}
		})
	}
}
