package floor

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pregate/pregate/shell"
)

// linkTree is the test tree with real hard links in the project to
// protected files, to harmless files and among the project's own files.
func linkTree(t *testing.T) *tree {
	t.Helper()
	tr := newTree(t)
	mustWrite(t, tr.home+"/.ssh/id_rsa.pub", "ssh-ed25519 AAAA")
	mustWrite(t, tr.proj+"/data.csv", "a,b")
	mustWrite(t, tr.proj+"/node_modules/pkg/index.js", "module.exports = 1")
	mustWrite(t, tr.root+"/store/index.js", "module.exports = 1")
	links := []struct{ target, link string }{
		{tr.home + "/.ssh/id_rsa", tr.proj + "/notes/id"},                      // a credential
		{tr.home + "/.aws/credentials", tr.proj + "/aws.txt"},                  // another tree
		{tr.home + "/.bashrc", tr.proj + "/rc.txt"},                            // write-protected only
		{tr.home + "/.ssh/id_rsa.pub", tr.proj + "/pub.txt"},                   // excepted from ssh
		{tr.proj + "/data.csv", tr.proj + "/data-copy.csv"},                    // two names, neither protected
		{tr.root + "/store/index.js", tr.proj + "/node_modules/pkg/index2.js"}, // a package store
		{tr.home + "/proj/.git/hooks/pre-commit", tr.proj + "/hook.sh"},        // git hook
	}
	for _, l := range links {
		if err := os.MkdirAll(filepath.Dir(l.link), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Link(l.target, l.link); err != nil {
			t.Fatal(err)
		}
		// The kernel's word: both names are one file.
		a, err1 := os.Stat(l.target)
		b, err2 := os.Stat(l.link)
		if err1 != nil || err2 != nil || !os.SameFile(a, b) {
			t.Fatalf("%s and %s are not one file: %v %v", l.link, l.target, err1, err2)
		}
	}
	return tr
}

func mustWrite(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestHardLinks(t *testing.T) {
	tr := linkTree(t)
	tests := []struct {
		name   string
		given  string
		access shell.Access
		want   string
	}{
		{name: "link to key read", given: "notes/id", access: r, want: "ssh"},
		{name: "link to key write", given: "notes/id", access: w, want: "ssh"},
		{name: "link to aws credentials read", given: "aws.txt", access: r, want: "aws"},
		{name: "link to bashrc write", given: "rc.txt", access: w, want: "shell-rc"},
		{name: "link to bashrc read is its read", given: "rc.txt", access: r},
		{name: "link to public key read is fine", given: "pub.txt", access: r},
		{name: "link to git hook write", given: "hook.sh", access: w, want: "git-hooks"},
		{name: "link to git hook read is fine", given: "hook.sh", access: r},
		{name: "two unknown names write asks", given: "data-copy.csv", access: w, want: "ask:hard-link"},
		{name: "two unknown names read asks", given: "data.csv", access: r, want: "ask:hard-link"},
		{name: "package store link is routine", given: "node_modules/pkg/index2.js", access: r},
		{name: "one name is fine", given: "src/main.go", access: w},
		{name: "link reached through a symlinked dir", given: "srclink/../notes/id", access: r, want: "ssh"},
		{name: "grep -r over the project reaches a linked credential", given: ".", access: rt, want: "aws"},
		{name: "chmod -R over a dir holding the linked key", given: "notes", access: wt, want: "ssh"},
		{name: "grep -r over a dir without linked credentials", given: "src", access: rt},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tr.config()
			v := c.CheckPath(tc.given, tr.proj, tc.access)
			if diff := cmp.Diff(tc.want, outcomeOf(v).ID); diff != "" {
				t.Errorf("CheckPath(%q, %v) mismatch (-want +got):\n%s", tc.given, tc.access, diff)
				if v != nil {
					t.Logf("operator: %s", v.Operator)
				}
			}
		})
	}

	// A Bash command's operands and argv words reach the same check.
	c := tr.config()
	if got := outcomeOf(c.CheckSegment(seg(tr.proj, "cat", "notes/id"))).ID; got != "ssh" {
		t.Errorf("cat notes/id: got %q, want ssh", got)
	}
	c = tr.config()
	if got := outcomeOf(c.CheckSegment(seg(tr.proj, "cp", "/dev/null", "./rc.txt"))).ID; got != "shell-rc" {
		t.Errorf("cp /dev/null ./rc.txt: got %q, want shell-rc", got)
	}
}
