package audit

import (
	"cmp"
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Decisions in the order every summary lists them: most severe first.
var decisionOrder = []string{"deny", "ask", "allow", "none"}

// DecisionOrder is the decisions in the order every summary lists them:
// most severe first.
func DecisionOrder() []string { return slices.Clone(decisionOrder) }

// Stats are the counts over a set of records: by decision, rule, tool and
// UTC day. Slices are sorted by count, most first, then by name; Days
// oldest first.
type Stats struct {
	Records   int            `json:"records"`
	Skipped   int            `json:"skipped"` // corrupt lines
	First     time.Time      `json:"first,omitzero"`
	Last      time.Time      `json:"last,omitzero"`
	Decisions map[string]int `json:"decisions"`
	Rules     []RuleCount    `json:"rules"`
	Tools     []Count        `json:"tools"`
	Clients   []ClientCount  `json:"clients"`
	Days      []DayCount     `json:"days"`
	// SelfTests counts the records of doctor's live self-test (session
	// DoctorSession), which no figure includes.
	SelfTests int `json:"self_tests,omitempty"`
	// Recent holds the last blocked (deny or ask) records, oldest first,
	// for the report; it is not part of the JSON summary, nor are the
	// report's hours, projects and sessions.
	Recent []*Record `json:"-"`
	// Hours are the UTC hours that had decisions, oldest first.
	Hours []HourCount `json:"-"`
	// Projects are the working directories of the calls, most calls first.
	Projects []ProjectCount `json:"-"`
	// Sessions are the sessions seen, the latest to end first; the first
	// maxTimelines of them carry the timeline of their decisions.
	Sessions []SessionSummary `json:"-"`
}

// DoctorSession is the session id of `pregate doctor`'s live self-test.
const DoctorSession = "pregate-doctor"

// HourCount is one UTC hour's decisions.
type HourCount struct {
	Hour      time.Time
	Count     int
	Decisions map[string]int
}

// ProjectCount is the decisions of the calls made in one directory.
type ProjectCount struct {
	Cwd       string
	Count     int
	Decisions map[string]int
	Sessions  int
}

// SessionSummary is one session: when it ran, where, what was decided
// and, for the latest sessions, each decision in time order.
type SessionSummary struct {
	ID          string
	Cwd         string
	First, Last time.Time
	Count       int
	Decisions   map[string]int
	Points      []SessionPoint
	Truncated   bool // Points holds only the first maxPoints decisions

	dropped bool // lost its timeline to later sessions: none restarts
}

// SessionPoint is one decision of a session's timeline.
type SessionPoint struct {
	Time     time.Time
	Decision string
	Rule     string
	Tool     string
	What     string
}

// Count is a name and how often it occurred.
type Count struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// RuleCount is one rule's record: where it is defined, how often it
// decided, with which decisions, and the reasons it gave (most frequent
// first, at most maxReasons).
type RuleCount struct {
	ID        string         `json:"id"`
	Source    string         `json:"source,omitempty"`
	Level     string         `json:"level,omitempty"`
	Line      int            `json:"line,omitempty"`
	Count     int            `json:"count"`
	Decisions map[string]int `json:"decisions"`
	Reasons   []Count        `json:"reasons,omitempty"`
	Last      time.Time      `json:"last"`
}

// ClientCount is one agent's decisions.
type ClientCount struct {
	Name      string         `json:"name"`
	Count     int            `json:"count"`
	Decisions map[string]int `json:"decisions"`
}

// DayCount is one UTC day's decisions.
type DayCount struct {
	Day       string         `json:"day"` // 2006-01-02
	Count     int            `json:"count"`
	Decisions map[string]int `json:"decisions"`
}

const (
	maxReasons   = 3
	maxRecent    = 20
	maxTimelines = MaxTimelines
	maxPoints    = 400 // decisions kept per timeline
)

// MaxTimelines is the number of sessions, the latest, whose timeline
// Stats keeps and the report draws.
const MaxTimelines = 8

// Counter accumulates Stats one record at a time, so that a log of any
// size is summarised in one pass with memory bounded by the number of
// distinct rules, tools and days.
type Counter struct {
	s       Stats
	rules   map[string]*RuleCount
	reasons map[string]map[string]int
	tools   map[string]int
	clients map[string]*ClientCount
	days    map[string]*DayCount
	hours   map[int64]*HourCount
	cwds    map[string]*ProjectCount
	cwdSess map[string]map[string]bool
	sess    map[string]*SessionSummary
	lines   int // sessions holding a timeline
}

// NewCounter returns an empty Counter.
func NewCounter() *Counter {
	return &Counter{
		s:       Stats{Decisions: map[string]int{}},
		rules:   map[string]*RuleCount{},
		reasons: map[string]map[string]int{},
		tools:   map[string]int{},
		clients: map[string]*ClientCount{},
		days:    map[string]*DayCount{},
		hours:   map[int64]*HourCount{},
		cwds:    map[string]*ProjectCount{},
		cwdSess: map[string]map[string]bool{},
		sess:    map[string]*SessionSummary{},
	}
}

// Add counts r. A record of doctor's self-test is only counted as one.
func (c *Counter) Add(r *Record) error {
	s := &c.s
	if r.SessionID == DoctorSession {
		s.SelfTests++
		return nil
	}
	s.Records++
	t := r.Time.UTC()
	if s.First.IsZero() || t.Before(s.First) {
		s.First = t
	}
	if t.After(s.Last) {
		s.Last = t
	}
	s.Decisions[r.Decision]++
	c.tools[r.ToolName]++
	cc := c.clients[r.ClientName()]
	if cc == nil {
		cc = &ClientCount{Name: r.ClientName(), Decisions: map[string]int{}}
		c.clients[cc.Name] = cc
	}
	cc.Count++
	cc.Decisions[r.Decision]++
	day := t.Format(time.DateOnly)
	d := c.days[day]
	if d == nil {
		d = &DayCount{Day: day, Decisions: map[string]int{}}
		c.days[day] = d
	}
	d.Count++
	d.Decisions[r.Decision]++
	c.addHour(t, r.Decision)
	c.addProject(r)
	c.addSession(r, t)
	if r.Rule != nil && r.Rule.ID != "" {
		rc := c.rules[r.Rule.ID]
		if rc == nil {
			rc = &RuleCount{ID: r.Rule.ID, Decisions: map[string]int{}}
			c.rules[r.Rule.ID] = rc
			c.reasons[r.Rule.ID] = map[string]int{}
		}
		rc.Count++
		rc.Decisions[r.Decision]++
		if !t.Before(rc.Last) {
			rc.Last = t
			rc.Source, rc.Level, rc.Line = r.Rule.Source, r.Rule.Level, r.Rule.Line
		}
		// Distinct reasons are bounded by the policy, not the log: a
		// reason is rule text, not call text.
		if reason := r.AgentReason; reason != "" && len(c.reasons[r.Rule.ID]) < 100 {
			c.reasons[r.Rule.ID][reason]++
		}
	}
	if r.Decision == "deny" || r.Decision == "ask" {
		s.Recent = append(s.Recent, r)
		if len(s.Recent) > 2*maxRecent {
			s.Recent = append(s.Recent[:0], s.Recent[len(s.Recent)-maxRecent:]...)
		}
	}
	return nil
}

func (c *Counter) addHour(t time.Time, decision string) {
	k := t.Truncate(time.Hour).Unix()
	h := c.hours[k]
	if h == nil {
		h = &HourCount{Hour: time.Unix(k, 0).UTC(), Decisions: map[string]int{}}
		c.hours[k] = h
	}
	h.Count++
	h.Decisions[decision]++
}

func (c *Counter) addProject(r *Record) {
	p := c.cwds[r.Cwd]
	if p == nil {
		p = &ProjectCount{Cwd: r.Cwd, Decisions: map[string]int{}}
		c.cwds[r.Cwd] = p
		c.cwdSess[r.Cwd] = map[string]bool{}
	}
	p.Count++
	p.Decisions[r.Decision]++
	if !c.cwdSess[r.Cwd][r.SessionID] && len(c.cwdSess[r.Cwd]) < 10000 {
		c.cwdSess[r.Cwd][r.SessionID] = true
	}
}

// addSession counts r in its session. Timelines are kept for the
// sessions that ended last: when more than twice maxTimelines hold one,
// the older half lose theirs, so memory stays bounded by the number of
// sessions, not the length of the log.
func (c *Counter) addSession(r *Record, t time.Time) {
	ss := c.sess[r.SessionID]
	if ss == nil {
		ss = &SessionSummary{ID: r.SessionID, Cwd: r.Cwd, First: t, Decisions: map[string]int{}}
		c.sess[r.SessionID] = ss
	}
	if t.Before(ss.First) {
		ss.First = t
	}
	if t.After(ss.Last) {
		ss.Last = t
	}
	ss.Count++
	ss.Decisions[r.Decision]++
	if ss.dropped {
		return
	}
	if len(ss.Points) >= maxPoints {
		ss.Truncated = true
		return
	}
	pt := SessionPoint{Time: t, Decision: r.Decision, Tool: r.ToolName, What: Summary(r, 120)}
	if r.Rule != nil {
		pt.Rule = r.Rule.ID
	}
	ss.Points = append(ss.Points, pt)
	if len(ss.Points) == 1 {
		if c.lines++; c.lines > 2*maxTimelines {
			c.trimTimelines()
		}
	}
}

func (c *Counter) trimTimelines() {
	var with []*SessionSummary
	for _, ss := range c.sess {
		if len(ss.Points) > 0 {
			with = append(with, ss)
		}
	}
	slices.SortFunc(with, func(a, b *SessionSummary) int { return b.Last.Compare(a.Last) })
	for _, ss := range with[maxTimelines:] {
		ss.Points, ss.Truncated, ss.dropped = nil, false, true
	}
	c.lines = maxTimelines
}

// Skip counts a corrupt line.
func (c *Counter) Skip(Problem) { c.s.Skipped++ }

// Stats returns the counts so far.
func (c *Counter) Stats() *Stats {
	s := c.s
	s.Rules = nil
	for id, rc := range c.rules {
		r := *rc
		r.Reasons = topCounts(c.reasons[id], maxReasons)
		s.Rules = append(s.Rules, r)
	}
	slices.SortFunc(s.Rules, func(a, b RuleCount) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.ID, b.ID))
	})
	s.Tools = topCounts(c.tools, 0)
	s.Clients = []ClientCount{}
	for _, cc := range c.clients {
		s.Clients = append(s.Clients, *cc)
	}
	slices.SortFunc(s.Clients, func(a, b ClientCount) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Name, b.Name))
	})
	s.Days = nil
	for _, d := range c.days {
		s.Days = append(s.Days, *d)
	}
	slices.SortFunc(s.Days, func(a, b DayCount) int { return strings.Compare(a.Day, b.Day) })
	if len(s.Recent) > maxRecent {
		s.Recent = s.Recent[len(s.Recent)-maxRecent:]
	}
	s.Recent = slices.Clone(s.Recent)
	if s.Rules == nil {
		s.Rules = []RuleCount{}
	}
	if s.Days == nil {
		s.Days = []DayCount{}
	}
	s.Hours = nil
	for _, h := range c.hours {
		s.Hours = append(s.Hours, *h)
	}
	slices.SortFunc(s.Hours, func(a, b HourCount) int { return a.Hour.Compare(b.Hour) })
	s.Projects = nil
	for cwd, p := range c.cwds {
		pc := *p
		pc.Sessions = len(c.cwdSess[cwd])
		s.Projects = append(s.Projects, pc)
	}
	slices.SortFunc(s.Projects, func(a, b ProjectCount) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Cwd, b.Cwd))
	})
	s.Sessions = nil
	for _, ss := range c.sess {
		s.Sessions = append(s.Sessions, *ss)
	}
	slices.SortFunc(s.Sessions, func(a, b SessionSummary) int {
		return cmp.Or(b.Last.Compare(a.Last), strings.Compare(a.ID, b.ID))
	})
	for i := range s.Sessions {
		if i >= maxTimelines {
			s.Sessions[i].Points, s.Sessions[i].Truncated = nil, false
		}
		// Records need not arrive in time order (rotated files, clocks).
		s.Sessions[i].Points = slices.Clone(s.Sessions[i].Points)
		slices.SortStableFunc(s.Sessions[i].Points, func(a, b SessionPoint) int { return a.Time.Compare(b.Time) })
	}
	return &s
}

// topCounts sorts m by count (most first, then name) and keeps n (0: all).
func topCounts(m map[string]int, n int) []Count {
	out := make([]Count, 0, len(m))
	for k, v := range m {
		out = append(out, Count{k, v})
	}
	slices.SortFunc(out, func(a, b Count) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Name, b.Name))
	})
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// Summary is a one-line description of what the call did, for tables: the
// command of a Bash call, the path of a file tool, the URL of a fetch; for
// other tools the input as compact JSON. Newlines become "⏎" and the result
// is cut to max runes (0: no limit).
func Summary(r *Record, max int) string {
	s := ""
	for _, k := range []string{"command", "file_path", "notebook_path", "path", "url", "query", "pattern", "subagent_type"} {
		if v, ok := r.Input[k].(string); ok && v != "" {
			s = v
			break
		}
	}
	if s == "" && len(r.Input) > 0 {
		b, _ := json.Marshal(r.Input)
		s = string(b)
	}
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ⏎ ")), " ")
	if max > 0 && utf8.RuneCountInString(s) > max {
		rs := []rune(s)
		s = string(rs[:max-1]) + "…"
	}
	return s
}
