package floor

import (
	"path"
	"testing"
)

// reachesScan is reachIndex.reaches without the index: every glob of
// every entry for reading that does not match by its last component
// alone is looked at for every path.
func reachesScan(k *compiled, ix *reachIndex, p string) bool {
	base := p[len(path.Dir(p)):]
	if len(base) > 0 && base[0] == '/' {
		base = base[1:]
	}
	for i, ru := range ix.last {
		for _, h := range ix.heads[i] {
			if len(base) >= len(h) && base[:len(h)] == h {
				if ru.match(p) {
					return true
				}
				break
			}
		}
	}
	for i := range k.protect {
		ru := &k.protect[i]
		if ru.entry.Write || lastOnly(ru) {
			continue
		}
		for gi := range ru.globs {
			g := &ru.globs[gi]
			rg := reachGlob{pre: g.prefix, g: g}
			if len(rg.pre) > 0 && rg.pre[len(rg.pre)-1] == '/' {
				rg.pre = rg.pre[:len(rg.pre)-1]
			}
			if rg.reaches(p) {
				return true
			}
		}
	}
	return false
}

// TestReachIndexDifferential holds the index of the entries for reading
// (globs filed under the session's real directories and their first
// component, the rest apart) to a scan of every glob, over the
// write-only paths, pregate's own files and generated paths, with and
// without policy entries for reading (one below the home directory, one
// with no literal directory, one outside every anchor).
func TestReachIndexDifferential(t *testing.T) {
	tr := newTree(t)
	for _, protect := range [][]Entry{nil, {{Pattern: "~/.config/**"}, {Pattern: "**/secret*"}, {Pattern: "/srv/data/**"},
		{Pattern: "{project}/src/*.key"}, {Pattern: "~/notes/*/x"}}} {
		c := tr.config()
		c.Protect = protect
		c.Self = append(c.Self, tr.home+"/.config/pregate/policy.toml", tr.proj+"/.claude/pregate.toml")
		k := c.compiled()
		ix := k.readers()
		if len(ix.under) == 0 {
			t.Fatalf("no glob filed under a real directory: the test does not reach the index")
		}
		paths := []string{"/", tr.root, tr.home, tr.proj, tr.home + "/.bashrc", tr.home + "/.config", tr.home + "/.config/fish",
			tr.proj + "/src", tr.proj + "/src/a.key", tr.home + "/notes", tr.home + "/notes/a/x", "/srv", "/srv/data/y", "/etc"}
		for i := range k.protect {
			for gi := range k.protect[i].globs {
				if p := idRoot(&k.protect[i].globs[gi]); p != "" {
					paths = append(paths, p, path.Dir(p))
				}
			}
		}
		paths = append(paths, c.Self...)
		for _, g := range genPaths(tr, 2000, 4) {
			if r := Resolve(g, tr.proj, tr.home); r.Lexical != "" {
				paths = append(paths, r.Lexical)
			}
		}
		n := 0
		for _, p := range paths {
			got, want := ix.reaches(p), reachesScan(k, &ix, p)
			if got != want {
				t.Fatalf("policy %v: reaches(%q) = %v, a scan of every glob gives %v", protect != nil, p, got, want)
			}
			if got {
				n++
			}
		}
		if n == 0 || n == len(paths) {
			t.Fatalf("policy %v: %d of %d paths reach: the paths do not tell the index from a constant", protect != nil, n, len(paths))
		}
	}
}
