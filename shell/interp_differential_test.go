package shell

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDifferentialInterpOptions runs the real shells and interpreters
// (bash, sh, python3, node, perl where installed) on option spellings
// whose code starts recorder programs (pga, pgb), and checks that each
// recorder that ran is one Decompose reported: an inner segment of a
// shell's -c string, or a name in an interpreter's inline code. Exact
// cases must match both ways.
func TestDifferentialInterpOptions(t *testing.T) {
	if testing.Short() {
		t.Skip("runs interpreters; skipped with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	dir, bin := stubDirs(t)
	writeRecorders(t, bin, "", "pga", "pgb")
	const (
		py   = `'import os; os.system("pga")'`
		pyB  = `'import os; os.system("pgb")'`
		js   = `'require("child_process").execSync("pga")'`
		jsB  = `'require("child_process").execSync("pgb")'`
		pl   = `'system("pga");'`
		plB  = `'system("pgb");'`
		node = "node"
	)
	tests := []struct {
		prog, cmd string
		exact     bool
	}{
		{"bash", "bash -ce pga", true},
		{"bash", "bash -xc pga 2> /dev/null", true},
		{"bash", "bash -c -e pga", true},
		{"bash", "bash --norc -c pga", true},
		{"bash", "bash -norc -c pga", true},
		{"bash", "bash -o errexit -c pga", true},
		{"bash", "bash -eo pipefail -c pga", true},
		{"bash", "bash -oO errexit extglob -c pga", true},
		{"bash", "bash +e -c pga", true},
		{"bash", "bash -c -- pga", true},
		{"bash", "bash -c - pga", true},
		{"bash", "bash -c -o errexit pga", true},
		{"bash", "bash -c pga pgb", true},
		{"sh", "sh -ec pga", true},
		{"python3", "python3 -c " + py, true},
		{"python3", "python3 -uc " + py, true},
		{"python3", "python3 -W ignore -X dev -B -OO -c " + py, true},
		{"python3", "python3 -c " + py + " -c " + pyB, true},
		{"python3", "python3 -E -s -c " + py + " x", true},
		{node, "node -e " + js, true},
		{node, "node --eval=" + js, true},
		{node, `node -pe '""+require("child_process").execSync("pga")'`, true},
		{node, "node -e " + js + " x -p " + jsB, true},
		{node, "node --no-warnings --max_old_space_size=64 -e " + js, true},
		{node, "node -e " + jsB + " -p " + js, false}, // the last of -e and -p runs
		{"perl", "perl -e " + pl, true},
		{"perl", "perl -le " + pl, true},
		{"perl", "perl -e " + pl + " -e " + plB, true},
		{"perl", "perl -0777 -w -e " + pl, true},
		{"perl", "perl -Mstrict -I /tmp -e " + pl, true},
		{"perl", "perl -l0 -e " + pl, true},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			if _, err := exec.LookPath(tt.prog); err != nil {
				t.Skip(tt.prog + " not found")
			}
			logf := filepath.Join(dir, "log")
			os.Remove(logf)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			c := exec.CommandContext(ctx, bash, "--norc", "--noprofile", "-c", tt.cmd)
			c.Dir = dir
			c.Env = []string{"PATH=" + bin + ":" + os.Getenv("PATH"), "PGLOG=" + logf, "HOME=" + dir, "LC_ALL=C"}
			c.Stdin = strings.NewReader("")
			if out, err := c.CombinedOutput(); err != nil && ctx.Err() != nil {
				t.Fatalf("timed out: %s", out)
			}
			data, _ := os.ReadFile(logf)
			ran := set(strings.Fields(string(data)))
			if len(ran) == 0 {
				t.Fatalf("%s ran no recorder: the case tests nothing", tt.cmd)
			}
			var reported []string
			for _, s := range Decompose(tt.cmd, dir, map[string]string{"HOME": dir}) {
				if strings.HasPrefix(s.Program, "pg") {
					reported = append(reported, s.Program)
				}
				for _, r := range []string{"pga", "pgb"} {
					if strings.Contains(s.Code, `"`+r+`"`) {
						reported = append(reported, r)
					}
				}
				if !s.Resolved {
					t.Errorf("unexpected unresolved segment %q: %s", s.Text, s.Why)
				}
			}
			rep := set(reported)
			for _, p := range ran {
				if !slices.Contains(rep, p) {
					t.Errorf("%s ran %s, Decompose did not report it (reported %v)", tt.prog, p, rep)
				}
			}
			if tt.exact && !slices.Equal(ran, rep) {
				t.Errorf("%s ran %v, Decompose reported %v", tt.prog, ran, rep)
			}
		})
	}
}
