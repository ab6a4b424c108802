package floor

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// TestIdentityEveryName: a file with two protected names, one protected
// for writing only and one for reading, is the read-protected file to a
// read through any other name, whichever of its names comes first in the
// protected set: the set keeps every name of an identity, and the deny
// names the first that protects the access (the read-protected one for a
// read; for a write, the first in the set's order). Real hard links in a
// temp dir: the file is the built-in ~/.bashrc and the policy's
// ~/secret.txt (the write-only name first), the policy's ~/secret.txt
// and ~/wonly.txt (the read-protected name first), or ~/.bashrc and
// ~/.aws/credentials (a file below a protected tree, which only the deep
// walk names), read and written through a third link in the project and
// through a symbolic link to that, in the fast and the reference floor.
// Keeping only an identity's first name, or ending the check on a known
// name not protected for the access, allows the reads when the
// write-only name comes first.
func TestIdentityEveryName(t *testing.T) {
	wonly := []Entry{{Pattern: "~/wonly.txt", ID: "wonly"}}
	secret := []Entry{{Pattern: "~/secret.txt", ID: "secret"}}
	cases := []struct {
		name            string
		protect, pwrite []Entry
		wname, rname    string // the two protected names, below the home
		readID, writeID string
	}{
		// The built-in ~/.bashrc comes before the policy's entries.
		{"write-only first", secret, nil, ".bashrc", "secret.txt", "secret", "shell-rc"},
		// A policy's Protect entries come before its ProtectWrite ones.
		{"read first", secret, wonly, "wonly.txt", "secret.txt", "secret", "secret"},
		// ~/.aws/credentials is a file of a protected tree: deep names it.
		{"tree member", nil, nil, ".bashrc", ".aws/credentials", "aws", "shell-rc"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTree(t)
			a, b := tr.home+"/"+tc.wname, tr.home+"/"+tc.rname
			if err := os.WriteFile(a, []byte("x"), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Remove(b); err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			for _, l := range []string{b, tr.proj + "/third"} {
				if err := os.Link(a, l); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.Symlink("third", tr.proj+"/sym"); err != nil {
				t.Fatal(err)
			}
			fast, ref := tr.config(), tr.config()
			ref.reference = true
			fast.Protect, ref.Protect = tc.protect, tc.protect
			fast.ProtectWrite, ref.ProtectWrite = tc.pwrite, tc.pwrite
			for _, c := range []struct {
				p  string
				a  shell.Access
				id string
			}{{"third", r, tc.readID}, {"sym", r, tc.readID}, {"third", w, tc.writeID}, {"sym", w, tc.writeID}} {
				got, exp := fast.CheckPath(c.p, tr.proj, c.a), ref.CheckPath(c.p, tr.proj, c.a)
				if !reflect.DeepEqual(got, exp) {
					t.Fatalf("CheckPath(%q, %v) = %s; the reference floor gives %s", c.p, c.a, show(got), show(exp))
				}
				if got == nil || got.Class != Deny {
					t.Fatalf("CheckPath(%q, %v) = %s, want a deny", c.p, c.a, show(got))
				}
				if got.Entry.ID != c.id {
					t.Errorf("CheckPath(%q, %v) denied by %q, want %q", c.p, c.a, got.Entry.ID, c.id)
				}
				if c.a == r && !strings.Contains(got.Agent, "same file as "+b+",") {
					t.Errorf("CheckPath(%q, %v): the deny does not name %s: %s", c.p, c.a, b, got.Agent)
				}
			}
		})
	}
}

// TestIdentityEveryNameMounted is TestIdentityEveryName for names that
// share an identity without a second link, which the deep walk (files
// with several links) cannot see: bind mounts, in a private mount
// namespace. ~/.bashrc (write-only, built in) is mounted on ~/secret.txt
// (protected by the policy) and on a project file; the write-only
// directory ~/.config/fish on ~/secretdir (protected by the policy) and
// on a project directory. A read through the project's names is denied
// by the policy's entry, naming its path, in the fast and the reference
// floor; keeping only an identity's first name allows both.
func TestIdentityEveryNameMounted(t *testing.T) {
	inNamespace(t, func(t *testing.T) {
		tr := newTree(t)
		for _, d := range []string{tr.home + "/.config/fish", tr.home + "/secretdir", tr.proj + "/fishbind"} {
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for _, f := range []string{tr.home + "/.config/fish/config.fish", tr.home + "/secret.txt", tr.proj + "/rcbind"} {
			if err := os.WriteFile(f, []byte("x"), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		mount(t, tr.home+"/.bashrc", tr.home+"/secret.txt")
		mount(t, tr.home+"/.bashrc", tr.proj+"/rcbind")
		mount(t, tr.home+"/.config/fish", tr.home+"/secretdir")
		mount(t, tr.home+"/.config/fish", tr.proj+"/fishbind")
		protect := []Entry{{Pattern: "~/secret.txt", ID: "secret"}, {Pattern: "~/secretdir/**", ID: "secretdir"}}
		for _, c := range []struct{ p, id, as string }{
			{"rcbind", "secret", tr.home + "/secret.txt"},
			{"fishbind/config.fish", "secretdir", tr.home + "/secretdir/config.fish"},
		} {
			fast, ref := tr.config(), tr.config()
			ref.reference = true
			fast.Protect, ref.Protect = protect, protect
			got, exp := fast.CheckPath(c.p, tr.proj, r), ref.CheckPath(c.p, tr.proj, r)
			if !reflect.DeepEqual(got, exp) {
				t.Fatalf("CheckPath(%q, r) = %s; the reference floor gives %s", c.p, show(got), show(exp))
			}
			if got == nil || got.Class != Deny || got.Entry.ID != c.id || !strings.Contains(got.Agent, "same file as "+c.as+",") {
				t.Errorf("read of %s: got %s, want a deny by %s naming %s", c.p, show(got), c.id, c.as)
			}
		}
	})
}
