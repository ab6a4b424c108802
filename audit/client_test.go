package audit

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestClients: records without a client are Claude Code's; the filter and
// the stats split by agent.
func TestClients(t *testing.T) {
	at := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	recs := []*Record{
		{Time: at, ToolName: "Bash", Decision: "deny"},
		{Time: at, ToolName: "Bash", Decision: "deny", Client: "claude"},
		{Time: at, ToolName: "Bash", Decision: "deny", Client: "codex"},
		{Time: at, ToolName: "Read", Decision: "none", Client: "gemini", ClientTool: "read_file"},
		{Time: at, ToolName: "Bash", Decision: "allow", Client: "codex"},
	}
	f := Filter{Clients: []string{"claude", "gemini"}}
	var got []string
	for _, r := range recs {
		if f.Match(r) {
			got = append(got, r.ClientName()+" "+r.Decision)
		}
	}
	if diff := cmp.Diff([]string{"claude deny", "claude deny", "gemini none"}, got); diff != "" {
		t.Errorf("Filter{Clients: claude, gemini} mismatch (-want +got):\n%s", diff)
	}

	c := NewCounter()
	for _, r := range recs {
		c.Add(r)
	}
	s := c.Stats()
	want := []ClientCount{
		{Name: "claude", Count: 2, Decisions: map[string]int{"deny": 2}},
		{Name: "codex", Count: 2, Decisions: map[string]int{"deny": 1, "allow": 1}},
		{Name: "gemini", Count: 1, Decisions: map[string]int{"none": 1}},
	}
	if diff := cmp.Diff(want, s.Clients); diff != "" {
		t.Errorf("Stats.Clients mismatch (-want +got):\n%s", diff)
	}
	var b strings.Builder
	if err := WriteStats(&b, s); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "client") || !strings.Contains(b.String(), "codex") {
		t.Errorf("WriteStats does not split by client:\n%s", b.String())
	}
	if line := FormatLine(recs[2]); !strings.Contains(line, "codex:Bash") {
		t.Errorf("FormatLine = %q, want the client before the tool", line)
	}
}
