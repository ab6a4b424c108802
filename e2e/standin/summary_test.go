package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSummary(t *testing.T) {
	tests := []struct {
		name   string
		result string // as printed by claude -p --output-format json, trimmed
		record string
		want   string
	}{
		{
			name: "denied",
			result: `{"type":"result","subtype":"success","is_error":false,"num_turns":2,"result":"Done.",
				"permission_denials":[{"tool_name":"Bash","tool_use_id":"toolu_standin_01","tool_input":{"command":"touch m"}}],
				"unknown_new_field":{"x":1}}`,
			record: `{"tool_use_id":"toolu_standin_01","is_error":true,"text":"PreToolUse:Bash hook error: no\nsecond line"}` + "\n",
			want: "subtype=success\nis_error=false\ndenials=1\ndenied=Bash toolu_standin_01\ntool_results=1\n" +
				"tool_result_is_error=true\ntool_result=PreToolUse:Bash hook error: no\\nsecond line\n",
		},
		{
			name:   "ran",
			result: `{"type":"result","subtype":"success","is_error":false,"permission_denials":[]}`,
			record: `{"tool_use_id":"toolu_standin_01","is_error":false,"text":"(Bash completed with no output)"}` + "\n",
			want:   "subtype=success\nis_error=false\ndenials=0\ntool_results=1\ntool_result_is_error=false\ntool_result=(Bash completed with no output)\n",
		},
		{
			name:   "no_tool_result",
			result: `{"type":"result","subtype":"error_during_execution","is_error":true}`,
			want:   "subtype=error_during_execution\nis_error=true\ndenials=0\ntool_results=0\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			result, record := filepath.Join(dir, "out.json"), filepath.Join(dir, "record.jsonl")
			os.WriteFile(result, []byte(tt.result), 0o644)
			os.WriteFile(record, []byte(tt.record), 0o644)
			var out bytes.Buffer
			if err := summary([]string{"-result", result, "-record", record}, &out); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, out.String()); diff != "" {
				t.Errorf("summary mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// A run that printed no JSON (a crash, a usage error) must fail the summary,
// not read as a run with no denials.
func TestSummaryRejectsNonJSON(t *testing.T) {
	dir := t.TempDir()
	result, record := filepath.Join(dir, "out.json"), filepath.Join(dir, "record.jsonl")
	os.WriteFile(result, []byte("Error: Invalid API key\n"), 0o644)
	os.WriteFile(record, nil, 0o644)
	if err := summary([]string{"-result", result, "-record", record}, new(bytes.Buffer)); err == nil {
		t.Error("summary accepted a result that is not JSON")
	}
}
