//go:build unix

package floor

import (
	"math"
	"syscall"
)

// lstatNode is what Lstat finds at p, from the system call alone: without
// the os.FileInfo that os.Lstat builds, which the floor's many looks at
// the disk do not need.
func lstatNode(p string) node {
	var st syscall.Stat_t
	for {
		err := lstat(p, &st)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return node{}
		}
		break
	}
	n := node{kind: file, id: ident{dev: uint64(st.Dev), ino: uint64(st.Ino)}, nlink: uint32(min(uint64(st.Nlink), math.MaxUint32))}
	switch st.Mode & syscall.S_IFMT {
	case syscall.S_IFLNK:
		n.kind = symlink
	case syscall.S_IFDIR:
		n.kind = dir
	}
	return n
}
