//go:build unix

package load

import (
	"io/fs"
	"os"
	"syscall"
	"unsafe"
)

// policyFile is a policy file open for reading: a descriptor of its own,
// outside the runtime's poller (os.Open would start it, an epoll
// instance and a registration, for a file that is mapped or read once),
// made an *os.File only when it is read (file).
type policyFile struct {
	fd int
	f  *os.File
}

// openPolicyFile opens p read-only, as os.Open does; absent when there
// is no such file (ENOENT, or ENOTDIR for a path through a file), and
// any other error is os.Open's.
func openPolicyFile(p string) (pf *policyFile, absent bool, err error) {
	for {
		fd, err := syscall.Open(p, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		switch err {
		case nil:
			return &policyFile{fd: fd}, false, nil
		case syscall.ENOENT, syscall.ENOTDIR:
			return nil, true, nil
		case syscall.EINTR:
			continue
		}
		return nil, false, &fs.PathError{Op: "open", Path: p, Err: err}
	}
}

// stat is the file's size, whether it is a directory and whether it is a
// regular file; its error is (*os.File).Stat's.
func (pf *policyFile) stat(p string) (size int64, dir, regular bool, err error) {
	var st syscall.Stat_t
	for {
		err = syscall.Fstat(pf.fd, &st)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return 0, false, false, &fs.PathError{Op: "stat", Path: p, Err: err}
	}
	mode := st.Mode & syscall.S_IFMT
	return st.Size, mode == syscall.S_IFDIR, mode == syscall.S_IFREG, nil
}

// file is the file as an *os.File, to read it; blocking reads, as os.Open
// gives a regular file (which the poller does not take).
func (pf *policyFile) file(p string) *os.File {
	if pf.f == nil {
		pf.f = os.NewFile(uintptr(pf.fd), p)
	}
	return pf.f
}

func (pf *policyFile) close() {
	if pf.f != nil {
		pf.f.Close()
		return
	}
	syscall.Close(pf.fd)
}

// mapFile maps the n > 0 bytes of the file read-only and private, as a
// string; false when it cannot. The mapping is never removed: it lives
// as long as the process, which for the hook is one call.
func (pf *policyFile) mapFile(n int) (string, bool) {
	b, err := syscall.Mmap(pf.fd, 0, n, syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil || len(b) != n {
		return "", false
	}
	return unsafe.String(&b[0], n), true
}
