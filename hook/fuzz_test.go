package hook

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/google/go-cmp/cmp"
)

// FuzzParse feeds Parse events and mutations of them aimed at the ways two
// readers can disagree: duplicated keys (exact, case-folded, Unicode
// folded), nested duplicates, broken and overlong UTF-8, lone surrogates,
// truncation. Each input must either fail — the caller's fail-closed deny
// — or decode to exactly what a strict reader sees: encoding/json/v2's
// Unmarshal (duplicates and invalid UTF-8 refused) with no two keys of one
// object equal under strings.EqualFold, read field by exact name.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"session_id":"s","cwd":"/p","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls","timeout":120000}}`,
		`{"tool_name":"Task","tool_input":null}`,
		`{"tool_name":"mcp__filesystem__read_file","tool_input":{"path":"~/.ssh/id_rsa"},"mcp_server":{"name":"filesystem","source":"user"}}`,
		`{"tool_name":"Grep","tool_input":{"pattern":"x","-i":true,"glob":".env","path":"/p"},"effort":{"level":"high"}}`,
		`{"hook_event_name":"PreSkillShellCommand","tool_name":"Bash","tool_input":{"command":"git status"},"command_name":"r","invoked_by":"user"}`,
		`{"tool_name":5}`, `[]`, `null`, ``, "{\"tool_name\":\"\x00\"}", `{"tool_name":"Read"} {}`,
	} {
		for op := range uint8(9) {
			f.Add([]byte(s), op, uint16(op*7))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, op uint8, at uint16) {
		data = mutate(data, op, int(at))
		ev, err := Parse(data)
		// Decode reads the same bytes with the event's strings parts of
		// its own buffer rather than copies: the same event, the same
		// error.
		dev, derr := Decode(bytes.NewReader(data))
		if (err == nil) != (derr == nil) || err != nil && err.Error() != derr.Error() || !cmp.Equal(ev, dev) {
			t.Fatalf("Decode and Parse disagree on %q: %v / %v\n%s", data, derr, err, cmp.Diff(ev, dev))
		}
		want, ok := strictRead(data)
		if !ok {
			if err == nil {
				t.Fatalf("Parse accepted an event a strict reader refuses: %q\n=> %+v", data, ev)
			}
			return
		}
		if err != nil {
			if reason := semanticProblem(want); reason != "" {
				return
			}
			t.Fatalf("Parse refused an event a strict reader accepts: %q: %v", data, err)
		}
		if reason := semanticProblem(want); reason != "" {
			t.Fatalf("Parse accepted an event with %s: %q", reason, data)
		}
		str := func(k string) string { s, _ := want[k].(string); return s }
		wantInput, _ := want["tool_input"].(map[string]any)
		if wantInput == nil {
			wantInput = map[string]any{}
		}
		name := str("tool_name")
		got := []any{ev.ToolName, ev.ToolAlias, ev.ToolInput, ev.Cwd, ev.PermissionMode, ev.HookEventName, ev.SessionID, ev.AgentType, ev.CommandName}
		exp := []any{CanonicalTool(name), aliasOf(name), wantInput, str("cwd"), str("permission_mode"), str("hook_event_name"), str("session_id"), str("agent_type"), str("command_name")}
		if diff := cmp.Diff(exp, got); diff != "" {
			t.Fatalf("Parse(%q) disagrees with the strict reader (-want +got):\n%s", data, diff)
		}
	})
}

func aliasOf(name string) string {
	if IsAlias(name) {
		return name
	}
	return ""
}

// strictRead is the reference reader: v2 Unmarshal with its default
// (strict) options, then the checks Unmarshal leaves to the caller.
func strictRead(data []byte) (map[string]any, bool) {
	if len(data) > MaxEventSize || bytes.IndexByte(data, 0) >= 0 {
		return nil, false
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, false
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, false
	}
	return m, clean(m, 0)
}

// clean reports whether no object under v has two keys equal under
// strings.EqualFold, no string holds a NUL, and nothing nests deeper than
// maxDepth.
func clean(v any, depth int) bool {
	switch v := v.(type) {
	case string:
		return !strings.ContainsRune(v, 0)
	case []any:
		if depth >= maxDepth {
			return false
		}
		for _, x := range v {
			if !clean(x, depth+1) {
				return false
			}
		}
	case map[string]any:
		if depth >= maxDepth {
			return false
		}
		keys := make([]string, 0, len(v))
		for k, x := range v {
			if strings.ContainsRune(k, 0) || !clean(x, depth+1) {
				return false
			}
			for _, o := range keys {
				if strings.EqualFold(o, k) {
					return false
				}
			}
			keys = append(keys, k)
		}
	}
	return true
}

// semanticProblem says why a well-formed event is still refused: no
// tool_name, or a known field of the wrong type.
func semanticProblem(m map[string]any) string {
	isStr := func(v any) bool { _, ok := v.(string); return ok || v == nil }
	isObj := func(v any) bool { _, ok := v.(map[string]any); return ok || v == nil }
	if s, _ := m["tool_name"].(string); strings.TrimSpace(s) == "" {
		return "no tool_name"
	}
	for _, k := range []string{"session_id", "transcript_path", "cwd", "prompt_id", "scratchpad_dir", "permission_mode",
		"hook_event_name", "tool_use_id", "agent_id", "agent_type", "command_name", "command_source", "invoked_by"} {
		if !isStr(m[k]) {
			return k + " not a string"
		}
	}
	for _, k := range []string{"tool_input", "mcp_server", "effort"} {
		if !isObj(m[k]) {
			return k + " not an object"
		}
	}
	for k, sub := range map[string][]string{"mcp_server": {"name", "source"}, "effort": {"level"}} {
		if o, ok := m[k].(map[string]any); ok {
			for _, f := range sub {
				if !isStr(o[f]) {
					return k + "." + f + " not a string"
				}
			}
		}
	}
	return ""
}

// mutate applies one of the disagreement-seeking edits to data; op 0 and
// ops past the last leave it as it is. at picks where.
func mutate(data []byte, op uint8, at int) []byte {
	keys := keyOffsets(data)
	pick := func() (int, int, bool) {
		if len(keys) == 0 {
			return 0, 0, false
		}
		k := keys[at%len(keys)]
		return k[0], k[1], true
	}
	insertAt := func(ins string) []byte {
		// After an object's "{", so the insertion is a member.
		var opens []int
		for i, c := range data {
			if c == '{' {
				opens = append(opens, i)
			}
		}
		if len(opens) == 0 {
			return data
		}
		i := opens[at%len(opens)] + 1
		sep := ","
		if j := skipSpace(data, i); j < len(data) && data[j] == '}' {
			sep = ""
		}
		return splice(data, i, i, ins+sep)
	}
	switch op % 9 {
	case 1: // the same key again, exactly
		if s, e, ok := pick(); ok {
			return insertAt(string(data[s:e]) + `:"dup"`)
		}
	case 2: // the same key again, upper-cased
		if s, e, ok := pick(); ok {
			return insertAt(strings.ToUpper(string(data[s:e])) + `:{"command":"rm -rf ~"}`)
		}
	case 3: // the same key again, with s/k spelled as ſ or the Kelvin sign
		if s, e, ok := pick(); ok {
			k := strings.NewReplacer("s", "ſ", "k", "\u212a").Replace(string(data[s:e]))
			return insertAt(k + `:1`)
		}
	case 4: // a key's letter upper-cased in place
		if s, e, ok := pick(); ok && e-s > 2 {
			out := bytes.Clone(data)
			i := s + 1 + at%(e-s-2)
			if c := out[i]; 'a' <= c && c <= 'z' {
				out[i] = c - 'a' + 'A'
			}
			return out
		}
	case 5: // a nested object with a duplicate
		return insertAt(`"n":{"a":[{"b":1,"b":2}]}`)
	case 6: // a broken or overlong UTF-8 sequence
		bad := []string{"\xff", "\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc3"}
		i := at % (len(data) + 1)
		return splice(data, i, i, bad[at%len(bad)])
	case 7: // a lone surrogate escape
		i := at % (len(data) + 1)
		return splice(data, i, i, `\ud800`)
	case 8: // truncated
		if len(data) > 0 {
			return data[:at%len(data)]
		}
	}
	return data
}

// keyOffsets finds the quoted strings followed by a colon: the keys, as
// [start, end) byte offsets including the quotes. It is for tests only, not
// a JSON reader: it ignores escapes.
func keyOffsets(data []byte) [][2]int {
	var out [][2]int
	for i := 0; i < len(data); i++ {
		if data[i] != '"' {
			continue
		}
		j := bytes.IndexByte(data[i+1:], '"')
		if j < 0 {
			break
		}
		end := i + 1 + j + 1
		if k := skipSpace(data, end); k < len(data) && data[k] == ':' && utf8.Valid(data[i:end]) {
			out = append(out, [2]int{i, end})
		}
		i = end - 1
	}
	return out
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

func splice(data []byte, i, j int, ins string) []byte {
	out := make([]byte, 0, len(data)+len(ins))
	out = append(out, data[:i]...)
	out = append(out, ins...)
	return append(out, data[j:]...)
}

// TestMutationsAreRefused checks that the fuzzer's edits do what they say
// on a known event: each duplicating edit of a key of the object it lands
// in is refused as a duplicate, each byte edit as invalid UTF-8.
func TestMutationsAreRefused(t *testing.T) {
	base := []byte(`{"tool_name":"Bash","tool_input":{"command":"ls"},"cwd":"/p"}`)
	// at 0 picks the first key ("tool_name") and the first "{".
	for _, tt := range []struct {
		op   uint8
		want error
	}{{1, ErrDuplicate}, {2, ErrDuplicate}, {5, ErrDuplicate}, {6, ErrUTF8}} {
		data := mutate(base, tt.op, 0)
		if tt.op == 6 {
			data = mutate(base, tt.op, 14) // inside "Bash"
		}
		_, err := Parse(data)
		if !errors.Is(err, tt.want) {
			t.Errorf("op %d: Parse(%q) = %v, want %v", tt.op, data, err, tt.want)
		}
	}
	// ſ for s: "session_id"-free base, so use a key with an s.
	data := mutate([]byte(`{"session_id":"a","tool_name":"Bash"}`), 3, 0)
	if _, err := Parse(data); !errors.Is(err, ErrDuplicate) {
		t.Errorf("op 3: Parse(%q) = %v, want a duplicate", data, err)
	}
}
