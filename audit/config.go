package audit

import (
	"fmt"
	"path/filepath"
	"strconv"
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

// ParseSize parses a size such as "10MiB", "512KiB", "1GB", "4096" or
// "1.5 MiB" into bytes. Binary (KiB, MiB, GiB) and decimal (KB, MB, GB)
// units are accepted, case-insensitively; "K", "M" and "G" alone are
// binary. The result must not be negative.
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	num, unit := t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	if num == "" {
		return 0, fmt.Errorf("size %q: no number", s)
	}
	mult, ok := sizeUnits[unit]
	if !ok {
		return 0, fmt.Errorf("size %q: unknown unit %q (use B, KiB, MiB, GiB, KB, MB or GB)", s, t[i:])
	}
	if !strings.Contains(num, ".") {
		n, err := strconv.ParseInt(num, 10, 64)
		if err != nil || n > (1<<62)/mult {
			return 0, fmt.Errorf("size %q: out of range", s)
		}
		return n * mult, nil
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("size %q: bad number", s)
	}
	v := f * float64(mult)
	if v > 1<<62 {
		return 0, fmt.Errorf("size %q: out of range", s)
	}
	return int64(v), nil
}

var sizeUnits = map[string]int64{
	"": 1, "b": 1,
	"k": 1 << 10, "kib": 1 << 10, "kb": 1000,
	"m": 1 << 20, "mib": 1 << 20, "mb": 1000 * 1000,
	"g": 1 << 30, "gib": 1 << 30, "gb": 1000 * 1000 * 1000,
}
