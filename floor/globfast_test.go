package floor

import (
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/bmatcuk/doublestar/v4"
)

// refMatch is the straightforward match the fast paths of glob.match must
// agree with: the glob engine on the whole pattern, or the exact text of a
// pattern that is not a valid glob.
func refMatch(g *glob, p string) bool {
	if !g.valid {
		return p == g.pat
	}
	ok, _ := doublestar.Match(g.pat, p)
	return ok
}

// refHolds is glob.holds on the split pattern with the glob engine on
// every component.
func refHolds(g *glob, dc []string) bool {
	comps := splitPath(g.pat)
	if len(comps) == 0 || comps[0] == "**" || !g.valid || len(dc) >= len(comps) {
		return false
	}
	for i, c := range dc {
		if comps[i] == "**" {
			return true
		}
		if ok, _ := doublestar.Match(comps[i], c); !ok {
			return false
		}
	}
	return true
}

// diffPatterns are policy-style patterns beside the built-in ones: every
// shape the fast paths tell apart (a literal, a tree, a wildcard last
// component, classes, braces, escapes, a wildcard directory).
var diffPatterns = []string{
	"*.pem", "id_rsa*", "**/id_*.key", "secrets/*.key", "deploy/keys/", "/etc/ssh/ssh_host_*key",
	"**/.env*.{example,sample}", "/srv/[ab]c/*.x", `/w/p\*/x?y`, "**/a?b*c", "/d/**/x", "~/.ssh/",
	"/opt/*/conf", "/opt/**", "**/*", "/*", "**/x/*", "**/ключ*", "/data/?", "/data/??*??", "{home}/.x/*",
	"/a/{b,c/d}", "/a/{b,c}x", "/a/b[/]c", `/a/b\/c`, "/x/*/y/*.z", "**/.git/config", "/tmp/a*b*c",
}

// diffPaths are paths derived from the patterns and anchors: the
// wildcards filled in several ways, case variants, a component more or
// less, and ".." folded the way Resolve cleans a path.
func diffPaths(pats []string, a *anchors) []string {
	fills := []string{"", "a", "X", "ab", "é", ".", "key", "x.pem"}
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p
		}
		p = path.Clean(p)
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	r := strings.NewReplacer("{home}", firstOr(a.home), "{project}", firstOr(a.project), "{tmp}", firstOr(a.tmp),
		"~", firstOr(a.home), `\`, "")
	for _, pat := range pats {
		base := r.Replace(strings.TrimPrefix(pat, "**/"))
		for _, f := range fills {
			q := strings.NewReplacer("**", f, "*", f, "?", "q", "[ab]", "a", "[/]", "/", "{", "", "}", "", ",", "").Replace(base)
			for _, v := range []string{q, strings.ToUpper(q), q + "/z", q + "/..", path.Dir(q), q + "x", "x" + path.Base(q),
				"/home/u/proj/" + q, "/home/u/proj/" + path.Base(q), q + ".pub", path.Dir(q) + "/../" + path.Base(q)} {
				add(v)
			}
		}
	}
	for _, p := range []string{"/", "/home", "/home/u", "/home/u/proj", "/home/u/proj/.env", "/home/u/proj/.ENV",
		"/home/u/proj/.env.example", "/home/u/proj/.env.local", "/home/u/.ssh/id_rsa.pub", "/home/v/.ssh/x",
		"/proc/1/environ", "/proc/self/task/2/environ", "/etc/ssh/ssh_host_rsa_key", "/etc/ssh/ssh_host_rsa_key.pub",
		"/home/u/.terraform.d/credentials.tfrc.json", "/home/u/proj/.claude/settings.local.json",
		"/home/u/proj/.claude/pregate.local.toml", "/home/u/proj/a/.git/hooks/pre-push", "/home/u/proj/\xff?"} {
		add(p)
	}
	return out
}

// The fast paths of glob.match and glob.holds (literal, tree, the test on
// the last component, literal directory components) give the glob
// engine's answer on every pattern and path, for globs compiled from
// patterns and for the built-in table's.
func TestGlobFastPathsMatchEngine(t *testing.T) {
	a := anchors{home: []string{"/home/u", "/data/home/u"}, project: []string{"/home/u/proj"}, tmp: []string{"/tmp"}}
	k := &compiled{anchors: a}
	k.plain[AnchorHome] = plainAnchors(k.home)
	k.plain[AnchorProject] = plainAnchors(k.project)
	k.plain[AnchorTmp] = plainAnchors(k.tmp)
	var globs []glob
	var pats []string
	for i, e := range Builtin {
		pats = append(pats, e.Pattern)
		pats = append(pats, e.Except...)
		r, ok := k.builtinRule(i, &rule{})
		if !caseFold && !ok {
			t.Fatalf("Builtin[%d] %q not from the table", i, e.Pattern)
		}
		globs = append(append(globs, r.globs...), r.except...)
	}
	pats = append(pats, diffPatterns...)
	for _, p := range pats {
		for _, q := range expandPattern(p, &a, false) {
			globs = append(globs, newGlob(q))
		}
	}
	// A glob that is not valid guards its exact text.
	globs = append(globs, newGlob("/x/[ab/*.pem"), newGlob("/x/{a,b/*.pem"))
	paths := diffPaths(pats, &a)
	if len(paths) < 2000 {
		t.Fatalf("only %d paths", len(paths))
	}
	var fast, matched, held int
	for gi := range globs {
		g := &globs[gi]
		if g.base || g.literal || g.tree {
			fast++
		}
		for _, p := range paths {
			got, want := g.match(p), refMatch(g, p)
			if got != want {
				t.Errorf("glob %q (base %t head %q tail %q) on %q: %t, the engine says %t", g.pat, g.base, g.head, g.tail, p, got, want)
			}
			if want {
				matched++
			}
			dc := splitPath(p)
			want = refHolds(g, dc)
			if got := g.holds(p, dc); got != want {
				t.Errorf("glob %q holds %q: %t, the engine says %t", g.pat, p, got, want)
			} else if want {
				held++
			}
			if got := g.holds("", dc); got != want {
				t.Errorf("glob %q holds %q (unclean): %t, the engine says %t", g.pat, p, got, want)
			}
		}
	}
	// The comparison means something only if both answers occur and the
	// fast paths are taken.
	if matched < 200 || held < 200 || fast < len(globs)*2/3 {
		t.Errorf("%d globs (%d with a fast path), %d paths: %d matches, %d holds", len(globs), fast, len(paths), matched, held)
	}
	if !slices.ContainsFunc(globs, func(g glob) bool { return g.base && g.tail != "" }) {
		t.Error("no glob with a literal tail")
	}
}

// parent and cleanAbs skip the cleaning only where it changes nothing:
// they are path.Dir and path.Clean on clean and unclean paths alike.
func TestParentCleanAbsArePath(t *testing.T) {
	a := anchors{home: []string{"/home/u"}, project: []string{"/home/u/proj"}, tmp: []string{"/tmp"}}
	paths := diffPaths(append(diffPatterns, "/a//b", "/a/./b/", "/a/b/..", "/../x", "//", "/.", "/a/.."), &a)
	for _, p := range paths {
		for _, q := range []string{p, p + "/", p + "/.", p + "/..", p + "//x", p + "/./x", p + "/../x", "/" + p} {
			if got, want := parent(q), path.Dir(q); got != want {
				t.Errorf("parent(%q) = %q, path.Dir says %q", q, got, want)
			}
			if got, want := cleanAbs(q), path.Clean(q); got != want {
				t.Errorf("cleanAbs(%q) = %q, path.Clean says %q", q, got, want)
			}
		}
	}
}
