package client

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/pregate/pregate/hook"
)

// Client names an agent whose hook protocol pregate speaks.
type Client string

const (
	Claude  Client = "claude"
	Codex   Client = "codex"
	Gemini  Client = "gemini"
	Copilot Client = "copilot"
	Cursor  Client = "cursor"
)

// All lists the clients in the order the CLI documents them.
var All = []Client{Claude, Codex, Gemini, Copilot, Cursor}

// Lookup reads a --client value.
func Lookup(s string) (Client, error) {
	for _, c := range All {
		if string(c) == s {
			return c, nil
		}
	}
	return "", fmt.Errorf("unknown client %q (want claude, codex, gemini, copilot or cursor)", s)
}

// Shape is the variant of a client's protocol an event arrived in, which
// the answer must use: Copilot's camelCase or PascalCase configuration,
// Cursor's event name.
type Shape string

// Request is one client event as pregate judges it.
type Request struct {
	Client Client
	Shape  Shape
	// Tool and Input are the call as the client named it, for the audit.
	Tool  string
	Input map[string]any
	// Calls are the call in pregate's tool names and input fields. The
	// event is allowed only when every one of them is; any deny denies it.
	Calls []hook.Event
}

// MaxCalls is the most calls one event may make (files of a patch, paths
// of read_many_files, URLs of a web_fetch). Each is judged on its own, and
// an agent that times a hook out lets the call through: an event with more
// is refused rather than judged slowly.
const MaxCalls = 256

// Errors every adapter can return. Each one means deny.
//
// Each is a pointer to a constant, as errors.New gives, laid out by the
// compiler in the binary's data rather than allocated by the package's
// initialisation on every hook call (TestClientErrors holds them to
// errors.New's text and identity).
var (
	ErrEmpty     error = &clientError{"empty event"}
	ErrTooLarge  error = &clientError{"event larger than 4194304 bytes"} // hook.MaxEventSize
	ErrNUL       error = &clientError{"event contains a NUL byte"}
	ErrNoTool    error = &clientError{"event names no tool"}
	ErrWrongHook error = &clientError{"event is not a pre-tool event"}
)

// clientError is errors.New's error: its text, compared by identity.
type clientError struct{ s string }

func (e *clientError) Error() string { return e.s }

// Decode reads one event of client c from r. Claude Code's own events are
// hook.Decode's; Decode refuses them.
func Decode(c Client, r io.Reader) (Request, error) {
	data, err := io.ReadAll(io.LimitReader(r, hook.MaxEventSize+1))
	if err != nil {
		return Request{Client: c}, fmt.Errorf("reading event: %w", err)
	}
	return Parse(c, data)
}

// Parse is Decode for bytes already read.
func Parse(c Client, data []byte) (Request, error) {
	req := Request{Client: c}
	if len(data) > hook.MaxEventSize {
		return req, ErrTooLarge
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return req, ErrEmpty
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return req, ErrNUL
	}
	var err error
	switch c {
	case Codex:
		req, err = decodeCodex(data)
	case Gemini:
		req, err = decodeGemini(data)
	case Copilot:
		req, err = decodeCopilot(data)
	case Cursor:
		req, err = decodeCursor(data)
	default:
		return req, fmt.Errorf("client %q has no adapter here", c)
	}
	req.Client = c
	if err != nil {
		return req, err
	}
	for i := range req.Calls {
		ev := &req.Calls[i]
		// The name is taken as sent, as hook.Parse takes Claude Code's:
		// " Bash" is not Bash, and nothing allowed for Bash is allowed
		// for it.
		if strings.TrimSpace(ev.ToolName) == "" {
			return req, ErrNoTool
		}
		if ev.ToolInput == nil {
			ev.ToolInput = map[string]any{}
		}
		if canon := hook.CanonicalTool(ev.ToolName); canon != ev.ToolName {
			ev.ToolAlias, ev.ToolName = ev.ToolName, canon
		}
	}
	if len(req.Calls) == 0 {
		return req, ErrNoTool
	}
	if len(req.Calls) > MaxCalls {
		return req, fmt.Errorf("%s call makes %d calls, more than the %d pregate judges in one event", req.Tool, len(req.Calls), MaxCalls)
	}
	return req, nil
}

// strict decodes data into v the way every adapter must: one JSON value,
// exact-case names, no duplicated name at any depth, valid UTF-8. Unknown
// names are tolerated so that a newer client keeps working.
func strict(data []byte, v any) error {
	err := json.Unmarshal(data, v,
		jsontext.AllowDuplicateNames(false),
		jsontext.AllowInvalidUTF8(false),
		json.MatchCaseInsensitiveNames(false),
	)
	if err == nil {
		return nil
	}
	var se *json.SemanticError
	if errors.As(err, &se) && se.JSONPointer != "" {
		return fmt.Errorf("event field %s: %v", se.JSONPointer, errText(se))
	}
	return fmt.Errorf("event is not valid JSON: %v", err)
}

func errText(se *json.SemanticError) string {
	if se.Err != nil {
		return se.Err.Error()
	}
	if se.GoType != nil {
		return fmt.Sprintf("cannot hold %s as %v", se.JSONKind, se.GoType)
	}
	return se.Error()
}

// object decodes a raw tool input that must be a JSON object (or absent or
// null, which is empty). Some clients send the arguments as a JSON string
// holding the object; asString allows that.
func object(raw jsontext.Value, field string, asString bool) (map[string]any, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return map[string]any{}, nil
	}
	if asString && raw[0] == '"' {
		var s string
		if err := strict(raw, &s); err != nil {
			return nil, fmt.Errorf("%s: %v", field, err)
		}
		if strings.TrimSpace(s) == "" {
			return map[string]any{}, nil
		}
		raw = jsontext.Value(s)
	}
	if raw[0] != '{' {
		return nil, fmt.Errorf("event field %s is not a JSON object", field)
	}
	var m map[string]any
	if err := strict(raw, &m); err != nil {
		return nil, fmt.Errorf("%s: %v", field, err)
	}
	if m == nil {
		m = map[string]any{}
	}
	return m, nil
}

// str is the string field of m, and whether it was a string.
func str(m map[string]any, keys ...string) (string, bool) {
	for _, k := range keys {
		if v, ok := m[k]; ok {
			s, ok := v.(string)
			return s, ok
		}
	}
	return "", false
}

// rename copies m with the keys renamed by names (from → to); keys not in
// names are kept as they are. The result is a new map: the audit keeps the
// client's own input. Two spellings of one field that disagree are an
// error: pregate cannot know which of them the client's tool reads.
func rename(m map[string]any, names map[string]string) (map[string]any, error) {
	out := make(map[string]any, len(m))
	for k, v := range m {
		to, ok := names[k]
		if !ok {
			to = k
		}
		if prev, dup := out[to]; dup {
			if !sameValue(prev, v) {
				return nil, fmt.Errorf("tool input has two different values for %s", to)
			}
			continue
		}
		out[to] = v
	}
	return out, nil
}

func sameValue(a, b any) bool {
	x, err1 := json.Marshal(a, json.Deterministic(true))
	y, err2 := json.Marshal(b, json.Deterministic(true))
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
