package gate

import (
	"slices"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/shell"
)

// bashDecider is a decider for a Bash call of command, without a floor
// or rules: what bash does is decomposition and normalisation alone.
func bashDecider(command string) *decider {
	ev := hook.Event{HookEventName: hook.PreToolUse, Cwd: "/home/u/project", ToolName: "Bash",
		ToolInput: map[string]any{"command": command}}
	return newDecider(Input{Event: ev, Home: "/home/u", Env: map[string]string{"HOME": "/home/u"}, NoFloor: true}, ev, &rules.Policy{})
}

// TestBashParts: each segment's part carries its argv as Segment.Args
// gives it, though they share one array, and an append to one argv never
// reaches the next; the actions are one per segment and one per path
// spelling, in order.
func TestBashParts(t *testing.T) {
	for _, cmd := range []string{
		benchInput(t, 0).Event.ToolInput["command"].(string),
		"ls -la", "> out.txt", "x=1; > $x", "d=~/.s; cat ${d}sh/id_rsa > copy; echo done",
		"a | b && (c; d) || e $(f g) > h < i", "split -l 10 in out/ && cp a b c/", "",
	} {
		d := bashDecider(cmd)
		if fv, err := d.bash(cmd); fv != nil || err != nil {
			t.Fatalf("%q: %v %v", cmd, fv, err)
		}
		segs := shell.Decompose(cmd, d.ev.Cwd, d.in.Env)
		var want [][]string
		n := 0
		for i := range segs {
			want = append(want, segs[i].Args())
			n++
			for _, pr := range segs[i].Paths {
				n += 1 + len(pr.Known)
			}
		}
		var got [][]string
		for _, p := range d.parts {
			if p.Kind == PartSegment {
				got = append(got, p.Argv)
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%q: %d segment parts, want %d", cmd, len(got), len(want))
		}
		for i := range got {
			if !slices.Equal(got[i], want[i]) || (got[i] == nil) != (want[i] == nil) {
				t.Errorf("%q: part %d argv %q, want %q", cmd, i, got[i], want[i])
			}
			if i+1 < len(got) && len(got[i+1]) > 0 {
				next := got[i+1][0]
				_ = append(got[i], "appended")
				if got[i+1][0] != next {
					t.Errorf("%q: an append to argv %d changed argv %d", cmd, i, i+1)
				}
			}
		}
		if len(d.actions) != n || len(d.parts) != n {
			t.Errorf("%q: %d actions and %d parts, want %d", cmd, len(d.actions), len(d.parts), n)
		}
	}
}

// BenchmarkBash20 is decomposition and normalisation of the 20-part
// command of BenchmarkDecide: segments to actions and parts, without the
// floor and the rules.
func BenchmarkBash20(b *testing.B) {
	cmd := benchInput(b, 0).Event.ToolInput["command"].(string)
	b.ReportAllocs()
	for b.Loop() {
		d := bashDecider(cmd)
		if _, err := d.bash(cmd); err != nil || len(d.parts) == 0 {
			b.Fatalf("%v, %d parts", err, len(d.parts))
		}
	}
}

// BenchmarkBashLs is the same for a one-part command.
func BenchmarkBashLs(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		d := bashDecider("ls -la")
		if _, err := d.bash("ls -la"); err != nil || len(d.parts) == 0 {
			b.Fatalf("%v, %d parts", err, len(d.parts))
		}
	}
}
