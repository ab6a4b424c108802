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

// state is what the log asks of the held file: its identity and size.
func (f *logFile) state() (fileState, error) {
	fi, err := f.Stat()
	return fileState{fi}, err
}

// pathState is os.Stat(path), for the identity and size of the file at
// the path.
func pathState(path string) (fileState, error) {
	fi, err := os.Stat(path)
	return fileState{fi}, err
}

// fileState is a file's information, compared by os.SameFile.
type fileState struct{ fi fs.FileInfo }

func (a fileState) sameFile(b fileState) bool { return os.SameFile(a.fi, b.fi) }

func (a fileState) size() int64 { return a.fi.Size() }
