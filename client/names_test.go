package client

import (
	"maps"
	"testing"
)

// TestToolNameSwitches: copilotTool and cursorTool give, for every name,
// what the tables they replaced gave, and nothing for any other name.
func TestToolNameSwitches(t *testing.T) {
	path := map[string]string{"path": "file_path"}
	copilot := map[string]struct {
		tool  string
		names map[string]string
	}{
		"bash": {"Bash", nil}, "powershell": {"PowerShell", nil},
		"create": {"Write", path}, "edit": {"Edit", path}, "view": {"Read", path},
		"glob": {"Glob", nil}, "grep": {"Grep", nil}, "web_fetch": {"WebFetch", nil}, "task": {"Agent", nil},
	}
	cursor := map[string]string{
		"Shell": "Bash", "Terminal": "Bash",
		"Read": "Read", "Write": "Write", "Edit": "Edit", "MultiEdit": "Edit",
		"StrReplace": "Edit", "Delete": "Write",
		"Grep": "Grep", "Glob": "Glob", "LS": "LS",
		"Task": "Agent", "WebFetch": "WebFetch", "WebSearch": "WebSearch",
	}
	var names []string
	for n := range copilot {
		names = append(names, n)
	}
	for n := range cursor {
		names = append(names, n)
	}
	names = append(names, "", "Bash", "BASH", "shell", "read", "mcp__x__y", "apply_patch")
	for _, n := range names {
		want, wantOK := copilot[n]
		tool, renames, ok := copilotTool(n)
		if ok != wantOK || tool != want.tool || !maps.Equal(renames, want.names) || (renames == nil) != (want.names == nil) {
			t.Errorf("copilotTool(%q) = %q %v %v, want %q %v %v", n, tool, renames, ok, want.tool, want.names, wantOK)
		}
		wantC, wantOK := cursor[n]
		if got, ok := cursorTool(n); ok != wantOK || got != wantC {
			t.Errorf("cursorTool(%q) = %q %v, want %q %v", n, got, ok, wantC, wantOK)
		}
	}
}
