package load

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/parse"
)

// The builtin baseline is used as go generate decoded it
// (builtin.Packs): a hook call parses no pack. TestGenerated in
// rules/builtin/gen fails the build's tests when the data is stale.

// builtinPacks returns the baseline's packs; tests replace it.
var builtinPacks = func() ([]builtin.Pack, rules.LoadErrors) { return builtin.Packs(), nil }

// ParsePacks decodes pack files from TOML: names are their builtin/NAME.toml
// names, srcs their contents. go generate encodes them for builtin.Packs.
func ParsePacks(names []string, srcs [][]byte) ([]builtin.Pack, rules.LoadErrors) {
	var (
		out  []builtin.Pack
		errs rules.LoadErrors
	)
	for i, n := range names {
		s, perrs := parse.TOML(n, srcs[i], act.Builtin, "")
		errs = append(errs, perrs...)
		if s == nil || len(perrs) > 0 {
			continue
		}
		g := builtin.Pack{File: n, Default: true}
		if s.Pack != nil {
			g.Name, g.Description, g.Default = s.Pack.Name, s.Pack.Description, s.Pack.Default
		} else {
			g.Name = strings.TrimSuffix(path.Base(n), ".toml")
		}
		for _, r := range s.Rules {
			gr := builtin.Rule{ID: r.ID, Decision: r.Decision, Command: r.Commands, Reason: r.Reason,
				Note: r.Note, Modes: r.Modes, Agents: r.Agents, Pos: r.Pos}
			if s.Pack == nil && !strings.HasPrefix(gr.ID, g.Name+".") {
				gr.ID = g.Name + "." + gr.ID
			}
			for _, p := range r.Patterns {
				gr.Match = append(gr.Match, p.Text)
			}
			g.Rules = append(g.Rules, gr)
		}
		out = append(out, g)
	}
	return out, errs
}

// BuiltinTests returns the [[test]] cases of every embedded pack, parsed
// from the TOML (not on the hook's path).
func BuiltinTests() ([]rules.Test, error) {
	names, _ := fs.Glob(builtin.FS, "builtin/*.toml")
	var (
		out  []rules.Test
		errs rules.LoadErrors
	)
	for _, n := range names {
		b, err := builtin.FS.ReadFile(n)
		if err != nil {
			return nil, err
		}
		s, perrs := parse.TOML(n, b, act.Builtin, "")
		errs = append(errs, perrs...)
		if s != nil {
			out = append(out, s.Tests...)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

// names reports whether entry (from [builtin] enable or disable) names id:
// the id itself or a dotted prefix of it ("git" names "git.push-force").
func names(entry, id string) bool {
	return entry == id || strings.HasPrefix(id, entry+".")
}

func namesAny(list []string, id string) bool {
	for _, e := range list {
		if names(e, id) {
			return true
		}
	}
	return false
}

// loadBuiltin turns the packs that are on under b into a source, with the
// pack list for Policy.Packs. A default pack is on unless disabled; an
// optional pack is on when enabled by name, or only its rules enabled by
// id. Disabled ids and packs are off either way.
func loadBuiltin(packs []builtin.Pack, b rules.BuiltinSettings, root string) (*parse.Source, []rules.Pack, rules.LoadErrors) {
	s := &parse.Source{Name: "builtin", Level: act.Builtin}
	var (
		list = make([]rules.Pack, 0, len(packs))
		errs rules.LoadErrors
	)
	on := func(whole bool, gr *builtin.Rule) bool {
		return !namesAny(b.Disable, gr.ID) && (whole || namesAny(b.Enable, gr.ID))
	}
	n := 0
	for i := range packs {
		g := &packs[i]
		whole := !namesAny(b.Disable, g.Name) && (g.Default || namesAny(b.Enable, g.Name))
		for j := range g.Rules {
			if on(whole, &g.Rules[j]) {
				n++
			}
		}
	}
	// The rules are one array, not an allocation each.
	slab := make([]rules.Rule, 0, n)
	s.Rules = make([]*rules.Rule, 0, n)
	for i := range packs {
		g := &packs[i]
		whole := !namesAny(b.Disable, g.Name) && (g.Default || namesAny(b.Enable, g.Name))
		pack := rules.Pack{Name: g.Name, Description: g.Description, Default: g.Default, Source: g.File}
		for j := range g.Rules {
			gr := &g.Rules[j]
			if !on(whole, gr) {
				continue
			}
			slab = append(slab, rules.Rule{ID: gr.ID, Decision: gr.Decision, Commands: gr.Command, Reason: gr.Reason,
				Note: gr.Note, Modes: gr.Modes, Agents: gr.Agents, Level: act.Builtin,
				Source: g.File, Pos: gr.Pos, Pack: g.Name})
			r := &slab[len(slab)-1]
			ok := true
			for _, m := range gr.Match {
				p, err := claude.ParsePattern(m, root)
				if err != nil {
					errs = append(errs, &rules.LoadError{File: g.File, Pos: gr.Pos, Msg: fmt.Sprintf("rule %q: %v", m, err)})
					ok = false
					continue
				}
				r.Patterns = append(r.Patterns, p)
			}
			if ok {
				s.Rules = append(s.Rules, r)
				pack.Enabled = true
			}
		}
		list = append(list, pack)
	}
	return s, list, errs
}
