package gate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/client"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// fileLog appends to the real log, as the hook does.
type fileLog struct{}

func (fileLog) Append(t audit.Target, rec *audit.Record) error { return audit.AppendTo(t, rec) }

// TestFinishAudit: Decide writes the record to the log the policy names;
// a log that cannot be written is a note, or with required = true a deny
// that the result, its reasons and its trace show.
func TestFinishAudit(t *testing.T) {
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home, project := filepath.Join(work, "home"), filepath.Join(work, "project")
	for _, d := range []string{home, filepath.Join(project, ".git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A log under a regular file cannot be created, by root either.
	blocker := filepath.Join(work, "blocker")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	unwritable := filepath.Join(blocker, "audit.jsonl")
	policy := func(name, path string, required bool) string {
		p := filepath.Join(work, name+".toml")
		body := "version = 1\n[[rule]]\nid = \"ask-push\"\ndecision = \"ask\"\nmatch = [\"Bash(git push *)\"]\n" +
			"[[rule]]\nid = \"ok-echo\"\ndecision = \"allow\"\nmatch = [\"Bash(echo *)\"]\n" +
			"[audit]\npath = \"" + path + "\"\n"
		if required {
			body += "required = true\n"
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	decide := func(pol, command string, app Appender, c client.Client) Result {
		return Decide(Input{
			Event: hook.Event{HookEventName: hook.PreToolUse, SessionID: "s", Cwd: project, PermissionMode: "default",
				ToolName: "Bash", ToolInput: map[string]any{"command": command}},
			Home: home, Tmp: filepath.Join(work, "tmp"), Env: map[string]string{"HOME": home}, Explain: true,
			Load: load.Options{Home: home, NoBuiltin: true, CLIFiles: []string{pol},
				ManagedDir: filepath.Join(work, "etc", "pregate"), ClaudeManagedDir: filepath.Join(work, "etc", "claude-code")},
			Audit: app, Client: c,
		})
	}
	lastRecord := func(t *testing.T, path string) audit.Record {
		t.Helper()
		var last *audit.Record
		err := audit.Scan([]string{path}, audit.Filter{}, func(r *audit.Record) error { last = r; return nil },
			func(p audit.Problem) { t.Errorf("bad line in %s: %v", path, p) })
		if err != nil || last == nil {
			t.Fatalf("no record in %s: %v", path, err)
		}
		return *last
	}

	t.Run("required_unwritable_denies", func(t *testing.T) {
		pol := policy("required-unwritable", unwritable, true)
		for _, app := range []Appender{fileLog{}, probeLog{}} {
			res := decide(pol, "echo hi", app, "")
			if res.Decision != hook.Deny {
				t.Fatalf("%T: decision = %s, want deny", app, res.Decision)
			}
			want := "audit log not written: mkdir " + blocker + ": not a directory (audit.required = true, so the call is denied; the decision would have been allow: "
			if !strings.HasPrefix(res.OperatorReason, want) {
				t.Errorf("%T: operator reason = %q, want it to start %q", app, res.OperatorReason, want)
			}
			if !strings.Contains(res.AgentReason, "audit log this environment requires") {
				t.Errorf("%T: agent reason = %q", app, res.AgentReason)
			}
			last := res.Trace[len(res.Trace)-1]
			wantStep := Step{Kind: StepAudit, Subject: "audit log not written: mkdir " + blocker + ": not a directory",
				From: hook.Allow, To: hook.Deny, Why: "audit.required"}
			if diff := cmp.Diff(wantStep, last); diff != "" {
				t.Errorf("%T: last trace step mismatch (-want +got):\n%s", app, diff)
			}
			if got, want := last.String(), "audit: audit log not written: mkdir "+blocker+": not a directory: allow → deny (audit.required)"; got != want {
				t.Errorf("%T: last step prints %q, want %q", app, got, want)
			}
		}
	})

	t.Run("unwritable_not_required_keeps_decision", func(t *testing.T) {
		res := decide(policy("unwritable", unwritable, false), "echo hi", fileLog{}, "")
		if res.Decision != hook.Allow {
			t.Fatalf("decision = %s, want allow", res.Decision)
		}
		if want := "; audit log not written: mkdir " + blocker + ": not a directory"; !strings.HasSuffix(res.OperatorReason, want) {
			t.Errorf("operator reason = %q, want it to end %q", res.OperatorReason, want)
		}
	})

	t.Run("required_writable_allows_and_records", func(t *testing.T) {
		log := filepath.Join(work, "logs", "audit.jsonl")
		pol := policy("required-writable", log, true)
		without := decide(pol, "echo hi", nil, "")
		res := decide(pol, "echo hi", fileLog{}, "")
		if diff := cmp.Diff(without, res, cmpopts.IgnoreFields(Result{}, "Policy", "Trace")); diff != "" {
			t.Errorf("a written record changed the result (-without +with):\n%s", diff)
		}
		if diff := cmp.Diff(Lines(without.Trace), Lines(res.Trace)); diff != "" {
			t.Errorf("a written record changed the trace (-without +with):\n%s", diff)
		}
		if res.Decision != hook.Allow {
			t.Fatalf("decision = %s, want allow", res.Decision)
		}
		rec := lastRecord(t, log)
		got := []string{rec.Client, rec.Decision, rec.Rule.ID, rec.OperatorReason, rec.Segments[0].Rule}
		want := []string{"claude", "allow", "ok-echo", res.OperatorReason, "ok-echo"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("record mismatch (-want +got):\n%s", diff)
		}
		// The rule's [[rule]] header is line 6, column 1.
		if rec.Rule.Line != 6 || rec.Rule.Col != 1 {
			t.Errorf("record rule position = %d:%d, want 6:1", rec.Rule.Line, rec.Rule.Col)
		}
	})

	t.Run("client_enforced_before_record", func(t *testing.T) {
		// Codex cannot ask: the ask is a deny for it, and the log
		// records the deny it got.
		log := filepath.Join(work, "codex", "audit.jsonl")
		res := decide(policy("codex", log, true), "git push origin main", fileLog{}, client.Codex)
		if res.Decision != hook.Deny || !strings.Contains(res.OperatorReason, "codex cannot enforce ask") {
			t.Fatalf("decision = %s (%s), want deny sent for ask", res.Decision, res.OperatorReason)
		}
		rec := lastRecord(t, log)
		if rec.Client != "codex" || rec.Decision != "deny" || rec.OperatorReason != res.OperatorReason {
			t.Errorf("record = client %q decision %q reason %q, want codex, deny, %q", rec.Client, rec.Decision, rec.OperatorReason, res.OperatorReason)
		}
	})
}

// probeLog is check's appender: it writes nothing and fails where Open
// would.
type probeLog struct{}

func (probeLog) Append(t audit.Target, _ *audit.Record) error { return audit.Writable(t.Path) }
