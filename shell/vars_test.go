package shell

import (
	"os/exec"
	"strings"
	"testing"
)

// TestKnownVarsBash checks Word.Known against real bash: each command's
// last word is passed to a cat that bash runs as a function printing its
// arguments, so the known value must be what bash printed; where pregate
// cannot know the value, Known must stay empty and the word dynamic.
func TestKnownVarsBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	tests := []struct {
		name, cmd string
		known     bool
	}{
		{"tilde after the equals sign", "d=~/.s; cat ${d}sh/id_rsa", true},
		{"quoted use", `d=~/.s; cat "${d}sh/id_rsa"`, true},
		{"plain dollar", "d=/etc; cat $d/passwd", true},
		{"quoted tilde is literal", `d="~/.s"; cat ${d}sh/id_rsa`, true},
		{"quoted value with a space", `d='/a b'; cat "$d/x"`, true},
		{"assignments run left to right", "a=~/.ssh b=$a/id_rsa; cat $b", true},
		{"reassigned literally", "d=/a; d=/b; cat $d/x", true},
		{"function body runs in the shell", "f() { d=/a; }; f; cat $d/x", true},
		{"eval runs in the shell", "d=/a; eval 'cat $d/x'", true},
		{"HOME assigned", "HOME=/tmp; cat $HOME/x", true},
		{"unquoted value splits", "d='/a b'; cat $d", false},
		{"unquoted value globs", "d='/a*'; cat $d", false},
		{"in a subshell", "(d=/a); cat $d/x", false},
		{"in a pipeline", "d=/a | true; cat $d/x", false},
		{"in a branch", "true && d=/a; cat $d/x", false},
		{"changed in a branch", "d=/a; false || d=/b; cat $d/x", false},
		{"changed in a loop", "d=/a; for i in 1; do d=/b; done; cat $d/x", false},
		{"loop variable", "d=/a; for d in /b; do :; done; cat $d/x", false},
		{"declared", "d=/a; export d=/b; cat $d/x", false},
		{"prefix assignment only", "d=/a cat $d/x", false},
		{"a new shell", "d=/a; bash -c 'cat $d/x'", false},
		{"tilde after a colon", "d=/a:~/b; cat $d", false},
		{"unknown user tilde", "d=~root/x; cat $d", false},
		{"append", "d=/a; d+=/b; cat $d", false},
		{"expansion beyond a bare name", "d=/a; cat ${d%a}x", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var last *Word
			for _, s := range Decompose(tt.cmd, "/w", testEnv) {
				if s.Program == "cat" && len(s.Argv) > 1 {
					last = &s.Argv[len(s.Argv)-1]
				}
			}
			if last == nil {
				t.Fatalf("Decompose(%q): no cat segment", tt.cmd)
			}
			if !tt.known {
				if last.Known != "" {
					t.Errorf("Decompose(%q): Known = %q, want none", tt.cmd, last.Known)
				}
				return
			}
			if !last.Dynamic {
				t.Errorf("Decompose(%q): word %q not dynamic", tt.cmd, last.Value)
			}
			c := exec.Command(bash, "-c", `cat() { printf '%s\n' "${@: -1}"; }; export -f cat; `+tt.cmd)
			c.Env = []string{"HOME=" + testEnv["HOME"], "PATH=/usr/bin:/bin"}
			out, err := c.Output()
			if err != nil {
				t.Fatalf("bash -c %q: %v", tt.cmd, err)
			}
			lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			want := lines[len(lines)-1]
			if last.Known != want {
				t.Errorf("Decompose(%q): Known = %q, bash gave %q", tt.cmd, last.Known, want)
			}
		})
	}
}
