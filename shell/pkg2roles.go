package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// pkg2Roles judges what brew, gem, poetry and xcodebuild run beyond their
// tables' roles: the command brew exec, brew bundle exec|sh, gem exec
// and poetry run start (decomposed, so deny and ask rules see it and an
// allow of the outer command does not approve it), the shell and Ruby
// brew sh, ruby and irb start, the build flags gem passes to extensions,
// a configuration poetry config writes, the interpreter poetry env use
// runs, and xcodebuild's build settings. Segment i is the command; sub
// its subcommand.
func (d *dec) pkg2Roles(i int, name, sub string, parsed progs.Parsed, args []arg, st *cmd, c *ctx) {
	rest := args[1:]
	w := parsed.Words
	var ops []int // indexes in rest of the operands, the subcommand's words included
	end := -1     // index in rest of a "--"
	for k := range parsed.Items {
		switch it := &parsed.Items[k]; it.Kind {
		case progs.Operand:
			if end < 0 {
				ops = append(ops, w.Source(it.Word))
			}
		case progs.End:
			if end < 0 {
				end = w.Source(it.Word)
			}
		}
	}
	// inner decomposes rest[from:] as the command name runs, its words
	// those of the command after nest.
	inner := func(from int, nest string, words []arg) {
		if from < 0 || from > len(rest) || len(words) == 0 {
			return
		}
		in := st.innerCmd(args, 1+from, nest)
		in.noFunc = true
		d.exec(words, in, c)
	}
	// after returns the words from the operand at ops[n] on, or after a
	// "--" that comes first.
	after := func(n int) (int, []arg) {
		if end >= 0 && (n >= len(ops) || end < ops[n]) {
			return end + 1, rest[end+1:]
		}
		if n < len(ops) {
			return ops[n], rest[ops[n]:]
		}
		return -1, nil
	}
	// as returns the word rest[k] spelt as the program prog.
	as := func(k int, prog string) arg {
		a := rest[k]
		a.Value, a.raw, a.Dynamic = prog, prog, false
		return a
	}
	switch name {
	case "brew":
		d.brewRoles(i, sub, ops, end, rest, parsed, inner, after, as)
	case "gem":
		switch {
		case sub == "exec":
			// gem exec [OPTIONS --] COMMAND ARGS…: a gem's executable; its
			// options end at the command.
			if len(ops) > 0 {
				_, from := progs.Leading(d.argWords(rest), ops[0]+1, progs.Lookup("gem").Sub("exec"))
				if from < len(rest) {
					inner(from, "gem exec", rest[from:])
				}
			}
		case end >= 0 && end+1 < len(rest) && (sub == "install" || sub == "i" || sub == "update" || sub == "pristine"):
			// gem install GEM -- FLAGS: the flags go to each extension's
			// extconf.rb, which can name compilers and libraries to load.
			d.unres(i, "gem "+sub+" -- passes build flags to the gems' extensions")
		}
		// gem build reads (and evaluates) its gemspec; install, unpack
		// and specification read a local .gem file they are given.
		for n, k := range ops {
			if n == 0 || end >= 0 && k > end {
				continue
			}
			a := rest[k]
			if sub == "build" && n == 1 || !a.Dynamic && strings.HasSuffix(a.Value, ".gem") &&
				(sub == "install" || sub == "i" || sub == "unpack" || sub == "specification") {
				d.addPaths(i, []PathRef{d.pathRef(a, Read, "operand")})
			}
		}
	case "poetry":
		d.poetryRoles(i, sub, ops, end, rest, parsed, args, st, c, inner)
	case "xcodebuild":
		d.xcodebuildRoles(i, ops, rest, parsed)
	}
}

// brewRoles: brew exec and bundle exec run their command, bundle sh a
// shell; sh without -c runs the script it names or an interactive shell,
// ruby runs Ruby as ruby would, irb an interactive Ruby; bundle dump,
// add and remove write the Brewfile; a formula given as a file is Ruby
// that install runs.
func (d *dec) brewRoles(i int, sub string, ops []int, end int, rest []arg, parsed progs.Parsed,
	inner func(int, string, []arg), after func(int) (int, []arg), as func(int, string) arg) {
	if len(ops) == 0 {
		return
	}
	second := ""
	if len(ops) > 1 && !rest[ops[1]].Dynamic {
		second = rest[ops[1]].Value
	}
	has := func(canon string) bool { return hasOpt(parsed.Items, canon) }
	switch sub {
	case "exec", "x":
		from, words := after(1)
		inner(from, "brew exec", words)
	case "bundle":
		switch second {
		case "exec":
			from, words := after(2)
			inner(from, "brew bundle exec", words)
		case "sh":
			inner(ops[1], "brew bundle sh", []arg{as(ops[1], "bash")})
		case "dump", "add", "remove":
			if !has("--file") && !has("--global") {
				d.addPaths(i, []PathRef{d.pathRef(as(ops[1], "Brewfile"), Write, "operand")})
			}
		}
	case "sh":
		if has("-c") {
			return // the shell string is -c's role
		}
		words := []arg{as(ops[0], "bash")}
		if len(ops) > 1 {
			words = append(words, rest[ops[1]])
		}
		inner(ops[0], "brew sh", words)
	case "ruby":
		// brew ruby [-r LIB] [-e CODE] [FILE] …: ruby with Homebrew's
		// libraries, the words after the command its own.
		inner(ops[0], "brew ruby", append([]arg{as(ops[0], "ruby")}, rest[ops[0]+1:]...))
	case "irb":
		inner(ops[0], "brew irb", []arg{as(ops[0], "irb")})
	case "install", "reinstall", "upgrade", "fetch", "postinstall", "post_install", "test", "version-install", "instal":
		for _, k := range ops[1:] {
			if a := rest[k]; !a.Dynamic && (strings.HasSuffix(a.Value, ".rb") || strings.HasPrefix(a.Value, "/") ||
				strings.HasPrefix(a.Value, "./") || strings.HasPrefix(a.Value, "../") || strings.HasPrefix(a.Value, "~")) {
				d.addPaths(i, []PathRef{d.pathRef(a, Read, "operand")})
				d.unres(i, "brew "+sub+" "+a.Value+" runs a formula file")
			}
		}
	}
	_ = end
}

// poetryRoles: poetry run CMD… runs a script of the project or a program
// of its environment, with its words (with a "--" among them, poetry
// reads its options in the words before it, and the command is the
// operands before it and the words after); env use runs the interpreter
// it names; config with a value, --unset or --migrate changes the
// settings of every later poetry command.
func (d *dec) poetryRoles(i int, sub string, ops []int, end int, rest []arg, parsed progs.Parsed, args []arg, st *cmd, c *ctx,
	inner func(int, string, []arg)) {
	if len(ops) == 0 || rest[ops[0]].Dynamic {
		return
	}
	w := parsed.Words
	cwd := func(in *cmd, items []progs.Item, iw progs.Words, from []arg) {
		for k := range items {
			// -C DIR: the command runs there.
			if it := &items[k]; it.Kind == progs.Opt && it.Canon() == "-C" && it.HasValue {
				in.cwd, in.cwdSet = d.join(st, c, *itemValue(from, &iw, it)), true
			}
		}
	}
	switch sub {
	case "run":
		subAt := ops[0]
		dash := -1
		for k := subAt + 1; k < len(rest); k++ {
			if !rest[k].Dynamic && rest[k].Value == "--" {
				dash = k
				break
			}
		}
		run := progs.Lookup("poetry").Sub("run")
		if dash >= 0 {
			// poetry run A -C DIR -- B: poetry reads its options up to
			// "--"; the command is A then B.
			items, _ := progs.Parse(d.argWords(rest[:dash]), subAt+1, run.WithGrammar(progs.Abbrev))
			var words []arg
			for _, it := range items {
				switch {
				case it.Kind == progs.Operand:
					words = append(words, rest[it.Word])
				case it.Kind == progs.Opt && it.Option == nil:
					d.unres(i, "poetry run "+it.Name+" is an option pregate does not know")
				}
			}
			words = append(words, rest[dash+1:]...)
			if len(words) == 0 {
				return
			}
			in := st.innerCmd(args, 1+dash+1, "poetry run")
			in.noFunc = true
			cwd(in, parsed.Items, w, rest)
			cwd(in, items, d.argWords(rest[:dash]), rest[:dash])
			d.exec(words, in, c)
			return
		}
		_, from := progs.Leading(d.argWords(rest), subAt+1, run)
		if from < len(rest) {
			in := st.innerCmd(args, 1+from, "poetry run")
			in.noFunc = true
			cwd(in, parsed.Items, w, rest)
			d.exec(rest[from:], in, c)
		}
	case "env":
		if len(ops) > 2 && !rest[ops[1]].Dynamic && rest[ops[1]].Value == "use" {
			if py := rest[ops[2]]; py.Dynamic || strings.Contains(py.Value, "/") || strings.HasPrefix(py.Value, "python") || strings.HasPrefix(py.Value, "pypy") {
				inner(ops[2], "poetry env use", []arg{py})
			}
		}
	case "config":
		if len(ops) > 2 || hasOpt(parsed.Items, "--unset") || hasOpt(parsed.Items, "--migrate") {
			d.unres(i, "poetry config changes poetry's settings")
		}
	}
	_ = end
}

// xcodebuildPlain are the build settings known to name no program, script
// or path: switches of signing, architectures and warnings.
func xcodebuildPlain(key string) bool {
	switch key {
	case "CODE_SIGNING_ALLOWED", "CODE_SIGNING_REQUIRED", "CODE_SIGN_IDENTITY", "CODE_SIGN_STYLE", "DEVELOPMENT_TEAM",
		"ONLY_ACTIVE_ARCH", "ARCHS", "EXCLUDED_ARCHS", "VALID_ARCHS", "ENABLE_BITCODE", "ENABLE_TESTABILITY",
		"COMPILER_INDEX_STORE_ENABLE", "SWIFT_TREAT_WARNINGS_AS_ERRORS", "GCC_TREAT_WARNINGS_AS_ERRORS",
		"SWIFT_VERSION", "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET",
		"WATCHOS_DEPLOYMENT_TARGET", "SUPPORTED_PLATFORMS", "SKIP_INSTALL", "BUILD_LIBRARY_FOR_DISTRIBUTION",
		"MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "DEBUG_INFORMATION_FORMAT", "SWIFT_COMPILATION_MODE",
		"SWIFT_OPTIMIZATION_LEVEL", "GCC_OPTIMIZATION_LEVEL", "PROVISIONING_PROFILE_SPECIFIER":
		return true
	}
	return false
}

// xcodebuildDirs are the build settings naming a directory the build
// writes.
func xcodebuildDirs(key string) bool {
	switch key {
	case "SYMROOT", "OBJROOT", "DSTROOT", "SRCROOT", "BUILD_DIR", "BUILD_ROOT", "CONFIGURATION_BUILD_DIR",
		"CONFIGURATION_TEMP_DIR", "SHARED_PRECOMPS_DIR", "TARGET_TEMP_DIR", "PROJECT_TEMP_DIR", "INSTALL_PATH":
		return true
	}
	return false
}

// xcodebuildActions are the build actions xcodebuild(1) lists.
func xcodebuildAction(a string) bool {
	switch a {
	case "build", "build-for-testing", "analyze", "archive", "test", "test-without-building", "docbuild",
		"installsrc", "install", "clean":
		return true
	}
	return false
}

// xcodebuildRoles judges xcodebuild's operands: a build action; a
// SETTING=VALUE build setting, plain (xcodebuildPlain), a directory
// written (xcodebuildDirs), or one that may name a compiler, a linker, a
// script or its flags (unresolved); or, after -version, -license or
// -find-*, the word they take.
func (d *dec) xcodebuildRoles(i int, ops []int, rest []arg, parsed progs.Parsed) {
	info := hasOpt(parsed.Items, "-version") || hasOpt(parsed.Items, "-license") ||
		hasOpt(parsed.Items, "-showsdks") || hasOpt(parsed.Items, "-usage") || hasOpt(parsed.Items, "-help")
	for k := range parsed.Items {
		// -NAME=VALUE is a user default, whatever NAME is: what it
		// changes is xcodebuild's.
		if it := &parsed.Items[k]; it.Kind == progs.Opt && it.Attached {
			if word := rest[parsed.Words.Source(it.Word)].Value; strings.HasPrefix(word, it.Name+"=") {
				d.unres(i, "xcodebuild "+it.Name+"= sets a user default")
			}
		}
	}
	for _, k := range ops {
		a := rest[k]
		if a.Dynamic {
			d.unres(i, "xcodebuild takes an operand only run time knows")
			continue
		}
		key, val, isSetting := strings.Cut(a.Value, "=")
		switch {
		case isSetting && xcodebuildPlain(key):
		case isSetting && xcodebuildDirs(key):
			va := a
			va.Value = val
			d.addPaths(i, []PathRef{d.pathRef(va, Write, "operand")})
		case isSetting:
			d.unres(i, "xcodebuild "+key+"= sets a build setting, which can name the compiler, the linker or a script")
		case xcodebuildAction(a.Value) || info:
		default:
			d.unres(i, "xcodebuild "+a.Value+" is not a build action")
		}
	}
}
