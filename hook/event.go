package hook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unsafe"
)

// MaxEventSize is the most bytes Decode reads from a hook event (4 MiB).
// Claude Code clamps tool inputs well below this; anything larger is hostile
// or broken and is refused rather than parsed.
const MaxEventSize = 4 << 20

// Event is one PreToolUse or PreSkillShellCommand hook event. Unknown
// fields are tolerated (and still read strictly) so that newer Claude Code
// versions keep working.
type Event struct {
	SessionID      string `json:"session_id,omitempty"`
	TranscriptPath string `json:"transcript_path,omitempty"`
	Cwd            string `json:"cwd,omitempty"`
	PromptID       string `json:"prompt_id,omitempty"`
	ScratchpadDir  string `json:"scratchpad_dir,omitempty"`
	PermissionMode string `json:"permission_mode,omitempty"`
	HookEventName  string `json:"hook_event_name,omitempty"`
	// ToolName is the canonical tool name: a legacy alias ("Task",
	// "KillShell") is replaced by the name it stands for, and ToolAlias
	// keeps the name as sent.
	ToolName  string         `json:"tool_name"`
	ToolAlias string         `json:"-"`
	ToolInput map[string]any `json:"tool_input"`
	ToolUseID string         `json:"tool_use_id,omitempty"`
	AgentID   string         `json:"agent_id,omitempty"`
	AgentType string         `json:"agent_type,omitempty"`
	MCPServer *MCPServer     `json:"mcp_server,omitempty"`
	Effort    *Effort        `json:"effort,omitempty"`
	// CommandName, CommandSource and InvokedBy are PreSkillShellCommand's:
	// the skill or slash command whose text embeds the shell command,
	// where it came from, and who invoked it ("user", "claude", "other").
	CommandName   string `json:"command_name,omitempty"`
	CommandSource string `json:"command_source,omitempty"`
	InvokedBy     string `json:"invoked_by,omitempty"`
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

// Decode reads one event from r. It reads at most MaxEventSize+1 bytes, so a
// stream that never ends costs nothing more than the cap.
func Decode(r io.Reader) (Event, error) {
	data, err := readEvent(r)
	if err != nil {
		return Event{}, fmt.Errorf("reading event: %w", err)
	}
	return parse(data, true)
}

// firstRead is the buffer Decode reads into first: more than nearly every
// event holds, so that one read takes the event and the next its end. The
// buffer's pages are touched only as far as the event fills them.
const firstRead = 16 << 10

// readEvent is io.ReadAll(io.LimitReader(r, MaxEventSize+1)): the same
// bytes and the same error (TestReadEvent and FuzzReadEvent hold the two
// together). io.ReadAll starts from 512 bytes and grows the buffer as it
// fills, so an event of 657 bytes took three reads and two buffers, each
// in fresh memory; here it takes two reads into one buffer, which grows,
// doubling, only past firstRead.
func readEvent(r io.Reader) ([]byte, error) {
	b := make([]byte, 0, firstRead)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):min(cap(b), MaxEventSize+1)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil || len(b) == MaxEventSize+1 {
			return b, err
		}
	}
}

// Parse decodes one event from data in a single strict pass (see
// parseTree): keys are matched exactly, a key duplicated at any depth
// (exactly or under case folding), invalid UTF-8 and a NUL anywhere are
// errors, and so is a
// known field of the wrong type. tool_name is taken as sent — no trimming,
// no case folding — and a legacy alias is replaced by its canonical name.
// It is Decode without the reader, for callers (check --event, fuzzing)
// that already hold the bytes.
func Parse(data []byte) (Event, error) { return parse(data, false) }

// parse is Parse; owned says that data is the caller's own and never
// written again (Decode's buffer), so that the event's strings can be
// parts of it rather than of a copy.
func parse(data []byte, owned bool) (Event, error) {
	if len(data) > MaxEventSize {
		return Event{}, ErrTooLarge
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Event{}, ErrEmpty
	}
	tree, err := parseTree(data, owned)
	if err != nil {
		var se *SyntaxError
		switch {
		case !errors.As(err, &se):
		case se.Offset >= 0 && se.Offset < int64(len(data)) && data[se.Offset] == 0:
			// JSON has no place for a raw NUL; say which byte it is.
			return Event{}, fmt.Errorf("%w at byte %d", ErrNUL, se.Offset)
		case se.Offset == int64(len(data)-len(bytes.TrimLeft(data, " \t\r\n"))) && se.Pointer == "":
			return Event{}, fmt.Errorf("event is not a JSON object: %w", err)
		}
		return Event{}, err
	}
	obj, ok := tree.(map[string]any)
	if !ok {
		return Event{}, fmt.Errorf("event is %s, not a JSON object", kindOf(tree))
	}
	var ev Event
	f := fields{obj: obj}
	f.str("session_id", &ev.SessionID)
	f.str("transcript_path", &ev.TranscriptPath)
	f.str("cwd", &ev.Cwd)
	f.str("prompt_id", &ev.PromptID)
	f.str("scratchpad_dir", &ev.ScratchpadDir)
	f.str("permission_mode", &ev.PermissionMode)
	f.str("hook_event_name", &ev.HookEventName)
	f.str("tool_name", &ev.ToolName)
	f.str("tool_use_id", &ev.ToolUseID)
	f.str("agent_id", &ev.AgentID)
	f.str("agent_type", &ev.AgentType)
	f.str("command_name", &ev.CommandName)
	f.str("command_source", &ev.CommandSource)
	f.str("invoked_by", &ev.InvokedBy)
	ev.ToolInput = f.object("tool_input")
	if m := f.object("mcp_server"); m != nil {
		sub := fields{obj: m, prefix: "mcp_server."}
		ev.MCPServer = &MCPServer{}
		sub.str("name", &ev.MCPServer.Name)
		sub.str("source", &ev.MCPServer.Source)
		f.err = firstErr(f.err, sub.err)
	}
	if m := f.object("effort"); m != nil {
		sub := fields{obj: m, prefix: "effort."}
		ev.Effort = &Effort{}
		sub.str("level", &ev.Effort.Level)
		f.err = firstErr(f.err, sub.err)
	}
	if f.err != nil {
		return Event{}, f.err
	}
	if strings.TrimSpace(ev.ToolName) == "" {
		// A name of only white space names nothing; any other name is
		// taken as sent, spaces and all.
		return Event{}, ErrNoTool
	}
	if ev.ToolInput == nil {
		// A call with no input at all is legal for some tools (bare
		// WebSearch in tests); keep it as an empty object.
		ev.ToolInput = map[string]any{}
	}
	if canon := CanonicalTool(ev.ToolName); canon != ev.ToolName {
		ev.ToolAlias, ev.ToolName = ev.ToolName, canon
	}
	return ev, nil
}

// fields reads the known members of one object by their exact names.
type fields struct {
	obj    map[string]any
	prefix string
	err    error
}

func (f *fields) str(name string, dst *string) {
	v, ok := f.obj[name]
	if !ok || v == nil {
		return
	}
	s, ok := v.(string)
	if !ok {
		f.err = firstErr(f.err, fmt.Errorf("event field %s%s has type %s, want string", f.prefix, name, kindOf(v)))
		return
	}
	*dst = s
}

func (f *fields) object(name string) map[string]any {
	v, ok := f.obj[name]
	if !ok || v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		f.err = firstErr(f.err, fmt.Errorf("event field %s%s has type %s, want object", f.prefix, name, kindOf(v)))
		return nil
	}
	return m
}

func firstErr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case float64:
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
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

// ParseInput reads a tool input object on its own (check --input), as
// strictly as Parse reads a whole event.
func ParseInput(data []byte) (map[string]any, error) {
	tree, err := parseTree(data, false)
	if err != nil {
		return nil, err
	}
	m, ok := tree.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("tool input is %s, not a JSON object", kindOf(tree))
	}
	return m, nil
}

// parseTree is the tree of data: scanText's when it takes the input, in
// one pass; otherwise readTree's, whose error says what is wrong with it.
// owned is parse's.
func parseTree(data []byte, owned bool) (any, error) {
	if tree, ok := scanText(unsafe.String(unsafe.SliceData(data), len(data)), owned); ok {
		return tree, nil
	}
	return readTree(data)
}
