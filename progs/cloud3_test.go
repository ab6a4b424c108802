package progs

import (
	"strings"
	"testing"
)

// cloud3Cases are spellings of terragrunt, pulumi, flyctl, netlify and
// vercel (cloudCase says what each field checks).
var cloud3Cases = []cloudCase{
	// terragrunt: Go flag-package options, its own and tofu/terraform's
	// after a shortcut or run's command.
	{prog: "terragrunt", argv: "plan -out=plan.bin", canon: "-out", value: "plan.bin", role: WritePath},
	{prog: "terragrunt", argv: "plan --out plan.bin", canon: "-out", value: "plan.bin", role: WritePath},
	{prog: "terragrunt", argv: "run --all plan --out-dir=plans", canon: "-out-dir", value: "plans", role: WritePath},
	{prog: "terragrunt", argv: "--working-dir=live/prod plan", canon: "-working-dir", value: "live/prod", role: Dir},
	{prog: "terragrunt", argv: "apply -tf-path /opt/tofu", canon: "-tf-path", value: "/opt/tofu", role: RunsProgram},
	{prog: "terragrunt", argv: "plan --auth-provider-cmd=./auth.sh", canon: "-auth-provider-cmd", value: "./auth.sh", role: RunsShell},
	{prog: "terragrunt", argv: "plan --config other.hcl", canon: "-config", value: "other.hcl", role: ReadPath | Config},
	{prog: "terragrunt", argv: "apply -var-file=prod.tfvars -auto-approve", canon: "-var-file", value: "prod.tfvars", role: ReadPath},
	{prog: "terragrunt", argv: "run apply -a --report-file=r.json", canon: "-report-file", value: "r.json", role: WritePath},
	{prog: "terragrunt", argv: "render --out r.json", canon: "-out", value: "r.json", role: WritePath},
	{prog: "terragrunt", argv: "hcl fmt --file=terragrunt.hcl", canon: "-file", value: "terragrunt.hcl", role: WritePath},
	{prog: "terragrunt", argv: "hcl fmt --check --diff"},
	{prog: "terragrunt", argv: "state list -state=s.tfstate", canon: "-state", value: "s.tfstate", role: ReadPath},
	{prog: "terragrunt", argv: "run state rm aws_instance.x"},
	{prog: "terragrunt", argv: "output -json -- -frobnicate"},
	{prog: "terragrunt", argv: "plan -frobnicate", unknown: "-frobnicate"},
	{prog: "terragrunt", argv: "--frobnicate plan", unknown: "--frobnicate"},
	{prog: "terragrunt", argv: "run-all apply --terragrunt-tfpath=/opt/tofu", canon: "-terragrunt-tfpath", value: "/opt/tofu", role: RunsProgram},
	{prog: "terragrunt", argv: "--terragrunt-working-dir live plan", canon: "-terragrunt-working-dir", value: "live", role: Dir},
	{prog: "terragrunt", argv: "hclfmt --terragrunt-hclfmt-file=a.hcl", canon: "-terragrunt-hclfmt-file", value: "a.hcl", role: WritePath},
	{prog: "terragrunt", argv: "plan -terragrunt-auth-provider-cmd ./auth.sh", canon: "-terragrunt-auth-provider-cmd", value: "./auth.sh", role: RunsShell},
	{prog: "terragrunt", argv: "workspace select -or-create dev"},
	{prog: "terragrunt", argv: "run-all frob", unknown: "run-all frob"},
	{prog: "terragrunt", argv: "exec -- ls", unknown: "exec"},
	{prog: "terragrunt", argv: "run frob", unknown: "run frob"},
	{prog: "terragrunt", argv: "run --all -- destroy", unknown: "run --"},
	{prog: "terragrunt", argv: "backend delete --all", unknown: "backend"},
	// pulumi: cobra, the root's persistent flags anywhere.
	{prog: "pulumi", argv: "-C infra preview", canon: "-C", value: "infra", role: Dir},
	{prog: "pulumi", argv: "preview --cwd=infra", canon: "-C", value: "infra", role: Dir},
	{prog: "pulumi", argv: "preview --save-plan=plan.json", canon: "--save-plan", value: "plan.json", role: WritePath},
	{prog: "pulumi", argv: "up --plan plan.json -y", canon: "--plan", value: "plan.json", role: ReadPath},
	{prog: "pulumi", argv: "up --policy-pack ./policies", canon: "--policy-pack", value: "./policies", role: Config},
	{prog: "pulumi", argv: "up --remote --remote-pre-run-command=make", canon: "--remote-pre-run-command", value: "make", role: RunsShell},
	{prog: "pulumi", argv: "preview --remote-git-auth-ssh-private-key-path ~/.ssh/id_ed25519", canon: "--remote-git-auth-ssh-private-key-path", value: "~/.ssh/id_ed25519", role: ReadPath},
	{prog: "pulumi", argv: "stack export --file=state.json", canon: "--file", value: "state.json", role: WritePath},
	{prog: "pulumi", argv: "stack import --file state.json", canon: "--file", value: "state.json", role: ReadPath},
	{prog: "pulumi", argv: "import -o out.ts aws:s3/bucket:Bucket b id", canon: "-o", value: "out.ts", role: WritePath},
	{prog: "pulumi", argv: "import -fres.json", canon: "-f", value: "res.json", role: ReadPath},
	{prog: "pulumi", argv: "preview -r --diff -sdev", canon: "-s", value: "dev"},
	{prog: "pulumi", argv: "destroy --yes --skip-preview --stack=dev"},
	{prog: "pulumi", argv: "stack ls -j"},
	{prog: "pulumi", argv: "config get aws:region --stack dev"},
	{prog: "pulumi", argv: "whoami -v"},
	{prog: "pulumi", argv: "up --frobnicate", unknown: "--frobnicate"},
	{prog: "pulumi", argv: "stack output -x", unknown: "-x"},
	{prog: "pulumi", argv: "config set aws:region us-east-1", unknown: "config set"},
	{prog: "pulumi", argv: "new typescript", unknown: "new"},
	{prog: "pulumi", argv: "plugin run foo", unknown: "plugin run"},
	{prog: "pulumi", argv: "stack frob", unknown: "stack frob"},
	// flyctl: cobra, shared flags from internal/flag.
	{prog: "flyctl", argv: "ssh console -C uptime", canon: "-C", value: "uptime", role: RunsShell},
	{prog: "flyctl", argv: "ssh console --command=uptime", canon: "-C", value: "uptime", role: RunsShell},
	{prog: "flyctl", argv: "ssh console -sCuptime", canon: "-C", value: "uptime", role: RunsShell},
	{prog: "flyctl", argv: "ssh console -a web -Cuptime", canon: "-C", value: "uptime", role: RunsShell},
	{prog: "flyctl", argv: "deploy -c fly.prod.toml", canon: "-c", value: "fly.prod.toml", role: ReadPath},
	{prog: "flyctl", argv: "deploy --config=fly.prod.toml --now", canon: "-c", value: "fly.prod.toml", role: ReadPath},
	{prog: "flyctl", argv: "deploy --dockerfile Dockerfile.prod", canon: "--dockerfile", value: "Dockerfile.prod", role: ReadPath},
	{prog: "flyctl", argv: "deploy --export-manifest=m.json", canon: "--export-manifest", value: "m.json", role: WritePath},
	{prog: "flyctl", argv: "deploy --file-local /etc/a=./a", canon: "--file-local", value: "/etc/a=./a", role: Config},
	{prog: "flyctl", argv: "status -a web --json"},
	{prog: "flyctl", argv: "-t tok apps ls"},
	{prog: "flyctl", argv: "app list -q"},
	{prog: "flyctl", argv: "logs -a web -- -C"},
	{prog: "flyctl", argv: "status --frobnicate", unknown: "--frobnicate"},
	{prog: "flyctl", argv: "ssh console -Z", unknown: "-Z"},
	{prog: "flyctl", argv: "machine exec m1 ls", unknown: "machine"},
	{prog: "flyctl", argv: "ssh sftp shell", unknown: "ssh sftp"},
	{prog: "flyctl", argv: "apps destroy web", unknown: "apps destroy"},
	// netlify: commander; "SUB:VERB" commands.
	{prog: "netlify", argv: "dev -c hugo", canon: "-c", value: "hugo", role: RunsShell},
	{prog: "netlify", argv: "dev --command=hugo", canon: "-c", value: "hugo", role: RunsShell},
	{prog: "netlify", argv: "dev -ochugo", canon: "-c", value: "hugo", role: RunsShell},
	{prog: "netlify", argv: "deploy --prod -d dist", canon: "-d", value: "dist", role: ReadPath},
	{prog: "netlify", argv: "deploy --dir=dist", canon: "-d", value: "dist", role: ReadPath},
	{prog: "netlify", argv: "deploy --functions netlify/functions", canon: "-f", value: "netlify/functions", role: ReadPath},
	{prog: "netlify", argv: "status --cwd=site", canon: "--cwd", value: "site", role: Dir},
	{prog: "netlify", argv: "build --http-proxy-certificate-filename ca.pem", canon: "--http-proxy-certificate-filename", value: "ca.pem", role: ReadPath},
	{prog: "netlify", argv: "env:list --context production --json"},
	{prog: "netlify", argv: "deploy --no-build --prod -- --frobnicate"},
	{prog: "netlify", argv: "status --frobnicate", unknown: "--frobnicate"},
	{prog: "netlify", argv: "env:set K V", unknown: "env:set"},
	{prog: "netlify", argv: "functions:invoke f", unknown: "functions:invoke"},
	{prog: "netlify", argv: "link", unknown: "link"},
	// vercel: arg, the global options anywhere.
	{prog: "vercel", argv: "env pull .env.local", unknown: ""},
	{prog: "vercel", argv: "--cwd web ls", canon: "--cwd", value: "web", role: Dir},
	{prog: "vercel", argv: "ls --cwd=web", canon: "--cwd", value: "web", role: Dir},
	{prog: "vercel", argv: "build -A other.json", canon: "-A", value: "other.json", role: ReadPath | Config},
	{prog: "vercel", argv: "build --output=out", canon: "--output", value: "out", role: WritePath},
	{prog: "vercel", argv: "deploy --prod -y ./site"},
	{prog: "vercel", argv: "inspect https://x.vercel.app --logs --wait"},
	{prog: "vercel", argv: "env ls production --json"},
	{prog: "vercel", argv: "ls -- --frobnicate"},
	{prog: "vercel", argv: "ls --frobnicate", unknown: "--frobnicate"},
	{prog: "vercel", argv: "env run -- npm test", unknown: "env run"},
	{prog: "vercel", argv: "env add K production", unknown: "env add"},
	{prog: "vercel", argv: "link --yes", unknown: "link"},
	{prog: "vercel", argv: "./site", unknown: "./site"},
}

func TestCloud3Roles(t *testing.T) {
	for _, c := range cloud3Cases {
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
