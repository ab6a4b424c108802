package client

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/hook"
)

// call is the part of a decoded call the mapping decides.
type call struct {
	Tool  string
	Input map[string]any
}

func calls(req Request) []call {
	var out []call
	for _, ev := range req.Calls {
		out = append(out, call{ev.ToolName, ev.ToolInput})
	}
	return out
}

func in(kv ...any) map[string]any {
	m := map[string]any{}
	for i := 0; i < len(kv); i += 2 {
		m[kv[i].(string)] = kv[i+1]
	}
	return m
}

// TestToolMapping is the table of each client's tools and the calls
// pregate judges for them.
func TestToolMapping(t *testing.T) {
	const (
		codexHead  = `{"session_id":"s","turn_id":"t","transcript_path":null,"cwd":"/p","hook_event_name":"PreToolUse","model":"m","permission_mode":"default","tool_use_id":"c1",`
		geminiHead = `{"session_id":"s","transcript_path":"/t","cwd":"/p","hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00Z",`
		camelHead  = `{"sessionId":"s","timestamp":1700000000000,"cwd":"/p",`
		pascalHead = `{"hook_event_name":"PreToolUse","session_id":"s","timestamp":"2026-01-01T00:00:00Z","cwd":"/p",`
		cursorHead = `{"conversation_id":"c","generation_id":"g","workspace_roots":["/p"],`
	)
	tests := []struct {
		name   string
		client Client
		in     string
		want   []call
	}{
		{"codex_bash", Codex, codexHead + `"tool_name":"Bash","tool_input":{"command":"git push --force"}}`,
			[]call{{"Bash", in("command", "git push --force")}}},
		{"codex_mcp", Codex, codexHead + `"tool_name":"mcp__gh__create_issue","tool_input":{"title":"x"}}`,
			[]call{{"mcp__gh__create_issue", in("title", "x")}}},
		{"codex_apply_patch_each_file", Codex, codexHead + `"tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** Add File: new.go\n+package x\n*** Update File: old.go\n*** Move to: moved.go\n@@\n-a\n+b\n*** Delete File: gone.go\n*** End Patch\n"}}`,
			[]call{{"Write", in("file_path", "new.go")}, {"Edit", in("file_path", "old.go")}, {"Write", in("file_path", "moved.go")}, {"Write", in("file_path", "gone.go")}}},
		{"codex_apply_patch_heredoc", Codex, codexHead + `"tool_name":"apply_patch","tool_input":{"command":"apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: /home/u/.ssh/config\n@@\n-a\n+b\n*** End Patch\nEOF"}}`,
			[]call{{"Edit", in("file_path", "/home/u/.ssh/config")}}},
		{"codex_unknown_tool_kept", Codex, codexHead + `"tool_name":"web_search","tool_input":{"query":"q"}}`,
			[]call{{"web_search", in("query", "q")}}},

		{"gemini_shell", Gemini, geminiHead + `"tool_name":"run_shell_command","tool_input":{"command":"ls","description":"list"}}`,
			[]call{{"Bash", in("command", "ls")}}},
		{"gemini_shell_dir", Gemini, geminiHead + `"tool_name":"run_shell_command","tool_input":{"command":"cat id_rsa","dir_path":"/h/.ssh"}}`,
			[]call{{"Bash", in("command", "cd '/h/.ssh' && cat id_rsa")}}},
		{"gemini_read_file", Gemini, geminiHead + `"tool_name":"read_file","tool_input":{"file_path":"/h/.ssh/id_rsa","offset":0}}`,
			[]call{{"Read", in("file_path", "/h/.ssh/id_rsa", "offset", float64(0))}}},
		{"gemini_read_file_old_name", Gemini, geminiHead + `"tool_name":"read_file","tool_input":{"absolute_path":"/h/.ssh/id_rsa"}}`,
			[]call{{"Read", in("file_path", "/h/.ssh/id_rsa")}}},
		{"gemini_write_file", Gemini, geminiHead + `"tool_name":"write_file","tool_input":{"file_path":"a.txt","content":"x"}}`,
			[]call{{"Write", in("file_path", "a.txt", "content", "x")}}},
		{"gemini_replace", Gemini, geminiHead + `"tool_name":"replace","tool_input":{"file_path":"a.txt","old_string":"a","new_string":"b","instruction":"i"}}`,
			[]call{{"Edit", in("file_path", "a.txt", "old_string", "a", "new_string", "b", "instruction", "i")}}},
		{"gemini_glob", Gemini, geminiHead + `"tool_name":"glob","tool_input":{"pattern":"**/*.go","dir_path":"/h"}}`,
			[]call{{"Glob", in("pattern", "**/*.go", "path", "/h")}}},
		{"gemini_search_file_content", Gemini, geminiHead + `"tool_name":"search_file_content","tool_input":{"pattern":"key","dir_path":"/h"}}`,
			[]call{{"Grep", in("pattern", "key", "path", "/h")}}},
		{"gemini_grep_search", Gemini, geminiHead + `"tool_name":"grep_search","tool_input":{"pattern":"key","path":"/h"}}`,
			[]call{{"Grep", in("pattern", "key", "path", "/h")}}},
		{"gemini_list_directory", Gemini, geminiHead + `"tool_name":"list_directory","tool_input":{"dir_path":"/h/.ssh"}}`,
			[]call{{"LS", in("path", "/h/.ssh")}}},
		{"gemini_read_many_files", Gemini, geminiHead + `"tool_name":"read_many_files","tool_input":{"include":["src/**","/h/.ssh/id_rsa"]}}`,
			[]call{{"Glob", in("pattern", "src/**")}, {"Glob", in("pattern", "/h/.ssh/id_rsa")}}},
		{"gemini_web_fetch_each_url", Gemini, geminiHead + `"tool_name":"web_fetch","tool_input":{"prompt":"compare https://a.example/x and http://b.example/y."}}`,
			[]call{{"WebFetch", in("url", "https://a.example/x", "prompt", "compare https://a.example/x and http://b.example/y.")},
				{"WebFetch", in("url", "http://b.example/y", "prompt", "compare https://a.example/x and http://b.example/y.")}}},
		{"gemini_web_search", Gemini, geminiHead + `"tool_name":"google_web_search","tool_input":{"query":"q"}}`,
			[]call{{"WebSearch", in("query", "q")}}},
		{"gemini_mcp_named_like_claude", Gemini, geminiHead + `"tool_name":"mcp_gh_create_issue","tool_input":{"title":"x"},"mcp_context":{"server_name":"gh","tool_name":"create_issue","command":"gh-mcp"}}`,
			[]call{{"mcp__gh__create_issue", in("title", "x")}}},
		{"gemini_mcp_without_context_kept", Gemini, geminiHead + `"tool_name":"mcp_gh_create_issue","tool_input":{"title":"x"}}`,
			[]call{{"mcp_gh_create_issue", in("title", "x")}}},

		{"copilot_camel_bash", Copilot, camelHead + `"toolName":"bash","toolArgs":{"command":"git push -f"}}`,
			[]call{{"Bash", in("command", "git push -f")}}},
		{"copilot_camel_args_as_text", Copilot, camelHead + `"toolName":"bash","toolArgs":"{\"command\":\"ls\"}"}`,
			[]call{{"Bash", in("command", "ls")}}},
		{"copilot_camel_view", Copilot, camelHead + `"toolName":"view","toolArgs":{"path":"/h/.ssh/id_rsa"}}`,
			[]call{{"Read", in("file_path", "/h/.ssh/id_rsa")}}},
		{"copilot_camel_create", Copilot, camelHead + `"toolName":"create","toolArgs":{"path":"a.go","file_text":"x"}}`,
			[]call{{"Write", in("file_path", "a.go", "file_text", "x")}}},
		{"copilot_camel_edit", Copilot, camelHead + `"toolName":"edit","toolArgs":{"path":"a.go","old_str":"a","new_str":"b"}}`,
			[]call{{"Edit", in("file_path", "a.go", "old_str", "a", "new_str", "b")}}},
		{"copilot_camel_glob", Copilot, camelHead + `"toolName":"glob","toolArgs":{"pattern":"*.go","path":"/h"}}`,
			[]call{{"Glob", in("pattern", "*.go", "path", "/h")}}},
		{"copilot_camel_grep", Copilot, camelHead + `"toolName":"grep","toolArgs":{"pattern":"k","path":"/h"}}`,
			[]call{{"Grep", in("pattern", "k", "path", "/h")}}},
		{"copilot_camel_web_fetch", Copilot, camelHead + `"toolName":"web_fetch","toolArgs":{"url":"https://x.example"}}`,
			[]call{{"WebFetch", in("url", "https://x.example")}}},
		{"copilot_camel_task", Copilot, camelHead + `"toolName":"task","toolArgs":{"prompt":"p"}}`,
			[]call{{"Agent", in("prompt", "p")}}},
		{"copilot_pascal_bash", Copilot, pascalHead + `"tool_name":"bash","tool_input":{"command":"git push --force"}}`,
			[]call{{"Bash", in("command", "git push --force")}}},
		{"copilot_pascal_view", Copilot, pascalHead + `"tool_name":"view","tool_input":{"path":"~/.ssh/id_rsa"}}`,
			[]call{{"Read", in("file_path", "~/.ssh/id_rsa")}}},

		{"cursor_shell", Cursor, cursorHead + `"hook_event_name":"beforeShellExecution","command":"git push --force","cwd":"/p/sub"}`,
			[]call{{"Bash", in("command", "git push --force")}}},
		{"cursor_read_file", Cursor, cursorHead + `"hook_event_name":"beforeReadFile","file_path":"/h/.ssh/id_rsa","content":"KEY"}`,
			[]call{{"Read", in("file_path", "/h/.ssh/id_rsa")}}},
		{"cursor_mcp", Cursor, cursorHead + `"hook_event_name":"beforeMCPExecution","tool_name":"query","tool_input":"{\"sql\":\"select 1\"}","url":"http://localhost:1"}`,
			[]call{{"mcp__cursor__query", in("sql", "select 1")}}},
		{"cursor_pre_tool_shell", Cursor, cursorHead + `"hook_event_name":"preToolUse","tool_name":"Shell","tool_input":{"command":"ls"}}`,
			[]call{{"Bash", in("command", "ls")}}},
		{"cursor_pre_tool_read", Cursor, cursorHead + `"hook_event_name":"preToolUse","tool_name":"Read","tool_input":{"target_file":"/h/.ssh/id_rsa"}}`,
			[]call{{"Read", in("file_path", "/h/.ssh/id_rsa")}}},
		{"cursor_pre_tool_delete", Cursor, cursorHead + `"hook_event_name":"preToolUse","tool_name":"Delete","tool_input":{"path":"a.go"}}`,
			[]call{{"Write", in("file_path", "a.go")}}},
		// Aliases are Claude Code's, one table (hook.CanonicalTool): a
		// TaskStop rule sees KillShell. A name is taken as sent: " Bash"
		// is not Bash, so nothing allowed for Bash is allowed for it.
		{"cursor_pre_tool_alias", Cursor, cursorHead + `"hook_event_name":"preToolUse","tool_name":"KillShell","tool_input":{"shell_id":"1"}}`,
			[]call{{"TaskStop", in("shell_id", "1")}}},
		// Codex applies a patch that a shell command heredocs into
		// apply_patch itself: its files are judged as the patch's.
		{"codex_shell_apply_patch", Codex, `{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: /h/.ssh/authorized_keys\n+k\n*** End Patch\nEOF\n"}}`,
			[]call{{"Bash", in("command", "apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: /h/.ssh/authorized_keys\n+k\n*** End Patch\nEOF\n")}, {"Write", in("file_path", "/h/.ssh/authorized_keys")}}},
		{"codex_spaced_name", Codex, `{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","tool_name":" Bash","tool_input":{"command":"ls"}}`,
			[]call{{" Bash", in("command", "ls")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := Parse(tt.client, []byte(tt.in))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(tt.want, calls(req)); diff != "" {
				t.Errorf("Parse(%s) calls mismatch (-want +got):\n%s", tt.client, diff)
			}
			for _, ev := range req.Calls {
				if ev.SessionID == "" || ev.Cwd == "" || ev.HookEventName != "PreToolUse" {
					t.Errorf("call %+v lost the session, the cwd or the event name", ev)
				}
			}
		})
	}
}

// TestParseErrors: every input an adapter cannot read exactly is an error,
// which the hook turns into a deny.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name   string
		client Client
		in     string
		want   string
	}{
		{"empty", Codex, " \n", "empty event"},
		{"nul", Gemini, "{\"tool_name\":\"read_file\x00\"}", "NUL"},
		{"not_json", Copilot, `toolName=bash`, "not valid JSON"},
		{"truncated", Cursor, `{"hook_event_name":"beforeShellExecution","command":"ls`, "not valid JSON"},
		{"trailing", Codex, `{"tool_name":"Bash","tool_input":{}} {}`, "not valid JSON"},
		{"array", Gemini, `[]`, "not valid JSON"},
		{"duplicate_top", Codex, `{"tool_name":"Bash","tool_name":"Read","cwd":"/p","tool_input":{}}`, "duplicate"},
		{"duplicate_nested", Gemini, `{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":"run_shell_command","tool_input":{"command":"ls","command":"rm -rf /"}}`, "duplicate"},
		{"duplicate_in_args_text", Copilot, `{"cwd":"/p","toolName":"bash","toolArgs":"{\"command\":\"ls\",\"command\":\"rm -rf /\"}"}`, "duplicate"},
		{"invalid_utf8", Cursor, "{\"hook_event_name\":\"beforeShellExecution\",\"cwd\":\"/p\",\"command\":\"ls \xff\"}", "UTF-8"},
		{"wrong_case_name", Codex, `{"Tool_Name":"Bash","cwd":"/p","tool_input":{"command":"ls"}}`, "no tool"},
		{"wrong_type", Gemini, `{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":["run_shell_command"]}`, "tool_name"},
		{"input_not_object", Codex, `{"hook_event_name":"PreToolUse","cwd":"/p","tool_name":"Bash","tool_input":"ls"}`, "not a JSON object"},
		{"codex_other_event", Codex, `{"hook_event_name":"PermissionRequest","cwd":"/p","tool_name":"Bash","tool_input":{}}`, "not a pre-tool event"},
		{"codex_patch_without_begin", Codex, `{"cwd":"/p","tool_name":"apply_patch","tool_input":{"command":"*** Add File: x"}}`, "Begin Patch"},
		{"codex_patch_unknown_header", Codex, `{"cwd":"/p","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** Copy File: a\n*** End Patch"}}`, "unknown header"},
		{"codex_patch_no_file", Codex, `{"cwd":"/p","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** End Patch"}}`, "names no file"},
		{"codex_patch_not_string", Codex, `{"cwd":"/p","tool_name":"apply_patch","tool_input":{"command":["x"]}}`, "no string command"},
		{"gemini_missing_event", Gemini, `{"cwd":"/p","tool_name":"read_file","tool_input":{}}`, "not a pre-tool event"},
		{"gemini_after_tool", Gemini, `{"hook_event_name":"AfterTool","cwd":"/p","tool_name":"read_file","tool_input":{}}`, "not a pre-tool event"},
		{"gemini_shell_no_command", Gemini, `{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":"run_shell_command","tool_input":{"command":7}}`, "no string command"},
		{"gemini_two_path_spellings", Gemini, `{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":"read_file","tool_input":{"file_path":"a","absolute_path":"/h/.ssh/id_rsa"}}`, "two different values"},
		{"gemini_many_files_none", Gemini, `{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":"read_many_files","tool_input":{}}`, "names no path"},
		{"copilot_both_shapes", Copilot, `{"cwd":"/p","toolName":"bash","tool_name":"bash","toolArgs":{}}`, "both"},
		{"copilot_mixed_fields", Copilot, `{"cwd":"/p","toolName":"bash","tool_input":{"command":"ls"}}`, "snake_case"},
		{"copilot_no_tool", Copilot, `{"cwd":"/p","toolArgs":{}}`, "no tool"},
		{"copilot_args_text_not_object", Copilot, `{"cwd":"/p","toolName":"bash","toolArgs":"[1]"}`, "not a JSON object"},
		{"copilot_pascal_other_event", Copilot, `{"hook_event_name":"PostToolUse","cwd":"/p","tool_name":"bash","tool_input":{}}`, "not a pre-tool event"},
		{"cursor_unknown_event", Cursor, `{"hook_event_name":"afterFileEdit","workspace_roots":["/p"],"file_path":"a"}`, "not a pre-tool event"},
		{"cursor_shell_no_command", Cursor, `{"hook_event_name":"beforeShellExecution","cwd":"/p"}`, "no command"},
		{"claude_is_not_here", Claude, `{"tool_name":"Bash"}`, "no adapter"},
		{"too_many_calls", Gemini, `{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":"read_many_files","tool_input":{"include":[` +
			strings.Repeat(`"a",`, MaxCalls) + `"a"]}}`, "more than the 256"},
		{"oversized", Codex, `{"tool_name":"` + strings.Repeat("x", hook.MaxEventSize) + `"}`, "larger"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := Parse(tt.client, []byte(tt.in))
			if err == nil {
				t.Fatalf("Parse succeeded with calls %+v, want an error", calls(req))
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse error = %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestDecodeReadsAtMostTheCap(t *testing.T) {
	_, err := Decode(Gemini, endless{})
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Decode error = %v, want ErrTooLarge", err)
	}
}

type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

func TestEnforce(t *testing.T) {
	for _, c := range []Client{Codex, Gemini} {
		d, agent, op := Enforce(c, hook.Ask, "Pushing needs review.", "ask by rule x")
		if d != hook.Deny || !strings.HasPrefix(agent, "Pushing needs review. ") || !strings.Contains(agent, "human must run it") ||
			!strings.Contains(op, "ask by rule x") || !strings.Contains(op, "cannot enforce ask") {
			t.Errorf("Enforce(%s, ask) = %s, %q, %q; want a deny saying a human must run it", c, d, agent, op)
		}
	}
	for _, c := range []Client{Claude, Copilot, Cursor} {
		if d, _, _ := Enforce(c, hook.Ask, "r", "o"); d != hook.Ask {
			t.Errorf("Enforce(%s, ask) = %s, want ask: the client asks the human itself", c, d)
		}
	}
	for _, c := range All {
		for _, d := range []hook.Decision{hook.Deny, hook.Allow, hook.None} {
			if got, _, _ := Enforce(c, d, "r", "o"); got != d {
				t.Errorf("Enforce(%s, %s) = %s, want it unchanged", c, d, got)
			}
		}
	}
}

// TestEncode pins each client's output shape and exit code.
func TestEncode(t *testing.T) {
	tests := []struct {
		client Client
		d      hook.Decision
		want   string
		code   int
	}{
		{Codex, hook.Deny, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"agent"},"systemMessage":"op"}`, 0},
		{Codex, hook.Allow, ``, 0},
		{Codex, hook.None, ``, 0},
		{Gemini, hook.Deny, `{"decision":"deny","reason":"agent","systemMessage":"op"}`, 2},
		{Gemini, hook.Allow, `{"decision":"allow","reason":"agent","systemMessage":"op"}`, 0},
		{Gemini, hook.None, ``, 0},
		{Copilot, hook.Deny, `{"permissionDecision":"deny","permissionDecisionReason":"agent"}`, 0},
		{Copilot, hook.Ask, `{"permissionDecision":"ask","permissionDecisionReason":"agent"}`, 0},
		{Copilot, hook.Allow, `{"permissionDecision":"allow","permissionDecisionReason":"agent"}`, 0},
		{Copilot, hook.None, ``, 0},
		{Cursor, hook.Deny, `{"permission":"deny","decision":"deny","user_message":"op","agent_message":"agent"}`, 2},
		{Cursor, hook.Ask, `{"permission":"ask","decision":"ask","user_message":"op","agent_message":"agent"}`, 0},
		{Cursor, hook.None, ``, 0},
		{Claude, hook.Deny, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"agent"},"systemMessage":"op"}`, 2},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		code, err := Encode(&b, tt.client, tt.d, "agent", "op")
		if err != nil {
			t.Fatal(err)
		}
		want := tt.want
		if want != "" {
			want += "\n"
		}
		if diff := cmp.Diff(want, b.String()); diff != "" || code != tt.code {
			t.Errorf("Encode(%s, %s) exit %d, want %d; mismatch (-want +got):\n%s", tt.client, tt.d, code, tt.code, diff)
		}
	}
	// Codex refuses a deny with an empty reason and runs the call.
	var b bytes.Buffer
	Encode(&b, Codex, hook.Deny, "", "")
	if !strings.Contains(b.String(), `"permissionDecisionReason":"Blocked by pregate."`) {
		t.Errorf("Codex deny without a reason = %s, want a non-empty reason", b.String())
	}
}

// FuzzParse: no input panics, and anything that parses is a list of calls
// with a tool name and an input map each.
func FuzzParse(f *testing.F) {
	seeds := []string{
		`{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** Add File: a\n*** End Patch"}}`,
		`{"hook_event_name":"BeforeTool","cwd":"/p","tool_name":"web_fetch","tool_input":{"prompt":"https://x.example"}}`,
		`{"cwd":"/p","toolName":"bash","toolArgs":"{\"command\":\"ls\"}"}`,
		`{"hook_event_name":"beforeMCPExecution","workspace_roots":["/p"],"tool_name":"q","tool_input":"{}"}`,
		`{}`, `null`, `[]`,
	}
	for i, s := range seeds {
		f.Add(uint8(i), []byte(s))
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		c := All[1+int(which)%(len(All)-1)]
		req, err := Parse(c, data)
		if err != nil {
			return
		}
		if len(req.Calls) == 0 {
			t.Fatal("parsed request has no call")
		}
		for _, ev := range req.Calls {
			if strings.TrimSpace(ev.ToolName) == "" || ev.ToolInput == nil {
				t.Fatalf("parsed call %+v has no tool or a nil input", ev)
			}
		}
	})
}

// TestEncodeInvalidUTF8 pins that a reason holding bytes that are not
// UTF-8 (a path resolved through a link to a directory named "\xff") is
// still written: Codex and Copilot block only on the JSON, and run the call
// when stdout is empty.
func TestEncodeInvalidUTF8(t *testing.T) {
	for _, c := range All {
		var b bytes.Buffer
		code, err := Encode(&b, c, hook.Deny, "Reading /h/.ssh/\xff/id_rsa is blocked", "floor: /h/.ssh/\xff/id_rsa")
		if err != nil {
			t.Errorf("Encode(%s, deny) with invalid UTF-8 in the reason: %v", c, err)
		}
		if !strings.Contains(b.String(), `"deny"`) || !strings.Contains(b.String(), "/h/.ssh/\ufffd/id_rsa") {
			t.Errorf("Encode(%s, deny) = %q (exit %d), want a deny naming /h/.ssh/\ufffd/id_rsa", c, b.String(), code)
		}
	}
}

// TestCodexShellPatchAfterCd: a shell patch of a relative path after a cd
// names a file pregate cannot place, and is refused.
func TestCodexShellPatchAfterCd(t *testing.T) {
	ev := `{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"cd ~ && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: .ssh/authorized_keys\n+k\n*** End Patch\nEOF\n"}}`
	if req, err := Parse(Codex, []byte(ev)); err == nil || !strings.Contains(err.Error(), "after a cd") {
		t.Errorf("Parse(codex, cd && apply_patch of a relative path) = %v, %v; want an error saying after a cd", calls(req), err)
	}
}
