package command

import (
	"strings"
	"sync"

	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/shell"
)

// ReadOnlySegment reports whether seg only reads: the catalogue behind
// read_only fences. Anything not known to be read-only is not: an
// unresolved segment, one that writes a path (a redirect, a file
// operand), a program outside the catalogue, or a catalogued program with
// an option that writes or runs something (sed -i, find -exec, rg --pre,
// sort -o, git -c …).
func ReadOnlySegment(seg *shell.Segment) bool {
	if seg == nil || !seg.Resolved || seg.Program == "" || len(seg.Argv) == 0 {
		return false
	}
	for _, p := range seg.Paths {
		if p.Access&shell.Write != 0 {
			return false
		}
	}
	check, ok := readOnlyCatalogue()[seg.Program]
	if !ok || roRunsOrWrites(seg) {
		return false
	}
	if check == nil {
		return true
	}
	return check(seg, roParse(seg))
}

// roWriteOrRun are the option roles that make an invocation more than a
// read: an option whose value is a program or shell string to run,
// configuration that may name a command, a file written, or an option
// that runs or deletes by itself. Code the program interprets itself (a
// sed script) is its catalogue check's concern; a container's command is
// a segment of its own.
const roWriteOrRun = progs.RunsProgram | progs.RunsShell | progs.Config | progs.Runs | progs.WritePath |
	progs.Target | progs.OpsWrite | progs.Writes | progs.Mount

// roRunsOrWrites reports whether one of seg's options has a role of
// roWriteOrRun in the program's progs table (find -exec/-delete/-fprint,
// rg --pre/-z, sort -o/--compress-program, git -c, git diff --output,
// git --ext-diff …).
func roRunsOrWrites(seg *shell.Segment) bool {
	p := progs.Lookup(seg.Program)
	if p == nil || seg.Container {
		return false
	}
	vals := make([]string, len(seg.Argv)-1)
	for i, w := range seg.Argv[1:] {
		vals[i] = progs.ASCIIDashes(w.Value)
	}
	for _, it := range p.Parse(progs.Words{Values: vals}).Items {
		if it.Kind == progs.Opt && it.Role()&roWriteOrRun != 0 {
			return true
		}
	}
	return false
}

// roCheck decides whether one invocation of a catalogued program only
// reads. nil means every invocation does.
type roCheck func(seg *shell.Segment, p *CmdArgs) bool

// roNone is a check that rejects the listed options (any spelling the
// program's table knows, bundles split).
func roNone(flags ...string) roCheck {
	return func(_ *shell.Segment, p *CmdArgs) bool {
		for _, f := range flags {
			if p.hasFlag(f) {
				return false
			}
		}
		return true
	}
}

// roMaxOperands rejects invocations with more operands than n (uniq IN
// OUT writes OUT).
func roMaxOperands(n int, flags ...string) roCheck {
	none := roNone(flags...)
	return func(seg *shell.Segment, p *CmdArgs) bool {
		return len(p.positional) <= n && none(seg, p)
	}
}

// readOnlyCatalogue maps each catalogued program to its check. It is
// built on first use: only read-only fences need it, and a hook process
// pays for nothing at start-up that its call does not use.
var readOnlyCatalogue = sync.OnceValue(func() map[string]roCheck {
	always := []string{
		"ls", "cat", "head", "tail", "less", "more", "wc", "grep", "egrep", "fgrep", "zgrep", "ag", "ack",
		"pwd", "echo", "printf", "stat", "file", "du", "df", "which", "type", "whereis", "uname", "id",
		"whoami", "groups", "arch", "nproc", "printenv", "cut", "tr", "diff", "cmp", "comm", "nl", "od",
		"hexdump", "strings", "column", "fold", "fmt", "paste", "join", "expand", "unexpand", "rev", "tac",
		"seq", "expr", "sleep", "test", "[", "true", "false", ":", "md5sum", "sha1sum", "sha224sum",
		"sha256sum", "sha384sum", "sha512sum", "shasum", "b2sum", "cksum", "md5", "realpath", "readlink",
		"dirname", "basename", "jq", "bat", "batcat", "exa", "eza", "lsd", "ps", "free", "uptime", "who",
		"w", "locale", "tty", "cd", "pushd", "popd", "dirs", "hash", "man", "whatis", "apropos", "lsblk",
		"lscpu", "zcat", "bzcat", "xzcat",
	}
	catalogue := make(map[string]roCheck, len(always)+32)
	for _, name := range always {
		catalogue[name] = nil
	}
	for name, check := range map[string]roCheck{
		// The options of find, fd, rg, sort, base64, yq, tree and sdiff
		// that run or write are roles in their progs tables.
		"find":     roNone(),
		"fd":       roNone(),
		"fdfind":   roNone(),
		"rg":       roNone(),
		"sort":     roNone(),
		"uniq":     roMaxOperands(1),
		"xxd":      roMaxOperands(1, "-r"),
		"base64":   roNone(),
		"yq":       roNone(),
		"tree":     roNone(),
		"sdiff":    roNone(),
		"date":     roNone("-s", "--set"),
		"hostname": roMaxOperands(0, "-F", "--file", "-b", "--boot"),
		"env":      roEnv,
		"command":  roNone(), // only reached for command -v/-V: plain command is stripped
		"sed":      roSed,
		"awk":      roAwk,
		"gawk":     roAwk,
		"mawk":     roAwk,
		"nawk":     roAwk,
		"git":      roGit,
		"bash":     roShell,
		"sh":       roShell,
		"zsh":      roShell,
		"dash":     roShell,
		"xargs":    roContainer,
		"nice":     roContainer,
		"timeout":  roContainer,
		"time":     roContainer,
	} {
		catalogue[name] = check
	}
	return catalogue
})

// roParse takes argv apart with the program's progs table (which
// options take a value).
func roParse(seg *shell.Segment) *CmdArgs { return cmdParse(seg) }

// roShell: bash -c 'ls' is read-only as a container; what it runs is its
// own segment and judged on its own. A shell running a script file, or
// reading one from stdin, is not.
func roShell(seg *shell.Segment, p *CmdArgs) bool {
	return seg.Container
}

// roContainer: wrappers and xargs only run the segment reported after
// them.
func roContainer(seg *shell.Segment, p *CmdArgs) bool {
	return seg.Container || len(seg.Argv) == 1
}

// roEnv: env alone prints the environment; env CMD is a container.
func roEnv(seg *shell.Segment, p *CmdArgs) bool {
	if seg.Container {
		return true
	}
	for _, o := range p.positional {
		if !strings.Contains(o, "=") {
			return false // a command the decomposer did not report
		}
	}
	return true
}

func roAwk(seg *shell.Segment, p *CmdArgs) bool {
	if p.hasFlag("-f") || p.hasFlag("-i") || p.hasFlag("-E") || p.hasFlag("-l") || len(p.positional) == 0 {
		return false
	}
	prog := p.positional[0]
	// Output redirection, pipes to commands and system() run or write;
	// a comparison with > is refused too: being wrong here costs a
	// prompt, not a write.
	return !strings.ContainsAny(prog, ">|") && !strings.Contains(prog, "system") && !strings.Contains(prog, "getline")
}

func roSed(seg *shell.Segment, p *CmdArgs) bool {
	if p.hasFlag("-i") || p.hasFlag("-f") {
		return false
	}
	var scripts []string
	for _, o := range p.opts {
		if o.canon == "-e" && o.hasValue {
			scripts = append(scripts, o.value)
		}
	}
	if len(scripts) == 0 {
		if len(p.positional) == 0 {
			return false
		}
		scripts = p.positional[:1]
	}
	for _, s := range scripts {
		if !sedReadOnly(s) {
			return false
		}
	}
	return true
}

// sedReadOnly reports whether a sed script has no command that writes a
// file or runs one: w, W, e, and the w and e flags of s.
func sedReadOnly(s string) bool {
	c := progs.SedScript(s)
	return !c.Unparsed && len(c.Runs) == 0 && !c.RunsDynamic && len(c.Writes) == 0
}

// roGit: the subcommands that only read, in their reading forms.
func roGit(seg *shell.Segment, p *CmdArgs) bool {
	// -c, --config-env, --exec-path, --output, grep -O and --ext-diff are
	// roles in git's progs table (roRunsOrWrites).
	if len(p.positional) == 0 {
		return p.hasFlag("--version") || p.hasFlag("--help")
	}
	sub, args := p.positional[0], p.positional[1:]
	switch sub {
	case "status", "log", "diff", "show", "rev-parse", "ls-files", "ls-tree", "ls-remote", "blame", "grep",
		"describe", "shortlog", "cat-file", "rev-list", "whatchanged", "count-objects", "for-each-ref",
		"name-rev", "merge-base", "show-ref", "help", "version", "diff-tree", "diff-files", "diff-index",
		"var", "check-ignore", "annotate":
		return true
	case "branch":
		// Listing forms only: with a name and no --list it creates one.
		for _, f := range []string{"-d", "-D", "-m", "-M", "-c", "-C", "-u", "--unset-upstream", "--edit-description", "-f"} {
			if p.hasFlag(f) {
				return false
			}
		}
		return len(args) == 0 || p.hasFlag("-l")
	case "tag":
		return len(args) == 0 || p.hasFlag("-l")
	case "remote":
		return len(args) == 0 || args[0] == "show" || args[0] == "get-url"
	case "stash":
		return len(args) > 0 && (args[0] == "list" || args[0] == "show")
	case "worktree":
		return len(args) > 0 && args[0] == "list"
	case "reflog":
		return len(args) == 0 || args[0] == "show"
	case "config":
		for _, f := range []string{"--get", "--get-all", "--get-regexp", "--list", "-l"} {
			if p.hasFlag(f) {
				return true
			}
		}
		return len(args) > 0 && (args[0] == "get" || args[0] == "list")
	case "submodule":
		return len(args) > 0 && args[0] == "status"
	}
	return false
}
