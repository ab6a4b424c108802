package gate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules"
)

// TestFixtures runs every case under ../fixtures through Decide. A case is a
// txtar archive:
//
//	-- event.json --   the hook event ($WORK and $HOME are expanded)
//	-- policy.toml --  optional, loaded at the cli level
//	-- expect --       the decision, then optional "rule: ID" and
//	                   "reason: TEXT" lines that the reasons must contain
//	-- symlinks --     optional "link -> target" lines, made in $WORK
//	-- hardlinks --    optional "link => target" lines: hard links to files
//	                   of the archive, made in $WORK
//	-- options --      optional words: no-builtin, no-floor, read-only
//
// Every other file of the archive is written under $WORK before the call,
// so cases run on a real file tree with real symlinks.
func TestFixtures(t *testing.T) {
	files, err := filepath.Glob("../fixtures/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures found: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) { runFixture(t, file) })
	}
}

func runFixture(t *testing.T, file string) {
	ar, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	work, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(work, "home")
	tmp := filepath.Join(work, "tmp")
	for _, d := range []string{home, tmp, filepath.Join(work, "project", ".git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	expand := func(s string) string {
		return os.Expand(s, func(k string) string {
			switch k {
			case "WORK":
				return work
			case "HOME":
				return home
			}
			return "$" + k
		})
	}
	var event, expect, links, hardlinks, options string
	var policy string
	for _, f := range ar.Files {
		data := expand(string(f.Data))
		switch f.Name {
		case "event.json":
			event = data
		case "expect":
			expect = data
		case "symlinks":
			links = data
		case "hardlinks":
			hardlinks = data
		case "options":
			options = data
		default:
			path := filepath.Join(work, f.Name)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			if f.Name == "policy.toml" {
				policy = path
			}
		}
	}
	for _, line := range strings.Split(links, "\n") {
		link, target, ok := strings.Cut(line, " -> ")
		if !ok {
			continue
		}
		path := filepath.Join(work, strings.TrimSpace(link))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(strings.TrimSpace(target), path); err != nil {
			t.Fatal(err)
		}
	}
	for _, line := range strings.Split(hardlinks, "\n") {
		link, target, ok := strings.Cut(line, " => ")
		if !ok {
			continue
		}
		path := filepath.Join(work, strings.TrimSpace(link))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Link(filepath.Join(work, strings.TrimSpace(target)), path); err != nil {
			t.Fatal(err)
		}
	}
	ev, err := hook.Parse([]byte(event))
	if err != nil {
		t.Fatalf("event.json: %v", err)
	}
	in := Input{
		Event: ev,
		Home:  home,
		Tmp:   tmp,
		Env:   map[string]string{"HOME": home},
		Load: rules.LoadOptions{
			Home:       home,
			NoDiscover: true,
			NoBuiltin:  strings.Contains(options, "no-builtin"),
		},
		NoFloor:  strings.Contains(options, "no-floor"),
		ReadOnly: strings.Contains(options, "read-only"),
	}
	if policy != "" {
		in.Load.CLIFiles = []string{policy}
	}
	res := Decide(in)

	lines := strings.Split(strings.TrimSpace(expect), "\n")
	want := strings.TrimSpace(lines[0])
	got, _ := json.Marshal(res.Parts)
	if string(res.Decision) != want {
		t.Errorf("decision = %s, want %s\nagent: %s\noperator: %s\nerr: %v\nparts: %s",
			res.Decision, want, res.AgentReason, res.OperatorReason, res.Err, got)
	}
	for _, l := range lines[1:] {
		key, val, _ := strings.Cut(l, ":")
		val = strings.TrimSpace(val)
		switch strings.TrimSpace(key) {
		case "rule":
			if res.Rule == nil || res.Rule.ID != val {
				t.Errorf("rule = %+v, want %s", res.Rule, val)
			}
		case "agent":
			if !strings.Contains(res.AgentReason, val) {
				t.Errorf("agent reason %q does not contain %q", res.AgentReason, val)
			}
		case "operator":
			if !strings.Contains(res.OperatorReason, val) {
				t.Errorf("operator reason %q does not contain %q", res.OperatorReason, val)
			}
		}
	}
}
