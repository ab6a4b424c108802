package claude

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// Pattern is one Claude Code permission rule string ("Bash(git push *)",
// "Read(~/.ssh/**)", "mcp__github"). ParsePattern checks it completely at
// load time (every error and Warning is found then) but compiles its
// matcher (globs, the semantic form of a Bash rule, a path or domain
// pattern) only when it is first used, so that a policy pays for the rules
// a call can match, not for all of them.
//
// Matching follows one principle: for Deny and Ask a pattern matches at
// least what Claude Code would match; for Allow at most. Where Claude Code's
// behaviour is not documented, the uncertain case is resolved that way:
//
//   - Bash allow rules see only Segment.AllowText of a resolved segment.
//     Deny and ask rules also see the text as written, without leading
//     assignments, the argv without wrappers and with the program's path
//     removed, and the command with home spellings ($HOME, ${HOME}, the
//     absolute home) written as ~. They also read the rule as program,
//     flags and operands and catch every spelling of those flags: bundled,
//     split, reordered, long (a per-program alias table; unknown programs
//     get bundle expansion only), +ref and :ref refspecs of git push, git's
//     global options before the subcommand. --force-with-lease is a flag of
//     its own: a --force rule does not catch it, as Claude Code's own text
//     match does not. Without '*' the rule's operands must be exactly the
//     command's, but extra flags still match.
//   - Read/Edit "./name" reaches only the current directory for allow and
//     any depth for deny. A matching directory covers what is under it for
//     deny (gitignore semantics); allow matches the path itself, or what is
//     under the directory for a trailing-slash pattern. A bare Read or Edit
//     is a path rule for every path (Read deny blocks writes, Edit allow
//     grants reads).
//   - Tool(param:value) names a parameter of the tool's schema (any
//     identifier for MCP and unknown tools); naming a primary field gives
//     a Warning and a rule that never matches, as Claude Code ignores it.
//     Bash(name:*) where name is a Bash parameter is read both ways by deny
//     and ask and matches nothing as allow.
//   - Skill(name) allows the skill without arguments only; as deny it
//     matches the name with any arguments and plugin:name. Agent(x*) is a
//     wildcard for deny and ask, literal for allow.
//   - PowerShell commands, and Monitor calls as a whole, are not
//     decomposed: allow specifiers never match them; deny and ask match the
//     whole command and each piece between separators (PowerShell
//     case-insensitively).
type Pattern struct {
	// Text is the rule as written.
	Text string
	// Tool is the canonical tool name of the rule ("Agent" for "Task"), or
	// a tool-name glob ("*", "mcp__*", "mcp__github__get_*").
	Tool string
	// Specifier is the text between the parentheses; "" for a bare rule.
	Specifier string
	// Warning is set for a rule that parses but never matches, as Claude
	// Code accepts it with a startup warning: Write(path), Glob(path),
	// Bash(command:…), a specifier on a tool that takes none. The loader
	// may show it.
	Warning string

	Kind     patternKind
	toolGlob []string // Tool split at '*' when it is a glob
	// toolAllow is set for a glob an allow rule may use: one that starts
	// with a literal mcp__<server>__.
	toolAllow bool
	name      string // Agent subagent type
	base      string // ParsePattern's root, for compiling

	// once compiles code from Text and base on first use; codeErr is the
	// error if that fails (Text changed since parsing, or a check that
	// parsing missed), and then the pattern matches nothing and Evaluate
	// denies.
	once    sync.Once
	code    *patternCode
	codeErr error
}

// patternCode is the compiled matcher of a Pattern: what Match needs
// beyond the tool name and kind.
type patternCode struct {
	bash   *bashPattern
	path   *pathPattern
	domain *domainPattern
	param  *patternParam
	skill  *bashGlob
}

// Compile builds the pattern's matcher if that has not happened yet and
// returns the error if it cannot be built. Match, and everything else that
// needs the matcher, compiles on first use; a pattern that fails to
// compile matches nothing, so callers that decide with it must check.
func (p *Pattern) Compile() error {
	p.c()
	return p.codeErr
}

// c returns the compiled matcher, compiling it on first use; nil when
// compiling failed.
func (p *Pattern) c() *patternCode {
	p.once.Do(func() {
		q, err := parsePattern(p.Text, p.base, true)
		switch {
		case err != nil:
			p.codeErr = fmt.Errorf("rule %q no longer parses: %w", p.Text, err)
		case q.Kind != p.Kind || q.Tool != p.Tool || q.Specifier != p.Specifier:
			p.codeErr = fmt.Errorf("rule %q changed after it was loaded", p.Text)
		default:
			p.code = q.code
		}
	})
	return p.code
}

type patternKind uint8

const (
	PatternInert      patternKind = iota // parses, never matches
	patternTool                          // bare tool name or glob, Tool(*)
	patternBash                          // Bash(…) and Monitor(…)
	patternPowerShell                    // PowerShell(…)
	patternPath                          // Read(…), Edit(…)
	patternDomain                        // WebFetch(domain:…)
	patternParamOnly                     // Tool(param:value)
	patternAgent                         // Agent(type), Task(type)
	patternSkill                         // Skill(name), Skill(name *)
)

// PatternError is a rule string that cannot be parsed. Col is the 1-based
// byte column within the rule text.
type PatternError struct {
	Col int
	Msg string
}

func (e *PatternError) Error() string {
	return fmt.Sprintf("column %d: %s", e.Col, e.Msg)
}

// String returns the rule as written.
func (p *Pattern) String() string { return p.Text }

// AllowInert reports whether the pattern can never match as an allow rule:
// Tool(param:value), an unanchored tool-name glob, a path that is not a
// valid gitignore pattern, a PowerShell specifier, or a rule with a
// Warning. A loader may warn about such a rule in an allow list.
func (p *Pattern) AllowInert() bool {
	switch p.Kind {
	case PatternInert, patternParamOnly, patternPowerShell:
		return true
	case patternTool:
		return p.toolGlob != nil && !p.toolAllow
	case patternPath:
		c := p.c()
		return c == nil || c.path.invalid
	}
	return false
}

// patternPrimaryField reports whether name is an input field a
// Tool(param:value) rule may not name: Claude Code ignores such a rule with
// a startup warning.
func patternPrimaryField(name string) bool {
	switch name {
	case "command", "file_path", "path", "notebook_path", "url":
		return true
	}
	return false
}

// patternToolFields returns the top-level input fields of tool, a built-in
// tool (known). For these tools "name:value" is a parameter rule only when
// name is one of them, so that Bash(git:* push) and Read(notes:v2.txt) keep
// their meaning. A switch over lists the linker lays out, not a map:
// nothing is built at start-up.
func patternToolFields(tool string) (fields []string, known bool) {
	switch tool {
	case "Bash", "PowerShell":
		return fieldsBash, true
	case "Monitor":
		return fieldsMonitor, true
	case "Read":
		return fieldsRead, true
	case "Write":
		return fieldsWrite, true
	case "Edit":
		return fieldsEdit, true
	case "MultiEdit":
		return fieldsMultiEdit, true
	case "NotebookEdit":
		return fieldsNotebookEdit, true
	case "Glob":
		return fieldsGlob, true
	case "Grep":
		return fieldsGrep, true
	case "LSP":
		return fieldsLSP, true
	case "WebFetch":
		return fieldsWebFetch, true
	case "WebSearch":
		return fieldsWebSearch, true
	case "Agent":
		return fieldsAgent, true
	case "Skill":
		return fieldsSkill, true
	case "TodoWrite":
		return fieldsTodoWrite, true
	case "ExitPlanMode":
		return fieldsExitPlanMode, true
	case "AskUserQuestion":
		return fieldsAskUserQuestion, true
	}
	return nil, false
}

var (
	fieldsBash            = []string{"command", "description", "timeout", "run_in_background", "dangerouslyDisableSandbox"}
	fieldsMonitor         = []string{"command", "description", "timeout"}
	fieldsRead            = []string{"file_path", "offset", "limit", "pages", "allow_large"}
	fieldsWrite           = []string{"file_path", "content"}
	fieldsEdit            = []string{"file_path", "old_string", "new_string", "replace_all"}
	fieldsMultiEdit       = []string{"file_path", "edits"}
	fieldsNotebookEdit    = []string{"notebook_path", "cell_id", "new_source", "cell_type", "edit_mode"}
	fieldsGlob            = []string{"pattern", "path"}
	fieldsGrep            = []string{"pattern", "path", "glob", "type", "output_mode", "-i", "-n", "-o", "-A", "-B", "-C", "context", "head_limit", "offset", "multiline"}
	fieldsLSP             = []string{"file_path", "operation", "line", "character"}
	fieldsWebFetch        = []string{"url", "prompt", "offset"}
	fieldsWebSearch       = []string{"query", "allowed_domains", "blocked_domains"}
	fieldsAgent           = []string{"prompt", "description", "subagent_type", "model", "run_in_background", "name", "team_name", "mode", "isolation"}
	fieldsSkill           = []string{"skill", "args"}
	fieldsTodoWrite       = []string{"todos"}
	fieldsExitPlanMode    = []string{"plan", "planFilePath", "allowedPrompts"}
	fieldsAskUserQuestion = []string{"questions", "answers"}
)

// PatternReadTools are the tools Read rules govern; PatternEditTools the
// tools Edit rules govern.
var (
	PatternReadTools = map[string]bool{"Read": true, "Grep": true, "Glob": true, "LSP": true}
	PatternEditTools = map[string]bool{"Edit": true, "Write": true, "NotebookEdit": true, "MultiEdit": true}
)

// ParsePattern parses one Claude Code rule string. root is the directory a
// single-slash "/x" path anchor is relative to: the project root for
// project settings, ~/.claude for user settings, the file's directory for a
// --settings file. When root is "", "/x" is taken relative to Env.Project
// (then Env.Cwd) at match time.
//
// A rule that Claude Code accepts but never consults parses without error
// and never matches; its Warning says why.
//
// ParsePattern finds every error and Warning but leaves the matcher to be
// compiled on first use (see Compile).
func ParsePattern(text, root string) (*Pattern, error) {
	return parsePatternIn(nil, text, root, false)
}

// ParsePatternIn is ParsePattern into *into, which it overwrites and
// returns, for a caller that allocates many patterns as one array. After
// an error *into holds nothing of use and may be passed again.
func ParsePatternIn(into *Pattern, text, root string) (*Pattern, error) {
	return parsePatternIn(into, text, root, false)
}

// parsePattern is ParsePattern; with full set it also compiles the
// matcher into p.code. Both ways report the same errors.
func parsePattern(text, root string, full bool) (*Pattern, error) {
	return parsePatternIn(nil, text, root, full)
}

func parsePatternIn(into *Pattern, text, root string, full bool) (*Pattern, error) {
	lead := 0
	for lead < len(text) && (text[lead] == ' ' || text[lead] == '\t') {
		lead++
	}
	t := trimSpace(text)
	if t == "" {
		return nil, &PatternError{Col: 1, Msg: "empty rule"}
	}
	name, spec, hasSpec := t, "", false
	open := strings.IndexByte(t, '(')
	if open >= 0 {
		if !strings.HasSuffix(t, ")") {
			return nil, &PatternError{Col: lead + open + 1, Msg: "unclosed ( in rule: the specifier must end the rule with )"}
		}
		name, spec, hasSpec = t[:open], t[open+1:len(t)-1], true
	} else if i := strings.IndexByte(t, ')'); i >= 0 {
		return nil, &PatternError{Col: lead + i + 1, Msg: "unexpected ) without ("}
	}
	if name == "" {
		return nil, &PatternError{Col: lead + 1, Msg: "missing tool name"}
	}
	for i := 0; i < len(name); i++ {
		if !patternToolByte(name[i]) {
			return nil, &PatternError{Col: lead + i + 1, Msg: fmt.Sprintf("invalid character %q in tool name", name[i])}
		}
	}
	specCol := lead + open + 2
	trimmed := trimSpace(spec)
	if hasSpec && trimmed == "" {
		return nil, &PatternError{Col: specCol, Msg: "empty specifier: write the bare tool name to match every call"}
	}
	// Legacy names (Task, KillShell, …) stand for their canonical tool.
	name = hook.CanonicalTool(name)
	p := into
	if p == nil {
		p = &Pattern{Text: text, Tool: name, Specifier: spec, base: root}
	} else {
		*p = Pattern{Text: text, Tool: name, Specifier: spec, base: root}
	}
	if full {
		p.code = &patternCode{}
	}

	if strings.Contains(name, "*") {
		if hasSpec {
			return nil, &PatternError{Col: lead + open + 1, Msg: "a tool-name wildcard takes no specifier"}
		}
		p.Kind = patternTool
		p.toolGlob = strings.Split(name, "*")
		p.toolAllow = patternMCPAnchored(name)
		return p, nil
	}
	if !hasSpec || (trimmed == "*" && name != "Read" && name != "Edit") {
		p.Kind = patternTool
		return p, nil
	}

	// Tool(param:value) where the tool's schema has that parameter.
	if pname, value, ok := patternSplitParam(name, spec); ok {
		// "timeout:*" is also the legacy spelling of Bash(timeout *): deny
		// and ask rules match both readings, allow neither.
		legacy := (name == "Bash" || name == "Monitor") && strings.HasSuffix(spec, ":*")
		if patternPrimaryField(pname) && !legacy {
			p.Kind = PatternInert
			p.Warning = fmt.Sprintf("%s(%s:…) is ignored: %q is the tool's primary field and cannot be matched by a parameter rule", name, pname, pname)
			return p, nil
		}
		p.Kind = patternParamOnly
		if !full {
			return p, nil
		}
		if !patternPrimaryField(pname) {
			p.code.param = &patternParam{name: pname, value: bashParseGlob(value, false)}
		}
		if legacy {
			p.code.bash = bashParsePattern(spec)
		}
		return p, nil
	}

	switch name {
	case "Bash", "Monitor":
		p.Kind = patternBash
		if full {
			p.code.bash = bashParsePattern(spec)
		}
	case "PowerShell":
		p.Kind = patternPowerShell
		if full {
			p.code.bash = &bashPattern{glob: bashParseGlob(strings.ToLower(spec), true)}
		}
	case "Read", "Edit":
		if err := pathCheck(spec); err != nil {
			err.Col += specCol - 1
			return nil, err
		}
		p.Kind = patternPath
		if full {
			p.code.path = pathParse(spec, root)
		}
	case "Write", "NotebookEdit", "Glob", "MultiEdit", "Grep", "LSP":
		p.Kind = PatternInert
		use := "Edit"
		if PatternReadTools[name] {
			use = "Read"
		}
		p.Warning = fmt.Sprintf("%s(path) rules are never consulted; write %s(%s) instead", name, use, spec)
	case "WebFetch":
		rest, ok := strings.CutPrefix(strings.TrimSpace(spec), "domain:")
		if !ok {
			p.Kind = PatternInert
			p.Warning = "WebFetch rules take domain:host; this rule never matches"
			return p, nil
		}
		if err := domainCheck(rest); err != nil {
			err.Col = specCol + strings.Index(spec, "domain:") + len("domain:")
			return nil, err
		}
		p.Kind = patternDomain
		if full {
			p.code.domain = domainParse(rest)
		}
	case "Agent":
		p.Kind = patternAgent
		p.name = strings.TrimSpace(spec)
	case "Skill":
		p.Kind = patternSkill
		if full {
			p.code.skill = bashParseGlob(strings.TrimPrefix(strings.TrimSpace(spec), "/"), true)
		}
	case "Cd":
		p.Kind = PatternInert
		p.Warning = "Cd(path) rules govern the user's /cd command, not a tool call; this rule never matches"
	default:
		p.Kind = PatternInert
		p.Warning = fmt.Sprintf("%s takes no specifier other than param:value; this rule never matches", name)
	}
	return p, nil
}

// patternToolByte reports whether c may appear in a tool name: built-in
// names, MCP names (mcp__plugin_x_srv__get-issue) and '*'.
func patternToolByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '-' || c == '.' || c == '*'
}

// patternMCPAnchored reports whether a tool-name glob starts with a literal
// mcp__<server>__, the only globs Claude Code lets an allow rule use.
func patternMCPAnchored(glob string) bool {
	rest, ok := strings.CutPrefix(glob, "mcp__")
	if !ok {
		return false
	}
	i := strings.Index(rest, "__")
	return i > 0 && !strings.Contains(rest[:i+2], "*")
}

// patternSplitParam splits "name : value" when name is a parameter of tool
// (any identifier for tools whose schema is not known, such as MCP tools).
func patternSplitParam(tool, spec string) (name, value string, ok bool) {
	i := strings.IndexByte(spec, ':')
	if i < 0 {
		return "", "", false
	}
	name, value = spec[:i], spec[i+1:]
	name = trimSpace(name)
	value = trimSpace(value)
	if name == "" {
		return "", "", false
	}
	if fields, known := patternToolFields(tool); known {
		if slices.Contains(fields, name) {
			return name, value, true
		}
		return "", "", false
	}
	if tool == "WebFetch" {
		return "", "", false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' ||
			i > 0 && (c >= '0' && c <= '9' || c == '-' || c == '.')) {
			return "", "", false
		}
	}
	return name, value, true
}

// trimSpace is strings.TrimSpace, without its work for the rule strings
// that need none (most): those that start and end with an ASCII byte
// that is not white space.
func trimSpace(s string) string {
	if s != "" && asciiSolid(s[0]) && asciiSolid(s[len(s)-1]) {
		return s
	}
	return strings.TrimSpace(s)
}

// asciiSolid reports whether c is an ASCII byte that is not white space
// (a byte of a multi-byte character may belong to a Unicode space).
func asciiSolid(c byte) bool {
	return c < 0x80 && c != ' ' && (c < '\t' || c > '\r')
}

// Match reports whether the pattern matches action a for a rule with
// decision d. env supplies the anchors of path rules. For Deny and Ask it
// matches at least what Claude Code matches, for Allow at most.
func (p *Pattern) Match(a *act.Action, env act.Env, d hook.Decision) bool {
	if p == nil || a == nil {
		return false
	}
	switch p.Kind {
	case patternTool:
		return p.matchTool(a, d)
	case PatternInert:
		return false
	case patternAgent:
		return p.matchAgent(a, d)
	}
	c := p.c()
	if c == nil {
		return false
	}
	switch p.Kind {
	case patternBash:
		return p.matchBash(c, a, env, d)
	case patternPowerShell:
		if d == hook.Allow || a.Kind != act.CallAction || a.Tool != "PowerShell" {
			// A PowerShell command is not decomposed, so an allow cannot
			// know it approves every part of it.
			return false
		}
		cmd, _ := a.Input["command"].(string)
		return bashMatchPieces(c.bash.glob, strings.ToLower(cmd))
	case patternPath:
		return c.path.matchAction(p.Tool, a, env, d)
	case patternDomain:
		if a.Kind != act.CallAction || a.Tool != "WebFetch" {
			return false
		}
		host := domainOfAction(a)
		if host == "" {
			// A fetch without a readable host still falls under a
			// deny or ask for every host.
			return d != hook.Allow && c.domain.any
		}
		return c.domain.match(host)
	case patternParamOnly:
		if d == hook.Allow {
			return false
		}
		if c.bash != nil && a.Kind == act.SegmentAction && p.matchBash(c, a, env, d) {
			return true
		}
		return c.param != nil && a.Kind == act.CallAction && patternSameTool(p.Tool, a.Tool) && c.param.match(a.Input)
	case patternSkill:
		return p.matchSkill(c, a, d)
	}
	return false
}

// patternSameTool compares a rule's tool name with an action's, treating
// a legacy alias as its canonical tool and mcp__server as every tool of
// that server.
func patternSameTool(rule, tool string) bool {
	tool = hook.CanonicalTool(tool)
	if rule == tool {
		return true
	}
	if rest, ok := strings.CutPrefix(rule, "mcp__"); ok && !strings.Contains(rest, "__") {
		return strings.HasPrefix(tool, rule+"__")
	}
	return false
}

func (p *Pattern) matchTool(a *act.Action, d hook.Decision) bool {
	if p.toolGlob != nil {
		if d == hook.Allow && !p.toolAllow {
			// Unanchored allow globs approve nothing.
			return false
		}
		return a.Kind == act.CallAction && bashGlobParts(p.toolGlob, a.Tool)
	}
	switch a.Kind {
	case act.CallAction:
		if patternSameTool(p.Tool, a.Tool) {
			// A Bash call is allowed through its segments, so that an
			// unresolved part is never approved by the call as a whole.
			return d != hook.Allow || a.Tool != "Bash"
		}
		// A bare Read or Edit is a path rule for every path: Read deny
		// blocks the edit tools, Edit allow grants reads.
		switch p.Tool {
		case "Read":
			return PatternReadTools[a.Tool] || d != hook.Allow && PatternEditTools[a.Tool]
		case "Edit":
			return PatternEditTools[a.Tool] || d == hook.Allow && PatternReadTools[a.Tool]
		}
		return false
	case act.SegmentAction:
		if !bashSegmentTool(p.Tool, a) {
			return false
		}
		if d == hook.Allow {
			s := a.Segment
			return s != nil && s.Resolved && s.AllowText != ""
		}
		return true
	case act.ReadAction:
		return p.Tool == "Read" || d == hook.Allow && p.Tool == "Edit"
	case act.WriteAction:
		return p.Tool == "Edit" || d != hook.Allow && p.Tool == "Read"
	}
	return false
}

// patternParam is a Tool(param:value) rule.
type patternParam struct {
	name  string
	value *bashGlob
}

// match compares the value of the top-level scalar field with the literal
// input, before any normalisation; an omitted field never matches.
func (pp *patternParam) match(input map[string]any) bool {
	v, ok := input[pp.name]
	if !ok {
		return false
	}
	var s string
	switch v := v.(type) {
	case string:
		s = v
	case bool:
		s = strconv.FormatBool(v)
	case float64:
		s = strconv.FormatFloat(v, 'f', -1, 64)
	case json.Number:
		s = v.String()
	case int:
		s = strconv.Itoa(v)
	case int64:
		s = strconv.FormatInt(v, 10)
	default:
		return false
	}
	return pp.value.match(s)
}

// matchAgent matches Agent(type) against subagent_type. Deny and ask treat
// '*' as a wildcard; allow compares literally, since Claude Code documents
// no wildcard here.
func (p *Pattern) matchAgent(a *act.Action, d hook.Decision) bool {
	if a.Kind != act.CallAction || !patternSameTool("Agent", a.Tool) {
		return false
	}
	st, _ := a.Input["subagent_type"].(string)
	if st == "" {
		st = "general-purpose"
	}
	if d == hook.Allow {
		return st == p.name
	}
	return bashParseGlob(p.name, false).match(st)
}

// matchSkill matches Skill(name) and Skill(name *) against "skill args".
// Allow needs the documented form: Skill(name) only without arguments.
// Deny and ask also match a plugin-namespaced skill by its own name and
// Skill(name) whatever the arguments.
func (p *Pattern) matchSkill(c *patternCode, a *act.Action, d hook.Decision) bool {
	if a.Kind != act.CallAction || a.Tool != "Skill" {
		return false
	}
	name, _ := a.Input["skill"].(string)
	name = strings.TrimPrefix(name, "/")
	args, _ := a.Input["args"].(string)
	args = strings.TrimSpace(args)
	full := name
	if args != "" {
		full = name + " " + args
	}
	if c.skill.match(full) {
		return true
	}
	if d == hook.Allow {
		return false
	}
	if c.skill.match(name) {
		return true
	}
	if i := strings.LastIndexByte(name, ':'); i >= 0 {
		short := name[i+1:]
		if args != "" && c.skill.match(short+" "+args) || c.skill.match(short) {
			return true
		}
	}
	return false
}

// PatternKinds is the set of action kinds p may match (a superset).
func PatternKinds(p *Pattern) uint8 {
	const (
		call = 1 << act.CallAction
		seg  = 1 << act.SegmentAction
		read = 1 << act.ReadAction
		wr   = 1 << act.WriteAction
	)
	switch p.Kind {
	case patternTool:
		if p.toolGlob != nil {
			return call
		}
	case patternBash, patternParamOnly:
		return call | seg
	case patternPowerShell, patternDomain, patternAgent, patternSkill:
		return call
	case patternPath:
		return call | read | wr
	}
	return call | seg | read | wr
}

// AppendToolKeys appends to dst tool names one of which a call action's
// tool (as sent, or canonical: see CallWords) must be for p to match the
// call; ok is false when p may match a call of any tool. A pattern that
// never matches a call as a whole gives no keys and ok, and so does a path
// rule (Read, Edit, Read(…), Edit(…)): it matches only the calls of file
// tools (FileTool), by their paths (AppendPathKeys). It reads the rule
// text only, so that indexing a rule does not compile it.
func (p *Pattern) AppendToolKeys(dst []string) (_ []string, ok bool) {
	switch p.Kind {
	case PatternInert:
		return dst, true
	case patternTool:
		switch {
		case p.toolGlob != nil:
			return dst, false
		case p.Tool == "Read" || p.Tool == "Edit":
			return dst, true // a path rule: see AppendPathKeys
		}
		return patternAppendSameTool(dst, p.Tool)
	case patternBash:
		if p.Tool == "Monitor" {
			return append(dst, "Monitor"), true
		}
		return dst, true // Bash(…) decides a Bash call through its segments
	case patternPowerShell:
		return append(dst, "PowerShell"), true
	case patternPath:
		return dst, true // see AppendPathKeys
	case patternDomain:
		return append(dst, "WebFetch"), true
	case patternParamOnly:
		return patternAppendSameTool(dst, p.Tool)
	case patternAgent:
		return append(dst, "Agent"), true
	case patternSkill:
		return append(dst, "Skill"), true
	}
	return dst, false
}

// patternAppendSameTool appends the key of the tools patternSameTool(rule,
// …) accepts; ok is false for mcp__server, which names every tool of the
// server.
func patternAppendSameTool(dst []string, rule string) ([]string, bool) {
	if rest, ok := strings.CutPrefix(rule, "mcp__"); ok && !strings.Contains(rest, "__") {
		return dst, false
	}
	return append(dst, rule), true
}

// CallWords are the names of a call's tool that AppendToolKeys's keys are
// compared with: as sent and canonical.
func CallWords(tool string, dst []string) []string {
	dst = append(dst, tool)
	if c := hook.CanonicalTool(tool); c != tool {
		dst = append(dst, c)
	}
	return dst
}
