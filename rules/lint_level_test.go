package rules

import "testing"

func TestLevelOf(t *testing.T) {
	opts := LoadOptions{Home: "/h", Cwd: "/p", ManagedDir: "/etc/pregate", ClaudeManagedDir: "/etc/claude-code"}
	tests := []struct {
		path  string
		level Level
		root  string
	}{
		{"/etc/pregate/policy.toml", Managed, "/p"},
		{"/etc/pregate/policy.d/10-x.toml", Managed, "/p"},
		{"/etc/claude-code/managed-settings.json", Managed, "/p"},
		{"/src/app/.claude/pregate.toml", Project, "/src/app"},
		{"/src/app/.claude/settings.json", Project, "/src/app"},
		{"/h/.claude/settings.json", User, "/h/.claude"},
		{"/h/.config/pregate/policy.toml", User, "/h/.config/pregate"},
		{"/h/.config/other/policy.toml", CLI, "/h/.config/other"},
		{"/etc/other/policy.toml", CLI, "/etc/other"},
		{"/tmp/policy.toml", CLI, "/tmp"},
	}
	for _, tt := range tests {
		l, root := LevelOf(tt.path, opts)
		if l != tt.level || root != tt.root {
			t.Errorf("LevelOf(%q) = %s, %q; want %s, %q", tt.path, l, root, tt.level, tt.root)
		}
	}
}
