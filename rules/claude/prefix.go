package claude

import (
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// matchPrefixAction applies a Read or Edit path rule to an action whose
// path is a prefix (act.Action.Prefix): the program touches names that
// start with it and end in a suffix of its own, one or more characters
// without a slash, the first a letter or a digit. Deny and ask match when some completion of the path
// or of its symlink target could match; allow only when every completion
// of both is shown to match (the pattern covers the directory the names
// go to, or ends in a star the suffix falls into), and never when that
// cannot be shown.
func (pp *pathPattern) matchPrefixAction(a *act.Action, env act.Env, d hook.Decision) bool {
	p := a.Path
	if p == "" {
		return false
	}
	m := pp.matchPrefix(p, env, d)
	r := a.Resolved
	if r == "" || r == p {
		return m
	}
	if d == hook.Allow {
		return m && pp.matchPrefix(r, env, d)
	}
	return m || pp.matchPrefix(r, env, d)
}

// matchPrefix reports whether the completions of the absolute prefix p
// match: for deny and ask, whether one may; for allow, whether all do.
func (pp *pathPattern) matchPrefix(p string, env act.Env, d hook.Decision) bool {
	dir := pp.anchorDir(env)
	if dir == "" {
		return false
	}
	var rel string
	switch {
	case dir == "/" && strings.HasPrefix(p, "/"):
		rel = p[1:]
	case strings.HasPrefix(p, dir+"/"):
		rel = p[len(dir)+1:]
	default:
		// A completion may be the anchor itself (/pro completes to
		// /proj), never what is below it.
		if rest, ok := strings.CutPrefix(dir, p); ok && d != hook.Allow && rest != "" && suffixStart(rest[:1]) && !strings.Contains(rest, "/") {
			return pp.match(dir, env, d)
		}
		return false
	}
	relDir, last := "", rel
	if i := strings.LastIndexByte(rel, '/'); i >= 0 {
		relDir, last = rel[:i], rel[i+1:]
	}
	if pp.invalid {
		// Deny and ask guard the literal path and what is below it.
		if d == hook.Allow {
			return false
		}
		l := pp.literal
		return l == "" || strings.HasPrefix(l, rel) || relDir != "" && (relDir == l || strings.HasPrefix(relDir, l+"/"))
	}
	if prefixMatchOne(pp.pat, relDir, last, pp.dirOnly, d) {
		return true
	}
	return d != hook.Allow && pp.wide != "" && prefixMatchOne(pp.wide, relDir, last, pp.dirOnly, d)
}

// prefixMatchOne is pathMatchOne for the completions of relDir/last
// ("last" alone when relDir is ""): for allow, whether every completion
// matches; for deny and ask, whether one may.
func prefixMatchOne(pat, relDir, last string, dirOnly bool, d hook.Decision) bool {
	if pat == "" {
		// The anchor itself: deny covers everything under it; a
		// trailing-slash allow what is below it, which every completion is.
		return d != hook.Allow || dirOnly
	}
	// A pattern matching the directory the names go to, or one above it,
	// covers them all: gitignore's rule for deny and ask, a trailing
	// slash's for allow.
	if relDir != "" && (d != hook.Allow || dirOnly) &&
		(doublestar.MatchUnvalidated(pat, relDir) || pathMatchAncestor(pat, relDir)) {
		return true
	}
	if d == hook.Allow && dirOnly {
		return false
	}
	var dirs []string
	if relDir != "" {
		dirs = strings.Split(relDir, "/")
	}
	return segsMatch(strings.Split(pat, "/"), dirs, last, d != hook.Allow)
}

// segsMatch matches the segments of a doublestar pattern against the
// directory segments dirs and a last segment that is last followed by a
// suffix: some suffix (some) or every suffix (!some; a sufficient test:
// false when it cannot be shown).
func segsMatch(pat, dirs []string, last string, some bool) bool {
	if len(pat) == 0 {
		return false
	}
	rest := func() bool {
		// The pattern's remaining segments match nothing more: "**" only.
		for _, s := range pat[1:] {
			if s != "**" {
				return false
			}
		}
		return true
	}
	if pat[0] == "**" {
		if len(dirs) > 0 && segsMatch(pat, dirs[1:], last, some) {
			return true
		}
		// ** takes the last segment too when nothing follows it.
		return rest() || segsMatch(pat[1:], dirs, last, some)
	}
	if len(dirs) > 0 {
		return doublestar.MatchUnvalidated(pat[0], dirs[0]) && segsMatch(pat[1:], dirs[1:], last, some)
	}
	return segCompletes(pat[0], last, some) && rest()
}

// segCompletes reports whether the one-segment pattern pat matches last
// followed by a suffix: one or more characters other than '/', the first
// a letter or a digit (split's aa and 00, csplit's %02d, as the floor's
// prefix completion reads them): some such suffix (some), or every one
// (!some: when pat, after the characters of last, has only stars left).
func segCompletes(pat, last string, some bool) bool {
	toks, ok := segTokens(pat)
	if !ok {
		return some // braces: no reading, the safe side
	}
	states := starClosure(toks, []int{0})
	for i := 0; i < len(last) && len(states) > 0; i++ {
		var next []int
		for _, s := range states {
			if s >= len(toks) {
				continue
			}
			t := toks[s]
			switch {
			case t == "*":
				next = append(next, s)
			case t == "?" || len(t) == 1 && t[0] == last[i] || len(t) > 1 && t[0] == '\\' && t[1] == last[i]:
				next = append(next, s+1)
			case len(t) > 1 && t[0] == '[' && doublestar.MatchUnvalidated(t, last[i:i+1]):
				next = append(next, s+1)
			}
		}
		states = starClosure(toks, next)
	}
	for _, s := range states {
		if s >= len(toks) {
			continue
		}
		if some {
			if t := toks[s]; t == "*" || t == "?" || suffixStart(t) {
				return true // the tokens left match some suffix
			}
			continue
		}
		stars := true
		for _, t := range toks[s:] {
			stars = stars && t == "*"
		}
		if stars {
			return true
		}
	}
	return false
}

// suffixStart reports whether the token t (a character, "\\c" or a class)
// matches a letter or a digit, which a suffix starts with.
func suffixStart(t string) bool {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	switch {
	case len(t) == 1:
		return strings.IndexByte(alnum, t[0]) >= 0
	case t[0] == '\\':
		return strings.IndexByte(alnum, t[1]) >= 0
	}
	for i := 0; i < len(alnum); i++ {
		if doublestar.MatchUnvalidated(t, alnum[i:i+1]) {
			return true
		}
	}
	return false
}

// starClosure adds to states the positions after each star they hold (a
// star may match nothing), without repeats.
func starClosure(toks []string, states []int) []int {
	var out []int
	add := func(s int) bool {
		for _, o := range out {
			if o == s {
				return false
			}
		}
		out = append(out, s)
		return true
	}
	for _, s := range states {
		for add(s) && s < len(toks) && toks[s] == "*" {
			s++
		}
	}
	return out
}

// segTokens splits a one-segment doublestar pattern into its tokens: a
// character, "\c", "?", "*" (a run of stars is one), or a class "[…]";
// false for braces, which it does not read.
func segTokens(pat string) ([]string, bool) {
	var toks []string
	for i := 0; i < len(pat); i++ {
		switch c := pat[i]; c {
		case '{', '}':
			return nil, false
		case '\\':
			if i+1 < len(pat) {
				toks = append(toks, pat[i:i+2])
				i++
				continue
			}
			toks = append(toks, pat[i:i+1])
		case '*':
			if len(toks) == 0 || toks[len(toks)-1] != "*" {
				toks = append(toks, "*")
			}
		case '[':
			j := i + 1
			if j < len(pat) && (pat[j] == '!' || pat[j] == '^') {
				j++
			}
			if j < len(pat) && pat[j] == ']' {
				j++
			}
			for j < len(pat) && pat[j] != ']' {
				if pat[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(pat) {
				return nil, false
			}
			toks = append(toks, pat[i:j+1])
			i = j
		default:
			toks = append(toks, pat[i:i+1])
		}
	}
	return toks, true
}
