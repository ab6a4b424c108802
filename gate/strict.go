package gate

import (
	"fmt"
	"path"
	"strings"

	"github.com/pregate/pregate/audit"
	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/command"
	"github.com/pregate/pregate/shell"
)

// The strict profile ([defaults] profile = "strict") asks on every Bash
// segment that is not known to be harmless, where the default profile
// leaves what no rule decides to Claude Code. It runs after the rules, the
// fences and the floor, and only ever turns an allow or no opinion into an
// ask: a deny or an ask stands, so deny rules and the floor still decide
// first.
//
// A segment is known harmless when the read-only catalogue
// (command.ReadOnlySegment) accepts it with every option role of its progs
// table — nothing that writes a path, runs a program, a shell string or
// code, or sets configuration that may name a command — it writes no path,
// sets no variable that is not known inert (shell.SafeAssign), is not fed
// operands at run time (xargs, parallel, find -exec), and none of its
// words is decided at run time by an expansion (a glob is judged by the
// floor, which expands it). Substitutions, interpreter one-liners and
// what wrappers and options run are segments of their own and judged the
// same way.
//
// A segment that is not known harmless is still let through when an allow
// rule of a pregate policy file allowed it, as long as that file's level
// is trusted at least as much as the level that set strict: managed, then
// cli, then user, then project. So a managed strict honours only managed
// allows (a user could otherwise relax it with allow = ["Bash(*)"]), a
// user's strict honours the user's own allows and the ones above them, and
// a project file's allows count only under a strict the project itself
// set. Allows imported from Claude Code settings files are never honoured:
// they accumulate from "always allow" answers and are mostly broad
// prefixes, which is the stance strict exists to refuse; copy one into a
// policy file to keep it.

// strictRule is the id decisions of the strict profile cite.
const strictRule = "profile.strict"

// trustRank orders the levels by how much the strict profile trusts their
// allow rules: lower is more trusted. A project file is anyone's who
// clones the repository, so it is trusted least.
func trustRank(l act.Level) int {
	switch l {
	case act.Managed:
		return 0
	case act.CLI:
		return 1
	case act.User:
		return 2
	case act.Project:
		return 3
	}
	return 4
}

// honoured reports whether the strict profile set at level lets r's allow
// stand for a segment that is not known harmless.
func honoured(r *rules.Rule, level act.Level) bool {
	if r == nil || r.Decision != hook.Allow || r.Level == act.Builtin {
		return false
	}
	if strings.HasSuffix(r.Source, ".json") {
		// A Claude Code settings file (the loader reads .json files as
		// settings, everything else as pregate policy).
		return false
	}
	return trustRank(r.Level) <= trustRank(level)
}

// strict applies the strict profile to res, the decision of the rules, the
// fences and the floor.
func (d *decider) strict(res Result) Result {
	def := d.pol.Defaults
	if def.Profile != rules.ProfileStrict || d.verdict == nil {
		return res
	}
	where := def.ProfileLevel.String()
	if def.ProfileSource != "" {
		where += ", " + def.ProfileSource
		if def.ProfileLine > 0 {
			where += fmt.Sprintf(":%d", def.ProfileLine)
		}
	}
	if res.Decision == hook.Deny || res.Decision == hook.Ask {
		if d.in.Explain {
			res.Trace = append(res.Trace, Step{Kind: StepProfile, Profile: &ProfileStep{Where: where, Already: res.Decision}})
		}
		return res
	}
	first := -1
	var firstWhy string
	for i := range d.actions {
		a := &d.actions[i]
		if a.Kind != act.SegmentAction || a.Segment == nil {
			continue
		}
		seg := a.Segment
		what := fmt.Sprintf("#%d `%s`", i, oneLine(seg.Text))
		why := notHarmless(seg)
		if why == "" {
			if d.in.Explain {
				res.Trace = append(res.Trace, Step{Kind: StepProfile, Profile: &ProfileStep{Part: what, Harmless: true}})
			}
			continue
		}
		if i < len(d.verdict.Actions) && optionDependent(seg) == "" {
			if r := d.verdict.Actions[i].Rule; honoured(r, def.ProfileLevel) {
				res.Trace = append(res.Trace, Step{Kind: StepProfile, Profile: &ProfileStep{Part: what, Why: why, AllowedBy: r}})
				continue
			} else if r != nil && d.verdict.Actions[i].Decision == hook.Allow {
				why += "; its allow rule " + r.ID + " (" + r.Level.String() + ", " + r.Where() + ") is not one strict honours"
			}
		}
		res.Trace = append(res.Trace, Step{Kind: StepProfile, Profile: &ProfileStep{Part: what, Why: why}, To: hook.Ask})
		if i < len(res.Parts) {
			res.Parts[i].Decision, res.Parts[i].Rule = hook.Ask, strictRule
			if res.Parts[i].Why == "" {
				res.Parts[i].Why = why
			}
		}
		if first < 0 {
			first, firstWhy = i, why
		}
	}
	if first < 0 {
		return res
	}
	seg := d.actions[first].Segment
	mode := "default"
	if d.ev.PermissionMode != "" {
		mode = d.ev.PermissionMode
	}
	from := res.Decision
	res.Decision = hook.Ask
	res.AgentReason = fmt.Sprintf("`%s` needs the user's approval: this policy's strict profile lets through without asking only commands known to only read and those its rules allow. Ask the user, or use a read-only command.", oneLine(seg.Text))
	res.OperatorReason = fmt.Sprintf("ask by profile strict (%s) on segment %d `%s`: not known harmless: %s; mode %s", where, first, oneLine(seg.Text), firstWhy, mode)
	res.Rule = &audit.RuleRef{ID: strictRule, Source: def.ProfileSource, Level: def.ProfileLevel.String(), Pos: loc.Pos{Line: def.ProfileLine}}
	res.Trace = append(res.Trace, Step{Kind: StepCall, From: from, To: hook.Ask, Why: "profile strict (" + where + "): a part not known harmless"})
	return res
}

// notHarmless says why seg is not known to be harmless, or "" when it is.
func notHarmless(seg *shell.Segment) string {
	if !seg.Resolved {
		return "unresolved"
	}
	if seg.Program == "" || len(seg.Argv) == 0 {
		return "a statement with no program of its own"
	}
	name := seg.Program
	for _, p := range seg.Paths {
		if p.Access&shell.Write != 0 {
			return fmt.Sprintf("it writes %s (%s)", p.Path, p.Via)
		}
	}
	for _, a := range seg.Assigns {
		if !shell.SafeAssign(a.Name) {
			return fmt.Sprintf("it sets %s for %s, which may change what it runs", a.Name, name)
		}
	}
	if why := optionDependent(seg); why != "" {
		return why
	}
	feeders := seg.Nesting
	for _, w := range seg.Wrappers {
		if len(w) > 0 {
			feeders = append(feeders[:len(feeders):len(feeders)], path.Base(w[0]))
		}
	}
	for _, n := range feeders {
		if n == "xargs" || n == "parallel" || strings.HasPrefix(n, "find -") {
			// Its operands arrive at run time: no rule's text and no
			// check here has seen them.
			return fmt.Sprintf("it runs under %s, which gives it operands only known at run time", n)
		}
	}
	for _, w := range seg.Argv[1:] {
		switch {
		case !w.Dynamic:
		case expansion(w.Value):
			return fmt.Sprintf("its word %s is known only at run time", w.Value)
		case strings.Contains(withoutHome(w.Value), "{"):
			// Brace expansion pregate resolves statically up to a cap;
			// a word left whole is one whose fields it does not know.
			return fmt.Sprintf("its word %s is a brace expansion too large to spell out", w.Value)
		}
	}
	if seg.InputDynamic {
		// cat <<EOF … $SECRET … EOF prints what only run time knows.
		return "its input, a here-document or here-string, holds expansions known only at run time"
	}
	for _, p := range seg.Paths {
		if p.Dynamic && expansion(p.Path) {
			// A redirect's word (cat < $f) is not in Argv.
			return fmt.Sprintf("it reads %s, a path known only at run time (%s)", p.Path, p.Via)
		}
	}
	if o := roleOption(seg); o != "" {
		return o
	}
	if seg.Code != "" {
		return name + " runs inline code"
	}
	if !command.ReadOnlySegment(seg) {
		return name + " is not known to only read (it is not in the read-only catalogue, or not in this form)"
	}
	return ""
}

// optionDependent says why a word of seg means what it means only under a
// shell option pregate cannot see, or "". An extended glob (@(…), !(…),
// +(…), *(…), ?(…)) is a pattern only with shopt extglob, which the
// session's shell snapshot may or may not set; without it bash rejects the
// line as a syntax error. Since pregate does not know which command bash
// reads, not even an allow rule's match makes it known, and strict asks.
func optionDependent(seg *shell.Segment) string {
	for _, w := range seg.Argv {
		if !w.Dynamic {
			continue
		}
		for _, op := range []string{"@(", "!(", "+(", "*(", "?("} {
			if strings.Contains(w.Value, op) {
				return fmt.Sprintf("its word %s is an extended glob, which bash reads only with shopt extglob (a syntax error without it)", w.Value)
			}
		}
	}
	return ""
}

// expansion reports whether a dynamic word's source text holds an
// expansion (parameter, command, arithmetic or process substitution)
// rather than only a glob, which the floor expands as bash does. $HOME is
// not one: pregate expands it as it expands ~, and an assignment to HOME
// makes the command unresolved.
func expansion(src string) bool {
	src = withoutHome(src)
	return strings.ContainsAny(src, "$`") || strings.Contains(src, "<(") || strings.Contains(src, ">(")
}

// withoutHome removes every $HOME and ${HOME} from src.
func withoutHome(src string) string {
	if !strings.Contains(src, "HOME") {
		return src
	}
	src = strings.ReplaceAll(src, "${HOME}", "")
	var b strings.Builder
	for {
		i := strings.Index(src, "$HOME")
		if i < 0 {
			b.WriteString(src)
			return b.String()
		}
		end := i + len("$HOME")
		if end < len(src) && (src[end] == '_' || src[end] >= 'a' && src[end] <= 'z' || src[end] >= 'A' && src[end] <= 'Z' || src[end] >= '0' && src[end] <= '9') {
			// $HOMEDIR is another variable.
			b.WriteString(src[:end])
		} else {
			b.WriteString(src[:i])
		}
		src = src[end:]
	}
}

// strictRoles are the option roles that make an invocation more than
// harmless reading, as the read-only catalogue counts them: code the
// program interprets itself (a sed script, an awk program) is the
// catalogue's own check.
const strictRoles = progs.RunsProgram | progs.RunsShell | progs.Config | progs.Runs | progs.WritePath |
	progs.Target | progs.OpsWrite | progs.Writes | progs.Mount

// roleOption names the first option of seg whose role in its progs table
// runs or writes something, or "".
func roleOption(seg *shell.Segment) string {
	p := progs.Lookup(seg.Program)
	if p == nil || seg.Container {
		return ""
	}
	vals := make([]string, len(seg.Argv)-1)
	for i, w := range seg.Argv[1:] {
		vals[i] = progs.ASCIIDashes(w.Value)
	}
	for _, it := range p.Parse(progs.Words{Values: vals}).Items {
		if it.Kind != progs.Opt {
			continue
		}
		r := it.Role()
		if r&strictRoles == 0 {
			continue
		}
		what := "writes a path"
		switch {
		case r&(progs.RunsProgram|progs.Runs) != 0:
			what = "runs a program"
		case r&progs.RunsShell != 0:
			what = "runs a shell command"
		case r&progs.Config != 0:
			what = "sets configuration that may name a command"
		case r&progs.Writes != 0:
			what = "writes or deletes files"
		}
		return fmt.Sprintf("option %s of %s %s", it.Name, seg.Program, what)
	}
	return ""
}

// oneLine shortens text to one line of at most 120 bytes.
func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	if len(s) > 120 {
		s = s[:117] + "…"
	}
	return s
}
