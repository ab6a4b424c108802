package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/load"
)

// TestTraceSteps: the trace is typed events, in order, from every stage of
// the pipeline; each prints as the line check --explain shows.
func TestTraceSteps(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home, project := filepath.Join(work, "home"), filepath.Join(work, "project")
	if err := os.MkdirAll(filepath.Join(project, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	pol := filepath.Join(work, "p.toml")
	if err := os.WriteFile(pol, []byte("version = 1\n[[rule]]\nid = \"ok-git\"\ndecision = \"allow\"\nmatch = [\"Bash(git status)\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	decide := func(ev hook.Event) Result {
		ev.Cwd, ev.SessionID = project, "s"
		if ev.HookEventName == "" {
			ev.HookEventName = hook.PreToolUse
		}
		return Decide(Input{
			Event: ev, Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home}, Explain: true,
			Load: load.Options{Home: home, NoBuiltin: true, CLIFiles: []string{pol},
				ManagedDir: filepath.Join(work, "etc", "pregate"), ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
		})
	}
	bash := func(mode, cmd string) hook.Event {
		return hook.Event{PermissionMode: mode, ToolName: "Bash", ToolInput: map[string]any{"command": cmd}}
	}
	// kinds lists each step as its kind and, for the steps about the
	// call, the change it made.
	kinds := func(trace []Step) []string {
		var out []string
		for _, s := range trace {
			k := [...]string{"rules", "floor", "settings", "unknown", "call", "audit"}[s.Kind]
			if s.To != "" {
				k += " " + string(s.From) + "→" + string(s.To)
			}
			out = append(out, k)
		}
		return out
	}

	t.Run("unknown_mode_withholds_allow", func(t *testing.T) {
		res := decide(bash("bubble", "git status"))
		if res.Decision != hook.None {
			t.Fatalf("decision = %s, want none", res.Decision)
		}
		// Rules: the allow rule tried on the call part (no match), the
		// call part, the segment (a match), the combine; then the
		// unknown mode and the allow withheld.
		want := []string{"rules", "rules", "rules", "rules", "unknown", "call allow→none"}
		if diff := cmp.Diff(want, kinds(res.Trace)); diff != "" {
			t.Errorf("steps mismatch (-want +got):\n%s\n%s", diff, strings.Join(Lines(res.Trace), "\n"))
		}
		if s := res.Trace[0]; !s.Missed() {
			t.Errorf("step 0 = %s, want a rule tried without a match", s)
		}
		if s := res.Trace[2]; s.Rules.Rule == nil || s.Rules.Rule.ID != "ok-git" || !s.Rules.Matched || s.Missed() {
			t.Errorf("step 2 = %s, want the allow rule ok-git matched", s)
		}
		if s := res.Trace[4]; s.Subject != `permission_mode "bubble"` {
			t.Errorf("unknown step is about %q", s.Subject)
		}
		if got, want := res.Trace[5].String(), `call: allow → none (pregate emits no allow for unknown permission_mode "bubble")`; got != want {
			t.Errorf("withheld step prints %q, want %q", got, want)
		}
	})

	t.Run("floor_deny", func(t *testing.T) {
		res := decide(bash("default", "cat ~/.ssh/id_rsa"))
		if diff := cmp.Diff([]string{"floor →deny"}, kinds(res.Trace)); diff != "" {
			t.Fatalf("steps mismatch (-want +got):\n%s", diff)
		}
		s := res.Trace[0]
		if s.Floor.Entry.ID != "ssh" || s.Floor.Class != floor.Deny {
			t.Errorf("floor step is entry %q class %v, want ssh deny", s.Floor.Entry.ID, s.Floor.Class)
		}
		if got := s.String(); got != "floor: "+s.Floor.Operator {
			t.Errorf("floor step prints %q", got)
		}
	})

	t.Run("skill_ask_is_deny", func(t *testing.T) {
		ev := bash("default", "git push")
		ev.HookEventName = hook.PreSkillShellCommand
		if err := os.WriteFile(pol, []byte("version = 1\n[[rule]]\nid = \"ask-push\"\ndecision = \"ask\"\nmatch = [\"Bash(git push)\"]\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		res := decide(ev)
		got := kinds(res.Trace)
		if res.Decision != hook.Deny || len(got) == 0 || got[len(got)-1] != "call ask→deny" {
			t.Errorf("decision %s, steps %v, want deny after a call ask→deny step", res.Decision, got)
		}
	})
}

// TestStepMissed: only a rule tried without a match, and with nothing to
// say, is counted instead of listed, whatever the text of other steps.
func TestStepMissed(t *testing.T) {
	r := &rules.Rule{ID: "r", Decision: hook.Allow}
	for _, tt := range []struct {
		name string
		step Step
		want bool
	}{
		{"rule_no_match", Step{Kind: StepRules, Rules: &rules.Step{Pass: hook.Allow, Rule: r}}, true},
		{"rule_matched", Step{Kind: StepRules, Rules: &rules.Step{Pass: hook.Allow, Rule: r, Matched: true, Outcome: hook.Allow}}, false},
		{"rule_skipped", Step{Kind: StepRules, Rules: &rules.Step{Pass: hook.Allow, Rule: r, Skipped: "mode"}}, false},
		{"rule_excepted", Step{Kind: StepRules, Rules: &rules.Step{Pass: hook.Allow, Rule: r, Note: "matches, but …"}}, false},
		{"no_rule_matched", Step{Kind: StepRules, Rules: &rules.Step{Note: "no rule matched"}}, false},
		{"floor_text_ends_no_match", Step{Kind: StepFloor, Floor: &floor.Verdict{Operator: "read of /h/a no match"}}, false},
		{"unknown_ends_no_match", Step{Kind: StepUnknown, Subject: `tool "x no match"`}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.step.Missed(); got != tt.want {
				t.Errorf("Missed() = %v, want %v for %s", got, tt.want, tt.step)
			}
		})
	}
}
