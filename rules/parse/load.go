package parse

import (
	"errors"
	"fmt"
	"hash/maphash"
	"reflect"
	"slices"
	"strconv"
	"strings"

	toml "github.com/pelletier/go-toml/v2"

	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/command"
)

// The shape of a policy file as TOML sees it. Scalars that need checking
// are decoded as plain values and checked afterwards with positions from
// the scanner's posIndex (load_scan.go).
type fileDoc struct {
	Version     *int64              `toml:"version"`
	Defaults    defaultsDoc         `toml:"defaults"`
	Permissions permissionsDoc      `toml:"permissions"`
	Rule        []ruleDoc           `toml:"rule"`
	Floor       floorDoc            `toml:"floor"`
	Tenants     tenantsDoc          `toml:"tenants"`
	Run         *fenceDoc           `toml:"run"`
	Agent       map[string]fenceDoc `toml:"agent"`
	Builtin     builtinDoc          `toml:"builtin"`
	Audit       auditDoc            `toml:"audit"`
	Test        []testDoc           `toml:"test"`
	Pack        *packDoc            `toml:"pack"`

	// rules are the [[rule]] tables as the scanner decodes them, in
	// place of Rule: each already the rules.Rule it becomes, so that a
	// rule is not decoded into one struct and copied into another.
	rules []scanRule
}

// scanRule is a [[rule]] table: the fields of ruleDoc but match in the
// rule, and its match strings.
type scanRule struct {
	rules.Rule
	match []string
}

// scanRules returns the rules of doc as scanRules.
func (doc *fileDoc) scanRules() []scanRule {
	if doc.rules != nil || len(doc.Rule) == 0 {
		return doc.rules
	}
	out := make([]scanRule, len(doc.Rule))
	for i, d := range doc.Rule {
		out[i] = scanRule{Rule: rules.Rule{ID: d.ID, Decision: hook.Decision(d.Decision), Commands: d.Command,
			Reason: d.Reason, Note: d.Note, Modes: d.Modes, Agents: d.Agents}, match: d.Match}
	}
	return out
}

type defaultsDoc struct {
	Unmatched  *string `toml:"unmatched"`
	Unresolved *string `toml:"unresolved"`
	Profile    *string `toml:"profile"`
}

type permissionsDoc struct {
	Deny  []string `toml:"deny"`
	Ask   []string `toml:"ask"`
	Allow []string `toml:"allow"`
}

type ruleDoc struct {
	ID       string            `toml:"id"`
	Decision string            `toml:"decision"`
	Match    []string          `toml:"match"`
	Command  []command.Command `toml:"command"`
	Reason   string            `toml:"reason"`
	Note     string            `toml:"note"`
	Modes    []string          `toml:"modes"`
	Agents   []string          `toml:"agents"`
}

type floorDoc struct {
	Protect      []string `toml:"protect"`
	ProtectWrite []string `toml:"protect_write"`
	Remove       []string `toml:"remove"`
	WriteScope   []string `toml:"write_scope"`
	ReadScope    []string `toml:"read_scope"`
}

type tenantsDoc struct {
	Root *string `toml:"root"`
}

type fenceDoc struct {
	ReadOnly        bool      `toml:"read_only"`
	Tools           *[]string `toml:"tools"`
	ToolsSet        bool      `toml:"tools_set"`
	DisallowedTools []string  `toml:"disallowed_tools"`
}

type builtinDoc struct {
	Disable []string `toml:"disable"`
	Enable  []string `toml:"enable"`
}

type auditDoc struct {
	Path     *string `toml:"path"`
	MaxSize  any     `toml:"max_size"`
	Keep     *int64  `toml:"keep"`
	Redact   *bool   `toml:"redact"`
	Required *bool   `toml:"required"`
}

type testDoc struct {
	Name   string         `toml:"name"`
	Tool   string         `toml:"tool"`
	Input  map[string]any `toml:"input"`
	Expect string         `toml:"expect"`
	Mode   string         `toml:"mode"`
	Agent  string         `toml:"agent"`
	Cwd    string         `toml:"cwd"`
}

type packDoc struct {
	Name        string `toml:"name"`
	Description string `toml:"description"`
	Default     *bool  `toml:"default"`
}

// Source is one parsed file before merging.
type Source struct {
	Name  string
	Level act.Level
	Rules []*rules.Rule
	// Unmatched and Unresolved are "" when the file does not set them.
	Unmatched, Unresolved hook.Decision
	Floor                 rules.FloorSettings
	Tenants               rules.Tenants
	Fences                []*rules.Fence
	Builtin               rules.BuiltinSettings
	BuiltinAt             pos
	Audit                 auditDoc
	Tests                 []rules.Test
	Pack                  *rules.Pack
	Warnings              []*rules.LoadError
	Settings              bool // a Claude Code settings file
	// Deferred, for a file TOMLOneCall read, are its rules, checked but
	// not built; Rules is then empty.
	Deferred *rules.DeferredRules
	// ManagedRulesOnly is Claude Code's allowManagedPermissionRulesOnly in
	// managed settings: Claude Code then ignores every other settings
	// file's rules, so pregate must not allow on their strength.
	ManagedRulesOnly bool
	// AllowExcept are the "!" rules of the file's permissions.allow
	// (Read(!x), Edit(!x)) with the "!" taken out, and AllowExceptText
	// each as written; see spreadAllowExceptions.
	AllowExcept     []*claude.Pattern
	AllowExceptText []string
	// Claude are the working-directory keys of a settings file.
	Claude rules.ClaudePermissions

	// Profile is "" when the file does not set it; ProfileLine its line.
	Profile     string
	ProfileLine int
}

// MaxPolicyFile caps what is read from one policy or settings file.
const MaxPolicyFile = 4 << 20

// TOML decodes one pregate policy file. root anchors "/x" in its
// rule strings. pack files (the embedded baseline) may carry a [pack]
// table and nothing at their level may use [builtin].
func TOML(name string, src []byte, level act.Level, root string) (*Source, rules.LoadErrors) {
	return TOMLText(name, string(src), level, root)
}

// TOMLText is TOML of a file read into a string: the strings of the
// source it returns share text's bytes instead of a copy of them.
func TOMLText(name, text string, level act.Level, root string) (*Source, rules.LoadErrors) {
	sdoc, x, ok := scan(text, false)
	if ok {
		p := &parser{name: name, x: x, s: &Source{Name: name, Level: level}}
		p.file(sdoc, root)
		return p.s, p.errs
	}
	// The decoder gives the error message, or the values of a file the
	// scanner does not decode; the positions are the scanner's.
	doc, unknown, e := decodeFull(name, text, x)
	if e != nil {
		return nil, rules.LoadErrors{e}
	}
	p := &parser{name: name, x: x, s: &Source{Name: name, Level: level}}
	p.unknownKeys(unknown)
	p.file(doc, root)
	return p.s, p.errs
}

type parser struct {
	name string
	x    *posIndex
	s    *Source
	errs rules.LoadErrors
	// patAt, when set (lint), records where each parsed rule string is.
	patAt map[*claude.Pattern]pos
	// pats holds the patterns of the [[rule]] tables one after another;
	// each rule's Patterns is a slice of it.
	pats []*claude.Pattern
	// slab is where the file's patterns are parsed into, one array for
	// all of them rather than an allocation each.
	slab []claude.Pattern
	// lazy, when set, records the rules instead (TOMLOneCall).
	lazy *lazyRules
}

// fail records an error with its stable code (LoadError.Code); the
// caller may add a suggestion to the result.
func (p *parser) fail(code string, at pos, format string, args ...any) *rules.LoadError {
	e := &rules.LoadError{File: p.name, Pos: at, Code: code, Msg: fmt.Sprintf(format, args...)}
	p.errs = append(p.errs, e)
	return e
}

// warn records a problem that does not stop loading.
func (p *parser) warn(code string, at pos, format string, args ...any) *rules.LoadError {
	e := &rules.LoadError{File: p.name, Pos: at, Code: code, Msg: fmt.Sprintf(format, args...)}
	p.s.Warnings = append(p.s.Warnings, e)
	return e
}

// keyAt is the position of a key, or of its table when the key is absent.
func (p *parser) keyAt(path string, inst int) pos {
	if k := p.x.key(path, inst); k != nil {
		return k.at
	}
	table, _, _ := cutLast(path)
	return p.x.header(table, inst)
}

func (p *parser) valAt(path string, inst int) pos {
	if k := p.x.key(path, inst); k != nil {
		return k.val
	}
	return p.keyAt(path, inst)
}

func cutLast(path string) (string, string, bool) {
	i := strings.LastIndexByte(path, '.')
	if i < 0 {
		return "", path, false
	}
	return path[:i], path[i+1:], true
}

// unknownKeys reports keys the schema does not know. Only the outermost
// unknown key of a subtree is reported; the free-form input of a test is
// not checked.
func (p *parser) unknownKeys(paths []string) {
	var reported []string
	for _, path := range paths {
		if strings.HasPrefix(path, "test.input.") {
			continue
		}
		if slices.ContainsFunc(reported, func(r string) bool { return strings.HasPrefix(path, r+".") }) {
			continue
		}
		reported = append(reported, path)
		at := pos{}
		if kp := p.x.nextUnused(path); kp != nil {
			at = kp.at
		} else if h := p.x.headersOf(path); len(h) > 0 {
			at = h[0]
		}
		table, key, _ := cutLast(path)
		if sug := Suggest(key, schemaKeys(table)); sug != "" {
			p.fail("unknown-key", at, "unknown key %q; did you mean %q?", path, sug).Suggestion = sug
		} else {
			p.fail("unknown-key", at, "unknown key %q", path)
		}
	}
}

func (p *parser) file(doc *fileDoc, root string) {
	s := p.s
	if doc.Pack != nil {
		at := p.x.header("pack", 0)
		if s.Level != act.Builtin {
			p.fail("invalid", at, "[pack] is only for builtin packs")
		} else if doc.Pack.Name == "" {
			p.fail("invalid", at, "pack without a name")
		} else {
			s.Pack = &rules.Pack{Name: doc.Pack.Name, Description: doc.Pack.Description, Default: doc.Pack.Default == nil || *doc.Pack.Default, Source: p.name}
		}
	}
	if doc.Version != nil && *doc.Version != 1 {
		p.fail("bad-version", p.valAt("version", 0), "unsupported version %d (want 1)", *doc.Version)
	}
	if v := doc.Defaults.Unmatched; v != nil {
		switch d := hook.Decision(*v); d {
		case hook.None, hook.Ask, hook.Deny:
			s.Unmatched = d
		default:
			p.fail("unknown-decision", p.valAt("defaults.unmatched", 0), "unknown value %q for unmatched (want none, ask or deny)", *v).Suggestion = Suggest(*v, []string{"none", "ask", "deny"})
		}
	}
	if v := doc.Defaults.Unresolved; v != nil {
		switch d := hook.Decision(*v); d {
		case hook.Ask, hook.Deny:
			s.Unresolved = d
		default:
			p.fail("unknown-decision", p.valAt("defaults.unresolved", 0), "unknown value %q for unresolved (want ask or deny)", *v).Suggestion = Suggest(*v, []string{"ask", "deny"})
		}
	}
	if v := doc.Defaults.Profile; v != nil {
		switch *v {
		case rules.ProfileDefault, rules.ProfileStrict:
			s.Profile, s.ProfileLine = *v, p.valAt("defaults.profile", 0).Line
		default:
			p.fail("bad-value", p.valAt("defaults.profile", 0), "unknown profile %q (want default or strict)", *v).Suggestion = Suggest(*v, []string{rules.ProfileDefault, rules.ProfileStrict})
		}
	}

	n := len(doc.Permissions.Deny) + len(doc.Permissions.Ask) + len(doc.Permissions.Allow)
	for i := range doc.rules {
		n += len(doc.rules[i].match)
	}
	for i := range doc.Rule {
		n += len(doc.Rule[i].Match)
	}
	if p.lazy != nil {
		n = 0
		p.lazy.perms = [3][]string{doc.Permissions.Deny, doc.Permissions.Ask, doc.Permissions.Allow}
	}
	p.slab = make([]claude.Pattern, n)

	// Deny, then ask, then allow: the order within a decision is the file
	// order, and the order across decisions does not matter.
	for _, l := range []struct {
		d    hook.Decision
		list []string
	}{{hook.Deny, doc.Permissions.Deny}, {hook.Ask, doc.Permissions.Ask}, {hook.Allow, doc.Permissions.Allow}} {
		key := "permissions." + string(l.d)
		for i, text := range l.list {
			at := p.x.elem(key, 0, i)
			if p.lazy != nil && p.lazy.permission(decisionIndex(l.d), i, text, at) {
				continue
			}
			pat, ok := p.pattern(text, root, func() pos { return at })
			if !ok {
				continue
			}
			r := &rules.Rule{
				ID: text, Decision: l.d, Patterns: []*claude.Pattern{pat},
				Level: s.Level, Source: p.name, Pos: at,
			}
			if p.lazy != nil {
				p.lazy.built(r)
				continue
			}
			s.Rules = append(s.Rules, r)
		}
	}

	rs := doc.scanRules()
	n = 0
	for i := range rs {
		n += len(rs[i].match)
	}
	p.pats = make([]*claude.Pattern, 0, n)
	ids := newIDSet(rs)
	s.Rules = slices.Grow(s.Rules, len(rs))
	for i := range rs {
		p.rule(&rs[i], i, root, ids)
	}

	for _, l := range []struct {
		key  string
		list []string
		dst  *[]rules.FloorEntry
	}{
		{"floor.protect", doc.Floor.Protect, &s.Floor.Protect},
		{"floor.protect_write", doc.Floor.ProtectWrite, &s.Floor.ProtectWrite},
		{"floor.write_scope", doc.Floor.WriteScope, &s.Floor.WriteScope},
		{"floor.read_scope", doc.Floor.ReadScope, &s.Floor.ReadScope},
	} {
		for i, g := range l.list {
			at := p.x.elem(l.key, 0, i)
			if g == "" {
				p.fail("empty-value", at, "empty path in %s", l.key)
				continue
			}
			if err := floor.ValidatePattern(g); err != nil {
				p.fail("bad-glob", at, "%s: %v", l.key, err)
				continue
			}
			*l.dst = append(*l.dst, rules.FloorEntry{Pattern: g, Level: s.Level, Source: p.name, Pos: at})
		}
	}

	// Only managed policy may take an entry out of the built-in floor:
	// anywhere else the floor only grows.
	for i, id := range doc.Floor.Remove {
		at := p.x.elem("floor.remove", 0, i)
		switch {
		case id == "":
			p.fail("empty-value", at, "empty id in floor.remove")
		case s.Level != act.Managed:
			p.warn("level-not-allowed", at, "floor.remove is honoured only in managed policy files; %q stays protected at the %s level", id, s.Level)
		default:
			s.Floor.Remove = append(s.Floor.Remove, rules.FloorEntry{Pattern: id, Level: s.Level, Source: p.name, Pos: at})
		}
	}

	if r := doc.Tenants.Root; r != nil {
		at := p.valAt("tenants.root", 0)
		if *r == "" {
			p.fail("empty-value", at, "empty tenants root")
		} else if err := floor.ValidatePattern(*r); err != nil {
			p.fail("bad-glob", at, "tenants.root: %v", err)
		}
		s.Tenants = rules.Tenants{Root: *r, Source: p.name, Pos: loc.Pos{Line: at.Line}}
	}

	if doc.Run != nil {
		p.fence("run", "", doc.Run)
	}
	agents := make([]string, 0, len(doc.Agent))
	for name := range doc.Agent {
		agents = append(agents, name)
	}
	slices.Sort(agents)
	for _, name := range agents {
		f := doc.Agent[name]
		if name == "" {
			p.fail("empty-value", p.x.header("agent.", 0), "empty agent name")
			continue
		}
		p.fence("agent."+name, name, &f)
	}

	if len(doc.Builtin.Disable)+len(doc.Builtin.Enable) > 0 {
		at := p.x.header("builtin", 0)
		if at.Line == 0 {
			at = p.keyAt("builtin.disable", 0)
		}
		s.BuiltinAt = at
		switch s.Level {
		case act.Managed, act.User:
			s.Builtin = rules.BuiltinSettings{Disable: doc.Builtin.Disable, Enable: doc.Builtin.Enable}
		case act.Builtin:
			p.fail("invalid", at, "a builtin pack cannot use [builtin]")
		default:
			p.warn("level-not-allowed", at, "[builtin] is honoured only in managed and user policy files; ignored at the %s level", s.Level)
		}
	}

	p.audit(&doc.Audit)

	for i := range doc.Test {
		p.test(&doc.Test[i], i)
	}
}

// pattern parses one rule string found at at() (the opening quote); at
// is called only for a warning or an error, so that a valid file's keys
// need not be indexed.
func (p *parser) pattern(text, root string, at func() pos) (*claude.Pattern, bool) {
	var pat *claude.Pattern
	var err error
	if len(p.slab) > 0 {
		// A slot is used up only by a pattern that parses.
		pat, err = claude.ParsePatternIn(&p.slab[0], text, root)
		if err == nil {
			p.slab = p.slab[1:]
		}
	} else {
		pat, err = claude.ParsePattern(text, root)
	}
	if err == nil && p.patAt != nil {
		p.patAt[pat] = at()
	}
	if err == nil {
		if !knownTool(pat.Tool) {
			// An unknown tool with a specifier never matches; a bare
			// unknown name is reported only when it looks like a typo, as
			// new tools appear faster than this list.
			sug := SuggestTool(pat.Tool)
			switch {
			case sug != "":
				p.warn("unknown-tool", at(), "rule %q: unknown tool %q; did you mean %s?", text, pat.Tool, sug).Suggestion = strings.Replace(strings.TrimSpace(text), pat.Tool, sug, 1)
				return pat, true
			case pat.Specifier != "":
				p.warn("unknown-tool", at(), "rule %q: unknown tool %q; this rule never matches", text, pat.Tool)
				return pat, true
			}
		}
		if pat.Warning != "" {
			e := p.warn("dead-rule", at(), "rule %q: %s", text, pat.Warning)
			if pat.Kind == claude.PatternInert && pat.Specifier != "" && (claude.PatternReadTools[pat.Tool] || claude.PatternEditTools[pat.Tool]) {
				use := "Edit"
				if claude.PatternReadTools[pat.Tool] {
					use = "Read"
				}
				e.Suggestion = use + "(" + pat.Specifier + ")"
			}
		}
		return pat, true
	}
	var pe *claude.PatternError
	if errors.As(err, &pe) {
		// The column inside the rule text, counted from just after the
		// opening quote; exact unless the string holds escapes.
		c := at()
		if pe.Col > 0 {
			c.Col += pe.Col
		}
		p.fail("bad-rule", c, "rule %q: %s", text, pe.Msg)
		return nil, false
	}
	p.fail("bad-rule", at(), "rule %q: %v", text, err)
	return nil, false
}

// rule checks rule i, d, and completes it in place.
func (p *parser) rule(d *scanRule, i int, root string, ids *idSet) {
	s := p.s
	at := p.x.header("rule", i)
	r := &d.Rule
	id, decision := r.ID, string(r.Decision)
	r.Decision = ""
	r.Level, r.Source, r.Pos = s.Level, p.name, at
	ok := true
	switch {
	case id == "":
		p.fail("missing-key", at, "rule without an id")
		ok = false
	case hasBlank(id):
		p.fail("bad-id", p.valAt("rule.id", i), "rule id %q contains white space", id)
		ok = false
	default:
		if s.Pack != nil && !strings.HasPrefix(id, s.Pack.Name+".") {
			r.ID = s.Pack.Name + "." + id
		}
		if prev := ids.put(i); prev >= 0 {
			p.fail("duplicate-id", p.valAt("rule.id", i), "duplicate rule id %q (first at line %d)", r.ID, p.x.header("rule", prev).Line)
			ok = false
		}
	}
	switch dec := hook.Decision(decision); dec {
	case hook.Deny, hook.Ask, hook.Allow:
		r.Decision = dec
	case "":
		p.fail("missing-key", at, "rule %q without a decision", id)
		ok = false
	default:
		p.fail("unknown-decision", p.valAt("rule.decision", i), "unknown decision %q (want deny, ask or allow)", decision).Suggestion = Suggest(decision, []string{"deny", "ask", "allow"})
		ok = false
	}
	if len(d.match) == 0 && len(r.Commands) == 0 {
		p.fail("missing-key", at, "rule %q has neither match nor command", id)
		ok = false
	}
	first := len(p.pats)
	for j, text := range d.match {
		pat, good := p.pattern(text, root, func() pos { return p.x.elem("rule.match", i, j) })
		if !good {
			ok = false
			continue
		}
		p.pats = append(p.pats, pat)
	}
	if len(d.match) > 0 {
		r.Patterns = p.pats[first:len(p.pats):len(p.pats)]
	}
	if len(r.Commands) > 0 && r.Decision == hook.Allow {
		// A structured form matches past global options and every flag
		// spelling: right for catching a command, too wide to approve
		// one (git -c core.fsmonitor=… status is still "git status").
		p.fail("bad-rule", p.keyAt("rule.command", i), "rule %q: command is only for deny and ask rules; use match to allow", id)
		ok = false
	}
	for j := range r.Commands {
		if err := r.Commands[j].Validate(); err != nil {
			p.fail("bad-command", p.x.elem("rule.command", i, j), "rule %q: command: %v", id, err)
			ok = false
		}
	}
	for j, m := range r.Modes {
		if !rules.Modes[m] {
			p.fail("unknown-mode", p.x.elem("rule.modes", i, j), "unknown permission mode %q", m).Suggestion = Suggest(m, KnownModes())
			ok = false
		}
	}
	for j, a := range r.Agents {
		if a == "" {
			p.fail("empty-value", p.x.elem("rule.agents", i, j), "empty agent name")
			ok = false
		}
	}
	if ok {
		s.Rules = append(s.Rules, r)
	}
}

// idSet finds rules of a file with the same id: an open-addressing table
// of rule numbers, hashed by the rules' ids (a map of ids costs several
// times as much time and memory).
type idSet struct {
	rules []scanRule
	seed  maphash.Seed
	slots []int32 // rule number + 1; 0 is empty
}

func newIDSet(rules []scanRule) *idSet {
	n := 8
	for n < 2*len(rules) {
		n *= 2
	}
	return &idSet{rules: rules, seed: maphash.MakeSeed(), slots: make([]int32, n)}
}

// put records rule i under its ID and returns the rule that was
// recorded under that ID before (which i replaces), or -1.
func (x *idSet) put(i int) int {
	id := x.rules[i].ID
	mask := len(x.slots) - 1
	for h := int(maphash.String(x.seed, id)) & mask; ; h = (h + 1) & mask {
		j := int(x.slots[h]) - 1
		if j < 0 {
			x.slots[h] = int32(i + 1)
			return -1
		}
		if x.rules[j].ID == id {
			x.slots[h] = int32(i + 1)
			return j
		}
	}
}

// hasBlank reports whether id holds a space, tab or newline
// (strings.ContainsAny, without its set of runes): eight bytes at a time,
// as most ids are longer than a few bytes.
func hasBlank(id string) bool {
	const lo = 0x0101010101010101
	i := 0
	for ; i+8 <= len(id); i += 8 {
		b := id[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if zero(w^(' '*lo))|zero(w^('\t'*lo))|zero(w^('\n'*lo)) != 0 {
			return true
		}
	}
	for ; i < len(id); i++ {
		if c := id[i]; c == ' ' || c == '\t' || c == '\n' {
			return true
		}
	}
	return false
}

func (p *parser) fence(table, agent string, d *fenceDoc) {
	at := p.x.header(table, 0)
	if at.Line == 0 {
		for _, k := range []string{"read_only", "tools", "tools_set", "disallowed_tools"} {
			if at = p.keyAt(table+"."+k, 0); at.Line != 0 {
				break
			}
		}
	}
	f := &rules.Fence{
		Agent: agent, ReadOnly: d.ReadOnly, ToolsSet: d.ToolsSet, DisallowedTools: d.DisallowedTools,
		Level: p.s.Level, Source: p.name, Pos: at,
	}
	if d.Tools != nil {
		f.Tools = *d.Tools
		if len(f.Tools) > 0 {
			f.ToolsSet = true
		}
	}
	for _, l := range []struct {
		key  string
		list []string
	}{{"tools", f.Tools}, {"disallowed_tools", f.DisallowedTools}} {
		for j, t := range l.list {
			switch {
			case t == "":
				p.fail("empty-value", p.x.elem(table+"."+l.key, 0, j), "empty tool name")
			case strings.ContainsAny(t, "() "):
				p.fail("bad-tool-list", p.x.elem(table+"."+l.key, 0, j), "%s takes tool names, not rules: %q (use a [[rule]] to scope a tool)", l.key, t)
			}
		}
	}
	if p.s.Level == act.Builtin {
		p.fail("invalid", at, "a builtin pack cannot set fences")
		return
	}
	p.s.Fences = append(p.s.Fences, f)
}

func (p *parser) audit(a *auditDoc) {
	p.s.Audit = *a
	if a.MaxSize != nil {
		if _, err := ParseSize(a.MaxSize); err != nil {
			p.fail("bad-value", p.valAt("audit.max_size", 0), "max_size: %v", err)
		}
	}
	if a.Keep != nil && *a.Keep < 0 {
		p.fail("bad-value", p.valAt("audit.keep", 0), "keep must not be negative")
	}
	if a.Path != nil && *a.Path == "" {
		p.fail("empty-value", p.valAt("audit.path", 0), "empty audit path")
	}
	if p.s.Level == act.Project && (a.Path != nil || a.MaxSize != nil || a.Keep != nil) {
		p.warn("level-not-allowed", p.x.header("audit", 0), "audit path, max_size and keep are ignored at the project level")
	}
}

// ParseSize reads a byte size: an integer, or a number with a unit
// ("10MiB", "512k", "1 GB"); K/M/G are 1024-based either way.
func ParseSize(v any) (int64, error) {
	switch v := v.(type) {
	case int64:
		if v < 0 {
			return 0, fmt.Errorf("negative size %d", v)
		}
		return v, nil
	case string:
		s := strings.TrimSpace(v)
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		n, err := strconv.ParseInt(s[:i], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("bad size %q (want e.g. 10MiB)", v)
		}
		unit := strings.ToLower(strings.TrimSpace(s[i:]))
		unit = strings.TrimSuffix(strings.TrimSuffix(unit, "b"), "i")
		shift := map[string]uint{"": 0, "k": 10, "m": 20, "g": 30}
		sh, ok := shift[unit]
		if !ok || n > (1<<62)>>sh {
			return 0, fmt.Errorf("bad size %q (want e.g. 10MiB)", v)
		}
		return n << sh, nil
	}
	return 0, fmt.Errorf("size must be a string or an integer")
}

func (p *parser) test(d *testDoc, i int) {
	at := p.x.header("test", i)
	t := rules.Test{
		Name: d.Name, Tool: d.Tool, Input: d.Input, Expect: hook.Decision(d.Expect),
		Mode: d.Mode, Agent: d.Agent, Cwd: d.Cwd,
		Level: p.s.Level, Source: p.name, Pos: at,
	}
	ok := true
	if d.Tool == "" {
		p.fail("missing-key", at, "test %q without a tool", d.Name)
		ok = false
	}
	switch t.Expect {
	case hook.Allow, hook.Ask, hook.Deny, hook.None:
	case "":
		p.fail("missing-key", at, "test %q without expect", d.Name)
		ok = false
	default:
		p.fail("unknown-decision", p.valAt("test.expect", i), "unknown decision %q (want allow, ask, deny or none)", d.Expect).Suggestion = Suggest(d.Expect, []string{"allow", "ask", "deny", "none"})
		ok = false
	}
	if d.Mode != "" && !rules.Modes[d.Mode] {
		p.fail("unknown-mode", p.valAt("test.mode", i), "unknown permission mode %q", d.Mode).Suggestion = Suggest(d.Mode, KnownModes())
		ok = false
	}
	if ok {
		p.s.Tests = append(p.s.Tests, t)
	}
}

// decodeFull decodes a file the scanner does not decode with the general
// TOML decoder: its values, and the keys the schema does not know
// (outermost first), or the error that makes the file fail. x holds the
// scanner's positions of text.
func decodeFull(name, text string, x *posIndex) (*fileDoc, []string, *rules.LoadError) {
	if x != nil && x.deep.Line != 0 {
		return nil, nil, &rules.LoadError{File: name, Code: "syntax", Pos: x.deep,
			Msg: fmt.Sprintf("arrays and inline tables nested more than %d deep", maxNesting)}
	}
	// The scanner skips a byte order mark; the decoder takes none.
	src, bom := strings.CutPrefix(text, "\uFEFF")
	// First as a plain document: decoding into the schema skips the
	// values of unknown keys, and every value must be valid TOML.
	var m map[string]any
	if err := toml.Unmarshal([]byte(src), &m); err != nil {
		return nil, nil, decodeError(name, text, bom, err, x)
	}
	doc := &fileDoc{}
	err := toml.NewDecoder(strings.NewReader(src)).DisallowUnknownFields().Decode(doc)
	var unknown []string
	if missing := (*toml.StrictMissingError)(nil); errors.As(err, &missing) {
		for _, m := range missing.Errors {
			unknown = append(unknown, unknownPath(x, &m, bom))
		}
		err = nil
	}
	if err != nil {
		return nil, nil, decodeError(name, text, bom, err, x)
	}
	if e := shapeError(name, m, x); e != nil {
		return nil, nil, e
	}
	return doc, unknown, nil
}

// unknownPath is the path of an unknown key the decoder reports. The
// decoder leaves out the array's own key for a key of an inline table in
// an array (command = [{ bogus = 1 }] is "rule.bogus"); the scanner's key
// written where the error points, with the same last part, has it.
func unknownPath(x *posIndex, m *toml.DecodeError, bom bool) string {
	path := strings.Join(m.Key(), ".")
	var at pos
	at.Line, at.Col = m.Position()
	if bom && at.Line == 1 {
		at.Col += len("\uFEFF")
	}
	if len(m.Key()) == 0 {
		return path
	}
	last := m.Key()[len(m.Key())-1]
	x.complete()
	for _, k := range x.keys {
		if k.at == at && (k.path == last || strings.HasSuffix(k.path, "."+last)) {
			return k.path
		}
	}
	return path
}

// shapeError checks what the decoder takes but reads otherwise than
// TOML's own rules or than another decoder may, so that such a file
// fails rather than mean something unsure:
//
//   - an array of tables of the schema ([[rule]], [[test]],
//     [[rule.command]]) written as a plain table, directly ([rule]) or
//     made by a header or dotted key below it ([[rule.command]] with no
//     [[rule]] before it): the decoder would take the table as one
//     element;
//   - two keys of one table that differ only in case (id and ID, or
//     [Defaults] and [defaults]): the decoder matches keys to the schema
//     ignoring case, so which one counts would be up to the decoder.
//
// A test's input and the names of [agent.NAME] are the file's own keys,
// not the schema's, and are left as they are.
func shapeError(name string, m map[string]any, x *posIndex) *rules.LoadError {
	// problems are [path] (a table for an array of tables) or [path,
	// other] (two keys differing in case); the first in the text is
	// reported.
	var problems [][2]string
	// walk checks table t at path ("" or ending in "."); arrays are the
	// names of its keys the schema wants as arrays of tables, free those
	// whose values are the file's own (a test's input).
	var walk func(t map[string]any, path string, arrays, free []string)
	walk = func(t map[string]any, path string, arrays, free []string) {
		switch {
		case len(t) > 16:
			seen := make(map[string]string, len(t))
			for k := range t {
				f := strings.ToLower(k)
				if prev, dup := seen[f]; dup {
					problems = append(problems, [2]string{path + k, path + prev})
				}
				seen[f] = k
			}
		case len(t) > 1:
			var keys [16]string
			n := 0
			for k := range t {
				for _, prev := range keys[:n] {
					if strings.EqualFold(k, prev) {
						problems = append(problems, [2]string{path + k, path + prev})
					}
				}
				keys[n] = k
				n++
			}
		}
		for k, v := range t {
			if hasFold(free, k) {
				continue
			}
			switch v := v.(type) {
			case map[string]any:
				if hasFold(arrays, k) {
					problems = append(problems, [2]string{path + k})
				}
				if path == "" && strings.EqualFold(k, "agent") {
					for a, fv := range v {
						if ft, ok := fv.(map[string]any); ok {
							walk(ft, k+"."+a+".", nil, nil)
						}
					}
					continue
				}
				walk(v, path+k+".", nil, nil)
			case []any:
				if !hasFold(arrays, k) {
					continue
				}
				var elArrays, elFree []string
				switch {
				case path == "" && strings.EqualFold(k, "rule"):
					elArrays = []string{"command"}
				case path == "" && strings.EqualFold(k, "test"):
					elFree = []string{"input"}
				}
				for _, el := range v {
					if et, ok := el.(map[string]any); ok {
						walk(et, path+k+".", elArrays, elFree)
					}
				}
			}
		}
	}
	walk(m, "", []string{"rule", "test"}, nil)
	if len(problems) == 0 {
		return nil
	}
	var e *rules.LoadError
	for _, pr := range problems {
		bad, other := pr[0], pr[1]
		at := firstAt(x, bad)
		if other != "" {
			// At the later of the two.
			if o := firstAt(x, other); before(at, o) {
				at, bad, other = o, other, bad
			}
		}
		if e != nil && !before(at, e.Pos) {
			continue
		}
		e = &rules.LoadError{File: name, Code: "bad-type", Pos: at, Msg: fmt.Sprintf("%s: want an array of tables ([[%s]]), not a table", bad, bad)}
		if other != "" {
			e.Code = "duplicate-key"
			e.Msg = fmt.Sprintf("%s and %s differ only in case: keys are written as the schema spells them", other, bad)
		}
	}
	return e
}

// hasFold reports whether names holds k, ignoring case.
func hasFold(names []string, k string) bool {
	return slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, k) })
}

// before reports whether a is written before b (an unknown position, 0:0,
// is after every other).
func before(a, b pos) bool {
	switch {
	case a.Line == 0:
		return false
	case b.Line == 0:
		return true
	}
	return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
}

// firstAt is where path is first written: the first of its headers and
// keys and those below it.
func firstAt(x *posIndex, path string) pos {
	var first pos
	take := func(at pos) {
		if before(at, first) {
			first = at
		}
	}
	below := func(p string) bool { return p == path || strings.HasPrefix(p, path+".") }
	x.complete()
	for _, k := range x.keys {
		if below(k.path) {
			take(k.at)
		}
	}
	for p, hs := range x.headers {
		if below(p) && len(hs) > 0 {
			take(hs[0])
		}
	}
	if below("rule") && len(x.rules) > 0 {
		take(x.rules[0])
	}
	return first
}

// decodeError turns a TOML decoder error into a positioned LoadError.
// bom tells that text starts with a byte order mark the decoder did not
// see.
func decodeError(name, text string, bom bool, err error, x *posIndex) *rules.LoadError {
	msg := err.Error()
	for strings.HasPrefix(msg, "toml: ") {
		msg = strings.TrimPrefix(msg, "toml: ")
	}
	e := &rules.LoadError{File: name, Code: "syntax", Msg: msg}
	var de *toml.DecodeError
	if !errors.As(err, &de) {
		return e
	}
	e.Line, e.Col = de.Position()
	if bom && e.Line == 1 {
		e.Col += len("\uFEFF")
	}
	// A value of a type the schema does not take:
	//   cannot decode TOML integer into struct field parse.ruleDoc.ID of type string
	//   cannot decode TOML integer into parse.fenceDoc
	//   cannot store a table in a string
	// The key is the one whose value (or array element) is at the error.
	got, want, key := "", "", ""
	if t, ok := strings.CutPrefix(msg, "cannot decode TOML "); ok {
		got, want, _ = strings.Cut(t, " into ")
		if _, ty, ok := strings.Cut(want, " of type "); ok {
			want = ty
		}
		key = keyAtValue(x, e.Pos)
	} else if t, ok := strings.CutPrefix(msg, "cannot store a"); ok {
		// A table (or array of tables) where the schema has another
		// kind: "a string" is what an element of the key's array would
		// be; say what the key takes, at the first part of the table's
		// path that is not a table.
		t = strings.TrimPrefix(t, "n")
		got, want, _ = strings.Cut(strings.TrimSpace(t), " in a")
		want = strings.TrimSpace(strings.TrimPrefix(want, "n"))
		for k := range de.Key() {
			if kind := schemaKind(de.Key()[:k+1]); kind != "" && kind != "table" {
				key, want = strings.Join(de.Key()[:k+1], "."), kind
				break
			}
		}
	} else if c, ok := strings.CutPrefix(msg, "unexpected character "); ok {
		if c, ok = strings.CutSuffix(c, " at start of value"); ok {
			if c == "U+000A" || c == "U+000D" {
				c = "the end of the line"
			}
			e.Msg = "expected a value but found " + c
		}
	}
	if got != "" {
		if key == "" {
			key = strings.Join(de.Key(), ".")
		}
		e.Code = "bad-type"
		e.Msg = fmt.Sprintf("%s: want %s, not %s", key, friendlyType(want), friendlyType(got))
		return e
	}
	// An unclosed table header: say so, and where it starts.
	if off := offsetOf(text, e.Pos); off >= 0 {
		lineStart := strings.LastIndexByte(text[:off], '\n') + 1
		line := text[lineStart:]
		if i := strings.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		h := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		if h, _, _ = strings.Cut(h, "#"); strings.Contains(msg, "table name") && strings.HasPrefix(h, "[") && !strings.Contains(h, "]") {
			h = strings.TrimSpace(h)
			closing := "]"
			if strings.HasPrefix(h, "[[") {
				closing = "]]"
			}
			e.Col = strings.IndexByte(line, '[') + 1
			e.Msg = fmt.Sprintf("unclosed table header %s (%s)", h, msg)
			e.Suggestion = h + closing
		}
	}
	return e
}

// offsetOf is the byte offset of at in text, or -1.
func offsetOf(text string, at pos) int {
	off := 0
	for line := 1; line < at.Line; line++ {
		i := strings.IndexByte(text[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
	}
	if off += at.Col - 1; at.Line < 1 || at.Col < 1 || off > len(text) {
		return -1
	}
	return off
}

// keyAtValue is the key whose value, or one of whose array elements,
// starts at at; "" when none does.
func keyAtValue(x *posIndex, at pos) string {
	x.complete()
	for _, k := range x.keys {
		if k.val == at || slices.Contains(k.elems, at) {
			return k.path
		}
	}
	return ""
}

// schemaKind is the kind of value the schema has for key, "" if none.
func schemaKind(key []string) string {
	t := reflect.TypeFor[fileDoc]()
	for _, k := range key {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			t = t.Elem()
		}
		switch t.Kind() {
		case reflect.Map:
			t = t.Elem()
			continue
		case reflect.Struct:
		default:
			return ""
		}
		found := false
		for i := range t.NumField() {
			if f := t.Field(i); strings.EqualFold(f.Tag.Get("toml"), k) {
				t, found = f.Type, true
				break
			}
		}
		if !found {
			return ""
		}
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return friendlyType(t.String())
}

func friendlyType(t string) string {
	switch {
	case t == "array table":
		return "array of tables"
	case t == "inline table":
		return "table"
	case strings.HasPrefix(t, "local "):
		return "datetime"
	case strings.HasPrefix(t, "int"), t == "integer":
		return "integer"
	case strings.HasPrefix(t, "float"):
		return "float"
	case t == "string":
		return "string"
	case t == "bool", t == "boolean":
		return "boolean"
	case strings.HasPrefix(t, "[]"), strings.HasPrefix(t, "slice"), t == "array":
		return "array"
	case strings.HasPrefix(t, "map"), t == "struct", t == "table":
		return "table"
	case strings.Contains(t, "time"):
		return "datetime"
	case strings.Contains(t, "."):
		return "table" // a struct of the schema
	}
	return t
}
