package progs

import (
	"strings"
	"testing"
)

// cloudCase is one spelling of a cloud, infrastructure, container or
// database client: the option (by its canonical spelling) that must be
// found with the value and role given, or, with unknown set, the word
// that leaves the command unresolved.
type cloudCase struct {
	prog, argv string
	canon      string // the option to find; "" with unknown
	value      string
	role       Role
	unknown    string // what Unknown must report; "" when every word is known
}

var cloudCases = []cloudCase{
	// terraform and tofu: Go flag-package options, -name=value, -name
	// value and --name alike.
	{prog: "terraform", argv: "-chdir=infra plan", canon: "-chdir", value: "infra", role: Dir},
	{prog: "terraform", argv: "--chdir infra plan", canon: "-chdir", value: "infra", role: Dir},
	{prog: "terraform", argv: "plan -var-file=prod.tfvars", canon: "-var-file", value: "prod.tfvars", role: ReadPath},
	{prog: "tofu", argv: "plan --var-file prod.tfvars", canon: "-var-file", value: "prod.tfvars", role: ReadPath},
	{prog: "terraform", argv: "plan -out plan.bin", canon: "-out", value: "plan.bin", role: WritePath},
	{prog: "terraform", argv: "apply -state-out=s.tfstate -auto-approve", canon: "-state-out", value: "s.tfstate", role: WritePath},
	{prog: "terraform", argv: "apply -backup=b.tfstate", canon: "-backup", value: "b.tfstate", role: WritePath},
	{prog: "terraform", argv: "state rm -state s.tfstate aws_instance.x", canon: "-state", value: "s.tfstate", role: WritePath},
	{prog: "terraform", argv: "output -state=s.tfstate", canon: "-state", value: "s.tfstate", role: ReadPath},
	{prog: "terraform", argv: "init -plugin-dir=/opt/plugins", canon: "-plugin-dir", value: "/opt/plugins", role: Config},
	{prog: "terraform", argv: "providers lock -fs-mirror=/m", canon: "-fs-mirror", value: "/m", role: Config},
	{prog: "terraform", argv: "plan -generate-config-out=gen.tf", canon: "-generate-config-out", value: "gen.tf", role: WritePath},
	{prog: "terraform", argv: "plan -lock=false -refresh=false -target=aws_instance.x"},
	{prog: "terraform", argv: "plan -frobnicate", unknown: "-frobnicate"},
	{prog: "terraform", argv: "plan -- -out=x", unknown: ""},
	{prog: "terraform", argv: "frob -json", unknown: "frob"},
	{prog: "terraform", argv: "state frob", unknown: "state frob"},
	{prog: "tofu", argv: "workspace select -or-create=true dev"},
	// aws: argparse, so a unique prefix of an option is the option; the
	// global options go anywhere.
	{prog: "aws", argv: "--ca-bundle=ca.pem s3 ls", canon: "--ca-bundle", value: "ca.pem", role: ReadPath},
	{prog: "aws", argv: "s3 ls --ca-b ca.pem", canon: "--ca-bundle", value: "ca.pem", role: ReadPath},
	{prog: "aws", argv: "s3api put-object --bucket b --key k --body=f.txt", canon: "--body", value: "f.txt", role: ReadPath},
	{prog: "aws", argv: "cloudformation package --template-file t.yml --output-template-file o.yml", canon: "--output-template-file", value: "o.yml", role: WritePath},
	{prog: "aws", argv: "cloudformation deploy --templ t.yml --stack-name s", canon: "--template-file", value: "t.yml", role: ReadPath},
	{prog: "aws", argv: "eks update-kubeconfig --name c --kubeconfig=kc", canon: "--kubeconfig", value: "kc", role: WritePath},
	{prog: "aws", argv: "s3 sync ./d s3://b --delete --exact-timestamps --size-only"},
	{prog: "aws", argv: "--region us-east-1 sts get-caller-identity --output json"},
	{prog: "aws", argv: "s3 ls --frobnicate", unknown: "--frobnicate"},
	{prog: "aws", argv: "s3 cp --cont a s3://b", unknown: "--cont"}, // ambiguous: --content-type, --content-encoding, …
	{prog: "aws", argv: "s3 ls -- --frobnicate"},
	{prog: "aws", argv: "configure set region us-east-1", unknown: "configure set"},
	{prog: "aws", argv: "gamelift list-fleets", unknown: "gamelift"},
	{prog: "aws", argv: "ssm start-session --target i-1", unknown: "ssm start-session"},
	{prog: "aws", argv: "s3api wait bucket-exists --bucket b", unknown: "s3api wait"},
	// podman: cobra, global options anywhere; run, create and exec end
	// their options at the image or container.
	{prog: "podman", argv: "--runtime=/opt/crun ps", canon: "--runtime", value: "/opt/crun", role: RunsProgram},
	{prog: "podman", argv: "ps --runtime /opt/crun", canon: "--runtime", value: "/opt/crun", role: RunsProgram},
	{prog: "podman", argv: "--hooks-dir /h run alpine", canon: "--hooks-dir", value: "/h", role: Config},
	{prog: "podman", argv: "run --env-file=.env alpine", canon: "--env-file", value: ".env", role: ReadPath},
	{prog: "podman", argv: "run -dit --cidfile /tmp/cid alpine sh", canon: "--cidfile", value: "/tmp/cid", role: WritePath},
	{prog: "podman", argv: "container run --entrypoint /bin/sh alpine", canon: "--entrypoint", value: "/bin/sh", role: RunsProgram},
	{prog: "podman", argv: "build -fContainerfile .", canon: "-f", value: "Containerfile", role: ReadPath},
	{prog: "podman", argv: "build --secret id=k,src=key.pem .", canon: "--secret", value: "id=k,src=key.pem", role: ReadPath},
	{prog: "podman", argv: "save -o img.tar alpine", canon: "-o", value: "img.tar", role: WritePath},
	{prog: "podman", argv: "login --authfile=auth.json quay.io", canon: "--authfile", value: "auth.json", role: WritePath},
	{prog: "podman", argv: "pull --authfile=auth.json alpine", canon: "--authfile", value: "auth.json", role: ReadPath},
	{prog: "podman", argv: "generate systemd --files --name c", canon: "-f", role: Writes},
	{prog: "podman", argv: "run --rm alpine --frobnicate"}, // the command's own option
	{prog: "podman", argv: "run --frobnicate alpine", unknown: "--frobnicate"},
	{prog: "podman", argv: "run --rootfs /srv/root sh", unknown: "--rootfs"},
	{prog: "podman", argv: "unshare rm -rf /", unknown: "unshare"},
	{prog: "podman", argv: "container runlabel install alpine", unknown: "container runlabel"},
	{prog: "podman", argv: "kube play pod.yaml", unknown: "kube play"},
	// oc: kubectl's tables and oc's own.
	{prog: "oc", argv: "apply -f=app.yaml", canon: "-f", value: "app.yaml", role: ReadPath},
	{prog: "oc", argv: "--kuberc kr get pods", canon: "--kuberc", value: "kr", role: Config},
	{prog: "oc", argv: "whoami --template t.tmpl", canon: "--template", value: "t.tmpl", role: ReadPath},
	{prog: "oc", argv: "login --oidc-certificate-authority=ca.pem https://api", canon: "--oidc-certificate-authority", value: "ca.pem", role: ReadPath},
	{prog: "oc", argv: "rollout status dc/x -w"},
	{prog: "oc", argv: "get pods -n x -o wide --show-labels"},
	{prog: "oc", argv: "rsh pod", unknown: "rsh"},
	{prog: "oc", argv: "observe pods -- ./hook", unknown: "observe"},
	{prog: "oc", argv: "rollout latest dc/x", unknown: "rollout latest"},
	{prog: "oc", argv: "get pods --frob", unknown: "--frob"},
	// gh: cobra; each group's -R is its subcommands' too.
	{prog: "gh", argv: "api --input=body.json repos/o/r", canon: "--input", value: "body.json", role: ReadPath},
	{prog: "gh", argv: "pr create -Fbody.md", canon: "-F", value: "body.md", role: ReadPath},
	{prog: "gh", argv: "issue comment 1 --body-file=- -R o/r", canon: "-F", value: "-", role: ReadPath},
	{prog: "gh", argv: "release download v1 -D out", canon: "-D", value: "out", role: WritePath},
	{prog: "gh", argv: "run download 1 --dir=out", canon: "-D", value: "out", role: WritePath},
	{prog: "gh", argv: "secret set K --env-file .env", canon: "-f", value: ".env", role: ReadPath},
	{prog: "gh", argv: "workflow run deploy.yml --ref main -R o/r"},
	{prog: "gh", argv: "pr list --frobnicate", unknown: "--frobnicate"},
	{prog: "gh", argv: "co 12", unknown: "co"},
	{prog: "gh", argv: "extension install o/gh-x", unknown: "extension"},
	{prog: "gh", argv: "alias set co 'pr checkout'", unknown: "alias"},
	{prog: "gh", argv: "config set pager less", unknown: "config"},
	{prog: "gh", argv: "auth setup-git", unknown: "auth setup-git"},
	// restic: cobra, global options anywhere.
	{prog: "restic", argv: "-r /srv/repo snapshots", canon: "-r", value: "/srv/repo", role: WritePath},
	{prog: "restic", argv: "snapshots --password-file=pw", canon: "-p", value: "pw", role: ReadPath},
	{prog: "restic", argv: "snapshots --password-command=pass", canon: "--password-command", value: "pass", role: RunsShell},
	{prog: "restic", argv: "-o sftp.command=x snapshots", canon: "-o", value: "sftp.command=x", role: Config},
	{prog: "restic", argv: "backup --files-from list.txt", canon: "--files-from", value: "list.txt", role: ReadPath},
	{prog: "restic", argv: "restore latest -t /tmp/r", canon: "-t", value: "/tmp/r", role: WritePath},
	{prog: "restic", argv: "forget --keep-last 1 --prune --dry-run"},
	{prog: "restic", argv: "backup --stdin-from-command -- pg_dump", unknown: "--stdin-from-command"},
	{prog: "restic", argv: "frob", unknown: "frob"},
	// helm: cobra, global options anywhere.
	{prog: "helm", argv: "install r c -fvalues.yaml", canon: "-f", value: "values.yaml", role: ReadPath},
	{prog: "helm", argv: "upgrade r c --values=v.yaml", canon: "-f", value: "v.yaml", role: ReadPath},
	{prog: "helm", argv: "template r c --post-renderer=./pr", canon: "--post-renderer", value: "./pr", role: RunsProgram},
	{prog: "helm", argv: "list --kubeconfig=kc", canon: "--kubeconfig", value: "kc", role: Config},
	{prog: "helm", argv: "pull c -d out --untar", canon: "-d", value: "out", role: WritePath},
	{prog: "helm", argv: "install r c --wait --dry-run=server -n ns"},
	{prog: "helm", argv: "install r c --log-file /tmp/l", unknown: "--log-file"},
	{prog: "helm", argv: "secrets decrypt x", unknown: "secrets"},
	// gcloud: argparse, --no-NAME for a boolean.
	{prog: "gcloud", argv: "--flags-file=f.yaml compute instances list", canon: "--flags-file", value: "f.yaml", role: Config},
	{prog: "gcloud", argv: "secrets create s --data-file secret.txt", canon: "--data-file", value: "secret.txt", role: ReadPath},
	{prog: "gcloud", argv: "compute instances create vm --metadata-from-file=startup-script=s.sh", canon: "--metadata-from-file", value: "startup-script=s.sh", role: ReadPath},
	{prog: "gcloud", argv: "compute instances list --project p --no-user-output-enabled"},
	{prog: "gcloud", argv: "compute instances list --frob", unknown: "--frob"},
	{prog: "gcloud", argv: "compute ssh vm", unknown: "compute ssh"},
	{prog: "gcloud", argv: "beta run services list", unknown: "beta"},
	{prog: "gcloud", argv: "iam service-accounts keys create k.json --iam-account a", unknown: "iam service-accounts keys"},
	// mysql, mariadb: my_getopt, which takes a unique prefix.
	{prog: "mysql", argv: "-uroot -e select", canon: "-e", value: "select", role: RunsCode},
	{prog: "mariadb", argv: "--exec=select", canon: "-e", value: "select", role: RunsCode},
	{prog: "mysql", argv: "--defaults-file=my.cnf", canon: "--defaults-file", value: "my.cnf", role: ReadPath | Config},
	{prog: "mysql", argv: "--pager=less", canon: "--pager", value: "less", role: RunsShell},
	{prog: "mysql", argv: "--tee out.log", canon: "--tee", value: "out.log", role: WritePath},
	{prog: "mysqladmin", argv: "-uroot -pX create db"},
	{prog: "mariadb-admin", argv: "--plugin-dir=/p status", canon: "--plugin-dir", value: "/p", role: Config},
	{prog: "mysql", argv: "--skip-frob db", unknown: "--skip-frob"},
	{prog: "mysql", argv: "--ssl-mode=REQUIRED db", unknown: "--ssl-mode"},
	// borg: argparse; common options anywhere.
	{prog: "borg", argv: "-r /srv/repo repo-list", canon: "-r", value: "/srv/repo", role: WritePath},
	{prog: "borg", argv: "create --exclude-from=ex.txt a /srv", canon: "--exclude-from", value: "ex.txt", role: ReadPath},
	{prog: "borg", argv: "export-tar --tar-filter=zstd a out.tar.zst", canon: "--tar-filter", value: "zstd", role: RunsShell},
	{prog: "borg", argv: "prune --keep 3 --keep-daily 7 -n"},
	{prog: "borg", argv: "with-lock repo cmd", unknown: "with-lock"},
	{prog: "borg", argv: "create --paths-from-stdin a", unknown: "--paths-from-stdin"},
	// rclone: cobra; every flag of its flags page goes with every command.
	{prog: "rclone", argv: "--config=r.conf ls r:", canon: "--config", value: "r.conf", role: Config},
	{prog: "rclone", argv: "ls r: --password-command=pass", canon: "--password-command", value: "pass", role: RunsShell},
	{prog: "rclone", argv: "copy a r: --sftp-key-file k", canon: "--sftp-key-file", value: "k", role: ReadPath},
	{prog: "rclone", argv: "sync a r: --log-file=l.txt --differ d.txt", canon: "--differ", value: "d.txt", role: WritePath},
	{prog: "rclone", argv: "sync /src r:b --delete-excluded --dry-run -P"},
	{prog: "rclone", argv: "serve sftp /", unknown: "serve"},
	{prog: "rclone", argv: "config create r sftp", unknown: "config create"},
	{prog: "rclone", argv: "ls r: --frob", unknown: "--frob"},
	// velero: cobra, global options anywhere.
	{prog: "velero", argv: "--kubeconfig=kc backup get", canon: "--kubeconfig", value: "kc", role: Config},
	{prog: "velero", argv: "backup download b -o out.tgz", canon: "-o", value: "out.tgz", role: WritePath},
	{prog: "velero", argv: "backup describe b --details --cacert ca.pem", canon: "--cacert", value: "ca.pem", role: ReadPath},
	{prog: "velero", argv: "backup delete --all --confirm -n velero"},
	{prog: "velero", argv: "get backups -l env=prod"},
	{prog: "velero", argv: "debug --backup b", unknown: "debug"},
	{prog: "velero", argv: "backup get --frob", unknown: "--frob"},
	// mongosh: yargs-parser, camelCase names, --no-NAME for a boolean.
	{prog: "mongosh", argv: "--eval=db.x.find() db", canon: "--eval", value: "db.x.find()", role: RunsCode},
	{prog: "mongosh", argv: "-f seed.js db", canon: "-f", value: "seed.js", role: ReadPath | Config},
	{prog: "mongosh", argv: "--tlsCAFile ca.pem --tls db", canon: "--tlsCAFile", value: "ca.pem", role: ReadPath},
	{prog: "mongosh", argv: "--browser=/usr/bin/firefox db", canon: "--browser", value: "/usr/bin/firefox", role: RunsProgram},
	{prog: "mongosh", argv: "mongodb://h/db --quiet --json relaxed --no-retryWrites"},
	// vault: Go flag-package options, -name=value, -name value and
	// --name alike; closed at the subcommand level.
	{prog: "vault", argv: "kv get -ca-cert=ca.pem secret/x", canon: "-ca-cert", value: "ca.pem", role: ReadPath},
	{prog: "vault", argv: "read --client-key key.pem secret/x", canon: "-client-key", value: "key.pem", role: ReadPath},
	{prog: "vault", argv: "status -ca-path /etc/ca", canon: "-ca-path", value: "/etc/ca", role: ReadPath},
	{prog: "vault", argv: "kv put -mount=secret -cas=1 foo bar=baz"},
	{prog: "vault", argv: "kv get -tls-skip-verify=false -format json secret/x"},
	{prog: "vault", argv: "kv get -frobnicate secret/x", unknown: "-frobnicate"},
	{prog: "vault", argv: "kv get -- -frobnicate"},
	{prog: "vault", argv: "login -method=userpass", unknown: "login"},
	{prog: "vault", argv: "kv patch secret/x a=b", unknown: "kv patch"},
	{prog: "vault", argv: "ssh -mode=otp u@h", unknown: "ssh"},
	// az: knack, closed at the subcommand level.
	{prog: "az", argv: "group list --query [].name -o tsv", canon: "--query", value: "[].name"},
	{prog: "az", argv: "account show --subscription=s1"},
	{prog: "az", argv: "group show -n rg --frobnicate", unknown: "--frobnicate"},
	{prog: "az", argv: "group delete -n rg --yes", unknown: "group delete"},
	{prog: "az", argv: "extension add -n ml", unknown: "extension"},
	// doppler: cobra, its persistent options anywhere.
	{prog: "doppler", argv: "run --command=make", canon: "--command", value: "make", role: RunsShell},
	{prog: "doppler", argv: "run --mount secrets.json -- node app.js", canon: "--mount", value: "secrets.json", role: WritePath},
	{prog: "doppler", argv: "run --mount-template=t.tmpl -- node", canon: "--mount-template", value: "t.tmpl", role: ReadPath},
	{prog: "doppler", argv: "secrets download --fallback=fb.json --no-file", canon: "--fallback", value: "fb.json", role: WritePath},
	{prog: "doppler", argv: "--config-dir /tmp/d secrets list", canon: "--config-dir", value: "/tmp/d", role: WritePath},
	{prog: "doppler", argv: "secrets get K --configuration=c.yaml", canon: "--configuration", value: "c.yaml", role: WritePath},
	{prog: "doppler", argv: "secrets get DATABASE_URL -p backend -c prod --plain"},
	{prog: "doppler", argv: "configs list --project backend"},
	{prog: "doppler", argv: "secrets get K --frobnicate", unknown: "--frobnicate"},
	{prog: "doppler", argv: "secrets upload .env", unknown: "secrets upload"},
	{prog: "doppler", argv: "secrets substitute t.tmpl --output out", unknown: "secrets substitute"},
	{prog: "doppler", argv: "update --force", unknown: "update"},
	{prog: "mongosh", argv: "--api-version 1 db", unknown: "--api-version"},
	// psql: getopt_long.
	{prog: "psql", argv: "-Atc select", canon: "-c", value: "select", role: RunsCode},
	{prog: "psql", argv: "--comm=select", canon: "-c", value: "select", role: RunsCode},
	{prog: "psql", argv: "-f init.sql db", canon: "-f", value: "init.sql", role: ReadPath | Config},
	{prog: "psql", argv: "-oout.txt -c select", canon: "-o", value: "out.txt", role: WritePath},
	{prog: "psql", argv: "--log-file log.txt", canon: "-L", value: "log.txt", role: WritePath},
	{prog: "psql", argv: "-X -v ON_ERROR_STOP=1 -d db -- -c", canon: "-v", value: "ON_ERROR_STOP=1"},
	{prog: "psql", argv: "--frobnicate db", unknown: "--frobnicate"},
	{prog: "psql", argv: "-Y db", unknown: "-Y"},
}

func TestCloudRoles(t *testing.T) { checkCloudCases(t, cloudCases) }

// checkCloudCases checks each case's argv against its program's table:
// the option pregate does not know, or the canonical option with its
// value and role.
func checkCloudCases(t *testing.T, cases []cloudCase) {
	for _, c := range cases {
		t.Run(c.prog+" "+c.argv, func(t *testing.T) {
			p := Lookup(c.prog)
			if p == nil {
				t.Fatalf("%s has no table", c.prog)
			}
			if p.Open != "" {
				t.Fatalf("%s's table is open: %s", c.prog, p.Open)
			}
			parsed := p.Parse(Words{Values: strings.Fields(c.argv)})
			if got := p.Unknown(parsed); got != c.unknown {
				t.Errorf("Unknown = %q, want %q (%s)", got, c.unknown, render(parsed.Items))
			}
			if c.canon == "" {
				return
			}
			for _, it := range parsed.Items {
				if it.Kind == Opt && it.Option != nil && it.Canon() == c.canon {
					if it.Value != c.value || it.Role()&c.role != c.role {
						t.Errorf("%s: value %q role %b, want %q role %b", c.canon, it.Value, it.Role(), c.value, c.role)
					}
					return
				}
			}
			t.Errorf("no %s in %s", c.canon, render(parsed.Items))
		})
	}
}

// TestWritesOperands: the aws operations whose operand is the file they
// write, and only those (a longer name, another service, another
// program).
func TestWritesOperands(t *testing.T) {
	for _, c := range []struct {
		prog, sub, op string
		want          bool
	}{
		{"aws", "s3api", "get-object", true},
		{"aws", "s3api", "get-object-torrent", true},
		{"aws", "lambda", "invoke", true},
		{"aws", "s3api", "get-object-acl", false},
		{"aws", "lambda", "invoke-async", false},
		{"aws", "s3", "get-object", false},
		{"aws", "s3api get-object", "", false},
		{"gcloud", "s3api", "get-object", false},
	} {
		if got := WritesOperands(c.prog, c.sub, c.op); got != c.want {
			t.Errorf("WritesOperands(%q, %q, %q) = %v", c.prog, c.sub, c.op, got)
		}
	}
}
