package audit

import "strings"

// The detectors' patterns are matched by hand-written scanners, not by
// package regexp: the hook links no regexp (and so none of the Unicode
// tables its parser refers to). Each finder below is exact for the regular
// expression its comment gives, with Go's semantics: the leftmost match,
// and among the matches that start there the one leftmost-first
// (Perl-like) priority picks; \s is [\t\n\f\r ], \b an ASCII word
// boundary, (?i) Unicode simple case folding (which adds ſ to s and the
// Kelvin sign to k). Every byte of a multibyte or invalid UTF-8 sequence
// is at least 0x80, and the patterns distinguish only ASCII bytes and
// those two runes, so a scan byte by byte ends where regexp's scan rune by
// rune does. The differential tests compare each finder with its
// expression.

// A finder returns the submatch indices of the first match of its pattern
// in s that starts at or after at, as regexp's FindStringSubmatchIndex
// would searching s from at (looking at s[at-1] for \b), or nil. A match
// is never empty.
type finder func(s string, at int) []int

// replaceSub rewrites every match of find in s with f(s, m), where m holds
// the submatch indices; f returns the replacement of the whole match.
// Matches are found as regexp's FindAllStringSubmatchIndex finds them: the
// next one from where the last ended.
func replaceSub(find finder, s string, f func(s string, m []int) string) string {
	m := find(s, 0)
	if m == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for m != nil {
		b.WriteString(s[last:m[0]])
		b.WriteString(f(s, m))
		last = m[1]
		m = find(s, last)
	}
	b.WriteString(s[last:])
	return b.String()
}

// isWordAt reports whether s[i] is a word byte (\w); false outside s.
func isWordAt(s string, i int) bool {
	return i >= 0 && i < len(s) && isWordByte(s[i])
}

// boundaryAt reports whether \b holds before s[i].
func boundaryAt(s string, i int) bool {
	return isWordAt(s, i-1) != isWordAt(s, i)
}

// skipSpace is the end of the run of \s at s[i:].
func skipSpace(s string, i int) int { return runEnd(s, i, isSpaceRE) }

// skipBlank is the end of the run of [ \t] at s[i:].
func skipBlank(s string, i int) int { return runEnd(s, i, isBlank) }

func isBlank(c byte) bool { return c == ' ' || c == '\t' }

// runEnd is the end of the run of bytes at s[i:] that in accepts.
func runEnd(s string, i int, in func(byte) bool) int {
	for i < len(s) && in(s[i]) {
		i++
	}
	return i
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isAlnum(c byte) bool  { return isLetter(c) || '0' <= c && c <= '9' }

// isKeyByte is [A-Za-z0-9_-].
func isKeyByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

func isQuote(c byte) bool { return c == '"' || c == '\'' }

// isValueByte is [^\s"'].
func isValueByte(c byte) bool { return !isSpaceRE(c) && !isQuote(c) }

// foldAt is the end of w (lower-case ASCII letters) at s[i:] under (?i),
// or -1: each letter in either ASCII case, s also as ſ (U+017F) and k as
// the Kelvin sign (U+212A), the letters' other simple case folds.
func foldAt(s string, i int, w string) int {
	for j := 0; j < len(w); j++ {
		switch {
		case i < len(s) && s[i]|0x20 == w[j] && isLetter(s[i]):
			i++
		case w[j] == 's' && strings.HasPrefix(s[i:], "\u017f"):
			i += len("\u017f")
		case w[j] == 'k' && strings.HasPrefix(s[i:], "\u212a"):
			i += len("\u212a")
		default:
			return -1
		}
	}
	return i
}

// findPrivateKey is
// (-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----)(?s:.*?)(-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\z).
func findPrivateKey(s string, at int) []int {
	return findWord(s, at, "-----BEGIN ", func(s string, i int) ([]int, int) {
		h, b := pemLineAt(s, i, "-----BEGIN ")
		if h < 0 {
			return nil, i + 1
		}
		m := []int{i, len(s), i, h, -1, -1, len(s), len(s), -1, -1}
		if b >= 0 {
			m[4], m[5] = b, b+len(" BLOCK")
		}
		// The first footer after the header, or the end of s.
		findWord(s, h, "-----END ", func(s string, q int) ([]int, int) {
			e, b := pemLineAt(s, q, "-----END ")
			if e < 0 {
				return nil, q + 1
			}
			m[1], m[6], m[7] = e, q, e
			if b >= 0 {
				m[8], m[9] = b, b+len(" BLOCK")
			}
			return m, 0
		})
		return m, 0
	})
}

// pemLineAt matches open (-----BEGIN or -----END and a space), then
// [A-Z0-9 ]*PRIVATE KEY( BLOCK)?----- at s[i:]: it returns the end of the
// line and where " BLOCK" starts (or -1), or -1 and -1. The class holds
// every byte of "PRIVATE KEY BLOCK" but not '-', so the class's run ends
// where "-----" must start, and ends with PRIVATE KEY or PRIVATE KEY BLOCK.
func pemLineAt(s string, i int, open string) (end, block int) {
	if !strings.HasPrefix(s[i:], open) {
		return -1, -1
	}
	p := i + len(open)
	r := runEnd(s, p, func(c byte) bool { return 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == ' ' })
	if !strings.HasPrefix(s[r:], "-----") {
		return -1, -1
	}
	switch {
	case r-p >= len("PRIVATE KEY") && s[r-len("PRIVATE KEY"):r] == "PRIVATE KEY":
		return r + len("-----"), -1
	case r-p >= len("PRIVATE KEY BLOCK") && s[r-len("PRIVATE KEY BLOCK"):r] == "PRIVATE KEY BLOCK":
		return r + len("-----"), r - len(" BLOCK")
	}
	return -1, -1
}

// findURLCreds is [A-Za-z][A-Za-z0-9+.-]*://[^\s:/@'"]*:([^\s@/'"]+)@.
// Every start in the run of scheme bytes before a "://" reaches the same
// "://" (':' ends the run), so the match is decided once per "://", from
// the first letter of the run.
func findURLCreds(s string, at int) []int {
	return findWord(s, at, "://", func(s string, c int) ([]int, int) {
		i := c
		for i > at && (isAlnum(s[i-1]) || s[i-1] == '+' || s[i-1] == '.' || s[i-1] == '-') {
			i--
		}
		for i < c && !isLetter(s[i]) {
			i++
		}
		if i == c {
			return nil, c + 1
		}
		u := runEnd(s, c+3, func(c byte) bool { return !isSpaceRE(c) && c != ':' && c != '/' && c != '@' && !isQuote(c) })
		if u == len(s) || s[u] != ':' {
			return nil, c + 1
		}
		e := runEnd(s, u+1, func(c byte) bool { return !isSpaceRE(c) && c != '@' && c != '/' && !isQuote(c) })
		if e > u+1 && e < len(s) && s[e] == '@' {
			return []int{i, e + 1, u + 1, e}, 0
		}
		return nil, c + 1
	})
}

// isAuthValueByte is [^\s'",;].
func isAuthValueByte(c byte) bool { return !isSpaceRE(c) && !isQuote(c) && c != ',' && c != ';' }

// findAuthHeader is
// (?i)authorization["']?\s*[:=]\s*["']?(?:(?:bearer|token|basic|bot)\s+)?([^\s'",;]+).
// Each optional quote and run of blanks can match in one way only (what
// follows cannot start with a quote or a blank); the scheme word is
// skipped only when it is not followed by blanks and a value.
func findAuthHeader(s string, at int) []int {
	for i := at; i+len("authorization") <= len(s); i++ {
		if !hasFoldPrefix(s[i:], "authorization") {
			continue
		}
		p := i + len("authorization")
		if p < len(s) && isQuote(s[p]) {
			p++
		}
		p = skipSpace(s, p)
		if p == len(s) || s[p] != ':' && s[p] != '=' {
			continue
		}
		p = skipSpace(s, p+1)
		if p < len(s) && isQuote(s[p]) {
			p++
		}
		for _, w := range []string{"bearer", "token", "basic", "bot"} {
			if e := foldAt(s, p, w); e >= 0 {
				if q := skipSpace(s, e); q > e {
					if v := runEnd(s, q, isAuthValueByte); v > q {
						return []int{i, v, q, v}
					}
				}
				break // no two words share their first two letters: no other matches
			}
		}
		if v := runEnd(s, p, isAuthValueByte); v > p {
			return []int{i, v, p, v}
		}
	}
	return nil
}

// findBearer is (?i)\bbearer\s+([A-Za-z0-9._~+/-]+=*). Under (?i) the
// class holds ſ and the Kelvin sign too.
func findBearer(s string, at int) []int {
	for i := at; i+len("bearer") <= len(s); i++ {
		if !hasFoldPrefix(s[i:], "bearer") || isWordAt(s, i-1) {
			continue
		}
		q := skipSpace(s, i+len("bearer"))
		if q == i+len("bearer") {
			continue
		}
		e := q
		for e < len(s) {
			if c := s[e]; isAlnum(c) || c == '.' || c == '_' || c == '~' || c == '+' || c == '/' || c == '-' {
				e++
			} else if strings.HasPrefix(s[e:], "\u017f") {
				e += len("\u017f")
			} else if strings.HasPrefix(s[e:], "\u212a") {
				e += len("\u212a")
			} else {
				break
			}
		}
		if e == q {
			continue
		}
		for e < len(s) && s[e] == '=' {
			e++
		}
		return []int{i, e, q, e}
	}
	return nil
}

// findVendorKey is
// \b(sk-ant-[A-Za-z0-9_-]{8,}|sk-[A-Za-z0-9_-]{20,}|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}|(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}|xox[abposr]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,}|AIza[0-9A-Za-z_-]{35}|npm_[A-Za-z0-9]{36}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*).
//
// A JWT's first run may be long and end in no ".eyJ" ('-' is in the run
// but not a word byte, so an eyJ after it starts another try): every eyJ
// before the end of a failed try's first run ends its own first run there
// too, and fails as it did, so it is not tried again.
func findVendorKey(s string, at int) []int {
	jwtFailedTo := 0
	for i := at; i < len(s); i++ {
		switch s[i] {
		case 's', 'r', 'A', 'g', 'x', 'n', 'e':
		default:
			continue
		}
		if isWordAt(s, i-1) {
			continue
		}
		if s[i] == 'e' && strings.HasPrefix(s[i:], "eyJ") {
			// No other alternative starts with e.
			if i < jwtFailedTo {
				continue
			}
			if e := jwtEnd(s, i); e >= 0 {
				return []int{i, e, i, e}
			}
			jwtFailedTo = runEnd(s, i+len("eyJ"), isKeyByte)
			continue
		}
		if e := vendorKeyEnd(s, i); e >= 0 {
			return []int{i, e, i, e}
		}
	}
	return nil
}

// jwtEnd is the end of eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*
// at s[i:] (which starts with eyJ), or -1. The class holds no '.': each
// run ends where the '.' must be.
func jwtEnd(s string, i int) int {
	e := runEnd(s, i+len("eyJ"), isKeyByte)
	if e-(i+len("eyJ")) < 10 || !strings.HasPrefix(s[e:], ".eyJ") {
		return -1
	}
	p := e + len(".eyJ")
	e = runEnd(s, p, isKeyByte)
	if e-p < 10 || e == len(s) || s[e] != '.' {
		return -1
	}
	return runEnd(s, e+1, isKeyByte)
}

// vendorKeyEnd is the end of the first of findVendorKey's alternatives
// but the JWT (jwtEnd) that matches at s[i:], or -1. Each alternative ends in a greedy run (the
// longest) or a fixed count.
func vendorKeyEnd(s string, i int) int {
	r := s[i:]
	// atLeast is the end of the run of in at s[p:] if it is n long or more.
	atLeast := func(p, n int, in func(byte) bool) int {
		if e := runEnd(s, p, in); e-p >= n {
			return e
		}
		return -1
	}
	// exactly is p+n if the n bytes at s[p:] are all in.
	exactly := func(p, n int, in func(byte) bool) int {
		if p+n <= len(s) && runEnd(s[:p+n], p, in) == p+n {
			return p + n
		}
		return -1
	}
	upperDigit := func(c byte) bool { return 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' }
	if strings.HasPrefix(r, "sk-ant-") {
		if e := atLeast(i+len("sk-ant-"), 8, isKeyByte); e >= 0 {
			return e
		}
	}
	if strings.HasPrefix(r, "sk-") {
		if e := atLeast(i+len("sk-"), 20, isKeyByte); e >= 0 {
			return e
		}
	}
	if len(r) >= 3 && (r[0] == 's' || r[0] == 'r') && r[1:3] == "k_" && (strings.HasPrefix(r[3:], "live_") || strings.HasPrefix(r[3:], "test_")) {
		if e := atLeast(i+len("sk_live_"), 16, isAlnum); e >= 0 {
			return e
		}
	}
	if strings.HasPrefix(r, "AKIA") || strings.HasPrefix(r, "ASIA") || strings.HasPrefix(r, "ABIA") || strings.HasPrefix(r, "ACCA") {
		if e := exactly(i+4, 16, upperDigit); e >= 0 && !isWordAt(s, e) {
			return e
		}
	}
	if len(r) >= 4 && r[:2] == "gh" && strings.IndexByte("pousr", r[2]) >= 0 && r[3] == '_' {
		if e := atLeast(i+4, 30, isAlnum); e >= 0 {
			return e
		}
	}
	if strings.HasPrefix(r, "github_pat_") {
		if e := atLeast(i+len("github_pat_"), 22, isWordByte); e >= 0 {
			return e
		}
	}
	if len(r) >= 5 && r[:3] == "xox" && strings.IndexByte("abposr", r[3]) >= 0 && r[4] == '-' {
		if e := atLeast(i+5, 10, func(c byte) bool { return isAlnum(c) || c == '-' }); e >= 0 {
			return e
		}
	}
	if strings.HasPrefix(r, "glpat-") {
		if e := atLeast(i+len("glpat-"), 20, isKeyByte); e >= 0 {
			return e
		}
	}
	if strings.HasPrefix(r, "AIza") {
		if e := exactly(i+4, 35, isKeyByte); e >= 0 {
			return e
		}
	}
	if strings.HasPrefix(r, "npm_") {
		if e := exactly(i+4, 36, isAlnum); e >= 0 {
			return e
		}
	}
	return -1
}

// isAssignValueByte is [^\s"'`;&|,)}\]].
func isAssignValueByte(c byte) bool {
	switch c {
	case '"', '\'', '`', ';', '&', '|', ',', ')', '}', ']':
		return false
	}
	return !isSpaceRE(c)
}

// findAssign is
// ([A-Za-z_][A-Za-z0-9_.-]*)(["']?)([ \t]*[:=][ \t]*)("(?:[^"\\\n]|\\.)*"|'[^'\n]*'|(?:\[REDACTED\]|[^\s"'`;&|,)}\]])+).
// The name's run ends where a quote, a blank or [:=] must follow, and
// every start in the run reaches the same end, so a run is tried once,
// from its first byte; the quote and the blanks can match in one way only
// (the value starts with neither a blank nor, unless it is quoted, a
// quote).
func findAssign(s string, at int) []int {
	for i := at; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && c != '_' {
			continue
		}
		r := runEnd(s, i+1, isNameByte)
		q := r
		if q < len(s) && isQuote(s[q]) {
			q++
		}
		p := skipBlank(s, q)
		if p < len(s) && (s[p] == ':' || s[p] == '=') {
			v := skipBlank(s, p+1)
			if e := assignValueEnd(s, v); e >= 0 {
				return []int{i, e, i, r, r, q, q, v, v, e}
			}
		}
		i = r // s[r] is no name byte; the loop goes on after it
	}
	return nil
}

// assignValueEnd is the end of findAssign's value at s[v:], or -1. In the
// unquoted run, [REDACTED] is taken whole where it occurs (it comes first
// in its alternation), though the class stops at its ']'.
func assignValueEnd(s string, v int) int {
	if v == len(s) {
		return -1
	}
	switch s[v] {
	case '"':
		return dquotedEnd(s, v)
	case '\'':
		return squotedEnd(s, v)
	}
	e := v
	for e < len(s) {
		if strings.HasPrefix(s[e:], Mask) {
			e += len(Mask)
		} else if isAssignValueByte(s[e]) {
			e++
		} else {
			break
		}
	}
	if e == v {
		return -1
	}
	return e
}

// dquotedEnd is the end of "(?:[^"\\\n]|\\.)*" at s[v:] (s[v] is '"'), or
// -1. A backslash always starts an escape (the class holds none), so the
// first '"' outside one closes the string.
func dquotedEnd(s string, v int) int {
	for k := v + 1; k < len(s); {
		switch s[k] {
		case '"':
			return k + 1
		case '\n':
			return -1
		case '\\':
			if k+1 == len(s) || s[k+1] == '\n' {
				return -1
			}
			k += 2
		default:
			k++
		}
	}
	return -1
}

// squotedEnd is the end of '[^'\n]*' at s[v:] (s[v] is a single quote),
// or -1.
func squotedEnd(s string, v int) int {
	for k := v + 1; k < len(s); k++ {
		switch s[k] {
		case '\'':
			return k + 1
		case '\n':
			return -1
		}
	}
	return -1
}

// findFlagValue is
// (?:^|[\s"'])(--?[A-Za-z][A-Za-z0-9_.-]*)[ \t]+(\[REDACTED\]|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^\s"'`;&|)]+).
func findFlagValue(s string, at int) []int {
	for i := at; i < len(s); i++ {
		p := i + 1
		switch c := s[i]; {
		case i == 0 && c == '-':
			p = 0 // ^
		case isSpaceRE(c) || isQuote(c):
		default:
			continue
		}
		if p == len(s) || s[p] != '-' {
			continue
		}
		f := p + 1
		if f < len(s) && s[f] == '-' {
			f++
		}
		if f == len(s) || !isLetter(s[f]) {
			continue
		}
		r := runEnd(s, f+1, isNameByte)
		v := skipBlank(s, r)
		if v == r || v == len(s) {
			continue
		}
		var e int
		switch {
		case strings.HasPrefix(s[v:], Mask):
			e = v + len(Mask)
		case s[v] == '"':
			e = dquotedEnd(s, v)
		case s[v] == '\'':
			e = squotedEnd(s, v)
		default:
			e = runEnd(s, v, func(c byte) bool {
				return !isSpaceRE(c) && !isQuote(c) && c != '`' && c != ';' && c != '&' && c != '|' && c != ')'
			})
			if e == v {
				e = -1
			}
		}
		if e >= 0 {
			return []int{i, e, p, r, v, e}
		}
	}
	return nil
}

// findMySQL is \b(?:mysql[a-z]*|mariadb[a-z-]*)\b[^;&|\n]*. The match
// ends at the first of ;&|\n (none is in the name), wherever the second
// \b falls; for mariadb a shorter run of [a-z-] may find it.
func findMySQL(s string, at int) []int {
	for i := at; i < len(s); i++ {
		if s[i] != 'm' || isWordAt(s, i-1) {
			continue
		}
		ok := false
		switch {
		case strings.HasPrefix(s[i:], "mysql"):
			ok = !isWordAt(s, runEnd(s, i+len("mysql"), func(c byte) bool { return 'a' <= c && c <= 'z' }))
		case strings.HasPrefix(s[i:], "mariadb"):
			for k := runEnd(s, i+len("mariadb"), func(c byte) bool { return 'a' <= c && c <= 'z' || c == '-' }); k >= i+len("mariadb") && !ok; k-- {
				ok = boundaryAt(s, k)
			}
		}
		if ok {
			e := len(s)
			if j := strings.IndexAny(s[i:], ";&|\n"); j >= 0 {
				e = i + j
			}
			return []int{i, e}
		}
	}
	return nil
}

// findMySQLPass is (\s-p)([^\s]+).
func findMySQLPass(s string, at int) []int {
	for i := at; i+3 < len(s); i++ {
		if isSpaceRE(s[i]) && s[i+1] == '-' && s[i+2] == 'p' && !isSpaceRE(s[i+3]) {
			e := runEnd(s, i+4, func(c byte) bool { return !isSpaceRE(c) })
			return []int{i, e, i, i + 3, i + 3, e}
		}
	}
	return nil
}

// lazyFlagMatch finds the rest of \bWORD\b[^;&|\n]*?\s REST, WORD at
// s[i:i+n]: after the word, the first blank (before any of ;&|\n, though
// it may itself be '\n') at which rest, given the position after the
// blank, returns a match's submatch 1 (lo, hi; hi is the match's end).
// With no match it also returns where the next occurrence of the word can
// match: past the ;&|\n the scan stopped at, as an occurrence before it
// would try the same blanks, all of which failed (rest depends on the
// blank only), so that a string of many words costs one scan.
func lazyFlagMatch(s string, i, n int, rest func(s string, k int) (lo, hi int)) ([]int, int) {
	e := i + n
	if isWordAt(s, i-1) || isWordAt(s, e) {
		return nil, i + 1
	}
	for k := e; k < len(s); k++ {
		cl := flagScanClass[s[k]]
		if cl == 0 {
			continue
		}
		if cl&flagScanBlank != 0 {
			if lo, hi := rest(s, k+1); hi >= 0 {
				return []int{i, hi, lo, hi}, hi
			}
		}
		if cl&flagScanStop != 0 {
			return nil, k + 1
		}
	}
	return nil, len(s)
}

// The classes of the bytes lazyFlagMatch's scan looks at: a blank (\s),
// at which rest is tried, and one of ;&|\n, where the scan stops; '\n' is
// both. A table, where comparing each byte with the nine costs twice as
// much (TestFlagScanClass holds it to isSpaceRE and the four).
const (
	flagScanBlank = 1 << iota
	flagScanStop
)

// flagScanClass holds the class of each byte.
const flagScanClass = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x03\x00\x01\x01\x00\x00" + // 0x00
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x10
	"\x01\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x20
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00" + // 0x30
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x40
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x50
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x60
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00" + // 0x70
	highZero

// findWord tries each occurrence of word (a literal) in s from at with
// find, which returns a match or where to look for the next occurrence,
// and returns the first match.
func findWord(s string, at int, word string, find func(s string, i int) ([]int, int)) []int {
	for i := at; i <= len(s); {
		j := strings.Index(s[i:], word)
		if j < 0 {
			return nil
		}
		m, next := find(s, i+j)
		if m != nil {
			return m
		}
		i = next
	}
	return nil
}

// findSSHPass is \bsshpass\b[^;&|\n]*?\s-p\s*("[^"]*"|'[^']*'|[^\s"']+).
func findSSHPass(s string, at int) []int {
	return findWord(s, at, "sshpass", func(s string, i int) ([]int, int) {
		return lazyFlagMatch(s, i, len("sshpass"), sshPassValue)
	})
}

// sshPassValue matches -p\s*("[^"]*"|'[^']*'|[^\s"']+) at s[k:]. The
// blanks are all taken: the value starts with no blank.
func sshPassValue(s string, k int) (lo, hi int) {
	if !strings.HasPrefix(s[k:], "-p") {
		return -1, -1
	}
	v := skipSpace(s, k+2)
	if v == len(s) {
		return -1, -1
	}
	if c := s[v]; isQuote(c) {
		if j := strings.IndexByte(s[v+1:], c); j >= 0 {
			return v, v + 1 + j + 1
		}
		return -1, -1
	}
	return v, runEnd(s, v, isValueByte)
}

// findCurlUser is
// \bcurl\b[^;&|\n]*?\s(?:-u|-U|--user|--proxy-user)(?:[ \t]+|=)?["']?[^\s:"']*:([^\s"']+).
// Most curl commands carry no credential (curl -T, curl -sSf URL), and
// cost this scan only.
func findCurlUser(s string, at int) []int {
	return findWord(s, at, "curl", func(s string, i int) ([]int, int) {
		return lazyFlagMatch(s, i, len("curl"), curlUserValue)
	})
}

// curlUserValue matches a curl credential flag and its value at s[k:]:
// (?:-u|-U|--user|--proxy-user)(?:[ \t]+|=)?["']?[^\s:"']*:([^\s"']+).
// Each part can match in one way only: a shorter run of blanks, or of the
// name, leaves a blank or a byte of the name where ':' must be; a quote
// not taken stops the name; and '=' not taken is in the name, which then
// ends where it ends after the '='.
func curlUserValue(s string, k int) (lo, hi int) {
	r := s[k:]
	var p int
	switch {
	case strings.HasPrefix(r, "-u"), strings.HasPrefix(r, "-U"):
		p = k + 2
	case strings.HasPrefix(r, "--user"):
		p = k + len("--user")
	case strings.HasPrefix(r, "--proxy-user"):
		p = k + len("--proxy-user")
	default:
		return -1, -1
	}
	if p < len(s) && s[p] == '=' {
		p++
	} else {
		p = skipBlank(s, p)
	}
	if p < len(s) && isQuote(s[p]) {
		p++
	}
	c := runEnd(s, p, func(c byte) bool { return !isSpaceRE(c) && c != ':' && !isQuote(c) })
	if c == len(s) || s[c] != ':' {
		return -1, -1
	}
	if e := runEnd(s, c+1, isValueByte); e > c+1 {
		return c + 1, e
	}
	return -1, -1
}

// findOpenSSL is -pass(?:in|out)?\s+["']?pass:([^\s"']+).
func findOpenSSL(s string, at int) []int {
	return findWord(s, at, "-pass", func(s string, i int) ([]int, int) {
		p := i + len("-pass")
		if strings.HasPrefix(s[p:], "in") {
			p += len("in")
		} else if strings.HasPrefix(s[p:], "out") {
			p += len("out")
		}
		q := skipSpace(s, p)
		if q == p {
			return nil, i + 1
		}
		if q < len(s) && isQuote(s[q]) {
			q++
		}
		if !strings.HasPrefix(s[q:], "pass:") {
			return nil, i + 1
		}
		v := q + len("pass:")
		if e := runEnd(s, v, isValueByte); e > v {
			return []int{i, e, v, e}, e
		}
		return nil, i + 1
	})
}
