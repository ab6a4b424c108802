package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDeployCLIPaths: the files terragrunt, pulumi, flyctl, netlify and
// vercel read and write through their option values and operands, and
// the ones vercel and terragrunt write where none names them.
func TestDeployCLIPaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	rw := func(p string) PathRef { return PathRef{Path: p, Access: Read | Write, Via: "operand"} }
	rt := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand", Tree: true} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`vercel env pull .env`, []PathRef{w(".env"), rw(".vercel"), rw(".gitignore")}},
		{`vercel env pull --environment=preview .env.preview`, []PathRef{w(".env.preview"), rw(".vercel"), rw(".gitignore")}},
		{`vercel env pull`, []PathRef{rw(".env.local"), rw(".vercel"), rw(".gitignore")}},
		{`vercel pull --environment preview`, []PathRef{w(".vercel/.env.preview.local"), rw(".vercel"), rw(".gitignore")}},
		{`vercel build --prod`, []PathRef{rw(".vercel/output"), rw(".vercel"), rw(".gitignore")}},
		{`vercel build --output=out`, []PathRef{w("out"), rw(".vercel"), rw(".gitignore")}},
		{`vercel deploy ./site --prod`, []PathRef{rt("./site"), rw("./site/.vercel"), rw("./site/.gitignore")}},
		{`vercel deploy --prebuilt`, []PathRef{rw(".vercel"), rw(".gitignore")}},
		{`vercel --cwd web ls`, []PathRef{r("web")}},
		{`vercel ls`, nil},
		{`terragrunt plan -out=tf.plan`, []PathRef{w("tf.plan")}},
		{`terragrunt run --all plan --out-dir plans`, []PathRef{w("plans")}},
		{`terragrunt show tf.plan`, []PathRef{r("tf.plan")}},
		{`terragrunt hcl fmt`, []PathRef{rw(".")}},
		{`terragrunt hcl fmt --check`, nil},
		{`terragrunt hcl fmt --file=root.hcl`, []PathRef{w("root.hcl")}},
		{`terragrunt hclfmt`, []PathRef{rw(".")}},
		{`terragrunt hclfmt --terragrunt-check`, nil},
		{`terragrunt run-all fmt`, []PathRef{rw(".")}},
		{`terragrunt fmt -recursive modules`, []PathRef{rw("modules")}},
		{`terragrunt render-json`, []PathRef{w("terragrunt_rendered.json")}},
		{`terragrunt render-json --terragrunt-json-out=r.json`, []PathRef{w("r.json")}},
		{`terragrunt run-all plan --terragrunt-download-dir /tmp/tg`, []PathRef{w("/tmp/tg")}},
		{`pulumi stack export --file state.json`, []PathRef{w("state.json")}},
		{`pulumi stack import --file=state.json`, []PathRef{r("state.json")}},
		{`pulumi stack graph g.dot`, []PathRef{w("g.dot")}},
		{`pulumi preview --save-plan plan.json -C infra`, []PathRef{w("plan.json"), r("infra")}},
		{`flyctl deploy ./app -c fly.prod.toml`, []PathRef{r("fly.prod.toml"), rt("./app")}},
		{`flyctl deploy --export-manifest m.json`, []PathRef{w("m.json")}},
		{`netlify deploy --prod --dir=dist`, []PathRef{r("dist"), rw(".netlify")}},
		{`netlify dev --cwd site -d public`, []PathRef{r("site"), r("public"), rw("site/.gitignore"), rw("site/.netlify")}},
		{`terragrunt hcl fmt --working-dir live`, []PathRef{r("live"), rw("live/.")}},
		{`vercel --cwd web pull`, []PathRef{r("web"), w("web/.vercel/.env.development.local"), rw("web/.vercel"), rw("web/.gitignore")}},
		{`netlify dev --skip-gitignore`, []PathRef{rw(".netlify")}},
		{`netlify status`, nil},
	}
	for _, tc := range tests {
		segs := Decompose(tc.cmd, "/w", testEnv)
		if len(segs) == 0 {
			t.Errorf("Decompose(%q): no segments", tc.cmd)
			continue
		}
		if diff := cmp.Diff(tc.want, segs[0].Paths); diff != "" {
			t.Errorf("Decompose(%q) paths mismatch (-want +got):\n%s", tc.cmd, diff)
		}
	}
}

// TestDeployCLIUnresolved: an option or subcommand these tables do not
// model leaves the command unresolved; what they model does not.
func TestDeployCLIUnresolved(t *testing.T) {
	tests := []struct {
		cmd   string
		unres bool
	}{
		{`terragrunt plan`, false},
		{`terragrunt run --all apply -auto-approve`, false},
		{`terragrunt run --all -- apply`, true},
		{`terragrunt run-all apply --terragrunt-non-interactive`, false},
		{`terragrunt run-all frob`, true},
		{`terragrunt workspace list`, false},
		{`terragrunt exec -- ./script.sh`, true},
		{`terragrunt plan --frobnicate`, true},
		{`terragrunt plan --source-map=git::x=../local`, true},
		{`pulumi preview --diff`, false},
		{`pulumi up --yes --stack dev`, false},
		{`pulumi up --policy-pack ./policies`, true},
		{`pulumi config set k v`, true},
		{`pulumi stack output --frobnicate`, true},
		{`pulumi state delete urn`, true},
		{`flyctl status -a web`, false},
		{`flyctl logs --no-tail`, false},
		{`flyctl machine exec m1 'rm -rf /data'`, true},
		{`flyctl deploy --file-local /etc/app.conf=./app.conf`, true},
		{`flyctl status --frobnicate`, true},
		{`netlify status --json`, false},
		{`netlify env:list --plain`, false},
		{`netlify env:set K V`, true},
		{`netlify api listSites`, true},
		{`netlify deploy --prod --frobnicate`, true},
		{`vercel whoami`, false},
		{`vercel env ls production`, false},
		{`vercel env run -- npm test`, true},
		{`vercel env add K`, true},
		{`vercel dist`, true},
		{`vercel pull --environment "$E"`, true},
		{`vercel deploy "$DIR"`, true},
		{`netlify dev --cwd "$D"`, true},
		{`vercel inspect --frobnicate`, true},
	}
	for _, tc := range tests {
		segs := Decompose(tc.cmd, "/w", testEnv)
		if len(segs) == 0 {
			t.Errorf("Decompose(%q): no segments", tc.cmd)
			continue
		}
		if got := !segs[0].Resolved; got != tc.unres {
			t.Errorf("Decompose(%q): unresolved = %v (%s), want %v", tc.cmd, got, segs[0].Why, tc.unres)
		}
	}
}

// TestDeployCLIInner: a command these CLIs run (flyctl ssh console -C on
// the machine, netlify dev -c, terragrunt --auth-provider-cmd, pulumi
// --remote-pre-run-command in Pulumi Deployments) is a command of its
// own, judged as any other.
func TestDeployCLIInner(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"flyctl_ssh_command", `flyctl ssh console -a web -C 'rm -rf /data'`, []hv{outer("flyctl", "ssh", "console", "-a", "web", "-C", "rm -rf /data"), inner("rm", "-rf", "/data")}},
		{"flyctl_ssh_command_attached", `flyctl ssh console --command=uptime`, []hv{outer("flyctl", "ssh", "console", "--command=uptime"), inner("uptime")}},
		{"flyctl_ssh_command_bundled", `flyctl ssh console -sCuptime`, []hv{outer("flyctl", "ssh", "console", "-sCuptime"), inner("uptime")}},
		{"netlify_dev_command", `netlify dev -c 'npm run start'`, []hv{outer("netlify", "dev", "-c", "npm run start"), inner("npm", "run", "start")}},
		{"netlify_dev_command_eq", `netlify dev --command="hugo server"`, []hv{outer("netlify", "dev", "--command=hugo server"), inner("hugo", "server")}},
		{"terragrunt_auth_cmd", `terragrunt plan --auth-provider-cmd './auth.sh prod'`, []hv{outer("terragrunt", "plan", "--auth-provider-cmd", "./auth.sh prod"), inner("./auth.sh", "prod")}},
		{"pulumi_remote_pre_run", `pulumi up --remote --remote-pre-run-command='rm -rf /tmp/x'`, []hv{outer("pulumi", "up", "--remote", "--remote-pre-run-command=rm -rf /tmp/x"), inner("rm", "-rf", "/tmp/x")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := hshape(Decompose(tc.cmd, "/w", testEnv))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Decompose(%q) mismatch (-want +got):\n%s", tc.cmd, diff)
			}
		})
	}
}
