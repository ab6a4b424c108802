package shell

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestKnownVarsBash checks Word.Known against real bash: each command's
// last word is passed to a cat that bash runs as a function printing its
// arguments, so a certain value must be what bash printed. Where the
// assignment may not have run in this shell, Known lists the literals the
// command assigns (bash printed one of them or the environment's); where
// the value is never a literal, Known stays empty. The word stays dynamic.
const (
	exact = iota
	maybe
	none
)

func TestKnownVarsBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	tests := []struct {
		name, cmd string
		want      int // exact, maybe or none
		maybe     []string
	}{
		{"tilde after the equals sign", "d=~/.s; cat ${d}sh/id_rsa", exact, nil},
		{"quoted use", `d=~/.s; cat "${d}sh/id_rsa"`, exact, nil},
		{"plain dollar", "d=/etc; cat $d/passwd", exact, nil},
		{"quoted tilde is literal", `d="~/.s"; cat ${d}sh/id_rsa`, exact, nil},
		{"quoted value with a space", `d='/a b'; cat "$d/x"`, exact, nil},
		{"assignments run left to right", "a=~/.ssh b=$a/id_rsa; cat $b", exact, nil},
		{"reassigned literally", "d=/a; d=/b; cat $d/x", exact, nil},
		{"function body runs in the shell", "f() { d=/a; }; f; cat $d/x", exact, nil},
		{"eval runs in the shell", "d=/a; eval 'cat $d/x'", exact, nil},
		{"HOME assigned", "HOME=/tmp; cat $HOME/x", exact, nil},
		{"unquoted value splits", "d='/a b'; cat $d", none, nil},
		{"unquoted value globs", "d='/a*'; cat $d", none, nil},
		{"in a subshell", "(d=/a); cat $d/x", maybe, []string{"/a/x"}},
		{"in a pipeline", "d=/a | true; cat $d/x", maybe, []string{"/a/x"}},
		{"in a branch", "true && d=/a; cat $d/x", maybe, []string{"/a/x"}},
		{"changed in a branch", "d=/a; false || d=/b; cat $d/x", maybe, []string{"/a/x", "/b/x"}},
		{"changed in a loop", "d=/a; for i in 1; do d=/b; done; cat $d/x", maybe, []string{"/a/x", "/b/x"}},
		{"loop variable", "d=/a; for d in /b; do :; done; cat $d/x", maybe, []string{"/a/x"}},
		{"declared", "d=/a; export d=/b; cat $d/x", maybe, []string{"/a/x"}},
		{"prefix assignment only", "d=/a cat $d/x", none, nil},
		{"a new shell", "d=/a; bash -c 'cat $d/x'", maybe, []string{"/a/x"}},
		{"tilde after a colon", "d=/a:~/b; cat $d", none, nil},
		{"unknown user tilde", "d=~root/x; cat $d", none, nil},
		{"append", "d=/a; d+=/b; cat $d", maybe, []string{"/a"}},
		{"expansion beyond a bare name", "d=/a; cat ${d%a}x", none, nil},
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
			if !last.Dynamic {
				t.Errorf("Decompose(%q): word %q not dynamic", tt.cmd, last.Value)
			}
			switch tt.want {
			case none:
				if len(last.Known) != 0 {
					t.Errorf("Decompose(%q): Known = %q, want none", tt.cmd, last.Known)
				}
				return
			case maybe:
				if !slices.Equal(last.Known, tt.maybe) {
					t.Errorf("Decompose(%q): Known = %q, want %q", tt.cmd, last.Known, tt.maybe)
				}
				return
			}
			c := exec.Command(bash, "-c", `cat() { printf '%s\n' "${@: -1}"; }; export -f cat; `+tt.cmd)
			c.Env = []string{"HOME=" + testEnv["HOME"], "PATH=/usr/bin:/bin"}
			out, err := c.Output()
			if err != nil {
				t.Fatalf("bash -c %q: %v", tt.cmd, err)
			}
			lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			want := lines[len(lines)-1]
			if !slices.Equal(last.Known, []string{want}) {
				t.Errorf("Decompose(%q): Known = %q, bash gave %q", tt.cmd, last.Known, want)
			}
		})
	}
}
