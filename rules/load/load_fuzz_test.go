package load

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
)

// FuzzLoad feeds arbitrary bytes to the policy and settings parsers. They
// must not panic or hang, a file with errors must never give a policy,
// and a policy that parses must evaluate without panicking.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(designExample), false)
	f.Add([]byte("[[rule]]\nid = 'a'\ndecision = 'deny'\nmatch = ['Bash(rm *)']\ncommand = [{program = ['rm']}]\n"), false)
	f.Add([]byte("[permissions]\nallow = ['Bash', 'Read(//**)', 'WebFetch(domain:*)']\n[defaults]\nunmatched = 'ask'\n"), false)
	f.Add([]byte("a = \"\"\"\nb = 1\n\"\"\"\n[t]\nc = [ # x\n 1, { d = 2 },\n]\n"), false)
	f.Add([]byte(`{"permissions": {"allow": ["Bash(ls *)"], "deny": ["Read(/x/**)"]}}`), true)
	f.Add([]byte(`{"permissions": {"allow": [1, "Bash(x"]}`), true)
	f.Fuzz(func(t *testing.T, src []byte, settings bool) {
		name := "f.toml"
		if settings {
			name = "f.json"
		}
		p, err := parseFile(name, src, act.Project, "/proj")
		if err != nil {
			if p != nil {
				t.Fatalf("error %v and a policy", err)
			}
			if _, ok := err.(rules.LoadErrors); !ok {
				t.Fatalf("error is %T", err)
			}
			return
		}
		for _, c := range []*rules.Call{
			evBash(evSeg("git push --force origin main"), evSeg("ls -la")),
			evFile("Write", "/proj/a", false),
			{Tool: "WebFetch", Env: evEnv, Actions: []act.Action{{Kind: act.CallAction, Tool: "WebFetch", Domain: "example.com"}}},
		} {
			c.Explain = true
			v := rules.Evaluate(p, c)
			switch v.Decision {
			case hook.Allow, hook.Ask, hook.Deny, hook.None:
			default:
				t.Fatalf("decision %q", v.Decision)
			}
		}
	})
}
