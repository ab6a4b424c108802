//go:build !unix

package floor

func cpuNow() int64 { return 0 }
