package claude

import (
	"slices"
	"testing"
)

// The tables patternPrimaryField and patternToolFields were, as maps
// built at start-up: the reference they are held to.

// patternPrimaryFields are the input fields a Tool(param:value) rule may not
// name: Claude Code ignores such a rule with a startup warning.
var refPrimaryFields = map[string]bool{
	"command": true, "file_path": true, "path": true, "notebook_path": true, "url": true,
}

// patternToolFields are the top-level input fields of the built-in tools.
// For these tools "name:value" is a parameter rule only when name is one of
// them, so that Bash(git:* push) and Read(notes:v2.txt) keep their meaning.
var refToolFields = map[string][]string{
	"Bash":            {"command", "description", "timeout", "run_in_background", "dangerouslyDisableSandbox"},
	"PowerShell":      {"command", "description", "timeout", "run_in_background", "dangerouslyDisableSandbox"},
	"Monitor":         {"command", "description", "timeout"},
	"Read":            {"file_path", "offset", "limit", "pages", "allow_large"},
	"Write":           {"file_path", "content"},
	"Edit":            {"file_path", "old_string", "new_string", "replace_all"},
	"MultiEdit":       {"file_path", "edits"},
	"NotebookEdit":    {"notebook_path", "cell_id", "new_source", "cell_type", "edit_mode"},
	"Glob":            {"pattern", "path"},
	"Grep":            {"pattern", "path", "glob", "type", "output_mode", "-i", "-n", "-o", "-A", "-B", "-C", "context", "head_limit", "offset", "multiline"},
	"LSP":             {"file_path", "operation", "line", "character"},
	"WebFetch":        {"url", "prompt", "offset"},
	"WebSearch":       {"query", "allowed_domains", "blocked_domains"},
	"Agent":           {"prompt", "description", "subagent_type", "model", "run_in_background", "name", "team_name", "mode", "isolation"},
	"Skill":           {"skill", "args"},
	"TodoWrite":       {"todos"},
	"ExitPlanMode":    {"plan", "planFilePath", "allowedPrompts"},
	"AskUserQuestion": {"questions", "answers"},
}

// TestToolFieldsTables: the switches answer as the maps did, for every
// tool and field the maps name and for names they do not.
func TestToolFieldsTables(t *testing.T) {
	names := []string{"", "bash", "Task", "mcp__x__y", "FILE_PATH", "Bash ", "Notebook"}
	for tool, fields := range refToolFields {
		names = append(names, tool)
		names = append(names, fields...)
		got, known := patternToolFields(tool)
		if !known || !slices.Equal(got, fields) {
			t.Errorf("patternToolFields(%q) = %q, %v; want %q", tool, got, known, fields)
		}
	}
	for name := range refPrimaryFields {
		names = append(names, name)
	}
	for _, n := range names {
		if got, want := patternPrimaryField(n), refPrimaryFields[n]; got != want {
			t.Errorf("patternPrimaryField(%q) = %v, want %v", n, got, want)
		}
		if _, ok := refToolFields[n]; !ok {
			if got, known := patternToolFields(n); known || got != nil {
				t.Errorf("patternToolFields(%q) = %q, %v; want none", n, got, known)
			}
		}
	}
}
