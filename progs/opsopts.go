package progs

import "strings"

// The tables of the secrets, messaging, CI and legacy database clients:
// op (1Password CLI), nats, circleci, gitlab-runner, rabbitmqctl,
// rabbitmqadmin and the legacy mongo shell. The six with subcommands are
// closed at the subcommand level (Program.SubsOnly): each subcommand
// listed here has every option its source declares; any other
// subcommand, a plugin, an alias or a subcommand only run time knows
// leaves the command unresolved (deny and ask rules still see it).

// withAliases expands a table keyed "group|alias1|alias2 sub|alias" into
// one entry per spelling of each word ("stream ls", "str list", …).
func withAliases(in map[string]string) map[string]string {
	out := make(map[string]string, len(in)*4)
	for key, desc := range in {
		paths := []string{""}
		for _, word := range strings.Fields(key) {
			var next []string
			for _, p := range paths {
				for _, alt := range strings.Split(word, "|") {
					next = append(next, strings.TrimSpace(p+" "+alt))
				}
			}
			paths = next
		}
		for _, p := range paths {
			out[p] = desc
		}
	}
	// A group has a table of its own too (its usage, or its flags when
	// the table lists them), so that its subcommands are looked up.
	for key := range out {
		for i := strings.LastIndexByte(key, ' '); i > 0; i = strings.LastIndexByte(key[:i], ' ') {
			if _, ok := out[key[:i]]; !ok {
				out[key[:i]] = ""
			}
		}
	}
	return out
}

// opGlobal are op's global flags, which cobra takes before and after the
// subcommand: --config names the directory op reads its configuration
// and session data from (and writes them to).
const opGlobal = "--account: --cache --config:@d --debug --encoding: --format: -h,--help --iso-timestamps --no-color --session:"

// opSubs are the op subcommands pregate models, with their own flags.
// op is closed source: the flags are those of 1Password CLI 2's
// reference documentation (developer.1password.com/docs/cli/reference)
// and of the options its shell completion lists (withfig/autocomplete
// src/op.ts, 2023-11, which also has document get's older --output).
// Roles: read -o, inject -o and document get -o write the secret to a
// file; inject -i reads its template; run --env-file reads a dotenv
// file; update --directory is where the download goes. op run runs the
// command after "--" (the shell decomposition judges it as a command of
// its own; without "--" it is unresolved). The subcommands that print
// secrets are as the rules say (op read asks); the rest of op (item
// create and edit, connect, service-account, plugin, events-api, …)
// leaves the command unresolved.
var opSubs = lazy[map[string]string]{build: func() map[string]string {
	return withAliases(map[string]string{
		"whoami":                "",
		"account list|ls":       "",
		"account get":           "",
		"item get":              "--fields: --include-archive --otp --reveal --share-link --vault:",
		"item list|ls":          "--categories: --favorite --include-archive --long --tags: --vault:",
		"document get":          "--file-mode: --include-archive -o,--out-file:@w --output:@w --vault:",
		"document list|ls":      "--include-archive --vault:",
		"vault list|ls":         "--group: --permissions: --user:",
		"vault get":             "",
		"user list|ls":          "--group: --vault:",
		"user get":              "--fingerprint --me --public-key",
		"group list|ls":         "--user: --vault:",
		"group get":             "",
		"item template list|ls": "",
		"read":                  "--file-mode: -f,--force -n,--no-newline -o,--out-file:@w",
		"inject":                "--file-mode: -f,--force -i,--in-file:@r -o,--out-file:@w",
		"run":                   "--env-file:@r --no-masking",
		"signin":                "-f,--force --raw",
		"signout":               "--all --forget",
		"update":                "--directory:@w",
		"completion":            "",
	})
}}

func onePassword() *Program {
	p := subsProgram(opGlobal+" -v,--version", opSubs.get(), opGlobal, 0)
	return p
}

// natsGlobal are the nats CLI's application flags (nats-io/natscli
// nats/main.go, v0.4.0-42, 2026-07, and the help and completion flags
// its fisk parser adds: choria-io/fisk app.go), which fisk takes
// anywhere after the program name: --creds, --nkey and the TLS files
// are read; --context selects a context file, which may name an nsc
// lookup that runs nsc. A bool flag also has its --no- form (Negate;
// fisk refuses it for the flags it declares unnegatable, which the table
// does not tell apart). The tables were checked against nats v0.5.0's
// own help for each modelled subcommand.
// fisk reads the arguments of a word "@FILE" from that file: the shell
// decomposition leaves such a word unresolved.
const natsGlobal = "-s,--server: --user: --password: --token: --connection-name: --creds:@r --nkey:@r --jwt: --seed: " +
	"--tlscert:@r --tlskey:@r --tlsca:@r --tlsfirst --tls-first --timeout: --socks-proxy: --js-api-prefix: " +
	"--js-event-prefix: --js-domain: --inbox-prefix: --domain: --colors: --context:@k --trace --no-context " +
	"-h,--help --help-long --help-compact --help-man --help-llm --completion-bash --completion-script-bash " +
	"--completion-script-zsh --completion-zsh-menu --fisk-introspect --version"

// natsSubs are the nats subcommands pregate models (cli/*_command.go of
// the same version), with the flags of their groups (stream and
// consumer take -a/--all): stream report --dot writes a GraphViz file,
// server list --archive reads an archive file. Every other subcommand
// (the writing ones, bench, reply --command, which runs a command per
// message, plugins, …) leaves the command unresolved.
var natsSubs = lazy[map[string]string]{build: func() map[string]string {
	return withAliases(map[string]string{
		"stream|str|st|ms|s":               "-a,--all",
		"consumer|con|obs|c":               "-a,--all",
		"stream|str|st|ms|s ls|list|l":     "-a,--all --subject: -n,--names -j,--json",
		"stream|str|st|ms|s info|nfo|i":    "-a,--all -j,--json --state --no-select",
		"stream|str|st|ms|s report":        "-a,--all --subject: --cluster: -o,--consumers -m,--messages -n,--name -t,--storage -r,--raw --dot:@w -l,--leaders",
		"stream|str|st|ms|s subjects|subj": "-a,--all -j,--json --sort: -R,--reverse --names",
		"consumer|con|obs|c ls|list":       "-a,--all -j,--json -n,--names --no-select",
		"consumer|con|obs|c info|nfo":      "-a,--all -j,--json --no-select",
		"kv ls|list":                       "-n,--names -v,--verbose --display-value",
		"kv get":                           "--revision: --raw",
		"kv info|view|status":              "",
		"kv history":                       "",
		"server|srv|sys|system list|ls":    "-j,--json --sort: -R,--reverse --compact --archive:@r",
		"account|a info|nfo":               "",
		"context|ctx ls|list|l":            "--completion -j,--json --names",
		"context|ctx info|show|v|view":     "-j,--json --connect",
		"help":                             "",
	})
}}

func nats() *Program { return subsProgram(natsGlobal, natsSubs.get(), natsGlobal, Negate) }

// circleciGlobal are circleci's persistent flags (CircleCI-Public/
// circleci-cli cmd/root.go, v0.1.47860): --mock-telemetry is a file it
// writes.
const circleciGlobal = "--debug --token: --host: --endpoint: --github-api: --skip-update-check --mock-telemetry:@w -h,--help"

// circleciSubs are the circleci subcommands pregate models (cmd/config.go,
// diagnostic.go, context.go, orb.go, version.go, pipeline/list.go of that
// version; project list is the rewritten CLI's, v1.0.48692 of the same
// repository, internal/cmd/project/list.go, which takes no flags of its
// own): config
// and orb validate, process and pack read the path they are given
// (validate also -c); config process's --pipeline-parameters is YAML or
// a file read. Left unresolved: local execute (runs a job in a container),
// setup (writes the CLI's configuration), run, step and tests (hand their
// words to other programs), policy (reads and writes policy bundles),
// and every subcommand that changes something on CircleCI.
var circleciSubs = lazy[map[string]string]{build: func() map[string]string {
	return withAliases(map[string]string{
		"config validate|check": "-c,--config:@r -v,--verbose -n,--next --ignore-deprecated-images -o,--org-slug: --org-id:",
		"config process":        "-o,--org-slug: --org-id: --pipeline-parameters:@r --verbose -n,--next",
		"config pack":           "",
		"diagnostic":            "",
		"version":               "",
		"context list":          "--org-id: --json",
		"context show":          "--org-id:",
		"orb list":              "--sort: -u,--uncertified --json -d,--details --private",
		"orb info":              "",
		"pipeline list":         "",
		"project list|ls":       "",
		"orb source":            "",
		"orb validate":          "--org-slug: --org-id:",
		"orb process":           "--org-slug: --org-id:",
		"orb pack":              "",
		"help":                  "",
	})
}}

func circleci() *Program {
	p := subsProgram(circleciGlobal, circleciSubs.get(), circleciGlobal, 0)
	read := Operands{Layout: FirstOp, Access: Read, Tree: true}
	p.SubOps = map[string]Operands{"config validate": read, "config check": read, "config process": read,
		"config pack": read, "orb validate": read, "orb process": read, "orb pack": read}
	return p
}

// gitlabRunnerGlobal are gitlab-runner's application flags (gitlab-org/
// gitlab-runner, as mirrored at gitlabhq/gitlab-runner, v18.3.0-1857,
// 2026-08: log/configuration.go, helpers/cli/cpuprofile.go and
// urfave/cli's own): urfave/cli v1 reads them with Go's flag package,
// -name and --name alike, before the subcommand only. --cpuprofile is a
// file it writes.
const gitlabRunnerGlobal = "-debug -log-format: -log-level,-l: -cpuprofile:@w -help,-h -version,-v"

// gitlabRunnerSubs are the gitlab-runner subcommands pregate models
// (commands/list.go, commands/service.go): list reads the configuration
// file (which holds the runners' tokens). Every other subcommand (run,
// run-single, exec, register, which writes config.toml, verify, which
// may remove runners from it, the service commands that install or
// start one, the helpers) leaves the command unresolved.
var gitlabRunnerSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"list":   "-config,-c:@r -help,-h",
		"status": "-service,-n: -user-service -help,-h",
		"help":   "",
		"h":      "",
	}
}}

func gitlabRunner() *Program {
	subs := make(map[string]string, len(gitlabRunnerSubs.get()))
	for k, v := range gitlabRunnerSubs.get() {
		subs[k] = goFlags(v)
	}
	return subsProgram(goFlags(gitlabRunnerGlobal), subs, goFlags("-help,-h"), OneDash)
}

// rabbitmqctlGlobal are rabbitmqctl's global switches (rabbitmq/
// rabbitmq-server deps/rabbitmq_cli lib/rabbitmq/cli/core/parser.ex,
// v4.2.0-beta.4-2546, 2026-08) and the table formatter's
// (formatters/table.ex), which Elixir's OptionParser takes anywhere, a
// boolean also as --no-NAME: --aliases-file defines command aliases and
// --plugins-dir and --rabbitmq-home where the CLI loads plugin code
// from, so they decide what runs; the file printer writes --file.
const rabbitmqctlGlobal = "-n,--node: -q,--quiet -s,--silent --dry-run -p,--vhost: -t,--timeout: -l,--longnames " +
	"--formatter: --printer: --file:@w --script-name: --rabbitmq-home:@k --data-dir,--mnesia-dir:@d " +
	"--plugins-dir:@k --enabled-plugins-file:@r --aliases-file:@k --erlang-cookie: -? --help --print-stacktrace " +
	"--table-headers --pad-to-header"

// rabbitmqctlSubs are the rabbitmqctl commands pregate models (ctl/
// commands/*_command.ex of that version): every list_ command and the
// status and health commands, export_definitions (writes its file, "-"
// standard output) and import_definitions (reads it), and eval,
// eval_file and exec, which run Erlang or Elixir code on the node: the
// shell decomposition leaves them unresolved. Every other command
// (the ones that change users, vhosts, policies, the cluster) leaves the
// command unresolved.
var rabbitmqctlSubs = lazy[map[string]string]{build: func() map[string]string {
	m := map[string]string{
		"list_queues":              "--offline --online --local",
		"list_unresponsive_queues": "--queue-timeout: --local",
		"list_deprecated_features": "--used",
		"list_user_limits":         "--global --user:",
		"list_vhost_limits":        "--global",
		"status":                   "--unit:",
		"export_definitions":       "--format:",
		"import_definitions":       "--format: --skip-if-unchanged",
		"help":                     "--list-commands",
	}
	for _, c := range strings.Fields("list_bindings list_channel_interceptors list_channels list_ciphers list_connections " +
		"list_consumers list_exchanges list_feature_flags list_global_parameters list_hashes list_operator_policies " +
		"list_parameters list_permissions list_policies list_topic_permissions list_user_permissions " +
		"list_user_topic_permissions list_users list_vhosts cluster_status environment report version ping " +
		"node_health_check await_startup await_online_nodes eval eval_file exec") {
		m[c] = ""
	}
	return m
}}

func rabbitmqctl() *Program {
	p := subsProgram(rabbitmqctlGlobal, rabbitmqctlSubs.get(), rabbitmqctlGlobal, Negate)
	p.SubOps = map[string]Operands{
		"export_definitions": {Layout: FirstOp, Access: Write},
		"import_definitions": {Layout: FirstOp, Access: Read},
		"eval_file":          {Layout: FirstOp, Access: Read},
	}
	return p
}

// rabbitmqadminOpts are rabbitmqadmin's options (the Python rabbitmqadmin
// v1 of rabbitmq-server deps/rabbitmq_management/bin/rabbitmqadmin, as it
// was before its removal, v4.2.0-beta.4-624): optparse, so a unique
// prefix of a long option is that option, and options go anywhere. -c
// (default ~/.rabbitmqadmin.conf) and the TLS files are read.
// rabbitmqadmin v2, a different program, has other options: they leave
// the command unresolved.
const rabbitmqadminOpts = "-c,--config:@r -N,--node: -H,--host: -P,--port: --path-prefix: -V,--vhost: -u,--username: " +
	"-p,--password: -U,--base-uri: -q,--quiet -s,--ssl --ssl-key-file:@r --ssl-cert-file:@r --ssl-ca-cert-file:@r " +
	"--ssl-disable-hostname-verification -k,--ssl-insecure -t,--request-timeout: -f,--format: -S,--sort: " +
	"-R,--sort-reverse -d,--depth: --bash-completion --version -h,--help"

// rabbitmqadminSubs are its verbs: export writes the definitions to its
// file and import reads them; list, show, declare, delete, close, purge
// and publish work on the broker only (publish reads the payload from
// standard input when none is given). get, whose payload_file= writes a
// file, leaves the command unresolved.
var rabbitmqadminSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"list": "", "show": "", "export": "", "import": "", "help": "",
		"declare": "", "delete": "", "close": "", "purge": "", "publish": "",
	}
}}

func rabbitmqadmin() *Program {
	p := subsProgram(rabbitmqadminOpts, rabbitmqadminSubs.get(), rabbitmqadminOpts, Abbrev)
	p.SubOps = map[string]Operands{
		"export": {Layout: FirstOp, Access: Write},
		"import": {Layout: FirstOp, Access: Read},
	}
	return p
}

// mongoOpts are the legacy mongo shell's options (mongodb/mongo
// src/mongo/shell/shell_options.idl, as kept in percona/percona-server-
// mongodb, with the 4.x options useLegacyWriteOps, writeMode, readMode
// and rpcProtocols; the TLS options of util/net/ssl_options_client.idl
// and the field-level encryption ones of shell/kms.idl, as mongosh
// mirrors them). --eval is JavaScript, which the shell decomposition
// leaves unresolved, as it does a script file given as an operand
// (mongo [DB ADDRESS] [FILE.js …]); the TLS files are read. The shell
// also runs ~/.mongorc.js at start unless --norc, as mongosh runs its
// rc file: a file of the user's own, which the table does not report.
const mongoOpts = "--ipv6 --host: --port: -h,--help --version --verbose --shell --nodb --norc --quiet --eval:@c " +
	"--apiVersion: --apiStrict --apiDeprecationErrors --objcheck --noobjcheck --crashOnInvalidBSONError " +
	"--initializerShuffleSeed: --disableJavaScriptJIT --enableJavaScriptJIT --disableJavaScriptProtection " +
	"--enableJavaScriptProtection --nokillop --autokillop --useLegacyWriteOps --writeMode: --readMode: " +
	"--retryWrites --disableImplicitSessions --rpcProtocols: --jsHeapLimitMB: --setShellParameter: " +
	"-u,--username: -p,--password: --authenticationDatabase: --authenticationMechanism: --gssapiServiceName: " +
	"--gssapiHostName: --oidcAccessToken: --idleSessionTimeout: " +
	"--ssl --sslPEMKeyFile:@r --sslPEMKeyPassword: --sslCAFile:@r --sslCRLFile:@r --sslCertificateSelector: " +
	"--sslDisabledProtocols: --sslAllowInvalidCertificates --sslAllowInvalidHostnames --sslFIPSMode " +
	"--tls --tlsCertificateKeyFile:@r --tlsCertificateKeyFilePassword: --tlsCAFile:@r --tlsCRLFile:@r " +
	"--tlsCertificateSelector: --tlsDisabledProtocols: --tlsAllowInvalidCertificates --tlsAllowInvalidHostnames " +
	"--tlsFIPSMode --awsAccessKeyId: --awsSecretAccessKey: --awsSessionToken: --keyVaultNamespace: --kmsURL:"
