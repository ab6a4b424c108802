package shell

import (
	"slices"
	"strings"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// setVar records what a plain assignment (d=~/.s, alone as a statement)
// leaves in the shell: the literal value, with a leading ~ expanded as
// bash expands it after the =, or nothing known.
func (d *dec) setVar(as *syntax.Assign, a Assign, c *ctx) {
	if a.Name == "" {
		return
	}
	c.sh.unsetVar(a.Name)
	if as.Append || as.Index != nil || as.Array != nil || as.Naked {
		return
	}
	vals, exact := []string{""}, true
	if as.Value != nil {
		vals = []string{a.Value}
		if a.Dynamic {
			// b=$a/x after a=/y: the value is known when its
			// expansions are.
			vals, exact = d.known(as.Value, c)
		}
		for i, v := range vals {
			var ok bool
			if vals[i], ok = d.tildeAssign(as.Value, v); !ok {
				return
			}
		}
	}
	if d.maybe == nil {
		d.maybe = map[string][]string{}
	}
	for _, v := range vals {
		if m := d.maybe[a.Name]; len(m) < maxKnown && !slices.Contains(m, v) {
			d.maybe[a.Name] = append(m, v)
		}
	}
	if !exact || len(vals) != 1 {
		return
	}
	if c.sh.vars == nil {
		c.sh.vars = map[string]string{}
	}
	c.sh.vars[a.Name] = vals[0]
}

// tildeAssign gives the value of a literal assignment word: bash expands
// an unquoted ~ at its start and after each unquoted colon. Only a
// leading ~ or ~/ with a known HOME is modelled; any other unquoted ~
// makes the value unknown.
func (d *dec) tildeAssign(w *syntax.Word, value string) (string, bool) {
	for i, p := range w.Parts {
		l, ok := p.(*syntax.Lit)
		if !ok {
			continue
		}
		j := strings.IndexByte(l.Value, '~')
		if j < 0 {
			continue
		}
		if i != 0 || j != 0 || strings.IndexByte(l.Value[1:], '~') >= 0 ||
			!strings.HasPrefix(l.Value, "~/") && (l.Value != "~" || len(w.Parts) > 1) {
			return "", false
		}
		if d.home == "" || d.homeSet {
			return "", false
		}
		return strings.TrimSuffix(d.home, "/") + value[1:], true
	}
	return value, true
}

func (s *shState) unsetVar(name string) {
	if s.vars != nil {
		delete(s.vars, name)
	}
}

// forgetChanged drops the variables code that may or may not have run
// (a branch, a loop body) changed in its copy o of the shell.
func (s *shState) forgetChanged(o *shState) {
	for k, v := range s.vars {
		if w, ok := o.vars[k]; !ok || w != v {
			delete(s.vars, k)
		}
	}
}

// plainParam reports whether pe is a bare $name or ${name}.
func plainParam(pe *syntax.ParamExp) bool {
	return pe.Param != nil && !pe.Excl && !pe.Length && pe.Index == nil && pe.Slice == nil &&
		pe.Repl == nil && pe.Exp == nil && pe.Names == 0 && !pe.Width && validName(pe.Param.Value)
}

func validName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !(ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9') {
			return false
		}
	}
	return true
}

// maxKnown bounds the values Word.Known lists.
const maxKnown = 8

// known gives the values bash may give word w when every expansion in it
// is a plain variable the command assigns a literal, and reports whether
// the one value is certain: each variable holds a value the shell state
// knows. An unquoted value must not split or glob: then it is not one
// word.
func (d *dec) known(w *syntax.Word, c *ctx) ([]string, bool) {
	if len(d.maybe) == 0 {
		return nil, false
	}
	outs := []string{""}
	exact, used := true, false
	add := func(s string) {
		for i := range outs {
			outs[i] += s
		}
	}
	val := func(pe *syntax.ParamExp, quoted bool) bool {
		if !plainParam(pe) {
			return false
		}
		name := pe.Param.Value
		var vals []string
		if c.sh != nil {
			if v, ok := c.sh.vars[name]; ok {
				vals = []string{v}
			}
		}
		if vals == nil {
			vals, exact = d.maybe[name], false
		}
		if len(vals) == 0 {
			return false
		}
		for _, v := range vals {
			if !quoted && (d.ifsSet || v == "" || strings.ContainsAny(v, " \t\n*?[")) {
				return false
			}
		}
		used = true
		var next []string
		for _, o := range outs {
			for _, v := range vals {
				if len(next) < maxKnown {
					next = append(next, o+v)
				}
			}
		}
		outs = next
		return true
	}
	var b strings.Builder
	for _, p := range w.Parts {
		b.Reset()
		switch p := p.(type) {
		case *syntax.Lit:
			if unquotedLit(&b, p.Value) {
				return nil, false
			}
			add(b.String())
		case *syntax.SglQuoted:
			if p.Dollar {
				add(ansiC(p.Value))
			} else {
				add(p.Value)
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				switch q := q.(type) {
				case *syntax.Lit:
					b.Reset()
					dquotedLit(&b, q.Value)
					add(b.String())
				case *syntax.ParamExp:
					if !val(q, true) {
						return nil, false
					}
				default:
					return nil, false
				}
			}
		case *syntax.ParamExp:
			if !val(p, false) {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	if !used {
		return nil, false
	}
	return outs, exact && len(outs) == 1
}
