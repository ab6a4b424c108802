package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
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
	v := ""
	if as.Value != nil {
		v = a.Value
		if a.Dynamic {
			// b=$a/x after a=/y: the value is known when its
			// expansions are.
			k, ok := d.known(as.Value, c)
			if !ok {
				return
			}
			v = k
		}
		var ok bool
		if v, ok = d.tildeAssign(as.Value, v); !ok {
			return
		}
	}
	if c.sh.vars == nil {
		c.sh.vars = map[string]string{}
	}
	c.sh.vars[a.Name] = v
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

// known gives the value bash gives word w when every expansion in it is
// a variable of c's shell with a known value, and reports whether it is
// so. An unquoted value must not split or glob: then it is not one word.
func (d *dec) known(w *syntax.Word, c *ctx) (string, bool) {
	if c.sh == nil || len(c.sh.vars) == 0 {
		return "", false
	}
	var b strings.Builder
	used := false
	val := func(pe *syntax.ParamExp, quoted bool) bool {
		if !plainParam(pe) {
			return false
		}
		v, ok := c.sh.vars[pe.Param.Value]
		if !ok {
			return false
		}
		if !quoted && (d.ifsSet || v == "" || strings.ContainsAny(v, " \t\n*?[")) {
			return false
		}
		used = true
		b.WriteString(v)
		return true
	}
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if unquotedLit(&b, p.Value) {
				return "", false
			}
		case *syntax.SglQuoted:
			if p.Dollar {
				b.WriteString(ansiC(p.Value))
			} else {
				b.WriteString(p.Value)
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				switch q := q.(type) {
				case *syntax.Lit:
					dquotedLit(&b, q.Value)
				case *syntax.ParamExp:
					if !val(q, true) {
						return "", false
					}
				default:
					return "", false
				}
			}
		case *syntax.ParamExp:
			if !val(p, false) {
				return "", false
			}
		default:
			return "", false
		}
	}
	if !used {
		return "", false
	}
	return b.String(), true
}
