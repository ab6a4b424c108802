package progs

// npmOpts are npm's options: its configuration keys as npm config ls -l
// lists them (npm 11), each settable as --KEY on the command line
// (booleans also as --no-KEY, or --KEY true|false), and the shorthands
// npm's documentation lists. --script-shell, --shell, --editor,
// --browser, --viewer, --git and --node-gyp name programs npm runs;
// --node-options, a config file, --init-module and another prefix decide
// what code runs; --cache, --logs-dir and --pack-destination are written.
// (npm -? is npm -h too; the table syntax cannot spell it, so it is
// unknown and leaves the command unresolved.)
const npmOpts = "--_auth: --access: -a,--all?true|false --allow-directory: --allow-file: --allow-git: --allow-remote: " +
	"--allow-same-version?true|false --allow-scripts: --allow-scripts-pending?true|false " +
	"--allow-scripts-pin?true|false --also: --audit?true|false --audit-level: --auth-type: " +
	"--before,--enjoy-by: --bin-links?true|false --browser:@x --bypass-2fa?true|false --ca: --cache:@w " +
	"--cache-max: --cache-min: --cafile:@r -c,--call:@s --cert: --cidr: --color?true|false " +
	"--commit-hooks?true|false --cpu: --dangerously-allow-all-scripts?true|false --depth: " +
	"--description,--desc?true|false --dev?true|false --diff: --diff-dst-prefix: " +
	"--diff-ignore-all-space?true|false --diff-name-only?true|false --diff-no-prefix?true|false " +
	"--diff-src-prefix: --diff-text?true|false --diff-unified: --dry-run?true|false --editor:@x " +
	"--engine-strict?true|false --expect-result-count: --expect-results: --expires: --fetch-retries: " +
	"--fetch-retry-factor: --fetch-retry-maxtimeout: --fetch-retry-mintimeout: --fetch-timeout: " +
	"-f,--force?true|false --foreground-scripts?true|false --format-package-lock?true|false --fund?true|false " +
	"--git:@x --git-tag-version?true|false -g,--global?true|false --global-style?true|false --globalconfig:@rk " +
	"--heading: --https-proxy: --if-present?true|false --ignore-scripts?true|false --include: " +
	"--include-attestations?true|false --include-staged?true|false --include-workspace-root?true|false " +
	"--init-author-email: --init-author-name: --init-author-url: --init-license: --init-module:@rk " +
	"--init-private?true|false --init-type: --init-version: --init.author.email: --init.author.name: " +
	"--init.author.url: --init.license: --init.module:@rk --init.version: --install-links?true|false " +
	"--install-strategy: --json?true|false --key: --legacy-bundling?true|false --legacy-peer-deps?true|false " +
	"--libc: --link?true|false --local-address: -L,--location: --lockfile-version: --loglevel: --logs-dir:@w " +
	"--logs-max: -l,--long?true|false --maxsockets: -m,--message: --min-release-age: " +
	"--min-release-age-exclude: --name: --node-gyp:@x --node-options:@k --nodedir:@r --noproxy: --npm-version: " +
	"--offline?true|false --omit: --omit-lockfile-registry-resolved?true|false --only: --optional: --orgs: " +
	"--orgs-permission: --os: --otp: --pack-destination:@w --package: --package-lock?true|false " +
	"--package-lock-only?true|false --packages: --packages-all?true|false --packages-and-scopes-permission: " +
	"-p,--parseable,--porcelain?true|false --password: --prefer-dedupe?true|false --prefer-offline?true|false " +
	"--prefer-online?true|false -C,--prefix:@dk --preid: --production: --progress?true|false " +
	"--provenance?true|false --provenance-file:@r --proxy: --read-only,--readonly?true|false " +
	"--rebuild-bundle?true|false --registry,--reg: --replace-registry-host: -S,--save?true|false " +
	"-B,--save-bundle?true|false -D,--save-dev?true|false -E,--save-exact?true|false " +
	"-O,--save-optional?true|false --save-peer?true|false --save-prefix: -P,--save-prod?true|false " +
	"--sbom-format: --sbom-type: --scope: --scopes: --script-shell:@x --searchexclude: --searchlimit: " +
	"--searchopts: --searchstaleness: --shell:@x --shrinkwrap?true|false --sign-git-commit?true|false " +
	"--sign-git-tag?true|false --strict-allow-scripts?true|false --strict-peer-deps?true|false " +
	"--strict-ssl?true|false --tag: --tag-version-prefix: --timing?true|false --token-description: --umask: " +
	"--unicode?true|false --update-notifier?true|false --usage,-h,-H,--help?true|false --user-agent: " +
	"--userconfig:@rk -v,--version?true|false --versions?true|false --viewer:@x --which: -w,--workspace: " +
	"--workspaces,--ws: --workspaces-update?true|false -y,--yes?true|false -d,--verbose --dd,--ddd -s,--silent " +
	"-q,--quiet --local -n,--no"
