package claude

import (
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/shell"
)

// TestBashFlagSpellings checks that a deny written for one spelling of a
// command catches the others: bundled, split, reordered and long flags,
// refspecs, git's global options and any path to the binary.
func TestBashFlagSpellings(t *testing.T) {
	quoted := ptSeg(`rm "-rf" build`)
	quoted.Argv[1] = shell.Word{Value: "-rf"}

	dynamic := ptSeg("rm $FLAGS build")
	dynamic.Argv[1] = shell.Word{Value: "$FLAGS", Dynamic: true}

	slashed := ptSeg("rm -rf build")
	slashed.Text, slashed.AllowText = `\rm -rf build`, `\rm -rf build`
	slashed.Argv[0].Value = `\rm`

	nested := ptSeg("rm -rf /")
	nested.Text, nested.AllowText, nested.Nesting = `bash -c 'rm -rf /'`, "", []string{"bash -c"}

	dynProg := ptSeg("$RM -rf build")
	dynProg.Program = ""
	dynProg.Argv[0].Dynamic = true

	spaced := ptSeg("rm -rf build")
	spaced.Text, spaced.AllowText = "rm   -rf   build", "rm   -rf   build"

	ptRun(t, []ptCase{
		{"rm_rf", "Bash(rm -rf *)", hook.Deny, ptBash("rm -rf build"), true, "the spelling of the rule"},
		{"rm_fr", "Bash(rm -rf *)", hook.Deny, ptBash("rm -fr build"), true, "bundle reordered"},
		{"rm_r_f", "Bash(rm -rf *)", hook.Deny, ptBash("rm -r -f build"), true, "split flags"},
		{"rm_f_r_after_operand", "Bash(rm -rf *)", hook.Deny, ptBash("rm build -f -r"), true, "flags after the operand"},
		{"rm_Rf", "Bash(rm -rf *)", hook.Deny, ptBash("rm -Rf build"), true, "-R is -r for rm"},
		{"rm_long", "Bash(rm -rf *)", hook.Deny, ptBash("rm --recursive --force build"), true, "long forms"},
		{"rm_long_reordered", "Bash(rm -rf *)", hook.Deny, ptBash("rm --force --recursive build"), true, "long forms reordered"},
		{"rm_mixed", "Bash(rm -rf *)", hook.Deny, ptBash("rm -r --force build"), true, "short and long mixed"},
		{"rm_extra_flag", "Bash(rm -rf *)", hook.Deny, ptBash("rm -rfv build"), true, "an extra flag does not escape the rule"},
		{"rm_abs_path", "Bash(rm -rf *)", hook.Deny, ptBash("/usr/bin/rm -rf build"), true, "any path to the binary"},
		{"rm_backslash", "Bash(rm -rf *)", hook.Deny, ptSegAct(slashed), true, `\rm is rm`},
		{"rm_quoted_flag", "Bash(rm -rf *)", hook.Deny, ptSegAct(quoted), true, `quoting does not defeat the literal: rm "-rf"`},
		{"rm_nested", "Bash(rm -rf *)", hook.Deny, ptSegAct(nested), true, "a segment found inside bash -c"},
		{"rm_spaced", "Bash(rm -rf *)", hook.Deny, ptSegAct(spaced), true, "double spaces do not defeat a deny"},
		{"rm_sudo", "Bash(rm -rf *)", hook.Deny, ptWrapped("sudo -u root rm -fr build", "rm -fr build", ""), true, "through a wrapper"},
		{"rm_timeout", "Bash(rm -rf *)", hook.Deny, ptWrapped("timeout -s KILL 5 rm -r -f build", "rm -r -f build", "rm -r -f build"), true, "through a stripped wrapper"},
		{"rm_r_only", "Bash(rm -rf *)", hook.Deny, ptBash("rm -r build"), false, "-f missing"},
		{"rm_f_only", "Bash(rm -rf *)", hook.Deny, ptBash("rm -f build"), false, "-r missing"},
		{"rm_after_dashdash", "Bash(rm -rf *)", hook.Deny, ptBash("rm -- -rf"), false, "after -- a word is an operand"},
		{"rm_dynamic_flags", "Bash(rm -rf *)", hook.Deny, ptSegAct(dynamic), false, "a dynamic word is not taken for a flag"},
		{"rm_dynamic_program", "Bash(rm -rf *)", hook.Deny, ptSegAct(dynProg), false, "a dynamic program is judged elsewhere (unresolved)"},
		{"rm_other_program", "Bash(rm -rf *)", hook.Deny, ptBash("grep -rf build"), false, "another program"},
		{"rm_as_argument", "Bash(rm -rf *)", hook.Deny, ptBash("echo rm -rf build"), false, "rm as data"},
		{"rm_root_legacy", "Bash(rm -rf /:*)", hook.Deny, ptBash("rm -fr /"), true, "issue 18613: rm -fr escapes Bash(rm -rf /:*) in Claude Code"},
		{"rm_root_rfv", "Bash(rm -rf /:*)", hook.Deny, ptBash("rm -rfv /"), true, "issue 18613: rm -rfv"},
		{"rm_root_long", "Bash(rm -rf /:*)", hook.Deny, ptBash("rm --recursive --force /"), true, "issue 18613: rm --recursive --force"},
		{"rm_root_other_dir", "Bash(rm -rf /:*)", hook.Deny, ptBash("rm -rf /tmp"), false, "the operand / is literal"},
		{"rm_root_trailing_slash", "Bash(rm -rf /tmp:*)", hook.Deny, ptBash("rm -fr /tmp/"), true, "a trailing slash names the same directory"},
		{"rm_operand_glob", "Bash(rm -rf /tmp/*)", hook.Deny, ptBash("rm -fr /tmp/cache"), true, "an operand glob"},
		{"rm_exact_rule", "Bash(rm -rf build)", hook.Deny, ptBash("rm -fr build"), true, "a rule without * also catches other spellings"},
		{"rm_exact_rule_other_operand", "Bash(rm -rf build)", hook.Deny, ptBash("rm -fr dist"), false, "without * the operands are exact"},

		{"push_force", "Bash(git push --force *)", hook.Deny, ptBash("git push --force origin main"), true, "the spelling of the rule"},
		{"push_f", "Bash(git push --force *)", hook.Deny, ptBash("git push -f origin main"), true, "-f is --force"},
		{"push_plus_refspec", "Bash(git push --force *)", hook.Deny, ptBash("git push origin +main"), true, "+refspec forces"},
		{"push_force_last", "Bash(git push --force *)", hook.Deny, ptBash("git push origin main --force"), true, "reordered"},
		{"push_global_C", "Bash(git push --force *)", hook.Deny, ptBash("git -C /repo push -f"), true, "git -C dir before the subcommand"},
		{"push_global_c", "Bash(git push --force *)", hook.Deny, ptBash("git -c core.x=y push --force"), true, "git -c k=v before the subcommand"},
		{"push_global_gitdir", "Bash(git push --force *)", hook.Deny, ptBash("git --git-dir=/r/.git --no-pager push -f"), true, "--git-dir= and boolean globals"},
		{"push_abs_git", "Bash(git push --force *)", hook.Deny, ptBash("/usr/bin/git push -f"), true, "any path to git"},
		{"push_with_lease_distinct", "Bash(git push --force *)", hook.Deny, ptBash("git push --force-with-lease origin main"), false, "--force-with-lease is a distinct flag (Claude Code's text match does not catch it either)"},
		{"push_with_lease_rule", "Bash(git push --force-with-lease *)", hook.Deny, ptBash("git push --force-with-lease=main origin"), true, "--flag=value is the flag"},
		{"push_plain", "Bash(git push --force *)", hook.Deny, ptBash("git push origin main"), false, "no force"},
		{"push_other_subcommand", "Bash(git push --force *)", hook.Deny, ptBash("git log --force push"), false, "the subcommand is positional"},
		{"push_f_rule_long_seg", "Bash(git push -f *)", hook.Deny, ptBash("git push --force"), true, "--force is -f"},
		{"push_f_rule_refspec", "Bash(git push -f *)", hook.Deny, ptBash("git push origin +HEAD:main"), true, "+refspec forces"},
		{"push_delete_colon", "Bash(git push --delete *)", hook.Deny, ptBash("git push origin :feature"), true, ":ref deletes"},
		{"push_operand_in_order", "Bash(git push origin main *)", hook.Deny, ptBash("git push -f origin main"), true, "operands in order"},
		{"push_operand_out_of_order", "Bash(git push origin main *)", hook.Deny, ptBash("git push main origin"), false, "operands in order"},

		{"push_star_then_flag", "Bash(git push * --force)", hook.Deny, ptBash("git push -f origin main"), true, "a * before flags only: the flags may be anywhere"},
		{"push_star_then_flag_text", "Bash(git push * --force)", hook.Deny, ptBash("git push origin --force"), true, "Claude Code's text match"},
		{"push_star_then_flag_none", "Bash(git push * --force)", hook.Deny, ptBash("git push origin main"), false, "no force"},
		{"push_star_then_flag_allow", "Bash(git push * --force)", hook.Allow, ptBash("git push -f origin"), false, "allow is text only"},
		{"reset_hard", "Bash(git reset --hard *)", hook.Deny, ptBash("git reset --hard HEAD~1"), true, "the spelling of the rule"},
		{"reset_hard_after", "Bash(git reset --hard *)", hook.Deny, ptBash("git reset HEAD~1 --hard"), true, "reordered"},
		{"reset_hard_global", "Bash(git reset --hard *)", hook.Deny, ptBash("git -C ../x reset --hard"), true, "through git -C"},
		{"reset_soft", "Bash(git reset --hard *)", hook.Deny, ptBash("git reset --soft HEAD~1"), false, "--soft is not --hard"},
		{"clean_fd", "Bash(git clean -f *)", hook.Deny, ptBash("git clean -fd"), true, "bundled"},
		{"clean_xdf", "Bash(git clean -f *)", hook.Deny, ptBash("git clean -xdf"), true, "bundled"},
		{"clean_long", "Bash(git clean -f *)", hook.Deny, ptBash("git clean --force -d"), true, "--force is -f"},
		{"clean_dry", "Bash(git clean -f *)", hook.Deny, ptBash("git clean -n"), false, "dry run"},
		{"branch_D", "Bash(git branch -D *)", hook.Deny, ptBash("git branch -D topic"), true, "the spelling of the rule"},
		{"branch_long", "Bash(git branch -D *)", hook.Deny, ptBash("git branch --delete --force topic"), true, "-D is --delete --force"},
		{"branch_d_f", "Bash(git branch -D *)", hook.Deny, ptBash("git branch -d -f topic"), true, "-D is -d -f"},
		{"branch_d", "Bash(git branch -D *)", hook.Deny, ptBash("git branch -d topic"), false, "-d alone refuses unmerged branches"},
		{"checkout_dashdash", "Bash(git checkout -- *)", hook.Deny, ptBash("git checkout -- a.go"), true, "-- in the rule"},
		{"checkout_dashdash_needed", "Bash(git checkout -- *)", hook.Deny, ptBash("git checkout main"), false, "-- in the rule must be in the command"},
		{"chmod_R", "Bash(chmod -R 777 *)", hook.Deny, ptBash("chmod --recursive 777 /srv"), true, "--recursive is -R"},
		{"chmod_R_after", "Bash(chmod -R 777 *)", hook.Deny, ptBash("chmod 777 -R /srv"), true, "reordered"},
		{"chmod_no_R", "Bash(chmod -R 777 *)", hook.Deny, ptBash("chmod 777 /srv"), false, "not recursive"},
		{"tar_bundle_unknown_order", "Bash(tar -xzf *)", hook.Deny, ptBash("tar -zxf a.tgz"), true, "bundle expansion"},
		{"tar_long_value", "Bash(tar -xzf *)", hook.Deny, ptBash("tar --extract --gzip --file=a.tgz"), true, "long forms, --file=value"},
		{"unknown_program_bundle", "Bash(frob -ab *)", hook.Deny, ptBash("frob -b -a x"), true, "unknown programs: bundle expansion only"},
		{"unknown_program_long", "Bash(frob -a *)", hook.Deny, ptBash("frob --all x"), false, "unknown programs: no long aliases"},
		{"kubectl_subsequence", "Bash(kubectl delete pod *)", hook.Deny, ptBash("kubectl -n prod delete pod web"), true, "operands in order among the non-flag words"},
		{"home_dollar", "Bash(cat ~/.ssh/*)", hook.Deny, ptBash("cat $HOME/.ssh/id_rsa"), true, "deny rules referencing home paths also catch $HOME spellings"},
		{"home_braces", "Bash(cat ~/.ssh/*)", hook.Deny, ptBash("cat ${HOME}/.ssh/id_rsa"), true, "deny rules referencing home paths also catch ${HOME} spellings"},
		{"home_absolute", "Bash(cat ~/.ssh/*)", hook.Deny, ptBash("cat /home/u/.ssh/id_rsa"), true, "the absolute home is a home spelling"},
		{"home_rule_dollar", "Bash(rm -rf $HOME)", hook.Deny, ptBash("rm -fr ~"), true, "a rule written with $HOME catches ~"},
		{"home_semantic", "Bash(rm -rf ~/work *)", hook.Deny, ptBash("rm -r --force /home/u/work"), true, "home spellings in operands, other flag spellings"},
		{"home_other_dir", "Bash(cat ~/.ssh/*)", hook.Deny, ptBash("cat /home/other/.ssh/id_rsa"), false, "another home"},
		{"home_not_for_allow", "Bash(cat ~/.ssh/*)", hook.Allow, ptBash("cat $HOME/.ssh/id_rsa"), false, "allow matches at most"},
		{"ask_same_as_deny", "Bash(rm -rf *)", hook.Ask, ptBash("rm -fr build"), true, "ask matches at least what Claude Code matches, too"},

		{"timeout_param_or_command_deny", "Bash(timeout:*)", hook.Deny, ptWrapped("timeout 5 make", "make", "make"), true, "timeout:* is also the legacy form of Bash(timeout *)"},
		{"timeout_param_deny_call", "Bash(timeout:*)", hook.Deny, ptCall("Bash", map[string]any{"command": "make", "timeout": float64(5000)}), true, "timeout is a Bash parameter"},
		{"timeout_param_allow", "Bash(timeout:*)", hook.Allow, ptWrapped("timeout 5 make", "make", "make"), false, "ambiguous: allow matches at most"},
		{"legacy_command_builtin", "Bash(command:*)", hook.Deny, ptBash("command -v rm"), true, "command:* is the legacy Bash(command *), not a parameter rule on command"},
		{"legacy_command_builtin_allow", "Bash(command:*)", hook.Allow, ptBash("command -v rm"), false, "ambiguous: allow matches at most"},
		{"param_not_text", "Bash(run_in_background:true)", hook.Deny, ptBash("run_in_background:true"), false, "a parameter rule is not a command pattern"},
		{"monitor_deny", "Monitor(npm run *)", hook.Deny, ptCall("Monitor", map[string]any{"command": "npm run dev"}), true, "Monitor takes Bash specifiers"},
		{"monitor_allow_call", "Monitor(npm run *)", hook.Allow, ptCall("Monitor", map[string]any{"command": "npm run dev"}), false, "an undecomposed command is never allowed by a specifier"},
		{"monitor_not_bash_segment", "Monitor(npm run *)", hook.Deny, ptBash("npm run dev"), false, "Monitor rules are not Bash rules"},
		{"bash_not_monitor_segment", "Bash(npm run *)", hook.Deny, &act.Action{Kind: act.SegmentAction, Tool: "Monitor", Segment: ptSeg("npm run dev")}, false, "Bash rules are not Monitor rules"},
		{"powershell_deny_case", "PowerShell(Remove-Item *)", hook.Deny, ptCall("PowerShell", map[string]any{"command": "remove-item -Recurse C:/x"}), true, "PowerShell rules are case-insensitive"},
		{"powershell_deny_piece", "PowerShell(Remove-Item *)", hook.Deny, ptCall("PowerShell", map[string]any{"command": "Get-Date; Remove-Item x"}), true, "deny matches any piece"},
		{"powershell_allow", "PowerShell(Get-ChildItem *)", hook.Allow, ptCall("PowerShell", map[string]any{"command": "Get-ChildItem"}), false, "PowerShell is not decomposed: allow matches nothing"},
	})
}

// TestBashAllowAtMost checks that an allow approves no more than Claude
// Code would: only AllowText, only resolved segments, text only.
func TestBashAllowAtMost(t *testing.T) {
	unresolved := ptSeg("npm test")
	unresolved.Resolved, unresolved.Why = false, "pipe into a shell"

	noAllowText := ptSeg("npm test")
	noAllowText.AllowText = ""

	container := ptSeg(`bash -c "npm test"`)
	container.Container = true

	ptRun(t, []ptCase{
		{"sudo_prefix", "Bash(npm test *)", hook.Allow, ptWrapped("sudo npm test", "npm test", "sudo npm test"), false, "sudo is not stripped for allow"},
		{"unresolved", "Bash(npm test *)", hook.Allow, ptSegAct(unresolved), false, "unresolved segments are never allowed"},
		{"unresolved_deny_still", "Bash(npm test *)", hook.Deny, ptSegAct(unresolved), true, "deny still matches an unresolved segment"},
		{"no_allow_text", "Bash(npm test *)", hook.Allow, ptSegAct(noAllowText), false, "an empty AllowText is never allowed"},
		{"bare_no_allow_text", "Bash", hook.Allow, ptSegAct(noAllowText), false, "an empty AllowText is never allowed"},
		{"container", "Bash(npm test *)", hook.Allow, ptSegAct(container), false, "bash -c is its own segment"},
		{"no_semantic_for_allow", "Bash(rm -rf build)", hook.Allow, ptBash("rm -fr build"), false, "other spellings are a deny concern"},
		{"no_path_normalising_for_allow", "Bash(git push *)", hook.Allow, ptBash("/usr/bin/git push"), false, "allow matches AllowText as written"},
		{"assignment_kept_for_allow", "Bash(make *)", hook.Allow, ptBash("CC=evil make"), false, "an allow does not match past an unknown assignment"},
		{"assignment_stripped_for_deny", "Bash(make *)", hook.Deny, ptBash("CC=evil make"), true, "deny and ask match past any leading assignment"},
		{"assignment_quoted_value", "Bash(make *)", hook.Deny, func() *act.Action {
			s := ptSeg("make all")
			s.Text, s.AllowText = `CFLAGS="-O2 -g" X='a b' make all`, ""
			s.Assigns = []shell.Assign{{Name: "CFLAGS", Value: "-O2 -g"}, {Name: "X", Value: "a b"}}
			return ptSegAct(s)
		}(), true, "quoted assignment values are skipped whole"},
		{"allow_ignores_text", "Bash(npm test *)", hook.Allow, func() *act.Action {
			s := ptSeg("npm test")
			s.Text, s.AllowText = "npm test", "FOO=1 npm test"
			return ptSegAct(s)
		}(), false, "allow looks at AllowText only"},
	})
}

func TestBashStripAssigns(t *testing.T) {
	for in, want := range map[string]string{
		"FOO=bar rm -rf x":              "rm -rf x",
		`A="x y" B='p q' C=\ d cmd`:     "cmd",
		"A=1":                           "",
		"rm A=1":                        "rm A=1",
		"  A=$(echo a b) ls":            "ls",
		"A=`x y` B=\"$(a \"b c\")\" ls": "ls",
		"=x ls":                         "=x ls",
		"9A=1 ls":                       "9A=1 ls",
	} {
		if got := bashStripAssigns(in); got != want {
			t.Errorf("bashStripAssigns(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestBashJoinedHasPrefix(t *testing.T) {
	args := []shell.Word{{Value: "push"}, {Value: "origin"}}
	for prefix, want := range map[string]bool{
		"":                    true,
		"gi":                  true,
		"git":                 true,
		"git ":                true,
		"git pu":              true,
		"git push origin":     true,
		"git push origin ":    false,
		"git push origin x":   false,
		"git  push":           false,
		"git pull":            false,
		"gitx":                false,
		"git push origin\x00": false,
	} {
		if got := bashJoinedHasPrefix("git", args, prefix); got != want {
			t.Errorf("bashJoinedHasPrefix(git push origin, %q) = %v, want %v", prefix, got, want)
		}
	}
}

func TestBashSplitWords(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
		ok   bool
	}{
		{`git commit -m "fix bug"`, []string{"git", "commit", "-m", "fix bug"}, true},
		{`rm '-rf' a\ b`, []string{"rm", "-rf", "a b"}, true},
		{`echo "a \"q\""`, []string{"echo", `a "q"`}, true},
		{`echo "open`, nil, false},
		{`  a   b  `, []string{"a", "b"}, true},
	} {
		got, ok := bashSplitWords(tc.in)
		if ok != tc.ok || len(got) != len(tc.want) {
			t.Errorf("bashSplitWords(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("bashSplitWords(%q) = %q, want %q", tc.in, got, tc.want)
				break
			}
		}
	}
}

// TestBashWords: the deny matcher sorts words with progs' grammar: a
// bundle spells several flags, an option's separate value is an operand
// (as Claude Code reads the text), "--" ends the options, and the words
// inside a list option (find -exec … ;) are read as options of the same
// table too.
func TestBashWords(t *testing.T) {
	tests := []struct {
		prog, sub string
		words     []string
		want      []string // per word: flags joined by ",", "--" for the end, "" for an operand
	}{
		{"tar", "", []string{"-xzf", "a.tar"}, []string{"-x,-z,-f", ""}},
		{"rm", "", []string{"-rf", "--", "-x"}, []string{"-r,-f", "--", ""}},
		{"git", "commit", []string{"-m", "-a", "--amend"}, []string{"-m", "", "--amend"}},
		{"git", "branch", []string{"-D", "x"}, []string{"-d,-f", ""}},
		{"find", "", []string{".", "-exec", "rm", "-rf", "{}", ";"}, []string{"", "-exec", "", "-rf", "", ""}}, // one-dash words, as find spells them
	}
	for _, tt := range tests {
		got := bashWords(progs.Words{Values: tt.words}, bashTable(tt.prog, tt.sub))
		for i, w := range got {
			s := strings.Join(w.flags, ",")
			if w.end {
				s = "--"
			}
			if !w.option && !w.end {
				s = ""
			}
			if s != tt.want[i] {
				t.Errorf("%s %s %q: word %d %q is %q, want %q", tt.prog, tt.sub, tt.words, i, tt.words[i], s, tt.want[i])
			}
		}
	}
}
