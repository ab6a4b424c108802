package progs

// The package managers' and language toolchains' tables. Each is closed
// at the level of its subcommands: every subcommand the program has (and
// the aliases it documents) has a table of every option its help lists,
// and any other word where the subcommand goes (an alias from a
// configuration file, an external PROGRAM-NAME on PATH) leaves the
// command unresolved (Program.ClosedSubs).

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
var cargoSubs = map[string]string{
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

// cargoFmt is cargo fmt's table: cargo-fmt (rustfmt's) parses its own
// options, without cargo's common ones.
const cargoFmt = "-q,--quiet -v,--verbose --version -p,--package: --manifest-path:@r --message-format: --all --check -h,--help"

// cargoAliases are the aliases cargo defines itself.
var cargoAliases = map[string]string{"b": "build", "c": "check", "d": "doc", "r": "run", "t": "test", "rm": "remove"}

// cargo is cargo's entry: -C and the common options before the
// subcommand, then the subcommand's table.
func cargo() *Program {
	subs := make(map[string]func() *Options, len(cargoSubs)+len(cargoAliases))
	for name, desc := range cargoSubs {
		subs[name] = func() *Options { return opts(cargoCommon+" "+desc, 0) }
	}
	subs["fmt"] = func() *Options { return opts(cargoFmt, 0) }
	for alias, name := range cargoAliases {
		subs[alias] = subs[name]
	}
	return &Program{Global: opts("-V,--version --list --explain: -C:@d "+cargoCommon, 0), Def: opts("", 0), LazySubs: subs, ClosedSubs: true}
}
