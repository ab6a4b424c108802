package parse

import (
	"reflect"
	"testing"

	"github.com/pregate/pregate/rules/command"
)

// oldTableKeys is the map tableKeys replaced, kept verbatim as the
// reference: the switch must give every table the same keys, in the same
// order, setting the same fields, and no keys to any other table.
var oldTableKeys = map[string][]schemaKey{
	"defaults": {
		{"unmatched", wantString, func(s *scanner, v value) { s.doc.Defaults.Unmatched = ptr(v.s) }},
		{"unresolved", wantString, func(s *scanner, v value) { s.doc.Defaults.Unresolved = ptr(v.s) }},
		{"profile", wantString, func(s *scanner, v value) { s.doc.Defaults.Profile = ptr(v.s) }},
	},
	"permissions": {
		{"deny", wantStrings, func(s *scanner, v value) { s.doc.Permissions.Deny = v.list }},
		{"ask", wantStrings, func(s *scanner, v value) { s.doc.Permissions.Ask = v.list }},
		{"allow", wantStrings, func(s *scanner, v value) { s.doc.Permissions.Allow = v.list }},
	},
	"floor": {
		{"protect", wantStrings, func(s *scanner, v value) { s.doc.Floor.Protect = v.list }},
		{"protect_write", wantStrings, func(s *scanner, v value) { s.doc.Floor.ProtectWrite = v.list }},
		{"write_scope", wantStrings, func(s *scanner, v value) { s.doc.Floor.WriteScope = v.list }},
		{"read_scope", wantStrings, func(s *scanner, v value) { s.doc.Floor.ReadScope = v.list }},
		{"remove", wantStrings, func(s *scanner, v value) { s.doc.Floor.Remove = v.list }},
	},
	"tenants": {{"root", wantString, func(s *scanner, v value) { s.doc.Tenants.Root = ptr(v.s) }}},
	"builtin": {
		{"disable", wantStrings, func(s *scanner, v value) { s.doc.Builtin.Disable = v.list }},
		{"enable", wantStrings, func(s *scanner, v value) { s.doc.Builtin.Enable = v.list }},
	},
	"audit": {
		{"path", wantString, func(s *scanner, v value) { s.doc.Audit.Path = ptr(v.s) }},
		{"max_size", wantAny, func(s *scanner, v value) { s.doc.Audit.MaxSize = v.any }},
		{"keep", wantInt, func(s *scanner, v value) { s.doc.Audit.Keep = ptr(v.n) }},
		{"redact", wantBool, func(s *scanner, v value) { s.doc.Audit.Redact = ptr(v.b) }},
		{"required", wantBool, func(s *scanner, v value) { s.doc.Audit.Required = ptr(v.b) }},
	},
	"test": {
		{"name", wantString, func(s *scanner, v value) { s.test().Name = v.s }},
		{"tool", wantString, func(s *scanner, v value) { s.test().Tool = v.s }},
		// The decoder leaves the map unset for a value that is not a
		// table, and says nothing.
		{"input", wantTable, func(s *scanner, v value) { s.test().Input, _ = v.any.(map[string]any) }},
		{"expect", wantString, func(s *scanner, v value) { s.test().Expect = v.s }},
		{"mode", wantString, func(s *scanner, v value) { s.test().Mode = v.s }},
		{"agent", wantString, func(s *scanner, v value) { s.test().Agent = v.s }},
		{"cwd", wantString, func(s *scanner, v value) { s.test().Cwd = v.s }},
	},
	"pack": {
		{"name", wantString, func(s *scanner, v value) { s.doc.Pack.Name = v.s }},
		{"description", wantString, func(s *scanner, v value) { s.doc.Pack.Description = v.s }},
		{"default", wantBool, func(s *scanner, v value) { s.doc.Pack.Default = ptr(v.b) }},
	},
}

// TestTableKeysMatchMap compares tableKeys with the map it replaced for
// every table the map had, the tables with their own cases, and names it
// never had.
func TestTableKeysMatchMap(t *testing.T) {
	sample := value{s: "x", list: []string{"a", "b"}, n: 7, b: true, any: map[string]any{"k": "v"}, cmds: []command.Command{{Target: "t"}}}
	// effect is what set does to a fresh scanner's document.
	effect := func(k schemaKey) fileDoc {
		s := &scanner{}
		s.doc.Pack = &packDoc{}
		s.doc.Test = append(s.doc.Test, testDoc{})
		s.doc.rules = append(s.doc.rules, scanRule{})
		k.set(s, sample)
		return s.doc
	}
	names := []string{"", "rule", "rule.command", "fence", "agents", "Defaults", "defaults ", "tests", "packs", "x"}
	for name := range oldTableKeys {
		names = append(names, name)
	}
	for _, name := range names {
		s := &scanner{table: name}
		got, want := s.tableKeys(), oldTableKeys[name]
		if name == "rule" {
			want = ruleKeys
		}
		if len(got) != len(want) {
			t.Fatalf("tableKeys(%q): %d keys, want %d", name, len(got), len(want))
		}
		if (got == nil) != (want == nil) {
			t.Errorf("tableKeys(%q) nil = %v, want %v", name, got == nil, want == nil)
		}
		for i := range want {
			g, w := got[i], want[i]
			if g.name != w.name || g.want != w.want {
				t.Errorf("tableKeys(%q)[%d] = %q/%d, want %q/%d", name, i, g.name, g.want, w.name, w.want)
			}
			if !reflect.DeepEqual(effect(g), effect(w)) {
				t.Errorf("tableKeys(%q)[%d] %q sets another field than before", name, i, w.name)
			}
		}
	}
}
