package floor

import (
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// This file gives the floor's protected set, write scope and tenants to
// callers that compile them into another enforcer (Claude Code's sandbox
// and permission rules), so that the set has one home.

// protectedEntries is the protected set of c in check order: the built-in
// entries less RemoveIDs (with $CLAUDE_CONFIG_DIR protected as ~/.claude
// is), then Protect, ProtectWrite and pregate's own files.
func (c *Config) protectedEntries(rv *resolver) []Entry {
	var entries []Entry
	c.eachProtected(func(e *Entry, _ int) { entries = append(entries, *e) })
	return append(entries, selfEntries(c.Self, rv, c.Home)...)
}

// eachProtected calls f with the protected set of c in check order, but
// for pregate's own files (selfEntries, which come last); builtin is the
// entry's index in Builtin, -1 for the others.
func (c *Config) eachProtected(f func(e *Entry, builtin int)) {
	removed := func(id string) bool { return slices.Contains(c.RemoveIDs, id) }
	// Only built-in entries can be removed; what a policy adds stays.
	for i := range Builtin {
		if len(c.RemoveIDs) == 0 || !removed(Builtin[i].ID) {
			f(&Builtin[i], i)
		}
	}
	if d := c.ClaudeConfigDir; path.IsAbs(d) {
		d = escapeMeta(path.Clean(d))
		for _, e := range []Entry{
			{Pattern: d + "/.credentials.json", ID: "claude-credentials", Source: "builtin"},
			{Pattern: d + "/**", ID: "claude-config", Source: "builtin", Write: true,
				Except: []string{d + "/plans/**", d + "/projects/*/memory/**"}},
		} {
			if !removed(e.ID) {
				f(&e, -1)
			}
		}
	}
	for _, e := range c.Protect {
		e.Write = false
		if e.ID == "" {
			e.ID = "protect"
		}
		f(&e, -1)
	}
	for _, e := range c.ProtectWrite {
		e.Write = true
		if e.ID == "" {
			e.ID = "protect-write"
		}
		f(&e, -1)
	}
}

// selfEntries are pregate's own files as write-protected literal
// patterns, each as configured and as resolved.
func selfEntries(self []string, rv *resolver, home string) []Entry {
	var entries []Entry
	for _, s := range self {
		if s == "" {
			continue
		}
		for _, p := range spellingsOf(s, rv, home) {
			entries = append(entries, Entry{Pattern: escapeMeta(p), ID: "pregate-self", Source: "builtin", Write: true})
		}
	}
	return entries
}

// Protected is the protected set of c, as Check applies it: every entry
// with its pattern as configured (anchors not expanded) and pregate's own
// files as absolute literal patterns.
func (c *Config) Protected() []Entry {
	k := c.compiled()
	k.mu.Lock()
	defer k.mu.Unlock()
	return c.protectedEntries(&k.rv)
}

// EffectiveWriteScope is the write scope in force: the policy's, else
// DefaultWriteScope without the system temp roots that hold the home
// directory or the project.
func (c *Config) EffectiveWriteScope() []Entry {
	if len(c.WriteScope) > 0 {
		return append([]Entry(nil), c.WriteScope...)
	}
	return c.compiled().defaultWriteScope()
}

// OtherTenants lists the tenant directories that exist now and are not
// the session's own (the one holding Project), sorted. Nil without a
// tenant root.
func (c *Config) OtherTenants() []string {
	k := c.compiled()
	if k.tenant == nil {
		return nil
	}
	matches, _ := filepath.Glob(k.tenant.pat)
	var out []string
	for _, m := range matches {
		if m = path.Clean(m); m != k.tenantSelf {
			out = append(out, m)
		}
	}
	sort.Strings(out)
	return out
}

// Anchor is what a floor pattern is relative to.
type Anchor int

const (
	// AnchorRoot: an absolute pattern ("/etc/shadow").
	AnchorRoot Anchor = iota
	// AnchorHome: "~/…", "$HOME/…", "{home}/…".
	AnchorHome
	// AnchorProject: "{project}/…" and relative patterns with a slash.
	AnchorProject
	// AnchorTmp: "{tmp}/…".
	AnchorTmp
	// AnchorAnyDepth: a bare name (".env") or "**/…": anywhere.
	AnchorAnyDepth
)

// Split says what pattern p is anchored at and returns the rest: for
// AnchorRoot the absolute pattern, for AnchorAnyDepth the part after
// "**/", for the others the part after the anchor's directory (without
// its leading slash; "" for the directory itself). A trailing slash
// becomes "/**", as the floor reads it.
func Split(p string) (Anchor, string) {
	p = strings.TrimSpace(p)
	if strings.HasSuffix(p, "/") {
		p += "**"
	}
	cut := func(prefix string) (string, bool) {
		if p == prefix {
			return "", true
		}
		if rest, ok := strings.CutPrefix(p, prefix+"/"); ok {
			return cleanPattern(rest), true
		}
		return "", false
	}
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		rest, _ := cut("~")
		return AnchorHome, rest
	}
	if rest, ok := cutVar(p, "HOME"); ok {
		return AnchorHome, cleanPattern(strings.TrimPrefix(rest, "/"))
	}
	for _, a := range []struct {
		ph string
		a  Anchor
	}{{"{home}", AnchorHome}, {"{project}", AnchorProject}, {"{tmp}", AnchorTmp}} {
		if rest, ok := cut(a.ph); ok {
			return a.a, rest
		}
	}
	switch {
	case strings.HasPrefix(p, "/"):
		return AnchorRoot, cleanPattern(p)
	case strings.HasPrefix(p, "**/"):
		return AnchorAnyDepth, cleanPattern(strings.TrimPrefix(p, "**/"))
	case strings.Contains(strings.TrimSuffix(p, "/**"), "/"):
		return AnchorProject, cleanPattern(strings.TrimPrefix(p, "./"))
	}
	return AnchorAnyDepth, p
}
