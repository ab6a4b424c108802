package progs

// gemSubs are RubyGems' commands and their options (RubyGems 4.0.0.dev,
// rubygems/rubygems at 69ec4a3: the add_option calls of
// lib/rubygems/commands/*_command.rb and of the option sets they add,
// install_update_options.rb, local_remote_options.rb, version_option.rb
// and security_option.rb; "--opt VALUE" takes a value, "--opt [VALUE]"
// an optional attached one, "--[no-]opt" is both spellings). Roles:
// install and update --install-dir, --bindir and --build-root, pristine
// and uninstall --install-dir and --bindir, build --output, unpack
// --target and setup --prefix and --destdir are written; install -g
// (--file) reads a Gemfile and --target-rbconfig an rbconfig.rb, both Ruby
// evaluated; rebuild --gemspec is one, and --original read; cert reads
// the certificate and private key it is given and --sign rewrites one;
// contents --spec-dir and push --attestation are read; build and rebuild
// -C are where they run; rebuild --diff runs diffoscope; check --doctor
// deletes broken specifications. gem open, which always opens an editor,
// is not modelled: it, a command of a plugin, and a command spelt by an
// abbreviation gem would complete (gem inst) leave the command unresolved.
// gem exec runs a gem's executable: the shell's roles decompose it.
var gemSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"build":          "--force --strict -o,--output:@w -C:@d --platform:",
		"cert":           "-a,--add:@r -l,--list? -r,--remove: -b,--build: -C,--certificate:@r -K,--private-key:@r -A,--key-algorithm: -s,--sign:@rw -d,--days: -R,--re-sign",
		"check":          "-a,--alien,--no-alien --doctor,--no-doctor@D --dry-run,--no-dry-run --gems,--no-gems -v,--version:",
		"cleanup":        "-n,-d,--dry-run --dryrun -D,--check-development,--no-check-development --user-install,--no-user-install",
		"contents":       "--all -s,--spec-dir:@r -l,--lib-only,--no-lib-only --prefix,--no-prefix --show-install-dir,--no-show-install-dir -v,--version:",
		"dependency":     "-R,--reverse-dependencies,--no-reverse-dependencies -p,--pipe -v,--version: --platform: --prerelease,--no-prerelease -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: --http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources",
		"environment":    "",
		"exec":           "-g,--gem: --conservative -v,--version: --prerelease,--no-prerelease",
		"fetch":          "--suggestions,--no-suggestions -B,--bulk-threshold: -p,--http-proxy,--no-http-proxy? -s,--source: --clear-sources -v,--version: --platform: --prerelease,--no-prerelease",
		"generate_index": "",
		"help":           "",
		"info":           "-i,--installed,--no-installed -I -d,--details,--no-details --versions,--no-versions -a,--all -e,--exact --prerelease,--no-prerelease -v,--version: -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources",
		"install":        "-i,--install-dir:@w -n,--bindir:@w --document? --build-root:@w --vendor -N,--no-document -E,--env-shebang,--no-env-shebang -f,--force,--no-force -w,--wrappers,--no-wrappers --ignore-dependencies --format-executable,--no-format-executable --user-install,--no-user-install --development --development-all --conservative --minimal-deps,--no-minimal-deps --post-install-message,--no-post-install-message -g,--file?@rk --without: --default --explain --lock,--no-lock --suggestions,--no-suggestions --target-rbconfig?@rk -P,--trust-policy: -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources --platform: -v,--version: --prerelease,--no-prerelease",
		"list":           "-i,--installed,--no-installed -I -d,--details,--no-details --versions,--no-versions -a,--all -e,--exact --prerelease,--no-prerelease -v,--version: -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources",
		"lock":           "-s,--strict,--no-strict",
		"mirror":         "",
		"outdated":       "-l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources --platform:",
		"owner":          "-a,--add: -r,--remove: -h,--host: -p,--http-proxy,--no-http-proxy?",
		"pristine":       "--all --skip: --extensions,--no-extensions --only-missing-extensions --only-executables --only-plugins -E,--env-shebang,--no-env-shebang -i,--install-dir:@w -n,--bindir:@w -v,--version:",
		"push":           "--host: --attestation:@r -p,--http-proxy,--no-http-proxy?",
		"query":          "-n,--name-matches: -i,--installed,--no-installed -I -d,--details,--no-details --versions,--no-versions -a,--all -e,--exact --prerelease,--no-prerelease -v,--version: -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources",
		"rdoc":           "--all --rdoc,--no-rdoc --ri,--no-ri --overwrite,--no-overwrite -v,--version:",
		"rebuild":        "--diff@X --force --strict --source: --original:@r --gemspec:@rk -C:@d",
		"search":         "-i,--installed,--no-installed -I -d,--details,--no-details --versions,--no-versions -a,--all -e,--exact --prerelease,--no-prerelease -v,--version: -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources",
		"server":         "",
		"setup":          "--previous-version: --prefix:@w --destdir:@w --vendor,--no-vendor --format-executable,--no-format-executable --document,--no-document? --rdoc,--no-rdoc --ri,--no-ri --regenerate-binstubs,--no-regenerate-binstubs --regenerate-plugins,--no-regenerate-plugins -f,--force,--no-force -E,--env-shebang,--no-env-shebang",
		"signin":         "--host:",
		"signout":        "",
		"sources":        "-a,--add: --append: -p,--prepend: -l,--list -r,--remove: -c,--clear-all -u,--update -f,--force,--no-force --http-proxy,--no-http-proxy?",
		"specification":  "--all --ruby --yaml --marshal -v,--version: --platform: --prerelease,--no-prerelease -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources",
		"stale":          "",
		"uninstall":      "-a,--all,--no-all -I,--ignore-dependencies,--no-ignore-dependencies -D,--check-development,--no-check-development -x,--executables,--no-executables -i,--install-dir:@w -n,--bindir:@w --user-install,--no-user-install --format-executable,--no-format-executable --force,--no-force --abort-on-dependent,--no-abort-on-dependent --vendor -v,--version: --platform:",
		"unpack":         "--target:@w --spec -P,--trust-policy: -v,--version:",
		"update":         "--system? -i,--install-dir:@w -n,--bindir:@w --document? --build-root:@w --vendor -N,--no-document -E,--env-shebang,--no-env-shebang -f,--force,--no-force -w,--wrappers,--no-wrappers --ignore-dependencies --format-executable,--no-format-executable --user-install,--no-user-install --development --development-all --conservative --minimal-deps,--no-minimal-deps --post-install-message,--no-post-install-message -g,--file?@rk --without: --default --explain --lock,--no-lock --suggestions,--no-suggestions --target-rbconfig?@rk -P,--trust-policy: -l,--local -r,--remote -b,--both -B,--bulk-threshold: --clear-sources -s,--source: -p,--http-proxy,--no-http-proxy? -u,--update-sources,--no-update-sources --platform: --prerelease,--no-prerelease",
		"which":          "-a,--all,--no-all -g,--gems-first,--no-gems-first",
		"yank":           "--host: -v,--version: --platform:",
	}
}}

// gemCommon are the options of every gem command (Gem::Command's common
// options): --config-file names a gemrc, which sets the options of every
// command (an --install-dir, a source) and the paths gems load from.
const gemCommon = "-h,--help -V,--verbose,--no-verbose -q,--quiet --silent --config-file:@rk --backtrace --debug --norc"

// gem is RubyGems' entry: -h, -v and -C DIR before the command
// (Gem::CommandManager#process_args), then the command's options, which
// Ruby's OptionParser reads (long ones abbreviated); gem exec's end at
// its command. i, login and logout are aliases.
func gem() *Program {
	table := func(name string) func() *Options {
		return func() *Options {
			desc := gemSubs.get()[name]
			g := Abbrev
			if name == "exec" {
				g |= POSIX
			}
			return opts(desc+" "+unshadowed(desc, gemCommon), g)
		}
	}
	subs := make(map[string]func() *Options, len(gemSubs.get())+3)
	for name := range gemSubs.get() {
		subs[name] = table(name)
	}
	subs["i"], subs["login"], subs["logout"] = subs["install"], subs["signin"], subs["signout"]
	return &Program{Global: opts("-h,--help -v,--version -C:@d", 0), Def: opts("", Abbrev), LazySubs: subs, SubsOnly: true}
}
