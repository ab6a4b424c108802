package act

import "github.com/pregate/pregate/shell"

// Level is where a policy source sits; lower values are higher levels.
// A deny at any level beats an allow at any level.
type Level int

const (
	Managed Level = iota
	CLI
	Project
	User
	Builtin
)

var levelNames = [...]string{"managed", "cli", "project", "user", "builtin"}

// ParseLevel reads a level name: managed, cli, project or user.
func ParseLevel(s string) (Level, bool) {
	for l, n := range levelNames {
		if n == s && Level(l) != Builtin {
			return Level(l), true
		}
	}
	return 0, false
}

func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "unknown"
}

// ActionKind says what part of a tool call an Action stands for.
type ActionKind int

const (
	// CallAction is the tool call as a whole: tool name and input. Bare
	// tool-name rules, Tool(param:value) rules, WebFetch, MCP, Agent,
	// Skill and WebSearch rules, and Read/Edit rules for file tools match
	// it.
	CallAction ActionKind = iota
	// SegmentAction is one program of a Bash command (a shell.Segment).
	// Bash(…) rules match it.
	SegmentAction
	// ReadAction is a path a Bash segment reads; Read rules (and Read deny
	// via Edit, Edit allow implies read) match it.
	ReadAction
	// WriteAction is a path a Bash segment writes; Edit rules match it,
	// and a Read deny blocks it.
	WriteAction
)

// Action is one thing a tool call does, in the form rules match against.
// The pipeline builds actions; rules never read the filesystem.
type Action struct {
	Kind ActionKind
	// Tool is the canonical tool name ("Bash", "Read", "Agent" for Task,
	// "mcp__github__get_issue").
	Tool string
	// Input is the tool input as decoded from the event.
	Input map[string]any
	// Segment is set for SegmentAction.
	Segment *shell.Segment
	// Path is the absolute, lexically cleaned path for file tools and for
	// Read/WriteAction. Resolved is the same path with symlinks resolved
	// ("" when it equals Path). Deny and ask match either; allow needs
	// both.
	Path, Resolved string
	// Domain is the lower-cased host of a WebFetch URL, trailing dot
	// removed.
	Domain string
	// Optional marks an action that need not be allowed for the call to be
	// allowed (the Bash call as a whole: its segments carry the allow).
	Optional bool
	// Preallowed marks an action Claude Code would let through without a
	// rule (a read inside the project, a write inside the write scope):
	// it counts as allowed unless a deny or ask rule matches it.
	Preallowed bool
	// Prefix marks a Read/WriteAction whose Path and Resolved are the
	// start of the names the program touches, each completed with a
	// suffix of its own of one or more characters without a slash
	// (split's and csplit's PREFIX): deny and ask rules match when some
	// completion could match, allow rules only when every completion
	// does.
	Prefix bool
}

// Env is what anchors need to resolve rule paths: "./x" and bare names
// against Cwd, "~/" against Home, "/x" against the rule's own root.
type Env struct {
	Cwd     string
	Home    string
	Project string
}
