package claude

import (
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

// ptFed is a segment whose operands xargs (stripped, Claude Code style) or
// find -exec append at run time.
func ptFed(text string, wrapper, nest string) *act.Action {
	s := ptSeg(text)
	if wrapper != "" {
		s.Wrappers = [][]string{{wrapper}}
	}
	if nest != "" {
		s.Nesting = []string{nest}
	}
	return ptSegAct(s)
}

// TestAllowExclusions: the forms Claude Code's prefix allows do not
// cover are not covered by pregate's wildcard allows; an exact rule
// still approves them, and deny rules are unaffected.
func TestAllowExclusions(t *testing.T) {
	ptRun(t, []ptCase{
		{"find_plain", "Bash(find *)", hook.Allow, ptBash("find . -name x"), true, "a find that only lists is covered"},
		{"find_delete", "Bash(find *)", hook.Allow, ptBash("find . -name x -delete"), false, "find -delete is not covered by Bash(find *)"},
		{"find_exec", "Bash(find *)", hook.Allow, ptBash("find . -exec cat {} ;"), false, "find -exec is not covered"},
		{"find_execdir", "Bash(find *)", hook.Allow, ptBash("find . -execdir ls ;"), false, "find -execdir is not covered"},
		{"find_ok", "Bash(find *)", hook.Allow, ptBash("find . -ok rm {} ;"), false, "find -ok is not covered"},
		{"find_fprint", "Bash(find *)", hook.Allow, ptBash("find . -fprint out"), false, "find -fprint writes a file"},
		{"find_name_is_data", "Bash(find *)", hook.Allow, ptBash("find . -name -delete"), true, "-delete as the value of -name is a pattern"},
		{"find_exact", "Bash(find . -delete)", hook.Allow, ptBash("find . -delete"), true, "an exact rule still approves it"},
		{"find_delete_deny", "Bash(find *)", hook.Deny, ptBash("find . -delete"), true, "deny rules still match"},
		{"watch_prefix", "Bash(watch *)", hook.Allow, ptBash("watch ls"), false, "exec wrappers cannot be prefix-allowed"},
		{"flock_prefix", "Bash(flock *)", hook.Allow, ptBash("flock /tmp/l ls"), false, "exec wrappers cannot be prefix-allowed"},
		{"watch_exact", "Bash(watch ls)", hook.Allow, ptBash("watch ls"), true, "an exact rule still approves it"},
		{"xargs_fed", "Bash(rm *)", hook.Allow, ptFed("rm -f", "xargs", ""), false, "operands that arrive at run time are never approved by a wildcard"},
		{"find_exec_fed", "Bash(cat *)", hook.Allow, ptFed("cat {}", "", "find -exec"), false, "find -exec feeds the found paths"},
		{"fed_deny", "Bash(rm *)", hook.Deny, ptFed("rm -f", "xargs", ""), true, "deny rules still match"},
		{"not_fed", "Bash(rm *)", hook.Allow, ptFed("rm -f x", "timeout", ""), true, "a stripped wrapper that feeds nothing"},
	})
}
