package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// parseMemo holds the one parse plain's filePaths and roles share: both
// take the same words apart with the same program's tables, and for a
// program of one table (progs.Program.OneTable) they parse alike. A
// parse is kept with the program and the words it is of. It lives in
// plain's frame, not in dec: dec stays within the 512 bytes of the
// allocations without a header.
type parseMemo struct {
	p      *progs.Program
	rest   []arg
	parsed progs.Parsed
}

// parseOnce is p.Parse of the words of rest, made once for the filePaths
// and roles of one command (m nil: made here).
func (d *dec) parseOnce(m *parseMemo, p *progs.Program, rest []arg) progs.Parsed {
	if m != nil && m.p == p && len(m.rest) == len(rest) && (len(rest) == 0 || &m.rest[0] == &rest[0]) {
		return m.parsed
	}
	parsed := p.Parse(d.argWords(rest))
	if m != nil {
		m.p, m.rest, m.parsed = p, rest, parsed
	}
	return parsed
}

// roles reports what a plain command's options, operands and environment
// run and touch, as its progs table says: a shell string or a program is
// decomposed as a command of its own (so deny rules see it, and an allow
// of the outer command does not approve it) when it is a literal, and is
// an unresolved segment when it is not; a path read or written is added
// to segment i. Segment i is the command itself.
func (d *dec) roles(i int, name string, args []arg, st *cmd, c *ctx, once *parseMemo) {
	start := len(d.segs)
	defer func() {
		for k := start; k < len(d.segs); k++ {
			d.segs[k].Hidden = true
		}
	}()
	if len(st.assigns) > 0 {
		d.envRoles(i, st, c)
	}
	p := progs.Lookup(name)
	if p == nil || len(args) == 0 {
		return
	}
	if name == "ffmpeg" {
		d.ffmpegRoles(i, args) // ffmpeg reads its words its own way
		return
	}
	judged := progs.RunsAny | progs.Config
	if p.Layout == progs.NoFiles {
		judged |= progs.ReadPath | progs.WritePath | progs.Dir
	}
	switch name {
	case "git", "sed", "gsed", "awk", "gawk", "mawk", "nawk", "ssh", "docker", "podman", "kubectl", "oc", "make", "gmake", "op", "doppler", "vault", "az",
		"docker-compose", "podman-compose", "kustomize":
	default:
		if p.Open != "" && !p.Has(judged) {
			return // nothing in its table runs or touches a file beyond filePaths
		}
	}
	rest := args[1:]
	parsed := d.parseOnce(once, p, rest)
	d.unknownOption(i, name, p, parsed)
	w := parsed.Words
	sub, subAt := "", -1
	var ops []int // indexes in rest of the operands after the subcommand
	for k := range parsed.Items {
		it := &parsed.Items[k]
		switch it.Kind {
		case progs.Operand:
			if p.Global != nil && subAt < 0 {
				sub, subAt = it.Name, w.Source(it.Word)
				continue
			}
			ops = append(ops, w.Source(it.Word))
			continue
		case progs.End:
			continue
		}
		if it.Option == nil {
			continue
		}
		r := it.Role()
		v := itemValue(rest, &w, it)
		// nest names the option in what it runs ("find -exec"): made only
		// for the options that run something or name a configuration.
		nest := func() string { return name + " " + it.Canon() }
		if (name == "tar" || name == "bsdtar") && it.Canon() == "-T" && v != nil {
			// The names of the files it reads come from that file at run
			// time.
			d.unres(i, "tar -T takes the files it reads from a list only run time knows")
		}
		if why, ok := listedOperand(name, it.Canon()); ok {
			d.unres(i, name+" "+it.Canon()+" "+why)
		}
		if name == "git" && it.Canon() == "--exec-path" {
			// Bare, it prints the directory; with one, git runs its
			// commands from there.
			if v != nil {
				d.unres(i, "git --exec-path runs git's commands from another directory")
			}
			continue
		}
		switch {
		case it.Option.Takes == progs.Rest && r&progs.Runs != 0 && it.ValueWord >= 0 && it.ValueWord < it.ValueEnd:
			// fd -x CMD ARGS… ;: a command per result, {} standing for it.
			d.execFed(rest[w.Source(it.ValueWord):w.Source(it.ValueEnd-1)+1], nest(), args, st, c)
		case r&(progs.RunsShell|progs.RunsProgram) != 0:
			if v == nil {
				// An optional value left out: the configured command.
				d.unres(i, nest()+" runs the configured command")
				break
			}
			if name == "tar" && it.Canon() == "--checkpoint-action" {
				act, ok := strings.CutPrefix(v.Value, "exec=")
				if !ok && !v.Dynamic {
					break
				}
				if !v.Dynamic {
					va := *v
					va.Value = act
					v = &va
				}
			}
			if ccNames(name) && it.Canon() == "-wrapper" && !v.Dynamic {
				// gcc -wrapper PROG,ARG…: the program and its words,
				// separated by commas.
				va := *v
				va.Value = strings.ReplaceAll(va.Value, ",", " ")
				v = &va
			}
			d.runString(*v, nest(), st, c)
		case r&progs.Config != 0 && v != nil:
			d.config(i, name, *v, nest(), st, c)
		}
		if p.Layout == progs.NoFiles && v != nil && r&progs.Mount == 0 {
			switch {
			case r&progs.WritePath != 0:
				d.addPaths(i, []PathRef{d.pathRef(*v, Write, "operand")})
			case r&(progs.ReadPath|progs.Dir) != 0:
				d.addPaths(i, []PathRef{d.pathRef(*v, Read, "operand")})
			}
		}
		if r&progs.Reveals != 0 {
			d.revealed(i, p, parsed)
		}
		if r&progs.Mount != 0 && v != nil {
			prefix := "" // --volume= or -v before an attached value
			if it.Attached {
				prefix = it.Name
				if strings.HasPrefix(rest[w.Source(it.Word)].Value, prefix+"=") {
					prefix += "="
				}
			}
			d.mountPaths(i, it.Option, *v, prefix)
		}
	}
	if p.Builtin != nil || p.SubOps != nil {
		sub, subAt, ops = d.subcommand(i, p, name, rest, sub, subAt, ops)
	}
	switch name {
	case "git":
		d.gitRoles(i, sub, subAt, ops, parsed, args, st, c)
	case "sed", "gsed":
		d.codeRoles(i, "sed", progs.SedScript, parsed, args, st, c)
	case "awk", "gawk", "mawk", "nawk":
		d.codeRoles(i, "awk", progs.AwkProgram, parsed, args, st, c)
	case "ssh":
		d.sshCommand(args, st, c)
	case "docker", "podman":
		d.containerCommand(name, sub, subAt, parsed, args, st, c)
		if sub == "compose" || strings.HasPrefix(sub, "compose ") {
			d.composeCommand(i, name, sub, ops, parsed, args, st, c)
		}
	case "docker-compose", "podman-compose":
		d.containerCommand("docker", "compose "+sub, subAt, parsed, args, st, c)
		d.composeCommand(i, name, sub, ops, parsed, args, st, c)
	case "kubectl", "oc":
		d.podCommand(name, sub, ops, parsed, args, st, c)
		d.kustomizeRoles(i, name, sub, ops, parsed, args)
	case "kustomize":
		d.kustomizeRoles(i, name, sub, ops, parsed, args)
	case "csplit":
		d.csplitSuffix(i, parsed, rest)
	case "jq", "yq":
		d.filterRoles(i, name, parsed)
		if name == "yq" {
			d.yqRoles(i, parsed, rest)
		}
	case "less", "more":
		for _, it := range parsed.Items {
			if it.Kind == progs.End {
				break
			}
			if it.Kind == progs.Operand && strings.HasPrefix(it.Name, "+") && !pagerStart(it.Name) {
				// less +CMD runs less commands on each file: ! among them
				// runs a shell command.
				d.unres(i, name+" "+it.Name+" runs "+name+" commands pregate does not read")
			}
		}
	case "systemctl":
		d.systemctlRoles(i, sub, subAt, ops, rest)
	case "launchctl", "security":
		if subAt >= 0 && (rest[subAt].Dynamic || !progs.ModelledVerb(name, sub)) {
			d.unres(i, name+" "+sub+" is a subcommand pregate does not model")
		}
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Role()&(progs.Writes|progs.Runs) != 0 {
				d.unres(i, name+" "+it.Name+" changes settings or runs what pregate does not see")
			}
		}
		d.macInner(name, sub, subAt, rest, st, c)
	case "openssl":
		if _, known := progs.OpenSSLReadsOperands(sub); subAt >= 0 && (rest[subAt].Dynamic || !known) {
			d.unres(i, "openssl "+sub+" is a subcommand pregate does not model")
		}
	case "aws", "psql", "gh", "restic", "helm", "gcloud", "mysql", "mariadb", "borg", "rclone", "mongosh", "terraform", "tofu",
		"terragrunt", "vercel", "netlify":
		d.cloudRoles(i, name, sub, ops, parsed, args, st, c)
	case "vault":
		d.vaultData(i, ops, rest)
	case "az":
		d.azFiles(i, rest)
	case "op", "doppler":
		d.secretsRun(i, name, sub, parsed, args, st, c)
	case "nats", "rabbitmqctl", "mongo":
		d.opsRoles(i, name, sub, ops, parsed, rest)
	case "make", "gmake":
		for _, k := range ops {
			// make SHELL=… runs every recipe through that program.
			if a := rest[k]; !a.Dynamic && (strings.HasPrefix(a.Value, "SHELL=") || strings.HasPrefix(a.Value, "MAKESHELL=")) {
				_, val, _ := strings.Cut(a.Value, "=")
				va := a
				va.Value = val
				d.runString(va, name+" SHELL", st, c)
			}
		}
	// The package managers' and toolchains' roles (pkgroles.go).
	case "cargo", "go", "pip", "pip3", "java", "javac", "pnpm", "yarn", "yarnpkg", "npx", "npm",
		"gcc", "clang", "cc", "g++", "c++", "clang++", "sdiff":
		d.pkgRoles(i, name, sub, parsed, args, st, c)
	case "brew", "gem", "poetry", "xcodebuild":
		d.pkg2Roles(i, name, sub, parsed, args, st, c)
	}
}

// listedOperand returns why the option canon of program name leaves its
// files to run time: the names of the files a program works on taken
// from a file, or the program's own configuration (which names its
// pager) written where its environment says. A switch, not a map: it
// costs nothing at start-up.
func listedOperand(name, canon string) (string, bool) {
	switch canon {
	case "--generate-config-file":
		if name == "bat" || name == "batcat" {
			return "writes bat's configuration file, which may name the pager it runs", true
		}
	case "--filelist":
		if name == "zstd" {
			return "takes the files it works on from a list only run time knows", true
		}
	case "--restore":
		if name == "setfacl" {
			return "changes the ACLs of the files a dump names, which only run time knows", true
		}
	case "-f":
		if name == "file" {
			return "reads the files a list names, which only run time knows", true
		}
	case "-t":
		if name == "less" {
			return "opens the file a tags file names, which only run time knows", true
		}
	case "--files", "--files0":
		switch name {
		case "xz", "unxz", "lzma":
			return "takes the files it compresses or removes from a list only run time knows", true
		}
	case "-c":
		// md5sum -c LIST… reads the files each list names.
		switch name {
		case "md5sum", "sha1sum", "sha256sum", "sha512sum", "b2sum", "cksum", "shasum":
			return "reads the files its checksum lists name, which only run time knows", true
		}
	}
	return "", false
}

// filterRoles judges the program of jq or yq: one read from a file (-f),
// or one that imports or includes modules (jq's import and include, the
// Go yq's load operators), reads files pregate does not see.
func (d *dec) filterRoles(i int, name string, parsed progs.Parsed) {
	for _, it := range parsed.Items {
		switch {
		case it.Kind == progs.End:
			return
		case it.Kind == progs.Opt && it.Role()&progs.Script != 0:
			d.unres(i, name+" program read from a file")
			return
		case it.Kind == progs.Operand:
			if parsed.Words.Dynamic != nil && parsed.Words.Dynamic(it.Word) {
				return // dynamic code is judged where the program is read
			}
			f := it.Name
			if strings.Contains(f, "import") || strings.Contains(f, "include") || name == "yq" && strings.Contains(f, "load") {
				d.unres(i, name+" program loads files pregate does not read")
			}
			return
		}
	}
}

// lessEnv judges LESS, the options less reads before its command line
// (any program may run less as its pager): "" when each is an option of
// less's table whose value names no file or key binding, else why not.
func lessEnv(v arg) string {
	if v.Dynamic {
		return "holds options only run time knows"
	}
	items, _ := progs.Parse(progs.Words{Values: strings.Fields(v.Value)}, 0, progs.Lookup("less").Def)
	for _, it := range items {
		switch {
		case it.Kind == progs.Operand:
			return "runs less commands pregate does not read"
		case it.Kind == progs.Opt && it.Option == nil:
			return "holds an option pregate does not know"
		case it.Role()&(progs.ReadPath|progs.WritePath|progs.Config) != 0:
			return "names a file or key bindings pregate does not read"
		}
	}
	return ""
}

// pagerStart reports whether a +WORD operand of less or more only says
// where to start: +NUM, +G, +F, +/PATTERN or +?PATTERN (a search with
// nothing after it), and the ++ forms less repeats for each file.
func pagerStart(w string) bool {
	w = strings.TrimPrefix(strings.TrimPrefix(w, "+"), "+")
	if strings.HasPrefix(w, "/") || strings.HasPrefix(w, "?") {
		return !strings.ContainsFunc(w, func(r rune) bool { return r < 0x20 || r == 0x7f })
	}
	w = strings.TrimLeft(w, "0123456789")
	return w == "" || w == "G" || w == "g" || w == "F" || w == "%" || w == "p"
}

// unknownOption leaves segment i unresolved when it has an option its
// program's table does not list: what that option runs or touches is
// unknown, so no allow of the command may approve it (deny and ask rules
// still see the command).
func (d *dec) unknownOption(i int, name string, p *progs.Program, parsed progs.Parsed) {
	if name == "git" {
		// git submodule foreach CMD… and git bisect run CMD…: the words
		// after the verb are a command of their own, judged as one.
		sub := ""
		for k, it := range parsed.Items {
			if it.Kind != progs.Operand {
				continue
			}
			if sub == "" {
				sub = it.Name
				continue
			}
			if sub == "submodule" && it.Name == "foreach" || sub == "bisect" && it.Name == "run" {
				parsed.Items = parsed.Items[:k]
			}
			break
		}
	}
	if o := p.Unknown(parsed); o != "" {
		if !strings.HasPrefix(o, "-") {
			// A program closed at the subcommand level (progs.Program.SubsOnly).
			d.unres(i, name+" "+o+" is a subcommand pregate does not model")
			return
		}
		d.unres(i, name+" "+o+" is an option pregate does not know")
	}
}

// runString decomposes a command string an option names: its own
// commands when it is a literal, an unresolved segment when it is not.
func (d *dec) runString(v arg, nest string, st *cmd, c *ctx) {
	if v.Dynamic {
		d.dynamicInner(v, nest, "dynamic "+nest+" command", st, c)
		return
	}
	if strings.TrimSpace(v.Value) == "" {
		return
	}
	d.nested(v.Value, v, nest, st, c, false)
}

// execFed decomposes words a program runs as a command once per input
// (fd -x, like find -exec): a word holding {} is dynamic.
func (d *dec) execFed(words []arg, nest string, args []arg, st *cmd, c *ctx) {
	if len(words) == 0 {
		return
	}
	in := st.innerCmd(args, 1, nest)
	in.noFunc, in.stdin = true, stdinNone
	sub := append([]arg(nil), words...)
	for k := range sub {
		if !sub[k].Dynamic && strings.Contains(sub[k].Value, "{") {
			sub[k].Dynamic = true
		}
	}
	d.exec(sub, in, c)
}

// commandEnv are the environment variables whose value is a command a
// program may run; dynamicEnv those that load code or configuration
// pregate cannot see.
func commandEnv(name string) bool {
	switch name {
	case "GIT_SSH_COMMAND", "GIT_SSH", "GIT_EXTERNAL_DIFF", "GIT_PAGER", "PAGER", "MANPAGER", "GIT_EDITOR",
		"EDITOR", "VISUAL", "GIT_SEQUENCE_EDITOR", "GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS",
		"GIT_PROXY_COMMAND", "LESSOPEN", "LESSCLOSE", "BROWSER", "RSYNC_RSH", "CVS_RSH",
		"npm_config_script_shell", "NPM_CONFIG_SCRIPT_SHELL", "BAT_PAGER":
		return true
	}
	return false
}

func dynamicEnv(name string) bool {
	switch name {
	case "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "BASH_ENV", "ENV", "NODE_OPTIONS", "PERL5OPT",
		"RUBYOPT", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG",
		"GIT_EXEC_PATH", "GIT_TEMPLATE_DIR", "npm_config_node_options", "NPM_CONFIG_USERCONFIG",
		"npm_config_userconfig", "RIPGREP_CONFIG_PATH", "BAT_CONFIG_PATH", "LESSKEY",
		"LESSKEYIN", "LESSKEY_SRC", "LESSKEY_CONTENT":
		return true
	}
	return false
}

// envRoles decomposes the commands named by the command's leading
// assignments (GIT_SSH_COMMAND=…, PAGER=…); an assignment that loads code
// (LD_PRELOAD, NODE_OPTIONS, a git config file) is unresolved.
func (d *dec) envRoles(i int, st *cmd, c *ctx) {
	var keys map[string]string // GIT_CONFIG_KEY_n values by n
	for _, a := range st.assigns {
		if n, ok := strings.CutPrefix(a.Name, "GIT_CONFIG_KEY_"); ok && !a.Dynamic {
			if keys == nil {
				keys = map[string]string{}
			}
			keys[n] = a.Value
		}
	}
	for _, a := range st.assigns {
		at := arg{Word: Word{Value: a.Value, Dynamic: a.Dynamic, Pos: st.pos, End: st.end}, raw: a.Name + "=" + a.Value}
		nest := a.Name + "="
		switch {
		case commandEnv(a.Name) || cloudCommandEnv(a.Name):
			d.runString(at, nest, st, c)
		case dynamicEnv(a.Name) || cloudDynamicEnv(a.Name):
			d.unres(i, a.Name+" loads code or configuration pregate cannot see")
		case a.Name == "LESS":
			if why := lessEnv(at); why != "" {
				d.unres(i, "LESS="+at.Value+" "+why)
			}
		case strings.HasPrefix(a.Name, "GIT_TRACE"):
			// GIT_TRACE=/path (and the other GIT_TRACE* variables) append
			// the trace to that file; 1, 2 or true mean stderr.
			if at.Dynamic || strings.Contains(at.Value, "/") {
				d.addPaths(i, []PathRef{d.pathRef(at, Write, "operand")})
			}
		case strings.HasPrefix(a.Name, "GIT_CONFIG_VALUE_"):
			key := keys[strings.TrimPrefix(a.Name, "GIT_CONFIG_VALUE_")]
			d.gitConfig(i, key, at, "git config "+key, st, c)
		default:
			d.pkgEnv(i, a, at, nest, st, c)
		}
	}
}

// config judges an option whose value sets configuration that may name a
// command: git -c KEY=VALUE, ssh -o KEY=VALUE, wget -e KEY=VALUE; for
// other programs (a config file, npm --node-options, make -f) what runs
// is not visible, so it is unresolved.
func (d *dec) config(i int, prog string, v arg, nest string, st *cmd, c *ctx) {
	switch prog {
	case "git":
		if v.Dynamic {
			d.dynamicInner(v, nest, "dynamic "+nest+" value", st, c)
			return
		}
		key, val, _ := strings.Cut(v.Value, "=")
		if nest == "git --config-env" {
			// --config-env=KEY=ENVVAR: the value is in the environment.
			if gitCommandKey(strings.ToLower(key)) != gitKeyPlain {
				d.unres(i, nest+" takes a command from the environment")
			}
			return
		}
		va := v
		va.Value = val
		d.gitConfig(i, key, va, "git -c "+strings.ToLower(key), st, c)
	case "ssh", "scp", "sftp":
		if v.Dynamic {
			d.dynamicInner(v, nest, "dynamic "+nest+" value", st, c)
			return
		}
		key, val, ok := strings.Cut(v.Value, "=")
		if !ok {
			key, val, _ = strings.Cut(strings.TrimSpace(v.Value), " ")
		}
		switch strings.ToLower(strings.TrimSpace(key)) {
		case "proxycommand", "localcommand", "knownhostscommand", "remotecommand":
			va := v
			va.Value = strings.TrimSpace(val)
			d.runString(va, prog+" -o "+strings.TrimSpace(key), st, c)
		case "include", "match":
			d.unres(i, nest+" "+key+" reads configuration pregate cannot see")
		}
	case "wget":
		if v.Dynamic {
			d.unres(i, "dynamic "+nest+" command")
			return
		}
		key, val, _ := strings.Cut(v.Value, "=")
		va := v
		va.Value = strings.TrimSpace(val)
		switch k := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(key)), "_", ""); k {
		case "useaskpass":
			d.runString(va, "wget use_askpass", st, c)
		case "outputdocument", "logfile", "dirprefix", "savecookies", "rejectedlog", "warcfile", "hstsfile", "warctempdir":
			d.addPaths(i, []PathRef{d.pathRef(va, Write, "operand")})
		case "input", "loadcookies", "postfile", "bodyfile", "cacertificate", "certificate", "privatekey", "cadirectory", "crlfile":
			d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
		default:
			if strings.Contains(k, "file") || strings.Contains(k, "dir") || strings.Contains(k, "command") {
				d.unres(i, nest+" "+key+" names a file or command pregate does not know")
			}
		}
	case "go":
		d.goConfig(i, v, nest)
	case "java", "javac":
		d.unres(i, nest+" loads code into the JVM")
	case "gcc", "clang", "cc", "g++", "c++", "clang++":
		d.unres(i, nest+" loads code or names the programs the compiler runs")
	case "cargo":
		if nest == "cargo --config" {
			d.cargoConfig(i, v, nest, st, c)
			return
		}
		d.unres(i, nest+" decides what code runs")
	case "systemd-run":
		d.systemdProperty(i, v, nest, st, c)
	default:
		d.unres(i, nest+" decides what code runs")
	}
}

// gitKey is what a git configuration key names.
type gitKey uint8

const (
	gitKeyPlain   gitKey = iota
	gitKeyCommand        // a command git runs (core.pager, diff.external)
	gitKeyDynamic        // code or configuration pregate cannot see (include.path, core.hooksPath)
	gitKeyAlias          // alias.NAME: a command when it starts with "!"
)

// gitCommandKey classifies a lower-case git configuration key.
func gitCommandKey(key string) gitKey {
	switch key {
	case "core.pager", "core.editor", "core.sshcommand", "core.askpass", "core.gitproxy", "core.fsmonitor",
		"diff.external", "sequence.editor", "gpg.program", "credential.helper", "uploadpack.packobjectshook",
		"web.browser", "sendemail.smtpserver", "sendemail.sendmailcmd", "sendemail.tocmd", "sendemail.cccmd",
		"core.alternaterefscommand", "interactive.difffilter", "instaweb.httpd", "gpg.ssh.defaultkeycommand", "imap.tunnel":
		return gitKeyCommand
	case "core.hookspath", "include.path", "init.templatedir", "protocol.ext.allow", "core.worktree":
		return gitKeyDynamic
	}
	first, last := key, key
	if i := strings.IndexByte(key, '.'); i >= 0 {
		first = key[:i]
	}
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		last = key[i+1:]
	}
	switch first {
	case "alias":
		return gitKeyAlias
	case "pager":
		return gitKeyCommand
	case "includeif", "trace2":
		// trace2.*Target write wherever they name.
		return gitKeyDynamic
	}
	switch first + "." + last {
	case "diff.command", "diff.textconv", "difftool.cmd", "difftool.path", "mergetool.cmd", "mergetool.path",
		"merge.driver", "filter.clean", "filter.smudge", "filter.process", "credential.helper", "gpg.program",
		"browser.cmd", "browser.path", "man.cmd", "man.path", "remote.receivepack", "remote.uploadpack",
		"submodule.update", "tar.command", "guitool.cmd":
		return gitKeyCommand
	case "remote.vcs":
		return gitKeyDynamic
	}
	return gitKeyPlain
}

// gitConfig judges one git configuration value by its key.
func (d *dec) gitConfig(i int, key string, v arg, nest string, st *cmd, c *ctx) {
	switch gitCommandKey(strings.ToLower(key)) {
	case gitKeyCommand:
		if !v.Dynamic {
			switch strings.ToLower(v.Value) {
			case "true", "false", "":
				return // core.fsmonitor=true is the built-in monitor
			}
			if s, ok := strings.CutPrefix(v.Value, "!"); ok {
				v.Value = s // submodule.NAME.update=!CMD
			}
		}
		d.runString(v, nest, st, c)
	case gitKeyAlias:
		if v.Dynamic {
			d.dynamicInner(v, nest, "dynamic "+nest+" alias", st, c)
			return
		}
		if s, ok := strings.CutPrefix(strings.TrimSpace(v.Value), "!"); ok {
			v.Value = s
			d.runString(v, nest, st, c)
		}
	case gitKeyDynamic:
		d.unres(i, nest+" loads code or configuration pregate cannot see")
	}
}

// gitCommand reports whether sub is one of git's own commands or the
// common extensions that ship as programs: any other subcommand is an
// alias from the configuration (or a git-NAME program on PATH), which
// pregate cannot see. A switch, so nothing is built at start-up or on
// first use.
func gitCommand(sub string) bool {
	switch sub {
	case "add", "am", "annotate", "apply", "archive", "backfill", "bisect", "blame", "branch", "bugreport", "bundle",
		"cat-file", "check-attr", "check-ignore", "check-mailmap", "check-ref-format", "checkout", "checkout-index",
		"cherry", "cherry-pick", "citool", "clean", "clone", "column", "commit", "commit-graph", "commit-tree",
		"config", "count-objects", "credential", "credential-cache", "credential-store", "daemon", "describe",
		"diagnose", "diff", "diff-files", "diff-index", "diff-tree", "difftool", "fast-export", "fast-import", "fetch",
		"fetch-pack", "filter-branch", "fmt-merge-msg", "for-each-ref", "for-each-repo", "format-patch", "fsck",
		"fsmonitor--daemon", "gc", "get-tar-commit-id", "grep", "gui", "hash-object", "help", "hook", "http-backend",
		"index-pack", "init", "init-db", "instaweb", "interpret-trailers", "log", "ls-files", "ls-remote", "ls-tree",
		"mailinfo", "mailsplit", "maintenance", "merge", "merge-base", "merge-file", "merge-index", "merge-one-file",
		"merge-tree", "mergetool", "mktag", "mktree", "multi-pack-index", "mv", "name-rev", "notes", "p4",
		"pack-objects", "pack-redundant", "pack-refs", "patch-id", "prune", "prune-packed", "pull", "push",
		"quiltimport", "range-diff", "read-tree", "rebase", "receive-pack", "reflog", "refs", "remote", "repack",
		"replace", "replay", "request-pull", "rerere", "reset", "restore", "rev-list", "rev-parse", "revert", "rm",
		"scalar", "send-email", "send-pack", "shortlog", "show", "show-branch", "show-index", "show-ref",
		"sparse-checkout", "stage", "stash", "status", "stripspace", "submodule", "svn", "switch", "symbolic-ref",
		"tag", "unpack-file", "unpack-objects", "update-index", "update-ref", "update-server-info", "upload-archive",
		"upload-pack", "var", "verify-commit", "verify-pack", "verify-tag", "version", "whatchanged", "worktree",
		"write-tree", "imap-send", "cvsimport", "cvsserver", "archimport", "lfs", "flow", "annex", "filter-repo",
		"crypt", "secrets":
		return true
	}
	return false
}

// gitRoles judges what a git command runs beyond its options: an alias,
// difftool and mergetool's configured tools, submodule foreach and bisect
// run commands, --ext-diff drivers, git config setting a command, and the
// files git diff --no-index reads.
func (d *dec) gitRoles(i int, sub string, subAt int, ops []int, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	if subAt < 0 {
		return
	}
	rest := args[1:]
	at := rest[subAt]
	if at.Dynamic {
		d.unres(i, "dynamic git subcommand")
		return
	}
	if !gitCommand(sub) {
		d.unres(i, "git alias or external command pregate cannot see")
		return
	}
	has := func(canon string) bool {
		for _, it := range parsed.Items {
			if it.Kind == progs.Opt && it.Canon() == canon {
				return true
			}
		}
		return false
	}
	for _, it := range parsed.Items {
		if it.Kind == progs.Opt && it.Role()&progs.Runs != 0 && it.Option != nil && it.Option.Takes == progs.Flag {
			d.unres(i, "git "+sub+" "+it.Canon()+" runs a configured driver")
		}
	}
	for _, it := range parsed.Items {
		if it.Kind != progs.Opt || it.Option == nil {
			continue
		}
		switch c := it.Canon(); {
		case c == "--template" && (sub == "init" || sub == "clone"):
			// The template's hooks are copied in and run by later git
			// commands.
			d.unres(i, "git "+sub+" --template installs hooks pregate cannot see")
		case (c == "-s" || c == "--strategy") && it.HasValue && (sub == "merge" || sub == "pull" || sub == "rebase" || sub == "cherry-pick" || sub == "revert"):
			// Any strategy but git's own runs git-merge-NAME from PATH.
			switch it.Value {
			case "ort", "recursive", "resolve", "octopus", "ours", "subtree":
			default:
				d.unres(i, "git "+sub+" -s runs the merge strategy program git-merge-"+it.Value)
			}
		}
	}
	words := func(from int) []arg { return rest[from:] }
	switch sub {
	case "difftool", "mergetool":
		if !has("-x") {
			d.unres(i, "git "+sub+" runs the configured tool")
		}
	case "rm", "mv", "checkout", "restore", "clean", "init":
		// Their operands are work-tree paths they delete, move or
		// overwrite (a branch name among checkout's is a harmless write
		// of a name inside the project).
		for _, k := range ops {
			d.addPaths(i, []PathRef{d.pathRef(rest[k], Write, "operand")})
		}
	case "bundle":
		if len(ops) >= 2 && !rest[ops[0]].Dynamic && rest[ops[0]].Value == "create" {
			d.addPaths(i, []PathRef{d.pathRef(rest[ops[1]], Write, "operand")})
		}
	case "diff":
		if has("--no-index") {
			for _, k := range ops {
				d.addPaths(i, []PathRef{d.pathRef(rest[k], Read, "operand")})
			}
		}
	case "submodule", "bisect":
		// git submodule [--quiet] foreach [--recursive] CMD…; git bisect
		// run CMD ARGS….
		verb := map[string]string{"submodule": "foreach", "bisect": "run"}[sub]
		for n, k := range ops {
			if rest[k].Dynamic || rest[k].Value != verb {
				if n == 0 {
					break
				}
				continue
			}
			// The command follows the verb's options (foreach
			// --recursive), as git's table for the subcommand reads them.
			_, cmdAt := progs.Leading(d.argWords(rest), k+1, progs.Lookup("git").Sub(sub))
			if cmdAt >= len(rest) {
				break
			}
			if sub == "bisect" {
				in := st.innerCmd(args, 1+cmdAt, "git bisect run")
				in.noFunc = true
				d.exec(words(cmdAt), in, c)
				break
			}
			text, a, ok := joinArgs(words(cmdAt))
			if !ok {
				d.dynamicInner(a, "git submodule foreach", "dynamic git submodule foreach command", st, c)
				break
			}
			d.nested(text, a, "git submodule foreach", st, c, false)
			break
		}
	case "config":
		// git config [--global] KEY VALUE sets a command later git runs.
		var vals []arg
		for _, k := range ops {
			vals = append(vals, rest[k])
		}
		if len(vals) >= 2 && vals[0].Value == "set" {
			vals = vals[1:]
		}
		if len(vals) >= 2 && !vals[0].Dynamic {
			d.gitConfig(i, vals[0].Value, vals[1], "git config "+strings.ToLower(vals[0].Value), st, c)
		}
	}
}

// codeRoles judges the program of sed or awk: the commands it runs, the
// files it writes and reads. A script read from a file is unresolved.
func (d *dec) codeRoles(i int, lang string, read func(string) progs.Code, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := parsed.Words
	var scripts []arg
	first := -1
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind == progs.Operand && first < 0 {
			first = w.Source(it.Word)
		}
		if it.Kind != progs.Opt || it.Role()&progs.Script == 0 {
			continue
		}
		v := itemValue(rest, &w, it)
		if v == nil {
			continue
		}
		if it.Role()&progs.ReadPath != 0 {
			d.unres(i, lang+" program read from a file")
			return
		}
		scripts = append(scripts, *v)
	}
	if len(scripts) == 0 && first >= 0 {
		scripts = append(scripts, rest[first])
	}
	for _, s := range scripts {
		if s.Dynamic {
			continue // dynamic inline code is judged where the program is read
		}
		code := read(s.Value)
		for _, r := range code.Runs {
			va := s
			va.Value = r
			d.runString(va, lang+" system", st, c)
		}
		if code.RunsDynamic {
			d.unres(i, lang+" runs a command only run time knows")
		}
		for _, f := range code.Writes {
			va := s
			va.Value = f
			d.addPaths(i, []PathRef{d.pathRef(va, Write, "operand")})
		}
		for _, f := range code.Reads {
			va := s
			va.Value = f
			d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
		}
	}
}

// sshCommand decomposes ssh HOST CMD…: the remote shell runs the words
// joined by spaces. Deny and ask rules see it; an allow of ssh does not
// approve it.
func (d *dec) sshCommand(args []arg, st *cmd, c *ctx) {
	p := progs.Lookup("ssh")
	_, host := progs.Leading(d.argWords(args), 1, p.Def)
	if host >= len(args) {
		return
	}
	// OpenSSH reads options after the host too.
	_, n := progs.Leading(d.argWords(args), host+1, p.Def)
	if n >= len(args) {
		return
	}
	text, at, ok := joinArgs(args[n:])
	nest := "ssh " + args[host].raw
	if !ok {
		d.dynamicInner(at, nest, "dynamic ssh command", st, c)
		return
	}
	d.nested(text, at, nest, st, c, false)
}

// containerCommand decomposes docker/podman exec CONTAINER CMD… and run
// IMAGE CMD…: the command runs in the container, and is judged by deny
// and ask rules as any command is.
func (d *dec) containerCommand(name, sub string, subAt int, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	if sub == "container" && subAt >= 0 {
		// A table without "container run" of its own (podman's): the
		// next operand is the subcommand that runs.
		for _, it := range parsed.Items {
			if it.Kind == progs.End {
				break
			}
			if k := parsed.Words.Source(it.Word); it.Kind == progs.Operand && k > subAt {
				if !args[1+k].Dynamic && runsInContainer(it.Name) {
					sub, subAt = it.Name, k
				}
				break
			}
		}
	}
	if !runsInContainer(sub) || subAt < 0 {
		return
	}
	p := progs.Lookup(name)
	rest := args[1:]
	_, target := progs.Leading(d.argWords(rest), subAt+1, p.Sub(sub))
	words := containerWords(rest, target, parsed)
	if len(words) == 0 {
		return
	}
	in := st.innerCmd(args, 1+target+1, name+" "+sub)
	in.noFunc = true
	d.exec(words, in, c)
}

// podCommand decomposes kubectl exec/run/debug … -- CMD…: the command after
// "--" runs in the pod.
func (d *dec) podCommand(name, sub string, ops []int, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	if sub != "exec" && sub != "run" && sub != "debug" {
		return
	}
	defer d.podRunArgs(name, sub, ops, parsed, args, st, c)
	for _, it := range parsed.Items {
		if it.Kind != progs.End {
			continue
		}
		from := parsed.Words.Source(it.Word) + 1
		rest := args[1:]
		if from >= len(rest) {
			return
		}
		in := st.innerCmd(args, 1+from, name+" "+sub)
		in.noFunc = true
		d.exec(rest[from:], in, c)
		return
	}
}
