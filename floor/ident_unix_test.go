//go:build unix

package floor

import (
	"math"
	"os"
	"syscall"
	"testing"
)

// lstatNode reads what os.Lstat does: the kind of file, and where the
// platform has them its device, inode and link count.
func TestLstatNodeMatchesOS(t *testing.T) {
	tr := newTree(t)
	if err := os.Link(tr.home+"/notes.txt", tr.root+"/notes-hard"); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{tr.home, tr.home + "/notes.txt", tr.root + "/notes-hard", tr.proj + "/key",
		tr.proj + "/dangling", tr.home + "/nosuch", tr.home + "/notes.txt/x", "/dev/null"} {
		got := lstatNode(p)
		want := node{}
		if fi, err := os.Lstat(p); err == nil {
			want.kind = file
			switch m := fi.Mode(); {
			case m&os.ModeSymlink != 0:
				want.kind = symlink
			case m.IsDir():
				want.kind = dir
			}
			if st, ok := fi.Sys().(*syscall.Stat_t); ok {
				if uint64(st.Nlink) > math.MaxUint32 {
					t.Fatalf("%s: %d links, more than node keeps", p, st.Nlink)
				}
				want.id, want.nlink = ident{dev: uint64(st.Dev), ino: uint64(st.Ino)}, uint32(st.Nlink)
			}
		}
		if got != want {
			t.Errorf("lstatNode(%q) = %+v, os.Lstat gives %+v", p, got, want)
		}
	}
	if n := lstatNode(tr.root + "/notes-hard"); n.nlink != 2 || n.kind != file {
		t.Errorf("hard link: %+v, want a file with 2 links", n)
	}
}
