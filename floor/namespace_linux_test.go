package floor

import (
	"os"
	"os/exec"
	"reflect"
	"syscall"
	"testing"

	"github.com/pregate/pregate/shell"
)

// nsEnv names the test a re-executed test binary runs inside a private
// mount namespace.
const nsEnv = "PREGATE_FLOOR_NS_TEST"

// inNamespace runs body in a private mount namespace (unshare -m), where
// it may bind-mount over the real tree (a fake /etc/passwd, a directory
// under a second name) without touching the machine. The test binary
// re-executes itself for the one test; the test is skipped where that is
// not possible (not root, no unshare).
func inNamespace(t *testing.T, body func(t *testing.T)) {
	t.Helper()
	if os.Getenv(nsEnv) == t.Name() {
		body(t)
		return
	}
	if os.Geteuid() != 0 {
		t.Skip("needs root for a private mount namespace")
	}
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		t.Skip("needs unshare(1)")
	}
	cmd := exec.Command(unshare, "--mount", "--propagation", "private", os.Args[0],
		"-test.run", "^"+t.Name()+"$", "-test.v")
	cmd.Env = append(os.Environ(), nsEnv+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("in the namespace: %v\n%s", err, out)
	}
	t.Logf("in the namespace:\n%s", out)
}

// mount bind-mounts src on dst; only called inside inNamespace.
func mount(t *testing.T, src, dst string) {
	t.Helper()
	if err := syscall.Mount(src, dst, "", syscall.MS_BIND, ""); err != nil {
		t.Fatalf("mount --bind %s %s: %v", src, dst, err)
	}
	t.Cleanup(func() { syscall.Unmount(dst, syscall.MNT_DETACH) })
}

// TestIdentityOfDirectories: the same directory under another name is the
// protected directory (here a bind mount made in a private mount
// namespace; the kernel reports one device and inode for both).
func TestIdentityOfDirectories(t *testing.T) {
	inNamespace(t, func(t *testing.T) {
		tr := newTree(t)
		mnt := tr.proj + "/mnt"
		if err := os.Mkdir(mnt, 0o755); err != nil {
			t.Fatal(err)
		}
		mount(t, tr.home+"/.ssh", mnt)
		c := tr.config()
		if got := outcomeOf(c.CheckPath("mnt/id_rsa", tr.proj, r)).ID; got != "ssh" {
			t.Errorf("read of mnt/id_rsa (bind mount of ~/.ssh): got %q, want ssh", got)
		}
		// A new file has no identity yet; the directory it would be
		// made in has.
		c = tr.config()
		if got := outcomeOf(c.CheckPath("mnt/authorized_keys", tr.proj, w)).ID; got != "ssh" {
			t.Errorf("write of mnt/authorized_keys: got %q, want ssh", got)
		}
	})
}

// TestTildeUserFakeHome: ~user is that user's home as the system's user
// database has it. A user whose home is the test tree's is added to a copy
// of /etc/passwd mounted over the real one, and bash and the floor must
// agree on where ~user leads.
func TestTildeUserFakeHome(t *testing.T) {
	inNamespace(t, func(t *testing.T) {
		tr := newTree(t)
		passwd, err := os.ReadFile("/etc/passwd")
		if err != nil {
			t.Fatal(err)
		}
		fake := tr.root + "/passwd"
		line := "pregatefake:x:4242:4242::" + tr.home + ":/bin/sh\n"
		if err := os.WriteFile(fake, append(passwd, line...), 0o644); err != nil {
			t.Fatal(err)
		}
		mount(t, fake, "/etc/passwd")
		out, ok := bashOut(t, tr.proj, "/nonexistent", "printf '%s' ~pregatefake/.ssh/id_rsa")
		if !ok || out != tr.home+"/.ssh/id_rsa" {
			t.Fatalf("bash expands ~pregatefake/.ssh/id_rsa to %q", out)
		}
		if got := Resolve("~pregatefake/.ssh/id_rsa", tr.proj, "/nonexistent").Lexical; got != out {
			t.Errorf("Resolve(~pregatefake/.ssh/id_rsa) = %q, bash %q", got, out)
		}
		c := tr.config()
		c.Home = "/nonexistent" // the session's own home is elsewhere
		if got := outcomeOf(c.CheckPath("~pregatefake/.ssh/id_rsa", tr.proj, r)).ID; got != "ssh" {
			t.Errorf("read of ~pregatefake/.ssh/id_rsa: got %q, want ssh", got)
		}
	})
}

// TestIdentityWalkMemo: the walk up that compares a read's directories
// with the identities for reading is skipped only from a top the last
// such walk found clear, never after a walk that met the set, nor for
// the whole set a write compares with: in one call, paths under a bind
// mount of ~/.ssh and of ~/.config/fish (write-only, which a read
// does not compare with) are judged as the reference floor judges them.
func TestIdentityWalkMemo(t *testing.T) {
	inNamespace(t, func(t *testing.T) {
		tr := newTree(t)
		if err := os.MkdirAll(tr.home+"/.config/fish", 0o755); err != nil {
			t.Fatal(err)
		}
		for src, dst := range map[string]string{tr.home + "/.ssh": tr.proj + "/mnt", tr.home + "/.config/fish": tr.proj + "/mnt2"} {
			if err := os.Mkdir(dst, 0o755); err != nil {
				t.Fatal(err)
			}
			mount(t, src, dst)
		}
		cases := []struct {
			path   string
			access shell.Access
			want   string
		}{
			{"src/main.go", r, ""},
			{"src/other.go", r, ""},
			{"mnt/a", r, "ssh"},
			{"mnt/b", r, "ssh"},
			{"mnt2/x", r, ""},
			{"mnt2/y", w, "shell-rc"},
			{"mnt2/z", r, ""},
			{"mnt/c", r, "ssh"},
		}
		c := tr.config()
		ref := tr.config()
		ref.reference = true
		for _, cs := range cases {
			got, want := c.CheckPath(cs.path, tr.proj, cs.access), ref.CheckPath(cs.path, tr.proj, cs.access)
			if id := outcomeOf(got).ID; id != cs.want || !reflect.DeepEqual(got, want) {
				t.Errorf("%s of %s: %s, want %q; the reference floor gives %s", accessWord(cs.access), cs.path, show(got), cs.want, show(want))
			}
		}
	})
}
