package main

import (
	"bytes"
	"cmp"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const (
	archBegin = "<!-- architecture: begin (checked by TestArchitecture) -->\n```text\n"
	archEnd   = "```\n<!-- architecture: end -->\n"
)

// TestArchitecture keeps the README's import diagram equal to the import
// graph of the module's packages (without tests) as go list gives it.
func TestArchitecture(t *testing.T) {
	want, err := importDiagram()
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := bytes.Cut(readme, []byte(archBegin))
	got, _, ok2 := bytes.Cut(rest, []byte(archEnd))
	if !ok || !ok2 {
		t.Fatalf("README.md has no block between %q and %q", archBegin, archEnd)
	}
	if string(got) != want {
		t.Errorf("README.md's architecture diagram is not the import graph; it should read:\n%s", want)
	}
}

// importDiagram lists the module's packages so that every package imports
// only packages below it: by depth (the longest chain of module imports
// beneath a package), then by path.
func importDiagram() (string, error) {
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go list: %v", err)
	}
	const module = "github.com/pregate/pregate"
	short := func(p string) string {
		if p == module {
			return "pregate"
		}
		return strings.TrimPrefix(p, module+"/")
	}
	imports := map[string][]string{}
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if thirdParty(short(f[0])) {
			continue
		}
		var deps []string
		for _, d := range f[1:] {
			if (d == module || strings.HasPrefix(d, module+"/")) && !thirdParty(short(d)) {
				deps = append(deps, short(d))
			}
		}
		slices.Sort(deps)
		imports[short(f[0])] = deps
	}
	depth := map[string]int{}
	var depthOf func(p string) int
	depthOf = func(p string) int {
		if d, ok := depth[p]; ok {
			return d
		}
		depth[p] = 0 // go list has refused an import cycle already
		d := 0
		for _, q := range imports[p] {
			d = max(d, depthOf(q)+1)
		}
		depth[p] = d
		return d
	}
	var pkgs []string
	width := 0
	for p := range imports {
		depthOf(p)
		pkgs = append(pkgs, p)
		if len(imports[p]) > 0 {
			width = max(width, len(p))
		}
	}
	slices.SortFunc(pkgs, func(a, b string) int {
		return cmp.Or(cmp.Compare(depth[b], depth[a]), cmp.Compare(a, b))
	})
	var b strings.Builder
	for _, p := range pkgs {
		if len(imports[p]) == 0 {
			fmt.Fprintf(&b, "%s\n", p)
			continue
		}
		fmt.Fprintf(&b, "%-*s -> %s\n", width, p, strings.Join(imports[p], ", "))
	}
	return b.String(), nil
}

// thirdParty reports whether p is one of the copies of other projects'
// packages under third_party/, which the diagram leaves out: they are not
// pregate's architecture.
func thirdParty(p string) bool { return strings.HasPrefix(p, "third_party/") }
