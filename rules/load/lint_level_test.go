package load

import (
	"testing"

	"github.com/pregate/pregate/rules/act"
)

func TestLevelOf(t *testing.T) {
	opts := Options{Home: "/h", Cwd: "/p", ManagedDir: "/etc/pregate", ClaudeManagedDir: "/etc/claude-code"}
	tests := []struct {
		path  string
		level act.Level
		root  string
	}{
		{"/etc/pregate/policy.toml", act.Managed, "/p"},
		{"/etc/pregate/policy.d/10-x.toml", act.Managed, "/p"},
		{"/etc/claude-code/managed-settings.json", act.Managed, "/p"},
		{"/src/app/.claude/pregate.toml", act.Project, "/src/app"},
		{"/src/app/.claude/settings.json", act.Project, "/src/app"},
		{"/h/.claude/settings.json", act.User, "/h/.claude"},
		{"/h/.config/pregate/policy.toml", act.User, "/h/.config/pregate"},
		{"/h/.config/other/policy.toml", act.CLI, "/h/.config/other"},
		{"/etc/other/policy.toml", act.CLI, "/etc/other"},
		{"/tmp/policy.toml", act.CLI, "/tmp"},
	}
	for _, tt := range tests {
		l, root := LevelOf(tt.path, opts)
		if l != tt.level || root != tt.root {
			t.Errorf("LevelOf(%q) = %s, %q; want %s, %q", tt.path, l, root, tt.level, tt.root)
		}
	}
}
