package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// opsRoles judges what the tables of nats, rabbitmqctl and the legacy
// mongo shell cannot say by option roles alone (progs/opsopts.go):
//
//   - nats (fisk) reads the arguments of a word "@FILE" from that file:
//     the file is read, and the words it holds, options or subcommands,
//     are not known; a dynamic word may be one;
//   - rabbitmqctl eval, eval_file and exec run Erlang or Elixir code on
//     the node, which pregate does not read;
//   - mongo --eval runs JavaScript, and so does every script file among
//     its operands (mongo [DB ADDRESS] [FILE.js …]; with --nodb the first
//     operand is a file too).
func (d *dec) opsRoles(i int, name, sub string, ops []int, parsed progs.Parsed, rest []arg) {
	switch name {
	case "nats":
		for k, a := range rest {
			if a.Dynamic {
				d.unres(i, "a dynamic nats word may be @FILE, arguments read from a file")
				continue
			}
			if k > 0 && rest[k-1].Value == "--" {
				break
			}
			if f, ok := strings.CutPrefix(a.Value, "@"); ok && f != "" {
				va := a
				va.Value = f
				d.addPaths(i, []PathRef{d.pathRef(va, Read, "operand")})
				d.unres(i, "nats "+a.Value+" reads more arguments from a file pregate does not see")
			}
		}
	case "rabbitmqctl":
		switch sub {
		case "eval", "eval_file":
			d.unres(i, "rabbitmqctl "+sub+" runs Erlang code on the node")
		case "exec":
			d.unres(i, "rabbitmqctl exec runs Elixir code")
		}
	case "mongo":
		nodb := false
		for k := range parsed.Items {
			it := &parsed.Items[k]
			if it.Kind != progs.Opt || it.Option == nil {
				continue
			}
			switch it.Canon() {
			case "--eval":
				d.unres(i, "mongo --eval runs JavaScript pregate does not read")
			case "--nodb":
				nodb = true
			}
		}
		for n, k := range ops {
			a := rest[k]
			if n > 0 || nodb || a.Dynamic || strings.HasSuffix(a.Value, ".js") {
				d.unres(i, "mongo runs a script file pregate does not read")
				return
			}
		}
	}
}
