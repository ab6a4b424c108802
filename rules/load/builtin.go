package load

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/parse"
)

// The builtin baseline is used as go generate decoded it
// (builtin.Packs): a load parses no pack. TestGenerated in
// rules/builtin/gen fails the build's tests when the data is stale. A
// one-call load (loadBuiltinOneCall) decodes only the rules the call can
// match, found by the index keys go generate stored.

// builtinPacks returns the baseline's packs, decoded once per process
// and shared, read-only, by every load; tests replace it.
var builtinPacks = sync.OnceValues(func() ([]builtin.Pack, rules.LoadErrors) { return builtin.Packs(), nil })

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

// builtinRule fills r with rule gr of the pack named name from file as
// the baseline builds it, its patterns parsed against root; ok is false
// when one does not parse, with the errors appended.
func builtinRule(r *rules.Rule, file, name string, gr *builtin.Rule, root string, errs rules.LoadErrors) (_ rules.LoadErrors, ok bool) {
	*r = rules.Rule{ID: gr.ID, Decision: gr.Decision, Commands: gr.Command, Reason: gr.Reason,
		Note: gr.Note, Modes: gr.Modes, Agents: gr.Agents, Level: act.Builtin,
		Source: file, Pos: gr.Pos, Pack: name}
	ok = true
	for _, m := range gr.Match {
		p, err := claude.ParsePattern(m, root)
		if err != nil {
			errs = append(errs, &rules.LoadError{File: file, Pos: gr.Pos, Msg: fmt.Sprintf("rule %q: %v", m, err)})
			ok = false
			continue
		}
		r.Patterns = append(r.Patterns, p)
	}
	return errs, ok
}

// keyRoots are the project roots BuiltinKeys builds each rule against: a
// rule whose keys differ between them is one whose keys depend on the
// project, and is marked as matching whatever the words.
var keyRoots = []string{"/proj", "/home/u/src/a b", ""}

// BuiltinKeys returns, for each rule of packs in order, its index keys
// (rules.RuleKeys) hashed (rules.KeyHash) and whether it may match a call whatever its words
// (also set when its keys depend on the project root), for go generate;
// an error when a rule does not build.
func BuiltinKeys(packs []builtin.Pack) ([][]uint32, []bool, error) {
	var (
		keys [][]uint32
		any  []bool
	)
	for i := range packs {
		g := &packs[i]
		for j := range g.Rules {
			var ks []string
			a := false
			for n, root := range keyRoots {
				var r rules.Rule
				errs, ok := builtinRule(&r, g.File, g.Name, &g.Rules[j], root, nil)
				if !ok {
					return nil, nil, errs
				}
				k, an := rules.RuleKeys(&r, nil)
				if n == 0 {
					ks, a = k, an
				} else if !slices.Equal(k, ks) || an != a {
					ks, a = nil, true
					break
				}
			}
			var hs []uint32
			if !a {
				for _, k := range ks {
					hs = append(hs, rules.KeyHash(k))
				}
			}
			keys, any = append(keys, hs), append(any, a)
		}
	}
	return keys, any, nil
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
			slab = append(slab, rules.Rule{})
			r := &slab[len(slab)-1]
			var ok bool
			if errs, ok = builtinRule(r, g.File, g.Name, gr, root, errs); ok {
				s.Rules = append(s.Rules, r)
				pack.Enabled = true
			}
		}
		list = append(list, pack)
	}
	return s, list, errs
}

// loadBuiltinOneCall is loadBuiltin for a policy loaded to decide one
// call (Options.OneCall). It reads only the packs' heads and the rules'
// ids off the generated tables to tell which rules are on, and leaves
// each of those as a deferred record with the index keys go generate
// computed (builtin.RuleKeys): Evaluate decodes and builds only the
// rules a call's words can match. go generate builds every rule, so none
// fails to build here that loadBuiltin would have reported.
func loadBuiltinOneCall(b rules.BuiltinSettings, root string) (*parse.Source, []rules.Pack, rules.LoadErrors) {
	s := &parse.Source{Name: "builtin", Level: act.Builtin}
	np := builtin.NumPacks()
	list := make([]rules.Pack, 0, np)
	d := &rules.DeferredRules{Recs: make([]rules.DeferredRule, 0, builtin.NumRules())}
	if plain := len(b.Disable) == 0 && len(b.Enable) == 0; plain {
		// Room for every rule's keys, at most: appended without growing.
		d.Keys = make([]uint32, 0, builtin.NumKeys())
	}
	plain := len(b.Disable) == 0 && len(b.Enable) == 0
	// The rules on, and their strings and commands, for the decoder: of
	// those that may match whatever the words (every call builds them),
	// and of the others.
	var sizes [2]struct{ rules, strings, commands int }
	for p := range np {
		g, first, end := builtin.PackHead(p)
		whole := !namesAny(b.Disable, g.Name) && (g.Default || namesAny(b.Enable, g.Name))
		pack := rules.Pack{Name: g.Name, Description: g.Description, Default: g.Default, Source: g.File}
		for i := first; i < end; i++ {
			if plain {
				// No [builtin] entries: a rule is on when its pack is.
				if !whole {
					break
				}
			} else if id, _ := builtin.RuleID(i); namesAny(b.Disable, id) || !whole && !namesAny(b.Enable, id) {
				continue
			}
			k0 := len(d.Keys)
			var any bool
			d.Keys, any = builtin.RuleKeys(i, d.Keys)
			if len(d.Keys)-k0 > 0xffff {
				any, d.Keys = true, d.Keys[:k0]
			}
			z := &sizes[1]
			if any {
				z = &sizes[0]
			}
			rs, rc := builtin.RuleSize(i)
			z.rules, z.strings, z.commands = z.rules+1, z.strings+rs, z.commands+rc
			d.Recs = append(d.Recs, rules.DeferredRule{A: int32(i), K0: int32(k0), NK: uint16(len(d.Keys) - k0), Any: any})
			pack.Enabled = true
		}
		list = append(list, pack)
	}
	// The rules a call builds are decoded into one array for their
	// strings, one for their commands and one for the rules, made when
	// the first is built and sized for the rules every call builds (those
	// that match whatever the words); when they run out, arrays sized for
	// every other rule on. The rules built are cut from them in order, so
	// the memory they take is what they fill (a fresh process faults in
	// only the pages written), in a few allocations rather than a few for
	// each rule. A rule built again (a policy evaluated more than once)
	// takes arrays made a chunk at a time. (mu: a policy may be evaluated
	// by several goroutines.)
	var (
		mu    sync.Mutex
		dec   builtin.RuleDecoder
		slab  []rules.Rule
		stage int
	)
	d.Build = func(j int) (*rules.Rule, error) {
		mu.Lock()
		defer mu.Unlock()
		i := int(d.Recs[j].A)
		for stage < len(sizes) && (len(slab) == 0 || !dec.Fits(i)) {
			z := sizes[stage]
			stage++
			dec.Reserve(z.strings, z.commands)
			slab = make([]rules.Rule, z.rules)
		}
		gr := dec.Decode(i)
		_, p := builtin.RuleID(i)
		g, _, _ := builtin.PackHead(p)
		if len(slab) == 0 {
			slab = make([]rules.Rule, 8)
		}
		r := &slab[0]
		slab = slab[1:]
		if errs, ok := builtinRule(r, g.File, g.Name, &gr, root, nil); !ok {
			return r, errs
		}
		return r, nil
	}
	s.Deferred = d
	return s, list, nil
}
