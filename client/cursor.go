package client

import (
	"fmt"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/pregate/pregate/hook"
)

// cursorEvent is a Cursor hook input: the common fields of every event and
// the fields of the permission events (preToolUse, beforeShellExecution,
// beforeReadFile, beforeMCPExecution).
type cursorEvent struct {
	HookEventName  string         `json:"hook_event_name"`
	ConversationID string         `json:"conversation_id"`
	GenerationID   string         `json:"generation_id"`
	WorkspaceRoots []string       `json:"workspace_roots"`
	Cwd            string         `json:"cwd"`
	Command        *string        `json:"command"`
	FilePath       *string        `json:"file_path"`
	ToolName       string         `json:"tool_name"`
	ToolInput      jsontext.Value `json:"tool_input"` // an object, or its JSON text (MCP)
	ToolUseID      string         `json:"tool_use_id"`
	URL            string         `json:"url"`
}

// cursorTool maps the generic preToolUse event's tool names to pregate's.
// A switch rather than a map, so that no table is built when the package
// initialises (see copilotTool).
func cursorTool(name string) (string, bool) {
	switch name {
	case "Shell", "Terminal":
		return "Bash", true
	case "Read", "Write", "Edit", "Grep", "Glob", "LS", "WebFetch", "WebSearch":
		return name, true
	case "MultiEdit", "StrReplace":
		return "Edit", true
	case "Delete":
		return "Write", true
	case "Task":
		return "Agent", true
	}
	return "", false
}

func decodeCursor(data []byte) (Request, error) {
	var e cursorEvent
	if err := strict(data, &e); err != nil {
		return Request{}, err
	}
	req := Request{Shape: Shape(e.HookEventName)}
	cwd := e.Cwd
	if cwd == "" && len(e.WorkspaceRoots) > 0 {
		cwd = e.WorkspaceRoots[0]
	}
	ev := hook.Event{
		SessionID:      e.ConversationID,
		Cwd:            cwd,
		HookEventName:  "PreToolUse",
		PermissionMode: "default",
		ToolUseID:      e.ToolUseID,
	}
	switch e.HookEventName {
	case "beforeShellExecution":
		if e.Command == nil {
			return req, fmt.Errorf("beforeShellExecution event has no command")
		}
		req.Tool, req.Input = "Shell", map[string]any{"command": *e.Command}
		ev.ToolName, ev.ToolInput = "Bash", map[string]any{"command": *e.Command}
	case "beforeReadFile":
		if e.FilePath == nil {
			return req, fmt.Errorf("beforeReadFile event has no file_path")
		}
		// The event carries the file's content too; it stays out of the
		// audit log.
		req.Tool, req.Input = "Read", map[string]any{"file_path": *e.FilePath}
		ev.ToolName, ev.ToolInput = "Read", map[string]any{"file_path": *e.FilePath}
	case "beforeMCPExecution":
		in, err := object(e.ToolInput, "tool_input", true)
		if err != nil {
			return req, err
		}
		if e.ToolName == "" {
			return req, ErrNoTool
		}
		req.Tool, req.Input = e.ToolName, in
		ev.ToolName, ev.ToolInput = "mcp__cursor__"+e.ToolName, in
	case "preToolUse":
		in, err := object(e.ToolInput, "tool_input", true)
		if err != nil {
			return req, err
		}
		req.Tool, req.Input = e.ToolName, in
		ev.ToolName, ev.ToolInput = e.ToolName, in
		if t, ok := cursorTool(e.ToolName); ok {
			ev.ToolName = t
			switch t {
			case "Read", "Write", "Edit":
				if ev.ToolInput, err = rename(in, map[string]string{"path": "file_path", "target_file": "file_path", "filePath": "file_path"}); err != nil {
					return req, err
				}
			case "Grep", "Glob", "LS":
				if ev.ToolInput, err = rename(in, map[string]string{"target_directory": "path", "dir_path": "path"}); err != nil {
					return req, err
				}
			}
		}
	default:
		return req, fmt.Errorf("%w: hook_event_name %q", ErrWrongHook, e.HookEventName)
	}
	req.Calls = []hook.Event{ev}
	return req, nil
}
