package floor

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// globTree is a tree of ordinary, dot and protected files for comparing
// the floor's pathname expansion with bash's.
func globTree(t *testing.T) string {
	t.Helper()
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{
		".env", ".env.local", ".envrc", "env", ".ssh/id_rsa", ".ssh/id_rsa.pub", ".ssh/config",
		"src/a.go", "src/b.go", "src/B.GO", "src/deep/c.go", "src/deep/.hidden.go", "src/.git/config",
		".hidden/x", "README", "readme.md", "x[1].txt", "a*b", "Zed", "_under", "-dash", "ñandú",
		"lefthook.yml", ".vscode/settings.json",
	} {
		mustWrite(t, filepath.Join(root, f), "x")
	}
	if err := os.Symlink("src", filepath.Join(root, "srclink")); err != nil {
		t.Fatal(err)
	}
	return root
}

// bashGlob is bash's expansion of pattern in dir with the options set.
func bashGlob(t *testing.T, dir, pattern string, opts []string) []string {
	t.Helper()
	args := []string{"--norc", "--noprofile", "-O", "extglob", "-O", "nullglob"}
	for _, o := range opts {
		args = append(args, "-O", o)
	}
	args = append(args, "-c", "printf '%s\\n' "+pattern)
	cmd := exec.Command("bash", args...)
	cmd.Dir = dir
	cmd.Env = []string{"LC_ALL=C.UTF-8", "PATH=" + os.Getenv("PATH")}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("bash %v: %v", args, err)
	}
	var res []string
	for _, l := range strings.Split(string(out), "\n") {
		if l == "" {
			continue
		}
		if !strings.HasPrefix(l, "/") {
			l = dir + "/" + l
		}
		res = append(res, l)
	}
	return res
}

func union(a, b []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range append(append([]string(nil), a...), b...) {
		x = filepath.Clean(x)
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return out
}

// TestBashGlob compares the floor's expansion of glob words with real
// bash's over a tree that holds protected files. An option the command
// sets is only possibly set for the floor, so the floor's answer is the
// union of bash's with the option and without it.
func TestBashGlob(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("needs bash")
	}
	dir := globTree(t)
	patterns := []string{
		"*", ".*", "*/*", ".*/*", "[!x]*", "[^.]*", ".[!s]*", "[[:lower:]]*", "[[:upper:]]*",
		"[[:alpha:]]*", "[[:punct:]]*", "[[:digit:][:upper:]]*", "[a-c]*", "[]x]*", "[!]x]*",
		"src/[ab].go", "src/*.GO", "src/*.go", "*/*.go", "**/*.go", "**", "src/**",
		".ssh/id_*", "*/id_rsa", ".*/id_rsa", ".s?h/*", ".[s]sh/id_rsa", "[.]ssh/*",
		"@(src|.env)", "!(src)", "!(*.md)", "+(s|r|c)", "*(.)env", "?(.)env", "@(.e|e)nv*",
		".@(ssh|vscode)/*", "src/!(a).go", "*.@(md|yml)", "x\\[1\\].txt", "'a*'b", "\"*\"*",
		"a\\*b", "srclink/*", "src/deep/*", "src/deep/.*", "[[.a.]]*", "[[=R=]]*", "ñ*", "[ñ]*",
		"\\.env", "~nobody-pregate*", ".env*", "*env*", "*rc", "src/../.e*",
	}
	optsets := [][]string{nil, {"dotglob"}, {"globstar"}, {"nocaseglob"}, {"dotglob", "globstar"}}
	rv := &resolver{}
	for _, opts := range optsets {
		for _, p := range patterns {
			name := strings.Join(opts, "+") + ":" + p
			t.Run(name, func(t *testing.T) {
				want := union(bashGlob(t, dir, p, nil), bashGlob(t, dir, p, opts))
				pat, ok := globWord(p)
				if !ok {
					t.Fatalf("globWord(%q) refused", p)
				}
				var o globOpts
				for _, x := range opts {
					o.note(seg(dir, "shopt", "-s", x))
				}
				got, complete, err := rv.expandGlob(escapeGlob(dir)+"/"+pat, dir, o, 512)
				if err != nil || !complete {
					t.Fatalf("expandGlob(%q): complete %v, err %v", pat, complete, err)
				}
				if diff := cmp.Diff(want, union(got, nil)); diff != "" {
					t.Errorf("expansion of %s with %v mismatch (-bash +floor):\n%s", p, opts, diff)
				}
			})
		}
	}
}

// TestGlobWordsOnTheFloor: glob words of a command reach the protected
// files bash would hand the program, and nothing bash would not.
func TestGlobWordsOnTheFloor(t *testing.T) {
	tr := newTree(t)
	mustWrite(t, tr.proj+"/app/.env", "SECRET=1")
	mustWrite(t, tr.proj+"/app/main.go", "package main")
	tests := []struct {
		name string
		argv []string
		want string
	}{
		{name: "bracket negation", argv: []string{"cat", "~/.[!x]sh/id_rsa"}, want: "ssh"},
		{name: "caret negation", argv: []string{"cat", "~/.[^x]sh/id_rsa"}, want: "ssh"},
		{name: "posix class", argv: []string{"cat", "~/.[[:lower:]]sh/id_*"}, want: "ssh"},
		{name: "extglob", argv: []string{"cat", "~/.@(ssh|x)/id_rsa"}, want: "ssh"},
		{name: "extglob negation", argv: []string{"cat", "{proj}/app/.!(git)"}, want: "env-files"},
		{name: "question marks", argv: []string{"cat", "{proj}/app/.e??"}, want: "env-files"},
		{name: "star does not match dot files", argv: []string{"cat", "{proj}/app/*"}},
		{name: "quoted star is literal", argv: []string{"cat", "'{proj}/app/.e'*"}, want: "env-files"},
		{name: "quoted bracket is literal", argv: []string{"cat", "{proj}/app/'[.]env'"}},
		{name: "glob after a dynamic start", argv: []string{"cat", "$D/.[!x]sh/id_rsa"}, want: "ssh"},
		{name: "unknown class is unresolved", argv: []string{"cat", "{proj}/[[:nope:]]*"}, want: "ask:unresolved-glob"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			argv := make([]string, len(tc.argv))
			for i, a := range tc.argv {
				argv[i] = tr.x(a)
			}
			c := tr.config()
			v := c.CheckSegment(seg(tr.proj, argv...))
			if diff := cmp.Diff(tc.want, outcomeOf(v).ID); diff != "" {
				t.Errorf("%v mismatch (-want +got):\n%s", argv, diff)
				if v != nil {
					t.Logf("operator: %s", v.Operator)
				}
			}
		})
	}

	// dotglob set by an earlier segment of the same command: * reaches
	// the dot files after it, and not before.
	c := tr.config()
	if v := c.CheckSegment(seg(tr.proj, "cat", tr.proj+"/app/*")); v != nil {
		t.Fatalf("cat * before dotglob: %s", v.Operator)
	}
	c.CheckSegment(seg(tr.proj, "shopt", "-s", "dotglob"))
	if got := outcomeOf(c.CheckSegment(seg(tr.proj, "cat", tr.proj+"/app/*"))).ID; got != "env-files" {
		t.Errorf("cat * after shopt -s dotglob: got %q, want env-files", got)
	}
	// globstar: ** crosses directories only when it is set.
	c = tr.config()
	if v := c.CheckSegment(seg(tr.home, "cat", tr.home+"/**/id_rsa")); v != nil {
		t.Fatalf("cat ~/**/id_rsa without globstar: %s", v.Operator)
	}
	c.CheckSegment(seg(tr.home, "shopt", "-s", "globstar", "dotglob"))
	if got := outcomeOf(c.CheckSegment(seg(tr.home, "cat", tr.home+"/**/id_rsa"))).ID; got != "ssh" {
		t.Errorf("cat ~/**/id_rsa with globstar and dotglob: got %q, want ssh", got)
	}
}
