//go:build unix

package audit

import (
	"errors"
	"io"
	"io/fs"
	"syscall"
	"time"
)

// logFile is the audit file's descriptor, open for appending. It is
// written, stat'ed and closed with the system calls alone: an os.File
// would ask the descriptor's flags (fcntl F_GETFL) when it is made, and
// set and clear a finalizer around it, for a descriptor that is written
// once. Its methods fail as os.File's do, with the same errors
// (TestLogFileSameAsFile).
type logFile struct {
	fd   int
	name string
}

// openAppend opens path as os.OpenFile(path, O_WRONLY|O_APPEND|O_CREATE,
// 0o600) does, with the same error, but outside the runtime's poller: a
// file os.OpenFile opens is registered with it, which on Linux creates an
// epoll instance and an eventfd, tries to register the regular file (and
// fails) and switches its descriptor to non-blocking and back — eight
// system calls that a process writing one line pays for nothing.
func openAppend(path string) (*logFile, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT|syscall.O_CLOEXEC, 0o600)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		return &logFile{fd: fd, name: path}, nil
	}
}

// Fd is the descriptor, for flock.
func (f *logFile) Fd() uintptr { return uintptr(f.fd) }

// maxWrite is the most one write(2) is given, as internal/poll's.
const maxWrite = 1 << 30

// Write writes all of b, as os.File.Write does on a blocking descriptor:
// each write(2) retried on EINTR and continued after a short count; an
// error is the os.File's (a *fs.PathError of op "write").
func (f *logFile) Write(b []byte) (int, error) {
	nn := 0
	for {
		end := min(len(b), nn+maxWrite)
		n, err := syscall.Write(f.fd, b[nn:end])
		if err == syscall.EINTR {
			continue
		}
		if n > 0 {
			nn += n
		}
		if nn == len(b) {
			return nn, nil
		}
		if err == nil && n == 0 {
			err = io.ErrUnexpectedEOF
		}
		if err != nil {
			return nn, &fs.PathError{Op: "write", Path: f.name, Err: err}
		}
	}
}

// Stat is os.File.Stat for what the log asks of it: the size and, through
// sameFile, the identity.
func (f *logFile) Stat() (fs.FileInfo, error) {
	var st syscall.Stat_t
	for {
		err := syscall.Fstat(f.fd, &st)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "stat", Path: f.name, Err: err}
		}
		return &heldInfo{st: st}, nil
	}
}

// Close closes the descriptor, as os.File.Close does (close(2) is not
// retried on EINTR).
func (f *logFile) Close() error {
	if err := syscall.Close(f.fd); err != nil {
		return &fs.PathError{Op: "close", Path: f.name, Err: err}
	}
	return nil
}

// heldInfo is what logFile.Stat returns: the log reads its size and
// compares its identity (sameFile).
type heldInfo struct{ st syscall.Stat_t }

func (h *heldInfo) Name() string       { return "" }
func (h *heldInfo) Size() int64        { return h.st.Size }
func (h *heldInfo) Mode() fs.FileMode  { return 0 }
func (h *heldInfo) ModTime() time.Time { return time.Time{} }
func (h *heldInfo) IsDir() bool        { return false }
func (h *heldInfo) Sys() any           { return &h.st }

// sameFile is os.SameFile for the held file's information and the path's:
// the same device and inode.
func sameFile(held, cur fs.FileInfo) bool {
	a, ok1 := held.Sys().(*syscall.Stat_t)
	b, ok2 := cur.Sys().(*syscall.Stat_t)
	return ok1 && ok2 && a.Dev == b.Dev && a.Ino == b.Ino
}
