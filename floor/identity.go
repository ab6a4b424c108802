package floor

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
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
//     exists; a call that names no existing path never pays it;
//   - deep: a bounded walk of the protected directories (at most
//     maxDeepEntries entries), only when a checked file has more than one
//     link and near did not name it, or when a tree access (grep -r,
//     chmod -R, a search tool) reaches an existing directory;
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
	// trees that exist to their path.
	near map[ident]string
	// deep maps every file with more than one link found in the
	// protected trees (and the project's and home's copies of the
	// protected names that match at any depth) to its path; the flags say
	// which trees were walked (those of the entries that protect reads,
	// and of the write-only ones) and whether each walk saw everything.
	deep                                             map[ident]string
	readDone, readComplete, writeDone, writeComplete bool
}

// identities gathers near on first use.
func (k *compiled) identities(rv *resolver) *identities {
	if k.ids != nil {
		return k.ids
	}
	ids := &identities{near: make(map[ident]string)}
	k.ids = ids
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
		for gi := range ru.globs {
			g := &ru.globs[gi]
			var p string
			switch {
			case g.literal:
				p = g.pat
			case g.tree:
				p = strings.TrimSuffix(g.prefix, "/")
			default:
				continue
			}
			if p == "" || systemTree(p) {
				continue
			}
			ids.add(ids.near, rv, p)
		}
	}
	k.selfIdentities(rv, ids, self)
	return ids
}

// selfIdentities adds to near what the rules of pregate's own files
// would add (see selfEntries): each file's literal spellings, as written
// and as resolved, outside the system trees. Both name one file, which
// Lstat of the one as written finds through its directories' links and
// add through a last link, so a clean absolute path without wildcards
// outside the system trees is looked at once, without resolving it and
// building its rule.
func (k *compiled) selfIdentities(rv *resolver, ids *identities, self []string) {
	for _, s := range self {
		if s == "" {
			continue
		}
		if path.IsAbs(s) && isClean(s) && !systemTree(s) && globMeta.index(s) < 0 {
			ids.add(ids.near, rv, s)
			continue
		}
		for _, p := range spellingsOf(s, rv, k.selfHome) {
			if p != "" && !systemTree(p) && globMeta.index(p) < 0 {
				ids.add(ids.near, rv, p)
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
func (ids *identities) add(m map[ident]string, rv *resolver, p string) {
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
	if _, ok := m[n.id]; !ok {
		m[n.id] = p
	}
}

// deepIDs gathers deep on first use: the credentials' trees (the entries
// that protect reads), and with writes also the write-protected trees.
// complete reports whether the walk of those trees saw everything.
func (k *compiled) deepIDs(rv *resolver, writes bool) (ids *identities, complete bool) {
	ids = k.identities(rv)
	if ids.deep == nil {
		ids.deep = make(map[ident]string)
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
			if _, ok := ids.deep[n.id]; !ok {
				ids.deep[n.id] = p
			}
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
	targets := make(map[ident]string)
	for id, prot := range ids.deep {
		if ru, _ := k.protectedBy(prot, access&^Tree); ru != nil && !below(prot, r.Resolved) {
			targets[id] = prot
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
	top := p
	for rv.node(top).kind == missing && top != "/" {
		top = parent(top)
	}
	n := rv.node(top)
	if n.kind == missing || n.kind == symlink || n.id == (ident{}) {
		return nil
	}
	ids := k.identities(rv)
	for q := top; ; q = parent(q) {
		qn := rv.node(q)
		if prot, ok := ids.near[qn.id]; ok && qn.id != (ident{}) {
			alias := prot + p[len(q):]
			if q == "/" {
				alias = prot + p
			}
			if alias != p {
				if v := k.identityVerdict(r, access, alias, qn.id); v != nil {
					return v
				}
				if q == p {
					// The file is a known name of the protected set,
					// and that name is not protected for this access.
					return nil
				}
			}
		}
		if q == "/" || q == "." {
			break
		}
	}
	if top != p || n.kind != file || n.nlink < 2 {
		return nil
	}
	deep, complete := k.deepIDs(rv, true)
	if prot, ok := deep.deep[n.id]; ok {
		if prot == p {
			return nil
		}
		if v := k.identityVerdict(r, access, prot, n.id); v != nil {
			return v
		}
		return nil
	}
	if complete && hardLinkRoutine(p) {
		return nil
	}
	e := Entry{Pattern: p, ID: "hard-link", Source: "builtin"}
	v := newVerdict(r, access, e)
	v.Class = Ask
	v.Agent = fmt.Sprintf("%s %s needs the user's approval: the file has %d names (hard links), and pregate cannot tell whether another of them is protected.",
		verb(access), r.shown(), n.nlink)
	v.Operator = fmt.Sprintf("floor %s: %s of %s: %d links, none of them a known name of the protected set (deep walk complete: %t)",
		e.ID, accessWord(access), r.operatorPaths(), n.nlink, complete)
	k.hold(v)
	return nil
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
		if ru.pending && dc == nil {
			if !outsideDone {
				outside, outsideDone = k.outsideAnchors(p), true
			}
			if k.tableMisses(ru, p, outside) {
				continue // built when a path can match it
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
