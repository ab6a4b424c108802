package load

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// FuzzSettingsImport is a differential test of the Claude Code settings
// import against a plain JSON reader, which, like Claude Code's
// JSON.parse, keeps the last of duplicated keys. Whatever the file, when it
// loads, every deny and ask rule Claude Code reads from it is a deny or
// ask rule of the policy (dropping one would fail open), and every allow
// rule of the policy is one Claude Code reads (allow rules at most).
func FuzzSettingsImport(f *testing.F) {
	for _, s := range []string{
		`{"permissions":{"allow":["Bash(npm run test:*)","Read(~/.zshrc)"],"deny":["Bash(curl:*)","Read(./.env)","Read(./secrets/**)"],"ask":["Bash(git push:*)"]}}`,
		`{"permissions":{"deny":["Bash(rm -rf *)"]},"permissions":{"allow":["Bash"]}}`,
		`{"permissions":{"allow":["Bash"],"allow":["Read"]}}`,
		`{"permissions":{"allow":["Read(**)","Read(!./.env)"],"deny":["Edit(!x)"]}}`,
		`{"permissions":{"allow":["Bash(x","WebFetch(domain:*.example.com)"],"deny":["mcp__github"]}}`,
		`{"permissions":{"deny":[1,"Bash(sudo *)"]}}`,
		`{"permissions":{"defaultMode":"acceptEdits","additionalDirectories":["../docs"],"deny":["Read(//etc/**)"]},"env":{"A":"b"}}`,
		"\xef\xbb\xbf{\"permissions\":{\"deny\":[\"Bash(rm *)\"]}}",
		`{"permissions":{"Deny":["Bash(rm *)"],"deny":[]}}`,
		`{"hooks":{"PreToolUse":[]}}`, `{}`, `[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		pol, err := parseFile("settings.json", src, act.Project, "/proj")
		if err != nil {
			return
		}
		// Into maps, not a struct: encoding/json matches struct fields
		// case-insensitively, and JSON.parse does not ("denY" is no
		// deny list).
		var doc map[string]any
		if json.Unmarshal(src, &doc) != nil {
			// A file Claude Code cannot read gives it no rule at all;
			// pregate reading one anyway (a byte order mark) may only
			// add deny and ask.
			for _, r := range pol.Rules {
				if r.Decision == hook.Allow {
					t.Fatalf("allow %q from a file JSON cannot read: %q", r.ID, src)
				}
			}
			return
		}
		has := func(d hook.Decision, text string) bool {
			for _, r := range pol.Rules {
				if r.Decision == d && r.ID == text {
					return true
				}
			}
			return false
		}
		perms, _ := doc["permissions"].(map[string]any)
		list := func(k string) []any { l, _ := perms[k].([]any); return l }
		for _, l := range []struct {
			d     hook.Decision
			texts []any
		}{{hook.Deny, list("deny")}, {hook.Ask, list("ask")}} {
			for _, v := range l.texts {
				text, ok := v.(string)
				if !ok || isException(text) {
					continue
				}
				if !has(l.d, text) {
					t.Fatalf("Claude Code reads %s %q from %q; the policy has no such rule", l.d, text, src)
				}
			}
		}
		for _, r := range pol.Rules {
			if r.Decision != hook.Allow {
				continue
			}
			found := false
			for _, v := range list("allow") {
				if s, ok := v.(string); ok && s == r.ID {
					found = true
				}
			}
			if !found {
				t.Fatalf("allow %q is not one Claude Code reads from %q", r.ID, src)
			}
		}
	})
}

// isException reports a Read(!x) or Edit(!x) entry: not a rule of its
// own, it takes a path out of the rules before it.
func isException(text string) bool {
	t := strings.TrimSpace(text)
	for _, p := range []string{"Read(!", "Read(./!", "Edit(!", "Edit(./!"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}
