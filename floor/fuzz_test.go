package floor

import (
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/shell"
)

// FuzzResolve checks the canonicaliser's promises on any input, against a
// real tree with links, chains and loops: it never panics, Lexical and
// Resolved are absolute and clean, and Resolved leaves Lexical only with a
// symlink chain to show for it.
func FuzzResolve(f *testing.F) {
	tr := newTree(f)
	for _, s := range []string{
		"~/.ssh/id_rsa", "sshdir/../.aws/credentials", "key", "chain1", "loop1/x", "dangling",
		"up/up/up/..", "$HOME/x", "${HOME}", "~root/x", "~+/a", "/../..//a/./b", "", ".", "..",
		"srclink/new/../x", "README/..", "a\x00b", strings.Repeat("up/", 50),
		"/proc/thread-self/environ", "/proc/self/task/1/cwd/x", "/dev/fd/3/..", "~-0/x", "~+2",
	} {
		f.Add(s, "{proj}")
	}
	f.Add("x", "")
	f.Add("x", "relative/cwd")
	f.Fuzz(func(t *testing.T, given, cwd string) {
		cwd = tr.x(cwd)
		r := Resolve(given, cwd, tr.home)
		for _, p := range []string{r.Lexical, r.Resolved} {
			if !path.IsAbs(p) || path.Clean(p) != p {
				t.Fatalf("Resolve(%q, %q) gave %q, want absolute and clean", given, cwd, p)
			}
		}
		if r.Resolved != r.Lexical && len(r.Chain) == 0 {
			t.Fatalf("Resolve(%q, %q): resolved %q differs from lexical %q with no symlink chain", given, cwd, r.Resolved, r.Lexical)
		}
		if len(r.Chain) > maxLinks {
			t.Fatalf("Resolve(%q, %q) followed %d links, more than %d", given, cwd, len(r.Chain), maxLinks)
		}
		if r.Given != given {
			t.Fatalf("Resolve(%q).Given = %q", given, r.Given)
		}
	})
}

// FuzzCheckSegment feeds arbitrary argv words to the segment checks: they
// must never panic, and a deny always carries both reasons.
func FuzzCheckSegment(f *testing.F) {
	tr := newTree(f)
	c := tr.config()
	for _, s := range []string{
		"rm -rf /", "cat ~/.ssh/id_rsa", "ln -s ../.ssh k", "tar czf x ~", "find / -delete",
		"cp -t", "mv", "dd of=", "chmod -R", "cat ~/.{a,{b,c}}/x", "cat $X/.ssh/", "grep -e",
		"curl -d @", "rm -rf \"$D\"/*", "cat [", "ls ~/.*/*",
	} {
		f.Add(s, "{proj}")
	}
	f.Fuzz(func(t *testing.T, cmd, cwd string) {
		s := seg(tr.x(cwd), strings.Fields(cmd)...)
		s.Paths = append(s.Paths, shell.PathRef{Path: cmd, Access: shell.Write})
		if v := c.CheckSegment(s); v != nil && (v.Agent == "" || v.Operator == "" || v.Entry.ID == "") {
			t.Fatalf("CheckSegment(%q) = %+v, want both reasons and an entry id", cmd, v)
		}
	})
}

// FuzzGlob feeds arbitrary words to the bash glob expander over the test
// tree: it never panics or runs away, and every match it returns exists
// and lies under the directory the pattern starts from.
func FuzzGlob(f *testing.F) {
	tr := newTree(f)
	for _, s := range []string{
		"*", ".*", "[!x]*", "[[:lower:]]*", "@(a|b)", "!(x)", "+(*(a))", "[", "[]", "[!]", "a\\",
		"**/*", "*(*(*(*(a))))b", "[[.a.]]", "[[:nope:]]", "'*'", "\"*\"x", "@(", "x)", "[a-]",
	} {
		f.Add(s, false, false)
	}
	f.Fuzz(func(t *testing.T, word string, globstar, dotglob bool) {
		pat, ok := globWord(word)
		if !ok {
			return
		}
		rv := &resolver{}
		ms, _, err := rv.expandGlob(escapeGlob(tr.proj)+"/"+pat, tr.proj, globOpts{globstar: globstar, dotglob: dotglob}, 64)
		if err != nil && len(ms) > 0 {
			t.Fatalf("expandGlob(%q) returned matches with an error", pat)
		}
		for _, m := range ms {
			if !strings.HasPrefix(m, tr.proj) {
				t.Fatalf("expandGlob(%q) = %q, outside %s", pat, m, tr.proj)
			}
			if rv.lstat(m) == missing {
				t.Fatalf("expandGlob(%q) = %q, which does not exist", pat, m)
			}
		}
	})
}

// FuzzValidatePattern: a floor pattern ValidatePattern accepts protects
// what it says. Every spelling it expands to is anchored (absolute, or
// **/ at any depth) and a valid glob, so it can match; and a pattern with
// no wildcard denies a read of the very path it names. A pattern that
// fails validation is a load error: the loader's tests hold that side.
func FuzzValidatePattern(f *testing.F) {
	for _, e := range Builtin {
		f.Add(e.Pattern)
	}
	for _, s := range []string{
		"~/.kube/**", "deploy/keys/**", "**/.github/workflows/**", "{project}/**", "{tmp}/**", "/srv/releases/**",
		"id_rsa", ".env", "{home}/.aws/", "$HOME/.vault-token", "${HOME}/x", "~", "{project}", "/srv/tenants/*",
		"~/.kube/[x", "{project}/[a", "{Project}/keys/**", "**0", "..", "a/..", ".", "~deploy/.ssh/**", "$XDG_CONFIG_HOME/gh/**", "!.env.example",
		"", " ", "{home}.ssh", "{/etc,/srv}/secrets", "a\\", "~/.ssh/../.aws/credentials", "//etc//shadow", "./.env",
	} {
		f.Add(s)
	}
	a := anchors{home: []string{"/h"}, project: []string{"/p"}, tmp: []string{"/t"}}
	f.Fuzz(func(t *testing.T, p string) {
		if ValidatePattern(p) != nil {
			return
		}
		spellings := expandPattern(p, &a, false)
		if len(spellings) == 0 {
			t.Fatalf("ValidatePattern(%q) = nil, but it expands to nothing", p)
		}
		for _, s := range spellings {
			if !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "**/") && s != "**" {
				t.Fatalf("ValidatePattern(%q) = nil, but spelling %q is anchored nowhere", p, s)
			}
			if g := newGlob(s); !g.valid {
				t.Fatalf("ValidatePattern(%q) = nil, but spelling %q is no valid glob", p, s)
			}
		}
		lit := spellings[0]
		if len(spellings) != 1 || !path.IsAbs(lit) || strings.ContainsAny(lit, "*?[{\\\x00") || strings.HasPrefix(lit, "/proc/") || strings.HasPrefix(lit, "/dev/") {
			return
		}
		c := &Config{Home: "/h", Project: "/p", Tmp: "/t", Cwd: "/p", Protect: []Entry{{Pattern: p, ID: "fuzz", Source: "p.toml", Pos: loc.Pos{Line: 1}}}}
		if v := c.CheckPath(lit, "/p", shell.Read); v == nil || v.Class != Deny {
			t.Fatalf("Protect %q: a read of %q is %v, want a deny", p, lit, v)
		}
	})
}

// FuzzGitConfig is a differential test against git itself: for any config
// file git reads, every core.hooksPath value git reports is one that
// parseGitConfig finds, so the directory whose scripts git runs is
// protected however the file spells the key (case, quotes, escapes,
// comments, continuation lines, section forms). parseGitConfig may find
// more: any value that may be in effect counts.
func FuzzGitConfig(f *testing.F) {
	git, err := exec.LookPath("git")
	if err != nil {
		f.Skip("no git on PATH")
	}
	for _, s := range []string{
		"[core]\n\thooksPath = .githooks\n",
		"[core]\n\thookspath = \"/srv/hooks\" # shared\n",
		"[CORE]\nHooksPath=~/hooks\n",
		"[core] hooksPath = inline\n",
		"[core]\n\thooksPath = a\\\nb\n",
		"[core]\n\thooksPath = \"a b\"  ; c\n",
		"[core]\n\thooksPath = a\\tb\n",
		"[core \"x\"]\n\thooksPath = sub\n[core]\n\thooksPath = real\n",
		"[core.x]\nhooksPath = dotted\n",
		"[include]\n\tpath = other.cfg\n[core]\n\tbare = true\n\thooksPath\n",
		"[core]\n\thooksPath = one\n\thooksPath = two\n",
		"# comment\n; comment\n[core]\n  hooksPath   =   spaced value   \n",
		"[core]\nhooksPath = \"quoted\\\"inner\"\n",
		"\xef\xbb\xbf[core]\nhooksPath = bom\n",
		"[core]\r\nhooksPath = crlf\r\n",
	} {
		f.Add(s)
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4096 || strings.ContainsRune(src, 0) {
			return
		}
		file := filepath.Join(dir, "config")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(git, "config", "--file", file, "--get-all", "-z", "core.hooksPath")
		cmd.Env = []string{"GIT_CONFIG_NOSYSTEM=1", "HOME=" + dir, "PATH=/usr/bin:/bin"}
		out, err := cmd.Output()
		if err != nil {
			// Exit 1: no such key. Anything else: git refuses the file,
			// and then runs no hook at all.
			return
		}
		hooks, _ := parseGitConfig(file)
		for _, v := range strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00") {
			// A key without a value reads as ""; git refuses it
			// ("missing value for core.hookspath") and runs nothing.
			if v != "" && !slices.Contains(hooks, v) {
				t.Fatalf("git reads core.hooksPath %q from %q; parseGitConfig found %q", v, src, hooks)
			}
		}
	})
}
