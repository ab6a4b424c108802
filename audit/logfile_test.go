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
// size, the same answer to "is the path still this file" after the path
// is renamed away (rotation), replaced, linked or reached through a
// symbolic link, and the same errors, *fs.PathError and text, for a full
// device and for a descriptor closed under it.
func TestLogFileSameAsFile(t *testing.T) {
	dir := t.TempDir()
	line := []byte(`{"time":"2026-01-01T00:00:00Z","decision":"allow"}` + "\n")
	for i, name := range []string{"ref.jsonl", "own.jsonl"} {
		path := filepath.Join(dir, name)
		var w interface {
			Write([]byte) (int, error)
			Stat() (fs.FileInfo, error)
		}
		var same func(a, b fs.FileInfo) bool
		if i == 0 {
			w, same = refOpen(t, path), os.SameFile
		} else {
			f, err := openAppend(path)
			if err != nil {
				t.Fatal(err)
			}
			w, same = f, sameFile
		}
		for range 3 {
			if n, err := w.Write(line); n != len(line) || err != nil {
				t.Fatalf("%s: Write = %d, %v", name, n, err)
			}
		}
		held, err := w.Stat()
		if err != nil || held.Size() != int64(3*len(line)) {
			t.Fatalf("%s: Stat = %v, %v; want size %d", name, held, err, 3*len(line))
		}
		cur, _ := os.Stat(path)
		if !same(held, cur) {
			t.Fatalf("%s: the file at its own path is not the same file", name)
		}
		link := path + ".link"
		if err := os.Symlink(filepath.Base(path), link); err != nil {
			t.Fatal(err)
		}
		if cur, _ := os.Stat(link); !same(held, cur) {
			t.Errorf("%s: the file through a symbolic link is not the same file", name)
		}
		hard := path + ".hard"
		if err := os.Link(path, hard); err != nil {
			t.Fatal(err)
		}
		if cur, _ := os.Stat(hard); !same(held, cur) {
			t.Errorf("%s: a hard link is not the same file", name)
		}
		if err := os.Rename(path, path+".1"); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(path, nil, 0o600)
		if cur, _ := os.Stat(path); same(held, cur) {
			t.Errorf("%s: the file rotated in at the path is the held one", name)
		}
		if b, _ := os.ReadFile(path + ".1"); string(b) != string(line)+string(line)+string(line) {
			t.Errorf("%s: wrote %q", name, b)
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
	_, os_ := own.Stat()
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
