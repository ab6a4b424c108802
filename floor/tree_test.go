package floor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// tree is a real file tree for the tests: a home with credentials, a
// project inside it, a temp dir and two tenants, joined by real symlinks.
type tree struct {
	root, home, proj, tmp, tenants string
}

// newTree builds the tree under t.TempDir(). Paths in specs are relative
// to the root; a value starting with "->" makes a symlink to the rest.
func newTree(t testing.TB) *tree {
	t.Helper()
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	tr := &tree{
		root:    root,
		home:    root + "/home/u",
		proj:    root + "/home/u/proj",
		tmp:     root + "/tmp",
		tenants: root + "/srv/tenants",
	}
	files := []struct{ path, content string }{
		{"home/u/.ssh/id_rsa", "KEY"},
		{"home/u/.ssh/config", "Host x"},
		{"home/u/.aws/credentials", "[default]"},
		{"home/u/.gnupg/pubring.kbx", "x"},
		{"home/u/.bashrc", "export A=1"},
		{"home/u/.claude/settings.json", "{}"},
		{"home/u/.claude/plans/plan.md", "plan"},
		{"home/u/.config/pregate/policy.toml", "version = 1"},
		{"home/u/notes.txt", "notes"},
		{"home/u/proj/src/main.go", "package main"},
		{"home/u/proj/.env", "SECRET=1"},
		{"home/u/proj/.env.example", "SECRET="},
		{"home/u/proj/.claude/settings.json", "{}"},
		{"home/u/proj/.git/hooks/pre-commit", "#!/bin/sh"},
		{"home/u/proj/README", "readme"},
		{"home/u/proj/dotfiles/zshrc", "export B=2"},
		{"tmp/scratch.txt", "x"},
		{"srv/tenants/alice/proj/app.go", "package app"},
		{"srv/tenants/bob/data/secret.txt", "bob's"},
		{"etc/hosts", "127.0.0.1"},
	}
	for _, f := range files {
		p := filepath.Join(root, f.path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f.content), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	links := []struct{ link, target string }{
		{"home/u/proj/sshdir", "../.ssh"},                             // relative, to a protected dir
		{"home/u/proj/key", root + "/home/u/.ssh/id_rsa"},             // absolute, to a protected file
		{"home/u/proj/chain1", "chain2"},                              // a chain of three
		{"home/u/proj/chain2", "sub/../chain3"},                       //
		{"home/u/proj/chain3", root + "/home/u/.aws/credentials"},     //
		{"home/u/proj/loop1", "loop2"},                                // a loop
		{"home/u/proj/loop2", "loop1"},                                //
		{"home/u/proj/dangling", root + "/home/u/.ssh/authorized_k2"}, // dangling, into .ssh
		{"home/u/proj/outside", root + "/etc"},                        // out of the project
		{"home/u/proj/srclink", "src"},                                // inside the project
		{"home/u/proj/up", ".."},                                      // link to a parent
		{"home/u/proj/rc", "../.bashrc"},                              // to a write-only file
		{"home/u/proj/bob", root + "/srv/tenants/bob/data"},           // into another tenant
		{"home/u/notes-link", "proj/README"},                          // outside → inside
		{"srv/tenants/alice/proj/peek", "../../bob"},                  // tenant to tenant
		{"home/u/.zshrc", "proj/dotfiles/zshrc"},                      // a managed dotfile
	}
	for _, l := range links {
		if err := os.Symlink(l.target, filepath.Join(root, l.link)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(root, "home/u/proj/sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	return tr
}

// config is the floor of a session in the project.
func (tr *tree) config() *Config {
	return &Config{
		Home:    tr.home,
		Project: tr.proj,
		Tmp:     tr.tmp,
		Cwd:     tr.proj,
		// The tree itself lies in the system temp dir, which the default
		// scope covers; TestDefaultWriteScope checks the default.
		WriteScope: DefaultWriteScope[:2],
		Self:       []string{tr.home + "/.local/state/pregate/audit.jsonl", tr.root + "/usr/local/bin/pregate"},
	}
}

// x replaces {root}, {home}, {proj} and {tmp} in s.
func (tr *tree) x(s string) string {
	return strings.NewReplacer("{root}", tr.root, "{home}", tr.home, "{proj}", tr.proj, "{tmp}", tr.tmp,
		"{tenants}", tr.tenants).Replace(s)
}

// seg builds a segment the way shell.Decompose reports one: argv words
// are dynamic when they hold an expansion or an unquoted glob.
func seg(cwd string, argv ...string) *shell.Segment {
	s := &shell.Segment{Cwd: cwd, Resolved: true, Text: strings.Join(argv, " ")}
	for _, a := range argv {
		s.Argv = append(s.Argv, shell.Word{Value: a, Dynamic: strings.ContainsAny(a, "$*?[")})
	}
	if len(argv) > 0 && !strings.Contains(argv[0], "$") {
		s.Program = filepath.Base(argv[0])
	}
	return s
}
