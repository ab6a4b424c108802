package floor

import (
	"errors"
	"os"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pathname expansion as bash does it (bash(1), "Pathname Expansion",
// "Pattern Matching"; bash 5.2 defaults): *, ? and bracket expressions
// with ! or ^ negation, ranges in code point order (globasciiranges),
// POSIX classes, equivalence classes and collating symbols of one
// character; the extglob forms ?( ) *( ) +( ) @( ) !( ); ** across
// directories only with globstar; a leading dot matched only by a leading
// dot unless dotglob, and "." and ".." never (globskipdots); nocaseglob.
// Options the command may set are taken as possibly set, and the
// expansion is then the union of both readings, so it never names fewer
// files than bash would.
//
// Extglob forms are always read as such: mvdan.cc/sh parses them whether
// or not extglob is on, and with it off bash refuses the whole line, so
// nothing of it runs.

// globOpts are the shell options that change pathname expansion. Each is
// "possibly set": the command set it somewhere before.
type globOpts struct {
	globstar, dotglob, nocaseglob, noSkipDots bool
}

// errGlob is a pattern the floor cannot expand exactly (an unknown class,
// a multi-character collating symbol, a slash inside an extglob, too much
// backtracking): such a word is unresolved.
var errGlob = errors.New("glob that cannot be expanded exactly")

// maxGlobSteps bounds the backtracking of one match.
const maxGlobSteps = 100000

// gnode is one element of a parsed pattern component.
type gnode struct {
	kind byte // 'c' a character, '?' any one, '*' any run, '[' a class, 'x' an extglob
	ch   rune
	cls  *gclass
	op   byte      // extglob operator: ? * + @ !
	alts [][]gnode // extglob alternatives
}

type gclass struct {
	neg    bool
	chars  []rune
	ranges [][2]rune
	named  []string
}

// gpat is one parsed component: its nodes, whether it holds any magic,
// and its literal text when it does not.
type gpat struct {
	nodes   []gnode
	magic   bool
	literal string
	dot     bool // starts with a literal dot (or an extglob alternative may)
	star2   bool // exactly "**"
}

// parseComponent parses one slash-free component of an escaped pattern
// (a backslash quotes the next character).
func parseComponent(s string) (gpat, error) {
	p := gpat{star2: s == "**"}
	rs := []rune(s)
	nodes, i, err := parseSeq(rs, 0, false)
	if err != nil {
		return p, err
	}
	if i != len(rs) {
		return p, errGlob
	}
	p.nodes = nodes
	var lit strings.Builder
	for _, n := range nodes {
		if n.kind != 'c' {
			p.magic = true
		} else {
			lit.WriteRune(n.ch)
		}
	}
	p.literal = lit.String()
	if len(nodes) > 0 {
		p.dot = startsWithDot(nodes)
	}
	return p, nil
}

// startsWithDot reports whether a match of nodes may begin with a literal
// dot: the first node is one, or is an extglob with an alternative that
// does (bash lets such a pattern match dot files).
func startsWithDot(nodes []gnode) bool {
	if len(nodes) == 0 {
		return false
	}
	n := nodes[0]
	switch n.kind {
	case 'c':
		return n.ch == '.'
	case 'x':
		for _, a := range n.alts {
			if startsWithDot(a) {
				return true
			}
		}
		if n.op != '@' && n.op != '+' {
			// ?(…), *(…) and !(…) may match nothing, so what follows
			// may be the start.
			return startsWithDot(nodes[1:])
		}
	}
	return false
}

// parseSeq parses nodes until the end, or inside an extglob until | or ).
func parseSeq(rs []rune, i int, inExt bool) ([]gnode, int, error) {
	var out []gnode
	for i < len(rs) {
		c := rs[i]
		switch {
		case inExt && (c == '|' || c == ')'):
			return out, i, nil
		case c == '\\':
			if i+1 < len(rs) {
				out = append(out, gnode{kind: 'c', ch: rs[i+1]})
				i += 2
			} else {
				out = append(out, gnode{kind: 'c', ch: '\\'})
				i++
			}
		case strings.ContainsRune("?*+@!", c) && i+1 < len(rs) && rs[i+1] == '(':
			n := gnode{kind: 'x', op: byte(c)}
			j := i + 2
			for {
				alt, k, err := parseSeq(rs, j, true)
				if err != nil {
					return nil, 0, err
				}
				if k >= len(rs) {
					return nil, 0, errGlob // unbalanced: bash would refuse the line
				}
				n.alts = append(n.alts, alt)
				j = k + 1
				if rs[k] == ')' {
					break
				}
			}
			out = append(out, n)
			i = j
		case c == '*':
			if len(out) == 0 || out[len(out)-1].kind != '*' {
				out = append(out, gnode{kind: '*'})
			}
			i++
		case c == '?':
			out = append(out, gnode{kind: '?'})
			i++
		case c == '[':
			cls, j, ok, err := parseClass(rs, i)
			if err != nil {
				return nil, 0, err
			}
			if !ok {
				out = append(out, gnode{kind: 'c', ch: '['})
				i++
				continue
			}
			out = append(out, gnode{kind: '[', cls: cls})
			i = j
		default:
			out = append(out, gnode{kind: 'c', ch: c})
			i++
		}
	}
	return out, i, nil
}

// posixClass reports whether name is a class bash knows in [[:name:]].
func posixClass(name string) bool {
	switch name {
	case "alnum", "alpha", "ascii", "blank", "cntrl", "digit", "graph", "lower", "print", "punct",
		"space", "upper", "word", "xdigit":
		return true
	}
	return false
}

// parseClass parses a bracket expression at rs[i] == '['. ok is false
// when there is no closing bracket: the [ is then an ordinary character.
func parseClass(rs []rune, i int) (*gclass, int, bool, error) {
	cls := &gclass{}
	j := i + 1
	if j < len(rs) && (rs[j] == '!' || rs[j] == '^') {
		cls.neg = true
		j++
	}
	first := true
	var prev rune
	havePrev := false
	for j < len(rs) {
		c := rs[j]
		if c == ']' && !first {
			return cls, j + 1, true, nil
		}
		first = false
		if c == '[' && j+1 < len(rs) && (rs[j+1] == ':' || rs[j+1] == '=' || rs[j+1] == '.') {
			kind := rs[j+1]
			end := -1
			for k := j + 2; k+1 < len(rs); k++ {
				if rs[k] == kind && rs[k+1] == ']' {
					end = k
					break
				}
			}
			if end >= 0 {
				name := string(rs[j+2 : end])
				switch kind {
				case ':':
					if !posixClass(name) {
						return nil, 0, false, errGlob
					}
					cls.named = append(cls.named, name)
					havePrev = false
				default:
					r := []rune(name)
					if len(r) != 1 {
						return nil, 0, false, errGlob
					}
					cls.chars = append(cls.chars, r[0])
					prev, havePrev = r[0], true
				}
				j = end + 2
				continue
			}
		}
		if c == '\\' && j+1 < len(rs) {
			j++
			c = rs[j]
		}
		if c == '-' && havePrev && j+1 < len(rs) && rs[j+1] != ']' {
			hi := rs[j+1]
			k := j + 2
			if hi == '\\' && j+2 < len(rs) {
				hi = rs[j+2]
				k = j + 3
			}
			if hi == '[' && k < len(rs) && rs[k] == '.' {
				return nil, 0, false, errGlob
			}
			cls.chars = cls.chars[:len(cls.chars)-1]
			cls.ranges = append(cls.ranges, [2]rune{prev, hi})
			havePrev = false
			j = k
			continue
		}
		cls.chars = append(cls.chars, c)
		prev, havePrev = c, true
		j++
	}
	return nil, 0, false, nil
}

// has reports whether the class matches r. With nocaseglob, bash folds
// the characters and ranges of a class but not its named classes:
// [A-Z] matches "a", [[:upper:]] does not.
func (c *gclass) has(r rune, nocase bool) bool {
	in := c.in(r, true)
	if !in && nocase {
		if l := unicode.ToLower(r); l != r {
			in = c.in(l, false)
		}
		if u := unicode.ToUpper(r); !in && u != r {
			in = c.in(u, false)
		}
	}
	return in != c.neg
}

func (c *gclass) in(r rune, named bool) bool {
	if slices.Contains(c.chars, r) {
		return true
	}
	for _, rg := range c.ranges {
		if rg[0] <= r && r <= rg[1] {
			return true
		}
	}
	for _, n := range c.named {
		if named && namedClass(n, r) {
			return true
		}
	}
	return false
}

func namedClass(name string, r rune) bool {
	ascii := r < utf8.RuneSelf
	switch name {
	case "alnum":
		return unicode.IsLetter(r) || '0' <= r && r <= '9'
	case "alpha":
		return unicode.IsLetter(r)
	case "ascii":
		return ascii
	case "blank":
		return r == ' ' || r == '\t' || !ascii && unicode.Is(unicode.Zs, r)
	case "cntrl":
		return unicode.IsControl(r)
	case "digit":
		return '0' <= r && r <= '9'
	case "graph":
		return unicode.IsGraphic(r) && !unicode.IsSpace(r)
	case "lower":
		return unicode.IsLower(r)
	case "print":
		return unicode.IsPrint(r)
	case "punct":
		if ascii {
			return r > ' ' && r < 0x7f && !('0' <= r && r <= '9') && !unicode.IsLetter(r)
		}
		return unicode.IsPunct(r) || unicode.IsSymbol(r)
	case "space":
		return unicode.IsSpace(r)
	case "upper":
		return unicode.IsUpper(r)
	case "word":
		return unicode.IsLetter(r) || '0' <= r && r <= '9' || r == '_'
	case "xdigit":
		return '0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F'
	}
	return false
}

// matcher is one match of a component against a name.
type matcher struct {
	nocase bool
	steps  int
}

func (m *matcher) eq(a, b rune) bool {
	if a == b {
		return true
	}
	return m.nocase && unicode.ToLower(a) == unicode.ToLower(b)
}

// match reports whether nodes match s[i:] entirely.
func (m *matcher) match(nodes []gnode, s []rune, i int) (bool, error) {
	for len(nodes) > 0 {
		if m.steps++; m.steps > maxGlobSteps {
			return false, errGlob
		}
		n := nodes[0]
		switch n.kind {
		case 'c':
			if i >= len(s) || !m.eq(n.ch, s[i]) {
				return false, nil
			}
			i++
		case '?':
			if i >= len(s) {
				return false, nil
			}
			i++
		case '[':
			if i >= len(s) || !n.cls.has(s[i], m.nocase) {
				return false, nil
			}
			i++
		case '*':
			if len(nodes) == 1 {
				return true, nil
			}
			for j := i; j <= len(s); j++ {
				ok, err := m.match(nodes[1:], s, j)
				if ok || err != nil {
					return ok, err
				}
			}
			return false, nil
		case 'x':
			for j := i; j <= len(s); j++ {
				ok, err := m.ext(&n, s[i:j])
				if err != nil {
					return false, err
				}
				if !ok {
					continue
				}
				ok, err = m.match(nodes[1:], s, j)
				if ok || err != nil {
					return ok, err
				}
			}
			return false, nil
		}
		nodes = nodes[1:]
	}
	return i == len(s), nil
}

// ext reports whether the extglob n matches t entirely.
func (m *matcher) ext(n *gnode, t []rune) (bool, error) {
	one := func(t []rune) (bool, error) {
		for _, a := range n.alts {
			ok, err := m.match(a, t, 0)
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	}
	var many func(t []rune) (bool, error)
	many = func(t []rune) (bool, error) {
		if len(t) == 0 {
			return one(t)
		}
		for k := 1; k <= len(t); k++ {
			ok, err := one(t[:k])
			if err != nil {
				return false, err
			}
			if !ok {
				continue
			}
			if k == len(t) {
				return true, nil
			}
			ok, err = many(t[k:])
			if ok || err != nil {
				return ok, err
			}
		}
		return false, nil
	}
	switch n.op {
	case '@':
		return one(t)
	case '?':
		if len(t) == 0 {
			return true, nil
		}
		return one(t)
	case '+':
		return many(t)
	case '*':
		if len(t) == 0 {
			return true, nil
		}
		return many(t)
	case '!':
		ok, err := one(t)
		return !ok, err
	}
	return false, errGlob
}

// splitGlob splits an escaped pattern into its components, keeping a
// slash that is escaped; a slash inside an extglob's parentheses is not
// something the floor expands.
func splitGlob(p string) ([]string, error) {
	var out []string
	var cur strings.Builder
	depth := 0
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\\' && i+1 < len(p):
			cur.WriteByte(c)
			cur.WriteByte(p[i+1])
			i++
			continue
		case c == '(' && i > 0 && strings.IndexByte("?*+@!", p[i-1]) >= 0:
			depth++
		case c == ')' && depth > 0:
			depth--
		case c == '/':
			if depth > 0 {
				return nil, errGlob
			}
			if cur.Len() > 0 {
				out = append(out, cur.String())
			}
			cur.Reset()
			continue
		}
		cur.WriteByte(c)
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out, nil
}

// hasGlobMagic reports whether an escaped pattern holds an unescaped
// wildcard, bracket or extglob.
func hasGlobMagic(p string) bool {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '*', '?', '[':
			return true
		case '(':
			if i > 0 && strings.IndexByte("+@!", p[i-1]) >= 0 {
				return true
			}
		}
	}
	return false
}

// expandGlob expands an absolute escaped pattern against the file system
// with opts, reading at most maxReads directories and returning at most
// limit paths. complete is false when it stopped early; err is errGlob
// when the pattern cannot be expanded exactly.
//
// rel is the directory a relative pattern was made absolute against ("" for
// an absolute one).
func (rv *resolver) expandGlob(pattern, rel string, opts globOpts, limit int) (matches []string, complete bool, err error) {
	comps, err := splitGlob(pattern)
	if err != nil {
		return nil, false, err
	}
	pats := make([]gpat, len(comps))
	for i, c := range comps {
		if pats[i], err = parseComponent(c); err != nil {
			return nil, false, err
		}
	}
	x := globExpander{rv: rv, rel: rel, opts: opts, limit: limit, seen: map[string]bool{}}
	x.walk("/", pats)
	if x.err != nil {
		return nil, false, x.err
	}
	sort.Strings(x.out)
	return x.out, !x.stopped, nil
}

const maxGlobReads = 256

type globExpander struct {
	rv      *resolver
	rel     string // the directory a relative pattern was made absolute against
	opts    globOpts
	limit   int
	reads   int
	out     []string
	seen    map[string]bool
	stopped bool
	err     error
}

func (x *globExpander) emit(p string) {
	if x.seen[p] {
		return
	}
	x.seen[p] = true
	if len(x.out) >= x.limit {
		x.stopped = true
		return
	}
	x.out = append(x.out, p)
}

// entries are the names in dir that pathname expansion sees, "." and ".."
// included when globskipdots may be off.
func (x *globExpander) entries(dir string) ([]os.DirEntry, bool) {
	if x.reads++; x.reads > maxGlobReads {
		x.stopped = true
		return nil, false
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, true
	}
	return ents, true
}

func (x *globExpander) walk(dir string, pats []gpat) {
	if x.stopped || x.err != nil {
		return
	}
	if len(pats) == 0 {
		x.emit(dir)
		return
	}
	p := pats[0]
	if !p.magic {
		if next := join(dir, p.literal); x.rv.lstat(next) != missing {
			x.walk(next, pats[1:])
		}
		return
	}
	if p.star2 && x.opts.globstar {
		// ** matches zero or more directories; as the last component,
		// every file and directory below as well. globstar is only
		// possibly set, so the reading of ** as * follows too.
		x.star2(dir, pats[1:], 0)
	}
	ents, ok := x.entries(dir)
	if !ok {
		return
	}
	names := make([]string, 0, len(ents)+2)
	if x.opts.noSkipDots && p.dot {
		names = append(names, ".", "..")
	}
	for _, e := range ents {
		names = append(names, e.Name())
	}
	for _, name := range names {
		for _, nocase := range x.cases() {
			if name[0] == '.' && !p.dot && !x.opts.dotglob {
				continue
			}
			if name[0] == '.' && !p.dot && (name == "." || name == "..") {
				continue
			}
			m := matcher{nocase: nocase}
			ok, err := m.match(p.nodes, []rune(name), 0)
			if err != nil {
				x.err = err
				return
			}
			if !ok {
				continue
			}
			next := join(dir, name)
			if len(pats) > 1 && x.rv.lstat(next) == missing {
				continue
			}
			x.walk(next, pats[1:])
			break
		}
	}
}

// cases are the readings of nocaseglob: as set, or both when it may be.
func (x *globExpander) cases() []bool {
	if x.opts.nocaseglob {
		return []bool{false, true}
	}
	return []bool{false}
}

// star2 is globstar's **: dir itself and every directory below it (not
// through symbolic links, not into dot directories unless dotglob), each
// followed by the rest of the pattern; with nothing after, every file too.
func (x *globExpander) star2(dir string, rest []gpat, depth int) {
	if x.stopped || x.err != nil {
		return
	}
	if depth > 32 {
		x.stopped = true
		return
	}
	if len(rest) == 0 {
		// dir/** names dir/ too; a relative ** does not name the
		// working directory it starts from.
		if depth > 0 || dir != x.rel {
			x.emit(dir)
		}
	} else {
		x.walk(dir, rest)
	}
	ents, ok := x.entries(dir)
	if !ok {
		return
	}
	for _, e := range ents {
		name := e.Name()
		if name[0] == '.' && !x.opts.dotglob {
			continue
		}
		next := join(dir, name)
		if e.IsDir() {
			x.star2(next, rest, depth+1)
		} else if len(rest) == 0 {
			x.emit(next)
		}
	}
}
