package floor

import (
	"testing"

	"github.com/pregate/pregate/shell"
)

// benchPaths are the paths a session's calls name: project sources and
// build output, the home's dotfiles, temp files, system files, and the
// protected files an agent reaches for.
var benchPaths = []string{
	"{proj}/src/main.go", "{proj}/src/util/strings.go", "{proj}/README", "{proj}/go.mod", "{proj}/build",
	"{proj}/out/x", "{proj}/.env", "{proj}/.env.example", "{proj}/.git/config", "{proj}/.git/hooks/pre-commit",
	"{proj}/.claude/settings.json", "{proj}/docs/guide.md", "{proj}/internal/a/b/c/d.go", "{proj}/node_modules/x/index.js",
	"{home}/.ssh/id_rsa", "{home}/.ssh/id_rsa.pub", "{home}/.aws/credentials", "{home}/.bashrc", "{home}/notes.txt",
	"{home}/.claude/plans/plan.md", "{home}/.config/pregate/policy.toml", "{home}/.cache/go-build/ab/cd",
	"{tmp}/scratch.txt", "{tmp}/a.tgz", "{tmp}/go-build123/b001/x.o",
	"/etc/hosts", "/etc/passwd", "/etc/shadow", "/etc/ssh/ssh_host_rsa_key", "/usr/bin/env", "/usr/lib/x86_64-linux-gnu/libc.so.6",
	"/proc/self/environ", "/proc/1/status", "/var/log/syslog", "/opt/tool/bin/tool",
	// Paths under another home, as /home/*/.ssh/** sees a session's own.
	"/home/dev/src/app/main.go", "/home/dev/src/app/internal/db/db.go", "/home/dev/.ssh/known_hosts", "/home/dev/.cache/x",
}

// BenchmarkProtectedBy is the floor's per-path matching: every bench path,
// read, written and walked as a tree, against the protected set of a
// compiled floor (built once, outside the timing, as the first check of
// a call builds it).
func BenchmarkProtectedBy(b *testing.B) {
	tr := newTree(b)
	c := tr.config()
	k := c.compiled()
	paths := make([]string, len(benchPaths))
	for i, p := range benchPaths {
		paths[i] = tr.x(p)
	}
	accesses := []shell.Access{shell.Read, shell.Write, shell.Read | Tree, shell.Write | Tree}
	for _, a := range accesses {
		for _, p := range paths {
			k.protectedBy(p, a)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, a := range accesses {
			for _, p := range paths {
				k.protectedBy(p, a)
			}
		}
	}
}

// BenchmarkCheckPaths is the whole per-path check (resolution, protected
// set, identities, scopes) of the bench paths on a fresh floor per op, as
// one hook call has.
func BenchmarkCheckPaths(b *testing.B) {
	tr := newTree(b)
	paths := make([]string, len(benchPaths))
	for i, p := range benchPaths {
		paths[i] = tr.x(p)
	}
	b.ReportAllocs()
	for b.Loop() {
		c := tr.config()
		for _, p := range paths {
			c.CheckPath(p, tr.proj, shell.Read)
		}
	}
}
