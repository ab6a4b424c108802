package floor

import (
	"path"
	"slices"
	"strings"
)

//go:generate go test . -run ^TestBuiltinGenerated$ -update-builtin

// The source of Builtin is builtinEntries, in builtin_entries_test.go:
// only the generator reads it.

// builtinGlobs are one built-in entry's globs, compiled when the binary is
// built (builtin_gen.go), so that a call does not expand, clean and
// validate the same patterns every time. pattern and except are the
// entry's own, to tell that the table still describes Builtin.
type builtinGlobs struct {
	pattern string
	except  []string
	// globs and excepts are the spellings of Pattern and Except. slow is
	// set for an entry the table cannot describe; it is compiled at run
	// time like a policy's.
	globs, excepts []globTmpl
	slow           bool
}

// globTmpl is one precompiled spelling of a pattern. For at AnchorHome,
// AnchorProject or AnchorTmp, g is the glob of what follows the anchor's
// directory ("/.ssh/**"), which each spelling of the directory is put in
// front of; otherwise g is the whole glob.
type globTmpl struct {
	at Anchor
	g  glob
}

// plainAnchor reports whether the anchor directory v can be put in front
// of a precompiled glob as it is: an absolute, clean path other than "/"
// without glob metacharacters, so that escaping and cleaning it leave it
// unchanged and it adds no wildcard.
func plainAnchor(v string) bool {
	return v != "/" && path.IsAbs(v) && !strings.ContainsAny(v, `*?[]{}\`) && path.Clean(v) == v
}

// plainAnchors reports whether the anchor has a spelling and every one
// is plainAnchor: then the table's globs at it are exactly what compiling
// the patterns gives.
func plainAnchors(list []string) bool {
	if len(list) == 0 {
		return false
	}
	for _, v := range list {
		if !plainAnchor(v) {
			return false
		}
	}
	return true
}

// builtinRule is the rule of Builtin[i] from the precompiled table; ok is
// false when the table cannot give it (see plainAnchors, slow), and the
// caller compiles the entry instead.
func (k *compiled) builtinRule(i int) (r rule, ok bool) {
	if caseFold || i >= len(builtinTable) {
		return rule{}, false
	}
	t := &builtinTable[i]
	e := Builtin[i]
	if t.slow || e.Pattern != t.pattern || !slices.Equal(e.Except, t.except) {
		return rule{}, false
	}
	r = rule{entry: e, unspelled: true, builtin: -1}
	if r.globs, ok = k.fromTable(t.globs); !ok {
		return rule{}, false
	}
	if r.except, ok = k.fromTable(t.excepts); !ok {
		return rule{}, false
	}
	return r, true
}

// fromTable puts the anchors in front of precompiled globs, in the order
// expandPattern gives the spellings; ok is false for a glob at an anchor
// that is not plainAnchors.
func (k *compiled) fromTable(ts []globTmpl) (out []glob, ok bool) {
	if len(ts) == 0 {
		return nil, true
	}
	out = make([]glob, 0, len(ts))
	for _, t := range ts {
		var vals []string
		switch t.at {
		case AnchorHome:
			vals = k.home
		case AnchorProject:
			vals = k.project
		case AnchorTmp:
			vals = k.tmp
		default:
			out = append(out, t.g)
			continue
		}
		if !k.plain[t.at] {
			return nil, false
		}
		for _, v := range vals {
			g := t.g
			g.pat = v + t.g.pat
			if g.literal {
				g.prefix = g.pat
			} else {
				g.prefix = g.pat[:len(v)+len(t.g.prefix)]
			}
			out = append(out, g)
		}
	}
	return out, true
}

// tableMisses reports whether the built-in rule ru, not built yet, cannot
// match the path p, judged from the precompiled table without building
// it: for every spelling of every glob, p lies outside the glob's literal
// leading directory (which match requires), and the glob has no real
// spelling (see realSpelling), which the first look at its directory
// settles as spell would. The look goes through the resolver's memo, so
// building the rule later finds the same, and it is made once per rule
// (see lookTable). outside are the anchors p is outside of (see
// outsideAnchors). false when unsure: a glob that matches at any depth, a
// table that does not apply, the reference floor.
func (k *compiled) tableMisses(ru *rule, p string, outside uint8) bool {
	if !ru.looked {
		ru.looked = true
		k.lookTable(ru)
	}
	if !ru.unaltered {
		return false
	}
	if ru.anchors&^outside == 0 {
		return true // every glob is under an anchor directory p is outside
	}
	for _, tg := range builtinTable[ru.builtin].globs {
		for _, v := range k.anchorDirs(tg.at) {
			if !globOutside(v, &tg.g, p) {
				return false
			}
		}
	}
	return true
}

// lookTable sets ru.unaltered when the precompiled table gives the
// built-in rule ru and none of its globs has a real spelling, and then
// ru.anchors to the anchors of its globs.
func (k *compiled) lookTable(ru *rule) {
	i := ru.builtin
	if i < 0 || caseFold || k.rv.reference || i >= len(builtinTable) {
		return
	}
	t := &builtinTable[i]
	if t.slow || ru.entry.Pattern != t.pattern || !slices.Equal(ru.entry.Except, t.except) {
		return
	}
	var anchors uint8
	for gi := range t.globs {
		tg := &t.globs[gi]
		switch tg.at {
		case AnchorHome, AnchorProject:
			if !k.plain[tg.at] {
				return
			}
		case AnchorRoot:
		default:
			return // a glob at any depth can match any path
		}
		if pre := tablePrefix(&tg.g); tg.at == AnchorRoot || pre == "" || pre[0] != '/' {
			anchors |= 1 << AnchorRoot // never outside
		} else {
			anchors |= 1 << tg.at
		}
		for _, v := range k.anchorDirs(tg.at) {
			if !k.globUnaltered(v, &tg.g) {
				return
			}
		}
	}
	ru.unaltered, ru.anchors = true, anchors
}

// anchorDirs are the directories fromTable puts in front of a template
// at the anchor at: "" alone for an absolute pattern.
func (k *compiled) anchorDirs(at Anchor) []string {
	switch at {
	case AnchorHome:
		return k.home
	case AnchorProject:
		return k.project
	}
	return rootOnly
}

// rootOnly is the one anchor directory of an absolute pattern: none.
var rootOnly = []string{""}

// tablePrefix is the literal leading directory of the glob fromTable
// makes of the template g, without the anchor directory.
func tablePrefix(g *glob) string {
	if g.literal {
		return g.pat
	}
	return g.prefix
}

// globOutside reports whether the glob fromTable makes of the anchor
// directory v and the template g cannot match p: match needs p to start
// with its prefix v+pre, or to be v+pre without its last byte (a tree's
// directory itself).
func globOutside(v string, g *glob, p string) bool {
	pre := tablePrefix(g)
	if len(p) >= len(v)+len(pre) && strings.HasPrefix(p, v) && strings.HasPrefix(p[len(v):], pre) {
		return false
	}
	if len(p)+1 == len(v)+len(pre) && (len(p) <= len(v) && strings.HasPrefix(v, p) ||
		len(p) > len(v) && strings.HasPrefix(p, v) && strings.HasPrefix(pre, p[len(v):])) {
		return false
	}
	return true
}

// globUnaltered reports whether the glob fromTable makes of v and g has
// no real spelling: what realSpelling asks of the built glob.
func (k *compiled) globUnaltered(v string, g *glob) bool {
	base := v + strings.TrimSuffix(tablePrefix(g), "/")
	if base == "" || !g.valid || strings.Contains(base, `\`) {
		return true
	}
	if !k.underAnchor(base) {
		return true
	}
	lexical, resolved, err := k.realPath(base)
	return resolved == lexical || err != nil
}

// outsideAnchors are the anchors (as bits 1<<AnchorHome and
// 1<<AnchorProject) that p is neither in nor at, in every spelling: a
// glob made of such an anchor directory and a template starting with a
// slash cannot match p (see globOutside).
func (k *compiled) outsideAnchors(p string) uint8 {
	var out uint8
	for _, a := range [...]struct {
		at   Anchor
		list []string
	}{{AnchorHome, k.home}, {AnchorProject, k.project}} {
		if !slices.ContainsFunc(a.list, func(v string) bool { return p == v || below(p, v) }) {
			out |= 1 << a.at
		}
	}
	return out
}
