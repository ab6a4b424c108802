//go:build !unix

package load

import "os"

// mapFile maps nothing here: files are read.
func mapFile(f *os.File, n int) (string, bool) { return "", false }
