package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// The Gemini API, as Gemini CLI speaks it: POST
// /v1beta/models/MODEL:streamGenerateContent?alt=sse (and :generateContent
// for side queries), answered by server-sent "data:" lines, each a
// GenerateContentResponse. The first turn that declares the stand-in's tool
// gets one functionCall; the turn carrying its functionResponse is recorded
// and answered with text.

type geminiRequest struct {
	Contents []struct {
		Role  string       `json:"role"`
		Parts []geminiPart `json:"parts"`
	} `json:"contents"`
	Tools []struct {
		FunctionDeclarations []struct {
			Name string `json:"name"`
		} `json:"functionDeclarations"`
	} `json:"tools"`
}

type geminiPart struct {
	Text             string `json:"text,omitempty"`
	FunctionResponse *struct {
		ID       string          `json:"id"`
		Name     string          `json:"name"`
		Response json.RawMessage `json:"response"`
	} `json:"functionResponse,omitempty"`
}

func (s *server) gemini(w http.ResponseWriter, r *http.Request) {
	stream := strings.HasSuffix(r.URL.Path, ":streamGenerateContent")
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		writeJSON(w, http.StatusBadRequest, apiError("invalid_request_error", "unreadable body"))
		return
	}
	s.keepBody(body)
	var req geminiRequest
	if err := json.Unmarshal(body, &req); err != nil {
		s.logf("%s %s bad json: %v", r.Method, r.URL.Path, err)
		writeJSON(w, http.StatusBadRequest, apiError("invalid_request_error", "body is not JSON"))
		return
	}
	if n := len(req.Contents); n > 0 && req.Contents[n-1].Role == "user" {
		var results []Result
		for _, p := range req.Contents[n-1].Parts {
			if f := p.FunctionResponse; f != nil && strings.HasPrefix(f.ID, callPrefix) {
				var resp struct {
					Output string `json:"output"`
					Error  string `json:"error"`
				}
				json.Unmarshal(f.Response, &resp)
				text := resp.Output
				if resp.Error != "" {
					text = resp.Error
				}
				if text == "" {
					text = string(f.Response)
				}
				results = append(results, Result{ToolUseID: f.ID, IsError: resp.Error != "", Text: text})
			}
		}
		if len(results) > 0 {
			for _, res := range results {
				s.recordResult(res)
			}
			s.logf("%s %s functionResponse=%d -> text", r.Method, r.URL.Path, len(results))
			s.geminiReply(w, stream, map[string]any{"text": "Done."})
			return
		}
	}
	offered := false
	for _, t := range req.Tools {
		for _, d := range t.FunctionDeclarations {
			offered = offered || d.Name == s.call.Name
		}
	}
	if !offered || !stream {
		s.logf("%s %s stream=%t offered=%t -> side text", r.Method, r.URL.Path, stream, offered)
		s.geminiReply(w, stream, map[string]any{"text": "{}"})
		return
	}
	id := s.nextCallID()
	s.logf("%s %s -> functionCall %s %s", r.Method, r.URL.Path, id, s.call.Name)
	s.geminiReply(w, stream, map[string]any{"functionCall": map[string]any{"id": id, "name": s.call.Name, "args": s.call.Input}})
}

func (s *server) geminiReply(w http.ResponseWriter, stream bool, part map[string]any) {
	resp := map[string]any{
		"candidates": []any{map[string]any{
			"content":      map[string]any{"role": "model", "parts": []any{part}},
			"finishReason": "STOP",
			"index":        0,
		}},
		"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 10, "totalTokenCount": 20},
		"modelVersion":  "gemini-standin",
	}
	if !stream {
		writeJSON(w, http.StatusOK, resp)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	b, _ := json.Marshal(resp)
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "data: %s\r\n\r\n", b)
	w.Write(buf.Bytes())
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}
