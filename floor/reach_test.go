package floor

import (
	"path"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// reachesScan is reachIndex.reaches without the index: every glob of
// every entry for reading that does not match by its last component
// alone is looked at for every path.
func reachesScan(k *compiled, ix *reachIndex, p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
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
	some := []Entry{{Pattern: "~/.config/**"}, {Pattern: "**/secret*"}, {Pattern: "/srv/data/**"},
		{Pattern: "{project}/src/*.key"}, {Pattern: "~/notes/*/x"}}
	// More globs than readers keeps on the stack: the second pass files
	// them again.
	many := slices.Clone(some)
	for i := range 80 {
		many = append(many, Entry{Pattern: []string{"~/d%d/**", "{project}/p%d/*", "/srv/s%d", "~/n%d/*/x"}[i%4]})
		many[len(many)-1].Pattern = strings.Replace(many[len(many)-1].Pattern, "%d", strconv.Itoa(i), 1)
	}
	// A glob without a literal directory that does not match by its
	// last component alone may reach below any path: every path reaches.
	anywhere := append(slices.Clone(some), Entry{Pattern: "**/keys/*.pem"})
	// Globs outside the anchors are grouped by their first component
	// (see groupOthers): groups of one and of several.
	tops := append(slices.Clone(some), Entry{Pattern: "/opt/*/top.key"}, Entry{Pattern: "/srv2/x/**"},
		Entry{Pattern: "/etc/app/*.conf"}, Entry{Pattern: "/etc/app2/key"}, Entry{Pattern: "/s/k"})
	for _, protect := range [][]Entry{nil, some, many, anywhere, tops} {
		c := tr.config()
		c.Protect = protect
		c.Self = append(c.Self, tr.home+"/.config/pregate/policy.toml", tr.proj+"/.claude/pregate.toml")
		k := c.compiled()
		ix := k.readers()
		if len(ix.under) == 0 {
			t.Fatalf("no glob filed under a real directory: the test does not reach the index")
		}
		paths := []string{"/", tr.root, tr.home, tr.proj, tr.home + "/.bashrc", tr.home + "/.config", tr.home + "/.config/fish",
			tr.proj + "/src", tr.proj + "/src/a.key", tr.home + "/notes", tr.home + "/notes/a/x", "/srv", "/srv/data/y", "/etc",
			"//etc/shadow", "/etcx", "/et", "/etc/", "etc/shadow", "", "/root", "/ro", "/home", "/home/x/.ssh", tr.proj + "/a/keys/b.pem", "/srv/keys",
			"/proc", "/proc/1/environ", "/proc/1/task/2/environ", "/procx", "/etc/ssh", "/etc/ssh/ssh_host_rsa_key", "/etc/app",
			"/etc/app/a.conf", "/etc/app2", "/opt/x/top.key", "/opt", "/srv2", "/srv2/x/y", "/s", "/s/k", "/sx", "/s/", "//s/k", "s/k"}
		for i := range k.protect {
			for gi := range k.protect[i].globs {
				if p := idRoot(&k.protect[i].globs[gi]); p != "" {
					paths = append(paths, p, path.Dir(p))
				}
			}
		}
		paths = append(paths, c.Self...)
		for i := 0; i < 80; i += 7 {
			n := strconv.Itoa(i)
			paths = append(paths, tr.home+"/d"+n, tr.home+"/d"+n+"/y", tr.proj+"/p"+n, tr.proj+"/p"+n+"/z", "/srv/s"+n, tr.home+"/n"+n+"/a/x")
		}
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
		if len(protect) == len(anywhere) {
			if n != len(paths) {
				t.Fatalf("policy with **/keys/*.pem: %d of %d paths reach, want all", n, len(paths))
			}
		} else if n == 0 || n == len(paths) {
			t.Fatalf("policy %v: %d of %d paths reach: the paths do not tell the index from a constant", protect != nil, n, len(paths))
		}
	}
}
