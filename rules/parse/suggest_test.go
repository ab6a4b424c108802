package parse

import "testing"

func TestSuggest(t *testing.T) {
	tests := []struct {
		word  string
		known []string
		want  string
	}{
		{"Reed", KnownTools, "Read"},
		{"bash", KnownTools, "Bash"},
		{"WebFech", KnownTools, "WebFetch"},
		{"Frobnicate", KnownTools, ""},
		{"Read", KnownTools, ""}, // known: nothing to suggest
		{"deni", []string{"deny", "ask", "allow"}, "deny"},
		{"alow", []string{"deny", "ask", "allow"}, "allow"},
		{"gti", []string{"git", "fs"}, "git"}, // a transposition is one edit
		{"acceptEdit", KnownModes(), "acceptEdits"},
		{"plna", KnownModes(), "plan"},
		{"xyz", []string{"deny", "ask", "allow"}, ""},
	}
	for _, tt := range tests {
		if got := Suggest(tt.word, tt.known); got != tt.want {
			t.Errorf("Suggest(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

func TestSchemaKeys(t *testing.T) {
	for table, want := range map[string]string{"": "permissions", "rule": "match", "agent.reviewer": "read_only", "floor": "protect_write"} {
		if got := Suggest(want+"x", schemaKeys(table)); got != want {
			t.Errorf("Suggest(%q, schemaKeys(%q)) = %q, want %q", want+"x", table, got, want)
		}
	}
}

// TestKnownTool keeps the switch and the list in step.
func TestKnownTool(t *testing.T) {
	for _, n := range KnownTools {
		if !KnownTool(n) {
			t.Errorf("KnownTool(%q) = false; it is in KnownTools", n)
		}
	}
	for _, n := range []string{"Reed", "bash", "mcp", ""} {
		if KnownTool(n) {
			t.Errorf("KnownTool(%q) = true", n)
		}
	}
}

func TestSuggestTool(t *testing.T) {
	for in, want := range map[string]string{
		"Reed":                  "Read",
		"mcp_github":            "mcp__github",
		"mcp_github_get_issue":  "mcp__github__get_issue",
		"mcp_github__get_issue": "mcp__github__get_issue",
		"Frobnicate":            "",
		"notebookedit":          "NotebookEdit",
	} {
		if got := SuggestTool(in); got != want {
			t.Errorf("SuggestTool(%q) = %q, want %q", in, got, want)
		}
	}
}
