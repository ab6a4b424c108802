//go:build !unix

package floor

import "os"

// lstatNode is what Lstat finds at p. The identity is unknown where the
// platform reports no inode: files are then judged by their names alone.
func lstatNode(p string) node {
	fi, err := os.Lstat(p)
	if err != nil {
		return node{}
	}
	n := node{kind: file}
	switch m := fi.Mode(); {
	case m&os.ModeSymlink != 0:
		n.kind = symlink
	case m.IsDir():
		n.kind = dir
	}
	return n
}
