package report

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

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/loc"
)

// sampleStats is the statistics of sampleRecords as pregate log reads
// them back: each record is written to a log, redacted, and scanned.
func sampleStats(t *testing.T) *audit.Stats {
	t.Helper()
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	l, err := audit.Open(path, audit.Options{Redact: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range sampleRecords() {
		if err := l.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	c := audit.NewCounter()
	if err := audit.Scan([]string{path}, audit.Filter{}, c.Add, func(audit.Problem) { t.Fatal("a record written by Log does not read back") }); err != nil {
		t.Fatal(err)
	}
	return c.Stats()
}

var day0 = time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)

// sampleRecords is a small history over several days: what a week of a
// busy agent's log looks like, in miniature.
func sampleRecords() []*audit.Record {
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
	var out []*audit.Record
	for i, r := range rows {
		rec := &audit.Record{
			Time: day0.AddDate(0, 0, r.day).Add(time.Duration(r.hour) * time.Hour), Version: "test",
			SessionID: fmt.Sprintf("s%d", r.day%2), ToolUseID: fmt.Sprintf("t%d", i), ToolName: r.tool,
			Input: r.input, Decision: r.decision, AgentReason: r.reason, DurationUS: 700,
		}
		if r.rule != "" {
			rec.Rule = &audit.RuleRef{ID: r.rule, Source: "policy.toml", Level: "user", Pos: loc.Pos{Line: 10 + i}}
		}
		out = append(out, rec)
	}
	return out
}

// busyStats is a month of a team's log: a few hundred calls a day in a
// few sessions over three projects, mostly allowed, with the usual blocks
// and a doctor self-test a day. Deterministic, so screenshots compare.
func busyStats() *audit.Stats {
	return teamStats(35, 40, 80)
}

// dayStats is one busy working day: the report draws it per hour.
func dayStats() *audit.Stats {
	return teamStats(1, 180, 1)
}

func teamStats(days, base, spread int) *audit.Stats {
	rng := rand.New(rand.NewPCG(1, 2))
	recs := sampleRecords()
	projects := []string{"/home/ana/src/payments-api", "/home/ana/src/web-frontend", "/srv/ci/infra-terraform-modules"}
	c := audit.NewCounter()
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
		doctor := audit.Record{Time: start.AddDate(0, 0, d).Add(30 * time.Minute), SessionID: audit.DoctorSession, ToolName: "Bash",
			Input: map[string]any{"command": "git push --force"}, Decision: "deny", Rule: &audit.RuleRef{ID: "doctor.self-test"}}
		c.Add(&doctor)
	}
	return c.Stats()
}

// report renders the sample report and, for the browser test and for
// people, writes it to a file.
func report(t *testing.T, dir string, s *audit.Stats) string {
	t.Helper()
	var b bytes.Buffer
	err := Write(&b, s, Options{Version: "1.0.0", Generated: time.Date(2026, 11, 29, 15, 0, 0, 0, time.UTC)})
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
	if err := Write(&b, audit.NewCounter().Stats(), Options{}); err != nil {
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
	recs := []*audit.Record{
		{Time: at(0, 0), SessionID: "sess-a", Cwd: "/p/api", ToolName: "Bash", Input: map[string]any{"command": "git status"}, Decision: "allow", Rule: &audit.RuleRef{ID: "ro.git"}},
		{Time: at(0, 5), SessionID: "sess-a", Cwd: "/p/api", ToolName: "Bash", Input: map[string]any{"command": "git push -f"}, Decision: "deny",
			Rule: &audit.RuleRef{ID: "git.push-force", Source: "builtin/git.toml", Level: "builtin", Pos: loc.Pos{Line: 11}}, AgentReason: "Push a new commit instead.",
			OperatorReason: "deny by rule git.push-force (builtin, builtin/git.toml:11) on segment 1"},
		{Time: at(2, 0), SessionID: "sess-b", Cwd: "/p/web", ToolName: "Bash", Input: map[string]any{"command": "npm publish"}, Decision: "ask",
			Rule: &audit.RuleRef{ID: "publish.npm"}, AgentReason: "Publishing needs a person.", OperatorReason: "ask by rule publish.npm"},
		{Time: at(2, 30), SessionID: "sess-b", Cwd: "/p/web", ToolName: "Read", Input: map[string]any{"file_path": "/p/web/a"}, Decision: "none"},
		{Time: at(1, 0), SessionID: audit.DoctorSession, Cwd: "/tmp/doctor", ToolName: "Bash", Input: map[string]any{"command": "git push --force"}, Decision: "deny", Rule: &audit.RuleRef{ID: "doctor.only"}},
	}
	c := audit.NewCounter()
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
	if err := Write(&b, s, Options{}); err != nil {
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
	for _, leak := range []string{"doctor.only", "/tmp/doctor", `<code class="id">` + audit.DoctorSession} {
		if strings.Contains(html, leak) {
			t.Errorf("report shows the doctor's self-test: %q", leak)
		}
	}

	// Over more than a day the chart is per day again.
	c.Add(&audit.Record{Time: at(30, 0), SessionID: "sess-c", ToolName: "Bash", Decision: "allow"})
	b.Reset()
	if err := Write(&b, c.Stats(), Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "<h2>Decisions per day</h2>") || strings.Contains(b.String(), "per hour") {
		t.Errorf("a report over 30 h is not drawn per day")
	}
}

// TestReportOneSession: a report of one session (log report --session ID)
// lists every call of it in time order under its timeline.
func TestReportOneSession(t *testing.T) {
	c := audit.NewCounter()
	for i, cmd := range []string{"git status", "git push -f", "go test ./..."} {
		r := &audit.Record{Time: day0.Add(time.Duration(i) * time.Minute), SessionID: "only", Cwd: "/p", ToolName: "Bash",
			Input: map[string]any{"command": cmd}, Decision: []string{"allow", "deny", "none"}[i]}
		if i == 1 {
			r.Rule = &audit.RuleRef{ID: "git.push-force"}
		}
		c.Add(r)
	}
	var b bytes.Buffer
	if err := Write(&b, c.Stats(), Options{}); err != nil {
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
	c.Add(&audit.Record{Time: day0.Add(time.Hour), SessionID: "other", ToolName: "Bash", Decision: "allow"})
	b.Reset()
	if err := Write(&b, c.Stats(), Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), `class="stack timeline"`) {
		t.Errorf("a report of two sessions lists one session's calls")
	}
}

func TestReportByClient(t *testing.T) {
	at := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	c := audit.NewCounter()
	c.Add(&audit.Record{Time: at, ToolName: "Bash", Decision: "deny", Client: "gemini", Rule: &audit.RuleRef{ID: "r"}})
	c.Add(&audit.Record{Time: at, ToolName: "Bash", Decision: "allow"})
	var b strings.Builder
	if err := Write(&b, c.Stats(), Options{}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{"<h2>Agents</h2>", "<code>gemini</code>", "<code>claude</code>", "gemini:Bash"} {
		if !strings.Contains(page, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	c = audit.NewCounter()
	c.Add(&audit.Record{Time: at, ToolName: "Bash", Decision: "allow"})
	b.Reset()
	Write(&b, c.Stats(), Options{})
	if strings.Contains(b.String(), "<h2>Agents</h2>") {
		t.Error("a log of Claude Code's records alone shows an Agents table")
	}
}
