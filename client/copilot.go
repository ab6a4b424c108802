package client

import (
	"fmt"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/pregate/pregate/hook"
)

// Copilot CLI's two preToolUse payloads (cli-hooks-reference): configured as
// "preToolUse" it sends camelCase fields with toolArgs; configured as
// "PreToolUse", snake_case fields with tool_input, as VS Code does.
const (
	CopilotCamel  Shape = "camel"
	CopilotPascal Shape = "pascal"
)

type copilotEvent struct {
	// camelCase
	SessionID string         `json:"sessionId"`
	ToolName  *string        `json:"toolName"`
	ToolArgs  jsontext.Value `json:"toolArgs"`
	// PascalCase configuration, snake_case fields
	HookEventName string         `json:"hook_event_name"`
	SessionIDS    string         `json:"session_id"`
	ToolNameS     *string        `json:"tool_name"`
	ToolInput     jsontext.Value `json:"tool_input"`
	// both
	Cwd       string         `json:"cwd"`
	Timestamp jsontext.Value `json:"timestamp"` // ms (camel) or ISO 8601 (pascal)
}

// copilotTool maps one of Copilot's tool names to pregate's, with the
// argument names its tool uses mapped to the ones pregate reads (nil when
// they are the same). A switch rather than a map, so that no table is
// built when the package initialises: every hook process links this
// package, few read Copilot's events.
func copilotTool(name string) (tool string, names map[string]string, ok bool) {
	path := func() map[string]string { return map[string]string{"path": "file_path"} }
	switch name {
	case "bash":
		return "Bash", nil, true
	case "powershell":
		return "PowerShell", nil, true
	case "create":
		return "Write", path(), true
	case "edit":
		return "Edit", path(), true
	case "view":
		return "Read", path(), true
	case "glob":
		return "Glob", nil, true
	case "grep":
		return "Grep", nil, true
	case "web_fetch":
		return "WebFetch", nil, true
	case "task":
		return "Agent", nil, true
	}
	return "", nil, false
}

func decodeCopilot(data []byte) (Request, error) {
	var e copilotEvent
	if err := strict(data, &e); err != nil {
		return Request{}, err
	}
	var req Request
	var name string
	var raw jsontext.Value
	switch {
	case e.ToolName != nil && e.ToolNameS != nil:
		return req, fmt.Errorf("event has both toolName and tool_name")
	case e.ToolName != nil:
		if e.ToolInput != nil || e.SessionIDS != "" {
			return req, fmt.Errorf("camelCase event has snake_case fields")
		}
		req.Shape, name, raw = CopilotCamel, *e.ToolName, e.ToolArgs
	case e.ToolNameS != nil:
		if e.ToolArgs != nil || e.SessionID != "" {
			return req, fmt.Errorf("snake_case event has camelCase fields")
		}
		if e.HookEventName != "" && e.HookEventName != "PreToolUse" {
			return req, fmt.Errorf("%w: hook_event_name %q", ErrWrongHook, e.HookEventName)
		}
		req.Shape, name, raw = CopilotPascal, *e.ToolNameS, e.ToolInput
		e.SessionID = e.SessionIDS
	default:
		return req, ErrNoTool
	}
	// toolArgs may arrive as the JSON text of the arguments.
	in, err := object(raw, "tool arguments", true)
	if err != nil {
		return req, err
	}
	req.Tool, req.Input = name, in
	ev := hook.Event{
		SessionID:      e.SessionID,
		Cwd:            e.Cwd,
		HookEventName:  "PreToolUse",
		PermissionMode: "default",
		ToolName:       name,
		ToolInput:      in,
	}
	if tool, names, ok := copilotTool(name); ok {
		ev.ToolName = tool
		if names != nil {
			if ev.ToolInput, err = rename(in, names); err != nil {
				return req, err
			}
		}
	}
	req.Calls = []hook.Event{ev}
	return req, nil
}
