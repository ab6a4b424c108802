package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// ruleLinesTOML are sources for the one-loop path of rule tables
// (ruleLines, ruleHeader, ruleKeyAt): what ends a line, keys that start
// like a key of the table, a key twice, headers that only start like
// [[rule]], values the loop leaves to the general path.
var ruleLinesTOML = []string{
	"[[rule]]\nid = \"a\" # c\r\ndecision = \"deny\"\t\nmatch = [\"Bash(x)\", 'Read(y)',]\n\n  reason = \"r\"\n[[rule]]\nid=\"b\"\ndecision\t= 'ask'\nmatch = []\n",
	"[[rule]]\nids = \"a\"\nidx = 1\n[[rule]]\nid = \"a\" x\ndecision = \"deny\"\n",
	"[[rule]]\nid = \"a\"\nid = \"b\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nmodes = [\"plan\"]\nmatches = [\"x\"]\nagents = [\"a\"]\nnote = \"n\"\ncommand = { program = [\"rm\"] }\n",
	"[[rule]]\nmodes = [\"plan\"]\nagents = [\"a\"]\nnote = \"n\"\nid = \"x\"\ndecision = \"ask\"\nmatch = [\"Bash(x)\"]\n",
	"[[rule]]]\nid = \"a\"\n[[rule]] # c\nid = \"b\"\n[[rule]].x\n[[rule]]\nid = \"c\"\nreason = \"a\\\"b\"\ndecision = \"\"\"deny\"\"\"\n",
	"[[rule]]\nid = \"a\"\r\ndecision = \"deny\"\r\nmatch = [\"Bash\"]\r\n[[rule.command]]\nprogram = [\"x\"]\n[[rule]]\nid = \"b\"\nmatch = [\"Bash\"]",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n[[rule]]\nid = \"b\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\r",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\",\n  \"Read\"]\nreason = 'x'\n[[test]]\nname = \"t\"\ntool = \"Bash\"\nexpect = \"deny\"\n",
	"[defaults]\nunmatched = \"ask\"\n[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n[permissions]\ndeny = [\"Read\"]\n[[rule]]\nid = \"b\"\n",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\nid.x = 1\n",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"] [\"x\"]\n",
	// Headers ruleFast opens, and those it leaves to header.
	"[[rule]]\nid = \"a\"\n\n[[rule]]\nid = \"b\"\n[[rule]]\n[[rule]]\nid = \"c\"\n[[rule]] \nid = \"d\"\n[[rule]]\r\nid = \"e\"\n[[rule]]\n",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n[[rule]]\nmodes = [\"plan\"]\nid = \"a\"\n[[rule.command]]\nprogram = [\"x\"]\n[[rule]]\nid = \"c\"\n[rule]\nid = \"d\"\n",
	"[[rule]]\nid = \"a\"\n[[rule]]\nid = \"a\"\ndecision = \"deny\"\n[[rule]]\n\nid = \"b\"\n[[test]]\nname = \"t\"\n[[rule]]\nid = \"c\"\n",
	// From ruleFast to the loop of ruleLines and back to the general path.
	"[[rule]]\nid = \"a\"\nmatch = [\"Bash(x)\", \"Read(y)\", \"Edit(z)\"]\nmodes = [\"plan\"]\ndecision = \"deny\"\nreason = \"r\"\n\n\n[[rule]]\nid = \"b\"\ndecision = \"deny\"\nid = \"c\"\n",
	"[[rule]]\nid = \"a\"\nnote = \"n\"\nnote = \"m\"\n[[rule]]\nid = \"b\"\nmatch = [\"x\"]x\n[[rule]]\nid = \"c\"\nmatch = [\"x\" , \"y\"]\nreason = \"r\" \n  decision = \"ask\"\n",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]",

	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [ \"Bash\" ]\n[[rule]]\nid = \"b\"\ndecision = \"deny\"\nmatch = [\"Bash\",  \"Read\"]\n[[rule]]\nid = \"c\"\nmatch = [\"Bash\" ,\"Read\"]\n",
	"[[rule]]\nid = \"a\"\nmatch = [\"Bash\",]\nmodes = [\"plan\", ]\nagents = []\n[[rule]]\nid = \"b\"\nmatch = [ ]\nmodes = [\"a\",\"b\", \"c\"]\n",
	"[[rule]]\nid = \"a\"\nmatch = [\"Bash\",,]\n[[rule]]\nid = \"b\"\nmatch = [,]\n",
	"[[rule]]\nid = \"a\"\nmatch = [\"Bash\", \"é\"]\nreason = 'x'\n[[rule]]\nid = \"b\"\nmatch = [\"Bash\" # c\n]\n",
	"[[rule]]\nid = \"a\"\nmatch = \"Bash\"\ndecision = [\"deny\"]\n",
	"[[rule]]\nid = ''\ndecision = \"\"\nmatch = ['']\nreason = \"\"\nnote = ''\n",
	// Text the decoder's lexer refuses, in what the fast paths read and
	// around it: they check it themselves (verify).
	"[[rule]]\nid = \"a\x01\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"é\"\ndecision = \"deny\"\nmatch = [\"Bash(ls é)\"]\n",
	"[[rule]]\nid = \"a\xff\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\x7f\"]\n",
	"[[rule]]\nid = \"a\" # \x7f\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"a\" # é\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"a\"\r\r\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n\x00",
	"[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n\r",
	"x = \"\x01\"\n[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"# \x01\n[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[defaults]\nunmatched = \"ask\x7f\"\n[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"a\"\n# \x01\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"\xef\xbb\xbf[[rule]]\nid = \"a\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"\xef\xbb\xbf[[rule]]\nid = \"a\xc3\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n",
	"[[rule]]\nid = \"a\tb\"\ndecision = \"deny\"\nmatch = [\"Bash\"]\n[[rule]]\n\x02id = \"b\"\n",
}

// checkRuleLines holds the fast paths of rule tables to the general path
// on src: the same values, the same positions, the same verdict.
func checkRuleLines(t *testing.T, src string) bool {
	t.Helper()
	doc, x, ok := scan(src, false)
	plainKeys = false
	slowDoc, slowX, slowOK := scan(src, false)
	plainKeys = true
	if ok != slowOK {
		t.Fatalf("decoded %v with the fast paths, %v without:\n%s", ok, slowOK, src)
	}
	opts := []cmp.Option{cmp.AllowUnexported(posIndex{}, keyPos{}, pos{}), cmpopts.IgnoreFields(posIndex{}, "src")}
	if diff := cmp.Diff(slowX, x, opts...); diff != "" {
		t.Fatalf("fast paths' positions differ (-general +fast):\n%s\nsource:\n%s", diff, src)
	}
	if !ok {
		return false
	}
	bom := 0
	switch {
	case strings.HasPrefix(src, "\xef\xbb\xbf"):
		bom = 3
	case strings.HasPrefix(src, "\xff\xfe"), strings.HasPrefix(src, "\xfe\xff"):
		bom = 2
	}
	if !validTextRef(src[bom:]) {
		t.Fatalf("decoded text the decoder's lexer refuses:\n%q", src)
	}
	if diff := cmp.Diff(slowDoc, doc, cmp.AllowUnexported(fileDoc{}, scanRule{}), cmpopts.EquateNaNs()); diff != "" {
		t.Fatalf("fast paths decoded otherwise (-general +fast):\n%s\nsource:\n%s", diff, src)
	}
	return true
}

// TestRuleLines: on the sources above, and on each with every line end
// written as CRLF, the fast paths of rule tables agree with the general
// path and, where they decode, with the TOML decoder (checkFastAgrees).
func TestRuleLines(t *testing.T) {
	decoded := 0
	for _, src := range ruleLinesTOML {
		for _, s := range []string{src, strings.ReplaceAll(src, "\n", "\r\n")} {
			if checkRuleLines(t, s) {
				decoded++
			}
			checkFastAgrees(t, s)
		}
	}
	if decoded < 6 || decoded == 2*len(ruleLinesTOML) {
		t.Fatalf("%d of %d sources decoded: the cases do not reach both paths", decoded, 2*len(ruleLinesTOML))
	}
}

// FuzzRuleLines is TestRuleLines's property on any source.
func FuzzRuleLines(f *testing.F) {
	for _, s := range slices.Concat(ruleLinesTOML, trickyTOML) {
		f.Add(s)
	}
	f.Add(string(largePolicy()[:2000]))
	f.Fuzz(func(t *testing.T, src string) {
		if checkRuleLines(t, src) {
			checkFastAgrees(t, src)
		}
	})
}

// plainRunASCIIRef is plainRunASCII a byte at a time.
func plainRunASCIIRef(src string, i int, q byte) int {
	for i < len(src) {
		if c := src[i]; c == q || c == '\\' || c < 0x20 || c >= 0x7f {
			return i
		}
		i++
	}
	return i
}

// TestPlainRunASCII puts every byte, after every other, at every offset
// of a word.
func TestPlainRunASCII(t *testing.T) {
	for c := range 256 {
		for _, before := range []byte{'a', 0x1f, 0x20, 0x7e, 0x7f, 0x80, 0xff, '"', '\''} {
			for at := 0; at < 17; at++ {
				src := strings.Repeat("x", at) + string([]byte{before, byte(c)}) + strings.Repeat("y", 9)
				for _, from := range []int{0, at, at + 1} {
					for _, q := range []byte{'"', '\''} {
						if got, want := plainRunASCII(src, from, q), plainRunASCIIRef(src, from, q); got != want {
							t.Fatalf("plainRunASCII(%q, %d, %q) = %d, want %d", src, from, q, got, want)
						}
					}
				}
			}
		}
	}
}

func FuzzPlainRunASCII(f *testing.F) {
	f.Add("abc\"d\x7fé", 0)
	f.Fuzz(func(t *testing.T, src string, from int) {
		if from < 0 || from > len(src) {
			return
		}
		for _, q := range []byte{'"', '\''} {
			if got, want := plainRunASCII(src, from, q), plainRunASCIIRef(src, from, q); got != want {
				t.Fatalf("plainRunASCII(%q, %d, %q) = %d, want %d", src, from, q, got, want)
			}
		}
	})
}

// BenchmarkScanLargeGeneral is BenchmarkScanLarge without the fast
// paths of rule tables: the ratio of the two is what they save.
func BenchmarkScanLargeGeneral(b *testing.B) {
	src := string(largePolicy())
	plainKeys = false
	defer func() { plainKeys = true }()
	b.ReportAllocs()
	for b.Loop() {
		if _, _, ok := scan(src, false); !ok {
			b.Fatal("not decoded")
		}
	}
}

// TestASCIIString: asciiString is plainString with ascii set, for every
// byte, after every other, at every offset of a word, both quotes.
func TestASCIIString(t *testing.T) {
	for c := range 256 {
		for _, before := range []byte{'a', 0x1f, 0x20, 0x7e, 0x7f, 0x80, 0xff, '"', '\'', '\\'} {
			for at := 0; at < 17; at++ {
				for _, q := range []string{`"`, "'", `"""`, "'''"} {
					body := strings.Repeat("x", at) + string([]byte{before, byte(c)}) + strings.Repeat("y", at%9)
					for _, src := range []string{q + body + q + "\n", q + body, q + body + q} {
						checkASCIIString(t, src, 0)
						checkASCIIString(t, "k = "+src, 4)
					}
				}
			}
		}
	}
}

func checkASCIIString(t *testing.T, src string, i int) {
	t.Helper()
	got := asciiString(src, i)
	want := -1
	if _, end, ok := plainString(src, i, true); ok {
		want = end
	}
	if got != want {
		t.Fatalf("asciiString(%q, %d) = %d, want %d", src, i, got, want)
	}
}

func FuzzASCIIString(f *testing.F) {
	f.Add("\"abc\"", 0)
	f.Add("x = 'a\x7f'", 4)
	f.Fuzz(func(t *testing.T, src string, i int) {
		if i >= 0 && i <= len(src) {
			checkASCIIString(t, src, i)
		}
	})
}
