package v3_test

import (
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	upstream "mvdan.cc/sh/v3/fileutil"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/fileutil"
)

// version is the upstream release the copy is of; go.mod requires the
// same one, so the module cache holds it, checked against go.sum.
const version = "v3.14.1"

// patches are the only differences between the copy and upstream, file
// by file: each old text occurs exactly once upstream and is replaced by
// the new one. fileutil matches its two patterns by hand instead of with
// package regexp (matchers); printer.go imports that fileutil instead of
// upstream's.
var patches = map[string][][2]string{
	"fileutil/file.go": {
		{"\t\"regexp\"\n", ""},
		{"var (\n" +
			"\tshebangRe = regexp.MustCompile(`^#![ \\t]*/(usr/)?bin/(env[ \\t]+)?(sh|dash|bash|mksh|bats|zsh)(\\s|$)`)\n" +
			"\textRe     = regexp.MustCompile(`\\.(sh|bash|mksh|bats|zsh)$`)\n" +
			")\n", matchers},
		{"\tm := shebangRe.FindSubmatch(bs)\n\tif m == nil {\n\t\treturn \"\"\n\t}\n\treturn string(m[3])\n",
			"\treturn string(shebangShell(bs))\n"},
		{"extRe.MatchString(", "hasShellExt("},
	},
	"syntax/printer.go": {
		{`"mvdan.cc/sh/v3/fileutil"`, `"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/fileutil"`},
	},
}

// matchers replace upstream's two regexps in fileutil/file.go.
const matchers = `// shebangShell is the shell that a shebang at the start of bs names: the
// submatch (sh|dash|bash|mksh|bats|zsh) of the match of
// ^#![ \t]*/(usr/)?bin/(env[ \t]+)?(sh|dash|bash|mksh|bats|zsh)(\s|$)
// in bs, or nil. It is matched by hand, as package regexp would: each
// optional part matches in one way only (what follows it starts with no
// blank, "usr/" or "env"), and no two of the shells start alike but bash
// and bats, which differ after. \s is [\t\n\f\r ].
func shebangShell(bs []byte) []byte {
	hasPrefix := func(p string) bool { return len(bs) >= len(p) && string(bs[:len(p)]) == p }
	skipBlanks := func() {
		for len(bs) > 0 && (bs[0] == ' ' || bs[0] == '\t') {
			bs = bs[1:]
		}
	}
	if !hasPrefix("#!") {
		return nil
	}
	bs = bs[2:]
	skipBlanks()
	if !hasPrefix("/") {
		return nil
	}
	bs = bs[1:]
	if hasPrefix("usr/") {
		bs = bs[4:]
	}
	if !hasPrefix("bin/") {
		return nil
	}
	bs = bs[4:]
	if hasPrefix("env ") || hasPrefix("env\t") {
		bs = bs[3:]
		skipBlanks()
	}
	for _, sh := range []string{"sh", "dash", "bash", "mksh", "bats", "zsh"} {
		if hasPrefix(sh) {
			if rest := bs[len(sh):]; len(rest) > 0 && strings.IndexByte(" \t\n\f\r", rest[0]) < 0 {
				return nil
			}
			return bs[:len(sh)]
		}
	}
	return nil
}

// hasShellExt reports whether name matches \.(sh|bash|mksh|bats|zsh)$.
func hasShellExt(name string) bool {
	for _, ext := range []string{".sh", ".bash", ".mksh", ".bats", ".zsh"} {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}
`

// upstreamDir is where the module cache holds upstream's release.
func upstreamDir(t *testing.T) string {
	out, err := exec.Command("go", "mod", "download", "-json", "mvdan.cc/sh/v3@"+version).Output()
	if err != nil {
		t.Fatalf("go mod download mvdan.cc/sh/v3@%s: %v", version, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		t.Fatalf("go mod download: %s %v", m.Error, err)
	}
	return m.Dir
}

// TestCopy: every file of the copy is upstream's file of the same name
// with exactly the patches above, and the copy has every file of the
// two packages that a build uses.
func TestCopy(t *testing.T) {
	up := upstreamDir(t)
	gomod, err := os.ReadFile("../../../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gomod), "mvdan.cc/sh/v3 "+version+"\n") {
		t.Errorf("go.mod does not require mvdan.cc/sh/v3 %s, the release the copy is of", version)
	}
	var files []string
	for _, pkg := range []string{"syntax", "fileutil"} {
		out, err := exec.Command("go", "list", "-f", `{{join .GoFiles "\n"}}`, "mvdan.cc/sh/v3/"+pkg).Output()
		if err != nil {
			t.Fatalf("go list mvdan.cc/sh/v3/%s: %v", pkg, err)
		}
		for _, f := range strings.Fields(string(out)) {
			files = append(files, pkg+"/"+f)
		}
		copied, err := filepath.Glob(filepath.Join(pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range copied {
			if !slices.Contains(files, filepath.ToSlash(c)) {
				t.Errorf("%s is not a file of upstream's build of the package", c)
			}
		}
	}
	files = append(files, "LICENSE")
	used := map[string]bool{}
	for _, f := range files {
		want, err := os.ReadFile(filepath.Join(up, f))
		if err != nil {
			t.Fatal(err)
		}
		w := string(want)
		for _, p := range patches[f] {
			if n := strings.Count(w, p[0]); n != 1 {
				t.Errorf("%s: the text the patch replaces occurs %d times upstream, want once: %q", f, n, p[0])
			}
			w = strings.Replace(w, p[0], p[1], 1)
		}
		used[f] = true
		got, err := os.ReadFile(f)
		if err != nil {
			t.Errorf("the copy has no %s: %v", f, err)
			continue
		}
		if string(got) != w {
			t.Errorf("%s differs from upstream's %s beyond the patches listed in this test", f, version)
		}
	}
	for f := range patches {
		if !used[f] {
			t.Errorf("a patch names %s, which the copy does not have", f)
		}
	}
}

// shebangSeeds are the tricky cases: every shell and near misses, each
// optional part present and not, the bytes \s is and is not, multibyte
// and invalid UTF-8 after a shell, a shebang not at the start.
var shebangSeeds = []string{
	"#!/bin/sh", "#!/usr/bin/env bash\n", "#! /bin/zsh -e", "#!/bin/shx", "#!/usr/bin/python", "", "echo",
	"#!/bin/dash", "#!/bin/mksh\t", "#!/bin/bats\r", "#!/bin/bash\f", "#!/bin/sh\v", "#!/bin/ba", "#!/bin/bas",
	"#! \t /usr/bin/env \t zsh", "#!/usr/bin/envsh", "#!/usr/bin/env", "#!/usr/bin/env\tsh", "#!/usr/usr/bin/sh",
	"#!/bin/envbash", "#!bin/sh", " #!/bin/sh", "#!/bin/sh\xff", "#!/bin/shé", "#!/bin/sh\n#!/bin/bash", "#!/usr/bin/env  env sh",
	"#!/bin/ksh", "#!/bin/csh", "#!//bin/sh",
}

// shebangParts make up generated shebang lines: one of each, in order.
var shebangParts = [][]string{
	{"#!", "#!", "#", ""}, {"", " ", "\t", " \t", "\v"}, {"/", "/", "//", ""}, {"usr/", "", "usr", "usr/usr/"}, {"bin/", "bin/", "bin", "sbin/"},
	{"", "env ", "env", "env\t\t", "env  env ", "envsh"}, {"sh", "dash", "bash", "mksh", "bats", "zsh", "ba", "ksh", "shx", "bas", ""},
	{"", " ", "\n", "\v", "\f", "\r", "\t", "x", "é", "\xff", " -e", "sh"},
}

// TestShebang: the patched fileutil answers as upstream's, on the seeds
// and on generated lines.
func TestShebang(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 14))
	samples := slices.Clone(shebangSeeds)
	for range 30000 {
		var b strings.Builder
		for _, p := range shebangParts {
			b.WriteString(p[r.IntN(len(p))])
		}
		samples = append(samples, b.String())
	}
	found := 0
	for _, s := range samples {
		got, want := fileutil.Shebang([]byte(s)), upstream.Shebang([]byte(s))
		if got != want {
			t.Fatalf("Shebang(%q) = %q, upstream %q", s, got, want)
		}
		if want != "" {
			found++
		}
	}
	if found < 200 {
		t.Errorf("only %d samples are shebangs", found)
	}
}

func FuzzShebang(f *testing.F) {
	for _, s := range shebangSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, bs []byte) {
		if got, want := fileutil.Shebang(bs), upstream.Shebang(bs); got != want {
			t.Fatalf("Shebang(%q) = %q, upstream %q", bs, got, want)
		}
	})
}

// entry is a regular file's directory entry.
type entry string

func (e entry) Name() string               { return string(e) }
func (e entry) IsDir() bool                { return false }
func (e entry) Type() fs.FileMode          { return 0 }
func (e entry) Info() (fs.FileInfo, error) { return nil, fs.ErrInvalid }

// extSeeds are file names on both sides of each shell extension.
var extSeeds = []string{
	"a.sh", "a.bash", "a.mksh", "a.bats", "a.zsh", "a.ksh", "a.sh.txt", "a.sh\n", "ash", "a.", "a.shx", "a.SH", "a..sh",
	"x.bats.zsh", "noext", "a.sh/", "é.sh", "\xff.bash", "a.zsh\xff", "a-sh", "a.bas",
}

// TestCouldBeScript: the patched fileutil answers as upstream's for
// regular files' names.
func TestCouldBeScript(t *testing.T) {
	for _, name := range extSeeds {
		if got, want := fileutil.CouldBeScript2(entry(name)), upstream.CouldBeScript2(entry(name)); int(got) != int(want) {
			t.Errorf("CouldBeScript2(%q) = %v, upstream %v", name, got, want)
		}
	}
}

func FuzzCouldBeScript(f *testing.F) {
	for _, s := range extSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if name == "" {
			return // both index name[0]
		}
		if got, want := fileutil.CouldBeScript2(entry(name)), upstream.CouldBeScript2(entry(name)); int(got) != int(want) {
			t.Errorf("CouldBeScript2(%q) = %v, upstream %v", name, got, want)
		}
	})
}
