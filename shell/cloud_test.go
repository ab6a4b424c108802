package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCloudPaths: the files the cloud clients read and write through
// their option values and operands.
func TestCloudPaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	rw := func(p string) PathRef { return PathRef{Path: p, Access: Read | Write, Via: "operand"} }
	rt := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand", Tree: true} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`aws ec2 run-instances --user-data file://init.sh`, []PathRef{r("init.sh")}},
		{`aws ec2 run-instances --user-data=file:///etc/passwd`, []PathRef{r("/etc/passwd")}},
		{`aws secretsmanager put-secret-value --secret-id s --secret-binary fileb://payload.bin`, []PathRef{r("payload.bin")}},
		{`aws s3 cp ./a.zip s3://b/a.zip`, []PathRef{r("./a.zip")}},
		{`aws s3 cp s3://b/a.zip .env`, []PathRef{w(".env")}},
		{`aws s3 sync ./dist s3://b/ --dryrun`, []PathRef{r("./dist")}},
		{`aws s3 sync s3://b /restore --delete`, []PathRef{w("/restore")}},
		{`aws s3 mv ./a s3://b/`, []PathRef{w("./a")}},
		{`aws s3 ls s3://b`, nil},
		{`aws s3api get-object --bucket b --key k /tmp/out`, []PathRef{w("/tmp/out")}},
		{`aws s3api put-object --bucket b --key k --body ~/.aws/credentials`, []PathRef{r("~/.aws/credentials")}},
		{`aws lambda invoke --function-name f out.json`, []PathRef{w("out.json")}},
		{`aws --ca-bundle ca.pem sts get-caller-identity`, []PathRef{r("ca.pem")}},
		{`aws eks update-kubeconfig --name c --kubeconfig kc`, []PathRef{w("kc")}},
		{`terraform plan -out=tf.plan`, []PathRef{w("tf.plan")}},
		{`vault kv put secret/a k=@data.json`, []PathRef{r("data.json")}},
		{`vault kv put -mount=secret foo @payload.json`, []PathRef{r("payload.json")}},
		{`vault kv put secret/a k=v`, nil},
		{`vault kv get -ca-cert=ca.pem secret/a`, []PathRef{r("ca.pem")}},
		{`doppler secrets download out.json`, []PathRef{w("out.json")}},
		{`az group show -n @name.txt`, []PathRef{r("name.txt")}},
		{`az group show --name=@name.txt`, []PathRef{r("name.txt")}},
		{`az group list -o tsv`, nil},
		{`doppler run --mount=s.json -- node app.js`, []PathRef{w("s.json")}},
		{`psql -o out.txt -L log.txt -c 'select 1'`, []PathRef{w("out.txt"), w("log.txt")}},
		{`gh api -F body=@req.json -F n=1 repos/o/r`, []PathRef{r("req.json")}},
		{`gh workflow run w.yml -F cfg=@cfg.json`, []PathRef{r("cfg.json")}},
		{`gh release create v1 dist/a.tgz#Linux notes.md`, []PathRef{r("dist/a.tgz"), r("notes.md")}},
		{`gh release upload v1 a.zip --clobber`, []PathRef{r("a.zip")}},
		{`gh gist create .env`, []PathRef{r(".env")}},
		{`gh ssh-key add key.pub -t laptop`, []PathRef{r("key.pub")}},
		{`gh repo clone o/r ../elsewhere`, []PathRef{w("../elsewhere")}},
		{`gh pr create --body-file b.md`, []PathRef{r("b.md")}},
		{`restic backup /srv/data ./site`, []PathRef{r("/srv/data"), r("./site")}},
		{`restic mount /mnt/restic`, nil},
		{`rclone copy /data remote:bucket`, []PathRef{r("/data")}},
		{`rclone copy remote:bucket ./out`, []PathRef{w("./out")}},
		{`rclone move ./a remote:b`, []PathRef{w("./a")}},
		{`rclone lsd remote:`, nil},
		{`rclone mount remote: /mnt/r`, nil},
		{`borg create repo::a /srv/data ./site`, []PathRef{r("/srv/data"), r("./site")}},
		{`borg extract repo::a`, []PathRef{w(".")}},
		{`borg extract --dry-run repo::a`, nil},
		{`borg export-tar a out.tar`, []PathRef{w("out.tar")}},
		{`borg mount repo::a /mnt/borg`, nil},
		{`gcloud storage cp ./a.txt gs://b/`, []PathRef{r("./a.txt")}},
		{`gcloud storage cp gs://b/a.txt .env`, []PathRef{w(".env")}},
		{`gcloud storage rsync ./dist gs://b/site`, []PathRef{r("./dist")}},
		{`gcloud storage hash ~/.ssh/id_rsa`, []PathRef{r("~/.ssh/id_rsa")}},
		{`gcloud secrets versions add s --data-file=secret.txt`, []PathRef{r("secret.txt")}},
		{`gcloud compute instances list --project p`, nil},
		{`mysql --tee=session.log -e 'select 1'`, []PathRef{w("session.log")}},
		{`mysqladmin --ssl-key key.pem status`, []PathRef{r("key.pem")}},
		{`helm install r ./c -f values.yaml --set-file a=ca.pem,b=~/.ssh/id_rsa`, []PathRef{r("values.yaml"), r("ca.pem"), r("~/.ssh/id_rsa")}},
		{`helm template r c --output-dir out`, []PathRef{w("out")}},
		{`restic -r /srv/repo --password-file pw snapshots`, []PathRef{w("/srv/repo"), r("pw")}},
		{`terraform -chdir=infra plan -var-file prod.tfvars`, []PathRef{r("infra"), r("prod.tfvars")}},
		{`terraform fmt`, []PathRef{rw(".")}},
		{`terraform fmt -recursive modules`, []PathRef{rw("modules")}},
		{`tofu fmt main.tf .mcp.json`, []PathRef{rw("main.tf"), rw(".mcp.json")}},
		{`terraform state push ~/.aws/credentials`, []PathRef{r("~/.aws/credentials")}},
		{`terraform state push -force s.tfstate`, []PathRef{r("s.tfstate")}},
		{`terraform show tf.plan`, []PathRef{r("tf.plan")}},
		{`terraform show -json`, nil},
		{`terraform providers mirror ./mirror`, []PathRef{w("./mirror")}},
		{`helm create .claude`, []PathRef{w(".claude")}},
		{`helm package ./chart`, []PathRef{rt("./chart"), w(".")}},
		{`helm package ./chart -d dist`, []PathRef{w("dist"), rt("./chart")}},
		{`helm package --destination=dist a b`, []PathRef{w("dist"), rt("a"), rt("b")}},
		{`helm repo index charts/`, []PathRef{w("charts/index.yaml")}},
		{`helm repo index . --url https://x`, []PathRef{w("./index.yaml")}},
		{`aws eks update-kubeconfig --name c`, []PathRef{w("~/.kube/config")}},
		{`aws eks update-kubeconfig --name c --region r`, []PathRef{w("~/.kube/config")}},
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

// TestCloudUnresolved: what the cloud clients' tables do not model
// leaves the command unresolved; what they model does not.
func TestCloudUnresolved(t *testing.T) {
	tests := []struct {
		cmd   string
		unres bool
	}{
		{`aws s3 ls s3://b`, false},
		{`vault kv get secret/a`, false},
		{`vault kv put secret/a "k=$V"`, true},
		{`vault kv get -frobnicate secret/a`, true},
		{`vault write auth/x k=v`, true},
		{`doppler secrets list --project backend`, false},
		{`doppler secrets set K=V`, true},
		{`az account show`, false},
		{`az group show -n "$RG"`, true},
		{`az vm run-command invoke -g rg -n vm --scripts id`, true},
		{`doppler secrets get K --frobnicate`, true},
		{`aws s3 ls --human --summ s3://b`, false},
		{`aws ec2 describe-instances --region us-east-1`, false},
		{`aws configure set credential_process /tmp/x`, true},
		{`aws gamelift describe-fleet-attributes`, true},
		{`aws s3 frob`, true},
		{`aws s3 ls --frobnicate`, true},
		{`aws s3 ls "$BUCKET"`, true},
		{`aws ssm start-session --target i-1`, true},
		{`terraform plan -frobnicate`, true},
		{`terraform init -plugin-dir=/tmp/p`, true},
		{`terraform frob`, true},
		{`terraform apply -auto-approve`, false},
		{`psql -c "SELECT * FROM users LIMIT 10;"`, false},
		{`gh secret list`, false},
		{`mongosh mongodb://localhost/db --quiet`, false},
		{`mongosh db seed.js`, true},
		{`mongosh app --eval 'db.users.countDocuments()'`, false},
		{`mysql -uroot -e "SELECT 1"`, false},
		{`mysql -e "tee /tmp/log"`, true},
		{`mariadb -e "source dump.sql"`, true},
		{`mysql -e "LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t"`, true},
		{`mysql --defaults-extra-file=my.cnf db`, true},
		{`mysql --loose-frob db`, true},
		{`gcloud compute instances list --format=json`, false},
		{`gcloud compute ssh vm --command 'rm -rf /'`, true},
		{`gcloud alpha compute instances list`, true},
		{`gcloud --flags-file=f.yaml compute instances list`, true},
		{`gcloud storage cp -I gs://b/`, true},
		{`helm list -A`, false},
		{`helm diff upgrade r c`, true},
		{`helm plugin install https://example.com/p`, true},
		{`helm --kubeconfig k get values r`, true},
		{`gh repo clone o/r d -- --upload-pack=x`, true},
		{`gh co 12`, true},
		{`gh api -F "x=@$F" repos/o/r`, true},
		{`psql -c '\o /tmp/x'`, true},
		{`psql -c '\copy t to x.csv'`, true},
		{`psql -c "COPY t TO PROGRAM 'id'"`, true},
		{`psql -f migrate.sql`, true},
		{`psql -v 'PROMPT1=%` + "`id`" + `' db`, true},
		{`psql -c "$Q"`, true},
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

// TestCloudInner: a command a database client runs is a command of its
// own, judged as any other.
func TestCloudInner(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"helm_post_renderer", `helm install r c --post-renderer ./kustomize.sh`, []hv{outer("helm", "install", "r", "c", "--post-renderer", "./kustomize.sh"), inner("./kustomize.sh")}},
		{"podman_container_run", `podman container run --rm alpine rm -rf /tmp/x`, []hv{outer("podman", "container", "run", "--rm", "alpine", "rm", "-rf", "/tmp/x"), inner("rm", "-rf", "/tmp/x")}},
		{"podman_container_exec", `podman container exec -it c sh -c id`, []hv{outer("podman", "container", "exec", "-it", "c", "sh", "-c", "id"), inner("sh", "-c", "id"), inner("id")}},
		{"podman_run", `podman --log-level debug run --rm alpine echo hi`, []hv{outer("podman", "--log-level", "debug", "run", "--rm", "alpine", "echo", "hi"), inner("echo", "hi")}},
		{"aws_pager_env", `AWS_PAGER='rm -rf /tmp/x' aws s3 ls`, []hv{outer("aws", "s3", "ls"), inner("rm", "-rf", "/tmp/x")}},
		{"aws_config_env", `AWS_CONFIG_FILE=/tmp/c aws s3 ls`, []hv{unres("aws", "s3", "ls")}},
		{"restic_password_env", `RESTIC_PASSWORD_COMMAND='pass show r' restic snapshots`, []hv{outer("restic", "snapshots"), inner("pass", "show", "r")}},
		{"op_run", `op run --env-file=.env -- rm -rf /tmp/x`, []hv{outer("op", "run", "--env-file=.env", "--", "rm", "-rf", "/tmp/x"), inner("rm", "-rf", "/tmp/x")}},
		{"doppler_run", `doppler run -p backend -- printenv X`, []hv{outer("doppler", "run", "-p", "backend", "--", "printenv", "X"), inner("printenv", "X")}},
		{"doppler_run_command", `doppler run --command 'rm -rf /tmp/x'`, []hv{outer("doppler", "run", "--command", "rm -rf /tmp/x"), inner("rm", "-rf", "/tmp/x")}},
		{"doppler_run_no_dashdash", `doppler run printenv`, []hv{unres("doppler", "run", "printenv")}},
		{"op_item_get", `op item get x`, []hv{outer("op", "item", "get", "x")}},
		{"mysql_system", `mysql -e 'select 1; system rm -rf /tmp/x'`, []hv{outer("mysql", "-e", "select 1; system rm -rf /tmp/x"), inner("rm", "-rf", "/tmp/x")}},
		{"mysql_pager", `mysql --pager='less -S' db`, []hv{outer("mysql", "--pager=less -S", "db"), inner("less", "-S")}},
		{"psql_bang", `psql -c '\! rm -rf /tmp/x'`, []hv{outer("psql", "-c", `\! rm -rf /tmp/x`), inner("rm", "-rf", "/tmp/x")}},
		{"psql_output_pipe", `psql -o '|sh -c id' -c 'select 1'`, []hv{outer("psql", "-o", "|sh -c id", "-c", "select 1"), inner("sh", "-c", "id"), inner("id")}},
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
