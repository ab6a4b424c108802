package floor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRealPathAsWalk: realPath, which walks from a real directory of the
// session and takes the path as it is when no symlink is met, answers
// every path of the tree, and paths below and beside each, as resolving
// it from the root does.
func TestRealPathAsWalk(t *testing.T) {
	tr := newTree(t)
	var paths []string
	err := filepath.Walk(tr.root, func(p string, _ os.FileInfo, _ error) error {
		paths = append(paths, p, p+"/x", p+"/x/y", p+"-sib", p+"/..x")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// The walk does not enter symlinked directories: name paths through
	// them too.
	for _, l := range []string{"sshdir", "up", "outside", "bob", "srclink", "loop1", "dangling", "chain1", "key"} {
		for _, rest := range []string{"", "/id_rsa", "/config", "/x/y", "/proj/sshdir/id_rsa", "/hosts"} {
			paths = append(paths, tr.proj+"/"+l+rest)
		}
	}
	paths = append(paths, tr.home+"/.zshrc", tr.home+"/notes-link", tr.home, tr.proj)
	k := tr.config().compiled()
	ref := tr.config().compiled()
	checked, fast := 0, 0
	for _, p := range paths {
		if !isClean(p) {
			continue
		}
		lex, res, err := k.realPath(p, isClean(p))
		r := ref.rv.resolve(p, "/", "")
		if lex != r.Lexical || res != r.Resolved || err != r.Err {
			t.Errorf("realPath(%q) = %q, %q, %v; resolving from / gives %q, %q, %v", p, lex, res, err, r.Lexical, r.Resolved, r.Err)
		}
		checked++
		if strings.HasPrefix(p, tr.home+"/") && plainBelow(&k.rv, tr.home, p) {
			fast++
		}
	}
	if checked < 100 || fast < 50 || fast == checked {
		t.Fatalf("checked %d paths, %d of them on the fast path", checked, fast)
	}
}

func TestBelow(t *testing.T) {
	for _, c := range []struct{ p, d string }{
		{"/a/b", "/a"}, {"/a", "/a"}, {"/ab", "/a"}, {"/a/", "/a"}, {"/", "/"}, {"//x", "/"}, {"/x", "/"},
		{"", ""}, {"/", ""}, {"a/b", "a"}, {"/a/b/c", "/a/b"}, {"/a/bc", "/a/b"},
	} {
		if got, want := below(c.p, c.d), strings.HasPrefix(c.p, c.d+"/"); got != want {
			t.Errorf("below(%q, %q) = %v, want %v", c.p, c.d, got, want)
		}
	}
}
