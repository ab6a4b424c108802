package gate

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/hook"
)

func TestInputPaths(t *testing.T) {
	tests := []struct {
		name    string
		input   map[string]any
		byValue bool
		want    []inputPath
	}{
		{
			name:  "named_fields",
			input: map[string]any{"path": "a", "file_path": "/b", "targetDir": "c", "cwd": "/d", "title": "/not/named"},
			want:  []inputPath{{"/cwd", "/d"}, {"/file_path", "/b"}, {"/path", "a"}, {"/targetDir", "c"}},
		},
		{
			name:  "arrays_and_nesting",
			input: map[string]any{"paths": []any{"x", "y"}, "edits": []any{map[string]any{"file_path": "/z", "old_string": "/q"}}},
			want:  []inputPath{{"/edits/0/file_path", "/z"}, {"/paths/0", "x"}, {"/paths/1", "y"}},
		},
		{
			name:    "by_value",
			input:   map[string]any{"a": "~/.ssh/id_rsa", "b": "./x", "c": "hello /etc", "d": "https://h/p", "e": "/etc/passwd\nls"},
			byValue: true,
			want:    []inputPath{{"/a", "~/.ssh/id_rsa"}, {"/b", "./x"}},
		},
		{
			name:  "file_uri_anywhere",
			input: map[string]any{"note": "file:///home/u/.netrc", "link": "file://localhost/etc/shadow", "esc": "file:///home/u/%2Essh/id_rsa"},
			want:  []inputPath{{"/esc", "/home/u/.ssh/id_rsa"}, {"/link", "/etc/shadow"}, {"/note", "/home/u/.netrc"}},
		},
		{
			// A tool that resolves its path (Node's path.resolve, as the
			// filesystem server does) folds these down to the key.
			name: "resolved_by_the_tool",
			input: map[string]any{
				"long":  "/." + strings.Repeat("/.", 2100) + "/home/u/.ssh/id_rsa",
				"climb": "sub/../../home/u/.ssh/id_rsa",
				"x":     "hello sub/../../etc",
			},
			byValue: true,
			want:    []inputPath{{"/climb", "sub/../../home/u/.ssh/id_rsa"}, {"/long", "/." + strings.Repeat("/.", 2100) + "/home/u/.ssh/id_rsa"}},
		},
		{
			name: "named_odd_spellings",
			input: map[string]any{
				"path":        "a://b/../../../home/u/.ssh/id_rsa",
				"file_path":   "/home/u/.ssh/id_rsa\n",
				"destination": "sub/../../home/u/.ssh/authorized_keys",
				"source":      "notes.txt",
			},
			want: []inputPath{{"/destination", "sub/../../home/u/.ssh/authorized_keys"}, {"/file_path", "/home/u/.ssh/id_rsa"},
				{"/path", "a://b/../../../home/u/.ssh/id_rsa"}, {"/source", "notes.txt"}},
		},
		{
			name: "file_uri_forms",
			input: map[string]any{
				"a": "file://~/.ssh/id_rsa",
				"b": "file:/home/u/.netrc",
				"c": "file:~/.aws/credentials",
				"d": "FILE://host/home/u/%2Essh/id_rsa?x",
			},
			want: []inputPath{{"/a", "/.ssh/id_rsa"}, {"/a", "~/.ssh/id_rsa"}, {"/b", "/home/u/.netrc"}, {"/c", "~/.aws/credentials"},
				{"/d", "/home/u/.ssh/id_rsa"}, {"/d", "host/home/u/.ssh/id_rsa"}},
		},
		{
			name:  "other_scheme_not_a_path",
			input: map[string]any{"url": "https://example.com/x", "path": "s3://bucket/key"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := inputPaths(tt.input, tt.byValue)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("inputPaths mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestInputPathsCap(t *testing.T) {
	many := make([]any, maxInputPaths+1)
	for i := range many {
		many[i] = "p"
	}
	if _, err := inputPaths(map[string]any{"paths": many}, false); err == nil {
		t.Error("inputPaths accepted more than maxInputPaths paths")
	}
}

func TestVerbOf(t *testing.T) {
	for tool, want := range map[string]toolVerb{
		"mcp__filesystem__read_file":           verbRead,
		"mcp__filesystem__read_multiple_files": verbRead,
		"mcp__filesystem__write_file":          verbWrite,
		"mcp__fs__editFile":                    verbWrite,
		"mcp__fs__list_directory":              verbReadTree,
		"mcp__fs__get_settings":                verbRead,
		"mcp__db__format_report":               verbEither,
		"mcp__x__target_info":                  verbRead,
		"SendUserFile":                         verbEither,
	} {
		if got := verbOf(tool); got != want {
			t.Errorf("verbOf(%q) = %d, want %d", tool, got, want)
		}
	}
}

// TestToolInputPathsFloor: each spelling of a credential that a tool
// resolving its path (as the filesystem server does: expand ~, then
// path.resolve against its cwd) reaches is a floor deny of the MCP call,
// under a policy that allows the tool.
func TestToolInputPathsFloor(t *testing.T) {
	pol := loadCLI(t, filepath.Join(t.TempDir(), "allow-mcp.toml"), "version = 1\n[permissions]\nallow = [\"mcp__fs\"]\n", "/")
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	proj := filepath.Join(home, "proj")
	for _, tt := range []struct{ name, tool, input string }{
		{"long_dotted", "read_file", `{"path":"` + strings.Repeat("/.", 2100) + home + `/.ssh/id_rsa"}`},
		{"other_scheme_climbing", "read_file", `{"path":"a://b` + strings.Repeat("/..", 20) + home + `/.ssh/id_rsa"}`},
		{"trailing_newline", "read_file", `{"path":"~/.ssh/id_rsa\n"}`},
		{"file_uri_tilde_host", "read_file", `{"uri":"file://~/.ssh/id_rsa"}`},
		{"file_uri_one_slash", "read_file", `{"uri":"file:` + home + `/.ssh/id_rsa"}`},
		{"move_destination_climbing", "move_file", `{"source":"notes.txt","destination":"sub/../../.ssh/authorized_keys"}`},
		{"unnamed_key_climbing", "frobnicate", `{"x":"sub/../../.ssh/id_rsa"}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in, err := hook.ParseInput([]byte(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			res := Decide(Input{
				Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: proj, PermissionMode: "default", ToolName: "mcp__fs__" + tt.tool, ToolInput: in},
				Policy: pol, Home: home, Tmp: filepath.Join(dir, "tmp"), Env: map[string]string{"HOME": home},
			})
			if res.Decision != hook.Deny || res.Err != nil {
				t.Errorf("mcp__fs__%s %s: decision %s (%s), want a floor deny", tt.tool, tt.input, res.Decision, res.OperatorReason)
			}
		})
	}
}

// TestGlobPatternClimbs: a Glob whose relative pattern climbs out of its
// path lists the directory it reaches, as an absolute pattern does.
func TestGlobPatternClimbs(t *testing.T) {
	pol := loadCLI(t, filepath.Join(t.TempDir(), "allow-glob.toml"), "version = 1\n[permissions]\nallow = [\"Glob\"]\n", "/")
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	proj := filepath.Join(home, "proj")
	for _, in := range []map[string]any{
		{"pattern": "../.ssh/*"},
		{"pattern": "src/../../.ssh/id_*"},
		{"pattern": "../../.ssh/**", "path": "src"},
	} {
		res := Decide(Input{
			Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: proj, PermissionMode: "default", ToolName: "Glob", ToolInput: in},
			Policy: pol, Home: home, Tmp: filepath.Join(dir, "tmp"), Env: map[string]string{"HOME": home},
		})
		if res.Decision != hook.Deny || res.Err != nil {
			t.Errorf("Glob %v: decision %s (%s), want a floor deny", in, res.Decision, res.OperatorReason)
		}
	}
	res := Decide(Input{
		Event:  hook.Event{HookEventName: hook.PreToolUse, Cwd: proj, PermissionMode: "default", ToolName: "Glob", ToolInput: map[string]any{"pattern": "src/../lib/*.go"}},
		Policy: pol, Home: home, Tmp: filepath.Join(dir, "tmp"), Env: map[string]string{"HOME": home},
	})
	if res.Decision == hook.Deny {
		t.Errorf("Glob src/../lib/*.go inside the project: deny (%s)", res.OperatorReason)
	}
}
