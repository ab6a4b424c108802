package floor

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// bashOut runs script in real bash in dir with HOME=home and returns its
// standard output; ok is false when bash fails.
func bashOut(t *testing.T, dir, home, script string) (string, bool) {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("needs bash")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bash, "--norc", "--noprofile", "-c", script)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "LC_ALL=C.UTF-8", "PWD=" + dir}
	out, err := cmd.Output()
	return string(out), err == nil
}

// TestDescriptorPaths: /dev/fd, /dev/stdin and /proc/self name the shell's
// own process. Each path is tried in real bash first: when the kernel
// hands the shell the key, the floor must deny.
func TestDescriptorPaths(t *testing.T) {
	tr := newTree(t)
	tests := []struct {
		name  string
		given string
		cwd   string
		want  string
		// lexical marks a deny that comes from cleaning the path as
		// written, where the kernel itself stops (ENOTDIR).
		lexical bool
	}{
		{name: "exact descriptor", given: "/dev/fd/3", cwd: "{proj}"},
		{name: "stdin", given: "/dev/stdin", cwd: "{proj}"},
		{name: "proc self descriptor", given: "/proc/self/fd/0", cwd: "{proj}"},
		{name: "dev fd climb to cwd", given: "/dev/fd/../cwd/.ssh/id_rsa", cwd: "{home}", want: "ssh"},
		{name: "dev fd climb twice to cwd", given: "/dev/fd/../fd/../cwd/.ssh/id_rsa", cwd: "{home}", want: "ssh"},
		{name: "proc self cwd", given: "/proc/self/cwd/.ssh/id_rsa", cwd: "{home}", want: "ssh"},
		{name: "proc thread-self cwd", given: "/proc/thread-self/cwd/.aws/credentials", cwd: "{home}", want: "aws"},
		{name: "proc self root", given: "/proc/self/root{home}/.ssh/id_rsa", cwd: "{proj}", want: "ssh"},
		{name: "proc self cwd dotdot", given: "/proc/self/cwd/../.ssh/id_rsa", cwd: "{proj}", want: "ssh"},
		{name: "dev stdin climb cleans first", given: "/dev/stdin/../../..{home}/.ssh/id_rsa", cwd: "{proj}", want: "ssh", lexical: true},
		{name: "through a descriptor is unresolved", given: "/dev/fd/3/id_rsa", cwd: "{proj}", want: "ask:unresolved-path"},
		{name: "through stdin is unresolved", given: "/dev/stdin/x", cwd: "{proj}", want: "ask:unresolved-path"},
		{name: "proc self environ", given: "/proc/self/environ", cwd: "{proj}", want: "proc-environ"},
		{name: "dev fd environ", given: "/dev/fd/../environ", cwd: "{proj}", want: "proc-environ"},
		{name: "proc self cwd inside project", given: "/proc/self/cwd/src/main.go", cwd: "{proj}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			given, cwd := tr.x(tc.given), tr.x(tc.cwd)
			out, ok := bashOut(t, cwd, tr.home, "cat "+given+" 2>/dev/null </dev/null")
			reaches := ok && (out == "KEY" || out == "[default]")
			if reaches && tc.want == "" {
				t.Fatalf("bash reads a credential through %s, but the row expects nothing", given)
			}
			if !reaches && (tc.want == "ssh" || tc.want == "aws") && !tc.lexical {
				t.Fatalf("bash does not reach the key through %s (%q); the row is wrong", given, out)
			}
			c := tr.config()
			v := c.CheckPath(given, cwd, r)
			if diff := cmp.Diff(tc.want, outcomeOf(v).ID); diff != "" {
				t.Errorf("CheckPath(%q) in %s mismatch (-want +got):\n%s", given, cwd, diff)
				if v != nil {
					t.Logf("operator: %s", v.Operator)
				}
			}
		})
	}
}

// TestTildeForms compares the floor's tilde expansion with real bash's,
// for every form bash knows. A form bash leaves to the directory stack or
// $OLDPWD, and an unknown user, is unresolved: judged against every
// likely base, and asked about.
func TestTildeForms(t *testing.T) {
	tr := newTree(t)
	rows := []struct {
		word       string
		unresolved bool
	}{
		{word: "~"}, {word: "~/.ssh"}, {word: "~+"}, {word: "~+/src"}, {word: "~0"},
		{word: "~+0"}, {word: "~00/x"}, {word: "~root"}, {word: "~root/x"},
		{word: "~-", unresolved: true}, {word: "~-0", unresolved: true}, {word: "~1", unresolved: true},
		{word: "~+1", unresolved: true}, {word: "~-1", unresolved: true},
		{word: "~no-such-user-pregate/x", unresolved: true}, {word: "~+x", unresolved: true},
	}
	for _, row := range rows {
		t.Run(row.word, func(t *testing.T) {
			out, ok := bashOut(t, tr.proj, tr.home, "printf '%s' "+row.word)
			if !ok {
				t.Fatalf("bash failed on %s", row.word)
			}
			res := Resolve(row.word, tr.proj, tr.home)
			if row.unresolved {
				if !Unresolved(res.Err) {
					t.Errorf("Resolve(%q) err = %v, want unresolved (bash gave %q)", row.word, res.Err, out)
				}
				return
			}
			if res.Err != nil {
				t.Fatalf("Resolve(%q) err = %v (bash gave %q)", row.word, res.Err, out)
			}
			if diff := cmp.Diff(out, res.Lexical); diff != "" {
				t.Errorf("Resolve(%q) mismatch (-bash +floor):\n%s", row.word, diff)
			}
		})
	}

	// Unresolved forms are still judged against the likely bases: ~-0 is
	// the working directory when the stack holds only it.
	for _, word := range []string{"~-0/.ssh/id_rsa", "~1/.ssh/id_rsa", "~-/.aws/credentials", "~nosuch-pregate/.ssh/id_rsa"} {
		c := tr.config()
		v := c.CheckPath(word, tr.home, r)
		if v == nil || v.Class != Deny {
			t.Errorf("CheckPath(%q) in home = %+v, want a deny", word, v)
		}
	}
	c := tr.config()
	if got := outcomeOf(c.CheckPath("~1/src/main.go", tr.proj, r)).ID; got != "ask:unresolved-path" {
		t.Errorf("CheckPath(~1/src/main.go) = %q, want ask:unresolved-path", got)
	}
}
