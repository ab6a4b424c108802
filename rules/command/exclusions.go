package command

import (
	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/shell"
)

// AllowExcluded reports whether seg is a form Claude Code's own prefix
// allows do not cover, so that a Bash allow rule with a wildcard does not
// approve it either; an exact rule still does. The list, with its
// sources, is in docs/policy.md ("What a wildcard allow never covers"):
//
//   - find with -exec, -execdir, -ok, -okdir or -delete (Claude Code:
//     "find with -exec/-delete is not covered by Bash(find *)"), and, as
//     pregate's own extension, the find primaries that write a file
//     (-fprint, -fprint0, -fprintf, -fls);
//   - the exec wrappers watch, setsid, ionice and flock, which "cannot be
//     auto-approved by a prefix rule";
//   - pregate's own: a command whose operands arrive at run time (fed by
//     xargs, parallel or find -exec), which no rule's text can have seen.
func AllowExcluded(seg *shell.Segment) bool {
	if cmdFed(seg) {
		return true
	}
	switch seg.Program {
	case "watch", "setsid", "ionice", "flock":
		return true
	case "find":
		p := progs.Lookup("find")
		vals := make([]string, 0, len(seg.Argv))
		for _, w := range seg.Argv[1:] {
			vals = append(vals, w.Value)
		}
		items, _ := progs.Parse(progs.Words{Values: vals, Dynamic: func(i int) bool { return seg.Argv[i+1].Dynamic }}, 0, p.Def)
		_, expr := progs.FindStarts(items)
		for _, it := range expr {
			if it.Kind == progs.Opt && it.Role()&(progs.Runs|progs.Writes|progs.WritePath) != 0 {
				return true
			}
		}
	}
	return false
}
