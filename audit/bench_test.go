package audit

import (
	"path/filepath"
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
