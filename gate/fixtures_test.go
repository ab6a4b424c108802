package gate

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/load"
)

// TestFixtures runs every case under ../fixtures through Decide. A case is a
// txtar archive:
//
//	-- event.json --   the hook event ($WORK and $HOME are expanded)
//	-- policy.toml --  optional, loaded at the cli level
//	-- expect --       the decision (allow, ask, deny, none), then optional
//	                   "rule: ID" lines and "agent: TEXT" / "operator: TEXT"
//	                   lines that the reasons must contain
//	-- symlinks --     optional "link -> target" lines, made in $WORK
//	-- hardlinks --    optional "link => target" lines: hard links to files
//	                   of the archive, made in $WORK
//	-- options --      optional words: no-builtin, no-floor, read-only,
//	                   discover (load every level: managed from
//	                   $WORK/etc/pregate and $WORK/etc/claude-code, the
//	                   project $WORK/project, the user's $HOME/.config
//	                   and $HOME/.claude)
//
// Every other file of the archive (policy.toml, or a path with a directory
// such as project/a.txt) is written under $WORK before the call, so cases
// run on a real file tree with real symlinks. Any other section name, key
// or option word fails the case.
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

// fixture is one parsed case of ../fixtures.
type fixture struct {
	event     string
	decision  string
	checks    [][2]string // key, value: rule, agent, operator
	links     [][2]string // link, target
	hardlinks [][2]string // link, target
	options   map[string]bool
	files     []txtar.File // written under $WORK
}

// fixtureDecisions and fixtureChecks are what an expect section may say;
// fixtureOptions the words an options section may hold.
var (
	fixtureDecisions = []string{"allow", "ask", "deny", "none"}
	fixtureChecks    = []string{"rule", "agent", "operator"}
	fixtureOptions   = []string{"no-builtin", "no-floor", "read-only", "discover"}
)

// parseFixture reads an archive whose $WORK and $HOME are already expanded
// by expand. It fails on anything it does not know, so a misspelt section,
// key or option word is an error rather than a check that never runs.
func parseFixture(ar *txtar.Archive, expand func(string) string) (*fixture, error) {
	fx := &fixture{options: map[string]bool{}}
	seen := map[string]bool{}
	for _, f := range ar.Files {
		data := expand(string(f.Data))
		switch f.Name {
		case "event.json", "expect", "symlinks", "hardlinks", "options":
			if seen[f.Name] {
				return nil, fmt.Errorf("section %q appears twice", f.Name)
			}
			seen[f.Name] = true
		}
		switch f.Name {
		case "event.json":
			fx.event = data
		case "expect":
			if err := fx.parseExpect(data); err != nil {
				return nil, err
			}
		case "symlinks", "hardlinks":
			sep := " -> "
			if f.Name == "hardlinks" {
				sep = " => "
			}
			pairs, err := parseLinks(f.Name, data, sep)
			if err != nil {
				return nil, err
			}
			if f.Name == "symlinks" {
				fx.links = pairs
			} else {
				fx.hardlinks = pairs
			}
		case "options":
			for _, w := range strings.Fields(data) {
				if !slices.Contains(fixtureOptions, w) {
					return nil, fmt.Errorf("options: unknown word %q (known: %s)", w, strings.Join(fixtureOptions, ", "))
				}
				fx.options[w] = true
			}
		default:
			// A file of the tree: policy.toml, or a path under a directory
			// of $WORK. A bare name is a misspelt section.
			if f.Name != "policy.toml" && !strings.Contains(f.Name, "/") {
				return nil, fmt.Errorf("unknown section %q: a file of the tree must be policy.toml or a path with a directory", f.Name)
			}
			if !filepath.IsLocal(f.Name) {
				return nil, fmt.Errorf("file %q is not inside $WORK", f.Name)
			}
			fx.files = append(fx.files, txtar.File{Name: f.Name, Data: []byte(data)})
		}
	}
	if !seen["event.json"] {
		return nil, fmt.Errorf("no event.json section")
	}
	if !seen["expect"] {
		return nil, fmt.Errorf("no expect section")
	}
	return fx, nil
}

func (fx *fixture) parseExpect(data string) error {
	lines := strings.Split(strings.TrimSpace(data), "\n")
	fx.decision = strings.TrimSpace(lines[0])
	if !slices.Contains(fixtureDecisions, fx.decision) {
		return fmt.Errorf("expect: decision %q is not one of %s", fx.decision, strings.Join(fixtureDecisions, ", "))
	}
	for _, l := range lines[1:] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		key, val, ok := strings.Cut(l, ":")
		key = strings.TrimSpace(key)
		if !ok || !slices.Contains(fixtureChecks, key) {
			return fmt.Errorf("expect: line %q is not KEY: VALUE with KEY one of %s", l, strings.Join(fixtureChecks, ", "))
		}
		fx.checks = append(fx.checks, [2]string{key, strings.TrimSpace(val)})
	}
	return nil
}

func parseLinks(section, data, sep string) ([][2]string, error) {
	var pairs [][2]string
	for _, line := range strings.Split(data, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		link, target, ok := strings.Cut(line, sep)
		if !ok {
			return nil, fmt.Errorf("%s: line %q has no %q", section, line, strings.TrimSpace(sep))
		}
		link, target = strings.TrimSpace(link), strings.TrimSpace(target)
		// A symlink may point anywhere; it and a hard link's file are
		// made inside $WORK.
		if !filepath.IsLocal(link) || sep == " => " && !filepath.IsLocal(target) {
			return nil, fmt.Errorf("%s: line %q names a path outside $WORK", section, line)
		}
		pairs = append(pairs, [2]string{link, target})
	}
	return pairs, nil
}

func runFixture(t *testing.T, file string) {
	fx, in := setupFixture(t, file)
	res := Decide(in)
	checkFixture(t, fx, res)
}

// setupFixture writes the files of the case in file to a temporary
// directory and returns the case and the input of its call.
func setupFixture(t *testing.T, file string) (*fixture, Input) {
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
	fx, err := parseFixture(ar, fixtureExpander(work, home))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var policy string
	for _, f := range fx.files {
		path := filepath.Join(work, f.Name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		if f.Name == "policy.toml" {
			policy = path
		}
	}
	for _, l := range fx.links {
		path := filepath.Join(work, l[0])
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(l[1], path); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range fx.hardlinks {
		path := filepath.Join(work, l[0])
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Link(filepath.Join(work, l[1]), path); err != nil {
			t.Fatal(err)
		}
	}
	ev, err := hook.Parse([]byte(fx.event))
	if err != nil {
		t.Fatalf("event.json: %v", err)
	}
	in := Input{
		Event: ev,
		Home:  home,
		Tmp:   tmp,
		Env:   map[string]string{"HOME": home},
		Load: load.Options{
			Home:       home,
			NoDiscover: true,
			NoBuiltin:  fx.options["no-builtin"],
		},
		NoFloor:  fx.options["no-floor"],
		ReadOnly: fx.options["read-only"],
	}
	if policy != "" {
		in.Load.CLIFiles = []string{policy}
	}
	if fx.options["discover"] {
		in.Load.NoDiscover = false
		in.Load.ManagedDir = filepath.Join(work, "etc", "pregate")
		in.Load.ClaudeManagedDir = filepath.Join(work, "etc", "claude-code")
		in.Load.ProjectDir = filepath.Join(work, "project")
		in.Load.XDGConfigHome = filepath.Join(home, ".config")
		in.Load.ClaudeConfigDir = filepath.Join(home, ".claude")
	}
	return fx, in
}

// checkFixture compares res with what the case expects.
func checkFixture(t *testing.T, fx *fixture, res Result) {
	got, _ := json.Marshal(res.Parts)
	if string(res.Decision) != fx.decision {
		t.Errorf("decision = %s, want %s\nagent: %s\noperator: %s\nerr: %v\nparts: %s",
			res.Decision, fx.decision, res.AgentReason, res.OperatorReason, res.Err, got)
	}
	for _, c := range fx.checks {
		key, val := c[0], c[1]
		switch key {
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

// fixtureExpander expands $WORK and $HOME and leaves every other $NAME.
func fixtureExpander(work, home string) func(string) string {
	return func(s string) string {
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
}

// TestFixtureParseRejectsUnknown shows that a misspelt section, expect key,
// decision or option word is an error, and that the spelled-right archive
// parses into the checks it says.
func TestFixtureParseRejectsUnknown(t *testing.T) {
	const good = `-- event.json --
{}
-- expect --
deny
rule: R1
agent: blocked
-- options --
no-builtin read-only
-- symlinks --
project/l -> /etc
-- project/a.txt --
x
`
	id := func(s string) string { return s }
	fx, err := parseFixture(txtar.Parse([]byte(good)), id)
	if err != nil {
		t.Fatalf("good archive: %v", err)
	}
	if fx.decision != "deny" || len(fx.checks) != 2 || fx.checks[0] != [2]string{"rule", "R1"} ||
		!fx.options["no-builtin"] || !fx.options["read-only"] || fx.options["no-floor"] ||
		len(fx.links) != 1 || len(fx.files) != 1 {
		t.Fatalf("good archive parsed as %+v", fx)
	}
	bad := map[string]string{
		"misspelt expect section":  strings.Replace(good, "-- expect --", "-- expcet --", 1),
		"misspelt options section": strings.Replace(good, "-- options --", "-- option --", 1),
		"misspelt expect key":      strings.Replace(good, "rule: R1", "rlue: R1", 1),
		"expect line without key":  strings.Replace(good, "rule: R1", "R1", 1),
		"misspelt decision":        strings.Replace(good, "\ndeny\n", "\ndney\n", 1),
		"misspelt option word":     strings.Replace(good, "no-builtin", "no-bulitin", 1),
		"symlink line without ->":  strings.Replace(good, "project/l -> /etc", "project/l /etc", 1),
		"duplicate section":        good + "-- expect --\nallow\n",
		"no event":                 strings.Replace(good, "-- event.json --", "-- project/event.json --", 1),
	}
	for name, text := range bad {
		if text == good {
			t.Fatalf("%s: replacement did not apply", name)
		}
		if _, err := parseFixture(txtar.Parse([]byte(text)), id); err == nil {
			t.Errorf("%s: parsed without error", name)
		}
	}
}
