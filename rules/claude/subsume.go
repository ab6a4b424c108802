package claude

import (
	"path"
	"strings"
	"sync"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/command"
	"github.com/pregate/pregate/shell"
)

// Cover is the answer to "does one rule match every call another does":
// decided soundly where it can be, Maybe where it cannot.
type Cover int

const (
	// CoverNo: some call the second rule matches escapes the first (a
	// witness was found), or the two never meet.
	CoverNo Cover = iota
	// CoverMaybe: neither a proof nor a witness.
	CoverMaybe
	// CoverYes: proved; every call the second rule matches, the first
	// matches too.
	CoverYes
)

// Covers reports whether pattern w, in a rule with decision wd, matches
// every action pattern l matches in a rule with decision ld, with env
// anchoring their paths. A Yes is a proof: for Bash it compares the rules'
// text globs treating l's wildcards as opaque, which is sound because deny
// and ask also match the text an allow rule sees; for paths it needs w to
// be l's directory tree or l itself. A No needs a witness: a call built
// from l that l matches and w does not, decided by the matchers
// themselves.
func Covers(w *Pattern, wd hook.Decision, l *Pattern, ld hook.Decision, env act.Env) Cover {
	if w == nil || l == nil || Dead(w, wd) || Dead(l, ld) {
		return CoverNo
	}
	if strings.TrimSpace(w.Text) == strings.TrimSpace(l.Text) && w.root() == l.root() && wd == ld {
		// The same rule with the same decision. (As deny it need not
		// cover itself as allow: an Edit allow also grants reads.)
		return CoverYes
	}
	if w.Kind == patternTool {
		return coverTool(w, wd, l, ld)
	}
	switch {
	case w.Kind == patternBash && l.Kind == patternBash && w.Tool == l.Tool:
		if wg, lg := w.c().bash.glob, l.c().bash.glob; wg != nil && lg != nil && globCovers(wg, lg) {
			if ld == hook.Allow {
				return CoverYes
			}
			// l as deny or ask also catches other spellings of its
			// flags; w's do not provably cover them.
			return CoverMaybe
		}
		return witness(w, wd, l, ld, env, memoInstances(l, env, func() instances { return bashInstances(l, env) }))
	case w.Kind == patternPath && l.Kind == patternPath:
		switch {
		case w.Tool == "Edit" && (l.Tool == "Read" || ld == hook.Allow && wd != hook.Allow):
			// An Edit deny or ask does not govern reads, which a Read rule
			// and an Edit allow both decide.
			return witness(w, wd, l, ld, env, memoInstances(l, env, func() instances { return pathInstances(l, env) }))
		case w.Tool == "Read" && l.Tool == "Edit" && wd == hook.Allow:
			// A Read allow grants no writes.
			return CoverNo
		}
		if pathCovers(w.c().path, l.c().path, ld) {
			return CoverYes
		}
		return witness(w, wd, l, ld, env, memoInstances(l, env, func() instances { return pathInstances(l, env) }))
	case w.Kind == l.Kind && patternSameTool(w.Tool, l.Tool):
		return witness(w, wd, l, ld, env, memoInstances(l, env, func() instances { return callInstances(l) }))
	}
	return CoverNo
}

// Dead reports whether p can never match as a rule with decision d.
func Dead(p *Pattern, d hook.Decision) bool {
	return p.Kind == PatternInert || p.Compile() != nil || d == hook.Allow && p.AllowInert()
}

func (p *Pattern) root() string {
	if c := p.c(); c != nil && c.path != nil {
		return c.path.root
	}
	return ""
}

// coverTool decides a bare tool name or tool-name glob w.
func coverTool(w *Pattern, wd hook.Decision, l *Pattern, ld hook.Decision) Cover {
	if w.toolGlob != nil {
		if wd == hook.Allow && !w.toolAllow {
			return CoverNo
		}
		if len(w.toolGlob) == 2 && w.toolGlob[0] == "" && w.toolGlob[1] == "" {
			// "*" matches every call as a whole; a call one of whose parts
			// is denied is denied.
			if wd == hook.Allow {
				return CoverMaybe
			}
			return CoverYes
		}
		if l.toolGlob != nil {
			if globCovers(&bashGlob{parts: w.toolGlob}, &bashGlob{parts: l.toolGlob}) {
				return CoverYes
			}
			return CoverMaybe
		}
		if !bashGlobParts(w.toolGlob, l.Tool) {
			return CoverNo
		}
		if l.Kind == patternBash || l.Kind == patternPath {
			// l reaches paths and segments of other tools' calls.
			return CoverMaybe
		}
		return CoverYes
	}
	if l.toolGlob != nil {
		return CoverNo
	}
	if patternSameTool(w.Tool, l.Tool) {
		if w.Tool == "Edit" && (l.Kind == patternPath || l.Tool == "Edit") && ld == hook.Allow && wd != hook.Allow {
			// l grants reads; an Edit deny or ask does not block them.
			return CoverNo
		}
		return CoverYes
	}
	// A bare Read deny or ask blocks the edit tools and what Bash writes:
	// every Edit rule's matches.
	if w.Tool == "Read" && l.Tool == "Edit" && wd != hook.Allow {
		return CoverYes
	}
	return CoverNo
}

// globCovers reports whether every string l matches, w matches: w is
// matched against l's text with each of l's wildcards as a character only
// a wildcard of w can absorb. Sound, and complete for the rule shapes
// people write.
func globCovers(w, l *bashGlob) bool {
	const star = "\x00"
	text := strings.Join(l.parts, star)
	if strings.Contains(strings.Join(w.parts, ""), star) {
		return false
	}
	if !w.matchStar(text) {
		return false
	}
	if l.bareTail {
		// l also matches its prefix without the trailing " *".
		bare := l.parts[0][:len(l.parts[0])-1]
		if !w.match(bare) {
			return false
		}
	}
	return true
}

func (g *bashGlob) matchStar(s string) bool {
	if g.bareTail && len(s) == len(g.parts[0])-1 && s == g.parts[0][:len(s)] {
		return true
	}
	return bashGlobParts(g.parts, s)
}

// pathCovers reports whether path pattern w matches every path l does.
func pathCovers(w, l *pathPattern, ld hook.Decision) bool {
	if w.anchor != l.anchor || w.root != l.root || w.up != l.up || w.invalid || l.invalid || w.dirOnly && !l.dirOnly {
		return false
	}
	if ld != hook.Allow && l.wide != "" && w.pat != "**" && w.pat != "" {
		// l as deny or ask reaches any depth; w does not.
		return false
	}
	if w.pat == "" || w.pat == "**" {
		return true
	}
	dir, ok := strings.CutSuffix(w.pat, "/**")
	if !ok || strings.ContainsAny(dir, "*?[{\\") {
		return false
	}
	lit := l.pat
	if i := strings.IndexAny(lit, "*?[{\\"); i >= 0 {
		lit = lit[:i]
		if !strings.HasSuffix(lit, "/") {
			// l's wildcard is inside a name: its literal directory is
			// the part before that name.
			lit = lit[:strings.LastIndexByte(lit, '/')+1]
		}
	} else {
		lit += "/"
	}
	return strings.HasPrefix(lit, dir+"/") && lit != dir+"/" || l.pat == w.pat
}

// instances is a set of actions built from a rule; exact says they are
// every action the rule matches (a rule without wildcards).
type instances struct {
	acts  []*act.Action
	exact bool
}

// instanceMemo keeps the witnesses built from each rule: lint compares
// every rule with every other, and decomposing a command is the cost.
var instanceMemo sync.Map // memoKey → instances

type memoKey struct {
	p   *Pattern
	env act.Env
}

func memoInstances(l *Pattern, env act.Env, build func() instances) instances {
	k := memoKey{l, env}
	if v, ok := instanceMemo.Load(k); ok {
		return v.(instances)
	}
	in := build()
	instanceMemo.Store(k, in)
	return in
}

// witness looks for an action l matches and w does not.
func witness(w *Pattern, wd hook.Decision, l *Pattern, ld hook.Decision, env act.Env, in instances) Cover {
	seen := false
	for _, a := range in.acts {
		if !l.Match(a, env, ld) {
			continue
		}
		seen = true
		if !w.Match(a, env, wd) {
			return CoverNo
		}
	}
	if seen && in.exact {
		return CoverYes
	}
	return CoverMaybe
}

// fills are what a wildcard is replaced by to build a witness.
var fills = []string{"", "x", "pregate-lint y"}

func bashInstances(l *Pattern, env act.Env) instances {
	spec := l.Specifier
	if s, ok := strings.CutSuffix(spec, ":*"); ok {
		spec = s + " *"
	}
	in := instances{exact: !strings.Contains(spec, "*")}
	var cmds []string
	if in.exact {
		cmds = []string{spec}
	} else {
		for _, f := range fills {
			cmds = append(cmds, strings.ReplaceAll(spec, "*", f))
		}
	}
	for _, c := range cmds {
		cwd := env.Cwd
		if cwd == "" {
			cwd = "/"
		}
		segs := shell.Decompose(c, cwd, map[string]string{"HOME": env.Home})
		if len(segs) != 1 {
			if in.exact {
				in.exact = false
			}
			continue
		}
		in.acts = append(in.acts, &act.Action{Kind: act.SegmentAction, Tool: l.Tool, Input: map[string]any{"command": c}, Segment: &segs[0]})
	}
	return in
}

func pathInstances(l *Pattern, env act.Env) instances {
	pp := l.c().path
	in := instances{exact: pp.literal != "" && !strings.ContainsAny(pp.pat, "*?[{\\") && !pp.dirOnly && pp.wide == ""}
	dir := pp.anchorDir(env)
	if dir == "" {
		return instances{}
	}
	var ps []string
	for _, f := range []string{"x", "pregate-lint"} {
		p := strings.NewReplacer("**", f, "*", f, "?", "x").Replace(pp.pat)
		if strings.ContainsAny(p, "[{\\") {
			in.exact = false
			continue
		}
		ps = append(ps, path.Join(dir, p))
	}
	for _, p := range ps {
		for _, tool := range []string{"Read", "Edit"} {
			in.acts = append(in.acts, &act.Action{Kind: act.CallAction, Tool: tool, Input: map[string]any{"file_path": p}, Path: p})
		}
	}
	return in
}

// callInstances builds whole calls for the rule kinds that match one:
// WebFetch domains, Agent types, Skill names, param rules.
func callInstances(l *Pattern) instances {
	var in instances
	switch l.Kind {
	case patternDomain:
		if l.c().domain.any {
			return in
		}
		in.exact = !l.c().domain.sub
		host := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l.Specifier), "domain:"))
		host = strings.TrimPrefix(host, "*.")
		if strings.Contains(host, "*") {
			in.exact = false
			host = strings.ReplaceAll(host, "*", "x")
		}
		if l.c().domain.sub {
			host = "x." + host
		}
		in.acts = append(in.acts, &act.Action{Kind: act.CallAction, Tool: "WebFetch", Input: map[string]any{"url": "https://" + host + "/"}, Domain: strings.ToLower(host)})
	case patternAgent:
		in.exact = !strings.Contains(l.name, "*")
		in.acts = append(in.acts, &act.Action{Kind: act.CallAction, Tool: "Agent", Input: map[string]any{"subagent_type": strings.ReplaceAll(l.name, "*", "x")}})
	case patternSkill:
		spec := strings.TrimPrefix(strings.TrimSpace(l.Specifier), "/")
		for _, f := range fills[:2] {
			name, args, _ := strings.Cut(strings.ReplaceAll(spec, "*", f), " ")
			in.acts = append(in.acts, &act.Action{Kind: act.CallAction, Tool: "Skill", Input: map[string]any{"skill": name, "args": args}})
		}
	}
	return in
}

// CommandCovers is Covers for w, the structured command of a deny or ask
// rule: decided by witnesses alone, so Yes only for an l without
// wildcards.
func CommandCovers(w *command.Command, l *Pattern, ld hook.Decision, env act.Env) Cover {
	if w == nil || l == nil || l.Kind != patternBash || l.Tool != "Bash" || Dead(l, ld) {
		return CoverNo
	}
	in := memoInstances(l, env, func() instances { return bashInstances(l, env) })
	seen := false
	for _, a := range in.acts {
		if !l.Match(a, env, ld) {
			continue
		}
		seen = true
		if !w.Match(a.Segment, env) {
			return CoverNo
		}
	}
	if seen && in.exact {
		return CoverYes
	}
	return CoverMaybe
}
