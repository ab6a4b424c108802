package lint

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/load"
	"github.com/pregate/pregate/rules/parse"
	"github.com/pregate/pregate/shell"
)

// Severity is how much a finding matters to CI.
type Severity string

const (
	// Error: the hook would deny every call (the file does not load), or
	// a rule does something other than what it says.
	Error Severity = "error"
	// Warning: the policy works as written, but part of it has no effect.
	Warning Severity = "warning"
)

// Finding is one problem at a position. Line and Col are 1-based, in
// bytes; 0 when unknown.
type Finding struct {
	File       string   `json:"file"`
	Line       int      `json:"line"`
	Col        int      `json:"col"`
	Severity   Severity `json:"severity"`
	Code       string   `json:"code"`
	Message    string   `json:"message"`
	Suggestion string   `json:"suggestion"`
}

// Code describes one kind of finding, for SARIF's rule list and the docs.
type Code struct {
	ID       string
	Severity Severity
	Summary  string
}

// Codes are every finding code, sorted by ID. A code never changes its
// meaning; new problems get new codes.
var Codes = []Code{
	{"bad-command", Error, "A structured [[rule]] command is malformed."},
	{"bad-glob", Error, "A path glob (a Read/Edit rule or a floor entry) is not a valid pattern."},
	{"bad-id", Error, "A rule id is malformed."},
	{"bad-rule", Error, "A rule string does not parse."},
	{"bad-tool-list", Error, "A fence's tool list names something other than a tool."},
	{"bad-type", Error, "A value has the wrong TOML or JSON type."},
	{"bad-value", Error, "A value is out of range or malformed."},
	{"bad-version", Error, "The file's version is not supported."},
	{"dead-rule", Warning, "A rule can never match: Claude Code ignores its form, or an allow of this form approves nothing."},
	{"duplicate-id", Error, "Two [[rule]] tables share an id."},
	{"duplicate-rule", Warning, "A rule repeats an earlier one with the same decision."},
	{"empty-value", Error, "A required string is empty."},
	{"floor-override", Warning, "An allow rule whose every match the floor denies: it can never allow."},
	{"invalid", Error, "The file is not valid policy."},
	{"level-not-allowed", Error, "A setting the file's level may not make; it is ignored, so the file does not do what it says."},
	{"missing-key", Error, "A required key is missing."},
	{"shadowed-rule", Warning, "A rule that can never decide, because a rule evaluated before it always wins."},
	{"syntax", Error, "The file is not valid TOML or JSON."},
	{"test-failed", Error, "A [[test]] case gets another decision than it expects."},
	{"unknown-builtin-id", Error, "A [builtin] disable or enable entry names no builtin pack or rule."},
	{"unknown-decision", Error, "A decision is not one of deny, ask, allow (or none where allowed)."},
	{"unknown-key", Error, "A key the schema does not know."},
	{"unknown-mode", Error, "A permission mode Claude Code does not know."},
	{"unknown-tool", Error, "A rule names a tool Claude Code does not have."},
	{"unreadable", Error, "A file cannot be read."},
}

// CodeOf returns the description of code id.
func CodeOf(id string) Code {
	i, ok := slices.BinarySearchFunc(Codes, id, func(c Code, id string) int { return strings.Compare(c.ID, id) })
	if !ok {
		return Code{ID: id, Severity: Error, Summary: id}
	}
	return Codes[i]
}

// Options are the session a policy is checked for: where "~", "./x" and
// "/x" resolve, and whether the builtin baseline is in force.
type Options struct {
	Cwd, Home, Project string
	// NoBuiltin leaves the baseline out of the shadowing checks.
	NoBuiltin bool
}

// Check returns every finding for srcs, which are in load order (highest
// level first), sorted by file, line and column.
func Check(srcs []*parse.LintSource, o Options) []Finding {
	var out []Finding
	for _, s := range srcs {
		for _, e := range s.Errors {
			out = append(out, fromLoad(e, Error))
		}
		typos := settingsTools(s)
		out = append(out, typos...)
		for _, e := range s.Warnings {
			if slices.ContainsFunc(typos, func(f Finding) bool { return f.Line == e.Line && f.Col == e.Col }) {
				continue
			}
			out = append(out, fromLoad(e, ""))
		}
		out = append(out, builtinIDs(s)...)
		out = append(out, globs(s)...)
	}
	out = append(out, semantic(srcs, o)...)
	Sort(out)
	return out
}

// Sort orders findings by file, line, column and code.
func Sort(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col), strings.Compare(a.Code, b.Code))
	})
}

func fromLoad(e *rules.LoadError, sev Severity) Finding {
	code := e.Code
	switch {
	case code != "":
	case strings.HasPrefix(e.Msg, "rule ") && sev == "" && !strings.HasSuffix(e.Msg, "; allow rule ignored"):
		// A settings file's rule that parses but never matches.
		code = "dead-rule"
	case strings.HasPrefix(e.Msg, "rule "):
		code = "bad-rule"
		sev = Error
	default:
		code = "invalid"
	}
	if sev == "" {
		sev = CodeOf(code).Severity
	}
	msg := e.Msg
	if e.Suggestion != "" && !strings.Contains(msg, "did you mean") && !strings.Contains(msg, e.Suggestion+" instead") {
		msg += fmt.Sprintf("; did you mean %q?", e.Suggestion)
	}
	return Finding{File: e.File, Line: e.Line, Col: e.Col, Severity: sev, Code: code, Message: msg, Suggestion: e.Suggestion}
}

// settingsTools names the unknown tools of a Claude Code settings file,
// which its loader takes as rules that never match.
func settingsTools(s *parse.LintSource) []Finding {
	if !s.Settings {
		return nil
	}
	var out []Finding
	for _, r := range s.Rules {
		for _, p := range r.Patterns {
			if parse.KnownTool(p.Tool) {
				continue
			}
			sug := parse.SuggestTool(p.Tool)
			f := Finding{File: s.Name, Line: r.Line, Col: r.Col, Severity: Error, Code: "unknown-tool"}
			switch {
			case sug != "":
				f.Message = fmt.Sprintf("rule %q: unknown tool %q; did you mean %s?", p.Text, p.Tool, sug)
				f.Suggestion = strings.Replace(strings.TrimSpace(p.Text), p.Tool, sug, 1)
			case p.Specifier != "":
				f.Message = fmt.Sprintf("rule %q: unknown tool %q; this rule never matches", p.Text, p.Tool)
			default:
				continue
			}
			out = append(out, f)
		}
	}
	return out
}

// builtinIDs checks [builtin] disable and enable entries by name: a typo
// would leave a rule on that the user believes is off.
func builtinIDs(s *parse.LintSource) []Finding {
	if len(s.Builtin) == 0 {
		return nil
	}
	known := load.BuiltinNames()
	var out []Finding
	for _, v := range s.Builtin {
		if v.Text == "" || slices.ContainsFunc(known, func(k string) bool { return k == v.Text || strings.HasPrefix(k, v.Text+".") }) {
			continue
		}
		f := Finding{File: s.Name, Line: v.Line, Col: v.Col, Severity: Error, Code: "unknown-builtin-id",
			Message: fmt.Sprintf("%s: no builtin pack or rule %q", v.Key, v.Text)}
		if sug := parse.Suggest(v.Text, known); sug != "" {
			f.Message += fmt.Sprintf("; did you mean %q?", sug)
			f.Suggestion = sug
		}
		out = append(out, f)
	}
	return out
}

// globs checks the rules' path globs. A broken floor glob is a load
// error (bad-glob), reported with the rest of what loading rejects.
func globs(s *parse.LintSource) []Finding {
	var out []Finding
	for _, r := range s.Rules {
		for _, p := range r.Patterns {
			if p.BadPath() {
				line, col := where(s, r, p)
				out = append(out, Finding{File: s.Name, Line: line, Col: col, Severity: Error, Code: "bad-glob",
					Message: fmt.Sprintf("rule %q: the path is not a valid glob; as deny or ask it guards only its exact text, as allow it approves nothing", p.Text)})
			}
		}
	}
	return out
}

// where is the position of pattern p of rule r.
func where(s *parse.LintSource, r *rules.Rule, p *claude.Pattern) (int, int) {
	if l, c := s.PatternAt(p); l > 0 {
		return l, c
	}
	return r.Line, r.Col
}

// rank orders decisions by which wins: deny before ask before allow.
func rank(d hook.Decision) int {
	switch d {
	case hook.Deny:
		return 3
	case hook.Ask:
		return 2
	case hook.Allow:
		return 1
	}
	return 0
}

// entry is a rule with the file it came from.
type entry struct {
	r   *rules.Rule
	src *parse.LintSource // nil for the builtin baseline
}

// semantic finds rules that can never decide.
func semantic(srcs []*parse.LintSource, o Options) []Finding {
	env := act.Env{Cwd: o.Cwd, Home: o.Home, Project: o.Project}
	var all []entry
	// Evaluation order: level order (srcs are in it), then file order.
	ordered := slices.Clone(srcs)
	slices.SortStableFunc(ordered, func(a, b *parse.LintSource) int { return cmp.Compare(a.Level, b.Level) })
	for _, s := range ordered {
		for _, r := range s.Rules {
			all = append(all, entry{r, s})
		}
	}
	if !o.NoBuiltin {
		for _, r := range load.BuiltinRules(o.Project) {
			all = append(all, entry{r, nil})
		}
	}
	var out []Finding
	for i, l := range all {
		if l.src == nil {
			continue
		}
		if f, ok := dead(l); ok {
			out = append(out, f)
			continue
		}
		if f, ok := shadowed(all, i, env); ok {
			out = append(out, f)
			continue
		}
		if f, ok := floorOverride(l, srcs, o); ok {
			out = append(out, f)
		}
	}
	return out
}

// dead reports a rule none of whose patterns can match, when loading has
// not already said why.
func dead(l entry) (Finding, bool) {
	r := l.r
	if len(r.Patterns) == 0 || len(r.Commands) > 0 {
		return Finding{}, false
	}
	for _, p := range r.Patterns {
		if !claude.Dead(p, r.Decision) || p.Warning != "" || p.BadPath() {
			return Finding{}, false
		}
	}
	p := r.Patterns[0]
	line, col := where(l.src, r, p)
	return Finding{File: l.src.Name, Line: line, Col: col, Severity: Warning, Code: "dead-rule",
		Message: fmt.Sprintf("%s %q can never match: Claude Code approves nothing through an allow of this form", r.Decision, label(r))}, true
}

// label names a rule in a message: its id, which for a [permissions] or
// settings entry is the rule text.
func label(r *rules.Rule) string { return r.ID }

// before reports whether rule w is consulted before rule l decides: a
// stronger decision always is; the same decision is when it comes first.
func before(w entry, wi int, l entry, li int) bool {
	if rank(w.r.Decision) != rank(l.r.Decision) {
		return rank(w.r.Decision) > rank(l.r.Decision)
	}
	return wi < li
}

// scopeCovers reports whether w applies in every mode and to every agent
// l applies to.
func scopeCovers(w, l *rules.Rule) bool {
	sub := func(wl, ll []string) bool {
		if len(wl) == 0 {
			return true
		}
		if len(ll) == 0 {
			return false
		}
		for _, x := range ll {
			if !slices.Contains(wl, x) {
				return false
			}
		}
		return true
	}
	return sub(w.Modes, l.Modes) && sub(w.Agents, l.Agents)
}

// coverRule decides whether every call l matches, w matches.
func coverRule(w, l *rules.Rule, env act.Env) claude.Cover {
	if len(l.Commands) > 0 || len(l.Patterns) == 0 || !scopeCovers(w, l) {
		return claude.CoverNo
	}
	res := claude.CoverYes
	for _, lp := range l.Patterns {
		best := claude.CoverNo
		for _, wp := range w.Patterns {
			best = max(best, claude.Covers(wp, w.Decision, lp, l.Decision, env))
			if best == claude.CoverYes {
				break
			}
		}
		for i := 0; i < len(w.Commands) && best != claude.CoverYes; i++ {
			best = max(best, claude.CommandCovers(&w.Commands[i], lp, l.Decision, env))
		}
		res = min(res, best)
		if res == claude.CoverNo {
			break
		}
	}
	return res
}

func sameRule(w, l *rules.Rule) bool {
	if w.Decision != l.Decision || len(w.Patterns) != len(l.Patterns) || len(w.Commands)+len(l.Commands) > 0 ||
		!slices.Equal(w.Modes, l.Modes) || !slices.Equal(w.Agents, l.Agents) {
		return false
	}
	for i := range w.Patterns {
		if strings.TrimSpace(w.Patterns[i].Text) != strings.TrimSpace(l.Patterns[i].Text) {
			return false
		}
	}
	return true
}

func shadowed(all []entry, li int, env act.Env) (Finding, bool) {
	l := all[li]
	var maybe *entry
	for wi, w := range all {
		if wi == li || !before(w, wi, l, li) {
			continue
		}
		if w.src != nil && sameRule(w.r, l.r) {
			return l.finding("duplicate-rule", fmt.Sprintf("%s %q repeats the rule at %s", l.r.Decision, label(l.r), w.where(l)), ""), true
		}
		switch coverRule(w.r, l.r, env) {
		case claude.CoverYes:
			return l.finding("shadowed-rule", fmt.Sprintf("%s %q is shadowed by %s %q at %s, which always wins: it can never decide",
				l.r.Decision, label(l.r), w.r.Decision, label(w.r), w.where(l)), ""), true
		case claude.CoverMaybe:
			if maybe == nil && w.src != nil {
				maybe = &all[wi]
			}
		}
	}
	if maybe != nil {
		w := *maybe
		return l.finding("shadowed-rule", fmt.Sprintf("%s %q may be shadowed by %s %q at %s (not decidable from the rule text)",
			l.r.Decision, label(l.r), w.r.Decision, label(w.r), w.where(l)), ""), true
	}
	return Finding{}, false
}

func (e entry) finding(code, msg, sug string) Finding {
	line, col := e.r.Line, e.r.Col
	if len(e.r.Patterns) > 0 {
		line, col = where(e.src, e.r, e.r.Patterns[0])
	}
	return Finding{File: e.src.Name, Line: line, Col: col, Severity: CodeOf(code).Severity, Code: code, Message: msg, Suggestion: sug}
}

// where names the rule's file:line, relative to the finding's file when
// they are the same.
func (e entry) where(from entry) string {
	if e.src == nil {
		return e.r.Where()
	}
	line, col := e.r.Line, e.r.Col
	if len(e.r.Patterns) > 0 {
		line, col = where(e.src, e.r, e.r.Patterns[0])
	}
	return fmt.Sprintf("%s:%d:%d", e.src.Name, line, col)
}

// floorOverride reports a Read or Edit allow whose every match the floor
// denies.
func floorOverride(l entry, srcs []*parse.LintSource, o Options) (Finding, bool) {
	r := l.r
	if r.Decision != hook.Allow || len(r.Patterns) == 0 || len(r.Commands) > 0 || o.Home == "" {
		return Finding{}, false
	}
	env := act.Env{Cwd: o.Cwd, Home: o.Home, Project: o.Project}
	conf := &floor.Config{Home: o.Home, Project: o.Project, Cwd: o.Cwd, Tmp: "/tmp"}
	for _, s := range srcs {
		for _, e := range s.Floor.Protect {
			conf.Protect = append(conf.Protect, floor.Entry{Pattern: e.Pattern, ID: "policy", Source: s.Name, Pos: e.Pos})
		}
		for _, e := range s.Floor.ProtectWrite {
			conf.ProtectWrite = append(conf.ProtectWrite, floor.Entry{Pattern: e.Pattern, ID: "policy", Source: s.Name, Pos: e.Pos})
		}
	}
	var why *floor.Verdict
	for _, p := range r.Patterns {
		if seg, ok := p.ExactSegment(env); ok {
			// The one command the rule allows: a circuit breaker or a
			// protected path the floor denies whatever a rule says.
			v := conf.CheckSegment(seg)
			if v == nil {
				return Finding{}, false
			}
			why = v
			continue
		}
		target, tree, ok := p.PathSet(env)
		if !ok {
			return Finding{}, false
		}
		access := []shell.Access{shell.Read}
		if p.Tool == "Edit" {
			access = append(access, shell.Write)
		}
		for _, a := range access {
			v := conf.CheckPath(target, o.Cwd, a)
			if v == nil || tree && !treeEntry(v.Entry, target, o) {
				return Finding{}, false
			}
			why = v
		}
	}
	what := fmt.Sprintf("protects %s (%s)", why.Entry.Pattern, why.Entry.ID)
	if strings.HasPrefix(why.Entry.ID, "breaker.") || why.Entry.Pattern == "" {
		what = fmt.Sprintf("denies it (%s)", why.Entry.ID)
	}
	return l.finding("floor-override", fmt.Sprintf("allow %q can never allow: the floor %s, and no rule lifts the floor",
		label(r), what), ""), true
}

// treeEntry reports whether floor entry e covers everything under dir:
// a "X/**" entry without exceptions whose X holds dir.
func treeEntry(e floor.Entry, dir string, o Options) bool {
	x, ok := strings.CutSuffix(e.Pattern, "/**")
	if !ok || len(e.Except) > 0 || strings.ContainsAny(x, "*?[{") && !strings.HasPrefix(x, "{") {
		return false
	}
	switch {
	case strings.HasPrefix(x, "~/"):
		x = filepath.Join(o.Home, x[2:])
	case strings.HasPrefix(x, "{home}"):
		x = o.Home + x[len("{home}"):]
	case strings.HasPrefix(x, "{project}"):
		x = o.Project + x[len("{project}"):]
	}
	if !filepath.IsAbs(x) && strings.Contains(x, "/") && !strings.HasPrefix(x, "~") {
		// A relative pattern with a directory is relative to the project.
		x = filepath.Join(o.Project, x)
	}
	if strings.ContainsAny(x, "*?[{") || !filepath.IsAbs(x) {
		return false
	}
	return dir == x || strings.HasPrefix(dir, x+"/")
}
