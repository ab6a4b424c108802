package floor

import (
	"os"
	"os/user"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestResolve(t *testing.T) {
	tr := newTree(t)
	tests := []struct {
		name     string
		given    string
		cwd      string
		lexical  string
		resolved string // "" = same as lexical
		chain    []string
		err      error
	}{
		{name: "relative plain", given: "src/main.go", cwd: "{proj}", lexical: "{proj}/src/main.go"},
		{name: "duplicate slashes and dots", given: ".//src/./main.go", cwd: "{proj}", lexical: "{proj}/src/main.go"},
		{name: "absolute ignores cwd", given: "{home}/notes.txt", cwd: "/nowhere", lexical: "{home}/notes.txt"},
		{name: "tilde", given: "~/.ssh/id_rsa", cwd: "/", lexical: "{home}/.ssh/id_rsa"},
		{name: "bare tilde", given: "~", cwd: "/", lexical: "{home}"},
		{name: "dollar HOME", given: "$HOME/.aws/credentials", cwd: "/", lexical: "{home}/.aws/credentials"},
		{name: "braced HOME", given: "${HOME}//.aws", cwd: "/", lexical: "{home}/.aws"},
		{name: "HOMEx is not HOME", given: "$HOMEx/a", cwd: "{proj}", lexical: "{proj}/$HOMEx/a"},
		{name: "tilde plus is cwd", given: "~+/src", cwd: "{proj}", lexical: "{proj}/src"},
		{
			name: "unknown user kept as written", given: "~no-such-user-pregate/.ssh", cwd: "{proj}",
			lexical: "{proj}/~no-such-user-pregate/.ssh", err: ErrUnknownUser,
		},
		{name: "unknown cwd", given: "a/b", cwd: "", lexical: "/a/b", err: ErrUnknownCwd},
		{name: "relative cwd is unknown", given: "a", cwd: "rel", lexical: "/a", err: ErrUnknownCwd},
		{name: "no home", given: "~/x", cwd: "/", lexical: "/~/x", err: ErrNoHome},
		{name: "dotdot above root", given: "/../../etc", cwd: "/", lexical: "/etc"},
		{
			name: "relative link to protected dir", given: "sshdir/id_rsa", cwd: "{proj}",
			lexical: "{proj}/sshdir/id_rsa", resolved: "{home}/.ssh/id_rsa",
			chain: []string{"{proj}/sshdir -> ../.ssh"},
		},
		{
			// The kernel walks link/.. from the link's target: the parent
			// of .ssh is home, not the project.
			name: "link dotdot is the target's parent", given: "sshdir/../.aws/credentials", cwd: "{proj}",
			lexical: "{proj}/.aws/credentials", resolved: "{home}/.aws/credentials",
			chain: []string{"{proj}/sshdir -> ../.ssh"},
		},
		{
			name: "absolute link to file", given: "key", cwd: "{proj}",
			lexical: "{proj}/key", resolved: "{home}/.ssh/id_rsa",
			chain: []string{"{proj}/key -> {home}/.ssh/id_rsa"},
		},
		{
			name: "chain of three", given: "chain1", cwd: "{proj}",
			lexical: "{proj}/chain1", resolved: "{home}/.aws/credentials",
			chain: []string{"{proj}/chain1 -> chain2", "{proj}/chain2 -> sub/../chain3", "{proj}/chain3 -> {home}/.aws/credentials"},
		},
		{
			name: "dangling link resolves to its target", given: "dangling", cwd: "{proj}",
			lexical: "{proj}/dangling", resolved: "{home}/.ssh/authorized_k2",
			chain: []string{"{proj}/dangling -> {home}/.ssh/authorized_k2"},
		},
		{
			name: "missing tail kept as written", given: "srclink/new/../x.go", cwd: "{proj}",
			lexical: "{proj}/srclink/x.go", resolved: "{proj}/src/x.go",
			chain: []string{"{proj}/srclink -> src"},
		},
		{
			// A directory the same command may create first must not
			// hide a link behind it.
			name: "dotdot out of a missing dir looks again", given: "newdir/../key", cwd: "{proj}",
			lexical: "{proj}/key", resolved: "{home}/.ssh/id_rsa",
			chain: []string{"{proj}/key -> {home}/.ssh/id_rsa"},
		},
		{name: "file as directory", given: "README/../src", cwd: "{proj}", lexical: "{proj}/src"},
		{
			name: "link to parent", given: "up/proj/up/notes.txt", cwd: "{proj}",
			lexical: "{proj}/up/proj/up/notes.txt", resolved: "{home}/notes.txt",
			chain: []string{"{proj}/up -> ..", "{proj}/up -> .."},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			given := tr.x(tc.given)
			got := Resolve(given, tr.x(tc.cwd), tr.home)
			want := Resolution{Given: given, Lexical: tr.x(tc.lexical), Resolved: tr.x(tc.resolved), Err: tc.err}
			if tc.resolved == "" {
				want.Resolved = want.Lexical
			}
			for _, c := range tc.chain {
				want.Chain = append(want.Chain, tr.x(c))
			}
			if tc.given == "~/x" && tc.err == ErrNoHome {
				got = Resolve(given, tr.x(tc.cwd), "")
			}
			if diff := cmp.Diff(want, got, cmpopts.IgnoreUnexported(Resolution{}), cmpopts.EquateErrors()); diff != "" {
				t.Errorf("Resolve(%q) mismatch (-want +got):\n%s", given, diff)
			}
		})
	}
}

// TestConfigResolveSharesMemo resolves the same paths through one
// Config, twice, so that later look-ups come from the memo its compile
// and earlier resolutions filled: every answer must be the fresh one.
func TestConfigResolveSharesMemo(t *testing.T) {
	tr := newTree(t)
	c := tr.config()
	givens := []string{"src/main.go", "~/.ssh/id_rsa", "$HOME/.aws/credentials", "loop1/x", "a/b",
		"~no-such-user-pregate/.ssh", "{home}/.zshrc", "dotfiles/zshrc", "/../../etc", "~+/src", ".."}
	cwds := []string{"{proj}", "/", "", "{proj}/src"}
	for range 2 {
		for _, g := range givens {
			for _, cwd := range cwds {
				given, cwd := tr.x(g), tr.x(cwd)
				want := Resolve(given, cwd, tr.home)
				got := c.Resolve(given, cwd, tr.home)
				if diff := cmp.Diff(want, got, cmp.AllowUnexported(Resolution{}, hop{}), cmpopts.EquateErrors()); diff != "" {
					t.Errorf("Config.Resolve(%q, %q) mismatch (-want +got):\n%s", given, cwd, diff)
				}
			}
		}
	}
}

func TestResolveLoop(t *testing.T) {
	tr := newTree(t)
	got := Resolve("loop1/x", tr.proj, tr.home)
	if got.Err != ErrTooManyLinks {
		t.Fatalf("Resolve(loop1/x).Err = %v, want %v", got.Err, ErrTooManyLinks)
	}
	if len(got.Chain) != maxLinks {
		t.Errorf("Resolve(loop1/x) followed %d links, want %d", len(got.Chain), maxLinks)
	}
	if want := tr.proj + "/loop1/x"; got.Lexical != want {
		t.Errorf("Resolve(loop1/x).Lexical = %q, want %q", got.Lexical, want)
	}
	if !path.IsAbs(got.Resolved) || strings.Contains(got.Resolved, "..") {
		t.Errorf("Resolve(loop1/x).Resolved = %q, want an absolute clean path", got.Resolved)
	}
}

func TestResolveKnownUser(t *testing.T) {
	u, err := user.Current()
	if err != nil || u.Username == "" || !path.IsAbs(u.HomeDir) {
		t.Skip("no current user with a home directory")
	}
	got := Resolve("~"+u.Username+"/x", "/", "/elsewhere")
	if want := path.Join(u.HomeDir, "x"); got.Lexical != want || got.Err != nil {
		t.Errorf("Resolve(~%s/x) = %q, %v; want %q, nil", u.Username, got.Lexical, got.Err, want)
	}
}

// realPath, which starts the walk at a real home or project directory,
// resolves every path as resolve does from the root: through links below
// the anchor, to missing files, back out with "..", and when the home
// itself is reached through a link (then it is no starting point).
func TestRealPathMatchesResolve(t *testing.T) {
	tr := newTree(t)
	if err := os.Symlink(tr.home, tr.root+"/homelink"); err != nil {
		t.Fatal(err)
	}
	paths := []string{
		"{home}/.ssh", "{home}/.ssh/id_rsa", "{home}/.zshrc", "{home}/.nosuch/x", "{proj}/sshdir",
		"{proj}/sshdir/id_rsa", "{proj}/up/.aws", "{proj}/loop1", "{proj}/chain1", "{proj}/dangling",
		"{proj}/key/x", "{proj}/outside/hosts", "{home}/notes.txt/x", "{home}", "{root}/homelink/.ssh",
		"{root}/etc/hosts", "{home}/./.ssh", "{home}/../u/.ssh",
	}
	for _, home := range []string{tr.home, tr.root + "/homelink"} {
		k := (&Config{Home: home, Project: tr.proj, Cwd: tr.proj}).compiled()
		for _, p := range paths {
			p = tr.x(p)
			lexical, resolved, err := k.realPath(p, isClean(p))
			var rv resolver
			r := rv.resolve(p, "/", "")
			if lexical != r.Lexical || resolved != r.Resolved || err != r.Err {
				t.Errorf("home %s: realPath(%q) = %q, %q, %v; resolve gives %q, %q, %v", home, p, lexical, resolved, err, r.Lexical, r.Resolved, r.Err)
			}
		}
		if home == tr.home && !slices.Contains(k.real, tr.home) {
			t.Errorf("real = %q, want the home %s among them", k.real, tr.home)
		}
		if home != tr.home && slices.Contains(k.real, home) {
			t.Errorf("real = %q holds %s, which is a link", k.real, home)
		}
	}
}

func TestIsClean(t *testing.T) {
	for _, p := range []string{"/", "/a", "/a/b", "/a/.b", "/a/..b", "/a/b.", "/.x/y", "//", "/a/", "/a//b", "/./a",
		"/a/.", "/a/..", "/../a", "/a/./b", "/a/../b", "a", "", "/...", "/a/.../b", "/a b/c"} {
		if got, want := isClean(p), path.IsAbs(p) && path.Clean(p) == p; got != want {
			t.Errorf("isClean(%q) = %t, want %t", p, got, want)
		}
	}
}

// TestUpFrom: a walk up with upFrom, which looks for the last slash of
// each path once the first step has cleaned the spelling, meets the
// paths a walk with parent meets, from clean, unclean and relative
// starts.
func TestUpFrom(t *testing.T) {
	tr := fastTree(t)
	starts := []string{"/", "/a", "/a/b/c", "/a/b/", "/a//b/c", "/a/./b/c", "/a/b/..", "/a/b/../c/.", "/../a/b", "//a/b",
		"/a/b/c//", "/a/.../b", "a/b/c", "a", "", ".", "../a/b", "./a/./b"}
	for _, g := range genPaths(tr, 300, 11) {
		r := Resolve(g, tr.proj, tr.home)
		starts = append(starts, r.Lexical, r.Resolved, g)
	}
	for _, p := range starts {
		want, got, clean := p, p, false
		for i := 0; i < 64 && want != "/" && want != "." && want != ""; i++ {
			want = parent(want)
			got, clean = upFrom(got, clean)
			if got != want {
				t.Fatalf("from %q, step %d: upFrom gives %q, parent %q", p, i+1, got, want)
			}
		}
	}
}

// TestChildKnown: what the memo tells of a directory's entry without the
// path built is what node gives, for directories looked at or not, that
// exist, are missing, are files or links, and entries that exist or not,
// and what Lstat finds there; and it tells every entry of a clean
// directory found missing or a file.
func TestChildKnown(t *testing.T) {
	tr := fastTree(t)
	dirs := []string{tr.proj, tr.proj + "/src", tr.proj + "/nothere", tr.proj + "/nothere/deeper", tr.proj + "/README",
		tr.home + "/.ssh", tr.proj + "/sshdir", tr.proj + "/srclink", tr.root, "/", tr.proj + "/", tr.proj + "/./src", tr.proj + "/nothere/.", tr.proj + "/README/..", "/proc/self"}
	names := []string{"main.go", "x", "README", "id_rsa", "src", "deep", "config", ".env"}
	told := 0
	for _, looked := range []bool{false, true} {
		rv := resolver{}
		if looked {
			for _, d := range dirs {
				rv.node(d)
			}
		}
		for _, d := range dirs {
			for _, name := range names {
				got, ok := rv.childKnown(d, name)
				want := rv.node(join(d, name))
				if ok && got != want {
					t.Fatalf("looked %t: childKnown(%q, %q) = %+v; node gives %+v", looked, d, name, got, want)
				}
				// node answers from the same memo: the file system is the
				// ground truth that both are held to.
				if _, err := os.Lstat(path.Join(d, name)); ok && (err == nil) != (got.kind != missing) {
					t.Fatalf("looked %t: childKnown(%q, %q) = %+v; Lstat gives %v", looked, d, name, got, err)
				}
				if ok && (d == "/" || !isClean(d)) {
					// The caller's path is path.Join's then, not join's.
					t.Fatalf("childKnown(%q, %q) tells an entry of a directory that is / or not clean", d, name)
				}
				if !ok && looked && (rv.node(d).kind == missing || rv.node(d).kind == file) && isClean(d) && d != "/" {
					t.Fatalf("childKnown(%q, %q): the memo has the directory as %d but does not tell", d, name, rv.node(d).kind)
				}
				if ok {
					told++
				}
			}
		}
		if ref := (resolver{reference: true}); looked {
			ref.node(tr.proj + "/nothere")
			if _, ok := ref.childKnown(tr.proj+"/nothere", "x"); ok {
				t.Fatal("the reference resolver's memo tells an entry without a look")
			}
		}
	}
	if told == 0 {
		t.Fatal("the memo told nothing: the test does not reach childKnown's answers")
	}
}

// TestCutVar holds cutVar, which tells a word that does not start with
// a dollar sign without building the prefixes it looks for, to what it
// stands for, spelled as a regular expression: $NAME or ${NAME}, then
// the end or a slash and the rest.
func TestCutVar(t *testing.T) {
	want := func(p, name string) (string, bool) {
		q := regexp.QuoteMeta(name)
		m := regexp.MustCompile(`(?s)^(?:\$\{` + q + `\}|\$` + q + `)(/.*)?$`).FindStringSubmatch(p)
		if m == nil {
			return "", false
		}
		return m[1], true
	}
	for _, p := range []string{"", "$", "$H", "$HOME", "$HOME/", "$HOME/x", "$HOMEx", "${HOME}", "${HOME}/x", "${HOME", "${HOMEx}",
		"$${HOME}", "x$HOME", "HOME", "{HOME}", "$home", "${}", "$/x", " $HOME", "$HOME$HOME", "${HOME}x"} {
		for _, name := range []string{"HOME", "", "H", "OLDPWD"} {
			gr, gok := cutVar(p, name)
			wr, wok := want(p, name)
			if gr != wr || gok != wok {
				t.Errorf("cutVar(%q, %q) = %q, %t; want %q, %t", p, name, gr, gok, wr, wok)
			}
		}
	}
}

// TestSpellings: the spellings of an anchor directory are the path
// cleaned (cleanAbs, which leaves a clean path as it is) and, when it
// differs, resolved: what path.Clean and a resolution of it give.
func TestSpellings(t *testing.T) {
	tr := fastTree(t)
	for _, p := range []string{tr.home, tr.home + "/", tr.home + "/.", tr.proj + "/../proj", tr.root + "/homelink/u", tr.root + "//homelink/u/",
		tr.proj + "/sshdir", tr.proj + "/missing/..", "/", "//", "/tmp", "relative", "", tr.proj + "/loop1"} {
		var rv resolver
		got := rv.spellings(p)
		var want []string
		if path.IsAbs(p) {
			c := path.Clean(p)
			want = []string{c}
			if r := Resolve(c, "/", ""); r.Resolved != c {
				want = append(want, r.Resolved)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("spellings(%q) = %q, want %q", p, got, want)
		}
	}
}

// TestRealDirsKnown: the real directories compile finds with the
// resolutions its spellings made are those found by resolving every
// spelling again: for home and project directories that are real,
// reached through a link, spelled unclean, missing, a file, under /proc
// or the root.
func TestRealDirsKnown(t *testing.T) {
	tr := fastTree(t)
	link := tr.root + "/homelink/u"
	anchors := [][2]string{{tr.home, tr.proj}, {link, tr.proj}, {tr.home, link + "/proj"}, {link, link + "/proj"},
		{tr.home + "/./", tr.proj + "/../proj"}, {tr.root + "/nothere", tr.proj}, {tr.proj + "/README", tr.home},
		{"/proc/self/cwd", tr.proj}, {"/", tr.proj}, {"", tr.proj}, {tr.home, ""}, {tr.proj + "/sshdir", tr.proj + "/srclink"}}
	n := 0
	for _, a := range anchors {
		k := (&Config{Home: a[0], Project: a[1], Tmp: tr.tmp}).compiled()
		got := k.real
		k.real, k.rv.real = nil, nil
		k.realDirs()
		if !slices.Equal(got, k.real) {
			t.Errorf("home %q, project %q: real %q, resolving every spelling %q", a[0], a[1], got, k.real)
		}
		n += len(got)
	}
	if n == 0 {
		t.Fatal("no real directory: the test does not reach realDirs")
	}
}
