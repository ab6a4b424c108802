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
// (ru.unaltered). false when unsure: a glob that matches at any depth, a
// table that does not apply, the reference floor.
func (k *compiled) tableMisses(ru *rule, p string) bool {
	i := ru.builtin
	if i < 0 || caseFold || k.rv.reference || i >= len(builtinTable) {
		return false
	}
	t := &builtinTable[i]
	if !ru.unaltered && (t.slow || ru.entry.Pattern != t.pattern || !slices.Equal(ru.entry.Except, t.except)) {
		return false
	}
	for pass := 0; pass < 2; pass++ {
		// First whether p is outside every glob, then, once per rule,
		// whether any glob has a real spelling.
		if pass == 1 && ru.unaltered {
			return true
		}
		for gi := range t.globs {
			tg := &t.globs[gi]
			vals := rootOnly
			switch tg.at {
			case AnchorHome:
				vals = k.home
			case AnchorProject:
				vals = k.project
			case AnchorRoot:
			default:
				return false
			}
			if tg.at != AnchorRoot && !k.plain[tg.at] {
				return false
			}
			for _, v := range vals {
				if pass == 0 && !globOutside(v, &tg.g, p) || pass == 1 && !k.globUnaltered(v, &tg.g) {
					return false
				}
			}
		}
	}
	ru.unaltered = true
	return true
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
