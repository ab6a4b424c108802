package audit

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pregate/pregate/loc"
)

var day0 = time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)

// sampleRecords is a small history over several days: what a week of a
// busy agent's log looks like, in miniature.
func sampleRecords() []*Record {
	type row struct {
		day, hour int
		tool      string
		input     map[string]any
		decision  string
		rule      string
		reason    string
	}
	bash := func(c string) map[string]any { return map[string]any{"command": c} }
	rows := []row{
		{0, 1, "Bash", bash("git status"), "allow", "ro.git-status", ""},
		{0, 2, "Bash", bash("git push --force origin main"), "deny", "git.force-push", "Force-pushing rewrites shared history; push without --force or open a pull request."},
		{0, 3, "Read", map[string]any{"file_path": "/p/README.md"}, "none", "", ""},
		{1, 1, "Bash", bash("rm -rf ~/"), "deny", "fs.rm-home", "Deleting the home directory is never allowed."},
		{1, 2, "Bash", bash("npm install left-pad"), "ask", "pkg.install", "Installing packages needs a person's approval."},
		{1, 5, "Write", map[string]any{"file_path": "/p/.env", "content": "DB_PASSWORD=hunter2"}, "deny", "floor.env-files", "Secrets files are protected."},
		{3, 1, "Bash", bash("git push --force-with-lease"), "deny", "git.force-push", "Force-pushing rewrites shared history; push without --force or open a pull request."},
		{3, 2, "Bash", bash("go test ./..."), "allow", "dev.go-test", ""},
		{3, 3, "WebFetch", map[string]any{"url": "https://example.com"}, "ask", "net.fetch", "Fetching from the network needs approval."},
		{4, 0, "Bash", bash("curl -H 'Authorization: Bearer abcdef0123456789' https://api.x"), "deny", "net.curl-auth", "Do not send credentials from the agent."},
	}
	var out []*Record
	for i, r := range rows {
		rec := &Record{
			Time: day0.AddDate(0, 0, r.day).Add(time.Duration(r.hour) * time.Hour), Version: "test",
			SessionID: fmt.Sprintf("s%d", r.day%2), ToolUseID: fmt.Sprintf("t%d", i), ToolName: r.tool,
			Input: r.input, Decision: r.decision, AgentReason: r.reason, DurationUS: 700,
		}
		if r.rule != "" {
			rec.Rule = &RuleRef{ID: r.rule, Source: "policy.toml", Level: "user", Pos: loc.Pos{Line: 10 + i}}
		}
		out = append(out, rec)
	}
	return out
}

// writeLog writes recs through Log (redacting) and returns the path.
func writeLog(t *testing.T, dir string, recs []*Record, opts Options) string {
	t.Helper()
	path := filepath.Join(dir, "audit.jsonl")
	l, err := Open(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if err := l.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

func ids(recs []*Record) []string {
	var out []string
	for _, r := range recs {
		out = append(out, r.ToolUseID)
	}
	return out
}

func TestScanFilter(t *testing.T) {
	path := writeLog(t, t.TempDir(), sampleRecords(), Options{MaxSize: 600, Keep: 20, Redact: true})
	files := mustFiles(t, path)
	if len(files) < 3 {
		t.Fatalf("want the sample spread over rotated files, got %v", files)
	}
	tests := []struct {
		name   string
		filter Filter
		want   []string
	}{
		{"all", Filter{}, []string{"t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9"}},
		{"deny", Filter{Decisions: []string{"deny"}}, []string{"t1", "t3", "t5", "t6", "t9"}},
		{"deny_or_ask", Filter{Decisions: []string{"deny", "ask"}}, []string{"t1", "t3", "t4", "t5", "t6", "t8", "t9"}},
		{"rule", Filter{Rules: []string{"git.force-push"}}, []string{"t1", "t6"}},
		{"rule_glob", Filter{Rules: []string{"net.*"}}, []string{"t8", "t9"}},
		{"tool", Filter{Tools: []string{"Write", "WebFetch"}}, []string{"t5", "t8"}},
		{"session", Filter{Sessions: []string{"s1"}}, []string{"t3", "t4", "t5", "t6", "t7", "t8"}},
		{"since", Filter{Since: day0.AddDate(0, 0, 3)}, []string{"t6", "t7", "t8", "t9"}},
		{"until", Filter{Until: day0.AddDate(0, 0, 1)}, []string{"t0", "t1", "t2"}},
		{"window_and_decision", Filter{Since: day0.AddDate(0, 0, 1), Until: day0.AddDate(0, 0, 4), Decisions: []string{"deny"}}, []string{"t3", "t5", "t6"}},
		{"nothing", Filter{Tools: []string{"Agent"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []*Record
			err := Scan(files, tt.filter, func(r *Record) error { got = append(got, r); return nil }, func(p Problem) { t.Error(p) })
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, ids(got)); diff != "" {
				t.Errorf("Scan mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestScanCorrupt(t *testing.T) {
	dir := t.TempDir()
	path := writeLog(t, dir, sampleRecords()[:3], Options{})
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	// line 2 torn in half, a line of garbage, an empty line, a JSON value
	// that is no record, and a last line cut short without its newline.
	broken := lines[0] + lines[1][:40] + "\n" + "}{garbage\n" + "\n" + "[1,2]\n" + lines[2] + lines[1][:30]
	if err := os.WriteFile(path, []byte(broken), 0o600); err != nil {
		t.Fatal(err)
	}
	var got []string
	var problems []string
	err = Scan([]string{path}, Filter{}, func(r *Record) error { got = append(got, r.ToolUseID); return nil },
		func(p Problem) { problems = append(problems, strings.TrimPrefix(p.String(), dir+"/")) })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"t0", "t2"}, got); diff != "" {
		t.Errorf("records mismatch (-want +got):\n%s", diff)
	}
	want := []string{
		"audit.jsonl:2: skipped corrupt line",
		"audit.jsonl:3: skipped corrupt line",
		"audit.jsonl:5: skipped corrupt line",
		"audit.jsonl:7: skipped corrupt line",
	}
	if diff := cmp.Diff(want, problems); diff != "" {
		t.Errorf("problems mismatch (-want +got):\n%s", diff)
	}
}

func TestTailLast(t *testing.T) {
	path := writeLog(t, t.TempDir(), sampleRecords(), Options{MaxSize: 600, Keep: 20})
	var got []*Record
	err := Tail(context.Background(), path, TailOptions{N: 3}, Filter{Decisions: []string{"deny"}},
		func(r *Record) error { got = append(got, r); return nil }, func(p Problem) { t.Error(p) })
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"t5", "t6", "t9"}, ids(got)); diff != "" {
		t.Errorf("Tail mismatch (-want +got):\n%s", diff)
	}
}

func TestTailMissing(t *testing.T) {
	err := Tail(context.Background(), filepath.Join(t.TempDir(), "audit.jsonl"), TailOptions{N: 3}, Filter{},
		func(*Record) error { return nil }, nil)
	if !os.IsNotExist(err) {
		t.Errorf("Tail of a missing log: err = %v, want not-exist", err)
	}
}

// TestTailFollow appends while following, across a rotation, and stops
// once every record has arrived; no timing is asserted.
func TestTailFollow(t *testing.T) {
	dir := t.TempDir()
	recs := sampleRecords()
	path := writeLog(t, dir, recs[:2], Options{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan string, 100)
	done := make(chan error, 1)
	go func() {
		done <- Tail(ctx, path, TailOptions{N: 1, Follow: true, Poll: 5 * time.Millisecond}, Filter{},
			func(r *Record) error { got <- r.ToolUseID; return nil }, func(p Problem) { t.Error(p) })
	}()
	var seen []string
	seen = append(seen, <-got) // the history: the last record only
	l, err := Open(path, Options{MaxSize: 500, Keep: 10})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs[2:] {
		if err := l.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	l.Close()
	for len(seen) < len(recs)-1 {
		seen = append(seen, <-got)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9"}, seen); diff != "" {
		t.Errorf("followed records mismatch (-want +got):\n%s", diff)
	}
	if len(mustFiles(t, path)) < 3 {
		t.Errorf("the log did not rotate while followed")
	}
}

func TestParseTime(t *testing.T) {
	now := time.Date(2026, 11, 29, 14, 30, 0, 0, time.UTC)
	tests := []struct {
		in      string
		end     bool
		want    time.Time
		wantErr bool
	}{
		{"2026-11-29T10:00:00Z", false, time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), false},
		{"2026-11-29T10:00:00+02:00", false, time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC), false},
		{"2026-11-28", false, time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), false},
		{"2026-11-28", true, time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC), false},
		{"today", false, time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC), false},
		{"yesterday", true, time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC), false},
		{"24h", false, time.Date(2026, 11, 28, 14, 30, 0, 0, time.UTC), false},
		{"90m", false, time.Date(2026, 11, 29, 13, 0, 0, 0, time.UTC), false},
		{"7d", false, time.Date(2026, 11, 22, 14, 30, 0, 0, time.UTC), false},
		{"2w", false, time.Date(2026, 11, 15, 14, 30, 0, 0, time.UTC), false},
		{"last tuesday", false, time.Time{}, true},
		{"-5h", false, time.Time{}, true},
		{"", false, time.Time{}, true},
	}
	for _, tt := range tests {
		got, err := ParseTime(tt.in, now, tt.end)
		if (err != nil) != tt.wantErr || !got.Equal(tt.want) {
			t.Errorf("ParseTime(%q, end=%v) = %v, %v; want %v, error %v", tt.in, tt.end, got, err, tt.want, tt.wantErr)
		}
	}
}

// FuzzScan feeds any bytes as an audit log. No line is lost in silence:
// every line that is not blank is either a record or a reported problem
// (a deny that vanished would read as "nothing was blocked"), problems
// come in line order, and every record read back survives writing and
// reading again unchanged (an empty input or list is written as none).
func FuzzScan(f *testing.F) {
	for _, r := range sampleRecords() {
		line, _ := Marshal(r, true)
		f.Add(line)
	}
	f.Add([]byte("{\"time\":\"2026-11-29T00:00:00Z\",\"decision\":\"deny\"}\n}{\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "audit.jsonl")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		var recs []*Record
		var probs []int
		err := Scan([]string{path}, Filter{}, func(r *Record) error { recs = append(recs, r); return nil }, func(p Problem) { probs = append(probs, p.Line) })
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, l := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(l)) > 0 {
				want++
			}
		}
		if got := len(recs) + len(probs); got != want {
			t.Fatalf("%d records and %d problems from %d lines that are not blank: %q", len(recs), len(probs), want, data)
		}
		if !slices.IsSorted(probs) || len(probs) > 0 && (probs[0] < 1 || probs[len(probs)-1] > bytes.Count(data, []byte("\n"))+1) {
			t.Fatalf("problem lines %v out of order or outside the file", probs)
		}
		for _, r := range recs {
			line, err := Marshal(r, false)
			if err != nil {
				t.Fatalf("record %+v read back does not marshal: %v", r, err)
			}
			again, _, ok := decodeLine(line)
			if !ok {
				t.Fatalf("record written as %q does not read back", line)
			}
			// An empty input or list is written as none at all.
			if diff := cmp.Diff(r, again, cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("record changed on a round trip (-read +again):\n%s", diff)
			}
		}
	})
}
