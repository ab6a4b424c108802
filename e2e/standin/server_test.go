package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// sseEvent is one server-sent event as a client sees it.
type sseEvent struct {
	Name string
	Data string
}

// parseSSE is a small hand-written SSE reader: "event:" and "data:" fields,
// events separated by a blank line, comments ignored. It rejects what a
// strict client would trip over: a field it does not know, data spread over
// several lines, an event without a name or a stream that ends mid-event.
func parseSSE(r io.Reader) ([]sseEvent, error) {
	var events []sseEvent
	var cur sseEvent
	var open bool
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if !open {
				continue
			}
			if cur.Name == "" || cur.Data == "" {
				return nil, fmt.Errorf("event %d lacks a name or data: %+v", len(events), cur)
			}
			events = append(events, cur)
			cur, open = sseEvent{}, false
		case strings.HasPrefix(line, ":"):
		case strings.HasPrefix(line, "event: "):
			cur.Name, open = strings.TrimPrefix(line, "event: "), true
		case strings.HasPrefix(line, "data: "):
			if cur.Data != "" {
				return nil, fmt.Errorf("event %q has data on several lines", cur.Name)
			}
			cur.Data, open = strings.TrimPrefix(line, "data: "), true
		default:
			return nil, fmt.Errorf("unknown SSE line %q", line)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if open {
		return nil, fmt.Errorf("stream ends inside event %q", cur.Name)
	}
	return events, nil
}

// streamed is what a client assembles from a Messages API event stream.
type streamed struct {
	Events     []string // event names in order
	Blocks     []assembled
	StopReason string
}

type assembled struct {
	Type  string
	ID    string
	Name  string
	Text  string
	Input string // the concatenated input_json_delta fragments
}

// assemble checks the invariants a Messages API client relies on (each
// data.type equals its event name, indexes are in order, deltas match their
// block) and builds the message from the deltas.
func assemble(t *testing.T, events []sseEvent) streamed {
	t.Helper()
	var out streamed
	for _, ev := range events {
		out.Events = append(out.Events, ev.Name)
		var d struct {
			Type         string `json:"type"`
			Index        int    `json:"index"`
			ContentBlock struct {
				Type  string          `json:"type"`
				ID    string          `json:"id"`
				Name  string          `json:"name"`
				Input json.RawMessage `json:"input"`
			} `json:"content_block"`
			Delta struct {
				Type        string `json:"type"`
				Text        string `json:"text"`
				PartialJSON string `json:"partial_json"`
				StopReason  string `json:"stop_reason"`
			} `json:"delta"`
			Message struct {
				Role       string  `json:"role"`
				StopReason *string `json:"stop_reason"`
			} `json:"message"`
		}
		if err := json.Unmarshal([]byte(ev.Data), &d); err != nil {
			t.Fatalf("event %q: data is not JSON: %v", ev.Name, err)
		}
		if d.Type != ev.Name {
			t.Errorf("event %q carries data.type %q", ev.Name, d.Type)
		}
		switch ev.Name {
		case "message_start":
			if d.Message.Role != "assistant" || d.Message.StopReason != nil {
				t.Errorf("message_start: role %q, stop_reason %v; want assistant and null", d.Message.Role, d.Message.StopReason)
			}
		case "content_block_start":
			if d.Index != len(out.Blocks) {
				t.Errorf("content_block_start index %d, want %d", d.Index, len(out.Blocks))
			}
			if d.ContentBlock.Type == "tool_use" && string(d.ContentBlock.Input) != "{}" {
				t.Errorf("tool_use starts with input %s, want {} (the input comes as deltas)", d.ContentBlock.Input)
			}
			out.Blocks = append(out.Blocks, assembled{Type: d.ContentBlock.Type, ID: d.ContentBlock.ID, Name: d.ContentBlock.Name})
		case "content_block_delta":
			if d.Index != len(out.Blocks)-1 {
				t.Fatalf("delta for block %d while block %d is open", d.Index, len(out.Blocks)-1)
			}
			b := &out.Blocks[d.Index]
			switch {
			case d.Delta.Type == "input_json_delta" && b.Type == "tool_use":
				b.Input += d.Delta.PartialJSON
			case d.Delta.Type == "text_delta" && b.Type == "text":
				b.Text += d.Delta.Text
			default:
				t.Errorf("delta %q in a %q block", d.Delta.Type, b.Type)
			}
		case "message_delta":
			out.StopReason = d.Delta.StopReason
		}
	}
	return out
}

type fixture struct {
	srv    *httptest.Server
	record *bytes.Buffer
	log    *bytes.Buffer
	bodies *bytes.Buffer
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{record: new(bytes.Buffer), log: new(bytes.Buffer), bodies: new(bytes.Buffer)}
	call := Call{Name: "Bash", Input: json.RawMessage(`{"command":"touch \"a b\"","description":"Create it"}`)}
	s := newServer(call, f.record, f.log)
	s.bodies = f.bodies
	f.srv = httptest.NewServer(s)
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fixture) post(t *testing.T, path, body string) *http.Response {
	t.Helper()
	resp, err := http.Post(f.srv.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

const firstTurn = `{"model":"claude-test","stream":true,"max_tokens":100,
	"tools":[{"name":"Read","input_schema":{}},{"name":"Bash","input_schema":{}}],
	"messages":[{"role":"user","content":[{"type":"text","text":"Create the marker file."}]}]}`

func TestToolUseStream(t *testing.T) {
	f := newFixture(t)
	resp := f.post(t, "/v1/messages?beta=true", firstTurn)
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q, want text/event-stream", ct)
	}
	events, err := parseSSE(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got := assemble(t, events)
	want := streamed{
		Events: []string{"message_start", "content_block_start", "content_block_delta",
			"content_block_stop", "message_delta", "message_stop"},
		Blocks: []assembled{{Type: "tool_use", ID: "toolu_standin_01", Name: "Bash",
			Input: `{"command":"touch \"a b\"","description":"Create it"}`}},
		StopReason: "tool_use",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tool_use stream mismatch (-want +got):\n%s", diff)
	}
	if !json.Valid([]byte(got.Blocks[0].Input)) {
		t.Errorf("assembled tool input %q is not JSON", got.Blocks[0].Input)
	}
	if f.record.Len() != 0 {
		t.Errorf("first turn recorded %q, want nothing", f.record)
	}
	var compact bytes.Buffer
	json.Compact(&compact, []byte(firstTurn))
	if diff := cmp.Diff(compact.String()+"\n", f.bodies.String()); diff != "" {
		t.Errorf("kept bodies mismatch (-want +got):\n%s", diff)
	}
}

func TestToolResultTurn(t *testing.T) {
	tests := []struct {
		name    string
		content string // the tool_result content as JSON
		isError bool
		want    Result
	}{
		{
			name:    "string_content_denied",
			content: `"PreToolUse:Bash hook error: touch is not allowed here"`,
			isError: true,
			want:    Result{ToolUseID: "toolu_standin_01", IsError: true, Text: "PreToolUse:Bash hook error: touch is not allowed here"},
		},
		{
			name:    "block_content_ran",
			content: `[{"type":"text","text":"line one"},{"type":"image","source":{}},{"type":"text","text":"line two"}]`,
			want:    Result{ToolUseID: "toolu_standin_01", Text: "line one\nline two"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			body := fmt.Sprintf(`{"model":"claude-test","stream":true,"tools":[{"name":"Bash"}],"messages":[
				{"role":"user","content":"Create the marker file."},
				{"role":"assistant","content":[{"type":"tool_use","id":"toolu_standin_01","name":"Bash","input":{}}]},
				{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_standin_01","is_error":%t,"content":%s},
					{"type":"text","text":"go on"}]}]}`, tt.isError, tt.content)
			events, err := parseSSE(f.post(t, "/v1/messages", body).Body)
			if err != nil {
				t.Fatal(err)
			}
			got := assemble(t, events)
			if diff := cmp.Diff([]assembled{{Type: "text", Text: "Done."}}, got.Blocks); diff != "" {
				t.Errorf("final turn blocks mismatch (-want +got):\n%s", diff)
			}
			if got.StopReason != "end_turn" {
				t.Errorf("final turn stop_reason %q, want end_turn", got.StopReason)
			}
			var rec Result
			if err := json.Unmarshal(f.record.Bytes(), &rec); err != nil {
				t.Fatalf("record %q: %v", f.record, err)
			}
			if diff := cmp.Diff(tt.want, rec); diff != "" {
				t.Errorf("recorded tool_result mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// A tool_result for an id the stand-in never handed out belongs to some
// other conversation (a subagent, a side query) and is not recorded.
func TestForeignToolResultNotRecorded(t *testing.T) {
	f := newFixture(t)
	body := `{"model":"m","stream":true,"messages":[{"role":"user","content":[
		{"type":"tool_result","tool_use_id":"toolu_other","content":"x"}]}]}`
	events, err := parseSSE(f.post(t, "/v1/messages", body).Body)
	if err != nil {
		t.Fatal(err)
	}
	if got := assemble(t, events); got.StopReason != "end_turn" {
		t.Errorf("stop_reason %q, want end_turn", got.StopReason)
	}
	if f.record.Len() != 0 {
		t.Errorf("recorded %q, want nothing", f.record)
	}
}

func TestNonStreamingAndOtherEndpoints(t *testing.T) {
	f := newFixture(t)

	// A side query without tools, not streamed: a complete message.
	resp := f.post(t, "/v1/messages", `{"model":"claude-haiku","max_tokens":5,"messages":[{"role":"user","content":"title?"}]}`)
	var msg struct {
		Type       string         `json:"type"`
		Role       string         `json:"role"`
		Model      string         `json:"model"`
		StopReason string         `json:"stop_reason"`
		Content    []contentBlock `json:"content"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&msg); err != nil {
		t.Fatal(err)
	}
	wantMsg := []contentBlock{{Type: "text", Text: "none"}}
	if msg.Type != "message" || msg.Role != "assistant" || msg.Model != "claude-haiku" || msg.StopReason != "end_turn" {
		t.Errorf("side query answer %+v, want an assistant message for claude-haiku ending end_turn", msg)
	}
	if diff := cmp.Diff(wantMsg, msg.Content); diff != "" {
		t.Errorf("side query content mismatch (-want +got):\n%s", diff)
	}

	resp = f.post(t, "/v1/messages/count_tokens", `{"messages":[]}`)
	var count struct {
		InputTokens int `json:"input_tokens"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&count); err != nil || count.InputTokens <= 0 {
		t.Errorf("count_tokens: %+v, %v; want a positive input_tokens", count, err)
	}

	resp, err := http.Get(f.srv.URL + "/v1/models")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var models struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&models); err != nil || len(models.Data) == 0 {
		t.Errorf("/v1/models: %+v, %v; want a non-empty list", models, err)
	}

	resp = f.post(t, "/api/something/new", `{}`)
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown path: status %d, want 404", resp.StatusCode)
	}
	if !strings.Contains(f.log.String(), "POST /api/something/new unknown") {
		t.Errorf("unknown path not logged; log:\n%s", f.log)
	}
}

func TestSSEParserRejectsMalformedStreams(t *testing.T) {
	bad := map[string]string{
		"no_name":        "data: {}\n\n",
		"unknown_field":  "event: x\nid: 1\ndata: {}\n\n",
		"split_data":     "event: x\ndata: {\ndata: }\n\n",
		"unterminated":   "event: x\ndata: {}\n",
		"data_after_end": "event: x\ndata: {}\n\nevent: y\n",
	}
	for name, in := range bad {
		if _, err := parseSSE(strings.NewReader(in)); err == nil {
			t.Errorf("%s: parseSSE(%q) accepted a malformed stream", name, in)
		}
	}
}
