package parse

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/pelletier/go-toml/v2/unstable"
	"github.com/rogpeppe/go-internal/txtar"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
)

// The differential fuzz target: the scanner that loads policy files is
// checked against the full TOML decoder on the same bytes. When the
// scanner decodes a file, the decoder must accept it with no unknown key
// and decode the same values; whenever the decoder parses a file, the
// scanner's positions must name the same keys and tables in the same
// order, each pointing at its key or header in the text.

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/fuzz/FuzzScan from the policy files of the repository")

func FuzzScan(f *testing.F) {
	for _, tc := range scanCases {
		f.Add(tc.src)
	}
	for _, s := range trickyTOML {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		checkScan(t, src)
	})
}

// checkScan is the property FuzzScan holds the scanner to; it returns
// whether the scanner decoded src itself.
func checkScan(t *testing.T, src string) (accepted bool) {
	t.Helper()
	accepted = checkFastAgrees(t, src)
	// Every error the decoder finds in a file says where.
	_, errs := TOML("p.toml", []byte(src), act.User, "/p")
	for _, e := range errs {
		switch e.Code {
		case "syntax", "bad-type", "duplicate-key", "unknown-key":
			if e.Line < 1 || e.Col < 1 {
				t.Fatalf("%s error without a position: %v\nsource:\n%s", e.Code, e, src)
			}
		}
	}
	// Where the decoder parses the file (type mismatches and unknown keys
	// included: their errors are positioned too) the positions are asked
	// for.
	keys, err := decoderKeys(src)
	if err != nil {
		return accepted // a syntax error: no positions are asked for
	}
	checkPositions(t, src, keys)
	return accepted
}

// decoderKeys lists the keys of src as the decoder's parser reads them,
// in text order: each table header's path, and each key's path below its
// table, those of inline tables (also inside arrays, without an index)
// included.
func decoderKeys(src string) ([]string, error) {
	src = strings.TrimPrefix(src, "\uFEFF")
	var m map[string]any
	if err := unmarshalTOML(src, &m); err != nil {
		return nil, err
	}
	var out []string
	var p unstable.Parser
	p.Reset([]byte(src))
	keyOf := func(it unstable.Iterator) []string {
		var parts []string
		for it.Next() {
			parts = append(parts, string(it.Node().Data))
		}
		return parts
	}
	var value func(n *unstable.Node, path []string)
	value = func(n *unstable.Node, path []string) {
		switch n.Kind {
		case unstable.InlineTable:
			for it := n.Children(); it.Next(); {
				kv := it.Node()
				k := append(slices.Clone(path), keyOf(kv.Key())...)
				out = append(out, strings.Join(k, "."))
				value(kv.Value(), k)
			}
		case unstable.Array:
			for it := n.Children(); it.Next(); {
				value(it.Node(), path)
			}
		}
	}
	var table []string
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			table = keyOf(e.Key())
			out = append(out, strings.Join(table, "."))
		case unstable.KeyValue:
			k := append(slices.Clone(table), keyOf(e.Key())...)
			out = append(out, strings.Join(k, "."))
			value(e.Value(), k)
		}
	}
	return out, p.Error()
}

// checkPositions compares the scanner's headers and keys, in text order,
// with the keys the decoder lists (also in text order), and checks that
// each points at its header or key.
func checkPositions(t *testing.T, src string, wantPaths []string) {
	t.Helper()
	x := scanPositions(src)
	type entry struct {
		path   string
		at     pos
		header bool
	}
	var got []entry
	for path, hs := range x.headers {
		for _, h := range hs {
			got = append(got, entry{path, h, true})
		}
	}
	for _, h := range x.rules {
		got = append(got, entry{"rule", h, true})
	}
	for _, k := range x.keys {
		got = append(got, entry{k.path, k.at, false})
	}
	slices.SortStableFunc(got, func(a, b entry) int {
		if a.at.Line != b.at.Line {
			return a.at.Line - b.at.Line
		}
		return a.at.Col - b.at.Col
	})
	var gotPaths []string
	for _, e := range got {
		gotPaths = append(gotPaths, e.path)
	}
	if !slices.Equal(gotPaths, wantPaths) {
		t.Fatalf("scanner keys %q, decoder keys %q\nsource:\n%s", gotPaths, wantPaths, src)
	}
	lines := strings.SplitAfter(src, "\n")
	for _, e := range got {
		if e.at.Line < 1 || e.at.Line > len(lines) || e.at.Col < 1 || e.at.Col > len(lines[e.at.Line-1]) {
			t.Fatalf("%s at %d:%d is outside the text:\n%s", e.path, e.at.Line, e.at.Col, src)
		}
		rest := lines[e.at.Line-1][e.at.Col-1:]
		if e.header && rest[0] != '[' {
			t.Fatalf("header %s at %d:%d does not start with [: %q", e.path, e.at.Line, e.at.Col, rest)
		}
		if !e.header && !strings.ContainsRune("\"'", rune(rest[0])) && !isBareKey(rest[0]) {
			t.Fatalf("key %s at %d:%d does not start a key: %q", e.path, e.at.Line, e.at.Col, rest)
		}
		// A bare key is written as the last parts of its path.
		if !e.header {
			if i := strings.IndexByte(rest, '='); i > 0 {
				written := strings.Join(strings.FieldsFunc(rest[:i], func(r rune) bool { return r == ' ' || r == '\t' || r == '.' }), ".")
				bare := !strings.ContainsAny(written, "\"'")
				if bare && !strings.HasSuffix("."+e.path, "."+written) {
					t.Fatalf("key %s at %d:%d is written %q", e.path, e.at.Line, e.at.Col, written)
				}
			}
		}
	}
	for _, k := range x.keys {
		if k.val.Line < 1 || k.val.Line > len(lines) || k.val.Col < 1 || k.val.Col > len(lines[k.val.Line-1]) {
			t.Fatalf("value of %s at %d:%d is outside the text:\n%s", k.path, k.val.Line, k.val.Col, src)
		}
		rest := lines[k.val.Line-1][k.val.Col-1:]
		if !strings.ContainsRune("\"'[{tf+-0123456789in", rune(rest[0])) {
			t.Fatalf("value of %s at %d:%d does not start a value: %q", k.path, k.val.Line, k.val.Col, rest)
		}
		for _, e := range k.elems {
			r := lines[e.Line-1][e.Col-1:]
			if !strings.ContainsRune("\"'[{tf+-0123456789in", rune(r[0])) {
				t.Fatalf("element of %s at %d:%d does not start a value: %q", k.path, e.Line, e.Col, r)
			}
		}
	}
}

// trickyTOML are corners of TOML a scanner easily gets wrong.
var trickyTOML = []string{
	"[[rule]]\nid = 'a'\ndecision = 'deny'\nmatch = [\"\"\"\nBash(rm \\\n   -rf *)\"\"\"]\nreason = \"\"\"one \\\n\n  two\"\"\"\n",
	"[[rule]]\nid = 'm'\ndecision = 'ask'\nmatch = ['''Read(~/.ssh/**)''', '''\nBash(x)''']\nnote = '''it's \"fine\"'''\n",
	"[[rule]]\nreason = \"\"\"a\"\"\"\"\nid = \"\"\"\"\"b\"\"\"\"\"\n",
	"[[rule]]\nid = \"\\u00e9\\U0001F600\\t\\\\\\\"\\b\\f\\r\\n\\e\\x41\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = 'C:\\path\\no-escape'\ndecision = 'deny'\nmatch = ['Bash']\n",
	"\"version\" = 1\n['defaults']\n\"unmatched\" = 'ask'\n",
	"defaults.unmatched = 'ask'\ndefaults . unresolved = \"deny\"\n",
	"[agent]\nreviewer.read_only = true\nwriter = { tools = ['Read'], read_only = false }\n",
	"[agent.\"a b\"]\ntools = []\n[agent.'c.d']\nread_only = true\n",
	"[permissions]\ndeny = [ # the list\n  \"Bash(rm *)\", # rm\n\n  # a comment line\n  'Read(/etc/**)',\n] # end\n",
	"version = 1\r\n[permissions]\r\ndeny = [\r\n 'Bash',\r\n]\r\n",
	"\uFEFFversion = 1\n",
	"version = 1\nversion = 2\n",
	"[defaults]\n[defaults]\n",
	"[defaults]\nunmatched = 'ask'\n[defaults.x]\n",
	"[agent.a]\nx.y = 1\n[agent.a.x]\n",
	"[t]\na.b = 1\n[t.a]\nc = 2\n",
	"[t.a]\nc = 2\n[t]\na.d = 1\n",
	"[audit]\nkeep = 1_000\nmax_size = 0x10_00\n",
	"[audit]\nkeep = 0o17\nmax_size = 0b1010\n",
	"[audit]\nkeep = +3\nmax_size = -0\n",
	"[audit]\nkeep = 9223372036854775807\n",
	"[audit]\nkeep = 9223372036854775808\n",
	"[audit]\nmax_size = 1.5e3\n",
	"[audit]\nmax_size = inf\nkeep = nan\n",
	"[[test]]\nname = 'f'\ntool = 'Bash'\nexpect = 'deny'\ninput = { a = 1.0, b = -inf, c = +nan, d = 6.02e+23, e = 1_000.5, f = 0.0 }\n",
	"[[test]]\nname = 'd'\ntool = 'Bash'\nexpect = 'deny'\ninput = { a = 1979-05-27T07:32:00Z, b = 1979-05-27T00:32:00.999999-07:00, c = 1979-05-27 07:32:00, d = 1979-05-27, e = 07:32:00, f = 00:32:00.5 }\n",
	"[[test]]\nname = 't'\ntool = 'Bash'\nexpect = 'deny'\ninput = { command = 'ls', n = 3, flag = true, list = [1, 'a', [2], { x = 'y' }], sub = { a.b = 'c' } }\n",
	"[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\n[test.input]\ncommand = 'ls'\nnested.deep = 1\n[test.input.more]\nx = []\n",
	"[[test]]\nname = 'nl'\ntool = 'Bash'\nexpect = 'deny'\ninput = {\n  command = 'ls', # TOML 1.1\n  timeout = 3,\n}\n",
	"[[rule]]\nid = 'c'\ndecision = 'deny'\ncommand = [{ program = ['git'], subcommand = ['push'], any_flag = ['-f'], no_flag = ['--force-with-lease'] }, { program = ['rm'], min_operands = 2, unresolved = true, target = 'outside-project' }]\n",
	"[[rule]]\nid = 'c'\ndecision = 'deny'\n[[rule.command]]\nprogram = ['git']\n[[rule.command]]\nprogram = ['hg']\n[[rule]]\nid = 'd'\ndecision = 'ask'\nmatch = ['Bash']\n",
	"rule = [{ id = 'a', decision = 'deny', match = ['Bash'] }]\n",
	"Version = 1\n[Defaults]\nUnmatched = 'ask'\n",
	"version = 1\nVersion = 1\n",
	"[[rule]]\nID = 'a'\nid = 'b'\ndecision = 'deny'\nmatch = ['Bash']\n",
	"[[rule]]\nid = 'a'\ndecision = 'deny'\nmatch = ['Bash']\nunknown = { deep = [1, 2] }\n[rule.extra]\nx = 1\n",
	"[permissions]\ndeny = []\n[permissions.deny]\n",
	"[[permissions]]\n",
	"[run]\ntools = ['Read']\n[agent.x]\n[agent]\n",
	"[a.b.c]\n[a]\nx = 1\n[a.b]\ny = 2\n",
	"[[a]]\n[a.b]\n[[a]]\n[a.b]\n",
	"a = [{b = 1}]\n[[a]]\n",
	"a = {b = 1}\n[a.c]\n",
	"a = {b.c = 1}\na.b.d = 2\n",
	"\"\" = 1\n['']\nx = 2\n",
	"\"a.b\" = 1\na.b = 2\n",
	"[defaults]\nunmatched = \"ask\" # ok\n\tunresolved\t=\t'deny'\t\n",
	"[run]\nread_only = true\ntools_set = false\n[run.x]\n",
	"[audit]\nmax_size = [1]\n",
	"[audit]\nmax_size = { a = 1 }\nkeep = -1\n",
	"[audit]\nredact = 1\n",
	"[[rule]]\nid = 1\n",
	"agent = 1\n",
	"[[test]]\ninput = 'x'\n",
	"[[test]]\ninput = [1]\nname = 'x'\n",
	"[tenants]\nroot = '''\n/srv'''\n",
	"version = 1 # \u00e9 comment \xe2\x80\x94\n",
	"version = 0\n",
	"version = 00\n",
	"[permissions]\ndeny = ['a',,]\n",
	"[permissions]\ndeny = [,]\n",
	"[permissions]\ndeny = ['a' 'b']\n",
	"key = \"a\\\n b\"\n",
	"key = \"\"\"a\\ \n b\"\"\"\n",
	"key = \"\"\"a\\  b\"\"\"\n",
	"key = \"\"\"\r\nx\"\"\"\n",
	"key = '''\r\nx'''\n",
	"key = \"a\rb\"\n",
	"key = \"\"\"a\rb\"\"\"\n",
	"x = 1979-05-27T07:32Z\ny = 07:32\n",
	"x = 1979-5-27\n",
	"x = 1979-05-27T25:00:00\n",
	"x = 0x\n", "x = 0xG\n", "x = 1__0\n", "x = _1\n", "x = 1_\n", "x = 1.\n", "x = .1\n", "x = 1e\n", "x = 1.e2\n", "x = 01.5\n", "x = -01\n", "x = +0x1\n",
	"x = tru\n", "x = True\n",
	"[ a . b ]\n[[ c . 'd' ]]\n",
	"[a]]\n", "[[a]\n", "[a\nb]\n",
	"a = 1 b = 2\n",
	"a.\"b\".c = 1\n",
	"[[test]]\ninput = {a = 1, a = 2}\n",
	"[[test]]\ninput = {a = {}, a.b = 1}\n",
	"[[test]]\ninput = { a = {}, b = [{ c = 1 }] }\n[[test]]\ninput = { a = { x = 1 }, b = [{ c = 2 }, {}] }\n",
	"[[rule]]\nid = 'a'\ncommand = [{ program = ['x'] }]\n[[rule]]\nid = 'b'\ncommand = [{ program = ['y'] }, {}]\n[[rule]]\nid = 'c'\n[[rule.command]]\nprogram = ['z']\n",
	"[[rule.command]]\nprogram = ['z']\n",
	"[[rule]]\ncommand = []\n[[rule.command]]\n",
	"[agent.\"\"]\ntools = ['Read']\n[agent.'x']\n[agent.y]\n",
	"[[test]]\ninput = { a = 1, \"a\" = 2 }\n",
	"[[test]]\ninput = { 'a b' = { \"c\\u00e9\" = [1, 2.5, 'x', true, [], {}] } }\n",
	"[[rule]]\nid = \"\"\"\nx\\\n  \\\n  y\"\"\"\nreason = '''\n'''\nnote = \"\"\"\\\\\\n\"\"\"\n",
	"[[rule]]\nid = \"\"\"a\\\t \r\n b\"\"\"\n",
	// The one-line keys of rule and test tables (plainKeyValue).
	"[[rule]]\nid=\"a\"\ndecision\t=\t'deny'\nmatch = [\"Bash(x)\",]\nreason = \"\" # c\n",
	"[[rule]]\nid = \"a\"\nmatch = [ ]\nmodes = ['plan', \"default\" , ]\nagents = []\n",
	"[[rule]]\nid = 'C:\\x'\nnote = \"tab\there\"\nmatch = ['a\\b', \"c\"]\n",
	"[[rule]]\nid = \"a\"\nid = \"b\"\n",
	"[[rule]]\nmatch = [\"a\" \"b\"]\n",
	"[[rule]]\nmatch = [\"a\",, \"b\"]\n",
	"[[rule]]\nmatch = [,]\n",
	"[[rule]]\nmatch = [\"a\"]x\n",
	"[[rule]]\nmatch = [\"a\",\n\"b\"]\nreason = \"r\" \n",
	"[[rule]]\nid = \"a\"x\n",
	"[[rule]]\nid = 1\nmatch = \"a\"\nreason = [\"x\"]\n",
	"[[rule]]\nid = \"\\u0041\"\nreason = '''x'''\nnote = \"\"\"y\"\"\"\n",
	"[[rule]]\nunknown = \"x\"\nid = \"a\"\n",
	"[[rule]]\n[[rule.command]]\nprogram = [\"git\"]\ntarget = \"t\"\nprogram = [\"x\"]\n",
	"[[test]]\nname = \"n\"\ntool = 'Bash'\nexpect = \"deny\"\ninput = { command = \"ls\" }\nname = \"m\"\n",
	"[rule]\nid = \"a\"\n",
}

// TestFuzzCorpus keeps testdata/fuzz/FuzzScan in step with the policy
// files of the repository: run with -update-corpus to rewrite it.
func TestFuzzCorpus(t *testing.T) {
	seeds := corpusSources(t)
	dir := filepath.Join("testdata", "fuzz", "FuzzScan")
	if *updateCorpus {
		// Seeds the fuzzer found (named by their hash) stay.
		old, _ := filepath.Glob(filepath.Join(dir, "*-*"))
		for _, f := range old {
			os.Remove(f)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, src := range seeds {
			body := "go test fuzz v1\nstring(" + strconv.Quote(src) + ")\n"
			if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	missing := 0
	for name := range seeds {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			missing++
			t.Errorf("corpus lacks %s (go test ./rules/parse -run TestFuzzCorpus -update-corpus)", name)
		}
	}
	if len(seeds) < 100 {
		t.Errorf("only %d corpus seeds found", len(seeds))
	}
	// Every seed must hold: a committed corpus is run by go test too,
	// but say which source broke.
	for name, src := range seeds {
		t.Run(name, func(t *testing.T) { checkScan(t, src) })
	}
}

// corpusSources collects every policy file of the repository: the
// builtin packs, the policy files of fixtures and script tests, and the
// TOML examples of the docs, keyed by a corpus file name.
func corpusSources(t *testing.T) map[string]string {
	out := map[string]string{}
	add := func(prefix, name, src string) {
		// Only letters, digits, '-' and '_': a name a module zip refuses
		// (':' and others) would break go install of the module.
		key := prefix + "-" + strings.Map(func(r rune) rune {
			if r == '-' || r == '_' || r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
				return r
			}
			return '_'
		}, name)
		for i := 2; ; i++ {
			if _, dup := out[key]; !dup {
				break
			}
			key = fmt.Sprintf("%s-%d", strings.TrimRight(key, "-0123456789"), i)
		}
		out[key] = src
	}
	packs, _ := filepath.Glob("../builtin/*.toml")
	for _, f := range packs {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		add("builtin", strings.TrimSuffix(filepath.Base(f), ".toml"), string(b))
	}
	for _, glob := range []string{"../../fixtures/*.txtar", "../../cmd/testdata/script/*.txtar"} {
		archives, _ := filepath.Glob(glob)
		for _, f := range archives {
			a, err := txtar.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, file := range a.Files {
				if strings.HasSuffix(file.Name, ".toml") {
					add(strings.Split(glob, "/")[2], strings.TrimSuffix(filepath.Base(f), ".txtar")+"-"+file.Name, string(file.Data))
				}
			}
		}
	}
	for _, doc := range []string{"../../README.md", "../../docs/policy.md"} {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		parts := strings.Split(string(b), "```toml\n")
		for i, p := range parts[1:] {
			block, _, _ := strings.Cut(p, "```")
			add("doc", fmt.Sprintf("%s-%d", strings.TrimSuffix(filepath.Base(doc), ".md"), i+1), block)
		}
	}
	for i, s := range trickyTOML {
		add("tricky", strconv.Itoa(i+1), s)
	}
	return out
}

// TestScanDecodesRepoPolicies: every policy file of the repository that
// the decoder takes without an unknown key, the scanner decodes itself.
func TestScanDecodesRepoPolicies(t *testing.T) {
	n := 0
	for name, src := range corpusSources(t) {
		if strings.HasPrefix(name, "tricky-") || !decoderTakes(src) {
			continue
		}
		n++
		if _, _, ok := scan(src, false); !ok {
			t.Errorf("the scanner does not decode %s:\n%s", name, src)
		}
	}
	if n < 100 {
		t.Errorf("only %d policy files checked", n)
	}
}

// decoderTakes reports whether the decoder decodes src with no key the
// loader would call unknown.
func decoderTakes(src string) bool {
	_, _, unknown, err := fullParse(src)
	return err == nil && len(unknown) == 0
}

// TestScanCorners lists the valid files the scanner leaves to the decoder
// for their values (load_scan.go says why); the loader still loads them,
// with the scanner's positions, and each means what the plain file
// beside it does, which the scanner decodes itself.
func TestScanCorners(t *testing.T) {
	for _, tc := range []struct{ src, plain string }{
		{"Version = 2\n", "version = 2\n"},                                                                                     // a key matching only ignoring case
		{"[Defaults]\nunmatched = 'ask'\n", "[defaults]\nunmatched = 'ask'\n"},                                                 // a table matching only ignoring case
		{"defaults.unmatched = 'ask'\ndefaults.unresolved = 'deny'\n", "[defaults]\nunmatched = 'ask'\nunresolved = 'deny'\n"}, // dotted keys
		{"[agent]\nreviewer.read_only = true\n", "[agent.reviewer]\nread_only = true\n"},                                       // [agent] itself
		{"[agent]\nwriter = { tools = ['Read'] }\n", "[agent.writer]\ntools = ['Read']\n"},                                     // a table written inline
		{"run = { read_only = true, tools = ['Read'] }\n", "[run]\nread_only = true\ntools = ['Read']\n"},
		{"run.tools = []\nrun.disallowed_tools = []\n[permissions]\ndeny = []\n", "[run]\ntools = []\ndisallowed_tools = []\n[permissions]\ndeny = []\n"},
		{"rule = [{ id = 'a', decision = 'deny', match = ['Bash'] }]\n", "[[rule]]\nid = 'a'\ndecision = 'deny'\nmatch = ['Bash']\n"},                                                                // an array of tables written inline
		{"[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\n[test.input]\ncommand = 'ls'\n", "[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\ninput = { command = 'ls' }\n"},               // a test's input as a table
		{"[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\ninput = { sub = { a.b = 'c' } }\n", "[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\ninput = { sub = { a = { b = 'c' } } }\n"}, // dotted keys in an inline table
		{"[[test]]\nname = 'd'\ntool = 'Bash'\nexpect = 'deny'\ninput = { when = 1979-05-27, command = 'ls' }\n", ""},                                                                                // a date
	} {
		src := tc.src
		if !decoderTakes(src) {
			t.Errorf("the decoder does not take %q", src)
			continue
		}
		if _, _, ok := scan(src, false); ok {
			t.Errorf("the scanner decodes %q: update load_scan.go's list of what it leaves to the decoder", src)
		}
		got, errs := TOML("p.toml", []byte(src), act.User, "/p")
		if len(errs) > 0 && tc.plain == "" {
			t.Errorf("%q does not load: %v", src, errs)
		}
		checkPositions(t, src, mustKeys(t, src))
		if tc.plain == "" {
			continue
		}
		if _, _, ok := scan(tc.plain, false); !ok {
			t.Fatalf("the scanner does not decode %q", tc.plain)
		}
		want, wantErrs := TOML("p.toml", []byte(tc.plain), act.User, "/p")
		var msgs, wantMsgs []string
		for _, e := range errs {
			msgs = append(msgs, e.Msg)
		}
		for _, e := range wantErrs {
			wantMsgs = append(wantMsgs, e.Msg)
		}
		if !slices.Equal(msgs, wantMsgs) {
			t.Errorf("%q: errors %q, the plain form's %q", src, msgs, wantMsgs)
		}
		if got == nil || want == nil {
			continue
		}
		ignorePos := cmpopts.IgnoreTypes(pos{})
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(Source{}), ignorePos, cmp.Comparer(func(a, b *claude.Pattern) bool { return a.Text == b.Text && a.Tool == b.Tool })); diff != "" {
			t.Errorf("%q loads otherwise than %q (-plain +corner):\n%s", src, tc.plain, diff)
		}
	}
}

// TestDecoderStricter: where the decoder would read a file otherwise than
// TOML does, or than it reads the same keys written plainly, the file
// fails, with a position; these are files another decoder takes.
func TestDecoderStricter(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		// An array of tables of the schema written as a table.
		{"[rule]\nid = 'a'\n", `p.toml:1:1: rule: want an array of tables ([[rule]]), not a table`},
		{"rule.id = 'a'\n", `p.toml:1:1: rule: want an array of tables ([[rule]]), not a table`},
		{"version = 1\n[[rule.command]]\nprogram = ['z']\n", `p.toml:2:1: rule: want an array of tables ([[rule]]), not a table`},
		{"[[rule]]\nid = 'a'\ndecision = 'deny'\n[rule.command]\nprogram = ['git']\n", `p.toml:4:1: rule.command: want an array of tables ([[rule.command]]), not a table`},
		{"[[rule]]\nid = 'a'\ndecision = 'deny'\ncommand.program = ['git']\n", `p.toml:4:1: rule.command: want an array of tables ([[rule.command]]), not a table`},
		{"[test]\nname = 'x'\n", `p.toml:1:1: test: want an array of tables ([[test]]), not a table`},
		// Of several, the first in the text.
		{"[Defaults]\n[defaults]\n[rule]\n[test]\n", `p.toml:2:1: Defaults and defaults differ only in case`},
		{"[test]\n[Defaults]\n[defaults]\n[rule]\n", `p.toml:1:1: test: want an array of tables`},
		// Keys that differ only in case, in one table.
		{"version = 1\nVersion = 1\n", `p.toml:2:1: version and Version differ only in case`},
		{"[[rule]]\nID = 'a'\nid = 'b'\ndecision = 'deny'\n", `p.toml:3:1: rule.ID and rule.id differ only in case`},
		{"[[Rule]]\nid = 'a'\n[[rule]]\nid = 'b'\n", `p.toml:3:1: Rule and rule differ only in case`},
		{"[defaults]\nunmatched = 'ask'\n[Defaults]\nunresolved = 'deny'\n", `p.toml:3:1: defaults and Defaults differ only in case`},
		{"[agent.a]\nread_only = true\nRead_Only = false\n", `p.toml:3:1: agent.a.read_only and agent.a.Read_Only differ only in case`},
		{"[[test]]\nname = 'n'\nName = 'm'\n", `p.toml:3:1: test.name and test.Name differ only in case`},
		// Values of a type the schema does not take.
		{"agent = 1\n", `p.toml:1:9: agent: want table, not integer`},
		{"[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\ninput = 'ls'\n", `p.toml:5:9: test.input: want table, not string`},
		{"[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\ninput = [1]\n", `p.toml:5:9: test.input: want table, not array`},
		// TOML's own rules on tables defined twice.
		{"[agent.a]\ntools.x = 1\n[agent.a.tools]\n", `p.toml:3:`},
		// A bad value of an unknown key: the key alone is not the error.
		{"x = 1979-05-27T25:00:00\n", `p.toml:1:`},
	} {
		_, errs := TOML("p.toml", []byte(tc.src), act.User, "/p")
		if len(errs) == 0 {
			t.Errorf("%q loads", tc.src)
			continue
		}
		if got := errs[0].Error(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q: %s, want %s…", tc.src, got, tc.want)
		}
		// lint says the same, among what else it finds.
		ls := LintParse("p.toml", []byte(tc.src), act.User, "/p")
		if !slices.ContainsFunc(ls.Errors, func(e *rules.LoadError) bool { return strings.HasPrefix(e.Error(), tc.want) }) {
			t.Errorf("lint of %q: %v, want %s…", tc.src, ls.Errors, tc.want)
		}
	}
	// The free-form keys are the file's own: case tells them apart.
	for _, src := range []string{
		"[agent.A]\nread_only = true\n[agent.a]\nread_only = false\n",
		"[[test]]\nname = 'n'\ntool = 'Bash'\nexpect = 'deny'\n[test.input]\nA = 1\na = 2\n",
	} {
		if _, errs := TOML("p.toml", []byte(src), act.User, "/p"); len(errs) > 0 {
			t.Errorf("%q does not load: %v", src, errs)
		}
	}
}

func mustKeys(t *testing.T, src string) []string {
	keys, err := decoderKeys(src)
	if err != nil {
		t.Fatal(err)
	}
	return keys
}
