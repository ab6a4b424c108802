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

// cleanBelow reports whether the literal leading directory of the glob
// fromTable makes of the template t at a plainAnchor directory v is
// clean: it is v and what follows v in t, without a trailing slash (see
// fromTable), and v is clean and does not end in a slash, so it is when
// that rest is empty or a clean absolute path other than "/".
func (t *globTmpl) cleanBelow() bool {
	rest := t.g.prefix
	if t.g.literal {
		rest = t.g.pat
	}
	rest = strings.TrimSuffix(rest, "/")
	return rest == "" || rest != "/" && isClean(rest)
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

// tableOf is the precompiled table's entry for Builtin[i], e, or nil when
// it cannot give e's globs: i is not a built-in entry's, the file system
// folds case, the entry is one the table cannot describe (slow), or e is
// no longer what the table was generated from.
func tableOf(i int, e *Entry) *builtinGlobs {
	if i < 0 || caseFold || i >= len(builtinTable) {
		return nil
	}
	t := &builtinTable[i]
	if t.slow || e.Pattern != t.pattern || !slices.Equal(e.Except, t.except) {
		return nil
	}
	return t
}

// builtinRule is the rule of Builtin[i] from the precompiled table; ok is
// false when the table cannot give it (see plainAnchors, slow), and the
// caller compiles the entry instead. prev is the rule not built yet.
func (k *compiled) builtinRule(i int, prev *rule) (r rule, ok bool) {
	e := &Builtin[i]
	t := tableOf(i, e)
	if t == nil {
		return rule{}, false
	}
	r = rule{entry: e, unspelled: true, builtin: -1}
	if prev.unaltered {
		// lookTable made the globs and found no real spelling:
		// spell would add nothing, and the anchors of the globs
		// still bound what the rule matches.
		r.globs, r.unspelled = prev.globs, false
		r.unaltered, r.anchors = true, prev.anchors
	} else if r.globs, ok = k.fromTable(t.globs); !ok {
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
	n := 0
	for _, t := range ts {
		vals, anchored := k.tableDirs(t.at)
		if !anchored {
			n++
			continue
		}
		if !k.plain[t.at] {
			return nil, false
		}
		n += len(vals)
	}
	out = k.globSlice(n)
	for _, t := range ts {
		vals, anchored := k.tableDirs(t.at)
		if !anchored {
			out = append(out, t.g)
			continue
		}
		for _, v := range vals {
			g := t.g
			g.pat = k.join(v, t.g.pat)
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

// tableDirs are the directories fromTable puts in front of a template at
// the anchor at; anchored is false for a template that is the whole glob.
func (k *compiled) tableDirs(at Anchor) (dirs []string, anchored bool) {
	switch at {
	case AnchorHome:
		return k.home, true
	case AnchorProject:
		return k.project, true
	case AnchorTmp:
		return k.tmp, true
	}
	return nil, false
}

// globSlice is an empty slice of capacity n for a rule's globs, carved
// from one array for the rules of the call: growing it (spell adds the
// real spellings) copies it out rather than writing over the next.
func (k *compiled) globSlice(n int) []glob {
	if len(k.globArena)+n > cap(k.globArena) {
		k.globArena = make([]glob, 0, max(n, 32))
	}
	i := len(k.globArena)
	k.globArena = k.globArena[:i+n]
	return k.globArena[i : i : i+n]
}

// join is a+b, written after the strings joined before it in the call's
// one buffer: the built-in globs' patterns cost the buffer's growth, not
// an allocation each. A strings.Builder never changes what it has
// written, so the strings taken from it stay as they are.
func (k *compiled) join(a, b string) string {
	if k.joined.Cap()-k.joined.Len() < len(a)+len(b) {
		k.joined = strings.Builder{}
		k.joined.Grow(max(len(a)+len(b), 1024))
	}
	i := k.joined.Len()
	k.joined.WriteString(a)
	k.joined.WriteString(b)
	return k.joined.String()[i:]
}

// tableMisses reports whether the built-in rule ru, not built yet, cannot
// match the path p: none of its globs, made from the precompiled table,
// matches p, and none has a real spelling (see realSpelling), which the
// first look settles as spell would, through the resolver's memo, once
// per rule (see lookTable). outside are the anchors p is outside of (see
// outsideAnchors). false when unsure: a glob with a real spelling, a
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
	for i := range ru.globs {
		if ru.globs[i].match(p) {
			return false
		}
	}
	return true
}

// lookTable makes the globs of the built-in rule ru from the precompiled
// table and sets ru.unaltered when none has a real spelling; ru.anchors
// are then the anchors of its globs. build keeps the globs.
func (k *compiled) lookTable(ru *rule) {
	if k.rv.reference {
		return
	}
	t := tableOf(ru.builtin, ru.entry)
	if t == nil {
		return
	}
	globs, ok := k.fromTable(t.globs)
	if !ok {
		return
	}
	// The globs in fromTable's order: one for a template that is the
	// whole glob, one for each anchor directory of one that is not.
	gi := 0
	for ti := range t.globs {
		tg := &t.globs[ti]
		n, clean := 1, false
		if vals, anchored := k.tableDirs(tg.at); anchored {
			n, clean = len(vals), tg.cleanBelow()
		}
		for range n {
			if _, alt := k.realSpelling(&globs[gi], clean); alt {
				return
			}
			gi++
		}
	}
	var anchors uint8
	for _, tg := range t.globs {
		if pre := tablePrefix(&tg.g); tg.at != AnchorHome && tg.at != AnchorProject || pre == "" || pre[0] != '/' {
			anchors |= 1 << AnchorRoot // never outside
		} else {
			anchors |= 1 << tg.at
		}
	}
	ru.globs, ru.unaltered, ru.anchors = globs, true, anchors
}

// tablePrefix is the literal leading directory of the glob fromTable
// makes of the template g, without the anchor directory.
func tablePrefix(g *glob) string {
	if g.literal {
		return g.pat
	}
	return g.prefix
}

// outsideAnchors are the anchors (as bits 1<<AnchorHome and
// 1<<AnchorProject) that p is neither in nor at, in every spelling: a
// glob made of such an anchor directory and a template starting with a
// slash has a prefix below the directory, which match requires of p.
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
