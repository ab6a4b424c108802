package claude

import (
	"path"
	"strings"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// pathAnchor is what a Read or Edit path pattern is relative to.
type pathAnchor uint8

const (
	pathAnchorCwd    pathAnchor = iota // "x", "./x": the current directory
	pathAnchorRoot                     // "//x": the filesystem root
	pathAnchorHome                     // "~/x": the home directory
	pathAnchorSource                   // "/x": the rule's source (ParsePattern's root)
)

// pathPattern is a parsed Read(…) or Edit(…) specifier: a gitignore
// pattern relative to its anchor.
type pathPattern struct {
	anchor pathAnchor
	root   string // for pathAnchorSource
	up     int    // leading "../" segments, applied to the anchor
	// pat is the doublestar pattern relative to the anchor; "" stands for
	// the anchor itself.
	pat string
	// wide is a pattern deny and ask also try: "./x" and single-segment
	// directory rules ("secrets/**") at any depth under the anchor.
	wide string
	// dirOnly is set for a trailing slash: the pattern names a directory.
	dirOnly bool
	// invalid is set when the pattern is not a valid gitignore pattern:
	// deny and ask still guard literal, the exact path; allow approves
	// nothing.
	invalid bool
	literal string
}

// pathCheck reports what makes a Read/Edit specifier unusable, with a
// column relative to the specifier; pathParse takes any other specifier.
func pathCheck(spec string) *PatternError {
	if strings.HasPrefix(spec, "~") && spec != "~" && !strings.HasPrefix(spec, "~/") {
		// ~user is another user's home: not something we can anchor.
		return &PatternError{Col: 1, Msg: "~user paths are not supported; write //home/user/… or ~/…"}
	}
	return nil
}

// pathParse compiles a Read/Edit specifier that pathCheck accepts.
func pathParse(spec, root string) *pathPattern {
	pp := &pathPattern{}
	rest := spec
	switch {
	case strings.HasPrefix(spec, "//"):
		pp.anchor, rest = pathAnchorRoot, strings.TrimLeft(spec, "/")
	case spec == "~":
		pp.anchor, rest = pathAnchorHome, ""
	case strings.HasPrefix(spec, "~/"):
		pp.anchor, rest = pathAnchorHome, spec[2:]
	case strings.HasPrefix(spec, "/"):
		pp.anchor, rest = pathAnchorSource, spec[1:]
		if root != "" {
			pp.root = path.Clean(root)
		}
	default:
		pp.anchor = pathAnchorCwd
	}
	dotted := false
	if r, ok := strings.CutPrefix(rest, "./"); ok {
		dotted, rest = true, r
	}
	if strings.HasSuffix(rest, "/") {
		pp.dirOnly = true
		rest = strings.TrimRight(rest, "/")
	}
	if rest != "" {
		rest = path.Clean(rest)
		if rest == "." {
			rest = ""
		}
		for rest == ".." || strings.HasPrefix(rest, "../") {
			pp.up++
			rest = strings.TrimPrefix(strings.TrimPrefix(rest, ".."), "/")
		}
	}
	pp.literal = rest
	if strings.HasPrefix(rest, "!") || !doublestar.ValidatePattern(pathEscape(rest)) {
		pp.invalid = true
		return pp
	}
	pat := pathEscape(rest)
	single := rest != "" && !strings.Contains(rest, "/")
	switch {
	case pp.anchor == pathAnchorCwd && single && !dotted:
		// A bare name matches at any depth under the anchor.
		pp.pat = "**/" + pat
	case pp.anchor == pathAnchorCwd && single:
		// Whether ./name reaches below the current directory is not
		// documented: allow takes the narrow reading, deny the wide one.
		pp.pat, pp.wide = pat, "**/"+pat
	case pp.anchor == pathAnchorCwd && pathSingleDir(rest):
		// Claude Code: allow Edit(src/**) covers only <cwd>/src, deny and
		// ask Read(secrets/**) cover a secrets directory at any depth.
		pp.pat, pp.wide = pat, "**/"+pat
	default:
		pp.pat = pat
	}
	return pp
}

// pathSingleDir reports whether p is "name/**" with a single first segment.
func pathSingleDir(p string) bool {
	first, rest, ok := strings.Cut(p, "/")
	return ok && rest == "**" && first != "**" && first != ""
}

// pathEscape escapes what doublestar reads as syntax but gitignore does
// not: brace alternation.
func pathEscape(p string) string {
	if !strings.ContainsAny(p, "{}") {
		return p
	}
	r := strings.NewReplacer("{", `\{`, "}", `\}`)
	return r.Replace(p)
}

// anchorDir returns the directory the pattern is relative to, or "" when
// env does not say.
func (pp *pathPattern) anchorDir(env act.Env) string {
	var dir string
	switch pp.anchor {
	case pathAnchorRoot:
		dir = "/"
	case pathAnchorHome:
		dir = env.Home
	case pathAnchorSource:
		dir = pp.root
		if dir == "" {
			dir = env.Project
		}
		if dir == "" {
			dir = env.Cwd
		}
	default:
		dir = env.Cwd
	}
	if dir == "" {
		return ""
	}
	for i := 0; i < pp.up; i++ {
		dir = path.Dir(dir)
	}
	return dir
}

// pathRel returns p relative to dir ("" for dir itself) when p is dir or
// below it.
func pathRel(dir, p string) (string, bool) {
	if dir == "/" {
		if !strings.HasPrefix(p, "/") {
			return "", false
		}
		return p[1:], true
	}
	if p == dir {
		return "", true
	}
	if len(p) > len(dir) && p[len(dir)] == '/' && p[:len(dir)] == dir {
		return p[len(dir)+1:], true
	}
	return "", false
}

// match reports whether the absolute path p matches. Deny and ask also
// match everything under a matching directory (gitignore semantics); allow
// matches the path itself, or for a trailing-slash pattern what is under
// the directory.
func (pp *pathPattern) match(p string, env act.Env, d hook.Decision) bool {
	dir := pp.anchorDir(env)
	if dir == "" || p == "" {
		return false
	}
	rel, ok := pathRel(dir, p)
	if !ok {
		return false
	}
	if pp.invalid {
		if d == hook.Allow {
			return false
		}
		return rel == pp.literal || pp.literal == "" || strings.HasPrefix(rel, pp.literal+"/")
	}
	if pathMatchOne(pp.pat, rel, pp.dirOnly, d) {
		return true
	}
	return d != hook.Allow && pp.wide != "" && pathMatchOne(pp.wide, rel, pp.dirOnly, d)
}

func pathMatchOne(pat, rel string, dirOnly bool, d hook.Decision) bool {
	if pat == "" {
		// The anchor itself ("~", "//"): deny covers everything under it.
		switch {
		case d != hook.Allow:
			return true
		case dirOnly:
			return rel != ""
		}
		return rel == ""
	}
	if d == hook.Allow {
		if dirOnly {
			return pathMatchAncestor(pat, rel)
		}
		return doublestar.MatchUnvalidated(pat, rel)
	}
	return doublestar.MatchUnvalidated(pat, rel) || pathMatchAncestor(pat, rel)
}

// pathMatchAncestor reports whether pat matches a proper ancestor of rel
// inside the anchor.
func pathMatchAncestor(pat, rel string) bool {
	for i := 0; i < len(rel); i++ {
		if rel[i] == '/' && doublestar.MatchUnvalidated(pat, rel[:i]) {
			return true
		}
	}
	return false
}

// matchAction applies a Read or Edit path rule to an action. Read rules
// govern Read, Grep, Glob, LSP and paths Bash reads; as deny or ask they
// also block writes. Edit rules govern the edit tools and paths Bash
// writes; as allow they also grant reads. Deny and ask match when the path
// or its symlink target matches; allow needs both.
func (pp *pathPattern) matchAction(tool string, a *act.Action, env act.Env, d hook.Decision) bool {
	var reads, writes bool
	switch a.Kind {
	case act.CallAction:
		reads, writes = PatternReadTools[a.Tool], PatternEditTools[a.Tool]
	case act.ReadAction:
		reads = true
	case act.WriteAction:
		writes = true
	default:
		return false
	}
	switch {
	case tool == "Read" && (reads || writes && d != hook.Allow):
	case tool == "Edit" && (writes || reads && d == hook.Allow):
	default:
		return false
	}
	if a.Prefix {
		return pp.matchPrefixAction(a, env, d)
	}
	p := pathOfAction(a, env)
	if p == "" {
		return false
	}
	m := pp.match(p, env, d)
	r := a.Resolved
	if r == "" || r == p {
		return m
	}
	if d == hook.Allow {
		return m && pp.match(r, env, d)
	}
	return m || pp.match(r, env, d)
}

// pathOfAction returns the absolute path an action touches: Action.Path,
// or for a file tool call without one the path in its input (Grep and Glob
// default to the current directory).
func pathOfAction(a *act.Action, env act.Env) string {
	if a.Path != "" || a.Kind != act.CallAction {
		return a.Path
	}
	var p string
	for _, k := range [...]string{"file_path", "notebook_path", "path"} {
		if s, ok := a.Input[k].(string); ok && s != "" {
			p = s
			break
		}
	}
	if p == "" && (a.Tool == "Grep" || a.Tool == "Glob") {
		p = env.Cwd
	}
	if p == "" {
		return ""
	}
	if p == "~" || strings.HasPrefix(p, "~/") {
		if env.Home == "" {
			return ""
		}
		p = env.Home + p[1:]
	}
	if !path.IsAbs(p) {
		if env.Cwd == "" {
			return ""
		}
		p = path.Join(env.Cwd, p)
	}
	return path.Clean(p)
}

// AppendPathKeys appends to dst words one of which must be a segment
// ("/"-separated) of the path an action touches for p to match a Read or
// Write action or a file tool's call as a path rule: a literal segment of
// the path pattern, which every match and every ancestor deny covers by
// gitignore semantics holds whatever the anchor. ok is false when p may
// match any path (a bare Read or Edit, an anchor itself, a pattern
// without a literal segment); a pattern that never matches a path gives
// no keys and ok. It reads the rule text only, so that indexing a rule
// does not compile it.
func (p *Pattern) AppendPathKeys(dst []string) (_ []string, ok bool) {
	switch p.Kind {
	case patternPath:
	case patternTool:
		if p.toolGlob == nil && (p.Tool == "Read" || p.Tool == "Edit") {
			return dst, false
		}
		return dst, true
	default:
		return dst, true
	}
	spec := p.Specifier
	rest := spec
	switch {
	case strings.HasPrefix(spec, "//"):
		rest = strings.TrimLeft(spec, "/")
	case spec == "~":
		rest = ""
	case strings.HasPrefix(spec, "~/"):
		rest = spec[2:]
	case strings.HasPrefix(spec, "/"):
		rest = spec[1:]
	}
	// The segments pathParse matches: cleaned as it cleans them (most
	// patterns are clean already).
	if rest = strings.TrimRight(strings.TrimPrefix(rest, "./"), "/"); rest != "" && pathUnclean(rest) {
		rest = path.Clean(rest)
	}
	for rest != "" {
		var seg string
		seg, rest, _ = strings.Cut(rest, "/")
		if seg != "" && seg != "." && seg != ".." && !hasGlobByte(seg) {
			return append(dst, seg), true
		}
	}
	return dst, false
}

// PathWords appends to dst the segments of the paths a touches as a path
// rule sees them (its path and symlink target); see AppendPathKeys.
func PathWords(a *act.Action, env act.Env, dst []string) []string {
	for _, p := range [2]string{pathOfAction(a, env), a.Resolved} {
		for p != "" {
			var seg string
			seg, p, _ = strings.Cut(p, "/")
			if seg != "" {
				dst = append(dst, seg)
			}
		}
	}
	return dst
}

// FileTool reports whether Read or Edit rules govern calls of tool.
func FileTool(tool string) bool {
	return PatternReadTools[tool] || PatternEditTools[tool]
}

// hasGlobByte reports whether seg holds one of *?[]{}\\! (a glob, an
// escape or a negation), as strings.ContainsAny would.
func hasGlobByte(seg string) bool {
	for i := 0; i < len(seg); i++ {
		switch seg[i] {
		case '*', '?', '[', ']', '{', '}', '\\', '!':
			return true
		}
	}
	return false
}

// pathUnclean reports whether path.Clean may change the relative path p:
// an empty, "." or ".." segment.
func pathUnclean(p string) bool {
	for p != "" {
		var seg string
		seg, p, _ = strings.Cut(p, "/")
		if seg == "" || seg == "." || seg == ".." {
			return true
		}
	}
	return false
}
