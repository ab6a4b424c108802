package claude

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// FuzzParsePattern checks that parsing never panics, that a parse error
// never comes with a pattern and always has a column inside the rule, and
// that matching a parsed pattern never panics and never allows an
// unresolved segment.
func FuzzParsePattern(f *testing.F) {
	for _, s := range []string{
		"Bash", "Bash(*)", "Bash(ls *)", "Bash(ls:*)", "Bash(git:* push)", "Bash(* --help *)",
		"Bash(rm -rf /:*)", "Bash(git push --force *)", `Bash(git commit -m "a b")`, "Bash(echo (x))",
		"Read(~/.ssh/**)", "Read(//etc/**)", "Edit(/src/**)", "Read(./.env)", "Read(secrets/**)",
		"Read(a[b)", "Read(!x)", "Read(../x/)", "Write(x)", "WebFetch(domain:*.example.com)",
		"WebFetch(domain:)", "mcp__github", "mcp__github__get_*", "mcp__*", "*", "Agent(Explore)",
		"Task(model:opus)", "Skill(deploy *)", "Bash(run_in_background:true)", "Bash(command:x)",
		"Bash(", "Bash)", "()", "", "  ", "PowerShell(Remove-Item *)", "Monitor(npm *)",
	} {
		f.Add(s, "rm -rf build")
	}
	f.Fuzz(func(t *testing.T, rule, command string) {
		p, err := ParsePattern(rule, "/p")
		if err != nil {
			if p != nil {
				t.Fatalf("ParsePattern(%q) returned a pattern and error %v", rule, err)
			}
			pe, ok := err.(*PatternError)
			if !ok {
				t.Fatalf("ParsePattern(%q) error %T, want *PatternError", rule, err)
			}
			if pe.Col < 1 || pe.Col > len(rule)+1 {
				t.Fatalf("ParsePattern(%q) error column %d outside the rule", rule, pe.Col)
			}
			return
		}
		if p.Text != rule {
			t.Fatalf("ParsePattern(%q).Text = %q", rule, p.Text)
		}
		if err := p.Compile(); err != nil {
			t.Fatalf("ParsePattern(%q) accepted a rule that does not compile: %v", rule, err)
		}
		checkSegmentKeys(t, p)
		s := ptSeg(command)
		env := act.Env{Cwd: "/p", Home: "/h", Project: "/p"}
		actions := []*act.Action{
			ptSegAct(s),
			ptFile("Read", "/p/"+command),
			ptWrite("/p/" + command),
			ptCall("WebFetch", map[string]any{"url": command}),
			ptCall("Agent", map[string]any{"subagent_type": command, "model": command}),
			ptCall("Skill", map[string]any{"skill": command, "args": command}),
			ptCall("mcp__x__"+command, map[string]any{"q": command}),
			ptCall("PowerShell", map[string]any{"command": command}),
		}
		for _, a := range actions {
			for _, d := range []hook.Decision{hook.Deny, hook.Ask, hook.Allow} {
				if p.Match(a, env, d) && d == hook.Allow && p.AllowInert() {
					t.Fatalf("%q is inert for allow but allowed %+v", rule, a)
				}
			}
		}
		s.Resolved, s.AllowText = false, ""
		if p.Match(ptSegAct(s), env, hook.Allow) {
			t.Fatalf("%q allowed an unresolved segment %q", rule, command)
		}
		if p.Warning != "" {
			for _, a := range actions {
				if p.Match(a, env, hook.Deny) {
					t.Fatalf("%q has warning %q but matched %+v", rule, p.Warning, a)
				}
			}
		}
	})
}

// BenchmarkMatch500 matches a 500-rule set against one segment, the way
// evaluation walks every rule of a policy for each part of a command.
func BenchmarkMatch500(b *testing.B) {
	var pats []*Pattern
	progs := []string{"git", "npm", "rm", "curl", "docker", "kubectl", "make", "go", "python", "cargo"}
	for i := 0; len(pats) < 500; i++ {
		var rule string
		switch i % 5 {
		case 0:
			rule = fmt.Sprintf("Bash(%s sub%d *)", progs[i%len(progs)], i)
		case 1:
			rule = fmt.Sprintf("Bash(tool%d -rf *)", i)
		case 2:
			rule = fmt.Sprintf("Read(dir%d/**)", i)
		case 3:
			rule = fmt.Sprintf("Edit(//srv/app%d/**)", i)
		case 4:
			rule = fmt.Sprintf("mcp__server%d__get_*", i)
		}
		p, err := ParsePattern(rule, "/home/u/proj")
		if err != nil {
			b.Fatal(err)
		}
		pats = append(pats, p)
	}
	for _, r := range []string{"Bash(git push --force *)", "Bash(rm -rf *)", "Bash(git * main)"} {
		p, _ := ParsePattern(r, "")
		pats = append(pats[:len(pats)-1], p)
	}
	sa := ptSegAct(ptSeg("git push origin +main"))
	sa.Segment.Text = "timeout 5 git push origin +main"
	for _, d := range []hook.Decision{hook.Deny, hook.Allow} {
		b.Run(strings.ToLower(string(d)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range pats {
					p.Match(sa, ptEnv, d)
				}
			}
		})
	}
}
