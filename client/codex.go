package client

import (
	"fmt"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/pregate/pregate/hook"
)

// codexEvent is Codex's PreToolUse input (codex-rs hooks schema
// pre-tool-use.command.input): Claude Code's fields plus model and turn_id.
type codexEvent struct {
	SessionID      string         `json:"session_id"`
	TurnID         string         `json:"turn_id"`
	TranscriptPath *string        `json:"transcript_path"`
	Cwd            string         `json:"cwd"`
	HookEventName  string         `json:"hook_event_name"`
	Model          string         `json:"model"`
	PermissionMode string         `json:"permission_mode"`
	ToolName       string         `json:"tool_name"`
	ToolInput      jsontext.Value `json:"tool_input"`
	ToolUseID      string         `json:"tool_use_id"`
	AgentID        string         `json:"agent_id"`
	AgentType      string         `json:"agent_type"`
}

func decodeCodex(data []byte) (Request, error) {
	var e codexEvent
	if err := strict(data, &e); err != nil {
		return Request{}, err
	}
	if e.HookEventName != "" && e.HookEventName != "PreToolUse" {
		return Request{}, fmt.Errorf("%w: hook_event_name %q", ErrWrongHook, e.HookEventName)
	}
	in, err := object(e.ToolInput, "tool_input", false)
	if err != nil {
		return Request{}, err
	}
	req := Request{Tool: e.ToolName, Input: in}
	base := hook.Event{
		SessionID:      e.SessionID,
		Cwd:            e.Cwd,
		PermissionMode: e.PermissionMode,
		HookEventName:  "PreToolUse",
		ToolUseID:      e.ToolUseID,
		AgentID:        e.AgentID,
		AgentType:      e.AgentType,
	}
	if e.TranscriptPath != nil {
		base.TranscriptPath = *e.TranscriptPath
	}
	switch e.ToolName {
	case "apply_patch":
		patch, ok := str(in, "command", "patch", "input")
		if !ok {
			return req, fmt.Errorf("apply_patch call has no string command")
		}
		files, err := patchFiles(patch)
		if err != nil {
			return req, err
		}
		for _, f := range files {
			ev := base
			ev.ToolName = f.tool
			ev.ToolInput = map[string]any{"file_path": f.path}
			req.Calls = append(req.Calls, ev)
		}
	default:
		// Bash ({"command": string}) and MCP tools (mcp__server__tool)
		// already use Claude Code's names.
		ev := base
		ev.ToolName = e.ToolName
		ev.ToolInput = in
		req.Calls = append(req.Calls, ev)
		// Codex takes "apply_patch <<'EOF' … EOF" in a shell command
		// out of the shell and applies the patch itself: the files it
		// writes are no program's operands, so judge them as the
		// apply_patch tool's.
		if cmd, ok := str(in, "command"); ok && strings.Contains(cmd, "*** Begin Patch") {
			files, err := patchFiles(cmd)
			if err != nil {
				return req, err
			}
			before, _, _ := strings.Cut(cmd, "*** Begin Patch")
			for _, f := range files {
				if strings.Contains(before, "cd ") && !strings.HasPrefix(f.path, "/") {
					// Codex resolves the patch against the cd's
					// directory, which pregate does not follow.
					return req, fmt.Errorf("shell command applies a patch of the relative path %q after a cd", truncate(f.path, 80))
				}
				pev := base
				pev.ToolName = f.tool
				pev.ToolInput = map[string]any{"file_path": f.path}
				req.Calls = append(req.Calls, pev)
			}
		}
	}
	return req, nil
}

type patchFile struct {
	tool string // Write (added, deleted, moved to) or Edit (updated)
	path string
}

// patchFiles lists the files a Codex patch writes, in order:
//
//	*** Begin Patch
//	*** Add File: PATH | *** Update File: PATH [*** Move to: PATH] | *** Delete File: PATH
//	*** End Patch
//
// Any other line that starts with "***" is an error: a header pregate does
// not know could be one that writes a file.
func patchFiles(patch string) ([]patchFile, error) {
	lines := strings.Split(strings.ReplaceAll(patch, "\r\n", "\n"), "\n")
	begin := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == "*** Begin Patch" {
			begin = i
			break
		}
	}
	if begin < 0 {
		return nil, fmt.Errorf("apply_patch input has no \"*** Begin Patch\" line")
	}
	var files []patchFile
	ended := false
	for _, l := range lines[begin+1:] {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "***") {
			continue
		}
		var tool, rest string
		switch {
		case t == "*** End Patch":
			ended = true
		case t == "*** End of File":
			continue
		case strings.HasPrefix(t, "*** Add File: "):
			tool, rest = "Write", t[len("*** Add File: "):]
		case strings.HasPrefix(t, "*** Delete File: "):
			tool, rest = "Write", t[len("*** Delete File: "):]
		case strings.HasPrefix(t, "*** Move to: "):
			tool, rest = "Write", t[len("*** Move to: "):]
		case strings.HasPrefix(t, "*** Update File: "):
			tool, rest = "Edit", t[len("*** Update File: "):]
		default:
			return nil, fmt.Errorf("apply_patch input has an unknown header %q", truncate(t, 80))
		}
		if ended {
			break
		}
		p := strings.TrimSpace(rest)
		if p == "" {
			return nil, fmt.Errorf("apply_patch header %q names no file", truncate(t, 80))
		}
		files = append(files, patchFile{tool: tool, path: p})
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("apply_patch input names no file")
	}
	return files, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
