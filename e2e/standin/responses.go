package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// The OpenAI Responses API, as Codex speaks it: POST /v1/responses with
// "stream": true, answered by server-sent events (response.created, one
// response.output_item.done per output item, response.completed). The first
// turn that offers a shell tool gets one function_call running the
// stand-in's command; the turn carrying its function_call_output is
// recorded and answered with a short message.

// callPrefix marks the call ids the stand-in hands out.
const callPrefix = "call_standin_"

type responsesRequest struct {
	Model  string            `json:"model"`
	Stream bool              `json:"stream"`
	Tools  []json.RawMessage `json:"tools"`
	Input  []json.RawMessage `json:"input"`
}

type responsesTool struct {
	Type string `json:"type"`
	Name string `json:"name"`
}

type responsesItem struct {
	Type   string          `json:"type"`
	CallID string          `json:"call_id"`
	Output json.RawMessage `json:"output"`
}

// shellCall is the function call that runs command with the shell tool
// Codex offers: exec_command takes "cmd", shell_command a "command" string,
// shell an argv.
func shellCall(tools []responsesTool, command string) (name string, args map[string]any, ok bool) {
	have := map[string]bool{}
	for _, t := range tools {
		have[t.Name] = true
	}
	switch {
	case have["shell_command"]:
		return "shell_command", map[string]any{"command": command}, true
	case have["exec_command"]:
		return "exec_command", map[string]any{"cmd": command}, true
	case have["shell"]:
		return "shell", map[string]any{"command": []string{"bash", "-lc", command}}, true
	}
	return "", nil, false
}

func (s *server) responses(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		writeJSON(w, http.StatusBadRequest, apiError("invalid_request_error", "unreadable body"))
		return
	}
	s.keepBody(body)
	var req responsesRequest
	if err := json.Unmarshal(body, &req); err != nil {
		s.logf("%s %s bad json: %v", r.Method, r.URL, err)
		writeJSON(w, http.StatusBadRequest, apiError("invalid_request_error", "body is not JSON"))
		return
	}
	var tools []responsesTool
	var names []string
	for _, raw := range req.Tools {
		var t responsesTool
		if json.Unmarshal(raw, &t) == nil {
			tools = append(tools, t)
			names = append(names, t.Name+"/"+t.Type)
		}
	}
	if results := callOutputs(req.Input); len(results) > 0 {
		for _, res := range results {
			s.recordResult(res)
		}
		s.logf("%s %s model=%s outputs=%d -> message", r.Method, r.URL, req.Model, len(results))
		s.responsesReply(w, map[string]any{"type": "message", "role": "assistant", "id": "msg_standin",
			"content": []map[string]any{{"type": "output_text", "text": "Done.", "annotations": []any{}}}})
		return
	}
	var in struct {
		Command string `json:"command"`
		Patch   string `json:"patch"`
		Workdir string `json:"workdir"`
	}
	json.Unmarshal(s.call.Input, &in)
	if s.call.Name == "apply_patch" {
		s.applyPatch(w, r, req.Model, tools, names, in.Patch)
		return
	}
	name, args, ok := shellCall(tools, in.Command)
	if ok && in.Workdir != "" {
		args["workdir"] = in.Workdir
	}
	if !ok || in.Command == "" {
		s.logf("%s %s model=%s tools=[%s] -> side text", r.Method, r.URL, req.Model, strings.Join(names, " "))
		s.responsesReply(w, map[string]any{"type": "message", "role": "assistant", "id": "msg_standin",
			"content": []map[string]any{{"type": "output_text", "text": "none", "annotations": []any{}}}})
		return
	}
	argText, _ := json.Marshal(args)
	id := s.nextCallID()
	s.logf("%s %s model=%s tools=[%s] -> function_call %s %s", r.Method, r.URL, req.Model, strings.Join(names, " "), id, name)
	s.responsesReply(w, map[string]any{"type": "function_call", "id": "fc_" + id, "call_id": id,
		"name": name, "arguments": string(argText)})
}

func (s *server) nextCallID() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls++
	return fmt.Sprintf("%s%02d", callPrefix, s.calls)
}

// callOutputs are the outputs of the stand-in's own calls in the input.
// Each turn resends the whole conversation, so only a call not yet
// recorded counts: the last item must be one of the outputs.
func callOutputs(input []json.RawMessage) []Result {
	if len(input) == 0 {
		return nil
	}
	var last responsesItem
	if json.Unmarshal(input[len(input)-1], &last) != nil || !strings.HasSuffix(last.Type, "_output") {
		return nil
	}
	var out []Result
	for _, raw := range input {
		var it responsesItem
		if json.Unmarshal(raw, &it) != nil || !strings.HasSuffix(it.Type, "_output") || !strings.HasPrefix(it.CallID, callPrefix) {
			continue
		}
		out = append(out, Result{ToolUseID: it.CallID, Text: outputText(it.Output)})
	}
	return out
}

// outputText is a function_call_output's output: a string, or content
// items with text.
func outputText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) == nil {
		var b strings.Builder
		for _, p := range parts {
			b.WriteString(p.Text)
		}
		return b.String()
	}
	return string(raw)
}

func (s *server) responsesReply(w http.ResponseWriter, item map[string]any) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	var buf bytes.Buffer
	resp := map[string]any{"id": "resp_standin", "object": "response", "status": "in_progress", "output": []any{}}
	event(&buf, "response.created", map[string]any{"type": "response.created", "response": resp})
	event(&buf, "response.output_item.added", map[string]any{"type": "response.output_item.added", "output_index": 0, "item": item})
	event(&buf, "response.output_item.done", map[string]any{"type": "response.output_item.done", "output_index": 0, "item": item})
	done := map[string]any{"id": "resp_standin", "object": "response", "status": "completed", "output": []any{item},
		"usage": map[string]any{"input_tokens": 10, "input_tokens_details": map[string]any{"cached_tokens": 0},
			"output_tokens": 10, "output_tokens_details": map[string]any{"reasoning_tokens": 0}, "total_tokens": 20}}
	event(&buf, "response.completed", map[string]any{"type": "response.completed", "response": done})
	w.Write(buf.Bytes())
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}

// applyPatch asks for Codex's apply_patch tool: a custom (freeform) tool
// whose input is the patch text, or a function taking {"input": patch}.
func (s *server) applyPatch(w http.ResponseWriter, r *http.Request, model string, tools []responsesTool, names []string, patch string) {
	for _, t := range tools {
		if t.Name != "apply_patch" {
			continue
		}
		id := s.nextCallID()
		s.logf("%s %s model=%s tools=[%s] -> apply_patch %s (%s)", r.Method, r.URL, model, strings.Join(names, " "), id, t.Type)
		if t.Type == "custom" {
			s.responsesReply(w, map[string]any{"type": "custom_tool_call", "id": "ctc_" + id, "call_id": id,
				"name": "apply_patch", "input": patch})
			return
		}
		args, _ := json.Marshal(map[string]string{"input": patch})
		s.responsesReply(w, map[string]any{"type": "function_call", "id": "fc_" + id, "call_id": id,
			"name": "apply_patch", "arguments": string(args)})
		return
	}
	s.logf("%s %s model=%s tools=[%s] -> side text (no apply_patch offered)", r.Method, r.URL, model, strings.Join(names, " "))
	s.responsesReply(w, map[string]any{"type": "message", "role": "assistant", "id": "msg_standin",
		"content": []map[string]any{{"type": "output_text", "text": "none", "annotations": []any{}}}})
}
