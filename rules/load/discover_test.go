package load

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
)

// tree writes files (path → content) under dir.
func tree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// machine is a fake machine: managed dirs, a home and a project.
type machine struct {
	root, managed, claudeManaged, home, project string
}

func newMachine(t *testing.T) machine {
	r := t.TempDir()
	m := machine{
		root:          r,
		managed:       filepath.Join(r, "etc/pregate"),
		claudeManaged: filepath.Join(r, "etc/claude-code"),
		home:          filepath.Join(r, "home/u"),
		project:       filepath.Join(r, "home/u/src/proj"),
	}
	for _, d := range []string{m.managed, m.claudeManaged, m.home, filepath.Join(m.project, ".git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func (m machine) opts(cwd string) Options {
	return Options{Cwd: cwd, Home: m.home, ManagedDir: m.managed, ClaudeManagedDir: m.claudeManaged, NoBuiltin: true}
}

func rel(m machine, p string) string {
	r, err := filepath.Rel(m.root, p)
	if err != nil {
		return p
	}
	return r
}

func TestLoadAllLevels(t *testing.T) {
	m := newMachine(t)
	tree(t, m.root, map[string]string{
		"etc/pregate/policy.toml":                   "[permissions]\ndeny = ['Bash(shutdown *)']\n",
		"etc/pregate/policy.d/20-b.toml":            "[permissions]\ndeny = ['Bash(b *)']\n",
		"etc/pregate/policy.d/10-a.toml":            "[permissions]\ndeny = ['Bash(a *)']\n",
		"etc/pregate/policy.d/notes.txt":            "not a policy",
		"etc/claude-code/managed-settings.json":     `{"permissions": {"deny": ["Bash(m *)"]}}`,
		"etc/claude-code/managed-settings.d/x.json": `{"permissions": {"ask": ["Bash(x *)"]}}`,
		"cli.toml": "[permissions]\nask = ['Bash(c *)']\n",
		"home/u/src/proj/.claude/pregate.local.toml":  "[permissions]\nallow = ['Bash(l *)']\n",
		"home/u/src/proj/.claude/pregate.toml":        "[permissions]\nallow = ['Bash(p *)']\n",
		"home/u/src/proj/.claude/settings.local.json": `{"permissions": {"allow": ["Bash(sl *)"]}}`,
		"home/u/src/proj/.claude/settings.json":       `{"permissions": {"allow": ["Bash(s *)"]}}`,
		"home/u/.config/pregate/policy.toml":          "[permissions]\ndeny = ['Bash(u *)']\n",
		"home/u/.claude/settings.json":                `{"permissions": {"deny": ["Bash(us *)"]}}`,
		"home/u/src/proj/sub/dir/.keep":               "",
	})
	opts := m.opts(filepath.Join(m.project, "sub/dir"))
	opts.CLIFiles = []string{filepath.Join(m.root, "cli.toml")}
	p, err := Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	type got struct {
		ID     string
		Level  act.Level
		Source string
	}
	var rules []got
	for _, r := range p.Rules {
		rules = append(rules, got{r.ID, r.Level, rel(m, r.Source)})
	}
	want := []got{
		{"Bash(shutdown *)", act.Managed, "etc/pregate/policy.toml"},
		{"Bash(a *)", act.Managed, "etc/pregate/policy.d/10-a.toml"},
		{"Bash(b *)", act.Managed, "etc/pregate/policy.d/20-b.toml"},
		{"Bash(m *)", act.Managed, "etc/claude-code/managed-settings.json"},
		{"Bash(x *)", act.Managed, "etc/claude-code/managed-settings.d/x.json"},
		{"Bash(c *)", act.CLI, "cli.toml"},
		{"Bash(l *)", act.Project, "home/u/src/proj/.claude/pregate.local.toml"},
		{"Bash(p *)", act.Project, "home/u/src/proj/.claude/pregate.toml"},
		{"Bash(sl *)", act.Project, "home/u/src/proj/.claude/settings.local.json"},
		{"Bash(s *)", act.Project, "home/u/src/proj/.claude/settings.json"},
		{"Bash(u *)", act.User, "home/u/.config/pregate/policy.toml"},
		{"Bash(us *)", act.User, "home/u/.claude/settings.json"},
	}
	if diff := cmp.Diff(want, rules); diff != "" {
		t.Errorf("rules mismatch (-want +got):\n%s", diff)
	}
	if p.Project != m.project {
		t.Errorf("Project = %q, want %q (walked up to .git)", p.Project, m.project)
	}
	var files []string
	for _, f := range p.Files {
		files = append(files, rel(m, f))
	}
	var wantFiles []string
	for _, w := range want {
		if len(wantFiles) == 0 || wantFiles[len(wantFiles)-1] != w.Source {
			wantFiles = append(wantFiles, w.Source)
		}
	}
	if diff := cmp.Diff(wantFiles, files); diff != "" {
		t.Errorf("files mismatch (-want +got):\n%s", diff)
	}
	if len(p.Watched) < len(p.Files) {
		t.Errorf("Watched %v does not cover Files", p.Watched)
	}
}

func TestLoadMissingEverythingIsEmpty(t *testing.T) {
	m := newMachine(t)
	p, err := Load(m.opts(m.project))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rules) != 0 || len(p.Files) != 0 {
		t.Errorf("rules %d, files %v; want none", len(p.Rules), p.Files)
	}
	want := []string{
		"etc/pregate/policy.toml",
		"etc/claude-code/managed-settings.json",
		"home/u/src/proj/.claude/pregate.local.toml",
		"home/u/src/proj/.claude/pregate.toml",
		"home/u/src/proj/.claude/settings.local.json",
		"home/u/src/proj/.claude/settings.json",
		"home/u/.config/pregate/policy.toml",
		"home/u/.claude/settings.json",
	}
	var watched []string
	for _, w := range p.Watched {
		watched = append(watched, rel(m, w))
	}
	if diff := cmp.Diff(want, watched); diff != "" {
		t.Errorf("watched mismatch (-want +got):\n%s", diff)
	}
	wantDirs := []string{filepath.Join(m.managed, "policy.d"), filepath.Join(m.claudeManaged, "managed-settings.d")}
	if diff := cmp.Diff(wantDirs, p.WatchedDirs); diff != "" {
		t.Errorf("watched dirs mismatch (-want +got):\n%s", diff)
	}
	if p.Defaults != (rules.Defaults{Unmatched: hook.None, Unresolved: hook.Ask}) {
		t.Errorf("defaults = %+v", p.Defaults)
	}
}

func TestLoadErrors(t *testing.T) {
	m := newMachine(t)
	tree(t, m.root, map[string]string{
		"home/u/src/proj/.claude/pregate.toml":  "[[rule]]\nid = 'x'\ndecision = 'nope'\nmatch = ['Bash']\n",
		"home/u/src/proj/.claude/settings.json": "{\n  \"permissions\": {\"deny\": [\"Bash\"]\n",
		"home/u/.config/pregate/policy.toml":    "[permissions]\ndeny = 'Bash'\n",
	})
	// A directory where a file should be cannot be read: an error, not a
	// silently skipped source.
	if err := os.MkdirAll(filepath.Join(m.managed, "policy.toml"), 0o755); err != nil {
		t.Fatal(err)
	}
	opts := m.opts(m.project)
	opts.CLIFiles = []string{filepath.Join(m.root, "missing.toml")}
	p, err := Load(opts)
	if p != nil {
		t.Errorf("got a policy despite errors")
	}
	var got []string
	for _, l := range errLines(err) {
		got = append(got, strings.TrimPrefix(l, m.root+"/"))
	}
	want := []string{
		"etc/pregate/policy.toml: cannot read: is a directory",
		"home/u/.config/pregate/policy.toml:2:8: permissions.deny: want array, not string",
		"home/u/src/proj/.claude/pregate.toml:3:12: unknown decision \"nope\" (want deny, ask or allow)",
		"home/u/src/proj/.claude/settings.json:2:35: invalid JSON: unexpected end of JSON input",
		"missing.toml: no such file",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("errors mismatch (-want +got):\n%s", diff)
	}
}

func TestProjectRoot(t *testing.T) {
	m := newMachine(t)
	tree(t, m.root, map[string]string{
		"home/u/.claude/settings.json": "{}",
		"home/u/loose/a/.keep":         "",
		"home/u/claudeonly/.claude/x":  "",
		"home/u/claudeonly/deep/.keep": "",
	})
	for _, tt := range []struct{ name, projectDir, cwd, want string }{
		{"env wins", "/somewhere/else", m.project, "/somewhere/else"},
		{"walks up to .git", "", filepath.Join(m.project, "a/b"), m.project},
		{"walks up to .claude", "", filepath.Join(m.home, "claudeonly/deep"), filepath.Join(m.home, "claudeonly")},
		{"home with only .claude is not a project", "", filepath.Join(m.home, "loose/a"), filepath.Join(m.home, "loose/a")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := ProjectRoot(tt.projectDir, tt.cwd, m.home); got != tt.want {
				t.Errorf("ProjectRoot = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestLoadNoDiscover(t *testing.T) {
	m := newMachine(t)
	tree(t, m.root, map[string]string{
		"etc/pregate/policy.toml":              "[permissions]\ndeny = ['Bash(m *)']\n",
		"home/u/src/proj/.claude/pregate.toml": "[permissions]\ndeny = ['Bash(p *)']\n",
		"home/u/.config/pregate/policy.toml":   "[permissions]\ndeny = ['Bash(u *)']\n",
		"only.toml":                            "[permissions]\ndeny = ['Bash(c *)']\n",
	})
	opts := m.opts(m.project)
	opts.NoDiscover = true
	opts.CLIFiles = []string{filepath.Join(m.root, "only.toml")}
	p, err := Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"Bash(c *)"}, ruleIDs(p)); diff != "" {
		t.Errorf("rules mismatch (-want +got):\n%s", diff)
	}
}

func ruleIDs(p *rules.Policy) []string {
	var out []string
	for _, r := range p.Rules {
		out = append(out, r.ID)
	}
	return out
}

// Each source anchors "/x" where Claude Code would: the project root for
// project settings, ~/.claude for user settings, the file's own directory
// for a cli file.
func TestLoadAnchors(t *testing.T) {
	m := newMachine(t)
	tree(t, m.root, map[string]string{
		"home/u/src/proj/.claude/settings.json": `{"permissions": {"deny": ["Read(/secret/**)"]}}`,
		"home/u/.claude/settings.json":          `{"permissions": {"deny": ["Read(/userdata/**)"]}}`,
		"home/u/src/proj/.claude/pregate.toml":  "[permissions]\ndeny = ['Read(/ptoml/**)']\n",
		"etc/cli/c.toml":                        "[permissions]\ndeny = ['Read(/clidata/**)']\n",
	})
	opts := m.opts(m.project)
	opts.CLIFiles = []string{filepath.Join(m.root, "etc/cli/c.toml")}
	p, err := Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	env := act.Env{Cwd: m.project, Home: m.home, Project: m.project}
	for _, tt := range []struct {
		path string
		want string // rule id that denies it, "" for none
	}{
		{filepath.Join(m.project, "secret/key"), "Read(/secret/**)"},
		{filepath.Join(m.home, ".claude/userdata/x"), "Read(/userdata/**)"},
		{filepath.Join(m.project, "userdata/x"), ""},
		{filepath.Join(m.project, "ptoml/x"), "Read(/ptoml/**)"},
		{filepath.Join(m.root, "etc/cli/clidata/x"), "Read(/clidata/**)"},
		{filepath.Join(m.project, "clidata/x"), ""},
	} {
		c := &rules.Call{Tool: "Read", Env: env, Actions: []act.Action{{Kind: act.CallAction, Tool: "Read", Path: tt.path, Input: map[string]any{"file_path": tt.path}}}}
		v := rules.Evaluate(p, c)
		got := ""
		if v.Decision == hook.Deny && v.Rule != nil {
			got = v.Rule.ID
		}
		if got != tt.want {
			t.Errorf("Read %s: denied by %q, want %q", rel(m, tt.path), got, tt.want)
		}
	}
}

// A project file cannot switch the baseline off; a user file can.
func TestLoadBuiltinDisableByLevel(t *testing.T) {
	old := builtinPacks
	t.Cleanup(func() { builtinPacks = old })
	builtinPacks = func() ([]builtin.Pack, rules.LoadErrors) {
		return ParsePacks([]string{"builtin/git.toml", "builtin/aws.toml"}, [][]byte{
			[]byte("[pack]\nname = 'git'\n[[rule]]\nid = 'push-force'\ndecision = 'deny'\nmatch = ['Bash(git push --force *)']\n[[rule]]\nid = 'git.reset-hard'\ndecision = 'deny'\nmatch = ['Bash(git reset --hard *)']\n"),
			[]byte("[pack]\nname = 'cloud.aws'\ndefault = false\n[[rule]]\nid = 'delete'\ndecision = 'ask'\nmatch = ['Bash(aws s3 rm *)']\n"),
		})
	}
	for _, tt := range []struct {
		name     string
		files    map[string]string
		want     []string
		warnings []string
	}{
		{
			name: "defaults only",
			want: []string{"git.push-force", "git.reset-hard"},
		},
		{
			name:     "project cannot disable",
			files:    map[string]string{"home/u/src/proj/.claude/pregate.toml": "[builtin]\ndisable = ['git']\nenable = ['cloud.aws']\n"},
			want:     []string{"git.push-force", "git.reset-hard"},
			warnings: []string{"home/u/src/proj/.claude/pregate.toml:1:1: [builtin] is honoured only in managed and user policy files; ignored at the project level"},
		},
		{
			name:  "user disables one rule and enables a pack",
			files: map[string]string{"home/u/.config/pregate/policy.toml": "[builtin]\ndisable = ['git.push-force']\nenable = ['cloud.aws']\n"},
			want:  []string{"git.reset-hard", "cloud.aws.delete"},
		},
		{
			name:  "managed disables a whole pack",
			files: map[string]string{"etc/pregate/policy.toml": "[builtin]\ndisable = ['git']\n"},
			want:  nil,
		},
		{
			name:     "unknown ids are warnings",
			files:    map[string]string{"home/u/.config/pregate/policy.toml": "\n[builtin]\ndisable = ['nosuch']\n"},
			want:     []string{"git.push-force", "git.reset-hard"},
			warnings: []string{`home/u/.config/pregate/policy.toml:2:1: disable: no builtin pack or rule "nosuch"`},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := newMachine(t)
			tree(t, m.root, tt.files)
			opts := m.opts(m.project)
			opts.NoBuiltin = false
			p, err := Load(opts)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, ruleIDs(p)); diff != "" {
				t.Errorf("rules mismatch (-want +got):\n%s", diff)
			}
			var warnings []string
			for _, w := range p.Warnings {
				warnings = append(warnings, strings.TrimPrefix(w.Error(), m.root+"/"))
			}
			if diff := cmp.Diff(tt.warnings, warnings); diff != "" {
				t.Errorf("warnings mismatch (-want +got):\n%s", diff)
			}
			for _, r := range p.Rules {
				if r.Level != act.Builtin || r.Pack == "" {
					t.Errorf("rule %s: level %v pack %q", r.ID, r.Level, r.Pack)
				}
			}
		})
	}
}

// The embedded baseline parses, and every rule in it has an id in its
// pack's namespace.
func TestEmbeddedPacksParse(t *testing.T) {
	p, err := Load(Options{Cwd: "/proj", Home: "/home/u", NoDiscover: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.Rules {
		if r.Level != act.Builtin || !strings.HasPrefix(r.ID, r.Pack+".") {
			t.Errorf("builtin rule %s (pack %q, level %v)", r.ID, r.Pack, r.Level)
		}
	}
}

// With allowManagedPermissionRulesOnly in managed settings Claude Code
// ignores every other settings file's rules; pregate must not allow on
// their strength, but may keep their denies.
func TestLoadManagedRulesOnly(t *testing.T) {
	m := newMachine(t)
	tree(t, m.root, map[string]string{
		"etc/claude-code/managed-settings.json": `{"allowManagedPermissionRulesOnly": true, "permissions": {"allow": ["Bash(make *)"]}}`,
		"home/u/src/proj/.claude/settings.json": `{"permissions": {"allow": ["Bash(npm *)"], "deny": ["Bash(rm *)"]}}`,
		"home/u/.claude/settings.json":          `{"permissions": {"allow": ["Bash(ls *)"]}}`,
		"home/u/src/proj/.claude/pregate.toml":  "[permissions]\nallow = ['Bash(go test *)']\n",
	})
	p, err := Load(m.opts(m.project))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Bash(make *)", "Bash(go test *)", "Bash(rm *)"}
	if diff := cmp.Diff(want, ruleIDs(p)); diff != "" {
		t.Errorf("rules mismatch (-want +got):\n%s", diff)
	}
}

func TestLoadBuiltinTests(t *testing.T) {
	base := Options{Cwd: "/proj", Home: "/home/u", NoDiscover: true}
	p, err := Load(base)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tests) != 0 {
		t.Errorf("hook-path load has %d builtin tests, want none", len(p.Tests))
	}
	base.BuiltinTests = true
	p, err = Load(base)
	if err != nil {
		t.Fatal(err)
	}
	want, err := BuiltinTests()
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tests) != len(want) || len(want) == 0 {
		t.Fatalf("got %d tests, want %d (> 0)", len(p.Tests), len(want))
	}
	for _, tc := range p.Tests {
		if tc.Level != act.Builtin || !strings.HasPrefix(tc.Source, "builtin/") || tc.Line == 0 {
			t.Errorf("test %q: level %v source %s:%d", tc.Name, tc.Level, tc.Source, tc.Line)
		}
	}
}
