package progs

import "strings"

// brewSubs are Homebrew's commands and the options each documents
// (Homebrew 6.0.18: docs/Manpage.md, generated from the cmd_args of
// Library/Homebrew/cmd/*.rb and dev-cmd/*.rb; every spelling of an option
// as its switch, flag or comma_array call declares it; a flag declared
// with "=" takes a value, one without takes an optional attached one, as
// Ruby's OptionParser reads them). brew's first word is always its
// command: its options follow it (-d, -q, -v and -h are every
// command's, brewCommon), and brew -v, -S, --prefix, --cache, --env and
// the other dash-spelt commands are commands. brew is closed at the
// command level: a command not listed here (an external brew-NAME on
// PATH, a tap's command, an alias from brew alias, and those brew has
// that pregate does not model: alias, unalias, as-console-user,
// sandbox-exec, mcp-server, trust, untrust, edit, create, extract, the
// bump commands, tap-new, typecheck, tests, test-bot, prof, debugger,
// rubydoc, the generate- and update- maintenance commands, lgtm, bottle,
// benchmark, rubocop, gist-logs, home, docs, source, setup-ruby and the
// *env-sync commands, which open an editor or a browser, run Homebrew's
// own development tools, publish, or change what later commands run)
// leaves the command unresolved. Roles: bundle's --file and deps' and
// vulns' --brewfile name a Brewfile, which is Ruby evaluated (and dump,
// add and remove write it); services --file names the service
// definition that starts a program; the cask directories of install,
// reinstall and upgrade and unpack --destdir are written; exec and
// bundle exec --sandbox name the directory the sandboxed command may
// write; audit and style --fix rewrite the files they check; sh -c runs
// a shell command; ruby -e runs Ruby code and -r loads a library.
// install --cc names a compiler Homebrew picks from its own list.
// brew exec, bundle exec, sh, ruby and irb run another command: the
// shell's roles decompose it.
var brewSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"autoremove":      "-n,--dry-run",
		"bundle":          "--file:@rk -g,--global --install --services --check --no-secrets --formula,--formulae,--brews --cask,--casks --tap,--taps --mas --vscode --go --cargo --uv --flatpak --winget --krew --npm --all -v,--verbose --no-upgrade --upgrade --upgrade-formulae,--upgrade-formula: --jobs: -f,--force --force-cleanup --zap --sandbox:@w --deny-network --no-formula,--no-formulae,--no-brews --no-dump-brew --no-cask,--no-casks --no-dump-cask --no-tap,--no-taps --no-dump-tap --no-mas --no-dump-mas --no-vscode --no-dump-vscode --no-go --no-dump-go --no-cargo --no-dump-cargo --no-uv --no-dump-uv --no-flatpak --no-dump-flatpak --no-winget --no-dump-winget --no-krew --no-dump-krew --no-npm --no-dump-npm --no-describe --no-restart --no-cleanup-brew --no-cleanup-cask --no-cleanup-tap --no-cleanup-mas --no-cleanup-vscode --no-cleanup-go --no-cleanup-cargo --no-cleanup-uv --no-cleanup-flatpak --no-cleanup-winget --no-cleanup-krew --no-cleanup-npm",
		"casks":           "",
		"cleanup":         "--prune: -n,--dry-run -s,--scrub --prune-prefix",
		"command":         "",
		"commands":        "-q,--quiet --include-aliases",
		"completions":     "",
		"config":          "",
		"deps":            "-n,--topological -1,--direct,--declared,--1 --union --full-name --include-implicit --include-build --include-optional --include-test --skip-recommended --include-requirements --tree --prune --graph --dot --annotate --installed --brewfile?@rk --missing --for-each --HEAD --os: --arch: --formula,--formulae --cask,--casks",
		"desc":            "-s,--search -n,--name -d,--description --formula,--formulae --cask,--casks",
		"developer":       "",
		"doctor":          "--list-checks -D,--audit-debug",
		"exec":            "--formulae: --sandbox:@w --deny-network",
		"fetch":           "--os: --arch: --all-platforms --bottle-tag: --HEAD -f,--force -v,--verbose --retry --deps -s,--build-from-source --build-bottle --force-bottle --formula,--formulae --cask,--casks",
		"formulae":        "",
		"help":            "",
		"info":            "--analytics --days: --category: --github --json? --installed --variations -v,--verbose --formula,--formulae --cask,--casks --sizes",
		"install":         "-d,--debug --display-times -f,--force -v,--verbose -n,--dry-run -y,--no-ask,--yes --formula,--formulae --ignore-dependencies --only-dependencies --cc: -s,--build-from-source --force-bottle --include-test --HEAD --fetch-HEAD --keep-tmp --debug-symbols --build-bottle --skip-post-install --skip-link --as-dependency --bottle-arch: -i,--interactive -g,--git --overwrite --cask,--casks --binaries --no-binaries --require-sha --adopt --skip-cask-deps --zap --appdir:@w --appimagedir:@w --keyboard-layoutdir:@w --colorpickerdir:@w --prefpanedir:@w --qlplugindir:@w --mdimporterdir:@w --dictionarydir:@w --fontdir:@w --servicedir:@w --input-methoddir:@w --internet-plugindir:@w --audio-unit-plugindir:@w --vst-plugindir:@w --vst3-plugindir:@w --screen-saverdir:@w --language:",
		"leaves":          "-r,--installed-on-request -p,--installed-as-dependency",
		"link":            "--overwrite -n,--dry-run -f,--force --HEAD",
		"list":            "--formula,--formulae --cask,--casks --full-name --versions --json --multiple --pinned --installed-on-request --no-installed-on-request --poured-from-bottle --built-from-source -1 -l -r -t",
		"log":             "-p,-u,--patch --stat --oneline -1 -n,--max-count: --formula,--formulae --cask,--casks",
		"migrate":         "-f,--force -n,--dry-run --formula,--formulae --cask,--casks",
		"missing":         "--hide:",
		"options":         "--compact --installed",
		"outdated":        "-q,--quiet -v,--verbose --formula,--formulae --cask,--casks --json? --minimum-version,--min-version: --fetch-HEAD -g,--greedy --greedy-latest --greedy-auto-updates",
		"pin":             "--formula,--formulae --cask,--casks",
		"postinstall":     "",
		"readall":         "--os: --arch: --aliases --syntax --no-simulate",
		"reinstall":       "-d,--debug --display-times -f,--force -v,--verbose -y,--no-ask,--yes --formula,--formulae -s,--build-from-source -i,--interactive --force-bottle --keep-tmp --debug-symbols -g,--git --cask,--casks --binaries --no-binaries --require-sha --adopt --skip-cask-deps --zap --appdir:@w --appimagedir:@w --keyboard-layoutdir:@w --colorpickerdir:@w --prefpanedir:@w --qlplugindir:@w --mdimporterdir:@w --dictionarydir:@w --fontdir:@w --servicedir:@w --input-methoddir:@w --internet-plugindir:@w --audio-unit-plugindir:@w --vst-plugindir:@w --vst3-plugindir:@w --screen-saverdir:@w --language:",
		"search":          "--formula,--formulae --cask,--casks --desc --pull-request --open --closed --alpine --repology --macports --fink --opensuse --fedora --archlinux --debian --ubuntu",
		"services":        "--sudo-service-user: --max-wait: --no-wait --keep --all --file:@rk --json",
		"shellenv":        "",
		"tab":             "--installed-on-request --no-installed-on-request --formula,--formulae --cask,--casks",
		"tap":             "--custom-remote --repair -f,--force",
		"tap-info":        "--installed --json?",
		"uninstall":       "-f,--force --zap --ignore-dependencies --formula,--formulae --cask,--casks",
		"unlink":          "-n,--dry-run",
		"unpin":           "--formula,--formulae --cask,--casks",
		"untap":           "-f,--force",
		"update":          "--auto-update -f,--force -v,--verbose -d,--debug",
		"update-reset":    "",
		"upgrade":         "-d,--debug --display-times -f,--force -v,--verbose -n,--dry-run --minimum-version,--min-version: -y,--no-ask,--yes --formula,--formulae -s,--build-from-source -i,--interactive --force-bottle --fetch-HEAD --keep-tmp --debug-symbols --overwrite --cask,--casks --skip-cask-deps --no-quit -g,--greedy --greedy-latest --greedy-auto-updates --binaries --no-binaries --require-sha --appdir:@w --appimagedir:@w --keyboard-layoutdir:@w --colorpickerdir:@w --prefpanedir:@w --qlplugindir:@w --mdimporterdir:@w --dictionarydir:@w --fontdir:@w --servicedir:@w --input-methoddir:@w --internet-plugindir:@w --audio-unit-plugindir:@w --vst-plugindir:@w --vst3-plugindir:@w --screen-saverdir:@w --language:",
		"uses":            "--recursive --installed --missing --include-implicit --include-build --include-test --include-optional --skip-recommended --formula,--formulae --cask,--casks",
		"version-install": "",
		"vulns":           "-d,--deps --no-ignore-patches --brewfile?@rk --fix-available --no-fix-available --fix-type: --list-skipped -s,--severity: -m,--max-summary: -j,--json",
		"which-formula":   "--explain",
		"--cache":         "--os: --arch: -s,--build-from-source --force-bottle --bottle-tag: --HEAD --formula,--formulae --cask,--casks",
		"--caskroom":      "",
		"--cellar":        "",
		"--env":           "--shell: --plain",
		"--prefix":        "--unbrewed --installed",
		"--repository":    "",
		"--taps":          "",
		"--version":       "",
		"audit":           "--os: --arch: --strict --git --online --installed --new --changed --tap: --fix@D --display-filename --skip-style -D,--audit-debug --only: --except: --only-cops: --except-cops: --formula,--formulae --cask,--casks",
		"cat":             "--formula,--formulae --cask,--casks",
		"contributions":   "--user: --repositories: --organisation,--organization,--org: --team: --quarter: --from: --to: --csv --maintainer-report-csv:",
		"formula":         "",
		"irb":             "--examples",
		"linkage":         "--test --strict --reverse --cached",
		"livecheck":       "--full-name --tap: --installed --newer-only --json -r,--resources -q,--quiet --formula,--formulae --cask,--casks --extract-plist --autobump",
		"ruby":            "-r:@k -e:@c",
		"sh":              "-r,--ruby --env: -c,--cmd:@s",
		"style":           "--fix@D --todo --reset-cache --changed --formula,--formulae --cask,--casks --only-cops: --except-cops:",
		"test":            "-f,--force --HEAD --keep-tmp --retry",
		"unbottled":       "--tag: --dependents --total --lost",
		"unpack":          "--destdir:@w --patch -g,--git -f,--force --formula,--formulae --cask,--casks",
		"verify":          "--os: --arch: --bottle-tag: --deps -f,--force -j,--json",
	}
}}

// brewBundleSubs and brewServicesSubs are the subcommands of brew bundle
// (install, its default, with upgrade as install --upgrade) and brew
// services (list, its default), with their aliases; each takes every
// option of its command (the parser accepts them all). bundle edit,
// which opens an editor, is not modelled.
const (
	brewBundleSubs   = "install upgrade dump cleanup check exec list sh env add remove"
	brewServicesSubs = "list ls info i run start launch load s l stop unload terminate term t u kill k restart relaunch reload r cleanup clean cl rm"
)

// brewCommon are the options every brew command takes (CLI::Parser's
// global options).
const brewCommon = "-d,--debug -q,--quiet -v,--verbose -h,--help"

// brewAliases are the other names of brew's commands (brew.sh and
// HOMEBREW_INTERNAL_COMMAND_ALIASES); -h, --help, --usage and -? as the
// first word are brew help.
var brewAliases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"ls": "list", "-S": "search", "up": "update", "ln": "link", "instal": "install", "uninstal": "uninstall",
		"post_install": "postinstall", "rm": "uninstall", "remove": "uninstall", "abv": "info", "dr": "doctor",
		"--repo": "--repository", "environment": "--env", "--config": "config", "-v": "--version", "lc": "livecheck",
		"x": "exec", "-h": "help", "--help": "help", "--usage": "help", "-?": "help",
	}
}}

// brew is Homebrew's entry: the first word is the command, whatever it
// looks like (Verbatim), and each command parses its options as Ruby's
// OptionParser does, long ones abbreviated.
func brew() *Program {
	table := func(name string) func() *Options {
		return func() *Options {
			desc := brewSubs.get()[name]
			return opts(desc+" "+unshadowed(desc, brewCommon), Abbrev)
		}
	}
	subs := make(map[string]func() *Options, len(brewSubs.get())+len(brewAliases.get())+32)
	for name := range brewSubs.get() {
		subs[name] = table(name)
	}
	for alias, name := range brewAliases.get() {
		subs[alias] = subs[name]
	}
	for _, s := range strings.Fields(brewBundleSubs) {
		subs["bundle "+s] = subs["bundle"]
	}
	for _, s := range strings.Fields(brewServicesSubs) {
		subs["services "+s] = subs["services"]
	}
	return &Program{Global: opts("", Verbatim), Def: opts("", Abbrev), LazySubs: subs, SubsOnly: true}
}
