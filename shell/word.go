package shell

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// arg is a Word with the source text it was written as, which AllowText
// and dynamic values are made of.
type arg struct {
	Word
	raw string
	// home is set when the word is $HOME or ${HOME} followed by literal
	// text; rest is that text ("/.ssh").
	home bool
	rest string
	// procSubst is set when the word is one process substitution, <( )
	// or >( ): bash passes a pipe's name, never a file of the command's.
	procSubst bool
}

// maxBraceFields bounds brace expansion ({a,b}{c,d}…): a word that would
// expand to more fields than this is kept as one dynamic word.
const maxBraceFields = 64

// words evaluates the argument words of a command, walking every command
// substitution they contain first, the way bash expands them before the
// command runs.
func (d *dec) words(ws []*syntax.Word, c *ctx) []arg {
	out := d.args.take(len(ws))[:0]
	for _, w := range ws {
		if d.stopped() {
			break
		}
		d.substs(w, c)
		out = d.fields(w, c, out)
	}
	return out
}

// fields appends the fields word w expands to. Brace expansion is the only
// expansion resolved statically; anything else keeps the word whole and
// marks it dynamic.
func (d *dec) fields(w *syntax.Word, c *ctx, out []arg) []arg {
	if c.params != nil {
		if pe, quoted := soleParam(w); pe != nil {
			return d.param(pe, quoted, w, c, out)
		}
	}
	if hasBrace(w) {
		cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
		if syntax.SplitBraces(cp) {
			var exp []*syntax.Word
			ok := braces(cp, func(bw *syntax.Word) bool {
				if len(exp) >= maxBraceFields {
					return false
				}
				exp = append(exp, bw)
				return true
			})
			if ok && len(exp) > 0 {
				pos, end := c.off(w.Pos()), c.off(w.End())
				raw := c.text(w.Pos(), w.End())
				for _, bw := range exp {
					a := d.word(bw, c)
					if len(exp) > 1 && a.Value == "" && !a.Dynamic && !quotedWord(bw) {
						continue // {a,} gives a alone: bash drops an unquoted null field
					}
					a.Pos, a.End = pos, end
					if len(exp) > 1 {
						a.raw = quoteRaw(a)
					} else {
						a.raw = raw
					}
					out = append(out, a)
				}
				return out
			}
			out = append(out, arg{Word: Word{Value: c.text(w.Pos(), w.End()), Dynamic: true, Pos: c.off(w.Pos()), End: c.off(w.End())}, raw: c.text(w.Pos(), w.End())})
			return out
		}
	}
	return append(out, d.word(w, c))
}

// quoteRaw gives a source spelling for one field of a brace expansion.
func quoteRaw(a arg) string {
	if a.Dynamic {
		return a.Value
	}
	if q, err := syntax.Quote(a.Value, syntax.LangBash); err == nil {
		return q
	}
	return a.Value
}

func hasBrace(w *syntax.Word) bool {
	for _, p := range w.Parts {
		if l, ok := p.(*syntax.Lit); ok && strings.Contains(l.Value, "{") {
			return true
		}
	}
	return false
}

// word evaluates one word without field splitting: quote removal, escapes,
// ANSI-C strings. Expansions that only run time can decide make it dynamic.
func (d *dec) word(w *syntax.Word, c *ctx) arg {
	var b strings.Builder
	dyn := false
	value, unquoted, one := onePart(w.Parts)
	if one {
		// A single literal part needs no builder: its value is the
		// source text itself.
		dyn = unquoted && hasGlob(value)
	}
	for i, p := range w.Parts {
		if one {
			break
		}
		switch p := p.(type) {
		case *syntax.Lit:
			if unquotedLit(&b, p.Value) {
				dyn = true
			}
		case *syntax.SglQuoted:
			if p.Dollar {
				b.WriteString(ansiC(p.Value))
			} else {
				b.WriteString(p.Value)
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if l, ok := q.(*syntax.Lit); ok {
					dquotedLit(&b, l.Value)
				} else {
					dyn = true
				}
			}
		case *syntax.BraceExp:
			dyn = true
		case *syntax.ParamExp:
			dyn = true
			_ = i
		default:
			dyn = true
		}
	}
	a := arg{Word: Word{Pos: c.off(w.Pos()), End: c.off(w.End())}}
	a.raw = c.text(w.Pos(), w.End())
	if len(w.Parts) == 1 {
		_, a.procSubst = w.Parts[0].(*syntax.ProcSubst)
	}
	if dyn {
		a.Value, a.Dynamic = a.raw, true
		a.home, a.rest = homeWord(w)
		a.Known, _ = d.known(w, c)
	} else if one {
		a.Value = value
	} else {
		a.Value = b.String()
	}
	return a
}

// onePart returns the value of a word that is a single part whose value
// is its text as written: an unquoted literal without a backslash, or a
// single-quoted string ('…', not $'…'). unquoted says it is the
// literal, which may still hold a glob (see hasGlob).
func onePart(parts []syntax.WordPart) (value string, unquoted, ok bool) {
	if len(parts) != 1 {
		return "", false, false
	}
	switch p := parts[0].(type) {
	case *syntax.Lit:
		if strings.IndexByte(p.Value, '\\') < 0 {
			return p.Value, true, true
		}
	case *syntax.SglQuoted:
		if !p.Dollar {
			return p.Value, false, true
		}
	}
	return "", false, false
}

// hasGlob reports whether an unquoted literal without a backslash holds a
// glob bash would expand, as unquotedLit reports it.
func hasGlob(s string) bool {
	bracket := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '?':
			return true
		case '[':
			bracket = true
		case ']':
			if bracket {
				return true
			}
		}
	}
	return false
}

// homeWord reports whether w is $HOME or ${HOME} (quoted or not) followed
// only by literal text, and returns that text.
func homeWord(w *syntax.Word) (bool, string) {
	parts := w.Parts
	if len(parts) == 1 {
		if dq, ok := parts[0].(*syntax.DblQuoted); ok {
			parts = dq.Parts
		}
	}
	if len(parts) == 0 {
		return false, ""
	}
	pe, ok := parts[0].(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Param.Value != "HOME" || pe.Excl || pe.Length ||
		pe.Index != nil || pe.Slice != nil || pe.Repl != nil || pe.Exp != nil || pe.Names != 0 {
		return false, ""
	}
	rest, ok := litParts(parts[1:])
	return ok, rest
}

// unquotedLit writes an unquoted literal after backslash removal and
// reports whether it holds an unescaped glob that bash would expand.
func unquotedLit(b *strings.Builder, s string) (glob bool) {
	if strings.IndexByte(s, '\\') < 0 {
		b.WriteString(s)
		return hasGlob(s)
	}
	bracket := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch ch {
		case '\\':
			if i+1 < len(s) {
				i++
				if s[i] != '\n' {
					b.WriteByte(s[i])
				}
			}
			continue
		case '*', '?':
			glob = true
		case '[':
			bracket = true
		case ']':
			if bracket {
				glob = true
			}
		}
		b.WriteByte(ch)
	}
	return glob
}

// dquotedLit writes a literal inside double quotes, where a backslash only
// escapes $ ` " \ and newline.
func dquotedLit(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch == '\\' && i+1 < len(s) {
			switch s[i+1] {
			case '$', '`', '"', '\\':
				b.WriteByte(s[i+1])
				i++
				continue
			case '\n':
				i++
				continue
			}
		}
		b.WriteByte(ch)
	}
}

// ansiC decodes the body of a $'…' string.
func ansiC(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch != '\\' || i+1 >= len(s) {
			b.WriteByte(ch)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case '\\', '\'', '"', '?':
			b.WriteByte(e)
		case 'c':
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i] & 0x1f)
			} else {
				b.WriteString(`\c`)
			}
		case 'x', 'u', 'U':
			max := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			j := i + 1
			for j < len(s) && j-i-1 < max && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(e)
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if e == 'x' {
				b.WriteByte(byte(n))
			} else if n <= utf8.MaxRune {
				b.WriteRune(rune(n))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j-i < 3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(e)
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// substs walks every command and process substitution inside node n
// (a word, an arithmetic or test expression), which run before the command
// that holds them.
func (d *dec) substs(n syntax.Node, c *ctx) {
	if n == nil {
		return
	}
	if w, ok := n.(*syntax.Word); ok && w != nil && fast.leafWords {
		if k := leafNodes(w); k > 0 {
			// No substitution to find: count the steps the walk would.
			d.step(2 * k)
			return
		}
	}
	walk(n, func(n syntax.Node) bool {
		if d.stopped() {
			return false
		}
		switch n := n.(type) {
		case *syntax.CmdSubst:
			name := "$( )"
			if n.Backquotes {
				name = "`…`"
			}
			d.sub(n.Stmts, c, name, n.Pos(), n.End())
			return false
		case *syntax.ProcSubst:
			name := "<( )"
			if n.Op == syntax.CmdOut {
				name = ">( )"
			}
			d.sub(n.Stmts, c, name, n.Pos(), n.End())
			return false
		}
		return true
	})
}

// leafNodes returns how many syntax nodes word w is (itself included)
// when none of them can hold a substitution: literals, single-quoted
// strings and double-quoted literals, as most words are. It returns 0 for
// any other word. walk calls f twice per node (f(n), and f(nil) closing
// it), which is what substs counts for such a word.
func leafNodes(w *syntax.Word) int {
	k := 1
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
			k++
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					return 0
				}
			}
			k += 1 + len(p.Parts)
		default:
			return 0
		}
	}
	return k
}

// soleParam returns the parameter expansion a word consists of alone
// ($1, "${2}", "$@"), if it is a plain positional one.
func soleParam(w *syntax.Word) (*syntax.ParamExp, bool) {
	parts, quoted := w.Parts, false
	if len(parts) == 1 {
		if dq, ok := parts[0].(*syntax.DblQuoted); ok {
			parts, quoted = dq.Parts, true
		}
	}
	if len(parts) != 1 {
		return nil, false
	}
	pe, ok := parts[0].(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Excl || pe.Length || pe.Index != nil || pe.Slice != nil ||
		pe.Repl != nil || pe.Exp != nil || pe.Names != 0 {
		return nil, false
	}
	switch v := pe.Param.Value; {
	case v == "@" || v == "*" || isDigits(v):
		return pe, quoted
	}
	return nil, false
}

// param substitutes a positional parameter whose value the command itself
// set (bash -c '…' _ args, a function call): rm "$1" with $1 = / is
// rm /. Values keep their own dynamic flag; the span is the word's.
func (d *dec) param(pe *syntax.ParamExp, quoted bool, w *syntax.Word, c *ctx, out []arg) []arg {
	pos, end := c.off(w.Pos()), c.offEnd(w.End())
	raw := c.text(w.Pos(), w.End())
	put := func(a arg) {
		a.Pos, a.End = pos, end
		if !quoted && a.Dynamic {
			a.raw = raw
		}
		out = append(out, a)
	}
	switch v := pe.Param.Value; v {
	case "@", "*":
		if len(c.params) <= 1 {
			if quoted && v == "*" {
				put(arg{raw: raw})
			}
			return out
		}
		if quoted && v == "*" {
			s, _, ok := joinArgs(c.params[1:])
			put(arg{Word: Word{Value: s, Dynamic: !ok}, raw: raw})
			return out
		}
		for _, p := range c.params[1:] {
			if !quoted {
				d.split(p, raw, put)
				continue
			}
			put(p)
		}
		return out
	default:
		n := 0
		for _, ch := range v {
			n = n*10 + int(ch-'0')
			if n > 1<<16 {
				break
			}
		}
		if n >= len(c.params) {
			if quoted {
				put(arg{raw: raw}) // "" : one empty word
			}
			return out // unquoted and unset: no word at all
		}
		p := c.params[n]
		if p.raw == "" {
			p.raw = raw
		}
		if !quoted {
			d.split(p, raw, put)
			return out
		}
		put(p)
		return out
	}
}

// split is field splitting and globbing of an unquoted parameter value:
// a literal value splits on blanks into words (bash -c '$0 $1' rm '-rf /'
// runs rm -rf /), an empty one gives no word. A value that globs, or any
// value when the command may change IFS, is only known at run time.
func (d *dec) split(p arg, raw string, put func(arg)) {
	if p.Dynamic {
		put(p)
		return
	}
	if d.ifsSet || strings.ContainsAny(p.Value, "*?[") {
		put(arg{Word: Word{Value: raw, Dynamic: true}, raw: raw})
		return
	}
	for _, f := range strings.FieldsFunc(p.Value, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }) {
		put(arg{Word: Word{Value: f}, raw: quoteRaw(arg{Word: Word{Value: f}})})
	}
}
