package parse

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rogpeppe/go-internal/txtar"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/shell"
)

// TOMLOneCall against TOMLText: a file TOMLOneCall defers the rules of
// must be one TOMLText accepts, with the same warnings and everything
// else, and each record must build the rule TOMLText built, with the
// index keys of that rule; a file it does not defer is TOMLText's.

// oneCallRoot is the root the tests anchor rule strings at.
const oneCallRoot = "/p"

// checkOneCall holds TOMLOneCall to TOMLText on src read at level; it
// reports whether TOMLOneCall deferred the file's rules.
func checkOneCall(t *testing.T, src string, level act.Level) bool {
	t.Helper()
	full, ferrs := TOMLText("p.toml", src, level, oneCallRoot)
	lazy, lerrs, deferred := tomlOneCall("p.toml", src, level, oneCallRoot, nil)
	if got, want := errText(lerrs), errText(ferrs); got != want {
		t.Fatalf("errors differ:\none call: %s\nfull: %s\nsource:\n%s", got, want, src)
	}
	checkMapped(t, src, level, full, ferrs)
	if !deferred {
		if lazy != nil && lazy.Deferred != nil {
			t.Fatalf("a file left to TOMLText has deferred rules\nsource:\n%s", src)
		}
		return false
	}
	if len(ferrs) > 0 {
		t.Fatalf("TOMLOneCall deferred a file TOMLText rejects: %v\nsource:\n%s", ferrs, src)
	}
	if len(lazy.Rules) > 0 {
		t.Fatalf("a deferred file has %d built rules outside its records", len(lazy.Rules))
	}
	var built []*rules.Rule
	if d := lazy.Deferred; d != nil {
		for i, rec := range d.Recs {
			r := (*rules.Rule)(nil)
			if rec.Built > 0 {
				r = d.Built[rec.Built-1]
			} else {
				var err error
				if r, err = d.Build(i); err != nil {
					t.Fatalf("record %d does not build: %v\nsource:\n%s", i, err, src)
				}
				// The keys the record is found by are those the index
				// reads off the rule.
				keys, any := rules.RuleKeys(r, nil)
				if any != rec.Any {
					t.Fatalf("rule %s: any %v, record %v\nsource:\n%s", r.ID, any, rec.Any, src)
				}
				if !any {
					got := slices.Clone(d.Keys[rec.K0 : rec.K0+int32(rec.NK)])
					var want []uint32
					for _, k := range keys {
						want = append(want, rules.KeyHash(k))
					}
					slices.Sort(got)
					slices.Sort(want)
					if !slices.Equal(slices.Compact(got), slices.Compact(want)) {
						t.Fatalf("rule %s: record keys %v, index keys %q (%v)\nsource:\n%s", r.ID, got, keys, want, src)
					}
				}
			}
			built = append(built, r)
		}
	}
	if len(built) != len(full.Rules) {
		t.Fatalf("%d rules deferred, %d built by TOMLText\nsource:\n%s", len(built), len(full.Rules), src)
	}
	checkFiltered(t, src, level, lazy.Deferred, built)
	for i, r := range built {
		if got, want := ruleText(r), ruleText(full.Rules[i]); got != want {
			t.Fatalf("rule %d differs:\none call: %s\nfull:     %s\nsource:\n%s", i, got, want, src)
		}
	}
	if len(lazy.AllowExcept)+len(full.AllowExcept) > 0 {
		t.Fatalf("a policy file with \"!\" rules")
	}
	if diff := cmp.Diff(full, lazy, cmpopts.EquateNaNs(), cmpopts.IgnoreFields(Source{}, "Rules", "Deferred", "AllowExcept")); diff != "" {
		t.Fatalf("sources differ besides their rules (-full +one call):\n%s\nsource:\n%s", diff, src)
	}
	return true
}

// checkFiltered holds TOMLOneCallFor to TOMLOneCall on src, whose records
// (d, nil when none) build the rules built: for filters of every other
// key of the rules and of none, for a call of Bash and one of WebFetch,
// the records kept are those of d but for the rules none of whose
// strings can match a path action (wordKeyed) and none of whose keys the
// filter holds, which are counted as skipped; everything else is the
// same.
func checkFiltered(t *testing.T, src string, level act.Level, d *rules.DeferredRules, built []*rules.Rule) {
	t.Helper()
	var words []string
	for i, r := range built {
		keys, _ := rules.RuleKeys(r, nil)
		if i%2 == 0 {
			words = append(words, keys...)
		}
	}
	for k := range 4 {
		words, tool := words, "Bash"
		if k&1 != 0 {
			words = nil
		}
		if k&2 != 0 {
			tool = "WebFetch"
		}
		var segs []shell.Segment
		for _, w := range words {
			segs = append(segs, shell.Segment{Program: w})
		}
		filter := rules.NewCallFilter(tool, segs, "/h")
		got, errs, deferred := tomlOneCall("p.toml", src, level, oneCallRoot, filter)
		if len(errs) > 0 || !deferred {
			t.Fatalf("filtered by %q for %s: not deferred (%v)\nsource:\n%s", words, tool, errs, src)
		}
		var want []rules.DeferredRule
		var wantKeys [][]uint32
		skipped := 0
		if d != nil {
			for i, rec := range d.Recs {
				keys := d.Keys[rec.K0 : rec.K0+int32(rec.NK)]
				if rec.Built == 0 && !rec.Any && wordKeyed(built[i]) && !slices.ContainsFunc(keys, filter.Has) {
					skipped++
					continue
				}
				want = append(want, rec)
				wantKeys = append(wantKeys, keys)
			}
		}
		gd := got.Deferred
		if gd == nil {
			if len(want)+skipped > 0 {
				t.Fatalf("filtered by %q for %s: no records, want %d and %d skipped\nsource:\n%s", words, tool, len(want), skipped, src)
			}
			continue
		}
		if gd.Skipped != skipped || len(gd.Recs) != len(want) {
			t.Fatalf("filtered by %q for %s: %d records and %d skipped, want %d and %d\nsource:\n%s", words, tool, len(gd.Recs), gd.Skipped, len(want), skipped, src)
		}
		for i, rec := range gd.Recs {
			w := want[i]
			if rec.A != w.A || rec.B != w.B || rec.Line != w.Line || rec.Col != w.Col || rec.Any != w.Any || (rec.Built == 0) != (w.Built == 0) ||
				!slices.Equal(gd.Keys[rec.K0:rec.K0+int32(rec.NK)], wantKeys[i]) {
				t.Fatalf("filtered by %q for %s: record %d is %+v, want %+v\nsource:\n%s", words, tool, i, rec, w, src)
			}
		}
	}
}

// mappedRefused counts the records checkMapped saw refuse to build from
// a changed buffer.
var mappedRefused int

// checkMapped holds TOMLOneCallFor of a mapped file to TOMLText (full,
// ferrs): the file is given as a buffer that is changed once the load
// returns, as a mapped file may be. Nothing of the source may share the
// buffer: besides its records it is TOMLText's source of the file as it
// was; a record builds TOMLText's rule while the buffer is unchanged, and
// fails once a byte of its table changed.
func checkMapped(t *testing.T, src string, level act.Level, full *Source, ferrs rules.LoadErrors) {
	t.Helper()
	if len(src) == 0 {
		return
	}
	buf := []byte(src)
	text := unsafe.String(&buf[0], len(buf))
	got, errs, deferred := tomlOneCallIn("p.toml", text, level, oneCallRoot, nil, true)
	if a, b := errText(errs), errText(ferrs); a != b {
		t.Fatalf("mapped: errors differ:\none call: %s\nfull: %s\nsource:\n%s", a, b, src)
	}
	if got == nil {
		return
	}
	// Rules built before the buffer changes keep what they were built
	// from.
	var early []*rules.Rule
	if d := got.Deferred; d != nil && deferred {
		for i, rec := range d.Recs {
			if rec.Built == 0 {
				r, err := d.Build(i)
				if err != nil {
					t.Fatalf("mapped: record %d does not build: %v\nsource:\n%s", i, err, src)
				}
				early = append(early, r)
			} else {
				early = append(early, d.Built[rec.Built-1])
			}
		}
	}
	// The buffer changes: each letter inside quotes becomes the next
	// (the tables keep their layout, their strings change); or only
	// those of reasons and notes, the end of a table, which nothing but
	// the hash of its bytes sees; or every byte but line ends becomes an
	// x.
	for rotate := range 3 {
		copy(buf, src)
		quoted, text := false, rotate != 2
		for i, c := range buf {
			if rotate == 2 && (i == 0 || buf[i-1] == '\n') {
				text = strings.HasPrefix(src[i:], "reason") || strings.HasPrefix(src[i:], "note")
			}
			switch {
			case rotate == 0 && c != '\n':
				buf[i] = 'x'
			case c == '"':
				quoted = !quoted
			case quoted && text && c >= 'a' && c < 'z':
				buf[i] = c + 1
			}
		}
		checkChanged(t, src, full, got, deferred)
		for i, r := range early {
			if a, b := ruleText(r), ruleText(full.Rules[i]); a != b {
				t.Fatalf("mapped: rule %d, built before the buffer changed, changed with it: %s, not %s\nsource:\n%s", i, a, b, src)
			}
		}
	}
	// Unchanged, the records build TOMLText's rules.
	copy(buf, src)
	if d := got.Deferred; d != nil {
		var k int
		for i, rec := range d.Recs {
			r := (*rules.Rule)(nil)
			if rec.Built > 0 {
				r = d.Built[rec.Built-1]
			} else {
				var err error
				if r, err = d.Build(i); err != nil {
					t.Fatalf("mapped: record %d does not build: %v\nsource:\n%s", i, err, src)
				}
			}
			if a, b := ruleText(r), ruleText(full.Rules[k]); a != b {
				t.Fatalf("mapped: rule %d differs:\none call: %s\nfull:     %s\nsource:\n%s", i, a, b, src)
			}
			k++
		}
	}
}

// checkChanged is checkMapped once the buffer changed.
func checkChanged(t *testing.T, src string, full, got *Source, deferred bool) {
	t.Helper()
	if !deferred {
		if diff := cmp.Diff(full, got, cmpopts.EquateNaNs(), cmpopts.IgnoreFields(Source{}, "Rules", "AllowExcept")); diff != "" {
			t.Fatalf("mapped, read by TOMLText: the source shares the buffer (-full +mapped):\n%s\nsource:\n%s", diff, src)
		}
		for i, r := range got.Rules {
			if a, b := ruleText(r), ruleText(full.Rules[i]); a != b {
				t.Fatalf("mapped, read by TOMLText: rule %d shares the buffer: %s, not %s\nsource:\n%s", i, a, b, src)
			}
		}
		for i, p := range got.AllowExcept {
			if p.Text != full.AllowExcept[i].Text {
				t.Fatalf("mapped, read by TOMLText: an exception shares the buffer: %q, not %q", p.Text, full.AllowExcept[i].Text)
			}
		}
		return
	}
	if diff := cmp.Diff(full, got, cmpopts.EquateNaNs(), cmpopts.IgnoreFields(Source{}, "Rules", "Deferred", "AllowExcept")); diff != "" {
		t.Fatalf("mapped: the source shares the buffer (-full +mapped):\n%s\nsource:\n%s", diff, src)
	}
	if d := got.Deferred; d != nil {
		for i, rec := range d.Recs {
			if rec.Built > 0 {
				continue
			}
			// A source read from a copy builds from it; one that kept
			// the buffer refuses to build from what changed.
			r, err := d.Build(i)
			if err != nil {
				mappedRefused++
				continue
			}
			if a, b := ruleText(r), ruleText(full.Rules[i]); a != b {
				t.Fatalf("mapped: record %d builds from a changed table: %s, not %s\nsource:\n%s", i, a, b, src)
			}
		}
	}
}

// wordKeyed reports whether no rule string of r can match a path action:
// its keys are segment words and tool names alone.
func wordKeyed(r *rules.Rule) bool {
	for _, p := range r.Patterns {
		if claude.PatternKinds(p)&(1<<act.ReadAction|1<<act.WriteAction) != 0 {
			return false
		}
	}
	return true
}

func errText(errs rules.LoadErrors) string {
	var b strings.Builder
	for _, e := range errs {
		fmt.Fprintf(&b, "%s [%s] %q; ", e.Error(), e.Code, e.Suggestion)
	}
	return b.String()
}

// ruleText is everything of a rule, its patterns as they parsed.
func ruleText(r *rules.Rule) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%q %s reason=%q note=%q modes=%#v agents=%#v %s %s %d:%d pack=%q commands=%d except=%d",
		r.ID, r.Decision, r.Reason, r.Note, r.Modes, r.Agents, r.Level, r.Source, r.Line, r.Col, r.Pack, len(r.Commands), len(r.Except))
	for _, p := range r.Patterns {
		fmt.Fprintf(&b, " [%q tool=%q spec=%q warn=%q kind=%d inert=%v]", p.Text, p.Tool, p.Specifier, p.Warning, p.Kind, p.AllowInert())
	}
	return b.String()
}

// oneCallBase is a policy written as most are: TOMLOneCall defers it.
const oneCallBase = `# a policy
version = 1

[defaults]
unmatched = "ask"

[permissions]
deny = ["Bash(rm -rf *)", "Read(~/.ssh/**)"]
ask = ["Bash(git push *)"]
allow = [
  "Read(./src/**)",
  "Write(notes.txt)",
  "Bash(npm test *)",
]

# git
[[rule]]
id = "git-push-force"
decision = "deny"
match = ["Bash(git push --force *)", "Bash(git push -f *)"]
reason = "no force push"

[[rule]]
id = "npm"
decision = "allow"
match = [
  "Bash(npm run lint)",
  'Bash(npm ci)',
]
modes = ["default", "acceptEdits"]
agents = ["Explore"]
note = "ok"   # a comment after a value

[[rule]]
id = "mixed"
decision = "ask"
match = ["WebFetch(domain:example.com)", "Edit(/generated/**)", "mcp__github__get_issue", "Agent(Explore)", "Skill(deploy)", "Bash(cat ~/x)", "Read(//etc/**)", "Bash(./run.sh *)", "Bash(*)"]

[[rule]]
id = "last"
decision = "deny"
match = ["Bash(curl -T *)"]

[floor]
protect = ["~/.aws/**"]
`

// oneCallBadValues are what each string of oneCallBase is replaced by in
// turn.
var oneCallBadValues = []string{
	"", " ", "a b", "x\\ty", "é", "\x01", "deny", "allow", "plan", "Bash", "Bash(", "Bash()", "Bash( )", "Bash(x))",
	"Reed(x)", "Write(x)", "Read(~user/x)", "Read(//)", "Read(*)", "Edit(a/../b)", "WebFetch(domain:a..b)",
	"WebFetch(domain:x.com/y)", "WebFetch(x)", "Bash(git:*)", "Bash(timeout:*)", "Bash(command:x)", "Bash($HOME/x)",
	"Bash(\"q\" x)", "mcp__srv", "mcp_srv_tool", "Task(Explore)", "Cd(x)", "Monitor(tail *)", "PowerShell(Get-Item)",
	"Bash(x) ", " Bash(x)", "Bash(git*)", "Bash(/usr/bin/git push)", "Bash(-x y)", "*", "mcp__*", "Grep(x)",
	"git-push-force", "npm", "Skill(/x *)", "Bash(a\tb)",
}

// oneCallLayouts are src written in the other ways TOMLOneCall reads
// rule tables in: keys aligned, lines indented by spaces or tabs, blank
// lines of blanks, CRLF line ends, and all of these at once.
func oneCallLayouts(src string) []string {
	aligned := strings.NewReplacer("\nid = ", "\nid       = ", "\nmatch = ", "\nmatch    = ", "\nreason = ", "\nreason   = ",
		"\nnote = ", "\nnote     = ", "\nmodes = ", "\nmodes\t = \t", "\nagents = ", "\nagents   =  ").Replace(src)
	indent := func(src, by string) string {
		return strings.ReplaceAll(src, "\n", "\n"+by)
	}
	blanks := strings.ReplaceAll(src, "\n\n", "\n  \t\n")
	crlf := strings.ReplaceAll(src, "\n", "\r\n")
	all := strings.ReplaceAll(indent(strings.ReplaceAll(aligned, "\n\n", "\n \n"), "\t"), "\n", "\r\n")
	return []string{aligned, indent(src, "  "), indent(src, "\t"), blanks, crlf, all}
}

// oneCallMutations are oneCallBase broken or changed in every way the
// records must follow: each string replaced by each bad value, each line
// dropped, doubled or indented, line ends and spaces added.
func oneCallMutations() []string {
	layouts := oneCallLayouts(oneCallBase)
	out := slices.Concat(mutationsOf(oneCallBase), mutationsOf(layouts[0]), mutationsOf(layouts[len(layouts)-1]))
	// What the other layouts must not take.
	for _, r := range [][2]string{
		{"\r\n", "\r"}, {"\r\n", "\r\r\n"}, {"\r\n", "\n\r"}, {"id       =", "id       \r="}, {"id       =", "id\v="},
		{"id       = ", "id       =\n"}, {"match    = ", "match    ="}, {"\tid", "\t\vid"}, {"\t[[rule]]", "\t[[rule]] "},
		{"\t[[rule]]", "\t [[rule]]"}, {"\t[[rule]]", "\t[ [rule]]"}, {" \r\n", " \x00\r\n"}, {"\t\r\n", "\t\\\r\n"},
		{"\"]\r\n", "\"] # c\r\n"}, {"\"]\r\n", "\"] # c\r\r\n"}, {"\"]\r\n", "\"] # \x7f\r\n"}, {"[\r\n", "[ \r\n"},
	} {
		for _, l := range layouts {
			out = append(out, strings.Replace(l, r[0], r[1], 1), strings.ReplaceAll(l, r[0], r[1]))
		}
	}
	return out
}

// mutationsOf is base broken or changed in the ways oneCallMutations
// tells.
func mutationsOf(base string) []string {
	var out []string
	// Each string value in turn.
	for i := 0; i < len(base); i++ {
		if base[i] != '"' {
			continue
		}
		j := strings.IndexByte(base[i+1:], '"')
		if j < 0 {
			break
		}
		j += i + 1
		for _, v := range oneCallBadValues {
			out = append(out, base[:i+1]+v+base[j:])
		}
		i = j
	}
	lines := strings.SplitAfter(base, "\n")
	for i := range lines {
		drop := slices.Concat(lines[:i], lines[i+1:])
		twice := slices.Concat(lines[:i+1], lines[i:])
		indent := slices.Concat(lines[:i], []string{"  " + lines[i]}, lines[i+1:])
		trail := slices.Concat(lines[:i], []string{strings.TrimSuffix(lines[i], "\n") + " \n"}, lines[i+1:])
		crlf := slices.Concat(lines[:i], []string{strings.TrimSuffix(lines[i], "\n") + "\r\n"}, lines[i+1:])
		comment := slices.Concat(lines[:i], []string{"# \x7f\n"}, lines[i:])
		for _, l := range [][]string{drop, twice, indent, trail, crlf, comment} {
			out = append(out, strings.Join(l, ""))
		}
	}
	for _, r := range [][2]string{
		{"[[rule]]\n", "[rule]\n"}, {"[[rule]]\n", "[[rules]]\n"}, {"[[rule]]\n", "[[ rule ]]\n"},
		{"[[rule]]\nid = \"last\"", "[[rule]]\nid = \"npm\""}, {"id = ", "id= "}, {"id = ", "ID = "},
		{"id = ", "id =\t"}, {"match = [", "match = [ # c\n"}, {"\", \"", "\",\n\""}, {"\", \"", "\" , \""},
		{"\", \"", "\"\"\""}, {"]\n", ",]\n"}, {"]\n", ",,]\n"}, {"decision = \"deny\"", "decision = 'deny'"},
		{"reason = \"no force push\"", "reason = \"\"\"no\"\"\""}, {"reason = \"no force push\"", "reason = \"a\\u00e9\""},
		{"\n[floor]", "\n[[rule.command]]\nprogram = [\"x\"]\n[floor]"}, {"\n[floor]", "\ncommand = [{program = [\"x\"]}]\n[floor]"},
		{"\n[floor]", "\nbogus = 1\n[floor]"}, {"\n[floor]", "\n[[test]]\nname = \"t\"\ntool = \"Bash\"\ninput = { command = \"ls\" }\nexpect = \"none\"\n[floor]"},
		{"version = 1", "\uFEFFversion = 1"}, {"modes = [\"default\", \"acceptEdits\"]", "modes = [\"bogus\"]"},
		{"\"\n", "\"x"}, {"\"\nmatch", "\" match"}, {"\"\nd", "\"\x00d"},
		{"agents = [\"Explore\"]", "agents = [\"\"]"}, {"agents = [\"Explore\"]", "agents = []"}, {"match = [\"Bash(curl -T *)\"]", "match = []"},
	} {
		out = append(out, strings.Replace(base, r[0], r[1], 1), strings.ReplaceAll(base, r[0], r[1]))
	}
	// Nothing after the last table, and a file of rules only.
	out = append(out, strings.TrimSuffix(base, "\n"))
	if k := strings.Index(base, "[floor]"); k > 0 {
		out = append(out, base[:k], base[:k-1], base[:k-2])
	}
	return out
}

// oneCallCorpus is every policy file and fuzz input of the repository.
func oneCallCorpus(t testing.TB) []string {
	var out []string
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "node_modules" || name == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case strings.HasSuffix(p, ".toml"):
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			out = append(out, string(b))
		case strings.HasSuffix(p, ".txtar"):
			a, err := txtar.ParseFile(p)
			if err != nil {
				return nil
			}
			for _, f := range a.Files {
				if strings.HasSuffix(f.Name, ".toml") {
					out = append(out, string(f.Data))
				}
			}
		case strings.Contains(p, string(filepath.Separator)+"fuzz"+string(filepath.Separator)) && strings.Contains(p, "rules"):
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for _, line := range strings.Split(string(b), "\n") {
				for _, pre := range []string{"string(", "[]byte("} {
					if v, ok := strings.CutPrefix(line, pre); ok {
						if s, err := strconv.Unquote(strings.TrimSuffix(v, ")")); err == nil {
							out = append(out, s)
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// benchShaped is a policy like those of the benchmarks: n rules of each
// kind a call can match.
func benchShaped(n int) string {
	var b strings.Builder
	b.WriteString("version = 1\n[permissions]\ndeny = [\n")
	for i := range n {
		fmt.Fprintf(&b, "  \"Bash(tool%d sub%d *)\",\n", i, i)
	}
	b.WriteString("]\n")
	writeShaped(&b, n, "r-", "")
	return b.String()
}

// writeShaped writes n [[rule]] tables, ids prefix followed by their
// number, reasons "rule N" and suffix: a fifth each of Bash
// program-and-flag rules, Read rules, WebFetch rules, exact Bash rules
// and Edit rules, the decisions deny, ask and allow in turn.
func writeShaped(b *strings.Builder, n int, prefix, suffix string) {
	for k := range n {
		dec := []string{"deny", "ask", "allow"}[k%3]
		m := []string{"Bash(tool%d --flag%d *)", "Read(~/secret%d/**)", "WebFetch(domain:host%d.example.com)", "Bash(prog%d sub%d)", "Edit(/generated%d/**)"}[k%5]
		m = strings.ReplaceAll(m, "%d", strconv.Itoa(k))
		fmt.Fprintf(b, "\n[[rule]]\nid = \"%s%d\"\ndecision = %q\nmatch = [%q]\nreason = \"rule %d%s\"\n", prefix, k, dec, m, k, suffix)
	}
}

func TestOneCallLoad(t *testing.T) {
	type tally struct{ deferred, full int }
	var counts = map[string]*tally{}
	run := func(what string, srcs []string) {
		c := &tally{}
		counts[what] = c
		for _, src := range srcs {
			for _, level := range []act.Level{act.Project, act.Managed, act.User} {
				if checkOneCall(t, src, level) {
					c.deferred++
				} else {
					c.full++
				}
			}
		}
	}
	// A file of rules alone, as the benchmarks' are: a mapped one is kept.
	rulesOnly := benchShaped(50)
	rulesOnly = "version = 1\n" + rulesOnly[strings.Index(rulesOnly, "\n]\n")+3:]
	run("base", slices.Concat([]string{oneCallBase, benchShaped(50), rulesOnly}, oneCallLayouts(oneCallBase), oneCallLayouts(benchShaped(20)), oneCallLayouts(rulesOnly)))
	run("mutations", oneCallMutations())
	run("corpus", oneCallCorpus(t))
	var cases []string
	for _, tc := range scanCases {
		cases = append(cases, tc.src)
	}
	run("scan cases", append(cases, trickyTOML...))
	if c := counts["base"]; c.full > 0 {
		t.Fatalf("the base policies were not deferred (%d of %d)", c.full, c.full+c.deferred)
	}
	for what, c := range counts {
		t.Logf("%s: %d deferred, %d left to TOMLText", what, c.deferred, c.full)
	}
	if c := counts["mutations"]; c.deferred < 100 || c.full < 100 {
		t.Fatalf("mutations: %d deferred, %d left to TOMLText: one path is barely tried", c.deferred, c.full)
	}
	if c := counts["corpus"]; c.deferred < 20 {
		t.Fatalf("corpus: only %d files deferred", c.deferred)
	}
	if mappedRefused < 100 {
		t.Fatalf("only %d records of a mapped file refused to build once it changed: the mapped path is barely tried", mappedRefused)
	}
	t.Logf("%d records of mapped files refused to build once they changed", mappedRefused)
}

// FuzzOneCall holds TOMLOneCall to TOMLText on any file.
func FuzzOneCall(f *testing.F) {
	f.Add(oneCallBase)
	f.Add(benchShaped(5))
	for _, m := range oneCallMutations() {
		f.Add(m)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<16 {
			return
		}
		checkOneCall(t, src, act.Project)
	})
}

// checkQuickKeys holds claude.QuickKeys to ParsePattern and the index:
// a string it takes parses cleanly, with the keys it gives.
func checkQuickKeys(t *testing.T, text string) bool {
	t.Helper()
	keys, any, ok := claude.QuickKeys(text, nil)
	// QuickBashAt, on the string as a file holds it, is QuickKeys.
	if rest, isBash := strings.CutPrefix(text, "Bash("); isBash {
		src := "match = [\"Bash(" + rest + "\"]\n"
		w, e, bok := claude.QuickBashAt(src, len("match = [\"Bash("))
		// canon takes the string when the ')' is the last byte.
		bok = bok && src[e+1:] == "\"]\n"
		switch {
		case bok != ok:
			t.Fatalf("QuickBashAt(%q) ok %v, QuickKeys ok %v", text, bok, ok)
		case bok && (len(keys) != 1 || src[len("match = [\"Bash("):w] != keys[0]):
			t.Fatalf("QuickBashAt(%q): key %q, end %d; QuickKeys %q", text, src[len("match = [\"Bash("):w], e, keys)
		}
	}
	checkQuickKeysAt(t, text)
	if !ok {
		return false
	}
	pat, err := claude.ParsePattern(text, oneCallRoot)
	if err != nil {
		t.Fatalf("QuickKeys takes %q, which does not parse: %v", text, err)
	}
	if !cleanPattern(pat) {
		t.Fatalf("QuickKeys takes %q, which parses with a warning (%q, tool %q)", text, pat.Warning, pat.Tool)
	}
	want, wantAny := rules.RuleKeys(&rules.Rule{Patterns: []*claude.Pattern{pat}}, nil)
	if any != wantAny || !wantAny && !slices.Equal(keys, want) {
		t.Fatalf("QuickKeys(%q) = %q, %v; the index reads %q, %v", text, keys, any, want, wantAny)
	}
	return true
}

// quickKeysAtTaken counts the strings claude.QuickKeysAt has taken.
var quickKeysAtTaken int

// checkQuickKeysAt holds claude.QuickKeysAt, on text as a file holds it
// (up to its first quote), to quoteEnd and QuickKeys: a string it takes
// ends where quoteEnd says, and QuickKeys takes it with the same keys.
func checkQuickKeysAt(t *testing.T, text string) {
	t.Helper()
	const head = "match = [\""
	for _, src := range []string{head + text + "\"]\n", head + text} {
		keys, e, any, ok := claude.QuickKeysAt(src, len(head), []string{"k"})
		if !ok {
			continue
		}
		quickKeysAtTaken++
		if j := quoteEnd(src, len(head)); j != e {
			t.Fatalf("QuickKeysAt(%q) ends at %d, quoteEnd at %d", src, e, j)
		}
		want, wantAny, wok := claude.QuickKeys(src[len(head):e], []string{"k"})
		if !wok || any != wantAny || !slices.Equal(keys, want) {
			t.Fatalf("QuickKeysAt(%q) = %q, %v; QuickKeys %q, %v, %v", src, keys, any, want, wantAny, wok)
		}
	}
}

func TestQuickKeys(t *testing.T) {
	texts := slices.Clone(oneCallBadValues)
	for _, w := range []string{"git", "npm", "-x", ".", "a_b", "A.B-c", "x*", "x/y", "~", "$X", "g:"} {
		for _, rest := range []string{"", " ", " *", " push --force *", " a=b,c@d%e+f^g", " /x/y", " x:y", " ~/x", " \"q\"", " a\tb", " (x)"} {
			texts = append(texts, "Bash("+w+rest+")", "Bash("+w+rest+") ", "Monitor("+w+rest+")")
		}
	}
	for _, p := range []string{"x", "./x", "../x", "/x", "//x", "~", "~/", "~/x/**", "~u/x", "a//b/./c/", "**", "*.go", "src/**/*.go", "x y", "a:b", "\\x", "[ab]/c", "{a,b}", "!x", ".", "..", "/",
		"~/.ssh/**", "/a/./b", "a/../b", "~//x", "/x/", "x/", "*/*", "**/*", "**/.env", "a\"b", "a)b", "a(b", "~/.x", ".x/y", "/srv/d1/**", "a/b/c", "~/a*/b/c*"} {
		texts = append(texts, "Read("+p+")", "Edit("+p+")", "Write("+p+")", "Read("+p+")x", "Read("+p)
	}
	for _, h := range []string{"example.com", "*.example.com", "*", "a..b", "x.com.", ".x", "x.com/y", "x:80", "a b", "u@x",
		"*.", "*..", "**", "*x.com", "x*.com", "a.b.c", "x-y_z.com", "..", ".", "*.x.", "x..", "a\"b", "a)b", "*.*", ""} {
		texts = append(texts, "WebFetch(domain:"+h+")", "WebFetch(domain: "+h+")", "WebFetch(domain:"+h+")x", "WebFetch(domain:"+h)
	}
	for _, src := range oneCallCorpus(t) {
		for _, m := range strings.Split(src, "\"") {
			if strings.HasSuffix(m, ")") {
				texts = append(texts, m)
			}
		}
	}
	taken := 0
	for _, text := range texts {
		if checkQuickKeys(t, text) {
			taken++
		}
	}
	if taken < len(texts)/10 || taken == len(texts) {
		t.Fatalf("QuickKeys takes %d of %d strings", taken, len(texts))
	}
	if quickKeysAtTaken < 60 {
		t.Fatalf("QuickKeysAt takes only %d strings", quickKeysAtTaken)
	}
	t.Logf("QuickKeys takes %d of %d strings, QuickKeysAt %d", taken, len(texts), quickKeysAtTaken)
}

func FuzzQuickKeys(f *testing.F) {
	for _, v := range oneCallBadValues {
		f.Add(v)
	}
	f.Add("Bash(git push --force *)")
	f.Add("Read(~/secret1/**)")
	f.Add("WebFetch(domain:host2.example.com)")
	f.Fuzz(func(t *testing.T, text string) { checkQuickKeys(t, text) })
}

// The words lazyCanon compares keys with are the keys' bytes.
func TestKeyWords(t *testing.T) {
	for _, c := range []struct {
		key     string
		w, mask uint64
	}{
		{`id = "`, wID, m6}, {"decision", wDecision, m8}, {` = "`, wEqQuote, m4}, {"match = ", wMatch, m8},
		{`["`, wOpen, m2}, {`, "`, wNext, m3}, {"reason =", wReason, m8}, {` "`, wSpQuote, m2}, {`note = "`, wNote, m8},
		{"deny\"\n", wDeny, m6}, {"ask\"\n", wAsk, m5}, {"allow\"\n", wAllow, m7},
		{"Bash(", wBash, m5}, {"WebFetch", wWebFetch, m8}, {"\"]\n", wClose, m3}, {"\"\n", wQuoteNL, m2},
		{"\n[[rule]", wNextRule, m8}, {"]\n", wRuleNL, m2},
	} {
		src := c.key + strings.Repeat("\x00", 8-len(c.key))
		if !key8(src, 0, c.w, c.mask) || c.mask != ^uint64(0)>>(64-8*len(c.key)) {
			t.Errorf("the word of %q is %#x/%#x", c.key, c.w, c.mask)
		}
		if key8(src[:7], 0, c.w, c.mask) {
			t.Errorf("key8 read %q past the end of the text", c.key)
		}
		for k := range len(c.key) {
			b := []byte(src)
			b[k] ^= 0x20
			if key8(string(b), 0, c.w, c.mask) {
				t.Errorf("the word of %q takes %q", c.key, b)
			}
		}
	}
}

// BenchmarkOneCallLayouts is TOMLOneCall on 5,000 rules of the bench
// shape in each layout it reads (oneCallLayouts: aligned, indented by
// spaces and by tabs, blank lines of blanks, CRLF, all at once), against
// the file as written.
func BenchmarkOneCallLayouts(b *testing.B) {
	src := benchShaped(5000)
	names := []string{"aligned", "indented", "tabs", "blanks", "crlf", "all"}
	run := func(name, src string) {
		b.Run(name, func(b *testing.B) {
			if _, errs, deferred := tomlOneCall("p.toml", src, act.Project, oneCallRoot, nil); len(errs) > 0 || !deferred {
				b.Fatalf("not deferred: %v", errs)
			}
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				TOMLOneCall("p.toml", src, act.Project, oneCallRoot)
			}
		})
	}
	run("written", src)
	for i, l := range oneCallLayouts(src) {
		run(names[i], l)
	}
}

// idScan finds where an id ends as idEnd does (or leaves an end past the
// last whole word of the text to lazyBody), and hashes it as idHash,
// on ids of every length up to 40 and of every byte idEnd stops at; a
// different id nearly never hashes alike.
func TestIDHash(t *testing.T) {
	seen := map[uint32]string{}
	for n := 1; n <= 40; n++ {
		for _, c := range []byte("a-Z9_.~") {
			id := strings.Repeat(string(c), n-1) + strconv.Itoa(n%10)
			for _, after := range []string{"\"\ndecision = \"deny\"\n", "\"\n", "\" x", "\\\"\nxxxxxxxx", " \"\nxxxxxxxx", "\x7f\"\nxxxxxxxx", "é\"\nxxxxxxxx"} {
				src := "id = \"" + id + after
				j, h := idScan(src, 6)
				want := idEnd(src, 6)
				// An end past the last whole word is left to lazyBody.
				if j != want && (j != -1 || want < 6+(len(src)-6)/8*8) {
					t.Fatalf("idScan(%q) ends at %d, idEnd %d", src, j, want)
				}
				if j >= 0 && h != idHash(src[6:j]) {
					t.Fatalf("idScan(%q) hashes %#x, idHash %#x", src, h, idHash(src[6:j]))
				}
			}
			h := idHash(id)
			if prev, ok := seen[h]; ok && prev != id {
				t.Fatalf("%q and %q hash alike", prev, id)
			}
			seen[h] = id
		}
	}
}

// onlyDeferred sees every field of Source but the name, level and
// records: each leaf of each, set in turn, makes it false.
func TestOnlyDeferred(t *testing.T) {
	if !onlyDeferred(&Source{Name: "p.toml", Level: act.Project, Deferred: &rules.DeferredRules{}}) {
		t.Fatal("a source of records alone is not onlyDeferred")
	}
	var set func(v reflect.Value, path string)
	tried := 0
	set = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					set(v.Field(i), path+"."+v.Type().Field(i).Name)
				}
			}
			return
		}
		old := reflect.New(v.Type()).Elem()
		old.Set(v)
		switch v.Kind() {
		case reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		case reflect.Pointer:
			v.Set(reflect.New(v.Type().Elem()))
		case reflect.Map:
			v.Set(reflect.MakeMap(v.Type()))
			v.SetMapIndex(reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem())
		case reflect.String:
			v.SetString("x")
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(1)
		case reflect.Interface:
			v.Set(reflect.ValueOf(1))
		default:
			t.Fatalf("%s: a field of kind %s", path, v.Kind())
		}
		tried++
		if onlyDeferred(set0) {
			t.Errorf("onlyDeferred does not see %s", path)
		}
		v.Set(old)
	}
	s := &Source{}
	set0 = s
	rv := reflect.ValueOf(s).Elem()
	for i := range rv.NumField() {
		switch f := rv.Type().Field(i); f.Name {
		case "Name", "Level", "Deferred":
		default:
			set(rv.Field(i), f.Name)
		}
	}
	if tried < 20 {
		t.Fatalf("only %d fields tried", tried)
	}
}

var set0 *Source

// TestIDTable: the files of a call are scanned in turn with one table of
// ids (idTable), which each starts empty: a file whose ids are those of
// the file before is deferred, and one that repeats an id of its own is
// left to TOMLText, which rejects it.
func TestIDTable(t *testing.T) {
	var b strings.Builder
	b.WriteString("version = 1\n")
	for i := range 700 {
		fmt.Fprintf(&b, "\n[[rule]]\nid = \"r%d\"\ndecision = \"deny\"\nmatch = [\"Bash(x%d)\"]\n", i, i)
	}
	src := b.String()
	// Written otherwise (lazyBody, not canon): the same ids.
	other := strings.ReplaceAll(src, "decision = \"deny\"\n", "decision = 'deny'\n")
	for round := range 3 {
		for _, text := range []string{src, other} {
			for _, mapped := range []bool{false, true} {
				if _, errs, deferred := tomlOneCallIn("p.toml", text, act.User, oneCallRoot, nil, mapped); len(errs) > 0 || !deferred {
					t.Fatalf("round %d, mapped %v: deferred %v, errors %v", round, mapped, deferred, errs)
				}
			}
		}
		idTable.Lock()
		n, used := len(idTable.t), slices.ContainsFunc(idTable.t, func(h uint32) bool { return h != 0 })
		idTable.Unlock()
		if n < 2*700 || used {
			t.Fatalf("round %d: the table left is of %d slots, cleared %v", round, n, !used)
		}
	}
	for _, text := range []string{src, other} {
		dup := text + "\n[[rule]]\nid = \"r7\"\ndecision = \"deny\"\nmatch = [\"Bash(y)\"]\n"
		for _, mapped := range []bool{false, true} {
			_, errs, deferred := tomlOneCallIn("p.toml", dup, act.User, oneCallRoot, nil, mapped)
			if deferred || len(errs) != 1 || !strings.Contains(errs[0].Error(), "r7") {
				t.Fatalf("a repeated id, mapped %v: deferred %v, errors %v", mapped, deferred, errs)
			}
		}
	}
}

// TestMappedSameID: a record of a mapped file read again builds only
// with its own id, not another id of the file (same, the guard behind
// the hash of the table's bytes).
func TestMappedSameID(t *testing.T) {
	src := "[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Read(/x)\"]\n\n[[rule]]\nid = \"b\"\ndecision = \"deny\"\nmatch = [\"Read(/x)\"]\n"
	for _, text := range []string{src, strings.ReplaceAll(src, "\"deny\"", "'deny'")} {
		lz := newLazyRules("p.toml", text, act.User, oneCallRoot, nil, true)
		s, ok := lz.load()
		if !ok || s.Deferred == nil || len(s.Deferred.Recs) != 2 || len(lz.rids) != 2 {
			t.Fatalf("not deferred as two records: %v %+v", ok, s)
		}
		for i := range 2 {
			if _, err := s.Deferred.Build(i); err != nil {
				t.Fatalf("record %d: %v", i, err)
			}
		}
		lz.rids[0], lz.rids[1] = lz.rids[1], lz.rids[0]
		for i := range 2 {
			if r, err := s.Deferred.Build(i); err == nil {
				t.Fatalf("record %d builds %s with the id of the other", i, r.ID)
			}
		}
	}
}

// hookShaped is a file of n rules as scripts/bench-hook.sh writes them
// (see writeShaped).
func hookShaped(n int) string {
	var b strings.Builder
	b.WriteString("version = 1\n")
	writeShaped(&b, n, "managed-", " of the managed level")
	return b.String()
}

// BenchmarkOneCallMapped is a hook call's scan of its policy files: four
// mapped files of 1,250 rules (the 5,000 of scripts/bench-hook.sh), for a
// call none of whose segment words the files' Bash rules are keyed by.
func BenchmarkOneCallMapped(b *testing.B) {
	src := hookShaped(1250)
	filter := rules.NewCallFilter("Bash", []shell.Segment{{Program: "curl"}}, "/h")
	if s, errs, deferred := tomlOneCallIn("p.toml", src, act.Project, oneCallRoot, filter, true); len(errs) > 0 || !deferred || len(s.Deferred.Recs) != 750 {
		b.Fatalf("not deferred as 750 records: %v", errs)
	}
	b.SetBytes(4 * int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		for range 4 {
			tomlOneCallIn("p.toml", src, act.Project, oneCallRoot, filter, true)
		}
	}
}

// TestCanonFileEnds holds TOMLOneCall to TOMLText on files that end
// anywhere in their last tables, short and long: canon reads words past
// an id unchecked (canonSpan) and the next table's header, and near the
// end of a file it must leave what it cannot read to lazyBody.
func TestCanonFileEnds(t *testing.T) {
	short := "version = 1\n\n[[rule]]\nid = \"a\"\ndecision = \"ask\"\nmatch = [\"Bash(x)\"]\n" +
		"\n[[rule]]\nid = \"b\"\ndecision = \"deny\"\nmatch = [\"Read(/x)\"]\n\n[[rule]]\nid = \"c\"\ndecision = \"allow\"\nmatch = [\"Bash(y)\"]\n"
	srcs := []string{short, hookShaped(4), short + "\n[[rule]]\n"}
	longest := 0
	for _, src := range srcs {
		longest = max(longest, len(src))
	}
	// Each file ends where a page nothing may read starts: a word read
	// past its end faults (src[:n] alone would read the bytes after n).
	g := newGuarded(t, longest)
	for _, src := range srcs {
		for n := len(src) - 120; n <= len(src); n++ {
			if n > 0 && !checkOneCall(t, g.at(src[:n]), act.Project) && n == len(src) && !strings.HasSuffix(src, "[[rule]]\n") {
				t.Fatalf("not deferred:\n%s", src)
			}
		}
	}
}
