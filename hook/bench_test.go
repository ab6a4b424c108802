package hook

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

var benchEvent = []byte(`{"session_id":"abc123","prompt_id":"550e8400-e29b-41d4-a716-446655440000","transcript_path":"/home/user/.claude/projects/p/x.jsonl",
"cwd":"/home/user/my-project","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash",
"tool_input":{"command":"npm test && git status --short; ls -la src | head -20","description":"Run the tests","timeout":120000,"run_in_background":false},
"tool_use_id":"toolu_01ABC123","effort":{"level":"high"}}`)

var benchWrite = []byte(`{"session_id":"s","cwd":"/p","permission_mode":"acceptEdits","hook_event_name":"PreToolUse","tool_name":"Write",
"tool_input":{"file_path":"/p/main.go","content":"` + strings.Repeat(`package main\n\nfunc main() { println(\"hi\") }\n`, 500) + `"}}`)

// BenchmarkParse measures the strict reader (scanTree through Parse);
// readTree is the reference reader Parse falls back to for an input
// scanTree does not take, and the encodingJSON cases are the baseline of
// the same run: the two encoding/json passes pregate made before (a raw
// map, then the struct).
func BenchmarkParse(b *testing.B) {
	for _, c := range []struct {
		name string
		data []byte
	}{{"bash", benchEvent}, {"write_24KiB", benchWrite}} {
		b.Run(c.name+"/strict", func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				if _, err := Parse(c.data); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/decode", func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				if _, err := Decode(bytes.NewReader(c.data)); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/readTree", func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				if _, err := readTree(c.data); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/encodingJSON", func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				var raw map[string]json.RawMessage
				if err := json.Unmarshal(c.data, &raw); err != nil {
					b.Fatal(err)
				}
				var ev struct {
					Event
					ToolInput map[string]any `json:"tool_input"`
				}
				if err := json.Unmarshal(c.data, &ev); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkEncode writes a deny with both reasons; the marshal case is
// the baseline of the same run, json.Marshal of the same Output.
func BenchmarkEncode(b *testing.B) {
	agent := "uploads are not allowed: curl -T <file> sends a local file to https://example.com/upload & more"
	operator := "deny by rule no-curl-upload (managed, /etc/pregate/policy.toml:12)"
	b.Run("encode", func(b *testing.B) {
		b.ReportAllocs()
		var out bytes.Buffer
		for b.Loop() {
			out.Reset()
			if err := Encode(&out, Deny, agent, operator); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("marshal", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			o := Output{HookSpecificOutput: SpecificOutput{HookEventName: PreToolUse, PermissionDecision: Deny, PermissionDecisionReason: agent}, SystemMessage: operator}
			if _, err := json.Marshal(o); err != nil {
				b.Fatal(err)
			}
		}
	})
}
