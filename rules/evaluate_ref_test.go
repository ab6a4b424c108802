package rules

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/progs"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/builtin"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/command"
	"github.com/pregate/pregate/shell"
)

// refKeysOf derives the keys of each action as Evaluate did before
// keysOf: in each pass of each action, from the action alone (the tools
// and path segments of a call, a segment's words only when not every rule
// is tried), and for the index from the call (callWords).
func refKeysOf(c *Call) *callKeys {
	k := &callKeys{acts: make([]actionKeys, len(c.Actions)), whole: c.Explain}
	for i := range c.Actions {
		a := &c.Actions[i]
		ak := &k.acts[i]
		ak.all = c.Explain || a.Kind == act.SegmentAction && a.Segment == nil || a.Prefix
		var words, paths []string
		switch a.Kind {
		case act.CallAction:
			words = claude.CallWords(a.Tool, nil)
			for _, t := range words {
				ak.file = ak.file || claude.FileTool(t)
			}
			if ak.file {
				paths = claude.PathWords(a, c.Env, nil)
			}
		case act.ReadAction, act.WriteAction:
			paths = claude.PathWords(a, c.Env, nil)
		case act.SegmentAction:
			if a.Segment == nil {
				k.whole = true
				break
			}
			if !ak.all {
				words = claude.SegmentWords(a.Segment, c.Env.Home)
				if p := a.Segment.Program; p != "" {
					words = append(words, p, strings.ToLower(p))
				}
			}
		default:
			k.whole = true
		}
		ak.w0 = int32(len(k.buf))
		k.buf = append(k.buf, words...)
		ak.w1, ak.p0 = int32(len(k.buf)), int32(len(k.buf))
		k.buf = append(k.buf, paths...)
		ak.p1 = int32(len(k.buf))
	}
	return k
}

// refRules are the builtin baseline's rules built as loading builds them
// for project root, and rules of each kind of action.
func refRules(t testing.TB, root string) []*Rule {
	t.Helper()
	// Two rules of one pass that match one segment, the first found by
	// the segment's word, the second by any segment: candidates must
	// list them in rule order.
	first, err := claude.ParsePattern("Bash(git push *)", root)
	if err != nil {
		t.Fatal(err)
	}
	out := []*Rule{
		{ID: "word", Decision: hook.Deny, Patterns: []*claude.Pattern{first}, Level: act.Managed, Source: "w.toml"},
		{ID: "any", Decision: hook.Deny, Commands: []command.Command{{Program: []string{"gi?"}, Subcommand: []string{"push"}}}, Level: act.Managed, Source: "w.toml"},
	}
	for _, g := range builtin.Packs() {
		for _, gr := range g.Rules {
			r := &Rule{ID: gr.ID, Decision: gr.Decision, Commands: gr.Command, Reason: gr.Reason,
				Note: gr.Note, Modes: gr.Modes, Agents: gr.Agents, Level: act.Builtin,
				Source: g.File, Pos: gr.Pos, Pack: g.Name}
			for _, m := range gr.Match {
				p, err := claude.ParsePattern(m, root)
				if err != nil {
					t.Fatalf("%s: %q: %v", gr.ID, m, err)
				}
				r.Patterns = append(r.Patterns, p)
			}
			out = append(out, r)
		}
	}
	for i, m := range []string{"Bash(git push *)", "Bash(ls *)", "Bash(cat *)", "Read(./src/**)", "Edit(/proj/gen/**)",
		"WebFetch(domain:example.com)", "Bash(npm run *)", "Read", "Bash(GIT status)", "Write(~/notes/**)"} {
		p, err := claude.ParsePattern(m, root)
		if err != nil {
			t.Fatal(err)
		}
		d := []hook.Decision{hook.Allow, hook.Ask, hook.Deny}[i%3]
		out = append(out, &Rule{ID: fmt.Sprintf("p%d", i), Decision: d, Patterns: []*claude.Pattern{p}, Level: act.User, Source: "p.toml"})
	}
	cmds := []command.Command{
		{Program: []string{"git"}, AnyFlag: []string{"-c=core.pager=*", "-C", "--no-pager", "-c=alias.*"}},
		{Program: []string{"GIT", "curl"}, Flags: []string{"-X=DELETE"}},
		{Program: []string{"py*"}, Code: []string{"print"}},
		{Program: []string{"find"}, AnyFlag: []string{"-delete", "-exec*"}, NoFlag: []string{"-print"}},
		{Program: []string{"ls"}, Flags: []string{"-l"}, NoFlag: []string{"--all"}},
		{Program: []string{"git"}, Subcommand: []string{"log", "diff --stat"}, AnyFlag: []string{"--oneline", "--stat"}},
		{Program: []string{"npm"}, Subcommand: []string{"run  lint", "test"}, MinOperands: 1},
		// A spelling the global table does not know and the
		// subcommand's does: its canonical form is the subcommand
		// table's alone.
		{Program: []string{"git"}, Subcommand: []string{"push"}, Flags: []string{"--force"}},
		{Program: []string{"git"}, Subcommand: []string{"commit"}, Flags: []string{"--no-verify"}, NoFlag: []string{"--amend"}},
		{Program: []string{"kubectl"}, Subcommand: []string{"delete"}, Flags: []string{"--namespace=kube-*"}},
	}
	for i := range cmds {
		d := []hook.Decision{hook.Allow, hook.Ask, hook.Deny}[i%3]
		out = append(out, &Rule{ID: fmt.Sprintf("c%d", i), Decision: d, Commands: cmds[i : i+1], Level: act.User, Source: "c.toml"})
	}
	return out
}

var commandString = regexp.MustCompile(`(?:"command"\s*:|command\s*=)\s*("(?:[^"\\]|\\.)*")`)

// refCommands are the commands of the builtin packs' tests and of the
// fixtures, and commands generated from the structured rules' programs,
// subcommands and flags.
func refCommandLines(t testing.TB, rs []*Rule) []string {
	t.Helper()
	var out []string
	grab := func(b []byte) {
		for _, m := range commandString.FindAllSubmatch(b, -1) {
			if s, err := strconv.Unquote(string(m[1])); err == nil {
				out = append(out, s)
			}
		}
	}
	names, _ := fs.Glob(builtin.FS, "builtin/*.toml")
	for _, n := range names {
		b, err := builtin.FS.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		grab(b)
	}
	files, _ := filepath.Glob("../fixtures/*.txtar")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		grab(b)
	}
	if len(out) < 200 {
		t.Fatalf("only %d commands from the packs' tests and the fixtures", len(out))
	}
	r := rand.New(rand.NewPCG(14, 3))
	var cs []*command.Command
	for _, rule := range rs {
		for i := range rule.Commands {
			cs = append(cs, &rule.Commands[i])
		}
	}
	pick := func(l []string) string { return l[r.IntN(len(l))] }
	flag := func(f string) string {
		f = strings.NewReplacer("*", "x", "?", "y").Replace(f)
		name, val, ok := strings.Cut(f, "=")
		if !ok {
			return name
		}
		switch r.IntN(3) {
		case 0:
			return name + " " + val
		case 1:
			return name + "=" + strings.ToUpper(val)
		}
		return name + val
	}
	// spelling is another spelling of the option f names in one of
	// tables, or an option of one of them, or f.
	spelling := func(f string, tables []*progs.Options) string {
		name, val, hasVal := strings.Cut(f, "=")
		t := tables[r.IntN(len(tables))]
		if t == nil {
			return f
		}
		if o := t.Lookup(name); o != nil && r.IntN(2) == 0 {
			name = pick(o.Names)
		} else if all := t.All(); len(all) > 0 && r.IntN(3) == 0 {
			name = pick(all[r.IntN(len(all))].Names)
		}
		if hasVal {
			return name + "=" + val
		}
		return name
	}
	for range 4000 {
		c := cs[r.IntN(len(cs))]
		words := []string{strings.NewReplacer("*", "3", "?", "x").Replace(pick(c.Program))}
		if len(c.Subcommand) > 0 && r.IntN(4) > 0 {
			words = append(words, strings.Fields(strings.NewReplacer("*", "s3", "?", "x").Replace(pick(c.Subcommand)))...)
		}
		var tables []*progs.Options
		if prog := progs.Lookup(strings.ToLower(words[0])); prog != nil {
			tables = append(tables, prog.Global)
			if len(words) > 1 {
				tables = append(tables, prog.SubTable(words[1]))
			}
		}
		for range r.IntN(4) {
			var l []string
			switch r.IntN(3) {
			case 0:
				l = c.Flags
			case 1:
				l = c.AnyFlag
			default:
				l = c.NoFlag
			}
			if len(l) > 0 {
				f := pick(l)
				if len(tables) > 0 {
					f = spelling(f, tables)
				}
				words = append(words, flag(f))
			} else {
				words = append(words, pick([]string{"-f", "--force", "-rf", "-v", "--", "-n", "x"}))
			}
		}
		for range r.IntN(3) {
			words = append(words, pick([]string{"main", "/etc/passwd", "~/x", "$HOME/y", "./a", "/tmp/z", "origin", "'p q'"}))
		}
		line := strings.Join(words, " ")
		if r.IntN(4) == 0 {
			line = pick([]string{"sudo ", "env A=1 ", "xargs ", "timeout 5 "}) + line
		}
		if r.IntN(3) == 0 {
			line += pick([]string{" && ls -la", " | sh", " > out.txt", "; cat ~/.ssh/id_rsa"})
		}
		out = append(out, line)
	}
	return out
}

// refCall makes a call of line as the gate does, roughly: the call, a
// segment action per segment and a path action per path.
func refCall(line string, env act.Env, explain bool) *Call {
	return refCallFilter(line, env, explain, false)
}

// refCallFilter is refCall, with filter the call filter of its
// segments as the gate gives it (Call.Filter).
func refCallFilter(line string, env act.Env, explain, filter bool) *Call {
	in := map[string]any{"command": line}
	c := &Call{Tool: "Bash", Input: in, Env: env, Explain: explain, Mode: "default"}
	c.Actions = append(c.Actions, act.Action{Kind: act.CallAction, Tool: "Bash", Input: in, Optional: true})
	segs := shell.Decompose(line, env.Cwd, map[string]string{"HOME": env.Home})
	if filter {
		c.Filter = NewCallFilter("Bash", segs, env.Home)
	}
	for i := range segs {
		s := &segs[i]
		c.Actions = append(c.Actions, act.Action{Kind: act.SegmentAction, Tool: "Bash", Input: in, Segment: s})
		for _, p := range s.Paths {
			k := act.ReadAction
			if p.Access&shell.Write != 0 {
				k = act.WriteAction
			}
			abs := p.Path
			if strings.HasPrefix(abs, "~/") {
				abs = env.Home + abs[1:]
			} else if !path.IsAbs(abs) {
				abs = path.Join(env.Cwd, abs)
			}
			c.Actions = append(c.Actions, act.Action{Kind: k, Tool: "Bash", Input: in, Path: path.Clean(abs), Prefix: p.Prefix})
		}
	}
	return c
}

// TestEvaluateReference holds Evaluate's shortcuts (the keys of each
// action derived once, a Scratch shared by the structured commands of
// every rule tried, unions of one candidate list left unsorted, an index
// for one call that tests each rule rather than building maps) to the
// reference paths: the same verdict, reasons and trace, over the builtin
// baseline and rules of each kind, on the commands of the packs' tests,
// of the fixtures and generated ones, explained or not, with the index of
// every rule and with one built for the call.
func TestEvaluateReference(t *testing.T) {
	env := act.Env{Cwd: "/proj/src", Home: "/home/u", Project: "/proj"}
	rs := refRules(t, env.Project)
	lines := refCommandLines(t, rs)
	indexed := &Policy{Rules: rs, Defaults: Defaults{Unmatched: hook.Ask, Unresolved: hook.Ask}}
	indexed.BuildIndex()
	oneCall := &Policy{Rules: rs, Defaults: indexed.Defaults, OneCall: true}
	byCommand, reasoned, decided := 0, 0, map[hook.Decision]int{}
	for _, line := range lines {
		for _, explain := range []bool{false, true} {
			for _, p := range []*Policy{indexed, oneCall} {
				// The fast path as the gate takes it: the segments'
				// words from the filter the policy was loaded with.
				fast := Evaluate(p, refCallFilter(line, env, explain, true))
				refKeys, refCommands, refSort, refIndex = refKeysOf, true, true, true
				ref := Evaluate(p, refCall(line, env, explain))
				refKeys, refCommands, refSort, refIndex = nil, false, false, false
				if !reflect.DeepEqual(fast, ref) {
					t.Fatalf("%q (explain %v, one call %v): verdict differs from the reference path:\nfast %s %s\n%s\nref  %s %s\n%s",
						line, explain, p.OneCall, fast.Decision, fast.OperatorReason, traceOf(fast), ref.Decision, ref.OperatorReason, traceOf(ref))
				}
				if op, agent, ok := refReasons(p, refCall(line, env, explain), fast); ok && (op != fast.OperatorReason || agent != fast.AgentReason) {
					t.Fatalf("%q: reasons\n%q\n%q\nwant (fmt)\n%q\n%q", line, fast.OperatorReason, fast.AgentReason, op, agent)
				} else if ok {
					reasoned++
				}
				decided[fast.Decision]++
				if fast.Rule != nil && len(fast.Rule.Commands) > 0 {
					byCommand++
				}
			}
		}
	}
	if reasoned < 1000 {
		t.Errorf("only %d verdicts' reasons compared with fmt's", reasoned)
	}
	if byCommand < 500 {
		t.Errorf("only %d verdicts decided by a structured command: the comparison misses them", byCommand)
	}
	for _, d := range []hook.Decision{hook.Allow, hook.Ask, hook.Deny} {
		if decided[d] < 20 {
			t.Errorf("only %d calls decided %s", decided[d], d)
		}
	}
}

func traceOf(v Verdict) string {
	var b strings.Builder
	for _, s := range v.Trace {
		b.WriteString(s.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// refReasons are v's reasons as reasons wrote them with fmt.Sprintf, for
// a verdict decided by a rule or by defaults.unmatched; ok is false for
// any other.
func refReasons(p *Policy, c *Call, v Verdict) (op, agent string, ok bool) {
	if v.Decision == hook.None || v.Decision == hook.Allow && v.Rule == nil || v.Fence != nil || v.Unresolved {
		return "", "", false
	}
	var a *act.Action
	if v.Action >= 0 && v.Action < len(c.Actions) {
		a = &c.Actions[v.Action]
	}
	what, whatOp := "this "+c.Tool+" call", "the "+c.Tool+" call"
	if a != nil {
		what, whatOp = describe(a, false), describe(a, true)
		if a.Kind == act.SegmentAction && a.Segment != nil {
			whatOp = fmt.Sprintf("segment %d %s", v.Action, whatOp)
		}
		if v.Actions[v.Action].Broken != nil {
			return "", "", false
		}
	}
	mode := "mode " + modeName(c.Mode)
	if c.Agent != "" {
		mode += ", agent " + c.Agent
	}
	if r := v.Rule; r != nil {
		where := r.Source
		if r.Line != 0 {
			where = fmt.Sprintf("%s:%d", r.Source, r.Line)
		}
		op = fmt.Sprintf("%s by rule %s (%s, %s) on %s; %s", v.Decision, r.ID, r.Level, where, whatOp, mode)
		if r.Note != "" {
			op += "; " + r.Note
		}
		switch {
		case v.Decision == hook.Allow:
		case r.Reason != "":
			agent = r.Reason
		case v.Decision == hook.Deny:
			agent = fmt.Sprintf("Blocked by policy: %s. Do not retry it in another form; do something else or ask the user.", what)
		default:
			agent = fmt.Sprintf("%s needs the user's approval under the policy.", capital(what))
		}
		return op, agent, true
	}
	op = fmt.Sprintf("%s: no rule allows %s; defaults.unmatched = %s; %s", v.Decision, whatOp, p.Defaults.Unmatched, mode)
	if v.Decision == hook.Deny {
		agent = fmt.Sprintf("The policy does not allow %s. Ask the user to run it or to allow it.", what)
	} else {
		agent = fmt.Sprintf("The policy does not pre-approve %s, so it needs the user's approval.", what)
	}
	return op, agent, true
}

// TestScanCandidates: an index built for one call whose passes test each
// rule (pass.keys) lists for every action of the call, in every pass,
// the candidates the index of lists and maps lists, over the rules and
// commands of TestEvaluateReference; and most of those indexes are ones
// that test each rule.
func TestScanCandidates(t *testing.T) {
	env := act.Env{Cwd: "/proj/src", Home: "/home/u", Project: "/proj"}
	rs := refRules(t, env.Project)
	scanned, listed := 0, 0
	var calls []*Call
	for _, line := range refCommandLines(t, rs) {
		calls = append(calls, refCall(line, env, false))
	}
	// Calls of file tools (a call action with a path, and the path's read
	// or write), of the fetch tool and of others.
	for _, tool := range []string{"Read", "Edit", "Write", "MultiEdit", "NotebookEdit", "Glob", "Grep", "WebFetch", "Agent", "mcp__x__y", "Bash"} {
		for _, p := range []string{"/proj/src/a.go", "/proj/gen/x/y", "/home/u/notes/n.md", "/home/u/.ssh/id_rsa", "/etc/passwd",
			"/proj/.env", "/home/u/.aws/credentials", "/tmp/z", "/proj/src/.git/config", "/"} {
			in := map[string]any{"file_path": p}
			c := &Call{Tool: tool, Input: in, Env: env, Mode: "default"}
			a := act.Action{Kind: act.CallAction, Tool: tool, Input: in, Path: p}
			if tool == "WebFetch" {
				a.Path, a.Domain = "", "example.com"
			}
			c.Actions = append(c.Actions, a, act.Action{Kind: act.ReadAction, Tool: tool, Input: in, Path: p},
				act.Action{Kind: act.WriteAction, Tool: tool, Input: in, Path: p})
			calls = append(calls, c)
		}
	}
	for _, c := range calls {
		line := describe(&c.Actions[0], false)
		keys := keysOf(c)
		want := callWords(keys)
		if want == nil {
			continue
		}
		fast := buildIndex(rs, want)
		refIndex = true
		ref := buildIndex(rs, want)
		refIndex = false
		if fast.deny.keys == nil {
			continue
		}
		scanned++
		for i := range c.Actions {
			a := &c.Actions[i]
			k := &keys.acts[i]
			for d := range 3 {
				fp, rp := fast.pass(d), ref.pass(d)
				if rp.keys != nil {
					t.Fatal("refIndex set, and the index tests each rule")
				}
				got := fp.candidates(a, keys.words(i), keys.paths(i), k, nil)
				exp := rp.candidates(a, keys.words(i), keys.paths(i), k, nil)
				if !slices.Equal(got, exp) {
					t.Fatalf("%q: action %d (%s), pass %d: candidates %v, want %v", line, i, describe(a, false), d, got, exp)
				}
				listed += len(got)
			}
		}
	}
	t.Logf("%d indexes tested each rule, listing %d candidates", scanned, listed)
	if scanned < 1000 || listed < 10000 {
		t.Fatalf("only %d indexes tested each rule, listing %d candidates", scanned, listed)
	}
}

// TestKeysOfFilter: the keys keysOf takes from a call's filter
// (Call.Filter) are those it derives without one, on the commands of
// TestEvaluateReference; a filter made of other segments, or for another
// home, is not taken.
func TestKeysOfFilter(t *testing.T) {
	env := act.Env{Cwd: "/proj/src", Home: "/home/u", Project: "/proj"}
	taken := 0
	for _, line := range refCommandLines(t, refRules(t, env.Project)) {
		with := refCallFilter(line, env, false, true)
		got := keysOf(with)
		with.Filter = nil
		want := keysOf(with)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: keys from the filter\n%+v\nwant\n%+v", line, got, want)
		}
		segs := shell.Decompose(line, env.Cwd, map[string]string{"HOME": env.Home})
		with.Filter = NewCallFilter("Bash", segs, env.Home)
		if other := keysOf(with); !reflect.DeepEqual(other, want) {
			t.Fatalf("%q: keys with a filter of other segments\n%+v\nwant\n%+v", line, other, want)
		}
		for i := range with.Actions {
			if seg := with.Actions[i].Segment; seg != nil {
				if _, _, ok := with.Filter.lookupWords(seg, env.Home, 0); ok {
					t.Fatalf("%q: a filter of other segments gives the words of action %d", line, i)
				}
				taken++
			}
		}
		elsewhere := NewCallFilter("Bash", segs, "/home/v")
		for i := range segs {
			if _, _, ok := with.Filter.lookupWords(&segs[i], env.Home, len(segs)-1); !ok {
				t.Fatalf("%q: the filter does not give the words of its segment %d", line, i)
			}
			if _, _, ok := elsewhere.lookupWords(&segs[i], env.Home, 0); ok {
				t.Fatalf("%q: a filter for another home gives the words of segment %d", line, i)
			}
		}
	}
	if taken < 4000 {
		t.Fatalf("only %d segments compared", taken)
	}
}

// TestCallWordsMasks: the masks callWords makes of the numbers add gives
// are those wordSet.mask gives for each action's words and paths, on the
// calls of TestEvaluateReference, and none are set for a call of more
// than 64 words.
func TestCallWordsMasks(t *testing.T) {
	env := act.Env{Cwd: "/proj/src", Home: "/home/u", Project: "/proj"}
	masked, unmasked := 0, 0
	lines := refCommandLines(t, refRules(t, env.Project))
	// A call of 70 programs has more than 64 words.
	many := make([]string, 70)
	for i := range many {
		many[i] = fmt.Sprintf("prog%d x", i)
	}
	lines = append(lines, strings.Join(many, "; "))
	for _, line := range lines {
		k := keysOf(refCallFilter(line, env, false, true))
		want := callWords(k)
		if want == nil {
			continue
		}
		for i := range k.acts {
			a := &k.acts[i]
			w, p := uint64(0), uint64(0)
			if k.masked {
				w, p = want.mask(k.words(i)), want.mask(k.paths(i))
			}
			if a.wordMask != w || a.pathMask != p {
				t.Fatalf("%q: action %d: masks %x %x, want %x %x", line, i, a.wordMask, a.pathMask, w, p)
			}
		}
		if k.masked {
			masked++
		} else {
			unmasked++
		}
	}
	if masked < 1000 || unmasked < 1 {
		t.Fatalf("only %d calls masked, %d not", masked, unmasked)
	}
}
