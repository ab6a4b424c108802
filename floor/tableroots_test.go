package floor

import (
	"os"
	"slices"
	"strings"
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

// TestCleanBelow holds globTmpl.cleanBelow, which lookTable gives
// realSpelling for the globs fromTable makes at an anchor directory, to
// isClean of each such glob's literal leading directory: for every
// built-in template under the anchors of TestTableRoots, and for
// templates whose rest is empty, a slash, or not clean.
func TestCleanBelow(t *testing.T) {
	tr := newTree(t)
	n := 0
	check := func(k *compiled, ts []globTmpl) {
		t.Helper()
		globs, ok := k.fromTable(ts)
		if !ok {
			return
		}
		gi := 0
		for ti := range ts {
			vals, anchored := k.tableDirs(ts[ti].at)
			if !anchored {
				gi++
				continue
			}
			for range vals {
				base := strings.TrimSuffix(globs[gi].prefix, "/")
				if got, want := ts[ti].cleanBelow(), isClean(base); got != want {
					t.Fatalf("template %+v: cleanBelow %t, isClean(%q) %t", ts[ti].g, got, base, want)
				}
				gi++
				n++
			}
		}
	}
	for _, c := range []*Config{tr.config(), {Home: tr.proj + "/sub", Project: tr.root + "/home", Tmp: tr.tmp}, {Home: tr.home}} {
		k := c.compiled()
		for i := range builtinTable {
			if t := &builtinTable[i]; !t.slow {
				check(k, t.globs)
				check(k, t.excepts)
			}
		}
		var odd []globTmpl
		for _, rest := range []string{"", "/", "/a", "/a/", "/a//b", "//a", "/./a", "/a/..", "/a/../b", "/.a", "/..a/b"} {
			odd = append(odd, globTmpl{at: AnchorHome, g: glob{pat: rest, prefix: rest, valid: true, literal: true}},
				globTmpl{at: AnchorProject, g: glob{pat: rest + "/*.x", prefix: rest + "/", valid: true}},
				globTmpl{at: AnchorHome, g: glob{pat: rest + "**", prefix: rest, valid: true}})
		}
		check(k, odd)
	}
	if n == 0 {
		t.Fatal("no glob at an anchor: the test does not reach cleanBelow")
	}
}
