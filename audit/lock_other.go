//go:build !unix

package audit

import "os"

// lockFile is a no-op where flock(2) does not exist: appends still use
// O_APPEND and one write each, but rotation is not coordinated across
// processes there.
func lockFile(f *os.File) error { return nil }

func unlockFile(f *os.File) {}
