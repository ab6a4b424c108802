package parse

import (
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	toml "github.com/pelletier/go-toml/v2"

	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
	"github.com/pregate/pregate/rules/claude"
)

// fullParse is what TOML does when the scanner does not decode src.
func fullParse(src string) (*fileDoc, *posIndex, []string, error) {
	x := scanPositions(src)
	doc, unknown, e := decodeFull("p.toml", src, x)
	if e != nil {
		return nil, nil, nil, e
	}
	return doc, scanPositions(src), unknown, nil
}

// unmarshalTOML decodes src into v with the decoder, no more.
func unmarshalTOML(src string, v any) error {
	return toml.Unmarshal([]byte(src), v)
}

// checkFastAgrees fails t when the scanner decodes src but the full
// decoder rejects it, reports unknown keys, or decodes it otherwise, or
// when the positions of a decoding scan differ from those of a scan that
// records every key.
func checkFastAgrees(t *testing.T, src string) (accepted bool) {
	t.Helper()
	doc, x, ok := scan(src, false)
	if !ok {
		return false
	}
	want, wantX, undecoded, err := fullParse(src)
	if err != nil {
		t.Fatalf("the scanner decoded what the decoder rejects (%v):\n%s", err, src)
	}
	if len(undecoded) > 0 {
		t.Fatalf("the scanner decoded unknown keys %v:\n%s", undecoded, src)
	}
	doc.Rule, doc.rules = ruleDocs(doc.rules), nil
	if diff := cmp.Diff(want, doc, cmp.AllowUnexported(fileDoc{}), cmpopts.EquateNaNs()); diff != "" {
		t.Fatalf("the scanner decoded otherwise (-want +got):\n%s\nsource:\n%s", diff, src)
	}
	// The keys of [[rule]] and [[test]] tables are indexed on demand.
	lazyX := *wantX
	lazyX.keys = nil
	for _, k := range wantX.keys {
		if !lazyPath(k.path) {
			lazyX.keys = append(lazyX.keys, k)
		}
	}
	opts := []cmp.Option{cmp.AllowUnexported(posIndex{}, keyPos{}, pos{}), cmpopts.IgnoreFields(posIndex{}, "lazy", "src")}
	if diff := cmp.Diff(&lazyX, x, opts...); diff != "" {
		t.Fatalf("scan positions differ (-want +got):\n%s\nsource:\n%s", diff, src)
	}
	x.complete()
	if diff := cmp.Diff(wantX, x, opts...); diff != "" {
		t.Fatalf("scan positions differ once complete (-want +got):\n%s\nsource:\n%s", diff, src)
	}
	return true
}

// ruleDocs turns the scanner's rules back into the decoder's ruleDocs.
func ruleDocs(rs []scanRule) []ruleDoc {
	if rs == nil {
		return nil
	}
	out := make([]ruleDoc, len(rs))
	for i, r := range rs {
		if r.Level != 0 || r.Source != "" || r.Pos != (pos{}) || r.Patterns != nil || r.Pack != "" || r.Except != nil || r.ExceptText != nil {
			panic("the scanner set a field of a rule the file does not")
		}
		out[i] = ruleDoc{ID: r.ID, Decision: string(r.Decision), Match: r.match, Command: r.Commands,
			Reason: r.Reason, Note: r.Note, Modes: r.Modes, Agents: r.Agents}
	}
	return out
}

var scanCases = []struct {
	name   string
	src    string
	accept bool
}{
	{"empty", "", true},
	{"version only", "version = 1\n", true},
	{"rules", "version = 1\n\n[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash(rm -rf *)\", 'Read(~/.ssh/**)']\nreason = \"no\"\nnote = 'n'\nmodes = [\"plan\"]\nagents = []\n\n[[rule]]\nid = \"b\"\ndecision = \"allow\"\nmatch = [\n  \"Bash(ls)\", # listing\n  \"Bash(pwd)\",\n]\n", true},
	{"every table", `# a policy
version = 1
[defaults]
unmatched = "ask"
unresolved = "deny"
[permissions]
deny = ["Bash(curl *)"]
ask = []
allow = ["Read"]
[floor]
protect = ["~/.aws/**"]
protect_write = ["/etc/**"]
write_scope = ["{project}/**"]
read_scope = ["{project}/**"]
[tenants]
root = "/srv/t"
[run]
read_only = true
tools = ["Read", "Grep"]
tools_set = false
disallowed_tools = ["Bash"]
[agent.reviewer]
read_only = false
tools = []
[agent.writer-2]
disallowed_tools = ["Write"]
[builtin]
disable = ["git.push-force"]
enable = ["cloud"]
[audit]
path = "/var/log/p.jsonl"
max_size = "10MiB"
keep = 3
redact = true
required = false
[[test]]
name = "t"
tool = "Bash"
input = { command = "rm -rf /", description = 'x' }
expect = "deny"
mode = "default"
agent = ""
cwd = "/p"
[[test]]
name = "empty input"
tool = "Read"
input = {}
expect = "none"
`, true},
	{"pack", "[pack]\nname = \"git\"\ndescription = \"d\"\ndefault = false\n", true},
	{"integer max size", "[audit]\nmax_size = 1048576\n", true},
	{"empty run table", "[run]\n", true},
	{"escapes", `[[rule]]
id = "e"
decision = "deny"
match = ["Bash(echo \"a\\b\" \t \u00e9 \U0001F600)"]
reason = "tab\there"
`, true},
	{"crlf and comments", "version = 1 # v\r\n# c\r\n[[rule]] # r\r\nid = 'x'\r\ndecision = 'ask'\r\nmatch = [ 'Bash' ,\r\n 'Read' ]\r\n", true},
	{"header with blanks", "[ defaults ]\nunmatched = 'none'\n[[ rule ]]\nid='a'\ndecision='deny'\nmatch=['Bash']\n", true},
	{"utf-8 in strings", "[[rule]]\nid = \"ü\"\nreason = \"naïve — ok\"\ndecision = \"deny\"\nmatch = [\"Read(/tmp/é/**)\"]\n", true},

	{"errors a valid file can hold", `[permissions]
deny = ["Bash(", "Write(/x)"]
[[rule]]
id = "a b"
decision = "deni"
match = ["Read(~/x/**)", "Bash(git push --force", 'WebFetch(domain:)']
modes = ["plan", "nope"]
agents = [""]
[[rule]]
id = "dup"
decision = "deny"
[[rule]]
id = "dup"
decision = "allow"
match = ["Bash(ls)"]
[floor]
protect = [""]
[tenants]
root = ""
[run]
tools = ["Bash(ls)", ""]
[audit]
max_size = "10 parsecs"
path = ""
[[test]]
name = "x"
expect = "maybe"
mode = "sideways"
`, true},
	{"structured command", "[[rule]]\nid = 'a'\ndecision = 'deny'\ncommand = [{program = ['git']}]\n", true},
	{"array of command tables", "[[rule]]\nid = 'a'\ndecision = 'deny'\n[[rule.command]]\nprogram = ['git']\n", true},
	{"unknown key", "version = 1\nbogus = 1\n", false},
	{"unknown table", "[x]\ny = 1\n", false},
	{"duplicate key", "version = 1\nversion = 1\n", false},
	{"duplicate table", "[defaults]\n[defaults]\n", false},
	{"duplicate agent", "[agent.a]\n[agent.a]\n", false},
	{"rule as a plain table", "[rule]\nid = 'a'\n", false},
	{"dotted key", "defaults.unmatched = 'ask'\n", false},
	{"quoted key", "\"version\" = 1\n", true},
	{"quoted agent name", "[agent.\"a b\"]\n", true},
	{"multi-line string", "[[rule]]\nreason = \"\"\"\nx\"\"\"\n", true},
	{"multi-line literal", "[[rule]]\nreason = '''x'''\n", true},
	{"float", "version = 1.0\n", false},
	{"underscore integer", "[audit]\nkeep = 1_0\n", true},
	{"signed integer", "[audit]\nkeep = -1\n", true},
	{"leading zero", "version = 01\n", false},
	{"date", "version = 1979-05-27\n", false},
	{"type mismatch", "[[rule]]\nid = 1\n", false},
	{"mixed array", "[permissions]\ndeny = ['a', 1]\n", false},
	{"nested array", "[permissions]\ndeny = [['a']]\n", false},
	{"inline table outside test input", "[defaults]\nunmatched = {a = 'b'}\n", false},
	{"inline table with a number", "[[test]]\ninput = {n = 1}\n", true},
	{"a table as max_size", "[audit]\nmax_size = {a = 1}\n", false},
	{"unknown escape", "[[rule]]\nid = \"a\\qb\"\n", false},
	{"surrogate escape", "[[rule]]\nid = \"\\uD800\"\n", false},
	{"control character", "[[rule]]\nid = \"a\x01b\"\n", false},
	{"control character in a comment", "version = 1 # \x01\n", false},
	{"bare carriage return", "version = 1\r[defaults]\n", false},
	{"byte order mark", "\uFEFFversion = 1\n", true},
	{"invalid utf-8", "[[rule]]\nid = \"\xff\"\n", false},
	{"two values on a line", "version = 1 version = 1\n", false},
	{"unterminated string", "[[rule]]\nid = \"a\n", false},
	{"unterminated array", "[permissions]\ndeny = ['a'\n", false},
	{"missing value", "version = \n", false},
	{"boolean prefix", "[run]\nread_only = trueish\n", false},
}

func TestScanAgrees(t *testing.T) {
	for _, tc := range scanCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := checkFastAgrees(t, tc.src); got != tc.accept {
				t.Errorf("the scanner decoded = %v, want %v", got, tc.accept)
			}
		})
	}
}

// TestScanPacks runs the embedded packs through both paths: the scanner
// decodes every one, structured commands included, as the decoder does.
func TestScanPacks(t *testing.T) {
	names, _ := fs.Glob(builtin.FS, "builtin/*.toml")
	for _, n := range names {
		b, err := builtin.FS.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if !checkFastAgrees(t, string(b)) {
			t.Errorf("the scanner does not decode %s", n)
		}
	}
	if len(names) < 10 {
		t.Errorf("only %d packs", len(names))
	}
}

// TestParseTOMLSameEitherWay compares the sources TOML builds from
// files the scanner decodes with those of the full decoder, errors and
// warnings included.
func TestParseTOMLSameEitherWay(t *testing.T) {
	for _, tc := range scanCases {
		if !tc.accept {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			got, gotErrs := TOML("p.toml", []byte(tc.src), act.User, "/root")
			doc, x, _, err := fullParse(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			p := &parser{name: "p.toml", x: x, s: &Source{Name: "p.toml", Level: act.User}}
			p.file(doc, "/root")
			if strings.HasPrefix(tc.name, "errors") && len(gotErrs)+len(got.Warnings) < 15 {
				t.Errorf("%d errors and %d warnings, want at least 15 in all:\n%v", len(gotErrs), len(got.Warnings), gotErrs)
			}
			if diff := cmp.Diff(p.errs, gotErrs); diff != "" {
				t.Errorf("errors differ (-decoder +scanner):\n%s", diff)
			}
			if diff := cmp.Diff(p.s, got, cmp.AllowUnexported(Source{}), cmp.Comparer(func(a, b *claude.Pattern) bool { return a.Text == b.Text && a.Tool == b.Tool })); diff != "" {
				t.Errorf("sources differ (-decoder +scanner):\n%s", diff)
			}
		})
	}
}

// TestProfileScan: the scanner takes the profile key and agrees
// with the full decoder on it, positions included.
func TestProfileScan(t *testing.T) {
	src := "version = 1\n[defaults]\nunmatched = \"none\"\nprofile = \"strict\"\nunresolved = \"ask\"\n"
	if !checkFastAgrees(t, src) {
		t.Fatal("the scanner gave up on a profile key")
	}
	doc, _, _ := scan(src, false)
	if doc.Defaults.Profile == nil || *doc.Defaults.Profile != "strict" {
		t.Errorf("profile decoded as %v", doc.Defaults.Profile)
	}
}

// The positions must not be fooled by text that looks like keys inside
// strings, multi-line arrays and comments.
func TestScanPositions(t *testing.T) {
	src := `a = """
b = "not a key"
"""
[t]
# c = 1
c = [ # comment
  "x",
  'y', { d = 1 },
]
"quoted.key" = 'v'
[[r]]
e = 1
[[r]]
e = 2
`
	x := scanPositions(src)
	type kp struct {
		Path  string
		Inst  int
		At    pos
		Elems []pos
	}
	var got []kp
	for _, k := range x.keys {
		got = append(got, kp{k.path, k.inst, k.at, k.elems})
	}
	want := []kp{
		{"a", 0, pos{Line: 1, Col: 1}, nil},
		{"t.c", 0, pos{Line: 6, Col: 1}, []pos{{Line: 7, Col: 3}, {Line: 8, Col: 3}, {Line: 8, Col: 8}}},
		{"t.c.d", 0, pos{Line: 8, Col: 10}, nil},
		{"t.quoted.key", 0, pos{Line: 10, Col: 1}, nil},
		{"r.e", 0, pos{Line: 12, Col: 1}, nil},
		{"r.e", 1, pos{Line: 14, Col: 1}, nil},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("keys mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]pos{{Line: 11, Col: 1}, {Line: 13, Col: 1}}, x.headers["r"]); diff != "" {
		t.Errorf("headers mismatch (-want +got):\n%s", diff)
	}
}

// TestPlainKeyValueSameAsGeneral: the one-line fast path of rule and test
// tables decodes exactly what the general path does, on every source the
// tests know and the repository's policy files.
func TestPlainKeyValueSameAsGeneral(t *testing.T) {
	srcs := slices.Clone(trickyTOML)
	for _, tc := range scanCases {
		srcs = append(srcs, tc.src)
	}
	for _, src := range corpusSources(t) {
		srcs = append(srcs, src)
	}
	srcs = append(srcs, string(largePolicy()))
	fast := 0
	for _, src := range srcs {
		doc, x, ok := scan(src, false)
		plainKeys = false
		slowDoc, slowX, slowOK := scan(src, false)
		plainKeys = true
		if ok != slowOK {
			t.Fatalf("decoded %v with the fast path, %v without:\n%s", ok, slowOK, src)
		}
		if !ok {
			continue
		}
		if diff := cmp.Diff(slowDoc, doc, cmp.AllowUnexported(fileDoc{}, scanRule{}), cmpopts.EquateNaNs()); diff != "" {
			t.Fatalf("fast path decoded otherwise (-general +fast):\n%s\nsource:\n%s", diff, src)
		}
		opts := []cmp.Option{cmp.AllowUnexported(posIndex{}, keyPos{}, pos{}), cmpopts.IgnoreFields(posIndex{}, "src")}
		if diff := cmp.Diff(slowX, x, opts...); diff != "" {
			t.Fatalf("fast path positions differ (-general +fast):\n%s\nsource:\n%s", diff, src)
		}
		if len(doc.rules) > 0 {
			fast++
		}
	}
	if fast < 10 {
		t.Fatalf("only %d sources with rules decoded: the test checks little", fast)
	}
}

// TestPlainKnown: the switch of plainKnown gives what known gives from
// ruleKeys, for each of its keys and for others.
func TestPlainKnown(t *testing.T) {
	s := &scanner{keys: ruleKeys}
	names := []string{"", "i", "ID", "ids", "matches", "Match", "x"}
	for _, k := range ruleKeys {
		names = append(names, k.name)
	}
	for _, name := range names {
		w1, s1 := s.plainKnown(name, true)
		w2, s2 := s.known(name)
		if w1 != w2 || w1 != wantNone && s1 != s2 {
			t.Errorf("plainKnown(%q) = %d, %d; known = %d, %d", name, w1, s1, w2, s2)
		}
	}
	// ruleKeyAt finds the same keys without a loop over their bytes, or
	// none (then plainLine reads the key as before).
	var found int
	for _, name := range names {
		for _, after := range []string{"", " ", "=", "s", "_", "-", "0", ".", "é"} {
			src := "x" + name + after
			n, w, k := ruleKeyAt(src, 1)
			if n == 0 {
				continue
			}
			found++
			key := src[1:]
			for j := 1; j < len(src); j++ {
				if !isBareKey(src[j]) {
					key = src[1:j]
					break
				}
			}
			w2, k2 := s.plainKnown(key, true)
			if key != src[1:1+n] || w != w2 || k != k2 {
				t.Errorf("ruleKeyAt(%q) = %d, %d, %d; the key is %q, plainKnown = %d, %d", src[1:], n, w, k, key, w2, k2)
			}
		}
	}
	if found < 7*4 {
		t.Errorf("ruleKeyAt found %d keys: too few", found)
	}
	if w, _ := s.plainKnown("reason", true); w != wantString {
		t.Errorf("plainKnown(reason) = %d, want a string", w)
	}
}
