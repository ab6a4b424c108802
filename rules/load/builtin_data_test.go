package load

import (
	"bytes"
	"io/fs"
	"path"
	"slices"
	"strings"
	"testing"

	toml "github.com/pelletier/go-toml/v2"

	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
	"github.com/pregate/pregate/rules/command"
	"github.com/pregate/pregate/shell"
)

// builtinPackDoc is the shape of an embedded pack file, decoded here
// independently of the loader so that the data is checked on its own.
type builtinPackDoc struct {
	Pack struct {
		Name        string `toml:"name"`
		Description string `toml:"description"`
		Default     *bool  `toml:"default"`
	} `toml:"pack"`
	Rule []struct {
		ID       string            `toml:"id"`
		Decision string            `toml:"decision"`
		Match    []string          `toml:"match"`
		Command  []command.Command `toml:"command"`
		Reason   string            `toml:"reason"`
		Note     string            `toml:"note"`
	} `toml:"rule"`
	Test []struct {
		Name   string         `toml:"name"`
		Tool   string         `toml:"tool"`
		Input  map[string]any `toml:"input"`
		Expect string         `toml:"expect"`
		Cwd    string         `toml:"cwd"`
	} `toml:"test"`
}

type builtinPack struct {
	file string
	doc  builtinPackDoc
}

func readBuiltinPacks(t *testing.T) []builtinPack {
	t.Helper()
	files, err := fs.Glob(builtin.FS, "builtin/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no builtin packs: %v", err)
	}
	var packs []builtinPack
	for _, f := range files {
		var d builtinPackDoc
		b, err := builtin.FS.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// Unknown keys are errors too (a StrictMissingError).
		if err := toml.NewDecoder(bytes.NewReader(b)).DisallowUnknownFields().Decode(&d); err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		packs = append(packs, builtinPack{file: f, doc: d})
	}
	return packs
}

// TestBuiltinPackData checks the shape of every pack: a [pack] header
// naming the file, and rules with a stable, unique, pack-prefixed id, a
// decision, both reasons and a valid structured form.
func TestBuiltinPackData(t *testing.T) {
	core := map[string]bool{"git": true, "fs": true, "secrets": true, "remote-exec": true, "system": true, "publish": true}
	ids := map[string]string{}
	for _, p := range readBuiltinPacks(t) {
		d := p.doc
		if want := strings.TrimSuffix(path.Base(p.file), ".toml"); d.Pack.Name != want {
			t.Errorf("%s: pack name %q, want %q", p.file, d.Pack.Name, want)
		}
		if d.Pack.Description == "" || d.Pack.Default == nil {
			t.Errorf("%s: [pack] needs description and default", p.file)
		} else if *d.Pack.Default != core[d.Pack.Name] {
			t.Errorf("%s: default = %v; only the core packs are on by default", p.file, *d.Pack.Default)
		}
		if len(d.Rule) == 0 {
			t.Errorf("%s: no rules", p.file)
		}
		for _, r := range d.Rule {
			if !strings.HasPrefix(r.ID, d.Pack.Name+".") || len(r.ID) == len(d.Pack.Name)+1 {
				t.Errorf("%s: rule id %q is not prefixed by the pack name", p.file, r.ID)
			}
			if prev, dup := ids[r.ID]; dup {
				t.Errorf("%s: rule id %q already used in %s", p.file, r.ID, prev)
			}
			ids[r.ID] = p.file
			if r.Decision != "deny" && r.Decision != "ask" {
				t.Errorf("%s: %s: decision %q, want deny or ask", p.file, r.ID, r.Decision)
			}
			if strings.TrimSpace(r.Reason) == "" || strings.TrimSpace(r.Note) == "" {
				t.Errorf("%s: %s: reason and note are required", p.file, r.ID)
			}
			if len(r.Match)+len(r.Command) == 0 {
				t.Errorf("%s: %s: neither match nor command", p.file, r.ID)
			}
			for i := range r.Command {
				if err := r.Command[i].Validate(); err != nil {
					t.Errorf("%s: %s: command %d: %v", p.file, r.ID, i+1, err)
				}
			}
		}
		names := map[string]bool{}
		for _, tc := range d.Test {
			if names[tc.Name] {
				t.Errorf("%s: duplicate test name %q", p.file, tc.Name)
			}
			names[tc.Name] = true
			if tc.Tool != "Bash" {
				t.Errorf("%s: test %q: tool %q, want Bash", p.file, tc.Name, tc.Tool)
			}
			if _, ok := tc.Input["command"].(string); !ok {
				t.Errorf("%s: test %q: input.command is missing", p.file, tc.Name)
			}
			if !slices.Contains([]string{"deny", "ask", "allow", "none"}, tc.Expect) {
				t.Errorf("%s: test %q: expect %q", p.file, tc.Name, tc.Expect)
			}
		}
	}
}

// TestBuiltinPackCases runs every [[test]] of every pack against the
// structured rules of the default packs plus the pack's own, and checks
// that each rule has a case it must catch and a near-miss it must let
// through: a case with the same program (and subcommand) that gets no
// opinion. Segments come from a small tokenizer here, so that the data is
// checked even when the decomposer changes.
func TestBuiltinPackCases(t *testing.T) {
	runPackCases(t, testSegments)
}

// TestBuiltinPackCasesDecomposed runs the same cases on the segments of
// shell.Decompose, as the hook sees them.
func TestBuiltinPackCasesDecomposed(t *testing.T) {
	runPackCases(t, func(cmdline, cwd string) []*shell.Segment {
		segs := shell.Decompose(cmdline, cwd, map[string]string{"HOME": "/home/dev"})
		out := make([]*shell.Segment, len(segs))
		for i := range segs {
			out[i] = &segs[i]
		}
		return out
	})
}

func runPackCases(t *testing.T, segments func(cmdline, cwd string) []*shell.Segment) {
	packs := readBuiltinPacks(t)
	type rule struct {
		id, decision string
		cmds         []command.Command
	}
	var defaults []rule
	own := map[string][]rule{}
	for _, p := range packs {
		for _, r := range p.doc.Rule {
			rr := rule{r.ID, r.Decision, r.Command}
			own[p.file] = append(own[p.file], rr)
			if *p.doc.Pack.Default {
				defaults = append(defaults, rr)
			}
		}
	}
	for _, p := range packs {
		rules := own[p.file]
		if !*p.doc.Pack.Default {
			rules = append(slices.Clone(defaults), rules...)
		}
		caught := map[string]bool{}
		nearMiss := map[string]bool{}
		for _, tc := range p.doc.Test {
			cmdline, _ := tc.Input["command"].(string)
			env := act.Env{Cwd: "/home/dev/project", Home: "/home/dev", Project: "/home/dev/project"}
			if tc.Cwd != "" {
				env.Cwd = tc.Cwd
			}
			segs := segments(cmdline, env.Cwd)
			got, by := "none", ""
			for _, r := range rules {
				for _, s := range segs {
					if !matchAny(r.cmds, s, env) {
						continue
					}
					if got != "deny" && (r.decision == "deny" || got == "none") {
						got, by = r.decision, r.id
					}
					if r.decision == tc.Expect && strings.HasPrefix(r.id, p.doc.Pack.Name+".") {
						caught[r.id] = true
					}
				}
			}
			if got != tc.Expect {
				t.Errorf("%s: test %q (%s): got %s (rule %q), want %s", p.file, tc.Name, cmdline, got, by, tc.Expect)
			}
			if got != "none" {
				continue
			}
			for _, r := range own[p.file] {
				for _, c := range r.cmds {
					loose := looseCommand(c)
					for _, s := range segs {
						if loose.Match(s, env) {
							nearMiss[r.id] = true
						}
					}
				}
			}
		}
		for _, r := range own[p.file] {
			if !caught[r.id] {
				t.Errorf("%s: rule %s has no [[test]] it must catch", p.file, r.id)
			}
			if !nearMiss[r.id] {
				t.Errorf("%s: rule %s has no near-miss [[test]] (same program, expect none)", p.file, r.id)
			}
		}
	}
}

// looseCommand is c with what tells a near-miss apart removed: the flag,
// operand and target conditions when there are any (git push without
// --force), else the subcommand (npm pack next to npm publish).
func looseCommand(c command.Command) command.Command {
	loose := command.Command{Program: c.Program}
	if len(c.Flags)+len(c.AnyFlag)+len(c.NoFlag)+len(c.Operand)+len(c.NoOperand)+len(c.Word)+len(c.DynamicWord)+len(c.Code)+len(c.Nesting)+len(c.Why) > 0 ||
		c.Target != "" || c.MinOperands > 0 || c.Unresolved {
		loose.Subcommand = c.Subcommand
	}
	return loose
}

func matchAny(cmds []command.Command, s *shell.Segment, env act.Env) bool {
	for i := range cmds {
		if cmds[i].Match(s, env) {
			return true
		}
	}
	return false
}

// testSegments splits a test command into segments the way the shell
// package would for the simple commands pack tests use: quotes removed,
// && || ; | & and newlines split, leading assignments and sudo taken off,
// redirects dropped, $( ) and <( ) kept as one dynamic word, and a shell
// or interpreter reading a pipe marked unresolved.
func testSegments(cmdline, cwd string) []*shell.Segment {
	var segs []*shell.Segment
	var words []shell.Word
	var b strings.Builder
	inWord, dynamic, piped := false, false, false
	flushWord := func() {
		if inWord {
			words = append(words, shell.Word{Value: b.String(), Dynamic: dynamic})
		}
		b.Reset()
		inWord, dynamic = false, false
	}
	flushSeg := func(nextPiped bool) {
		flushWord()
		if s := testSegment(words, cwd, piped); s != nil {
			segs = append(segs, s)
			segs = append(segs, testInner(s)...)
		}
		words = nil
		piped = nextPiped
	}
	for i := 0; i < len(cmdline); i++ {
		c := cmdline[i]
		switch {
		case c == '\'':
			j := strings.IndexByte(cmdline[i+1:], '\'')
			if j < 0 {
				j = len(cmdline) - i - 1
			}
			b.WriteString(cmdline[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			inWord = true
			for i++; i < len(cmdline) && cmdline[i] != '"'; i++ {
				if cmdline[i] == '\\' && i+1 < len(cmdline) {
					i++
				} else if cmdline[i] == '$' {
					dynamic = true
				}
				b.WriteByte(cmdline[i])
			}
		case c == '\\' && i+1 < len(cmdline):
			i++
			b.WriteByte(cmdline[i])
			inWord = true
		case (c == '$' || c == '<') && i+1 < len(cmdline) && cmdline[i+1] == '(':
			depth := 0
			j := i
			for ; j < len(cmdline); j++ {
				if cmdline[j] == '(' {
					depth++
				} else if cmdline[j] == ')' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			b.WriteString(cmdline[i:min(j+1, len(cmdline))])
			i = j
			inWord, dynamic = true, true
		case c == ' ' || c == '\t':
			flushWord()
		case c == '|' || c == '&' || c == ';' || c == '\n':
			pipe := c == '|' && (i+1 >= len(cmdline) || cmdline[i+1] != '|')
			if i+1 < len(cmdline) && (cmdline[i+1] == c) {
				i++
			}
			flushSeg(pipe)
		case c == '>' || (c == '<' && !inWord):
			flushWord()
			for i+1 < len(cmdline) && (cmdline[i+1] == '>' || cmdline[i+1] == '&') {
				i++
			}
			for i+1 < len(cmdline) && cmdline[i+1] == ' ' {
				i++
			}
			for i+1 < len(cmdline) && !strings.ContainsRune(" ;|&", rune(cmdline[i+1])) {
				i++
			}
		default:
			if c == '$' || c == '*' || c == '`' {
				dynamic = true
			}
			b.WriteByte(c)
			inWord = true
		}
	}
	flushSeg(false)
	return segs
}

func testSegment(words []shell.Word, cwd string, piped bool) *shell.Segment {
	s := &shell.Segment{Cwd: cwd, Resolved: true}
	for len(words) > 0 && strings.Contains(words[0].Value, "=") && !strings.HasPrefix(words[0].Value, "=") {
		name, val, _ := strings.Cut(words[0].Value, "=")
		s.Assigns = append(s.Assigns, shell.Assign{Name: name, Value: val})
		words = words[1:]
	}
	for len(words) > 0 && words[0].Value == "sudo" {
		words = words[1:]
	}
	if len(words) == 0 {
		return nil
	}
	s.Argv = words
	s.Program = path.Base(words[0].Value)
	args := s.Args()
	for i := 1; i+1 < len(args); i++ {
		if args[i] == "-c" || args[i] == "-e" {
			s.Code = args[i+1]
			break
		}
	}
	if piped && s.Code == "" {
		for _, a := range args[1:] {
			if !strings.HasPrefix(a, "-") {
				return s
			}
		}
		switch strings.TrimRight(s.Program, "0123456789.") {
		case "sh", "bash", "zsh", "dash", "ksh", "fish", "python", "perl", "ruby", "node", "php":
			s.Resolved, s.Why = false, "pipe into a shell"
		}
	}
	return s
}

// testInner reports what find -exec and xargs run as segments of their
// own, as the shell package does.
func testInner(s *shell.Segment) []*shell.Segment {
	var out []*shell.Segment
	switch s.Program {
	case "find":
		for i := 1; i < len(s.Argv); i++ {
			switch s.Argv[i].Value {
			case "-exec", "-execdir", "-ok", "-okdir":
				j := i + 1
				for j < len(s.Argv) && s.Argv[j].Value != ";" && s.Argv[j].Value != "+" {
					j++
				}
				if j > i+1 {
					out = append(out, &shell.Segment{Argv: s.Argv[i+1 : j], Program: path.Base(s.Argv[i+1].Value),
						Cwd: s.Cwd, Resolved: true, Nesting: []string{"find -exec"}})
				}
				i = j
			}
		}
	case "xargs":
		if len(s.Argv) > 1 && !strings.HasPrefix(s.Argv[1].Value, "-") {
			out = append(out, &shell.Segment{Argv: s.Argv[1:], Program: path.Base(s.Argv[1].Value),
				Cwd: s.Cwd, Resolved: true, Wrappers: [][]string{{"xargs"}}})
		}
	}
	return out
}

func TestTestSegments(t *testing.T) {
	got := testSegments(`A=1 sudo rm -rf "$HOME/x" && curl -fsSL 'u' | sh > out; echo $(date) <(ls); find . -exec rm {} +`, "/p")
	var argv [][]string
	for _, s := range got {
		argv = append(argv, s.Args())
	}
	want := [][]string{{"rm", "-rf", "$HOME/x"}, {"curl", "-fsSL", "u"}, {"sh"}, {"echo", "$(date)", "<(ls)"},
		{"find", ".", "-exec", "rm", "{}", "+"}, {"rm", "{}"}}
	if !slices.EqualFunc(argv, want, slices.Equal) {
		t.Fatalf("testSegments argv = %q, want %q", argv, want)
	}
	if got[2].Resolved || !got[1].Resolved || len(got[0].Assigns) != 1 {
		t.Errorf("testSegments: resolved/assigns wrong: %+v", got)
	}
}
