package rules

import (
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"path"
	"strings"
	"sync"
)

// The builtin baseline (package builtin) is used decoded when its
// generated data is fresh, and parsed from the embedded TOML otherwise, so
// stale generated data can cost time but never change a decision.

// builtinPacks returns the baseline's packs; tests replace it.
var builtinPacks = sync.OnceValues(embeddedPacks)

func embeddedPacks() ([]genPack, LoadErrors) {
	names, _ := fs.Glob(builtinFS, "builtin/*.toml")
	if genFresh(names) {
		return builtinGen, nil
	}
	srcs := make([][]byte, len(names))
	for i, n := range names {
		b, err := builtinFS.ReadFile(n)
		if err != nil {
			return nil, LoadErrors{{File: n, Msg: err.Error()}}
		}
		srcs[i] = b
	}
	return parsePacks(names, srcs)
}

// genFresh reports whether builtinGen was generated from exactly the
// embedded files names: same names, sizes and CRC-32s. It streams each
// file through one small buffer rather than copying it out (ReadFile), as
// this runs in every hook process.
func genFresh(names []string) bool {
	if len(names) != len(builtinGen) {
		return false
	}
	buf := make([]byte, 8<<10)
	for i, n := range names {
		g := &builtinGen[i]
		if g.File != n {
			return false
		}
		f, err := builtinFS.Open(n)
		if err != nil {
			return false
		}
		size, crc := 0, uint32(0)
		for {
			m, err := f.Read(buf)
			size += m
			crc = crc32.Update(crc, crc32.IEEETable, buf[:m])
			if err == io.EOF {
				break
			}
			if err != nil {
				f.Close()
				return false
			}
		}
		f.Close()
		if size != g.Size || crc != g.CRC {
			return false
		}
	}
	return true
}

// parsePacks decodes pack files from TOML.
func parsePacks(names []string, srcs [][]byte) ([]genPack, LoadErrors) {
	var (
		out  []genPack
		errs LoadErrors
	)
	for i, n := range names {
		s, perrs := parseTOML(n, srcs[i], Builtin, "")
		errs = append(errs, perrs...)
		if s == nil || len(perrs) > 0 {
			continue
		}
		g := genPack{File: n, Size: len(srcs[i]), CRC: crc32.ChecksumIEEE(srcs[i]), Default: true}
		if s.pack != nil {
			g.Name, g.Description, g.Default = s.pack.Name, s.pack.Description, s.pack.Default
		} else {
			g.Name = strings.TrimSuffix(path.Base(n), ".toml")
		}
		for _, r := range s.rules {
			gr := genRule{ID: r.ID, Decision: r.Decision, Command: r.Commands, Reason: r.Reason,
				Note: r.Note, Modes: r.Modes, Agents: r.Agents, Line: r.Line, Col: r.Col}
			if s.pack == nil && !strings.HasPrefix(gr.ID, g.Name+".") {
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
func BuiltinTests() ([]Test, error) {
	names, _ := fs.Glob(builtinFS, "builtin/*.toml")
	var (
		out  []Test
		errs LoadErrors
	)
	for _, n := range names {
		b, err := builtinFS.ReadFile(n)
		if err != nil {
			return nil, err
		}
		s, perrs := parseTOML(n, b, Builtin, "")
		errs = append(errs, perrs...)
		if s != nil {
			out = append(out, s.tests...)
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
func loadBuiltin(packs []genPack, b BuiltinSettings, root string) (*source, []Pack, LoadErrors) {
	s := &source{name: "builtin", level: Builtin}
	var (
		list = make([]Pack, 0, len(packs))
		errs LoadErrors
	)
	for _, g := range packs {
		whole := !namesAny(b.Disable, g.Name) && (g.Default || namesAny(b.Enable, g.Name))
		pack := Pack{Name: g.Name, Description: g.Description, Default: g.Default, Source: g.File}
		for i := range g.Rules {
			gr := &g.Rules[i]
			if namesAny(b.Disable, gr.ID) || !whole && !namesAny(b.Enable, gr.ID) {
				continue
			}
			r := &Rule{ID: gr.ID, Decision: gr.Decision, Commands: gr.Command, Reason: gr.Reason,
				Note: gr.Note, Modes: gr.Modes, Agents: gr.Agents, Level: Builtin,
				Source: g.File, Line: gr.Line, Col: gr.Col, Pack: g.Name}
			ok := true
			for _, m := range gr.Match {
				p, err := ParsePattern(m, root)
				if err != nil {
					errs = append(errs, &LoadError{File: g.File, Line: gr.Line, Col: gr.Col, Msg: fmt.Sprintf("rule %q: %v", m, err)})
					ok = false
					continue
				}
				r.Patterns = append(r.Patterns, p)
			}
			if ok {
				s.rules = append(s.rules, r)
				pack.Enabled = true
			}
		}
		list = append(list, pack)
	}
	return s, list, errs
}
