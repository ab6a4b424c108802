package rules

import (
	"strings"
	"sync"
)

// The option tables of the programs structured rules are written for. They
// say which options take a value (so that value is not read as an operand
// or a subcommand) and which spellings mean the same option (so a rule
// written with -f also catches --force and a bundled -rf). A program not
// listed here is parsed with every option a flag.
//
// Each program's table is built the first time a segment running it is
// parsed: a hook call looks at a handful of programs, not all of them.
var (
	cmdSpecsMu sync.Mutex
	cmdSpecs   = map[string]*cmdProgSpec{}
)

// cmdSpecFor returns the table of prog (lower case), nil for a program
// pregate has none for.
func cmdSpecFor(prog string) *cmdProgSpec {
	cmdSpecsMu.Lock()
	defer cmdSpecsMu.Unlock()
	if ps, ok := cmdSpecs[prog]; ok {
		return ps
	}
	ps := buildCmdSpec(prog)
	if ps != nil {
		// Only known programs are kept, so the map stays bounded by
		// the list below whatever commands come through.
		cmdSpecs[prog] = ps
	}
	return ps
}

// buildCmdSpec builds the table of prog, nil for a program not listed.
func buildCmdSpec(prog string) *cmdProgSpec {
	switch prog {
	case "git":
		return &cmdProgSpec{
			global: newOptSpec("-C: -c: --git-dir: --work-tree: --namespace: --config-env: --super-prefix: --attr-source: " +
				"-p,--paginate -P,--no-pager --bare --no-replace-objects --literal-pathspecs --no-optional-locks -v,--version -h,--help"),
			def:         newOptSpec("", withAbbrev),
			dashDashSub: true,
			subs: map[string]*cmdOptSpec{
				"push": newOptSpec("-f,--force -d,--delete --mirror --all --tags --prune -n,--dry-run -u,--set-upstream "+
					"--repo: --receive-pack: --exec: -o,--push-option: --force-with-lease --force-if-includes -q,--quiet -v,--verbose",
					withAbbrev, func(s *cmdOptSpec) { s.operandFlag = gitPushOperandFlag }),
				"reset": newOptSpec("--hard --merge --keep --soft --mixed -q,--quiet -p,--patch --pathspec-from-file:", withAbbrev),
				"clean": newOptSpec("-f,--force -n,--dry-run -d -x -X -i,--interactive -q,--quiet -e,--exclude:", withAbbrev),
				"checkout": newOptSpec("-f,--force -b: -B: --orphan: -U,--unified: --conflict: --inter-hunk-context: "+
					"--pathspec-from-file: -t,--track?direct|inherit --recurse-submodules?checkout|on-demand -q,--quiet "+
					"-m,--merge -p,--patch --detach --ours --theirs -l --no-track --guess --no-guess --overlay --no-overlay", withAbbrev),
				"switch": newOptSpec("-f,--force,--discard-changes -c,--create: -C,--force-create: --orphan: --conflict: "+
					"-t,--track?direct|inherit -d,--detach -m,--merge -q,--quiet --guess --no-guess", withAbbrev),
				"restore": newOptSpec("-S,--staged -W,--worktree -s,--source: --pathspec-from-file: --conflict: -p,--patch "+
					"-q,--quiet --ours --theirs -m,--merge --overlay --no-overlay -h,--help", withAbbrev),
				"branch": newOptSpec("-d,--delete -D -f,--force -m,--move -M -c,--copy -C -u,--set-upstream-to: "+
					"--sort: --format: --points-at: -a,--all -r,--remotes -l,--list -v,--verbose -q,--quiet", withAbbrev),
				"stash":      newOptSpec("-m,--message: -q,--quiet -p,--patch -u,--include-untracked -a,--all -k,--keep-index", withAbbrev),
				"commit":     newOptSpec("-m,--message: -F,--file: -C,--reuse-message: -c,--reedit-message: --author: --date: -n,--no-verify -a,--all --amend", withAbbrev),
				"tag":        newOptSpec("-m,--message: -F,--file: -d,--delete -f,--force -l,--list -a,--annotate -s,--sign -u,--local-user:", withAbbrev),
				"reflog":     newOptSpec("--expire: --expire-unreachable: --all", withAbbrev),
				"gc":         newOptSpec("--prune? --aggressive --auto -q,--quiet", withAbbrev),
				"worktree":   newOptSpec("-f,--force -b: -B: --reason:", withAbbrev),
				"update-ref": newOptSpec("-d -m:", withAbbrev),
				"submodule":  newOptSpec("-f,--force --all -q,--quiet", withAbbrev),
			},
		}
	case "rm":
		return &cmdProgSpec{def: newOptSpec("-r,-R,--recursive -f,--force -i -I -d,--dir -v,--verbose --interactive?never|once|always --preserve-root --no-preserve-root --one-file-system", withAbbrev)}
	case "chmod", "chown", "chgrp":
		return &cmdProgSpec{def: newOptSpec("-R,--recursive -f,--silent,--quiet -v,--verbose -c,--changes -h,--no-dereference --reference: --from:", withAbbrev)}
	case "find":
		find := newOptSpec("-name: -iname: -path: -ipath: -wholename: -iwholename: -regex: -iregex: -regextype: "+
			"-type: -xtype: -newer: -anewer: -cnewer: -perm: -size: -user: -group: -uid: -gid: -mtime: -mmin: "+
			"-atime: -amin: -ctime: -cmin: -maxdepth: -mindepth: -links: -inum: -samefile: -lname: -ilname: "+
			"-used: -fstype: -context: -printf: -fprint: -fprint0: -fls: -fprintf: -files0-from:", withOneDash)
		find.execLike = map[string]bool{"-exec": true, "-execdir": true, "-ok": true, "-okdir": true}
		return &cmdProgSpec{def: find}
	case "curl":
		return &cmdProgSpec{def: newOptSpec("-X,--request: -d,--data,--data-raw,--data-binary,--data-urlencode,--data-ascii,--json: " +
			"-H,--header: -o,--output: -T,--upload-file: -u,--user: -F,--form: -A,--user-agent: -e,--referer: " +
			"-b,--cookie: -c,--cookie-jar: --url: -x,--proxy: -w,--write-out: -m,--max-time: --connect-timeout: " +
			"-K,--config: -E,--cert: --key: --cacert: -r,--range: -Y,--speed-limit: -y,--speed-time: --retry: -I,--head -G,--get")}
	case "docker", "podman":
		return &cmdProgSpec{
			global: newOptSpec("-c,--context: -H,--host: --config: -l,--log-level: -D,--debug --tls --tlsverify --tlscacert: --tlscert: --tlskey:"),
			def:    newOptSpec("-f,--force -a,--all -v,--volumes --filter: -t,--tag: --format:"),
			subs: map[string]*cmdOptSpec{
				"run": newOptSpec("-v,--volume: -e,--env: --env-file: --name: -p,--publish: -w,--workdir: --network: --entrypoint: " +
					"--mount: -u,--user: -l,--label: --platform: --privileged --rm -d,--detach -i,--interactive -t,--tty --pid: --ipc: --cap-add: --device:"),
				"exec": newOptSpec("-e,--env: -w,--workdir: -u,--user: -d,--detach -i,--interactive -t,--tty --privileged"),
			},
		}
	case "kubectl", "oc":
		return cmdSameSpec(newOptSpec("-n,--namespace: --context: --kubeconfig: --cluster: --user: -s,--server: --token: -l,--selector: " +
			"-o,--output: --as: -f,--filename: --replicas: -A,--all-namespaces --all --force --grace-period: --cascade? --now -R,--recursive"))
	case "aws":
		return cmdSameSpec(newOptSpec("--profile: --region: --output: --endpoint-url: --query: --color: --ca-bundle: --cli-read-timeout: " +
			"--cli-connect-timeout: --cli-binary-format: --no-cli-pager --debug --no-verify-ssl --no-paginate"))
	case "gcloud":
		return cmdSameSpec(newOptSpec("--project: --account: --configuration: --format: --verbosity: --impersonate-service-account: -q,--quiet"))
	case "az":
		return cmdSameSpec(newOptSpec("--subscription: -o,--output: --query: -g,--resource-group: -n,--name: -y,--yes"))
	case "helm":
		return cmdSameSpec(newOptSpec("-n,--namespace: --kube-context: --kubeconfig:"))
	case "rsync":
		return &cmdProgSpec{def: newOptSpec("-e,--rsh: --exclude: --include: --filter: --exclude-from: --include-from: --files-from: --info: --debug: " +
			"--log-file: --rsync-path: --chmod: --chown: --port: --password-file: --backup-dir: --suffix: --timeout: --bwlimit: -n,--dry-run")}
	case "gh":
		return cmdSameSpec(newOptSpec("-X,--method: -R,--repo: -f,--raw-field: -F,--field: -H,--header: --hostname: --jq: -q: -t,--template: --input:"))
	case "psql":
		return &cmdProgSpec{def: newOptSpec("-c,--command: -d,--dbname: -U,--username: -h,--host: -p,--port: -f,--file: -v,--set,--variable: -o,--output:")}
	case "mysql", "mariadb":
		return &cmdProgSpec{def: cmdMySQLSpec()}
	case "mysqladmin", "mariadb-admin":
		return cmdSameSpec(cmdMySQLSpec())
	case "java":
		return &cmdProgSpec{def: newOptSpec("-jar: -cp,-classpath,--class-path: -s:", withOneDash)}
	case "mongosh", "mongo":
		return &cmdProgSpec{def: newOptSpec("--eval: --host: --port: -u,--username: -p,--password: --file:")}
	case "truncate":
		return &cmdProgSpec{def: newOptSpec("-s,--size: -r,--reference: -c,--no-create -o,--io-blocks", withAbbrev)}
	// Programs with subcommands and no options of note before them.
	case "npm", "pnpm", "yarn", "cargo", "gem", "twine", "poetry", "op", "doppler",
		"restic", "borg", "velero", "rclone", "nats", "circleci", "gitlab-runner", "rabbitmqctl", "rabbitmqadmin",
		"pulumi", "systemctl", "launchctl", "security", "brew", "flyctl", "vercel", "netlify":
		return &cmdProgSpec{global: newOptSpec(""), def: newOptSpec("")}
	// Shells: -c takes the script, so `bash -c 'rm -rf {}' x` has the
	// script as the value of -c and x as its only operand.
	case "sh", "bash", "zsh", "dash", "ksh", "mksh", "ash":
		return &cmdProgSpec{def: newOptSpec("-c: -o: -O: --rcfile: --init-file:")}
	// Go flag-package and terraform style: every option is one word
	// (-auto-approve).
	case "terraform", "tofu", "terragrunt", "vault":
		return &cmdProgSpec{global: newOptSpec("", withOneDash), def: newOptSpec("-chdir:", withOneDash)}
	}
	return nil
}

// cmdSameSpec is a program whose options are the same before and after
// its subcommand.
func cmdSameSpec(s *cmdOptSpec) *cmdProgSpec { return &cmdProgSpec{global: s, def: s} }

func cmdMySQLSpec() *cmdOptSpec {
	return newOptSpec("-e,--execute: -u,--user: -h,--host: -P,--port: -D,--database: -S,--socket:")
}

// gitPushOperandFlag: "+ref" forces that ref, ":ref" deletes it.
func gitPushOperandFlag(op string) string {
	switch {
	case strings.HasPrefix(op, "+") && len(op) > 1:
		return "-f"
	case strings.HasPrefix(op, ":") && len(op) > 1:
		return "-d"
	}
	return ""
}
