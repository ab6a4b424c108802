package progs

import (
	"maps"
	"slices"
	"strings"
)

// goFlags turns a table of Go flag-package options (-name, -name=value
// or -name value) into one that also has each --name spelling, which the
// flag package reads the same way.
func goFlags(desc string) string {
	var out []string
	for _, e := range strings.Fields(desc) {
		names, rest := e, ""
		if i := strings.IndexAny(e, ":?@"); i >= 0 {
			names, rest = e[:i], e[i:]
		}
		var all []string
		for _, n := range strings.Split(names, ",") {
			all = append(all, n)
			if strings.HasPrefix(n, "-") && !strings.HasPrefix(n, "--") {
				all = append(all, "-"+n)
			}
		}
		out = append(out, strings.Join(all, ",")+rest)
	}
	return strings.Join(out, " ")
}

// subsProgram builds a program closed at the subcommand level: global
// options before the subcommand, then each subcommand's table (nested
// ones keyed "group sub"); a subcommand without one leaves the command
// unresolved (Program.SubsOnly). Every subcommand's table also has the
// options of common, which the program takes anywhere.
func subsProgram(global string, subs map[string]string, common string, g Grammar) *Program {
	lazy := make(map[string]func() *Options, len(subs))
	for name, desc := range subs {
		lazy[name] = func() *Options { return opts(desc+" "+shadowed(desc, common), g) }
	}
	return &Program{Global: opts(global, g), Def: opts(common, g), LazySubs: lazy, SubsOnly: true}
}

// terraformSubs are terraform's subcommands and their options, as
// terraform SUB -help documents them (Terraform 1.11) together with the
// options its argument parsers declare that the help leaves out
// (internal/command/arguments: -state, -state-out and -backup of every
// command with state, -exclude, -include, -invoke and -allow-deferral of
// the planning commands). Roles: -var-file, -backend-config (a file or
// KEY=VALUE), -test-directory, -plan and import's -config are read; -out,
// -state-out, -backup and -generate-config-out are written; -state is
// read and written where the command saves state, read where it only
// reports; -plugin-dir and -fs-mirror choose the provider plugins the
// command then runs (configuration that names what runs); -from-module
// copies a module (a local path read) into the working directory.
// Provisioners and external data sources run code from the
// configuration, not from an option. OpenTofu's tofu takes these
// options too; one of its own leaves the command unresolved.
var terraformSubs = func() map[string]string {
	state := "-lock? -lock-timeout: -state:@w -state-out:@w -backup:@w"
	operation := "-parallelism: -allow-deferral? -refresh? -destroy? -refresh-only? -target: -exclude: -include: -invoke: -replace:"
	vars := "-var: -var-file:@r"
	planning := state + " " + operation + " " + vars + " -compact-warnings -input? -json? -no-color"
	m := map[string]string{
		"init": "-backend? -backend-config:@r -cloud? -force-copy -from-module:@r -get? -input? -lock? -lock-timeout: -no-color " +
			"-json -plugin-dir:@k -reconfigure -migrate-state -upgrade? -lockfile: -ignore-remote-version -test-directory:@r " + vars,
		"validate":               "-json -no-color -no-tests -test-directory:@r",
		"plan":                   planning + " -detailed-exitcode -generate-config-out:@w -out:@w",
		"apply":                  planning + " -auto-approve",
		"destroy":                planning + " -auto-approve",
		"refresh":                planning,
		"console":                "-state:@r -plan? " + vars,
		"fmt":                    "-list? -write? -diff -check -no-color -recursive",
		"force-unlock":           "-force",
		"get":                    "-update? -no-color -test-directory:@r",
		"graph":                  "-plan:@r -draw-cycles -type: -module-depth:",
		"import":                 "-config:@r -allow-missing-config -input? -no-color -parallelism: -ignore-remote-version " + state + " " + vars,
		"login":                  "",
		"logout":                 "",
		"metadata":               "",
		"metadata functions":     "-json",
		"modules":                "-json",
		"output":                 "-state:@r -no-color -json -raw",
		"providers":              "-test-directory:@r",
		"providers lock":         "-fs-mirror:@k -net-mirror: -platform: -enable-plugin-cache",
		"providers mirror":       "-platform: -lock-file?",
		"providers schema":       "-json",
		"show":                   "-no-color -json",
		"state":                  "",
		"state list":             "-state:@r -id:",
		"state mv":               "-dry-run -ignore-remote-version " + state,
		"state pull":             "",
		"state push":             "-force -ignore-remote-version " + state,
		"state replace-provider": "-auto-approve -ignore-remote-version " + state,
		"state rm":               "-dry-run -ignore-remote-version " + state,
		"state show":             "-state:@r",
		"state identities":       "-state:@r -json",
		"taint":                  "-allow-missing -ignore-remote-version " + state,
		"untaint":                "-allow-missing -ignore-remote-version " + state,
		"test":                   "-cloud-run: -filter: -json -no-color -test-directory:@r -verbose -parallelism: " + vars,
		"version":                "-json",
		"workspace":              "",
		"workspace new":          "-lock? -lock-timeout: -state:@r",
		"workspace delete":       "-force -lock? -lock-timeout:",
		"workspace list":         "",
		"workspace select":       "-or-create?",
		"workspace show":         "",
	}
	for k, v := range m {
		m[k] = goFlags(v + " -h,-help")
	}
	return m
}

// terraform is terraform's (and tofu's) entry, closed at the subcommand
// level: -chdir is the directory it runs in. fmt [DIR|FILE…] rewrites
// the files it names (the working directory when none: the shell
// decomposition), state push FILE and show [PLANFILE|STATEFILE] read
// theirs, providers mirror DIR writes the providers into DIR.
func terraform() *Program {
	p := subsProgram(goFlags("-chdir:@d -h,-help -v,-version"), terraformSubs(), "", OneDash)
	p.SubOps = map[string]Operands{
		"fmt":              {Layout: AllOps, Access: Read | Write},
		"state push":       {Layout: FirstOp, Access: Read},
		"show":             {Layout: FirstOp, Access: Read},
		"providers mirror": {Layout: FirstOp, Access: Write},
	}
	return p
}

// awsGlobal are the options aws takes before and after the service and
// the operation: aws-cli 1.45.11's (aws help), and the ones version 2
// adds (--cli-binary-format, --no-cli-pager, --cli-auto-prompt). Any value
// spelt file://PATH or fileb://PATH is a file the CLI reads (the shell
// decomposition reports it, whatever the option); --ca-bundle is read.
// --profile selects a profile of the user's configuration, whose
// credential_process is a command: that configuration is the user's own,
// as git's is for git.
const awsGlobal = "--debug --endpoint-url: --no-verify-ssl --no-paginate --output: --query: --profile: --region: --version " +
	"--color: --no-sign-request --ca-bundle:@r --cli-read-timeout: --cli-connect-timeout: --v2-debug " +
	"--cli-binary-format: --no-cli-pager --cli-auto-prompt --no-cli-auto-prompt"

// awsRoles are the roles of the options of awsGenerated that name local
// files ("SERVICE OPERATION OPTION": role letters).
var awsRoles = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"cloudformation deploy --template-file":         "r",
		"cloudformation package --template-file":        "r",
		"cloudformation package --output-template-file": "w",
		"eks update-kubeconfig --kubeconfig":            "w",
		"iam create-virtual-mfa-device --outfile":       "w",
		"s3api put-object --body":                       "r",
		"s3api upload-part --body":                      "r",
	}
}}

// aws is the AWS CLI's entry, closed at the subcommand level: the
// services of awsServices with every operation of each (their waiters,
// ssm start-session and ecs execute-command, which start an interactive
// session through another program, excepted), and configure's list and
// get; any other service, operation or configure set (which may write a
// credential_process) leaves the command unresolved. The CLI takes a
// unique prefix of an option (argparse).
func aws() *Program {
	subs := map[string]string{"configure": "", "configure list": "", "configure get": ""}
	for _, line := range strings.Split(strings.TrimSpace(awsGenerated), "\n") {
		key, desc, _ := strings.Cut(line, "|")
		if strings.Contains(desc, "--cli-input-json:") {
			desc += " --cli-input-yaml:" // version 2's
		}
		subs[key] = desc
	}
	setRoles(subs, awsRoles.get())
	return subsProgram(awsGlobal, subs, awsGlobal, Abbrev)
}

// WritesOperands reports whether the operands of the operation op of
// program prog's subcommand sub are files it writes (aws s3api get-object
// OUTFILE, aws lambda invoke OUTFILE).
func WritesOperands(prog, sub, op string) bool {
	return prog == "aws" && awsOutfile(sub, op)
}

// awsOutfile reports whether the operation op of aws's service sub has an
// operand that is a file it writes (the streamed response body): a switch,
// not a map, which Go would build at every start.
func awsOutfile(sub, op string) bool {
	switch sub + " " + op {
	case "lambda invoke", "s3api get-object", "s3api get-object-torrent":
		return true
	}
	return false
}

// podman is podman's entry (podmanopts_gen.go, from podman's own
// documentation and flag definitions), closed at the subcommand level.
// Roles: --authfile, --cert-dir, --decryption-key, --env-file,
// --label-file, --hosts-file, --init-path, build's -f, --secret, --ssh,
// --build-context and --ignorefile are read; --cidfile, --pidfile,
// --conmon-pidfile, --iidfile, -o/--output of build, save and export,
// --digestfile, --logfile and login's --authfile are written;
// --entrypoint, --infra-command, --runtime and --conmon are programs it
// runs, --sbom-scanner-command a shell command; --hooks-dir,
// --cdi-spec-dir, --module, --storage-opt, --network-config-dir,
// --config and --url (ssh://) configure what it runs. --root, --runroot,
// --tmpdir and --imagestore are written. As for docker, a bind mount's
// host path is inside a larger value (-v, --mount) and is not a path
// role here. Left unresolved: podman unshare, machine ssh and cp,
// container runlabel (they run commands on the host or in the VM),
// compose (an external provider), quadlet, image trust, and the
// subcommands whose operands are local files read or written (artifact
// add and extract, import, secret create, volume import, kube play and
// down, image scp), and run --rootfs (its operand is a host directory).
// Its global options are cobra's persistent flags: they go after the
// subcommand too.
func podman() *Program {
	global := podmanGlobalGenerated + " " + shadowed(podmanGlobalGenerated, "-h,--help")
	subs := map[string]func() *Options{}
	for _, line := range strings.Split(strings.TrimSpace(podmanGenerated), "\n") {
		key, desc, _ := strings.Cut(line, "|")
		g := Grammar(0)
		switch strings.TrimPrefix(key, "container ") {
		case "run", "create", "exec":
			// Their options end at the image or container: the words
			// after it are the command.
			g = POSIX
		}
		desc += " " + shadowed(desc, "-h,--help")
		desc += " " + shadowed(desc, "--help")
		subs[key] = func() *Options { return opts(desc+" "+shadowed(desc, global), g) }
	}
	return &Program{Global: opts(global, 0), Def: opts(global, 0), LazySubs: subs, SubsOnly: true}
}

// psqlOpts are psql's options, as psql --help and its manual page list
// them (PostgreSQL 15). -c's value is SQL and psql's backslash commands
// (\! runs a shell command, \o and \w write files, \i reads one, \copy
// reads or writes one): the shell decomposition judges it. A -f script
// is the same language read from a file pregate does not see, so it
// decides what runs. -o and -L write (-o '|CMD' pipes the output into a
// shell command); -v sets variables whose values may run a command
// (a prompt's %`CMD`), judged by the shell decomposition too.
const psqlOpts = "-c,--command:@c -d,--dbname: -f,--file:@rk -l,--list -v,--set,--variable: -V,--version -X,--no-psqlrc " +
	"-1,--single-transaction -? --help? -a,--echo-all -b,--echo-errors -e,--echo-queries " +
	"-E,--echo-hidden -L,--log-file:@w -n,--no-readline -o,--output:@w -q,--quiet -s,--single-step -S,--single-line " +
	"-A,--no-align --csv -F,--field-separator: -H,--html -P,--pset: -R,--record-separator: -t,--tuples-only " +
	"-T,--table-attr: -x,--expanded -z,--field-separator-zero -0,--record-separator-zero -h,--host: -p,--port: " +
	"-U,--username: -w,--no-password -W,--password"

// ocShared are the subcommands oc takes from kubectl unchanged
// (pkg/cli/kubectlwrappers of openshift/oc, 2026-04), with their nested
// ones: oc's table for each is kubectl's.
var ocShared = []string{"create", "apply", "get", "describe", "edit", "label", "annotate", "delete", "scale", "autoscale",
	"port-forward", "exec", "proxy", "attach", "run", "cp", "wait", "events", "replace", "patch", "auth", "api-versions",
	"api-resources", "cluster-info", "diff", "kustomize", "config", "completion", "explain", "plugin"}

// ocOwn are the options of oc's own subcommands pregate models, from
// their flag definitions in openshift/oc (pkg/cli/whoami, project,
// projects, status, login, logout, version, logs): login writes the
// kubeconfig and may name a credential exec plugin in it.
var ocOwn = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"whoami":   "-t,--show-token -c,--show-context --show-server --show-console --allow-missing-template-keys -o,--output: --show-managed-fields --template:@r",
		"project":  "-q,--short",
		"projects": "-q,--short",
		"status":   "-o,--output: --suggest -A,--all-namespaces",
		"login": "-u,--username: -p,--password: -w,--web -c,--callback-port: --exec-plugin:@k --client-id: --client-secret: " +
			"--extra-scopes: --issuer-url: --oidc-certificate-authority:@r --auto-open-browser",
		"logout":  "",
		"version": "--client -o,--output:",
	}
}}

// oc is OpenShift's CLI, closed at the subcommand level: kubectl's
// global options (and --kuberc, the preferences file whose aliases and
// defaults change what a command does), kubectl's tables for the
// subcommands oc takes from it, and oc's own whoami, project, projects,
// status, login, logout, version and logs (kubectl's with --version),
// and rollout's subcommands that are kubectl's.
// Every other oc subcommand (rsh and observe run commands, rsync and
// extract write local files, new-app, new-build, start-build, process
// read local sources, adm, image, registry, debug, set, rollout latest …)
// leaves the command unresolved.
func oc() *Program {
	subs := map[string]string{}
	for name, desc := range kubectlSubs.get() {
		top, _, _ := strings.Cut(name, " ")
		if slices.Contains(ocShared, top) {
			subs[name] = desc
		}
	}
	for name, desc := range ocOwn.get() {
		subs[name] = desc
	}
	subs["logs"] = kubectlSubs.get()["logs"] + " --version:"
	// oc rollout wraps kubectl's, and adds latest, cancel and retry.
	for _, n := range []string{"rollout", "rollout history", "rollout pause", "rollout resume", "rollout undo", "rollout status", "rollout restart"} {
		subs[n] = kubectlSubs.get()[n]
	}
	global := kubectlGlobal + " --kuberc:@rk -h,--help"
	return subsProgram(global, subs, global, 0)
}

// gh is GitHub CLI's entry (ghopts_gen.go, from gh's flag definitions),
// closed at the subcommand level: gh's aliases and extensions (which run
// shell commands and programs), codespace (ssh and cp), attestation,
// config (config set names the pager, editor and browser gh runs), auth
// setup-git (it writes a credential helper into git's configuration),
// and the nested repo deploy-key, gitignore and license leave the
// command unresolved. Roles: --body-file, --notes-file, --recover,
// --env-file, api's --input and gist edit's --add are read; release
// download's -O and -D and run download's -D written. The shell
// decomposition judges the operands: api and workflow run's -F
// key=@FILE reads FILE; release create and upload and gist create read
// their file operands; ssh-key and gpg-key add read their key file;
// repo clone and gist clone write their directory, and the git options
// they pass on after "--" leave the command unresolved.
func gh() *Program {
	subs := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(ghGenerated), "\n") {
		key, desc, _ := strings.Cut(line, "|")
		subs[key] = desc
	}
	return subsProgram("--help --version", subs, "--help", 0)
}

// setRoles gives the options of subs the roles of roles ("SUB OPTION" or
// "OPTION" for the line without a subcommand: role letters), panicking
// on one the table lacks.
func setRoles(subs map[string]string, roles map[string]string) {
	for k, r := range roles {
		key, opt := "", k
		if i := strings.LastIndexByte(k, ' '); i >= 0 {
			key, opt = k[:i], k[i+1:]
		}
		var ents []string
		found := false
		for _, e := range strings.Fields(subs[key]) {
			if name, _, _ := strings.Cut(e, "@"); slices.Contains(strings.Split(strings.TrimRight(name, ":?"), ","), opt) {
				found = true
				if r != "" && !strings.Contains(e, "@") {
					e += "@" + r
				}
			}
			ents = append(ents, e)
		}
		if !found {
			panic("progs: a role for an option the table lacks: " + k)
		}
		subs[key] = strings.Join(ents, " ")
	}
}

// generated reads a generated table ("SUB|OPTIONS" lines, the line with
// no subcommand the global options) and gives its options roles; drop
// are the subcommands and options left out (they leave the command
// unresolved).
func generated(text string, roles map[string]string, drop ...string) (global string, subs map[string]string) {
	subs = map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		key, desc, _ := strings.Cut(line, "|")
		if slices.Contains(drop, key) {
			continue
		}
		var keep []string
		for _, e := range strings.Fields(desc) {
			name, _, _ := strings.Cut(e, "@")
			if !slices.ContainsFunc(strings.Split(strings.TrimRight(name, ":?"), ","), func(n string) bool { return slices.Contains(drop, key+" "+n) }) {
				keep = append(keep, e)
			}
		}
		subs[key] = strings.Join(keep, " ")
	}
	setRoles(subs, roles)
	global = subs[""]
	delete(subs, "")
	return global, subs
}

// resticRoles are the roles of restic's options: the repository (-r, a
// local path written, or a backend location), its password file and
// command (--password-command runs a program), -o backend options (one
// may name the program a backend runs: sftp.command, rclone.program),
// the exclude and include lists and --files-from read, dump's and
// restore's --target and generate's outputs written. backup's operands
// are read (the shell decomposition);
// backup --stdin-from-command, whose operands are a command restic
// runs, is left out, so it leaves the command unresolved.
var resticRoles = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"--cacert": "r", "--cache-dir": "w", "--password-command": "s", "--password-file": "r", "--repo": "w",
		"--repository-file": "r", "--tls-client-cert": "r", "--option": "k",
		"backup --exclude-file": "r", "backup --iexclude-file": "r", "backup --files-from": "r",
		"backup --files-from-raw": "r", "backup --files-from-verbatim": "r",
		"copy --from-password-command": "s", "copy --from-password-file": "r", "copy --from-repo": "w", "copy --from-repository-file": "r",
		"init --from-password-command": "s", "init --from-password-file": "r", "init --from-repo": "r", "init --from-repository-file": "r",
		"dump --target": "w", "generate --bash-completion": "w", "generate --fish-completion": "w", "generate --man": "w",
		"generate --powershell-completion": "w", "generate --zsh-completion": "w",
		"key add --new-password-file": "r", "key passwd --new-password-file": "r",
		"restore --target": "w", "restore --exclude-file": "r", "restore --iexclude-file": "r", "restore --include-file": "r",
		"restore --iinclude-file": "r", "rewrite --exclude-file": "r", "rewrite --iexclude-file": "r",
		"rewrite --include-file": "r", "rewrite --iinclude-file": "r", "self-update --output": "w",
	}
}}

// restic is restic's entry (resticopts_gen.go), closed at the subcommand
// level; its global options are cobra's persistent flags.
func restic() *Program {
	global, subs := generated(resticGenerated, resticRoles.get(), "backup --stdin-from-command")
	return subsProgram(global, subs, global, 0)
}

// helmRoles are the roles of helm's options: --kubeconfig (its users may
// name a credential command) and --registry-config (credential helpers)
// configure what runs; the values files, keyrings, certificates and
// keys, the repository configuration and a starter are read; the
// destination, untar and output directories and the caches written;
// --post-renderer is a program helm runs on the rendered manifests.
// --set-file KEY=PATH reads PATH (the shell decomposition).
var helmRoles = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"--kubeconfig": "rk", "--kube-ca-file": "r", "--registry-config": "rk", "--repository-config": "r",
		"--repository-cache": "w", "--content-cache": "w",
		"create --starter": "r", "docs --dir": "w", "repo index --merge": "r", "package --passphrase-file": "r",
		"package --destination": "w", "package --keyring": "r", "plugin package --passphrase-file": "r",
		"plugin package --destination": "w", "plugin package --keyring": "r", "plugin verify --keyring": "r",
		"pull --untardir": "w", "pull --destination": "w", "template --output-dir": "w", "verify --keyring": "r",
		"registry login --cert-file": "r", "registry login --key-file": "r", "registry login --ca-file": "r",
		"repo add --cert-file": "r", "repo add --key-file": "r", "repo add --ca-file": "r",
		"push --cert-file": "r", "push --key-file": "r", "push --ca-file": "r",
	}
}}

// helmChartRoles are the roles of the options of the subcommands that
// fetch and render a chart, wherever they have them.
var helmChartRoles = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"--values": "r", "--post-renderer": "x", "--keyring": "r", "--cert-file": "r", "--key-file": "r", "--ca-file": "r",
	}
}}

// helm is Helm's entry (helmopts_gen.go), closed at the subcommand level:
// a plugin (helm diff, helm secrets …) and plugin install and update,
// which run a plugin's hooks, leave the command unresolved; so do klog's
// hidden options (--log-file …).
func helm() *Program {
	global, subs := generated(helmGenerated, helmRoles.get(), "plugin install", "plugin update")
	for sub, desc := range subs {
		ents := strings.Fields(desc)
		for k, e := range ents {
			name, _, has := strings.Cut(e, "@")
			for _, n := range strings.Split(strings.TrimRight(name, ":?"), ",") {
				if r, ok := helmChartRoles.get()[n]; ok && !has {
					ents[k] = e + "@" + r
				}
			}
		}
		subs[sub] = strings.Join(ents, " ")
	}
	p := subsProgram(global, subs, global, 0)
	// create NAME writes the chart directory NAME; package CHART… reads
	// each chart directory whole (the archive goes to --destination, the
	// working directory when none: the shell decomposition); repo index
	// DIR writes DIR/index.yaml (the shell decomposition).
	p.SubOps = map[string]Operands{
		"create":  {Layout: FirstOp, Access: Write},
		"package": {Layout: AllOps, Access: Read, Tree: true},
	}
	return p
}

// gcloud is the Google Cloud CLI's entry (gcloudopts_gen.go, from the
// static completion tree the SDK ships), closed at the subcommand level:
// the GA groups pregate models (auth, config, projects, compute's
// instances, disks, images, networks, firewall rules and zones,
// container clusters and node pools, run, functions, iam roles and
// service accounts, storage, logging, secrets, sql, pubsub, artifacts,
// builds, app, services, organizations, billing, dns, kms key rings and
// keys, scheduler, tasks, redis, firestore, spanner, bigtable, dataflow,
// dataproc, composer). Left out, so unresolved: alpha, beta and every
// other group; the commands that run ssh or scp or open a tunnel;
// sql connect (it runs the database client); config set; auth login and
// activate-service-account; iam service-accounts keys (keys create
// writes its operand); builds submit, app deploy, run deploy and
// functions deploy (they upload local sources); run jobs execute;
// storage's --read-paths-from-stdin (paths only run time knows).
// Roles: --flags-file (flags read from a file, so any of them) decides
// what runs; a flag named *-file, *-from-file, --file, --source,
// --source-directory or --data-file is read; --output-file, --out-file,
// --local-filename and --manifest-path are written. storage's local
// operands are read or written (the shell decomposition).
func gcloud() *Program {
	global, subs := generated(gcloudGenerated, nil)
	// logging read's help documents the list flags the completion tree
	// leaves out.
	subs["logging read"] += " --filter: --sort-by:"
	return subsProgram(global, subs, global, Negate)
}

// mysqlDefaults are the option-file options every MariaDB and MySQL
// client takes first: an option file may set any option (pager=, tee=),
// so a file named here decides what runs.
const mysqlDefaults = "--print-defaults --no-defaults --defaults-file:@rk --defaults-extra-file:@rk --defaults-group-suffix: --login-path:"

// mysqlTLS are the connection options of the MariaDB clients (their
// certificate files read, the client plugin directory loaded).
const mysqlTLS = "--character-sets-dir:@r --default-character-set: --ssl --ssl-ca:@r --ssl-capath:@r --ssl-cert:@r --ssl-cipher: " +
	"--ssl-key:@r --ssl-crl:@r --ssl-crlpath:@r --tls-version: --ssl-verify-server-cert --plugin-dir:@k --default-auth: " +
	"-h,--host: -P,--port: --protocol: -S,--socket: -u,--user: -p,--password? -C,--compress --connect-timeout: " +
	"-V,--version -? --help --debug-check"

// mysqlOpts are the options of the mysql and mariadb clients, as mariadb
// --help lists them (MariaDB 10.11; my_getopt takes a unique prefix).
// -e's statements may hold client commands (system and \! run a shell
// command, tee writes, source reads): the shell decomposition judges
// them. --pager runs a shell command (bare, the PAGER variable's); --tee
// appends to a file. Oracle MySQL's own options (--ssl-mode,
// --load-data-local-dir …) leave the command unresolved.
const mysqlOpts = mysqlDefaults + " " + mysqlTLS + " --abort-source-on-error --auto-rehash -A,--no-auto-rehash " +
	"--auto-vertical-output -B,--batch --binary-as-hex --binary-mode --column-names -N,--skip-column-names --column-type-info " +
	"-c,--comments -D,--database: -#,--debug? -T,--debug-info --delimiter: --enable-cleartext-plugin -e,--execute:@c " +
	"-f,--force -H,--html -i,--ignore-spaces --init-command:@c --line-numbers -L,--skip-line-numbers --local-infile " +
	"--max-allowed-packet: --max-join-size: -G,--named-commands --net-buffer-length: -b,--no-beep -o,--one-database " +
	"--pager?@s --print-query-on-error --progress-reports --prompt: -q,--quick --quick-max-column-width: -r,--raw " +
	"--reconnect -U,--safe-updates,--i-am-a-dummy --sandbox --secure-auth --select-limit: --server-arg: --show-warnings " +
	"--sigint-ignore -s,--silent -t,--table --tee:@w -n,--unbuffered -v,--verbose -E,--vertical -w,--wait -X,--xml " +
	"--connect-expired-password -I"

// mysqladminOpts are mysqladmin's and mariadb-admin's (mariadb-admin
// --help, MariaDB 10.11); its commands are operands.
const mysqladminOpts = mysqlDefaults + " " + mysqlTLS + " -c,--count: --debug-info -f,--force -l,--local -b,--no-beep " +
	"-r,--relative -s,--silent -i,--sleep: -v,--verbose -E,--vertical -w,--wait? --shutdown-timeout: --wait-for-all-slaves"

// borgRoles are the roles of borg's options: the repository (-r, a
// local path written, or a remote location) and the other one of
// repo-create and transfer, the exclude and pattern files and create's
// input map read; export-tar's and import-tar's --tar-filter is a shell
// command borg pipes the archive through.
var borgRoles = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"--repo": "w", "repo-create --other-repo": "r", "transfer --other-repo": "r", "create --map": "r",
		"export-tar --tar-filter": "s", "import-tar --tar-filter": "s",
	}
}}

// borg is BorgBackup's entry (borgopts_gen.go, borg 2), closed at the
// subcommand level: with-lock (it runs a command), key export and import
// (their operand is a key file), and create's --content-from-command,
// --paths-from-command, --paths-from-shell-command and --paths-from-stdin
// (a command it runs, or paths only run time knows) leave the command
// unresolved; so do borg 1's own commands and options. The shell
// decomposition reads create's paths and import-tar's file, and writes
// export-tar's file and what extract writes (the working directory,
// unless --dry-run or --stdout).
func borg() *Program {
	roles := maps.Clone(borgRoles.get())
	for _, line := range strings.Split(strings.TrimSpace(borgGenerated), "\n") {
		sub, desc, _ := strings.Cut(line, "|")
		for _, opt := range []string{"--exclude-from", "--patterns-from"} {
			if strings.Contains(desc, opt+":") {
				roles[sub+" "+opt] = "r"
			}
		}
	}
	global, subs := generated(borgGenerated, roles, "with-lock", "key export", "key import", "create --content-from-command",
		"create --paths-from-command", "create --paths-from-shell-command", "create --paths-from-stdin")
	return subsProgram(global, subs, global, 0)
}

// rclone is rclone's entry (rcloneopts_gen.go), closed at the subcommand
// level; every flag of its flags page is global (backend flags
// included). Roles, by flag: --config (a remote may name the ssh command
// it runs) and --name-transform (command=PROG runs PROG) decide what
// runs; --password-command, --sftp-ssh and --webdav-bearer-token-command
// are commands run, --metadata-mapper a program; the filter and
// --files-from lists, certificates, keys and backend credential files
// are read; --log-file, the cache, temporary and backup directories,
// bisync's work directory and sync/check's report files written. Left
// out, so unresolved: serve, rcd, rc and gui (servers and remote
// control), backend (backend-specific commands), the config commands
// that write the configuration, selfupdate, test, gitannex, gendocs and
// archive create and extract. A local operand (no remote: prefix) is
// read, or written where the command writes there (the shell
// decomposition).
func rclone() *Program {
	global, subs := generated(rcloneGenerated, nil, "serve", "serve dlna", "serve docker", "serve ftp", "serve http",
		"serve nfs", "serve restic", "serve s3", "serve sftp", "serve webdav", "rcd", "rc", "gui", "backend",
		"config create", "config update", "config edit", "config password", "config delete", "config disconnect",
		"config reconnect", "config encryption", "config encryption check", "config encryption remove",
		"config encryption set", "config touch", "config unset", "selfupdate", "test", "test changenotify",
		"test histogram", "test info", "test makefile", "test makefiles", "test memory", "test speed", "gitannex",
		"gendocs", "archive create", "archive extract")
	return subsProgram(global, subs, global, 0)
}

// velero is Velero's entry (veleroopts_gen.go), closed at the subcommand
// level: --kubeconfig (its users may name a credential command) decides
// what runs, klog's --log_dir and --log_file are written, --cacert is
// read and backup download's -o written. Left out, so unresolved:
// install (its options are not read from the source here), debug (it
// runs a crashd script), and the server-side commands (server,
// node-agent, data-mover, pod-volume, repo-maintenance, run-plugins).
func velero() *Program {
	global, subs := generated(veleroGenerated, map[string]string{
		"--kubeconfig": "rk", "--log_dir": "w", "--log_file": "w", "backup download --output": "w",
		"backup describe --cacert": "r", "backup download --cacert": "r", "backup logs --cacert": "r",
		"restore describe --cacert": "r", "restore logs --cacert": "r", "describe backups --cacert": "r",
		"describe restores --cacert": "r",
	})
	return subsProgram(global, subs, global, 0)
}

// mongoshOpts are mongosh's options, as its argument parser declares
// them (mongodb-js/mongosh packages/arg-parser, yargs-parser: camelCase
// names only, no bundles, --no-NAME for a boolean). --eval is code in
// another language, as python -c is; -f/--file is a script of it read
// from a file pregate does not see, so it decides what runs; so do the
// shared libraries it loads
// (--cryptSharedLibPath, --csfleLibraryPath); --browser is the program
// it opens for an OIDC login; the TLS files are read. A script file
// given as an operand leaves the command unresolved (the shell
// decomposition).
const mongoshOpts = "--apiVersion: --authenticationDatabase: --authenticationMechanism: --awsAccessKeyId: --awsIamSessionToken: " +
	"--awsSecretAccessKey: --awsSessionToken: --browser:@x --csfleLibraryPath:@k --cryptSharedLibPath:@k --db: " +
	"--gssapiHostName: --gssapiServiceName: --sspiHostnameCanonicalization: --sspiRealmOverride: --jsContext: --host: " +
	"--keyVaultNamespace: --kmsURL: --locale: --oidcFlows: --oidcRedirectUri,--oidcRedirectUrl: -p,--password: --port: " +
	"--sslPEMKeyFile:@r --sslPEMKeyPassword: --sslCAFile:@r --sslCertificateSelector: --sslCRLFile:@r --sslDisabledProtocols: " +
	"--tlsCAFile:@r --tlsCertificateKeyFile:@r --tlsCertificateKeyFilePassword: --tlsCertificateSelector: --tlsCRLFile:@r " +
	"--tlsDisabledProtocols: -u,--username: --apiDeprecationErrors --apiStrict --buildInfo,--build-info --exposeAsyncRewriter " +
	"-h,--help --ipv6 --nodb --norc --oidcTrustedEndpoint --oidcIdTokenAsAccessToken,--oidcIDTokenAsAccessToken --oidcNoNonce " +
	"--perfTests --quiet --retryWrites --shell --smokeTests --skipStartupWarnings --ssl --sslAllowInvalidCertificates " +
	"--sslAllowInvalidHostnames --sslFIPSMode --tls --tlsAllowInvalidCertificates --tlsAllowInvalidHostnames --tlsFIPSMode " +
	"--tlsUseSystemCA --verbose --version --eval:@c -f,--file:@rk --json?relaxed|canonical " +
	"--oidcDumpTokens?redacted|include-secrets"
