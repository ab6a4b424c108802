//go:build linux && (amd64 || arm64)

package floor

import (
	"strings"
	"syscall"
	"unsafe"
)

// lstat is syscall.Lstat without the copy of the path on the heap that
// syscall makes for the NUL byte: the path is copied into a buffer on the
// stack. A path too long for the buffer, or with a NUL in it, goes
// through syscall.Lstat.
func lstat(p string, st *syscall.Stat_t) error {
	var buf [256]byte
	if len(p) >= len(buf) || strings.IndexByte(p, 0) >= 0 {
		return syscall.Lstat(p, st)
	}
	copy(buf[:], p)
	buf[len(p)] = 0
	dirfd := atFdCwd
	_, _, e := syscall.Syscall6(sysFstatat, uintptr(dirfd), uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(st)), uintptr(atSymlinkNofollow), 0, 0)
	if e != 0 {
		return e
	}
	return nil
}

const (
	atFdCwd           = -0x64 // AT_FDCWD
	atSymlinkNofollow = 0x100 // AT_SYMLINK_NOFOLLOW
)
