package claude

import (
	"path"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/shell"
)

// ptEnv is the environment of every pattern test: a project at
// /home/u/proj, which is also the current directory.
var ptEnv = act.Env{Cwd: "/home/u/proj", Home: "/home/u", Project: "/home/u/proj"}

// ptRoot is the directory "/x" rules are relative to (project settings).
const ptRoot = "/home/u/proj"

// seg builds a resolved segment from a command written with single spaces:
// leading NAME=value words become assignments, the rest the argv. Its
// AllowText is the text itself; use segAllow for another one.
func ptSeg(text string) *shell.Segment {
	s := &shell.Segment{Text: text, AllowText: text, Resolved: true, Cwd: ptEnv.Cwd}
	words := strings.Fields(text)
	for len(words) > 0 && strings.Contains(words[0], "=") && !strings.HasPrefix(words[0], "-") {
		name, value, _ := strings.Cut(words[0], "=")
		s.Assigns = append(s.Assigns, shell.Assign{Name: name, Value: value})
		words = words[1:]
	}
	for _, w := range words {
		s.Argv = append(s.Argv, shell.Word{Value: strings.Trim(w, `"'`)})
	}
	if len(s.Argv) > 0 {
		s.Program = path.Base(s.Argv[0].Value)
	}
	return s
}

// segAct wraps a segment in a SegmentAction.
func ptSegAct(s *shell.Segment) *act.Action {
	return &act.Action{Kind: act.SegmentAction, Tool: "Bash", Segment: s}
}

// bash is a SegmentAction for a plain command.
func ptBash(text string) *act.Action { return ptSegAct(ptSeg(text)) }

// wrapped is a SegmentAction for a command reached through wrappers or
// assignments: text is the source as written, argv what runs, allow the
// AllowText ("" for none).
func ptWrapped(text, argv, allow string) *act.Action {
	s := ptSeg(argv)
	s.Text, s.AllowText = text, allow
	if lead, _, ok := strings.Cut(text, " "+argv); ok {
		for _, w := range strings.Fields(lead) {
			if name, value, ok := strings.Cut(w, "="); ok {
				s.Assigns = append(s.Assigns, shell.Assign{Name: name, Value: value})
			}
		}
	}
	return ptSegAct(s)
}

func ptCall(tool string, input map[string]any) *act.Action {
	return &act.Action{Kind: act.CallAction, Tool: tool, Input: input}
}

// file is a file tool call on an absolute path.
func ptFile(tool, p string) *act.Action {
	key := "file_path"
	if tool == "NotebookEdit" {
		key = "notebook_path"
	}
	return &act.Action{Kind: act.CallAction, Tool: tool, Input: map[string]any{key: p}, Path: p}
}

func ptRead(p string) *act.Action  { return &act.Action{Kind: act.ReadAction, Tool: "Bash", Path: p} }
func ptWrite(p string) *act.Action { return &act.Action{Kind: act.WriteAction, Tool: "Bash", Path: p} }

func ptFetch(host string) *act.Action {
	return &act.Action{Kind: act.CallAction, Tool: "WebFetch", Input: map[string]any{"url": "https://" + host + "/x"}, Domain: strings.TrimSuffix(strings.ToLower(host), ".")}
}

func ptMCP(tool string) *act.Action { return ptCall(tool, map[string]any{}) }

func ptAgent(typ string) *act.Action {
	return ptCall("Agent", map[string]any{"subagent_type": typ, "prompt": "p", "description": "d"})
}

func ptSkill(name, args string) *act.Action {
	in := map[string]any{"skill": name}
	if args != "" {
		in["args"] = args
	}
	return ptCall("Skill", in)
}

type ptCase struct {
	name   string
	rule   string
	d      hook.Decision
	act    *act.Action
	want   bool
	reason string
}

func ptRun(t *testing.T, cases []ptCase) {
	t.Helper()
	seen := map[string]bool{}
	for _, tc := range cases {
		if seen[tc.name] {
			t.Fatalf("duplicate case name %q", tc.name)
		}
		seen[tc.name] = true
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParsePattern(tc.rule, ptRoot)
			if err != nil {
				t.Fatalf("ParsePattern(%q): %v", tc.rule, err)
			}
			got := p.Match(tc.act, ptEnv, tc.d)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%s %q match mismatch (-want +got):\n%s\nreason: %s", tc.d, tc.rule, diff, tc.reason)
			}
		})
	}
}

// TestMatchDocumented has one row per example of Claude Code's permission
// rule documentation; reason quotes or paraphrases it.
func TestMatchDocumented(t *testing.T) {
	ptRun(t, []ptCase{
		// 4.1 rule forms
		{"bash_star_is_bare_allow", "Bash(*)", hook.Allow, ptBash("make all"), true, "Bash(*) is equivalent to Bash"},
		{"bash_star_is_bare_deny", "Bash(*)", hook.Deny, ptBash("rm -rf /"), true, "Bash(*) is equivalent to Bash"},
		{"bash_bare_allow", "Bash", hook.Allow, ptBash("make all"), true, "a bare tool name matches every use of the tool"},
		{"bash_bare_deny_call", "Bash", hook.Deny, ptCall("Bash", map[string]any{"command": "ls"}), true, "bare-name deny removes the tool"},
		{"bash_bare_allow_not_call", "Bash", hook.Allow, ptCall("Bash", map[string]any{"command": "ls"}), false, "a Bash call is allowed through its segments"},
		{"exit_plan_mode_bare", "ExitPlanMode", hook.Deny, ptCall("ExitPlanMode", map[string]any{"plan": "x"}), true, "tools not listed accept only the bare name"},
		{"exit_plan_mode_specifier_inert", "ExitPlanMode(x)", hook.Deny, ptCall("ExitPlanMode", map[string]any{"plan": "x"}), false, "tools not listed accept only the bare name"},
		{"websearch_bare", "WebSearch", hook.Allow, ptCall("WebSearch", map[string]any{"query": "go"}), true, "WebSearch (bare only)"},
		{"websearch_other_tool", "WebSearch", hook.Deny, ptFetch("example.com"), false, "a bare name matches only its tool"},
		{"paren_in_specifier_literal", "Bash(echo (x))", hook.Allow, ptBash("echo (x)"), true, "parentheses inside the specifier are literal"},

		// 4.2 evaluation order: both the broad deny and the narrow allow match
		{"broad_deny_matches", "Bash(aws *)", hook.Deny, ptBash("aws s3 ls"), true, "a broad deny (Bash(aws *)) beats a narrow allow (Bash(aws s3 ls))"},
		{"narrow_allow_matches", "Bash(aws s3 ls)", hook.Allow, ptBash("aws s3 ls"), true, "a broad deny (Bash(aws *)) beats a narrow allow (Bash(aws s3 ls))"},

		// 4.3 Bash rules
		{"exact_match", "Bash(npm run build)", hook.Allow, ptBash("npm run build"), true, "Bash(npm run build) matches npm run build"},
		{"exact_no_extra_args", "Bash(npm run build)", hook.Allow, ptBash("npm run build --watch"), false, "Bash(npm run build) matches npm run build only, not npm run build --watch"},
		{"star_every_git_subcommand", "Bash(git *)", hook.Allow, ptBash("git status"), true, "Bash(git *) covers every git subcommand"},
		{"star_every_git_subcommand_push", "Bash(git *)", hook.Allow, ptBash("git push origin main"), true, "Bash(git *) covers every git subcommand"},
		{"star_middle", "Bash(git * main)", hook.Allow, ptBash("git push origin main"), true, "Bash(git * main) matches git push origin main"},
		{"star_middle_global_option", "Bash(git * main)", hook.Allow, ptBash("git -c core.fsmonitor=x diff main"), true, "Bash(git * main) matches even git -c core.fsmonitor=<script> diff main"},
		{"star_start", "Bash(* --version)", hook.Allow, ptBash("node --version"), true, "* matches anywhere, including the start"},
		{"star_several", "Bash(docker * run * alpine)", hook.Allow, ptBash("docker --debug run -it alpine"), true, "several * per rule"},
		{"word_boundary_args", "Bash(ls *)", hook.Allow, ptBash("ls -la"), true, "Bash(ls *) matches ls -la"},
		{"word_boundary_bare", "Bash(ls *)", hook.Allow, ptBash("ls"), true, "Bash(ls *) matches bare ls"},
		{"word_boundary_not_lsof", "Bash(ls *)", hook.Allow, ptBash("lsof"), false, "Bash(ls *) does not match lsof"},
		{"word_boundary_not_lsof_deny", "Bash(ls *)", hook.Deny, ptBash("lsof"), false, "Bash(ls *) does not match lsof"},
		{"no_boundary_lsof", "Bash(ls*)", hook.Allow, ptBash("lsof"), true, "Bash(ls*) matches lsof too"},
		{"tail_star_needs_args_when_several", "Bash(* --help *)", hook.Allow, ptBash("npm --help x"), true, "Bash(* --help *) matches npm --help x"},
		{"tail_star_not_bare_when_several", "Bash(* --help *)", hook.Allow, ptBash("npm --help"), false, "Bash(* --help *) does not match npm --help"},
		{"tail_star_not_bare_when_several_deny", "Bash(* --help *)", hook.Deny, ptBash("npm --help"), false, "Bash(* --help *) does not match npm --help"},
		{"middle_star_needs_word", "Bash(git log * main)", hook.Allow, ptBash("git log main"), false, "Bash(git log * main) does not match git log main"},
		{"middle_star_needs_word_deny", "Bash(git log * main)", hook.Deny, ptBash("git log main"), false, "Bash(git log * main) does not match git log main"},
		{"legacy_colon_star_args", "Bash(ls:*)", hook.Allow, ptBash("ls -la"), true, "Bash(ls:*) is Bash(ls *)"},
		{"legacy_colon_star_bare", "Bash(ls:*)", hook.Allow, ptBash("ls"), true, "Bash(ls:*) is Bash(ls *)"},
		{"legacy_colon_star_boundary", "Bash(ls:*)", hook.Allow, ptBash("lsof"), false, "Bash(ls:*) is Bash(ls *)"},
		{"colon_literal_elsewhere", "Bash(git:* push)", hook.Allow, ptBash("git:x push"), true, "Bash(git:* push) treats the colon literally"},
		{"colon_literal_elsewhere_no_git", "Bash(git:* push)", hook.Deny, ptBash("git fetch push"), false, "Bash(git:* push) treats the colon literally"},
		{"compound_ask_after_cd", "Bash(git clean *)", hook.Ask, ptBash("git clean -f"), true, "ask Bash(git clean *) still prompts for cd /tmp && git clean -f"},
		{"compound_ask_in_substitution", "Bash(git clean *)", hook.Ask, func() *act.Action {
			s := ptSeg("git clean -f")
			s.Nesting = []string{"$( )"}
			return ptSegAct(s)
		}(), true, `ask Bash(git clean *) still prompts for echo "$(git clean -f)"`},
		{"unparseable_never_allowed", "Bash(npm *)", hook.Allow, func() *act.Action {
			s := ptSeg("npm test &&")
			s.Resolved, s.AllowText, s.Why = false, "", "parse error"
			return ptSegAct(s)
		}(), false, "a dangling && makes the command unparseable; Bash(npm *) does not approve it"},
		{"unparseable_bare_bash_not_allowed", "Bash", hook.Allow, func() *act.Action {
			s := ptSeg("npm test &&")
			s.Resolved, s.AllowText = false, ""
			return ptSegAct(s)
		}(), false, "an unresolved segment is never allowed"},
		{"wrapper_timeout_stripped", "Bash(npm test *)", hook.Allow, ptWrapped("timeout 30 npm test", "npm test", "npm test"), true, "Bash(npm test *) matches timeout 30 npm test"},
		{"safe_env_stripped_for_allow", "Bash(npm test *)", hook.Allow, ptWrapped("NODE_ENV=test npm test", "npm test", "npm test"), true, "NODE_ENV=test npm test matches Bash(npm test *)"},
		{"other_env_blocks_allow", "Bash(npm test *)", hook.Allow, ptWrapped("FOO=bar npm test", "npm test", "FOO=bar npm test"), false, "an allow rule does not match past any other assignment"},
		{"deny_past_any_assignment", "Bash(rm *)", hook.Deny, ptWrapped("FOO=bar rm -rf tmp/", "rm -rf tmp/", "FOO=bar rm -rf tmp/"), true, "FOO=bar rm -rf tmp/ hits deny Bash(rm *)"},
		{"bare_xargs_stripped", "Bash(grep *)", hook.Allow, ptWrapped("xargs grep p", "grep p", "grep p"), true, "xargs grep p matches Bash(grep *)"},
		{"xargs_with_flags_is_xargs", "Bash(grep *)", hook.Allow, ptBash("xargs -n1 grep p"), false, "xargs -n1 grep p is matched as an xargs command"},
		{"unstripped_wrapper_prefix_rule", "Bash(devbox run *)", hook.Allow, ptBash("devbox run rm -rf ."), true, "Bash(devbox run *) also approves devbox run rm -rf ."},
		{"deny_through_sudo", "Bash(rm -rf *)", hook.Deny, ptWrapped("sudo rm -rf /", "rm -rf /", ""), true, "deny rules match commands wrapped in sudo"},
		{"deny_through_env", "Bash(rm -rf *)", hook.Deny, ptWrapped("env -i rm -rf /", "rm -rf /", ""), true, "deny rules match commands wrapped in env"},
		{"deny_through_watch", "Bash(rm *)", hook.Deny, ptWrapped("watch rm x", "rm x", ""), true, "deny rules match commands wrapped in watch"},
		{"allow_not_through_sudo", "Bash(npm test *)", hook.Allow, ptWrapped("sudo npm test", "npm test", "sudo npm test"), false, "exec wrappers are not stripped for allow"},
		{"fragile_https_vs_http", "Bash(curl http://github.com/ *)", hook.Allow, ptBash("curl https://github.com/x"), false, "https vs http defeats Bash(curl http://github.com/ *)"},

		// 4.4 Read / Edit
		{"read_home_anchor", "Read(~/secrets/**)", hook.Deny, ptFile("Read", "/home/u/secrets/a/key"), true, "~/path is anchored at the home directory"},
		{"read_home_anchor_elsewhere", "Read(~/secrets/**)", hook.Deny, ptFile("Read", "/home/u/proj/secrets/key"), false, "~/path is anchored at the home directory"},
		{"edit_source_anchor", "Edit(/src/**)", hook.Allow, ptFile("Edit", "/home/u/proj/src/a.go"), true, "/path is relative to the settings source"},
		{"single_slash_not_absolute", "Read(/Users/alice/file)", hook.Deny, ptFile("Read", "/Users/alice/file"), false, "Read(/Users/alice/file) in project settings means <project>/Users/alice/file"},
		{"single_slash_source_relative", "Read(/Users/alice/file)", hook.Deny, ptFile("Read", "/home/u/proj/Users/alice/file"), true, "Read(/Users/alice/file) in project settings means <project>/Users/alice/file"},
		{"double_slash_absolute", "Read(//etc/passwd)", hook.Deny, ptFile("Read", "/etc/passwd"), true, "//path is absolute"},
		{"cwd_relative", "Read(docs/*.md)", hook.Allow, ptFile("Read", "/home/u/proj/docs/a.md"), true, "path is relative to the current directory"},
		{"star_one_segment", "Edit(src/*.go)", hook.Allow, ptFile("Edit", "/home/u/proj/src/x/a.go"), false, "* matches within one path segment"},
		{"star_one_segment_deny", "Edit(src/*.go)", hook.Deny, ptFile("Edit", "/home/u/proj/src/x/a.go"), false, "* matches within one path segment"},
		{"double_star_crosses", "Edit(src/**/*.go)", hook.Allow, ptFile("Edit", "/home/u/proj/src/x/y/a.go"), true, "** crosses directories"},
		{"bare_name_any_depth", "Read(.env)", hook.Deny, ptFile("Read", "/home/u/proj/a/b/.env"), true, "Read(.env) is Read(**/.env): any .env under cwd"},
		{"bare_name_at_cwd", "Read(.env)", hook.Deny, ptFile("Read", "/home/u/proj/.env"), true, "Read(.env) is Read(**/.env)"},
		{"bare_name_not_parent", "Read(.env)", hook.Deny, ptFile("Read", "/home/u/.env"), false, "any .env under cwd, not in parent dirs"},
		{"whole_filesystem", "Read(//**/.env)", hook.Deny, ptFile("Read", "/srv/app/.env"), true, "Read(//**/.env) covers the whole filesystem"},
		{"dot_slash_name", "Read(./.env)", hook.Allow, ptFile("Read", "/home/u/proj/.env"), true, "Read(./.env) matches the .env in the current directory"},
		{"dot_slash_name_allow_narrow", "Read(./.env)", hook.Allow, ptFile("Read", "/home/u/proj/a/.env"), false, "uncertain in the docs: allow takes the narrow reading"},
		{"dot_slash_name_deny_wide", "Read(./.env)", hook.Deny, ptFile("Read", "/home/u/proj/a/.env"), true, "uncertain in the docs: deny takes the wide reading"},
		{"allow_single_dir_at_cwd", "Edit(src/**)", hook.Allow, ptFile("Edit", "/home/u/proj/src/a.go"), true, "allow Edit(src/**) covers <cwd>/src/**"},
		{"allow_single_dir_only_cwd", "Edit(src/**)", hook.Allow, ptFile("Edit", "/home/u/proj/pkg/src/a.go"), false, "allow Edit(src/**) covers only <cwd>/src/**"},
		{"deny_single_dir_any_depth", "Read(secrets/**)", hook.Deny, ptFile("Read", "/home/u/proj/a/secrets/k"), true, "deny Read(secrets/**) covers a secrets dir at any depth under cwd"},
		{"ask_single_dir_any_depth", "Read(secrets/**)", hook.Ask, ptFile("Read", "/home/u/proj/a/secrets/k"), true, "ask Read(secrets/**) covers a secrets dir at any depth under cwd"},
		{"deny_single_dir_not_above_cwd", "Read(secrets/**)", hook.Deny, ptFile("Read", "/home/u/secrets/k"), false, "at any depth under cwd"},
		{"source_dir_only_at_anchor", "Read(/src/**)", hook.Deny, ptFile("Read", "/home/u/proj/a/src/x"), false, "/src/** matches only at its anchor"},
		{"two_segment_only_at_anchor", "Read(src/components/**)", hook.Deny, ptFile("Read", "/home/u/proj/a/src/components/x"), false, "src/components/** matches only at its anchor"},
		{"two_segment_at_anchor", "Read(src/components/**)", hook.Deny, ptFile("Read", "/home/u/proj/src/components/x"), true, "src/components/** matches at its anchor"},
		{"double_star_prefix_anywhere", "Edit(**/src/**)", hook.Allow, ptFile("Edit", "/home/u/proj/a/b/src/x"), true, "**/src/** matches anywhere"},
		{"write_rule_never_consulted", "Write(/src/**)", hook.Deny, ptFile("Write", "/home/u/proj/src/a"), false, "Write(path) rules are never consulted"},
		{"notebook_rule_never_consulted", "NotebookEdit(**)", hook.Deny, ptFile("NotebookEdit", "/home/u/proj/a.ipynb"), false, "NotebookEdit(path) rules are never consulted"},
		{"glob_rule_never_consulted", "Glob(**)", hook.Deny, ptCall("Glob", map[string]any{"pattern": "*"}), false, "Glob(path) rules are never consulted"},
		{"multiedit_rule_never_consulted", "MultiEdit(**)", hook.Deny, ptFile("MultiEdit", "/home/u/proj/a"), false, "MultiEdit(path) rules are never consulted"},
		{"bare_write_still_matches", "Write", hook.Deny, ptFile("Write", "/home/u/proj/a"), true, "a bare-name rule like deny Write still matches at tool level"},
		{"edit_covers_write", "Edit(src/**)", hook.Deny, ptFile("Write", "/home/u/proj/src/a"), true, "Edit rules apply to all built-in file-editing tools"},
		{"edit_covers_notebook", "Edit(src/**)", hook.Deny, ptFile("NotebookEdit", "/home/u/proj/src/a.ipynb"), true, "Edit rules apply to NotebookEdit"},
		{"edit_covers_multiedit", "Edit(src/**)", hook.Allow, ptFile("MultiEdit", "/home/u/proj/src/a"), true, "the legacy MultiEdit tool is a file edit"},
		{"read_covers_grep", "Read(secrets/**)", hook.Deny, ptCall("Grep", map[string]any{"pattern": "x", "path": "secrets/k"}), true, "Read rules apply to Grep, checked against its path"},
		{"read_covers_glob_default_cwd", "Read(//home/u/proj)", hook.Deny, ptCall("Glob", map[string]any{"pattern": "*"}), true, "Glob's path defaults to cwd"},
		{"read_grep_parent_dir_not_matched", "Read(secrets/**)", hook.Deny, ptCall("Grep", map[string]any{"pattern": "x"}), false, "Grep/Glob are checked against the directory their path resolves to"},
		{"edit_allow_grants_read", "Edit(src/**)", hook.Allow, ptFile("Read", "/home/u/proj/src/a.go"), true, "an Edit allow also grants read access to the same path"},
		{"edit_deny_not_read", "Edit(src/**)", hook.Deny, ptFile("Read", "/home/u/proj/src/a.go"), false, "Edit deny does not block reads"},
		{"read_allow_not_edit", "Read(src/**)", hook.Allow, ptFile("Edit", "/home/u/proj/src/a.go"), false, "Read allow grants no edits"},
		{"read_deny_blocks_edit", "Read(.env)", hook.Deny, ptFile("Edit", "/home/u/proj/.env"), true, "a Read deny also blocks Edit on that path"},
		{"read_deny_blocks_write", "Read(.env)", hook.Deny, ptFile("Write", "/home/u/proj/.env"), true, "a Read deny also blocks Write, including creating a new file"},
		{"read_deny_blocks_notebook_at_least", "Read(.env)", hook.Deny, ptFile("NotebookEdit", "/home/u/proj/.env"), true, "NotebookEdit is not covered by Claude Code; a deny may match more"},
		{"read_deny_bash_read", "Read(.env)", hook.Deny, ptRead("/home/u/proj/.env"), true, "Read deny applies to file commands Claude Code recognises in Bash (cat .env)"},
		{"read_deny_bash_redirect", "Read(.env)", hook.Deny, ptWrite("/home/u/proj/.env"), true, "Read deny blocks writes, including redirect targets"},
		{"edit_deny_bash_redirect", "Edit(/dist/**)", hook.Deny, ptWrite("/home/u/proj/dist/a.js"), true, "output redirect targets are checked like an Edit of that file"},
		{"invalid_deny_guards_exact", "Read(secret[1.txt)", hook.Deny, ptFile("Read", "/home/u/proj/secret[1.txt"), true, "a deny whose path is not a valid gitignore pattern still guards that exact path"},
		{"invalid_allow_nothing", "Read(secret[1.txt)", hook.Allow, ptFile("Read", "/home/u/proj/secret[1.txt"), false, "an invalid allow pattern approves nothing"},
		{"symlink_deny_either_target", "Read(//etc/**)", hook.Deny, &act.Action{Kind: act.CallAction, Tool: "Read", Path: "/home/u/proj/link", Resolved: "/etc/shadow"}, true, "deny applies if either the link or the target matches"},
		{"symlink_deny_either_link", "Read(link)", hook.Deny, &act.Action{Kind: act.CallAction, Tool: "Read", Path: "/home/u/proj/link", Resolved: "/etc/shadow"}, true, "deny applies if either matches"},
		{"symlink_allow_needs_both", "Read(link)", hook.Allow, &act.Action{Kind: act.CallAction, Tool: "Read", Path: "/home/u/proj/link", Resolved: "/etc/shadow"}, false, "allow applies only if both the link and the target match"},
		{"symlink_allow_both", "Read(**)", hook.Allow, &act.Action{Kind: act.CallAction, Tool: "Read", Path: "/home/u/proj/link", Resolved: "/home/u/proj/real"}, true, "allow applies when both match"},

		// 4.5 WebFetch
		{"domain_exact", "WebFetch(domain:example.com)", hook.Allow, ptFetch("example.com"), true, "domain:host matches the URL's hostname"},
		{"domain_case", "WebFetch(domain:Example.COM)", hook.Allow, ptFetch("eXample.com"), true, "case-insensitive"},
		{"domain_trailing_dot", "WebFetch(domain:example.com.)", hook.Allow, ptFetch("example.com."), true, "trailing . stripped on both sides"},
		{"domain_exact_not_sub", "WebFetch(domain:example.com)", hook.Allow, ptFetch("a.example.com"), false, "domain:host matches that host"},
		{"domain_sub_one", "WebFetch(domain:*.example.com)", hook.Allow, ptFetch("a.example.com"), true, "*.example.com matches subdomains"},
		{"domain_sub_deep", "WebFetch(domain:*.example.com)", hook.Allow, ptFetch("a.b.example.com"), true, "subdomains at any depth"},
		{"domain_sub_not_apex", "WebFetch(domain:*.example.com)", hook.Allow, ptFetch("example.com"), false, "not the apex"},
		{"domain_label_star", "WebFetch(domain:example.*)", hook.Allow, ptFetch("example.org"), true, "example.* matches example.org"},
		{"domain_label_star_one_label", "WebFetch(domain:example.*)", hook.Allow, ptFetch("example.evil.com"), false, "a non-leading * matches only within one label"},
		{"domain_any", "WebFetch(domain:*)", hook.Allow, ptFetch("anything.test"), true, "domain:* matches every host"},
		{"webfetch_bare", "WebFetch", hook.Deny, ptFetch("x.test"), true, "bare WebFetch matches all fetches"},
		{"domain_url_fallback", "WebFetch(domain:example.com)", hook.Deny, ptCall("WebFetch", map[string]any{"url": "https://EXAMPLE.com:8443/a"}), true, "the host of the url is matched"},

		// 4.6 MCP
		{"mcp_server_all", "mcp__github", hook.Allow, ptMCP("mcp__github__get_issue"), true, "mcp__server matches all tools of that server"},
		{"mcp_server_not_other", "mcp__github", hook.Deny, ptMCP("mcp__github2__get_issue"), false, "mcp__server matches that server only"},
		{"mcp_server_star", "mcp__github__*", hook.Allow, ptMCP("mcp__github__create_pr"), true, "mcp__server__* likewise"},
		{"mcp_tool_exact", "mcp__github__get_issue", hook.Allow, ptMCP("mcp__github__get_issue"), true, "mcp__server__tool one tool"},
		{"mcp_tool_exact_other", "mcp__github__get_issue", hook.Allow, ptMCP("mcp__github__get_issues"), false, "mcp__server__tool one tool"},
		{"mcp_allow_anchored_glob", "mcp__github__get_*", hook.Allow, ptMCP("mcp__github__get_issue"), true, "allow may glob after a literal mcp__<server>__ prefix"},
		{"mcp_allow_anchored_glob_other", "mcp__github__get_*", hook.Allow, ptMCP("mcp__github__create_pr"), false, "the glob is anchored"},
		{"allow_unanchored_star", "*", hook.Allow, ptMCP("mcp__github__get_issue"), false, "unanchored allow globs (*) approve nothing"},
		{"allow_unanchored_b_star", "B*", hook.Allow, ptCall("Bash", map[string]any{"command": "ls"}), false, "unanchored allow globs (B*) approve nothing"},
		{"allow_unanchored_mcp_star", "mcp__*", hook.Allow, ptMCP("mcp__github__get_issue"), false, "unanchored allow globs (mcp__*) approve nothing"},
		{"deny_star_every_tool", "*", hook.Deny, ptCall("Read", map[string]any{"file_path": "/x"}), true, "deny * = every tool"},
		{"deny_mcp_star_every_mcp", "mcp__*", hook.Deny, ptMCP("mcp__slack__post"), true, "deny mcp__* = every MCP tool"},
		{"deny_mcp_star_not_builtin", "mcp__*", hook.Deny, ptCall("Bash", map[string]any{"command": "ls"}), false, "mcp__* = every MCP tool only"},
		{"ask_glob_tool_name", "B*", hook.Ask, ptCall("Bash", map[string]any{"command": "ls"}), true, "deny/ask rules may glob the whole tool name"},
		{"plugin_mcp_server", "mcp__plugin_acme_db", hook.Deny, ptMCP("mcp__plugin_acme_db__query"), true, "plugin servers use a scoped server segment"},

		// 4.7 Agent, Skill, parameters
		{"agent_name", "Agent(Explore)", hook.Deny, ptAgent("Explore"), true, "Agent(Name) matches subagent_type"},
		{"agent_name_other", "Agent(Explore)", hook.Deny, ptAgent("Plan"), false, "Agent(Name) matches subagent_type"},
		{"task_alias", "Task(Explore)", hook.Deny, ptAgent("Explore"), true, "Task(Name) still works as an alias"},
		{"task_alias_tool_name", "Agent(Explore)", hook.Allow, ptCall("Task", map[string]any{"subagent_type": "Explore"}), true, "Task is the old name of Agent"},
		{"skill_all", "Skill", hook.Allow, ptSkill("deploy", "prod"), true, "Skill (all)"},
		{"skill_exact", "Skill(deploy)", hook.Allow, ptSkill("deploy", ""), true, "Skill(name) exact"},
		{"skill_exact_other", "Skill(deploy)", hook.Allow, ptSkill("deploy-docs", ""), false, "Skill(name) exact"},
		{"skill_exact_no_args_for_allow", "Skill(deploy)", hook.Allow, ptSkill("deploy", "prod"), false, "Skill(name) exact; Skill(name *) is the form with arguments"},
		{"skill_exact_deny_any_args", "Skill(deploy)", hook.Deny, ptSkill("deploy", "prod"), true, "which string is matched is uncertain: deny matches the name whatever the arguments"},
		{"skill_prefix_args", "Skill(deploy *)", hook.Allow, ptSkill("deploy", "prod"), true, "Skill(name *) prefix with any arguments"},
		{"skill_prefix_bare", "Skill(deploy *)", hook.Allow, ptSkill("deploy", ""), true, "the wildcard form works like Bash(ls *)"},
		{"skill_prefix_boundary", "Skill(deploy *)", hook.Allow, ptSkill("deployer", ""), false, "the wildcard form works like Bash(ls *)"},
		{"param_model", "Agent(model:opus)", hook.Deny, ptCall("Agent", map[string]any{"model": "opus"}), true, "Agent(model:opus) matches \"opus\""},
		{"param_model_not_full_id", "Agent(model:opus)", hook.Deny, ptCall("Agent", map[string]any{"model": "claude-opus-4-1"}), false, "compared to the literal input, not a full model id"},
		{"param_isolation", "Agent(isolation:worktree)", hook.Ask, ptCall("Agent", map[string]any{"isolation": "worktree"}), true, "Agent(isolation:worktree)"},
		{"param_bool", "Bash(run_in_background:true)", hook.Deny, ptCall("Bash", map[string]any{"command": "sleep 9", "run_in_background": true}), true, "Bash(run_in_background:true)"},
		{"param_bool_false", "Bash(run_in_background:true)", hook.Deny, ptCall("Bash", map[string]any{"command": "sleep 9", "run_in_background": false}), false, "exact otherwise"},
		{"param_not_for_allow", "Agent(model:opus)", hook.Allow, ptCall("Agent", map[string]any{"model": "opus"}), false, "allow rules do not use this syntax"},
		{"param_omitted", "Agent(model:opus)", hook.Deny, ptCall("Agent", map[string]any{"prompt": "x"}), false, "an omitted parameter never matches"},
		{"param_omitted_star", "Agent(model:*)", hook.Deny, ptCall("Agent", map[string]any{"prompt": "x"}), false, "an omitted parameter never matches, even with *"},
		{"param_star", "Agent(model:*)", hook.Deny, ptCall("Agent", map[string]any{"model": "haiku"}), true, "* wildcard in the value"},
		{"param_star_partial", "Agent(model:claude-*)", hook.Deny, ptCall("Agent", map[string]any{"model": "claude-opus-4"}), true, "* wildcard in the value"},
		{"param_whitespace", "Agent( model : opus )", hook.Deny, ptCall("Agent", map[string]any{"model": "opus"}), true, "whitespace around : ignored"},
		{"param_number", "Bash(timeout:600000)", hook.Ask, ptCall("Bash", map[string]any{"command": "x", "timeout": float64(600000)}), true, "top-level scalar field"},
		{"param_not_object", "mcp__db__query(opts:*)", hook.Deny, ptCall("mcp__db__query", map[string]any{"opts": map[string]any{"a": 1}}), false, "top-level scalar field only"},
		{"param_mcp", "mcp__db__query(database:prod)", hook.Deny, ptCall("mcp__db__query", map[string]any{"database": "prod"}), true, "Tool(param:value) works for MCP tools (from --disallowedTools)"},
		{"param_primary_ignored", "Bash(command:rm *)", hook.Deny, ptCall("Bash", map[string]any{"command": "rm x"}), false, "primary content fields can't be matched; such rules are ignored"},
		{"param_primary_ignored_segment", "Bash(command:rm *)", hook.Deny, ptBash("rm x"), false, "primary content fields can't be matched; such rules are ignored"},
		{"param_url_ignored", "WebFetch(url:*)", hook.Deny, ptFetch("x.test"), false, "url is a primary field"},
	})
}

func TestParsePatternFields(t *testing.T) {
	type fields struct {
		Tool, Specifier string
		Warned          bool
	}
	for _, tc := range []struct {
		rule string
		want fields
	}{
		{"Bash", fields{Tool: "Bash"}},
		{"  Bash(ls *) ", fields{Tool: "Bash", Specifier: "ls *"}},
		{"Task(Explore)", fields{Tool: "Agent", Specifier: "Explore"}},
		{"mcp__github__get_*", fields{Tool: "mcp__github__get_*"}},
		{"Write(src/**)", fields{Tool: "Write", Specifier: "src/**", Warned: true}},
		{"Glob(src/**)", fields{Tool: "Glob", Specifier: "src/**", Warned: true}},
		{"Bash(command:rm *)", fields{Tool: "Bash", Specifier: "command:rm *", Warned: true}},
		{"Read(file_path:/x)", fields{Tool: "Read", Specifier: "file_path:/x", Warned: true}},
		{"Read(notes:v2.txt)", fields{Tool: "Read", Specifier: "notes:v2.txt"}},
		{"WebFetch(https://x.test)", fields{Tool: "WebFetch", Specifier: "https://x.test", Warned: true}},
		{"WebSearch(go)", fields{Tool: "WebSearch", Specifier: "go", Warned: true}},
		{"Cd(/tmp)", fields{Tool: "Cd", Specifier: "/tmp", Warned: true}},
	} {
		p, err := ParsePattern(tc.rule, ptRoot)
		if err != nil {
			t.Errorf("ParsePattern(%q): %v", tc.rule, err)
			continue
		}
		got := fields{p.Tool, p.Specifier, p.Warning != ""}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("ParsePattern(%q) mismatch (-want +got):\n%s", tc.rule, diff)
		}
		if p.Text != tc.rule {
			t.Errorf("ParsePattern(%q).Text = %q", tc.rule, p.Text)
		}
	}
}

func TestAllowInert(t *testing.T) {
	for rule, want := range map[string]bool{
		"Bash(npm test *)":          false,
		"mcp__github__get_*":        false,
		"Read(src/**)":              false,
		"Agent(model:opus)":         true,
		"mcp__*":                    true,
		"*":                         true,
		"Read(a[b)":                 true,
		"PowerShell(Get-Item *)":    true,
		"Write(src/**)":             true,
		"Bash(timeout:*)":           true,
		"WebFetch(domain:x.test)":   false,
		"Skill(deploy *)":           false,
		"ExitPlanMode":              false,
		"ExitPlanMode(something)":   true,
		"Bash(command:rm -rf /)":    true,
		"WebFetch(prompt:*secret*)": true,
	} {
		p, err := ParsePattern(rule, ptRoot)
		if err != nil {
			t.Fatalf("ParsePattern(%q): %v", rule, err)
		}
		if got := p.AllowInert(); got != want {
			t.Errorf("ParsePattern(%q).AllowInert() = %v, want %v", rule, got, want)
		}
	}
}

func TestParsePatternErrors(t *testing.T) {
	for _, tc := range []struct {
		rule string
		want *PatternError
	}{
		{"", &PatternError{Col: 1, Msg: "empty rule"}},
		{"   ", &PatternError{Col: 1, Msg: "empty rule"}},
		{"(ls)", &PatternError{Col: 1, Msg: "missing tool name"}},
		{"Bash(ls", &PatternError{Col: 5, Msg: "unclosed ( in rule: the specifier must end the rule with )"}},
		{"  Bash(ls", &PatternError{Col: 7, Msg: "unclosed ( in rule: the specifier must end the rule with )"}},
		{"Bash)", &PatternError{Col: 5, Msg: "unexpected ) without ("}},
		{"Bash(ls) x", &PatternError{Col: 5, Msg: "unclosed ( in rule: the specifier must end the rule with )"}},
		{"Bash()", &PatternError{Col: 6, Msg: "empty specifier: write the bare tool name to match every call"}},
		{"Ba sh", &PatternError{Col: 3, Msg: `invalid character ' ' in tool name`}},
		{"mcp__*(x:y)", &PatternError{Col: 7, Msg: "a tool-name wildcard takes no specifier"}},
		{"WebFetch(domain:)", &PatternError{Col: 17, Msg: "missing host after domain:"}},
		{"WebFetch(domain:a..b)", &PatternError{Col: 17, Msg: "empty label in domain a..b"}},
		{"WebFetch(domain:https://a.test/x)", &PatternError{Col: 17, Msg: "domain: takes a host name, not a URL"}},
		{"Read(~bob/x)", &PatternError{Col: 6, Msg: "~user paths are not supported; write //home/user/… or ~/…"}},
	} {
		p, err := ParsePattern(tc.rule, ptRoot)
		if p != nil {
			t.Errorf("ParsePattern(%q) returned a pattern with error %v", tc.rule, err)
		}
		pe, ok := err.(*PatternError)
		if !ok {
			t.Errorf("ParsePattern(%q) error = %v, want *PatternError", tc.rule, err)
			continue
		}
		if diff := cmp.Diff(tc.want, pe); diff != "" {
			t.Errorf("ParsePattern(%q) error mismatch (-want +got):\n%s", tc.rule, diff)
		}
	}
}

// TestSourceAnchorWithoutRoot checks that "/x" falls back to the project
// when the rule has no source directory.
func TestSourceAnchorWithoutRoot(t *testing.T) {
	p, err := ParsePattern("Read(/secrets/**)", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		want bool
	}{
		{"/home/u/proj/secrets/a", true},
		{"/secrets/a", false},
	} {
		if got := p.Match(ptFile("Read", tc.path), ptEnv, hook.Deny); got != tc.want {
			t.Errorf("Read(/secrets/**) on %s = %v, want %v", tc.path, got, tc.want)
		}
	}
	settings, _ := ParsePattern("Read(/secrets/**)", "/home/u/.claude")
	if !settings.Match(ptFile("Read", "/home/u/.claude/secrets/a"), ptEnv, hook.Deny) {
		t.Errorf("user settings rule not anchored at ~/.claude")
	}
}

func TestTrimSpace(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a", "a ", "\ta\n", "\va\f", "\r", "Bash(x)", "\u00a0a", "a\u00a0", "a\u3000", "\u2028", "é", "\x85a", "a\x85", "\x1fa\x7f"} {
		if got, want := trimSpace(s), strings.TrimSpace(s); got != want {
			t.Errorf("trimSpace(%q) = %q, want %q", s, got, want)
		}
	}
}
