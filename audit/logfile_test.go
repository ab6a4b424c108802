//go:build unix

package audit

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// refOpen is openAppend as it was before logFile: the descriptor handed
// to os.NewFile, the reference TestLogFileSameAsFile holds logFile to.
func refOpen(t *testing.T, path string) *os.File {
	t.Helper()
	fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT|syscall.O_CLOEXEC, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	return os.NewFile(uintptr(fd), path)
}

func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// TestLogFileSameAsFile: logFile writes, stats, compares and closes as the
// os.File of the same descriptor does: the same bytes and counts, the same
// size, the same answer to "is the path still this file" (pathState and
// sameFile against os.Stat and os.SameFile) after the path is renamed away
// (rotation), replaced, linked or reached through a symbolic link, and the
// same errors, *fs.PathError and text, for a full device, for a
// descriptor closed under it and for a path that is not there.
func TestLogFileSameAsFile(t *testing.T) {
	dir := t.TempDir()
	line := []byte(`{"time":"2026-01-01T00:00:00Z","decision":"allow"}` + "\n")
	for i, name := range []string{"ref.jsonl", "own.jsonl"} {
		path := filepath.Join(dir, name)
		var write func([]byte) (int, error)
		// held is the held file's size; samePath whether p names it.
		var held func() (int64, error)
		var samePath func(p string) bool
		if i == 0 {
			f := refOpen(t, path)
			write = f.Write
			held = func() (int64, error) {
				fi, err := f.Stat()
				if err != nil {
					return 0, err
				}
				return fi.Size(), nil
			}
			samePath = func(p string) bool {
				fi, err := f.Stat()
				cur, err2 := os.Stat(p)
				return err == nil && err2 == nil && os.SameFile(fi, cur)
			}
		} else {
			f, err := openAppend(path)
			if err != nil {
				t.Fatal(err)
			}
			write = f.Write
			held = func() (int64, error) {
				st, err := f.state()
				return st.size(), err
			}
			samePath = func(p string) bool {
				st, err := f.state()
				cur, err2 := pathState(p)
				return err == nil && err2 == nil && st.sameFile(cur)
			}
		}
		for range 3 {
			if n, err := write(line); n != len(line) || err != nil {
				t.Fatalf("%s: Write = %d, %v", name, n, err)
			}
		}
		if size, err := held(); err != nil || size != int64(3*len(line)) {
			t.Fatalf("%s: Stat = %d, %v; want size %d", name, size, err, 3*len(line))
		}
		if !samePath(path) {
			t.Fatalf("%s: the file at its own path is not the same file", name)
		}
		link := path + ".link"
		if err := os.Symlink(filepath.Base(path), link); err != nil {
			t.Fatal(err)
		}
		if !samePath(link) {
			t.Errorf("%s: the file through a symbolic link is not the same file", name)
		}
		hard := path + ".hard"
		if err := os.Link(path, hard); err != nil {
			t.Fatal(err)
		}
		if !samePath(hard) {
			t.Errorf("%s: a hard link is not the same file", name)
		}
		if err := os.Rename(path, path+".1"); err != nil {
			t.Fatal(err)
		}
		if samePath(path) {
			t.Errorf("%s: the path renamed away still names the held file", name)
		}
		os.WriteFile(path, nil, 0o600)
		if samePath(path) {
			t.Errorf("%s: the file rotated in at the path is the held one", name)
		}
		if b, _ := os.ReadFile(path + ".1"); string(b) != string(line)+string(line)+string(line) {
			t.Errorf("%s: wrote %q", name, b)
		}
	}

	// pathState fails as os.Stat does: nothing at the path, a path
	// through a file, an empty path.
	for _, p := range []string{filepath.Join(dir, "missing"), filepath.Join(dir, "ref.jsonl", "x"), ""} {
		_, rerr := os.Stat(p)
		_, oerr := pathState(p)
		var pe *fs.PathError
		if errText(rerr) != errText(oerr) || !errors.As(oerr, &pe) || errors.Is(rerr, fs.ErrNotExist) != errors.Is(oerr, fs.ErrNotExist) {
			t.Errorf("stat %q: os.Stat %q, pathState %q (%T)", p, errText(rerr), errText(oerr), oerr)
		}
	}

	// A descriptor closed under the file: every call fails as os.File's.
	path := filepath.Join(dir, "closed.jsonl")
	ref := refOpen(t, path)
	syscall.Close(int(ref.Fd()))
	own, err := openAppend(path)
	if err != nil {
		t.Fatal(err)
	}
	syscall.Close(own.fd)
	_, rw := ref.Write(line)
	_, ow := own.Write(line)
	_, rs := ref.Stat()
	_, os_ := own.state()
	rc, oc := ref.Close(), own.Close()
	for _, c := range []struct {
		op       string
		ref, own error
	}{{"write", rw, ow}, {"stat", rs, os_}, {"close", rc, oc}} {
		var pe *fs.PathError
		if errText(c.ref) != errText(c.own) || !errors.As(c.own, &pe) || !errors.Is(c.own, syscall.EBADF) {
			t.Errorf("%s on a closed descriptor: os.File %q, logFile %q (%T)", c.op, errText(c.ref), errText(c.own), c.own)
		}
	}

	// A full device: the write's error.
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	full, err := openAppend("/dev/full")
	if err != nil {
		t.Skip(err)
	}
	defer full.Close()
	refFull := refOpen(t, "/dev/full")
	defer refFull.Close()
	rn, rerr := refFull.Write(line)
	on, oerr := full.Write(line)
	if rn != on || errText(rerr) != errText(oerr) || !errors.Is(oerr, syscall.ENOSPC) {
		t.Errorf("write to /dev/full: os.File %d, %q; logFile %d, %q", rn, errText(rerr), on, errText(oerr))
	}
}
