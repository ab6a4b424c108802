//go:build unix

package audit

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestAppendToReleasesLock: AppendTo leaves the unlock of a successful
// write to the close, and the close releases the lock: another descriptor
// of the file takes it at once, without waiting.
func TestAppendToReleasesLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "audit.jsonl")
	for i := range 3 {
		if err := AppendTo(Target{Path: path, Options: DefaultOptions()}, stressRecord(0, i)); err != nil {
			t.Fatal(err)
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Fatal(err)
		}
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		f.Close()
		if err != nil {
			t.Fatalf("after AppendTo %d the log is still locked: %v", i, err)
		}
	}
	n := 0
	err := Scan([]string{path}, Filter{}, func(*Record) error { n++; return nil }, func(p Problem) { t.Errorf("%+v", p) })
	if err != nil {
		t.Fatal(err)
	}
	if n != 3 {
		t.Fatalf("read %d records, want 3", n)
	}
}
