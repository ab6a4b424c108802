package audit

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"time"
)

// ReportOptions shape the HTML report.
type ReportOptions struct {
	Title     string    // default "pregate audit report"
	Version   string    // pregate's version, shown in the footer
	Generated time.Time // shown in the footer; the caller owns the clock
	MaxDays   int       // days shown in the chart, most recent last; default 90
	Filter    string    // human description of the filter applied, if any
}

//go:embed report.html.tmpl
var reportHTML string

// reportTmpl is parsed on first use: every hook process links this
// package to append its record, and none of them renders a report.
var reportTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("report").Funcs(template.FuncMap{
		"redact": Redact,
	}).Parse(reportHTML))
})

// Colours of the decisions, shared by the charts and the badges.
var decisionColor = map[string]string{
	"deny": "#c0392b", "ask": "#d68910", "allow": "#1e8449", "none": "#95a5a6",
}

// WriteReport renders s as one self-contained HTML page: inline CSS and SVG,
// no script, no fonts, no network. It shows the decisions per day as
// stacked bars, the rules that decided most with their reasons, and the
// latest blocked calls. Text from the log is escaped and redacted again, so
// that a log written without redaction still publishes no secret.
func WriteReport(w io.Writer, s *Stats, opts ReportOptions) error {
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
	for _, dec := range decisionOrder {
		n := s.Decisions[dec]
		pct := 0.0
		if s.Records > 0 {
			pct = 100 * float64(n) / float64(s.Records)
		}
		d.Cards = append(d.Cards, card{Name: dec, Count: n, Pct: fmt.Sprintf("%.1f%%", pct), Color: decisionColor[dec]})
	}
	d.Days = dayChart(s.Days, opts.MaxDays)
	// An operator reads the report for what was stopped: rules that
	// blocked come first, however often an allow rule fired.
	rules := slices.Clone(s.Rules)
	slices.SortStableFunc(rules, func(a, b RuleCount) int { return blocked(b) - blocked(a) })
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
		for _, dec := range decisionOrder {
			if n := r.Decisions[dec]; n > 0 {
				row.Split = append(row.Split, card{Name: dec, Count: n, Color: decisionColor[dec]})
			}
		}
		d.RuleRows = append(d.RuleRows, row)
	}
	for i := len(s.Recent) - 1; i >= 0; i-- {
		r := s.Recent[i]
		row := recentRow{Time: r.Time.UTC().Format("2006-01-02 15:04:05"), Decision: r.Decision, Color: decisionColor[r.Decision],
			Tool: r.ToolName, What: Summary(r, 140), Reason: r.AgentReason}
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
	if len(s.Clients) > 1 || len(s.Clients) == 1 && s.Clients[0].Name != "claude" {
		d.Clients = s.Clients
	}
	return reportTmpl().Execute(w, d)
}

type reportData struct {
	Opts      ReportOptions
	S         *Stats
	Generated string
	Period    string
	Cards     []card
	Days      *svgDays
	Rules     *svgRules
	RuleRows  []ruleRow
	Recent    []recentRow
	Tools     []Count
	// Clients is the split by agent, shown when the log holds more than
	// Claude Code's records.
	Clients []ClientCount
}

type card struct {
	Name  string
	Count int
	Pct   string
	Color string
}

type ruleRow struct {
	R     RuleCount
	Where string
	Split []card
}

type recentRow struct {
	Time, Decision, Color, Tool, Rule, What, Reason string
}

func blocked(r RuleCount) int { return r.Decisions["deny"] + r.Decisions["ask"] }

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

func dayChart(days []DayCount, maxDays int) *svgDays {
	if len(days) == 0 {
		return nil
	}
	first, _ := time.Parse(time.DateOnly, days[0].Day)
	last, _ := time.Parse(time.DateOnly, days[len(days)-1].Day)
	byDay := map[string]DayCount{}
	for _, d := range days {
		byDay[d.Day] = d
	}
	total := int(last.Sub(first).Hours()/24) + 1
	if total > maxDays {
		first = last.AddDate(0, 0, -(maxDays - 1))
	}
	var all []DayCount
	for t := first; !t.After(last); t = t.AddDate(0, 0, 1) {
		k := t.Format(time.DateOnly)
		d, ok := byDay[k]
		if !ok {
			d = DayCount{Day: k}
		}
		all = append(all, d)
	}
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
				Title: fmt.Sprintf("%s: %d %s of %d", d.Day, n, dec, d.Count)})
		}
	}
	for v := 0; v <= top; v += step {
		c.Grid = append(c.Grid, svgTick{Y: round(c.Top + plotH - plotH*float64(v)/float64(top)), Label: itoa(v)})
	}
	every := int(math.Ceil(float64(len(all)) / 12))
	for i, d := range all {
		if i%every == 0 {
			c.Labels = append(c.Labels, svgTick{X: round(c.Left + (float64(i)+0.5)*slot), Y: c.H - c.Bottom + 18, Label: d.Day[5:]})
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

func ruleChart(rules []RuleCount, n int) *svgRules {
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
