package claude

import (
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
)

func TestPathRules(t *testing.T) {
	grepRel := ptCall("Grep", map[string]any{"pattern": "x", "path": "src"})
	ptRun(t, []ptCase{
		{"dir_only_deny_dir", "Read(build/)", hook.Deny, ptFile("Read", "/home/u/proj/build"), true, "a trailing slash names a directory; deny matches it"},
		{"dir_only_deny_inside", "Read(build/)", hook.Deny, ptFile("Read", "/home/u/proj/x/build/a.o"), true, "gitignore: what is under a matching directory matches"},
		{"dir_only_allow_inside", "Read(build/)", hook.Allow, ptFile("Read", "/home/u/proj/build/a.o"), true, "allow: under the directory"},
		{"dir_only_allow_not_file", "Read(build/)", hook.Allow, ptFile("Read", "/home/u/proj/build"), false, "allow: build may be a file"},
		{"bare_name_dir_deny_inside", "Read(.ssh)", hook.Deny, ptFile("Read", "/home/u/proj/.ssh/id_rsa"), true, "deny: a matching directory covers its contents"},
		{"bare_name_dir_allow_narrow", "Read(docs)", hook.Allow, ptFile("Read", "/home/u/proj/docs/a.md"), false, "allow matches the path itself only"},
		{"not_a_prefix_dir", "Read(//home/u/proj/**)", hook.Deny, ptFile("Read", "/home/u/projX/a"), false, "a sibling with a common prefix is not under the directory"},
		{"dotdot_relative", "Read(../shared/**)", hook.Deny, ptFile("Read", "/home/u/shared/a"), true, "../ climbs from the current directory"},
		{"home_itself", "Read(~)", hook.Deny, ptFile("Read", "/home/u/.bashrc"), true, "~ is the home directory and, for deny, what is under it"},
		{"home_itself_allow", "Read(~)", hook.Allow, ptFile("Read", "/home/u/.bashrc"), false, "allow: only the home directory itself"},
		{"braces_literal", "Read({a,b}.txt)", hook.Deny, ptFile("Read", "/home/u/proj/{a,b}.txt"), true, "gitignore has no brace alternation"},
		{"braces_not_alternation", "Read({a,b}.txt)", hook.Deny, ptFile("Read", "/home/u/proj/a.txt"), false, "gitignore has no brace alternation"},
		{"question_mark", "Read(a?.txt)", hook.Deny, ptFile("Read", "/home/u/proj/ab.txt"), true, "? matches one character"},
		{"class", "Read(key[0-9].pem)", hook.Deny, ptFile("Read", "/home/u/proj/key7.pem"), true, "character classes"},
		{"escaped_metachars", `Read(a\[1\].txt)`, hook.Deny, ptFile("Read", "/home/u/proj/x/a[1].txt"), true, "rules generated from prompts escape gitignore metacharacters"},
		{"escaped_star", `Read(a\*.txt)`, hook.Allow, ptFile("Read", "/home/u/proj/ab.txt"), false, "an escaped * is literal"},
		{"root_extra_slashes", "Read(///etc/shadow)", hook.Deny, ptFile("Read", "/etc/shadow"), true, "extra slashes after // are still the root"},
		{"root_star", "Read(//tmp/*)", hook.Allow, ptFile("Read", "/tmp/x"), true, "//tmp/*"},
		{"root_star_not_deep", "Read(//tmp/*)", hook.Allow, ptFile("Read", "/tmp/x/y"), false, "* stays in one segment"},
		{"root_star_deny_deep", "Read(//tmp/*)", hook.Deny, ptFile("Read", "/tmp/x/y"), true, "deny: /tmp/x matches, so what is under it does"},
		{"invalid_deny_inside", "Read(a[b/**)", hook.Deny, ptFile("Read", "/home/u/proj/a[b/**/x"), true, "an invalid deny still guards the exact path and what is under it"},
		{"invalid_deny_other", "Read(a[b)", hook.Deny, ptFile("Read", "/home/u/proj/ab"), false, "the exact path only"},
		{"negation_invalid_allow", "Read(!secret)", hook.Allow, ptFile("Read", "/home/u/proj/x"), false, "a negated pattern approves nothing"},
		{"grep_relative_path", "Read(src/**)", hook.Allow, grepRel, true, "Grep's relative path resolves against cwd"},
		{"bash_read_edit_allow", "Edit(src/**)", hook.Allow, ptRead("/home/u/proj/src/a.go"), true, "Edit allow implies read for Bash reads too"},
		{"bash_read_read_allow", "Read(src/**)", hook.Allow, ptRead("/home/u/proj/src/a.go"), true, "Read allow on a Bash read"},
		{"bash_write_read_allow", "Read(src/**)", hook.Allow, ptWrite("/home/u/proj/src/a.go"), false, "Read allow grants no writes"},
		{"bash_write_edit_allow", "Edit(src/**)", hook.Allow, ptWrite("/home/u/proj/src/a.go"), true, "Edit allow on a Bash write"},
		{"bash_read_edit_deny", "Edit(src/**)", hook.Deny, ptRead("/home/u/proj/src/a.go"), false, "Edit deny does not block reads"},
		{"bare_read_deny_write", "Read", hook.Deny, ptWrite("/x"), true, "bare Read is every path: a Read deny blocks writes"},
		{"bare_read_deny_edit_tool", "Read", hook.Deny, ptFile("Edit", "/x"), true, "bare Read is every path: a Read deny blocks edits"},
		{"bare_read_allow_no_write", "Read", hook.Allow, ptWrite("/x"), false, "Read allow grants no writes"},
		{"bare_edit_allow_read", "Edit", hook.Allow, ptRead("/x"), true, "Edit allow implies read"},
		{"bare_edit_allow_read_tool", "Edit", hook.Allow, ptFile("Read", "/x"), true, "Edit allow implies read"},
		{"bare_edit_deny_no_read", "Edit", hook.Deny, ptRead("/x"), false, "Edit deny does not block reads"},
		{"bare_write_not_bash_write", "Write", hook.Deny, ptWrite("/x"), false, "the Write tool is not a Bash redirect"},
		{"segment_not_path", "Read(**)", hook.Deny, ptBash("cat x"), false, "path rules see the segment's paths, not the segment"},
		{"no_path", "Read(**)", hook.Deny, ptCall("Read", map[string]any{}), false, "nothing to match"},
		{"symlink_resolved_same", "Read(a)", hook.Allow, &act.Action{Kind: act.CallAction, Tool: "Read", Path: "/home/u/proj/a", Resolved: "/home/u/proj/a"}, true, "Resolved equal to Path"},
	})
}

func TestPathNoEnv(t *testing.T) {
	for _, rule := range []string{"Read(~/x)", "Read(x)", "Read(./x)"} {
		p, err := ParsePattern(rule, "")
		if err != nil {
			t.Fatal(err)
		}
		if p.Match(ptFile("Read", "/x"), act.Env{}, hook.Deny) {
			t.Errorf("%s matched with no home and no cwd", rule)
		}
	}
}

func TestHasGlobByte(t *testing.T) {
	for _, seg := range []string{"", "src", "a*", "?", "[x]", "a]", "{a,b}", "}", `a\b`, "!x", "é", "a.b-c_d"} {
		if got, want := hasGlobByte(seg), strings.ContainsAny(seg, "*?[]{}\\!"); got != want {
			t.Errorf("hasGlobByte(%q) = %v, want %v", seg, got, want)
		}
	}
}

// quickGlobIn is hasGlobByte for every byte.
func TestQuickGlobIn(t *testing.T) {
	for b := range 256 {
		seg := "a" + string([]byte{byte(b)})
		if got, want := quickGlobIn(seg), hasGlobByte(seg); got != want {
			t.Errorf("quickGlobIn(%q) = %v, want %v", seg, got, want)
		}
	}
}
