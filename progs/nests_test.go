package progs

import (
	"strings"
	"testing"
)

// nestsRef is nests as it was first written: the set of every name's
// starts up to one of its spaces.
func nestsRef(p *Program) map[string]bool {
	groups := map[string]bool{}
	for _, n := range p.SubNames() {
		for i := strings.LastIndexByte(n, ' '); i > 0; i = strings.LastIndexByte(n[:i], ' ') {
			groups[n[:i]] = true
		}
	}
	return groups
}

// TestNestsMatchesReference: for every program with subcommands, nests
// answers as the set of group names did, for each subcommand name, each
// of its starts, with and without the space, and words near them.
func TestNestsMatchesReference(t *testing.T) {
	groups := 0
	for n := range table() {
		p := Lookup(n)
		if p == nil || !p.hasSubs() {
			continue
		}
		probes := []string{"", " ", "x", "nosuch"}
		for _, sub := range p.SubNames() {
			probes = append(probes, sub, sub+" ", " "+sub, sub+"x", strings.ToUpper(sub))
			for i := range len(sub) {
				probes = append(probes, sub[:i])
			}
		}
		ref := nestsRef(p)
		for _, sub := range probes {
			want := ref[sub]
			if got := p.nests(sub); got != want {
				t.Errorf("%s: nests(%q) = %v, want %v", n, sub, got, want)
			}
			if want {
				groups++
			}
		}
	}
	if groups == 0 {
		t.Error("no program has a group with nested subcommands")
	}
}
