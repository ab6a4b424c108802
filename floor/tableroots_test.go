package floor

import (
	"os"
	"slices"
	"testing"
)

// TestTableRoots holds tableRoots, which reads the identity roots of a
// built-in rule's globs off the precompiled table, to idRoot of the globs
// tableGlobs makes, for every built-in entry, under anchors nested both
// ways, spelled through a link (two spellings each) and with no project.
func TestTableRoots(t *testing.T) {
	tr := newTree(t)
	if err := os.Symlink(tr.home, tr.root+"/homelink2"); err != nil {
		t.Fatal(err)
	}
	configs := []*Config{tr.config(), {Home: tr.proj + "/sub", Project: tr.root + "/home", Tmp: tr.tmp},
		{Home: tr.root + "/homelink2", Project: tr.root + "/homelink2/proj", Tmp: tr.tmp}, {Home: tr.home}}
	n := 0
	for ci, c := range configs {
		k := c.compiled()
		for i := range k.protect {
			ru := &k.protect[i]
			globs, gok := k.tableGlobs(ru)
			roots, rok := k.tableRoots(ru, nil)
			if gok != rok {
				t.Fatalf("config %d, %s: tableRoots ok %t, tableGlobs ok %t", ci, ru.entry.Pattern, rok, gok)
			}
			var want []string
			for gi := range globs {
				if p := idRoot(&globs[gi]); p != "" {
					want = append(want, p)
				}
			}
			if !slices.Equal(roots, want) {
				t.Fatalf("config %d, %s: tableRoots %q, the globs' roots %q", ci, ru.entry.Pattern, roots, want)
			}
			if len(want) > 1 {
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no rule had two roots: the anchors' spellings are not covered")
	}
}

// tableGlobs are the globs of the built-in rule ru, not built yet, from
// the precompiled table, as build would make them (see builtinRule),
// without building the rule; ok is false when the table does not apply.
// readIdentities built them to read their roots before tableRoots.
func (k *compiled) tableGlobs(ru *rule) (globs []glob, ok bool) {
	if !ru.pending || k.rv.reference {
		return nil, false
	}
	t := tableOf(ru.builtin, ru.entry)
	if t == nil {
		return nil, false
	}
	return k.fromTable(t.globs)
}
