package claude

import (
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// compileSpecs are rule strings of every kind, valid and not.
var compileSpecs = []string{
	"Bash", "Bash(*)", "Bash(ls *)", "Bash(ls:*)", "Bash(git:* push)", "Bash(* --help *)",
	"Bash(rm -rf /:*)", "Bash(git push --force *)", `Bash(git commit -m "a b")`, "Bash(echo (x))",
	"Bash('rm' -rf *)", `Bash(r\m *)`, "Bash( ls -la)", "Bash(~/bin/x *)", "Bash($HOME/bin/x)", "Bash(${HOME}/x *)",
	"Bash(cat ~/.ssh/*)", "Bash(~*)", "Bash(/usr/bin/rm -rf *)", "Bash(FOO=1 make *)", "Bash(-x *)", "Bash(git* push)",
	"Bash(\"unbalanced *)", "Bash(timeout:*)", "Bash(npm run lint)", "Monitor(npm *)", "Monitor(tail -f *)",
	"Read(~/.ssh/**)", "Read(//etc/**)", "Edit(/src/**)", "Read(./.env)", "Read(secrets/**)", "Read(~)", "Read(~bob/x)",
	"Read(a[b)", "Read(!x)", "Read(../x/)", "Edit(src/{a,b}/*)", "Write(x)", "WebFetch(domain:*.example.com)",
	"WebFetch(domain:)", "WebFetch(domain:a..b)", "WebFetch(domain:http://x)", "WebFetch(domain:*)", "WebFetch(domain:Ex*.COM.)",
	"WebFetch(https://x)", "mcp__github", "mcp__github__get_*", "mcp__*", "*", "Agent(Explore)", "Agent(x*)",
	"Task(model:opus)", "Skill(deploy *)", "Skill(/deploy)", "Bash(run_in_background:true)", "Bash(command:x)",
	"Bash(", "Bash)", "()", "", "  ", "PowerShell(Remove-Item *)", "mcp__x__y(arg:v*)", "Cd(/x)", "Grep(x)",
}

// TestParseDefersCompile: ParsePattern reports exactly what a full
// compile reports (error, kind, tool, warning) but compiles nothing until
// the pattern is used.
func TestParseDefersCompile(t *testing.T) {
	compiled := 0
	for _, text := range compileSpecs {
		p, err := ParsePattern(text, "/p")
		q, qerr := parsePattern(text, "/p", true)
		if (err == nil) != (qerr == nil) || err != nil && err.Error() != qerr.Error() {
			t.Errorf("%q: ParsePattern error %v, full compile %v", text, err, qerr)
			continue
		}
		if err != nil {
			continue
		}
		if p.code != nil {
			t.Errorf("%q: compiled by ParsePattern", text)
		}
		if p.Kind != q.Kind || p.Tool != q.Tool || p.Specifier != q.Specifier || p.Warning != q.Warning || p.name != q.name {
			t.Errorf("%q: ParsePattern %+v, full compile %+v", text, p, q)
		}
		if err := p.Compile(); err != nil {
			t.Errorf("%q: Compile: %v", text, err)
		}
		if p.code == nil {
			t.Errorf("%q: Compile left no matcher", text)
		} else if q.code.bash != nil || q.code.path != nil {
			compiled++
		}
	}
	if compiled == 0 {
		t.Error("no pattern had a matcher to compile")
	}
}

// TestCompileFailure: a pattern whose text no longer parses when it is
// first used reports the error and matches nothing.
func TestCompileFailure(t *testing.T) {
	for _, tc := range []struct {
		text, broken string
		a            *act.Action
	}{
		{"Bash(ls *)", "Bash(ls *", ptBash("ls -la")},
		{"Read(~/x/**)", "Read(~bob/x)", ptRead(ptEnv.Home + "/x/y")},
		{"Read(~/x/**)", "Edit(~/x/**)", ptRead(ptEnv.Home + "/x/y")},
	} {
		p, err := ParsePattern(tc.text, "")
		if err != nil {
			t.Fatal(err)
		}
		if q, _ := ParsePattern(tc.text, ""); !q.Match(tc.a, ptEnv, hook.Deny) {
			t.Fatalf("%q does not match its action: the case tests nothing", tc.text)
		}
		p.Text = tc.broken
		if err := p.Compile(); err == nil {
			t.Errorf("%q changed to %q: Compile succeeded", tc.text, tc.broken)
		}
		if p.Match(tc.a, ptEnv, hook.Deny) {
			t.Errorf("%q: a pattern that failed to compile matched", tc.broken)
		}
		if !p.BadPath() && p.Kind == patternPath || !Dead(p, hook.Deny) {
			t.Errorf("%q: a pattern that failed to compile is not dead to lint", tc.broken)
		}
	}
}

// compiledSegmentKeys are the segment keys read from the compiled
// matcher, as the index took them before it read the text.
func compiledSegmentKeys(p *Pattern) ([]string, bool) {
	c := p.c()
	if p.Kind != patternBash || c == nil || c.bash == nil || c.bash.glob == nil {
		return nil, false
	}
	w, ok := bashGlobFirstWord(c.bash.glob)
	if !ok {
		return nil, false
	}
	keys := []string{w}
	if c.bash.sem != nil {
		keys = append(keys, c.bash.sem.program)
	}
	if c.bash.home != nil {
		hw, ok := bashGlobFirstWord(c.bash.home)
		if !ok {
			return nil, false
		}
		keys = append(keys, hw)
	}
	return keys, true
}

// checkSegmentKeys: the keys read from the text are never fewer than the
// compiled matcher's (a rule is never skipped for a segment it matches).
func checkSegmentKeys(t *testing.T, p *Pattern) {
	t.Helper()
	keys, ok := p.AppendSegmentKeys(nil)
	want, wantOK := compiledSegmentKeys(p)
	if !ok {
		return // tried on every segment
	}
	if !wantOK {
		t.Errorf("%q: keys %q from the text, but the matcher may match any segment", p.Text, keys)
		return
	}
	for _, w := range want {
		if !slices.Contains(keys, w) {
			t.Errorf("%q: keys %q from the text lack %q of the matcher (%q)", p.Text, keys, w, want)
		}
	}
}

func TestSegmentKeysFromText(t *testing.T) {
	n := 0
	for _, text := range compileSpecs {
		p, err := ParsePattern(text, "/p")
		if err != nil {
			continue
		}
		if _, ok := p.AppendSegmentKeys(nil); ok {
			n++
		}
		checkSegmentKeys(t, p)
	}
	if n < 10 {
		t.Errorf("only %d patterns have keys: the table exercises little", n)
	}
}

// bashGlobFirstWord (the reference bashTextFirstWord is checked
// against) is the text before the first space that every string
// g matches begins with (bashFirstWord of any match), if g fixes it.
func bashGlobFirstWord(g *bashGlob) (string, bool) {
	lit := g.parts[0]
	if i := strings.IndexByte(lit, ' '); i > 0 {
		return lit[:i], true
	} else if i == 0 {
		return "", false
	}
	if len(g.parts) == 1 && lit != "" {
		return lit, true // no wildcard: the whole text
	}
	return "", false
}
