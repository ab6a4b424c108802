package shell

import (
	"strings"

	"github.com/pregate/pregate/progs"
)

// yqRoles judges what the Go yq reads beyond python yq's jq program:
// its program is the --expression value or the first operand after its
// eval/eval-all subcommand, and its load operators (load, load_str,
// load_xml, …) read files pregate does not see, eval runs a program
// built at run time, system runs commands; a first operand naming a .yq
// file that exists is its program. Any of them in any operand leaves
// segment i unresolved, whichever yq runs.
func (d *dec) yqRoles(i int, parsed progs.Parsed, rest []arg) {
	w := parsed.Words
	first := true
	for k := range parsed.Items {
		it := &parsed.Items[k]
		var text string
		switch {
		case it.Kind == progs.End:
			continue
		case it.Kind == progs.Opt && it.Option != nil && it.Canon() == "--expression":
			v := itemValue(rest, &w, it)
			if v == nil {
				continue
			}
			if v.Dynamic {
				d.unres(i, "yq program only run time knows")
				return
			}
			text = v.Value
		case it.Kind == progs.Operand:
			a := rest[w.Source(it.Word)]
			if a.Dynamic {
				continue // judged where the program is read
			}
			text = a.Value
			if first {
				first = false
				switch text {
				case "eval", "e", "eval-all", "ea":
					continue // the Go yq's subcommands
				}
			}
		default:
			continue
		}
		switch {
		case strings.Contains(text, "load"):
			d.unres(i, "yq program loads files pregate does not read")
			return
		case strings.Contains(text, "eval"):
			d.unres(i, "yq program evaluates a program only run time knows")
			return
		case strings.Contains(text, "system"):
			d.unres(i, "yq program runs commands")
			return
		case strings.HasSuffix(text, ".yq"):
			d.unres(i, "yq reads its program from "+text)
			return
		}
	}
}
