package load

import (
	"slices"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/parse"
)

// BuiltinNames are the builtin packs' names and rule ids, for [builtin]
// disable and enable.
func BuiltinNames() []string {
	packs, _ := builtinPacks()
	var out []string
	for _, p := range packs {
		out = append(out, p.Name)
		for _, r := range p.Rules {
			out = append(out, r.ID)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// BuiltinRules are the rules of the baseline's default packs with "/x"
// anchored at root: what every file's rules are evaluated alongside.
func BuiltinRules(root string) []*rules.Rule {
	packs, _ := builtinPacks()
	s, _, _ := loadBuiltin(packs, rules.BuiltinSettings{}, root)
	return s.Rules
}

// LintPolicy merges what parsed of srcs, with the builtin baseline unless
// noBuiltin, into a policy that [[test]] cases can run against even when
// a file has errors: lint then still shows which rule contradicts a case.
// The hook never uses such a policy.
func LintPolicy(srcs []*parse.LintSource, noBuiltin bool, project string) *rules.Policy {
	var list []*parse.Source
	var b rules.BuiltinSettings
	for _, ls := range srcs {
		if ls.Src != nil {
			list = append(list, ls.Src)
			b.Disable = append(b.Disable, ls.Src.Builtin.Disable...)
			b.Enable = append(b.Enable, ls.Src.Builtin.Enable...)
		}
	}
	slices.SortStableFunc(list, func(a, b *parse.Source) int { return int(a.Level) - int(b.Level) })
	p := &rules.Policy{Project: project}
	if !noBuiltin {
		packs, _ := builtinPacks()
		bs, packList, _ := loadBuiltin(packs, b, project)
		list = append(list, bs)
		p.Packs = packList
	}
	merge(p, list)
	return p
}
