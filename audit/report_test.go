package audit

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pregate/pregate/loc"
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

// busyStats is a month of a team's log: a few hundred calls a day in a
// few sessions over three projects, mostly allowed, with the usual blocks
// and a doctor self-test a day. Deterministic, so screenshots compare.
func busyStats() *Stats {
	return teamStats(35, 40, 80)
}

// dayStats is one busy working day: the report draws it per hour.
func dayStats() *Stats {
	return teamStats(1, 180, 1)
}

func teamStats(days, base, spread int) *Stats {
	rng := rand.New(rand.NewPCG(1, 2))
	recs := sampleRecords()
	projects := []string{"/home/ana/src/payments-api", "/home/ana/src/web-frontend", "/srv/ci/infra-terraform-modules"}
	c := NewCounter()
	start := day0.AddDate(0, 0, -days+5)
	for d := range days {
		n := base + rng.IntN(spread)
		if wd := start.AddDate(0, 0, d).Weekday(); days > 1 && (wd == time.Saturday || wd == time.Sunday) {
			n /= 5
		}
		for i := range n {
			r := *recs[rng.IntN(len(recs))]
			if rng.IntN(3) > 0 {
				r = *recs[[]int{0, 2, 7}[rng.IntN(3)]] // most calls are harmless
			}
			sess := i / 25
			r.SessionID = fmt.Sprintf("%08x-%04x-4%03x-a%03x-%012x", d*977+sess*31, d, sess, d+sess, d*1000+sess)
			r.Cwd = projects[(d+sess)%len(projects)]
			if r.Rule != nil && (r.Decision == "deny" || r.Decision == "ask") {
				r.OperatorReason = fmt.Sprintf("%s by rule %s (%s, %s:%d) on segment 1; mode default", r.Decision, r.Rule.ID, r.Rule.Level, r.Rule.Source, r.Rule.Line)
			}
			r.Time = start.AddDate(0, 0, d).Add(time.Duration(i) * 7 * time.Minute / time.Duration(max(1, n/60)))
			c.Add(&r)
		}
		doctor := Record{Time: start.AddDate(0, 0, d).Add(30 * time.Minute), SessionID: DoctorSession, ToolName: "Bash",
			Input: map[string]any{"command": "git push --force"}, Decision: "deny", Rule: &RuleRef{ID: "doctor.self-test"}}
		c.Add(&doctor)
	}
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

// report renders the sample report and, for the browser test and for
// people, writes it to a file.
func report(t *testing.T, dir string, s *Stats) string {
	t.Helper()
	var b bytes.Buffer
	err := WriteReport(&b, s, ReportOptions{Version: "1.0.0", Generated: time.Date(2026, 11, 29, 15, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "report.html")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReportSelfContained(t *testing.T) {
	data, err := os.ReadFile(report(t, t.TempDir(), sampleStats(t)))
	if err != nil {
		t.Fatal(err)
	}
	html := string(data)
	for _, want := range []string{
		"<title>pregate audit report</title>",
		"<svg viewBox=",
		"git.force-push",
		"Force-pushing rewrites shared history",
		"Generated by pregate 1.0.0 on 2026-11-29 15:00 UTC",
		"<title>2026-11-21: 2 deny of 3</title>", // a stacked bar's tooltip
		"Bearer [REDACTED]",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	// Nothing is fetched: no external scripts, stylesheets, images or
	// fonts; the one script is inline (the filter box). URLs may appear
	// only as text (the logged calls).
	for _, re := range []string{`<script[^>]*src`, `<link`, `<img`, `<iframe`, `@import`, `url\(`, `(src|href)=`, `fetch\(|XMLHttpRequest|WebSocket`} {
		if regexp.MustCompile(re).MatchString(html) {
			t.Errorf("report is not self-contained: matches %s", re)
		}
	}
	if n := strings.Count(html, "<script"); n != 1 {
		t.Errorf("report has %d scripts, want the filter box's one", n)
	}
	for _, secret := range []string{"abcdef0123456789", "hunter2"} {
		if strings.Contains(html, secret) {
			t.Errorf("report leaks %q", secret)
		}
	}
}

func TestReportEmpty(t *testing.T) {
	var b bytes.Buffer
	if err := WriteReport(&b, NewCounter().Stats(), ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"No decisions recorded.", "Nothing was blocked.", "0 decisions"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("empty report lacks %q", want)
		}
	}
}

// TestReportChromium opens the report in headless Chromium at a desktop's
// and a phone's width, for a month of records, one day of them (drawn per
// hour) and the month filtered through the filter box, and keeps the
// screenshots for review: in $PREGATE_SCREENSHOT_DIR if set, else in the
// test's temporary directory. It skips where Chromium is not installed.
func TestReportChromium(t *testing.T) {
	browser := "/usr/bin/chromium"
	if _, err := os.Stat(browser); err != nil {
		p, err := exec.LookPath("chromium")
		if err != nil {
			t.Skip("chromium not installed")
		}
		browser = p
	}
	dir := os.Getenv("PREGATE_SCREENSHOT_DIR")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	dir, _ = filepath.Abs(dir)
	month := report(t, dir, busyStats())
	dayDir := filepath.Join(dir, "day")
	if err := os.MkdirAll(dayDir, 0o755); err != nil {
		t.Fatal(err)
	}
	day := report(t, dayDir, dayStats())
	for _, tc := range []struct {
		name, url string
		w, h      int
	}{
		{"report", "file://" + month, 1280, 6000},
		{"report-phone", "file://" + month, 400, 2600},
		{"report-day", "file://" + day, 1280, 2600},
		{"report-filtered", "file://" + month + "#q=git.force-push", 1280, 1600},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shot := filepath.Join(dir, tc.name+".png")
			os.Remove(shot)
			img := screenshot(t, browser, tc.url, shot, tc.w, tc.h)
			// A blank page is one colour; the report has cards, bars and text.
			b := img.Bounds()
			if b.Dx() != tc.w || b.Dy() != tc.h {
				t.Errorf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), tc.w, tc.h)
			}
			colours := map[uint32]bool{}
			var reds int
			for y := b.Min.Y; y < b.Max.Y; y += 4 {
				for x := b.Min.X; x < b.Max.X; x += 4 {
					r, g, bl, _ := img.At(x, y).RGBA()
					colours[r>>12<<8|g>>12<<4|bl>>12] = true
					if r>>8 > 0xa0 && g>>8 < 0x60 && bl>>8 < 0x60 {
						reds++ // the deny colour of bars and badges
					}
				}
			}
			if len(colours) < 20 || reds < 50 {
				t.Errorf("screenshot looks empty: %d colours, %d deny-red samples", len(colours), reds)
			}
			t.Logf("screenshot: %s", shot)
		})
	}
}

func screenshot(t *testing.T, browser, url, shot string, w, h int) image.Image {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--hide-scrollbars", "--user-data-dir="+t.TempDir(), "--screenshot="+shot, fmt.Sprintf("--window-size=%d,%d", w, h),
		url)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v\n%s", err, out)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	return img
}

// TestReportViews checks the report's per-session, per-project and hourly
// views on records whose figures are known, and that doctor's self-test
// is in none of them.
func TestReportViews(t *testing.T) {
	at := func(h, m int) time.Time { return day0.Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute) }
	recs := []*Record{
		{Time: at(0, 0), SessionID: "sess-a", Cwd: "/p/api", ToolName: "Bash", Input: map[string]any{"command": "git status"}, Decision: "allow", Rule: &RuleRef{ID: "ro.git"}},
		{Time: at(0, 5), SessionID: "sess-a", Cwd: "/p/api", ToolName: "Bash", Input: map[string]any{"command": "git push -f"}, Decision: "deny",
			Rule: &RuleRef{ID: "git.push-force", Source: "builtin/git.toml", Level: "builtin", Pos: loc.Pos{Line: 11}}, AgentReason: "Push a new commit instead.",
			OperatorReason: "deny by rule git.push-force (builtin, builtin/git.toml:11) on segment 1"},
		{Time: at(2, 0), SessionID: "sess-b", Cwd: "/p/web", ToolName: "Bash", Input: map[string]any{"command": "npm publish"}, Decision: "ask",
			Rule: &RuleRef{ID: "publish.npm"}, AgentReason: "Publishing needs a person.", OperatorReason: "ask by rule publish.npm"},
		{Time: at(2, 30), SessionID: "sess-b", Cwd: "/p/web", ToolName: "Read", Input: map[string]any{"file_path": "/p/web/a"}, Decision: "none"},
		{Time: at(1, 0), SessionID: DoctorSession, Cwd: "/tmp/doctor", ToolName: "Bash", Input: map[string]any{"command": "git push --force"}, Decision: "deny", Rule: &RuleRef{ID: "doctor.only"}},
	}
	c := NewCounter()
	for _, r := range recs {
		c.Add(r)
	}
	s := c.Stats()
	if s.Records != 4 || s.SelfTests != 1 || s.Decisions["deny"] != 1 {
		t.Fatalf("Records %d, SelfTests %d, deny %d; want 4, 1, 1", s.Records, s.SelfTests, s.Decisions["deny"])
	}
	if len(s.Sessions) != 2 || s.Sessions[0].ID != "sess-b" || len(s.Sessions[1].Points) != 2 {
		t.Fatalf("Sessions = %+v, want sess-b (latest) then sess-a with 2 points", s.Sessions)
	}
	if len(s.Projects) != 2 || s.Projects[0].Sessions != 1 || s.Projects[0].Count != 2 {
		t.Fatalf("Projects = %+v, want two of 2 calls in 1 session", s.Projects)
	}
	var b bytes.Buffer
	if err := WriteReport(&b, s, ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	for _, want := range []string{
		"4 decisions",
		"<h2>Decisions per hour</h2>",
		"<title>2026-11-20 11:00: 1 ask of 2</title>", // an hour bar: the records span 2.5 h
		"<h2>Sessions</h2>",
		`<code class="id">sess-a</code>`,
		"<title>09:05:00 deny Bash git.push-force: git push -f</title>", // a timeline mark
		`<td><code>/p/api</code></td><td class="num" data-l="sessions">1</td><td class="num" data-l="decisions">2</td>`,
		`<div class="op"><b>operator:</b> deny by rule git.push-force (builtin, builtin/git.toml:11) on segment 1</div>`,
		`<code><span class="nw">git.</span><wbr><span class="nw">push-force</span></code>`, // breaks after the dot, never inside a word
		"1 record of <code>pregate doctor</code>'s self-test",
		`<input type="search" id="q"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	for _, leak := range []string{"doctor.only", "/tmp/doctor", `<code class="id">` + DoctorSession} {
		if strings.Contains(html, leak) {
			t.Errorf("report shows the doctor's self-test: %q", leak)
		}
	}

	// Over more than a day the chart is per day again.
	c.Add(&Record{Time: at(30, 0), SessionID: "sess-c", ToolName: "Bash", Decision: "allow"})
	b.Reset()
	if err := WriteReport(&b, c.Stats(), ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "<h2>Decisions per day</h2>") || strings.Contains(b.String(), "per hour") {
		t.Errorf("a report over 30 h is not drawn per day")
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

// TestReportOneSession: a report of one session (log report --session ID)
// lists every call of it in time order under its timeline.
func TestReportOneSession(t *testing.T) {
	c := NewCounter()
	for i, cmd := range []string{"git status", "git push -f", "go test ./..."} {
		r := &Record{Time: day0.Add(time.Duration(i) * time.Minute), SessionID: "only", Cwd: "/p", ToolName: "Bash",
			Input: map[string]any{"command": cmd}, Decision: []string{"allow", "deny", "none"}[i]}
		if i == 1 {
			r.Rule = &RuleRef{ID: "git.push-force"}
		}
		c.Add(r)
	}
	var b bytes.Buffer
	if err := WriteReport(&b, c.Stats(), ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	html := b.String()
	i1 := strings.Index(html, `<td class="num">2026-11-20 09:00:00</td>`)
	i2 := strings.Index(html, `<td class="num">2026-11-20 09:01:00</td>`)
	i3 := strings.Index(html, `<td class="num">2026-11-20 09:02:00</td>`)
	if i1 < 0 || i2 < i1 || i3 < i2 {
		t.Errorf("the session's calls are not listed in time order (at %d, %d, %d)", i1, i2, i3)
	}
	if !strings.Contains(html, "<code>go test ./...</code>") || !strings.Contains(html, "The session's decisions in time order") {
		t.Errorf("one session's report lacks its calls")
	}
	// Two sessions: timelines only, no call list.
	c.Add(&Record{Time: day0.Add(time.Hour), SessionID: "other", ToolName: "Bash", Decision: "allow"})
	b.Reset()
	if err := WriteReport(&b, c.Stats(), ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), `class="stack timeline"`) {
		t.Errorf("a report of two sessions lists one session's calls")
	}
}
