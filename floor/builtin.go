package floor

import (
	"path"
	"slices"
	"strings"
)

//go:generate go test . -run ^TestBuiltinGenerated$ -update-builtin

// builtinEntries is the source of Builtin, the protected set that needs
// no configuration (DESIGN §5); entries sharing an id are removed
// together. The binary does not run it: TestBuiltinGenerated writes what
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

// builtinGlobs are one built-in entry's globs, compiled when the binary is
// built (builtin_gen.go), so that a call does not expand, clean and
// validate the same patterns every time. pattern and except are the
// entry's own, to tell that the table still describes Builtin.
type builtinGlobs struct {
	pattern string
	except  []string
	// globs and excepts are the spellings of Pattern and Except. slow is
	// set for an entry the table cannot describe; it is compiled at run
	// time like a policy's.
	globs, excepts []globTmpl
	slow           bool
}

// globTmpl is one precompiled spelling of a pattern. For at AnchorHome,
// AnchorProject or AnchorTmp, g is the glob of what follows the anchor's
// directory ("/.ssh/**"), which each spelling of the directory is put in
// front of; otherwise g is the whole glob.
type globTmpl struct {
	at Anchor
	g  glob
}

// plainAnchor reports whether the anchor directory v can be put in front
// of a precompiled glob as it is: an absolute, clean path other than "/"
// without glob metacharacters, so that escaping and cleaning it leave it
// unchanged and it adds no wildcard.
func plainAnchor(v string) bool {
	return v != "/" && path.IsAbs(v) && !strings.ContainsAny(v, `*?[]{}\`) && path.Clean(v) == v
}

// plainAnchors reports whether the anchor has a spelling and every one
// is plainAnchor: then the table's globs at it are exactly what compiling
// the patterns gives.
func plainAnchors(list []string) bool {
	if len(list) == 0 {
		return false
	}
	for _, v := range list {
		if !plainAnchor(v) {
			return false
		}
	}
	return true
}

// builtinRule is the rule of Builtin[i] from the precompiled table; ok is
// false when the table cannot give it (see plainAnchors, slow), and the
// caller compiles the entry instead.
func (k *compiled) builtinRule(i int) (r rule, ok bool) {
	if caseFold || i >= len(builtinTable) {
		return rule{}, false
	}
	t := &builtinTable[i]
	e := Builtin[i]
	if t.slow || e.Pattern != t.pattern || !slices.Equal(e.Except, t.except) {
		return rule{}, false
	}
	r = rule{entry: e, unspelled: true, builtin: -1}
	if r.globs, ok = k.fromTable(t.globs); !ok {
		return rule{}, false
	}
	if r.except, ok = k.fromTable(t.excepts); !ok {
		return rule{}, false
	}
	return r, true
}

// fromTable puts the anchors in front of precompiled globs, in the order
// expandPattern gives the spellings; ok is false for a glob at an anchor
// that is not plainAnchors.
func (k *compiled) fromTable(ts []globTmpl) (out []glob, ok bool) {
	if len(ts) == 0 {
		return nil, true
	}
	out = make([]glob, 0, len(ts))
	for _, t := range ts {
		var vals []string
		switch t.at {
		case AnchorHome:
			vals = k.home
		case AnchorProject:
			vals = k.project
		case AnchorTmp:
			vals = k.tmp
		default:
			out = append(out, t.g)
			continue
		}
		if !k.plain[t.at] {
			return nil, false
		}
		for _, v := range vals {
			g := t.g
			g.pat = v + t.g.pat
			if g.literal {
				g.prefix = g.pat
			} else {
				g.prefix = g.pat[:len(v)+len(t.g.prefix)]
			}
			out = append(out, g)
		}
	}
	return out, true
}
