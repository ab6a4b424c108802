package floor

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/pregate/pregate/shell"
)

// A file is judged by what it is, not by how it is spelled: a hard link in
// the project to ~/.ssh/id_rsa is ~/.ssh/id_rsa, and so is the same
// directory reached through a bind mount or a case-insensitive spelling.
// The floor compares the (device, inode) of every checked path that exists,
// and of every directory above it, with the protected set's own files.
//
// Cost. The identities come from the Lstat the resolver already makes for
// each component, so a path costs map look-ups, not system calls. The
// protected set's identities are gathered once per call, lazily:
//
//   - near: one stat per literal protected path and per protected
//     directory (~/.ssh, ~/.bashrc, …), on the first checked path that
//     exists; a call that names no existing path never pays it, and a
//     check that does not write looks at the write-only paths only when
//     an entry for reading can reach them (see readIdentities);
//   - deep: a bounded walk of the protected directories (at most
//     maxDeepEntries entries), only when a checked file has more than one
//     link and near did not name it or named it only by names not
//     protected for the access, or when a tree access (grep -r, chmod -R,
//     a search tool) reaches an existing directory;
//   - a walk of that directory (at most maxTreeEntries entries), only when
//     some credential has more than one link or deep could not see its
//     trees whole.
//
// Measured with BenchmarkCheckNoPath and BenchmarkCheckSegment (CPU time
// per op, base and new binaries interleaved in one run on a loaded
// machine): a call that names no path costs what it did (ratio 0.98 to
// 1.09 between runs, the same allocations); the 20-part command whose
// segments name paths and trees costs about 1.5 times as much, the price
// of one Lstat per protected path and of the walk of the credential trees.
//
// A file with more than one link that is not a known name of the protected
// set is asked about (Ask) unless it lies where hard links are routine and
// the deep walk was complete: package stores and git's object store.

// maxDeepEntries bounds the deep walk of the protected directories.
const maxDeepEntries = 4096

// identities are the protected set's files by identity.
type identities struct {
	// near maps the literal protected paths and the roots of protected
	// trees that exist to their paths.
	near idSet
	// deep maps every file with more than one link found in the
	// protected trees (and the project's and home's copies of the
	// protected names that match at any depth) to its paths; the flags
	// say which trees were walked (those of the entries that protect
	// reads, and of the write-only ones) and whether each walk saw
	// everything.
	deep                                             idSet
	readDone, readComplete, writeDone, writeComplete bool
	// read is near without the write-only paths that no check without
	// a write can find through (see readIdentities); nil until built,
	// then &near or &readSet.
	read    *idSet
	readSet idSet
}

// idSet maps identities to every protected name found to have one, in
// the order they were added (the protected set's order: its entries,
// then pregate's own files; for deep, the walk's order). A file with
// several protected names (hard links, bind mounts) keeps all of them,
// so that each protection of it applies: a read of a file that is both
// ~/.bashrc (protected for writing only) and ~/secret.txt (protected for
// reading) is the read of ~/secret.txt, whichever name came first. A
// deny names the first of the names that protects the access.
//
// first holds the first name of each identity, more the later ones in
// the order added, nil until an identity has two names (rare: another
// spelling of a protected path, a hard link, a bind mount), so a look-up
// costs what one map's does, and a second name one append.
type idSet struct {
	first map[ident]string
	more  []idName
}

type idName struct {
	id ident
	p  string
}

// has reports whether some name has the identity id.
func (s *idSet) has(id ident) bool {
	_, ok := s.first[id]
	return ok
}

// name is the i-th name with the identity id, in the order added; ok is
// false past the last.
func (s *idSet) name(id ident, i int) (p string, ok bool) {
	if i == 0 {
		p, ok = s.first[id]
		return p, ok
	}
	for _, m := range s.more {
		if m.id == id {
			if i--; i == 0 {
				return m.p, true
			}
		}
	}
	return "", false
}

// put records p as a name with the identity id, once.
func (s *idSet) put(id ident, p string) {
	if s.first == nil {
		s.first = make(map[ident]string)
	}
	f, ok := s.first[id]
	if !ok {
		s.first[id] = p
		return
	}
	if f == p || slices.Contains(s.more, idName{id, p}) {
		return
	}
	s.more = append(s.more, idName{id, p})
}

// idState is the call's identities, near and read not gathered yet.
func (k *compiled) idState() *identities {
	if k.ids == nil {
		k.ids = &identities{}
	}
	return k.ids
}

// identities gathers near on first use.
func (k *compiled) identities(rv *resolver) *identities {
	ids := k.idState()
	if ids.near.first != nil {
		return ids
	}
	ids.near.first = make(map[ident]string)
	// pregate's own files come last, as their rules do; their rules are
	// not built for this (see selfIdentities).
	self := k.self
	if rv.reference || caseFold {
		k.selfRules()
		self = nil
	}
	for i := range k.protect {
		ru := &k.protect[i]
		k.ready(ru)
		if ru.unspelled {
			k.spell(ru)
		}
		ids.addRoots(&ids.near, rv, ru)
	}
	k.selfIdentities(rv, ids, &ids.near, self, nil)
	return ids
}

// addRoots adds to m the identities of the rule's literal paths and
// tree roots, outside the system trees.
func (ids *identities) addRoots(m *idSet, rv *resolver, ru *rule) {
	for gi := range ru.globs {
		if p := idRoot(&ru.globs[gi]); p != "" {
			ids.add(m, rv, p)
		}
	}
}

// idRoot is the path whose identity the glob adds to near: its literal
// path or its tree's root; "" for any other glob and in the system trees.
func idRoot(g *glob) string {
	var p string
	switch {
	case g.literal:
		p = g.pat
	case g.tree:
		p = strings.TrimSuffix(g.prefix, "/")
	}
	if p == "" || systemTree(p) {
		return ""
	}
	return p
}

// readIdentities is near for a check without a write: near less the
// paths of write-only entries (and of pregate's own files) that no
// protected entry for reading can match, at or below them, but by the
// last component of a name the check has already judged (see
// readSkips). It is gathered in near's order, so that a path it keeps
// names the identity that near gives it, unless a skipped path came
// first.
//
// What a skipped path does in byIdentity: a file or directory of the
// checked path's chain with its identity is aliased to a name that no
// read entry protects, so it can only end the check with nothing (the
// file is a known name, not protected for this access) or let it go on.
// Without it, byIdentity goes on, and finds a deny, an Ask or nothing:
// when it finds nothing, the full set finds nothing too; when it finds
// something, byIdentity asks the full set (see byIdentity). So the
// answer is the full set's, and a call that reads gathers the
// identities of the write-only paths only when a read is found to reach
// the protected set by identity.
func (k *compiled) readIdentities(rv *resolver) *idSet {
	ids := k.idState()
	if ids.read != nil {
		return ids.read
	}
	if ids.near.first != nil {
		ids.read = &ids.near
		return ids.read
	}
	readers := k.readers()
	m := &ids.readSet
	m.first = make(map[ident]string)
	for i := range k.protect {
		ru := &k.protect[i]
		if ru.entry.Write {
			var buf [4]string
			roots, ok := k.tableRoots(ru, buf[:0])
			if !ok {
				k.ready(ru)
				roots = buf[:0]
				for gi := range ru.globs {
					if p := idRoot(&ru.globs[gi]); p != "" {
						roots = append(roots, p)
					}
				}
			}
			if k.readSkips(rv, &readers, roots) {
				continue
			}
			k.ready(ru)
			if ru.unspelled {
				k.spell(ru)
			}
		}
		ids.addRoots(m, rv, ru)
	}
	k.selfIdentities(rv, ids, m, k.self, &readers)
	ids.read = m
	return m
}

// readers is the reachIndex of the entries for reading. Every one is
// built and spelled first: whether a write-only path can be skipped
// depends on all of them.
func (k *compiled) readers() reachIndex {
	k.realDirs()
	ix := reachIndex{real: k.real}
	for i := range k.protect {
		ru := &k.protect[i]
		if ru.entry.Write {
			continue
		}
		k.ready(ru)
		if ru.unspelled {
			k.spell(ru)
		}
	}
	// The globs are filed in one array, others first, then those under
	// each real directory, each group in the entries' order: each glob's
	// filing and a count of each group (the filings kept on the stack
	// when there are few, as there are without a policy's own entries),
	// then each glob put in its place.
	var countBuf [8]int
	counts := countBuf[:0]
	if len(ix.real)+1 > len(countBuf) {
		counts = make([]int, 0, len(ix.real)+1)
	}
	counts = counts[:len(ix.real)+1]
	var keptBuf [64]reachGlob
	kept, n := keptBuf[:0], 0
	for i := range k.protect {
		ru := &k.protect[i]
		if ru.entry.Write {
			continue
		}
		if lastOnly(ru) {
			ix.addLast(ru)
			continue
		}
		for gi := range ru.globs {
			rg := ix.filing(&ru.globs[gi])
			counts[rg.real+1]++
			if n < len(keptBuf) {
				kept = append(kept, rg)
			}
			n++
		}
	}
	all := make([]reachGlob, 0, n)
	start := 0
	for b, c := range counts {
		group := all[start : start : start+c]
		if b == 0 {
			ix.others = group
		} else if c > 0 {
			if ix.under == nil {
				ix.under = make([][]reachGlob, len(ix.real))
			}
			ix.under[b-1] = group
		}
		start += c
	}
	place := func(rg reachGlob) {
		if rg.real < 0 {
			ix.others = append(ix.others, rg)
		} else {
			ix.under[rg.real] = append(ix.under[rg.real], rg)
		}
	}
	if n <= len(keptBuf) {
		for _, rg := range kept {
			place(rg)
		}
	} else {
		for i := range k.protect {
			if ru := &k.protect[i]; !ru.entry.Write && !lastOnly(ru) {
				for gi := range ru.globs {
					place(ix.filing(&ru.globs[gi]))
				}
			}
		}
	}
	ix.groupOthers()
	return ix
}

// groupOthers notes the runs of others whose literal directories have
// the same first component (see topComp; "" for none) in tops, as the
// entries' order gives them (a built-in entry's globs share theirs): a
// path and a directory one inside the other have the same first
// component, so reaches looks only at the runs of a path's own and at
// those without one. Past len(tops) runs, one run without a first
// component holds every glob.
func (ix *reachIndex) groupOthers() {
	n := 0
	for i := range ix.others {
		name, _ := topComp(ix.others[i].pre)
		ix.others[i].name = name
		if n > 0 && ix.tops[n-1].name == name {
			ix.tops[n-1].end = i + 1
			continue
		}
		if n == len(ix.tops) {
			ix.tops[0], ix.ntops = reachTop{end: len(ix.others)}, 1
			return
		}
		ix.tops[n] = reachTop{name: name, end: i + 1}
		n++
	}
	ix.ntops = n
}

// topComp is the first component of the path p, which starts with a
// slash and a byte other than a slash ("etc" of /etc/shadow and of
// /etc); ok is false for any other p.
func topComp(p string) (top string, ok bool) {
	if len(p) < 2 || p[0] != '/' || p[1] == '/' {
		return "", false
	}
	if i := strings.IndexByte(p[1:], '/'); i >= 0 {
		return p[1 : 1+i], true
	}
	return p[1:], true
}

// readSkips reports whether the write-only rule whose globs have the
// identity roots roots (see idRoot; a wildcard adds no identity, nor
// does its real spelling, a wildcard too) adds nothing to
// readIdentities: each of its paths is one no entry for reading can
// reach (readReaches), and has no other spelling that identities would
// add (see spell): it lies outside the home and project directories, or
// below a real one of them (compiled.real) with no symbolic link between
// that and its last component. Its real spelling, if its last component
// is a link, is what add follows the link to: the same identity, added
// after it.
func (k *compiled) readSkips(rv *resolver, readers *reachIndex, roots []string) bool {
	for _, p := range roots {
		if readers.reaches(p) {
			return false
		}
		if k.underAnchor(p) && !k.linkFreeBelowReal(rv, p) {
			return false
		}
	}
	return true
}

// tableRoots appends to roots the identity roots (see idRoot) of the
// globs of the built-in rule ru, not built yet, as build would make them
// from the precompiled table (see fromTable), without making the globs:
// a literal glob's path, a tree's literal directory, each joined to
// every spelling of its anchor. ok is false when the table does not
// apply (TestTableRoots holds it to the globs fromTable makes).
func (k *compiled) tableRoots(ru *rule, roots []string) (_ []string, ok bool) {
	if !ru.pending || k.rv.reference {
		return nil, false
	}
	t := tableOf(ru.builtin, ru.entry)
	if t == nil {
		return nil, false
	}
	for _, tg := range t.globs {
		if _, anchored := k.tableDirs(tg.at); anchored && !k.plain[tg.at] {
			return nil, false
		}
	}
	for ti := range t.globs {
		tg := &t.globs[ti]
		vals, anchored := k.tableDirs(tg.at)
		if !anchored {
			if p := idRoot(&tg.g); p != "" {
				roots = append(roots, p)
			}
			continue
		}
		if !tg.g.literal && !tg.g.tree {
			continue
		}
		for _, v := range vals {
			var p string
			if tg.g.literal {
				p = k.join(v, tg.g.pat)
			} else {
				p = strings.TrimSuffix(k.join(v, tg.g.prefix), "/")
			}
			if p != "" && !systemTree(p) {
				roots = append(roots, p)
			}
		}
	}
	return roots, true
}

// linkFreeBelowReal reports whether the clean path p lies below a real
// directory of the session and the walk from there meets no symbolic
// link before p's last component (a missing component or a file ends
// it: the kernel's Lstat of p and the floor's walk then agree that p is
// not there).
func (k *compiled) linkFreeBelowReal(rv *resolver, p string) bool {
	k.realDirs()
	if !isClean(p) {
		return false
	}
	from := ""
	for _, d := range k.real {
		if len(d) > len(from) && below(p, d) {
			from = d
		}
	}
	if from == "" {
		return false
	}
	last := strings.LastIndexByte(p, '/')
	for i := len(from); i < last; {
		end := last
		if j := strings.IndexByte(p[i+1:last], '/'); j >= 0 {
			end = i + 1 + j
		}
		switch rv.lstat(p[:end]) {
		case missing, file:
			return true
		case symlink:
			return false
		}
		i = end
	}
	return true
}

// reachIndex are the entries for reading, as reaches looks at them: the
// rules that match by the last component alone (last), and the other
// rules' globs by their literal leading directories. A directory below a
// real directory of the session (compiled.real) is filed under that
// directory and its first component there (under): two paths below the
// directory are one inside the other only if those agree. Any other glob
// is looked at for every path (others).
type reachIndex struct {
	real []string
	// last are the rules that match by the last component, heads the
	// literal starts of their globs' last components, which the last
	// component of a path they match starts with.
	last  []*rule
	heads [][]string
	// under are the globs filed under real[i].
	under [][]reachGlob
	// others are the other globs, in runs of the same first component
	// of their literal directories, each ended by one of tops[:ntops]
	// (see groupOthers).
	others []reachGlob
	tops   [8]reachTop
	ntops  int
}

type reachGlob struct {
	pre  string
	g    *glob
	real int // under: the index in real
	// name is, under real[real], the first component below it; in
	// others, the first component of pre ("" for none).
	name string
}

// reachTop is the end in others of a run of globs whose literal
// directories have the first component name.
type reachTop struct {
	name string
	end  int
}

// addLast adds the rule ru, which matches by the last component alone.
func (ix *reachIndex) addLast(ru *rule) {
	heads := make([]string, len(ru.globs))
	for i := range ru.globs {
		name := ru.globs[i].pat[len("**/"):]
		if j := globStart.index(name); j >= 0 {
			name = name[:j]
		}
		heads[i] = name
	}
	ix.last = append(ix.last, ru)
	ix.heads = append(ix.heads, heads)
}

// filing is the glob g as reaches looks at it: its literal directory,
// and the real directory it lies below (the longest; -1 for none) with
// its first component there.
func (ix *reachIndex) filing(g *glob) reachGlob {
	rg := reachGlob{pre: strings.TrimSuffix(g.prefix, "/"), g: g, real: -1}
	for ri, d := range ix.real {
		if below(rg.pre, d) && (rg.real < 0 || len(d) > len(ix.real[rg.real])) {
			rg.real, rg.name = ri, firstComp(rg.pre[len(d)+1:])
		}
	}
	return rg
}

// firstComp is the first component of the relative path p.
func firstComp(p string) string {
	if i := strings.IndexByte(p, '/'); i >= 0 {
		return p[:i]
	}
	return p
}

// reaches reports whether an entry for reading could protect the path p
// or a path below it, erring towards yes. An entry whose globs and
// exceptions all match by the last component alone (**/.env) counts
// only for p itself: below p, the alias byIdentity makes of a checked
// path ends in that path's last component, and the path was judged by
// name before. Any other glob counts when its literal leading directory
// and p are one inside the other (or it has none) and mayReach says so.
func (ix *reachIndex) reaches(p string) bool {
	base := p[strings.LastIndexByte(p, '/')+1:]
	for i, ru := range ix.last {
		for _, h := range ix.heads[i] {
			if strings.HasPrefix(base, h) {
				if ru.match(p) {
					return true
				}
				break
			}
		}
	}
	// Of the others, only the globs without a first component and
	// those of p's own (every glob when p has none) can be nested with p.
	top, ok := topComp(p)
	start := 0
	for _, t := range ix.tops[:ix.ntops] {
		if !ok || t.name == "" || t.name == top {
			for i := range ix.others[start:t.end] {
				if ix.others[start+i].reaches(p) {
					return true
				}
			}
		}
		start = t.end
	}
	// A directory filed under a real directory d and a name is nested
	// with p only if p is below d with that name, or p is d or above it.
	for ri, u := range ix.under {
		d := ix.real[ri]
		name, all := "", p == d || below(d, p)
		if !all {
			if !below(p, d) {
				continue
			}
			name = firstComp(p[len(d)+1:])
		}
		for i := range u {
			if (all || u[i].name == name) && u[i].reaches(p) {
				return true
			}
		}
	}
	return false
}

// reaches is reachIndex.reaches for one glob: its literal directory and
// p one inside the other (below compares the byte after the shorter one
// before the rest), and mayReach.
func (rg *reachGlob) reaches(p string) bool {
	return (rg.pre == "" || below(p, rg.pre) || below(rg.pre, p) || rg.pre == p) && rg.g.mayReach(p)
}

// lastOnly reports whether every glob and exception of ru is **/NAME,
// NAME one component: the rule matches a path by its last component.
func lastOnly(ru *rule) bool {
	if len(ru.globs) == 0 {
		return false
	}
	for _, gs := range [][]glob{ru.globs, ru.except} {
		for i := range gs {
			rest, ok := strings.CutPrefix(gs[i].pat, "**/")
			if !ok || !gs[i].valid || rest == "" || strings.Contains(rest, "/") || strings.Contains(rest, "**") {
				return false
			}
		}
	}
	return true
}

// plainSelf reports whether selfIdentities adds pregate's own file s as
// it is written, without resolving it.
func plainSelf(s string) bool {
	return path.IsAbs(s) && isClean(s) && !systemTree(s) && globMeta.index(s) < 0
}

// selfIdentities adds to m what the rules of pregate's own files would
// add (see selfEntries): each file's literal spellings, as written and
// as resolved, outside the system trees. Both name one file, which Lstat
// of the one as written finds through its directories' links and add
// through a last link, so a clean absolute path without wildcards
// outside the system trees is looked at once, without resolving it and
// building its rule; with readers (the identities for reading), only
// when an entry for reading reaches it.
func (k *compiled) selfIdentities(rv *resolver, ids *identities, m *idSet, self []string, readers *reachIndex) {
	for i, s := range self {
		if s == "" || slices.Contains(self[:i], s) {
			continue // a file named again adds nothing (see put)
		}
		if plainSelf(s) {
			if readers == nil || readers.reaches(s) {
				ids.add(m, rv, s)
			}
			continue
		}
		for _, p := range spellingsOf(s, rv, k.selfHome) {
			if p != "" && !systemTree(p) && globMeta.index(p) < 0 {
				ids.add(m, rv, p)
			}
		}
	}
}

// systemTree are the pseudo file systems whose files cannot be hard
// linked and whose inode numbers mean nothing across calls.
func systemTree(p string) bool {
	for _, d := range []string{"/proc", "/sys", "/dev"} {
		if p == d || below(p, d) {
			return true
		}
	}
	return false
}

// add records the identity of the file p names, following symbolic links
// the way opening it would.
func (ids *identities) add(m *idSet, rv *resolver, p string) {
	// Lstat follows every component but the last, so only a last
	// component that is itself a link needs the walk.
	n := rv.node(p)
	if n.kind == symlink {
		r := rv.resolve(p, "/", "")
		if r.Err != nil {
			return
		}
		n = rv.node(r.Resolved)
	}
	if n.kind == missing || n.kind == symlink || n.id == (ident{}) {
		return
	}
	m.put(n.id, p)
}

// deepIDs gathers deep on first use: the credentials' trees (the entries
// that protect reads), and with writes also the write-protected trees.
// complete reports whether the walk of those trees saw everything.
func (k *compiled) deepIDs(rv *resolver, writes bool) (ids *identities, complete bool) {
	ids = k.idState()
	if ids.deep.first == nil {
		ids.deep.first = make(map[ident]string)
	}
	if !ids.readDone {
		ids.readDone = true
		ids.readComplete = k.deepWalk(rv, ids, false)
	}
	if !writes {
		return ids, ids.readComplete
	}
	if !ids.writeDone {
		ids.writeDone = true
		ids.writeComplete = k.deepWalk(rv, ids, true)
	}
	return ids, ids.readComplete && ids.writeComplete
}

// deepWalk adds to ids.deep the files with more than one link in the trees
// of the read-and-write (writeOnly false) or write-only entries, at most
// maxDeepEntries entries; it reports whether it saw everything.
func (k *compiled) deepWalk(rv *resolver, ids *identities, writeOnly bool) bool {
	budget := maxDeepEntries
	complete := true
	visit := func(p string) {
		n := rv.node(p)
		if n.kind == file && n.nlink > 1 {
			ids.deep.put(n.id, p)
		}
	}
	var walk func(dir string, depth int)
	walk = func(dir string, depth int) {
		if budget <= 0 || depth > 16 {
			complete = false
			return
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range ents {
			if budget--; budget < 0 {
				complete = false
				return
			}
			p := join(dir, e.Name())
			if e.IsDir() {
				walk(p, depth+1)
				continue
			}
			visit(p)
		}
	}
	k.selfRules()
	for i := range k.protect {
		ru := &k.protect[i]
		if ru.entry.Write != writeOnly {
			continue
		}
		k.ready(ru)
		for gi := range ru.globs {
			g := &ru.globs[gi]
			for _, root := range k.globRoots(g) {
				if systemTree(root) {
					continue
				}
				r := rv.resolve(root, "/", "")
				switch rv.lstat(r.Resolved) {
				case dir:
					walk(r.Resolved, 0)
				case file:
					visit(r.Resolved)
				}
			}
		}
	}
	return complete
}

// maxTreeEntries bounds the walk of a directory a tree access reaches,
// made only when a protected file has other names (or the protected trees
// were too large to see whole).
const maxTreeEntries = 16384

// treeByIdentity judges a tree access (grep -r, chmod -R, a search tool)
// on an existing directory by the identity of the files below it: a file
// there that is a credential under another name is a deny. The walk is
// made only when it can find something: when some credential has more
// than one link, or the credentials' trees could not be seen whole (then
// any file with several links found there is asked about). Write-only
// entries are left out: a tree write through a hard link changes the
// link, not the file, except for its mode and owner.
func (k *compiled) treeByIdentity(rv *resolver, r *Resolution, access shell.Access) *Verdict {
	if access&Tree == 0 || r.via != "" || r.Resolved == "" || rv.node(r.Resolved).kind != dir {
		return nil
	}
	ids, complete := k.deepIDs(rv, false)
	// A file's target is the first of its names that protects the
	// access, outside the directory.
	targets := make(map[ident]string)
	for id := range ids.deep.first {
		for i := 0; ; i++ {
			prot, ok := ids.deep.name(id, i)
			if !ok {
				break
			}
			if ru, _ := k.protectedBy(prot, access&^Tree); ru != nil && !below(prot, r.Resolved) {
				targets[id] = prot
				break
			}
		}
	}
	if len(targets) == 0 && complete {
		return nil
	}
	budget := maxTreeEntries
	var unknown string
	var found *Verdict
	var walk func(dir string, depth int) bool
	walk = func(dir string, depth int) bool {
		if depth > 32 {
			return false
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			return true
		}
		for _, e := range ents {
			if budget--; budget < 0 {
				return false
			}
			p := join(dir, e.Name())
			if e.IsDir() {
				if !walk(p, depth+1) {
					return false
				}
				continue
			}
			if !e.Type().IsRegular() {
				continue
			}
			n := rv.node(p)
			if n.nlink < 2 {
				continue
			}
			if prot, ok := targets[n.id]; ok {
				sub := Resolution{Given: r.Given, Lexical: p, Resolved: p}
				found = k.identityVerdict(&sub, access&^Tree, prot, n.id)
				return false
			}
			if !complete && unknown == "" && !hardLinkRoutine(p) {
				unknown = p
			}
		}
		return true
	}
	whole := walk(r.Resolved, 0)
	if found != nil {
		found.Given = r.Given
		found.Access = access
		return found
	}
	if !whole || unknown != "" {
		e := Entry{Pattern: r.Resolved, ID: "hard-link", Source: "builtin"}
		v := newVerdict(r, access, e)
		v.Class = Ask
		v.Agent = fmt.Sprintf("%s %s needs the user's approval: pregate cannot tell whether a file below it is a protected file under another name (a hard link).", verb(access), r.shown())
		why := "more files than the floor looks at"
		if unknown != "" {
			why = unknown + " has several links and the protected trees could not be seen whole"
		}
		v.Operator = fmt.Sprintf("floor hard-link: %s of %s: %s", accessWord(access), r.operatorPaths(), why)
		k.hold(v)
	}
	return nil
}

// globRoots are the existing paths where g's matches start: its literal
// path, its tree's root, the expansion of a wildcard in the middle
// (/home/*/.ssh), and for a pattern that matches at any depth (**/.env)
// its copies in the project, the home and the working directory.
func (k *compiled) globRoots(g *glob) []string {
	pat := strings.TrimSuffix(g.pat, "/**")
	switch {
	case g.literal:
		return []string{g.pat}
	case g.tree:
		return []string{strings.TrimSuffix(g.prefix, "/")}
	case strings.HasPrefix(pat, "**/"):
		rest := pat[3:]
		if strings.Contains(rest, "**") {
			return nil
		}
		var out []string
		for _, list := range [][]string{k.project, k.home, {k.cwd}} {
			for _, a := range list {
				if a == "" {
					continue
				}
				if !strings.ContainsAny(rest, `*?[{\`) {
					out = append(out, a+"/"+rest)
					continue
				}
				if strings.Contains(rest, "/") {
					continue // a wildcard below the anchor: seen by name only
				}
				for _, e := range k.listing(a) {
					if ok, _ := doublestar.Match(rest, e.Name()); ok {
						out = append(out, a+"/"+e.Name())
					}
				}
			}
		}
		return out
	case path.IsAbs(pat) && !strings.Contains(pat, "**") && !systemTree(pat):
		var ms []string
		if strings.ContainsAny(pat, "{\\") {
			ms, _ = doublestar.FilepathGlob(pat)
		} else {
			ms, _ = filepath.Glob(pat)
		}
		return ms
	}
	return nil
}

// listing is the memoised directory listing of dir, for the anchors that
// several patterns matching at any depth look into.
func (k *compiled) listing(dir string) []os.DirEntry {
	if ents, ok := k.listings[dir]; ok {
		return ents
	}
	ents, _ := os.ReadDir(dir)
	if k.listings == nil {
		k.listings = make(map[string][]os.DirEntry)
	}
	k.listings[dir] = ents
	return ents
}

// hardLinkRoutine are the places where files with several links are how
// the tools work: package stores that link one copy into many projects,
// and git's object store after a local clone.
func hardLinkRoutine(p string) bool {
	for _, d := range []string{"/node_modules/", "/.pnpm-store/", "/.git/objects/"} {
		if strings.Contains(p, d) {
			return true
		}
	}
	for _, d := range []string{"/usr/", "/nix/store/", "/gnu/store/"} {
		if strings.HasPrefix(p, d) {
			return true
		}
	}
	return false
}

// byIdentity judges an existing path by what it is: a deny when it is, or
// lies inside, a file of the protected set under another name, an Ask
// (held) when it is a file with other names the floor cannot see.
func (k *compiled) byIdentity(rv *resolver, r *Resolution, access shell.Access) *Verdict {
	if r.Resolved == "" || r.via != "" {
		return nil
	}
	p := r.Resolved
	// A path that does not exist yet is judged by the directory it would
	// be made in.
	top, clean := p, false
	n := rv.node(top)
	for n.kind == missing && top != "/" {
		top, clean = upFrom(top, clean)
		n = rv.node(top)
	}
	if n.kind == missing || n.kind == symlink || n.id == (ident{}) {
		return nil
	}
	if access&shell.Write == 0 && !rv.reference && !caseFold {
		// A check that does not write looks at readIdentities first;
		// what it finds there, the full set decides (see there).
		held, holds := k.held, k.holds
		if v, sure := k.byIdentityIn(rv, r, access, k.readIdentities(rv), top, n, true); sure && v == nil && k.holds == holds {
			return nil
		}
		k.held, k.holds = held, holds
	}
	v, _ := k.byIdentityIn(rv, r, access, &k.identities(rv).near, top, n, false)
	return v
}

// byIdentityIn is byIdentity against the identities near, from top, the
// checked path or the directory it would be made in, and its node n.
// With first (readIdentities), a file of the chain that is a protected
// path under another name ends the look unsure: the full set decides.
// Every name of an identity is looked at, in near's order; the deny
// names the first that protects the access.
func (k *compiled) byIdentityIn(rv *resolver, r *Resolution, access shell.Access, near *idSet, top string, n node, first bool) (v *Verdict, sure bool) {
	p := r.Resolved
	// The walk up with readIdentities from the top of the last such walk
	// that ran to the root runs to the root again (see clearTop).
	memo := first && rv == &k.rv
	clean := false
	for q := top; !memo || top != k.clearTop; q, clean = upFrom(q, clean) {
		qn := n // the node of top, then of each directory above it
		if q != top {
			qn = rv.node(q)
		}
		if qn.id != (ident{}) && near.has(qn.id) {
			known, itself := false, false
			for i := 0; ; i++ {
				prot, ok := near.name(qn.id, i)
				if !ok {
					break
				}
				alias := prot + p[len(q):]
				if q == "/" {
					alias = prot + p
				}
				if alias == p {
					itself = true
					continue
				}
				if first {
					return nil, false
				}
				if v := k.identityVerdict(r, access, alias, qn.id); v != nil {
					return v, true
				}
				known = true
			}
			if known && !itself && q == p {
				// The file is a known name of the protected set, and
				// none of its names there is protected for this access;
				// a file with other links may still be a protected file
				// of a tree under another name, which deep names.
				if n.kind == file && n.nlink >= 2 {
					return k.deepDeny(rv, r, access, n.id, p), true
				}
				return nil, true
			}
		}
		if q == "/" || q == "." {
			break
		}
	}
	if memo {
		k.clearTop = top
	}
	if top != p || n.kind != file || n.nlink < 2 {
		return nil, true
	}
	deep, complete := k.deepIDs(rv, true)
	if deep.deep.has(n.id) {
		return k.deepDeny(rv, r, access, n.id, p), true
	}
	if complete && hardLinkRoutine(p) {
		return nil, true
	}
	e := Entry{Pattern: p, ID: "hard-link", Source: "builtin"}
	ask := newVerdict(r, access, e)
	ask.Class = Ask
	ask.Agent = fmt.Sprintf("%s %s needs the user's approval: the file has %d names (hard links), and pregate cannot tell whether another of them is protected.",
		verb(access), r.shown(), n.nlink)
	ask.Operator = fmt.Sprintf("floor %s: %s of %s: %d links, none of them a known name of the protected set (deep walk complete: %t)",
		e.ID, accessWord(access), r.operatorPaths(), n.nlink, complete)
	k.hold(ask)
	return nil, true
}

// deepDeny is the deny for the file p with the identity id by the first
// of its names in deep (but p) that protects the access; nil when none
// does or deep does not have it.
func (k *compiled) deepDeny(rv *resolver, r *Resolution, access shell.Access, id ident, p string) *Verdict {
	deep, _ := k.deepIDs(rv, true)
	for i := 0; ; i++ {
		prot, ok := deep.deep.name(id, i)
		if !ok {
			return nil
		}
		if prot == p {
			continue
		}
		if v := k.identityVerdict(r, access, prot, id); v != nil {
			return v
		}
	}
}

// identityVerdict is the deny for a path that is the protected file
// alias under another name, nil when alias is not protected for access.
func (k *compiled) identityVerdict(r *Resolution, access shell.Access, alias string, id ident) *Verdict {
	ru, _ := k.protectedBy(alias, access)
	if ru == nil {
		return nil
	}
	v := newVerdict(r, access, *ru.entry)
	v.Agent = fmt.Sprintf("%s %s is blocked: it is the same file as %s, which is %s. This is a fixed limit that cannot be unlocked from inside this session; do not look for another way to reach it, and ask the user if the task needs it.",
		verb(access), r.shown(), alias, what(*ru.entry))
	v.Operator = fmt.Sprintf("%s: %s of %s, the same file (device %d, inode %d) as %s",
		entryText(*ru.entry), accessWord(access), r.operatorPaths(), id.dev, id.ino, alias)
	return v
}

// protectedBy is the protected rule that p matches for access, nil when
// none does.
func (k *compiled) protectedBy(p string, access shell.Access) (*rule, bool) {
	if caseFold {
		p = strings.ToLower(p)
	}
	var dc []string
	dp := p // the directory for holds: "" when not clean
	if access&Tree != 0 {
		dc = splitPath(p)
		if !isClean(p) {
			dp = ""
		}
	}
	if access&shell.Write != 0 {
		k.selfRules()
	}
	var outside uint8
	outsideDone := false
	for i := range k.protect {
		ru := &k.protect[i]
		if ru.entry.Write && access&shell.Write == 0 {
			continue
		}
		if dc == nil && (ru.pending || ru.unaltered) {
			if !outsideDone {
				outside, outsideDone = k.outsideAnchors(p), true
			}
			if ru.pending && k.tableMisses(ru, p, outside) {
				continue // built when a path can match it
			}
			if !ru.pending && ru.anchors&^outside == 0 {
				// Built from the table with no real spelling: each
				// glob lies under an anchor directory p is outside,
				// as tableMisses found.
				continue
			}
		}
		k.ready(ru)
		if ru.unspelled {
			k.spell(ru)
		}
		if ru.match(p) {
			return ru, false
		}
		if dc != nil && ru.holds(dp, dc) {
			return ru, true
		}
	}
	return nil, false
}
