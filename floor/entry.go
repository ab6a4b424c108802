package floor

import (
	"errors"
	"fmt"
	"path"
	"runtime"
	"slices"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/pregate/pregate/loc"
)

// Entry is one protected path pattern of the floor.
//
// Pattern syntax is doublestar's (*, **, ?, [..], {a,b}) with these
// anchors: "~/" and "$HOME/" are the home directory; "{home}", "{project}"
// and "{tmp}" are replaced by those directories; "/x" is absolute; a bare
// name ("id_rsa", ".env") matches at any depth, like "**/id_rsa"; any other
// relative pattern ("deploy/keys/**") is relative to the project. A
// trailing slash means the directory and everything below it.
type Entry struct {
	Pattern string
	// ID names the entry stably: managed policy removes built-in entries by
	// id, and verdicts and the audit log report it.
	ID string
	// Source and Line say where the entry was written: a policy file and
	// its line, or "builtin".
	Source string
	loc.Pos
	// Write makes the entry write-only: reads are allowed, writes (create,
	// change, delete, move, link) are not.
	Write bool
	// Except are patterns of the same syntax that the entry does not cover.
	Except []string
}

// caseFold is set where the usual file system ignores case, so that
// ~/.SSH is ~/.ssh.
var caseFold = runtime.GOOS == "darwin" || runtime.GOOS == "windows"

// ValidatePattern reports whether p is a floor pattern that protects what
// it says: a valid glob, anchored as Entry documents. A pattern that fails
// would guard only its exact text, or nothing at all ("{Project}/keys" and
// "~deploy/.ssh" are relative to no directory pregate knows), so a policy
// loader refuses it and points at its line.
func ValidatePattern(p string) error {
	t := strings.TrimSpace(p)
	switch {
	case t == "":
		return errors.New("empty floor pattern")
	case t[0] == '!':
		return fmt.Errorf("floor pattern %q: the floor has no exclusions (a ! pattern); it only grows", p)
	case t[0] == '~' && t != "~" && !strings.HasPrefix(t, "~/"):
		return fmt.Errorf("floor pattern %q: ~ is only the session's home (~/…); write another user's home as an absolute path", p)
	case t[0] == '$':
		if _, ok := cutVar(t, "HOME"); !ok {
			return fmt.Errorf("floor pattern %q: $HOME is the only variable a floor pattern expands", p)
		}
	case strings.HasPrefix(t, "**") && t != "**" && !strings.HasPrefix(t, "**/"):
		return fmt.Errorf("floor pattern %q: a leading ** is a whole path component (**/name); as it is, it is relative to no directory", p)
	case t[0] == '{':
		if !slices.ContainsFunc(placeholders, func(ph string) bool { return t == ph || strings.HasPrefix(t, ph+"/") }) {
			return fmt.Errorf("floor pattern %q: unknown anchor (want {home}, {project} or {tmp})", p)
		}
	}
	for i, comp := range strings.Split(t, "/") {
		if comp == ".." || comp == "." && (i > 0 || t == ".") {
			return fmt.Errorf("floor pattern %q: a %s component; write the path it means", p, comp)
		}
	}
	q := t
	for _, ph := range placeholders {
		q = strings.ReplaceAll(q, ph, "x")
	}
	if !doublestar.ValidatePattern(q) {
		return fmt.Errorf("bad floor pattern %q", p)
	}
	return nil
}

// placeholders are the anchors a floor pattern may name in braces.
var placeholders = []string{"{home}", "{project}", "{tmp}"}

// glob is one compiled spelling of a pattern.
type glob struct {
	pat    string // doublestar pattern: absolute, or starting with **/
	prefix string // literal leading directory ("/home/u/.ssh/"), "" for **/
	valid  bool
	// literal is set for a pattern without wildcards, tree for "dir/**"
	// with a literal dir: both match without the glob engine.
	literal, tree bool
	// base is set when the pattern's last component is a plain wildcard
	// (only * and ?): a path matches only if its last component starts
	// with head and ends with tail, which rejects most paths before the
	// glob engine runs.
	base       bool
	head, tail string
	// mid is a literal component after the literal leading directory
	// ("/home/*/.ssh/**" has .ssh), set when the pattern has no braces
	// or classes: a matching path has it as one of its components.
	mid string
}

func newGlob(p string) glob {
	g := glob{pat: p, valid: doublestar.ValidatePattern(p)}
	i := globStart.index(p)
	if i >= 0 {
		g.prefix = p[:strings.LastIndexByte(p[:i], '/')+1]
	} else {
		g.prefix = p
	}
	switch {
	case i < 0:
		g.literal = true
	case strings.HasSuffix(p, "/**") && i >= len(p)-3:
		g.tree = true // prefix is the dir and its slash
	default:
		g.base, g.head, g.tail = baseFilter(p)
		g.mid = midComp(p[len(g.prefix):])
	}
	return g
}

// midComp is the first component of the pattern rest (what follows the
// literal leading directory) without wildcards, "" when there is none or
// the pattern has braces or classes, which may span components.
func midComp(rest string) string {
	if strings.ContainsAny(rest, `[]{}\`) {
		return ""
	}
	for c := range strings.SplitSeq(rest, "/") {
		if c != "" && !strings.ContainsAny(c, "*?") {
			return c
		}
	}
	return ""
}

// hasComp reports whether c is one of the components of the clean,
// absolute path p.
func hasComp(p, c string) bool {
	for i := 0; ; {
		j := strings.Index(p[i:], c)
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || p[j-1] == '/') && (j+len(c) == len(p) || p[j+len(c)] == '/') {
			return true
		}
		i = j + 1
	}
}

// baseFilter is the literal start and end of the last component of the
// wildcard pattern p, ok when that component has only * and ? for
// wildcards: * and ? never match a slash, so the last component of the
// pattern is matched by the last component of the path alone, and that
// component then starts with head and ends with tail.
func baseFilter(p string) (ok bool, head, tail string) {
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		return false, "", ""
	}
	lc := p[i+1:]
	if lc == "" || strings.ContainsAny(lc, `[]{}\`) || strings.Contains(lc, "**") {
		return false, "", ""
	}
	j := strings.IndexAny(lc, "*?")
	if j < 0 {
		// A literal last component below a wildcard directory.
		return true, lc, ""
	}
	return true, lc[:j], lc[strings.LastIndexAny(lc, "*?")+1:]
}

// match reports whether the absolute, clean path p matches.
func (g *glob) match(p string) bool {
	switch {
	case g.literal:
		return p == g.pat
	case g.tree:
		// dir/** matches dir itself and everything below it.
		return strings.HasPrefix(p, g.prefix) || len(p)+1 == len(g.prefix) && strings.HasPrefix(g.prefix, p)
	}
	if !strings.HasPrefix(p, g.prefix) && (len(p)+1 != len(g.prefix) || !strings.HasPrefix(g.prefix, p)) {
		return false
	}
	if !g.valid {
		// A pattern that is not a valid glob still guards its exact text.
		return p == g.pat
	}
	if g.base {
		b := p[strings.LastIndexByte(p, '/')+1:]
		if len(b) < len(g.head)+len(g.tail) || !strings.HasPrefix(b, g.head) || !strings.HasSuffix(b, g.tail) {
			return false
		}
	}
	if g.mid != "" && !hasComp(p, g.mid) {
		return false
	}
	return doublestar.MatchUnvalidated(g.pat, p)
}

// holds reports whether the directory p (clean, or ""), with components dc, could contain a
// match of g, so that deleting, moving or recursively reading it reaches
// one. Patterns that match at any depth (**/…) say no: every directory
// could hold a .env, and the floor judges those files one by one.
func (g *glob) holds(p string, dc []string) bool {
	if !g.valid {
		return false
	}
	// The components of the literal leading directory are compared
	// first, as strings: the directory and that one must be one inside
	// the other (or the same) for their components to agree. p is "" when
	// it is not clean, and then only the components count.
	if pre := strings.TrimSuffix(g.prefix, "/"); p != "" && p != "/" && pre != "" && pre != p && !below(pre, p) && !below(p, pre) {
		return false
	}
	// The pattern's components are read in place (as splitPath gives
	// them), not split into a slice: a call checks a glob once or twice.
	first, _ := nextComp(g.pat, 0)
	if first == "" || first == "**" {
		return false
	}
	n := 0
	for c, i := nextComp(g.pat, 0); c != ""; c, i = nextComp(g.pat, i) {
		n++
	}
	if len(dc) >= n {
		return false
	}
	i := 0
	for _, c := range dc {
		var gc string
		gc, i = nextComp(g.pat, i)
		if gc == "**" {
			return true
		}
		if !strings.ContainsAny(gc, `*?[{\`) {
			// A literal component matches only itself.
			if gc != c {
				return false
			}
			continue
		}
		if ok, _ := doublestar.Match(gc, c); !ok {
			return false
		}
	}
	return true
}

// nextComp is the first component of p at or after index i that
// splitPath keeps (not empty, not "."), and the index after it; "" when
// there is none.
// mayReach reports whether g could match dir or a path below it, erring
// towards yes: the literal leading directory and dir must be one inside
// the other, and dir's components past it must fit the pattern's, up to
// a ** or the end of dir. Exceptions are not looked at.
func (g *glob) mayReach(dir string) bool {
	if !g.valid {
		return true
	}
	if g.match(dir) {
		return true
	}
	pre := strings.TrimSuffix(g.prefix, "/")
	if pre == "" || below(pre, dir) {
		return true
	}
	if pre != dir && !below(dir, pre) {
		return false
	}
	if g.literal {
		return false // it matches only its own path, which is not dir
	}
	rest := g.pat[len(g.prefix):]
	if strings.ContainsAny(rest, `[{\`) {
		return true // a class or braces may span components
	}
	i := 0
	for c, j := nextComp(dir, len(pre)); c != ""; c, j = nextComp(dir, j) {
		var gc string
		gc, i = nextComp(rest, i)
		switch {
		case gc == "":
			return false // the pattern has fewer components than dir
		case gc == "**":
			return true
		case strings.ContainsAny(gc, "*?"):
			if ok, _ := doublestar.Match(gc, c); !ok {
				return false
			}
		case gc != c:
			return false
		}
	}
	return true
}

func nextComp(p string, i int) (string, int) {
	for i < len(p) {
		var c string
		if k := strings.IndexByte(p[i:], '/'); k < 0 {
			c, i = p[i:], len(p)
		} else {
			c, i = p[i:i+k], i+k+1
		}
		if c != "" && c != "." {
			return c, i
		}
	}
	return "", i
}

// rule is one compiled Entry.
type rule struct {
	// entry is the rule's entry: an element of Builtin, of the Config's
	// lists or of the call's own copies, never changed once compiled.
	entry  *Entry
	globs  []glob
	except []glob
	// unspelled is set until the globs' real spellings (see realSpelling)
	// have been added: that costs a look at the disk per entry, which a
	// call that never reaches the entry does not need.
	unspelled bool
	// pending is set until the globs are built (see compiled.ready);
	// builtin is then the entry's index in Builtin, -1 for any other.
	// (builtin comes after the flags, which then share its word's
	// padding: 72 bytes a rule, not 80.)
	pending bool
	// looked is set once lookTable has looked at the rule; unaltered
	// when it found that none of the built-in rule's globs has a real
	// spelling, and kept when the rule is built from those globs (see
	// builtinRule), so that protectedBy passes over it as tableMisses
	// does.
	looked, unaltered bool
	// anchors are then the anchors of its globs, as bits (1<<Anchor);
	// 1<<AnchorRoot for a glob that no anchor bounds.
	anchors uint8
	builtin int
}

func (r *rule) match(p string) bool {
	for i := range r.globs {
		if r.globs[i].match(p) {
			for j := range r.except {
				if r.except[j].match(p) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// holds reports whether the directory p, whose components are dc, could
// contain a path the rule protects.
func (r *rule) holds(p string, dc []string) bool {
	for i := range r.globs {
		if r.globs[i].holds(p, dc) {
			return true
		}
	}
	return false
}

// anchors are the directories a pattern may refer to, each in every
// spelling it has (as configured and with symlinks resolved).
type anchors struct {
	home, project, tmp []string
}

// expandPattern turns one pattern into its absolute or **/ spellings. A
// placeholder with no value becomes **, which over-protects (for the
// protected set) — scope patterns pass scope=true and are dropped instead.
func expandPattern(p string, a *anchors, scope bool) []string {
	out := []string{normalisePattern(p)}
	for _, ph := range []struct {
		name string
		vals []string
	}{{"{home}", a.home}, {"{project}", a.project}, {"{tmp}", a.tmp}} {
		var next []string
		for _, q := range out {
			if !strings.Contains(q, ph.name) {
				next = append(next, q)
				continue
			}
			if len(ph.vals) == 0 {
				if scope {
					continue
				}
				next = append(next, strings.ReplaceAll(q, ph.name, "**"))
				continue
			}
			for _, v := range ph.vals {
				next = append(next, strings.ReplaceAll(q, ph.name, escapeMeta(strings.TrimSuffix(v, "/"))))
			}
		}
		out = next
	}
	for i, q := range out {
		q = cleanPattern(q)
		if caseFold {
			q = strings.ToLower(q)
		}
		out[i] = q
	}
	return out
}

// normalisePattern spells a pattern with its anchor as a placeholder:
// "~/" and "$HOME/" become "{home}/", a relative pattern with a slash
// "{project}/…", a bare name "**/name", and a trailing slash "/**".
func normalisePattern(p string) string {
	p = strings.TrimSpace(p)
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		p = "{home}" + p[1:]
	default:
		if rest, ok := cutVar(p, "HOME"); ok {
			p = "{home}" + rest
		}
	}
	if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "{") && !strings.HasPrefix(p, "**") {
		if strings.Contains(strings.TrimSuffix(p, "/"), "/") {
			p = "{project}/" + strings.TrimPrefix(p, "./")
		} else {
			p = "**/" + p
		}
	}
	if strings.HasSuffix(p, "/") {
		p += "**"
	}
	return p
}

// cleanPattern folds duplicate slashes, "." and "**/**" the way Resolve
// cleans paths, so that patterns and paths are spelled alike.
func cleanPattern(p string) string {
	if !isClean(p) {
		p = path.Clean(p)
	}
	for strings.Contains(p, "**/**") {
		p = strings.ReplaceAll(p, "**/**", "**")
	}
	return p
}

// byteSet is a set of ASCII bytes as bits, written as constants: the
// scans of the hot path test each byte against it, where strings.IndexAny
// builds its set again on every call.
type byteSet [2]uint64

// index is the index of the first byte of p in the set, -1 when none is;
// strings.IndexAny(p, the set's bytes) (TestByteSet).
func (s *byteSet) index(p string) int {
	for i := 0; i < len(p); i++ {
		if c := p[i]; c < 0x80 && s[c>>6]&(1<<(c&63)) != 0 {
			return i
		}
	}
	return -1
}

var (
	// globStart are the bytes that start a wildcard, a class, braces or
	// an escape: *?[{\ .
	globStart = byteSet{1<<'*' | 1<<'?', 1<<('['-0x40) | 1<<('{'-0x40) | 1<<('\\'-0x40)}
	// globMeta are every byte escapeMeta escapes: *?[]{}\ .
	globMeta = byteSet{1<<'*' | 1<<'?', 1<<('['-0x40) | 1<<(']'-0x40) | 1<<('{'-0x40) | 1<<('}'-0x40) | 1<<('\\'-0x40)}
)

func escapeMeta(s string) string {
	if globMeta.index(s) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[]{}\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
