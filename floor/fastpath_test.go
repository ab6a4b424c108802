package floor

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// fastTree is newTree with hard links, a symlinked directory on the way
// to the home directory and more links in the middle of paths, for the
// differential tests of the floor's fast paths.
func fastTree(t testing.TB) *tree {
	t.Helper()
	tr := newTree(t)
	// A file of pregate's own outside the protected set, reached through a
	// link too.
	if err := os.MkdirAll(tr.root+"/opt/pregate", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(tr.root+"/opt/pregate/policy.toml", []byte("version = 1"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, l := range []struct{ link, target string }{
		{"home/u/proj/polhard", "opt/pregate/policy.toml"}, // a hard link to pregate's own file
		{"home/u/proj/idhard", "home/u/.ssh/id_rsa"},       // a hard link to a key
		{"home/u/proj/src/cfghard", "home/u/.ssh/config"},  // another, deeper
		{"home/u/proj/notes-hard", "home/u/notes.txt"},     // a hard link to a plain file
		{"tmp/rc-hard", "home/u/.bashrc"},                  // to a write-only file, outside
		{"home/u/proj/src/envhard", "home/u/proj/.env"},    // to a name protected at any depth
		{"srv/tenants/alice/proj/x", "srv/tenants/bob/data/secret.txt"},
	} {
		if err := os.Link(filepath.Join(tr.root, l.target), filepath.Join(tr.root, l.link)); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range []struct{ link, target string }{
		{"homelink", "home"},                       // the home reached through a link
		{"optlink", "opt"},                         // pregate\'s own files through a link
		{"home/u/proj/src/deep", "../sub"},         // a link in the middle of a path
		{"home/u/proj/sub/back", "../../.ssh"},     // and one back to the keys
		{"home/u/proj/abs", "/"},                   // to the root
		{"home/u/proj/proclink", "/proc/self/cwd"}, // to the shell's cwd
		{"home/u/proj/fd", "/dev/fd/3"},            // to a descriptor
	} {
		if err := os.Symlink(l.target, filepath.Join(tr.root, l.link)); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

// genPaths are n paths built from the names of the tree, links, "..",
// ".", empty and missing components, absolute, relative, under ~ and
// $HOME, from a fixed seed.
func genPaths(tr *tree, n int, seed int64) []string {
	rnd := rand.New(rand.NewSource(seed))
	comps := []string{
		"home", "u", "proj", ".ssh", "id_rsa", "config", ".aws", "credentials", "src", "main.go", ".env",
		".env.example", ".claude", "settings.json", "plans", ".git", "hooks", "pre-commit", ".bashrc", ".zshrc",
		"sshdir", "key", "chain1", "loop1", "dangling", "outside", "srclink", "up", "rc", "bob", "sub", "deep",
		"back", "abs", "proclink", "fd", "idhard", "cfghard", "notes-hard", "envhard", "homelink", "tmp",
		"srv", "tenants", "alice", "bob", "data", "secret.txt", "etc", "hosts", "proc", "self", "cwd", "dev",
		"..", "..", ".", "", "missing", "x", "README", ".config", "pregate", "policy.toml", "dotfiles",
		"polhard", "optlink", "opt",
	}
	starts := []string{tr.root, tr.home, tr.proj, tr.tmp, tr.root + "/homelink/u", "~", "$HOME", "${HOME}", "",
		".", "..", "/", "/proc/self", "/dev/fd", "~+", "~-", "~root", "~nosuchuser"}
	out := make([]string, 0, n)
	for len(out) < n {
		var b strings.Builder
		b.WriteString(starts[rnd.Intn(len(starts))])
		for k := rnd.Intn(6); k >= 0; k-- {
			if b.Len() > 0 {
				b.WriteByte('/')
			}
			b.WriteString(comps[rnd.Intn(len(comps))])
		}
		if rnd.Intn(8) == 0 {
			b.WriteByte('/')
		}
		out = append(out, b.String())
	}
	return out
}

// TestResolveFastDifferential: the resolver with its fast paths answers
// every generated path as the reference walk does, component by
// component, field by field, from fresh memos and from memos shared by
// all the paths (as one call shares them).
func TestResolveFastDifferential(t *testing.T) {
	tr := fastTree(t)
	paths := genPaths(tr, 4000, 1)
	var shared, sharedRef resolver
	sharedRef.reference = true
	fast := 0
	for i, p := range paths {
		cwd := []string{tr.proj, tr.home, tr.root + "/homelink/u/proj", tr.proj + "/src/deep", "", "rel"}[i%6]
		home := []string{tr.home, tr.root + "/homelink/u", ""}[i%3]
		var fresh, ref resolver
		ref.reference = true
		want := ref.resolve(p, cwd, home)
		for name, rv := range map[string]*resolver{"fresh": &fresh, "shared": &shared} {
			if got := rv.resolve(p, cwd, home); !reflect.DeepEqual(got, want) {
				t.Errorf("%s resolve(%q, %q, %q) =\n%+v\nthe reference walk gives\n%+v", name, p, cwd, home, got, want)
			}
		}
		if got := sharedRef.resolve(p, cwd, home); !reflect.DeepEqual(got, want) {
			t.Errorf("shared reference resolve(%q, %q, %q) = %+v, want %+v", p, cwd, home, got, want)
		}
		var probe resolver
		if q, _, err := probe.expand(p, cwd, home); err == nil && path0(q, cwd) != "" && plainPath(&probe, path0(q, cwd), isClean(path0(q, cwd))) {
			fast++
		}
	}
	// The generated paths take both ways.
	if fast < len(paths)/10 || fast > len(paths)*9/10 {
		t.Fatalf("%d of %d paths on the fast path", fast, len(paths))
	}
}

// path0 is q made absolute against cwd as resolve does, "" when it cannot.
func path0(q, cwd string) string {
	if strings.HasPrefix(q, "/") {
		return q
	}
	if !strings.HasPrefix(cwd, "/") {
		return ""
	}
	return cwd + "/" + q
}

// TestFloorFastDifferential: a floor with its fast paths and per-call
// caches gives every generated path and segment the verdict the floor
// without them gives, for each access, one call sharing one Config as a
// hook call does.
func TestFloorFastDifferential(t *testing.T) {
	tr := fastTree(t)
	paths := genPaths(tr, 1500, 2)
	// Relative words through each link of the tree, which only the
	// look for existing operands reads as paths.
	var words []string
	for _, l := range []string{"sshdir", "key", "chain1", "loop1", "dangling", "outside", "srclink", "up", "rc", "bob",
		"src/deep/back", "sub/back", "abs", "proclink", "fd", "idhard", "src/cfghard", "src/envhard", "missing", "README",
		"polhard", "../../../optlink/pregate"} {
		for _, rest := range []string{"", "/id_rsa", "/config", "/credentials", "/x", "/proj/.env", "/hosts", "/home/u/.ssh/id_rsa"} {
			words = append(words, l+rest)
		}
	}
	// Words that climb out of the working directory, which reach the
	// project's files from one that is not there.
	for _, w := range []string{"x/../../.env", "x/../../src/../.env", "x/../../sshdir/id_rsa", "x/../../key"} {
		words = append(words, w, w, w, w, w, w)
	}
	accesses := []shell.Access{shell.Read, shell.Write, shell.Read | Tree, shell.Write | Tree}
	verdicts := 0
	for round := 0; round < 3; round++ {
		fast, ref := tr.config(), tr.config()
		ref.reference = true
		for _, c := range []*Config{fast, ref} {
			// pregate's own files: one that exists, one spelled through a
			// link, one under ~, one under /proc, one with a wildcard.
			c.Self = append(c.Self, tr.root+"/opt/pregate/policy.toml", tr.root+"/optlink/pregate/policy.toml",
				"~/.config/pregate/policy.toml", "/proc/self/root"+tr.root+"/opt/pregate/policy.toml", tr.root+"/opt/p[r]egate/x")
		}
		if round == 1 {
			// A policy's own entries, a tenant root and a read scope.
			for _, c := range []*Config{fast, ref} {
				c.Protect = []Entry{{Pattern: "{project}/secret/**"}, {Pattern: "*.pem"}, {Pattern: tr.root + "/etc/hosts"}}
				c.ProtectWrite = []Entry{{Pattern: "~/notes.txt"}}
				c.TenantRoot = tr.tenants + "/*"
				c.ReadScope = []Entry{{Pattern: "{home}/**"}, {Pattern: "{tmp}/**"}}
			}
		}
		if round == 2 {
			// The home reached through a link, and the session elsewhere.
			for _, c := range []*Config{fast, ref} {
				c.Home = tr.root + "/homelink/u"
				c.Cwd = tr.proj + "/src"
			}
		}
		for i, p := range paths {
			cwd := []string{tr.proj, tr.home, "", tr.proj + "/src/deep"}[i%4]
			for _, a := range accesses[i%2 : i%2+3] {
				got, want := fast.CheckPath(p, cwd, a), ref.CheckPath(p, cwd, a)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("round %d CheckPath(%q, %q, %v) = %s; the reference floor gives %s", round, p, cwd, a, show(got), show(want))
				}
				if want != nil {
					verdicts++
				}
			}
			if i%3 == 0 {
				for _, prog := range []string{"cat", "rm -rf", "cp -r", "grep -rn x", "ln -s", "tar czf out.tgz", "git diff", "chmod -R 700", "tee -a"} {
					argv := append(strings.Fields(prog), p)
					if prog == "cp -r" || prog == "ln -s" {
						argv = append(argv, paths[(i+1)%len(paths)])
					}
					s := seg(cwd, argv...)
					got, want := fast.CheckSegment(s), ref.CheckSegment(s)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("round %d CheckSegment(%q in %q) = %s; the reference floor gives %s", round, s.Text, cwd, show(got), show(want))
					}
					if want != nil {
						verdicts++
					}
				}
			}
			g, w := fast.Resolve(p, cwd, tr.home), ref.Resolve(p, cwd, tr.home)
			if !reflect.DeepEqual(g, w) {
				t.Fatalf("round %d Resolve(%q, %q) = %+v; the reference floor gives %+v", round, p, cwd, g, w)
			}
		}
		// The identities of the protected set, which only a bind mount
		// or a walk too large to finish would show apart from the deep
		// walk's.
		if fast.k.ids == nil || ref.k.ids == nil || !reflect.DeepEqual(fast.k.ids.near, ref.k.ids.near) {
			t.Fatalf("round %d: the protected set's identities differ from the reference floor's", round)
		}
		// The relative words, once the memo has seen the links, in the
		// project, in a directory that is not there (after a cd the
		// floor followed), below one, in a file, through a link and
		// spelled through one that is not there.
		for i, p := range words {
			cwd := []string{tr.proj, tr.proj + "/nothere", tr.proj + "/nothere/deeper", tr.proj + "/README", tr.proj + "/srclink",
				tr.proj + "/nothere/../src"}[i%6]
			for _, argv := range [][]string{{"git", "diff", p}, {"wc", "-l", p}, {"sed", "-i", "s/a/b/", p}} {
				s := seg(tr.proj, argv...)
				if i%6 != 0 {
					s2 := seg(cwd, argv...)
					got, want := fast.CheckSegment(s2), ref.CheckSegment(s2)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("round %d CheckSegment(%q in %s) = %s; the reference floor gives %s", round, s2.Text, cwd, show(got), show(want))
					}
				}
				got, want := fast.CheckSegment(s), ref.CheckSegment(s)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("round %d CheckSegment(%q) = %s; the reference floor gives %s", round, s.Text, show(got), show(want))
				}
				if want != nil {
					verdicts++
				}
			}
		}
	}
	if verdicts < 1000 {
		t.Fatalf("only %d verdicts: the generated paths do not reach the floor", verdicts)
	}
}

func show(v *Verdict) string {
	if v == nil {
		return "nil"
	}
	return fmt.Sprintf("class %d %s", v.Class, v.Operator)
}

// TestCheckOnceKeepsIdentity: the working directory of a segment is
// judged by name only, and that judgement is not taken for a later check
// of the same path that compares identities: a hard link to a key is
// still the key when a glob from a dynamic base reaches it.
func TestCheckOnceKeepsIdentity(t *testing.T) {
	tr := fastTree(t)
	c := tr.config()
	if v := c.CheckSegment(seg(tr.proj+"/idhard", "true")); v != nil {
		t.Fatalf("a segment run from the hard link: %s", show(v))
	}
	v := c.CheckSegment(seg(tr.proj, "cat", "$X/idhar[d]"))
	if v == nil || v.Class != Deny || !strings.Contains(v.Operator, "same file") {
		t.Fatalf("cat $X/idhar[d] after a segment run from it = %s, want the deny of the key's hard link", show(v))
	}
}

// TestLiteralRuleAsCompiled: the rule of a literal pattern, or of one
// and /**, built without expandPattern and newGlob, is the rule
// compiling the pattern gives, and every other pattern is compiled.
func TestLiteralRuleAsCompiled(t *testing.T) {
	tr := newTree(t)
	fast, ref := tr.config().compiled(), (&Config{Home: tr.home, Project: tr.proj, Tmp: tr.tmp, reference: true}).compiled()
	literal := 0
	for _, p := range []string{"/", "/a", "/a/b.toml", "/a/b/", "/a//b", "/a/./b", "/a/../b", " /a", "/a ", "/a b", "/a\tb",
		"/a*", "/a?", "/a[b]", "/a{b,c}", `/a\b`, "a/b", "~/x", "$HOME/x", "{home}/x", "{project}/x", "**/x", "x",
		"/é/x", "/a/**", "/.ssh", "/a/.b/c.d", tr.home + "/.config/pregate/policy.toml", tr.root + "/usr/local/bin/pregate",
		"/**", "//**", "/a/b/**", "/a//**", "/a/./**", "/a/../**", "/a b/**", "/a/***", "/a/**/**", "/a/*/**", "/a/**x", "/a/**/",
		"a/**", "~/a/**", "{home}/a/**", "/a{b}/**", "/a/**/b", tr.root + "/etc-pregate/policy.d/**"} {
		for _, scope := range []bool{false, true} {
			e := Entry{Pattern: p, ID: "pregate-self", Source: "builtin", Write: true}
			got, want := fast.rule(&e, scope), ref.rule(&e, scope)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("rule(%q, %t) = %+v, compiling gives %+v", p, scope, got, want)
			}
		}
		if dir, ok := strings.CutSuffix(p, "/**"); plainLiteral(p) || ok && plainLiteral(dir) {
			literal++
		}
	}
	if literal != 9 {
		t.Errorf("%d of the patterns taken as plain literals or trees, want 9", literal)
	}
}

// TestLiteralBytes: plainLiteral takes exactly the printable ASCII bytes
// but for the space and the characters the glob engine reads.
func TestLiteralBytes(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := c > ' ' && c < 0x7f && !strings.ContainsRune(`*?[]{}\`, rune(c))
		if got := plainLiteral("/a" + string([]byte{byte(c)}) + "b"); got != want {
			t.Errorf("plainLiteral with byte %#x = %t, want %t", c, got, want)
		}
	}
}
