package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/command"
)

// Rule is one rule of a policy: a [[rule]] table, one entry of a
// [permissions] list, one entry of a Claude Code settings file, or a rule of
// a builtin pack. Positions stay with it from loading to the verdict and the
// audit record.
type Rule struct {
	// ID is the [[rule]] id, the builtin id ("git.push-force"), or for a
	// [permissions] or settings entry the rule text itself.
	ID       string
	Decision hook.Decision
	// Patterns are the Claude Code rule strings of the rule; Commands its
	// structured Bash forms. Any one matching is a match.
	Patterns []*claude.Pattern
	Commands []command.Command
	// Reason is agent-facing, Note operator-facing; both may be empty.
	Reason string
	Note   string
	// Modes and Agents scope the rule to permission modes and subagent
	// types; empty means every mode and every agent (and the main agent).
	Modes  []string
	Agents []string
	Level  act.Level
	// Source is the file the rule came from ("builtin/git.toml" for an
	// embedded pack); Line and Col are 1-based, in bytes.
	Source string
	loc.Pos
	// Pack is the builtin pack name, "" outside the baseline.
	Pack string
	// Except are the paths of Claude Code "!" rules (Read(!x), Edit(!x))
	// listed after this rule in the same settings list: Claude Code takes
	// them out of the rule. An allow does not apply to an action they
	// match; a deny or ask still does (pregate stays stricter) and the
	// trace says so. ExceptText is each one as written.
	Except     []*claude.Pattern
	ExceptText []string
}

// Where returns "source:line" for operator-facing text.
func (r *Rule) Where() string {
	if r.Line == 0 {
		return r.Source
	}
	return r.Source + ":" + strconv.Itoa(r.Line)
}

// Defaults says what happens when no rule decides. Loading keeps the
// strictest value any level sets, so no level can loosen another.
type Defaults struct {
	// Unmatched is None, Ask or Deny: the decision when no rule matches a
	// part of the call.
	Unmatched hook.Decision
	// Unresolved is Ask or Deny: the decision for a Bash part pregate
	// cannot resolve statically.
	Unresolved hook.Decision
	// Profile is "" (the default profile) or ProfileStrict; strict wins
	// over default whatever the level. ProfileLevel, ProfileSource and
	// ProfileLine are the highest level that set strict and where; the
	// pipeline honours allow rules of that level and the levels it trusts
	// more (see docs/policy.md).
	Profile       string
	ProfileLevel  act.Level
	ProfileSource string
	ProfileLine   int
}

// The values of [defaults] profile.
const (
	ProfileDefault = "default"
	ProfileStrict  = "strict"
)

// Fence is one [run] or [agent.NAME] table. Fences from every level all
// apply: read_only anywhere is final, tool lists intersect, disallowed
// lists unite; nothing can widen one.
type Fence struct {
	// Agent is the subagent type the fence applies to; "" for [run].
	Agent    string
	ReadOnly bool
	// Tools, when ToolsSet, are the only tools allowed. ToolsSet is true
	// for a non-empty tools list or an explicit tools_set = true; with an
	// empty Tools it denies every tool.
	Tools           []string
	ToolsSet        bool
	DisallowedTools []string
	Level           act.Level
	Source          string
	loc.Pos
}

// Where returns "source:line" for operator-facing text.
func (f *Fence) Where() string {
	if f.Line == 0 {
		return f.Source
	}
	return fmt.Sprintf("%s:%d", f.Source, f.Line)
}

// FloorEntry is one glob of a [floor] list, kept with its origin so the
// floor can name it in a verdict.
type FloorEntry struct {
	Pattern string
	Level   act.Level
	Source  string
	loc.Pos
}

// FloorSettings are the [floor] lists of one policy file, as written.
// Loading settles what they mean together in a Floor.
type FloorSettings struct {
	Protect      []FloorEntry
	ProtectWrite []FloorEntry
	WriteScope   []FloorEntry
	ReadScope    []FloorEntry
	// Remove holds ids of built-in floor entries the file switches off
	// (Pattern is the id); parsing keeps them only in managed files.
	Remove []FloorEntry
}

// Floor is the effective [floor] of a policy: what loading settled from
// the lists of every level, for the floor to apply as it is.
type Floor struct {
	// Protect and ProtectWrite unite the entries of every level: the floor
	// only grows.
	Protect      []FloorEntry
	ProtectWrite []FloorEntry
	// WriteScope and ReadScope are each the scope of the highest level
	// other than project that sets one (every entry of that level); empty
	// leaves the floor's default ({project}/** and {tmp}/**).
	WriteScope []FloorEntry
	ReadScope  []FloorEntry
	// ProjectWriteScope and ProjectReadScope are the project level's
	// scopes. A project file, which anyone who clones a repository can
	// ship, may only narrow: a path must be inside these as well as inside
	// the scope above.
	ProjectWriteScope []FloorEntry
	ProjectReadScope  []FloorEntry
	// Remove are the ids of built-in floor entries managed policy switched
	// off; no other level can.
	Remove []string
}

// Tenants is the [tenants] table: the highest level that sets root wins.
type Tenants struct {
	Root   string
	Source string
	loc.Pos
}

// BuiltinSettings are the [builtin] lists honoured when loading: only the
// managed and user levels may set them.
type BuiltinSettings struct {
	// Disable holds builtin rule ids and pack names switched off.
	Disable []string
	// Enable holds optional pack names (or rule ids of optional packs)
	// switched on.
	Enable []string
}

// Audit is the [audit] table after merging levels: path, max_size and
// keep come from the highest level that sets them, but never from the
// project level (a cloned repository must not redirect or shrink the log);
// required is true when any level asks for it; redact stays true unless a
// managed, cli or user file turns it off and no level turns it on.
type Audit struct {
	Path string
	// MaxSize is in bytes; 0 means the audit package's default.
	MaxSize  int64
	Keep     int
	Redact   bool
	Required bool
}

// Test is one [[test]] case: a tool call and the decision expected for it.
type Test struct {
	Name   string
	Tool   string
	Input  map[string]any
	Expect hook.Decision
	// Mode, Agent and Cwd are optional context for the call.
	Mode, Agent, Cwd string
	Level            act.Level
	Source           string
	loc.Pos
}

// Pack describes one embedded builtin pack.
type Pack struct {
	Name        string
	Description string
	// Default packs are on unless disabled; optional ones need enable.
	Default bool
	// Enabled says whether the pack's rules are in this policy.
	Enabled bool
	Source  string
}

// Policy is every source merged: rules of all levels in level order
// (managed, cli, project, user, builtin), then file order, then file
// position. Evaluate takes the first match of each decision in that order.
type Policy struct {
	Rules    []*Rule
	Defaults Defaults
	Floor    Floor
	Tenants  Tenants
	// Fences are every [run] and [agent.NAME] table of every level.
	Fences  []*Fence
	Builtin BuiltinSettings
	Packs   []Pack
	Audit   Audit
	Tests   []Test
	// Files are the policy and settings files that were read, in load
	// order. Watched adds every path discovery looked at, present or not:
	// creating one of them changes the policy, so the floor protects them.
	Files   []string
	Watched []string
	// WatchedDirs are the drop-in directories (policy.d,
	// managed-settings.d): any file created in them becomes policy.
	WatchedDirs []string
	// Warnings are problems that do not stop loading (a project file that
	// tries to disable a builtin rule, an unknown builtin id); lint reports
	// them as findings.
	Warnings []*LoadError
	// Project is the project root "/x" rules of project files are
	// anchored at; Cwd when no project was found.
	Project string
	// Claude are the working-directory keys of the imported Claude Code
	// settings.
	Claude ClaudePermissions

	// OneCall is set for a policy loaded to decide one call (the hook):
	// loading does not index its rules, and Evaluate builds (Parts) and
	// indexes only those the call's actions can match (see
	// Policy.BuildIndex).
	OneCall bool
	// Parts, when set (a one-call load), are the policy's rules in order,
	// most of them checked but not built (RulePart): Rules is then empty,
	// Evaluate builds the rules a call can match and AllRules all of them.
	Parts []RulePart

	idx *index // rules by decision, built by merge
}

// LoadError is a problem in a policy or settings file at a position.
// Line and Col are 1-based; 0 when unknown.
type LoadError struct {
	File string
	loc.Pos
	Msg string
	// Code names the kind of problem stably ("unknown-key", "bad-rule"),
	// for lint; "" when none was given. Suggestion is a likely fix ("Read"
	// for "Reed"), "" when there is none.
	Code       string
	Suggestion string
}

func (e *LoadError) Error() string {
	switch {
	case e.Line == 0:
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// LoadErrors is every problem found while loading, sorted by file, line
// and column. Load returns it as its error.
type LoadErrors []*LoadError

func (l LoadErrors) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

func (l LoadErrors) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// known permission modes of Claude Code ("manual" is the newer name of
// "default").
var Modes = map[string]bool{
	"default": true, "manual": true, "acceptEdits": true, "plan": true,
	"auto": true, "dontAsk": true, "bypassPermissions": true,
}

// ClaudePermissions are the working-directory keys of Claude Code's
// permissions settings (2.1.311 to 2.1.329) as read from the settings files
// pregate imports. A block key set true in any file is on; a list is the
// union of every file's; denyInsteadOfPrompting counts only from user,
// cli and managed files, as Claude Code ignores it in project settings.
type ClaudePermissions struct {
	BlockWritesOutsideWorkingDirectories        bool
	BlockReadsOutsideWorkingDirectories         bool
	BlockFileToolReadsOutsideWorkingDirectories bool
	DenyInsteadOfPrompting                      bool
	// AdditionalDirectories and WorkingDirectoriesExclude are absolute
	// paths (a leading ~/ expanded, a relative one taken against the
	// file's root).
	AdditionalDirectories, WorkingDirectoriesExclude []string
	// Keys are the keys that are on or non-empty, each where it was set,
	// in load order; for --explain and doctor.
	Keys []ClaudeKey
}

// ClaudeKey is one Claude Code permissions key pregate honours, and where
// it was set.
type ClaudeKey struct {
	Key, Value, Source string
	loc.Pos
	// Ignored says why Claude Code does not read it there, or "".
	Ignored string
}

// String renders k as "key = value (file:line)".
func (k ClaudeKey) String() string {
	s := fmt.Sprintf("%s = %s (%s:%d)", k.Key, k.Value, k.Source, k.Line)
	if k.Ignored != "" {
		s += "; " + k.Ignored
	}
	return s
}
