package progs

// PnpmPassesToNpm reports whether pnpm hands a command line whose first
// word is word to npm unread, as pnpm 10 does (pnpm/src/pnpm.ts of
// v10.34.5, "commands that are passed through to npm"): pnpm runs npm
// (its npm-path) with the same words. Only the first word counts: after
// an option (pnpm -r edit) the word is a script name, as any word that
// is not a command is. (pnpm 10 runs them itself instead when the
// project's packageManager field asks for pnpm 11, which implements them;
// they are judged as npm's either way.)
func PnpmPassesToNpm(word string) bool {
	switch word {
	case "access", "adduser", "bugs", "deprecate", "dist-tag", "docs", "edit", "find", "home", "info", "issues",
		"login", "logout", "owner", "ping", "prefix", "profile", "pkg", "repo", "s", "se", "search", "set-script",
		"show", "star", "stars", "team", "token", "unpublish", "unstar", "v", "version", "view", "whoami", "xmas":
		return true
	}
	return false
}
