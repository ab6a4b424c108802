//go:build !unix

package audit

import (
	"io/fs"
	"os"
)

// logFile is the audit file, open for appending.
type logFile struct{ *os.File }

func openAppend(path string) (*logFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	return &logFile{f}, nil
}

func sameFile(held, cur fs.FileInfo) bool { return os.SameFile(held, cur) }
