package report

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pregate/pregate/audit"
)

// Options shape the HTML report.
type Options struct {
	Title     string    // default "pregate audit report"
	Version   string    // pregate's version, shown in the footer
	Generated time.Time // shown in the footer; the caller owns the clock
	MaxDays   int       // days shown in the chart, most recent last; default 90
	Filter    string    // human description of the filter applied, if any
}

//go:embed report.html.tmpl
var reportHTML string

// reportTmpl is parsed on first use.
var reportTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("report").Funcs(template.FuncMap{
		"redact": audit.Redact,
		"ruleid": ruleID,
	}).Parse(reportHTML))
})

// Colours of the decisions, shared by the charts and the badges.
var decisionColor = map[string]string{
	"deny": "#c0392b", "ask": "#d68910", "allow": "#1e8449", "none": "#95a5a6",
}

// Write renders s as one self-contained HTML page: inline CSS and SVG
// and one inline script for the filter box (the page reads the same
// without it), no fonts, nothing fetched. It shows the decisions per day as
// stacked bars (per hour when the records span a day or less), the rules
// that decided most with their reasons, the latest blocked calls with the
// reasons given to the agent and the operator, a timeline of each of the
// latest sessions, and the totals per project (working directory).
// doctor's self-test records are not in the figures. Text from the log is
// escaped and redacted again, so that a log written without redaction
// still publishes no secret.
func Write(w io.Writer, s *audit.Stats, opts Options) error {
	if opts.Title == "" {
		opts.Title = "pregate audit report"
	}
	if opts.MaxDays <= 0 {
		opts.MaxDays = 90
	}
	d := reportData{Opts: opts, S: s}
	if !opts.Generated.IsZero() {
		d.Generated = opts.Generated.UTC().Format("2006-01-02 15:04 UTC")
	}
	if s.Records > 0 {
		d.Period = fmt.Sprintf("%s – %s", s.First.Format("2006-01-02 15:04"), s.Last.Format("2006-01-02 15:04 UTC"))
	}
	for _, dec := range audit.DecisionOrder() {
		n := s.Decisions[dec]
		pct := 0.0
		if s.Records > 0 {
			pct = 100 * float64(n) / float64(s.Records)
		}
		d.Cards = append(d.Cards, card{Name: dec, Count: n, Pct: fmt.Sprintf("%.1f%%", pct), Color: decisionColor[dec]})
	}
	if s.Records > 0 && s.Last.Sub(s.First) <= 24*time.Hour {
		d.Days, d.Hourly = hourChart(s.Hours), true
	} else {
		d.Days = dayChart(s.Days, opts.MaxDays)
	}
	// An operator reads the report for what was stopped: rules that
	// blocked come first, however often an allow rule fired.
	rules := slices.Clone(s.Rules)
	slices.SortStableFunc(rules, func(a, b audit.RuleCount) int { return blocked(b) - blocked(a) })
	d.Rules = ruleChart(rules, 12)
	for i, r := range rules {
		if i == 25 {
			break
		}
		src := r.Source
		if src != "" && r.Line > 0 {
			src = fmt.Sprintf("%s:%d", src, r.Line)
		}
		row := ruleRow{R: r, Where: src}
		for _, dec := range audit.DecisionOrder() {
			if n := r.Decisions[dec]; n > 0 {
				row.Split = append(row.Split, card{Name: dec, Count: n, Color: decisionColor[dec]})
			}
		}
		d.RuleRows = append(d.RuleRows, row)
	}
	for i := len(s.Recent) - 1; i >= 0; i-- {
		r := s.Recent[i]
		row := recentRow{Time: r.Time.UTC().Format("2006-01-02 15:04:05"), Decision: r.Decision, Color: decisionColor[r.Decision],
			Tool: r.ToolName, What: audit.Summary(r, 140), Reason: r.AgentReason, Operator: r.OperatorReason,
			Session: r.SessionID, Cwd: r.Cwd}
		if r.Client != "" && r.Client != "claude" {
			row.Tool = r.Client + ":" + r.ToolName
		}
		if r.Rule != nil {
			row.Rule = r.Rule.ID
		}
		d.Recent = append(d.Recent, row)
	}
	for _, t := range s.Tools {
		d.Tools = append(d.Tools, t)
	}
	d.OneSession = len(s.Sessions) == 1
	for i, ss := range s.Sessions {
		if i == audit.MaxTimelines {
			d.MoreSessions = len(s.Sessions) - i
			break
		}
		v := sessionView(ss)
		if d.OneSession {
			for _, p := range ss.Points {
				v.Rows = append(v.Rows, recentRow{Time: p.Time.Format("2006-01-02 15:04:05"), Decision: p.Decision,
					Color: decisionColor[p.Decision], Tool: p.Tool, What: p.What, Rule: p.Rule})
			}
		}
		d.Sessions = append(d.Sessions, v)
	}
	for i, p := range s.Projects {
		if i == 50 {
			d.MoreProjects = len(s.Projects) - i
			break
		}
		row := projectRow{P: p}
		for _, dec := range audit.DecisionOrder() {
			if n := p.Decisions[dec]; n > 0 {
				row.Split = append(row.Split, card{Name: dec, Count: n, Color: decisionColor[dec]})
			}
		}
		if row.P.Cwd == "" {
			row.P.Cwd = "-"
		}
		d.Projects = append(d.Projects, row)
	}
	if len(s.Clients) > 1 || len(s.Clients) == 1 && s.Clients[0].Name != "claude" {
		d.Clients = s.Clients
	}
	return reportTmpl().Execute(w, d)
}

// ruleID is a rule id for HTML: it may break after a dot, a slash or an
// underscore, never inside a word, nor after a hyphen.
func ruleID(id string) template.HTML {
	var b strings.Builder
	seg := func(s string) {
		if s != "" {
			b.WriteString(`<span class="nw">` + template.HTMLEscapeString(s) + `</span>`)
		}
	}
	start := 0
	for i, r := range id {
		if r == '.' || r == '/' || r == '_' {
			seg(id[start : i+1])
			b.WriteString("<wbr>")
			start = i + 1
		}
	}
	seg(id[start:])
	return template.HTML(b.String())
}

// sessionTimeline is one session drawn as a strip: a tick per decision at
// its time, blocked ones taller.
type sessionTimeline struct {
	S          audit.SessionSummary
	Span       string
	Split      []card
	W, H       float64
	Ticks      []svgRect
	Start, End string
	// StartClock and EndClock label the strip's ends.
	StartClock, EndClock string
	NoTimeline           bool
	MorePoints           int
	Rows                 []recentRow // every call, when the report is of this session alone
}

func sessionView(ss audit.SessionSummary) sessionTimeline {
	v := sessionTimeline{S: ss, W: 960, H: 60, StartClock: ss.First.Format("15:04:05"), EndClock: ss.Last.Format("15:04:05")}
	v.Start = ss.First.Format("2006-01-02 15:04:05")
	v.End = ss.Last.Format("15:04:05")
	if ss.Last.Format(time.DateOnly) != ss.First.Format(time.DateOnly) {
		v.End = ss.Last.Format("2006-01-02 15:04:05")
	}
	v.Span = ss.Last.Sub(ss.First).Round(time.Second).String()
	for _, dec := range audit.DecisionOrder() {
		if n := ss.Decisions[dec]; n > 0 {
			v.Split = append(v.Split, card{Name: dec, Count: n, Color: decisionColor[dec]})
		}
	}
	if len(ss.Points) == 0 {
		v.NoTimeline = true
		return v
	}
	v.MorePoints = ss.Count - len(ss.Points)
	span := ss.Last.Sub(ss.First).Seconds()
	const pad = 6
	plotW := v.W - 2*pad
	// Allowed and unjudged calls first, so that a block drawn over them
	// stays visible where they crowd.
	order := func(dec string) int {
		switch dec {
		case "deny":
			return 2
		case "ask":
			return 1
		}
		return 0
	}
	pts := slices.Clone(ss.Points)
	slices.SortStableFunc(pts, func(a, b audit.SessionPoint) int { return order(a.Decision) - order(b.Decision) })
	for _, p := range pts {
		x := pad + plotW/2
		if span > 0 {
			x = pad + plotW*p.Time.Sub(ss.First).Seconds()/span
		}
		y, h := 14.0, 16.0
		if order(p.Decision) > 0 {
			y, h = 4, 36
		}
		title := fmt.Sprintf("%s %s %s", p.Time.Format("15:04:05"), p.Decision, p.Tool)
		if p.Rule != "" {
			title += " " + p.Rule
		}
		if p.What != "" {
			title += ": " + audit.Redact(p.What)
		}
		v.Ticks = append(v.Ticks, svgRect{X: round(x - 1.5), Y: y, W: 3, H: h, Color: decisionColor[p.Decision], Title: title})
	}
	return v
}

type projectRow struct {
	P     audit.ProjectCount
	Split []card
}

// hourChart is the chart of decisions per UTC hour, for records that span
// a day or less.
func hourChart(hours []audit.HourCount) *svgDays {
	if len(hours) == 0 {
		return nil
	}
	by := map[time.Time]audit.HourCount{}
	for _, h := range hours {
		by[h.Hour] = h
	}
	var all []bucket
	for t := hours[0].Hour; !t.After(hours[len(hours)-1].Hour); t = t.Add(time.Hour) {
		h := by[t]
		all = append(all, bucket{Key: t.Format("2006-01-02 15:00"), Label: t.Format("15:00"), Count: h.Count, Decisions: h.Decisions})
	}
	return barChart(all, len(all))
}

type reportData struct {
	Opts         Options
	S            *audit.Stats
	Generated    string
	Period       string
	Cards        []card
	Days         *svgDays
	Hourly       bool
	Rules        *svgRules
	RuleRows     []ruleRow
	Recent       []recentRow
	Tools        []audit.Count
	Sessions     []sessionTimeline
	OneSession   bool // the records are of one session: list its calls
	MoreSessions int
	Projects     []projectRow
	MoreProjects int
	// Clients is the split by agent, shown when the log holds more than
	// Claude Code's records.
	Clients []audit.ClientCount
}

type card struct {
	Name  string
	Count int
	Pct   string
	Color string
}

type ruleRow struct {
	R     audit.RuleCount
	Where string
	Split []card
}

type recentRow struct {
	Time, Decision, Color, Tool, Rule, What, Reason, Operator, Session, Cwd string
}

func blocked(r audit.RuleCount) int { return r.Decisions["deny"] + r.Decisions["ask"] }

// svgDays is the geometry of the decisions-per-day chart, computed here so
// that the template only places rectangles.
type svgDays struct {
	W, H, Left, Bottom, Top float64
	Bars                    []svgRect
	Grid                    []svgTick
	Labels                  []svgTick
	Legend                  []card
	Shown, Total            int
}

type svgRect struct {
	X, Y, W, H float64
	Color      string
	Title      string
}

type svgTick struct {
	X, Y  float64
	Label string
}

// stack order, bottom to top: the decisions an operator looks for first sit
// on the axis where they are easiest to compare.
var stackOrder = []string{"deny", "ask", "allow", "none"}

func dayChart(days []audit.DayCount, maxDays int) *svgDays {
	if len(days) == 0 {
		return nil
	}
	first, _ := time.Parse(time.DateOnly, days[0].Day)
	last, _ := time.Parse(time.DateOnly, days[len(days)-1].Day)
	byDay := map[string]audit.DayCount{}
	for _, d := range days {
		byDay[d.Day] = d
	}
	total := int(last.Sub(first).Hours()/24) + 1
	if total > maxDays {
		first = last.AddDate(0, 0, -(maxDays - 1))
	}
	var all []bucket
	for t := first; !t.After(last); t = t.AddDate(0, 0, 1) {
		k := t.Format(time.DateOnly)
		d := byDay[k]
		all = append(all, bucket{Key: k, Label: k[5:], Count: d.Count, Decisions: d.Decisions})
	}
	return barChart(all, total)
}

// bucket is one bar of a chart over time: a day or an hour.
type bucket struct {
	Key, Label string // "2026-11-20", "11-20"; "2026-11-20 14:00", "14:00"
	Count      int
	Decisions  map[string]int
}

// barChart stacks each bucket's decisions into a bar; total is the number
// of buckets the data spans, of which all are shown.
func barChart(all []bucket, total int) *svgDays {
	c := &svgDays{W: 960, H: 280, Left: 56, Bottom: 36, Top: 16, Shown: len(all), Total: total}
	peak := 0
	for _, d := range all {
		peak = max(peak, d.Count)
	}
	top, step := niceScale(peak)
	plotW, plotH := c.W-c.Left-16, c.H-c.Bottom-c.Top
	slot := plotW / float64(len(all))
	barW := math.Min(36, math.Max(1, slot*0.72)) // few days: bars, not walls
	for i, d := range all {
		x := c.Left + float64(i)*slot + (slot-barW)/2
		y := c.Top + plotH
		for _, dec := range stackOrder {
			n := d.Decisions[dec]
			if n == 0 {
				continue
			}
			h := plotH * float64(n) / float64(top)
			y -= h
			c.Bars = append(c.Bars, svgRect{X: round(x), Y: round(y), W: round(barW), H: round(h), Color: decisionColor[dec],
				Title: fmt.Sprintf("%s: %d %s of %d", d.Key, n, dec, d.Count)})
		}
	}
	for v := 0; v <= top; v += step {
		c.Grid = append(c.Grid, svgTick{Y: round(c.Top + plotH - plotH*float64(v)/float64(top)), Label: strconv.Itoa(v)})
	}
	every := int(math.Ceil(float64(len(all)) / 12))
	for i, d := range all {
		if i%every == 0 {
			c.Labels = append(c.Labels, svgTick{X: round(c.Left + (float64(i)+0.5)*slot), Y: c.H - c.Bottom + 18, Label: d.Label})
		}
	}
	for _, dec := range stackOrder {
		c.Legend = append(c.Legend, card{Name: dec, Color: decisionColor[dec]})
	}
	return c
}

// niceScale returns an axis maximum ≥ peak and a step that divides it in
// at most five round parts.
func niceScale(peak int) (top, step int) {
	if peak <= 0 {
		return 1, 1
	}
	raw := float64(peak) / 4
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*mag >= raw {
			step = max(1, int(m*mag))
			break
		}
	}
	top = ((peak + step - 1) / step) * step
	return top, step
}

func round(f float64) float64 { return math.Round(f*10) / 10 }

// svgRules is the horizontal bar chart of the rules that decided most.
type svgRules struct {
	W, H, Left float64
	Rows       []svgRuleBar
}

type svgRuleBar struct {
	Y     float64
	Label string
	Bars  []svgRect
	End   float64
	Count int
}

func ruleChart(rules []audit.RuleCount, n int) *svgRules {
	if len(rules) == 0 {
		return nil
	}
	if len(rules) > n {
		rules = rules[:n]
	}
	longest := 0
	for _, r := range rules {
		longest = max(longest, len(r.ID))
	}
	c := &svgRules{W: 960, Left: math.Min(360, float64(longest)*7.4+16)}
	const rowH = 26
	c.H = float64(len(rules))*rowH + 8
	plotW := c.W - c.Left - 64
	peak := 0
	for _, r := range rules {
		peak = max(peak, r.Count)
	}
	for i, r := range rules {
		row := svgRuleBar{Y: float64(i)*rowH + 4, Label: r.ID, Count: r.Count}
		x := c.Left
		for _, dec := range stackOrder {
			k := r.Decisions[dec]
			if k == 0 {
				continue
			}
			w := plotW * float64(k) / float64(peak)
			row.Bars = append(row.Bars, svgRect{X: round(x), Y: row.Y, W: round(w), H: rowH - 8, Color: decisionColor[dec],
				Title: fmt.Sprintf("%s: %d %s", r.ID, k, dec)})
			x += w
		}
		row.End = round(x + 6)
		if strings.TrimSpace(row.Label) == "" {
			row.Label = "-"
		}
		c.Rows = append(c.Rows, row)
	}
	return c
}
