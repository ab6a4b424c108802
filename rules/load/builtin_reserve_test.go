package load

import (
	"reflect"
	"testing"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/builtin"
)

// The rules a one-call baseline builds share arrays made for many rules
// (the rules every call builds, then the others): each equals the rule
// loadBuiltin builds, whatever the order and subset built, and an append
// to any of its lists reaches no other rule.
func TestBuiltinOneCallArrays(t *testing.T) {
	s, _, _ := loadBuiltin(builtin.Packs(), rules.BuiltinSettings{}, "/proj")
	for _, order := range []string{"any first", "every other", "all", "all twice"} {
		ls, _, _ := loadBuiltinOneCall(rules.BuiltinSettings{}, "/proj")
		d := ls.Deferred
		var js []int
		switch order {
		case "any first":
			for j := range d.Recs {
				if d.Recs[j].Any {
					js = append(js, j)
				}
			}
			for j := range d.Recs {
				if !d.Recs[j].Any {
					js = append(js, j)
				}
			}
		case "every other":
			for j := 0; j < len(d.Recs); j += 2 {
				js = append(js, j)
			}
		default:
			for j := range d.Recs {
				js = append(js, j)
			}
			if order == "all twice" {
				js = append(js, js...)
			}
		}
		var built []*rules.Rule
		for _, j := range js {
			r, err := d.Build(j)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(r, s.Rules[j]) {
				t.Fatalf("%s: rule %d built as\n%+v\nwant\n%+v", order, j, r, s.Rules[j])
			}
			built = append(built, r)
		}
		for k, r := range built {
			lists := []*[]string{&r.Modes, &r.Agents}
			for c := range r.Commands {
				cm := &r.Commands[c]
				lists = append(lists, &cm.Program, &cm.Subcommand, &cm.Flags, &cm.AnyFlag, &cm.NoFlag, &cm.Operand, &cm.NoOperand, &cm.Word, &cm.DynamicWord, &cm.Code, &cm.Nesting, &cm.Why)
			}
			for _, l := range lists {
				*l = append(*l, "appended")
			}
			r.Commands = append(r.Commands, r.Commands[:min(1, len(r.Commands))]...)
			for m, o := range built {
				if m != k && m < len(js) && !reflect.DeepEqual(o, s.Rules[js[m]]) {
					t.Fatalf("%s: an append to rule %s's lists changed rule %s", order, r.ID, o.ID)
				}
			}
			*r = *s.Rules[js[k]]
		}
	}
}
