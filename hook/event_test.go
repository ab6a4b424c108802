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
		name string
		in   string
		want Event
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
			want: Event{ToolName: "Agent", ToolInput: map[string]any{"subagent_type": "Explore"}},
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
		{name: "nul", in: "{\"tool_name\":\"B\x00\"}", want: ErrNUL},
		{name: "no_tool", in: `{"tool_input":{}}`, want: ErrNoTool},
		{name: "oversized", in: `{"tool_name":"` + strings.Repeat("x", MaxEventSize) + `"}`, want: ErrTooLarge},
		{name: "truncated", in: `{"tool_name":"Ba`, text: "truncated"},
		{name: "wrong_type", in: `{"tool_name":["Bash"]}`, text: "event field tool_name has type array"},
		{name: "trailing", in: `{"tool_name":"Bash"} x`, text: "trailing data"},
		{name: "array", in: `[]`, text: "not a JSON object"},
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

// FuzzParse: no input panics, and any input that parses has a tool name
// and an input map, so the pipeline never judges a half-read call.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"session_id":"s","cwd":"/p","tool_name":"Bash","tool_input":{"command":"ls"}}`,
		`{"tool_name":"Task","tool_input":null}`,
		`{"tool_name":5}`, `[]`, `null`, ``, "{\"tool_name\":\"\x00\"}", `{"tool_name":"Read"} {}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Parse(data)
		if err != nil {
			return
		}
		if strings.TrimSpace(ev.ToolName) == "" || ev.ToolName == "Task" {
			t.Fatalf("parsed event has tool_name %q", ev.ToolName)
		}
		if ev.ToolInput == nil {
			t.Fatal("parsed event has a nil tool_input")
		}
		if bytes.IndexByte(data, 0) >= 0 {
			t.Fatal("an event with a NUL byte parsed")
		}
	})
}
