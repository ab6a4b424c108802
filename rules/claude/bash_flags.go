package claude

import (
	"path"
	"slices"
	"strings"

	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/shell"
)

// bashSemantic is a Bash rule read as a command line: a program, flags that
// must all be present in any spelling, and literal operands. Deny and ask
// rules use it so that a rule written for one spelling (rm -rf) catches the
// others (rm -fr, rm -r -f, rm -Rf, rm --recursive --force, /bin/rm -rf).
type bashSemantic struct {
	program string // basename
	// sub is git's subcommand, which must be the first word after git's
	// global options.
	sub string
	// flags are canonical flag names, each of which the segment must have.
	flags []string
	// exact are flags with an attached value (--output=x), which must
	// appear verbatim.
	exact []string
	// operands must appear in this order among the segment's operands;
	// one containing '*' is a glob over a single operand.
	operands []*bashGlob
	// star is set when the rule has a wildcard: further operands are
	// allowed. Without it the operands must be exactly these.
	star bool
	// opts is the progs table of the program (and subcommand) that says
	// which spellings are one flag; nil for a program it does not know.
	opts *progs.Options
	// prog is the program's progs entry (nil when it has none), kept for
	// what its operands stand for (OperandFlag).
	prog *progs.Program
	// dashdash is set when the rule has "--": the segment must have it
	// too, so that "git checkout -- *" does not catch "git checkout main".
	dashdash bool
	// home is set when an operand names the home directory: operands are
	// then compared with their home spellings written as ~.
	home bool
}

// bashParseSemantic reads a specifier as program + flags + operands with
// an optional final '*' word. It returns nil for other shapes (a leading
// or middle '*' word, a '*' inside a flag or the program, unbalanced
// quotes), which then match by text only.
func bashParseSemantic(spec string) *bashSemantic {
	words, ok := bashSplitWords(spec)
	if !ok || len(words) == 0 {
		return nil
	}
	prog := words[0]
	if prog == "" || strings.ContainsAny(prog, "*=$`") || strings.HasPrefix(prog, "-") {
		return nil
	}
	s := &bashSemantic{program: path.Base(prog)}
	s.prog = progs.Lookup(s.program)
	rest := words[1:]
	if s.program == "git" {
		rest = bashSkipGitGlobals(rest)
		if len(rest) > 0 && rest[0] != "*" && !strings.HasPrefix(rest[0], "-") {
			if strings.Contains(rest[0], "*") {
				return nil
			}
			s.sub = rest[0]
			rest = rest[1:]
		}
	}
	s.opts = bashTable(s.program, s.sub)
	var ops []string
	kinds := bashWords(progs.Words{Values: rest}, s.opts)
	for i, w := range rest {
		if w == "*" && !bashOnlyFlags(rest[i+1:], kinds[i+1:]) {
			// A '*' before an operand demands text there ("git log * main"
			// does not match "git log main"); only the text form says so.
			// Before flags only ("git push * --force") order does not
			// matter and the '*' is dropped.
			return nil
		}
	}
	for i, w := range rest {
		switch {
		case w == "*":
			s.star = true
		case kinds[i].end:
			s.dashdash = true
		case kinds[i].option:
			if strings.Contains(w, "*") {
				return nil
			}
			if strings.HasPrefix(w, "--") && strings.Contains(w, "=") {
				s.exact = append(s.exact, w)
				continue
			}
			for _, f := range kinds[i].flags {
				if !slices.Contains(s.flags, f) {
					s.flags = append(s.flags, f)
				}
			}
		case s.operandFlag(w) != "":
			s.addFlag(s.operandFlag(w))
			ops = append(ops, w[1:])
		default:
			if strings.Contains(w, "*") {
				s.star = true
			}
			ops = append(ops, w)
		}
	}
	for _, o := range ops {
		if strings.Contains(o, "~") || strings.Contains(o, "$HOME") || strings.Contains(o, "${HOME}") {
			s.home = true
			o = bashHomeTilde(o, "")
		}
		s.operands = append(s.operands, bashParseGlob(bashTrimSlash(o), false))
	}
	return s
}

// bashOnlyFlags reports whether words are options and '*' words only.
func bashOnlyFlags(words []string, kinds []bashWord) bool {
	for i, w := range words {
		if w != "*" && !kinds[i].option {
			return false
		}
	}
	return true
}

// operandFlag is the flag an operand stands for by the program's table
// (git push +ref forces, :ref deletes), "" for none.
func (s *bashSemantic) operandFlag(w string) string {
	if s.prog == nil || s.prog.OperandFlag == nil {
		return ""
	}
	return s.prog.OperandFlag(s.sub, w)
}

func (s *bashSemantic) addFlag(w string) {
	if strings.HasPrefix(w, "--") && strings.Contains(w, "=") {
		s.exact = append(s.exact, w)
		return
	}
	progs.Expand(w, s.opts, func(f string) {
		if !slices.Contains(s.flags, f) {
			s.flags = append(s.flags, f)
		}
	})
}

// bashTable returns the progs table for a program and subcommand: the
// spellings of each flag, and whether short options bundle.
func bashTable(prog, sub string) *progs.Options {
	p := progs.Lookup(prog)
	if p == nil {
		return nil
	}
	if sub != "" {
		return p.Sub(sub)
	}
	return p.Def
}

// bashWord is what progs' grammar makes of one word of a rule or a
// command: an option word (one option, a bundle, or an option with its
// value attached) and the canonical flags it spells, the "--" that ends
// the options, or else an operand. The separate value of an option
// counts as an operand, as Claude Code's text matching reads it.
type bashWord struct {
	option, end bool
	flags       []string
}

// bashWords takes words apart with the program's table (nil: every
// word starting with '-' is an option, every letter of a bundle a flag),
// to the end: the words after a wrapper's command or inside an option's
// list (find -exec … ;) are still read, as options of the same table.
func bashWords(w progs.Words, opts *progs.Options) []bashWord {
	out := make([]bashWord, len(w.Values))
	if opts != nil && opts.Grammar&progs.POSIX != 0 {
		opts = opts.WithGrammar(opts.Grammar &^ progs.POSIX)
	}
	items, _ := progs.Parse(w, 0, opts)
	for k := range items {
		it := &items[k]
		switch it.Kind {
		case progs.End:
			if it.Name == "--" {
				out[it.Word].end = true
			}
		case progs.Opt:
			if it.ValueWord > it.Word && it.ValueEnd > it.ValueWord {
				// A list option (find -exec … ;): its words are read
				// as the rule's own.
				for j, sub := range bashWords(progs.Words{Values: w.Values[it.ValueWord:it.ValueEnd]}, opts) {
					out[it.ValueWord+j] = sub
				}
			}
			out[it.Word].option = true
			it.Flags(func(f string) { out[it.Word].flags = append(out[it.Word].flags, f) })
		}
	}
	return out
}

// bashGitSub returns the index in words of git's subcommand: the first
// word after git's global options.
func bashGitSub(words progs.Words) int {
	_, n := progs.Leading(words, 0, progs.Lookup("git").Global)
	return n
}

// bashSkipGitGlobals drops git's global options before the subcommand.
func bashSkipGitGlobals(words []string) []string {
	return words[bashGitSub(progs.Words{Values: words}):]
}

// match compares the rule with a segment's argv.
func (s *bashSemantic) match(seg *shell.Segment, home string) bool {
	if len(seg.Argv) == 0 {
		return false
	}
	prog := seg.Program
	if prog == "" {
		if seg.Argv[0].Dynamic {
			return false
		}
		prog = path.Base(seg.Argv[0].Value)
	}
	if prog != s.program {
		return false
	}
	args := seg.Argv[1:]
	if s.program == "git" {
		vals := make([]string, len(args))
		for k, w := range args {
			vals[k] = w.Value
		}
		i := bashGitSub(progs.Words{Values: vals, Dynamic: func(k int) bool { return args[k].Dynamic }})
		if s.sub != "" {
			if i >= len(args) || args[i].Value != s.sub {
				return false
			}
			i++
		}
		if i > len(args) {
			i = len(args)
		}
		args = args[i:]
	}

	var (
		have     []string
		ops      []string
		dashdash bool
	)
	add := func(f string) { have = append(have, f) }
	vals := make([]string, len(args))
	for k, w := range args {
		vals[k] = w.Value
	}
	kinds := bashWords(progs.Words{Values: vals, Dynamic: func(k int) bool { return args[k].Dynamic }}, s.opts)
	for k, w := range args {
		v := w.Value
		switch {
		case kinds[k].end:
			dashdash = true
			add("--")
		case kinds[k].option:
			if strings.HasPrefix(v, "--") && strings.Contains(v, "=") {
				add(v)
			}
			for _, f := range kinds[k].flags {
				add(f)
			}
		case w.Dynamic || dashdash:
			ops = append(ops, s.operand(v, home))
		case s.operandFlag(v) != "":
			progs.Expand(s.operandFlag(v), s.opts, add)
			ops = append(ops, v[1:])
		default:
			ops = append(ops, s.operand(v, home))
		}
	}
	for _, f := range s.flags {
		if !slices.Contains(have, f) {
			return false
		}
	}
	if s.dashdash && !slices.Contains(have, "--") {
		return false
	}
	for _, f := range s.exact {
		if !slices.Contains(have, f) {
			return false
		}
	}
	if !s.star {
		if len(ops) != len(s.operands) {
			return false
		}
		for i, g := range s.operands {
			if !g.match(bashTrimSlash(ops[i])) {
				return false
			}
		}
		return true
	}
	j := 0
	for _, o := range ops {
		if j < len(s.operands) && s.operands[j].match(bashTrimSlash(o)) {
			j++
		}
	}
	return j == len(s.operands)
}

// operand returns a segment operand in the form the rule's operands use.
func (s *bashSemantic) operand(v, home string) string {
	if s.home {
		return bashHomeTilde(v, home)
	}
	return v
}

// bashTrimSlash drops trailing slashes so that "tmp/" and "tmp" compare
// equal; "/" stays.
func bashTrimSlash(s string) string {
	for len(s) > 1 && s[len(s)-1] == '/' {
		s = s[:len(s)-1]
	}
	return s
}

// bashSplitWords splits a rule specifier into words the way a shell would,
// removing quotes. It reports false for unbalanced quotes.
func bashSplitWords(s string) ([]string, bool) {
	var (
		words []string
		cur   strings.Builder
		in    bool
		quote byte
	)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote == '\'':
			if c == '\'' {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case quote == '"':
			switch {
			case c == '"':
				quote = 0
			case c == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0:
				i++
				cur.WriteByte(s[i])
			default:
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, in = c, true
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			in = true
		case c == ' ' || c == '\t' || c == '\n':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if quote != 0 {
		return nil, false
	}
	if in {
		words = append(words, cur.String())
	}
	return words, true
}
