package audit

import (
	"bytes"
	"fmt"
	"testing"
	"time"
)

func sampleStats(t *testing.T) *Stats {
	t.Helper()
	c := NewCounter()
	for _, r := range sampleRecords() {
		line, err := Marshal(r, true)
		if err != nil {
			t.Fatal(err)
		}
		got, _, ok := decodeLine(line)
		if !ok {
			t.Fatalf("cannot decode %s", line)
		}
		c.Add(got)
	}
	c.Skip(Problem{})
	return c.Stats()
}

func TestStats(t *testing.T) {
	s := sampleStats(t)
	var b bytes.Buffer
	if err := WriteStats(&b, s); err != nil {
		t.Fatal(err)
	}
	want := `10 records from 2026-11-20T10:00:00Z to 2026-11-24T09:00:00Z, 1 corrupt line skipped

decision  count
deny          5
ask           2
allow         2
none          1

rule             count  deny  ask  allow  none  level  source
git.force-push       2     2    0      0     0  user   policy.toml:16
dev.go-test          1     0    0      1     0  user   policy.toml:17
floor.env-files      1     1    0      0     0  user   policy.toml:15
fs.rm-home           1     1    0      0     0  user   policy.toml:13
net.curl-auth        1     1    0      0     0  user   policy.toml:19
net.fetch            1     0    1      0     0  user   policy.toml:18
pkg.install          1     0    1      0     0  user   policy.toml:14
ro.git-status        1     0    0      1     0  user   policy.toml:10

tool      count
Bash          7
Read          1
WebFetch      1
Write         1

day         count  deny  ask  allow  none
2026-11-20      3     1    0      1     1
2026-11-21      3     2    1      0     0
2026-11-23      3     1    1      1     0
2026-11-24      1     1    0      0     0
`
	if got := b.String(); got != want {
		t.Errorf("WriteStats mismatch:\n--- want\n%s--- got\n%s", want, got)
	}
	if len(s.Recent) != 7 || s.Recent[6].ToolUseID != "t9" {
		t.Errorf("Recent = %d records ending %q, want the 7 blocked ending t9", len(s.Recent), s.Recent[len(s.Recent)-1].ToolUseID)
	}
	if r := s.Rules[0]; len(r.Reasons) != 1 || r.Reasons[0].Count != 2 {
		t.Errorf("git.force-push reasons = %+v, want one reason twice", r.Reasons)
	}
}

func TestFormatLine(t *testing.T) {
	recs := sampleRecords()
	got := []string{FormatLine(recs[0]), FormatLine(recs[1]), FormatLine(recs[2])}
	want := []string{
		"2026-11-20T10:00:00Z  allow  Bash  ro.git-status  git status",
		"2026-11-20T11:00:00Z  deny   Bash  git.force-push  git push --force origin main  — Force-pushing rewrites shared history; push without --force or open a pull request.",
		"2026-11-20T12:00:00Z  none   Read  -  /p/README.md",
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("FormatLine #%d:\n got %q\nwant %q", i, got[i], want[i])
		}
	}
}

// TestCounterTimelinesBounded: a log of many sessions keeps the timelines
// of the latest ones only, and counts every session.
func TestCounterTimelinesBounded(t *testing.T) {
	c := NewCounter()
	for i := range 100 {
		for j := range 3 {
			c.Add(&Record{Time: day0.Add(time.Duration(i)*time.Hour + time.Duration(j)*time.Minute), SessionID: fmt.Sprintf("s%03d", i), ToolName: "Bash", Decision: "allow"})
		}
		kept := 0
		for _, ss := range c.sess {
			if len(ss.Points) > 0 {
				kept++
			}
		}
		if kept > 2*maxTimelines {
			t.Fatalf("after %d sessions, %d hold a timeline; want at most %d", i+1, kept, 2*maxTimelines)
		}
	}
	s := c.Stats()
	if len(s.Sessions) != 100 {
		t.Fatalf("%d sessions, want 100", len(s.Sessions))
	}
	for i, ss := range s.Sessions {
		want := 0
		if i < maxTimelines {
			want = 3
		}
		if len(ss.Points) != want || ss.ID != fmt.Sprintf("s%03d", 99-i) {
			t.Errorf("session #%d = %s with %d points, want s%03d with %d", i, ss.ID, len(ss.Points), 99-i, want)
		}
	}
}
