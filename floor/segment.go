package floor

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/shell"
)

// CheckSegment applies the floor to one program of a Bash command: the
// circuit breakers, the working directory it runs in, the paths the shell
// decomposition found (seg.Paths), the operands of the file commands the
// floor knows itself, and every argv word that is spelled like a path
// (~…, /…, ./…, ../…, $HOME…, also after "--opt=" and "@"). seg.Cwd is the
// working directory at that point; when it is empty (a cd the shell could
// not follow) relative paths are judged against the session's cwd, the
// project and the home directory, and any of them reaching a protected
// path is a deny. It returns nil when the floor has nothing against the
// segment.
func (c *Config) CheckSegment(seg *shell.Segment) *Verdict {
	if seg == nil {
		return nil
	}
	k := c.compiled()
	k.mu.Lock()
	defer k.mu.Unlock()
	s := segCheck{k: k, rv: &k.rv, seg: seg, cwd: seg.Cwd}
	if len(seg.Argv) > 0 && !k.rv.reference {
		s.args = argsMemo{prog: seg.Program, argv: seg.Argv[1:]}
	}
	if !path.IsAbs(s.cwd) {
		s.cwd = ""
	}
	k.held = nil
	return k.settle(s.run())
}

// segCheck is the state of one CheckSegment.
type segCheck struct {
	k    *compiled
	rv   *resolver
	seg  *shell.Segment
	cwd  string
	seen seenSet
	// args is the parse of the segment's argv, made once.
	args argsMemo
}

// operand is a path to check and how the segment touches it.
type operand struct {
	word    string
	dynamic bool
	access  shell.Access
	base    string // when set, the directory a relative word is relative to (ln -s)
	// target marks a symbolic link's target: making the link writes only
	// the link, so the target is judged by the protected set, not the
	// write scope (a later write through the link resolves to it).
	target bool
	// prefix marks the start of names the program completes with a
	// suffix of its own (split's and csplit's PREFIX): every protected
	// name it can complete to is judged too.
	prefix bool
}

func (s *segCheck) run() *Verdict {
	s.k.shopt.note(s.seg)
	if v := s.breakers(); v != nil {
		return v
	}
	if s.cwd != "" {
		// A program started inside a protected directory reads it. The
		// directory is judged by name only: every segment has one, and
		// comparing it by identity would make a command that names no
		// path gather the protected set's identities. What the program
		// reads there is judged as paths, by identity too.
		s.k.byName = true
		v := s.k.check(s.rv, s.cwd, "/", shell.Read, false)
		s.k.byName = false
		if v != nil {
			return v
		}
	}
	for _, op := range s.operands() {
		if v := s.checkOperand(op); v != nil {
			return v
		}
	}
	return nil
}

// operands gathers every path of the segment, the most specific access
// first.
func (s *segCheck) operands() []operand {
	ops := programOperands(&s.args, s.rv, s.seg, s.cwd)
	for _, p := range s.seg.Paths {
		acc := p.Access
		if p.Tree {
			acc |= Tree
		}
		ops = append(ops, operand{word: p.Path, dynamic: p.Dynamic, access: acc, prefix: p.Prefix})
		for _, k := range p.Known {
			// d=~/.s; cat ${d}sh/id_rsa: the value the command gave
			// its own variable is judged too.
			ops = append(ops, operand{word: k, access: acc})
		}
	}
	for _, h := range hereStrings(s.seg.Text) {
		ops = append(ops, operand{word: h, dynamic: strings.ContainsAny(h, "$*?["), access: shell.Read})
	}
	if !dataOnly(s.seg.Program) {
		skip := keyUse(&s.args, s.seg)
		for i, w := range s.seg.Argv {
			if i == 0 || skip[i] {
				continue
			}
			for _, cand := range pathWords(w.Value) {
				ops = append(ops, operand{word: cand, dynamic: w.Dynamic, access: shell.Read})
			}
			for _, k := range w.Known {
				for _, cand := range pathWords(k) {
					ops = append(ops, operand{word: cand, access: shell.Read})
				}
			}
		}
	}
	return ops
}

// dataOnly are programs whose arguments are never used at all. echo and
// printf are not among them: "echo ~/.ssh/id_rsa | xargs cat" reads the key.
func dataOnly(name string) bool {
	switch name {
	case ":", "true", "false":
		return true
	}
	return false
}

// hereStrings are the path-like words fed to a command by <<< (xargs cat
// <<< ~/.ssh/id_rsa), found in its source text.
func hereStrings(text string) []string {
	var out []string
	for {
		i := strings.Index(text, "<<<")
		if i < 0 {
			return out
		}
		text = strings.TrimLeft(text[i+3:], " \t")
		end := strings.IndexAny(text, " \t\n;&|)")
		if end < 0 {
			end = len(text)
		}
		if w := strings.Trim(text[:end], `"'`); pathLike(w) {
			out = append(out, w)
		}
		text = text[end:]
	}
}

// keyUse marks the argv words that hand a private key to the program that
// uses it without showing it: ssh, scp and sftp -i KEY and ssh-add KEY.
// Naming the key is how a deploy key is used; reading it is still denied
// to every other program.
func keyUse(m *argsMemo, seg *shell.Segment) map[int]bool {
	var skip map[int]bool
	mark := func(i int) {
		if skip == nil {
			skip = make(map[int]bool)
		}
		skip[i] = true
	}
	switch seg.Program {
	case "ssh", "scp", "sftp":
		if len(seg.Argv) < 2 {
			break
		}
		// The value of -i, as the program's progs table parses its
		// options: ssh's end at the host, so a -i of the remote command
		// hands nothing to ssh.
		a := m.parse(seg.Program, seg.Argv[1:])
		for k := range a.items {
			if it := &a.items[k]; it.Kind == progs.Opt && it.Canon() == "-i" && it.HasValue && !it.Attached {
				mark(a.w.Source(it.ValueWord) + 1)
			}
		}
	case "ssh-add":
		// Its operands, as its progs table parses the options.
		a := m.parse(seg.Program, seg.Argv[1:])
		for k := range a.items {
			if it := &a.items[k]; it.Kind == progs.Operand {
				mark(a.w.Source(it.Word) + 1)
			}
		}
	}
	return skip
}

// pathWords are the parts of an argv word that are spelled like a path:
// the word itself, the value of --opt=VALUE, and the file of @FILE (curl).
func pathWords(w string) []string {
	var out []string
	if pathLike(w) {
		out = append(out, w)
	}
	if strings.HasPrefix(w, "-") {
		if _, v, ok := strings.Cut(w, "="); ok && pathLike(v) {
			out = append(out, v)
		}
	}
	if strings.HasPrefix(w, "@") && pathLike(w[1:]) {
		out = append(out, w[1:])
	}
	if len(out) == 0 && (strings.HasPrefix(w, "$") || strings.HasPrefix(w, `"$`)) && strings.Contains(w, "/") {
		// $DIR/.ssh/id_rsa: the static tail is judged against every
		// likely base.
		out = append(out, w)
	}
	return out
}

// pathLike is the cheap test that keeps data words away from the disk: a
// word is looked up only when it is spelled like a path.
func pathLike(w string) bool {
	if w == "" || len(w) > 4096 {
		return false
	}
	switch w[0] {
	case '~', '/':
		return true
	case '.':
		return w == "." || w == ".." || strings.HasPrefix(w, "./") || strings.HasPrefix(w, "../")
	case '$', '"', '\'':
		w = strings.Trim(w, `"'`)
		_, ok := cutVar(w, "HOME")
		return ok || strings.HasPrefix(w, "~")
	}
	return false
}

// seenKey is an operand as checkOperand remembers it: the same word,
// base and kind of operand checked again for no new access finds what it
// found.
type seenKey struct {
	base, word string
	target     bool
}

// seenSet is the accesses checked so far for each operand of one
// segment: the first few in an array of its own (a segment names a few
// paths), a map past them, so that a segment of thousands of words costs
// no quadratic step.
type seenSet struct {
	list [8]seenEntry
	n    int
	m    map[seenKey]shell.Access
}

type seenEntry struct {
	key    seenKey
	access shell.Access
}

// add records access for key and reports whether every bit of it was
// recorded before.
func (s *seenSet) add(key seenKey, access shell.Access) (had bool) {
	if s.m != nil {
		prev, ok := s.m[key]
		s.m[key] = prev | access
		return ok && prev&access == access
	}
	for i := range s.list[:s.n] {
		if e := &s.list[i]; e.key == key {
			had = e.access&access == access
			e.access |= access
			return had
		}
	}
	if s.n < len(s.list) {
		s.list[s.n] = seenEntry{key, access}
		s.n++
		return false
	}
	s.m = make(map[seenKey]shell.Access, 2*len(s.list))
	for _, e := range s.list {
		s.m[e.key] = e.access
	}
	s.m[key] = access
	return false
}

func (s *segCheck) checkOperand(op operand) *Verdict {
	if op.word == "" || op.word == "-" {
		return nil
	}
	key := seenKey{base: op.base, word: op.word, target: op.target}
	if s.seen.add(key, op.access) {
		return nil
	}
	w := op.word
	if op.dynamic {
		if pat, ok := globWord(w); ok {
			// Static apart from its wildcards: expanded as bash would.
			for _, p := range expandBraces(pat, 64) {
				if v := s.checkGlob(p, op); v != nil {
					return v
				}
			}
			return nil
		}
		var static bool
		w, static = staticPart(w)
		if w == "" {
			return nil
		}
		if !static {
			// $X/.ssh/id_rsa: the start is unknown, so the rest is
			// judged as if it were relative to every likely base.
			return s.unknownBase(w, op.access)
		}
	}
	words := []string{w}
	if strings.ContainsAny(w, "{") {
		words = expandBraces(w, 64)
	}
	for _, w := range words {
		if v := s.checkWord(w, op); v != nil {
			return v
		}
		if !op.prefix {
			continue
		}
		for _, c := range s.completions(w) {
			if v := s.checkWord(c, op); v != nil {
				return v
			}
		}
	}
	return nil
}

// completions are the protected names the prefix w can be completed to by
// a suffix without a slash (split f .mcp.jso writes .mcp.json): for each
// protected pattern's last component, the name it matches that starts
// with the prefix, spelled in w's directory.
func (s *segCheck) completions(w string) []string {
	dir, np := "", w
	if i := strings.LastIndexByte(w, '/'); i >= 0 {
		dir, np = w[:i+1], w[i+1:]
	}
	var out []string
	add := func(name string) {
		// The suffixes start with a letter or a digit (aa, 00, and
		// csplit's %02d): out/ does not complete to out/.env.
		if len(name) <= len(np) || !strings.HasPrefix(name, np) || !alnum(name[len(np)]) ||
			strings.Contains(name, "/") || slices.Contains(out, dir+name) {
			return
		}
		out = append(out, dir+name)
	}
	k := s.k
	k.selfRules()
	for i := range k.protect {
		ru := &k.protect[i]
		k.ready(ru)
		for _, g := range ru.globs {
			comps := splitPath(g.pat)
			if len(comps) == 0 {
				continue
			}
			c := comps[len(comps)-1]
			j := strings.IndexAny(c, `*?[{\`)
			if j < 0 {
				add(c)
				continue
			}
			lit := c[:j]
			if strings.HasPrefix(lit, np) {
				// .env.* from .en: the literal start, completed.
				add(strings.ReplaceAll(c, "*", ""))
				add(lit + "x")
			}
			if strings.HasPrefix(np, lit) {
				// *.pem or .env.* from key or .env.pro: the prefix with the
				// pattern's literal end.
				tail := c[strings.LastIndexAny(c, `*?]}`)+1:]
				if !strings.ContainsAny(tail, `*?[{\`) {
					add(np + tail)
					add(np + "x" + tail)
				}
			}
		}
	}
	for _, n := range claudeDirs {
		add(n)
	}
	for _, n := range claudeFiles {
		add(n)
	}
	return out
}

func (s *segCheck) checkWord(w string, op operand) *Verdict {
	cwd := s.cwd
	if op.base != "" {
		cwd = op.base
	}
	if v := s.device(w, cwd, op.access); v != nil {
		return v
	}
	if v := s.k.checkPath(s.rv, w, cwd, op.access, !op.target); v != nil {
		return v
	}
	if !hasGlobMagic(w) {
		return nil
	}
	// A word whose quoting was removed: its wildcards are read as
	// wildcards, which names at least the files bash would.
	return s.expand(w, w, op)
}

// checkGlob judges an escaped glob pattern (see globWord): as the literal
// word bash passes when nothing matches, and as every path it matches.
func (s *segCheck) checkGlob(pat string, op operand) *Verdict {
	lit := unescapeGlob(pat)
	if !hasGlobMagic(pat) {
		return s.checkWord(lit, op)
	}
	cwd := s.cwd
	if op.base != "" {
		cwd = op.base
	}
	if v := s.device(lit, cwd, op.access); v != nil {
		return v
	}
	if v := s.k.checkPath(s.rv, lit, cwd, op.access, !op.target); v != nil {
		return v
	}
	return s.expand(pat, lit, op)
}

// expand judges every path the escaped pattern pat matches now, the way
// bash expands it; given is the word as reported. A pattern the floor
// cannot expand exactly is unresolved (held as an Ask), and the directory
// it starts from is judged as a whole.
func (s *segCheck) expand(pat, given string, op operand) *Verdict {
	k := s.k
	cwd := s.cwd
	if op.base != "" {
		cwd = op.base
	}
	var bases []string
	if rest, ok := cutVar(pat, "HOME"); ok && len(k.home) > 0 {
		pat = escapeGlob(k.home[0]) + rest
	}
	if strings.HasPrefix(pat, "~") {
		prefix, rest, _ := strings.Cut(pat, "/")
		r := s.rv.resolve(prefix, cwd, firstOr(k.home))
		switch {
		case Unresolved(r.Err):
			// The directory stack, $OLDPWD or an unknown user: the
			// rest of the glob is expanded from every likely base.
			k.hold(unresolvedVerdict(&r, op.access))
			pat = rest
			bases = k.likelyBases(cwd)
		case r.Err != nil:
			k.hold(unresolvedVerdict(&r, op.access))
			return nil
		default:
			pat = escapeGlob(r.Lexical) + "/" + rest
		}
	}
	switch {
	case bases != nil:
	case strings.HasPrefix(pat, "/"):
		bases = []string{""}
	case path.IsAbs(cwd):
		bases = []string{cwd}
	default:
		bases = k.likelyBases("")
	}
	for _, b := range bases {
		abs := pat
		if b != "" {
			abs = escapeGlob(b) + "/" + pat
		}
		matches, complete, err := s.rv.expandGlob(abs, b, k.shopt, 512)
		for _, m := range matches {
			if v := k.checkPath(s.rv, m, "/", op.access, !op.target); v != nil {
				if v.Class == Deny {
					v.Given = given
					return v
				}
			}
		}
		if err != nil || !complete {
			dir := globDir(unescapeGlob(abs))
			if v := k.checkPath(s.rv, dir, "/", op.access|Tree, !op.target); v != nil && v.Class == Deny {
				v.Given = given
				return v
			}
			r := Resolution{Given: given, Lexical: unescapeGlob(abs), Resolved: unescapeGlob(abs), Err: errGlob}
			v := unresolvedVerdict(&r, op.access)
			v.Entry.ID = "unresolved-glob"
			v.Agent = fmt.Sprintf("%s %s needs the user's approval: the glob cannot be expanded exactly before the command runs. Name the files explicitly to avoid the question.", verb(op.access), r.shown())
			if err == nil {
				v.Operator = fmt.Sprintf("floor unresolved-glob: %s of %q: more matches than the floor looks at", accessWord(op.access), given)
			} else {
				v.Operator = fmt.Sprintf("floor unresolved-glob: %s of %q: %v", accessWord(op.access), given, err)
			}
			k.hold(v)
		}
	}
	return nil
}

// globWord turns the source text of a word into an escaped glob pattern:
// quoted characters and backslash escapes become backslash escapes, so
// that only the unquoted wildcards are wildcards. ok is false when the
// word holds an expansion ($, `), which only run time decides.
func globWord(raw string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch c {
		case '\\':
			if i+1 < len(raw) {
				i++
				if raw[i] != '\n' {
					b.WriteString(escapeGlob(raw[i : i+1]))
				}
			}
		case '\'':
			j := strings.IndexByte(raw[i+1:], '\'')
			if j < 0 {
				return "", false
			}
			b.WriteString(escapeGlob(raw[i+1 : i+1+j]))
			i += j + 1
		case '"':
			i++
			for ; i < len(raw) && raw[i] != '"'; i++ {
				switch raw[i] {
				case '$', '`':
					return "", false
				case '\\':
					if i+1 < len(raw) && strings.IndexByte("$`\"\\\n", raw[i+1]) >= 0 {
						i++
						if raw[i] == '\n' {
							continue
						}
					}
				}
				b.WriteString(escapeGlob(raw[i : i+1]))
			}
			if i >= len(raw) {
				return "", false
			}
		case '$', '`':
			return "", false
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// escapeGlob quotes every character the matcher or the tilde reads.
func escapeGlob(s string) string {
	if !strings.ContainsAny(s, "*?[]\\()|~{}") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("*?[]\\()|~{}", s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// unescapeGlob is the literal text of an escaped pattern: the word bash
// passes on when the pattern matches nothing.
func unescapeGlob(p string) string {
	if !strings.Contains(p, "\\") {
		return p
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '\\' && i+1 < len(p) {
			i++
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

// unknownBase judges a path whose beginning is dynamic by its static tail.
func (s *segCheck) unknownBase(rel string, access shell.Access) *Verdict {
	k := s.k
	for _, b := range [][]string{{s.cwd, k.cwd}, k.project, k.home} {
		for _, d := range b {
			if d == "" {
				continue
			}
			if v := k.check(s.rv, rel, d, access, false); v != nil {
				v.Operator += " (the start of the path is dynamic; judged against " + d + ")"
				return v
			}
			if !hasGlobMagic(rel) || strings.HasPrefix(rel, "/") {
				continue
			}
			// $X/.[!x]sh/id_rsa: the static tail is a glob, expanded from
			// the base as bash would expand it there.
			ms, _, _ := s.rv.expandGlob(escapeGlob(d)+"/"+rel, d, k.shopt, 512)
			for _, m := range ms {
				if v := k.check(s.rv, m, "/", access, false); v != nil {
					v.Given = rel
					v.Operator += " (the start of the path is dynamic; a glob expanded from " + d + ")"
					return v
				}
			}
		}
	}
	return nil
}

// staticPart makes a dynamic word (its source text) checkable: quotes go,
// $HOME and ${HOME} stay for Resolve. When something else is dynamic the
// result is the static tail after the last dynamic component and static is
// false; "" when there is none.
func staticPart(w string) (string, bool) {
	w = strings.NewReplacer(`"`, "", `'`, "").Replace(w)
	head := w
	if rest, ok := cutVar(w, "HOME"); ok {
		head = rest
	}
	if !strings.ContainsAny(head, "$`()") {
		return w, true
	}
	comps := strings.Split(w, "/")
	i := len(comps)
	for i > 0 && !strings.ContainsAny(comps[i-1], "$`()") {
		i--
	}
	return strings.Join(comps[i:], "/"), false
}

// device is the circuit breaker for writes to device files: disks,
// partitions, memory.
func (s *segCheck) device(w, cwd string, access shell.Access) *Verdict {
	if access&shell.Write == 0 {
		return nil
	}
	r := s.rv.resolve(w, cwd, firstOr(s.k.home))
	if harmless(r.Lexical) {
		return nil
	}
	for _, p := range []string{r.Lexical, r.Resolved} {
		if strings.HasPrefix(p, "/dev/") && !harmless(p) &&
			!strings.HasPrefix(p, "/dev/shm/") && !strings.HasPrefix(p, "/dev/mqueue/") {
			return breakerPath(&r, access, "breaker.device-write",
				"writing to a device file can destroy a disk or the running system",
				"write the data to a regular file inside the project instead")
		}
	}
	return nil
}

// globDir is the directory a glob starts in: everything before the first
// component with a wildcard.
func globDir(p string) string {
	comps := splitPath(p)
	for i, c := range comps {
		if strings.ContainsAny(c, "*?[") {
			return "/" + strings.Join(comps[:i], "/")
		}
	}
	return p
}

// expandBraces does bash's brace expansion of a{b,c}d, at most limit words.
func expandBraces(w string, limit int) []string {
	open := strings.IndexByte(w, '{')
	if open < 0 {
		return []string{w}
	}
	depth, end := 0, -1
	var commas []int
	for i := open; i < len(w) && end < 0; i++ {
		switch w[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				end = i
			}
		case ',':
			if depth == 1 {
				commas = append(commas, i)
			}
		}
	}
	if end < 0 {
		return []string{w}
	}
	if len(commas) == 0 {
		// ${HOME} or a lone {x}: not an expansion; look further on.
		var out []string
		for _, x := range expandBraces(w[end+1:], limit) {
			out = append(out, w[:end+1]+x)
		}
		return out
	}
	pre, post := w[:open], w[end+1:]
	var out []string
	start := open + 1
	for _, stop := range append(commas, end) {
		for _, x := range expandBraces(pre+w[start:stop]+post, limit) {
			if len(out) >= limit {
				return out
			}
			out = append(out, x)
		}
		start = stop + 1
	}
	return out
}

// note records the glob options a segment may set, for the segments after
// it: shopt -s, bash -O, a GLOBIGNORE assignment (which sets dotglob).
// An option once possibly set stays possibly set; a name that is dynamic
// may be any option.
func (o *globOpts) note(seg *shell.Segment) {
	set := func(name string) {
		switch name {
		case "globstar":
			o.globstar = true
		case "dotglob":
			o.dotglob = true
		case "nocaseglob":
			o.nocaseglob = true
		case "globskipdots":
			o.noSkipDots = true // only unsetting it matters; either way is possible
		case "*":
			*o = globOpts{globstar: true, dotglob: true, nocaseglob: true, noSkipDots: true}
		}
	}
	for _, a := range seg.Assigns {
		if a.Name == "GLOBIGNORE" {
			o.dotglob = true
		}
	}
	if seg.Program == "" && strings.Contains(seg.Text, "GLOBIGNORE") {
		o.dotglob = true
	}
	// shopt's operands and a shell's -O/+O values, as their progs tables
	// parse the options (bash -eO extglob, shopt -qs globstar).
	if p := progs.Lookup(seg.Program); seg.Program == "shopt" || p != nil && p.Shell {
		a := parse(seg.Program, seg.Argv[1:])
		for k := range a.items {
			it := &a.items[k]
			switch {
			case seg.Program == "shopt" && it.Kind == progs.Operand:
				if a.word(it.Word).Dynamic {
					set("*")
				} else {
					set(it.Name)
				}
			case seg.Program != "shopt" && it.Kind == progs.Opt && it.Canon() == "-O" && it.HasValue:
				if a.word(it.ValueWord).Dynamic {
					set("*")
				} else {
					set(it.Value)
				}
			}
		}
	}
}

func alnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
