//go:build linux

package load

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pregate/pregate/rules"
)

// The BenchmarkEvaluateProcess benchmarks run each Evaluate in a process
// of its own, as the hook does: what a call builds, allocates and first
// touches is new to the process, which a loop on one policy never shows
// (a fresh heap is paid in page faults). Each iteration starts the test
// binary again, which loads the policy as the hook does (told the call's
// segments) and evaluates the call once, and reports the minor page faults
// and the time of that Evaluate alone: faults/op and eval-ns/op (ns/op is
// the whole child process).
func benchEvaluateProcess(b *testing.B, call string, opts Options) {
	js, err := json.Marshal(opts)
	if err != nil {
		b.Fatal(err)
	}
	var faults, ns int64
	for b.Loop() {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEvaluateProcessChild$")
		cmd.Env = append(os.Environ(), "PREGATE_EVAL_CHILD="+call, "PREGATE_EVAL_OPTS="+string(js), "GOMAXPROCS=1")
		out, err := cmd.Output()
		if err != nil {
			b.Fatalf("%v: %s", err, out)
		}
		var f, n int64
		if i := strings.Index(string(out), "evaluate "); i < 0 {
			b.Fatalf("no figures from the child: %s", out)
		} else if _, err := fmt.Sscanf(string(out[i:]), "evaluate %d %d", &f, &n); err != nil {
			b.Fatal(err)
		}
		faults, ns = faults+f, ns+n
	}
	b.ReportMetric(float64(faults)/float64(b.N), "faults/op")
	b.ReportMetric(float64(ns)/float64(b.N), "eval-ns/op")
}

func BenchmarkEvaluateProcess500(b *testing.B) { benchEvaluateProcess(b, "rules", hookPolicy(b, 500)) }

func BenchmarkEvaluateProcessBuiltin(b *testing.B) {
	benchEvaluateProcess(b, "builtin", Options{Cwd: "/proj", Home: "/home/u", NoDiscover: true, OneCall: true})
}

// TestEvaluateProcessChild is the child of benchEvaluateProcess; it does
// nothing unless started by it.
func TestEvaluateProcessChild(t *testing.T) {
	call := os.Getenv("PREGATE_EVAL_CHILD")
	if call == "" {
		t.Skip("run by the BenchmarkEvaluateProcess benchmarks")
	}
	var opts Options
	if err := json.Unmarshal([]byte(os.Getenv("PREGATE_EVAL_OPTS")), &opts); err != nil {
		t.Fatal(err)
	}
	c := hookCall()
	if call == "builtin" {
		c = evBash(evSeg("ls -la"))
	}
	opts.Filter = callFilter(c)
	p, err := Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	f0, t0 := minorFaults(t), time.Now()
	rules.Evaluate(p, c)
	d := time.Since(t0)
	fmt.Printf("evaluate %d %d\n", minorFaults(t)-f0, d.Nanoseconds())
}

func minorFaults(t *testing.T) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return ru.Minflt
}
