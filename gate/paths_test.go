package gate

import (
	"testing"

	"github.com/google/go-cmp/cmp"
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
