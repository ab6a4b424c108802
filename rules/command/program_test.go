package command

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// programAtoms are the pieces generated program names and patterns are
// made of: ASCII in both cases, glob characters, and runes whose
// lower-casing is not ASCII's (the Kelvin sign lowers to k, İ to two
// bytes' worth of i̇, ſ stays itself but folds to s).
var programAtoms = []string{
	"g", "G", "i", "I", "t", "T", "k", "K", "s", "S", "3", ".", "-", "_",
	"*", "?", `\`, `\*`, "K", "İ", "ſ", "é", "É", "ß", "py", "PY", "thon",
}

func genProgram(r *rand.Rand, n int) string {
	var b strings.Builder
	for range r.IntN(n + 1) {
		b.WriteString(programAtoms[r.IntN(len(programAtoms))])
	}
	return b.String()
}

// TestMatchProgramDifferential compares matchProgram's fast path with the
// reference (lower-case both, then glob) on generated programs and
// patterns, on the patterns of the fixtures below, and on case variants
// of each other, so a fast path that decides differently fails.
func TestMatchProgramDifferential(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 1))
	fixed := []string{"git", "GIT", "Git", "python*", "python3.12", "PYTHON3", "kubectl", "KUBECTL",
		"k", "K", "K", "sed", "ſed", "SED", "", "*", "?", `\*`, "git\\", "İ", "i̇", "curl", "wget"}
	check := func(progs []string, prog string) {
		t.Helper()
		c := Command{Program: progs}
		if got, want := c.matchProgram(prog, nil), c.matchProgramRef(prog); got != want {
			t.Fatalf("matchProgram(%q) with %q = %v, reference %v", prog, progs, got, want)
		}
	}
	for _, p := range fixed {
		for _, q := range fixed {
			check([]string{p}, q)
			check([]string{q, p}, p)
		}
	}
	matched := 0
	for range 200000 {
		progs := make([]string, 1+r.IntN(3))
		for i := range progs {
			progs[i] = genProgram(r, 4)
		}
		var prog string
		switch r.IntN(3) {
		case 0:
			prog = genProgram(r, 4)
		case 1: // a case variant of one of the patterns
			prog = strings.ToUpper(progs[r.IntN(len(progs))])
		default:
			prog = progs[r.IntN(len(progs))]
		}
		c := Command{Program: progs}
		got, want := c.matchProgram(prog, &Scratch{}), c.matchProgramRef(prog)
		if got != want {
			t.Fatalf("matchProgram(%q) with %q = %v, reference %v", prog, progs, got, want)
		}
		if got {
			matched++
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d generated cases matched: the generator does not exercise matches", matched)
	}
}

// BenchmarkMatchProgram is the first test of every structured rule the
// index lists for a segment: a rule naming several programs against one
// it does not name, and one it does.
func BenchmarkMatchProgram(b *testing.B) {
	c := Command{Program: []string{"curl", "wget", "http", "httpie", "xh", "aria2c"}}
	for _, prog := range []string{"git", "aria2c"} {
		b.Run(prog, func(b *testing.B) {
			for b.Loop() {
				c.matchProgram(prog, nil)
			}
		})
		b.Run(prog+" reference", func(b *testing.B) {
			for b.Loop() {
				c.matchProgramRef(prog)
			}
		})
	}
}

// TestPrefixKeys: a structured command whose program is a glob of
// globKeys, in any case, is keyed by the glob lower-cased, and
// AppendPrefixKeys gives that glob for a program exactly when the glob
// matches it (matchProgramRef): the index never passes over a command
// that matches, and looks a segment up by no glob that cannot. Any
// other glob leaves the command keyed by nothing.
func TestPrefixKeys(t *testing.T) {
	var progs []string
	for _, k := range globKeys {
		p := k[:len(k)-1]
		progs = append(progs, p, strings.ToUpper(p), p[:len(p)-1], "x"+p, p+"3", p+"3.12", strings.ToUpper(p[:1])+p[1:]+"-x", p+"*")
	}
	progs = append(progs, "\u212aafka-topics", "\u212aafka-topics.sh", "PYTHON3", "Python", "pytho", "mkfs", "mkfs.ext4", "MKFS.EXT4",
		"newfs", "newfs_msdos", "kafka-topics.sh", "kafka-consumer-groups.sh", "pypy3", "ls", "", "p", "İpython", "pythonİ",
		"\x00python", "Ppython", "`python", "+python", "{python", "Python3", "Mkfs.vfat", "Newfs_x", "Kafka-acls")
	for _, k := range globKeys {
		for _, g := range []string{k, strings.ToUpper(k), strings.ToUpper(k[:1]) + k[1:]} {
			c := Command{Program: []string{"ls", g}}
			keys, ok := c.AppendProgramKeys(nil)
			if !ok || len(keys) != 2 || keys[0] != "ls" || keys[1] != k {
				t.Fatalf("%q: keys %q, %v; want [ls %s]", g, keys, ok, k)
			}
			for _, prog := range progs {
				matched := (&Command{Program: []string{g}}).matchProgramRef(prog)
				if listed := slices.Contains(AppendPrefixKeys(nil, prog), k); listed != matched {
					t.Errorf("glob %q, program %q: matches %v, looked up by the glob %v", g, prog, matched, listed)
				}
			}
		}
	}
	for _, g := range []string{"py*", "python?", "python\\*", "*python", "kafka-*", "python**"} {
		if keys, ok := (&Command{Program: []string{g}}).AppendProgramKeys(nil); ok {
			t.Errorf("%q keyed by %q: it may match programs no lookup gives it", g, keys)
		}
	}
}

// isGlob reports whether p holds * ? or \: the tests' reference for
// what nameKind and plainLowerEqual take as a glob.
func isGlob(p string) bool {
	for i := 0; i < len(p); i++ {
		if c := p[i]; c == '*' || c == '?' || c == '\\' {
			return true
		}
	}
	return false
}

// TestPlainLowerEqual: for a plain name, plainLowerEqual decides as the
// glob of the name lower-cased, against generated words lower-cased; it
// calls no other name plain.
func TestPlainLowerEqual(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 7))
	plain := 0
	for range 100000 {
		p := genProgram(r, 4)
		low := strings.ToLower(genProgram(r, 4))
		if r.IntN(2) == 0 {
			low = strings.ToLower(p)
		}
		eq, ok := plainLowerEqual(p, low)
		isPlain := !isGlob(p) && isASCII(p)
		if ok != isPlain {
			t.Fatalf("plainLowerEqual(%q): plain %v, want %v", p, ok, isPlain)
		}
		if ok {
			plain++
			if want := cmdGlob(strings.ToLower(p), low); eq != want {
				t.Fatalf("plainLowerEqual(%q, %q) = %v, glob %v", p, low, eq, want)
			}
		}
	}
	if plain < 10000 {
		t.Fatalf("only %d plain names generated", plain)
	}
}

// TestAppendProgramKeysRef: AppendProgramKeys gives the keys the
// reference gives (each program lower-cased, a glob its prefix key or
// none), on generated programs.
func TestAppendProgramKeysRef(t *testing.T) {
	ref := func(c *Command) ([]string, bool) {
		var dst []string
		for _, p := range c.Program {
			if isGlob(p) {
				k := prefixKey(p)
				if k == "" {
					return dst, false
				}
				dst = append(dst, k)
				continue
			}
			dst = append(dst, strings.ToLower(p))
		}
		return dst, true
	}
	r := rand.New(rand.NewPCG(14, 8))
	for range 50000 {
		c := &Command{Program: make([]string, 1+r.IntN(3))}
		for i := range c.Program {
			c.Program[i] = genProgram(r, 4)
			if r.IntN(8) == 0 {
				c.Program[i] = globKeys[r.IntN(len(globKeys))]
			}
		}
		got, gotOK := c.AppendProgramKeys(nil)
		want, wantOK := ref(c)
		if gotOK != wantOK || !slices.Equal(got, want) {
			t.Fatalf("AppendProgramKeys(%q) = %q, %v; reference %q, %v", c.Program, got, gotOK, want, wantOK)
		}
	}
}
