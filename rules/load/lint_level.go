package load

import (
	"path/filepath"
	"strings"

	"github.com/pregate/pregate/rules/act"
)

// LintTarget is a file with the level it is loaded at and the directory
// its "/x" rules are anchored at.
type LintTarget struct {
	Path  string
	Level act.Level
	Root  string
}

// LintTargets lists the files Load would read for opts, in load order:
// the ones that exist, with the level and anchor discovery gives them.
func LintTargets(opts Options) []LintTarget {
	project := ProjectRoot(opts.ProjectDir, opts.Cwd, opts.Home)
	var out []LintTarget
	for _, c := range candidates(opts, project) {
		if exists(c.path) {
			out = append(out, LintTarget{Path: c.path, Level: c.level, Root: c.root})
		}
	}
	return out
}

// LevelOf returns the level a file is loaded at, and its anchor, from
// where it lives, so that linting a named file finds what linting it
// through discovery does: under the managed directories it is managed;
// in a project's .claude directory, project; in $XDG_CONFIG_HOME/pregate
// or the Claude config directory, user; anywhere else, cli (a --policy
// file). abs is an absolute path.
func LevelOf(abs string, opts Options) (act.Level, string) {
	abs = filepath.Clean(abs)
	dir := filepath.Dir(abs)
	under := func(d string) bool {
		d = filepath.Clean(d)
		return d != "." && (dir == d || strings.HasPrefix(dir, d+string(filepath.Separator)))
	}
	project := ProjectRoot(opts.ProjectDir, opts.Cwd, opts.Home)
	claude := opts.ClaudeConfigDir
	if claude == "" && opts.Home != "" {
		claude = filepath.Join(opts.Home, ".claude")
	}
	xdg := opts.XDGConfigHome
	if xdg == "" && opts.Home != "" {
		xdg = filepath.Join(opts.Home, ".config")
	}
	switch {
	case under(cmpOr(opts.ManagedDir, DefaultManagedDir)), under(cmpOr(opts.ClaudeManagedDir, DefaultClaudeManagedDir)):
		return act.Managed, project
	case claude != "" && dir == filepath.Clean(claude):
		return act.User, dir
	case filepath.Base(dir) == ".claude":
		return act.Project, filepath.Dir(dir)
	case xdg != "" && under(filepath.Join(xdg, "pregate")):
		return act.User, dir
	}
	return act.CLI, dir
}
