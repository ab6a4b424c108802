package hook

import "strings"

// CanonicalTool returns the canonical name of a tool: the name a legacy
// alias stands for, else name itself. The aliases are the former tool
// names Claude Code 2.1.332 still accepts in permission rules, hook
// matchers and tool calls (LEGACY_TOOL_NAME_ALIASES of the Agent SDK
// 0.3.332). This is the one table of them: the event decoder and the rule
// parser both ask it. It matches exactly: " Task" and "task" are not
// aliases. (A switch, not a map: nothing to build at start-up.)
func CanonicalTool(name string) string {
	switch name {
	case "Task":
		return "Agent"
	case "KillShell", "KillBash":
		return "TaskStop"
	case "ListPeers":
		return "ListAgents"
	case "Brief":
		return "SendUserMessage"
	case "ListMcpResources":
		return "ListMcpResourcesTool"
	case "ReadMcpResource":
		return "ReadMcpResourceTool"
	case "ReadMcpResourceDir":
		return "ReadMcpResourceDirTool"
	case "ProposeGoal":
		return "SetGoal"
	}
	return name
}

// KnownTool reports whether pregate knows the canonical tool name: a
// built-in tool whose input it knows how to read, or an MCP tool
// "mcp__server__tool". Claude Code has more (Artifact, SendUserMessage,
// Workflow, CronCreate, …): those are unknown to pregate, judged by rules
// and the floor but never allowed by it.
func KnownTool(name string) bool {
	switch name {
	case "Bash", "PowerShell", "Monitor",
		"Read", "Write", "Edit", "MultiEdit", "NotebookEdit", "NotebookRead",
		"Grep", "Glob", "LS", "LSP", "WebFetch", "WebSearch", "Agent", "Skill",
		"TodoWrite", "TodoRead", "ExitPlanMode", "EnterPlanMode", "AskUserQuestion",
		"BashOutput", "TaskOutput", "TaskStop", "ListMcpResourcesTool", "ReadMcpResourceTool":
		return true
	}
	return IsMCPTool(name)
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

// KnownMode reports whether mode is a documented permission_mode value
// (PermissionMode of the Agent SDK 0.3.332). Claude Code has internal ones
// ("bubble") that it maps to these before a hook runs.
func KnownMode(mode string) bool {
	switch mode {
	case "default", "acceptEdits", "bypassPermissions", "plan", "dontAsk", "auto":
		return true
	}
	return false
}

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
