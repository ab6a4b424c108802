package claude

import (
	"path"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/shell"
)

// TestCovers is the table of shadowing cases both ways: w is the rule
// evaluated first, l the rule it may shadow.
func TestCovers(t *testing.T) {
	env := act.Env{Cwd: "/p", Home: "/h", Project: "/p"}
	tests := []struct {
		name   string
		w      string
		wd     hook.Decision
		l      string
		ld     hook.Decision
		want   Cover
		reason string
	}{
		{"push_prefix_covers_push_branch", "Bash(git push *)", hook.Deny, "Bash(git push origin feature)", hook.Allow, CoverYes, "the issue's example"},
		{"push_prefix_covers_push_glob", "Bash(git push *)", hook.Deny, "Bash(git push origin *)", hook.Allow, CoverYes, ""},
		{"push_prefix_covers_bare_push", "Bash(git push *)", hook.Ask, "Bash(git push)", hook.Allow, CoverYes, "a trailing ' *' also matches the bare command"},
		{"legacy_colon_star", "Bash(git push:*)", hook.Deny, "Bash(git push -u origin main)", hook.Allow, CoverYes, ""},
		{"force_does_not_cover_plain_push", "Bash(git push --force *)", hook.Deny, "Bash(git push origin main)", hook.Allow, CoverNo, ""},
		{"narrow_does_not_cover_wide", "Bash(git push origin main)", hook.Deny, "Bash(git push *)", hook.Allow, CoverNo, ""},
		{"other_program", "Bash(rm *)", hook.Deny, "Bash(ls *)", hook.Allow, CoverNo, ""},
		{"flag_respelling_caught", "Bash(rm -rf *)", hook.Deny, "Bash(rm -fr build)", hook.Allow, CoverYes, "deny catches every spelling of the flags; the allow has no wildcard, so its one command decides"},
		{"star_middle", "Bash(npm * test)", hook.Deny, "Bash(npm run test)", hook.Allow, CoverYes, ""},
		{"star_inside_word_not_covered", "Bash(npm run test*)", hook.Deny, "Bash(npm run *)", hook.Allow, CoverNo, ""},
		{"deny_under_deny_may_be", "Bash(git push *)", hook.Deny, "Bash(git push --force *)", hook.Deny, CoverMaybe, "a deny also catches respellings of its flags, which the first rule's text need not"},
		{"bare_bash", "Bash", hook.Deny, "Bash(ls -la)", hook.Allow, CoverYes, ""},
		{"bash_star", "Bash(*)", hook.Ask, "Bash(npm test *)", hook.Allow, CoverYes, ""},
		{"bash_does_not_cover_read", "Bash", hook.Deny, "Read(./src/**)", hook.Allow, CoverNo, ""},
		{"tool_glob_all", "*", hook.Deny, "Read(./src/**)", hook.Allow, CoverYes, ""},
		{"mcp_server", "mcp__github", hook.Deny, "mcp__github__get_issue", hook.Allow, CoverYes, ""},
		{"mcp_other_server", "mcp__github", hook.Deny, "mcp__gitlab__get_issue", hook.Allow, CoverNo, ""},
		{"mcp_glob", "mcp__github__get_*", hook.Deny, "mcp__github__get_issue", hook.Allow, CoverYes, ""},
		{"read_tree", "Read(~/.ssh/**)", hook.Deny, "Read(~/.ssh/id_rsa)", hook.Allow, CoverYes, ""},
		{"read_tree_glob", "Read(./src/**)", hook.Deny, "Read(./src/a/*.go)", hook.Allow, CoverYes, ""},
		{"read_other_tree", "Read(~/.ssh/**)", hook.Deny, "Read(~/.aws/config)", hook.Allow, CoverNo, ""},
		{"read_sibling_not_covered", "Read(./src/**)", hook.Deny, "Read(./srcx/**)", hook.Allow, CoverNo, ""},
		{"read_deny_blocks_edit", "Read(./secrets/**)", hook.Deny, "Edit(./secrets/key)", hook.Allow, CoverYes, "a Read deny also blocks writes"},
		{"edit_deny_leaves_reads", "Edit(./src/**)", hook.Deny, "Edit(./src/a.go)", hook.Allow, CoverNo, "an Edit allow also grants reads, which an Edit deny does not block"},
		{"bare_read_covers_edit", "Read", hook.Deny, "Edit(./x)", hook.Allow, CoverYes, ""},
		{"domain_sub", "WebFetch(domain:*.example.com)", hook.Deny, "WebFetch(domain:api.example.com)", hook.Allow, CoverYes, ""},
		{"domain_apex_not_sub", "WebFetch(domain:*.example.com)", hook.Deny, "WebFetch(domain:example.com)", hook.Allow, CoverNo, ""},
		{"domain_other", "WebFetch(domain:example.com)", hook.Deny, "WebFetch(domain:example.org)", hook.Allow, CoverNo, ""},
		{"agent_glob", "Agent(review*)", hook.Deny, "Agent(reviewer)", hook.Allow, CoverYes, ""},
		{"agent_other", "Agent(reviewer)", hook.Deny, "Agent(writer)", hook.Allow, CoverNo, ""},
		{"dir_only_does_not_cover_file", "Read(./src/)", hook.Deny, "Read(./src)", hook.Allow, CoverMaybe, "src may be a file, which a directory rule does not match"},
		{"same_text_allow_does_not_cover_deny", "Bash(rm *)", hook.Allow, "Bash(rm *)", hook.Deny, CoverMaybe, "an allow matches at most what the deny matches at least"},
		{"dead_never_covers", "Write(./x)", hook.Deny, "Bash(ls)", hook.Allow, CoverNo, "an inert rule matches nothing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, err := ParsePattern(tt.w, "/p")
			if err != nil {
				t.Fatal(err)
			}
			l, err := ParsePattern(tt.l, "/p")
			if err != nil {
				t.Fatal(err)
			}
			if got := Covers(w, tt.wd, l, tt.ld, env); got != tt.want {
				t.Errorf("Covers(%s %q, %s %q) = %v, want %v (%s)", tt.wd, tt.w, tt.ld, tt.l, got, tt.want, tt.reason)
			}
		})
	}
}

// TestCoversSound checks every Yes against the matchers: over a pool of
// rules, each pair Covers calls Yes is tried on many commands and paths
// built from the covered rule, and the covering rule must match each one
// the covered rule matches.
func TestCoversSound(t *testing.T) {
	env := act.Env{Cwd: "/p", Home: "/h", Project: "/p"}
	pool := []string{
		"Bash", "Bash(*)", "Bash(git *)", "Bash(git push *)", "Bash(git push:*)", "Bash(git push origin *)",
		"Bash(git push origin main)", "Bash(git push --force *)", "Bash(git * main)", "Bash(npm run *)",
		"Bash(npm run test*)", "Bash(npm run test)", "Bash(rm -rf *)", "Bash(rm -fr build)", "Bash(* --help)",
		"Read", "Edit", "Read(./src/**)", "Read(./src/a.go)", "Read(./src/*.go)", "Edit(./src/**)",
		"Read(~/.ssh/**)", "Read(~/.ssh/id_rsa)", "Read(//etc/**)", "Read(//etc/hosts)", "Edit(//etc/hosts)",
		"Read(./src/)", "Read(src)", "Read(src/**)", "Edit(./src/a.go)", "Bash(git push)", "Bash(ls -la)", "Bash(ls *)",
	}
	fills := []string{"", "x", "main", "origin main", "-f", "--force origin main", "a b c", "--help", "test", "src"}
	var ps []*Pattern
	for _, s := range pool {
		p, err := ParsePattern(s, "/p")
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	checked := 0
	for _, w := range ps {
		for _, l := range ps {
			for _, d := range []struct{ wd, ld hook.Decision }{{hook.Deny, hook.Allow}, {hook.Ask, hook.Allow}, {hook.Deny, hook.Deny}} {
				if Covers(w, d.wd, l, d.ld, env) != CoverYes {
					continue
				}
				for _, f1 := range fills {
					for _, f2 := range fills[:4] {
						for _, a := range sampleActions(l, f1, f2) {
							if l.Match(a, env, d.ld) && !coveredBy(w, d.wd, a, env) {
								t.Errorf("Covers(%s %q, %s %q) = Yes, but %s %q matches %+v and %q does not",
									d.wd, w.Text, d.ld, l.Text, d.ld, l.Text, describeAct(a, true), w.Text)
							}
							checked++
						}
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d samples checked", checked)
	}
}

// sampleActions builds actions from rule l with its wildcards filled.
func sampleActions(l *Pattern, f1, f2 string) []*act.Action {
	fill := func(s string) string {
		s = strings.Replace(s, "**", f1, 1)
		s = strings.Replace(s, "*", f1, 1)
		return strings.ReplaceAll(s, "*", f2)
	}
	var out []*act.Action
	switch {
	case l.Tool == "Bash":
		spec := l.Specifier
		if spec == "" || spec == "*" {
			spec = "ls *"
		}
		spec = strings.TrimSuffix(spec, ":*") + map[bool]string{true: " *", false: ""}[strings.HasSuffix(spec, ":*")]
		c := strings.TrimSpace(fill(spec))
		for _, seg := range shell.Decompose(c, "/p", map[string]string{"HOME": "/h"}) {
			s := seg
			out = append(out, &act.Action{Kind: act.SegmentAction, Tool: "Bash", Segment: &s})
		}
	case l.Tool == "Read" || l.Tool == "Edit":
		spec := l.Specifier
		if spec == "" {
			spec = "./x/*"
		}
		p := fill(spec)
		switch {
		case strings.HasPrefix(p, "//"):
			p = p[1:]
		case strings.HasPrefix(p, "~/"):
			p = "/h/" + p[2:]
		default:
			p = "/p/" + strings.TrimPrefix(p, "./")
		}
		p = path.Clean(p)
		for _, tool := range []string{"Read", "Edit", "Grep"} {
			out = append(out, &act.Action{Kind: act.CallAction, Tool: tool, Input: map[string]any{"file_path": p}, Path: p})
		}
		out = append(out, &act.Action{Kind: act.ReadAction, Path: p}, &act.Action{Kind: act.WriteAction, Path: p})
	}
	return out
}

// FuzzCoversSound: whatever two rules and fill, a Yes from Covers holds on
// every action built from the covered rule.
func FuzzCoversSound(f *testing.F) {
	f.Add("Bash(git push *)", "Bash(git push origin *)", "main")
	f.Add("Read(./src/**)", "Read(./src/*.go)", "a")
	f.Add("Bash(rm -rf *)", "Bash(rm -fr x)", "")
	f.Add("Read", "Edit(./x)", "y")
	f.Add("Bash(* --help)", "Bash(git * --help)", "-f")
	env := act.Env{Cwd: "/p", Home: "/h", Project: "/p"}
	f.Fuzz(func(t *testing.T, ws, ls, fill string) {
		w, err := ParsePattern(ws, "/p")
		if err != nil {
			return
		}
		l, err := ParsePattern(ls, "/p")
		if err != nil {
			return
		}
		for _, d := range []struct{ wd, ld hook.Decision }{{hook.Deny, hook.Allow}, {hook.Ask, hook.Allow}, {hook.Deny, hook.Deny}, {hook.Allow, hook.Allow}} {
			if Covers(w, d.wd, l, d.ld, env) != CoverYes {
				continue
			}
			for _, f2 := range []string{"", fill, "x y"} {
				for _, a := range sampleActions(l, fill, f2) {
					if l.Match(a, env, d.ld) && !coveredBy(w, d.wd, a, env) {
						t.Fatalf("Covers(%s %q, %s %q) = Yes, but %s matches and the first does not", d.wd, ws, d.ld, ls, describeAct(a, true))
					}
				}
			}
		}
	})
}

// coveredBy reports whether w, as a rule with decision d, decides action a
// of a call: a itself, or for a part of a Bash command (a segment, a path
// it reads or writes) the Bash call as a whole, which a deny of the call
// denies with all its parts.
func coveredBy(w *Pattern, d hook.Decision, a *act.Action, env act.Env) bool {
	if w.Match(a, env, d) {
		return true
	}
	if a.Kind == act.CallAction || d == hook.Allow {
		return false
	}
	cmd := ""
	if a.Segment != nil {
		cmd = a.Segment.Text
	}
	return w.Match(&act.Action{Kind: act.CallAction, Tool: "Bash", Input: map[string]any{"command": cmd}}, env, d)
}

// describeAct names action a in a failure message.
func describeAct(a *act.Action, _ bool) string {
	if a.Segment != nil {
		return "`" + a.Segment.Text + "`"
	}
	return a.Tool + " " + a.Path + a.Domain
}
