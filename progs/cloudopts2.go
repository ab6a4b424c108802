package progs

// vaultHTTP are the options every vault command takes (command/base.go
// of hashicorp/vault, the HTTP Options flag set, 2024): -ca-cert,
// -ca-path, -client-cert and -client-key are files (a directory for
// -ca-path) read on the local disk. vaultOut are its Output Options.
const (
	vaultHTTP = "-address: -agent-address: -ca-cert:@r -ca-path:@r -client-cert:@r -client-key:@r -namespace,-ns: " +
		"-tls-server-name: -tls-skip-verify? -policy-override? -wrap-ttl: -mfa: -output-curl-string? -open-telemetry? " +
		"-h,-help"
	vaultFormat = "-format:"
	vaultField  = "-field:"
)

// vaultSubs are the vault subcommands pregate models and their own
// options (command/*.go of hashicorp/vault: each Flags()). vault's
// options are the Go flag package's: -name, --name, -name=value.
var vaultSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"status":       vaultFormat,
		"version":      "",
		"read":         vaultFormat + " " + vaultField,
		"kv get":       vaultFormat + " " + vaultField + " -version: -mount:",
		"kv list":      vaultFormat + " -mount:",
		"kv put":       vaultFormat + " " + vaultField + " -cas: -mount:",
		"secrets list": vaultFormat + " -detailed?",
		"auth list":    vaultFormat + " -detailed?",
		"audit list":   vaultFormat + " -detailed?",
		"policy list":  vaultFormat,
		"token lookup": vaultFormat + " -accessor?",
		"lease lookup": vaultFormat,
		// The groups alone print their usage.
		"kv": "", "secrets": "", "auth": "", "audit": "", "policy": "", "token": "", "lease": "",
	}
}}

// vault is HashiCorp Vault's CLI, closed at the subcommand level: the
// subcommands of vaultSubs; every other one (login and its auth
// methods, write, server, agent and proxy with their configuration
// files, operator, ssh, which runs ssh, plugin register, …) leaves the
// command unresolved. A KEY=@FILE or @FILE data operand reads FILE: the
// shell decomposition leaves it unresolved.
func vault() *Program {
	subs := map[string]string{}
	for k, v := range vaultSubs.get() {
		subs[k] = goFlags(v + " " + vaultHTTP)
	}
	return subsProgram(goFlags("-v,-version -h,-help"), subs, "", OneDash)
}

// dopplerGlobal are the persistent options of the Doppler CLI
// (DopplerHQ/cli pkg/cmd/root.go, 2026-07): they go before and after
// the subcommand. --config-dir and --configuration name the
// configuration it reads and writes (its tokens and the settings of
// each scope).
const dopplerGlobal = "-t,--token: --api-host: --dashboard-host: --no-check-version --no-verify-tls --no-timeout --timeout: " +
	"--attempts: --no-dns-resolver --enable-dns-resolver --dns-resolver-address: --dns-resolver-proto: " +
	"--dns-resolver-timeout: --no-read-env --scope: --config-dir:@w --configuration:@w --json --debug --print-config " +
	"--silent -h,--help"

// dopplerSubs are the doppler subcommands pregate models, with their
// options (pkg/cmd/secrets.go, configs.go, projects.go, run.go,
// setup.go, login.go). secrets, configs and projects take no operand:
// "secrets list", "configs list" and "projects list" are not doppler
// commands (doppler fails on them, listing nothing), read with the
// table of the group itself. secrets download writes its FILEPATH
// operand, and every fallback file read and written; run's command is
// judged by the shell decomposition (after "--"), --command's a shell
// string, --mount writes the secrets to a file, --mount-template reads
// a template.
var dopplerSubs = func() map[string]string {
	pc := "-p,--project: -c,--config:"
	secrets := pc + " --raw --visibility --type --only-names"
	configs := "-p,--project: -e,--environment: -n,--number: --page:"
	projects := "-n,--number: --page:"
	fallback := "--fallback:@w --passphrase: --no-cache --no-fallback --fallback-readonly --fallback-only,--offline " +
		"--no-exit-on-write-failure --dynamic-ttl:"
	return map[string]string{
		"secrets":      secrets,
		"secrets list": secrets,
		"secrets get":  pc + " --plain --copy --raw --visibility --type --no-exit-on-missing-secret",
		"secrets download": pc + " --format: --name-transformer: --no-file " + fallback +
			" --fallback-passphrase:",
		"configs":       configs,
		"configs list":  configs,
		"configs get":   pc,
		"projects":      projects,
		"projects list": projects,
		"projects get":  "-p,--project:",
		"setup":         pc + " --no-interactive --no-save-token --no-prompt",
		"login":         "--no-copy --scope: --overwrite -y,--yes",
		"run": pc + " --command:@s --preserve-env? --name-transformer: " + fallback +
			" --forward-signals --no-liveness-ping --mount:@w --format: --mount-format: --mount-template:@r " +
			"--mount-max-reads: --only-secrets: --no-exit-on-missing-only-secrets --watch --silent-exit",
	}
}

// doppler is the Doppler CLI, closed at the subcommand level
// (dopplerSubs); every other subcommand (secrets set and upload, which
// read files, secrets substitute, which writes one, import, configure,
// update, which replaces the CLI, enclave, …) leaves the command
// unresolved.
func doppler() *Program {
	p := subsProgram(dopplerGlobal+" -v,--version", dopplerSubs(), dopplerGlobal, 0)
	p.SubOps = map[string]Operands{"secrets download": {Layout: AllOps, Access: Write}}
	return p
}

// azGlobal are the options every az command takes (knack's global
// arguments, as az --help lists them, Azure CLI 2.x): none names a file.
// Any argument value that starts with "@" is read from that file (knack
// expands @FILE): the shell decomposition reports it as a read.
const azGlobal = "--debug --only-show-errors -o,--output: --query: --verbose -h,--help"

// azSubs are the az commands pregate models, with their own arguments
// (az COMMAND --help): account show/list, group list/show/exists, role
// assignment list, version. Every other command (az extension add, which
// installs code, az login, az rest, az vm run-command, az deployment with its template
// files, az storage's uploads and downloads, az config set, …) leaves
// the command unresolved.
var azSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"account":         "",
		"account show":    "-n,--name,-s,--subscription:",
		"account list":    "--all --refresh",
		"group":           "",
		"group list":      "--tag: --subscription:",
		"group show":      "-n,--name,-g,--resource-group: --subscription:",
		"group exists":    "-n,--name,-g,--resource-group: --subscription:",
		"version":         "",
		"role":            "",
		"role assignment": "",
		"role assignment list": "--all --assignee: --fill-principal-name? --fill-role-definition-name? " +
			"--include-classic-administrators? --include-groups --include-inherited -g,--resource-group: --role: --scope: " +
			"--subscription:",
	}
}}

// az is the Azure CLI, closed at the subcommand level (azSubs).
func az() *Program {
	return subsProgram(azGlobal+" --version", azSubs.get(), azGlobal, 0)
}
