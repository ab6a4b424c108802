//go:build unix

package audit

import (
	"errors"
	"io"
	"io/fs"
	"syscall"
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

// state is os.File.Stat for what the log asks of the held file: its
// identity and size, with os.File.Stat's error.
func (f *logFile) state() (fileState, error) {
	return statState(f.name, func(st *syscall.Stat_t) error { return syscall.Fstat(f.fd, st) })
}

// Close closes the descriptor, as os.File.Close does (close(2) is not
// retried on EINTR).
func (f *logFile) Close() error {
	if err := syscall.Close(f.fd); err != nil {
		return &fs.PathError{Op: "close", Path: f.name, Err: err}
	}
	return nil
}

// pathState is os.Stat(path) for what the log asks of the file at the
// path: its identity and size, with os.Stat's error (a *fs.PathError of op
// "stat"; fs.ErrNotExist when nothing is there).
func pathState(path string) (fileState, error) {
	return statState(path, func(st *syscall.Stat_t) error { return syscall.Stat(path, st) })
}

// statState calls stat, again while it is interrupted, and returns the
// state it fills in, or its error as os.Stat returns it for name.
func statState(name string, stat func(*syscall.Stat_t) error) (fileState, error) {
	var st syscall.Stat_t
	for {
		err := stat(&st)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return fileState{}, &fs.PathError{Op: "stat", Path: name, Err: err}
		}
		return fileState{dev: uint64(st.Dev), ino: uint64(st.Ino), bytes: st.Size}, nil
	}
}

// fileState is a file's identity (device and inode) and size: what the
// log compares and reads of the held file and of the path, in a value,
// where an fs.FileInfo would cost each stat an allocation.
type fileState struct {
	dev, ino uint64
	bytes    int64
}

func (a fileState) size() int64 { return a.bytes }

// sameFile is os.SameFile for the held file's state and the path's: the
// same device and inode.
func (a fileState) sameFile(b fileState) bool { return a.dev == b.dev && a.ino == b.ino }
