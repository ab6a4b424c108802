// Package oneproc runs the hook on one processor (GOMAXPROCS 1) from the
// start of its initialisation.
//
// A hook call runs one goroutine of its own and turns the garbage
// collector off, so a second processor has nothing to run but the
// runtime's background goroutines; waking it starts another thread, with
// its own stacks and caches, whose pages are faulted in for nothing. It
// did so in some calls and not others: on one processor the median of
// minor faults fell by 17 in `ls -la` (370 to 353) and by 24 under 500
// rules (501 to 477), 60 interleaved runs each, while the fewest stayed
// the same (341, 463). This package imports only the runtime, so it
// initialises among the first, before the packages whose initialisation
// allocates. Only the hook-only binary imports it: the commands of the
// full binary keep every processor.
package oneproc

import "runtime"

func init() { runtime.GOMAXPROCS(1) }
