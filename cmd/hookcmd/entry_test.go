package hookcmd

import (
	"reflect"
	"strings"
	"testing"
)

// parseRef is Parse by Flags' FlagSet, as Parse was before it read the
// command line by hand: the reference TestParseSameAsFlagSet and
// FuzzParseSameAsFlagSet hold it to.
func parseRef(args []string) (p Params, ok bool) {
	fs := Flags(&p)
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "--") || a == "--" || strings.HasPrefix(a, "---") {
			return p, false
		}
		name, _, hasValue := strings.Cut(a[2:], "=")
		f := fs.Lookup(name)
		if f == nil {
			return p, false
		}
		if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); !isBool && !hasValue {
			i++
		}
	}
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return Params{}, false
	}
	return p, true
}

// parseWords are the words the command lines of the tests are made of:
// the flags in every spelling, values that look like flags, bools in
// every spelling strconv.ParseBool takes and some it does not.
var parseWords = []string{
	"--policy", "--policy=a.toml", "--policy=", "--policy=--read-only", "--policy=x=y", "a.toml", "-x",
	"--read-only", "--read-only=true", "--read-only=false", "--read-only=1", "--read-only=0", "--read-only=t",
	"--read-only=F", "--read-only=TRUE", "--read-only=False", "--read-only=maybe", "--read-only=", "--read-only=yes",
	"--client", "--client=codex", "--client=", "codex", "gemini", "--", "---policy", "-policy", "-h", "--help",
	"--=x", "--no-such", "help", "", "-", "--Policy", "--read-only=true=1",
}

func sameParse(t *testing.T, args []string) {
	t.Helper()
	p, ok := Parse(args)
	q, qok := parseRef(args)
	if ok != qok || !reflect.DeepEqual(p, q) {
		t.Fatalf("Parse(%q) = %+v, %v; the FlagSet gives %+v, %v", args, p, ok, q, qok)
	}
}

// TestParseSameAsFlagSet: every command line of up to three of
// parseWords, Parse gives what the FlagSet gives.
func TestParseSameAsFlagSet(t *testing.T) {
	sameParse(t, nil)
	n, oks := 0, 0
	for _, a := range parseWords {
		sameParse(t, []string{a})
		for _, b := range parseWords {
			sameParse(t, []string{a, b})
			for _, c := range parseWords {
				args := []string{a, b, c}
				sameParse(t, args)
				if _, ok := Parse(args); ok {
					oks++
				}
				n++
			}
		}
	}
	if oks == 0 || oks == n {
		t.Fatalf("%d of %d command lines taken: the words exercise nothing", oks, n)
	}
}

// FuzzParseSameAsFlagSet: command lines of any words, split on NUL.
func FuzzParseSameAsFlagSet(f *testing.F) {
	f.Add("--policy\x00a.toml\x00--read-only=0")
	f.Add("--client\x00--policy\x00--read-only")
	f.Add("--policy=a\x00--client=x\x00--client")
	f.Fuzz(func(t *testing.T, s string) {
		var args []string
		if s != "" {
			args = strings.Split(s, "\x00")
		}
		sameParse(t, args)
	})
}

// BenchmarkParse reads the command line of a hook call with a policy
// file, by hand and by the FlagSet.
func BenchmarkParse(b *testing.B) {
	args := []string{"--policy", "/etc/pregate/cli.toml", "--read-only=false"}
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Parse(args)
		}
	})
	b.Run("flagset", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			parseRef(args)
		}
	})
}
