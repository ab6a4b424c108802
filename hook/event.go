package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// MaxEventSize is the most bytes Decode reads from a hook event (4 MiB).
// Claude Code clamps tool inputs well below this; anything larger is hostile
// or broken and is refused rather than parsed.
const MaxEventSize = 4 << 20

// Event is one PreToolUse hook event. Unknown fields are tolerated and kept
// in Extra so that newer Claude Code versions keep working.
type Event struct {
	SessionID      string         `json:"session_id,omitempty"`
	TranscriptPath string         `json:"transcript_path,omitempty"`
	Cwd            string         `json:"cwd,omitempty"`
	PromptID       string         `json:"prompt_id,omitempty"`
	ScratchpadDir  string         `json:"scratchpad_dir,omitempty"`
	PermissionMode string         `json:"permission_mode,omitempty"`
	HookEventName  string         `json:"hook_event_name,omitempty"`
	ToolName       string         `json:"tool_name"`
	ToolInput      map[string]any `json:"tool_input"`
	ToolUseID      string         `json:"tool_use_id,omitempty"`
	AgentID        string         `json:"agent_id,omitempty"`
	AgentType      string         `json:"agent_type,omitempty"`
	MCPServer      *MCPServer     `json:"mcp_server,omitempty"`
	Effort         *Effort        `json:"effort,omitempty"`
}

// MCPServer is the provenance Claude Code attaches to MCP tool calls.
type MCPServer struct {
	Name   string `json:"name,omitempty"`
	Source string `json:"source,omitempty"`
}

// Effort is the model effort level attached to tool-use events.
type Effort struct {
	Level string `json:"level,omitempty"`
}

// Input errors. Every one of them means "deny": the caller never lets a call
// through that it could not read.
var (
	ErrEmpty    = errors.New("empty event")
	ErrTooLarge = fmt.Errorf("event larger than %d bytes", MaxEventSize)
	ErrNUL      = errors.New("event contains a NUL byte")
	ErrNoTool   = errors.New("event has no tool_name")
)

// Decode reads one event from r. It reads at most MaxEventSize+1 bytes, so a
// stream that never ends costs nothing more than the cap.
func Decode(r io.Reader) (Event, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxEventSize+1))
	if err != nil {
		return Event{}, fmt.Errorf("reading event: %w", err)
	}
	return Parse(data)
}

// Parse decodes one event from data. It is Decode without the reader, for
// callers (check --event, fuzzing) that already hold the bytes.
func Parse(data []byte) (Event, error) {
	if len(data) > MaxEventSize {
		return Event{}, ErrTooLarge
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Event{}, ErrEmpty
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return Event{}, ErrNUL
	}
	// A raw first pass checks the types of the fields we rely on, so that a
	// wrong-typed field is reported by name instead of as a generic error.
	var raw map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return Event{}, fmt.Errorf("event is not a JSON object: %v", jsonErr(err))
	}
	if dec.More() {
		return Event{}, errors.New("event has trailing data after the JSON object")
	}
	if _, err := dec.Token(); err != io.EOF {
		return Event{}, errors.New("event has trailing data after the JSON object")
	}
	if raw == nil {
		return Event{}, errors.New("event is null, not a JSON object")
	}
	var ev Event
	if err := json.Unmarshal(data, &ev); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return Event{}, fmt.Errorf("event field %s has type %s, want %s", te.Field, te.Value, te.Type)
		}
		return Event{}, fmt.Errorf("decoding event: %v", jsonErr(err))
	}
	ev.ToolName = strings.TrimSpace(ev.ToolName)
	if ev.ToolName == "" {
		return Event{}, ErrNoTool
	}
	if t, ok := raw["tool_input"]; !ok || bytes.Equal(bytes.TrimSpace(t), []byte("null")) {
		// A call with no input at all is legal for some tools (bare
		// WebSearch in tests); keep it as an empty object.
		ev.ToolInput = map[string]any{}
	}
	// Task is the old name of Agent; rules and reasons speak of Agent.
	if ev.ToolName == "Task" {
		ev.ToolName = "Agent"
	}
	return ev, nil
}

func jsonErr(err error) string {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "truncated JSON"
	}
	return err.Error()
}

// String returns the named string field of the tool input, and whether it
// was present as a string.
func (e Event) String(field string) (string, bool) {
	v, ok := e.ToolInput[field]
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	return s, ok
}
