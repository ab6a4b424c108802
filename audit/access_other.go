//go:build !unix

package audit

// access has no portable counterpart of access(2) here: the log is taken
// to be writable, and Open will say when it is not.
func access(path, created, op string) error { return nil }
