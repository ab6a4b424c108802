package audit

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Output rules of the text formats: one record per line, columns separated
// by two spaces, times in UTC RFC 3339, "-" for an empty column. They are
// for people; scripts use the JSON forms, which do not change shape.

// FormatLine renders r as one line for `pregate log tail`: time, decision,
// tool, rule, what was called and, for a deny or ask, the reason the agent
// was given.
func FormatLine(r *Record) string {
	rule := "-"
	if r.Rule != nil && r.Rule.ID != "" {
		rule = r.Rule.ID
	}
	var b strings.Builder
	tool := orDash(r.ToolName)
	if r.Client != "" && r.Client != "claude" {
		tool = r.Client + ":" + tool
	}
	fmt.Fprintf(&b, "%s  %-5s  %s  %s  %s", r.Time.UTC().Format(time.RFC3339), r.Decision, tool, rule, orDash(Summary(r, 160)))
	if r.AgentReason != "" && (r.Decision == "deny" || r.Decision == "ask") {
		b.WriteString("  — ")
		b.WriteString(strings.Join(strings.Fields(r.AgentReason), " "))
	}
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// WriteJSONLine writes r as one JSON line, as the log holds it.
func WriteJSONLine(w io.Writer, r *Record) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// WriteStats renders s as aligned text tables: totals, then counts by
// decision, rule, tool and day. Names are aligned left, numbers right.
func WriteStats(w io.Writer, s *Stats) error {
	var b strings.Builder
	if s.Records == 0 {
		b.WriteString("no records")
	} else {
		fmt.Fprintf(&b, "%d records from %s to %s", s.Records, s.First.Format(time.RFC3339), s.Last.Format(time.RFC3339))
	}
	if s.Skipped > 0 {
		fmt.Fprintf(&b, ", %d corrupt %s skipped", s.Skipped, plural(s.Skipped, "line", "lines"))
	}
	if s.SelfTests > 0 {
		fmt.Fprintf(&b, "; %d doctor self-test %s left out", s.SelfTests, plural(s.SelfTests, "record", "records"))
	}
	b.WriteString("\n")
	if s.Records > 0 {
		var rows [][]string
		for _, d := range decisionsOf(s.Decisions) {
			rows = append(rows, []string{d, itoa(s.Decisions[d])})
		}
		table(&b, []string{"decision", "count"}, rows)

		if len(s.Rules) > 0 {
			rows = nil
			for _, r := range s.Rules {
				src := r.Source
				if src != "" && r.Line > 0 {
					src = fmt.Sprintf("%s:%d", src, r.Line)
				}
				rows = append(rows, []string{r.ID, itoa(r.Count), itoa(r.Decisions["deny"]), itoa(r.Decisions["ask"]),
					itoa(r.Decisions["allow"]), itoa(r.Decisions["none"]), orDash(r.Level), orDash(src)})
			}
			table(&b, []string{"rule", "count", "deny", "ask", "allow", "none", "level", "source"}, rows)
		}

		// Only a log that more than Claude Code writes to needs the
		// split by agent.
		if len(s.Clients) > 1 || len(s.Clients) == 1 && s.Clients[0].Name != "claude" {
			rows = nil
			for _, c := range s.Clients {
				rows = append(rows, []string{c.Name, itoa(c.Count), itoa(c.Decisions["deny"]), itoa(c.Decisions["ask"]),
					itoa(c.Decisions["allow"]), itoa(c.Decisions["none"])})
			}
			table(&b, []string{"client", "count", "deny", "ask", "allow", "none"}, rows)
		}

		rows = nil
		for _, t := range s.Tools {
			rows = append(rows, []string{orDash(t.Name), itoa(t.Count)})
		}
		table(&b, []string{"tool", "count"}, rows)

		rows = nil
		for _, d := range s.Days {
			rows = append(rows, []string{d.Day, itoa(d.Count), itoa(d.Decisions["deny"]), itoa(d.Decisions["ask"]),
				itoa(d.Decisions["allow"]), itoa(d.Decisions["none"])})
		}
		table(&b, []string{"day", "count", "deny", "ask", "allow", "none"}, rows)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func itoa(n int) string { return strconv.Itoa(n) }

// table writes a blank line, then header and rows in columns two spaces
// apart; a column whose cells are all numbers is aligned right.
func table(b *strings.Builder, header []string, rows [][]string) {
	width := make([]int, len(header))
	numeric := make([]bool, len(header))
	for i, h := range header {
		width[i] = utf8.RuneCountInString(h)
		numeric[i] = len(rows) > 0
	}
	for _, r := range rows {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
			if _, err := strconv.Atoi(c); err != nil {
				numeric[i] = false
			}
		}
	}
	b.WriteString("\n")
	for _, r := range append([][]string{header}, rows...) {
		var line strings.Builder
		for i, c := range r {
			if i > 0 {
				line.WriteString("  ")
			}
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if numeric[i] {
				line.WriteString(pad + c)
			} else {
				line.WriteString(c + pad)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
	}
}

// decisionsOf lists the decisions present in m: the known ones in order of
// severity, then any others by name.
func decisionsOf(m map[string]int) []string {
	var out []string
	for _, d := range decisionOrder {
		if m[d] > 0 {
			out = append(out, d)
		}
	}
	var other []Count
	for d, n := range m {
		if !slices.Contains(decisionOrder, d) {
			other = append(other, Count{d, n})
		}
	}
	for _, c := range topCounts(countsMap(other), 0) {
		out = append(out, c.Name)
	}
	return out
}

func countsMap(cs []Count) map[string]int {
	m := make(map[string]int, len(cs))
	for _, c := range cs {
		m[c.Name] = c.Count
	}
	return m
}
