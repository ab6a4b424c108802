package progs

import "testing"

func TestAllBuild(t *testing.T) {
	for _, n := range Names() {
		if Lookup(n) == nil {
			t.Errorf("%s: nil", n)
		}
	}
}
