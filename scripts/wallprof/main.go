// Command wallprof folds the call stacks of a `perf record -e cpu-clock -g`
// profile of many runs of one program into a tree of where each run spends
// its processor time, user and kernel alike: the page faults, system calls
// and thread starts a run pays, under the Go function that caused them.
// Instruction counts (callgrind) miss all of that, and in a process that
// lives for a few milliseconds it is most of the time.
//
// Each node is the time of every sample whose stack passes through it,
// divided by the number of runs: microseconds per run. A function that
// recurses is counted once per sample at its outermost frame's path, so a
// child never outweighs its parent. Stacks that hold no Go frame (the
// kernel's exec and exit, threads at their start) are grouped by their
// outermost frame under the same root.
//
// With two profiles, the tree is the first one's, with the second's time
// for the same path beside it and their ratio: either two files, or one
// file of two programs' runs under two command names (-against-comm),
// which is how two builds are compared in one recording, their runs
// alternating, so that the machine's load weighs on both alike.
//
// Usage: perf script -i perf.data -F comm,period,ip,sym > a.txt
//
//	wallprof -comm NAME [-against-comm NAME2] -runs N [-root SYM] [-depth D] [-min US] a.txt [b.txt]
package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/pregate/pregate/scripts/perfscript"
)

// node is one path of frames from the root.
type node struct {
	name string
	ns   [2]float64 // period in nanoseconds: this profile, the other one
	kids map[string]*node
}

func (n *node) child(name string) *node {
	if n.kids == nil {
		n.kids = map[string]*node{}
	}
	c := n.kids[name]
	if c == nil {
		c = &node{name: name}
		n.kids[name] = c
	}
	return c
}

// sample is one stack, outermost frame first, and its period.
type sample struct {
	comm   string
	period float64
	frames []string
}

// read parses `perf script -F comm,period,ip,sym` (see perfscript), each
// sample's frames outermost first.
func read(r io.Reader, each func(sample)) error {
	return perfscript.Read(r, true, func(ps *perfscript.Sample) {
		frames := slices.Clone(ps.Frames)
		slices.Reverse(frames)
		each(sample{comm: ps.Comm, period: ps.Period, frames: frames})
	})
}

// add folds one sample into the tree under root: the frames from root's
// outermost occurrence on (all of them when root is empty), each distinct
// frame name at most once per sample on its path.
func add(tree *node, s sample, root string, side int) {
	frames := s.frames
	if root != "" {
		i := slices.Index(frames, root)
		if i < 0 {
			return
		}
		frames = frames[i+1:]
	}
	tree.ns[side] += s.period
	n := tree
	seen := map[string]bool{}
	for _, f := range frames {
		if seen[f] {
			continue
		}
		seen[f] = true
		n = n.child(f)
		n.ns[side] += s.period
	}
}

func main() {
	comm := flag.String("comm", "", "the command name of the samples to fold (perf's comm, at most 15 bytes); all when empty")
	againstComm := flag.String("against-comm", "", "the command name of the samples to compare against, in the same file")
	runs := flag.Int("runs", 1, "runs the profile holds: times are divided by it")
	root := flag.String("root", "", "fold only the stacks through this symbol, from it on")
	depth := flag.Int("depth", 6, "levels of the tree to print")
	min := flag.Float64("min", 5, "print nodes of at least this many microseconds per run")
	flag.Parse()
	if flag.NArg() < 1 || flag.NArg() > 2 || *runs < 1 || *againstComm != "" && (flag.NArg() != 1 || *comm == "") {
		fmt.Fprintln(os.Stderr, "usage: wallprof -comm NAME [-against-comm NAME2] -runs N [-root SYM] [-depth D] [-min US] profile.txt [against.txt]")
		os.Exit(2)
	}
	name := *root
	if name == "" {
		name = "[all]"
	}
	tree := &node{name: name}
	for side, path := range flag.Args() {
		f, err := os.Open(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wallprof:", err)
			os.Exit(2)
		}
		err = read(f, func(s sample) {
			switch {
			case *againstComm != "" && s.comm == *againstComm:
				add(tree, s, *root, 1)
			case *comm == "" || s.comm == *comm:
				add(tree, s, *root, side)
			}
		})
		f.Close()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	write(os.Stdout, tree, float64(*runs), *depth, *min, flag.NArg() == 2 || *againstComm != "")
}

// write prints the tree, heaviest child first, in microseconds per run.
func write(w io.Writer, tree *node, runs float64, depth int, min float64, two bool) {
	us := func(ns float64) float64 { return ns / 1e3 / runs }
	if two {
		fmt.Fprintf(w, "%9s %9s %7s  %s\n", "us/run", "against", "ratio", "frame")
	} else {
		fmt.Fprintf(w, "%9s  %s\n", "us/run", "frame")
	}
	var walk func(n *node, level int)
	walk = func(n *node, level int) {
		a, b := us(n.ns[0]), us(n.ns[1])
		if two {
			ratio := "-"
			if b > 0 {
				ratio = fmt.Sprintf("%.2fx", a/b)
			}
			fmt.Fprintf(w, "%9.1f %9.1f %7s  %s%s\n", a, b, ratio, strings.Repeat("  ", level), n.name)
		} else {
			fmt.Fprintf(w, "%9.1f  %s%s\n", a, strings.Repeat("  ", level), n.name)
		}
		if level == depth {
			return
		}
		kids := make([]*node, 0, len(n.kids))
		for _, k := range n.kids {
			if us(max(k.ns[0], k.ns[1])) >= min {
				kids = append(kids, k)
			}
		}
		slices.SortFunc(kids, func(x, y *node) int {
			if c := cmp.Compare(max(y.ns[0], y.ns[1]), max(x.ns[0], x.ns[1])); c != 0 {
				return c
			}
			return strings.Compare(x.name, y.name)
		})
		for _, k := range kids {
			walk(k, level+1)
		}
	}
	walk(tree, 0)
}
