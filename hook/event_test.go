package hook

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name, reason string
		in           string
		want         Event
	}{
		{
			name: "documented_example",
			in: `{"session_id":"abc123","prompt_id":"550e","transcript_path":"/h/x.jsonl","cwd":"/h/p","permission_mode":"default",
				"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"npm test","timeout":120000},"tool_use_id":"toolu_01"}`,
			want: Event{SessionID: "abc123", PromptID: "550e", TranscriptPath: "/h/x.jsonl", Cwd: "/h/p", PermissionMode: "default",
				HookEventName: "PreToolUse", ToolName: "Bash", ToolInput: map[string]any{"command": "npm test", "timeout": float64(120000)}, ToolUseID: "toolu_01"},
		},
		{
			name: "task_is_agent",
			in:   `{"tool_name":"Task","tool_input":{"subagent_type":"Explore"}}`,
			want: Event{ToolName: "Agent", ToolAlias: "Task", ToolInput: map[string]any{"subagent_type": "Explore"}},
		},
		{
			name: "kill_shell_is_task_stop",
			in:   `{"tool_name":"KillShell","tool_input":{"shell_id":"b1"}}`,
			want: Event{ToolName: "TaskStop", ToolAlias: "KillShell", ToolInput: map[string]any{"shell_id": "b1"}},
		},
		{
			name:   "tool_name_taken_as_sent",
			reason: "no trimming and no case folding: \" Bash\" and \"bash\" are other tools",
			in:     `{"tool_name":" Bash","tool_input":{"command":"ls"}}`,
			want:   Event{ToolName: " Bash", ToolInput: map[string]any{"command": "ls"}},
		},
		{
			name: "alias_case_variant_is_not_an_alias",
			in:   `{"tool_name":"task","tool_input":{}}`,
			want: Event{ToolName: "task", ToolInput: map[string]any{}},
		},
		{
			name:   "case_variant_key_is_unknown_field",
			reason: "a key is matched exactly, as JavaScript does; Tool_Name alone is not tool_name",
			in:     `{"tool_name":"Read","Cwd":"/etc","tool_input":{"file_path":"/x"}}`,
			want:   Event{ToolName: "Read", ToolInput: map[string]any{"file_path": "/x"}},
		},
		{
			name: "skill_shell_command",
			in:   `{"hook_event_name":"PreSkillShellCommand","tool_name":"Bash","tool_input":{"command":"git status"},"command_name":"review","command_source":"project","invoked_by":"user"}`,
			want: Event{HookEventName: "PreSkillShellCommand", ToolName: "Bash", ToolInput: map[string]any{"command": "git status"},
				CommandName: "review", CommandSource: "project", InvokedBy: "user"},
		},
		{
			name: "escapes_decoded_like_javascript",
			in:   `{"tool_name":"Bash","tool_input":{"command":"rm \u002drf \ud83d\ude00"}}`,
			want: Event{ToolName: "Bash", ToolInput: map[string]any{"command": "rm -rf \U0001F600"}},
		},
		{
			name: "unknown_fields_tolerated",
			in:   `{"tool_name":"Read","tool_input":{"file_path":"/x"},"scratchpad_dir":"/s","future":{"a":[1,2]},"effort":{"level":"high"},"mcp_server":{"name":"gh","source":"user"},"agent_id":"a1","agent_type":"reviewer"}`,
			want: Event{ToolName: "Read", ToolInput: map[string]any{"file_path": "/x"}, ScratchpadDir: "/s", Effort: &Effort{Level: "high"},
				MCPServer: &MCPServer{Name: "gh", Source: "user"}, AgentID: "a1", AgentType: "reviewer"},
		},
		{
			name: "missing_input_is_empty",
			in:   `{"tool_name":"WebSearch"}`,
			want: Event{ToolName: "WebSearch", ToolInput: map[string]any{}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse([]byte(tt.in))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Parse mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in string
		want     error
		text     string
	}{
		{name: "empty", in: "", want: ErrEmpty},
		{name: "nul", in: "{\"tool_name\":\"B\x00\"}", want: ErrNUL, text: "at byte 15"},
		{name: "escaped_nul", in: `{"tool_name":"Bash","tool_input":{"command":"rm -rf ~\u0000ls"}}`, want: ErrNUL, text: "in /tool_input/command"},
		{name: "no_tool", in: `{"tool_input":{}}`, want: ErrNoTool},
		{name: "case_variant_tool_name_only", in: `{"Tool_Name":"Bash","tool_input":{}}`, want: ErrNoTool},
		{name: "oversized", in: `{"tool_name":"` + strings.Repeat("x", MaxEventSize) + `"}`, want: ErrTooLarge},
		{name: "truncated", in: `{"tool_name":"Ba`, text: "truncated"},
		{name: "wrong_type", in: `{"tool_name":["Bash"]}`, text: "event field tool_name has type array, want string"},
		{name: "wrong_type_input", in: `{"tool_name":"Bash","tool_input":"rm -rf ~"}`, text: "event field tool_input has type string, want object"},
		{name: "wrong_type_nested", in: `{"tool_name":"Bash","tool_input":{},"mcp_server":{"name":1}}`, text: "event field mcp_server.name has type number"},
		{name: "trailing", in: `{"tool_name":"Bash"} x`, text: "trailing data"},
		{name: "second_object", in: `{"tool_name":"Bash"} {"tool_name":"Read"}`, text: "trailing data after the JSON object at byte 21"},
		{name: "array", in: `[]`, text: "not a JSON object"},
		{name: "duplicate_top", in: `{"tool_name":"Bash","tool_input":{"command":"ls"},"tool_input":{"command":"rm -rf ~"}}`,
			want: ErrDuplicate, text: `duplicate key "tool_input" at byte 50`},
		{name: "duplicate_nested", in: `{"tool_name":"Bash","tool_input":{"command":"ls","command":"rm -rf ~"}}`,
			want: ErrDuplicate, text: `duplicate key "command" in /tool_input`},
		{name: "duplicate_deep", in: `{"tool_name":"x","tool_input":{"a":[{"b":{"c":1,"c":2}}]}}`,
			want: ErrDuplicate, text: `duplicate key "c" in /tool_input/a/0/b`},
		{name: "duplicate_case_folded", in: `{"tool_name":"Bash","tool_input":{"command":"ls"},"Tool_Input":{"command":"rm -rf ~"}}`,
			want: ErrDuplicate, text: `duplicate key "tool_input" (as "tool_input" and "Tool_Input" under case folding)`},
		{name: "duplicate_case_folded_nested", in: `{"tool_name":"Bash","tool_input":{"command":"ls","COMMAND":"rm -rf ~"}}`,
			want: ErrDuplicate, text: `in /tool_input`},
		{name: "duplicate_unicode_folded", in: `{"tool_name":"x","tool_input":{"ſession":1,"session":2}}`,
			want: ErrDuplicate, text: "under case folding"},
		{name: "duplicate_kelvin_folded", in: "{\"tool_name\":\"x\",\"tool_input\":{\"\u212a\":1,\"k\":2}}",
			want: ErrDuplicate, text: "under case folding"},
		{name: "duplicate_escaped_spelling", in: `{"tool_name":"Bash","tool_input":{"command":"ls","\u0063ommand":"rm -rf ~"}}`,
			want: ErrDuplicate, text: `duplicate key "command"`},
		{name: "invalid_utf8", in: "{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"l\xffs\"}}",
			want: ErrUTF8, text: "invalid UTF-8 in /tool_input/command at byte 46"},
		{name: "overlong_utf8", in: "{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"cat \xc0\xae\xc0\xae/x\"}}",
			want: ErrUTF8, text: "invalid UTF-8"},
		{name: "utf8_surrogate_bytes", in: "{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"\xed\xa0\x80\"}}",
			want: ErrUTF8},
		{name: "invalid_utf8_in_key", in: "{\"tool_name\":\"Bash\",\"tool_input\":{\"comm\xffand\":\"x\"}}", want: ErrUTF8},
		{name: "lone_surrogate_escape", in: `{"tool_name":"Bash","tool_input":{"command":"ls \ud800"}}`, want: ErrUTF8, text: "UTF-16"},
		{name: "number_out_of_range", in: `{"tool_name":"Bash","tool_input":{"command":"ls","timeout":1e400}}`, text: "number 1e400 is out of range in /tool_input/timeout"},
		{name: "too_deep", in: `{"tool_name":"x","tool_input":{"a":` + strings.Repeat("[", 200) + strings.Repeat("]", 200) + `}}`, text: "nested deeper than"},
		{name: "bom", in: "\ufeff{\"tool_name\":\"Bash\"}", text: "invalid JSON"},
		{name: "single_quotes", in: `{'tool_name':'Bash'}`, text: "invalid JSON"},
		{name: "trailing_comma", in: `{"tool_name":"Bash",}`, text: "invalid JSON"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.in))
			if err == nil {
				t.Fatal("Parse succeeded, want an error")
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("Parse error = %v, want %v", err, tt.want)
			}
			if tt.text != "" && !strings.Contains(err.Error(), tt.text) {
				t.Errorf("Parse error = %q, want it to contain %q", err, tt.text)
			}
		})
	}
}

// TestDecodeReadsAtMostTheCap feeds an endless stream: Decode must stop at
// the cap instead of reading forever.
func TestDecodeReadsAtMostTheCap(t *testing.T) {
	r := &countingReader{}
	_, err := Decode(r)
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Decode error = %v, want ErrTooLarge", err)
	}
	if r.n > MaxEventSize+1+64<<10 {
		t.Errorf("Decode read %d bytes, want at most about %d", r.n, MaxEventSize+1)
	}
}

type countingReader struct{ n int }

func (c *countingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	c.n += len(p)
	return len(p), nil
}

func TestEncode(t *testing.T) {
	var b bytes.Buffer
	if err := Encode(&b, Deny, "agent <why>", "operator & rule"); err != nil {
		t.Fatal(err)
	}
	want := `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"agent \u003cwhy\u003e"},"systemMessage":"operator \u0026 rule"}` + "\n"
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("Encode mismatch (-want +got):\n%s", diff)
	}
	b.Reset()
	if err := Encode(&b, None, "x", "y"); err != nil || b.Len() != 0 {
		t.Errorf("Encode(None) wrote %q, %v; want nothing", b.String(), err)
	}
	if ExitCode(Deny) != 2 || ExitCode(Ask) != 0 || ExitCode(Allow) != 0 || ExitCode(None) != 0 {
		t.Error("ExitCode: want 2 for deny and 0 for everything else")
	}
}

// TestParseCopies: Parse copies what it keeps, so that a caller that
// reuses its buffer does not change an event it parsed; Decode, whose
// buffer is its own, is the one that shares it.
func TestParseCopies(t *testing.T) {
	data := []byte(`{"session_id":"s1","cwd":"/p","tool_name":"Bash","tool_input":{"command":"ls -la","description":"list"}}`)
	ev, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	for i := range data {
		data[i] = 'x'
	}
	if ev.SessionID != "s1" || ev.Cwd != "/p" || ev.ToolName != "Bash" || ev.ToolInput["command"] != "ls -la" || ev.ToolInput["description"] != "list" {
		t.Fatalf("the event changed with the buffer Parse read: %+v", ev)
	}
	for k := range ev.ToolInput {
		if k != "command" && k != "description" {
			t.Fatalf("a name changed with the buffer Parse read: %q", k)
		}
	}
}
