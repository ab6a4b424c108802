package shell

import (
	"path"
	"strings"

	"github.com/pregate/pregate/progs"
)

// pkgRoles judges what the package managers' and toolchains' options and
// operands do beyond their table's roles: an option that alone runs a
// program (cargo doc --open), the words after "--" that go to another
// program's command line (cargo rustc -- FLAGS), operands that are paths
// written (cargo new PATH). Segment i is the command; sub is its
// subcommand.
func (d *dec) pkgRoles(i int, name, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	if name == "java" || name == "javac" || name == "npx" || ccNames(name) {
		sub = "" // no subcommands: the first operand is the main class, a source file or a command
	}
	w := parsed.Words
	var ops []arg   // the operands after the subcommand, before "--"
	var after []arg // the words after "--"
	seenSub := false
	for k := range parsed.Items {
		it := &parsed.Items[k]
		switch it.Kind {
		case progs.Operand:
			if !seenSub {
				seenSub = true
				continue
			}
			if after != nil {
				continue
			}
			ops = append(ops, rest[w.Source(it.Word)])
		case progs.End:
			if seenSub && after == nil {
				after = rest[w.Source(it.Word)+1:]
			}
		case progs.Opt:
			if it.Option != nil && it.Option.Takes == progs.Flag && it.Role()&progs.Runs != 0 {
				d.unres(i, name+" "+sub+" "+it.Canon()+" runs a program of its configuration")
			}
		}
	}
	if ccNames(name) {
		// gcc @FILE reads more options from FILE.
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Kind == progs.Operand && !w.Dynamic(it.Word) && strings.HasPrefix(it.Name, "@") {
				d.argFile(i, name, rest[w.Source(it.Word)])
			}
			if parsed.Items[k].Kind == progs.End {
				// gcc 12 reads the words after "--" as options still.
				d.unres(i, name+" reads the words after -- as options")
			}
			if it := &parsed.Items[k]; it.Kind == progs.Opt && it.Option != nil {
				if why := ccFamily(it.Canon(), it.Value); why != "" {
					d.unres(i, name+" "+it.Name+it.Value+" "+why)
				}
			}
		}
		return
	}
	d.installRoots(i, name, sub, parsed, args, st, c)
	switch name {
	case "sdiff":
		// sdiff -o FILE merges interactively: its e commands, read from
		// the standard input, start $EDITOR on the merge.
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Kind == progs.Opt && it.Role()&progs.Runs != 0 {
				d.unres(i, "sdiff "+it.Canon()+" merges interactively, and its e command starts $EDITOR")
			}
		}
	case "npx", "npm":
		d.npxRoles(i, name, sub, parsed, args, st, c)
	case "yarn", "yarnpkg":
		d.yarnRoles(i, name, sub, parsed, args, st, c)
	case "pnpm":
		d.pnpmRoles(i, sub, parsed, args, st, c)
	case "java", "javac":
		d.javaRoles(i, name, parsed, rest, st, c)
	case "cargo":
		d.cargoRoles(i, sub, ops, after)
	case "go":
		d.goRoles(i, sub, parsed, ops)
	case "pip", "pip3":
		// pip config set/unset/edit write pip's configuration, which sets
		// the options of every later pip command (a --target, an index,
		// setup.py's --global-option); edit runs an editor.
		if sub == "config" && len(ops) > 0 && !ops[0].Dynamic {
			switch ops[0].Value {
			case "list", "get", "debug":
			default:
				d.unres(i, "pip config "+ops[0].Value+" changes pip's configuration")
			}
		}
	}
}

// cargoRoles: cargo new and init create the package at PATH, cargo
// vendor writes the sources to its directory; after "--", cargo rustc,
// rustdoc and clippy hand the flags to the compiler, where -C linker=,
// -Z and --extern name programs and code, so only lint levels are known;
// a test binary's --logfile is written.
func (d *dec) cargoRoles(i int, sub string, ops, after []arg) {
	switch sub {
	case "new", "init":
		for _, a := range ops {
			d.addPaths(i, []PathRef{d.pathRef(a, Write, "operand")})
		}
	case "vendor":
		if len(ops) > 0 {
			d.addPaths(i, []PathRef{d.pathRef(ops[0], Write, "operand")})
		}
	case "rustc", "rustdoc", "clippy":
		for k := 0; k < len(after); k++ {
			a := after[k]
			if a.Dynamic {
				d.unres(i, "cargo "+sub+" -- takes compiler flags only run time knows")
				return
			}
			v := a.Value
			switch {
			case v == "-D" || v == "-W" || v == "-A" || v == "-F" || v == "--deny" || v == "--warn" ||
				v == "--allow" || v == "--forbid" || v == "--cap-lints" || v == "--force-warn":
				k++ // the lint
			case len(v) > 2 && (strings.HasPrefix(v, "-D") || strings.HasPrefix(v, "-W") || strings.HasPrefix(v, "-A") || strings.HasPrefix(v, "-F")),
				strings.HasPrefix(v, "--deny=") || strings.HasPrefix(v, "--warn=") || strings.HasPrefix(v, "--allow=") ||
					strings.HasPrefix(v, "--forbid=") || strings.HasPrefix(v, "--cap-lints=") || strings.HasPrefix(v, "--force-warn="):
			default:
				d.unres(i, "cargo "+sub+" -- "+v+" is a compiler flag, which can name a linker, a plugin or code")
				return
			}
		}
	case "test", "t", "bench":
		for k, a := range after {
			if a.Dynamic {
				continue
			}
			if v, ok := strings.CutPrefix(a.Value, "--logfile="); ok {
				va := a
				va.Value = v
				d.addPaths(i, []PathRef{d.pathRef(va, Write, "operand")})
			} else if a.Value == "--logfile" && k+1 < len(after) {
				d.addPaths(i, []PathRef{d.pathRef(after[k+1], Write, "operand")})
			}
		}
	}
}

// cargoConfig judges cargo --config KEY=VALUE (or a file): a key naming a
// program cargo runs (target.*.runner, *.linker, build.rustc-wrapper,
// a credential provider, doc.browser) is decomposed when its value is a
// literal string; a directory key is a path written; keys known to name
// no program or code are plain; any other key, and a config file, may
// name programs or code pregate cannot see (rustflags, env.*, alias.*,
// paths, patch, source, include), so the command is unresolved.
func (d *dec) cargoConfig(i int, v arg, nest string, st *cmd, c *ctx) {
	if v.Dynamic {
		d.unres(i, "dynamic "+nest+" value")
		return
	}
	key, val, ok := strings.Cut(v.Value, "=")
	if !ok {
		d.addPaths(i, []PathRef{d.pathRef(v, Read, "operand")})
		d.unres(i, nest+" reads a configuration file, which can name the programs cargo runs")
		return
	}
	key = strings.ToLower(strings.TrimSpace(key))
	val = strings.TrimSpace(val)
	va := v
	va.Value = val
	str := func() bool {
		if len(val) >= 2 && (val[0] == '"' || val[0] == '\'') && val[len(val)-1] == val[0] {
			va.Value = val[1 : len(val)-1]
			return !strings.ContainsAny(va.Value, "\\\"'")
		}
		return false
	}
	parts := strings.Split(key, ".")
	last := parts[len(parts)-1]
	switch {
	case last == "runner" || last == "linker" || last == "rustc" || last == "rustc-wrapper" ||
		last == "rustc-workspace-wrapper" || last == "rustdoc" || last == "credential-provider" ||
		last == "global-credential-providers" || key == "doc.browser":
		if !str() {
			d.unres(i, nest+" "+key+" names a program in a form pregate does not read")
			return
		}
		d.runString(va, nest+" "+key, st, c)
	case key == "build.target-dir" || key == "build.build-dir" || key == "install.root":
		if !str() {
			d.unres(i, nest+" "+key+" names a directory in a form pregate does not read")
			return
		}
		d.addPaths(i, []PathRef{d.pathRef(va, Write, "operand")})
	case cargoPlainKey(key, parts):
	default:
		d.unres(i, nest+" "+key+" may name a program or code cargo runs")
	}
}

// cargoPlainKey reports whether a cargo configuration key is one known to
// name no program, code or file.
func cargoPlainKey(key string, parts []string) bool {
	switch parts[0] {
	case "term", "future-incompat-report", "resolver", "cargo-new":
		return true
	case "profile":
		switch parts[len(parts)-1] {
		case "opt-level", "debug", "lto", "codegen-units", "panic", "incremental", "strip", "overflow-checks",
			"debug-assertions", "split-debuginfo", "rpath", "inherits":
			return len(parts) >= 3
		}
		return false
	}
	switch key {
	case "build.jobs", "build.incremental", "build.pipelining", "build.target", "net.retry", "net.offline",
		"net.git-fetch-with-cli", "http.timeout", "http.multiplexing", "http.debug", "http.low-speed-limit",
		"http.check-revoke", "http.ssl-version", "http.user-agent", "registry.default", "cache.auto-clean-frequency":
		return true
	}
	return false
}

// goRoles: go env -w writes go's configuration, where GOFLAGS, CC,
// GOTOOLCHAIN and the rest name the programs later go commands run; go
// bug opens a browser; go tool runs a tool of the toolchain or of the
// module's tool lines, with flags pregate does not read (the linker's
// -extld runs a program); go mod edit and go work edit write the file
// they are given (go mod edit FILE).
func (d *dec) goRoles(i int, sub string, parsed progs.Parsed, ops []arg) {
	switch sub {
	case "env":
		for _, it := range parsed.Items {
			if it.Kind == progs.Opt && it.Canon() == "-w" {
				d.unres(i, "go env -w writes go's configuration, which names the programs go runs")
			}
		}
	case "bug":
		d.unres(i, "go bug opens a browser")
	case "tool":
		if len(ops) > 0 || hasOperandAfterSub(parsed) {
			d.unres(i, "go tool runs a tool with flags pregate does not read")
		}
	case "mod", "work":
		if len(ops) > 0 && !ops[0].Dynamic && ops[0].Value == "edit" {
			for _, a := range ops[1:] {
				d.addPaths(i, []PathRef{d.pathRef(a, Write, "operand")})
			}
		}
	}
}

// hasOperandAfterSub reports whether parsed has an operand after its
// subcommand, or stopped parsing at one (a POSIX table).
func hasOperandAfterSub(parsed progs.Parsed) bool {
	n, last := 0, -1
	for _, it := range parsed.Items {
		if it.Kind == progs.Operand {
			n++
		}
		last = it.Word
		if it.ValueWord > last {
			last = it.ValueWord
		}
	}
	return n > 1 || last+1 < len(parsed.Words.Values)
}

// goConfig judges go's -gcflags, -ldflags, -asmflags and -gccgoflags:
// flags for the compiler and linker, where -extld, -extldflags, -importcfg,
// -json and the profile flags run programs or write files. Only a value
// of flags known to do neither ([pattern=]-N -l, -s -w -X name=value …)
// stays resolved; -overlay's file maps sources to files pregate does not
// see.
func (d *dec) goConfig(i int, v arg, nest string) {
	if v.Dynamic {
		d.unres(i, "dynamic "+nest+" value")
		return
	}
	if nest == "go -overlay" {
		d.unres(i, nest+" maps source files to files pregate does not see")
		return
	}
	val := v.Value
	if j := strings.IndexByte(val, '='); j > 0 && !strings.HasPrefix(val, "-") && !strings.ContainsAny(val[:j], " \t") {
		val = val[j+1:] // the package pattern
	}
	if strings.ContainsAny(val, "'\"\\") {
		d.unres(i, nest+" takes quoted flags pregate does not read")
		return
	}
	toks := strings.Fields(val)
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		ok := false
		switch nest {
		case "go -gcflags":
			name, _, _ := strings.Cut(t, "=")
			switch name {
			case "-N", "-l", "-m", "-S", "-B", "-e", "-C", "-d", "-lang", "-race", "-spectre", "-dwarf", "-dwarflocationlists", "-wb", "-live", "-std", "-complete", "-smallframes", "-c":
				ok = true
			}
		case "go -ldflags":
			name, _, _ := strings.Cut(t, "=")
			switch name {
			case "-s", "-w", "-buildid", "-compressdwarf", "-strictdups", "-linkmode", "-race", "-v":
				ok = true
			case "-X":
				ok = true
				if !strings.Contains(t, "=") || t == "-X" {
					k++ // name=value in the next word
				}
			}
		}
		if !ok {
			d.unres(i, nest+" "+t+" is a compiler or linker flag that can run a program or write a file")
			return
		}
	}
}

// pkgEnv judges the environment the toolchains read: a variable naming
// the compiler, linker, wrapper or runner they run is decomposed as a
// command; one holding flags for them (GOFLAGS -toolexec, RUSTFLAGS
// -C linker=, JAVA_TOOL_OPTIONS -javaagent:) or another configuration
// (GOENV, CARGO_HOME, PIP_CONFIG_FILE) is unresolved.
func (d *dec) pkgEnv(i int, a Assign, at arg, nest string, st *cmd, c *ctx) {
	n := a.Name
	switch {
	case n == "CC" || n == "CXX" || n == "RUSTC" || n == "RUSTC_WRAPPER" || n == "RUSTC_WORKSPACE_WRAPPER" || n == "RUSTDOC" ||
		strings.HasPrefix(n, "CARGO_TARGET_") && (strings.HasSuffix(n, "_RUNNER") || strings.HasSuffix(n, "_LINKER")) ||
		strings.HasPrefix(n, "CARGO_BUILD_RUSTC") || n == "CARGO_BUILD_RUSTDOC":
		d.runString(at, nest, st, c)
	case n == "GOFLAGS" || n == "GOENV" || strings.HasPrefix(n, "CGO_") && strings.HasSuffix(n, "FLAGS") ||
		n == "GOTOOLCHAIN" && a.Value != "local" || n == "RUSTFLAGS" || n == "RUSTDOCFLAGS" ||
		n == "CARGO_ENCODED_RUSTFLAGS" || n == "CARGO_ENCODED_RUSTDOCFLAGS" || n == "CARGO_HOME" ||
		strings.HasPrefix(n, "CARGO_BUILD_") && strings.Contains(n, "FLAGS") || n == "PIP_CONFIG_FILE" ||
		n == "JAVA_TOOL_OPTIONS" || n == "JDK_JAVA_OPTIONS" || n == "_JAVA_OPTIONS" || n == "JDK_JAVAC_OPTIONS":
		d.unres(i, n+" loads code or configuration pregate cannot see")
	}
}

// javaRoles judges java's and javac's -X values and argument files: an
// @FILE word before the main class (any operand of javac) holds options
// pregate does not read; -XX:OnError= and -XX:OnOutOfMemoryError= run
// a command; -Xloggc:FILE, -Xlog:…:file=FILE and -XX: options naming a
// path (HeapDumpPath, ErrorFile, LogFile …) are written; -XX:Flags= and
// -XX:VMOptionsFile= read options from a file; -Xbootclasspath loads
// classes ahead of the JDK's; any other -XX: option with a value that is
// not a number, and an -X option java does not document, are unresolved.
func (d *dec) javaRoles(i int, name string, parsed progs.Parsed, rest []arg, st *cmd, c *ctx) {
	w := parsed.Words
	ended := false // java: the options have ended (a main class, -jar FILE, -m MODULE)
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind == progs.Operand {
			if !ended && !w.Dynamic(it.Word) && strings.HasPrefix(it.Name, "@") {
				d.argFile(i, name, rest[w.Source(it.Word)])
			}
			ended = ended || name == "java"
			continue
		}
		if it.Role()&progs.Ends != 0 {
			ended = true
		}
		if it.Kind != progs.Opt || it.Option == nil || it.Canon() != "-X" || !it.HasValue || name != "java" {
			continue
		}
		v := itemValue(rest, &w, it)
		if v.Dynamic {
			d.unres(i, "dynamic java -X option")
			continue
		}
		d.javaX(i, *v, st, c)
	}
}

// argFile reports an @FILE argument file: read, and its options unknown.
func (d *dec) argFile(i int, name string, a arg) {
	va := a
	va.Value = strings.TrimPrefix(a.Value, "@")
	d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
	d.unres(i, name+" "+a.Value+" reads options from a file pregate does not read")
}

// javaX judges the attached value of one java -X option (the word after
// "-X": "mx1g", "log:gc:file=gc.log", "X:+UseG1GC").
func (d *dec) javaX(i int, v arg, st *cmd, c *ctx) {
	x := v.Value
	sub := func(s string) arg { va := v; va.Value = s; return va }
	if xx, ok := strings.CutPrefix(x, "X:"); ok {
		if strings.HasPrefix(xx, "+") || strings.HasPrefix(xx, "-") {
			return // a boolean flag
		}
		key, val, ok := strings.Cut(xx, "=")
		switch {
		case !ok:
			d.unres(i, "java -XX:"+xx+" is an option pregate does not know")
		case key == "OnError" || key == "OnOutOfMemoryError":
			d.runString(sub(val), "java -XX:"+key, st, c)
		case key == "Flags" || key == "VMOptionsFile":
			d.addPaths(i, []PathRef{d.pathRef(sub(val), Read, "operand")})
			d.unres(i, "java -XX:"+key+" reads JVM options from a file pregate does not read")
		case strings.HasSuffix(key, "Path") || strings.HasSuffix(key, "File") || strings.HasSuffix(key, "Dir"):
			d.addPaths(i, []PathRef{d.pathRef(sub(val), Write, "operand")})
		case strings.Trim(val, "0123456789kKmMgGtT.") != "":
			d.unres(i, "java -XX:"+key+" takes a value pregate does not read")
		}
		return
	}
	name, val, _ := strings.Cut(x, ":")
	switch name {
	case "batch", "check", "comp", "debug", "diag", "future", "int", "internalversion", "mixed", "noclassgc", "rs",
		"share", "showSettings", "verify", "rs ":
	case "loggc":
		d.addPaths(i, []PathRef{d.pathRef(sub(val), Write, "operand")})
	case "log":
		// -Xlog:WHAT[:OUTPUT[:DECORATORS[:OPTIONS]]]: OUTPUT is stdout,
		// stderr, or [file=]PATH.
		parts := strings.Split(val, ":")
		if len(parts) >= 2 {
			out := strings.TrimPrefix(parts[1], "file=")
			if out != "" && out != "stdout" && out != "stderr" {
				d.addPaths(i, []PathRef{d.pathRef(sub(out), Write, "operand")})
			}
		}
	case "bootclasspath", "bootclasspath/a", "bootclasspath/p":
		d.unres(i, "java -X"+name+" loads classes ahead of the JDK's")
	default:
		if !strings.HasPrefix(x, "ms") && !strings.HasPrefix(x, "mx") && !strings.HasPrefix(x, "mn") && !strings.HasPrefix(x, "ss") ||
			strings.Trim(x[2:], "0123456789kKmMgGtT") != "" {
			d.unres(i, "java -X"+x+" is an option pregate does not know")
		}
	}
}

// pnpmRoles: pnpm exec CMD… runs CMD, and pnpm dlx PKG… the command of
// the package it fetches, each with its words (through a shell with -c,
// --shell-mode): decomposed as commands of their own, which an allow of
// pnpm does not approve. A first word pnpm passes to npm (pnpm edit …,
// pnpm version …, progs.PnpmPassesToNpm) runs npm with every word: the
// npm command, judged as one of its own. pnpm recursive (m, multi) runs its words as a
// pnpm command in every project, which pregate does not take apart.
func (d *dec) pnpmRoles(i int, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := parsed.Words
	subAt, shell := -1, false
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind == progs.Operand && subAt < 0 {
			subAt = w.Source(it.Word)
		}
		if it.Kind == progs.Opt && it.Canon() == "-c" && it.Value != "false" {
			shell = true
		}
	}
	if subAt < 0 {
		return
	}
	if subAt == 0 && !rest[0].Dynamic && progs.PnpmPassesToNpm(rest[0].Value) {
		// pnpm edit …: pnpm runs npm edit … with its words, unread.
		npm := args[0]
		npm.Value, npm.raw = "npm", "npm"
		in := st.innerCmd(args, 1, "pnpm "+rest[0].Value)
		in.noFunc = true
		d.exec(append([]arg{npm}, rest...), in, c)
		return
	}
	from := subAt + 1
	switch sub {
	case "recursive", "multi", "m":
		if from < len(rest) {
			d.unres(i, "pnpm "+sub+" runs a pnpm command in every project")
		}
		return
	case "dlx":
		p := progs.Lookup("pnpm")
		items, n := progs.Leading(d.argWords(rest), from, p.Sub("dlx"))
		for _, it := range items {
			if it.Kind == progs.Opt && it.Canon() == "-c" && it.Value != "false" {
				shell = true
			}
		}
		from = n
	case "exec":
	default:
		return
	}
	if from >= len(rest) {
		return
	}
	nest := "pnpm " + sub
	if shell {
		text, at, ok := joinArgs(rest[from:])
		if !ok {
			d.dynamicInner(at, nest, "dynamic "+nest+" command", st, c)
			return
		}
		d.nested(text, at, nest, st, c, false)
		return
	}
	in := st.innerCmd(args, 1+from, nest)
	in.noFunc = true
	d.exec(rest[from:], in, c)
}

// ccNames reports whether name is a C compiler's.
func ccNames(name string) bool {
	switch name {
	case "gcc", "clang", "cc", "g++", "c++", "clang++":
		return true
	}
	return false
}

// ccFamily says why an option of the -f, -W, -m, -O or -g family
// (canonical name and attached value) or a whole option of the C
// compilers leaves the command unresolved: a family member not listed as
// harmless (progs.CCFamily: one that loads code, names a file the
// compiler reads or writes beside its output, passes words to the
// assembler, preprocessor or linker, or one pregate does not know), or an
// option that writes files beside the output. "" when it does none of
// these.
func ccFamily(canon, val string) string {
	switch canon {
	case "-f", "-W", "-m", "-O", "-g":
		return progs.CCFamily(canon[1], val)
	case "-save-temps", "--coverage", "-pg", "-p":
		return "writes files beside the output that pregate does not report"
	}
	return ""
}

// yarnUnmodelled reports whether sub is a command of yarn 2+ that
// installs or runs code in ways pregate does not take apart: plugins and
// releases it downloads and runs, constraints, workspaces foreach's
// command in every workspace.
func yarnUnmodelled(sub string) bool {
	switch sub {
	case "plugin", "set", "workspaces", "constraints", "npm", "up", "dedupe", "explain", "patch",
		"patch-commit", "rebuild", "search", "stage", "sdks":
		return true
	}
	return false
}

// yarnRoles: yarn exec CMD… and yarn dlx CMD… run CMD, yarn node ARGS…
// runs node with ARGS, yarn workspace NAME CMD… runs the yarn command
// CMD in that workspace: each decomposed as a command of its own. yarn
// config set/delete and yarn policies change the configuration, which can
// name the yarn release yarn runs (yarn-path); yarn 2+'s commands pregate
// does not model (yarnUnmodelled) are unresolved.
func (d *dec) yarnRoles(i int, name, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := parsed.Words
	subAt := -1
	var ops []arg
	for k := range parsed.Items {
		it := &parsed.Items[k]
		if it.Kind == progs.Operand {
			if subAt < 0 {
				subAt = w.Source(it.Word)
				continue
			}
			ops = append(ops, rest[w.Source(it.Word)])
		}
	}
	if subAt < 0 {
		return
	}
	switch {
	case yarnUnmodelled(sub):
		d.unres(i, name+" "+sub+" installs or runs code in a way pregate does not take apart")
		return
	case sub == "policies":
		d.unres(i, name+" policies sets the yarn release yarn runs")
		return
	case sub == "config" && len(ops) > 0 && !ops[0].Dynamic && ops[0].Value != "get" && ops[0].Value != "list" && ops[0].Value != "current":
		d.unres(i, name+" config "+ops[0].Value+" changes yarn's configuration, which can name the release yarn runs")
		return
	case sub != "exec" && sub != "dlx" && sub != "node" && sub != "workspace":
		return
	}
	p := progs.Lookup(name)
	_, from := progs.Leading(d.argWords(rest), subAt+1, p.Sub(sub))
	nest := name + " " + sub
	switch sub {
	case "node":
		// yarn node ARGS runs node ARGS.
		node := args[0]
		node.Value, node.raw = "node", "node"
		in := st.innerCmd(args, 1+subAt+1, nest)
		in.noFunc = true
		d.exec(append([]arg{node}, rest[from:]...), in, c)
		return
	case "workspace":
		// yarn workspace NAME CMD…: the yarn command CMD in NAME.
		if from+1 >= len(rest) {
			return
		}
		in := st.innerCmd(args, 1+from+1, nest)
		in.noFunc = true
		d.exec(append([]arg{args[0]}, rest[from+1:]...), in, c)
		return
	}
	if from >= len(rest) {
		return
	}
	in := st.innerCmd(args, 1+from, nest)
	in.noFunc = true
	d.exec(rest[from:], in, c)
}

// npxRoles: npx CMD… (its options end at the command) and npm exec (x)
// -- CMD… run CMD, a package's binary or a program on PATH, with its
// words: decomposed as a command of its own. npm exec CMD without "--"
// reads the options after CMD as npm's, which the table judges.
func (d *dec) npxRoles(i int, name, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := parsed.Words
	from := -1
	if name == "npx" {
		covered := 0
		for k := range parsed.Items {
			it := &parsed.Items[k]
			end := w.Source(it.Word) + 1
			if it.HasValue && !it.Attached {
				end = w.Source(it.ValueWord) + 1
			}
			covered = max(covered, end)
		}
		from = covered
	} else {
		if sub != "exec" && sub != "x" {
			return
		}
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Kind == progs.End {
				from = w.Source(it.Word) + 1
				break
			}
		}
		if from < 0 {
			// npm exec CMD ARGS: the operands after the subcommand.
			ops := 0
			for k := range parsed.Items {
				if it := &parsed.Items[k]; it.Kind == progs.Operand {
					ops++
					if ops == 2 {
						from = w.Source(it.Word)
						break
					}
				}
			}
		}
	}
	if from < 0 || from >= len(rest) {
		return
	}
	nest := name
	if name == "npm" {
		nest = "npm " + sub
	}
	in := st.innerCmd(args, 1+from, nest)
	in.noFunc = true
	if name == "npm" && from > 0 && rest[from-1].Value != "--" {
		// npm exec CMD A B: only the operands are CMD's words; npm read the
		// options among them.
		var words []arg
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Kind == progs.Operand && w.Source(it.Word) >= from {
				words = append(words, rest[w.Source(it.Word)])
			}
		}
		d.exec(words, in, c)
		return
	}
	d.exec(rest[from:], in, c)
}

// installVar is what the environment variable name holds for the
// command: its own assignment (X=v cmd), a literal the command certainly
// assigned before, or the environment pregate was given. known is false
// when the command sets it in a way pregate does not follow (from a
// substitution, or anywhere its text names the variable).
func (d *dec) installVar(name string, st *cmd, c *ctx) (val string, known bool) {
	for k := len(st.assigns) - 1; k >= 0; k-- {
		if a := st.assigns[k]; a.Name == name {
			return a.Value, !a.Dynamic
		}
	}
	if c.sh != nil {
		if v, ok := c.sh.vars[name]; ok {
			return v, true
		}
	}
	if d.top != nil && strings.Contains(d.top.src, name) {
		return "", false
	}
	return d.env[name], true
}

// installOpt returns the value of the option of parsed whose canonical
// name is canon, and whether the command gives it.
//
//go:noinline
func installOpt(parsed *progs.Parsed, rest []arg, canon string) (*arg, bool) {
	for k := range parsed.Items {
		if it := &parsed.Items[k]; it.Kind == progs.Opt && it.Canon() == canon {
			return itemValue(rest, &parsed.Words, it), true
		}
	}
	return nil, false
}

// installTree adds to segment i the write of the tree p and of files.
//
//go:noinline
func (d *dec) installTree(i int, p string, files []string) {
	d.addPaths(i, []PathRef{{Path: p, Access: Write, Via: "operand", Tree: true}})
	for _, f := range files {
		d.addPaths(i, []PathRef{{Path: f, Access: Write, Via: "operand"}})
	}
}

// installUnknown adds to segment i the write of a tree pregate cannot
// tell (what), which may be one of known.
//
//go:noinline
func (d *dec) installUnknown(i int, what string, known []string) {
	d.addPaths(i, []PathRef{{Path: what, Dynamic: true, Known: known, Access: Write, Via: "operand", Tree: true}})
}

// installRoots reports the directories the toolchains install into
// without naming them on the command line, as writes of the whole tree
// (so the floor and Edit rules see them): cargo install and uninstall
// write ROOT/bin and ROOT's .crates.toml and .crates2.json, ROOT being
// --root, $CARGO_INSTALL_ROOT, $CARGO_HOME or ~/.cargo; go install
// writes $GOBIN, or the bin directory of $GOPATH's first entry (~/go by
// default); pip install and uninstall write the interpreter's
// environment: --target, --prefix or --root, the user site with --user
// ($PYTHONUSERBASE, or ~/.local's lib and bin), the virtual environment of a pip named by
// its path or of $VIRTUAL_ENV (or $CONDA_PREFIX), else a site pregate
// cannot tell (a
// dynamic write: no allow approves it); npm's global commands (-g,
// --location=global, link, unlink) write the global prefix's
// lib/node_modules and bin, the prefix being $npm_config_prefix or one
// pregate cannot tell (npm's configuration, node's own prefix). A
// location that depends on a variable the command sets in a way pregate
// does not follow, or on HOME when the command sets it, is unknown: the
// command is unresolved. The configuration files that move the
// location are read (instcfg.go): go's environment file for GOBIN and
// GOPATH, cargo's install.root, pip's configuration files and PIP_*
// variables; one pregate cannot read for certain leaves the location
// unknown. npm's .npmrc prefix needs no reading: without
// $npm_config_prefix, which overrides it, the prefix is already
// unknown. pnpm's and yarn's global commands write a global directory
// pregate leaves unknown.
func (d *dec) installRoots(i int, name, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := parsed.Words
	// opt, tree and unknown are calls, not inlined: a copy of each at
	// every use made installRoots 42 KB of code.
	opt := func(canon string) (*arg, bool) { return installOpt(&parsed, rest, canon) }
	tree := func(p string, files ...string) { d.installTree(i, p, files) }
	unknown := func(what string, known ...string) { d.installUnknown(i, what, known) }
	home := func(rel string) (string, bool) {
		if d.homeSet {
			return "", false
		}
		return "~/" + rel, true
	}
	env := func(vars ...string) (val, from string, known bool) {
		for _, v := range vars {
			val, known := d.installVar(v, st, c)
			if !known {
				return "", v, false
			}
			if val != "" {
				return val, v, true
			}
		}
		return "", "", true
	}
	switch name {
	case "cargo":
		if sub != "install" && sub != "uninstall" {
			return
		}
		root := ""
		if v, ok := opt("--root"); ok {
			if v == nil || v.Dynamic {
				return // the table reports it, dynamic or not
			}
			root = v.Value
		} else {
			val, from, known := env("CARGO_INSTALL_ROOT")
			if known && val == "" {
				val, from, known = env("CARGO_HOME")
				ch := val
				if ch == "" {
					if h := d.realHome(); h != "" {
						ch = h + "/.cargo"
					}
				}
				if known {
					cr, set, ok := d.cargoInstallRoot(i, ch)
					switch {
					case !ok:
						d.unres(i, "cargo "+sub+" installs where cargo's configuration says, which pregate cannot tell")
						unknown("cargo's install.root")
						return
					case set:
						val = cr
					}
				}
			}
			switch {
			case !known:
				d.unres(i, "cargo "+sub+" installs into $"+from+", which the command sets")
				unknown("$" + from + "/bin")
				return
			case val != "":
				root = val
			default:
				var ok bool
				if root, ok = home(".cargo"); !ok {
					d.unres(i, "cargo "+sub+" installs into ~/.cargo, and the command sets HOME")
					unknown("$HOME/.cargo/bin")
					return
				}
			}
		}
		root = strings.TrimSuffix(root, "/")
		tree(root+"/bin", root+"/.crates.toml", root+"/.crates2.json")
	case "go":
		if sub != "install" {
			return
		}
		var val, from string
		var known bool
		fromFile := func(key string) {
			if known && val == "" {
				if val, known = d.goEnvFile(key, st, c); !known {
					from = "GOENV"
				}
			}
		}
		val, from, known = env("GOBIN")
		fromFile("GOBIN")
		if known && val == "" {
			val, from, known = env("GOPATH")
			fromFile("GOPATH")
			if known && val != "" {
				val, _, _ = strings.Cut(val, ":")
				val = strings.TrimSuffix(val, "/") + "/bin"
			}
		}
		switch {
		case !known && from == "GOENV":
			d.unres(i, "go install installs where go's environment file says, which pregate cannot tell")
			unknown("$GOBIN")
		case !known:
			d.unres(i, "go install installs into $"+from+", which the command sets")
			unknown("$" + from)
		case val != "":
			tree(val)
		default:
			if p, ok := home("go/bin"); ok {
				tree(p)
			} else {
				d.unres(i, "go install installs into ~/go/bin, and the command sets HOME")
				unknown("$HOME/go/bin")
			}
		}
	case "pip", "pip3":
		if sub != "install" && sub != "uninstall" {
			return
		}
		userSite := func() {
			val, from, known := env("PYTHONUSERBASE")
			switch {
			case !known:
				d.unres(i, "pip install --user installs into $"+from+", which the command sets")
				unknown("$" + from)
			case val != "":
				tree(val)
			default:
				if p, ok := home(".local"); ok {
					tree(p + "/lib")
					tree(p + "/bin")
				} else {
					d.unres(i, "pip install --user installs into ~/.local, and the command sets HOME")
					unknown("$HOME/.local")
				}
			}
		}
		if _, isolated := opt("--isolated"); !isolated && sub == "install" {
			d.pipConfigured(i, args[0], st, c, tree, unknown, userSite)
		}
		given := false
		for _, canon := range []string{"-t", "--prefix", "--root"} {
			if v, ok := opt(canon); ok {
				given = true
				if v != nil && !v.Dynamic {
					tree(v.Value)
				}
			}
		}
		if given {
			return // the table reports a dynamic one
		}
		if _, user := opt("--user"); user && sub == "install" {
			userSite()
			return
		}
		if p := args[0]; !p.Dynamic && strings.Contains(p.Value, "/") {
			// .venv/bin/pip: the environment the pip belongs to.
			if dir := path.Dir(path.Dir(p.Value)); dir != "/" && dir != "/usr" && dir != "/usr/local" {
				tree(dir)
				return
			}
		}
		val, from, known := env("VIRTUAL_ENV", "CONDA_PREFIX")
		switch {
		case !known:
			d.unres(i, "pip "+sub+" installs into $"+from+", which the command sets")
			unknown("$" + from)
		case val != "":
			tree(val)
		default:
			known := []string{}
			if p, ok := home(".local"); ok {
				known = append(known, p+"/lib", p+"/bin")
			}
			unknown("pip's site-packages", append(known, "/usr/local/lib", "/usr/lib/python3")...)
		}
	case "pnpm":
		// pnpm's global commands write its global directory and bin
		// directory ($PNPM_HOME, ~/.local/share/pnpm by default, moved by
		// global-dir and global-bin-dir in its configuration): pnpm is
		// not checked against here, so the location stays unknown.
		global := false
		for _, canon := range []string{"-g", "--global"} {
			if v, ok := opt(canon); ok && (v == nil || v.Value != "false") {
				global = true
			}
		}
		switch sub {
		case "add", "install", "i", "remove", "rm", "uninstall", "un", "update", "up", "upgrade", "link", "ln", "unlink", "dislink":
		default:
			return
		}
		if global {
			known := []string{}
			if v, ok := d.installVar("PNPM_HOME", st, c); ok && path.IsAbs(v) {
				known = append(known, v)
			}
			if p, ok := home(".local/share/pnpm"); ok {
				known = append(known, p)
			}
			unknown("pnpm's global directory", known...)
		}
	case "yarn", "yarnpkg":
		// yarn global add, remove and upgrade write yarn 1's global
		// directory (~/.config/yarn/global by default) and its bin
		// directory, both moved by yarn's configuration: unknown.
		if sub != "global" {
			return
		}
		for k := range parsed.Items {
			if it := &parsed.Items[k]; it.Kind == progs.Operand {
				if v := rest[w.Source(it.Word)]; v.Dynamic || v.Value != "global" && v.Value != "bin" && v.Value != "dir" && v.Value != "list" {
					known := []string{}
					if p, ok := home(".config/yarn/global"); ok {
						known = append(known, p, "~/.yarn/bin")
					}
					unknown("yarn's global directory", append(known, "/usr/local/bin")...)
					return
				}
			}
		}
	case "npm":
		global := false
		if v, ok := opt("-g"); ok && (v == nil || v.Value != "false") {
			global = true
		}
		if v, ok := opt("-L"); ok && v != nil && (v.Dynamic || v.Value == "global") {
			global = true
		}
		switch sub {
		case "link", "ln", "unlink":
			global = true
		case "install", "i", "in", "ins", "inst", "insta", "instal", "isnt", "isnta", "isntal", "isntall", "add",
			"uninstall", "unin", "un", "rm", "r", "remove", "update", "up", "upgrade", "udpate", "ci", "install-test", "it",
			"install-ci-test", "cit", "clean-install", "ic", "isntall-clean", "install-clean", "rebuild", "rb", "prune", "dedupe", "ddp":
		default:
			return
		}
		if !global {
			return
		}
		if _, ok := opt("-C"); ok {
			return // --prefix: judged by the table
		}
		val, from, known := env("npm_config_prefix", "NPM_CONFIG_PREFIX")
		switch {
		case !known:
			d.unres(i, "npm "+sub+" installs into $"+from+", which the command sets")
			unknown("$" + from)
		case val != "":
			val = strings.TrimSuffix(val, "/")
			tree(val + "/lib/node_modules")
			tree(val + "/bin")
		default:
			unknown("npm's global prefix", "/usr/local/lib/node_modules", "/usr/local/bin", "/usr/lib/node_modules", "/usr/bin")
		}
	}
}
