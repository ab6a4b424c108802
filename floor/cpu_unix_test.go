//go:build unix

package floor

import "syscall"

// cpuNow is the CPU time the process has used, user and system, in
// nanoseconds: unlike wall time it does not count the time spent waiting
// for a CPU on a loaded machine.
func cpuNow() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
