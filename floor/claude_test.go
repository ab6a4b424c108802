package floor

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pregate/pregate/shell"
)

func TestClaudeProtected(t *testing.T) {
	tests := []struct{ path, want string }{
		{"/p/.git/info/exclude", ".git"},
		{"/p/.git", ".git"},
		{"/p/.GIT/x", ".GIT"},
		{"/p/.gıt/x", ".gıt"}, // dotless ı folds to i
		{"/p/.vscode/settings.json", ".vscode"},
		{"/p/.VSCode/launch.json", ".VSCode"},
		{"/p/.claude/agents/a.md", ".claude"},
		{"/p/.claude/worktrees/w/main.go", ""},
		{"/p/.claude/worktrees/w/.git/config", ".git"},
		{"/home/u/.config/git/ignore", ".config/git"},
		{"/p/.husky/pre-commit", ".husky"},
		{"/p/.idea/workspace.xml", ".idea"},
		{"/p/.cargo/config.toml", ".cargo"},
		{"/p/.devcontainer/devcontainer.json", ".devcontainer"},
		{"/p/.yarn/releases/y.cjs", ".yarn"},
		{"/p/.mvn/wrapper/x", ".mvn"},
		{"/p/.npmrc", ".npmrc"},
		{"/p/sub/.NPMRC", ".NPMRC"},
		{"/p/.yarnrc.yml", ".yarnrc.yml"},
		{"/p/.pnp.js", ".pnp.js"},
		{"/p/.pnp.data.json", ".pnp.data.json"},
		{"/p/.mcp.json", ".mcp.json"},
		{"/p/.ripgreprc", ".ripgreprc"},
		{"/p/lefthook.yml", "lefthook.yml"},
		{"/p/.bazelrc", ".bazelrc"},
		{"/p/bunfig.toml", "bunfig.toml"},
		{"/p/gradle/wrapper/gradle-wrapper.properties", "gradle-wrapper.properties"},
		{"/p/.zſhrc", ".zſhrc"}, // long ſ folds to s
		{"/p/.envrc", ".envrc"},
		{"/p/.bashrc.bak", ""},
		{"/p/src/.gitignore", ""},
		{"/p/.npmrc/x", ""}, // a file name, not a directory name
		{"/p/src/main.go", ""},
	}
	for _, tc := range tests {
		if got := ClaudeProtected(tc.path); got != tc.want {
			t.Errorf("ClaudeProtected(%q) = %q, want %q", tc.path, got, tc.want)
		}
	}
}

// TestProtectedClass: writes to Claude Code's protected paths, to the
// repository's core.hooksPath and removals of critical paths are NoAllow:
// not a deny, but never pre-approved. Reads are not limited.
func TestProtectedClass(t *testing.T) {
	tr := newTree(t)
	mustWrite(t, tr.proj+"/.git/config", "[core]\n\tbare = false\n\thooksPath = \"tools/hooks\" # shared hooks\n[include]\n\tpath = ../extra.cfg\n")
	mustWrite(t, tr.proj+"/extra.cfg", "[core]\n  hooksPath = ~/global-hooks\n")
	mustWrite(t, tr.proj+"/tools/hooks/pre-commit", "#!/bin/sh")
	mustWrite(t, tr.proj+"/.vscode/settings.json", "{}")
	tests := []struct {
		name   string
		given  string
		access shell.Access
		want   string
	}{
		{name: "vscode write", given: ".vscode/settings.json", access: w, want: "no-allow:claude-protected"},
		{name: "vscode read", given: ".vscode/settings.json", access: r},
		{name: "case folded write", given: ".VSCODE/tasks.json", access: w, want: "no-allow:claude-protected"},
		{name: "mcp json write is the agent's settings", given: ".mcp.json", access: w, want: "claude-project-settings"},
		{name: "husky write", given: ".husky/pre-push", access: w, want: "no-allow:claude-protected"},
		{name: "worktree write", given: ".claude/worktrees/w/main.go", access: w},
		{name: "hooks path write", given: "tools/hooks/pre-commit", access: w, want: "no-allow:git-hooks-path"},
		{name: "hooks path from an include", given: "{home}/global-hooks/pre-push", access: w, want: "no-allow:git-hooks-path"},
		{name: "hooks path read", given: "tools/hooks/pre-commit", access: r},
		{name: "ordinary write", given: "tools/build.sh", access: w},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tr.config()
			c.WriteScope = []Entry{{Pattern: "{project}/**"}, {Pattern: "{home}/**"}}
			v := c.CheckPath(tr.x(tc.given), tr.proj, tc.access)
			if diff := cmp.Diff(tc.want, outcomeOf(v).ID); diff != "" {
				t.Errorf("CheckPath(%q, %v) mismatch (-want +got):\n%s", tc.given, tc.access, diff)
				if v != nil {
					t.Logf("operator: %s", v.Operator)
				}
			}
		})
	}

	// Removing a critical path, recursive or not.
	sub := tr.proj + "/sub"
	rows := []struct {
		name string
		cwd  string
		argv []string
		want string
	}{
		{name: "rmdir parent", cwd: sub, argv: []string{"rmdir", ".."}, want: "no-allow:critical-path"},
		{name: "rm cwd", cwd: sub, argv: []string{"rm", sub}, want: "no-allow:critical-path"},
		{name: "rm -d project", cwd: tr.proj, argv: []string{"rm", "-d", tr.proj}, want: "no-allow:critical-path"},
		{name: "rmdir home is outside the write scope", cwd: tr.proj, argv: []string{"rmdir", "~"}, want: "write-scope"},
		{name: "rm -r project is the breaker", cwd: tr.proj, argv: []string{"rm", "-r", tr.proj}, want: "breaker.recursive-delete"},
		{name: "rmdir an empty build dir", cwd: tr.proj, argv: []string{"rmdir", "build"}},
		{name: "rm a file", cwd: tr.proj, argv: []string{"rm", "src/main.go"}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			c := tr.config()
			c.Cwd = sub
			v := c.CheckSegment(seg(row.cwd, row.argv...))
			if diff := cmp.Diff(row.want, outcomeOf(v).ID); diff != "" {
				t.Errorf("%v mismatch (-want +got):\n%s", row.argv, diff)
				if v != nil {
					t.Logf("operator: %s", v.Operator)
				}
			}
		})
	}
	if _, err := os.Stat(tr.proj + "/tools/hooks/pre-commit"); err != nil {
		t.Fatal(err)
	}
}
