package backstop

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/floor"
	"github.com/pregate/pregate/rules/load"
)

// fixture is a home with a project and two other tenants.
type fixture struct {
	home, project, tenants string
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	root := t.TempDir()
	f := fixture{home: filepath.Join(root, "home"), tenants: filepath.Join(root, "srv")}
	f.project = filepath.Join(f.tenants, "a", "proj")
	for _, d := range []string{f.home, f.project, filepath.Join(f.tenants, "b"), filepath.Join(f.tenants, "c"),
		filepath.Join(f.home, ".terraform.d")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(f.home, ".terraform.d", "credentials.tfrc.json"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f fixture) generate(t *testing.T, policy string, scope Scope, network bool) Block {
	t.Helper()
	// The user's policy file, alone: no managed, project or Claude Code
	// settings file exists, and the builtin baseline is left out.
	file := filepath.Join(f.home, ".config/pregate/policy.toml")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(policy), 0o644); err != nil {
		t.Fatal(err)
	}
	none := filepath.Join(f.home, "none")
	pol, err := load.Load(load.Options{Home: f.home, ManagedDir: none, ClaudeManagedDir: none, NoBuiltin: true})
	if err != nil {
		t.Fatal(err)
	}
	c := &floor.Config{Home: f.home, Project: f.project, Cwd: f.project, TenantRoot: f.tenants + "/*"}
	for _, e := range pol.Floor.Protect {
		c.Protect = append(c.Protect, floor.Entry{Pattern: e.Pattern, Source: e.Source, Pos: e.Pos})
	}
	for _, e := range pol.Floor.ProtectWrite {
		c.ProtectWrite = append(c.ProtectWrite, floor.Entry{Pattern: e.Pattern, Source: e.Source, Pos: e.Pos})
	}
	for _, e := range pol.Floor.WriteScope {
		c.WriteScope = append(c.WriteScope, floor.Entry{Pattern: e.Pattern, ID: "write-scope", Source: e.Source})
	}
	return Generate(Options{Policy: pol, Floors: []*floor.Config{c}, Home: f.home, Project: f.project, Scope: scope, Network: network})
}

const testPolicy = `version = 1
[permissions]
deny  = ["Bash(terraform destroy *)", "Read(./secrets/**)", "Read(~/private/**)", "Edit(//srv/x/../keys/**)"]
allow = ["WebFetch(domain:docs.example.com)", "Bash(npm test *)"]

[[rule]]
id = "plan-only"
decision = "deny"
match = ["Bash(git commit *)"]
modes = ["plan"]

[floor]
protect_write = ["/srv/releases/**"]
`

func TestGenerateUserScope(t *testing.T) {
	f := newFixture(t)
	b := f.generate(t, testPolicy, ScopeUser, false)
	has := func(name string, list []string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !slices.Contains(list, w) {
				t.Errorf("%s lacks %q:\n%s", name, w, strings.Join(list, "\n"))
			}
		}
	}
	hasNot := func(name string, list []string, bad ...string) {
		t.Helper()
		for _, w := range bad {
			if slices.Contains(list, w) {
				t.Errorf("%s holds %q, which it must not", name, w)
			}
		}
	}
	has("deny", b.Deny,
		"Read(~/.ssh/**)", "Edit(~/.ssh/**)", // a credential: neither read nor written
		"Edit(~/.bashrc)",               // write-protected only
		"Read(//**/.env)", "Read(.env)", // any depth, and Claude Code's bare form
		"Read(//etc/shadow)",                              // absolute: Claude Code's //
		"Edit(//srv/releases/**)",                         // the policy's protect_write
		"Bash(terraform destroy *)", "Read(~/private/**)", // the policy's portable denies
		"Edit(//srv/keys/**)", // spelled without ".."
		"Read("+"~"+"/.terraform.d/credentials*)",
	)
	hasNot("deny", b.Deny,
		"Read(~/.bashrc)",        // readable
		"Read(./secrets/**)",     // relative to a directory that differs between the two
		"Bash(git commit *)",     // scoped to a mode
		"Read(//proc/*/environ)", // left out (its own /proc)
		"Edit(~/.claude/**)",     // its exceptions cannot be written as rules
	)
	has("denyRead", b.Sandbox.DenyRead, "~/.ssh", "~/.aws", "~/.terraform.d/credentials.tfrc.json")
	hasNot("denyRead", b.Sandbox.DenyRead, "~/.bashrc")
	has("denyWrite", b.Sandbox.DenyWrite, "~/.ssh", "~/.bashrc", "~/.claude")
	hasNot("denyWrite", b.Sandbox.DenyWrite, ".husky") // project-relative only in project settings
	// The other tenants, not the session's own.
	has("deny", b.Deny, "Read(/"+f.tenants+"/b/**)", "Edit(/"+f.tenants+"/c/**)")
	has("denyRead", b.Sandbox.DenyRead, f.tenants+"/b", f.tenants+"/c")
	hasNot("denyRead", b.Sandbox.DenyRead, f.tenants+"/a")
	if !b.Sandbox.Enabled || !b.Sandbox.FailIfUnavailable || b.Sandbox.AllowUnsandboxedCommands {
		t.Errorf("sandbox switches = %+v, want enabled, failIfUnavailable, no unsandboxed commands", b.Sandbox)
	}
	if b.Sandbox.Network || len(b.Sandbox.AllowedDomains) != 0 {
		t.Errorf("network without --network: %v %v", b.Sandbox.Network, b.Sandbox.AllowedDomains)
	}
	notes := strings.Join(b.Notes, "\n")
	for _, want := range []string{"2 deny rules of the policy not copied", "the backstop also denies **/.ssh/*.pub", "not in the sandbox at any depth"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
}

func TestGenerateProjectScope(t *testing.T) {
	f := newFixture(t)
	b := f.generate(t, testPolicy+"write_scope = [\"{project}/**\", \"/srv/cache/**\", \"{project}/build/**\"]\n", ScopeProject, true)
	for _, w := range []string{".husky", ".claude/settings.json", ".git/hooks", ".git/config", ".env"} {
		if !slices.Contains(b.Sandbox.DenyWrite, w) {
			t.Errorf("denyWrite lacks %q: %v", w, b.Sandbox.DenyWrite)
		}
	}
	if !slices.Contains(b.Deny, "Edit(/.claude/settings*.json)") {
		t.Errorf("deny lacks the project-anchored Edit(/.claude/settings*.json): %v", b.Deny)
	}
	if want := []string{"/srv/cache", "build"}; !slices.Equal(b.Sandbox.AllowWrite, want) {
		t.Errorf("allowWrite = %v, want %v", b.Sandbox.AllowWrite, want)
	}
	if !b.Sandbox.Network || !slices.Equal(b.Sandbox.AllowedDomains, []string{"docs.example.com"}) {
		t.Errorf("network = %v %v, want the WebFetch allow's domain", b.Sandbox.Network, b.Sandbox.AllowedDomains)
	}
}

func TestHash(t *testing.T) {
	f := newFixture(t)
	a := f.generate(t, testPolicy, ScopeUser, false)
	if b := f.generate(t, testPolicy, ScopeUser, false); a.Hash() != b.Hash() {
		t.Errorf("two generations of one policy hash %s and %s", a.Hash(), b.Hash())
	}
	c := f.generate(t, testPolicy+"protect = [\"~/.vault/**\"]\n", ScopeUser, false)
	if a.Hash() == c.Hash() {
		t.Errorf("a policy that protects one more path keeps the hash %s", a.Hash())
	}
	if len(a.Hash()) != 16 {
		t.Errorf("hash %q is not 16 hex digits", a.Hash())
	}
}

func TestSplit(t *testing.T) {
	tests := []struct {
		in   string
		a    floor.Anchor
		rest string
	}{
		{"~/.ssh/**", floor.AnchorHome, ".ssh/**"},
		{"$HOME/.aws/", floor.AnchorHome, ".aws/**"},
		{"{home}/.kube/**", floor.AnchorHome, ".kube/**"},
		{"{project}/.mcp.json", floor.AnchorProject, ".mcp.json"},
		{"deploy/keys/**", floor.AnchorProject, "deploy/keys/**"},
		{"{tmp}/**", floor.AnchorTmp, "**"},
		{"/etc/shadow", floor.AnchorRoot, "/etc/shadow"},
		{"**/.git/hooks/**", floor.AnchorAnyDepth, ".git/hooks/**"},
		{".env", floor.AnchorAnyDepth, ".env"},
	}
	for _, tt := range tests {
		a, rest := floor.Split(tt.in)
		if a != tt.a || rest != tt.rest {
			t.Errorf("Split(%q) = %v, %q; want %v, %q", tt.in, a, rest, tt.a, tt.rest)
		}
	}
}
