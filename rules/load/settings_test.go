package load

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

func TestParseSettings(t *testing.T) {
	src := `{
  "model": "opus",
  "hooks": {"PreToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "pregate hook"}]}]},
  "permissions": {
    "allow": ["Bash(npm test *)"],
    "defaultMode": "default",
    "deny": [ "Bash(rm *)",
              "Read(/secrets/**)" ],
    "ask": ["WebFetch"]
  }
}`
	s, errs := parse.Settings(".claude/settings.json", []byte(src), act.Project, "/proj")
	if errs != nil {
		t.Fatal(errs)
	}
	mk := func(text string, d hook.Decision, line, col int) ruleView {
		return ruleView{ID: text, Decision: d, Patterns: []string{text}, Level: act.Project, Source: ".claude/settings.json", Line: line, Col: col}
	}
	want := []ruleView{
		mk("Bash(rm *)", hook.Deny, 7, 15),
		mk("Read(/secrets/**)", hook.Deny, 8, 15),
		mk("WebFetch", hook.Ask, 9, 13),
		mk("Bash(npm test *)", hook.Allow, 5, 15),
	}
	if diff := cmp.Diff(want, viewRules(s.Rules)); diff != "" {
		t.Errorf("rules mismatch (-want +got):\n%s", diff)
	}
}

func TestParseSettingsErrors(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		want     []string
		warnings []string
	}{
		{
			name: "syntax error",
			src:  "{\n  \"permissions\": {\n    \"deny\": [\"Bash(rm *)\",]\n  }\n}\n",
			want: []string{`s.json:3:27: invalid JSON: invalid character ']' looking for beginning of value`},
		},
		{
			name: "truncated",
			src:  "{\n  \"permissions\": {",
			want: []string{`s.json:2:18: invalid JSON: unexpected end of JSON input`},
		},
		{
			name: "not an object",
			src:  "\n  [1, 2]",
			want: []string{`s.json:2:3: settings must be a JSON object`},
		},
		{
			name: "permissions not an object",
			src:  `{"permissions": ["Bash"]}`,
			want: []string{`s.json:1:17: permissions must be an object`},
		},
		{
			name: "list not an array",
			src:  `{"permissions": {"deny": "Bash", "ask": [1, "Read"]}}`,
			want: []string{
				`s.json:1:26: permissions.deny must be an array of strings`,
				`s.json:1:42: permissions.ask: want a string`,
			},
		},
		{
			name:     "an allow the grammar rejects is dropped with a warning",
			src:      `{"permissions": {"allow": ["Bash(ls"]}}`,
			warnings: []string{`s.json:1:`},
		},
		{
			name: "a deny the grammar rejects is an error",
			src:  `{"permissions": {"deny": ["Bash(ls"]}}`,
			want: []string{`s.json:1:`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, errs := parse.Settings("s.json", []byte(tt.src), act.User, "/home/u/.claude")
			got := errLines(nilIfEmpty(errs))
			if tt.name == "a deny the grammar rejects is an error" {
				if len(got) != 1 || !strings.HasPrefix(got[0], tt.want[0]) {
					t.Errorf("errors = %q, want one starting %q", got, tt.want[0])
				}
				return
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("errors mismatch (-want +got):\n%s", diff)
			}
			if tt.warnings != nil {
				if s == nil || len(s.Warnings) != 1 || !strings.HasPrefix(s.Warnings[0].Error(), tt.warnings[0]) || len(s.Rules) != 0 {
					t.Errorf("want one warning starting %q and no rules, got %+v", tt.warnings[0], s)
				}
			}
		})
	}
}

func nilIfEmpty(e rules.LoadErrors) error {
	if len(e) == 0 {
		return nil
	}
	return e
}

func TestParseSettingsByteOrderMark(t *testing.T) {
	s, errs := parse.Settings("s.json", []byte("\xef\xbb\xbf{\"permissions\": {\"deny\": [\"Bash(rm *)\"]}}"), act.User, "/home/u/.claude")
	if errs != nil {
		t.Fatal(errs)
	}
	if diff := cmp.Diff([]string{"Bash(rm *)"}, ruleIDsOf(s.Rules)); diff != "" {
		t.Errorf("rules mismatch (-want +got):\n%s", diff)
	}
	if s.Rules[0].Col != 30 {
		t.Errorf("col = %d, want 30 (the BOM counts as bytes)", s.Rules[0].Col)
	}
}

func ruleIDsOf(rs []*rules.Rule) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.ID)
	}
	return out
}

// TestParseSettingsDuplicateKeys: Claude Code reads settings with
// JSON.parse, which keeps the last of duplicated keys, so only the last
// allow list of the last permissions object allows anything. Earlier deny
// and ask lists stay (stricter).
func TestParseSettingsDuplicateKeys(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string
	}{
		{"allow_twice", `{"permissions": {"allow": ["Bash(rm *)"], "deny": ["Bash(curl *)"], "allow": ["Bash(ls)"]}}`,
			[]string{"deny Bash(curl *)", "allow Bash(ls)"}},
		{"permissions_twice", `{"permissions": {"allow": ["Bash(rm *)"], "ask": ["WebFetch"]}, "model": "x", "permissions": {"deny": ["Bash(curl *)"]}}`,
			[]string{"deny Bash(curl *)", "ask WebFetch"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, errs := parse.Settings("s.json", []byte(tt.src), act.Project, "/p")
			if errs != nil {
				t.Fatal(errs)
			}
			var got []string
			for _, r := range s.Rules {
				got = append(got, string(r.Decision)+" "+r.ID)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("rules mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
