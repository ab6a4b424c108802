package audit

import (
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkHookAppend is what one hook process pays for its record: open,
// lock, check, write, close.
func BenchmarkHookAppend(b *testing.B) {
	path := filepath.Join(b.TempDir(), "audit.jsonl")
	r := sampleRecords()[1]
	for b.Loop() {
		l, err := Open(path, DefaultOptions())
		if err != nil {
			b.Fatal(err)
		}
		if err := l.Append(r); err != nil {
			b.Fatal(err)
		}
		l.Close()
	}
}

// BenchmarkRedactClean is the common case: a command with no secret, where
// only the substring checks run.
func BenchmarkRedactClean(b *testing.B) {
	s := "cd /home/bob/project && go test ./... 2>&1 | tail -n 40"
	for b.Loop() {
		Redact(s)
	}
}

// BenchmarkRedactSecret runs the regular expressions.
func BenchmarkRedactSecret(b *testing.B) {
	s := "GITHUB_TOKEN=" + fakeGitHub + " gh pr list --json number"
	for b.Loop() {
		Redact(s)
	}
}

// BenchmarkMarshalLargeWrite is a Write call with a megabyte of content
// full of words that trigger the assignment detector.
func BenchmarkMarshalLargeWrite(b *testing.B) {
	content := strings.Repeat("const apiKeyName = \"x\" // token pass key\n", 1<<20/42)
	r := &Record{ToolName: "Write", Decision: "allow", Input: map[string]any{"file_path": "/p/a.go", "content": content}}
	for b.Loop() {
		if _, err := Marshal(r, true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMarshalLargeSource is a Write of a megabyte of ordinary source,
// where one line in twenty mentions a key or a token.
func BenchmarkMarshalLargeSource(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		if i%20 == 0 {
			sb.WriteString("\tcacheKey := fmt.Sprintf(\"%s/%d\", name, id) // key of the entry\n")
		} else {
			sb.WriteString("\tif err := process(ctx, items[i]); err != nil { return err }\n")
		}
	}
	r := &Record{ToolName: "Write", Decision: "allow", Input: map[string]any{"file_path": "/p/a.go", "content": sb.String()}}
	for b.Loop() {
		if _, err := Marshal(r, true); err != nil {
			b.Fatal(err)
		}
	}
}
