package lint

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/parse"
)

// TestCodes: CodeOf searches Codes by binary search, and every code the
// loader can give must be described (SARIF lists them as rules).
func TestCodes(t *testing.T) {
	if !slices.IsSortedFunc(Codes, func(a, b Code) int { return strings.Compare(a.ID, b.ID) }) {
		t.Fatal("Codes is not sorted by ID")
	}
	src, err := os.ReadFile("../parse/load.go")
	if err != nil {
		t.Fatal(err)
	}
	used := regexp.MustCompile(`(?:p\.fail|p\.warn)\("([a-z-]+)"|Code: "([a-z-]+)"`).FindAllStringSubmatch(string(src), -1)
	if len(used) < 10 {
		t.Fatalf("found only %d codes in load.go", len(used))
	}
	for _, m := range used {
		id := m[1] + m[2]
		if _, ok := slices.BinarySearchFunc(Codes, id, func(c Code, id string) int { return strings.Compare(c.ID, id) }); !ok {
			t.Errorf("load.go gives code %q, which Codes does not describe", id)
		}
	}
}

const seedPolicy = `version = 1
[defaults]
unmatched = "nope"
[permissions]
deny  = ["Bash(git push *)", "Read(~/.aws/**)"]
allow = ["Reed(./src/**)", "Bash(git push origin x)", "Read(./src/[a)", "Write(./x)", "*"]
[[rule]]
id = "r"
decision = "alow"
match = ["Bash(make *)"]
modes = ["plna"]
[floor]
protect = ["~/.kube/[x"]
[builtin]
disable = ["git.push-forc"]
[[test]]
name = "t"
tool = "Bash"
input = { command = "ls" }
expect = "allow"
`

// FuzzCheck: whatever the bytes, lint parses and checks them without a
// panic or a hang, every finding has a code it describes, and every
// format prints it; the JSON one parses back.
func FuzzCheck(f *testing.F) {
	f.Add([]byte(seedPolicy))
	f.Add([]byte("version = 1\n[permissions\nallow = [\"bash(ls)\"]\n"))
	f.Add([]byte("[[rule]\n[[rule]]\nid = \"\"\n"))
	f.Add([]byte("a = \"\nb = '''\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s := parse.LintParse("p.toml", src, act.Project, "/p")
		fs := Check([]*parse.LintSource{s}, Options{Cwd: "/p", Home: "/h", Project: "/p"})
		for _, fd := range fs {
			if fd.Code == "" || fd.Severity != Error && fd.Severity != Warning || fd.File != "p.toml" {
				t.Fatalf("bad finding %+v", fd)
			}
		}
		for _, format := range Formats {
			var b bytes.Buffer
			if err := Write(&b, format, fs, "dev"); err != nil {
				t.Fatal(err)
			}
			if format == "json" {
				var v struct{ Findings []Finding }
				if err := json.Unmarshal(b.Bytes(), &v); err != nil || len(v.Findings) != len(fs) {
					t.Fatalf("json output does not parse back: %v", err)
				}
			}
		}
	})
}

func BenchmarkCheck(b *testing.B) {
	for b.Loop() {
		s := parse.LintParse("p.toml", []byte(seedPolicy), act.Project, "/p")
		Check([]*parse.LintSource{s}, Options{Cwd: "/p", Home: "/h", Project: "/p"})
	}
}
