// Package perfscript reads the call-stack samples `perf script` prints
// for a recording made with -g: a header line (the fields -F names, the
// command first), then one frame a line, innermost first, an address and
// a symbol with its offset, then a blank line.
package perfscript

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Sample is one sample. Its slices are reused by the next sample: each
// must not keep them.
type Sample struct {
	Comm string
	// Period is the header's last field, with -F comm,period,...; 0
	// without it.
	Period float64
	// Frames are the stack's symbols, innermost first, without their
	// offsets; a frame perf gives no symbol is left out. Kernel says,
	// frame by frame, which are kernel addresses (the upper half of the
	// address space).
	Frames []string
	Kernel []bool
}

// Read calls each for every sample of r. With period, a header's last
// field is the sample's period, and a header without one is an error
// rather than a sample folded wrong.
func Read(r io.Reader, period bool, each func(*Sample)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var s Sample
	in := false
	flush := func() {
		if in {
			each(&s)
		}
		s.Frames, s.Kernel, in = s.Frames[:0], s.Kernel[:0], false
	}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case line[0] == '\t' || line[0] == ' ':
			f := strings.Fields(line)
			if !in || len(f) < 2 {
				continue // an address alone: no symbol
			}
			sym := strings.Join(f[1:], " ")
			if i := strings.LastIndex(sym, "+0x"); i > 0 {
				sym = sym[:i]
			}
			s.Frames = append(s.Frames, sym)
			s.Kernel = append(s.Kernel, len(f[0]) == 16 && f[0][0] >= '8')
		default:
			flush()
			f := strings.Fields(line)
			s.Comm, s.Period = strings.Join(f, " "), 0
			if period {
				p, err := 0.0, error(nil)
				if len(f) >= 2 {
					p, err = strconv.ParseFloat(f[len(f)-1], 64)
				}
				if len(f) < 2 || err != nil {
					return fmt.Errorf("perf script: a sample's header without a period: %q", line)
				}
				s.Comm, s.Period = strings.Join(f[:len(f)-1], " "), p
			}
			in = true
		}
	}
	flush()
	return sc.Err()
}
