package gate

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/load"
)

var allModes = []string{"default", "plan", "acceptEdits", "auto", "dontAsk", "bypassPermissions"}

// TestFloorHoldsInEveryMode: with a policy that allows everything, the
// floor still denies protected paths, circuit breakers and other tenants'
// files, in every permission mode.
func TestFloorHoldsInEveryMode(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	tenants := filepath.Join(work, "srv", "tenants")
	project := filepath.Join(tenants, "acme", "app")
	other := filepath.Join(tenants, "globex", "app")
	for _, d := range []string{filepath.Join(home, ".ssh"), filepath.Join(project, ".git"), other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(home, ".ssh", "id_rsa"), filepath.Join(other, "db.sqlite"), filepath.Join(project, "main.go")} {
		if err := os.WriteFile(f, []byte("x\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// A link inside the project to the other tenant: resolved, it is
	// still the other tenant's file.
	if err := os.Symlink(filepath.Join(other, "db.sqlite"), filepath.Join(project, "shared.sqlite")); err != nil {
		t.Fatal(err)
	}
	src := "version = 1\n[permissions]\nallow = [\"Bash\", \"Read\", \"Edit\", \"Write\"]\n[tenants]\nroot = \"" + tenants + "/*\"\n"
	pol := loadCLI(t, filepath.Join(work, "p.toml"), src, project)
	calls := []struct {
		name  string
		tool  string
		input map[string]any
		agent string // the agent reason must mention this
	}{
		{"read_ssh_key", "Read", map[string]any{"file_path": filepath.Join(home, ".ssh", "id_rsa")}, ".ssh"},
		{"cat_ssh_key_via_home_var", "Bash", map[string]any{"command": "cat $HOME/.ssh/id_rsa"}, ".ssh"},
		{"rm_rf_home", "Bash", map[string]any{"command": "rm -rf ~"}, ""},
		{"rm_rf_root_glob", "Bash", map[string]any{"command": "sudo rm -rf /*"}, ""},
		{"other_tenant_read", "Read", map[string]any{"file_path": filepath.Join(other, "db.sqlite")}, ""},
		{"other_tenant_via_symlink", "Bash", map[string]any{"command": "cat shared.sqlite"}, ""},
		{"other_tenant_write", "Write", map[string]any{"file_path": filepath.Join(other, "x"), "content": "x"}, ""},
	}
	for _, mode := range allModes {
		for _, c := range calls {
			t.Run(mode+"/"+c.name, func(t *testing.T) {
				res := Decide(Input{
					Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: mode, ToolName: c.tool, ToolInput: c.input},
					Policy: pol,
					Home:   home,
					Tmp:    filepath.Join(work, "tmp"),
					Env:    map[string]string{"HOME": home},
				})
				if res.Decision != hook.Deny {
					t.Fatalf("decision = %s, want deny (%s)", res.Decision, res.OperatorReason)
				}
				if res.Rule == nil || !strings.HasPrefix(res.Rule.ID, "floor.") {
					t.Errorf("rule = %+v, want a floor entry", res.Rule)
				}
				if !strings.Contains(res.AgentReason, c.agent) {
					t.Errorf("agent reason %q does not mention %q", res.AgentReason, c.agent)
				}
				if !strings.Contains(res.OperatorReason, "mode "+mode) {
					t.Errorf("operator reason %q does not name the mode", res.OperatorReason)
				}
			})
		}
	}
	// The tenant deny names both tenants; the session's own files are
	// left to the rules (here: allowed).
	res := Decide(Input{
		Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Read", ToolInput: map[string]any{"file_path": filepath.Join(other, "db.sqlite")}},
		Policy: pol, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
	})
	if !strings.Contains(res.OperatorReason, "acme") || !strings.Contains(res.OperatorReason, "globex") {
		t.Errorf("tenant deny %q does not name both tenants", res.OperatorReason)
	}
	res = Decide(Input{
		Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Read", ToolInput: map[string]any{"file_path": filepath.Join(project, "main.go")}},
		Policy: pol, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
	})
	if res.Decision != hook.Allow {
		t.Errorf("own tenant read = %s (%s), want allow", res.Decision, res.OperatorReason)
	}
}

// TestProjectScopeOnlyNarrows: a write scope in a project file narrows the
// default but can never widen it.
func TestProjectScopeOnlyNarrows(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	src := "version = 1\n[permissions]\nallow = [\"Write\"]\n[floor]\nwrite_scope = [\"/**\"]\n"
	wide := loadProject(t, project, home, src)
	narrowSrc := "version = 1\n[permissions]\nallow = [\"Write\"]\n[floor]\nwrite_scope = [\"{project}/src/**\"]\n"
	narrow := loadProject(t, project, home, narrowSrc)
	decide := func(pol *rules.Policy, path string) hook.Decision {
		return Decide(Input{
			Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Write", ToolInput: map[string]any{"file_path": path, "content": "x"}},
			Policy: pol, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
		}).Decision
	}
	if got := decide(wide, filepath.Join(work, "elsewhere", "f")); got != hook.Deny {
		t.Errorf("project write_scope /** let a write outside the project through: %s", got)
	}
	if got := decide(narrow, filepath.Join(project, "README.md")); got != hook.Deny {
		t.Errorf("project write_scope {project}/src/** did not narrow: %s", got)
	}
	if got := decide(narrow, filepath.Join(project, "src", "a.go")); got == hook.Deny {
		t.Errorf("a write inside the narrowed scope was denied")
	}
}

// TestFloorRemoveByManagedOnly: managed policy can take a built-in floor
// entry out by id; the same line in a project file changes nothing.
func TestFloorRemoveByManagedOnly(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	managed := filepath.Join(work, "managed")
	for _, d := range []string{home, filepath.Join(project, ".git"), filepath.Join(project, ".claude"), managed} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(project, ".env"), []byte("X=1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	remove := []byte("version = 1\n[floor]\nremove = [\"env-files\"]\n")
	decide := func() Result {
		return Decide(Input{
			Event: hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Read", ToolInput: map[string]any{"file_path": filepath.Join(project, ".env")}},
			Home:  home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
			Load: load.Options{Home: home, ManagedDir: managed, ClaudeManagedDir: filepath.Join(work, "none"),
				XDGConfigHome: filepath.Join(home, ".config"), NoBuiltin: true},
		})
	}
	if res := decide(); res.Decision != hook.Deny || res.Rule == nil || res.Rule.ID != "floor.env-files" {
		t.Fatalf("reading .env with no removal = %s %+v, want the floor's env-files deny", res.Decision, res.Rule)
	}
	if err := os.WriteFile(filepath.Join(project, ".claude", "pregate.toml"), remove, 0o644); err != nil {
		t.Fatal(err)
	}
	if res := decide(); res.Decision != hook.Deny {
		t.Fatalf("a project file removed a floor entry: %s (%s)", res.Decision, res.OperatorReason)
	}
	if err := os.WriteFile(filepath.Join(managed, "policy.toml"), remove, 0o644); err != nil {
		t.Fatal(err)
	}
	if res := decide(); res.Decision == hook.Deny {
		t.Fatalf("managed floor.remove did not take env-files out: %s", res.OperatorReason)
	}
}

// TestFloorEntryPositionInVerdict: a policy floor entry keeps its line and
// column to the rule reference of the verdict (what check --json and the
// audit log name).
func TestFloorEntryPositionInVerdict(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	for _, d := range []string{home, filepath.Join(project, ".git"), filepath.Join(project, ".claude")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// The glob is the second element of line 4: column 23 is its quote.
	pol := "version = 1\n\n[floor]\nprotect = [\"~/a.txt\", \"{project}/vault/**\"]\n"
	file := filepath.Join(project, ".claude", "pregate.toml")
	if err := os.WriteFile(file, []byte(pol), 0o644); err != nil {
		t.Fatal(err)
	}
	res := Decide(Input{
		Event: hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Write",
			ToolInput: map[string]any{"file_path": filepath.Join(project, "vault", "k"), "content": "x"}},
		Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
		Load: load.Options{Home: home, ManagedDir: filepath.Join(work, "none"), ClaudeManagedDir: filepath.Join(work, "none"),
			XDGConfigHome: filepath.Join(home, ".config"), NoBuiltin: true},
	})
	if res.Decision != hook.Deny || res.Rule == nil {
		t.Fatalf("writing under a protected glob = %s %+v, want a floor deny", res.Decision, res.Rule)
	}
	if res.Rule.Source != file || res.Rule.Line != 4 || res.Rule.Col != 23 {
		t.Errorf("floor rule reference = %s:%d:%d, want %s:4:23", res.Rule.Source, res.Rule.Line, res.Rule.Col, file)
	}
}

// TestFloorSelfOnce: the floor is given each of pregate's own files once,
// in order, though Watched holds the policy files read (Files) too.
func TestFloorSelfOnce(t *testing.T) {
	pol := &rules.Policy{
		Files:   []string{"/etc/pregate/policy.toml", "/h/.config/pregate/policy.toml"},
		Watched: []string{"/etc/pregate/policy.toml", "/h/.pregate.toml", "/h/.config/pregate/policy.toml"},
	}
	in := Input{Home: "/h", Self: "/usr/bin/pregate"}
	got := floorConfig(in, pol, "", "/h")[0].Self
	want := []string{"/etc/pregate/policy.toml", "/h/.config/pregate/policy.toml", "/h/.pregate.toml", "/usr/bin/pregate", auditPath(in, pol)}
	if !slices.Equal(got, want) {
		t.Errorf("Self = %q, want %q", got, want)
	}
}
