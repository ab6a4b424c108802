package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		in := slices.Clone(tc.in)
		if got := median(in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
		if !slices.Equal(in, tc.in) {
			t.Errorf("median(%v) reordered its argument to %v", tc.in, in)
		}
	}
}

// The ratios are of each pair, not of the two medians: a pair whose
// halves are both slow counts as much as one whose halves are both fast.
func TestRatiosArePaired(t *testing.T) {
	ms := func(v ...int) []run {
		var rs []run
		for _, x := range v {
			rs = append(rs, run{cpu: time.Duration(x) * time.Millisecond})
		}
		return rs
	}
	a := ms(2, 10, 4)
	b := ms(1, 10, 8)
	got := ratios(a, b, func(r run) float64 { return float64(r.cpu) })
	want := []float64{2, 1, 0.5}
	if !slices.Equal(got, want) {
		t.Errorf("ratios = %v, want %v", got, want)
	}
}

func TestInterval(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 0))
	var v []float64
	for i := range 101 {
		v = append(v, 0.9+float64(i)*0.002) // 0.900 .. 1.100, median 1.0
	}
	lo, hi := interval(v, rng)
	if !(lo < 1 && 1 < hi) {
		t.Errorf("interval of values around 1.0 = %v..%v, does not hold the median", lo, hi)
	}
	if lo < 0.9 || hi > 1.1 || hi-lo > 0.1 {
		t.Errorf("interval = %v..%v, wider than the values or than half their spread", lo, hi)
	}
	same := []float64{1.2, 1.2, 1.2}
	if lo, hi := interval(same, rng); lo != 1.2 || hi != 1.2 {
		t.Errorf("interval of equal values = %v..%v, want 1.2..1.2", lo, hi)
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	state := filepath.Join(dir, "state")
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("env.txt", "HOME="+dir+"\nXDG_STATE_HOME="+state+"\n")
	write("args.txt", "--policy\n"+dir+"/cli.toml\n")
	write("event.json", `{"tool_name":"Bash"}`)
	c, err := load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"HOME=" + dir, "XDG_STATE_HOME=" + state}; !slices.Equal(c.env, want) {
		t.Errorf("env = %q, want %q", c.env, want)
	}
	if want := []string{"--policy", dir + "/cli.toml"}; !slices.Equal(c.args, want) {
		t.Errorf("args = %q, want %q", c.args, want)
	}
	if string(c.event) != `{"tool_name":"Bash"}` {
		t.Errorf("event = %q", c.event)
	}
	if want := filepath.Join(state, "pregate", "audit.jsonl"); c.audit != want {
		t.Errorf("audit = %q, want %q", c.audit, want)
	}
	// A call without arguments (the builtin baseline) has no args.txt.
	os.Remove(filepath.Join(dir, "args.txt"))
	if c, err := load(dir); err != nil || len(c.args) != 0 {
		t.Errorf("load without args.txt = %v, %v; want no arguments and no error", c, err)
	}
}

// A run that cannot start has no figures, rather than figures of zero
// that would pass for a fast run.
func TestOutputOfMissingBinary(t *testing.T) {
	c := &call{}
	if _, code := c.output(filepath.Join(t.TempDir(), "missing")); code != -1 {
		t.Errorf("exit code of a binary that does not exist = %d, want -1", code)
	}
}
