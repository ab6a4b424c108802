package gate

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/command"
	"github.com/pregate/pregate/shell"
)

// firstWhy is the reason the first segment of cmd that is not known
// harmless gives, or "" when every segment is.
func firstWhy(cmd string) string {
	for _, seg := range shell.Decompose(cmd, "/p", map[string]string{"HOME": "/h"}) {
		if why := notHarmless(&seg); why != "" {
			return why
		}
	}
	return ""
}

// TestNotHarmless: each class of what strict asks about, and the read-only
// forms next to them that it lets be.
func TestNotHarmless(t *testing.T) {
	tests := []struct {
		name, cmd, want string // want: a part of the reason; "" for harmless
	}{
		{"catalogue_pipeline", "git log --oneline | head -3 && ls -la", ""},
		{"glob", "ls *.go src/?.c", ""},
		{"dev_null_redirect", "grep -rn x . 2>/dev/null", ""},
		{"inert_assignment", "LC_ALL=C sort f", ""},
		{"small_brace", "echo {a,b}-{1..3}", ""},
		{"bash_c_read_only", "bash -c 'ls -la'", ""},
		{"write_option", "git diff --output=d.txt", "it writes d.txt"},
		{"write_option_sort", "sort -o out.txt in.txt", "it writes out.txt"},
		{"run_option", "sort --compress-program=gzip f", "option --compress-program of sort runs a program"},
		{"run_option_fd", "fd -x rm", "option -x of fd runs a program"},
		{"redirect", "cat a > b", "it writes b (redirect)"},
		{"not_catalogued", "npm test", "npm is not known to only read"},
		{"sed_in_place", "sed -i s/a/b/ f", "it writes f"},
		{"sed_exec_command", "sed 'e date' f", "sed is not known to only read"},
		{"one_liner", "python3 -c 'print(1)'", "python3 runs inline code"},
		{"one_liner_node", "node -e 'process.exit(0)'", "node runs inline code"},
		{"substitution", "echo $(whoami)", "$(whoami) is known only at run time"},
		{"backquotes", "echo `date`", "is known only at run time"},
		{"variable", "ls $DIR", "$DIR is known only at run time"},
		{"process_substitution", "cat <(ls)", "<(ls) is known only at run time"},
		{"inner_of_substitution", "ls $(curl -s x)", "curl is not known to only read"},
		{"unsafe_assignment", "PAGER=./p git log", "it sets PAGER for git"},
		{"xargs", "find . | xargs grep x", "it runs under xargs"},
		{"xargs_by_path", "/usr/bin/xargs ls", "it runs under xargs"},
		{"find_exec", "find . -exec grep -l x {} +", "it runs under find -exec"},
		{"extglob", "ls !(x)", "extended glob"},
		{"brace_over_cap", "echo {1..100}{1..100}", "brace expansion too large"},
		{"sudo", "sudo ls", "sudo is not known to only read"},
		{"unresolved", "$CMD x", "unresolved"},
		{"home_variable", `cat "$HOME/notes" ${HOME}/todo`, ""},
		{"home_prefix_variable", "ls $HOMEDIR", "$HOMEDIR is known only at run time"},
		{"home_and_other", `cat "$HOME/$F"`, "known only at run time"},
		{"dynamic_redirect_read", "cat < $f", "it reads $f, a path known only at run time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := firstWhy(tt.cmd)
			switch {
			case tt.want == "" && got != "":
				t.Errorf("notHarmless(%q) = %q, want harmless", tt.cmd, got)
			case tt.want != "" && !strings.Contains(got, tt.want):
				t.Errorf("notHarmless(%q) = %q, want it to say %q", tt.cmd, got, tt.want)
			}
		})
	}
}

// TestHonoured: which allow rules a strict set at each level lets stand.
func TestHonoured(t *testing.T) {
	rule := func(l act.Level, src string) *rules.Rule {
		return &rules.Rule{ID: "Bash(npm test)", Decision: hook.Allow, Level: l, Source: src}
	}
	toml := map[act.Level]string{act.Managed: "/etc/pregate/policy.toml", act.CLI: "/x/p.toml",
		act.User: "/h/.config/pregate/policy.toml", act.Project: "/p/.claude/pregate.toml"}
	levels := []act.Level{act.Managed, act.CLI, act.User, act.Project}
	// want[strict level] lists the rule levels whose policy-file allows
	// count.
	want := map[act.Level][]act.Level{
		act.Managed: {act.Managed},
		act.CLI:     {act.Managed, act.CLI},
		act.User:    {act.Managed, act.CLI, act.User},
		act.Project: {act.Managed, act.CLI, act.User, act.Project},
	}
	for _, set := range levels {
		for _, l := range levels {
			wantOK := false
			for _, w := range want[set] {
				wantOK = wantOK || w == l
			}
			if got := honoured(rule(l, toml[l]), set); got != wantOK {
				t.Errorf("strict at %s, allow at %s: honoured = %v, want %v", set, l, got, wantOK)
			}
			if honoured(rule(l, "/h/.claude/settings.json"), set) {
				t.Errorf("strict at %s: a Claude settings allow at %s is honoured", set, l)
			}
		}
		if honoured(rule(act.Builtin, "builtin/x.toml"), set) {
			t.Errorf("strict at %s: a builtin rule is honoured", set)
		}
		ask := rule(act.Managed, toml[act.Managed])
		ask.Decision = hook.Ask
		if honoured(ask, set) {
			t.Errorf("strict at %s: an ask rule counts as an allow", set)
		}
	}
}

// FuzzStrict runs arbitrary commands under a strict policy with no allow
// rule: pregate must never allow, and whatever it leaves to Claude Code
// (no opinion) must be built only of parts the read-only catalogue knows.
func FuzzStrict(f *testing.F) {
	dir0 := f.TempDir()
	pol := loadCLI(f, filepath.Join(dir0, "strict.toml"), "version = 1\n[defaults]\nprofile = \"strict\"\n", dir0)
	for _, s := range []string{
		"ls -la", "git log | head", "echo $(id)", "python3 -c 1", "cat a > b", "find . | xargs rm",
		"git diff --output=x", "PAGER=x git log", "ls !(x)", "bash -c 'npm test'", "sed 'w f' g",
	} {
		f.Add(s)
	}
	dir := f.TempDir()
	env := map[string]string{"HOME": dir + "/home"}
	f.Fuzz(func(t *testing.T, cmd string) {
		res := Decide(Input{
			Event:   hook.Event{HookEventName: hook.PreToolUse, Cwd: dir, PermissionMode: "default", ToolName: "Bash", ToolInput: map[string]any{"command": cmd}},
			Policy:  pol,
			Home:    dir + "/home",
			Tmp:     dir + "/tmp",
			Env:     env,
			NoFloor: true,
		})
		switch res.Decision {
		case hook.Allow:
			t.Fatalf("allow for %q under strict with no allow rule", cmd)
		case hook.None:
			for _, seg := range shell.Decompose(cmd, dir, env) {
				if !seg.Resolved || !command.ReadOnlySegment(&seg) {
					t.Fatalf("no opinion for %q, whose part %q is not read-only", cmd, seg.Text)
				}
			}
		case hook.Deny, hook.Ask:
		default:
			t.Fatalf("decision %q for %q", res.Decision, cmd)
		}
	})
}
