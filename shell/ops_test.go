package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOpsPaths: the files op, nats, circleci, gitlab-runner,
// rabbitmqctl, rabbitmqadmin and mongo read and write through their
// options and operands are the segment's paths.
func TestOpsPaths(t *testing.T) {
	r := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand"} }
	w := func(p string) PathRef { return PathRef{Path: p, Access: Write, Via: "operand"} }
	rt := func(p string) PathRef { return PathRef{Path: p, Access: Read, Via: "operand", Tree: true} }
	tests := []struct {
		cmd  string
		want []PathRef
	}{
		{`op read -o /tmp/s op://v/i/f`, []PathRef{w("/tmp/s")}},
		{`op read -no/tmp/s op://v/i/f`, []PathRef{w("/tmp/s")}},
		{`op inject -i tpl.yml --out-file=out.yml`, []PathRef{r("tpl.yml"), w("out.yml")}},
		{`op document get cert --out-file=c.pem`, []PathRef{w("c.pem")}},
		{`nats --creds=u.creds kv ls`, []PathRef{r("u.creds")}},
		{`nats kv ls --tlskey key.pem`, []PathRef{r("key.pem")}},
		{`nats @args.txt`, []PathRef{r("args.txt")}},
		{`circleci config validate .circleci/config.yml`, []PathRef{rt(".circleci/config.yml")}},
		{`circleci diagnostic --mock-telemetry=t.json`, []PathRef{w("t.json")}},
		{`gitlab-runner -cpuprofile=/tmp/p list -c gr.toml`, []PathRef{w("/tmp/p"), r("gr.toml")}},
		{`rabbitmqctl export_definitions /tmp/defs.json`, []PathRef{w("/tmp/defs.json")}},
		{`rabbitmqctl export_definitions -`, nil},
		{`rabbitmqctl import_definitions defs.json`, []PathRef{r("defs.json")}},
		{`rabbitmqadmin export /tmp/defs.json`, []PathRef{w("/tmp/defs.json")}},
		{`rabbitmqadmin -c admin.conf import defs.json`, []PathRef{r("admin.conf"), r("defs.json")}},
		{`mongo --tlsCAFile=ca.pem db`, []PathRef{r("ca.pem")}},
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

// TestOpsUnresolved: what these tables do not model, and the code they
// run, leave the command unresolved; what they model does not.
func TestOpsUnresolved(t *testing.T) {
	tests := []struct {
		cmd   string
		unres bool
	}{
		{`op whoami`, false},
		{`op item get "Database Password" --vault Engineering`, false},
		{`op item get x --frobnicate`, true},
		{`op item create --category login`, true},
		{`op run make`, true},
		{`nats kv ls CONFIG`, false},
		{`nats bucket list`, true},
		{`nats stream ls --frobnicate`, true},
		{`nats @args.txt`, true},
		{`nats stream info @s`, true},
		{`nats kv get B "$K"`, true},
		{`nats pub s -- @x`, true}, // pub is not modelled
		{`circleci config validate .circleci/config.yml`, false},
		{`circleci local execute build`, true},
		{`gitlab-runner list`, false},
		{`gitlab-runner exec shell test`, true},
		{`gitlab-runner run`, true},
		{`rabbitmqctl list_queues name messages`, false},
		{`rabbitmqctl eval 'os:cmd("id").'`, true},
		{`rabbitmqctl eval_file x.erl`, true},
		{`rabbitmqctl exec 'IO.puts(1)'`, true},
		{`rabbitmqctl --aliases-file=a.conf list_queues`, true},
		{`rabbitmqadmin list queues`, false},
		{`rabbitmqadmin get queue=q payload_file=x`, true},
		{`mongo mydb --quiet`, false},
		{`mongo --eval 'db.dropDatabase()'`, true},
		{`mongo mydb --eval "$JS"`, true},
		{`mongo mydb seed.js`, true},
		{`mongo --nodb script`, true},
		{`mongo -eval x mydb`, true},
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

// TestOpsInner: op run's command is a command of its own, judged as any
// other.
func TestOpsInner(t *testing.T) {
	tests := []struct {
		name string
		cmd  string
		want []hv
	}{
		{"op_run_rm", `op run -- rm -rf /`, []hv{outer("op", "run", "--", "rm", "-rf", "/"), inner("rm", "-rf", "/")}},
		{"op_run_global", `op --account acme run --no-masking -- make deploy`, []hv{outer("op", "--account", "acme", "run", "--no-masking", "--", "make", "deploy"), inner("make", "deploy")}},
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
