package floor

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
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
