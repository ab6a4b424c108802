package progs

import "strings"

// withHelp appends the help flag every command of a cobra program takes.
func withHelp(subs map[string]string) map[string]string {
	for k, v := range subs {
		subs[k] = strings.TrimSpace(v + " -h,--help")
	}
	return subs
}

// Terragrunt 1.1.3 (gruntwork-io/terragrunt at 286a33cb8f79): the flags
// of internal/cli/flags/global (tgGlobal), of internal/cli/commands/run
// and internal/cli/flags/shared (tgRun), and of each command's cli.go.
// Terragrunt's parser is the Go flag package's: -name and --name alike,
// -name=value or -name value. Roles: --working-dir and --graph-root are
// directories it runs in; --config is the terragrunt.hcl read, whose
// hooks, run_cmd() calls and generate blocks run and write what the
// configuration says (project code, as a Makefile is); --tf-path is the
// program it runs as tofu/terraform and --auth-provider-cmd a command it
// runs (decomposed); --out-dir, --json-out-dir, --download-dir,
// --provider-cache-dir, --report-file, --report-schema-file and the
// --profile-* files are written, --inputs-debug writes a debug file of
// its own; --source is a module read, --queue-excludes-file,
// --filters-file and --iam-assume-role-web-identity-token (a token or
// its file) are read; --source-map, and --engine-cache-path (the IaC
// engines it loads), decide what code runs.
const (
	tgGlobal = "-working-dir:@d -log-disable -log-show-abs-paths -no-color -log-format: -log-custom-format: -non-interactive " +
		"-experiment-mode -experiment: -no-tips -no-tip: -strict-mode -strict-control: -profile-cpu:@w -profile-mem:@w " +
		"-profile-goroutine:@w -profile-dir:@w -log-level: -h,-help -v,-version"
	tgBackend = "-backend-bootstrap -backend-require-bootstrap -disable-bucket-update"
	tgQueue   = "-queue-ignore-errors -queue-ignore-dag-order -queue-exclude-external -queue-include-external " +
		"-queue-excludes-file:@r -queue-exclude-dir: -queue-include-dir: -queue-strict-include -queue-include-units-reading:"
	tgFilter = "-filter: -filter-affected -filter-allow-destroy -discovery-boundary:@d -filters-file:@r -no-filters-file"
	tgIAM    = "-iam-assume-role: -iam-assume-role-duration: -iam-assume-role-session-name: -iam-assume-role-web-identity-token:@r"
	tgRun    = "-out-dir:@w -json-out-dir:@w -graph-root:@d -no-stack-generate -config:@rk -tf-path:@x -no-auto-init " +
		"-no-auto-retry -no-auto-approve -no-auto-provider-cache-dir -no-hooks -no-dependency-outputs -download-dir:@w " +
		"-source:@r -source-update -source-map:@k -inputs-debug@D -use-partial-parse-config-cache -version-manager-file-name: " +
		"-dependency-fetch-output-from-state -no-dependency-fetch-output-from-state -tf-forward-stdout -units-that-include: " +
		"-disable-command-validation -no-destroy-dependencies-check -destroy-dependencies-check -provider-cache " +
		"-provider-cache-dir:@w -provider-cache-hostname: -provider-cache-port: -provider-cache-token: " +
		"-provider-cache-registry-names: -auth-provider-cmd:@s -no-discovery-auth-provider-cmd -experimental-engine " +
		"-engine-cache-path:@wk -engine-skip-check -engine-log-level: -no-engine -summary-disable -summary-per-unit " +
		"-report-file:@w -report-format: -report-schema-file:@w -feature: -fail-fast -parallelism: -no-cas -cas-clone-depth: " +
		tgBackend + " " + tgIAM + " " + tgQueue + " " + tgFilter
	tgAll = "-a,-all -graph"
	// tgLegacy are the flags of Terragrunt before 1.0 (v0.72.0's
	// cli/commands/flags.go), the --terragrunt-* spellings and the engine
	// flags spelt as their environment variables, with the roles of the
	// flags that replaced them; --terragrunt-debug writes a debug file.
	tgLegacy = "-terragrunt-config:@rk -terragrunt-tfpath:@x -terragrunt-no-auto-init -terragrunt-no-auto-retry " +
		"-terragrunt-no-auto-approve -terragrunt-non-interactive -terragrunt-working-dir:@d -terragrunt-download-dir:@w " +
		"-terragrunt-source:@r -terragrunt-source-update -terragrunt-source-map:@k -terragrunt-iam-role: " +
		"-terragrunt-iam-assume-role-duration: -terragrunt-iam-assume-role-session-name: -terragrunt-iam-web-identity-token:@r " +
		"-terragrunt-ignore-dependency-errors -terragrunt-ignore-dependency-order -terragrunt-ignore-external-dependencies " +
		"-terragrunt-include-external-dependencies -terragrunt-parallelism: -terragrunt-excludes-file:@r " +
		"-terragrunt-exclude-dir: -terragrunt-include-dir: -terragrunt-debug@D -terragrunt-log-level: -terragrunt-log-disable " +
		"-terragrunt-log-show-abs-paths -terragrunt-no-color -terragrunt-use-partial-parse-config-cache " +
		"-terragrunt-fetch-dependency-output-from-state -terragrunt-forward-tf-stdout -terragrunt-log-format: " +
		"-terragrunt-log-custom-format: -terragrunt-strict-include -terragrunt-modules-that-include: " +
		"-terragrunt-queue-include-units-reading: -terragrunt-fail-on-state-bucket-creation -terragrunt-disable-bucket-update " +
		"-terragrunt-disable-command-validation -terragrunt-no-destroy-dependencies-check -terragrunt-provider-cache " +
		"-terragrunt-provider-cache-dir:@w -terragrunt-provider-cache-token: -terragrunt-provider-cache-hostname: " +
		"-terragrunt-provider-cache-port: -terragrunt-provider-cache-registry-names: -terragrunt-auth-provider-cmd:@s " +
		"-TG_EXPERIMENTAL_ENGINE -TG_ENGINE_CACHE_PATH:@wk -TG_ENGINE_SKIP_CHECK -TG_ENGINE_LOG_LEVEL: " +
		"-terragrunt-log-disable-error-summary"
)

// terragruntSubs are the commands pregate models: the OpenTofu shortcuts
// (init, validate, plan, apply, destroy, force-unlock, import, output,
// refresh, show, state, test), each with run's flags and, as terragrunt
// passes every flag it does not know to tofu/terraform, that command's
// options in terraformSubs; run with every command terraformSubs has
// ("run plan", "run state list"); hcl fmt (alias format) and hcl
// validate; dag graph; render; find (fd) and list (ls); info print and
// info strict; stack generate, run and output; version and help. And
// Terragrunt's before 1.0 (v0.72.0): its flags (tgLegacy) anywhere;
// run-all with every command terraformSubs has; every terraformSubs
// command at the top (it passed a command it did not know to
// tofu/terraform: judged as terraform's); hclfmt, hclvalidate,
// render-json (which writes terragrunt_rendered.json), graph-dependencies,
// validate-inputs, terragrunt-info and output-module-groups. Any other
// command (exec, which runs a command of its own; backend, catalog,
// scaffold, browse, stack clean, aws-provider-patch) leaves the command
// unresolved, as does run -- CMD (the command after "--" is not read as
// a subcommand). Every command that reads terragrunt.hcl evaluates it:
// its run_cmd() calls run, as a Makefile's shell calls do.
func terragruntSubs() map[string]string {
	tf := terraformSubs()
	run := tgRun + " " + tgAll
	m := map[string]string{
		"run":            run,
		"hcl":            "",
		"hcl fmt":        "-check -diff -exclude-dir: -file:@w -stdin -parallelism: " + tgQueue + " " + tgFilter,
		"hcl validate":   "-strict -inputs -show-config-path -json -tf-path:@x " + tgQueue + " " + tgFilter,
		"dag":            "",
		"dag graph":      tgBackend + " -feature: " + tgQueue + " " + tgFilter,
		"render":         "-format: -out:@w -json -w,-write@D -with-metadata -disable-dependent-modules " + run,
		"find":           "-format: -j,-json -dag -no-hidden -hidden -dependencies -exclude -include -reading -external -queue-construct-as,-as: " + tgBackend + " -feature: -no-discovery-auth-provider-cmd " + tgFilter,
		"list":           "-format: -no-hidden -hidden -dependencies -external -T,-tree -l,-long -dag -queue-construct-as,-as: " + tgBackend + " -feature: -no-discovery-auth-provider-cmd " + tgFilter,
		"info":           "",
		"info print":     run,
		"info strict":    "-all",
		"stack":          "",
		"stack generate": "-no-stack-validate " + tgRun,
		"stack run":      "-no-stack-validate " + tgRun,
		"stack output":   "-format: -raw -json -no-stack-validate " + tgRun,
		"version":        "",
		"help":           "",
	}
	m["hcl format"] = m["hcl fmt"]
	m["fd"] = m["find"]
	m["ls"] = m["list"]
	m["hclfmt"] = "-terragrunt-hclfmt-file:@w -terragrunt-hclfmt-exclude-dir: -terragrunt-check -terragrunt-diff -terragrunt-hclfmt-stdin"
	m["hclvalidate"] = "-terragrunt-hclvalidate-show-config-path -terragrunt-hclvalidate-json"
	m["render-json"] = "-terragrunt-json-out:@w -with-metadata -terragrunt-json-disable-dependent-modules"
	m["validate-inputs"] = "-terragrunt-strict-validate"
	m["graph-dependencies"], m["terragrunt-info"], m["output-module-groups"], m["run-all"] = "", "", "", run
	for k, v := range m {
		m[k] = goFlags(v)
	}
	runG := goFlags(run)
	for k, v := range tf {
		m["run "+k] = runG + " " + shadowed(runG, v)
		m["run-all "+k] = m["run "+k]
		if _, ok := m[k]; !ok {
			m[k] = m["run "+k]
		}
	}
	return m
}

// terragrunt is terragrunt's entry, closed at the subcommand level (see
// terragruntSubs): show PLANFILE and state push FILE read their
// operand, fmt rewrites the files it names, providers mirror DIR writes
// DIR.
func terragrunt() *Program {
	g := goFlags(tgGlobal + " " + tgLegacy)
	p := subsProgram(g, terragruntSubs(), g, OneDash)
	p.SubOps = map[string]Operands{
		"show":                 {Layout: FirstOp, Access: Read},
		"run-all show":         {Layout: FirstOp, Access: Read},
		"fmt":                  {Layout: AllOps, Access: Read | Write},
		"providers mirror":     {Layout: FirstOp, Access: Write},
		"run show":             {Layout: FirstOp, Access: Read},
		"state push":           {Layout: FirstOp, Access: Read},
		"run state push":       {Layout: FirstOp, Access: Read},
		"run fmt":              {Layout: AllOps, Access: Read | Write},
		"run providers mirror": {Layout: FirstOp, Access: Write},
	}
	return p
}

// Pulumi CLI 3.259 (pulumi/pulumi at 1b5949891b3c, pkg/cmd/pulumi/*:
// the cobra commands' flag definitions; outputflag's --output with its
// hidden --json/-j alias; deployment.RemoteArgs's --remote-* flags of
// preview, up, refresh and destroy). pulumiGlobal are the root's
// persistent flags, taken before and after the command: --cwd is the
// directory it runs in, --profiling writes its profiles there,
// --tracing and --otel-traces may name a file: URL written.
const pulumiGlobal = "-C,--cwd:@d -e,--emoji -Q,--fully-qualify-stack-names --disable-integrity-checking --logflow --logtostderr " +
	"--non-interactive --tracing:@k --otel-traces:@k --profiling:@w --memprofilerate: -v,--verbose: --color: --tracing-header: -h,--help"

// pulumiOp are the flags preview, up, refresh and destroy share; roles:
// --config-file is read, --event-log written, a policy pack is code
// that runs, and --client the language host that runs the program
// (somewhere pregate does not see); --remote-pre-run-command runs in
// Pulumi Deployments (decomposed, so deny rules see it) and
// --remote-git-auth-ssh-private-key-path is a local key it reads and
// sends.
const (
	pulumiOp = "-d,--debug -s,--stack: --config-file:@r -c,--config: --config-path -m,--message: -t,--target: --target-dependents " +
		"--diff -j,--json -p,--parallel: -r,--refresh? --run-program --skip-config-validation --show-config " +
		"--show-replacement-steps --show-sames --urns --suppress-outputs --show-full-output --suppress-progress " +
		"--suppress-permalink? --skip-plugin-pre-install --neo --copilot --event-log:@w --exec-kind: --exec-agent: --client:@k"
	pulumiPolicy = "--policy-pack:@k --policy-pack-config:@r"
	pulumiRemote = "--remote --suppress-stream-logs --remote-inherit-settings --remote-env: --remote-env-secret: " +
		"--remote-pre-run-command:@s --remote-skip-install-dependencies --remote-git-branch: --remote-git-commit: " +
		"--remote-git-repo-dir: --remote-git-auth-access-token: --remote-git-auth-ssh-private-key: " +
		"--remote-git-auth-ssh-private-key-path:@r --remote-git-auth-password: --remote-git-auth-username: " +
		"--remote-executor-image: --remote-executor-image-username: --remote-executor-image-password: --remote-agent-pool-id:"
	pulumiOutput = "--output: -j,--json?"
)

// pulumiSubs are the commands pregate models. preview, up, refresh
// --run-program, destroy --run-program, watch and import run the Pulumi
// program of the project (its own code, as make runs a Makefile's
// recipes) and the language plugins and providers it names; install
// runs the project's package manager. The commands that write the
// project's configuration (config set, rm, cp, refresh, stack init,
// rename, tag set, rm), and every other command (new, login, logout,
// state, policy, env, org, deployment, plugin run, package, convert,
// neo …) leave the command unresolved. stack graph FILE writes FILE,
// stack export --file writes and stack import --file reads its file;
// import --file reads, --out and --generate-resources write, --from runs
// a converter plugin; plugin install --file is a plugin it installs.
func pulumiSubs() map[string]string {
	stack := "-s,--stack: "
	cfg := "-s,--stack: --config-file:@r "
	m := map[string]string{
		"about":   "-s,--stack: -t,--transitive " + pulumiOutput,
		"whoami":  "-v,--verbose " + pulumiOutput,
		"version": "",
		"preview": pulumiOp + " " + pulumiPolicy + " " + pulumiRemote + " --expect-no-changes --save-plan:@w --show-secrets " +
			"--import-file:@w -x,--exclude: --replace: --target-replace: --exclude-dependents --output: " +
			"--show-policy-remediations --show-reads --attach-debugger? --ignore-protect --neo-task-on-failure",
		"up": pulumiOp + " " + pulumiPolicy + " " + pulumiRemote + " --expect-no-changes --secrets-provider: --exclude: --replace: " +
			"--target-replace: --exclude-dependents --show-policy-remediations --show-secrets --show-reads -f,--skip-preview -y,--yes " +
			"--continue-on-error --ignore-protect --attach-debugger? --plan:@r --strict --neo-task-on-failure --output:",
		"refresh": pulumiOp + " " + pulumiRemote + " --expect-no-changes -x,--exclude: --output: --preview-only -f,--skip-preview -y,--yes " +
			"--exclude-dependents --skip-pending-creates --clear-pending-creates --import-pending-creates:@r",
		"destroy": pulumiOp + " " + pulumiRemote + " --remove -x,--exclude: --exclude-protected --ignore-protect --output: " +
			"--preview-only -f,--skip-preview -y,--yes --continue-on-error",
		"watch": "--path:@r -d,--debug -s,--stack: --config-file:@r -c,--config: --config-path --secrets-provider: -m,--message: " +
			pulumiPolicy + " -p,--parallel: -r,--refresh --show-config --show-replacement-steps --show-sames --urns " +
			"--skip-plugin-pre-install --exec-kind:",
		"import": "--properties: -f,--file:@r -o,--out:@w --generate-code -d,--debug -m,--message: -s,--stack: --config-file:@r " +
			"--diff -p,--parallel: --preview-only --skip-preview -j,--json --output: --suppress-outputs --urns --suppress-progress " +
			"--suppress-permalink? -y,--yes --protect --from:@k --generate-resources:@w --skip-plugin-pre-install " +
			"--event-log:@w --exec-kind: --exec-agent:",
		"cancel":         "-y,--yes -s,--stack:",
		"install":        "--parallel: --reinstall --no-plugins --no-dependencies --use-language-version-tools",
		"logs":           "-s,--stack: --config-file:@r -j,--json -f,--follow --since: -r,--resource:",
		"config":         "--show-secrets --open -j,--json " + cfg,
		"config get":     "-j,--json --open --path " + cfg,
		"stack":          stack + "-i,--show-ids -u,--show-urns --show-secrets --show-name " + pulumiOutput,
		"stack get":      stack + "-i,--show-ids -u,--show-urns --show-secrets --show-name " + pulumiOutput,
		"stack ls":       "-a,--all -o,--organization: -p,--project: -t,--tag: " + stack + pulumiOutput,
		"stack output":   "-j,--json --shell --show-secrets " + stack,
		"stack history":  "--show-secrets --full-dates --page-size: --page: " + stack + pulumiOutput,
		"stack export":   "--file:@w --version: --show-secrets " + stack,
		"stack import":   "-f,--force --file:@r " + stack,
		"stack graph":    "--ignore-parent-edges --ignore-dependency-edges --dependency-edge-color: --parent-edge-color: --short-node-name --dot-fragment: " + stack,
		"stack select":   "-c,--create --secrets-provider: " + stack,
		"stack unselect": stack,
		"stack tag":      stack,
		"stack tag get":  stack,
		"stack tag ls":   stack + pulumiOutput,
		"plugin":         "",
		"plugin ls":      "-p,--project " + pulumiOutput,
		"plugin install": "--server: --exact -f,--file:@rk --reinstall --checksum: --parallel:",
		"plugin rm":      "-a,--all -y,--yes",
	}
	alias := map[string]string{"pre": "preview", "update": "up", "down": "destroy", "dn": "destroy",
		"stack list": "stack ls", "stack hist": "stack history", "stack tag list": "stack tag ls",
		"plugin list": "plugin ls", "plugin remove": "plugin rm", "plugin delete": "plugin rm"}
	for a, k := range alias {
		m[a] = m[k]
	}
	return withHelp(m)
}

// pulumi is the Pulumi CLI's entry, closed at the subcommand level (see
// pulumiSubs).
func pulumi() *Program {
	p := subsProgram(pulumiGlobal, pulumiSubs(), pulumiGlobal, 0)
	p.SubOps = map[string]Operands{"stack graph": {Layout: FirstOp, Access: Write}}
	return p
}

// flyctl 0.4.87 (superfly/flyctl at ad0172face30): the root's persistent
// flags (internal/command/root) and each command's flag.Add, with the
// shared flags of internal/flag. Cobra: -a APP, -aAPP, --app=APP alike.
const flyGlobal = "-t,--access-token: --verbose --debug -h,--help"

// flySubs are the commands pregate models: status, logs, info, version,
// apps list (ls), config show (display), ssh console and deploy. Roles:
// -c/--config is the fly.toml read (deploy's [deploy] release_command
// and [build] run on Fly's machines, its Dockerfile builds in a
// builder); ssh console -C/--command is a command run on the machine,
// decomposed so that deny rules see it (an allow of ssh console never
// approves it); deploy reads its WORKING_DIRECTORY, --dockerfile and
// --ignorefile and --from-manifest, writes --export-manifest, and
// --file-local DEST=LOCAL ships a local file (unresolved: the path is
// inside the value). Any other command (machine exec, console, proxy,
// launch, secrets, sftp, ssh issue …) leaves the command unresolved.
func flySubs() map[string]string {
	app := "-a,--app: -c,--config:@r "
	m := map[string]string{
		"status":      "--all --deployment --watch --rate: -j,--json " + app,
		"logs":        "-m,--machine,--instance: -s,--select -n,--no-tail -r,--region: -j,--json " + app,
		"info":        app,
		"version":     "-s,--saveinstall:@k -j,--json",
		"apps":        "",
		"apps list":   "-j,--json -o,--org: -q,--quiet",
		"config":      "",
		"config show": "--local --yaml --toml " + app,
		"ssh":         "",
		"ssh console": "-C,--command:@s --machine: -s,--select -q,--quiet -A,--address: --container: --no-container --pty " +
			"-u,--user: -o,--org: -r,--region: -g,--process-group,--group: " + app,
		"deploy": "--update-only --skip-release-command --export-manifest:@w --from-manifest:@r --wait-timeout: " +
			"--release-command-timeout: --lease-timeout: --force-machines --ha --smoke-checks --dns-checks --max-unavailable: " +
			"--no-public-ips --flycast --file-local:@k --file-literal: --file-secret: --primary-region: --regions,--only-regions: " +
			"--exclude-regions: --only-machines: --exclude-machines: --process-groups: --label: --max-concurrent: " +
			"--immediate-max-concurrent: --volume-initial-size: -s,--signal: --deploy-retries: --builder-pool: -i,--image: --now " +
			"--remote-only --local-only --push --wg --https-failover,--http-failover --detach --strategy: --dockerfile:@r " +
			"--ignorefile:@r --image-label: --build-arg: --build-secret: --build-target: --build-context-warn-size: --no-cache " +
			"--depot: --depot-scope: --nixpacks --buildkit-addr: --buildkit-image: --buildkit --build-only " +
			"--buildpacks-docker-host: --buildpacks-volume: --recreate-builder -y,--yes,--auto-confirm -e,--env: " +
			"--compression: --compression-level: " + app,
	}
	m["apps ls"] = m["apps list"]
	m["app"], m["app list"], m["app ls"] = m["apps"], m["apps list"], m["apps list"]
	m["config display"] = m["config show"]
	return withHelp(m)
}

// flyctl is flyctl's entry, closed at the subcommand level (see flySubs).
func flyctl() *Program {
	p := subsProgram(flyGlobal, flySubs(), flyGlobal, 0)
	p.SubOps = map[string]Operands{"deploy": {Layout: FirstOp, Access: Read, Tree: true}}
	return p
}

// Netlify CLI 27.2.0 (netlify/cli at 88ece2915554, src/commands/*: the
// commander options of each command, and base-command.ts's options of
// every command). --cwd is the directory it runs in; the proxy's
// certificate file is read. Commander reads [value] options' value from
// the next word too: the ones here carry no role.
const (
	netlifyMain   = "-V,-v,--version --telemetry-disable --telemetry-enable --verbose -h,--help"
	netlifyCommon = "--silent --cwd:@d --auth: --http-proxy? --http-proxy-certificate-filename:@r --debug --filter: -h,--help"
)

// netlifySubs are the commands pregate models: status, status:hooks,
// sites:list, teams:list, env:list, env:get, functions:list, logs, build,
// deploy and dev. build, deploy (unless --no-build or --trigger) and dev
// run the project's build or dev command from netlify.toml or the
// project's settings, and its build plugins (project code, as make runs
// a Makefile's recipes); dev -c/--command is a command it runs
// (decomposed); deploy uploads -d/--dir and -f/--functions (read). Any
// other command (api, blobs:set, env:set, env:import, functions:invoke,
// link, init, serve, database …) leaves the command unresolved.
func netlifySubs() map[string]string {
	m := map[string]string{
		"status":         "--verbose --json",
		"status:hooks":   "",
		"sites:list":     "--json",
		"teams:list":     "--json",
		"env:list":       "-c,--context: --json --site: --site-id: --plain -s,--scope:",
		"env:get":        "-c,--context: --json --site: --site-id: -s,--scope:",
		"functions:list": "-f,--functions:@r --json",
		"logs":           "-s,--source: --function: --edge-function: --since: --until: -f,--follow -u,--url: -l,--level: --json",
		"build":          "--context: --dry -o,--offline",
		"deploy": "-d,--dir:@r -f,--functions:@r -p,--prod --prod-if-unlocked --draft --alias: -b,--branch: -O,--open " +
			"-m,--message: -s,--site: --json --timeout: --trigger --build --no-build --context: --env: --secret-env: " +
			"--skip-functions-cache --upload-source-zip --create-site? --site-name: --team: --allow-anonymous --created-via:",
		"dev": "-c,--command:@s --context: -p,--port: --skip-wait-port --no-open --target-port: --framework: -d,--dir:@r " +
			"-f,--functions:@r -o,--offline --offline-env --internal-disable-edge-functions -l,--live? --functions-port: " +
			"--geo: --country: --staticServerPort: -e,--edge-inspect? -E,--edge-inspect-brk? --skip-gitignore",
	}
	m["function:list"], m["log"], m["develop"] = m["functions:list"], m["logs"], m["dev"]
	return m
}

// netlify is the Netlify CLI's entry, closed at the subcommand level.
func netlify() *Program {
	return subsProgram(netlifyMain, netlifySubs(), netlifyCommon, 0)
}

// Vercel CLI 58.4.4 (vercel/vercel at 17d9ebaf8e9b,
// packages/cli/src/util/arg-common.ts's global options and
// packages/cli/src/commands/*/command.ts). --cwd is the directory it
// runs in, -A/--local-config the vercel.json read (its buildCommand and
// devCommand are commands), -Q/--global-config the directory of its
// credentials and settings.
const vercelGlobal = "-h,--help -v,--version --cwd:@d -A,--local-config:@rk -Q,--global-config:@rk -d,--debug --no-color " +
	"--non-interactive -S,--scope: -t,--token: -T,--team: --api:"

// vercelSubs are the commands pregate models: whoami, list (ls),
// inspect, logs (log), env ls and env pull, pull, build, dev (develop)
// and deploy. build and dev run the project's build and dev commands
// (project code, as make runs a Makefile's recipes); deploy [DIR]
// uploads DIR (the working directory without one) and builds it on
// Vercel, --prebuilt the .vercel/output that build wrote; build writes
// .vercel/output (--output DIR), pull writes .vercel/ and env pull
// [FILE] writes FILE (.env.local without one). Any other command (env
// run, which runs a command, env add and rm, link, git, redeploy,
// remove, alias, domains …), and a deploy spelt without its name
// (vercel DIR), leave the command unresolved.
func vercelSubs() map[string]string {
	format := "-F,--format: --json "
	deploy := "-f,--force --with-cache -e,--env: -b,--build-env: -m,--meta: --regions: --prebuilt --prod --archive: " +
		"--no-wait --dry --skip-domain -y,--yes -l,--logs --guidance --no-logs -n,--name: --no-clipboard --target: " +
		format + "-c,--confirm --project:"
	m := map[string]string{
		"whoami":   format,
		"list":     "-a,--all -m,--meta: -p,--policy: --environment: -s,--status: -N,--next: --limit: --prod -y,--yes -c,--confirm " + format,
		"inspect":  "--timeout: --wait -l,--logs " + format,
		"logs":     "-p,--project: -d,--deployment: --environment: --level: --status-code: --source: --since: --until: -n,--limit: -j,--json -f,--follow --no-follow -q,--query: --search: --request-id: -x,--expand -b,--branch: --no-branch",
		"env":      "",
		"env ls":   format + "--project: --guidance",
		"env pull": "--project: --environment: --git-branch: --id: -y,--yes",
		"pull":     "--environment: --git-branch: --prod -y,--yes --project:",
		"build":    "--prod --target: --output:@w -y,--yes --standalone --id: --project:",
		"dev":      "-l,--listen: -L,--local -y,--yes -p,--port: -c,--confirm --project:",
		"deploy":   deploy,
	}
	m["ls"], m["log"], m["develop"], m["env list"] = m["list"], m["logs"], m["dev"], m["env ls"]
	return m
}

// vercel is the Vercel CLI's entry, closed at the subcommand level (see
// vercelSubs).
func vercel() *Program {
	p := subsProgram(vercelGlobal, vercelSubs(), vercelGlobal, 0)
	p.SubOps = map[string]Operands{
		"deploy":   {Layout: FirstOp, Access: Read, Tree: true},
		"env pull": {Layout: FirstOp, Access: Write},
	}
	return p
}
