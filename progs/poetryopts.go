package progs

// poetryGlobal are poetry's application options (poetry 2.4.1,
// src/poetry/console/application.py and cleo's defaults), taken before
// and after the command (poetry sorts them out of every word with
// argparse, which takes abbreviations): -C is the directory poetry runs
// in and -P the project it works on.
const poetryGlobal = "-h,--help -q,--quiet -V,--version --ansi --no-ansi -n,--no-interaction -v,--verbose " +
	"--no-plugins --no-cache -P,--project:@d -C,--directory:@d"

// poetryGroups are the dependency-group options of install, show and
// update (GroupCommand).
const poetryGroups = "--without: --with: --only: "

// poetrySubs are poetry's commands and their options (poetry 2.4.1: the
// options of src/poetry/console/commands/**/*.py, each command's own
// and those it takes from another's; a cleo option with flag=False takes
// a value), and cleo's own help, list and completions (cleo 2.1,
// src/cleo/commands/*_command.py). The commands with a space are cleo's
// namespaced ones; "env", "cache", "debug", "python", "self" and
// "source" alone only print that the namespace has no such command.
// Roles: build --output is written and --config-settings passed to the
// build backend, which can load code from them; publish's certificates
// and --dist-dir are read. poetry is closed at the command level: a
// plugin's command (export, shell) or any other word leaves the command
// unresolved. poetry run CMD and env use PYTHON run another program: the
// shell's roles decompose them.
var poetrySubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"about":       "",
		"help":        "",
		"list":        "",
		"completions": "--alias:",
		"add": "-G,--group: -D,--dev -e,--editable -E,--extras: --optional: --python: --platform: --markers: --source: " +
			"--allow-prereleases --dry-run --lock",
		"build":             "-f,--format: --clean -l,--local-version: -o,--output:@w -c,--config-settings:@k",
		"check":             "--lock --strict",
		"config":            "--list --unset --local --migrate",
		"init":              "--name: --description: --author: --python: --dependency: --dev-dependency: -l,--license:",
		"install":           poetryGroups + "--sync --no-root --no-directory --dry-run -E,--extras: --all-extras --all-groups --only-root --compile",
		"lock":              "--regenerate",
		"new":               "-i,--interactive --name: --src --flat --readme: --description: --author: --python: --dependency: --dev-dependency: -l,--license:",
		"publish":           "-r,--repository: -u,--username: -p,--password: --cert:@r --client-cert:@r --dist-dir:@r --build --dry-run --skip-existing",
		"remove":            "-G,--group: -D,--dev --dry-run --lock",
		"run":               "",
		"search":            "",
		"show":              poetryGroups + "-t,--tree --why -l,--latest -o,--outdated -a,--all -T,--top-level --no-truncate -f,--format:",
		"sync":              poetryGroups + "--no-root --no-directory --dry-run -E,--extras: --all-extras --all-groups --only-root --compile",
		"update":            poetryGroups + "--sync --dry-run --lock",
		"version":           "-s,--short --dry-run --next-phase",
		"cache":             "",
		"cache clear":       "--all",
		"cache list":        "",
		"debug":             "",
		"debug info":        "",
		"debug resolve":     "-E,--extras: --python: --tree --install",
		"debug tags":        "",
		"env":               "",
		"env activate":      "",
		"env info":          "-p,--path -e,--executable",
		"env list":          "--full-path",
		"env remove":        "--all",
		"env use":           "",
		"python":            "",
		"python install":    "-c,--clean -t,--free-threaded -i,--implementation: -r,--reinstall",
		"python list":       "-a,--all -t,--free-threaded -i,--implementation: -m,--managed",
		"python remove":     "-t,--free-threaded -i,--implementation:",
		"self":              "",
		"self add":          "-e,--editable -E,--extras: --source: --dry-run --allow-prereleases",
		"self install":      "--sync --dry-run",
		"self lock":         "--regenerate",
		"self remove":       "--dry-run",
		"self show":         "--addons -t,--tree -l,--latest -o,--outdated -f,--format:",
		"self show plugins": "",
		"self sync":         "--dry-run",
		"self update":       "--preview --dry-run",
		"source":            "",
		"source add":        "-p,--priority:",
		"source remove":     "",
		"source show":       "",
	}
}}

// poetry is poetry's entry: the application options anywhere, each
// command's own after it; poetry run's options end at the command,
// whose words are its own (unless a "--" follows, see the shell's
// roles).
func poetry() *Program {
	subs := make(map[string]func() *Options, len(poetrySubs.get()))
	for name, desc := range poetrySubs.get() {
		g := Abbrev
		if name == "run" {
			g |= POSIX
		}
		subs[name] = func() *Options { return opts(desc+" "+unshadowed(desc, poetryGlobal), g) }
	}
	return &Program{Global: opts(poetryGlobal, Abbrev), Def: opts("", Abbrev), LazySubs: subs, SubsOnly: true}
}
