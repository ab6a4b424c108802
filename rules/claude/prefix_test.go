package claude

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// TestPrefixMatch: a prefix path (act.Action.Prefix) matches a deny or
// ask path rule when some completion (one or more characters without a
// slash, the first a letter or a digit) could match it, and an allow
// rule only when every completion does.
func TestPrefixMatch(t *testing.T) {
	env := act.Env{Cwd: "/p", Home: "/h", Project: "/p"}
	tests := []struct {
		spec, prefix string
		deny, allow  bool
	}{
		{".env*", "/p/.en", true, false},
		{".env*", "/p/sub/.env", true, true},
		{".env*", "/p/sub/", false, false}, // a suffix starts with a letter or a digit
		{".env*", "/p/x", false, false},
		{"//s/**", "/s/x", true, true},
		{"//s/**", "/s/", true, true},
		{"//s/**", "/se", false, false},
		{"//s/**", "/", true, false}, // completes to /s
		{"//s/**", "/s", false, false},
		{"//o/part*", "/o/part", true, true},
		{"//o/part*", "/o/pa", true, false},
		{"//o/part*", "/o/pb", false, false},
		{"//o/p[0-9]*", "/o/p", true, false},
		{"//o/p[0-9]*", "/o/p1", true, true},
		{"//o/p[!0-9]x", "/o/pa", true, false},
		{"//o/p[!a-zA-Z0-9]x", "/o/p", false, false}, // no suffix starts so
		{"//o/k?y", "/o/k", true, false},
		{"//o/\\*", "/o/", false, false},
		{"//o/a/", "/o/a/b", true, true}, // a trailing slash: what is below the directory
		{"//o/a/", "/o/a", false, false}, // /o/aaa is not below /o/a
		{"~/.ssh/**", "/h/.ss", true, false},
		{"~/.ssh/id_*", "/h/.ssh/id_", true, true},
		{"~/.ssh/id_*", "/h/.ssh/i", true, false},
		{"//o/**/k*.pem", "/o/a/b/k", true, false},
		{"//o/**", "/o/a/b/k", true, true},
		{"//o/**/x", "/o/a/b/", true, false},
	}
	for _, tc := range tests {
		pp := pathParse(tc.spec, "")
		a := &act.Action{Kind: act.WriteAction, Tool: "Bash", Path: tc.prefix, Prefix: true}
		if got := pp.matchAction("Edit", a, env, hook.Deny); got != tc.deny {
			t.Errorf("deny Edit(%s) on prefix %s = %v, want %v", tc.spec, tc.prefix, got, tc.deny)
		}
		if got := pp.matchAction("Edit", a, env, hook.Allow); got != tc.allow {
			t.Errorf("allow Edit(%s) on prefix %s = %v, want %v", tc.spec, tc.prefix, got, tc.allow)
		}
	}
}
