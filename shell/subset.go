package shell

import (
	"slices"
	"strings"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"

	"github.com/pregate/pregate/progs"
)

// The understood subset. mvdan.cc/sh and bash disagree on some
// constructs, and others change at run time what later words run; the
// bash oracle in the tests finds them. Each such construct, wherever it
// appears, adds an unresolved segment of its own, so that its command is
// never allowed, while the segments around it are still reported for deny
// and ask rules to see.

// consulted are the variables (IFS has its own handling, see call) bash reads when it runs or finds commands,
// expands words, or starts another bash: assigning one changes what the
// rest of the command runs.
var consulted = []string{
	"PATH", "BASH_CMDS", "BASH_ALIASES", "BASH_ENV", "ENV", "HOME", "CDPATH", "PS0", "PS1", "PS2", "PS3",
	"PS4", "PROMPT_COMMAND", "GLOBIGNORE", "SHELLOPTS", "BASHOPTS", "BASH_XTRACEFD", "EXECIGNORE",
	"FUNCNEST", "POSIXLY_CORRECT", "BASH_COMPAT", "BASH_LOADABLES_PATH", "LD_PRELOAD", "LD_LIBRARY_PATH",
	"LD_AUDIT", "OLDPWD", "PWD", "BASH_ARGV0", "TIMEFORMAT", "INPUTRC", "HISTFILE", "PROMPT_DIRTRIM",
	"MAILPATH", "BASH_ARGV", "BASH_ARGC", "TMPDIR",
}

// specialFuncs are function names bash itself calls.
func specialFuncs(name string) bool {
	switch name {
	case "command_not_found_handle":
		return true
	}
	return false
}

// safeSet are the set options that change nothing about what runs or
// which words a command gets.
func safeSet(name string) bool {
	switch name {
	case "e", "u", "x", "v", "E", "errexit", "nounset", "pipefail", "xtrace", "verbose", "errtrace":
		return true
	}
	return false
}

// arithName is a variable that arithmetic evaluation reads: its value is
// evaluated as an expression in turn, subscripts and all.
type arithName struct {
	name     string
	c        *ctx
	text     string
	pos, end int
}

// check walks a parsed string and reports every construct outside the
// understood subset as an unresolved segment.
func (d *dec) check(f *syntax.File, c *ctx) {
	// The path from the root to the node being checked: room for the
	// usual depth, rather than growing it four times.
	stack := make([]syntax.Node, 0, 32)
	walk(f, func(n syntax.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if d.capped != "" {
			return false
		}
		switch n := n.(type) {
		case *syntax.CallExpr:
			d.calls++
			d.nwords += int32(len(n.Args))
		case *syntax.BinaryCmd:
			switch n.Op {
			case syntax.AndStmt, syntax.OrStmt:
				d.andOrs++
			case syntax.Pipe, syntax.PipeAll:
				d.subshells += 2
			}
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.Subshell:
			d.subshells++
		case *syntax.ForClause, *syntax.WhileClause:
			d.loops++
		}
		d.checkNode(n, stack, c)
		stack = append(stack, n)
		return true
	})
}

func (d *dec) flag(c *ctx, n syntax.Node, why string) {
	d.unresolved(c, why, c.text(n.Pos(), n.End()), c.off(n.Pos()), c.offEnd(n.End()))
}

func inDblQuotes(stack []syntax.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		switch stack[i].(type) {
		case *syntax.DblQuoted:
			return true
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.Stmt:
			return false
		}
	}
	return false
}

func (d *dec) checkNode(n syntax.Node, stack []syntax.Node, c *ctx) {
	switch n := n.(type) {
	case *syntax.Assign:
		d.checkAssign(n, c)
	case *syntax.CallExpr:
		d.checkCall(n, c)
	case *syntax.DeclClause:
		d.checkDecl(n, c)
	case *syntax.ForClause:
		switch l := n.Loop.(type) {
		case *syntax.WordIter:
			if l.Name != nil {
				d.assigned(l.Name.Value, n, c, len(l.Items) == 0 || !allDigits(l.Items))
			}
		case *syntax.CStyleLoop:
			d.arith(l.Init, c)
			d.arith(l.Cond, c)
			d.arith(l.Post, c)
		}
	case *syntax.FuncDecl:
		if n.Name != nil && specialFuncs(n.Name.Value) {
			d.flag(c, n, "defines "+n.Name.Value+", which bash itself calls")
		}
		if within(stack, func(n syntax.Node) bool { _, ok := n.(*syntax.FuncDecl); return ok }) {
			d.flag(c, n, "a function that defines a function")
		}
	case *syntax.Comment:
		if strings.HasSuffix(strings.TrimSuffix(n.Text, "\n"), `\`) {
			// bash ends a comment at the newline; mvdan.cc/sh joins the
			// next line to it.
			d.flag(c, n, "comment ending in a backslash")
		}
	case *syntax.ArithmExp:
		d.arith(n.X, c)
	case *syntax.ArithmCmd:
		d.arith(n.X, c)
	case *syntax.LetClause:
		for _, x := range n.Exprs {
			d.arith(x, c)
		}
	case *syntax.BinaryTest:
		switch n.Op {
		case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
			d.arith(n.X, c)
			d.arith(n.Y, c)
		}
	case *syntax.UnaryTest:
		if n.Op == syntax.TsVarSet || n.Op == syntax.TsRefVar {
			if w, ok := n.X.(*syntax.Word); ok && !plainName(w) {
				d.flag(c, n, "variable test with a subscript")
			}
		}
	case *syntax.ParamExp:
		d.checkParam(n, stack, c)
	case *syntax.CmdSubst:
		if n.Backquotes && strings.Contains(c.text(n.Pos(), n.End()), "\\\n") {
			// Inside backquotes bash removes a line continuation even
			// within single quotes; mvdan.cc/sh keeps it there.
			d.flag(c, n, "line continuation inside backquotes")
		}
		if n.Backquotes && within(stack, func(n syntax.Node) bool { cs, ok := n.(*syntax.CmdSubst); return ok && cs.Backquotes }) {
			// Each level of backquotes unescapes the text once more
			// before it is read again; mvdan.cc/sh does not always agree.
			d.flag(c, n, "backquotes inside backquotes")
		}
	case *syntax.SglQuoted:
		if strings.Contains(n.Value, "`") && within(stack, func(n syntax.Node) bool { cs, ok := n.(*syntax.CmdSubst); return ok && cs.Backquotes }) {
			// bash finds the end of `…` before it reads quotes inside:
			// a backquote in single quotes there ends the substitution.
			d.flag(c, n, "backquote inside single quotes inside backquotes")
		}
	case *syntax.ExtGlob:
		// mvdan.cc/sh keeps an extended glob's pattern as text; bash
		// expands what is inside it (in [[ ]] even with extglob off).
		if n.Pattern != nil && strings.ContainsAny(n.Pattern.Value, "$`'\"\\<>") {
			d.flag(c, n, "expansion inside an extended glob")
		}
	case *syntax.Redirect:
		if (n.Op == syntax.Hdoc || n.Op == syntax.DashHdoc) && within(stack, isSubst) && !d.lastHeredoc(n, stack, c) {
			d.flag(c, n, "here-document inside a substitution, with more after it")
			return
		}
		d.checkRedirect(n, c)
	}
}

// lastHeredoc reports whether a here-document inside $( ) is the last
// thing there, as in git commit -m "$(cat <<'EOF' … EOF)": bash 5.2 reads
// commands after such a here-document otherwise than mvdan.cc/sh (it
// loses the ; between them), so only this form is understood.
func (d *dec) lastHeredoc(rd *syntax.Redirect, stack []syntax.Node, c *ctx) bool {
	var cs *syntax.CmdSubst
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *syntax.CmdSubst:
			cs = n
		case *syntax.ProcSubst:
			return false
		}
		if cs != nil {
			break
		}
	}
	if cs == nil || cs.Backquotes || rd.Hdoc == nil || rd.Word == nil {
		return false
	}
	delim, ok := litWord(rd.Word)
	if !ok || delim == "" {
		return false
	}
	// The body, the closing delimiter line, then only blanks up to ).
	lines := strings.Split(strings.TrimRight(c.text(rd.Hdoc.Pos(), cs.Right), " \t\n"), "\n")
	for i, l := range lines {
		if rd.Op == syntax.DashHdoc {
			l = strings.TrimLeft(l, "\t")
		}
		if l == delim {
			return i == len(lines)-1
		}
	}
	return false
}

// within reports whether any node on the stack satisfies f.
func within(stack []syntax.Node, f func(syntax.Node) bool) bool {
	for _, n := range stack {
		if f(n) {
			return true
		}
	}
	return false
}

func isSubst(n syntax.Node) bool {
	switch n.(type) {
	case *syntax.CmdSubst, *syntax.ProcSubst:
		return true
	}
	return false
}

// assigned records that the command gives name a value; tainted says the
// value may be anything but an integer.
func (d *dec) assigned(name string, n syntax.Node, c *ctx, tainted bool) {
	base := name
	if i := strings.IndexByte(base, '['); i >= 0 {
		base = base[:i]
	}
	if slices.Contains(consulted, base) {
		d.flag(c, n, "assigns "+base+", which changes what bash runs")
	}
	if tainted {
		if d.tainted == nil {
			d.tainted = map[string]bool{}
		}
		d.tainted[base] = true
	}
}

func (d *dec) checkAssign(as *syntax.Assign, c *ctx) {
	if as.Name == nil {
		return
	}
	if as.Naked && as.Value == nil && as.Array == nil && as.Index == nil {
		return // export NAME: no new value
	}
	if as.Index != nil {
		d.arith(as.Index, c)
	}
	tainted := as.Array != nil || as.Value == nil || !isIntWord(as.Value)
	d.assigned(as.Name.Value, as, c, tainted)
}

func (d *dec) checkDecl(dc *syntax.DeclClause, c *ctx) {
	variant := dc.Variant.Value
	table := progs.Lookup(variant).Def
	letters := map[string]bool{} // the options of every option word, bundles split
	for _, as := range dc.Args {
		if !as.Naked || as.Name != nil || as.Value == nil {
			continue
		}
		v, ok := litWord(as.Value)
		if !ok {
			d.flag(c, dc, "dynamic "+variant+" argument")
			continue
		}
		items, _ := progs.Parse(progs.Words{Values: []string{v}}, 0, table)
		if len(items) > 0 && items[0].Kind == progs.Opt {
			these := map[string]bool{}
			for _, it := range items {
				letters[it.Canon()], these[it.Canon()] = true, true
			}
			if variant != "export" && these["-i"] || these["-n"] {
				d.flag(c, dc, variant+" "+v+" makes later assignments evaluate or redirect")
			}
			continue
		}
		if strings.ContainsAny(v, "[=") {
			d.flag(c, dc, "subscript evaluated at run time")
		}
	}
	if variant == "export" && letters["-f"] || variant != "export" && letters["-f"] && letters["-x"] {
		d.flag(c, dc, "exports a function to the programs it runs")
	}
}

// nameArgs are builtins whose operands name variables they assign.
func nameArgs(name string) bool {
	switch name {
	case "read", "mapfile", "readarray", "getopts", "printf", "unset", "wait":
		return true
	}
	return false
}

func (d *dec) checkCall(ce *syntax.CallExpr, c *ctx) {
	if len(ce.Args) == 0 {
		return
	}
	name, ok := litWord(ce.Args[0])
	if !ok {
		return
	}
	name = progName(name)
	args := ce.Args[1:]
	if name == "--" {
		d.flag(c, ce, "time -- (bash runs what follows, mvdan.cc/sh a program named --)")
		return
	}
	// builtin NAME and command NAME run NAME itself.
	for name == "builtin" || name == "command" {
		w := litArgs(args)
		items, n := progs.Leading(w, 0, progs.Lookup(name).Def)
		if len(items) > 0 || n >= len(args) || w.Dynamic(n) {
			break
		}
		name, args = progName(w.Values[n]), args[n+1:]
	}
	for _, w := range ce.Args {
		if v, ok := litWord(w); !ok || strings.Contains(v, "BASH_FUNC_") {
			if ok {
				d.flag(c, ce, "a function exported through the environment")
				return
			}
		}
	}
	switch name {
	case "xargs", "eval", "command", "exec", "env", "sudo", "doas", "trap", "set", "shopt",
		"hash", "enable", "fc", "complete", "compgen", "bind":
	default:
		if !nameArgs(name) {
			return // nothing below reads the words of any other program
		}
	}
	w := litArgs(args)
	opts := func() ([]progs.Item, int) {
		return progs.Leading(w, 0, progs.Lookup(name).Def)
	}
	switch name {
	case "xargs":
		// xargs sh (no -c) runs as a script whatever word it reads.
		_, n := opts()
		if n >= len(args) || w.Dynamic(n) {
			return
		}
		if p := lookupInterp(progName(w.Values[n])); p != nil && !givesCode(p, w, n+1) {
			d.flag(c, ce, "xargs runs a script named by what it reads")
		}
		return
	case "eval":
		if len(args) > 0 {
			if v, _ := litWord(args[0]); v == "--" {
				d.flag(c, ce, "eval --")
			}
		}
	case "command":
		if items, _ := opts(); hasOpt(items, "-p") {
			d.flag(c, ce, "command -p runs from bash's default PATH")
		}
	case "exec":
		if items, _ := opts(); hasOpt(items, "-a") {
			d.flag(c, ce, "exec -a gives the program another name")
		}
	case "env", "sudo", "doas":
		if name == "env" {
			items, _ := opts()
			for _, it := range items {
				if it.Role()&progs.RunsShell != 0 && strings.ContainsAny(it.Value, "{}*?[~$`\\\"'#") {
					// env -S splits its string itself: no braces, globs,
					// tildes or shell quoting as bash has them.
					d.flag(c, ce, "env -S string read otherwise than by a shell")
					return
				}
			}
		}
		for _, v := range w.Values {
			for _, name := range consulted {
				if strings.HasPrefix(v, name+"=") || strings.Contains(v, " "+name+"=") || strings.Contains(v, "\t"+name+"=") {
					d.flag(c, ce, name+" set for the program it runs")
					return
				}
			}
		}
	case "trap":
		// A trap stores code that runs later, when the signal comes: its
		// own segment, never allowed silently (its code is still read
		// for deny and ask). trap -p, -l and -P only print.
		items, n := opts()
		for _, it := range items {
			if it.Kind == progs.Opt && it.Option != nil {
				return
			}
			if it.Kind == progs.Opt {
				d.flag(c, ce, "trap stores code to run later")
				return
			}
		}
		if n < len(args) && (w.Dynamic(n) || w.Values[n] != "-" && w.Values[n] != "") {
			d.flag(c, ce, "trap stores code to run later")
		}
	case "set":
		items, n := opts()
		ended := false
		for _, it := range items {
			switch {
			case it.Kind == progs.End:
				ended = true
			case it.Kind != progs.Opt:
			case it.Option == nil:
				d.flag(c, ce, "set "+w.Values[it.Word]+" changes how bash reads or runs commands")
				return
			case it.Canon() == "-o":
				if it.HasValue && w.Dynamic(it.ValueWord) {
					d.flag(c, ce, "dynamic set option")
					return
				}
				if it.HasValue && !safeSet(it.Value) {
					d.flag(c, ce, "set -o "+it.Value+" changes how bash reads or runs commands")
					return
				}
			case !safeSet(it.Canon()[1:]):
				d.flag(c, ce, "set "+w.Values[it.Word]+" changes how bash reads or runs commands")
				return
			}
		}
		if !ended && n < len(args) && w.Dynamic(n) {
			d.flag(c, ce, "dynamic set option")
		}
	case "shopt":
		items, _ := opts()
		for _, it := range items {
			if it.Kind == progs.Opt && it.Canon() != "-q" && it.Canon() != "-p" {
				d.flag(c, ce, "shopt changes how bash reads or runs commands")
				return
			}
		}
		for i := range args {
			if w.Dynamic(i) {
				d.flag(c, ce, "shopt changes how bash reads or runs commands")
				return
			}
		}
	case "hash", "enable", "fc", "complete", "compgen", "bind":
		for i := range args {
			if w.Dynamic(i) {
				d.flag(c, ce, name+" "+w.Values[i]+" changes what later words run")
				return
			}
		}
		items, _ := opts()
		for _, it := range items {
			if it.Kind != progs.Opt {
				continue
			}
			numeric := it.Option == nil && isDigits(it.Name[1:]) // fc -l -5
			if it.Option == nil && !numeric || it.Role()&(progs.RunsAny|progs.Writes|progs.ReadPath) != 0 {
				d.flag(c, ce, name+" "+w.Values[it.Word]+" changes what later words run")
				return
			}
		}
	}
	if !nameArgs(name) {
		return
	}
	// The words that name variables the builtin assigns: the values its
	// table marks (read -a, printf -v, wait -p) and, for most, the
	// operands (read NAME…, unset NAME…).
	p := progs.Lookup(name)
	items, n := opts()
	type nameWord struct {
		v   string
		dyn bool
	}
	var names []nameWord
	for _, it := range items {
		r := it.Role()
		if r&progs.RunsShell != 0 {
			d.flag(c, ce, name+" -C runs a callback")
			return
		}
		if r&progs.Var != 0 && it.HasValue {
			names = append(names, nameWord{it.Value, !it.Attached && w.Dynamic(it.ValueWord)})
		}
	}
	if p.Vars {
		for i := n; i < len(args); i++ {
			names = append(names, nameWord{w.Values[i], w.Dynamic(i)})
		}
	}
	for _, nw := range names {
		if nw.dyn {
			d.flag(c, ce, name+" of a dynamic variable name")
			return
		}
		if strings.ContainsAny(nw.v, "[]") {
			d.flag(c, ce, name+" of a subscript evaluated at run time")
			return
		}
		if isName(nw.v) {
			d.assigned(nw.v, ce, c, true)
		}
	}
}

// litArgs is words as the option grammar reads them: a literal word by
// its value, any other dynamic.
func litArgs(ws []*syntax.Word) progs.Words {
	vals := make([]string, len(ws))
	dyn := make([]bool, len(ws))
	for i, w := range ws {
		v, ok := litWord(w)
		vals[i], dyn[i] = v, !ok
	}
	return progs.Words{Values: vals, Dynamic: func(i int) bool { return dyn[i] }}
}

// hasOpt reports whether items hold the option canon, in any spelling.
func hasOpt(items []progs.Item, canon string) bool {
	for k := range items {
		if items[k].Kind == progs.Opt && items[k].Canon() == canon {
			return true
		}
	}
	return false
}

// givesCode reports whether the options of shell or interpreter p, from
// w[from], give the code it runs (sh -c, python -c or -m, php -f, deno
// eval) rather than leave it to the first operand.
func givesCode(p *progs.Program, w progs.Words, from int) bool {
	if p.Global != nil {
		_, n := progs.Leading(w, from, p.Global)
		return n < len(w.Values) && !w.Dynamic(n) && w.Values[n] == p.CodeSub
	}
	items, _ := progs.Leading(w, from, p.Def)
	for _, it := range items {
		if r := it.Role(); r&(progs.RunsShell|progs.RunsCode|progs.Script) != 0 || r&progs.RunsProgram != 0 && r&progs.Ends != 0 {
			return true
		}
	}
	return false
}

func (d *dec) checkParam(pe *syntax.ParamExp, stack []syntax.Node, c *ctx) {
	if pe.Param == nil {
		return
	}
	if pe.Excl && pe.Names == 0 && !(pe.Index != nil && isAll(pe.Index)) {
		d.flag(c, pe, "indirect expansion")
	}
	if pe.Index != nil && !isAll(pe.Index) {
		d.arith(pe.Index, c)
	}
	if pe.Slice != nil {
		d.arith(pe.Slice.Offset, c)
		d.arith(pe.Slice.Length, c)
	}
	if pe.Exp != nil {
		switch pe.Exp.Op {
		case syntax.AssignUnset, syntax.AssignUnsetOrNull:
			d.assigned(pe.Param.Value, pe, c, true)
		case syntax.OtherParamOps:
			if v, _ := litWord(pe.Exp.Word); strings.ContainsAny(v, "PE") {
				d.flag(c, pe, "prompt or escape expansion of a value")
			}
		}
		if litHas(pe.Exp.Word, "<(", ">(") || pe.Exp.Word != nil && strings.Contains(c.text(pe.Exp.Word.Pos(), pe.Exp.Word.End()), "\\\n") {
			d.flag(c, pe, "process substitution or line continuation inside an expansion")
		}
		if inDblQuotes(stack) && pe.Exp.Word != nil && hasSglQuote(pe.Exp.Word) {
			d.flag(c, pe, "single quotes inside a double-quoted expansion")
		}
	}
	if pe.Repl != nil && (litHas(pe.Repl.Orig, "<(", ">(", "\\\n") || litHas(pe.Repl.With, "<(", ">(", "\\\n")) {
		d.flag(c, pe, "process substitution or line continuation inside an expansion")
	}
	if pe.Repl != nil && inDblQuotes(stack) && (hasSglQuote(pe.Repl.Orig) || hasSglQuote(pe.Repl.With)) {
		d.flag(c, pe, "single quotes inside a double-quoted expansion")
	}
}

func (d *dec) checkRedirect(rd *syntax.Redirect, c *ctx) {
	if rd.Op != syntax.Hdoc && rd.Op != syntax.DashHdoc {
		return
	}
	if rd.Word != nil {
		raw := c.text(rd.Word.Pos(), rd.Word.End())
		if strings.Contains(raw, "\\\n") || strings.ContainsAny(raw, "$`") {
			d.flag(c, rd, "here-document delimiter bash reads differently")
			return
		}
	}
	if rd.Hdoc != nil && rd.Word != nil && !quotedWord(rd.Word) {
		if strings.Contains(c.text(rd.Hdoc.Pos(), rd.Hdoc.End()), "\\\n") {
			d.flag(c, rd, "line continuation inside a here-document")
		}
	}
}

// arith checks an arithmetic expression: numbers, operators and variable
// names only. Quotes, substitutions and subscripts in it are evaluated by
// bash in ways mvdan.cc/sh does not follow; names are checked against the
// command's assignments once the whole command is read.
func (d *dec) arith(x syntax.Node, c *ctx) {
	if x == nil || isNilNode(x) {
		return
	}
	walk(x, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Word:
			for _, p := range n.Parts {
				switch p := p.(type) {
				case *syntax.Lit:
					v := p.Value
					if isName(v) {
						d.arithNames = append(d.arithNames, arithName{v, c, c.text(n.Pos(), n.End()), c.off(n.Pos()), c.offEnd(n.End())})
					} else if !isNumber(v) {
						d.flag(c, n, "arithmetic operand bash evaluates at run time")
					}
				case *syntax.ParamExp:
					if p.Param != nil && p.Excl == false && p.Index == nil && p.Exp == nil && p.Repl == nil && p.Slice == nil && !p.Length {
						d.arithNames = append(d.arithNames, arithName{p.Param.Value, c, c.text(n.Pos(), n.End()), c.off(n.Pos()), c.offEnd(n.End())})
					} else if !p.Length {
						d.flag(c, n, "arithmetic operand bash evaluates at run time")
					}
				default:
					d.flag(c, n, "arithmetic operand bash evaluates at run time")
				}
			}
			return false
		}
		return true
	})
}

// arithDone flags the arithmetic names whose value the command sets to
// something that may not be an integer.
func (d *dec) arithDone() {
	for _, a := range d.arithNames {
		if d.tainted[a.name] {
			d.unresolved(a.c, "arithmetic evaluates a value the command set", a.text, a.pos, a.end)
		}
	}
}

// litWord is w's value when it is made of literal text only (no
// expansion, no glob bash would expand).
func litWord(w *syntax.Word) (string, bool) {
	if w == nil {
		return "", false
	}
	return litParts(w.Parts)
}

// litParts is the value of word parts that are literal text only, after
// quote removal; ok is false for any expansion or unquoted glob.
func litParts(parts []syntax.WordPart) (string, bool) {
	if v, unquoted, ok := onePart(parts); ok {
		if unquoted && hasGlob(v) {
			return "", false
		}
		return v, true
	}
	var b strings.Builder
	for _, p := range parts {
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
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				dquotedLit(&b, l.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || i > 0 && ch >= '0' && ch <= '9' {
			continue
		}
		return false
	}
	return true
}

// isNumber accepts bash integer constants: 42, 0x1f, 8#17.
func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch == '#' || ch == '_' || ch == '@' {
			continue
		}
		return false
	}
	return s[0] >= '0' && s[0] <= '9'
}

func isIntWord(w *syntax.Word) bool {
	v, ok := litWord(w)
	return ok && (v == "" || isDigits(strings.TrimPrefix(v, "-")))
}

func allDigits(ws []*syntax.Word) bool {
	for _, w := range ws {
		if !isIntWord(w) {
			return false
		}
	}
	return true
}

func plainName(w *syntax.Word) bool {
	v, ok := litWord(w)
	return ok && isName(v)
}

func isAll(x syntax.ArithmExpr) bool {
	w, ok := x.(*syntax.Word)
	if !ok {
		return false
	}
	v, _ := litWord(w)
	return v == "@" || v == "*"
}

func hasSglQuote(w *syntax.Word) bool {
	found := false
	if w == nil {
		return false
	}
	walk(w, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.SglQuoted:
			found = true
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		}
		return !found
	})
	return found
}

func quotedWord(w *syntax.Word) bool {
	for _, p := range w.Parts {
		switch p.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted:
			return true
		case *syntax.Lit:
			if strings.Contains(p.(*syntax.Lit).Value, `\`) {
				return true
			}
		}
	}
	return false
}

// isNilNode reports a nil pointer held in a non-nil interface (an absent
// Slice.Length, an empty C-style loop clause).
func isNilNode(n syntax.Node) bool {
	switch n := n.(type) {
	case *syntax.Word:
		return n == nil
	case *syntax.BinaryArithm:
		return n == nil
	case *syntax.UnaryArithm:
		return n == nil
	case *syntax.ParenArithm:
		return n == nil
	}
	return false
}

// litHas reports whether a literal part of w (outside nested
// substitutions) holds any of subs: mvdan.cc/sh leaves them as text
// inside ${…} words where bash expands them.
func litHas(w *syntax.Word, subs ...string) bool {
	if w == nil {
		return false
	}
	found := false
	walk(w, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Lit:
			for _, s := range subs {
				if strings.Contains(n.Value, s) {
					found = true
				}
			}
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		}
		return !found
	})
	return found
}
