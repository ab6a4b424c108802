//go:build unix && !(linux && (amd64 || arm64))

package floor

import "syscall"

func lstat(p string, st *syscall.Stat_t) error { return syscall.Lstat(p, st) }
