package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestComposeProjectJudged: what a compose file mounts is judged as the
// same mount on docker run's command line: the floor denies a read-write
// bind of ~/.ssh, of the project's .claude or of anything outside the
// write scope, and an allow of docker compose up approves a compose up
// only while every mount stays inside the project, on real compose
// files.
func TestComposeProjectJudged(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	for _, d := range []string{filepath.Join(project, ".git"), filepath.Join(home, ".ssh"), filepath.Join(project, "sub")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, ".ssh", "id_ed25519"), []byte("key"), 0o600); err != nil {
		t.Fatal(err)
	}
	pol := loadProject(t, project, home, "version = 1\n[permissions]\nallow = [\"Bash(docker compose up*)\", \"Bash(docker-compose up*)\"]\n")
	svc := func(volumes ...string) string {
		return "services:\n  web:\n    image: nginx\n    volumes: [" + strings.Join(volumes, ", ") + "]\n"
	}
	tests := []struct {
		name, file, cmd string
		cwd             string
		want            hook.Decision
		floor           bool // the deny is the floor's
	}{
		{"ssh_rw", svc(`"~/.ssh:/root/.ssh"`), "docker compose up", project, hook.Deny, true},
		{"ssh_rw_long", "services:\n  web:\n    image: x\n    volumes:\n      - type: bind\n        source: ~/.ssh\n        target: /k\n", "docker compose up -d", project, hook.Deny, true},
		{"claude_rw", svc(`"./.claude:/c"`), "docker compose up", project, hook.Deny, true},
		{"claude_rw_from_subdirectory", svc(`"./.claude:/c"`), "docker-compose up", filepath.Join(project, "sub"), hook.Deny, true},
		{"outside_write_scope", svc(`"/srv:/srv"`), "docker compose up", project, hook.Deny, true},
		{"home_rw", svc(`"~/notes:/n"`), "docker compose up", project, hook.Deny, true},
		{"inside_project", svc(`"./src:/src"`, `"data:/data"`), "docker compose up", project, hook.Allow, false},
		// A read outside the project needs a rule of its own, as cat's.
		{"read_only_outside", svc(`"/usr/share/doc:/doc:ro"`), "docker compose up", project, hook.None, false},
		{"unparsable", "services: [\n", "docker compose up", project, hook.Ask, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := os.WriteFile(filepath.Join(project, "compose.yaml"), []byte(tc.file), 0o644); err != nil {
				t.Fatal(err)
			}
			res := Decide(Input{
				Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: tc.cwd, PermissionMode: "default", ToolName: "Bash", ToolInput: map[string]any{"command": tc.cmd}},
				Policy: pol, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
			})
			if res.Decision != tc.want {
				t.Fatalf("%s with %q: decision %s (%s), want %s", tc.cmd, tc.file, res.Decision, res.OperatorReason, tc.want)
			}
			if tc.floor && (res.Rule == nil || !strings.HasPrefix(res.Rule.ID, "floor.")) {
				t.Errorf("%s: rule %+v, want a floor entry", tc.cmd, res.Rule)
			}
		})
	}
}

// TestComposeHostAccessAsks: with the builtin baseline, a compose service
// that runs privileged or in the host's namespaces asks, as the docker
// run that creates it asks, even where Bash(docker compose up*) allows
// the command; a plain service stays allowed.
func TestComposeHostAccessAsks(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	project := filepath.Join(work, "project")
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(project, ".claude", "pregate.toml")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("version = 1\n[permissions]\nallow = [\"Bash(docker compose up*)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	none := filepath.Join(work, "none")
	pol, err := load.Load(load.Options{Cwd: project, Home: home, ProjectDir: project, ManagedDir: none, ClaudeManagedDir: none})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, service string
		want          hook.Decision
	}{
		{"privileged", "privileged: true", hook.Ask},
		{"pid_host", "pid: host", hook.Ask},
		{"network_host", "network_mode: host", hook.Ask},
		{"cap_sys_admin", "cap_add: [SYS_ADMIN]", hook.Ask},
		{"plain", "user: \"1000\"", hook.Allow},
		{"cap_net_admin", "cap_add: [NET_ADMIN]", hook.Allow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := "services:\n  web:\n    image: x\n    " + tc.service + "\n"
			if err := os.WriteFile(filepath.Join(project, "compose.yaml"), []byte(file), 0o644); err != nil {
				t.Fatal(err)
			}
			res := Decide(Input{
				Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: project, PermissionMode: "default", ToolName: "Bash", ToolInput: map[string]any{"command": "docker compose up"}},
				Policy: pol, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home},
			})
			if res.Decision != tc.want {
				t.Fatalf("%q: decision %s (%s), want %s", tc.service, res.Decision, res.OperatorReason, tc.want)
			}
			if tc.want == hook.Ask && (res.Rule == nil || res.Rule.ID != "system.container-host-access") {
				t.Errorf("%q: rule %+v, want system.container-host-access", tc.service, res.Rule)
			}
		})
	}
}
