package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func post(t *testing.T, s *server, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest(http.MethodPost, path, strings.NewReader(body)))
	if w.Code != http.StatusOK {
		t.Fatalf("POST %s: status %d: %s", path, w.Code, w.Body.String())
	}
	return w
}

// TestResponsesTurns: the first Codex turn gets one function call running
// the command with the shell tool Codex offers; the turn carrying its
// output is recorded and answered with a message.
func TestResponsesTurns(t *testing.T) {
	var record, log bytes.Buffer
	s := newServer(Call{Name: "Bash", Input: json.RawMessage(`{"command":"touch m"}`)}, &record, &log)

	w := post(t, s, "/v1/responses", `{"model":"gpt-5.5","stream":true,"input":[{"type":"message","role":"user","content":[]}],
		"tools":[{"type":"function","name":"exec_command"},{"type":"custom","name":"apply_patch"}]}`)
	events, err := parseSSE(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var call map[string]any
	for _, e := range events {
		names = append(names, e.Name)
		if e.Name == "response.output_item.done" {
			var d struct{ Item map[string]any }
			json.Unmarshal([]byte(e.Data), &d)
			call = d.Item
		}
	}
	if diff := cmp.Diff([]string{"response.created", "response.output_item.added", "response.output_item.done", "response.completed"}, names); diff != "" {
		t.Errorf("event names mismatch (-want +got):\n%s", diff)
	}
	if call["type"] != "function_call" || call["name"] != "exec_command" || call["arguments"] != `{"cmd":"touch m"}` {
		t.Errorf("call = %v, want exec_command with {\"cmd\":\"touch m\"}", call)
	}
	id, _ := call["call_id"].(string)

	post(t, s, "/v1/responses", `{"model":"gpt-5.5","stream":true,"input":[{"type":"function_call","call_id":"`+id+`"},
		{"type":"function_call_output","call_id":"`+id+`","output":"blocked by hook"}]}`)
	var got Result
	if err := json.Unmarshal(record.Bytes(), &got); err != nil {
		t.Fatalf("record %q: %v", record.String(), err)
	}
	if diff := cmp.Diff(Result{ToolUseID: id, Text: "blocked by hook"}, got); diff != "" {
		t.Errorf("recorded result mismatch (-want +got):\n%s", diff)
	}
}

func TestResponsesApplyPatch(t *testing.T) {
	var record, log bytes.Buffer
	s := newServer(Call{Name: "apply_patch", Input: json.RawMessage(`{"patch":"*** Begin Patch\n*** End Patch\n"}`)}, &record, &log)
	w := post(t, s, "/v1/responses", `{"model":"gpt-5.5","stream":true,"input":[],"tools":[{"type":"custom","name":"apply_patch"}]}`)
	if !strings.Contains(w.Body.String(), `"type":"custom_tool_call"`) || !strings.Contains(w.Body.String(), `"input":"*** Begin Patch\n*** End Patch\n"`) {
		t.Errorf("apply_patch turn = %s, want a custom_tool_call carrying the patch", w.Body.String())
	}
}

// TestGeminiTurns: a streamed turn that declares the tool gets one
// functionCall; the functionResponse is recorded, its error as the text.
func TestGeminiTurns(t *testing.T) {
	var record, log bytes.Buffer
	s := newServer(Call{Name: "read_file", Input: json.RawMessage(`{"file_path":"/k"}`)}, &record, &log)
	side := post(t, s, "/v1beta/models/m:generateContent", `{"contents":[{"role":"user","parts":[{"text":"route"}]}]}`)
	if strings.Contains(side.Body.String(), "functionCall") {
		t.Errorf("a side query got a function call: %s", side.Body.String())
	}
	w := post(t, s, "/v1beta/models/m:streamGenerateContent", `{"contents":[{"role":"user","parts":[{"text":"go"}]}],
		"tools":[{"functionDeclarations":[{"name":"read_file"}]}]}`)
	body := w.Body.String()
	if !strings.HasPrefix(body, "data: ") || !strings.Contains(body, `"functionCall":{"args":{"file_path":"/k"},"id":"call_standin_01","name":"read_file"}`) {
		t.Fatalf("tool turn = %s, want one data line with the functionCall", body)
	}
	post(t, s, "/v1beta/models/m:streamGenerateContent", `{"contents":[{"role":"user","parts":[{"text":"go"}]},
		{"role":"model","parts":[{"functionCall":{"id":"call_standin_01","name":"read_file","args":{}}}]},
		{"role":"user","parts":[{"functionResponse":{"id":"call_standin_01","name":"read_file","response":{"error":"Tool execution blocked: no"}}}]}]}`)
	var got Result
	if err := json.Unmarshal(record.Bytes(), &got); err != nil {
		t.Fatalf("record %q: %v", record.String(), err)
	}
	if diff := cmp.Diff(Result{ToolUseID: "call_standin_01", IsError: true, Text: "Tool execution blocked: no"}, got); diff != "" {
		t.Errorf("recorded result mismatch (-want +got):\n%s", diff)
	}
}
