//go:build !unix

package audit

// lockFile is a no-op where flock(2) does not exist: appends still use
// O_APPEND and one write each, but rotation is not coordinated across
// processes there.
func lockFile(f *logFile) error { return nil }

func unlockFile(f *logFile) {}
