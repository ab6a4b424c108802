package audit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Target is a log to append to: the file and how it is written.
type Target struct {
	Path    string
	Options Options
}

// AppendTo opens t, appends r and closes the file: the whole life of a log
// in a process that writes one record. The error is Open's, Append's or
// Close's; see NotWritten.
func AppendTo(t Target, r *Record) error {
	l, err := Open(t.Path, t.Options)
	if err != nil {
		return err
	}
	l.once = true
	err = l.Append(r)
	if cerr := l.Close(); err == nil {
		err = cerr
	}
	return err
}

// Writable reports, without creating or writing anything, whether Open
// could open the log at path for appending, and if not fails as Open
// would: an existing path must be a file this process may write, not a
// directory; a missing one needs its nearest existing ancestor to be a
// directory this process may write and search, so that the missing
// directories and the file can be created.
//
// It foresees what Open would refuse, not what a write would: a log that
// opens but fails on write (a full disk, a lock never released) passes.
func Writable(path string) error {
	if path == "" {
		return errors.New("audit: empty log path")
	}
	fi, err := os.Stat(path)
	switch {
	case err == nil && fi.IsDir():
		return fmt.Errorf("audit: %w", &fs.PathError{Op: "open", Path: path, Err: syscall.EISDIR})
	case err == nil:
		return access(path, path, "open")
	case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR):
		return fmt.Errorf("audit: %w", err)
	}
	// missing is what Open would create first below dir: the file itself,
	// or the first missing directory.
	missing := path
	for dir := filepath.Dir(path); ; {
		fi, err := os.Stat(dir)
		switch {
		case err == nil && !fi.IsDir():
			return fmt.Errorf("audit: %w", &fs.PathError{Op: "mkdir", Path: dir, Err: syscall.ENOTDIR})
		case err == nil:
			op := "mkdir"
			if missing == path {
				op = "open"
			}
			return access(dir, missing, op)
		case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR):
			return fmt.Errorf("audit: %w", err)
		}
		up := filepath.Dir(dir)
		if up == dir {
			return fmt.Errorf("audit: %w", err)
		}
		missing, dir = dir, up
	}
}
