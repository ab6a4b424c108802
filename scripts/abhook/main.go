// Command abhook compares two builds of the hook on one call, in pairs:
// each pair runs both builds back to back, in an order drawn at random, so
// that a slow moment of a shared machine slows both halves of a pair and
// cancels out of the pair's ratio. It prints each build's CPU time (user
// plus system, as wait4 reports it), wall time and minor faults (p50), the
// median over pairs of the CPU and wall ratios of -a to -b with a 95%
// bootstrap interval, and the share of pairs in which -a used less CPU. It
// first runs each build once and stops if their exit codes or standard
// outputs differ: a change that is only meant to be faster must answer as
// the other build does.
//
// Usage: abhook -a BIN -b BIN -tree DIR [-n PAIRS] [-warmup N]
//
// DIR is a call kept by scripts/bench-hook.sh -keep: env.txt (the
// environment, one variable a line), args.txt (the arguments) and
// event.json (standard input). The audit log the call appends to is
// removed before each run, so that every run appends to an empty log.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

// run is one process's figures.
type run struct {
	cpu, wall time.Duration
	faults    int64
}

// call is how to run one kept bench call.
type call struct {
	env   []string
	args  []string
	event []byte
	audit string
}

func main() {
	a := flag.String("a", "", "the build to compare")
	b := flag.String("b", "", "the build to compare it with")
	tree := flag.String("tree", "", "a call kept by scripts/bench-hook.sh -keep")
	pairs := flag.Int("n", 400, "pairs of runs")
	warm := flag.Int("warmup", 20, "untimed pairs first")
	seed := flag.Uint64("seed", 1, "seed of the order within pairs")
	flag.Parse()
	if *a == "" || *b == "" || *tree == "" || *pairs < 1 {
		fmt.Fprintln(os.Stderr, "usage: abhook -a BIN -b BIN -tree DIR [-n PAIRS] [-warmup N]")
		os.Exit(2)
	}
	c, err := load(*tree)
	if err != nil {
		fmt.Fprintln(os.Stderr, "abhook:", err)
		os.Exit(2)
	}
	outA, codeA := c.output(*a)
	outB, codeB := c.output(*b)
	if codeA < 0 || codeB < 0 {
		fmt.Fprintf(os.Stderr, "abhook: cannot run -a (exit %d) or -b (exit %d)\n", codeA, codeB)
		os.Exit(2)
	}
	if codeA != codeB || !bytes.Equal(outA, outB) {
		fmt.Fprintf(os.Stderr, "abhook: the builds answer differently:\n-a exit %d: %s\n-b exit %d: %s\n", codeA, outA, codeB, outB)
		os.Exit(1)
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	var ra, rb []run
	for i := 0; i < *warm+*pairs; i++ {
		var x, y run
		if rng.IntN(2) == 0 {
			x = c.measure(*a)
			y = c.measure(*b)
		} else {
			y = c.measure(*b)
			x = c.measure(*a)
		}
		if i >= *warm {
			ra = append(ra, x)
			rb = append(rb, y)
		}
	}
	fmt.Printf("%d pairs after %d warm-up pairs, the order within each pair at random; answers identical (exit %d, %d bytes)\n", *pairs, *warm, codeA, len(outA))
	fmt.Printf("%-3s %10s %10s %8s\n", "", "cpu p50", "wall p50", "faults")
	for _, r := range []struct {
		name string
		runs []run
	}{{"-a", ra}, {"-b", rb}} {
		fmt.Printf("%-3s %10s %10s %8d\n", r.name, p50(r.runs, func(x run) float64 { return float64(x.cpu) }).Round(time.Microsecond),
			p50(r.runs, func(x run) float64 { return float64(x.wall) }).Round(time.Microsecond), int64(median(values(r.runs, func(x run) float64 { return float64(x.faults) }))))
	}
	cpu := ratios(ra, rb, func(x run) float64 { return float64(x.cpu) })
	wall := ratios(ra, rb, func(x run) float64 { return float64(x.wall) })
	lo, hi := interval(cpu, rng)
	wlo, whi := interval(wall, rng)
	less := 0
	for _, r := range cpu {
		if r < 1 {
			less++
		}
	}
	fmt.Printf("-a/-b cpu:  median of pair ratios %.3f (95%% %.3f..%.3f); -a used less CPU in %d of %d pairs\n", median(cpu), lo, hi, less, len(cpu))
	fmt.Printf("-a/-b wall: median of pair ratios %.3f (95%% %.3f..%.3f)\n", median(wall), wlo, whi)
}

// load reads a kept bench call.
func load(dir string) (*call, error) {
	env, err := lines(filepath.Join(dir, "env.txt"))
	if err != nil {
		return nil, err
	}
	args, err := lines(filepath.Join(dir, "args.txt"))
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	event, err := os.ReadFile(filepath.Join(dir, "event.json"))
	if err != nil {
		return nil, err
	}
	c := &call{env: env, args: args, event: event}
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "XDG_STATE_HOME="); ok {
			c.audit = filepath.Join(v, "pregate", "audit.jsonl")
		}
	}
	return c, nil
}

func lines(name string) ([]string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" {
			out = append(out, l)
		}
	}
	return out, nil
}

func (c *call) command(bin string) *exec.Cmd {
	if c.audit != "" {
		os.Remove(c.audit)
	}
	cmd := exec.Command(bin, c.args...)
	cmd.Env = c.env
	cmd.Stdin = bytes.NewReader(c.event)
	return cmd
}

// output is the standard output and exit code of one run.
func (c *call) output(bin string) ([]byte, int) {
	cmd := c.command(bin)
	var out bytes.Buffer
	cmd.Stdout = &out
	_ = cmd.Run()
	code := -1
	if cmd.ProcessState != nil {
		code = cmd.ProcessState.ExitCode()
	}
	return out.Bytes(), code
}

func (c *call) measure(bin string) run {
	cmd := c.command(bin)
	cmd.Stdout = &bytes.Buffer{}
	t := time.Now()
	_ = cmd.Run()
	r := run{wall: time.Since(t)}
	if ps := cmd.ProcessState; ps != nil {
		r.cpu = ps.UserTime() + ps.SystemTime()
		if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
			r.faults = ru.Minflt
		}
	}
	return r
}

func values(rs []run, f func(run) float64) []float64 {
	out := make([]float64, len(rs))
	for i, r := range rs {
		out[i] = f(r)
	}
	return out
}

func p50(rs []run, f func(run) float64) time.Duration {
	return time.Duration(median(values(rs, f)))
}

// ratios is each pair's figure of a over its figure of b.
func ratios(a, b []run, f func(run) float64) []float64 {
	out := make([]float64, 0, len(a))
	for i := range a {
		if d := f(b[i]); d > 0 {
			out = append(out, f(a[i])/d)
		}
	}
	return out
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// interval is a 95% bootstrap interval of the median of v.
func interval(v []float64, rng *rand.Rand) (lo, hi float64) {
	if len(v) == 0 {
		return 0, 0
	}
	const resamples = 2000
	meds := make([]float64, resamples)
	s := make([]float64, len(v))
	for i := range meds {
		for j := range s {
			s[j] = v[rng.IntN(len(v))]
		}
		meds[i] = median(s)
	}
	slices.Sort(meds)
	return meds[resamples*25/1000], meds[resamples*975/1000-1]
}
