//go:build unix

package load

import (
	"os"
	"syscall"
	"unsafe"
)

// mapFile maps the n > 0 bytes of f read-only and private, as a string;
// false when it cannot. The mapping is never removed: it lives as long as
// the process, which for the hook is one call.
func mapFile(f *os.File, n int) (string, bool) {
	b, err := syscall.Mmap(int(f.Fd()), 0, n, syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil || len(b) != n {
		return "", false
	}
	return unsafe.String(&b[0], n), true
}
