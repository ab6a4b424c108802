// Package stack grows the main goroutine's stack once, at the start of the
// process, to what a hook call uses.
//
// The runtime copies every frame on the stack each time it doubles it, and
// a call that starts from the smallest stack (8 KiB) doubled it three times,
// the first in a package's initialisation and the others while the
// pipeline was deep. This package imports nothing, so it is among the first
// packages the runtime initialises: its init grows the stack while it holds
// no frame but the runtime's, and the stack stays grown for the life of the
// process (the garbage collector shrinks stacks only when it runs, and the
// hook turns it off).
package stack

func init() { grow(0) }

// reserve is the frame grow declares. The runtime sizes the new stack from
// the frame of the function that overflows: a frame of 64 KiB makes it
// 128 KiB, which the calls scripts/bench-hook.sh times do not outgrow,
// shell.Decompose's own reserve for a long command included. Only the
// pages a call uses are touched: against 32 KiB (a 64 KiB stack), 12
// minor faults fewer in the 500-rule call and 5 in ls -la (p50 of 100
// and 150 interleaved runs).
const reserve = 64 << 10

// grow declares the frame but touches it only when n is above zero, which
// it never is: the stack check at its entry is what grows the stack, and
// the new stack's pages stay untouched until a call uses them.
//
//go:noinline
func grow(n int) byte {
	if n > 0 {
		var frame [reserve]byte
		frame[n%reserve] = byte(n)
		return frame[(n+1)%reserve]
	}
	return 0
}
