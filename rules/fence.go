package rules

import (
	"path"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/command"
)

// readOnlyTool reports whether tool only reads, observes or hands work to
// something that is itself hooked (a subagent, a skill). Under a
// read_only fence every other tool is denied, MCP tools included: pregate
// cannot know what they change. A switch, not a map: nothing is built at
// start-up.
func readOnlyTool(tool string) bool {
	switch tool {
	case "Read", "Grep", "Glob", "LS", "LSP", "NotebookRead",
		"WebFetch", "WebSearch", "TodoWrite", "TodoRead",
		"Agent", "Task", "Skill", "ExitPlanMode", "EnterPlanMode",
		"AskUserQuestion", "BashOutput", "TaskOutput",
		"ListMcpResourcesTool", "ReadMcpResourceTool":
		return true
	}
	return false
}

// actionReadOnly reports whether a only reads. A Bash segment reads only
// if it is resolved and the read-only catalogue knows it.
func actionReadOnly(a *act.Action) bool {
	switch a.Kind {
	case act.SegmentAction:
		return a.Segment != nil && a.Segment.Resolved && command.ReadOnlySegment(a.Segment)
	case act.ReadAction:
		return true
	case act.WriteAction:
		return false
	}
	if a.Tool == "Bash" || a.Tool == "Monitor" {
		// The call as a whole; its segments say whether it writes.
		return true
	}
	return readOnlyTool(a.Tool)
}

// callReadOnly reports whether every action of c only reads.
func callReadOnly(c *Call) bool {
	if !readOnlyTool(c.Tool) && c.Tool != "Bash" && c.Tool != "Monitor" {
		return false
	}
	for i := range c.Actions {
		if !actionReadOnly(&c.Actions[i]) {
			return false
		}
	}
	return true
}

// Name describes the fence's table: "[run]", "[agent.reviewer]" or
// "--read-only".
func (f *Fence) Name() string {
	switch {
	case f.Source == readOnlyFlag:
		return readOnlyFlag
	case f.Agent != "":
		return "[agent." + f.Agent + "]"
	}
	return "[run]"
}

const readOnlyFlag = "--read-only"

// toolListed reports whether tool is named by entry: the name itself (Task
// and Agent are one tool), a server "mcp__s" for all its tools, or a glob.
func toolListed(entry, tool string) bool {
	entry, tool = hook.CanonicalTool(entry), hook.CanonicalTool(tool)
	switch {
	case entry == tool:
		return true
	case strings.HasPrefix(entry, "mcp__") && !strings.Contains(entry[5:], "__") && strings.HasPrefix(tool, entry+"__"):
		return true
	case strings.ContainsAny(entry, "*?["):
		ok, _ := path.Match(entry, tool)
		return ok
	}
	return false
}

// fences applies every fence in scope to the call: [run] fences, the
// [agent.NAME] fences of the call's agent, and --read-only. The first
// fence that denies is kept; fences only ever deny.
func (e *evaluation) fences() {
	c := e.c
	e.fenceAction = -1
	var flag *Fence
	if c.ReadOnly {
		flag = &Fence{ReadOnly: true, Level: act.CLI, Source: readOnlyFlag}
	}
	check := func(f *Fence) {
		if f.Agent != "" && f.Agent != c.Agent {
			return
		}
		deny := func(action int, why, note string) {
			e.step(Step{Action: -1, Fence: f, Matched: true, Outcome: hook.Deny, Note: note})
			if e.fenceDeny == nil {
				e.fenceDeny, e.fenceAction, e.fenceWhy = f, action, why
			}
		}
		for _, t := range f.DisallowedTools {
			if toolListed(t, c.Tool) {
				deny(-1, "disallowed tool", "disallowed_tools lists "+c.Tool)
				return
			}
		}
		if f.ToolsSet {
			listed := false
			for _, t := range f.Tools {
				if toolListed(t, c.Tool) {
					listed = true
					break
				}
			}
			if !listed {
				deny(-1, "tool not in tools", c.Tool+" is not in tools")
				return
			}
		}
		if f.ReadOnly {
			if !readOnlyTool(c.Tool) && c.Tool != "Bash" && c.Tool != "Monitor" {
				deny(-1, "read-only", "read_only: "+c.Tool+" may write")
				return
			}
			for i := range c.Actions {
				if a := &c.Actions[i]; !actionReadOnly(a) {
					deny(i, "read-only", "read_only: "+describe(a, false)+" may write")
					return
				}
			}
		}
		if c.Explain {
			e.step(Step{Action: -1, Fence: f, Note: "passed"})
		}
	}
	if flag != nil {
		check(flag)
	}
	for _, f := range e.p.Fences {
		check(f)
	}
}
