package gate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/load"
)

// loadCLI writes src to path and loads it as the one --policy file, with
// nothing discovered and no builtin baseline, project as the project root.
func loadCLI(t testing.TB, path, src, project string) *rules.Policy {
	t.Helper()
	return loadOnly(t, path, src, load.Options{Cwd: project, ProjectDir: project, CLIFiles: []string{path}, NoDiscover: true})
}

// loadProject writes src to project/.claude/pregate.toml and loads the
// project level alone: no managed or user file, no builtin baseline.
func loadProject(t testing.TB, project, home, src string) *rules.Policy {
	t.Helper()
	return loadOnly(t, filepath.Join(project, ".claude", "pregate.toml"), src, load.Options{Cwd: project, Home: home, ProjectDir: project})
}

func loadOnly(t testing.TB, path, src string, opts load.Options) *rules.Policy {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	none := filepath.Join(t.TempDir(), "none")
	opts.ManagedDir, opts.ClaudeManagedDir, opts.NoBuiltin = none, none, true
	if opts.Home == "" {
		opts.Home = none
	}
	pol, err := load.Load(opts)
	if err != nil {
		t.Fatal(err)
	}
	return pol
}
