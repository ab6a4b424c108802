package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
)

// toolUsePrefix marks the tool_use ids the stand-in hands out, so a
// tool_result can be told apart from anything else in the conversation.
const toolUsePrefix = "toolu_standin_"

// maxBody caps a request body; Claude Code's first turn carries its whole
// system prompt and tool list, which stays well below this.
const maxBody = 32 << 20

// Call is the one tool call the stand-in asks the client to make.
type Call struct {
	Name  string          // tool name, e.g. "Bash"
	Input json.RawMessage // the tool input object, sent as input_json_delta
}

// Result is one tool_result the client sent back, as recorded.
type Result struct {
	ToolUseID string `json:"tool_use_id"`
	IsError   bool   `json:"is_error"`
	Text      string `json:"text"`
}

// server answers the Messages API. It is safe for concurrent requests: the
// client sends side queries in parallel with the main turn.
type server struct {
	call   Call
	record io.Writer // one JSON Result per line
	log    io.Writer // one line per request
	bodies io.Writer // every /v1/messages body, one per line; may be nil

	mu    sync.Mutex
	calls int // tool_use blocks handed out so far
}

func newServer(call Call, record, log io.Writer) *server {
	return &server{call: call, record: record, log: log}
}

// keepBody appends a request body as one line, so a script can check what
// the model would have been shown.
func (s *server) keepBody(body []byte) {
	if s.bodies == nil {
		return
	}
	var line bytes.Buffer
	if json.Compact(&line, body) != nil {
		return // not JSON: rejected by the caller and logged there
	}
	line.WriteByte('\n')
	s.mu.Lock()
	defer s.mu.Unlock()
	s.bodies.Write(line.Bytes())
}

func (s *server) logf(format string, args ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.log, format+"\n", args...)
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path
	switch {
	case r.Method == http.MethodPost && path == "/v1/messages":
		s.messages(w, r)
	case r.Method == http.MethodPost && (path == "/v1/responses" || path == "/responses"):
		s.responses(w, r)
	case r.Method == http.MethodPost && strings.HasPrefix(path, "/v1beta/models/") &&
		(strings.HasSuffix(path, ":streamGenerateContent") || strings.HasSuffix(path, ":generateContent")):
		s.gemini(w, r)
	case r.Method == http.MethodPost && strings.HasSuffix(path, ":countTokens"):
		s.logf("%s %s", r.Method, r.URL)
		writeJSON(w, http.StatusOK, map[string]any{"totalTokens": 1000})
	case r.Method == http.MethodPost && path == "/v1/messages/count_tokens":
		s.logf("%s %s", r.Method, r.URL)
		writeJSON(w, http.StatusOK, map[string]any{"input_tokens": 1000})
	case r.Method == http.MethodGet && strings.HasPrefix(path, "/v1/models"):
		s.logf("%s %s", r.Method, r.URL)
		writeJSON(w, http.StatusOK, modelList())
	default:
		// Answer like the real API does for an endpoint it does not have;
		// the client treats that as "feature unavailable" and moves on.
		s.logf("%s %s unknown", r.Method, r.URL)
		writeJSON(w, http.StatusNotFound, apiError("not_found_error", "no such endpoint on the stand-in"))
	}
}

// request is the part of a Messages API request the stand-in looks at.
type request struct {
	Model    string    `json:"model"`
	Stream   bool      `json:"stream"`
	Tools    []tool    `json:"tools"`
	Messages []message `json:"messages"`
}

type tool struct {
	Name string `json:"name"`
}

type message struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"` // a string or a list of blocks
}

type block struct {
	Type      string          `json:"type"`
	Text      string          `json:"text"`
	ToolUseID string          `json:"tool_use_id"`
	IsError   bool            `json:"is_error"`
	Content   json.RawMessage `json:"content"` // a string or a list of blocks
}

func (s *server) messages(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		s.logf("%s %s read error: %v", r.Method, r.URL, err)
		writeJSON(w, http.StatusBadRequest, apiError("invalid_request_error", "unreadable body"))
		return
	}
	s.keepBody(body)
	var req request
	if err := json.Unmarshal(body, &req); err != nil {
		s.logf("%s %s bad json: %v", r.Method, r.URL, err)
		writeJSON(w, http.StatusBadRequest, apiError("invalid_request_error", "body is not JSON"))
		return
	}
	if req.Model == "" {
		req.Model = "claude-standin"
	}

	if results := standinResults(req.Messages); len(results) > 0 {
		for _, res := range results {
			s.recordResult(res)
		}
		s.logf("%s %s model=%s stream=%t tool_result=%d -> end_turn", r.Method, r.URL, req.Model, req.Stream, len(results))
		s.reply(w, req, []contentBlock{{Type: "text", Text: "Done."}}, "end_turn")
		return
	}
	if offers(req.Tools, s.call.Name) {
		id := s.nextID()
		s.logf("%s %s model=%s stream=%t tools=%d -> tool_use %s %s", r.Method, r.URL, req.Model, req.Stream, len(req.Tools), id, s.call.Name)
		s.reply(w, req, []contentBlock{{Type: "tool_use", ID: id, Name: s.call.Name, Input: s.call.Input}}, "tool_use")
		return
	}
	// A side query (title, summary, classifier, command prefix): the
	// client only needs some well-formed answer.
	s.logf("%s %s model=%s stream=%t tools=%d -> side text", r.Method, r.URL, req.Model, req.Stream, len(req.Tools))
	s.reply(w, req, []contentBlock{{Type: "text", Text: "none"}}, "end_turn")
}

func (s *server) nextID() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls++
	return fmt.Sprintf("%s%02d", toolUsePrefix, s.calls)
}

func (s *server) recordResult(res Result) {
	line, err := json.Marshal(res)
	if err != nil {
		return // a struct of strings and a bool always marshals
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.record.Write(append(line, '\n'))
}

func offers(tools []tool, name string) bool {
	for _, t := range tools {
		if t.Name == name {
			return true
		}
	}
	return false
}

// standinResults returns the tool_results for the stand-in's own tool_use
// ids in the last user message; earlier turns were recorded when they came.
func standinResults(msgs []message) []Result {
	if len(msgs) == 0 {
		return nil
	}
	last := msgs[len(msgs)-1]
	if last.Role != "user" {
		return nil
	}
	var blocks []block
	if json.Unmarshal(last.Content, &blocks) != nil {
		return nil // plain string content: no tool_result
	}
	var out []Result
	for _, b := range blocks {
		if b.Type == "tool_result" && strings.HasPrefix(b.ToolUseID, toolUsePrefix) {
			out = append(out, Result{ToolUseID: b.ToolUseID, IsError: b.IsError, Text: flatten(b.Content)})
		}
	}
	return out
}

// flatten turns tool_result content (a string or a list of blocks) into text.
func flatten(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []block
	if json.Unmarshal(raw, &blocks) != nil {
		return string(raw)
	}
	var parts []string
	for _, b := range blocks {
		if b.Type == "text" {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// contentBlock is one block of an assistant reply.
type contentBlock struct {
	Type  string          `json:"type"`
	Text  string          `json:"text,omitempty"`
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name,omitempty"`
	Input json.RawMessage `json:"input,omitempty"`
}

func (s *server) reply(w http.ResponseWriter, req request, content []contentBlock, stop string) {
	if !req.Stream {
		msg := messageObject(req.Model, content, stop)
		writeJSON(w, http.StatusOK, msg)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("request-id", "req_standin")
	w.WriteHeader(http.StatusOK)
	var buf bytes.Buffer
	writeStream(&buf, req.Model, content, stop)
	w.Write(buf.Bytes())
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}

// messageObject is a complete, non-streamed assistant message.
func messageObject(model string, content []contentBlock, stop string) map[string]any {
	return map[string]any{
		"id":            "msg_standin",
		"type":          "message",
		"role":          "assistant",
		"model":         model,
		"content":       content,
		"stop_reason":   stop,
		"stop_sequence": nil,
		"usage":         map[string]any{"input_tokens": 10, "output_tokens": 10},
	}
}

// writeStream writes the server-sent events of one assistant message:
// message_start, then per block content_block_start, its deltas and
// content_block_stop, then message_delta with the stop reason and
// message_stop. A tool_use block starts with an empty input and delivers the
// input as input_json_delta, as the real API does.
func writeStream(w io.Writer, model string, content []contentBlock, stop string) {
	start := messageObject(model, []contentBlock{}, "")
	start["stop_reason"] = nil
	start["usage"] = map[string]any{"input_tokens": 10, "output_tokens": 1}
	event(w, "message_start", map[string]any{"type": "message_start", "message": start})
	for i, b := range content {
		switch b.Type {
		case "tool_use":
			event(w, "content_block_start", map[string]any{"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "tool_use", "id": b.ID, "name": b.Name, "input": map[string]any{}}})
			event(w, "content_block_delta", map[string]any{"type": "content_block_delta", "index": i,
				"delta": map[string]any{"type": "input_json_delta", "partial_json": string(b.Input)}})
		default:
			event(w, "content_block_start", map[string]any{"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "text", "text": ""}})
			event(w, "content_block_delta", map[string]any{"type": "content_block_delta", "index": i,
				"delta": map[string]any{"type": "text_delta", "text": b.Text}})
		}
		event(w, "content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	event(w, "message_delta", map[string]any{"type": "message_delta",
		"delta": map[string]any{"stop_reason": stop, "stop_sequence": nil},
		"usage": map[string]any{"output_tokens": 10}})
	event(w, "message_stop", map[string]any{"type": "message_stop"})
}

func event(w io.Writer, name string, data any) {
	b, err := json.Marshal(data)
	if err != nil {
		panic(err) // only maps of plain values reach here
	}
	fmt.Fprintf(w, "event: %s\ndata: %s\n\n", name, b)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func apiError(kind, msg string) map[string]any {
	return map[string]any{"type": "error", "error": map[string]any{"type": kind, "message": msg}}
}

func modelList() map[string]any {
	ids := []string{"claude-sonnet-4-5", "claude-opus-4-5", "claude-haiku-4-5"}
	var data []map[string]any
	for _, id := range ids {
		data = append(data, map[string]any{"type": "model", "id": id, "display_name": id, "created_at": "2025-01-01T00:00:00Z"})
	}
	return map[string]any{"data": data, "has_more": false, "first_id": ids[0], "last_id": ids[len(ids)-1]}
}
