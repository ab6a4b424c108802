package audit

import (
	"path/filepath"
	"strings"
)

// DefaultPath is where the log lives when the policy names no path:
// $XDG_STATE_HOME/pregate/audit.jsonl, or ~/.local/state/pregate/audit.jsonl
// when XDG_STATE_HOME is unset or not absolute (as the XDG spec requires).
// env looks up an environment variable; home is the user's home directory.
func DefaultPath(env func(string) string, home string) string {
	if env != nil {
		if d := env("XDG_STATE_HOME"); filepath.IsAbs(d) {
			return filepath.Join(d, "pregate", "audit.jsonl")
		}
	}
	return filepath.Join(home, ".local", "state", "pregate", "audit.jsonl")
}

// ResolvePath turns the configured [audit] path into the file to open: ""
// means DefaultPath, a leading "~/" is the home directory, and a relative
// path is relative to base (the directory of the policy file that set it).
func ResolvePath(configured string, env func(string) string, home, base string) string {
	switch {
	case configured == "":
		return DefaultPath(env, home)
	case configured == "~":
		return home
	case strings.HasPrefix(configured, "~/"):
		return filepath.Join(home, configured[2:])
	case !filepath.IsAbs(configured) && base != "":
		return filepath.Join(base, configured)
	}
	return filepath.Clean(configured)
}
