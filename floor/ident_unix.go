//go:build unix

package floor

import (
	"io/fs"
	"syscall"
)

// identOf is a file's device and inode and its link count.
func identOf(fi fs.FileInfo) (ident, uint64) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ident{}, 0
	}
	return ident{dev: uint64(st.Dev), ino: uint64(st.Ino)}, uint64(st.Nlink)
}
