package floor

import (
	"fmt"
	"os"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/pregate/pregate/shell"
)

// Tree is an access bit of the floor's own, added to shell.Read or
// shell.Write: the access reaches everything below the path, not just the
// path (grep -r, tar c, cp -r sources; rm -r, mv, chmod -R). A tree access
// is denied when the directory holds a protected path, so moving ~/.config
// away is writing ~/.config/pregate.
const Tree shell.Access = 1 << 7

// Config is the floor of one call: the directories of the session, the
// protected set added by policy, the scopes and the tenants. The zero
// value protects the built-in set.
//
// The first check compiles the Config, so a Config is not safe for use by
// several goroutines until one check has returned. Its patterns are not
// validated here: a policy loader refuses a pattern ValidatePattern
// rejects, and one that reaches the floor all the same protects its exact
// text.
type Config struct {
	// Home, Project and Tmp are the session's home, project root and
	// temporary directory; they anchor ~, {home}, {project} and {tmp}.
	Home, Project, Tmp string
	// Cwd is the session's working directory: the base for relative paths
	// when a segment's own working directory is unknown, and, with its
	// parents, a critical path for recursive deletes.
	Cwd string
	// TenantRoot is a glob ("/srv/tenants/*"); each match is a tenant, and
	// the session belongs to the one holding Project.
	TenantRoot string
	// Protect entries are denied for read and write, ProtectWrite entries
	// for write; both add to Builtin. Their Write field is ignored.
	Protect, ProtectWrite []Entry
	// WriteScope denies writes anywhere else; empty means DefaultWriteScope:
	// the project, {tmp} and the system temp roots. ReadScope, when set,
	// denies reads anywhere else.
	WriteScope, ReadScope []Entry
	// Self are pregate's own files: every policy file, the audit log, the
	// binary. They are write-protected, and so is moving or deleting any
	// directory above them.
	Self []string
	// ClaudeConfigDir is $CLAUDE_CONFIG_DIR when set: Claude Code's
	// configuration directory in place of ~/.claude, protected the same.
	ClaudeConfigDir string
	// RemoveIDs are built-in entry ids to leave out. Only managed policy
	// may set them; the caller enforces that.
	RemoveIDs []string

	k *compiled
	// reference turns the floor's fast paths and per-call caches off, so
	// that the tests can compare the answers of the two.
	reference bool
}

// Class is what a floor verdict does to the call.
type Class uint8

const (
	// Deny is final: no rule, level or mode lifts it.
	Deny Class = iota
	// Ask is at least a prompt: the call is asked about whatever the
	// rules say, and a deny from the rules still wins. It is the answer
	// for a path the floor cannot judge exactly (a file with other names
	// it cannot see, a descriptor it cannot follow, a glob or tilde it
	// cannot expand).
	Ask
	// NoAllow takes allow away and nothing else: the rules may still deny
	// or ask, and an allow becomes no opinion, so Claude Code's own prompt
	// decides. It is the class of Claude Code's protected paths and of
	// removing a critical path, which Claude Code never pre-approves.
	NoAllow
)

// Verdict is what the floor has against a call. A Deny is final: no rule,
// level or mode lifts it; an Ask or a NoAllow limits what the rules may
// answer (see Class).
type Verdict struct {
	// Class is Deny for the zero Verdict.
	Class Class
	// Given is the path as written, Lexical and Resolved as in Resolution,
	// Chain the symbolic links followed. Empty for a circuit breaker that
	// is not about one path (a fork bomb, mkfs).
	Given, Lexical, Resolved string
	Chain                    []string
	// Entry is what matched: a protected entry, or a synthetic one for a
	// scope ("write-scope", "read-scope"), a tenant ("tenant") or a
	// circuit breaker ("breaker.*"), with Source "builtin" or the policy.
	Entry  Entry
	Access shell.Access
	// Agent is the reason for the agent: which path is off-limits and that
	// nothing inside the session can unlock it. Operator is the reason for
	// people: the path as given and as resolved, the chain, the entry.
	Agent, Operator string
}

// DefaultWriteScope is the write scope when a policy sets none: the
// project, the session's temp directory ({tmp}, from $TMPDIR) and the
// system temp roots every program may use for scratch files whatever
// $TMPDIR says (/tmp, /var/tmp, /dev/shm; /private/… on macOS is their
// resolved spelling). A system temp root that holds the home directory or
// the project is left out: the session lives in it (a sandbox, a test),
// so the rest of it is not scratch but someone else's. {tmp} holding them
// stays scratch except for the home directory and the directories above
// the project. Deleting a temp
// root whole stays a circuit breaker: /tmp is a direct child of /.
var DefaultWriteScope = []Entry{
	{Pattern: "{project}/**", ID: "write-scope", Source: "builtin"},
	{Pattern: "{tmp}/**", ID: "write-scope", Source: "builtin"},
	{Pattern: "/tmp/**", ID: "write-scope", Source: "builtin"},
	{Pattern: "/var/tmp/**", ID: "write-scope", Source: "builtin"},
	{Pattern: "/dev/shm/**", ID: "write-scope", Source: "builtin"},
}

// defaultWriteScope is DefaultWriteScope without the system temp roots
// that hold the home directory or the project; a session temp directory
// that holds them keeps its entry without them (see sessionInTmp).
func (k *compiled) defaultWriteScope() []Entry {
	out := make([]Entry, 0, len(DefaultWriteScope))
	for _, e := range DefaultWriteScope {
		root, ok := strings.CutSuffix(e.Pattern, "/**")
		if ok && path.IsAbs(root) && k.holdsSession(root) {
			continue
		}
		if ok && root == "{tmp}" && slices.ContainsFunc(k.tmp, k.holdsSession) {
			// $TMPDIR (or /tmp, its fallback) holds the home directory
			// or the project: it stays scratch, but not the home
			// directory in it, nor the directories above the project.
			e.Except = append(slices.Clone(e.Except), k.sessionInTmp()...)
		}
		out = append(out, e)
	}
	return out
}

// sessionInTmp are the patterns the session's temp directory leaves out
// of the default write scope when it holds the session: the home
// directory and everything in it, and each directory from the temp
// directory down to the project's parent.
func (k *compiled) sessionInTmp() []string {
	var out []string
	for _, h := range k.home {
		out = append(out, escapeMeta(h), escapeMeta(h)+"/**")
	}
	for _, t := range k.tmp {
		for _, d := range []string{t, k.rv.resolve(t, "/", "").Resolved} {
			for _, p := range k.project {
				if !below(p, d) {
					continue
				}
				for a := path.Dir(p); a != "/" && (a == d || below(a, d)); a = path.Dir(a) {
					if !slices.Contains(out, escapeMeta(a)) {
						out = append(out, escapeMeta(a))
					}
				}
			}
		}
	}
	return out
}

// holdsSession reports whether dir (as written or resolved) is or holds
// the home directory or the project.
func (k *compiled) holdsSession(dir string) bool {
	for _, d := range []string{dir, k.rv.resolve(dir, "/", "").Resolved} {
		for _, p := range append(append([]string(nil), k.home...), k.project...) {
			if p == d || below(p, d) {
				return true
			}
		}
	}
	return false
}

// compiled is a Config ready for checks.
type compiled struct {
	anchors
	protect []rule
	// writeScope and readScope are built from writeEntries and
	// readEntries by scopes, on the first check that needs them.
	writeScope                []rule
	readScope                 []rule
	scopeText                 [2]string // the patterns as written, for reasons
	writeEntries, readEntries []Entry
	scoped                    bool
	tenant                    *glob
	// real are the spellings of the home and project directories that
	// are directories reached without a link: a walk below one can start
	// there (see realPath). Nil until realPath first runs.
	real []string
	// plain says, per anchor, that the precompiled built-in globs apply
	// (see plainAnchors).
	plain [AnchorAnyDepth + 1]bool
	// self are pregate's own files, and selfHome the home they are
	// resolved against, until selfRules adds them to protect.
	self       []string
	selfHome   string
	tenantSelf string
	critical   map[string]bool // see criticalSet
	cwd        string

	// mu guards rv, whose memo of Lstat and Readlink lives as long as the
	// Config: one call, in which the file system is taken as it stands.
	mu sync.Mutex
	rv resolver
	// held is the strongest verdict short of a deny found by the check
	// under way; a deny found later still wins. holds counts the verdicts
	// offered to hold, so that check can tell a check that held nothing.
	held  *Verdict
	holds int
	// passed are the checks of the call that found nothing (see check).
	passed map[checkKey]struct{}
	// ids are the identities of the protected set's files, gathered on
	// the first path that exists (see identity.go).
	ids *identities
	// clearTop is the top of the last walk up against readIdentities
	// that ran to the root (see byIdentityIn). With first, the walk
	// stops only at a directory of the chain that has a name in the set
	// other than itself, whatever the path below the top; the memo's
	// nodes and the set stay as they are for the call, so the walk from
	// the same top runs to the root again.
	clearTop string
	// globArena and joined hold the built-in rules' globs and their
	// patterns (see globSlice, join).
	globArena []glob
	joined    strings.Builder
	// listings memoises the directory listings the identity walk reads.
	listings map[string][]os.DirEntry
	// byName leaves the identity comparison out of a check.
	byName bool
	// shopt are the glob options the command has set so far.
	shopt globOpts
	// hooksPath is the repository's core.hooksPath, read on first use.
	hooksPath []string
	hooksRead bool
}

// hold keeps v when it is stronger than what is held: Ask beats NoAllow.
func (k *compiled) hold(v *Verdict) {
	if v == nil {
		return
	}
	k.holds++
	if k.held == nil || v.Class == Ask && k.held.Class != Ask {
		k.held = v
	}
}

// settle is the result of one check: the deny when there is one, else the
// strongest verdict held.
func (k *compiled) settle(deny *Verdict) *Verdict {
	held := k.held
	k.held = nil
	if deny != nil {
		return deny
	}
	return held
}

// compiled is the Config prepared for checks: the anchors expanded and
// resolved, the protected set built. The first check compiles.
func (c *Config) compiled() *compiled {
	if c.k == nil {
		c.k = c.compile()
	}
	return c.k
}

func (c *Config) compile() *compiled {
	k := &compiled{}
	rv := &k.rv
	rv.reference = c.reference
	var plain [2]bool // the first spellings' resolutions, for realDirs
	k.home, plain[0] = rv.anchorSpellings(c.Home)
	k.project, plain[1] = rv.anchorSpellings(c.Project)
	k.tmp = rv.spellings(c.Tmp)
	k.cwd = c.Cwd
	if !path.IsAbs(k.cwd) {
		k.cwd = ""
	}

	k.realDirsKnown(&plain)

	k.plain[AnchorHome] = plainAnchors(k.home)
	k.plain[AnchorProject] = plainAnchors(k.project)
	k.plain[AnchorTmp] = plainAnchors(k.tmp)
	// Each rule's globs are built the first time a check reaches it
	// (see ready): a read never reaches the write-only entries.
	k.protect = make([]rule, 0, len(Builtin)+2+len(c.Protect)+len(c.ProtectWrite)+2*len(c.Self))
	c.eachProtected(func(e *Entry, builtin int) {
		k.protect = append(k.protect, rule{entry: e, builtin: builtin, pending: true})
	})
	// pregate's own files are write-only entries, resolved when a write
	// is first checked (see selfRules): a call that only reads does not
	// look at them.
	k.self, k.selfHome = c.Self, c.Home

	k.writeEntries, k.readEntries = c.WriteScope, c.ReadScope

	if c.TenantRoot != "" {
		if pats := expandPattern(c.TenantRoot, &k.anchors, true); len(pats) > 0 {
			g := newGlob(pats[0])
			k.tenant = &g
			for _, p := range k.project {
				if t := k.tenantOf(p); t != "" {
					k.tenantSelf = t
					break
				}
			}
		}
	}
	return k
}

// spellings are the absolute path p cleaned and, when it differs,
// resolved; nil for a relative p.
func (rv *resolver) spellings(p string) []string {
	s, _ := rv.anchorSpellings(p)
	return s
}

// anchorSpellings is spellings of p, and whether the resolution of the
// first is plainResolution.
func (rv *resolver) anchorSpellings(p string) (_ []string, plain bool) {
	if !path.IsAbs(p) {
		return nil, false
	}
	p = cleanAbs(p)
	r := rv.resolve(p, "/", "")
	if r.Resolved != p {
		return []string{p, r.Resolved}, false
	}
	return []string{p}, plainResolution(&r, p)
}

// plainResolution reports whether r, the resolution of the clean path
// d, is d itself, walked without a link, an error or a descriptor.
func plainResolution(r *Resolution, d string) bool {
	return r.Resolved == d && r.Lexical == d && r.Err == nil && len(r.hops) == 0 && r.via == ""
}

// criticalSet is critical, built on first use (a recursive delete, move
// or chmod): /, the home directory and every directory above the project
// and the session's working directory, in each spelling.
func (k *compiled) criticalSet() map[string]bool {
	if k.critical != nil {
		return k.critical
	}
	k.critical = map[string]bool{"/": true}
	for _, h := range k.home {
		k.critical[h] = true
	}
	for _, d := range append(append([]string{}, k.project...), k.rv.spellings(k.cwd)...) {
		for ; d != "/"; d = parent(d) {
			k.critical[d] = true
		}
	}
	return k.critical
}

// scopes builds the write and read scopes, once.
func (k *compiled) scopes() {
	if k.scoped {
		return
	}
	k.scoped = true
	ws := k.writeEntries
	if len(ws) == 0 {
		ws = k.defaultWriteScope()
	}
	for i := range ws {
		k.writeScope = append(k.writeScope, k.rule(&ws[i], true))
	}
	for i := range k.readEntries {
		k.readScope = append(k.readScope, k.rule(&k.readEntries[i], true))
	}
	k.scopeText[0] = patternsText(ws)
	k.scopeText[1] = patternsText(k.readEntries)
}

// ready builds a protected rule's globs the first time a check reaches
// it: from the precompiled table for a built-in entry when the table
// applies, else by compiling the entry.
func (k *compiled) ready(ru *rule) {
	if ru.pending {
		k.build(ru) // kept out of ready, so that ready inlines
	}
}

func (k *compiled) build(ru *rule) {
	if ru.builtin >= 0 {
		if r, ok := k.builtinRule(ru.builtin, ru); ok {
			*ru = r
			return
		}
	}
	*ru = k.rule(ru.entry, false)
}

// selfRules adds the rules of pregate's own files to protect, after every
// other entry as protectedEntries orders them, the first time a check
// needs them: a write, or the identities of the whole set.
func (k *compiled) selfRules() {
	if k.self == nil {
		return
	}
	self := k.self
	k.self = nil
	entries := selfEntries(self, &k.rv, k.selfHome)
	for i := range entries {
		k.protect = append(k.protect, k.rule(&entries[i], false))
	}
}

// spellingsOf is a literal path as configured and as resolved, so that a
// file reached through a symlinked directory is still itself.
func spellingsOf(p string, rv *resolver, home string) []string {
	r := rv.resolve(p, "/", home)
	if r.Resolved != r.Lexical {
		return []string{r.Lexical, r.Resolved}
	}
	return []string{r.Lexical}
}

func (k *compiled) rule(e *Entry, scope bool) rule {
	r := rule{entry: e, unspelled: !scope, builtin: -1}
	if len(e.Except) == 0 && !k.rv.reference {
		if plainLiteral(e.Pattern) {
			// pregate's own files: what expandPattern and newGlob make
			// of a clean absolute path without wildcards or anchors.
			r.globs = []glob{{pat: e.Pattern, prefix: e.Pattern, valid: true, literal: true}}
			return r
		}
		if dir, ok := strings.CutSuffix(e.Pattern, "/**"); ok && plainLiteral(dir) {
			// The folders pregate watches, the system temp roots of
			// the write scope: what they make of such a path and /**.
			r.globs = []glob{{pat: e.Pattern, prefix: e.Pattern[:len(dir)+1], valid: true, tree: true}}
			return r
		}
	}
	for _, p := range expandPattern(e.Pattern, &k.anchors, scope) {
		r.globs = append(r.globs, newGlob(p))
	}
	for _, x := range e.Except {
		for _, p := range expandPattern(x, &k.anchors, scope) {
			r.except = append(r.except, newGlob(p))
		}
	}
	return r
}

// plainLiteral reports whether the pattern p is a clean absolute path of
// printable ASCII without a space or a character the glob engine, an
// anchor or the case folding reads: its one spelling is p, a literal.
func plainLiteral(p string) bool {
	if caseFold || p == "/" || !isClean(p) {
		return false // "/" is read as "/**", everything
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; c >= 0x80 || literalBytes[c>>6]&(1<<(c&63)) == 0 {
			return false
		}
	}
	return true
}

// literalBytes is the set of bytes plainLiteral takes, as bits: '!'
// to '~' but for * ? [ ] { } and the backslash.
var literalBytes = [2]uint64{
	(1<<0x40 - 1) &^ (1<<0x21 - 1) &^ (1<<'*' | 1<<'?'),
	(1<<(0x7f-0x40) - 1) &^ (1<<('['-0x40) | 1<<(']'-0x40) | 1<<('\\'-0x40) | 1<<('{'-0x40) | 1<<('}'-0x40)),
}

// spell adds the real spellings of a protected rule's globs, the first
// time a path is checked against it: ~/.bashrc -> dotfiles/bashrc, the
// file is protected where it really lives too, or editing it there would
// be a way around the entry. The resolver's memo makes every check of one
// call see the file system as it stood at the first look.
func (k *compiled) spell(r *rule) {
	r.unspelled = false
	n := len(r.globs)
	for i := 0; i < n; i++ {
		if alt, ok := k.realSpelling(&r.globs[i], false); ok {
			r.globs = append(r.globs, alt)
		}
	}
}

// realSpelling is g with its literal leading directory (or, for a pattern
// without wildcards, the whole path) resolved through symlinks; ok is false
// when nothing changes. With clean, the caller knows that the literal
// leading directory of g is clean (see globTmpl.cleanBelow), which it
// then does not look at.
func (k *compiled) realSpelling(g *glob, clean bool) (glob, bool) {
	base := strings.TrimSuffix(g.prefix, "/")
	if base == "" || !g.valid || strings.Contains(base, `\`) {
		return glob{}, false
	}
	if caseFold {
		return glob{}, false // the patterns are folded; the disk is not
	}
	if !k.underAnchor(base) {
		// System paths (/etc/shadow) are not managed as symlinks; a
		// look at each would cost the hot path a syscall for nothing.
		return glob{}, false
	}
	lexical, resolved, err := k.realPath(base, clean || isClean(base))
	if resolved == lexical || err != nil {
		return glob{}, false
	}
	return newGlob(escapeMeta(resolved) + g.pat[len(base):]), true
}

// realDirs finds real, once: the spellings of the home and project
// directories that are directories the walk reaches without a link.
func (k *compiled) realDirs() {
	k.realDirsKnown(nil)
}

// realDirsKnown is realDirs, told by compile (plain, when not nil)
// whether the resolutions of the first spellings of the home and
// project directories were plainResolution: resolving them again would
// walk the same memoised components to the same end.
func (k *compiled) realDirsKnown(plain *[2]bool) {
	if k.real != nil {
		return
	}
	k.real = []string{}
	for li, list := range [][]string{k.home, k.project} {
		for i, d := range list {
			var ok bool
			if i == 0 && plain != nil {
				ok = plain[li]
			} else {
				r := k.rv.resolve(d, "/", "")
				ok = plainResolution(&r, d)
			}
			if ok && !strings.HasPrefix(d, "/proc/") && k.rv.lstat(d) == dir {
				k.real = append(k.real, d)
			}
		}
	}
	if !k.rv.reference {
		k.rv.real = k.real
	}
}

// realPath is p cleaned, p resolved and the resolution's error, as
// resolve gives them; below a real directory of the session the walk
// starts there instead of at the root. clean is isClean(p), which the
// caller may know without looking.
func (k *compiled) realPath(p string, clean bool) (lexical, resolved string, err error) {
	k.realDirs()
	from := ""
	if clean {
		for _, d := range k.real {
			if len(d) > len(from) && strings.HasPrefix(p, d) && len(p) > len(d) && p[len(d)] == '/' {
				from = d
			}
		}
	}
	if from == "" {
		r := k.rv.resolve(p, "/", "")
		return r.Lexical, r.Resolved, r.Err
	}
	if plainBelow(&k.rv, from, p) {
		return p, p, nil
	}
	w := walker{rv: &k.rv}
	resolved, _, err = w.walkFrom(from, splitPath(p[len(from):]))
	return p, resolved, err
}

// plainBelow reports whether walking the clean path p from the real
// directory from, a prefix of it, meets no symlink before the walk ends
// or reaches a missing file or a file with components below it: p then
// resolves to itself, as walkFrom would find, without building the
// components and the joined prefixes it builds. The lstat of each prefix
// is the resolver's, as walkFrom's is.
func plainBelow(rv *resolver, from, p string) bool {
	if from == "/" || p == "/proc" || strings.HasPrefix(p, "/proc/") {
		return false // walkFrom models /proc/self for the shell
	}
	for i := len(from); i < len(p); {
		end := len(p)
		if j := strings.IndexByte(p[i+1:], '/'); j >= 0 {
			end = i + 1 + j
		}
		switch rv.lstat(p[:end]) {
		case missing:
			return true
		case file:
			return true // the end, or ENOTDIR below it
		case symlink:
			return false
		}
		i = end
	}
	return true
}

// cleanOrEmpty is p when isClean(p), else "".
func cleanOrEmpty(p string) string {
	if isClean(p) {
		return p
	}
	return ""
}

// isClean reports whether the absolute path p is what path.Clean makes of
// it, without building the cleaned copy: no empty, "." or ".."
// component and no trailing slash.
func isClean(p string) bool {
	if p == "/" {
		return true
	}
	if p == "" || p[0] != '/' {
		return false
	}
	// One pass over the slashes: what follows each must be a component
	// other than "" (a double or trailing slash), "." and "..".
	for i := 0; i < len(p); {
		c := p[i+1:]
		if c == "" || c[0] == '/' || c[0] == '.' && (len(c) == 1 || c[1] == '/' || c[1] == '.' && (len(c) == 2 || c[2] == '/')) {
			return false
		}
		j := strings.IndexByte(c, '/')
		if j < 0 {
			return true
		}
		i += 1 + j
	}
	return true
}

// below reports whether p starts with d and a slash, as
// strings.HasPrefix(p, d+"/") does, without building d+"/".
func below(p, d string) bool {
	return len(p) > len(d) && p[len(d)] == '/' && strings.HasPrefix(p, d)
}

// underAnchor reports whether p is inside the home or project directory.
func (k *compiled) underAnchor(p string) bool {
	for _, list := range [][]string{k.home, k.project} {
		for _, a := range list {
			if below(p, a) {
				return true
			}
		}
	}
	return false
}

func patternsText(es []Entry) string {
	ps := make([]string, len(es))
	for i, e := range es {
		ps[i] = e.Pattern
	}
	return strings.Join(ps, ", ")
}

// tenantOf is the tenant directory holding p, "" when p is in none.
func (k *compiled) tenantOf(p string) string {
	if k.tenant == nil {
		return ""
	}
	pc := splitPath(p)
	for n := 1; n <= len(pc); n++ {
		prefix := "/" + strings.Join(pc[:n], "/")
		if k.tenant.match(prefix) {
			return prefix
		}
	}
	return ""
}

// CheckPath applies the floor to one path that a call reads or writes:
// a file tool's path, a Grep or Glob directory, a Bash redirect target.
// cwd is the working directory the path is relative to; "" means unknown,
// and a relative path is then judged against the session's cwd, project
// and home, denied if any of them reaches a protected path. It returns
// nil when the floor has nothing against the access.
func (c *Config) CheckPath(given, cwd string, access shell.Access) *Verdict {
	k := c.compiled()
	k.mu.Lock()
	defer k.mu.Unlock()
	k.held = nil
	return k.settle(k.checkPath(&k.rv, given, cwd, access, true))
}

// checkPath is CheckPath with the resolver of the call; scope false leaves
// the scopes out and judges the path by the protected set alone.
func (k *compiled) checkPath(rv *resolver, given, cwd string, access shell.Access, scope bool) *Verdict {
	if path.IsAbs(cwd) || isAnchored(given) {
		return k.check(rv, given, cwd, access, scope)
	}
	bases := make([]string, 0, 4)
	for _, b := range [][]string{{k.cwd}, k.project, k.home} {
		for _, d := range b {
			if d != "" && !slices.Contains(bases, d) {
				bases = append(bases, d)
			}
		}
	}
	if len(bases) == 0 {
		bases = append(bases, "")
	}
	for i, b := range bases {
		// The write scope is judged once, against the session's own cwd:
		// over-protecting is the point here, refusing every relative
		// write after a dynamic cd is not.
		if v := k.check(rv, given, b, access, scope && i == 0); v != nil {
			if v.Operator != "" {
				v.Operator += " (working directory unknown; judged against " + b + ")"
			}
			return v
		}
	}
	return nil
}

// isAnchored reports whether a path does not depend on the working
// directory.
func isAnchored(p string) bool {
	if strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") {
		return true
	}
	_, ok := cutVar(p, "HOME")
	return ok
}

// harmless are the device files any command may use. Only the exact
// names are: /dev/fd/3/x goes through a descriptor, and /dev/pts/../sda
// is a disk once cleaned.
func harmless(p string) bool {
	switch p {
	case "/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom",
		"/dev/stdin", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/ptmx":
		return true
	}
	for _, d := range []string{"/dev/fd/", "/dev/pts/", "/proc/self/fd/", "/proc/thread-self/fd/"} {
		if n, ok := strings.CutPrefix(p, d); ok {
			return isDigits(n)
		}
	}
	return false
}

// checkKey is one check of a call: what check is given, and whether the
// identity comparison is left out.
type checkKey struct {
	given, cwd    string
	access        shell.Access
	scope, byName bool
}

// check judges one path (see judge), once per call: a check that found
// nothing and held nothing finds nothing again, since the resolver takes
// the file system as it stood at its first look and the protected set
// does not change within a call. The working directory of every segment
// and a path a command names twice are judged once.
func (k *compiled) check(rv *resolver, given, cwd string, access shell.Access, scope bool) *Verdict {
	if rv.reference || rv != &k.rv {
		return k.judge(rv, given, cwd, access, scope)
	}
	key := checkKey{given: given, cwd: cwd, access: access, scope: scope, byName: k.byName}
	if _, ok := k.passed[key]; ok {
		return nil
	}
	holds := k.holds
	v := k.judge(rv, given, cwd, access, scope)
	if v == nil && k.holds == holds {
		if k.passed == nil {
			k.passed = make(map[checkKey]struct{}) // 9 in the 20-part command, 1 for ls -la
		}
		k.passed[key] = struct{}{}
	}
	return v
}

// judge is the floor's judgement of one path: resolved, then compared by
// name, by identity, with the tenants, Claude Code's own paths and the
// scopes.
func (k *compiled) judge(rv *resolver, given, cwd string, access shell.Access, scope bool) *Verdict {
	r := rv.resolve(given, cwd, firstOr(k.home))
	if harmless(r.Lexical) || r.descriptor && harmless(r.Resolved) {
		return nil
	}
	cands := make([]string, 0, 4)
	add := func(p string) {
		if p == "" {
			return
		}
		if caseFold {
			p = strings.ToLower(p)
		}
		if !slices.Contains(cands, p) {
			cands = append(cands, p)
		}
	}
	add(r.Lexical)
	add(r.Resolved)
	add(r.alt)
	if r.Err == ErrTooManyLinks {
		// A loop: there is no one answer, so every side of every link
		// counts.
		for _, h := range r.hops {
			add(h.link)
			add(h.target)
		}
	}

	for _, p := range cands {
		if ru, holds := k.protectedBy(p, access); ru != nil {
			return k.verdict(&r, access, *ru.entry, p, holds)
		}
	}
	if r.tildeRest != "" {
		// ~-/.ssh/id_rsa, ~2/x, ~nosuch/x: bash decides at run time; every
		// likely base is judged, and the path is unresolved.
		for _, b := range k.likelyBases(cwd) {
			if v := k.check(rv, b+r.tildeRest, "/", access, false); v != nil && v.Class == Deny {
				v.Given = r.Given
				v.Operator += " (" + r.Err.Error() + "; judged against " + b + ")"
				return v
			}
		}
	}
	if !k.byName {
		if v := k.byIdentity(rv, &r, access); v != nil {
			return v
		}
		if v := k.treeByIdentity(rv, &r, access); v != nil {
			return v
		}
	}
	if k.tenant != nil {
		for _, p := range cands {
			if t := k.tenantOf(p); t != "" && t != k.tenantSelf {
				return k.tenantVerdict(&r, access, t)
			}
			if access&Tree != 0 && k.tenant.holds(cleanOrEmpty(p), splitPath(p)) {
				return k.tenantVerdict(&r, access, p)
			}
		}
	}
	if Unresolved(r.Err) {
		k.hold(unresolvedVerdict(&r, access))
	}
	if access&shell.Write != 0 {
		for _, p := range cands {
			if v := k.claudeProtected(&r, p, access); v != nil {
				k.hold(v)
				break
			}
		}
	}
	if !scope {
		return nil
	}
	if access&shell.Write != 0 || len(k.readEntries) > 0 && access&shell.Read != 0 {
		k.scopes()
	}
	if access&shell.Write != 0 {
		for _, p := range cands[:min(2, len(cands))] {
			if !inScope(k.writeScope, p) {
				return k.scopeVerdict(&r, access, "write-scope", k.writeScope, k.scopeText[0])
			}
		}
	}
	if len(k.readScope) > 0 && access&shell.Read != 0 {
		for _, p := range cands[:min(2, len(cands))] {
			if !inScope(k.readScope, p) {
				return k.scopeVerdict(&r, access, "read-scope", k.readScope, k.scopeText[1])
			}
		}
	}
	return nil
}

// likelyBases are the directories a path of unknown start may be relative
// to: the segment's and the session's working directory, the project and
// the home directory.
func (k *compiled) likelyBases(cwd string) []string {
	out := make([]string, 0, 4)
	for _, b := range [][]string{{cwd, k.cwd}, k.project, k.home} {
		for _, d := range b {
			if path.IsAbs(d) && !slices.Contains(out, d) {
				out = append(out, d)
			}
		}
	}
	return out
}

// unresolvedVerdict is the Ask for a path the floor cannot spell out.
func unresolvedVerdict(r *Resolution, access shell.Access) *Verdict {
	e := Entry{Pattern: r.Given, ID: "unresolved-path", Source: "builtin"}
	v := newVerdict(r, access, e)
	v.Class = Ask
	why := "it depends on what the shell has at run time"
	switch r.Err {
	case ErrDescriptor:
		why = "it goes through an open file descriptor, and what that descriptor is cannot be seen before the command runs"
	case ErrDirStack:
		why = "its tilde names the directory stack or the previous directory, which only the running shell knows"
	case ErrUnknownUser:
		why = "its tilde names a user whose home directory cannot be found"
	}
	v.Agent = fmt.Sprintf("%s %s needs the user's approval: %s. Spell the path out in full to avoid the question.", verb(access), r.shown(), why)
	v.Operator = fmt.Sprintf("floor %s: %s of %s: %v", e.ID, accessWord(access), r.operatorPaths(), r.Err)
	return v
}

func firstOr(list []string) string {
	if len(list) == 0 {
		return ""
	}
	return list[0]
}

func inScope(scope []rule, p string) bool {
	for i := range scope {
		if scope[i].match(p) {
			return true
		}
		// The scope's root itself ({project}) is inside {project}/**,
		// unless the entry leaves it out.
		for _, g := range scope[i].globs {
			if strings.HasSuffix(g.pat, "/**") && p == strings.TrimSuffix(g.pat, "/**") &&
				!slices.ContainsFunc(scope[i].except, func(x glob) bool { return x.match(p) }) {
				return true
			}
		}
	}
	return false
}

// Reasons. The agent's text names the path and says it cannot be unlocked
// from inside the session; it never names a policy file or an entry the
// agent could try to work around. The operator's text names everything.

func verb(a shell.Access) string {
	switch {
	case a&Tree != 0 && a&shell.Write != 0:
		return "Deleting, moving or changing"
	case a&Tree != 0:
		return "Reading everything under"
	case a&shell.Write != 0:
		return "Writing"
	default:
		return "Reading"
	}
}

func accessWord(a shell.Access) string {
	s := "read"
	if a&shell.Write != 0 {
		s = "write"
	}
	if a&Tree != 0 {
		s += " (whole tree)"
	}
	return s
}

// what is the kind of thing an entry protects, in words for the agent.
func what(e Entry) string {
	switch e.ID {
	case "claude-config", "claude-project-settings", "managed-config":
		return "part of the agent's own configuration"
	case "pregate-self":
		return "part of the guard that checks this session's tool calls"
	case "shell-rc", "git-hooks", "gitconfig":
		return "a file whose contents run later without review"
	}
	if e.Write {
		return "write-protected"
	}
	return "a protected credential or secret"
}

func (r *Resolution) shown() string {
	s := fmt.Sprintf("%q", r.Given)
	if r.Resolved != "" && r.Resolved != r.Given && r.Resolved != r.Lexical {
		s += " (which resolves to " + r.Resolved + " through a symbolic link)"
	} else if r.Lexical != "" && r.Lexical != r.Given {
		s += " (" + r.Lexical + ")"
	}
	return s
}

func (r *Resolution) operatorPaths() string {
	if r.Lexical == "" {
		return fmt.Sprintf("%q (dynamic, not resolved)", r.Given)
	}
	s := fmt.Sprintf("%q: lexical %s, resolved %s", r.Given, r.Lexical, r.Resolved)
	if len(r.Chain) > 0 {
		s += ", via " + strings.Join(r.Chain, ", ")
	}
	if r.Err != nil {
		s += " (" + r.Err.Error() + ")"
	}
	return s
}

func entryText(e Entry) string {
	src := e.Source
	if src == "" {
		src = "builtin"
	}
	if e.Line > 0 {
		src = fmt.Sprintf("%s:%d", src, e.Line)
	}
	return fmt.Sprintf("floor entry %s (%q, %s)", e.ID, e.Pattern, src)
}

func newVerdict(r *Resolution, access shell.Access, e Entry) *Verdict {
	return &Verdict{Given: r.Given, Lexical: r.Lexical, Resolved: r.Resolved, Chain: r.Chain, Entry: e, Access: access}
}

func (k *compiled) verdict(r *Resolution, access shell.Access, e Entry, matched string, holds bool) *Verdict {
	v := newVerdict(r, access, e)
	if holds {
		v.Agent = fmt.Sprintf("%s %s is blocked: it contains a path that is %s. This is a fixed limit that cannot be unlocked from inside this session; work on specific files instead, or ask the user.",
			verb(access), r.shown(), what(e))
		v.Operator = fmt.Sprintf("%s: %s of %s: %s holds paths the entry protects", entryText(e), accessWord(access), r.operatorPaths(), matched)
		return v
	}
	v.Agent = fmt.Sprintf("%s %s is blocked: it is %s. This is a fixed limit that cannot be unlocked from inside this session; do not look for another way to reach it, and ask the user if the task needs it.",
		verb(access), r.shown(), what(e))
	v.Operator = fmt.Sprintf("%s: %s of %s, matched at %s", entryText(e), accessWord(access), r.operatorPaths(), matched)
	return v
}

func (k *compiled) tenantVerdict(r *Resolution, access shell.Access, other string) *Verdict {
	self := k.tenantSelf
	selfWord := "tenant " + self
	if self == "" {
		selfWord = "no tenant"
	}
	e := Entry{Pattern: k.tenant.pat, ID: "tenant", Source: "builtin"}
	v := newVerdict(r, access, e)
	v.Agent = fmt.Sprintf("%s %s is blocked: it belongs to tenant %s, and this session belongs to %s. Another tenant's files are off-limits and this cannot be unlocked from inside the session.",
		verb(access), r.shown(), path.Base(other), selfWord)
	v.Operator = fmt.Sprintf("%s: %s of %s, in tenant %s; session tenant %s", entryText(e), accessWord(access), r.operatorPaths(), other, orNone(self))
	return v
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func (k *compiled) scopeVerdict(r *Resolution, access shell.Access, id string, scope []rule, text string) *Verdict {
	e := Entry{Pattern: text, ID: id, Source: "builtin"}
	if len(scope) > 0 {
		e.Source, e.Line = scope[0].entry.Source, scope[0].entry.Line
	}
	var dirs []string
	for _, ru := range scope {
		for _, g := range ru.globs {
			// {tmp} is often /tmp, a root of the default scope too.
			if d := strings.TrimSuffix(g.pat, "/**"); !slices.Contains(dirs, d) {
				dirs = append(dirs, d)
			}
		}
	}
	v := newVerdict(r, access, e)
	v.Agent = fmt.Sprintf("%s %s is blocked: this session may only %s under %s. This cannot be unlocked from inside the session; work inside those directories instead.",
		verb(access), r.shown(), scopeVerb(id), strings.Join(dirs, ", "))
	v.Operator = fmt.Sprintf("%s: %s of %s is outside [%s]", entryText(e), accessWord(access), r.operatorPaths(), text)
	return v
}

func scopeVerb(id string) string {
	if id == "read-scope" {
		return "read"
	}
	return "write"
}
