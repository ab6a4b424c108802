package floor

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/shell"
)

// outcome is the part of a verdict the tables compare: which entry denied,
// on which resolved path. The zero outcome is "not on the floor".
type outcome struct {
	ID       string
	Resolved string
}

func outcomeOf(v *Verdict) outcome {
	if v == nil {
		return outcome{}
	}
	if v.Class != Deny {
		// Ask and NoAllow are not denies: the tables spell them out.
		return outcome{ID: v.Class.String() + ":" + v.Entry.ID, Resolved: v.Resolved}
	}
	return outcome{ID: v.Entry.ID, Resolved: v.Resolved}
}

const (
	r  = shell.Read
	w  = shell.Write
	rt = shell.Read | Tree
	wt = shell.Write | Tree
)

func TestCheckPath(t *testing.T) {
	tr := newTree(t)
	tests := []struct {
		name   string
		given  string
		cwd    string
		access shell.Access
		want   outcome // Resolved "" with an ID means "don't care"
	}{
		{name: "project file read", given: "src/main.go", cwd: "{proj}", access: r},
		{name: "project file write", given: "src/main.go", cwd: "{proj}", access: w},
		{name: "new project file write", given: "{proj}/src/new.go", access: w},
		{name: "project root itself is in scope", given: "{proj}", access: w},
		{name: "tmp write", given: "{tmp}/out.txt", access: w},
		{name: "ssh key read", given: "~/.ssh/id_rsa", access: r, want: outcome{"ssh", "{home}/.ssh/id_rsa"}},
		{name: "ssh dir itself", given: "~/.ssh", access: r, want: outcome{"ssh", "{home}/.ssh"}},
		{name: "ssh via HOME", given: "$HOME/.ssh/config", access: r, want: outcome{"ssh", "{home}/.ssh/config"}},
		{name: "ssh via braced HOME", given: "${HOME}/.ssh/config", access: r, want: outcome{"ssh", "{home}/.ssh/config"}},
		{name: "ssh via dotdot", given: "{proj}/../.ssh/id_rsa", access: r, want: outcome{"ssh", "{home}/.ssh/id_rsa"}},
		{name: "ssh via double slash", given: "{home}//.ssh///id_rsa", access: r, want: outcome{"ssh", "{home}/.ssh/id_rsa"}},
		{name: "ssh new file write", given: "~/.ssh/authorized_keys", access: w, want: outcome{"ssh", "{home}/.ssh/authorized_keys"}},
		{name: "aws read", given: "{home}/.aws/credentials", access: r, want: outcome{"aws", "{home}/.aws/credentials"}},
		{name: "gnupg read", given: "~/.gnupg/pubring.kbx", access: r, want: outcome{"gnupg", "{home}/.gnupg/pubring.kbx"}},
		{name: "symlink into ssh", given: "key", cwd: "{proj}", access: r, want: outcome{"ssh", "{home}/.ssh/id_rsa"}},
		{name: "relative symlinked dir", given: "sshdir/config", cwd: "{proj}", access: r, want: outcome{"ssh", "{home}/.ssh/config"}},
		{name: "link dotdot lands in aws", given: "sshdir/../.aws/credentials", cwd: "{proj}", access: r, want: outcome{"aws", "{home}/.aws/credentials"}},
		{name: "chain into aws", given: "chain1", cwd: "{proj}", access: r, want: outcome{"aws", "{home}/.aws/credentials"}},
		{name: "dangling link into ssh write", given: "dangling", cwd: "{proj}", access: w, want: outcome{"ssh", "{home}/.ssh/authorized_k2"}},
		{name: "env file read", given: ".env", cwd: "{proj}", access: r, want: outcome{"env-files", "{proj}/.env"}},
		{name: "env variant read", given: "{proj}/config/.env.production", access: r, want: outcome{"env-files", "{proj}/config/.env.production"}},
		{name: "env example read is fine", given: ".env.example", cwd: "{proj}", access: r},
		{name: "env example write is fine", given: ".env.example", cwd: "{proj}", access: w},
		{name: "env variant example is fine", given: "config/.env.local.sample", cwd: "{proj}", access: r},
		{name: "env example prefix is not enough", given: ".env.example.local", cwd: "{proj}", access: r, want: outcome{"env-files", "{proj}/.env.example.local"}},
		{name: "envrc write", given: ".envrc", cwd: "{proj}", access: w, want: outcome{"env-files", "{proj}/.envrc"}},
		{name: "bashrc read is fine", given: "~/.bashrc", access: r},
		{name: "bashrc write", given: "~/.bashrc", access: w, want: outcome{"shell-rc", "{home}/.bashrc"}},
		{name: "dotfile edited where it lives", given: "dotfiles/zshrc", cwd: "{proj}", access: w, want: outcome{"shell-rc", "{proj}/dotfiles/zshrc"}},
		{name: "dotfile read where it lives is fine", given: "dotfiles/zshrc", cwd: "{proj}", access: r},
		{name: "bashrc write via link", given: "rc", cwd: "{proj}", access: w, want: outcome{"shell-rc", "{home}/.bashrc"}},
		{name: "git hook write", given: ".git/hooks/pre-commit", cwd: "{proj}", access: w, want: outcome{"git-hooks", "{proj}/.git/hooks/pre-commit"}},
		{name: "git hook read is fine", given: ".git/hooks/pre-commit", cwd: "{proj}", access: r},
		{name: "claude settings write", given: "~/.claude/settings.json", access: w, want: outcome{"claude-config", "{home}/.claude/settings.json"}},
		{name: "claude plan write is fine", given: "{home}/.claude/plans/plan.md", access: w, want: outcome{"write-scope", ""}},
		{name: "claude json write", given: "~/.claude.json", access: w, want: outcome{"claude-config", "{home}/.claude.json"}},
		{name: "project claude settings write", given: ".claude/settings.local.json", cwd: "{proj}", access: w, want: outcome{"claude-project-settings", "{proj}/.claude/settings.local.json"}},
		{name: "project claude other file write is not pre-approved", given: ".claude/agents/x.md", cwd: "{proj}", access: w, want: outcome{"no-allow:claude-protected", "{proj}/.claude/agents/x.md"}},
		{name: "project pregate policy write", given: ".claude/pregate.toml", cwd: "{proj}", access: w, want: outcome{"pregate-self", "{proj}/.claude/pregate.toml"}},
		{name: "user pregate policy write", given: "~/.config/pregate/policy.toml", access: w, want: outcome{"pregate-self", "{home}/.config/pregate/policy.toml"}},
		{name: "audit log write", given: "~/.local/state/pregate/audit.jsonl", access: w, want: outcome{"pregate-self", "{home}/.local/state/pregate/audit.jsonl"}},
		{name: "moving the audit log dir away", given: "~/.local/state/pregate", access: wt, want: outcome{"pregate-self", "{home}/.local/state/pregate"}},
		{name: "moving ~/.config away", given: "~/.config", access: wt, want: outcome{"gcloud", "{home}/.config"}},
		{name: "grep -r over home", given: "~", access: rt, want: outcome{"ssh", "{home}"}},
		{name: "grep -r over project is fine", given: "{proj}", access: rt},
		{name: "write outside scope", given: "{home}/notes.txt", access: w, want: outcome{"write-scope", "{home}/notes.txt"}},
		{name: "read outside project is fine", given: "{home}/notes.txt", access: r},
		{name: "write through link leaving the project", given: "outside/hosts", cwd: "{proj}", access: w, want: outcome{"write-scope", "{root}/etc/hosts"}},
		{name: "write through link staying inside", given: "srclink/x.go", cwd: "{proj}", access: w},
		{name: "write via link from outside into project", given: "{home}/notes-link", access: w, want: outcome{"write-scope", "{proj}/README"}},
		{name: "dev null write", given: "/dev/null", access: w},
		{name: "dev stderr write", given: "/dev/stderr", access: w},
		{name: "etc shadow read", given: "/etc/shadow", access: r, want: outcome{"system-secrets", "/etc/shadow"}},
		{name: "proc environ read", given: "/proc/self/environ", access: r, want: outcome{"proc-environ", ""}},
		{name: "unknown cwd judged against home", given: ".ssh/id_rsa", cwd: "", access: r, want: outcome{"ssh", "{home}/.ssh/id_rsa"}},
		{name: "unknown cwd judged against project", given: "src/main.go", cwd: "", access: w},
		{name: "unknown user judged as own home", given: "~nosuchuser-pregate/.ssh/id_rsa", cwd: "{proj}", access: r, want: outcome{"ssh", "{proj}/~nosuchuser-pregate/.ssh/id_rsa"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tr.config()
			v := c.CheckPath(tr.x(tc.given), tr.x(tc.cwd), tc.access)
			got := outcomeOf(v)
			want := outcome{ID: tc.want.ID, Resolved: tr.x(tc.want.Resolved)}
			if tc.want.ID != "" && tc.want.Resolved == "" {
				got.Resolved = ""
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("CheckPath(%q, %q, %v) mismatch (-want +got):\n%s", tc.given, tc.cwd, tc.access, diff)
				if v != nil {
					t.Logf("operator: %s", v.Operator)
				}
			}
		})
	}
}

// TestDefaultWriteScope checks the scope a policy without write_scope
// gets: the project, {tmp} and the system temp roots, except a temp root
// the session lives in (the test tree lies in the system temp dir).
func TestDefaultWriteScope(t *testing.T) {
	tr := newTree(t)
	inTemp := tr.config()
	inTemp.WriteScope = nil
	// $TMPDIR is the tree's root, which holds the home directory and the
	// project (HOME under /tmp with TMPDIR unset is the same case).
	tmpHolds := tr.config()
	tmpHolds.WriteScope, tmpHolds.Tmp = nil, tr.root
	tmpIsHome := tr.config()
	tmpIsHome.WriteScope, tmpIsHome.Tmp = nil, tr.home
	outside := &Config{Home: "/home/pregate-test", Project: "/home/pregate-test/proj", Tmp: tr.tmp, Cwd: "/home/pregate-test/proj"}
	tests := []struct {
		name, given, want string
		c                 *Config
	}{
		{"var tmp", "/var/tmp/build/x", "", outside},
		{"var tmp root itself", "/var/tmp", "", outside},
		{"dev shm", "/dev/shm/x", "", outside},
		{"system tmp", "/tmp/pregate-test-x", "", outside},
		{"session tmp", "{tmp}/x", "", outside},
		{"project", "/home/pregate-test/proj/x", "", outside},
		{"var tmp lookalike", "/var/tmpx/y", "write-scope", outside},
		{"var tmp dot dot", "/var/tmp/../lib/x", "write-scope", outside},
		{"home", "/home/pregate-test/x", "write-scope", outside},
		{"etc", "/etc/pregate-test", "write-scope", outside},
		{"session in the system tmp: its neighbours are not", "{root}/etc/hosts", "write-scope", inTemp},
		{"session in the system tmp: home is not scratch", "{home}/notes.txt", "write-scope", inTemp},
		{"session in the system tmp: session tmp", "{tmp}/x", "", inTemp},
		{"tmp holds the home: home is not scratch", "{home}/outside.txt", "write-scope", tmpHolds},
		{"tmp holds the home: the rest of it is scratch", "{root}/etc/hosts", "", tmpHolds},
		{"tmp holds the home: home itself", "{home}", "write-scope", tmpHolds},
		{"tmp holds the home: above the project", "{root}/home", "write-scope", tmpHolds},
		{"tmp holds the home: tmp itself is above the project", "{root}", "write-scope", tmpHolds},
		{"tmp holds the home: project", "{proj}/x", "", tmpHolds},
		{"tmp is the home: home is not scratch", "{home}/outside.txt", "write-scope", tmpIsHome},
		{"tmp is the home: home itself", "{home}", "write-scope", tmpIsHome},
		{"tmp is the home: project", "{proj}/x", "", tmpIsHome},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := outcomeOf(tc.c.CheckPath(tr.x(tc.given), tc.c.Cwd, w)).ID
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("CheckPath(%q, write) entry mismatch (-want +got):\n%s", tc.given, diff)
			}
		})
	}
}

func TestCheckPathLoopChecksEverySide(t *testing.T) {
	tr := newTree(t)
	c := tr.config()
	// The loop itself stays in the project; reading is allowed there, so
	// the only question is whether the check terminates and says why.
	if v := c.CheckPath("loop1", tr.proj, r); v != nil {
		t.Errorf("CheckPath(loop1, read) = %s, want nil", v.Operator)
	}
	c.Protect = []Entry{{Pattern: "{project}/loop2", ID: "loop-end", Source: "p.toml", Pos: loc.Pos{Line: 3}}}
	c.k = nil
	v := c.CheckPath("loop1", tr.proj, r)
	if got := outcomeOf(v).ID; got != "loop-end" {
		t.Fatalf("CheckPath(loop1) with loop2 protected = %q, want loop-end", got)
	}
	if !strings.Contains(v.Operator, ErrTooManyLinks.Error()) {
		t.Errorf("operator reason %q does not say the links looped", v.Operator)
	}
}

func TestConfigEntries(t *testing.T) {
	tr := newTree(t)
	tests := []struct {
		name   string
		change func(c *Config)
		given  string
		access shell.Access
		want   string
	}{
		{name: "protect adds read and write", change: func(c *Config) {
			c.Protect = []Entry{{Pattern: "~/notes.txt", ID: "notes", Source: "p.toml", Pos: loc.Pos{Line: 4}, Write: true}}
		}, given: "{home}/notes.txt", access: r, want: "notes"},
		{name: "protect_write leaves reads", change: func(c *Config) {
			c.ProtectWrite = []Entry{{Pattern: "src/**", Source: "p.toml"}}
		}, given: "{proj}/src/main.go", access: r},
		{name: "protect_write denies writes", change: func(c *Config) {
			c.ProtectWrite = []Entry{{Pattern: "src/**", Source: "p.toml"}}
		}, given: "{proj}/src/main.go", access: w, want: "protect-write"},
		{name: "bare name matches at any depth", change: func(c *Config) {
			c.Protect = []Entry{{Pattern: "main.go", ID: "m"}}
		}, given: "{proj}/src/main.go", access: r, want: "m"},
		{name: "managed removes a builtin by id", change: func(c *Config) {
			c.RemoveIDs = []string{"env-files"}
		}, given: "{proj}/.env", access: r},
		{name: "removing one id keeps the others", change: func(c *Config) {
			c.RemoveIDs = []string{"env-files"}
		}, given: "~/.ssh/id_rsa", access: r, want: "ssh"},
		{name: "write scope widened", change: func(c *Config) {
			c.WriteScope = []Entry{{Pattern: "{home}/**"}}
		}, given: "{home}/notes.txt", access: w},
		{name: "widened write scope keeps the protected set", change: func(c *Config) {
			c.WriteScope = []Entry{{Pattern: "{home}/**"}}
		}, given: "~/.bashrc", access: w, want: "shell-rc"},
		{name: "read scope denies reads elsewhere", change: func(c *Config) {
			c.ReadScope = []Entry{{Pattern: "{project}/**", ID: "read-scope", Source: "m.toml", Pos: loc.Pos{Line: 9}}}
		}, given: "{home}/notes.txt", access: r, want: "read-scope"},
		{name: "read scope allows inside", change: func(c *Config) {
			c.ReadScope = []Entry{{Pattern: "{project}/**"}}
		}, given: "{proj}/README", access: r},
		{name: "claude config dir", change: func(c *Config) {
			c.ClaudeConfigDir = tr.root + "/cc"
		}, given: "{root}/cc/settings.json", access: w, want: "claude-config"},
		{name: "self binary", change: func(c *Config) {}, given: "{root}/usr/local/bin/pregate", access: w, want: "pregate-self"},
		{name: "invalid pattern guards its text", change: func(c *Config) {
			c.Protect = []Entry{{Pattern: "{proj}/a[", ID: "bad"}}
		}, given: "{proj}/a[", access: r, want: "bad"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tr.config()
			tc.change(c)
			for i := range c.Protect {
				c.Protect[i].Pattern = tr.x(c.Protect[i].Pattern)
			}
			got := outcomeOf(c.CheckPath(tr.x(tc.given), tr.proj, tc.access)).ID
			if got != tc.want {
				t.Errorf("CheckPath(%q) entry = %q, want %q", tc.given, got, tc.want)
			}
		})
	}
}

// TestValidatePattern: a pattern the floor would read as something else
// than it says (a broken glob, a misspelt anchor, another user's ~) is an
// error; every anchor Entry documents is not.
func TestValidatePattern(t *testing.T) {
	tests := []struct {
		name    string
		pattern string
		want    string // in the error; "" for a valid pattern
	}{
		{name: "home_tree", pattern: "~/.kube/**"},
		{name: "home_alone", pattern: "~"},
		{name: "home_var", pattern: "$HOME/.vault-token"},
		{name: "home_var_braced", pattern: "${HOME}/.vault-token"},
		{name: "home_anchor", pattern: "{home}/.aws/**"},
		{name: "project_anchor", pattern: "{project}/.claude/settings*.json"},
		{name: "project_alone", pattern: "{project}"},
		{name: "tmp_anchor", pattern: "{tmp}/**"},
		{name: "absolute", pattern: "/etc/sudoers.d/**"},
		{name: "bare_name", pattern: "id_rsa"},
		{name: "project_relative", pattern: "deploy/keys/**"},
		{name: "alternation_inside", pattern: "~/.config/{gh,hub}/**"},
		{name: "anchor_inside_alternation_path", pattern: "/srv/{a,b}/{project}"},
		{name: "empty", pattern: "", want: "empty floor pattern"},
		{name: "blank", pattern: "  ", want: "empty floor pattern"},
		{name: "open_bracket", pattern: "~/.kube/[x", want: `bad floor pattern "~/.kube/[x"`},
		{name: "open_brace", pattern: "/etc/{a,b", want: "bad floor pattern"},
		{name: "bracket_in_project_anchor", pattern: "{project}/[a", want: "bad floor pattern"},
		{name: "misspelt_anchor", pattern: "{Project}/keys/**", want: "unknown anchor"},
		{name: "anchor_without_slash", pattern: "{home}.ssh", want: "unknown anchor"},
		{name: "leading_alternation", pattern: "{/etc,/srv}/secrets", want: "unknown anchor"},
		{name: "other_users_home", pattern: "~deploy/.ssh/**", want: "another user's home"},
		{name: "other_variable", pattern: "$XDG_CONFIG_HOME/gh/**", want: "$HOME is the only variable"},
		{name: "home_var_prefix_only", pattern: "$HOMEDIR/x", want: "$HOME is the only variable"},
		{name: "negation", pattern: "!.env.example", want: "no exclusions"},
		{name: "leading_double_star_glued", pattern: "**.env", want: "a leading ** is a whole path component"},
		{name: "double_star_alone", pattern: "**"},
		{name: "dot_slash_project", pattern: "./.env"},
		{name: "dot_alone", pattern: ".", want: "a . component"},
		{name: "dot_dot_alone", pattern: "..", want: "a .. component"},
		{name: "dot_dot_inside", pattern: "~/.ssh/../.aws/credentials", want: "a .. component"},
		{name: "dot_inside", pattern: "{project}/./x", want: "a . component"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidatePattern(tt.pattern)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("ValidatePattern(%q) = %v, want nil", tt.pattern, err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("ValidatePattern(%q) = %v, want an error saying %q", tt.pattern, err, tt.want)
			}
		})
	}
	// The built-in set is written in the same syntax.
	for _, e := range Builtin {
		for _, p := range append([]string{e.Pattern}, e.Except...) {
			if err := ValidatePattern(p); err != nil {
				t.Errorf("builtin %s: ValidatePattern(%q) = %v, want nil", e.ID, p, err)
			}
		}
	}
}

func TestTenants(t *testing.T) {
	tr := newTree(t)
	alice := tr.tenants + "/alice/proj"
	c := &Config{Home: tr.home, Project: alice, Tmp: tr.tmp, Cwd: alice, TenantRoot: tr.tenants + "/*"}
	tests := []struct {
		name   string
		given  string
		cwd    string
		access shell.Access
		want   string
	}{
		{name: "own tenant", given: "app.go", cwd: alice, access: w},
		{name: "other tenant read", given: "{tenants}/bob/data/secret.txt", access: r, want: "tenant"},
		{name: "other tenant write", given: "{tenants}/bob/new", access: w, want: "tenant"},
		{name: "other tenant via dotdot", given: "../../bob/data", cwd: alice, access: r, want: "tenant"},
		{name: "other tenant via symlink", given: "peek/data/secret.txt", cwd: alice, access: r, want: "tenant"},
		{name: "tenant root listing is fine", given: "{tenants}", access: r},
		{name: "tenant root recursive read", given: "{tenants}", access: rt, want: "tenant"},
		{name: "outside any tenant is fine", given: "{home}/notes.txt", access: r},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := c.CheckPath(tr.x(tc.given), tc.cwd, tc.access)
			if got := outcomeOf(v).ID; got != tc.want {
				t.Fatalf("CheckPath(%q) entry = %q, want %q", tc.given, got, tc.want)
			}
			if v != nil && tc.access&Tree == 0 {
				if !strings.Contains(v.Agent, "tenant bob") || !strings.Contains(v.Agent, "tenant "+tr.tenants+"/alice") {
					t.Errorf("agent reason %q does not name both tenants", v.Agent)
				}
			}
		})
	}

	for _, tc := range []struct {
		argv []string
		want string
	}{
		{[]string{"cat", "../../bob/data/secret.txt"}, "tenant"},
		{[]string{"cp", "-r", "peek", "/tmp/x"}, "tenant"},
		{[]string{"grep", "-r", "x", tr.tenants}, "tenant"},
		{[]string{"cat", "app.go"}, ""},
	} {
		v := c.CheckSegment(seg(alice, tc.argv...))
		if got := outcomeOf(v).ID; got != tc.want {
			t.Errorf("CheckSegment(%q) entry = %q, want %q", tc.argv, got, tc.want)
		}
	}

	// A session outside every tenant may not touch any of them.
	c2 := &Config{Home: tr.home, Project: tr.proj, Tmp: tr.tmp, TenantRoot: tr.tenants + "/*"}
	if got := outcomeOf(c2.CheckPath(alice+"/app.go", "/", r)).ID; got != "tenant" {
		t.Errorf("session with no tenant reading a tenant's file: entry %q, want tenant", got)
	}
}

func TestReasons(t *testing.T) {
	tr := newTree(t)
	c := tr.config()
	c.Protect = []Entry{{Pattern: "~/notes.txt", ID: "notes", Source: tr.home + "/.config/pregate/policy.toml", Pos: loc.Pos{Line: 12}}}
	v := c.CheckPath("key", tr.proj, r)
	if v == nil {
		t.Fatal("CheckPath(key) = nil, want the ssh entry")
	}
	for _, want := range []string{`"key"`, tr.home + "/.ssh/id_rsa", "cannot be unlocked from inside this session"} {
		if !strings.Contains(v.Agent, want) {
			t.Errorf("agent reason %q lacks %q", v.Agent, want)
		}
	}
	for _, want := range []string{`"key"`, "lexical " + tr.proj + "/key", "resolved " + tr.home + "/.ssh/id_rsa",
		tr.proj + "/key -> " + tr.home + "/.ssh/id_rsa", "ssh", `"~/.ssh/**"`, "builtin"} {
		if !strings.Contains(v.Operator, want) {
			t.Errorf("operator reason %q lacks %q", v.Operator, want)
		}
	}
	v = c.CheckPath("~/notes.txt", "/", r)
	if v == nil {
		t.Fatal("CheckPath(~/notes.txt) = nil, want the notes entry")
	}
	if strings.Contains(v.Agent, "policy.toml") {
		t.Errorf("agent reason %q names a policy file", v.Agent)
	}
	if !strings.Contains(v.Operator, "policy.toml:12") {
		t.Errorf("operator reason %q lacks the entry's source and line", v.Operator)
	}
}

// TestScopeReasonNamesEachDirectoryOnce: {tmp} is usually /tmp, which the
// default scope also names; the agent is told each directory once.
func TestScopeReasonNamesEachDirectoryOnce(t *testing.T) {
	c := &Config{Home: "/home/pregate-test", Project: "/home/pregate-test/proj", Tmp: "/tmp", Cwd: "/home/pregate-test/proj"}
	v := c.CheckPath("/etc/pregate-test", c.Cwd, w)
	if v == nil {
		t.Fatal("CheckPath(/etc/pregate-test, write) = nil, want write-scope")
	}
	if n := strings.Count(v.Agent, " /tmp,"); n != 1 {
		t.Errorf("agent reason names /tmp %d times, want once: %s", n, v.Agent)
	}
}
