package cmd

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pregate/pregate/rules/load"
)

type initParams struct {
	project bool
	force   bool
	stdout  bool
	// Where things are; filled from the process by newInitCmd.
	cwd, home, xdgConfigHome, projectDir string
}

func newInitCmd() *cobra.Command {
	var p initParams
	c := &cobra.Command{
		Use:   "init [--project] [--force]",
		Short: "Write a commented starter policy",
		Long: `Init writes a starter policy that explains every section in comments.

By default it writes the user policy, $XDG_CONFIG_HOME/pregate/policy.toml
(~/.config/pregate/policy.toml when XDG_CONFIG_HOME is unset). With --project
it writes <project>/.claude/pregate.toml, the policy shared with everyone who
clones the repository. An existing file is never overwritten without --force.

Exit codes: 0 written, 2 the file exists (without --force) or cannot be written.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			p.cwd, _ = os.Getwd()
			p.home, _ = os.UserHomeDir()
			p.xdgConfigHome = os.Getenv("XDG_CONFIG_HOME")
			p.projectDir = os.Getenv("CLAUDE_PROJECT_DIR")
			return runInit(p, c.OutOrStdout())
		},
	}
	f := c.Flags()
	f.BoolVar(&p.project, "project", false, "write <project>/.claude/pregate.toml instead of the user policy")
	f.BoolVar(&p.force, "force", false, "overwrite an existing file")
	f.BoolVar(&p.stdout, "stdout", false, "print the starter policy instead of writing it")
	return c
}

// initPath is where init writes for p.
func initPath(p initParams) (string, error) {
	if p.project {
		root := load.ProjectRoot(p.projectDir, p.cwd, p.home)
		if root == "" {
			return "", usageErr("no project: run init --project inside the project")
		}
		return filepath.Join(root, ".claude", "pregate.toml"), nil
	}
	dir := p.xdgConfigHome
	if dir == "" {
		if p.home == "" {
			return "", usageErr("no home directory and no XDG_CONFIG_HOME: cannot place the user policy")
		}
		dir = filepath.Join(p.home, ".config")
	}
	return filepath.Join(dir, "pregate", "policy.toml"), nil
}

func runInit(p initParams, stdout io.Writer) error {
	text := starterPolicy(p.project)
	if p.stdout {
		_, err := io.WriteString(stdout, text)
		return err
	}
	path, err := initPath(p)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return &exitError{code: 2, err: err}
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if p.force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return usageErr("%s already exists; use --force to overwrite it", path)
	}
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	if _, err := io.WriteString(f, text); err != nil {
		f.Close()
		return &exitError{code: 2, err: err}
	}
	if err := f.Close(); err != nil {
		return &exitError{code: 2, err: err}
	}
	fmt.Fprintf(stdout, "wrote %s\n", path)
	return nil
}

// starterPolicy is the commented policy init writes; the project variant
// leaves out what only the managed and user levels may set.
func starterPolicy(project bool) string {
	level, where := "user", "Your own policy: it applies to every project you open with Claude Code."
	if project {
		level, where = "project", "The project's policy: it is committed and applies to everyone who\n# clones the repository. .claude/pregate.local.toml (not committed) sits next to it."
	}
	s := strings.NewReplacer("{level}", level, "{where}", where).Replace(starterHead)
	s += starterRules
	if !project {
		s += starterUserOnly
	} else {
		s += starterProjectNote
	}
	return s + starterTests
}

const starterHead = `# pregate policy ({level} level), written by ` + "`pregate init`" + `.
# {where}
#
# pregate runs before every tool call Claude Code makes and answers deny, ask,
# allow, or nothing (Claude Code's own rules and mode decide). Sources, highest
# first: managed (/etc/pregate), --policy files, the project
# (.claude/pregate.toml), the user (~/.config/pregate/policy.toml), and the
# builtin baseline. A deny anywhere is final; an ask beats an allow; an allow
# needs every part of the call allowed.
#
#   pregate lint FILE     check this file
#   pregate test FILE     run its [[test]] cases
#   pregate check 'CMD'   see what pregate decides for a command, and why
#
# Everything below is optional; the commented lines are examples.

version = 1

[defaults]
# What happens when no rule decides: "none" leaves the call to Claude Code's
# own permission rules and mode; "ask" or "deny" make pregate decide.
unmatched  = "none"
# A Bash part pregate cannot see through statically ($CMD args, eval "$x",
# curl … | sh, source file): "ask" or "deny". Never allowed silently.
unresolved = "ask"

[permissions]
# Claude Code permission rules, with Claude Code's meaning: Bash(npm run *),
# Read(~/.ssh/**), Edit(src/**), WebFetch(domain:example.com), mcp__server__tool.
# Deny and ask rules also catch other spellings of the command (rm -fr,
# /bin/rm, sudo rm, a command inside $( ) or bash -c); allow rules approve at
# most what Claude Code itself would.
deny  = []   # e.g. ["Bash(git push --force *)", "Read(~/.aws/**)"]
ask   = []   # e.g. ["Bash(git push *)", "Bash(npm publish *)"]
allow = []   # e.g. ["Bash(npm run test *)", "Bash(go test *)"]
`

const starterRules = `
# [[rule]] is the long form: an id for the audit log, a reason for the agent
# (what to do instead), a note for you. "match" takes rule strings as above;
# "command" takes the structured form, which sees past global options
# (git -C dir push), every flag spelling (-f, --force, -uf, +main) and where
# a path really points (target = "outside-project", "system", "home").
# See docs/policy.md for every field.
#
# [[rule]]
# id       = "no-push-to-main"
# decision = "deny"                      # deny | ask | allow
# command  = [{ program = ["git"], subcommand = ["push"], operand = ["main", "*:main"] }]
# reason   = "Push to a branch and open a pull request; main is protected."
# note     = "team rule: reviews on main"
# modes    = ["default", "acceptEdits", "bypassPermissions"]   # optional
# agents   = ["reviewer"]                                      # optional, subagent types

# [floor] adds protected paths to the builtin set (credentials, shell start-up
# files, git hooks, Claude Code's and pregate's own files). Nothing lifts it.
#
# [floor]
# protect       = ["~/.kube/**"]                 # no read, no write
# protect_write = ["**/.github/workflows/**"]    # no write
# write_scope   = ["{project}/**", "{tmp}/**"]   # writes anywhere else are denied

# Fences narrow what a whole session ([run]) or one subagent type
# ([agent.NAME]) may do. read_only anywhere is final; tools lists intersect.
#
# [agent.reviewer]
# read_only = true
# tools     = ["Read", "Grep", "Glob"]
`

const starterUserOnly = `
# [builtin] switches parts of the baseline (managed and user levels only).
# Default packs: git, fs, secrets, remote-exec, system, publish. Optional
# packs, off until enabled: cloud.aws, cloud.gcp, cloud.azure,
# kubernetes.kubectl, kubernetes.helm, infra.terraform, containers.docker,
# database.postgresql, database.mysql, database.mongodb, database.redis,
# storage.s3, remote.rsync, backup.*, cicd.*, messaging.*, search.*,
# secrets.vault, secrets.aws_secrets, secrets.onepassword, secrets.doppler,
# platform.github. pregate check --explain shows which rule id decided.
#
# [builtin]
# enable  = ["cloud.aws", "kubernetes.kubectl"]
# disable = ["publish.npm"]

# [audit] is the JSON-lines log of every decision (pregate log reads it).
#
# [audit]
# path     = "~/.local/state/pregate/audit.jsonl"
# max_size = "10MiB"
# keep     = 5
# redact   = true
# required = false   # true: a call is denied when its record cannot be written
`

const starterProjectNote = `
# A project policy may add rules of every kind, but its allows never beat a
# deny or ask from any level, it never lifts the floor, and it cannot switch
# builtin rules off ([builtin] belongs to the managed and user levels).
`

const starterTests = `
# [[test]] cases document what the policy must do; pregate test runs them.
# expect is deny, ask, allow or none.

[[test]]
name   = "force push is denied by the builtin baseline"
tool   = "Bash"
input  = { command = "git push --force origin main" }
expect = "deny"

[[test]]
name   = "git status is left to Claude Code"
tool   = "Bash"
input  = { command = "git status" }
expect = "none"
`
