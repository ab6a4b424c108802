package backstop

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
)

// Scope is the kind of settings file a Block is written into. It decides
// how paths are spelled: a project's settings are committed and read on
// other machines, the user's and the managed ones are not tied to one
// project.
type Scope int

const (
	// ScopeUser is ~/.claude/settings.json: every project of one user.
	ScopeUser Scope = iota
	// ScopeProject is <project>/.claude/settings.json: "/x" in a rule
	// and a relative sandbox path are the project root.
	ScopeProject
	// ScopeManaged is a managed-settings file: every user and project.
	ScopeManaged
	// ScopeFile is any other file (--settings): relative paths would be
	// the file's directory, so project paths are written absolute.
	ScopeFile
)

// Options is what Generate compiles.
type Options struct {
	Policy *rules.Policy
	// Floors is the floor as the pipeline applies it (gate.Floors): the
	// main floor first.
	Floors []*floor.Config
	// Home and Project are the home directory and the project root of the
	// place the block is generated from.
	Home, Project string
	Scope         Scope
	// Network adds sandbox.network.allowedDomains from the policy's
	// WebFetch(domain:…) allow rules.
	Network bool
}

// Block is what the backstop adds to a settings file.
type Block struct {
	// Deny are permissions.deny rules, in Claude Code's grammar.
	Deny    []string `json:"deny"`
	Sandbox Sandbox  `json:"sandbox"`
	// Notes say what could not be expressed, or was expressed more
	// strictly than pregate applies it. They are not part of the Hash.
	Notes []string `json:"-"`
}

// Sandbox is the sandbox part of a Block. Enabled and FailIfUnavailable
// are always true and AllowUnsandboxedCommands false: a backstop that a
// command can opt out of, or that quietly stays off when bubblewrap is
// missing, is not one.
type Sandbox struct {
	Enabled                  bool     `json:"enabled"`
	FailIfUnavailable        bool     `json:"failIfUnavailable"`
	AllowUnsandboxedCommands bool     `json:"allowUnsandboxedCommands"`
	DenyRead                 []string `json:"denyRead"`
	AllowWrite               []string `json:"allowWrite"`
	DenyWrite                []string `json:"denyWrite"`
	// Network says whether AllowedDomains is written at all; an empty
	// list then lets sandboxed commands reach no host without asking.
	Network        bool     `json:"network"`
	AllowedDomains []string `json:"allowedDomains"`
}

// Hash identifies the block's content: 16 hex digits of the SHA-256 of
// its deny rules and sandbox settings. An installed block whose hash
// differs from a fresh Generate's is out of date.
func (b Block) Hash() string {
	data, _ := json.Marshal(struct {
		Deny    []string
		Sandbox Sandbox
	}{b.Deny, b.Sandbox})
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:8])
}

// maxGlobMatches caps how many existing paths one glob is spelled as.
const maxGlobMatches = 64

// claudeProtected are Claude Code's own protected paths, relative to the
// project (modes#protected-paths): file tools never write them without a
// prompt, so neither may a sandboxed command. .git itself is left out:
// git writes it on every commit; .git/hooks and .git/config are in the
// floor. .claude/worktrees is Claude Code's own and stays writable.
var claudeProtected = []string{
	".vscode", ".idea", ".husky", ".cargo", ".devcontainer", ".yarn", ".mvn",
	".config/git", ".claude/settings.json", ".claude/settings.local.json",
	".claude/commands", ".claude/agents", ".claude/skills", ".claude/hooks",
	".gitconfig", ".gitmodules", ".envrc", ".npmrc", ".yarnrc", ".yarnrc.yml",
	".pnp.cjs", ".pnp.loader.mjs", ".pnp.js", ".pnp.data.json", ".pnpmfile.cjs",
	"bunfig.toml", ".bunfig.toml", ".bazelrc", ".bazelversion", ".bazeliskrc",
	".pre-commit-config.yaml", "lefthook.yml", "lefthook.yaml", ".lefthook.yml",
	".lefthook.yaml", ".devcontainer.json", ".ripgreprc", "pyrightconfig.json",
	".mcp.json", ".claude.json",
}

// gen collects a Block without duplicates.
type gen struct {
	o     Options
	b     Block
	seen  map[string]bool
	notes map[string]bool
	// grouped are patterns noted for the same reason, in order.
	grouped map[string][]string
	order   []string
}

// group notes pattern under why; each why becomes one note listing its
// patterns.
func (g *gen) group(why, pattern string) {
	if g.grouped[why] == nil {
		g.order = append(g.order, why)
	}
	if !slices.Contains(g.grouped[why], pattern) {
		g.grouped[why] = append(g.grouped[why], pattern)
	}
}

func (g *gen) add(list *[]string, kind, v string) {
	if v == "" || g.seen[kind+"\x00"+v] {
		return
	}
	g.seen[kind+"\x00"+v] = true
	*list = append(*list, v)
}

func (g *gen) note(format string, a ...any) {
	n := fmt.Sprintf(format, a...)
	if !g.notes[n] {
		g.notes[n] = true
		g.b.Notes = append(g.b.Notes, n)
	}
}

// Generate compiles the policy and the floor into a Block.
func Generate(o Options) Block {
	g := &gen{o: o, seen: map[string]bool{}, notes: map[string]bool{}, grouped: map[string][]string{}}
	g.b.Sandbox = Sandbox{Enabled: true, FailIfUnavailable: true}
	var main *floor.Config
	if len(o.Floors) > 0 {
		main = o.Floors[0]
	}
	if main != nil {
		for _, e := range main.Protected() {
			g.entry(e)
		}
		for _, t := range main.OtherTenants() {
			g.add(&g.b.Deny, "deny", "Read("+g.ruleAbs(t)+"/**)")
			g.add(&g.b.Deny, "deny", "Edit("+g.ruleAbs(t)+"/**)")
			g.add(&g.b.Sandbox.DenyRead, "dr", g.sandboxAbs(t))
			g.add(&g.b.Sandbox.DenyWrite, "dw", g.sandboxAbs(t))
		}
		if main.TenantRoot != "" {
			g.note("tenants: the other tenants of %s are denied as they exist now; run pregate install --backstop again when one is added", main.TenantRoot)
		}
		g.writeScope(main.EffectiveWriteScope())
		if len(o.Floors) > 1 && len(o.Floors[1].WriteScope) > 0 {
			g.note("write scope: the project's narrower write_scope is enforced by pregate only; the sandbox has the wider one")
		}
	}
	if o.Scope == ScopeProject {
		for _, p := range claudeProtected {
			g.add(&g.b.Sandbox.DenyWrite, "dw", p)
		}
	} else {
		g.note("Claude Code's protected paths (.vscode, .husky, .npmrc, …) are denied to sandboxed commands only by a project's settings (install --backstop --project); the sandbox itself always keeps .claude/settings*.json, .git/hooks and .git/config read-only")
	}
	if o.Policy != nil {
		g.policyRules()
	}
	g.prune()
	for _, why := range g.order {
		g.note("%s: %s", strings.Join(g.grouped[why], ", "), why)
	}
	for _, l := range []*[]string{&g.b.Deny, &g.b.Sandbox.DenyRead, &g.b.Sandbox.AllowWrite, &g.b.Sandbox.DenyWrite, &g.b.Sandbox.AllowedDomains} {
		if *l == nil {
			*l = []string{}
		}
	}
	return g.b
}

// entry compiles one protected entry of the floor.
func (g *gen) entry(e floor.Entry) {
	anchor, rest := floor.Split(e.Pattern)
	if anchor == floor.AnchorRoot && (rest == "/proc" || strings.HasPrefix(rest, "/proc/")) {
		// Claude Code's sandbox mounts a /proc of its own, and spells
		// the globs of Read rules as the paths that exist when a command
		// starts: over /proc, a process that ends in between makes
		// bubblewrap refuse to start.
		g.group("left out: the sandbox has a /proc of its own, and Claude Code's sandbox cannot take globs over processes that come and go", e.Pattern)
		return
	}
	specs := g.ruleSpellings(anchor, rest)
	paths, why := g.sandboxSpellings(anchor, rest)
	if why != "" {
		g.group(why, e.Pattern)
	}
	strict := ""
	if len(e.Except) > 0 {
		strict = strings.Join(e.Except, ", ")
	}
	if e.Write {
		if strict != "" {
			// Claude Code's rules cannot carve the exceptions out (they
			// are its own working files: plans, memory), so only the
			// sandbox denies the tree, which Claude Code's tools are not
			// confined by.
			g.group("not written as Edit rules, which cannot leave out "+strict+"; the sandbox denies them to commands", e.Pattern)
		} else {
			for _, s := range specs {
				g.add(&g.b.Deny, "deny", "Edit("+s+")")
			}
		}
		for _, p := range paths {
			g.add(&g.b.Sandbox.DenyWrite, "dw", p)
		}
		return
	}
	if strict != "" {
		g.group("the backstop also denies "+strict+", which pregate allows", e.Pattern)
	}
	for _, s := range specs {
		g.add(&g.b.Deny, "deny", "Read("+s+")")
		g.add(&g.b.Deny, "deny", "Edit("+s+")")
	}
	for _, p := range paths {
		g.add(&g.b.Sandbox.DenyRead, "dr", p)
		g.add(&g.b.Sandbox.DenyWrite, "dw", p)
	}
}

// ruleSpellings spells a floor pattern as Claude Code rule specifiers:
// "//abs", "~/x", "/x" (the project, in project settings) or "./x" (the
// working directory elsewhere). A name at any depth is both "//**/name"
// (the whole file system) and the bare name (Claude Code's any-depth
// form, which its sandbox also reads as a path in the working directory).
func (g *gen) ruleSpellings(a floor.Anchor, rest string) []string {
	switch a {
	case floor.AnchorRoot:
		return []string{g.ruleAbs(rest)}
	case floor.AnchorHome:
		if rest == "" {
			return []string{"~"}
		}
		return []string{"~/" + rest}
	case floor.AnchorProject:
		if g.o.Scope == ScopeProject {
			return []string{"/" + rest}
		}
		return []string{"./" + rest}
	case floor.AnchorAnyDepth:
		out := []string{"//**/" + rest}
		if !strings.Contains(rest, "/") && !hasMeta(rest) {
			out = append(out, rest)
		}
		return out
	}
	return nil // {tmp}: not protected by the floor
}

// ruleAbs spells an absolute path as a rule anchor: under the home
// directory as ~/…, else //….
func (g *gen) ruleAbs(p string) string {
	if rel, ok := under(p, g.o.Home); ok && g.o.Home != "" {
		if rel == "" {
			return "~"
		}
		return "~/" + rel
	}
	return "/" + p
}

// sandboxAbs spells an absolute path for sandbox settings: ~/… under the
// home directory, relative to the project in project settings, else as
// is.
func (g *gen) sandboxAbs(p string) string {
	if rel, ok := under(p, g.o.Home); ok && g.o.Home != "" && rel != "" {
		return "~/" + rel
	}
	if rel, ok := under(p, g.o.Project); ok && g.o.Scope == ScopeProject && rel != "" {
		return rel
	}
	return p
}

// sandboxSpellings spells a floor pattern as the literal paths
// sandbox-runtime needs on Linux: a tree "dir/**" is the directory; a
// pattern with wildcards is every path that matches it now. why says what
// is left out, "" when nothing is.
func (g *gen) sandboxSpellings(a floor.Anchor, rest string) (paths []string, why string) {
	rest = strings.TrimSuffix(rest, "/**")
	if rest == "**" {
		rest = ""
	}
	var abs string
	switch a {
	case floor.AnchorRoot:
		abs = rest
	case floor.AnchorHome:
		if g.o.Home == "" {
			return nil, "no home directory to spell it in"
		}
		if rest == "" {
			return nil, ""
		}
		if !hasMeta(rest) {
			return []string{"~/" + rest}, ""
		}
		abs = path.Join(g.o.Home, rest)
	case floor.AnchorProject:
		switch {
		case g.o.Scope == ScopeProject && !hasMeta(rest):
			return []string{rest}, ""
		case g.o.Scope == ScopeFile && g.o.Project != "":
			abs = path.Join(g.o.Project, rest)
		default:
			return nil, "not in the sandbox from settings that serve every project (pregate install --backstop --project spells it for one)"
		}
	case floor.AnchorAnyDepth:
		if g.o.Scope == ScopeProject && !strings.Contains(rest, "**") && !hasMeta(rest) {
			return []string{rest}, "in the sandbox only at the project root: sandbox-runtime takes literal paths on Linux"
		}
		return nil, "not in the sandbox at any depth: sandbox-runtime takes literal paths on Linux; Claude Code's rules still deny it to its file tools"
	default:
		return nil, ""
	}
	if abs == "" || !hasMeta(abs) {
		if abs == "" {
			return nil, ""
		}
		return []string{g.sandboxAbs(abs)}, ""
	}
	matches, err := filepath.Glob(abs)
	if err != nil || strings.Contains(abs, "**") {
		return nil, "not in the sandbox: a ** glob in the middle of a path has no literal spelling"
	}
	sort.Strings(matches)
	if len(matches) > maxGlobMatches {
		matches = matches[:maxGlobMatches]
	}
	for _, m := range matches {
		paths = append(paths, g.sandboxAbs(m))
	}
	return paths, "in the sandbox as the paths that match it now: sandbox-runtime takes literal paths on Linux, so one created later is covered by pregate and Claude Code's rules only"
}

// prune drops absolute sandbox paths that neither exist nor lie in a
// directory the sandbox lets commands write: the sandbox's file system is
// read-only there, so nothing can create them, and naming them only makes
// the settings longer. Paths under the home directory stay: Claude Code
// may be started there, which makes it writable.
func (g *gen) prune() {
	keep := func(p string) bool {
		if !path.IsAbs(p) || exists(p) {
			return true
		}
		for _, w := range g.b.Sandbox.AllowWrite {
			if _, ok := under(p, w); ok && path.IsAbs(w) {
				return true
			}
		}
		return false
	}
	g.b.Sandbox.DenyRead = slices.DeleteFunc(g.b.Sandbox.DenyRead, func(p string) bool { return !keep(p) })
	g.b.Sandbox.DenyWrite = slices.DeleteFunc(g.b.Sandbox.DenyWrite, func(p string) bool { return !keep(p) })
}

// writeScope compiles the write scope into allowWrite. Claude Code's
// sandbox always lets commands write the working directory and a temp
// directory of its own, which stand for {project} and {tmp}.
func (g *gen) writeScope(scope []floor.Entry) {
	hasProject := false
	for _, e := range scope {
		a, rest := floor.Split(e.Pattern)
		rest = strings.TrimSuffix(rest, "/**")
		if rest == "**" {
			rest = ""
		}
		switch {
		case a == floor.AnchorProject && rest == "":
			hasProject = true
		case a == floor.AnchorTmp:
		case a == floor.AnchorRoot && !hasMeta(rest):
			g.add(&g.b.Sandbox.AllowWrite, "aw", g.sandboxAbs(rest))
		case a == floor.AnchorHome && !hasMeta(rest) && rest != "":
			g.add(&g.b.Sandbox.AllowWrite, "aw", "~/"+rest)
		case a == floor.AnchorProject && g.o.Scope == ScopeProject && !hasMeta(rest):
			g.add(&g.b.Sandbox.AllowWrite, "aw", rest)
		default:
			g.note("write scope %s: not in the sandbox (no literal spelling); commands cannot write there", e.Pattern)
		}
	}
	if !hasProject {
		g.note("write scope: the sandbox always lets commands write the working directory, which the policy's write_scope leaves out")
	}
}

// policyRules copies the policy's deny rules that Claude Code's grammar
// expresses with the same meaning, and with Network its WebFetch domain
// allows. Rules from Claude Code's own settings are there already; rules
// scoped to modes or agents, structured command forms and paths anchored
// at a directory that differs between the two are left out.
func (g *gen) policyRules() {
	if g.o.Network {
		g.b.Sandbox.Network = true
	}
	skipped := 0
	for _, r := range g.o.Policy.Rules {
		if r.Level == act.Builtin || strings.HasSuffix(r.Source, ".json") {
			continue
		}
		switch r.Decision {
		case hook.Deny:
			if len(r.Modes) > 0 || len(r.Agents) > 0 {
				skipped++
				continue
			}
			if len(r.Commands) > 0 {
				skipped++
			}
			for _, p := range r.Patterns {
				if !portable(p) {
					skipped++
					continue
				}
				g.add(&g.b.Deny, "deny", cleanRule(p))
			}
		case hook.Allow:
			if !g.o.Network {
				continue
			}
			for _, p := range r.Patterns {
				if d, ok := strings.CutPrefix(p.Specifier, "domain:"); ok && p.Tool == "WebFetch" {
					g.add(&g.b.Sandbox.AllowedDomains, "dom", strings.TrimSpace(d))
				}
			}
		}
	}
	if skipped > 0 {
		g.note("%d deny %s of the policy not copied into Claude Code's rules (scoped to modes or agents, structured command forms, or paths relative to a directory): pregate alone enforces %s", skipped, plural(skipped, "rule", "rules"), plural(skipped, "it", "them"))
	}
	if g.o.Network && len(g.b.Sandbox.AllowedDomains) == 0 {
		g.note("network: the policy allows no WebFetch(domain:…); sandboxed commands reach no host without asking")
	}
}

// portable says whether a pattern means the same in any settings file:
// a Read or Edit path anchored at the root or the home directory, or any
// rule that is not a path rule.
func portable(p *claude.Pattern) bool {
	if p.Warning != "" {
		return false
	}
	if p.Tool != "Read" && p.Tool != "Edit" {
		return true
	}
	s := strings.TrimSpace(p.Specifier)
	if strings.Contains(s, ":") && !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "~") {
		return true // Tool(param:value)
	}
	return strings.HasPrefix(s, "//") || strings.HasPrefix(s, "~/")
}

// cleanRule is a portable rule's text with ".." and "." taken out of a
// Read or Edit path, which sandbox-runtime mishandles where Claude Code
// turns the rule into a sandbox path.
func cleanRule(p *claude.Pattern) string {
	text := strings.TrimSpace(p.Text)
	if p.Tool != "Read" && p.Tool != "Edit" {
		return text
	}
	s := strings.TrimSpace(p.Specifier)
	var anchor, rest string
	switch {
	case strings.HasPrefix(s, "//"):
		anchor, rest = "/", s[1:]
	case strings.HasPrefix(s, "~/"):
		anchor, rest = "~/", s[2:]
	default:
		return text
	}
	if !strings.Contains("/"+rest+"/", "/../") && !strings.Contains("/"+rest+"/", "/./") && !strings.Contains(rest, "//") {
		return text
	}
	clean := path.Clean("/" + rest)
	if anchor == "~/" {
		clean = strings.TrimPrefix(clean, "/")
	}
	return p.Tool + "(" + anchor + clean + ")"
}

func under(p, dir string) (string, bool) {
	if dir == "" || !path.IsAbs(p) {
		return "", false
	}
	dir = path.Clean(dir)
	p = path.Clean(p)
	if p == dir {
		return "", true
	}
	rel, ok := strings.CutPrefix(p, strings.TrimSuffix(dir, "/")+"/")
	return rel, ok
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

func hasMeta(s string) bool { return strings.ContainsAny(s, `*?[{\`) }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
