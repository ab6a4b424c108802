package parse

import (
	"reflect"
	"slices"
	"strings"

	"github.com/pregate/pregate/rules"
)

// Suggestions for misspelt names: lint shows them next to the finding
// ("unknown tool "Reed"; did you mean Read?"). Nothing here runs for a
// policy that loads cleanly except the tool-name look-up of pattern.

// KnownTools are the tool names rule strings may name besides MCP tools:
// Claude Code's built-in tools and the legacy aliases its rules accept.
var KnownTools = []string{
	"Agent", "AskUserQuestion", "Bash", "BashOutput", "Cd", "Edit", "EnterPlanMode",
	"ExitPlanMode", "Glob", "Grep", "KillBash", "KillShell", "LSP", "ListMcpResources",
	"ListMcpResourcesTool", "Monitor", "MultiEdit", "NotebookEdit", "NotebookRead",
	"PowerShell", "Read", "ReadMcpResource", "ReadMcpResourceTool", "SendUserMessage",
	"Skill", "SlashCommand", "Task", "TaskCreate", "TaskGet", "TaskList", "TaskOutput",
	"TaskStop", "TaskUpdate", "TodoWrite", "ToolSearch", "WebFetch", "WebSearch", "Write",
}

// KnownModes are Claude Code's permission modes, sorted.
func KnownModes() []string {
	out := make([]string, 0, len(rules.Modes))
	for m := range rules.Modes {
		out = append(out, m)
	}
	slices.Sort(out)
	return out
}

// KnownTool reports whether name is a tool rules may name: one of
// KnownTools, an MCP name or a tool-name glob. A switch, not a map: the
// hook calls it for every rule it loads, and a map would be built at start.
func KnownTool(name string) bool {
	switch name {
	case "Agent", "AskUserQuestion", "Bash", "BashOutput", "Cd", "Edit", "EnterPlanMode",
		"ExitPlanMode", "Glob", "Grep", "KillBash", "KillShell", "LSP", "ListMcpResources",
		"ListMcpResourcesTool", "Monitor", "MultiEdit", "NotebookEdit", "NotebookRead",
		"PowerShell", "Read", "ReadMcpResource", "ReadMcpResourceTool", "SendUserMessage",
		"Skill", "SlashCommand", "Task", "TaskCreate", "TaskGet", "TaskList", "TaskOutput",
		"TaskStop", "TaskUpdate", "TodoWrite", "ToolSearch", "WebFetch", "WebSearch", "Write":
		return true
	}
	return strings.HasPrefix(name, "mcp__") || strings.Contains(name, "*")
}

// Suggest returns the entry of known closest to word when it is close
// enough to be a likely misspelling (same letters in another case, or an
// edit distance of at most a third of the word, and at least 1), else "".
func Suggest(word string, known []string) string {
	best, bestD := "", -1
	limit := max(1, len(word)/3)
	for _, k := range known {
		if k == word {
			return ""
		}
		d := editDistance(strings.ToLower(word), strings.ToLower(k))
		if d == 0 {
			return k
		}
		if d <= limit && (bestD < 0 || d < bestD) {
			best, bestD = k, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b,
// in bytes: insertions, deletions, substitutions and transpositions of
// adjacent bytes ("gti" is one from "git").
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// schemaKeys returns the keys the policy schema allows inside table (a
// dotted path without array indices: "", "rule", "agent.reviewer").
func schemaKeys(table string) []string {
	t := reflect.TypeFor[fileDoc]()
	if table != "" {
		for _, part := range strings.Split(table, ".") {
			for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
				t = t.Elem()
			}
			switch t.Kind() {
			case reflect.Map:
				t = t.Elem() // [agent.NAME]: any name
				continue
			case reflect.Struct:
			default:
				return nil
			}
			f, ok := structField(t, part)
			if !ok {
				return nil
			}
			t = f.Type
		}
	}
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for i := range t.NumField() {
		if tag := t.Field(i).Tag.Get("toml"); tag != "" {
			out = append(out, tag)
		}
	}
	return out
}

func structField(t reflect.Type, key string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		if f := t.Field(i); f.Tag.Get("toml") == key {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// SuggestTool returns the tool name an unknown name most likely meant: a
// built-in tool close to it, or the MCP spelling of "mcp_server_tool"
// written with single underscores; "" when there is none.
func SuggestTool(name string) string {
	if rest, ok := strings.CutPrefix(name, "mcp_"); ok && !strings.HasPrefix(rest, "_") && rest != "" {
		if i := strings.Index(rest, "__"); i < 0 {
			if j := strings.IndexByte(rest, '_'); j > 0 {
				return "mcp__" + rest[:j] + "__" + rest[j+1:]
			}
		}
		return "mcp__" + rest
	}
	return Suggest(name, KnownTools)
}

// knownTool is KnownTool, for the loader.
func knownTool(name string) bool { return KnownTool(name) }
