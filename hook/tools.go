package hook

import "strings"

// legacyAliases are the former tool names Claude Code 2.1.332 still
// accepts in permission rules, hook matchers and tool calls
// (LEGACY_TOOL_NAME_ALIASES of the Agent SDK 0.3.332), each to the name it
// stands for. This is the one table of them: the event decoder and the
// rule parser both ask CanonicalTool.
var legacyAliases = map[string]string{
	"Task":               "Agent",
	"KillShell":          "TaskStop",
	"KillBash":           "TaskStop",
	"ListPeers":          "ListAgents",
	"Brief":              "SendUserMessage",
	"ListMcpResources":   "ListMcpResourcesTool",
	"ReadMcpResource":    "ReadMcpResourceTool",
	"ReadMcpResourceDir": "ReadMcpResourceDirTool",
	"ProposeGoal":        "SetGoal",
}

// CanonicalTool returns the canonical name of a tool: the name a legacy
// alias stands for, else name itself. It matches exactly: " Task" and
// "task" are not aliases.
func CanonicalTool(name string) string {
	if c, ok := legacyAliases[name]; ok {
		return c
	}
	return name
}

// IsAlias reports whether name is a legacy alias of another tool.
func IsAlias(name string) bool {
	_, ok := legacyAliases[name]
	return ok
}

// knownTools are the tools whose input pregate knows how to read. Claude
// Code has more (Artifact, SendUserMessage, Workflow, CronCreate, …):
// those are unknown to pregate, judged by rules and the floor but never
// allowed by it.
var knownTools = map[string]bool{
	"Bash": true, "PowerShell": true, "Monitor": true,
	"Read": true, "Write": true, "Edit": true, "MultiEdit": true,
	"NotebookEdit": true, "NotebookRead": true,
	"Grep": true, "Glob": true, "LS": true, "LSP": true,
	"WebFetch": true, "WebSearch": true,
	"Agent": true, "Skill": true,
	"TodoWrite": true, "TodoRead": true,
	"ExitPlanMode": true, "EnterPlanMode": true, "AskUserQuestion": true,
	"BashOutput": true, "TaskOutput": true, "TaskStop": true,
	"ListMcpResourcesTool": true, "ReadMcpResourceTool": true,
}

// KnownTool reports whether pregate knows the canonical tool name: a
// built-in tool it models, or an MCP tool "mcp__server__tool".
func KnownTool(name string) bool {
	return knownTools[name] || IsMCPTool(name)
}

// IsMCPTool reports whether name has the shape of an MCP tool,
// mcp__<server>__<tool> with both parts non-empty.
func IsMCPTool(name string) bool {
	rest, ok := strings.CutPrefix(name, "mcp__")
	if !ok {
		return false
	}
	server, tool, ok := strings.Cut(rest, "__")
	return ok && server != "" && tool != ""
}

// knownModes are the permission_mode values hooks are documented to see
// (PermissionMode of the Agent SDK 0.3.332). Claude Code has internal
// ones ("bubble") that it maps to these before a hook runs.
var knownModes = map[string]bool{
	"default": true, "acceptEdits": true, "bypassPermissions": true,
	"plan": true, "dontAsk": true, "auto": true,
}

// KnownMode reports whether mode is a documented permission mode.
func KnownMode(mode string) bool { return knownModes[mode] }

// The events pregate judges.
const (
	PreToolUse           = "PreToolUse"
	PreSkillShellCommand = "PreSkillShellCommand"
)

// Unknowns lists, in words, what in the event pregate does not know: a
// tool, a permission mode, a hook event. An event with any of them is still
// judged by the rules and the floor, but never allowed.
func (e Event) Unknowns() []string {
	var out []string
	if !KnownTool(e.ToolName) {
		out = append(out, "tool "+quote(e.ToolName))
	}
	if e.PermissionMode != "" && !KnownMode(e.PermissionMode) {
		out = append(out, "permission_mode "+quote(e.PermissionMode))
	}
	switch e.HookEventName {
	case PreToolUse, PreSkillShellCommand:
	case "":
		out = append(out, "hook_event_name (missing)")
	default:
		out = append(out, "hook_event_name "+quote(e.HookEventName))
	}
	return out
}

func quote(s string) string {
	const max = 80
	if len(s) > max {
		s = s[:max] + "…"
	}
	return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"`
}
