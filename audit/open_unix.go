//go:build unix

package audit

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// openAppend opens path as os.OpenFile(path, O_WRONLY|O_APPEND|O_CREATE,
// 0o600) does, with the same error, but hands the descriptor to
// os.NewFile: a file os.OpenFile opens is registered with the runtime's
// poller, which on Linux creates an epoll instance and an eventfd, tries
// to register the regular file (and fails) and switches its descriptor to
// non-blocking and back — eight system calls that a process writing one
// line pays for nothing. os.NewFile leaves a blocking descriptor alone.
func openAppend(path string) (*os.File, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT|syscall.O_CLOEXEC, 0o600)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		return os.NewFile(uintptr(fd), path), nil
	}
}
