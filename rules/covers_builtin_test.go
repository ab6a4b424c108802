package rules

import "testing"

// TestCommandCovers: structured commands of the baseline, both ways.
func TestCommandCovers(t *testing.T) {
	env := Env{Cwd: "/p", Home: "/h", Project: "/p"}
	var push *Rule
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
		want Cover
	}{
		{"Bash(git push --force origin main)", CoverYes},
		{"Bash(git push -f origin main)", CoverYes},
		{"Bash(git push origin main)", CoverNo},
		{"Bash(git push *)", CoverNo}, // "git push origin" is a witness
		{"Bash(git push --force *)", CoverMaybe},
		{"Read(./x)", CoverNo},
	}
	for _, tt := range tests {
		l, err := ParsePattern(tt.l, "/p")
		if err != nil {
			t.Fatal(err)
		}
		got := CoverNo
		for i := range push.Commands {
			got = max(got, CommandCovers(&push.Commands[i], l, Allow, env))
		}
		if got != tt.want {
			t.Errorf("CommandCovers(git.push-force, allow %q) = %v, want %v", tt.l, got, tt.want)
		}
	}
}
