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

// buildBuiltins builds, in one go, every built-in rule of protect still
// pending whose Write is write and which the table gives: what
// builtinRule gives each, with the spellings' text in one string and the
// globs in one array instead of an allocation each. A call reaches all of
// them with its first check of that access anyway. Rules the table cannot
// give stay pending, to be compiled on their own.
func (k *compiled) buildBuiltins(write bool) {
	type span struct{ rule, globs, excepts int }
	var todo []span
	n, size := 0, 0
	count := func(ts []globTmpl) int {
		c := 0
		for _, t := range ts {
			vals := k.anchorVals(t.at)
			if vals == nil {
				c++
				continue
			}
			for _, v := range vals {
				c++
				size += len(v) + len(t.g.pat)
			}
		}
		return c
	}
	for i := range k.protect {
		ru := &k.protect[i]
		if !ru.pending || ru.builtin < 0 || ru.entry.Write != write || !k.fromTableOK(ru.builtin) {
			continue
		}
		t := &builtinTable[ru.builtin]
		g, x := count(t.globs), count(t.excepts)
		todo = append(todo, span{i, g, x})
		n += g + x
	}
	if len(todo) == 0 {
		return
	}
	var b strings.Builder
	b.Grow(size)
	all := make([]glob, 0, n)
	type cut struct{ start, anchor int }
	cuts := make([]cut, 0, n)
	put := func(ts []globTmpl) {
		for _, t := range ts {
			vals := k.anchorVals(t.at)
			if vals == nil {
				all = append(all, t.g)
				cuts = append(cuts, cut{-1, 0})
				continue
			}
			for _, v := range vals {
				cuts = append(cuts, cut{b.Len(), len(v)})
				b.WriteString(v)
				b.WriteString(t.g.pat)
				all = append(all, t.g)
			}
		}
	}
	for _, sp := range todo {
		t := &builtinTable[k.protect[sp.rule].builtin]
		put(t.globs)
		put(t.excepts)
	}
	text := b.String()
	for i := range all {
		c := cuts[i]
		if c.start < 0 {
			continue
		}
		g := &all[i]
		tail := g.pat
		g.pat = text[c.start : c.start+c.anchor+len(tail)]
		if g.literal {
			g.prefix = g.pat
		} else {
			g.prefix = g.pat[:c.anchor+len(g.prefix)]
		}
	}
	at := 0
	for _, sp := range todo {
		ru := &k.protect[sp.rule]
		r := rule{entry: ru.entry, unspelled: true, builtin: -1}
		// Full slice expressions: a spelling appended to one rule's
		// globs does not write over the next rule's.
		if sp.globs > 0 {
			r.globs = all[at : at+sp.globs : at+sp.globs]
		}
		at += sp.globs
		if sp.excepts > 0 {
			r.except = all[at : at+sp.excepts : at+sp.excepts]
		}
		at += sp.excepts
		*ru = r
	}
}

// anchorVals are the spellings of the anchor a precompiled glob is put
// after, nil for a glob that stands as it is.
func (k *compiled) anchorVals(a Anchor) []string {
	switch a {
	case AnchorHome:
		return k.home
	case AnchorProject:
		return k.project
	case AnchorTmp:
		return k.tmp
	}
	return nil
}

// fromTableOK reports whether builtinRule gives Builtin[i] from the table.
func (k *compiled) fromTableOK(i int) bool {
	if caseFold || i >= len(builtinTable) {
		return false
	}
	t := &builtinTable[i]
	e := Builtin[i]
	if t.slow || e.Pattern != t.pattern || !slices.Equal(e.Except, t.except) {
		return false
	}
	for _, ts := range [2][]globTmpl{t.globs, t.excepts} {
		for _, g := range ts {
			if g.at == AnchorHome || g.at == AnchorProject || g.at == AnchorTmp {
				if !k.plain[g.at] {
					return false
				}
			}
		}
	}
	return true
}
