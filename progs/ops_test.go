package progs

import (
	"strings"
	"testing"
)

// opsCases: the spellings of op, nats, circleci, gitlab-runner,
// rabbitmqctl, rabbitmqadmin and mongo that carry a role (bundled,
// attached, "=", abbreviated where the parser allows it, a global option
// after the subcommand), and the words that leave the command
// unresolved: an option or a subcommand the tables do not model.
var opsCases = []cloudCase{
	{prog: "op", argv: "read -o /tmp/s op://v/i/f", canon: "-o", value: "/tmp/s", role: WritePath},
	{prog: "op", argv: "read --out-file=/tmp/s op://v/i/f", canon: "-o", value: "/tmp/s", role: WritePath},
	{prog: "op", argv: "read -no/tmp/s op://v/i/f", canon: "-o", value: "/tmp/s", role: WritePath},
	{prog: "op", argv: "inject -i tpl.yml -o out.yml", canon: "-i", value: "tpl.yml", role: ReadPath},
	{prog: "op", argv: "inject --in-file=tpl.yml --out-file out.yml", canon: "-o", value: "out.yml", role: WritePath},
	{prog: "op", argv: "document get cert --out-file=c.pem", canon: "-o", value: "c.pem", role: WritePath},
	{prog: "op", argv: "run --env-file=.env -- make", canon: "--env-file", value: ".env", role: ReadPath},
	{prog: "op", argv: "--config /tmp/opcfg whoami", canon: "--config", value: "/tmp/opcfg", role: Dir},
	{prog: "op", argv: "whoami --config=/tmp/opcfg", canon: "--config", value: "/tmp/opcfg", role: Dir},
	{prog: "op", argv: "item ls --vault Engineering --format json"},
	{prog: "op", argv: "item get x --frobnicate", unknown: "--frobnicate"},
	{prog: "op", argv: "item get x -- --frobnicate"},
	{prog: "op", argv: "item create --category login", unknown: "item create"},
	{prog: "op", argv: "plugin run -- gh", unknown: "plugin"},
	{prog: "op", argv: "frob", unknown: "frob"},
	{prog: "nats", argv: "--creds=u.creds kv ls", canon: "--creds", value: "u.creds", role: ReadPath},
	{prog: "nats", argv: "kv ls --tlsca ca.pem", canon: "--tlsca", value: "ca.pem", role: ReadPath},
	{prog: "nats", argv: "str report --dot=g.dot", canon: "--dot", value: "g.dot", role: WritePath},
	{prog: "nats", argv: "srv ls --archive=a.zip", canon: "--archive", value: "a.zip", role: ReadPath},
	{prog: "nats", argv: "--context prod stream ls", canon: "--context", value: "prod", role: Config},
	{prog: "nats", argv: "-snats://h:4222 --no-tlsfirst stream info -aj ORDERS"},
	{prog: "nats", argv: "stream ls --frobnicate", unknown: "--frobnicate"},
	{prog: "nats", argv: "bucket list", unknown: "bucket"},
	{prog: "nats", argv: "kv put B K V", unknown: "kv put"},
	{prog: "nats", argv: "reply s --command id", unknown: "reply"},
	{prog: "circleci", argv: "config validate -c .circleci/config.yml", canon: "-c", value: ".circleci/config.yml", role: ReadPath},
	{prog: "circleci", argv: "config process --pipeline-parameters=p.yml c.yml", canon: "--pipeline-parameters", value: "p.yml", role: ReadPath},
	{prog: "circleci", argv: "--mock-telemetry t.json diagnostic", canon: "--mock-telemetry", value: "t.json", role: WritePath},
	{prog: "circleci", argv: "diagnostic --mock-telemetry=t.json", canon: "--mock-telemetry", value: "t.json", role: WritePath},
	{prog: "circleci", argv: "config validate --frobnicate", unknown: "--frobnicate"},
	{prog: "circleci", argv: "local execute build", unknown: "local"},
	{prog: "circleci", argv: "setup --no-prompt", unknown: "setup"},
	{prog: "gitlab-runner", argv: "-cpuprofile=/tmp/p list", canon: "-cpuprofile", value: "/tmp/p", role: WritePath},
	{prog: "gitlab-runner", argv: "--cpuprofile /tmp/p list", canon: "-cpuprofile", value: "/tmp/p", role: WritePath},
	{prog: "gitlab-runner", argv: "list --config=/etc/gr.toml", canon: "-config", value: "/etc/gr.toml", role: ReadPath},
	{prog: "gitlab-runner", argv: "list -c gr.toml", canon: "-config", value: "gr.toml", role: ReadPath},
	{prog: "gitlab-runner", argv: "--debug status -n gitlab-runner"},
	{prog: "gitlab-runner", argv: "list -frobnicate", unknown: "-frobnicate"},
	{prog: "gitlab-runner", argv: "run", unknown: "run"},
	{prog: "gitlab-runner", argv: "register --non-interactive", unknown: "register"},
	{prog: "rabbitmqctl", argv: "--aliases-file=a.conf list_queues", canon: "--aliases-file", value: "a.conf", role: Config},
	{prog: "rabbitmqctl", argv: "list_queues --enabled-plugins-file p", canon: "--enabled-plugins-file", value: "p", role: ReadPath},
	{prog: "rabbitmqctl", argv: "--printer file --file=out.txt list_users", canon: "--file", value: "out.txt", role: WritePath},
	{prog: "rabbitmqctl", argv: "-p /prod list_queues name messages --no-table-headers --local"},
	{prog: "rabbitmqctl", argv: "list_queues --frobnicate", unknown: "--frobnicate"},
	{prog: "rabbitmqctl", argv: "-? list_users --help"},
	{prog: "rabbitmqctl", argv: "delete_user deployer", unknown: "delete_user"},
	{prog: "rabbitmqadmin", argv: "-c admin.conf list queues", canon: "-c", value: "admin.conf", role: ReadPath},
	{prog: "rabbitmqadmin", argv: "--conf=admin.conf list queues", canon: "-c", value: "admin.conf", role: ReadPath},
	{prog: "rabbitmqadmin", argv: "list queues --ssl-key k.pem", canon: "--ssl-key-file", value: "k.pem", role: ReadPath},
	{prog: "rabbitmqadmin", argv: "list queues --frobnicate", unknown: "--frobnicate"},
	{prog: "rabbitmqadmin", argv: "get queue=q payload_file=x", unknown: "get"},
	{prog: "mongo", argv: "--tlsCAFile=ca.pem db", canon: "--tlsCAFile", value: "ca.pem", role: ReadPath},
	{prog: "mongo", argv: "db --eval db.dropDatabase()", canon: "--eval", value: "db.dropDatabase()", role: RunsCode},
	{prog: "mongo", argv: "db --frobnicate", unknown: "--frobnicate"},
	{prog: "mongo", argv: "-eval x db", unknown: "-e"}, // boost's long disguise is not modelled: unresolved
}

func TestOpsRoles(t *testing.T) { checkCloudCases(t, opsCases) }

// TestOpsAllowCases: the read-only subcommands the tables model stay
// known, every word of them.
func TestOpsAllowCases(t *testing.T) {
	for _, cmd := range []string{
		"op whoami", "op item get x", "op item list", "op document get d", "op vault list", "op vault get v",
		"op user list", "op group list", "nats stream list", "nats stream info S", "nats consumer list S",
		"nats consumer info S C", "nats kv ls B", "nats kv get B K", "nats server list", "nats account info",
		"nats context ls", "circleci context list org/x", "circleci orb list org", "circleci orb info o/o",
		"circleci config validate .circleci/config.yml", "circleci diagnostic", "circleci pipeline list p",
		"gitlab-runner list", "gitlab-runner status", "rabbitmqctl list_users", "rabbitmqctl list_vhosts",
		"rabbitmqctl list_queues", "rabbitmqctl list_exchanges", "rabbitmqctl list_bindings",
		"rabbitmqctl cluster_status", "rabbitmqctl status", "rabbitmqadmin list queues", "rabbitmqadmin list exchanges",
	} {
		f := strings.Fields(cmd)
		p := Lookup(f[0])
		if got := p.Unknown(p.Parse(Words{Values: f[1:]})); got != "" {
			t.Errorf("%s: Unknown = %q, want none", cmd, got)
		}
	}
}
