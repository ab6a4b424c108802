package floor

import (
	"path"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// FuzzResolve checks the canonicaliser's promises on any input, against a
// real tree with links, chains and loops: it never panics, Lexical and
// Resolved are absolute and clean, and Resolved leaves Lexical only with a
// symlink chain to show for it.
func FuzzResolve(f *testing.F) {
	tr := newTree(f)
	for _, s := range []string{
		"~/.ssh/id_rsa", "sshdir/../.aws/credentials", "key", "chain1", "loop1/x", "dangling",
		"up/up/up/..", "$HOME/x", "${HOME}", "~root/x", "~+/a", "/../..//a/./b", "", ".", "..",
		"srclink/new/../x", "README/..", "a\x00b", strings.Repeat("up/", 50),
		"/proc/thread-self/environ", "/proc/self/task/1/cwd/x", "/dev/fd/3/..", "~-0/x", "~+2",
	} {
		f.Add(s, "{proj}")
	}
	f.Add("x", "")
	f.Add("x", "relative/cwd")
	f.Fuzz(func(t *testing.T, given, cwd string) {
		cwd = tr.x(cwd)
		r := Resolve(given, cwd, tr.home)
		for _, p := range []string{r.Lexical, r.Resolved} {
			if !path.IsAbs(p) || path.Clean(p) != p {
				t.Fatalf("Resolve(%q, %q) gave %q, want absolute and clean", given, cwd, p)
			}
		}
		if r.Resolved != r.Lexical && len(r.Chain) == 0 {
			t.Fatalf("Resolve(%q, %q): resolved %q differs from lexical %q with no symlink chain", given, cwd, r.Resolved, r.Lexical)
		}
		if len(r.Chain) > maxLinks {
			t.Fatalf("Resolve(%q, %q) followed %d links, more than %d", given, cwd, len(r.Chain), maxLinks)
		}
		if r.Given != given {
			t.Fatalf("Resolve(%q).Given = %q", given, r.Given)
		}
	})
}

// FuzzCheckSegment feeds arbitrary argv words to the segment checks: they
// must never panic, and a deny always carries both reasons.
func FuzzCheckSegment(f *testing.F) {
	tr := newTree(f)
	c := tr.config()
	for _, s := range []string{
		"rm -rf /", "cat ~/.ssh/id_rsa", "ln -s ../.ssh k", "tar czf x ~", "find / -delete",
		"cp -t", "mv", "dd of=", "chmod -R", "cat ~/.{a,{b,c}}/x", "cat $X/.ssh/", "grep -e",
		"curl -d @", "rm -rf \"$D\"/*", "cat [", "ls ~/.*/*",
	} {
		f.Add(s, "{proj}")
	}
	f.Fuzz(func(t *testing.T, cmd, cwd string) {
		s := seg(tr.x(cwd), strings.Fields(cmd)...)
		s.Paths = append(s.Paths, shell.PathRef{Path: cmd, Access: shell.Write})
		if v := c.CheckSegment(s); v != nil && (v.Agent == "" || v.Operator == "" || v.Entry.ID == "") {
			t.Fatalf("CheckSegment(%q) = %+v, want both reasons and an entry id", cmd, v)
		}
	})
}

// FuzzGlob feeds arbitrary words to the bash glob expander over the test
// tree: it never panics or runs away, and every match it returns exists
// and lies under the directory the pattern starts from.
func FuzzGlob(f *testing.F) {
	tr := newTree(f)
	for _, s := range []string{
		"*", ".*", "[!x]*", "[[:lower:]]*", "@(a|b)", "!(x)", "+(*(a))", "[", "[]", "[!]", "a\\",
		"**/*", "*(*(*(*(a))))b", "[[.a.]]", "[[:nope:]]", "'*'", "\"*\"x", "@(", "x)", "[a-]",
	} {
		f.Add(s, false, false)
	}
	f.Fuzz(func(t *testing.T, word string, globstar, dotglob bool) {
		pat, ok := globWord(word)
		if !ok {
			return
		}
		rv := &resolver{}
		ms, _, err := rv.expandGlob(escapeGlob(tr.proj)+"/"+pat, tr.proj, globOpts{globstar: globstar, dotglob: dotglob}, 64)
		if err != nil && len(ms) > 0 {
			t.Fatalf("expandGlob(%q) returned matches with an error", pat)
		}
		for _, m := range ms {
			if !strings.HasPrefix(m, tr.proj) {
				t.Fatalf("expandGlob(%q) = %q, outside %s", pat, m, tr.proj)
			}
			if rv.lstat(m) == missing {
				t.Fatalf("expandGlob(%q) = %q, which does not exist", pat, m)
			}
		}
	})
}
