package shell

import (
	"strings"
	"testing"
)

// TestDirOption checks the directory git -C and make -C name, as the
// progs tables of git and make parse their options.
func TestDirOption(t *testing.T) {
	const unknown = "?"
	tests := []struct {
		argv string // words split on spaces; a leading $ marks a dynamic word
		want string // "" when no option names a directory, unknown for a dynamic one
	}{
		{"git -C /a status", "/a"},
		{"git -C/a status", ""}, // git: unknown option: -C/a
		{"git -c x=y --git-dir /g -C sub log", "sub"},
		{"git status -C /a", ""},
		{"git switch -C topic", ""},
		{"git -C /a -C /b log", "/b"},
		{"git -C /a -C b log", unknown},
		{"git -C $D status", unknown},
		{"git -C /a $SUB", unknown},
		{"git -C /a -c $X status", unknown},
		{"git $X -C /a status", unknown},
		{"git $SUB --force", ""},
		{"make -C sub all", "sub"},
		{"make -sC sub", "sub"},
		{"make --directory=sub", "sub"},
		{"make all -C sub", "sub"},
		{"make -C sub $T", unknown},
		{"make -C sub -f $F", unknown},
		{"ls -C x", ""},
	}
	for _, tt := range tests {
		var args []arg
		for _, w := range strings.Fields(tt.argv) {
			args = append(args, arg{Word: Word{Value: w, Dynamic: strings.HasPrefix(w, "$")}})
		}
		dir, ok := dirOption(args[0].Value, args)
		got := ""
		switch {
		case ok && dir.Dynamic:
			got = unknown
		case ok:
			got = dir.Value
		}
		if got != tt.want {
			t.Errorf("dirOption(%s) = %q, want %q", tt.argv, got, tt.want)
		}
	}
}
