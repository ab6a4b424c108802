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
package main

import (
	"bufio"
	"cmp"
	"debug/elf"
	"flag"
	"fmt"
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
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: perf script -F addr,ip | faultmap [-top N] BINARY")
		os.Exit(2)
	}
	f, err := elf.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "faultmap:", err)
		os.Exit(2)
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
