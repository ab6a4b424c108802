package parse

import (
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/settings"
)

// Settings reads a Claude Code settings file (see settings.Parse) as the
// source of a policy at level.
func Settings(name string, src []byte, level act.Level, root string) (*Source, rules.LoadErrors) {
	f, errs := settings.Parse(name, src, level, root)
	if f == nil {
		return nil, errs
	}
	return &Source{
		Name: name, Level: level, Rules: f.Rules, Warnings: f.Warnings, ManagedRulesOnly: f.ManagedRulesOnly,
		AllowExcept: f.AllowExcept, AllowExceptText: f.AllowExceptText, Claude: f.Claude,
	}, errs
}
