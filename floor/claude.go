package floor

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pregate/pregate/shell"
)

// Claude Code's protected paths: directories and files whose writes Claude
// Code never pre-approves, whatever its allow rules say (its permission
// modes documentation, "Protected paths"; 2.1.332 adds .pnp.js and
// .pnp.data.json). A hook allow must not pre-approve them either, so they
// are a floor class of their own, NoAllow: the rules may deny or ask, and
// an allow becomes no opinion, so Claude Code's own prompt decides. Claude
// Code matches the names case-insensitively after folding the dotless ı to
// i and the long ſ to s; so does the floor.

// claudeProtectedDir reports whether a folded name is one of the
// directory names protected wherever they appear in a path; .config/git
// is the pair of components. Static slices, not a map, so that start-up
// builds nothing.
func claudeProtectedDir(f string) bool {
	return slices.Contains(claudeDirs, f)
}

// claudeProtectedFile reports whether a folded name is one of the file
// names protected in any directory.
func claudeProtectedFile(f string) bool {
	return slices.Contains(claudeFiles, f)
}

// claudeDirs and claudeFiles are those names; the floor also completes
// a written prefix to them (see completions).
var (
	claudeDirs  = []string{".git", ".vscode", ".idea", ".husky", ".cargo", ".devcontainer", ".yarn", ".mvn", ".claude"}
	claudeFiles = []string{".gitconfig", ".gitmodules",
		".bashrc", ".bash_profile", ".bash_login", ".bash_aliases",
		".bash_logout", ".zshrc", ".zprofile", ".zshenv", ".zlogin",
		".zlogout", ".profile", ".envrc",
		".npmrc", ".yarnrc", ".yarnrc.yml", ".pnp.cjs", ".pnp.loader.mjs",
		".pnpmfile.cjs", "bunfig.toml", ".bunfig.toml", ".pnp.js", ".pnp.data.json",
		".bazelrc", ".bazelversion", ".bazeliskrc",
		".pre-commit-config.yaml", "lefthook.yml", "lefthook.yaml",
		".lefthook.yml", ".lefthook.yaml",
		"gradle-wrapper.properties", "maven-wrapper.properties",
		".devcontainer.json", ".ripgreprc", "pyrightconfig.json",
		".mcp.json", ".claude.json"}
)

func foldName(s string) string {
	if len(s) > 80 {
		return s
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return strings.Map(func(r rune) rune {
				switch r {
				case 'ı':
					return 'i'
				case 'ſ':
					return 's'
				}
				return unicode.ToLower(r)
			}, s)
		}
	}
	return s
}

// ClaudeProtected reports which of Claude Code's protected names the
// absolute path p falls under ("" for none): a protected directory
// anywhere in it (.claude/worktrees excepted) or a protected file name.
func ClaudeProtected(p string) string {
	comps := splitPath(p)
	for i, c := range comps {
		f := foldName(c)
		if claudeProtectedDir(f) {
			if f == ".claude" && i+1 < len(comps) && foldName(comps[i+1]) == "worktrees" {
				continue
			}
			return c
		}
		if f == "git" && i > 0 && foldName(comps[i-1]) == ".config" {
			return comps[i-1] + "/" + c
		}
		if i == len(comps)-1 && claudeProtectedFile(f) {
			return c
		}
	}
	return ""
}

// claudeProtected is the NoAllow verdict for a write to a protected path
// or to the repository's hooks directory, nil otherwise.
func (k *compiled) claudeProtected(r *Resolution, p string, access shell.Access) *Verdict {
	name := ClaudeProtected(p)
	id := "claude-protected"
	if name == "" {
		for _, h := range k.gitHooksPath() {
			if p == h || below(p, h) {
				name, id = h, "git-hooks-path"
				break
			}
		}
	}
	if name == "" {
		return nil
	}
	e := Entry{Pattern: name, ID: id, Source: "builtin", Write: true}
	v := newVerdict(r, access, e)
	v.Class = NoAllow
	v.Agent = fmt.Sprintf("%s %s needs the user's approval: %s is a protected path that no rule pre-approves.", verb(access), r.shown(), name)
	v.Operator = fmt.Sprintf("floor %s: %s of %s: under %s, which Claude Code never pre-approves; an allow becomes no opinion", id, accessWord(access), r.operatorPaths(), name)
	return v
}
