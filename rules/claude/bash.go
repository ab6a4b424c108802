package claude

import (
	"path"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/command"
	"github.com/pregate/pregate/shell"
)

// bashGlob is Claude Code's wildcard form of a Bash specifier: '*' matches
// any text including spaces, anywhere, several times.
type bashGlob struct {
	parts []string // the specifier split at '*'
	// bareTail is set when a trailing " *" is the rule's only wildcard: then
	// the command without arguments also matches ("ls *" matches "ls").
	bareTail bool
}

// bashParseGlob parses a wildcard specifier. With words set, a trailing
// " *" that is the only wildcard also matches the bare prefix.
func bashParseGlob(spec string, words bool) *bashGlob {
	g := &bashGlob{parts: strings.Split(spec, "*")}
	if words && len(g.parts) == 2 && g.parts[1] == "" && strings.HasSuffix(g.parts[0], " ") {
		g.bareTail = true
	}
	return g
}

// match reports whether s matches the whole glob.
func (g *bashGlob) match(s string) bool {
	if g.bareTail && len(s) == len(g.parts[0])-1 && s == g.parts[0][:len(s)] {
		return true
	}
	return bashGlobParts(g.parts, s)
}

// bashGlobParts matches s against a pattern split at '*'. Taking each
// middle part at its leftmost occurrence is optimal for '*'-only globs, so
// this runs in linear time without backtracking.
func bashGlobParts(parts []string, s string) bool {
	if len(parts) == 1 {
		return s == parts[0]
	}
	if !strings.HasPrefix(s, parts[0]) {
		return false
	}
	s = s[len(parts[0]):]
	last := len(parts) - 1
	for _, mid := range parts[1:last] {
		i := strings.Index(s, mid)
		if i < 0 {
			return false
		}
		s = s[i+len(mid):]
	}
	return strings.HasSuffix(s, parts[last])
}

// bashMatchPieces matches the whole text and, for deny and ask on text that
// is not decomposed (PowerShell), each piece between separators.
func bashMatchPieces(g *bashGlob, s string) bool {
	if g.match(s) {
		return true
	}
	for _, piece := range strings.FieldsFunc(s, func(r rune) bool {
		return r == ';' || r == '|' || r == '&' || r == '\n'
	}) {
		if g.match(strings.TrimSpace(piece)) {
			return true
		}
	}
	return false
}

// bashPattern is a parsed Bash(…) specifier.
type bashPattern struct {
	glob *bashGlob
	// sem is the rule read as program + flags + operands, used by deny and
	// ask to catch other spellings of the same command; nil when the
	// specifier has another shape.
	sem *bashSemantic
	// home is the text form with $HOME and ${HOME} written as ~, set when
	// the rule names the home directory: deny and ask then also match the
	// command with its home spellings (~, $HOME, ${HOME}, the absolute
	// home) written as ~.
	home *bashGlob
}

// bashParsePattern parses a Bash specifier. The legacy ":*" suffix means
// " *"; a colon anywhere else is literal.
func bashParsePattern(spec string) *bashPattern {
	if s, ok := strings.CutSuffix(spec, ":*"); ok {
		spec = s + " *"
	}
	bp := &bashPattern{glob: bashParseGlob(spec, true), sem: bashParseSemantic(spec)}
	if strings.Contains(spec, "~") || strings.Contains(spec, "$HOME") || strings.Contains(spec, "${HOME}") {
		bp.home = bashParseGlob(bashHomeTilde(spec, ""), true)
	}
	return bp
}

// bashHomeTilde writes the spellings of the home directory in s as ~:
// $HOME, ${HOME} and, when home is known, the absolute path.
func bashHomeTilde(s, home string) string {
	if strings.Contains(s, "$") {
		s = strings.ReplaceAll(s, "${HOME}", "~")
		s = strings.ReplaceAll(s, "$HOME", "~")
	}
	if home != "" && home != "/" && strings.Contains(s, home) {
		s = strings.ReplaceAll(s, home+"/", "~/")
		if strings.HasSuffix(s, home) && (len(s) == len(home) || s[len(s)-len(home)-1] == ' ') {
			s = s[:len(s)-len(home)] + "~"
		}
		s = strings.ReplaceAll(s, " "+home+" ", " ~ ")
	}
	return s
}

// bashSegmentTool reports whether a rule for tool applies to a segment
// action: Bash rules to Bash segments (Tool "" or "Bash"), Monitor rules to
// Monitor segments.
func bashSegmentTool(tool string, a *act.Action) bool {
	if a.Tool == "" {
		return tool == "Bash"
	}
	return tool == a.Tool
}

func (p *Pattern) matchBash(c *patternCode, a *act.Action, env act.Env, d hook.Decision) bool {
	switch a.Kind {
	case act.SegmentAction:
		if a.Segment == nil || !bashSegmentTool(p.Tool, a) {
			return false
		}
		if d == hook.Allow {
			if p.Kind != patternBash {
				return false
			}
			s := a.Segment
			if len(c.bash.glob.parts) > 1 && command.AllowExcluded(s) {
				return false // a form a wildcard allow never covers
			}
			return s.Resolved && s.AllowText != "" && c.bash.glob.match(s.AllowText)
		}
		return c.bash.matchAtLeast(a.Segment, env)
	case act.CallAction:
		// Monitor is not decomposed: its command is matched as a whole by
		// deny and ask only.
		if p.Tool != "Monitor" || a.Tool != "Monitor" || d == hook.Allow {
			return false
		}
		cmd, _ := a.Input["command"].(string)
		return bashMatchPieces(c.bash.glob, cmd)
	}
	return false
}

// matchAtLeast is the deny and ask match: the rule's text form against
// every spelling of the segment Claude Code might match, then the rule's
// semantic form against the segment's argv.
func (bp *bashPattern) matchAtLeast(s *shell.Segment, env act.Env) bool {
	g := bp.glob
	if g.match(s.Text) || s.AllowText != "" && g.match(s.AllowText) {
		return true
	}
	if len(s.Assigns) > 0 {
		if t := bashStripAssigns(s.Text); t != s.Text && g.match(t) {
			return true
		}
	}
	if len(s.Argv) > 0 {
		prog := s.Program
		if prog == "" && !s.Argv[0].Dynamic {
			prog = path.Base(s.Argv[0].Value)
		}
		lit := g.parts[0]
		if g.bareTail {
			lit = lit[:len(lit)-1]
		}
		if prog != "" && bashJoinedHasPrefix(prog, s.Argv[1:], lit) && g.match(bashJoin(prog, s.Argv[1:])) {
			return true
		}
		if raw := s.Argv[0].Value; raw != prog && bashJoinedHasPrefix(raw, s.Argv[1:], lit) && g.match(bashJoin(raw, s.Argv[1:])) {
			return true
		}
	}
	if bp.sem != nil && bp.sem.match(s, env.Home) {
		return true
	}
	if bp.home != nil {
		if t := bashHomeTilde(s.Text, env.Home); t != s.Text && bp.home.match(t) {
			return true
		}
		if len(s.Argv) > 0 && s.Program != "" {
			c := bashJoin(s.Program, s.Argv[1:])
			if t := bashHomeTilde(c, env.Home); bp.home.match(t) {
				return true
			}
		}
	}
	return false
}

// bashJoinedHasPrefix reports whether prog and args joined by single
// spaces start with prefix, without joining them: most rules are rejected
// here, so the join is built only for the few that may match.
func bashJoinedHasPrefix(prog string, args []shell.Word, prefix string) bool {
	word, i := prog, 0
	for {
		if len(prefix) <= len(word) {
			return word[:len(prefix)] == prefix
		}
		if prefix[:len(word)] != word || i >= len(args) || prefix[len(word)] != ' ' {
			return false
		}
		prefix = prefix[len(word)+1:]
		word = args[i].Value
		i++
	}
}

// AppendSegmentKeys appends to dst words of which a Bash segment must show
// one for p to match it, as deny, ask or allow: the first word of the
// rule's text form (every spelling matchBash tries must start with it), its
// home form's, and the program of its semantic form. ok is false when p may
// match a segment whatever its words: another kind of rule, or a text form
// whose first word holds a wildcard. It reads the rule text only, so that
// indexing a rule does not compile it.
func (p *Pattern) AppendSegmentKeys(dst []string) (_ []string, ok bool) {
	if p.Kind != patternBash {
		return dst, false
	}
	spec := p.Specifier
	if s, ok := strings.CutSuffix(spec, ":*"); ok {
		spec = s + " *"
	}
	w, ok := bashTextFirstWord(spec)
	if !ok {
		return dst, false
	}
	dst = append(dst, w)
	if !bashPlainWord(spec, w) {
		if prog, ok := bashSemanticProgram(spec); ok && prog != w {
			dst = append(dst, prog)
		}
	}
	if (strings.IndexByte(spec, '~') >= 0 || strings.IndexByte(spec, '$') >= 0) && (strings.Contains(spec, "~") || strings.Contains(spec, "$HOME") || strings.Contains(spec, "${HOME}")) {
		hw, ok := bashTextFirstWord(bashHomeTilde(spec, ""))
		if !ok {
			return dst, false
		}
		dst = append(dst, hw)
	}
	return dst, true
}

// bashPlainWord reports whether w, spec's first word as bashTextFirstWord
// finds it, starts spec and holds no quote, backslash, white space or
// slash: then bashSemanticProgram(spec) is w or nothing, and adds no key.
func bashPlainWord(spec, w string) bool {
	if w == "" || len(spec) < len(w) || spec[:len(w)] != w || len(spec) > len(w) && spec[len(w)] != ' ' {
		return false
	}
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case '\'', '"', '\\', ' ', '\t', '\n', '/':
			return false
		}
	}
	return true
}

// bashTextFirstWord is bashGlobFirstWord of bashParseGlob(spec, true)
// without building the glob.
func bashTextFirstWord(spec string) (string, bool) {
	lit, _, wild := strings.Cut(spec, "*")
	if i := strings.IndexByte(lit, ' '); i > 0 {
		return lit[:i], true
	} else if i == 0 {
		return "", false
	}
	if !wild && lit != "" {
		return lit, true
	}
	return "", false
}

// bashSemanticProgram is the program of bashParseSemantic(spec) when that
// may be non-nil: a superset, as a key too many only costs a try.
func bashSemanticProgram(spec string) (string, bool) {
	i := 0
	for i < len(spec) && (spec[i] == ' ' || spec[i] == '\t' || spec[i] == '\n') {
		i++
	}
	j := i
	for j < len(spec) && spec[j] != ' ' && spec[j] != '\t' && spec[j] != '\n' {
		if c := spec[j]; c == '\'' || c == '"' || c == '\\' {
			j = -1
			break
		}
		j++
	}
	var prog string
	if j >= 0 {
		prog = spec[i:j]
	} else if words, ok := bashSplitWords(spec); ok && len(words) > 0 {
		prog = words[0]
	}
	if prog == "" || prog[0] == '-' {
		return "", false
	}
	slash := false
	for k := 0; k < len(prog); k++ {
		switch prog[k] {
		case '*', '=', '$', '`':
			return "", false
		case '/':
			slash = true
		}
	}
	if !slash {
		return prog, true // path.Base of a bare name is itself
	}
	return path.Base(prog), true
}

// bashFirstWord is s up to its first space.
func bashFirstWord(s string) string {
	if i := strings.IndexByte(s, ' '); i >= 0 {
		return s[:i]
	}
	return s
}

// SegmentWords are the first words of every spelling of s that matchBash
// may try (the text, the allow text, the text without assignments, the
// program or argv[0] joined with the arguments, the home spellings), the
// program its semantic form compares, and the program globs a structured
// command is keyed by that the program matches (command.AppendPrefixKeys).
func SegmentWords(s *shell.Segment, home string) []string {
	return AppendSegmentWords(make([]string, 0, 8), s, home)
}

// AppendSegmentWords appends SegmentWords(s, home) to out.
func AppendSegmentWords(out []string, s *shell.Segment, home string) []string {
	out = append(out, bashFirstWord(s.Text), bashFirstWord(s.AllowText), bashFirstWord(bashStripAssigns(s.Text)),
		firstWordHome(s.Text, home))
	if len(s.Argv) > 0 {
		prog := s.Program
		if prog == "" && !s.Argv[0].Dynamic {
			prog = path.Base(s.Argv[0].Value)
		}
		out = append(out, prog, bashFirstWord(prog), bashFirstWord(s.Argv[0].Value))
		if s.Program != "" {
			if w := s.Program; !strings.Contains(w, " ") && homeKeeps(w, home) {
				// The joined text's first word is the program, and
				// bashHomeTilde leaves it (see firstWordHome).
				out = append(out, w)
			} else {
				out = append(out, bashFirstWord(bashHomeTilde(bashJoin(s.Program, s.Argv[1:]), home)))
			}
		}
	}
	if s.Program != "" {
		out = command.AppendPrefixKeys(out, s.Program)
	}
	return out
}

// firstWordHome is bashFirstWord(bashHomeTilde(s, home)) without
// rewriting s when bashHomeTilde cannot change its first word (homeKeeps).
func firstWordHome(s, home string) string {
	if w := bashFirstWord(s); homeKeeps(w, home) {
		return w
	}
	return bashFirstWord(bashHomeTilde(s, home))
}

// homeKeeps reports whether bashHomeTilde leaves w, the text up to the
// first space of a string, as it is: no $ in it, and no home in it for a
// home without spaces. Each string bashHomeTilde replaces is then either
// without a space, so that it lies wholly after the first space, or
// starts with one (" HOME "), which it keeps; its suffix rule needs the
// home at the end after a space, or the whole string to be the home.
func homeKeeps(w, home string) bool {
	if strings.Contains(w, "$") || strings.Contains(home, " ") {
		return false
	}
	return home == "" || home == "/" || !strings.Contains(w, home)
}

// bashJoin joins a program and its arguments with single spaces.
func bashJoin(prog string, args []shell.Word) string {
	n := len(prog)
	for _, w := range args {
		n += 1 + len(w.Value)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(prog)
	for _, w := range args {
		b.WriteByte(' ')
		b.WriteString(w.Value)
	}
	return b.String()
}

// bashStripAssigns removes leading NAME=value words from a simple command's
// source text, honouring quotes in the values.
func bashStripAssigns(text string) string {
	s := strings.TrimLeft(text, " \t")
	for {
		i := 0
		for i < len(s) && (s[i] == '_' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || i > 0 && s[i] >= '0' && s[i] <= '9') {
			i++
		}
		if i == 0 || i >= len(s) || s[i] != '=' {
			return s
		}
		i++
		var quote byte
		depth := 0 // $( ) nesting
	value:
		for ; i < len(s); i++ {
			c := s[i]
			switch {
			case quote == '\'':
				if c == '\'' {
					quote = 0
				}
			case c == '\\':
				i++
			case quote == '`':
				if c == '`' {
					quote = 0
				}
			case c == '$' && i+1 < len(s) && s[i+1] == '(':
				depth++
				i++
			case depth > 0 && c == '(':
				depth++
			case depth > 0 && c == ')':
				depth--
			case depth > 0:
			case quote == '"' && c == '"':
				quote = 0
			case quote != 0:
			case c == '\'' || c == '"' || c == '`':
				quote = c
			case c == ' ' || c == '\t':
				break value
			}
		}
		if i >= len(s) {
			return ""
		}
		s = strings.TrimLeft(s[i:], " \t")
	}
}
