package floor

// builtinEntries is the source of Builtin, the protected set that needs
// no configuration (DESIGN §5); entries sharing an id are removed
// together. It lives in a test file because the binary does not run it:
// TestBuiltinGenerated writes what
// it returns, and each entry's globs compiled, into builtin_gen.go (run
// go generate ./floor after changing it; the test fails while the file is
// stale).
func builtinEntries() []Entry {
	var out []Entry
	add := func(id string, write bool, except []string, patterns ...string) {
		for _, p := range patterns {
			out = append(out, Entry{Pattern: p, ID: id, Source: "builtin", Write: write, Except: except})
		}
	}
	const rw, w = false, true
	// Credentials: neither read nor written.
	// Public keys are public: "cat ~/.ssh/id_ed25519.pub" is how a key
	// gets added to a forge.
	add("ssh", rw, []string{"**/.ssh/*.pub"}, "~/.ssh/**", "/home/*/.ssh/**", "/root/.ssh/**", "/etc/ssh/ssh_host_*key")
	add("aws", rw, nil, "~/.aws/**")
	add("gnupg", rw, nil, "~/.gnupg/**")
	add("gcloud", rw, nil, "~/.config/gcloud/**")
	add("azure", rw, nil, "~/.azure/**")
	add("kube", rw, nil, "~/.kube/**")
	add("docker-config", rw, nil, "~/.docker/config.json")
	add("netrc", rw, nil, "~/.netrc", "~/_netrc")
	add("git-credentials", rw, nil, "~/.git-credentials", "~/.config/git/credentials")
	add("pgpass", rw, nil, "~/.pgpass", "~/.my.cnf")
	add("gh", rw, nil, "~/.config/gh/hosts.yml")
	add("package-tokens", rw, nil, "~/.npmrc", "~/.pypirc", "~/.gem/credentials",
		"~/.cargo/credentials", "~/.cargo/credentials.toml")
	add("terraform", rw, nil, "~/.terraform.d/credentials*")
	add("vault", rw, nil, "~/.vault-token")
	add("password-store", rw, nil, "~/.password-store/**", "~/.local/share/keyrings/**")
	add("cloud-tools", rw, nil, "~/.boto", "~/.s3cfg", "~/.config/rclone/rclone.conf")
	add("claude-credentials", rw, nil, "~/.claude/.credentials.json")
	// .env files hold secrets; the committed templates of them do not, and
	// reading those is how an agent learns which variables a project needs.
	add("env-files", rw, []string{"**/.env*.{example,sample,template,dist}"},
		"**/.env", "**/.env.*", "**/.envrc")
	add("system-secrets", rw, nil, "/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-",
		"/etc/sudoers", "/etc/sudoers.d/**", "/etc/security/opasswd")
	add("proc-environ", rw, nil, "/proc/*/environ", "/proc/*/task/*/environ")

	// Code that runs later without asking: written never, read freely.
	add("shell-rc", w, nil, "~/.bashrc", "~/.bash_profile", "~/.bash_login", "~/.bash_logout",
		"~/.bash_aliases", "~/.profile", "~/.zshrc", "~/.zprofile", "~/.zshenv", "~/.zlogin",
		"~/.zlogout", "~/.config/fish/**", "~/.config/environment.d/**", "~/.pam_environment",
		"/etc/profile", "/etc/profile.d/**", "/etc/bash.bashrc", "/etc/bashrc", "/etc/zsh/**",
		"/etc/environment")
	add("git-hooks", w, nil, "**/.git/hooks/**", "**/.git/config")
	add("gitconfig", w, nil, "~/.gitconfig", "~/.config/git/**")
	// The agent's own configuration: settings, hooks, commands, agents.
	// Plans and memory are files Claude Code itself asks the agent to
	// write, so they stay writable.
	add("claude-config", w, []string{"~/.claude/plans/**", "~/.claude/projects/*/memory/**"},
		"~/.claude/**", "~/.claude.json", "~/.claude.json.backup")
	add("claude-project-settings", w, nil, "{project}/.claude/settings*.json", "{project}/.mcp.json")
	add("managed-config", w, nil, "/etc/claude-code/**", "/etc/pregate/**",
		"/Library/Application Support/ClaudeCode/**", "/Library/Application Support/pregate/**")
	add("pregate-self", w, nil, "~/.config/pregate/**", "{project}/.claude/pregate*.toml")
	return out
}
