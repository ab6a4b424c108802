package progs

import (
	"maps"
	"slices"
	"strings"
)

// The package managers' and language toolchains' tables. Each is closed
// at the level of its subcommands: every subcommand the program has (and
// the aliases it documents) has a table of every option its help lists,
// and any other word where the subcommand goes (an alias from a
// configuration file, an external PROGRAM-NAME on PATH) leaves the
// command unresolved (Program.SubsOnly).

// cargoCommon are the options cargo takes before and after every
// subcommand (clap's global arguments): --config KEY=VALUE|PATH and -Z
// set configuration that can name the programs cargo runs
// (target.*.runner, build.rustc-wrapper …).
const cargoCommon = "-v,--verbose -q,--quiet --color: --config:@k -Z:@k -h,--help --locked --offline --frozen"

// cargoSubs are cargo's subcommands as cargo 1.95's --list and each
// subcommand's --help give them, clippy and fmt (rustup's components)
// included; clippy takes every option of check. --manifest-path is read,
// --target-dir, --artifact-dir and install's --root are written,
// install --path and vendor --sync read, doc --open runs a browser.
var cargoSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"add":               "--no-default-features --default-features -F,--features: --optional --no-optional --public --no-public --rename: -n,--dry-run --manifest-path:@r --ignore-rust-version -p,--package? --path:@r --base: --git: --branch: --tag: --rev: --registry: --dev --build --target:",
		"bench":             "--no-run --no-fail-fast --message-format: -p,--package? --workspace --exclude: --all --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -j,--jobs: --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"build":             "--future-incompat-report --message-format: -p,--package? --workspace --exclude: --all --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -r,--release --profile: -j,--jobs: --keep-going --target? --target-dir:@w --artifact-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"check":             "--future-incompat-report --message-format: -p,--package? --workspace --exclude: --all --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"clean":             "--doc -n,--dry-run -p,--package? --workspace -r,--release --profile: --target? --target-dir:@w --manifest-path:@r",
		"clippy":            "--future-incompat-report --message-format: -p,--package? --workspace --exclude: --all --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version --no-deps --fix --explain? -V,--version",
		"config":            "",
		"doc":               "--open@X --no-deps --document-private-items --message-format: -p,--package? --workspace --exclude: --all -F,--features: --all-features --no-default-features --lib --bins --bin? --examples --example? -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"fetch":             "--target? --manifest-path:@r",
		"fix":               "--edition --edition-idioms --broken-code --allow-no-vcs --allow-dirty --allow-staged --message-format: -p,--package? --workspace --exclude: --all --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --timings --manifest-path:@r --ignore-rust-version",
		"generate-lockfile": "--manifest-path:@r --ignore-rust-version --publish-time:",
		"help":              "",
		"info":              "--index: --registry:",
		"init":              "--vcs: --bin --lib --edition: --name: --registry:",
		"install":           "--version: --index: --registry: --git: --branch: --tag: --rev: --path:@r --root:@w -f,--force -n,--dry-run --no-track --list --message-format: --debug --ignore-rust-version --bin? --bins --example? --examples -F,--features: --all-features --no-default-features -j,--jobs: --keep-going --profile: --target? --target-dir:@w --timings",
		"locate-project":    "--workspace --message-format: --manifest-path:@r",
		"login":             "--registry:",
		"logout":            "--registry:",
		"metadata":          "--filter-platform: --no-deps --format-version: -F,--features: --all-features --no-default-features --manifest-path:@r",
		"new":               "--vcs: --bin --lib --edition: --name: --registry:",
		"owner":             "-a,--add: -r,--remove: -l,--list --index: --registry: --token:",
		"package":           "--index: --registry: -l,--list --no-verify --no-metadata --allow-dirty --exclude-lockfile --message-format: -p,--package? --workspace --exclude: -F,--features: --all-features --no-default-features --target? --target-dir:@w -j,--jobs: --keep-going --manifest-path:@r",
		"pkgid":             "-p,--package? --manifest-path:@r",
		"publish":           "-n,--dry-run --index: --registry: --no-verify --allow-dirty -p,--package? --workspace --exclude: -F,--features: --all-features --no-default-features -j,--jobs: --keep-going --target? --target-dir:@w --manifest-path:@r",
		"read-manifest":     "--manifest-path:@r",
		"remove":            "-n,--dry-run --dev --build --target: -p,--package? --manifest-path:@r",
		"report":            "",
		"run":               "--message-format: -p,--package? --bin? --example? -F,--features: --all-features --no-default-features -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"rustc":             "--print: --crate-type: --future-incompat-report --message-format: -p,--package? --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"rustdoc":           "--open@X --message-format: --output-format: -p,--package? --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets -F,--features: --all-features --no-default-features -j,--jobs: --keep-going -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"search":            "--limit: --index: --registry:",
		"test":              "--no-run --no-fail-fast --future-incompat-report --message-format: -p,--package? --workspace --exclude: --all --lib --bins --bin? --examples --example? --tests --test? --benches --bench? --all-targets --doc -F,--features: --all-features --no-default-features -j,--jobs: -r,--release --profile: --target? --target-dir:@w --unit-graph --timings --manifest-path:@r --ignore-rust-version",
		"tree":              "-e,--edges: -i,--invert? --prune: --depth: --prefix: --no-dedupe -d,--duplicates --charset: -f,--format: -p,--package? --workspace --exclude: -F,--features: --all-features --no-default-features --target? --manifest-path:@r",
		"uninstall":         "--root:@w -p,--package? --bin:",
		"update":            "-n,--dry-run --recursive --precise: -b,--breaking -w,--workspace --manifest-path:@r --ignore-rust-version",
		"vendor":            "--no-delete -s,--sync:@r --respect-source-config --versioned-dirs --manifest-path:@r",
		"verify-project":    "--manifest-path:@r",
		"version":           "",
		"yank":              "--version: --undo --index: --registry: --token:",
	}
}}

// cargoFmt is cargo fmt's table: cargo-fmt (rustfmt's) parses its own
// options, without cargo's common ones.
const cargoFmt = "-q,--quiet -v,--verbose --version -p,--package: --manifest-path:@r --message-format: --all --check -h,--help"

// cargoAliases are the aliases cargo defines itself.
var cargoAliases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{"b": "build", "c": "check", "d": "doc", "r": "run", "t": "test", "rm": "remove"}
}}

// cargo is cargo's entry: -C and the common options before the
// subcommand, then the subcommand's table.
func cargo() *Program {
	subs := make(map[string]func() *Options, len(cargoSubs.get())+len(cargoAliases.get()))
	for name, desc := range cargoSubs.get() {
		subs[name] = func() *Options { return opts(cargoCommon+" "+desc, 0) }
	}
	subs["fmt"] = func() *Options { return opts(cargoFmt, 0) }
	for alias, name := range cargoAliases.get() {
		subs[alias] = subs[name]
	}
	return &Program{Global: opts("-V,--version --list --explain: -C:@d "+cargoCommon, 0), Def: opts("", 0), LazySubs: subs, SubsOnly: true}
}

// goBuildFlags are the build flags go build, install, run, test, list,
// get, clean, generate, vet and fix share (go help build, go 1.26):
// -toolexec runs every tool through a program; -gcflags, -ldflags,
// -asmflags and -gccgoflags pass flags to the compiler and linker, which
// can name a linker (-extld) or write files; -overlay maps source files
// to others it names; -modfile is read and may be written, -pkgdir
// written, -pgo read.
const goBuildFlags = "-C:@d -a -n -p: -race -msan -asan -cover -covermode: -coverpkg: -v -work -x -asmflags:@k " +
	"-buildmode: -buildvcs -compiler: -gccgoflags:@k -gcflags:@k -installsuffix: -json -ldflags:@k -linkshared " +
	"-mod: -modcacherw -modfile:@w -overlay:@rk -pgo:@r -pkgdir:@w -tags: -trimpath -toolexec:@x"

// goTestFlags are the flags go test takes for itself and for the test
// binary (go help testflag), each also spelt -test.NAME: the profiles,
// -outputdir and -trace are written.
const goTestFlags = "-artifacts -bench: -benchtime: -count: -cover -covermode: -coverpkg: -cpu: -failfast -fullpath " +
	"-fuzz: -fuzztime: -fuzzminimizetime: -json -list: -outputdir:@w -parallel: -run: -short -shuffle: -skip: " +
	"-timeout: -v -vet: -benchmem -blockprofile:@w -blockprofilerate: -coverprofile:@w -cpuprofile:@w " +
	"-memprofile:@w -memprofilerate: -mutexprofile:@w -mutexprofilefraction: -trace:@w -paniconexit0 -testlogfile:@w"

// goVetFlags are the analyzer flags go vet hands to its tool (go tool
// vet -flags, go 1.26); goFixFlags go fix's (go tool fix -flags).
const goVetFlags = "-V -all -appends -asmdecl -assign -atomic -bool -bools -buildtag -buildtags -c: -cgocall -composites " +
	"-composites.whitelist -compositewhitelist -copylocks -defers -diff -directive -errorsas -flags -framepointer " +
	"-hostport -httpresponse -ifaceassert -json -loopclosure -lostcancel -methods -nilfunc -printf -printf.funcs: " +
	"-printfuncs: -rangeloops -shift -sigchanyzer -slog -source -stdmethods -stdversion -stringintconv -structtag " +
	"-tags: -testinggoroutine -testinggoroutine.subtest -tests -timeformat -unmarshal -unreachable -unsafeptr " +
	"-unusedfuncs: -unusedresult -unusedresult.funcs: -unusedresult.stringmethods: -unusedstringmethods: -v -waitgroup -fix"

const goFixFlags = "-V -all -any -buildtag -buildtags -c: -diff -flags -fmtappendf -forvar -hostport -inline " +
	"-inline.allow_binding_decl -inline.lazy_edits -json -mapsloop -minmax -newexpr -omitzero -plusbuild -rangeint " +
	"-reflecttypefor -slicescontains -slicessort -source -stditerators -stringsbuilder -stringscut -stringscutprefix " +
	"-stringsseq -tags: -testingcontext -v -waitgroup"

// goSubs are the go command's subcommands (go help, go 1.26) and the
// options each takes beyond what goSubGrammar adds. go run's and go
// tool's options end at the package or tool: what follows is its
// arguments. go env -w, go bug (a browser) and go tool are judged in the
// shell's roles.
var goSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"bug":          "",
		"build":        goBuildFlags + " -o:@w",
		"clean":        goBuildFlags + " -i@D -r -cache@D -testcache@D -modcache@D -fuzzcache@D",
		"doc":          "-all -c -cmd -http@X -short -src -u",
		"env":          "-json -changed -u@D -w@D",
		"fix":          goBuildFlags + " -fixtool:@x " + goFixFlags,
		"fmt":          "-n -x -mod:",
		"generate":     goBuildFlags + " -run: -skip:",
		"get":          goBuildFlags + " -t -u -tool",
		"help":         "",
		"install":      goBuildFlags,
		"list":         goBuildFlags + " -f: -m -compiled -deps -e -export -find -test -u -versions -retracted -reuse:@r",
		"mod":          "",
		"mod download": "-x -json -reuse:@r",
		"mod edit": "-fmt -module: -go: -toolchain: -require: -droprequire: -exclude: -dropexclude: -replace: " +
			"-dropreplace: -retract: -dropretract: -tool: -droptool: -ignore: -dropignore: -godebug: -dropgodebug: -print -json",
		"mod graph":   "-go: -x",
		"mod init":    "",
		"mod tidy":    "-e -v -x -diff -go: -compat:",
		"mod vendor":  "-e -v -o:@w",
		"mod verify":  "",
		"mod why":     "-m -vendor",
		"run":         goBuildFlags + " -exec:@x",
		"telemetry":   "",
		"test":        goBuildFlags + " -args@e -c -exec:@x -o:@w " + goTestFlags,
		"tool":        "-n",
		"version":     "-m -v -json",
		"vet":         goBuildFlags + " -vettool:@x " + goVetFlags,
		"work":        "",
		"work edit":   "-fmt -godebug: -dropgodebug: -use: -dropuse: -replace: -dropreplace: -go: -toolchain: -print -json",
		"work init":   "",
		"work sync":   "",
		"work use":    "-r",
		"work vendor": "-e -v -o:@w",
	}
}}

// goDesc turns a go option list into the table's: Go's flag package
// takes each option with one dash or two (-o, --o), a value attached
// with "=" or in the next word, a flag the same option twice is one
// entry; test flags are also spelt -test.NAME. Every table takes -h and
// -help.
func goDesc(desc string, test bool) string {
	var b strings.Builder
	b.Grow(2*len(desc) + 32)
	var names []string // the entries' names so far, the first spelling wins
	add := func(e string) {
		name := goName(e)
		if slices.Contains(names, name) {
			return
		}
		names = append(names, name)
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(name)
		b.WriteString(",-")
		b.WriteString(name)
		if test && goTestFlag(name) {
			b.WriteString(",-test.")
			b.WriteString(name[1:])
			b.WriteString(",--test.")
			b.WriteString(name[1:])
		}
		b.WriteString(e[len(name):])
	}
	for e := range strings.FieldsSeq(desc) {
		add(e)
	}
	add("-h")
	add("-help")
	return b.String()
}

// goTestFlag reports whether name is one of goTestFlags.
func goTestFlag(name string) bool {
	for e := range strings.FieldsSeq(goTestFlags) {
		if goName(e) == name {
			return true
		}
	}
	return false
}

// goName is the name of an entry of a go option list.
func goName(e string) string {
	if i := strings.IndexAny(e, ":@"); i >= 0 {
		return e[:i]
	}
	return e
}

// golang is the go command's entry: -C DIR before the subcommand too (go -C dir build). Its subcommands take their options
// anywhere before the packages (go test after them too); go run and go
// tool end theirs at the first operand.
func golang() *Program {
	return &Program{Global: opts("-C,--C:@d -h,--h -help,--help", OneDash), Def: opts("", OneDash), SubFor: goSub,
		SubList: goSubNames, SubsOnly: true}
}

// goSub builds the table of the go subcommand name, nil for one go does
// not have, from its generated descriptor (goSubDesc, what goSubRef
// makes of goSubs).
func goSub(name string) *Options {
	desc, ok := goSubDesc(name)
	if !ok {
		return nil
	}
	g := OneDash
	if name == "run" || name == "tool" {
		g |= POSIX
	}
	return opts(desc, g)
}

// goSubRef is the descriptor of the go subcommand name, goDesc of its
// goSubs list; false for one go does not have.
func goSubRef(name string) (string, bool) {
	desc, ok := goSubs.get()[name]
	if !ok {
		return "", false
	}
	return goDesc(desc, name == "test"), true
}

// goSubRefNames are the subcommands of goSubs.
func goSubRefNames() []string { return slices.Collect(maps.Keys(goSubs.get())) }

// pipGeneral are pip's general options (pip 23.2's --help), taken before
// and after the subcommand: --python runs pip with another interpreter,
// --log and --cache-dir are written, the certificates read.
const pipGeneral = "-h,--help --debug --isolated --require-virtualenv --python:@x -v,--verbose -V,--version -q,--quiet " +
	"--log:@w --no-input --keyring-provider: --proxy: --retries: --timeout: --exists-action: --trusted-host: " +
	"--cert:@r --client-cert:@r --cache-dir:@w --no-cache-dir --disable-pip-version-check --no-color " +
	"--no-python-version-warning --use-feature: --use-deprecated:"

// pipSubs are pip's commands and their options (pip 23.2's COMMAND
// --help): requirement and constraint files, editable projects and
// --path are read; --target, --root, --prefix, --src, --report, --dest
// and --wheel-dir written; --global-option and --build-option are
// arguments to a project's setup.py, which can load code
// (--command-packages); config --editor runs an editor.
var pipSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"install":    "-r,--requirement:@r -c,--constraint:@r --no-deps --pre -e,--editable:@r --dry-run -t,--target:@w --platform: --python-version: --implementation: --abi: --user --root:@w --prefix:@w --src:@w -U,--upgrade --upgrade-strategy: --force-reinstall -I,--ignore-installed --ignore-requires-python --no-build-isolation --use-pep517 --check-build-dependencies --break-system-packages -C,--config-settings: --global-option:@k --compile --no-compile --no-warn-script-location --no-warn-conflicts --no-binary: --only-binary: --prefer-binary --require-hashes --progress-bar: --root-user-action: --report:@w --no-clean -i,--index-url: --extra-index-url: --no-index -f,--find-links:",
		"download":   "-c,--constraint:@r -r,--requirement:@r --no-deps --global-option:@k --no-binary: --only-binary: --prefer-binary --src:@w --pre --require-hashes --progress-bar: --no-build-isolation --use-pep517 --check-build-dependencies --ignore-requires-python -d,--dest:@w --platform: --python-version: --implementation: --abi: --no-clean -i,--index-url: --extra-index-url: --no-index -f,--find-links:",
		"uninstall":  "-r,--requirement:@r -y,--yes --root-user-action: --break-system-packages",
		"freeze":     "-r,--requirement:@r -l,--local --user --path:@r --all --exclude-editable --exclude:",
		"inspect":    "--local --user --path:@r",
		"list":       "-o,--outdated -u,--uptodate -e,--editable -l,--local --user --path:@r --pre --format: --not-required --exclude-editable --include-editable --exclude: -i,--index-url: --extra-index-url: --no-index -f,--find-links:",
		"show":       "-f,--files",
		"check":      "",
		"config":     "--editor:@x --global --user --site",
		"search":     "-i,--index:",
		"cache":      "--format:",
		"index":      "--platform: --python-version: --implementation: --abi: --ignore-requires-python --pre --no-binary: --only-binary: -i,--index-url: --extra-index-url: --no-index -f,--find-links:",
		"wheel":      "-w,--wheel-dir:@w --no-binary: --only-binary: --prefer-binary --no-build-isolation --use-pep517 --check-build-dependencies -c,--constraint:@r -e,--editable:@r -r,--requirement:@r --src:@w --ignore-requires-python --no-deps --progress-bar: --no-verify -C,--config-settings: --build-option:@k --global-option:@k --pre --require-hashes --no-clean -i,--index-url: --extra-index-url: --no-index -f,--find-links:",
		"hash":       "-a,--algorithm:",
		"completion": "-b,--bash -z,--zsh -f,--fish -p,--powershell",
		"debug":      "--platform: --python-version: --implementation: --abi:",
		"help":       "",
	}
}}

// pip is pip's entry: optparse's grammar, where a long option may be
// abbreviated.
func pip() *Program {
	subs := make(map[string]func() *Options, len(pipSubs.get()))
	for name, desc := range pipSubs.get() {
		subs[name] = func() *Options { return opts(pipGeneral+" "+desc, Abbrev) }
	}
	return &Program{Global: opts(pipGeneral, Abbrev), Def: opts("", Abbrev), LazySubs: subs, SubsOnly: true}
}

// javaOpts are java's options (OpenJDK 17's --help and --help-extra):
// they end at the main class, the source file, -jar FILE or -m MODULE,
// whose arguments follow. -javaagent, -agentlib and -agentpath load code
// into the JVM; -splash reads an image; -jar is read. Every -X option
// is -X's attached value (-Xmx1g, -Xlog:gc:file=…, -XX:OnError=…), which
// the shell's roles read. (-disable-@files cannot be spelt in the table's
// syntax: it is unknown, and leaves the command unresolved.)
const javaOpts = "-zero -dcevm -server -client -cp,-classpath,--class-path: -p,--module-path: --upgrade-module-path: " +
	"--add-modules: --enable-native-access: --list-modules -d,--describe-module: --dry-run --validate-modules -D: " +
	"-verbose? -version --version -showversion --show-version --show-module-resolution -h,-help,--help -X? " +
	"--help-extra -ea,-enableassertions? -da,-disableassertions? -esa,-enablesystemassertions " +
	"-dsa,-disablesystemassertions -agentlib:@k -agentpath:@k -javaagent:@k -splash:@r " +
	"--enable-preview --add-reads: --add-exports: --add-opens: --limit-modules: --patch-module: " +
	"--source: -jar:@re -m,--module:@e --illegal-access: --finalization:"

// javacOpts are javac's (OpenJDK 17's --help and --help-extra): -d, -s,
// -h and -Xstdout are written; -J passes a flag to the JVM javac runs in
// (-J-javaagent:…) and -Xplugin loads a plugin, so both may load code;
// -processorpath names where annotation processors, code javac runs,
// are loaded from.
const javacOpts = "-A: --add-modules: --boot-class-path,-bootclasspath: --class-path,-classpath,-cp: -d:@w " +
	"-deprecation --enable-preview -encoding: -endorseddirs: -extdirs: -g? -h:@w --help,-help -X,--help-extra " +
	"-implicit: -J:@k --limit-modules: --module,-m: --module-path,-p: --module-source-path: --module-version: " +
	"-nowarn -parameters -proc: -processor: --processor-module-path:@r --processor-path,-processorpath:@r " +
	"-profile: --release: -s:@w --source,-source: --source-path,-sourcepath: --system: --target,-target: " +
	"--upgrade-module-path: -verbose --version,-version -Werror --add-exports: --add-reads: " +
	"--default-module-for-created-files: -D: --help-lint --patch-module: -Xbootclasspath: -Xbootclasspath/a: " +
	"-Xbootclasspath/p: -Xdiags: -Xdoclint? -Xdoclint/package: -Xlint? -Xmaxerrs: -Xmaxwarns: -Xpkginfo: " +
	"-Xplugin:@k -Xprefer: -Xprint -XprintProcessorInfo -XprintRounds -Xstdout:@w"

// pnpmUniversal are the options every pnpm command takes (pnpm 10.34,
// its completion of each command's options and its universal shorthands):
// --dir (-C, --prefix) reads another project's configuration and
// pnpmfile, code pnpm runs.
const pnpmUniversal = "--color: -C,--dir,--prefix:@dk -F,--filter: --filter-prod: --loglevel: " +
	"-p,--porcelain,--parseable?true|false --reporter: --stream?true|false --aggregate-output?true|false --test-pattern: " +
	"--changed-files-ignore-pattern: --use-stderr?true|false --ignore-workspace?true|false --workspace-packages: " +
	"-w,--workspace-root?true|false --include-workspace-root?true|false --fail-if-no-match?true|false"

// pnpmShorthands are pnpm's universal shorthands for options a command
// may have (-g --global, -D --save-dev …); a command's own spelling
// shadows them.
const pnpmShorthands = "-s,--silent -d --verbose -q,--quiet -h,-H,--usage,--help -v,--version -f -L --local -l " +
	"--prod --development -g -S -D -P -E -O -i -r"

// pnpmInstallOpts are the options of pnpm install, which fetch, unlink,
// deploy and install-test take as well (pnpm shares one option set).
const pnpmInstallOpts = "--cache-dir:@w --child-concurrency: --cpu: --dangerously-allow-all-builds?true|false " +
	"--dev?true|false --engine-strict?true|false --fetch-retries: --fetch-retry-factor: " +
	"--fetch-retry-maxtimeout: --fetch-retry-mintimeout: --fetch-timeout: " +
	"--frozen-lockfile?true|false --global-dir:@w --global-pnpmfile:@rk --global?true|false " +
	"--hoist?true|false --hoist-pattern: --https-proxy: --ignore-pnpmfile?true|false " +
	"--ignore-scripts?true|false --optimistic-repeat-install?true|false --os: --libc: " +
	"--link-workspace-packages: --lockfile-dir:@w --lockfile-directory:@w --lockfile-only?true|false " +
	"--lockfile?true|false --merge-git-branch-lockfiles?true|false " +
	"--merge-git-branch-lockfiles-branch-pattern: --modules-dir:@w --network-concurrency: " +
	"--node-linker: --noproxy: --package-import-method: --pnpmfile:@rk " +
	"--prefer-frozen-lockfile?true|false --prefer-offline?true|false --production?true|false " +
	"--proxy: --public-hoist-pattern: --registry: --save-workspace-protocol?true|false " +
	"--scripts-prepend-node-path: --shamefully-flatten?true|false --shamefully-hoist?true|false " +
	"--shared-workspace-lockfile?true|false --side-effects-cache-readonly?true|false " +
	"--side-effects-cache?true|false --store-dir:@w --strict-peer-dependencies?true|false " +
	"--trust-policy: --trust-policy-exclude: --trust-policy-ignore-after: --offline?true|false " +
	"--only: --optional?true|false --unsafe-perm?true|false --use-running-store-server?true|false " +
	"--use-store-server?true|false --verify-store-integrity?true|false --virtual-store-dir:@w " +
	"--force?true|false --fix-lockfile?true|false --update-checksums?true|false " +
	"--resolution-only?true|false --recursive?true|false"

// pnpmSubs are pnpm 10.34's commands with the options each takes beyond
// the universal ones (its completion server lists them; an option with a
// --no- form is a boolean). The pnpmfiles are code pnpm loads; the store,
// cache, global, modules, lockfile, patch and pack directories are
// written; --npm-path runs npm from there.
var pnpmSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"env":   "--global?true|false --remote?true|false",
		"cache": "--registry: --store-dir:@w",
		"rebuild": "--npm-path:@x --scripts-prepend-node-path: --unsafe-perm?true|false --store-dir:@w " +
			"--pending?true|false --recursive?true|false",
		"approve-builds": "--all?true|false --global?true|false",
		"ignored-builds": "",
		"audit": "--dev?true|false --json?true|false --only: --optional?true|false --production?true|false --registry: " +
			"--audit-level: --fix?true|false --ignore-registry-errors?true|false --ignore: " +
			"--ignore-unfixable?true|false",
		"completion": "",
		"config":     "--global?true|false --location: --json?true|false",
		"get":        "--global?true|false --location: --json?true|false",
		"set":        "--global?true|false --location: --json?true|false",
		"doctor":     "",
		"add": "--cache-dir:@w --cpu: --child-concurrency: --dangerously-allow-all-builds?true|false " +
			"--engine-strict?true|false --fetch-retries: --fetch-retry-factor: --fetch-retry-maxtimeout: " +
			"--fetch-retry-mintimeout: --fetch-timeout: --force?true|false --global-bin-dir:@w --global-dir:@w " +
			"--global-pnpmfile:@rk --global?true|false --hoist?true|false --hoist-pattern: --https-proxy: " +
			"--ignore-pnpmfile?true|false --ignore-scripts?true|false --ignore-workspace-root-check?true|false " +
			"--libc: --link-workspace-packages: --lockfile-dir:@w --lockfile-directory:@w " +
			"--lockfile-only?true|false --lockfile?true|false --modules-dir:@w --network-concurrency: " +
			"--node-linker: --noproxy: --npm-path:@x --os: --package-import-method: --pnpmfile:@rk " +
			"--prefer-offline?true|false --production?true|false --proxy: --public-hoist-pattern: --registry: " +
			"--save-catalog-name: --save-dev?true|false --save-exact?true|false --save-optional?true|false " +
			"--save-peer?true|false --save-prefix: --save-prod?true|false --save-workspace-protocol?true|false " +
			"--shamefully-flatten?true|false --shamefully-hoist?true|false --shared-workspace-lockfile?true|false " +
			"--side-effects-cache-readonly?true|false --side-effects-cache?true|false --store-dir:@w " +
			"--strict-peer-dependencies?true|false --trust-policy: --trust-policy-exclude: " +
			"--trust-policy-ignore-after: --unsafe-perm?true|false --offline?true|false --only: " +
			"--optional?true|false --use-running-store-server?true|false --use-store-server?true|false " +
			"--verify-store-integrity?true|false --virtual-store-dir:@w --allow-build: --recursive?true|false " +
			"--save?true|false --workspace?true|false --config?true|false",
		"ci":      "",
		"install": pnpmInstallOpts,
		"dedupe": "--cache-dir:@w --child-concurrency: --cpu: --dangerously-allow-all-builds?true|false " +
			"--dev?true|false --engine-strict?true|false --fetch-retries: --fetch-retry-factor: " +
			"--fetch-retry-maxtimeout: --fetch-retry-mintimeout: --fetch-timeout: --global-dir:@w " +
			"--global-pnpmfile:@rk --global?true|false --hoist?true|false --hoist-pattern: --https-proxy: " +
			"--ignore-pnpmfile?true|false --ignore-scripts?true|false --optimistic-repeat-install?true|false " +
			"--os: --libc: --link-workspace-packages: --lockfile-dir:@w --lockfile-directory:@w " +
			"--lockfile-only?true|false --lockfile?true|false --merge-git-branch-lockfiles?true|false " +
			"--merge-git-branch-lockfiles-branch-pattern: --modules-dir:@w --network-concurrency: --node-linker: " +
			"--noproxy: --package-import-method: --pnpmfile:@rk --prefer-frozen-lockfile?true|false " +
			"--prefer-offline?true|false --production?true|false --proxy: --public-hoist-pattern: --registry: " +
			"--save-workspace-protocol?true|false --scripts-prepend-node-path: --shamefully-flatten?true|false " +
			"--shamefully-hoist?true|false --shared-workspace-lockfile?true|false " +
			"--side-effects-cache-readonly?true|false --side-effects-cache?true|false --store-dir:@w " +
			"--strict-peer-dependencies?true|false --trust-policy: --trust-policy-exclude: " +
			"--trust-policy-ignore-after: --offline?true|false --only: --optional?true|false " +
			"--unsafe-perm?true|false --use-running-store-server?true|false --use-store-server?true|false " +
			"--verify-store-integrity?true|false --virtual-store-dir:@w --check?true|false",
		"fetch": pnpmInstallOpts,
		"link": "--global-dir:@w --global?true|false --only: --package-import-method: --production?true|false " +
			"--registry: --save-dev?true|false --save-exact?true|false --save-optional?true|false --save-prefix: " +
			"--unsafe-perm?true|false",
		"prune": "--dev?true|false --optional?true|false --production?true|false --ignore-scripts?true|false",
		"remove": "--cache-dir:@w --global-dir:@w --global-pnpmfile:@rk --global?true|false --lockfile-dir:@w " +
			"--lockfile-directory:@w --lockfile-only?true|false --lockfile?true|false --node-linker: " +
			"--package-import-method: --pnpmfile:@rk --save-dev?true|false --save-optional?true|false " +
			"--save-prod?true|false --shared-workspace-lockfile?true|false --store-dir:@w " +
			"--strict-peer-dependencies?true|false --virtual-store-dir:@w --force?true|false " +
			"--recursive?true|false",
		"unlink": pnpmInstallOpts,
		"update": "--cache-dir:@w --dangerously-allow-all-builds?true|false --depth: --dev?true|false " +
			"--engine-strict?true|false --fetch-retries: --fetch-retry-factor: --fetch-retry-maxtimeout: " +
			"--fetch-retry-mintimeout: --fetch-timeout: --force?true|false --global-dir:@w --global-pnpmfile:@rk " +
			"--global?true|false --https-proxy: --ignore-pnpmfile?true|false --ignore-scripts?true|false " +
			"--lockfile-dir:@w --lockfile-directory:@w --lockfile-only?true|false --lockfile?true|false " +
			"--lockfile-include-tarball-url?true|false --network-concurrency: --noproxy: --npm-path:@x " +
			"--offline?true|false --only: --optional?true|false --package-import-method: --pnpmfile:@rk " +
			"--prefer-offline?true|false --production?true|false --proxy: --registry: --save?true|false " +
			"--save-exact?true|false --save-prefix: --save-workspace-protocol?true|false " +
			"--scripts-prepend-node-path: --shamefully-flatten?true|false --shamefully-hoist?true|false " +
			"--shared-workspace-lockfile?true|false --side-effects-cache-readonly?true|false " +
			"--side-effects-cache?true|false --store-dir:@w --unsafe-perm?true|false " +
			"--use-running-store-server?true|false --interactive?true|false --latest?true|false " +
			"--recursive?true|false --workspace?true|false",
		"import":      "",
		"deploy":      pnpmInstallOpts + " --force-legacy-deploy?true|false",
		"self-update": "",
		"list": "--dev?true|false --global-dir:@w --global?true|false --json?true|false --long?true|false --only: " +
			"--optional?true|false --production?true|false --depth: --lockfile-only?true|false " +
			"--exclude-peers?true|false --only-projects?true|false --recursive?true|false --find-by:",
		"ll": "--dev?true|false --global-dir:@w --global?true|false --json?true|false --only: --optional?true|false " +
			"--production?true|false --depth: --lockfile-only?true|false --exclude-peers?true|false " +
			"--only-projects?true|false --recursive?true|false --find-by:",
		"why": "--dev?true|false --global-dir:@w --global?true|false --json?true|false --long?true|false --only: " +
			"--optional?true|false --production?true|false --depth: --exclude-peers?true|false " +
			"--recursive?true|false --find-by:",
		"licenses": "--dev?true|false --global-dir:@w --global?true|false --json?true|false --long?true|false " +
			"--optional?true|false --production?true|false --compatible?true|false --table?true|false " +
			"--recursive?true|false",
		"outdated": "--depth: --dev?true|false --global-dir:@w --global?true|false --long?true|false " +
			"--optional?true|false --production?true|false --compatible?true|false --format: --sort-by: " +
			"--recursive?true|false",
		"publish": "--access: --git-checks?true|false --ignore-scripts?true|false --provenance?true|false --npm-path:@x " +
			"--otp: --publish-branch: --registry: --tag: --unsafe-perm?true|false --embed-readme?true|false " +
			"--dry-run?true|false --force?true|false --json?true|false --recursive?true|false " +
			"--report-summary?true|false",
		"pack": "--out:@w --recursive?true|false --dry-run?true|false --pack-destination:@w --pack-gzip-level: " +
			"--json?true|false --workspace-concurrency:",
		"patch":        "--edit-dir:@w --ignore-existing?true|false",
		"patch-commit": "--patches-dir:@w",
		"patch-remove": "",
		"dlx":          "--cpu: --libc: --os: --use-node-version: --shell-mode?true|false --package: --allow-build:",
		"create":       "--use-node-version: --allow-build:",
		"run": "--bail?true|false --sort?true|false --unsafe-perm?true|false --use-node-version: " +
			"--workspace-concurrency: --scripts-prepend-node-path: --if-present?true|false --recursive?true|false " +
			"--reverse?true|false --resume-from: --report-summary?true|false --reporter-hide-prefix?true|false",
		"exec": "--bail?true|false --sort?true|false --use-node-version: --unsafe-perm?true|false " +
			"--workspace-concurrency: --reporter-hide-prefix?true|false --shell-mode?true|false --resume-from: " +
			"--report-summary?true|false --recursive?true|false --reverse?true|false",
		"restart": "--if-present?true|false",
		"server": "--store-dir:@w --background?true|false --ignore-stop-requests?true|false " +
			"--ignore-upload-requests?true|false --port: --protocol:",
		"setup":        "--force?true|false",
		"store":        "--registry: --store-dir:@w --force?true|false",
		"cat-index":    "",
		"cat-file":     "",
		"find-hash":    "",
		"init":         "--init-package-manager?true|false --init-type: --bare?true|false",
		"bin":          "--global?true|false",
		"install-test": pnpmInstallOpts,
		"recursive":    "",
		"root":         "--global?true|false",
		"test": "--bail?true|false --sort?true|false --unsafe-perm?true|false --use-node-version: " +
			"--workspace-concurrency: --scripts-prepend-node-path: --if-present?true|false --recursive?true|false " +
			"--reverse?true|false --resume-from: --report-summary?true|false --reporter-hide-prefix?true|false",
		"start": "--bail?true|false --sort?true|false --unsafe-perm?true|false --use-node-version: " +
			"--workspace-concurrency: --scripts-prepend-node-path: --if-present?true|false --recursive?true|false " +
			"--reverse?true|false --resume-from: --report-summary?true|false --reporter-hide-prefix?true|false",
	}
}}

// pnpmAliases are the other names of pnpm's commands.
var pnpmAliases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"i": "install", "ic": "ci", "clean-install": "ci", "install-clean": "ci", "ln": "link",
		"uninstall": "remove", "rm": "remove", "un": "remove", "uni": "remove", "dislink": "unlink",
		"up": "update", "upgrade": "update", "ls": "list", "la": "ll", "run-script": "run", "rb": "rebuild",
		"it": "install-test", "multi": "recursive", "m": "recursive", "t": "test", "tst": "test", "c": "config",
	}
}}

// pnpmCommandShorthands are the shorthands of one command (with exec's
// and dlx's -c, --shell-mode, and patch's -d, --edit-dir).
var pnpmCommandShorthands = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"exec": "--parallel", "run": "--parallel --sequential",
		"outdated": "--table --no-table --json", "licenses": "--table --no-table --json", "deploy": "--legacy",
		"add": "--save-catalog",
	}
}}

// pnpm is pnpm's entry. pnpm reads its options anywhere with nopt's
// grammar (abbreviations, --no-NAME, a boolean's true|false), except
// that exec, test and create hand every word after them on unread, and
// run and dlx every word after the script or command they name. A word
// that is not a command is a script run as pnpm run runs it (pnpm build),
// its words the script's, unless it is the first word and one pnpm hands
// to npm (PnpmPassesToNpm), which the shell's roles judge as that npm
// command. Before the command the options of exec, dlx,
// run, install and add are taken too (pnpm -c exec, pnpm --package=x dlx).
func pnpm() *Program {
	table := func(name string) string {
		own := pnpmSubs.get()[name]
		switch name {
		case "exec", "dlx":
			own = strings.Replace(own, "--shell-mode?", "-c,--shell-mode?", 1)
		case "patch":
			own = strings.Replace(own, "--edit-dir:", "-d,--edit-dir:", 1)
		}
		own += " " + unshadowed(own, pnpmCommandShorthands.get()[name])
		d := own + " " + unshadowed(own, pnpmUniversal)
		return d + " " + unshadowed(d, pnpmShorthands)
	}
	subs := make(map[string]func() *Options, len(pnpmSubs.get())+len(pnpmAliases.get()))
	for name := range pnpmSubs.get() {
		g := Abbrev | Negate
		switch name {
		case "exec", "test", "create", "recursive":
			g = Verbatim
		case "run", "dlx":
			g |= POSIX
		}
		subs[name] = func() *Options { return opts(table(name), g) }
	}
	for alias, name := range pnpmAliases.get() {
		subs[alias] = subs[name]
	}
	global := ""
	for _, name := range []string{"exec", "dlx", "run", "install", "add"} {
		t := table(name)
		global += " " + unshadowed(global, t)
	}
	return &Program{Global: opts(global, Abbrev|Negate), Def: opts("", Verbatim), LazySubs: subs}
}

// unshadowed returns the entries of more none of whose spellings desc
// declares (shadowed, for entries with any value form).
func unshadowed(desc, more string) string {
	names := map[string]bool{}
	spellings := func(e string) []string {
		if i := strings.IndexAny(e, ":?;*@^"); i > 0 {
			e = e[:i]
		}
		return strings.Split(e, ",")
	}
	for _, e := range strings.Fields(desc) {
		for _, n := range spellings(e) {
			names[n] = true
		}
	}
	var out []string
	for _, e := range strings.Fields(more) {
		ns := spellings(e)
		if !slices.ContainsFunc(ns, func(n string) bool { return names[n] }) {
			out = append(out, e)
			for _, n := range ns {
				names[n] = true
			}
		}
	}
	return strings.Join(out, " ")
}

// yarnGlobal are the options of every yarn 1 command (yarn 1.22's
// --help): --cwd runs in another project (its .yarnrc and scripts);
// --use-yarnrc names a configuration file, which can name the yarn
// release yarn runs (yarn-path); the cache, global, link and modules
// folders are written.
const yarnGlobal = "--cache-folder:@w --check-files --cwd:@dk --disable-pnp --emoji? --enable-pnp,--pnp --flat --focus " +
	"--force --frozen-lockfile --global-folder:@w --har --https-proxy: --ignore-engines --ignore-optional " +
	"--ignore-platform --ignore-scripts --json --link-duplicates --link-folder:@w --modules-folder:@w --mutex: " +
	"--network-concurrency: --network-timeout: --no-bin-links --no-default-rc --no-lockfile --non-interactive " +
	"--no-node-version-check --no-progress --offline --otp: --prefer-offline --preferred-cache-folder:@w " +
	"--prod,--production? --proxy: --pure-lockfile --registry: -s,--silent --scripts-prepend-node-path? " +
	"--skip-integrity-check --strict-semver --update-checksums --use-yarnrc:@rk -v,--version --verbose -h,--help"

// yarnSubs are yarn 1.22's commands and the options each takes beyond
// the global ones (yarn COMMAND --help); dlx is yarn 2+'s (yarn dlx
// [-p,--package] [-q,--quiet] COMMAND …). Other commands of yarn 2+
// (plugin, set, workspaces foreach …) are judged in the shell's roles.
var yarnSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"access":              "",
		"add":                 "-W,--ignore-workspace-root-check -D,--dev -P,--peer -O,--optional -E,--exact -T,--tilde -A,--audit",
		"audit":               "--summary --groups: --level:",
		"autoclean":           "-I,--init -F,--force",
		"bin":                 "",
		"cache":               "--pattern?",
		"check":               "--integrity --verify-tree",
		"config":              "",
		"create":              "",
		"exec":                "",
		"generate-lock-entry": "--use-manifest:@r --resolved:",
		"global":              "--prefix:@w --latest",
		"help":                "",
		"import":              "",
		"info":                "",
		"init":                "-y,--yes -p,--private -i,--install: -2",
		"install":             "-A,--audit -g,--global -S,--save -D,--save-dev -P,--save-peer -O,--save-optional -E,--save-exact -T,--save-tilde",
		"licenses":            "",
		"link":                "",
		"list":                "--depth? --pattern?",
		"login":               "",
		"logout":              "",
		"node":                "--into:@d",
		"outdated":            "",
		"owner":               "",
		"pack":                "-f,--filename:@w",
		"policies":            "",
		"publish":             "--new-version? --major --minor --patch --premajor --preminor --prepatch --prerelease --preid? --message? --no-git-tag-version --no-commit-hooks --access? --tag?",
		"remove":              "-W,--ignore-workspace-root-check",
		"run":                 "",
		"tag":                 "",
		"team":                "",
		"unlink":              "",
		"unplug":              "--clear --clear-all",
		"upgrade":             "-S,--scope: -L,--latest -E,--exact -P,--pattern? -T,--tilde -C,--caret -A,--audit",
		"upgrade-interactive": "-S,--scope: --latest -E,--exact -T,--tilde -C,--caret",
		"version":             "--new-version? --major --minor --patch --premajor --preminor --prepatch --prerelease --preid? --message? --no-git-tag-version --no-commit-hooks",
		"versions":            "",
		"why":                 "",
		"workspace":           "",
		"workspaces":          "",
		"dlx":                 "-p,--package: -q,--quiet",
	}
}}

// yarn is yarn's entry: options anywhere (commander, without
// abbreviations), except that run, exec, dlx and workspace stop at the
// script, command or workspace they name, whose words follow, node's
// words are all node's, and
// a word that is not a command runs the script or package binary of that
// name with the words after it.
func yarn() *Program {
	subs := make(map[string]func() *Options, len(yarnSubs.get())+2)
	for name, desc := range yarnSubs.get() {
		g := Grammar(0)
		switch name {
		case "run", "exec", "dlx", "workspace", "create":
			g = POSIX
		case "node":
			g = Verbatim // every word is node's
		}
		subs[name] = func() *Options { return opts(desc+" "+unshadowed(desc, yarnGlobal), g) }
	}
	subs["generateLockEntry"] = subs["generate-lock-entry"]
	subs["upgradeInteractive"] = subs["upgrade-interactive"]
	return &Program{Global: opts(yarnGlobal, 0), Def: opts("", Verbatim), LazySubs: subs}
}

// ccOpts are the options of gcc and clang (gcc 12.2's --help and manual,
// "Option Summary"; clang 16's command-line reference). The compilers
// have thousands of -f, -W, -m, -O and -g options: each of those letters
// is listed as a family whose name is attached (-fno-common, -Wall,
// -march=native, -O2, -ggdb3), closed by name in ccopts.go (CCFamily):
// only the members listed harmless stay resolved; those that load code,
// pass words to the assembler, preprocessor or linker (-Wl,… -Wa,…
// -Wp,…), read a file or write one beside the output (-fplugin-arg-…,
// -fprofile-use=, -fdump-…), and any member not listed, leave the
// command unresolved. Every other option is
// listed whole; a word that is none of them is unknown. -o, -MF, -MJ,
// -aux-info, -dumpdir and -serialize-diagnostics are written; -include,
// -imacros, -T and --config read; -B, --gcc-toolchain and -iplugindir
// name where the compiler finds the programs and plugins it runs,
// -fplugin, -fpass-plugin, -Xclang and -mllvm load code, -specs rewrites
// how it runs them, -Xassembler and -Xpreprocessor pass words to those
// programs as -Wa, and -Wp, do,
// -Xlinker passes flags to the linker (-plugin);
// -wrapper, --ld-path and -fuse-ld run a program; -working-directory is
// where it runs.
const ccOpts = "-o:@w -MF:@w -MJ:@w -aux-info:@w -dumpdir:@w -serialize-diagnostics:@w " +
	"-include:@r -imacros:@r -T:@r --config:@r -B:@k --gcc-toolchain:@k -iplugindir:@k " +
	"-fplugin:@k -fpass-plugin:@k -Xclang:@k -mllvm:@k -specs,--specs:@rk " +
	"-Xlinker:@k -wrapper:@x --ld-path:@x -fuse-ld:@x -working-directory:@d " +
	"-f? -W? -m? -O? -g? " +
	"-x: -I: -L: -l: -D: -U: -isystem: -iquote: -idirafter: -iprefix: -iwithprefix: -iwithprefixbefore: " +
	"-imultilib: -isysroot: --sysroot: -resource-dir: -u: -z: -e: --param: -std: -target,--target: -arch: " +
	"-framework: -MT: -MQ: -M -MM -MD -MMD -MG -MP -Xassembler:@k -Xpreprocessor:@k -c -S -E -v -### " +
	"-pass-exit-codes --help? --target-help --version -dumpspecs -dumpversion -dumpfullversion -dumpmachine " +
	"-dumpbase: -dumpbase-ext: -print-search-dirs -print-libgcc-file-name -print-file-name: " +
	"-print-prog-name: -print-multiarch -print-multi-directory -print-multi-lib -print-multi-os-directory " +
	"-print-sysroot -print-sysroot-headers-suffix -print-resource-dir -print-target-triple " +
	"-no-canonical-prefixes -pipe -time -pie -no-pie -static-pie -shared -static -static-libgcc " +
	"-shared-libgcc -static-libstdc++ -static-libasan -static-libtsan -static-liblsan -static-libubsan " +
	"-rdynamic -s -r -nostdlib -nostdlib++ -nostartfiles -nodefaultlibs -nolibc -nostdinc -nostdinc++ " +
	"-pthread -ansi -pedantic -pedantic-errors -w -P -C -CC -H -dM -dD -dN -dI -dU -undef -trigraphs " +
	"-traditional -traditional-cpp -p -pg -Q -emit-llvm -fsyntax-only --analyze -integrated-as " +
	"-no-integrated-as --coverage -save-temps?"

// twineUpload are twine upload's options (twine 7.0, twine/settings.py):
// --sign-with names the GPG program twine runs, --config-file (.pypirc)
// and the certificates are read.
const twineUpload = "-r,--repository: --repository-url: --attestations -s,--sign --sign-with:@x -i,--identity: " +
	"-u,--username: -p,--password: --non-interactive -c,--comment: --config-file:@r --skip-existing --cert:@r " +
	"--client-cert:@r --verbose --disable-progress-bar -h,--help"

// twine is twine's entry (argparse, which takes abbreviations): upload
// and check, the commands twine registers itself; another command is a
// plugin's.
func twine() *Program {
	return &Program{
		Global: opts("--version --no-color -h,--help", Abbrev),
		Def:    opts("", Abbrev),
		Subs: map[string]*Options{
			"upload": opts(twineUpload, Abbrev),
			"check":  opts("--strict -h,--help", Abbrev),
		},
		SubsOnly: true,
	}
}
