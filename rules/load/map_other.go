//go:build !unix

package load

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// policyFile is a policy file open for reading.
type policyFile struct{ f *os.File }

// openPolicyFile opens p read-only (os.Open); absent when there is no
// such file.
func openPolicyFile(p string) (pf *policyFile, absent bool, err error) {
	f, err := os.Open(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return nil, true, nil
		}
		return nil, false, err
	}
	return &policyFile{f: f}, false, nil
}

func (pf *policyFile) stat(p string) (size int64, dir, regular bool, err error) {
	st, err := pf.f.Stat()
	if err != nil {
		return 0, false, false, err
	}
	return st.Size(), st.IsDir(), st.Mode().IsRegular(), nil
}

func (pf *policyFile) file(p string) *os.File { return pf.f }

func (pf *policyFile) close() { pf.f.Close() }

// mapFile maps nothing here: files are read.
func (pf *policyFile) mapFile(n int) (string, bool) { return "", false }
