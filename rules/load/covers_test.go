package load

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
)

// TestCommandCovers: structured commands of the baseline, both ways.
func TestCommandCovers(t *testing.T) {
	env := act.Env{Cwd: "/p", Home: "/h", Project: "/p"}
	var push *rules.Rule
	for _, r := range BuiltinRules("/p") {
		if r.ID == "git.push-force" {
			push = r
		}
	}
	if push == nil || len(push.Commands) == 0 {
		t.Fatal("no structured git.push-force in the baseline")
	}
	tests := []struct {
		l    string
		want claude.Cover
	}{
		{"Bash(git push --force origin main)", claude.CoverYes},
		{"Bash(git push -f origin main)", claude.CoverYes},
		{"Bash(git push origin main)", claude.CoverNo},
		{"Bash(git push *)", claude.CoverNo}, // "git push origin" is a witness
		{"Bash(git push --force *)", claude.CoverMaybe},
		{"Read(./x)", claude.CoverNo},
	}
	for _, tt := range tests {
		l, err := claude.ParsePattern(tt.l, "/p")
		if err != nil {
			t.Fatal(err)
		}
		got := claude.CoverNo
		for i := range push.Commands {
			got = max(got, claude.CommandCovers(&push.Commands[i], l, hook.Allow, env))
		}
		if got != tt.want {
			t.Errorf("CommandCovers(git.push-force, allow %q) = %v, want %v", tt.l, got, tt.want)
		}
	}
}
