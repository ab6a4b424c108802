package audit

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/loc"
)

// TestMain lets the test binary double as a writer process: the stress test
// re-executes it with PREGATE_AUDIT_WRITER set, so that the appends come from
// separate processes with separate descriptors and locks, as real hooks do.
func TestMain(m *testing.M) {
	if os.Getenv("PREGATE_AUDIT_WRITER") != "" {
		os.Exit(writerMain(os.Args[len(os.Args)-5:]))
	}
	os.Exit(m.Run())
}

// writerMain appends n records as worker w: args are path, w, n, max size,
// keep. Each process opens the log once per record, as a hook does.
func writerMain(args []string) int {
	path := args[0]
	w, _ := strconv.Atoi(args[1])
	n, _ := strconv.Atoi(args[2])
	max, _ := strconv.ParseInt(args[3], 10, 64)
	keep, _ := strconv.Atoi(args[4])
	// Half the records go through AppendTo, the hook's one-shot path,
	// which leaves its lock to the close; half through Open, Append and
	// Close, which unlock first.
	for i := range n {
		if i%2 == 0 {
			if err := AppendTo(Target{Path: path, Options: Options{MaxSize: max, Keep: keep, Redact: true}}, stressRecord(w, i)); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
			continue
		}
		l, err := Open(path, Options{MaxSize: max, Keep: keep, Redact: true})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if err := l.Append(stressRecord(w, i)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		l.Close()
	}
	return 0
}

func stressRecord(w, i int) *Record {
	return &Record{
		Time:      time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC),
		Version:   "test",
		SessionID: fmt.Sprintf("w%d", w),
		ToolUseID: fmt.Sprintf("w%d-%d", w, i),
		ToolName:  "Bash",
		Input:     map[string]any{"command": fmt.Sprintf("GITHUB_TOKEN=abc%d git push --force origin w%d-%d %s", i, w, i, strings.Repeat("x", 200))},
		Decision:  "deny",
		Rule:      &RuleRef{ID: "git.force-push", Source: "builtin/git.toml", Level: "builtin", Pos: loc.Pos{Line: 12}},
	}
}

// TestConcurrentProcesses starts 50 processes appending 200 records each to
// one log small enough to rotate many times, then checks that every one of
// the 10,000 records is present exactly once, whole and valid.
func TestConcurrentProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 50 processes")
	}
	const workers, each = 50, 200
	dir := filepath.Join(t.TempDir(), "state", "pregate")
	path := filepath.Join(dir, "audit.jsonl")
	const maxSize, keep = 64 << 10, 500 // ~50 rotations; keep everything

	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(exe, "-test.run=^$", path, strconv.Itoa(w), strconv.Itoa(each), strconv.Itoa(maxSize), strconv.Itoa(keep))
			cmd.Env = append(os.Environ(), "PREGATE_AUDIT_WRITER=1")
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Errorf("worker %d: %v: %s", w, err, out)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	files, err := Files(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Errorf("got %d files, want many rotations", len(files))
	}
	seen := map[string]int{}
	for _, f := range files {
		checkMode(t, f, 0o600)
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for ln := 1; sc.Scan(); ln++ {
			var r Record
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				t.Errorf("%s:%d: %v: %q", f, ln, err, sc.Text())
				continue
			}
			if strings.Contains(sc.Text(), "abc") {
				t.Errorf("%s:%d: secret not redacted: %s", f, ln, sc.Text())
			}
			want := stressRecord(0, 0).Input["command"].(string)
			if got := r.Input["command"].(string); len(got) != len(want)-len("abc0")+len(Mask)+len(r.ToolUseID)-len("w0-0") {
				t.Errorf("%s:%d: torn command %q", f, ln, got)
			}
			seen[r.ToolUseID]++
		}
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
		info, _ := fh.Stat()
		if f != path && info.Size() > maxSize {
			t.Errorf("%s is %d bytes, over max size %d", f, info.Size(), maxSize)
		}
		fh.Close()
	}
	if len(seen) != workers*each {
		t.Errorf("got %d distinct records, want %d", len(seen), workers*each)
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("record %s written %d times", id, n)
		}
	}
	checkMode(t, dir, 0o700)
}

func checkMode(t *testing.T, path string, want fs.FileMode) {
	t.Helper()
	if runtime.GOOS == "windows" {
		return
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := info.Mode().Perm(); got != want {
		t.Errorf("%s has mode %v, want %v", path, got, want)
	}
}

// TestConcurrentGoroutines shares one Log between goroutines.
func TestConcurrentGoroutines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := Open(path, Options{MaxSize: 8 << 10, Keep: 100})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 100 {
				if err := l.Append(stressRecord(w, i)); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	l.Close()
	n := 0
	err = Scan(mustFiles(t, path), Filter{}, func(r *Record) error { n++; return nil }, func(p Problem) { t.Error(p) })
	if err != nil {
		t.Fatal(err)
	}
	if n != 800 {
		t.Errorf("got %d records, want 800", n)
	}
}

func mustFiles(t *testing.T, path string) []string {
	t.Helper()
	files, err := Files(path)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestRotationKeep(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := Open(path, Options{MaxSize: 1, Keep: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 6 {
		r := stressRecord(0, i)
		if err := l.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	l.Close()
	// MaxSize 1 puts each record in its own file; Keep 3 leaves the last
	// four: path (record 5), .1 (4), .2 (3), .3 (2).
	got := map[string]string{}
	for _, f := range mustFiles(t, path) {
		err := Scan([]string{f}, Filter{}, func(r *Record) error {
			got[filepath.Base(f)] += r.ToolUseID
			return nil
		}, func(p Problem) { t.Error(p) })
		if err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]string{"audit.jsonl": "w0-5", "audit.jsonl.1": "w0-4", "audit.jsonl.2": "w0-3", "audit.jsonl.3": "w0-2"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rotated files mismatch (-want +got):\n%s", diff)
	}
}

func TestRotationKeepZero(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := Open(path, Options{MaxSize: 1, Keep: 0})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if err := l.Append(stressRecord(0, i)); err != nil {
			t.Fatal(err)
		}
	}
	l.Close()
	files := mustFiles(t, path)
	if diff := cmp.Diff([]string{path}, files); diff != "" {
		t.Errorf("files mismatch (-want +got):\n%s", diff)
	}
}

// TestReopenAfterForeignRotation: another process renamed the file away
// between our Open and our Append; the record must land in the new file.
func TestReopenAfterForeignRotation(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := os.Rename(path, path+".1"); err != nil {
		t.Fatal(err)
	}
	if err := l.Append(stressRecord(1, 1)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"tool_use_id":"w1-1"`) {
		t.Errorf("record not in the file at the path: %q", data)
	}
	if old, _ := os.ReadFile(path + ".1"); len(old) != 0 {
		t.Errorf("record written to the rotated file: %q", old)
	}
}

func TestAppendFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "audit.jsonl")
	l, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
	err = l.Append(stressRecord(0, 0))
	if err == nil {
		t.Fatal("Append after Close succeeded")
	}
	if got, want := NotWritten(err), "audit log not written: log is closed"; got != want {
		t.Errorf("NotWritten = %q, want %q", got, want)
	}

	// A path whose parent is a file cannot be opened.
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = Open(filepath.Join(blocker, "audit.jsonl"), Options{})
	if err == nil || !strings.HasPrefix(NotWritten(err), "audit log not written: ") || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open under a file: err = %v", err)
	}
}

func TestMarshalLine(t *testing.T) {
	r := &Record{
		Time:       time.Date(2026, 11, 29, 14, 3, 11, 0, time.FixedZone("CET", 3600)),
		Version:    "1.0.0",
		SessionID:  "s1",
		ToolName:   "Bash",
		Input:      map[string]any{"command": "ls 2>&1 | head"},
		Decision:   "allow",
		Segments:   []SegmentRecord{{Argv: []string{"ls"}, Decision: "allow", Rule: "ro.ls"}},
		Paths:      []PathRecord{{Given: ".", Resolved: "/p", Action: "read"}},
		DurationUS: 812,
	}
	line, err := Marshal(r, true)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"time":"2026-11-29T13:03:11Z","version":"1.0.0","session_id":"s1","tool_name":"Bash","input":{"command":"ls 2>&1 | head"},"decision":"allow","segments":[{"argv":["ls"],"decision":"allow","rule":"ro.ls"}],"paths":[{"given":".","resolved":"/p","action":"read"}],"duration_us":812}` + "\n"
	if diff := cmp.Diff(want, string(line)); diff != "" {
		t.Errorf("Marshal mismatch (-want +got):\n%s", diff)
	}
}

func TestMarshalClipsLongInput(t *testing.T) {
	long := strings.Repeat("é", MaxStringLen) // 2 bytes each
	line, err := Marshal(&Record{ToolName: "Write", Input: map[string]any{"content": long}}, false)
	if err != nil {
		t.Fatal(err)
	}
	var r Record
	if err := json.Unmarshal(line, &r); err != nil {
		t.Fatal(err)
	}
	got := r.Input["content"].(string)
	if !strings.HasSuffix(got, "…["+strconv.Itoa(len(long)-MaxStringLen)+" bytes cut]") || len(got) > MaxStringLen+32 {
		t.Errorf("clipped content ends %q (len %d)", got[len(got)-40:], len(got))
	}
}
