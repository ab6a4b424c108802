package client

import (
	"fmt"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/pregate/pregate/hook"
)

// geminiEvent is Gemini CLI's BeforeTool input (docs/hooks/reference.md).
type geminiEvent struct {
	SessionID      string         `json:"session_id"`
	TranscriptPath string         `json:"transcript_path"`
	Cwd            string         `json:"cwd"`
	HookEventName  string         `json:"hook_event_name"`
	Timestamp      string         `json:"timestamp"`
	ToolName       string         `json:"tool_name"`
	ToolInput      jsontext.Value `json:"tool_input"`
	MCPContext     jsontext.Value `json:"mcp_context"`
	OriginalName   string         `json:"original_request_name"`
}

// findURLs finds the URLs in a web_fetch prompt, which carries up to 20
// of them in free text: what (?i)\bhttps?://[^\s<>"'\x60]+ finds, match
// by match, as regexp's FindAllString would (urls_test.go compares them),
// without linking regexp into the hook. \b is an ASCII word boundary, \s
// is [\t\n\f\r ], and under (?i) the s is also ſ (U+017F), its other
// simple case fold; h, t and p have none. The class is ASCII and negated,
// so a scan byte by byte ends where regexp's rune by rune does.
func findURLs(s string) []string {
	var urls []string
	for i := 0; i < len(s); i++ {
		if s[i]|0x20 != 'h' || i > 0 && isWordByte(s[i-1]) || len(s)-i < len("http") ||
			s[i+1]|0x20 != 't' || s[i+2]|0x20 != 't' || s[i+3]|0x20 != 'p' {
			continue
		}
		p := i + len("http")
		if p < len(s) && s[p]|0x20 == 's' {
			p++
		} else if strings.HasPrefix(s[p:], "\u017f") {
			p += len("\u017f")
		}
		if !strings.HasPrefix(s[p:], "://") {
			continue
		}
		p += len("://")
		e := len(s)
		if j := strings.IndexAny(s[p:], " \t\n\f\r<>\"'`"); j >= 0 {
			e = p + j
		}
		if e == p {
			continue
		}
		urls = append(urls, s[i:e])
		i = e - 1
	}
	return urls
}

// isWordByte is \w, what \b looks at: an ASCII letter, digit or '_'.
func isWordByte(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func decodeGemini(data []byte) (Request, error) {
	var e geminiEvent
	if err := strict(data, &e); err != nil {
		return Request{}, err
	}
	if e.HookEventName != "BeforeTool" {
		return Request{}, fmt.Errorf("%w: hook_event_name %q", ErrWrongHook, e.HookEventName)
	}
	in, err := object(e.ToolInput, "tool_input", false)
	if err != nil {
		return Request{}, err
	}
	req := Request{Tool: e.ToolName, Input: in}
	base := hook.Event{
		SessionID:      e.SessionID,
		TranscriptPath: e.TranscriptPath,
		Cwd:            e.Cwd,
		HookEventName:  "PreToolUse",
		PermissionMode: "default",
	}
	call := func(tool string, input map[string]any) {
		ev := base
		ev.ToolName = tool
		ev.ToolInput = input
		req.Calls = append(req.Calls, ev)
	}
	switch e.ToolName {
	case "run_shell_command":
		cmd, ok := str(in, "command")
		if !ok {
			return req, fmt.Errorf("run_shell_command call has no string command")
		}
		// The command runs in dir_path; pregate reads it as a cd in the
		// command, so the floor resolves every path from there.
		if dir, ok := str(in, "dir_path", "directory"); ok && dir != "" {
			cmd = "cd " + shellQuote(dir) + " && " + cmd
		}
		call("Bash", map[string]any{"command": cmd})
	case "read_file":
		m, err := rename(in, map[string]string{"absolute_path": "file_path", "path": "file_path"})
		if err != nil {
			return req, err
		}
		call("Read", m)
	case "write_file":
		m, err := rename(in, map[string]string{"absolute_path": "file_path", "path": "file_path"})
		if err != nil {
			return req, err
		}
		call("Write", m)
	case "replace":
		m, err := rename(in, map[string]string{"absolute_path": "file_path", "path": "file_path"})
		if err != nil {
			return req, err
		}
		call("Edit", m)
	case "glob":
		m, err := rename(in, map[string]string{"dir_path": "path"})
		if err != nil {
			return req, err
		}
		call("Glob", m)
	case "search_file_content", "grep_search":
		m, err := rename(in, map[string]string{"dir_path": "path"})
		if err != nil {
			return req, err
		}
		call("Grep", m)
	case "list_directory":
		m, err := rename(in, map[string]string{"dir_path": "path"})
		if err != nil {
			return req, err
		}
		call("LS", m)
	case "read_many_files":
		// Each entry is a path or a glob under the working directory;
		// each is searched like a Glob, so the floor sees its root.
		pats, err := stringList(in, "include")
		if err != nil {
			return req, err
		}
		more, err := stringList(in, "paths")
		if err != nil {
			return req, err
		}
		pats = append(pats, more...)
		if len(pats) == 0 {
			return req, fmt.Errorf("read_many_files call names no path")
		}
		for _, p := range pats {
			call("Glob", map[string]any{"pattern": p})
		}
	case "web_fetch":
		prompt, _ := str(in, "prompt")
		urls := findURLs(prompt)
		if len(urls) == 0 {
			call("WebFetch", in)
		}
		for _, u := range urls {
			call("WebFetch", map[string]any{"url": strings.TrimRight(u, ".,;:)]}"), "prompt": prompt})
		}
	case "google_web_search":
		call("WebSearch", in)
	default:
		// An MCP tool is named mcp_SERVER_TOOL, which cannot be split
		// back; mcp_context names both, and pregate's rules speak of
		// mcp__SERVER__TOOL as Claude Code's do.
		if mc, err := object(e.MCPContext, "mcp_context", false); err == nil {
			server, _ := str(mc, "server_name")
			tool, _ := str(mc, "tool_name")
			if server != "" && tool != "" {
				call("mcp__"+server+"__"+tool, in)
				break
			}
		} else {
			return req, err
		}
		call(e.ToolName, in)
	}
	return req, nil
}

func stringList(m map[string]any, key string) ([]string, error) {
	v, ok := m[key]
	if !ok || v == nil {
		return nil, nil
	}
	switch v := v.(type) {
	case string:
		return []string{v}, nil
	case []any:
		out := make([]string, 0, len(v))
		for _, x := range v {
			s, ok := x.(string)
			if !ok {
				return nil, fmt.Errorf("tool input %s holds a %T, want strings", key, x)
			}
			out = append(out, s)
		}
		return out, nil
	}
	return nil, fmt.Errorf("tool input %s is a %T, want a list of strings", key, v)
}

// shellQuote quotes s as one bash word.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
