package floor

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// TestTableMissesSpelling: a built-in rule left unbuilt because the path
// cannot match it (tableMisses) is still built, and still denies, when
// its directory really lives elsewhere: the working directory that is
// ~/.ssh through a link, a write to the missing file a dangling
// ~/.bashrc names, a tree's own directory and a file at the edge of a
// literal; each as the reference floor judges it.
func TestTableMissesSpelling(t *testing.T) {
	root := t.TempDir()
	home, proj, tmp := root+"/home/u", root+"/proj", root+"/tmp"
	for _, d := range []string{home + "/.aws", proj, tmp, root + "/keys", root + "/dotfiles", root + "/kube/real"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{
		home + "/.ssh":    root + "/keys",
		home + "/.bashrc": root + "/dotfiles/bashrc", // dangling
		home + "/.kube":   root + "/kube/real",
		home + "/.netrc":  proj + "/netrc-copy", // dangling, in the project
	} {
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		cwd, argv string
		path      string
		access    shell.Access
	}{
		{cwd: root + "/keys", argv: "true"},
		{cwd: root + "/kube/real", argv: "true"},
		{cwd: home + "/.aws", argv: "true"},
		{cwd: home, argv: "true"},
		{path: root + "/dotfiles/bashrc", access: shell.Write},
		{path: root + "/dotfiles/bashrc", access: shell.Read},
		{path: root + "/keys", access: shell.Read},
		{path: root + "/keys/id_rsa", access: shell.Read},
		{path: root + "/kube/real/config", access: shell.Write},
		{path: proj + "/netrc-copy", access: shell.Read},
		{path: proj + "/netrc-cop", access: shell.Read},
		{path: home + "/.aws", access: shell.Read},
		{path: home + "/.aw", access: shell.Read},
		{path: home + "/.netrc", access: shell.Read},
		{path: home + "/.netr", access: shell.Read},
	}
	denies := 0
	for i, c := range cases {
		fast := &Config{Home: home, Project: proj, Tmp: tmp, Cwd: proj}
		ref := &Config{Home: home, Project: proj, Tmp: tmp, Cwd: proj, reference: true}
		var got, want *Verdict
		if c.argv != "" {
			s := seg(c.cwd, strings.Fields(c.argv)...)
			got, want = fast.CheckSegment(s), ref.CheckSegment(s)
		} else {
			got, want = fast.CheckPath(c.path, "/", c.access), ref.CheckPath(c.path, "/", c.access)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("case %d %+v: %s; the reference floor gives %s", i, c, show(got), show(want))
		}
		if want != nil && want.Class == Deny {
			denies++
		}
		if i < 3 && (got == nil || got.Class != Deny) {
			t.Errorf("case %d: a segment run in %s = %s, want a deny", i, c.cwd, show(got))
		}
		if i == 4 && (got == nil || got.Class != Deny || !strings.Contains(got.Operator, "shell-rc")) {
			t.Errorf("writing the file a dangling ~/.bashrc names = %s, want the shell-rc deny", show(got))
		}
		if i == 9 && (got == nil || got.Class != Deny || !strings.Contains(got.Operator, "netrc")) {
			t.Errorf("reading the file a dangling ~/.netrc names = %s, want the netrc deny", show(got))
		}
	}
	// The same cases in one call, as a hook makes them, in both orders:
	// the rules built for one path are the rules of the next.
	for _, order := range []int{1, -1} {
		fast := &Config{Home: home, Project: proj, Tmp: tmp, Cwd: proj}
		ref := &Config{Home: home, Project: proj, Tmp: tmp, Cwd: proj, reference: true}
		for n := range cases {
			i := n
			if order < 0 {
				i = len(cases) - 1 - n
			}
			c := cases[i]
			var got, want *Verdict
			if c.argv != "" {
				s := seg(c.cwd, strings.Fields(c.argv)...)
				got, want = fast.CheckSegment(s), ref.CheckSegment(s)
			} else {
				got, want = fast.CheckPath(c.path, "/", c.access), ref.CheckPath(c.path, "/", c.access)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("one call, order %d, case %d %+v: %s; the reference floor gives %s", order, i, c, show(got), show(want))
			}
		}
	}
	if denies < 8 {
		t.Errorf("only %d denies", denies)
	}
}

// TestProtectedByBuilt holds protectedBy, which passes over a built-in
// rule built from the table without a real spelling when the path is
// outside its anchors (as tableMisses does for one not built yet), to
// the reference floor's, which builds and matches every rule: for paths
// inside and outside the home and project directories, reads and
// writes, with the rules not built yet, looked at, built for reading
// (readers) and all built (identities), and with a policy's entries.
func TestProtectedByBuilt(t *testing.T) {
	tr := newTree(t)
	paths := []string{tr.home, tr.home + "/.ssh", tr.home + "/.ssh/id_rsa", tr.home + "/.aws/credentials", tr.home + "/.bashrc",
		tr.home + "/.zshrc", tr.proj + "/dotfiles/zshrc", tr.home + "/.claude/settings.json", tr.home + "/.config/git/config",
		tr.proj, tr.proj + "/.env", tr.proj + "/src/main.go", tr.proj + "/.claude/settings.json", tr.proj + "/.git/hooks/pre-commit",
		tr.proj + "/.mcp.json", tr.proj + "/sshdir/id_rsa", tr.root, tr.root + "/etc/hosts", tr.tmp + "/x", "/etc/shadow",
		"/root/.ssh/id_rsa", "/home/x/.ssh/id_rsa", "/", "/tmp", tr.home + "x/.ssh/id_rsa", tr.proj + "x/.env"}
	for _, g := range genPaths(tr, 400, 7) {
		if r := Resolve(g, tr.proj, tr.home); r.Lexical != "" {
			paths = append(paths, r.Lexical, r.Resolved)
		}
	}
	policy := []Entry{{Pattern: "~/notes.txt"}, {Pattern: "{project}/src/**"}, {Pattern: "/srv/data/**"}}
	skipped := 0
	for _, protect := range [][]Entry{nil, policy} {
		for _, state := range []string{"pending", "looked", "readers", "identities"} {
			c := tr.config()
			c.Protect = protect
			k := c.compiled()
			switch state {
			case "looked":
				k.protectedBy(tr.root+"/elsewhere", shell.Read)
			case "readers":
				k.readers()
			case "identities":
				k.identities(&k.rv)
			}
			ref := tr.config()
			ref.Protect, ref.reference = protect, true
			rk := ref.compiled()
			for _, access := range []shell.Access{shell.Read, shell.Write} {
				for _, p := range paths {
					for i := range k.protect {
						if ru := &k.protect[i]; !ru.pending && ru.unaltered && ru.anchors&^k.outsideAnchors(p) == 0 {
							skipped++
						}
					}
					got, gotHolds := k.protectedBy(p, access)
					want, wantHolds := rk.protectedBy(p, access)
					if (got == nil) != (want == nil) || got != nil && (!reflect.DeepEqual(*got.entry, *want.entry) || gotHolds != wantHolds) {
						t.Fatalf("policy %t, rules %s: protectedBy(%q, %v) = %s; the reference floor gives %s",
							protect != nil, state, p, access, ruleText(got), ruleText(want))
					}
				}
			}
		}
	}
	if skipped == 0 {
		t.Fatal("no built rule was passed over: the test does not reach the shortcut")
	}
}

func ruleText(ru *rule) string {
	if ru == nil {
		return "nil"
	}
	return ru.entry.ID + " " + ru.entry.Pattern
}
