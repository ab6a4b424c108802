// Command faultmap sorts the page faults of one process, recorded with
// `perf record -e page-faults -c 1 -d`, by where in memory they fell: a
// section of the program's ELF file (text, rodata, pclntab, data, bss...),
// the Go heap's arenas, or the mappings above them (the runtime's
// off-heap metadata, the main thread's stack, the vDSO). Text and other
// file-backed read-only sections fault once per window the kernel maps
// around a fault (fault-around, 64 KiB by default), so their count is of
// windows touched; writable and anonymous memory faults once per page.
// For each region it prints the faults, the distinct pages and the
// functions whose instructions faulted most (for text, their packages:
// which code the call runs for the first time, and how spread out it is).
//
// Usage: perf script -i perf.data -F addr,ip | faultmap [-top N] BINARY
//
// With -phases, the recording has call chains (`perf record -g`) and the
// input is `perf script -F addr,ip,sym`: each fault is counted under the
// first of the comma-separated phases (in their order) that names a
// function of its chain, by substring, or under "other", and faultmap
// prints how many faults each phase took in each region. A fault on the
// first instruction of a function is taken before the function saves its
// frame pointer, so its chain lacks the caller: a package init's first
// page of code falls under "other" or under a phase further out.
package main

import (
	"bufio"
	"cmp"
	"debug/elf"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
)

// high is where faultmap puts the mappings the kernel chooses without a
// hint: above every Go heap arena of a 47-bit address space.
const high = 0x7f0000000000

type region struct {
	name   string
	faults int
	pages  map[uint64]bool
	by     map[string]int
}

func main() {
	top := flag.Int("top", 5, "functions to name per region")
	phases := flag.String("phases", "", "comma-separated functions (by substring) to count faults under, reading `perf script -F addr,ip,sym` of a recording with call chains")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: perf script -F addr,ip | faultmap [-top N] BINARY\n       perf script -F addr,ip,sym | faultmap -phases F1,F2,... BINARY")
		os.Exit(2)
	}
	f, err := elf.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "faultmap:", err)
		os.Exit(2)
	}
	if *phases != "" {
		t, err := phaseTable(os.Stdin, strings.Split(*phases, ","), func(addr uint64) string { return regionOf(f, addr) })
		if err != nil {
			fmt.Fprintln(os.Stderr, "faultmap:", err)
			os.Exit(2)
		}
		t.print(os.Stdout)
		return
	}
	syms, _ := f.Symbols()
	var funcs []elf.Symbol
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Value != 0 {
			funcs = append(funcs, s)
		}
	}
	slices.SortFunc(funcs, func(a, b elf.Symbol) int { return cmp.Compare(a.Value, b.Value) })
	funcAt := func(ip uint64) string {
		if ip >= 1<<63 {
			return "[kernel]"
		}
		i, found := slices.BinarySearchFunc(funcs, ip, func(s elf.Symbol, ip uint64) int { return cmp.Compare(s.Value, ip) })
		if !found {
			i--
		}
		if i < 0 || ip >= funcs[i].Value+max(funcs[i].Size, 1) {
			return "?"
		}
		return funcs[i].Name
	}
	regions := map[string]*region{}
	get := func(name string) *region {
		r := regions[name]
		if r == nil {
			r = &region{name: name, pages: map[uint64]bool{}, by: map[string]int{}}
			regions[name] = r
		}
		return r
	}
	total := 0
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		addr, err1 := strconv.ParseUint(fields[0], 16, 64)
		ip, err2 := strconv.ParseUint(fields[1], 16, 64)
		if err1 != nil || err2 != nil {
			continue
		}
		name := regionOf(f, addr)
		r := get(name)
		r.faults++
		r.pages[addr>>12] = true
		fn := funcAt(ip)
		if name == ".text" {
			fn = pkgOf(fn)
		}
		r.by[fn]++
		total++
	}
	list := make([]*region, 0, len(regions))
	for _, r := range regions {
		list = append(list, r)
	}
	slices.SortFunc(list, func(a, b *region) int { return cmp.Or(cmp.Compare(b.faults, a.faults), cmp.Compare(a.name, b.name)) })
	fmt.Printf("%6d faults\n", total)
	for _, r := range list {
		fmt.Printf("%6d %-56s %5d pages\n", r.faults, r.name, len(r.pages))
		type fn struct {
			name string
			n    int
		}
		var fns []fn
		for k, v := range r.by {
			fns = append(fns, fn{k, v})
		}
		slices.SortFunc(fns, func(a, b fn) int { return cmp.Or(cmp.Compare(b.n, a.n), cmp.Compare(a.name, b.name)) })
		for _, x := range fns[:min(*top, len(fns))] {
			fmt.Printf("         %4d %s\n", x.n, x.name)
		}
	}
}

// pkgOf is the package path of a function's symbol name.
func pkgOf(fn string) string {
	slash := strings.LastIndexByte(fn, '/')
	if dot := strings.IndexByte(fn[slash+1:], '.'); dot >= 0 {
		return fn[:slash+1+dot]
	}
	return fn
}

// regionOf names where addr falls: the name of the section of f that holds
// it, or the heap's arenas, or the mappings above them.
func regionOf(f *elf.File, addr uint64) string {
	for _, s := range f.Sections {
		if s.Addr != 0 && addr >= s.Addr && addr < s.Addr+s.Size {
			return s.Name
		}
	}
	if addr >= high {
		return mmapRegion
	}
	return heapRegion
}

const (
	mmapRegion = "mmap above the heap (runtime metadata, main stack, vdso)"
	heapRegion = "heap arenas (objects, spans, goroutine stacks)"
)

// phaseCounts are the faults of one process by phase and region
// (phaseTable).
type phaseCounts struct {
	names []string                  // the phases, in their order, then "other"
	in    map[string]map[string]int // phase -> region -> faults
}

// faults is how many faults phase took, in every region.
func (t *phaseCounts) faults(phase string) int {
	n := 0
	for _, c := range t.in[phase] {
		n += c
	}
	return n
}

// total is how many faults every phase took.
func (t *phaseCounts) total() int {
	n := 0
	for p := range t.in {
		n += t.faults(p)
	}
	return n
}

// phaseTable reads `perf script -F addr,ip,sym` of a recording with call
// chains: each sample is its fault address (and what perf names there) on
// a line of its own, then a line for each frame of its chain, indented,
// the faulting instruction first ("ip sym"), and a blank line. A sample
// is counted under the first of names that one of its frames' symbols
// holds, or under "other"; regionOf names where its address fell.
func phaseTable(r io.Reader, names []string, regionOf func(uint64) string) (*phaseCounts, error) {
	t := &phaseCounts{names: append(slices.Clip(names), "other"), in: map[string]map[string]int{}}
	var addr uint64
	var frames []string
	have := false
	flush := func() {
		if !have {
			return
		}
		phase := "other"
		for _, n := range names {
			if slices.ContainsFunc(frames, func(f string) bool { return strings.Contains(f, n) }) {
				phase = n
				break
			}
		}
		reg := regionOf(addr)
		if t.in[phase] == nil {
			t.in[phase] = map[string]int{}
		}
		t.in[phase][reg]++
		have, frames = false, frames[:0]
	}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case line[0] == '\t':
			// A frame: its address, then its symbol.
			if _, sym, ok := strings.Cut(strings.TrimSpace(line), " "); ok {
				frames = append(frames, sym)
			}
		default:
			flush()
			field, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			a, err := strconv.ParseUint(field, 16, 64)
			if err != nil {
				return nil, fmt.Errorf("a sample's first line is not its address: %q", line)
			}
			addr, have = a, true
		}
	}
	flush()
	return t, sc.Err()
}

// print writes the phases that took faults, most first, each with its
// regions, most first.
func (t *phaseCounts) print(w io.Writer) {
	fmt.Fprintf(w, "%6d faults\n", t.total())
	order := slices.Clone(t.names)
	slices.SortStableFunc(order, func(a, b string) int { return cmp.Compare(t.faults(b), t.faults(a)) })
	for _, p := range order {
		if t.faults(p) == 0 {
			continue
		}
		regs := make([]string, 0, len(t.in[p]))
		for r := range t.in[p] {
			regs = append(regs, r)
		}
		slices.SortFunc(regs, func(a, b string) int { return cmp.Or(cmp.Compare(t.in[p][b], t.in[p][a]), cmp.Compare(a, b)) })
		var parts []string
		for _, r := range regs {
			parts = append(parts, fmt.Sprintf("%s %d", shortRegion(r), t.in[p][r]))
		}
		fmt.Fprintf(w, "%6d %-32s %s\n", t.faults(p), p, strings.Join(parts, ", "))
	}
}

// shortRegion is a region's name for one line of the phase table.
func shortRegion(r string) string {
	switch r {
	case heapRegion:
		return "heap"
	case mmapRegion:
		return "above the heap"
	}
	return r
}
