package load

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

// TestProfileLevels: strict wins whatever level sets it, a lower level
// saying "default" does not relax a higher strict, and the level kept is
// the highest one that set strict.
func TestProfileLevels(t *testing.T) {
	const strict = "version = 1\n[defaults]\nprofile = \"strict\"\n"
	const deflt = "version = 1\n[defaults]\nprofile = \"default\"\n"
	tests := []struct {
		name          string
		managed, user string
		project       string
		want          string
		level         act.Level
		line          int
	}{
		{name: "none", want: ""},
		{name: "user_default", user: deflt, want: ""},
		{name: "user_strict", user: strict, want: rules.ProfileStrict, level: act.User, line: 3},
		{name: "project_strict", project: strict, want: rules.ProfileStrict, level: act.Project, line: 3},
		{name: "managed_strict_user_default", managed: strict, user: deflt, want: rules.ProfileStrict, level: act.Managed, line: 3},
		{name: "managed_default_user_strict", managed: deflt, user: strict, want: rules.ProfileStrict, level: act.User, line: 3},
		{name: "managed_and_user_strict", managed: strict, user: "version = 1\n\n[defaults]\nprofile = \"strict\"\n", want: rules.ProfileStrict, level: act.Managed, line: 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMachine(t)
			files := map[string]string{}
			if tt.managed != "" {
				files["etc/pregate/policy.toml"] = tt.managed
			}
			if tt.user != "" {
				files["home/u/.config/pregate/policy.toml"] = tt.user
			}
			if tt.project != "" {
				files["home/u/src/proj/.claude/pregate.toml"] = tt.project
			}
			tree(t, m.root, files)
			p, err := Load(m.opts(m.project))
			if err != nil {
				t.Fatal(err)
			}
			d := p.Defaults
			if d.Profile != tt.want {
				t.Fatalf("profile = %q, want %q", d.Profile, tt.want)
			}
			if tt.want == "" {
				return
			}
			if d.ProfileLevel != tt.level || d.ProfileLine != tt.line || !strings.HasSuffix(d.ProfileSource, ".toml") {
				t.Errorf("profile set at %s %s:%d, want %s line %d", d.ProfileLevel, d.ProfileSource, d.ProfileLine, tt.level, tt.line)
			}
		})
	}
}

// TestProfileUnknownIsLoadError: a misspelt profile is an error with its
// position and a suggestion, through the fast parser and the full one
// alike (a [[rule]] with a command table sends the file to the full one).
func TestProfileUnknownIsLoadError(t *testing.T) {
	for name, src := range map[string]string{
		"fast": "version = 1\n[defaults]\nprofile = \"strcit\"\n",
		"full": "version = 1\n[defaults]\nprofile = \"strcit\"\n[[rule]]\nid = \"x\"\ndecision = \"deny\"\ncommand = [{ program = [\"rm\"] }]\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := parseFile(filepath.Join(t.TempDir(), "p.toml"), []byte(src), act.User, "/p")
			if err == nil {
				t.Fatal("unknown profile loaded")
			}
			errs, ok := err.(rules.LoadErrors)
			if !ok || len(errs) != 1 {
				t.Fatalf("err = %v, want one LoadError", err)
			}
			e := errs[0]
			if e.Line != 3 || e.Col != 11 || e.Code != "bad-value" || e.Suggestion != rules.ProfileStrict || !strings.Contains(e.Msg, `"strcit"`) {
				t.Errorf("error = %+v", e)
			}
		})
	}
	for _, v := range []string{"default", "strict"} {
		p, err := parseFile("p.toml", []byte("version = 1\n[defaults]\nprofile = \""+v+"\"\n"), act.User, "/p")
		if err != nil {
			t.Fatalf("profile %q: %v", v, err)
		}
		if got := p.Defaults.Profile == rules.ProfileStrict; got != (v == "strict") {
			t.Errorf("profile %q loaded as %q", v, p.Defaults.Profile)
		}
	}
}

// TestProfileLint: lint knows the key (no unknown-key finding) and
// reports a bad value.
func TestProfileLint(t *testing.T) {
	ls := parse.LintParse("p.toml", []byte("version = 1\n[defaults]\nprofile = \"strict\"\n"), act.User, "/p")
	if len(ls.Errors) != 0 {
		t.Errorf("lint of a strict profile: %v", ls.Errors)
	}
	ls = parse.LintParse("p.toml", []byte("version = 1\n[defaults]\nprofil = \"strict\"\n"), act.User, "/p")
	if len(ls.Errors) != 1 || ls.Errors[0].Suggestion != "profile" {
		t.Errorf("lint of a misspelt key: %v", ls.Errors)
	}
	ls = parse.LintParse("p.toml", []byte("version = 1\n[defaults]\nprofile = \"paranoid\"\n"), act.User, "/p")
	if len(ls.Errors) != 1 || ls.Errors[0].Code != "bad-value" {
		t.Errorf("lint of an unknown profile: %v", ls.Errors)
	}
}
