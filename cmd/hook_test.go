package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHookBadInputDenies feeds runHook every kind of input it cannot read
// and checks the protocol: exit 2, exactly one JSON deny on stdout, exactly
// one line on stderr. Exit 1 or a stray byte on stdout would let the call
// through in Claude Code.
func TestHookBadInputDenies(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	t.Setenv("PREGATE_MANAGED_DIR", t.TempDir())
	t.Setenv("PREGATE_CLAUDE_MANAGED_DIR", t.TempDir())
	t.Setenv("CLAUDE_PROJECT_DIR", "")
	cwd := t.TempDir()
	valid := `{"session_id":"s","cwd":"` + cwd + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`
	tests := []struct {
		name  string
		input string
		want  string // in stderr
	}{
		{"empty", "", "empty event"},
		{"whitespace", " \n\t", "empty event"},
		{"truncated", valid[:len(valid)/2], "truncated"},
		{"not_json", "rm -rf /", "not a JSON object"},
		{"json_array", `[{"tool_name":"Bash"}]`, "not a JSON object"},
		{"json_string", `"Bash"`, "not a JSON object"},
		{"null", `null`, "null"},
		{"trailing_garbage", valid + `{"tool_name":"Read"}`, "trailing data"},
		{"wrong_type_tool_name", `{"cwd":"/","tool_name":5,"tool_input":{}}`, "tool_name"},
		{"wrong_type_tool_input", `{"cwd":"/","tool_name":"Bash","tool_input":"ls"}`, "tool_input"},
		{"missing_tool_name", `{"cwd":"/","tool_input":{"command":"ls"}}`, "no tool_name"},
		{"blank_tool_name", `{"cwd":"/","tool_name":"  ","tool_input":{}}`, "no tool_name"},
		{"nul_byte", strings.Replace(valid, `"ls"`, "\"l\x00s\"", 1), "NUL"},
		{"oversized", `{"cwd":"/","tool_name":"Bash","tool_input":{"command":"` + strings.Repeat("a", 5<<20) + `"}}`, "larger than"},
		{"bash_without_command", `{"cwd":"` + cwd + `","tool_name":"Bash","tool_input":{}}`, "no string command"},
		{"bash_command_not_string", `{"cwd":"` + cwd + `","tool_name":"Bash","tool_input":{"command":["rm","-rf","/"]}}`, "no string command"},
		{"read_without_path", `{"cwd":"` + cwd + `","tool_name":"Read","tool_input":{}}`, "no string file_path"},
		{"relative_cwd", `{"cwd":"relative/dir","tool_name":"Bash","tool_input":{"command":"ls"}}`, "not an absolute path"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := runHook(hookParams{}, strings.NewReader(tt.input), &stdout, &stderr)
			if code != 2 {
				t.Errorf("exit code = %d, want 2", code)
			}
			assertOneDeny(t, stdout.Bytes())
			lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
			if len(lines) != 1 || !strings.HasPrefix(lines[0], "pregate: ") {
				t.Errorf("stderr = %q, want exactly one line starting with \"pregate: \"", stderr.String())
			}
			if !strings.Contains(stderr.String(), tt.want) {
				t.Errorf("stderr = %q, want it to mention %q", stderr.String(), tt.want)
			}
		})
	}
}

// assertOneDeny checks that out is exactly one JSON object, a PreToolUse
// deny with both reasons, followed by one newline.
func assertOneDeny(t *testing.T, out []byte) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(out))
	var o struct {
		HookSpecificOutput struct {
			HookEventName            string `json:"hookEventName"`
			PermissionDecision       string `json:"permissionDecision"`
			PermissionDecisionReason string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
		SystemMessage string `json:"systemMessage"`
	}
	if err := dec.Decode(&o); err != nil {
		t.Fatalf("stdout %q is not a JSON object: %v", out, err)
	}
	if dec.More() || !bytes.HasSuffix(out, []byte("}\n")) || bytes.Count(out, []byte("\n")) != 1 {
		t.Errorf("stdout %q is not exactly one JSON object and a newline", out)
	}
	h := o.HookSpecificOutput
	if h.HookEventName != "PreToolUse" || h.PermissionDecision != "deny" {
		t.Errorf("stdout = %s, want a PreToolUse deny", out)
	}
	if h.PermissionDecisionReason == "" || o.SystemMessage == "" {
		t.Errorf("stdout = %s, want both an agent reason and an operator message", out)
	}
}

// TestHookRootSameAsFullTree: `pregate hook` builds only its own command
// under the root; its help and argument errors must read as they do in
// the full command tree.
func TestHookRootSameAsFullTree(t *testing.T) {
	run := func(root interface {
		SetArgs([]string)
		SetOut(io.Writer)
		SetErr(io.Writer)
		Execute() error
	}, args ...string) string {
		var out bytes.Buffer
		root.SetArgs(args)
		root.SetOut(&out)
		root.SetErr(&out)
		if err := root.Execute(); err != nil {
			fmt.Fprintf(&out, "error: %v", err)
		}
		return out.String()
	}
	for _, args := range [][]string{{"hook", "--help"}, {"hook", "-h"}, {"hook", "extra-arg"}, {"hook", "help"}} {
		full := run(newRootCmd(), args...)
		hookOnly := newRootBase()
		hookOnly.AddCommand(newHookCmd())
		if full == "" {
			t.Fatalf("%q: no output from the full tree", args)
		}
		if diff := cmp.Diff(full, run(hookOnly, args...)); diff != "" {
			t.Errorf("%q: (-full +hook only)\n%s", args, diff)
		}
	}
}
