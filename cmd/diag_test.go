package cmd

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// isolate gives a test a home, state and managed directories of its own,
// and a working directory with no policy in it.
func isolate(t *testing.T) string {
	t.Helper()
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	t.Setenv("PREGATE_MANAGED_DIR", t.TempDir())
	t.Setenv("PREGATE_CLAUDE_MANAGED_DIR", t.TempDir())
	t.Setenv("CLAUDE_PROJECT_DIR", "")
	dir := t.TempDir()
	t.Chdir(dir)
	return dir
}

// failingWriter fails every write, as stdout does on a full disk or a
// closed pipe.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// failingReader fails every read, as stdin does when it is a directory.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) {
	return 0, errors.New("read /dev/stdin: is a directory")
}

// TestErrorPrintedOnce runs the program the way main does and checks that
// an error that ends a command is printed once, as one diagnostic line,
// with the exit code of its kind: a second print (a RunE that prints and
// returns the error too), a line without the prefix or the wrong code
// breaks it.
func TestErrorPrintedOnce(t *testing.T) {
	dir := isolate(t)
	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte("version = 1\n[[rule]]\nid = \"x\"\ndecision = \"deni\"\nmatch = [\"Bash(ls)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	logDir := filepath.Join(dir, "log.d")
	if err := os.Mkdir(logDir, 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		args       []string
		failStdout bool
		code       int
		want       string // in the one stderr line
	}{
		{name: "usage_unknown_flag", args: []string{"lint", "--no-such-flag", bad}, code: 2, want: "unknown flag: --no-such-flag"},
		{name: "usage_bad_value", args: []string{"lint", "--format", "xml", bad}, code: 2, want: `unknown format "xml"`},
		{name: "usage_stray_argument", args: []string{"version", "extra"}, code: 2, want: "unknown command"},
		{name: "load_error", args: []string{"check", "--policy", bad, "ls"}, code: 2, want: `policy: ` + bad + `:4:12: unknown decision "deni"`},
		{name: "io_error_reading_log", args: []string{"log", "stats", "--file", logDir}, code: 1, want: "is a directory"},
		{name: "io_error_writing_stdout", args: []string{"rules"}, failStdout: true, code: 2, want: "no space left on device"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, stderr bytes.Buffer
			var stdout io.Writer = &out
			if tt.failStdout {
				stdout = failingWriter{}
			}
			code := run(tt.args, strings.NewReader(""), stdout, &stderr)
			if code != tt.code {
				t.Errorf("run(%q) = exit %d, want %d (stderr %q)", tt.args, code, tt.code, stderr.String())
			}
			assertOneDiagnostic(t, stderr.String(), tt.want)
		})
	}
}

// TestErrorMultiLine: an error of several lines (a policy with several
// problems) prints each as its own diagnostic outside hook mode, and as one
// folded line in it.
func TestErrorMultiLine(t *testing.T) {
	dir := isolate(t)
	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte("version = 1\n[[rule]]\nid = \"x\"\ndecision = \"deni\"\nmatch = [\"Bash(ls)\"]\n[[rule]]\nid = \"y\"\ndecision = \"alow\"\nmatch = [\"Bash(ls)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"check", "--policy", bad, "ls"}, strings.NewReader(""), &stdout, &stderr); code != 2 {
		t.Errorf("check exit %d, want 2", code)
	}
	lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("check stderr = %q, want two lines, one per problem", stderr.String())
	}
	for i, want := range []string{`:4:12: unknown decision "deni"`, `:8:12: unknown decision "alow"`} {
		if !strings.HasPrefix(lines[i], "pregate: ") || !strings.Contains(lines[i], want) {
			t.Errorf("check stderr line %d = %q, want a diagnostic naming %q", i+1, lines[i], want)
		}
	}

	stdout.Reset()
	stderr.Reset()
	event := `{"session_id":"s","cwd":"` + dir + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`
	if code := run([]string{"hook", "--policy", bad}, strings.NewReader(event), &stdout, &stderr); code != 2 {
		t.Errorf("hook exit %d, want 2", code)
	}
	assertOneDeny(t, stdout.Bytes())
	assertOneDiagnostic(t, stderr.String(), `:4:12: unknown decision "deni"`)
	if !strings.Contains(stderr.String(), `:8:12: unknown decision "alow"`) {
		t.Errorf("hook stderr = %q, want both problems on its one line", stderr.String())
	}
}

// TestHookErrorPrintedOnce is TestErrorPrintedOnce in hook mode, where the
// contract is Claude Code's: one JSON deny on stdout, one diagnostic line
// on stderr, exit 2 — never 1, which lets the call through. Each row goes
// through run, the fast entry and the cobra command alike.
func TestHookErrorPrintedOnce(t *testing.T) {
	dir := isolate(t)
	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte("version = 1\n[[rule]]\nid = \"x\"\ndecision = \"deni\"\nmatch = [\"Bash(ls)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	event := `{"session_id":"s","cwd":"` + dir + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`
	tests := []struct {
		name      string
		args      []string
		failStdin bool
		code      int
		want      string
	}{
		{name: "usage_unknown_flag", args: []string{"hook", "--no-such-flag"}, code: 2, want: "usage: unknown flag: --no-such-flag"},
		{name: "usage_stray_argument", args: []string{"hook", "extra-arg"}, code: 2, want: `unknown command "extra-arg"`},
		{name: "usage_unknown_client", args: []string{"hook", "--client", "nope"}, code: 2, want: "usage: "},
		{name: "load_error", args: []string{"hook", "--policy", bad}, code: 2, want: `policy: ` + bad + `:4:12: unknown decision "deni"`},
		{name: "load_error_client", args: []string{"hook", "--client", "codex", "--policy", bad}, code: 0, want: `unknown decision "deni"`}, // Codex reads a deny on exit 0 only
		{name: "io_error_reading_stdin", args: []string{"hook"}, failStdin: true, code: 2, want: "is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			var stdin io.Reader = strings.NewReader(event)
			if tt.failStdin {
				stdin = failingReader{}
			}
			if code := run(tt.args, stdin, &stdout, &stderr); code != tt.code {
				t.Errorf("run(%q) = exit %d, want %d", tt.args, code, tt.code)
			}
			assertOneDeny(t, stdout.Bytes())
			assertOneDiagnostic(t, stderr.String(), tt.want)
		})
	}

	// A decision that cannot be written still exits 2 with one line.
	var stderr bytes.Buffer
	if code := run([]string{"hook", "--policy", bad}, strings.NewReader(event), failingWriter{}, &stderr); code != 2 {
		t.Errorf("hook with a failing stdout = exit %d, want 2", code)
	}
	lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "pregate: policy: ") || lines[1] != "pregate: writing decision: no space left on device" {
		t.Errorf("hook with a failing stdout: stderr = %q, want the reason and the write error, one diagnostic each", stderr.String())
	}
}

func assertOneDiagnostic(t *testing.T, stderr, want string) {
	t.Helper()
	if !strings.HasSuffix(stderr, "\n") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("stderr = %q, want exactly one line", stderr)
	}
	if !strings.HasPrefix(stderr, "pregate: ") {
		t.Errorf("stderr = %q, want it to start with the prefix", stderr)
	}
	if !strings.Contains(stderr, want) {
		t.Errorf("stderr = %q, want it to say %q", stderr, want)
	}
}
