package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
)

// TestPrefixWritesSeeRules: split's and csplit's PREFIX names every file
// the prefix completes to (PREFIXaa, PREFIX00): a deny or ask Edit rule
// matches when some completion could match it, an Edit allow approves
// the write only when it covers every completion.
func TestPrefixWritesSeeRules(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	project := filepath.Join(work, "proj")
	for _, d := range []string{filepath.Join(project, ".git"), filepath.Join(work, "secrets"), filepath.Join(work, "out", "keys"), filepath.Join(work, "home")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(work, "secrets"), filepath.Join(work, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "f"), []byte("a\nb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	src := `version = 1
[permissions]
deny = ["Edit(//` + work[1:] + `/secrets/**)", "Edit(.secretrc*)"]
ask = ["Edit(//` + work[1:] + `/out/keys/id_*)"]
allow = ["Bash(split *)", "Bash(csplit *)", "Edit(//` + work[1:] + `/out/**)", "Edit(//` + work[1:] + `/part*)"]
[floor]
write_scope = ["{project}/**", "` + work + `/**"]
`
	pol := loadCLI(t, filepath.Join(work, "p.toml"), src, project)
	tests := []struct {
		cmd  string
		want hook.Decision
		rule string // the rule that decides ("" for none)
	}{
		{"split -l1 f " + work + "/secrets/x", hook.Deny, "/secrets/**"},
		{"split -l1 f " + work + "/secre", hook.Deny, "/secrets/**"}, // completes to …/secrets
		{"split -l1 f " + work + "/secrets", hook.None, ""},          // …/secretsaa is not under it
		{"split -l1 f " + work + "/link/x", hook.Deny, "/secrets/**"},
		{"csplit -f " + work + "/secrets/p f 1", hook.Deny, "/secrets/**"},
		{"csplit -f" + work + "/secrets/ f 1", hook.Deny, "/secrets/**"},
		{"split -l1 f .secr", hook.Deny, ".secretrc*"},
		{"split -l1 f sub/.secretrc", hook.Deny, ".secretrc*"},
		{"split -l1 f .sx", hook.Allow, "Bash(split *)"},
		{"split -l1 f " + work + "/out/keys/i", hook.Ask, "id_*"},
		{"split -l1 f " + work + "/out/keys/id_", hook.Ask, "id_*"},
		{"split -l1 f " + work + "/out/keys/j", hook.Allow, "Bash(split *)"},
		{"split -l1 f " + work + "/out/zz", hook.Allow, "Bash(split *)"},
		{"split -l1 f " + work + "/ou", hook.None, ""},  // …/ouaa is outside out/
		{"split -l1 f " + work + "/out", hook.None, ""}, // …/outaa too
		{"split -l1 f " + work + "/part", hook.Allow, "Bash(split *)"},
		{"split -l1 f " + work + "/par", hook.None, ""}, // …/parzz is not part*
	}
	for _, tc := range tests {
		t.Run(strings.ReplaceAll(strings.TrimPrefix(tc.cmd, "split -l1 f "), work, "W"), func(t *testing.T) {
			res := Decide(Input{
				Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Bash", ToolInput: map[string]any{"command": tc.cmd}},
				Policy: pol,
				Home:   filepath.Join(work, "home"),
				Tmp:    filepath.Join(work, "tmp"),
				Env:    map[string]string{"HOME": filepath.Join(work, "home")},
			})
			if res.Decision != tc.want {
				t.Fatalf("decision = %s, want %s (%s)", res.Decision, tc.want, res.OperatorReason)
			}
			if tc.rule != "" && (res.Rule == nil || !strings.Contains(res.Rule.ID, tc.rule)) {
				t.Errorf("rule = %v, want one naming %q", res.Rule, tc.rule)
			}
		})
	}
}

// TestInstallRootsAndPassThroughSeeRules: through the whole pipeline, an
// Edit deny rule sees where go install and cargo install write (the
// install location is a write of its tree), the floor's write scope sees
// it too, and a deny rule of an npm command sees the npm command pnpm
// passes its words to.
func TestInstallRootsAndPassThroughSeeRules(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	project, home := filepath.Join(work, "proj"), filepath.Join(work, "home")
	for _, d := range []string{filepath.Join(project, ".git"), home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	src := `version = 1
[permissions]
deny = ["Edit(~/go/bin/**)", "Bash(npm unpublish *)"]
allow = ["Bash(go install *)", "Bash(cargo install *)", "Bash(pnpm *)", "Bash(npm view *)"]
[floor]
write_scope = ["{project}/**", "` + home + `/.cargo/**", "` + home + `/go/**"]
`
	pol := loadCLI(t, filepath.Join(work, "p.toml"), src, project)
	tests := []struct {
		cmd  string
		want hook.Decision
		rule string
	}{
		{"go install example.com/x@latest", hook.Deny, "Edit(~/go/bin/**)"},
		{"cargo install --root " + project + "/tools ripgrep", hook.Allow, "Bash(cargo install *)"},
		{"cargo install ripgrep", hook.None, ""}, // ~/.cargo/bin: outside the project, no Edit allow
		{"cargo install --root /opt/r ripgrep", hook.Deny, "floor.write-scope"},
		{"pnpm unpublish x", hook.Deny, "Bash(npm unpublish *)"},
		{"pnpm view x", hook.Allow, "Bash"},
		{"pnpm edit x", hook.Ask, ""}, // npm edit runs, and nothing allows it
	}
	for _, tc := range tests {
		t.Run(tc.cmd, func(t *testing.T) {
			res := Decide(Input{
				Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Bash", ToolInput: map[string]any{"command": tc.cmd}},
				Policy: pol,
				Home:   home,
				Tmp:    filepath.Join(work, "tmp"),
				Env:    map[string]string{"HOME": home},
			})
			if res.Decision != tc.want {
				t.Fatalf("decision = %s, want %s (%s)", res.Decision, tc.want, res.OperatorReason)
			}
			if tc.rule != "" && (res.Rule == nil || !strings.Contains(res.Rule.ID, tc.rule)) {
				t.Errorf("rule = %v, want one naming %q", res.Rule, tc.rule)
			}
		})
	}
}
