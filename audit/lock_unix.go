//go:build unix

package audit

import (
	"errors"
	"syscall"
)

// lockFile takes an exclusive flock(2) on f, waiting for other holders. The
// Go runtime's own signals can interrupt the wait; EINTR just retries.
func lockFile(f *logFile) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}

func unlockFile(f *logFile) {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		if !errors.Is(err, syscall.EINTR) {
			return
		}
	}
}
