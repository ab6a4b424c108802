// Command textwindows tells which 64 KiB windows of a program's text one
// run executes, and which of them only package initialisation runs code
// in. A read fault on file-backed text maps the window around it
// (fault-around, 64 KiB by default), so a run takes about one fault per
// window it executes; a window where nothing but package initialisation
// runs is a fault the call pays for code it never uses. A function is
// counted as initialisation's when runtime.doInit1 calls it, or when every
// function that calls it is initialisation's.
//
// Usage: textwindows [-list] BINARY CALLGRIND.OUT
//
// CALLGRIND.OUT is a callgrind profile of one run of BINARY (valgrind
// --tool=callgrind); BINARY must keep its symbol table (no -ldflags=-s).
// -list prints each initialisation-only window and its functions.
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
	"strings"
)

const window = 64 << 10

func main() {
	list := flag.Bool("list", false, "print each initialisation-only window and its functions")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: textwindows [-list] BINARY CALLGRIND.OUT")
		os.Exit(2)
	}
	funcs, err := symbols(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "textwindows:", err)
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(1))
	if err != nil {
		fmt.Fprintln(os.Stderr, "textwindows:", err)
		os.Exit(2)
	}
	g, err := readGraph(f)
	f.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, "textwindows:", err)
		os.Exit(2)
	}
	r := analyse(g, funcs)
	fmt.Print(r.format(*list))
}

// sym is a function's place in the text.
type sym struct{ addr, size uint64 }

func symbols(name string) (map[string]sym, error) {
	f, err := elf.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ss, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("%s: %v (built with -ldflags=-s?)", name, err)
	}
	out := map[string]sym{}
	for _, s := range ss {
		if elf.ST_TYPE(s.Info) == elf.STT_FUNC {
			out[s.Name] = sym{s.Value, s.Size}
		}
	}
	return out, nil
}

// graph is what callgrind saw run: each executed function and who called it.
type graph struct {
	executed map[string]bool
	callers  map[string]map[string]bool
}

// readGraph reads a callgrind profile's fn= (a function with cost), cfn=
// (a function it calls) and calls= lines, names compressed as "(id) name"
// on first use and "(id)" after.
func readGraph(r io.Reader) (*graph, error) {
	g := &graph{executed: map[string]bool{}, callers: map[string]map[string]bool{}}
	names := map[string]string{}
	name := func(s string) string {
		if !strings.HasPrefix(s, "(") {
			return s
		}
		id, rest, _ := strings.Cut(s, ")")
		if rest = strings.TrimSpace(rest); rest != "" {
			names[id] = rest
			return rest
		}
		return names[id]
	}
	var fn, cfn string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "fn="):
			fn = name(line[3:])
			g.executed[fn] = true
		case strings.HasPrefix(line, "cfn="):
			cfn = name(line[4:])
		case strings.HasPrefix(line, "calls="):
			if fn != "" && cfn != "" {
				g.executed[cfn] = true
				if g.callers[cfn] == nil {
					g.callers[cfn] = map[string]bool{}
				}
				g.callers[cfn][fn] = true
			}
		}
	}
	return g, sc.Err()
}

// initOnly is the set of functions only package initialisation runs.
func initOnly(g *graph) map[string]bool {
	init := map[string]bool{}
	for f := range g.executed {
		if f != "runtime.doInit1" && g.callers[f]["runtime.doInit1"] {
			init[f] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for f := range g.executed {
			if init[f] || f == "runtime.doInit1" || len(g.callers[f]) == 0 {
				continue
			}
			all := true
			for c := range g.callers[f] {
				all = all && init[c]
			}
			if all {
				init[f] = true
				changed = true
			}
		}
	}
	return init
}

type result struct {
	executed, unplaced int
	windows            int                 // executed windows
	initWindows        []uint64            // windows only initialisation runs code in
	inWindow           map[uint64][]string // their functions
	byPackage          map[string]float64  // their share, by package
}

func analyse(g *graph, funcs map[string]sym) result {
	init := initOnly(g)
	type use struct{ init, other bool }
	uses := map[uint64]*use{}
	in := map[uint64][]string{}
	r := result{executed: len(g.executed), inWindow: map[uint64][]string{}, byPackage: map[string]float64{}}
	for f := range g.executed {
		s, ok := funcs[f]
		if !ok {
			r.unplaced++
			continue
		}
		end := s.addr + max(s.size, 1) - 1
		for w := s.addr / window; w <= end/window; w++ {
			u := uses[w]
			if u == nil {
				u = &use{}
				uses[w] = u
			}
			if init[f] {
				u.init = true
				in[w] = append(in[w], f)
			} else {
				u.other = true
			}
		}
	}
	r.windows = len(uses)
	for w, u := range uses {
		if u.init && !u.other {
			r.initWindows = append(r.initWindows, w)
			fs := in[w]
			slices.Sort(fs)
			r.inWindow[w] = fs
			pkgs := map[string]bool{}
			for _, f := range fs {
				pkgs[pkgOf(f)] = true
			}
			for p := range pkgs {
				r.byPackage[p] += 1 / float64(len(pkgs))
			}
		}
	}
	slices.Sort(r.initWindows)
	return r
}

// pkgOf is the package path of a Go symbol: up to the first dot after
// the last slash (before any type parameters' brackets).
func pkgOf(f string) string {
	if i := strings.IndexByte(f, '['); i >= 0 {
		f = f[:i]
	}
	i := strings.LastIndexByte(f, '/')
	if j := strings.IndexByte(f[i+1:], '.'); j >= 0 {
		return f[:i+1+j]
	}
	return f
}

func (r result) format(list bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d functions executed (%d not in the symbol table)\n", r.executed, r.unplaced)
	fmt.Fprintf(&b, "%d windows of 64 KiB of text executed, %d of them only by package initialisation\n", r.windows, len(r.initWindows))
	if list {
		for _, w := range r.initWindows {
			fmt.Fprintf(&b, "  %#x %s\n", w*window, strings.Join(r.inWindow[w], ", "))
		}
	}
	type row struct {
		pkg string
		n   float64
	}
	var rows []row
	for p, n := range r.byPackage {
		rows = append(rows, row{p, n})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Or(cmp.Compare(b.n, a.n), cmp.Compare(a.pkg, b.pkg)) })
	if len(rows) > 0 {
		b.WriteString("initialisation-only windows by package (a window shared by k packages counts 1/k to each):\n")
	}
	for _, x := range rows {
		fmt.Fprintf(&b, "  %5.2f %s\n", x.n, x.pkg)
	}
	return b.String()
}
