package v3_test

import (
	"encoding/json"
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
// the new one. fileutil compiles its two regexps on first use instead of
// at init; printer.go imports that fileutil instead of upstream's.
var patches = map[string][][2]string{
	"fileutil/file.go": {
		{"\t\"strings\"\n)", "\t\"strings\"\n\t\"sync\"\n)"},
		{"\tshebangRe = regexp.MustCompile(`^#![ \\t]*/(usr/)?bin/(env[ \\t]+)?(sh|dash|bash|mksh|bats|zsh)(\\s|$)`)\n" +
			"\textRe     = regexp.MustCompile(`\\.(sh|bash|mksh|bats|zsh)$`)\n",
			"\tshebangRe = sync.OnceValue(func() *regexp.Regexp {\n" +
				"\t\treturn regexp.MustCompile(`^#![ \\t]*/(usr/)?bin/(env[ \\t]+)?(sh|dash|bash|mksh|bats|zsh)(\\s|$)`)\n" +
				"\t})\n" +
				"\textRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\\.(sh|bash|mksh|bats|zsh)$`) })\n"},
		{"shebangRe.FindSubmatch(", "shebangRe().FindSubmatch("},
		{"extRe.MatchString(", "extRe().MatchString("},
	},
	"syntax/printer.go": {
		{`"mvdan.cc/sh/v3/fileutil"`, `"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/fileutil"`},
	},
}

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

// TestShebang: the patched fileutil answers as upstream's.
func TestShebang(t *testing.T) {
	for _, s := range []string{"#!/bin/sh", "#!/usr/bin/env bash\n", "#! /bin/zsh -e", "#!/bin/shx", "#!/usr/bin/python", "", "echo"} {
		if got, want := fileutil.Shebang([]byte(s)), upstream.Shebang([]byte(s)); got != want {
			t.Errorf("Shebang(%q) = %q, upstream %q", s, got, want)
		}
	}
}
