package main

import (
	"slices"
	"strings"
	"testing"
)

// A profile in callgrind's format, names compressed: doInit1 calls a.init,
// which calls a.table; main.main calls b.run, which calls a.helper, which
// a.init also calls.
const profile = `events: Ir
fn=(1) runtime.doInit1
0 10
cfn=(2) a.init
calls=1 0
0 100
fn=(2)
0 5
cfn=(3) a.table
calls=1 0
0 50
cfn=(4) a.helper
calls=1 0
0 7
fn=(3)
0 50
fn=(5) main.main
0 3
cfn=(6) b.run
calls=1 0
0 20
fn=(6)
0 10
cfn=(4)
calls=1 0
0 7
fn=(4)
0 7
`

func TestReadGraphAndInitOnly(t *testing.T) {
	g, err := readGraph(strings.NewReader(profile))
	if err != nil {
		t.Fatal(err)
	}
	var executed []string
	for f := range g.executed {
		executed = append(executed, f)
	}
	slices.Sort(executed)
	if want := []string{"a.helper", "a.init", "a.table", "b.run", "main.main", "runtime.doInit1"}; !slices.Equal(executed, want) {
		t.Errorf("executed = %v, want %v", executed, want)
	}
	init := initOnly(g)
	var got []string
	for f := range init {
		got = append(got, f)
	}
	slices.Sort(got)
	// a.helper runs under main.main too, so it is not initialisation's.
	if want := []string{"a.init", "a.table"}; !slices.Equal(got, want) {
		t.Errorf("initOnly = %v, want %v", got, want)
	}
}

func TestAnalyse(t *testing.T) {
	g, err := readGraph(strings.NewReader(profile))
	if err != nil {
		t.Fatal(err)
	}
	const w = window
	funcs := map[string]sym{
		"runtime.doInit1": {0*w + 100, 50},
		"main.main":       {0*w + 200, 50},
		"a.init":          {1*w + 10, 20},  // window 1: initialisation only
		"a.table":         {2*w - 8, 16},   // straddles windows 1 and 2
		"b.run":           {2*w + 100, 40}, // window 2 runs b.run too
		"a.helper":        {3*w + 4, 4},    // window 3: not initialisation's
	}
	r := analyse(g, funcs)
	if r.windows != 4 {
		t.Errorf("windows = %d, want 4 (0, 1, 2, 3)", r.windows)
	}
	if want := []uint64{1}; !slices.Equal(r.initWindows, want) {
		t.Errorf("initWindows = %v, want %v", r.initWindows, want)
	}
	if want := []string{"a.init", "a.table"}; !slices.Equal(r.inWindow[1], want) {
		t.Errorf("functions of window 1 = %v, want %v", r.inWindow[1], want)
	}
	if r.byPackage["a"] != 1 || len(r.byPackage) != 1 {
		t.Errorf("byPackage = %v, want a: 1", r.byPackage)
	}
	delete(funcs, "b.run")
	if r := analyse(g, funcs); r.unplaced != 1 || !slices.Equal(r.initWindows, []uint64{1, 2}) {
		t.Errorf("without b.run's symbol: unplaced %d, initWindows %v; want 1, [1 2]", r.unplaced, r.initWindows)
	}
}

func TestPkgOf(t *testing.T) {
	for in, want := range map[string]string{
		"github.com/goccy/go-yaml/printer.init":                          "github.com/goccy/go-yaml/printer",
		"github.com/goccy/go-yaml.init":                                  "github.com/goccy/go-yaml",
		"regexp/syntax.map.init.0":                                       "regexp/syntax",
		"unicode.init":                                                   "unicode",
		"unique.Make[go.shape.struct { net/netip.isV6 bool }]":           "unique",
		"internal/sync.(*HashTrieMap[go.shape.*internal/abi.Type]).Load": "internal/sync",
	} {
		if got := pkgOf(in); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", in, got, want)
		}
	}
}
