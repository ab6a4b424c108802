//go:build unix

package audit

import (
	"fmt"
	"io/fs"
	"syscall"
)

// access is access(2) for writing path (and searching it, when it is the
// directory that will hold created): the kernel's own answer, which counts
// the file's mode, ACLs, a read-only mount and root's privileges alike.
// The error names what Open would fail on: op ("open", "mkdir") of
// created.
func access(path, created, op string) error {
	mode := uint32(0x2) // W_OK
	if created != path {
		mode |= 0x1 // X_OK
	}
	if err := syscall.Access(path, mode); err != nil {
		return fmt.Errorf("audit: %w", &fs.PathError{Op: op, Path: created, Err: err})
	}
	return nil
}
