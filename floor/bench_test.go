package floor

import (
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// BenchmarkCheckSegment is the hot path: the segments of a 20-part
// compound command, each checked against a fresh floor as one hook call
// would (compilation included once per call).
func BenchmarkCheckSegment(b *testing.B) {
	tr := newTree(b)
	cmds := []string{
		"git status", "go build ./...", "go test ./floor/", "cat src/main.go", "grep -n TODO src/main.go",
		"ls -la", "echo done", "rm -rf build", "cp src/main.go {tmp}/x.go", "mkdir -p out",
		"sed -n 1,10p README", "head -n 5 README", "wc -l src/main.go", "git diff --stat", "npm run test",
		"tar czf {tmp}/a.tgz src", "mv out out2", "touch out2/x", "find . -name *.go", "git log --oneline -5",
	}
	benchFreshFloor(b, tr, cmds)
}

// BenchmarkCheckPath is one file tool's path checked again within the
// call: the floor's memo answers it (see compiled.check).
func BenchmarkCheckPath(b *testing.B) {
	tr := newTree(b)
	c := tr.config()
	c.compiled()
	b.ReportAllocs()
	for b.Loop() {
		if v := c.CheckPath("src/main.go", tr.proj, shell.Write); v != nil {
			b.Fatal(v.Operator)
		}
	}
}

// BenchmarkCompile is the per-call cost of building the protected set.
func BenchmarkCompile(b *testing.B) {
	tr := newTree(b)
	b.ReportAllocs()
	for b.Loop() {
		c := tr.config()
		c.compiled()
	}
}

// BenchmarkCheckNoPath is a call that touches no path: a fresh floor (as
// one hook call builds it) judging a command whose words name no file.
// Its cost must not grow with the identity, spelling and glob checks,
// which only paths pay for.
func BenchmarkCheckNoPath(b *testing.B) {
	tr := newTree(b)
	cmds := []string{"git status", "go build", "echo done", "npm run test", "git log --oneline -5", "make -n"}
	benchFreshFloor(b, tr, cmds)
}

// BenchmarkCheckPathCold is a file tool's hook call: a fresh floor judging
// one path, compilation, the first look at the disk and the protected
// set's identities included.
func BenchmarkCheckPathCold(b *testing.B) {
	tr := newTree(b)
	b.ReportAllocs()
	for b.Loop() {
		c := tr.config()
		if v := c.CheckPath("src/main.go", tr.proj, shell.Write); v != nil {
			b.Fatal(v.Operator)
		}
	}
}

// BenchmarkResolve is the resolution of a call's paths through one memo
// (as the floor's): clean paths whose directories are real, paths through
// links, .. and missing components; reference is the component walk the
// fast paths stand in for.
func BenchmarkResolve(b *testing.B) {
	tr := fastTree(b)
	paths := []string{"src/main.go", "README", ".env", "sshdir/id_rsa", "src/deep/back/config", "../.bashrc",
		"out/x/y", "src/../README", tr.home + "/.ssh/id_rsa", tr.home + "/.aws/credentials", tr.root + "/homelink/u/proj/src",
		"missing/a/b/c", "key", "chain1"}
	for _, ref := range []bool{false, true} {
		name := "fast"
		if ref {
			name = "reference"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rv := resolver{reference: ref}
				for _, p := range paths {
					rv.resolve(p, tr.proj, tr.home)
				}
			}
		})
	}
}

// BenchmarkIdentities is gathering the protected set's identities in a
// fresh floor, as the first check of an existing path does: the rules
// built and spelled, one look at each literal path and tree root, and
// pregate's own files.
func BenchmarkIdentities(b *testing.B) {
	tr := newTree(b)
	b.ReportAllocs()
	for b.Loop() {
		k := tr.config().compiled()
		k.identities(&k.rv)
	}
}

// BenchmarkReadIdentities is gathering the identities a check without a
// write compares with, in a fresh floor: the entries for reading built
// and spelled, their reach index, each write-only rule's roots read off
// the table and skipped or looked at, and pregate's own files.
func BenchmarkReadIdentities(b *testing.B) {
	tr := newTree(b)
	b.ReportAllocs()
	for b.Loop() {
		k := tr.config().compiled()
		if m := k.readIdentities(&k.rv); m.first == nil {
			b.Fatal("no identities for reading")
		}
	}
}

// BenchmarkCheckSegmentReads is a hook call whose 12 segments only read
// (the floor compares identities for reading only, see readIdentities):
// a fresh floor per call, as BenchmarkCheckSegment.
func BenchmarkCheckSegmentReads(b *testing.B) {
	tr := newTree(b)
	cmds := []string{
		"git status", "cat src/main.go", "grep -n TODO src/main.go", "ls -la", "head -n 5 README", "wc -l src/main.go",
		"git diff --stat", "sed -n 1,10p README", "grep -rn x src", "cat README", "git log --oneline -5", "du -sh .",
	}
	benchFreshFloor(b, tr, cmds)
}

// benchFreshFloor checks the segments of cmds (each a command's words,
// {tmp} and the like expanded by tr.x) against a fresh floor per
// iteration, as one hook call builds it; every segment must pass.
func benchFreshFloor(b *testing.B, tr *tree, cmds []string) {
	segs := make([]*shell.Segment, len(cmds))
	for i, c := range cmds {
		segs[i] = seg(tr.proj, strings.Fields(tr.x(c))...)
	}
	b.ReportAllocs()
	cpu := cpuNow()
	for b.Loop() {
		c := tr.config()
		for _, s := range segs {
			if v := c.CheckSegment(s); v != nil {
				b.Fatalf("CheckSegment(%q) = %s", s.Text, v.Operator)
			}
		}
	}
	b.ReportMetric(float64(cpuNow()-cpu)/float64(b.N), "cpu-ns/op")
}
