package hook

import (
	"bytes"
	"encoding/base64"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAgreesWithJavaScript is the differential test against the reader
// Claude Code's own code uses: node's JSON.parse over the bytes decoded as
// UTF-8. For every event Parse accepts, JSON.parse must accept it too and
// see the same tool_name, tool_input, cwd and permission_mode. Where the
// two would differ (duplicates, which JSON.parse resolves to the last;
// invalid UTF-8, which Buffer decoding replaces), Parse must refuse.
func TestAgreesWithJavaScript(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	cases := []string{
		`{"tool_name":"Bash","tool_input":{"command":"ls","timeout":120000},"cwd":"/p","permission_mode":"default"}`,
		`{"tool_name":"Bash","tool_input":{"command":"echo \u2028\u2029 \ud83d\ude00 \u00e9 e\u0301"}}`,
		`{"tool_name":"Bash","tool_input":{"command":"a\\b\"c\/d\b\f\n\r\t"}}`,
		`{"tool_name":"x","tool_input":{"n":[0,-0,1e308,-1e-308,5e-324,12345678901234567890,1.0000000000000002,0.1]}}`,
		`{"tool_name":"x","tool_input":{"deep":{"a":[{"b":{"c":[null,true,false,""]}}]}}}`,
		`{"tool_name":"Read","Tool_Name":"Bash","tool_input":{"file_path":"/x"}}`,
		`{"tool_name":"Bash","tool_input":{"command":"ls","command":"rm -rf ~"}}`,
		`{"tool_name":"Bash","tool_input":{"command":"ls"},"tool_input":{"command":"rm -rf ~"}}`,
		"{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"rm \xff -rf\"}}",
		"{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"\xc0\xafetc\"}}",
		`{"tool_name":"Bash","tool_input":{"command":"ls \ud800"}}`,
		"\ufeff{\"tool_name\":\"Bash\",\"tool_input\":{}}",
		" \t\r\n{\"tool_name\":\"Bash\",\"tool_input\":{}} \n",
	}
	seeds, _ := filepath.Glob("testdata/fuzz/FuzzParse/*")
	for _, f := range seeds {
		if b, err := os.ReadFile(f); err == nil {
			if data, ok := seedBytes(string(b)); ok {
				cases = append(cases, string(data))
			}
		}
	}
	var in bytes.Buffer
	for _, c := range cases {
		in.WriteString(base64.StdEncoding.EncodeToString([]byte(c)) + "\n")
	}
	script := `
const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const l of lines) {
  const text = Buffer.from(l, 'base64').toString('utf8');
  try {
    const e = JSON.parse(text);
    const pick = {tool_name: e.tool_name, tool_input: e.tool_input, cwd: e.cwd, permission_mode: e.permission_mode};
    console.log('ok ' + Buffer.from(JSON.stringify(pick)).toString('base64'));
  } catch (err) {
    console.log('error');
  }
}`
	cmd := exec.Command(node, "-e", script)
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	got := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(got) != len(cases) {
		t.Fatalf("node answered %d lines for %d cases", len(got), len(cases))
	}
	accepted := 0
	for i, c := range cases {
		ev, perr := Parse([]byte(c))
		if perr != nil {
			continue
		}
		accepted++
		js, ok := strings.CutPrefix(got[i], "ok ")
		if !ok {
			t.Errorf("Parse accepted %q, JSON.parse refused it", c)
			continue
		}
		raw, _ := base64.StdEncoding.DecodeString(js)
		tree, err := readTree(raw)
		if err != nil {
			t.Fatalf("reading node's answer %s: %v", raw, err)
		}
		m := tree.(map[string]any)
		str := func(k string) string { s, _ := m[k].(string); return s }
		input, _ := m["tool_input"].(map[string]any)
		if input == nil {
			input = map[string]any{}
		}
		name := ev.ToolName
		if ev.ToolAlias != "" {
			name = ev.ToolAlias
		}
		want := []any{str("tool_name"), input, str("cwd"), str("permission_mode")}
		have := []any{name, ev.ToolInput, ev.Cwd, ev.PermissionMode}
		if diff := cmp.Diff(want, have); diff != "" {
			t.Errorf("Parse and JSON.parse disagree on %q (-js +pregate):\n%s", c, diff)
		}
	}
	if accepted < 5 {
		t.Errorf("only %d cases accepted: the comparison covers too little", accepted)
	}
}

// seedBytes reads the []byte value of a Go fuzz corpus file.
func seedBytes(file string) ([]byte, bool) {
	lines := strings.Split(file, "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[1], "[]byte(") {
		return nil, false
	}
	lit := strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")")
	s, err := unquoteGo(lit)
	return []byte(s), err == nil
}

func unquoteGo(lit string) (string, error) { return strconv.Unquote(lit) }
