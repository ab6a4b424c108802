// Command kernelcost splits the CPU time of whole processes, sampled with
// `perf record -e cpu-clock -g` (user and kernel), into what the kernel
// did for them: page faults by kind (the exception's entry and the VMA
// lookup, file-backed read faults with their fault-around, copy-on-write
// of file-backed data, fresh anonymous pages, write-protect faults, page
// tables), each system call, exec and exit, against the time in user
// space. Figures are microseconds per process: samples times the sampling
// period, divided by the number of processes recorded.
//
// Each FILE is the output of `perf script -F comm,ip,sym` of RUNS processes
// of command COMM (perf's comm, at most 15 bytes); each is a column.
// Rows under 1 us in every column are left out.
//
// Usage: kernelcost -runs N [-hz 20000] COMM=FILE...
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

// faultKinds are the handlers under __handle_mm_fault, by kind.
var faultKinds = map[string]string{
	"do_fault":                   "file-backed fault (read: fault-around; write: copy)",
	"do_anonymous_page":          "anonymous page, first touch",
	"do_wp_page":                 "write-protect fault (copy-on-write, zero page)",
	"do_huge_pmd_anonymous_page": "anonymous huge page",
	"__pte_alloc":                "page tables",
	"__pmd_alloc":                "page tables",
	"__pud_alloc":                "page tables",
	"do_swap_page":               "swap-in",
}

func main() {
	runs := flag.Int("runs", 0, "processes recorded in each file")
	hz := flag.Float64("hz", 20000, "sampling frequency of the recordings")
	flag.Parse()
	if *runs <= 0 || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: kernelcost -runs N [-hz HZ] COMM=FILE...")
		os.Exit(2)
	}
	var names []string
	var cs []counts
	for _, arg := range flag.Args() {
		comm, file, ok := strings.Cut(arg, "=")
		if !ok {
			fmt.Fprintf(os.Stderr, "kernelcost: %q is not COMM=FILE\n", arg)
			os.Exit(2)
		}
		f, err := os.Open(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, "kernelcost:", err)
			os.Exit(2)
		}
		cs = append(cs, classify(f, comm))
		f.Close()
		names = append(names, comm)
	}
	us := 1e6 / *hz / float64(*runs)
	fmt.Print(table(names, cs, us))
}

// table prints one row per heading, one column per recording, in
// microseconds a process, the headings by the last column's figure.
func table(names []string, cs []counts, us float64) string {
	var b strings.Builder
	seen := map[string]bool{}
	var rows []string
	for _, c := range cs {
		for k := range c.by {
			if !seen[k] {
				seen[k] = true
				rows = append(rows, k)
			}
		}
	}
	last := cs[len(cs)-1]
	slices.SortFunc(rows, func(a, b string) int { return cmp.Or(cmp.Compare(last.by[b], last.by[a]), cmp.Compare(a, b)) })
	for _, n := range names {
		fmt.Fprintf(&b, "%16.15s", n)
	}
	b.WriteString("  us a process\n")
	for _, c := range cs {
		fmt.Fprintf(&b, "%16.1f", float64(c.total)*us)
	}
	b.WriteString("  all samples\n")
	for _, k := range rows {
		small := true
		for _, c := range cs {
			small = small && float64(c.by[k])*us < 1
		}
		if small {
			continue
		}
		for _, c := range cs {
			fmt.Fprintf(&b, "%16.1f", float64(c.by[k])*us)
		}
		b.WriteString("  " + k + "\n")
	}
	return b.String()
}

type counts struct {
	total int
	by    map[string]int
}

// classify reads perf script's samples (a header line, then one frame a
// line, innermost first, then a blank line) and counts each sample of
// comm under one heading.
func classify(r io.Reader, comm string) counts {
	c := counts{by: map[string]int{}}
	perfscript.Read(r, false, func(s *perfscript.Sample) {
		if s.Comm == comm {
			c.total++
			c.by[heading(s.Frames, s.Kernel)]++
		}
	})
	return c
}

// heading names what a sample's stack (innermost frame first) was doing;
// kernel tells which frames are the kernel's.
func heading(frames []string, kernel []bool) string {
	// Outermost first from here on.
	n := len(frames)
	at := func(i int) string { return frames[n-1-i] }
	for i := range n {
		switch f := at(i); f {
		case "asm_exc_page_fault":
			for j := i + 1; j < n; j++ {
				if at(j) == "__handle_mm_fault" {
					if j+1 < n {
						if k, ok := faultKinds[at(j+1)]; ok {
							return "page fault: " + k
						}
						return "page fault: other (" + at(j+1) + ")"
					}
					return "page fault: walk"
				}
			}
			return "page fault: entry and VMA lookup"
		case "do_syscall_64":
			j := i + 1
			if j < n && at(j) == "x64_sys_call" {
				j++
			}
			if j >= n {
				return "system call: entry and exit"
			}
			switch s := syscallName(at(j)); s {
			case "execve":
				return "exec (execve)"
			case "exit_group", "exit", "do_exit", "do_group_exit":
				return "exit"
			case "exit_to_user_mode_loop":
				return "system call: entry and exit"
			default:
				return "system call: " + s
			}
		case "ret_from_fork", "ret_from_fork_asm":
			return "thread start (kernel)"
		}
	}
	if n > 0 && kernel[0] {
		return "kernel: other (" + frames[0] + ")"
	}
	return "user space"
}

// syscallName is the system call a kernel function under do_syscall_64
// implements, by the kernel's spellings of its entry points.
func syscallName(f string) string {
	for _, p := range []string{"__x64_sys_", "__se_sys_", "__do_sys_", "ksys_", "do_sys_"} {
		if s, ok := strings.CutPrefix(f, p); ok {
			return s
		}
	}
	switch f {
	case "vm_mmap_pgoff":
		return "mmap"
	}
	return f
}
