package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/rules/command"
)

// Call is one tool call in the form Evaluate needs. The pipeline builds it
// from the hook event: Actions from the tool input (Bash segments and the
// paths they touch, the file of a file tool, the domain of a fetch).
type Call struct {
	// Tool is the canonical tool name ("Agent" for "Task").
	Tool  string
	Input map[string]any
	// Actions are what the call does; Evaluate judges each one.
	Actions []act.Action
	// Mode is the permission_mode ("default", "plan", …); Agent the
	// agent_type of a subagent, "" for the main agent.
	Mode, Agent string
	Env         act.Env
	// ReadOnly is the --read-only flag of the hook command line: a run
	// fence no policy file can lift.
	ReadOnly bool
	// Explain records every rule tried in the trace, not only the ones
	// that matched; for `pregate check --explain`.
	Explain bool
	// Filter, when set, is the filter the policy was loaded with
	// (NewCallFilter of the call's tool and segments): a segment action whose
	// segment the filter was made of is looked up by the words the
	// filter holds for it, not derived again.
	Filter *CallFilter
}

// Verdict is the outcome of Evaluate.
type Verdict struct {
	Decision hook.Decision
	// Rule is the rule that decided; nil when a fence, an unresolved Bash
	// part or the default decided.
	Rule *Rule
	// Fence is the fence that decided, if one did.
	Fence *Fence
	// Action is the index in Call.Actions of the action that decided; -1
	// when the call as a whole did (the default, an allow of every part).
	Action int
	// Unresolved is set when an unresolved Bash part decided.
	Unresolved bool
	// Downgraded is set when an allow became None because the call may
	// write and the mode is plan.
	Downgraded bool
	// Actions has one result per Call.Actions entry, for the audit record.
	Actions []ActionResult
	// Trace is what Evaluate did, in order; see Step.
	Trace []Step
	// AgentReason says what was blocked and what to do instead, without
	// policy paths or rule internals; OperatorReason names the rule or
	// fence, its source file:line and level, what matched, and the mode.
	// Both are "" for None.
	AgentReason, OperatorReason string
}

// ActionResult is the decision for one action.
type ActionResult struct {
	// Decision is None when no rule matched (the default then applies to
	// the call, unless the action is Preallowed or Optional).
	Decision hook.Decision
	Rule     *Rule
	Fence    *Fence
	// Broken is set when Rule could not be compiled on first use: the
	// action is then denied whatever the rule's decision.
	Broken error
}

// RuleID returns the id of the deciding rule, or a fence's description,
// or "".
func (r ActionResult) RuleID() string {
	switch {
	case r.Rule != nil:
		return r.Rule.ID
	case r.Fence != nil:
		return r.Fence.Name()
	}
	return ""
}

// Step is one entry of a verdict's trace.
type Step struct {
	// Action is the index of the action, -1 for a step about the whole
	// call (fences, combining).
	Action int
	// Act is the action, nil for a step about the whole call: What
	// describes it when the step is printed, so that a trace nobody
	// prints (the hook's) builds no text for it.
	Act *act.Action
	// Pass is the rule decision being tried: Deny, Ask or Allow; "" for
	// fence and combine steps.
	Pass hook.Decision
	Rule *Rule
	// Fence is set for a fence step.
	Fence *Fence
	// Matched says whether the rule or fence matched; Skipped, when set,
	// says why the rule was not tried ("mode", "agent").
	Matched bool
	Skipped string
	// Outcome is the decision this step produced, "" when it produced
	// none.
	Outcome hook.Decision
	// Note is free text for people.
	Note string
}

// What describes the step's action for people ("`git push -f`",
// "writing /x"); "" for a step about the whole call.
func (s Step) What() string {
	if s.Act == nil {
		return ""
	}
	return describe(s.Act, false)
}

// String renders s as one line for --explain.
func (s Step) String() string {
	var b strings.Builder
	if s.Action >= 0 {
		fmt.Fprintf(&b, "#%d %s: ", s.Action, s.What())
	} else {
		b.WriteString("call: ")
	}
	switch {
	case s.Rule != nil:
		fmt.Fprintf(&b, "%s rule %s (%s, %s)", s.Pass, s.Rule.ID, s.Rule.Level, s.Rule.Where())
		switch {
		case s.Skipped != "":
			fmt.Fprintf(&b, " skipped: %s", s.Skipped)
		case s.Matched:
			b.WriteString(" matched")
		default:
			b.WriteString(" no match")
		}
	case s.Fence != nil:
		fmt.Fprintf(&b, "fence %s (%s, %s)", s.Fence.Name(), s.Fence.Level, s.Fence.Where())
	}
	if s.Note != "" {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), ": ") {
			b.WriteString(": ")
		}
		b.WriteString(s.Note)
	}
	if s.Outcome != "" {
		fmt.Fprintf(&b, " → %s", s.Outcome)
	}
	return b.String()
}

// index splits rules by decision, keeping their order, and within each
// decision lists the rules each kind of action can match, so that
// Evaluate tries for an action only the rules that can match it: its cost
// grows with those, not with the size of the policy.
type index struct {
	deny, ask, allow pass
}

// pass is the rules of one decision, in order, and their positions by the
// kind of action they can match.
type pass struct {
	rules []indexed
	// pathAny holds the rules that may match any Read or Write action or
	// file tool call as path rules; pathKey those that need one of the
	// path's segments, by segment.
	pathAny []int32
	pathKey map[string][]int32
	// callAny holds the rules that may match a call of any tool; callKey
	// those that match only calls of certain tools, by tool name.
	callAny []int32
	callKey map[string][]int32
	// segAny holds the rules that may match any Bash segment (a
	// structured command, a pattern without a literal first word);
	// segKey those that need one of the segment's words, by word.
	segAny []int32
	segKey map[string][]int32
	// keys, when set (an index for one call of few rules and at most 64
	// words, see scanRules), are what buildIndex read off each rule,
	// keys[j] and masks[j] of rules[j]: candidates then tests each rule
	// rather than looking its keys up, and the lists and maps above are
	// not built.
	keys  []ruleKeys
	masks []ruleMask
}

// ruleMask is a rule's segment, tool and path keys as masks of their
// numbers in the words of the call an index is built for (wordSet.mask).
type ruleMask struct {
	seg, tool, path uint64
}

// indexed is a rule with what the index was built from: a rule changed
// after the index was built makes Evaluate build it again.
type indexed struct {
	r     *Rule
	first *claude.Pattern
	n, nc int32
}

// BuildIndex indexes p.Rules for Evaluate. Load calls it once, so that
// each call does not index the rules again; Evaluate builds an index of
// its own for a Policy without one or whose rules changed since.
func (p *Policy) BuildIndex() { p.idx = buildIndex(p.Rules, nil) }

// ruleKeys is what buildIndex reads off one rule: the action kinds it may
// match and its keys in the shared array, keys[k0:t0] for segments,
// [t0:p0] tools, [p0:end] paths (see ruleKinds, ruleTools, rulePaths);
// all empty in an index whose passes test each rule, which keeps the
// rules' masks and not their keys.
type ruleKeys struct {
	k0, t0, p0, end int32
	kinds           uint8
	anyWords        bool
	anyTool         bool
	anyPath         bool
}

// buildIndex indexes rules for Evaluate (see index). With want set, it
// indexes only the rules that may match an action whose
// words are all in want (the words candidates looks up for each action
// of one call, see callWords): any other rule has none of its keys
// there, so candidates would never list it for such an action.
func buildIndex(rules []*Rule, want *wordSet) *index {
	// An index that tests each rule (scanRules) holds each rule's keys
	// as masks of the call's words, when it has at most 64.
	masked := want != nil && len(want.m) <= 64 && !refIndex
	x := &index{}
	var n [3]int
	for _, r := range rules {
		switch r.Decision {
		case hook.Deny:
			n[0]++
		case hook.Ask:
			n[1]++
		case hook.Allow:
			n[2]++
		}
	}
	// The passes' rules, what the maps are built from (needed only while
	// building, unless the passes test each rule) and the rules' masks:
	// one array each, cut into the three passes.
	var info [3][]ruleKeys
	var masks [3][]ruleMask
	rs, ks := make([]indexed, n[0]+n[1]+n[2]), make([]ruleKeys, n[0]+n[1]+n[2])
	var ms []ruleMask
	if masked {
		ms = make([]ruleMask, n[0]+n[1]+n[2])
	}
	for d, at := 0, 0; d < 3; d++ {
		x.pass(d).rules = rs[at : at : at+n[d]]
		info[d] = ks[at : at : at+n[d]]
		if masked {
			masks[d] = ms[at : at : at+n[d]]
		}
		at += n[d]
	}
	// An index whose passes all test each rule (see scanRules) only
	// makes masks of a rule's words, and keeps none of them: a word
	// listed twice is not dropped, and one rule's words at a time are in
	// all.
	dedupe := !masked || n[0] > scanRules || n[1] > scanRules || n[2] > scanRules
	all := make([]string, 0, 2*len(rules))
	for _, r := range rules {
		var d int
		switch r.Decision {
		case hook.Deny:
			d = 0
		case hook.Ask:
			d = 1
		case hook.Allow:
			d = 2
		default:
			continue
		}
		ps := x.pass(d)
		e := indexed{r: r, n: int32(len(r.Patterns)), nc: int32(len(r.Commands))}
		if e.n > 0 {
			e.first = r.Patterns[0]
		}
		k := ruleKeys{k0: int32(len(all))}
		k.kinds, all, k.anyWords = ruleKinds(r, all, dedupe)
		k.t0 = int32(len(all))
		all, k.anyTool = ruleTools(r, all)
		k.p0 = int32(len(all))
		all, k.anyPath = rulePaths(r, all)
		k.end = int32(len(all))
		var m ruleMask
		if masked {
			m = ruleMask{seg: want.mask(all[k.k0:k.t0]), tool: want.mask(all[k.t0:k.p0]), path: want.mask(all[k.p0:k.end])}
		}
		if want != nil && !k.anyWords && !k.anyTool && !k.anyPath && (masked && m == ruleMask{} || !masked && !anyIn(want, all[k.k0:k.end])) {
			all = all[:k.k0]
			continue
		}
		if !dedupe {
			// The index tests each rule by its masks alone: its keys
			// need not be kept, and the next rule's take their place.
			all = all[:k.k0]
			k.t0, k.p0, k.end = k.k0, k.k0, k.k0
		}
		ps.rules = append(ps.rules, e)
		info[d] = append(info[d], k)
		if masked {
			masks[d] = append(masks[d], m)
		}
	}
	if masked && len(x.deny.rules) <= scanRules && len(x.ask.rules) <= scanRules && len(x.allow.rules) <= scanRules {
		// Few rules, as nearly every index for one call has: candidates
		// tests each, and no list or map is built.
		for d := range 3 {
			ps := x.pass(d)
			ps.keys, ps.masks = info[d], masks[d]
		}
		return x
	}
	for d := range 3 {
		ps := x.pass(d)
		// Each map sized for its keys (at most), and none without keys.
		var nseg, ncall, npath int32
		for _, k := range info[d] {
			nseg, ncall, npath = nseg+k.t0-k.k0, ncall+k.p0-k.t0, npath+k.end-k.p0
		}
		if nseg > 0 {
			ps.segKey = make(map[string][]int32, nseg)
		}
		if ncall > 0 {
			ps.callKey = make(map[string][]int32, min(ncall, 64))
		}
		if npath > 0 {
			ps.pathKey = make(map[string][]int32, npath)
		}
		// The rules of a key that only one rule has (most) are a slice of
		// one shared array, not an array each.
		flat := make([]int32, 0, nseg+ncall+npath)
		for j, k := range info[d] {
			j := int32(j)
			if k.anyPath {
				ps.pathAny = append(ps.pathAny, j)
			}
			for _, key := range all[k.p0:k.end] {
				flat = addPosting(ps.pathKey, flat, key, j)
			}
			if k.kinds&(1<<act.CallAction) != 0 {
				if k.anyTool {
					ps.callAny = append(ps.callAny, j)
				}
				for _, t := range all[k.t0:k.p0] {
					flat = addPosting(ps.callKey, flat, t, j)
				}
			}
			if k.kinds&(1<<act.SegmentAction) == 0 {
				continue
			}
			if k.anyWords {
				ps.segAny = append(ps.segAny, j)
				continue
			}
			for _, key := range all[k.k0:k.t0] {
				flat = addPosting(ps.segKey, flat, key, j)
			}
		}
	}
	return x
}

// scanRules is the most rules a pass of an index for one call may have
// for candidates to test each rule (pass.keys) rather than look up its
// keys in maps built for the call: building the maps costs more than the
// tests, for the few rules such an index mostly holds.
const scanRules = 64

// anyIn reports whether one of keys is in want.
func anyIn(want *wordSet, keys []string) bool {
	for _, k := range keys {
		if want.has(k) {
			return true
		}
	}
	return false
}

// wordSet is a set of words with a filter in front of its map: a word
// whose bit (of its length and end bytes) is clear is not in the set, and
// most words looked up are not, among the few words of a call. Each word
// has a number, in the order added (0, 1, … up to 255, which the words
// after the 255th share): for a set of at most 64 words, a set of them is
// a mask (see actionKeys.wordMask).
type wordSet struct {
	m    map[string]uint8
	bits [16]uint64
}

func wordBit(w string) uint {
	if w == "" {
		return 0
	}
	return (uint(len(w))*131 + uint(w[0])*31 + uint(w[len(w)-1])) & 1023
}

// add adds w and returns its number.
func (ws *wordSet) add(w string) uint8 {
	b := wordBit(w)
	ws.bits[b/64] |= 1 << (b % 64)
	n, ok := ws.m[w]
	if !ok {
		n = uint8(min(len(ws.m), 255))
		ws.m[w] = n
	}
	return n
}

func (ws *wordSet) has(w string) bool {
	_, ok := ws.id(w)
	return ok
}

// id returns the number of w, and false when w is not in the set.
func (ws *wordSet) id(w string) (uint8, bool) {
	b := wordBit(w)
	if ws.bits[b/64]&(1<<(b%64)) == 0 {
		return 0, false
	}
	n, ok := ws.m[w]
	return n, ok
}

// mask returns the set of keys, as a mask of their numbers in a set of
// at most 64 words (keys not in the set count for nothing).
func (ws *wordSet) mask(keys []string) uint64 {
	var m uint64
	for _, k := range keys {
		if n, ok := ws.id(k); ok {
			m |= 1 << n
		}
	}
	return m
}

// actionKeys is what candidates looks up for one action of a call (see
// evaluation.action): its words (tool names, or a segment's words and
// program) and its path segments, as ranges of callKeys.buf; file for a
// call of a file tool; all when every rule is to be tried.
type actionKeys struct {
	w0, w1, p0, p1 int32
	file, all      bool
	// wordMask and pathMask are the words and path segments as masks of
	// their numbers in the call's words (callWords), when it has at most
	// 64 (callKeys.masked).
	wordMask, pathMask uint64
}

// callKeys are the actionKeys of every action of a call, derived once for
// the index (callWords) and every pass of every action.
type callKeys struct {
	buf  []string
	acts []actionKeys
	// whole is set when for one action candidates lists every rule, or
	// the call is explained: an index for the call then needs every rule.
	whole bool
	// masked is set by callWords when the call has at most 64 words:
	// each action's wordMask and pathMask are then set.
	masked bool
}

func (k *callKeys) words(i int) []string { a := &k.acts[i]; return k.buf[a.w0:a.w1:a.w1] }
func (k *callKeys) paths(i int) []string { a := &k.acts[i]; return k.buf[a.p0:a.p1:a.p1] }

// keysOf derives the actionKeys of every action of c.
func keysOf(c *Call) *callKeys {
	// Room for ten words an action, or for a segment action whose words
	// the filter holds, those (a filter of the call's segments holds
	// them all).
	n := 10 * len(c.Actions)
	if f := c.Filter; f != nil && f.home == c.Env.Home {
		n = len(f.words)
		for i := range c.Actions {
			if c.Actions[i].Kind != act.SegmentAction {
				n += 10
			}
		}
	}
	k := &callKeys{acts: make([]actionKeys, len(c.Actions)), whole: c.Explain, buf: make([]string, 0, n)}
	hint := 0 // where c.Filter's next segment is
	for i := range c.Actions {
		a := &c.Actions[i]
		ak := &k.acts[i]
		// A prefix names no last segment a path rule's key could be
		// found in: every rule is tried; --explain lists every rule, so
		// tries them all.
		ak.all = c.Explain || a.Kind == act.SegmentAction && a.Segment == nil || a.Prefix
		ak.w0 = int32(len(k.buf))
		switch a.Kind {
		case act.CallAction:
			k.buf = claude.CallWords(a.Tool, k.buf)
			for _, t := range k.buf[ak.w0:] {
				ak.file = ak.file || claude.FileTool(t)
			}
			k.buf = uniq(k.buf, int(ak.w0))
			ak.w1, ak.p0 = int32(len(k.buf)), int32(len(k.buf))
			if ak.file {
				k.buf = claude.PathWords(a, c.Env, k.buf)
			}
		case act.ReadAction, act.WriteAction:
			ak.w1, ak.p0 = ak.w0, ak.w0
			k.buf = claude.PathWords(a, c.Env, k.buf)
		case act.SegmentAction:
			if a.Segment == nil {
				k.whole = true
				ak.w1, ak.p0 = ak.w0, ak.w0
				break
			}
			if words, next, ok := c.Filter.lookupWords(a.Segment, c.Env.Home, hint); ok {
				k.buf, hint = append(k.buf, words...), next
			} else {
				k.buf = SegmentLookupWords(a.Segment, c.Env.Home, k.buf)
				k.buf = uniq(k.buf, int(ak.w0))
			}
			ak.w1, ak.p0 = int32(len(k.buf)), int32(len(k.buf))
		default:
			k.whole = true
			ak.w1, ak.p0 = ak.w0, ak.w0
		}
		k.buf = uniq(k.buf, int(ak.p0))
		ak.p1 = int32(len(k.buf))
	}
	return k
}

// uniq drops from buf[from:] every word an earlier one of buf[from:]
// equals, keeping the order, and returns buf: a segment's spellings
// mostly start alike, and each word is then looked up once.
func uniq(buf []string, from int) []string {
	n := from
	for i := from; i < len(buf); i++ {
		if !slices.Contains(buf[from:n], buf[i]) {
			buf[n] = buf[i]
			n++
		}
	}
	return buf[:n]
}

// callWords returns every word candidates may look up for an action of
// the call whose keys are k (see evaluation.action), or nil when for one
// of them it lists every rule: the words an index built for the call
// needs (buildIndex).
func callWords(k *callKeys) *wordSet {
	if k.whole {
		return nil
	}
	// keysOf lists each word of an action once: len(k.buf) words at most.
	want := &wordSet{m: make(map[string]uint8, len(k.buf))}
	for i := range k.acts {
		// Each action's masks are made from the numbers add gives,
		// rather than by looking its words up again: they hold when the
		// call has at most 64 words, whose numbers are then below 64.
		a := &k.acts[i]
		a.wordMask, a.pathMask = 0, 0
		for _, w := range k.buf[a.w0:a.w1] {
			if n := want.add(w); n < 64 {
				a.wordMask |= 1 << n
			}
		}
		for _, w := range k.buf[a.p0:a.p1] {
			if n := want.add(w); n < 64 {
				a.pathMask |= 1 << n
			}
		}
	}
	if k.masked = len(want.m) <= 64; !k.masked {
		for i := range k.acts {
			k.acts[i].wordMask, k.acts[i].pathMask = 0, 0
		}
	}
	return want
}

// addPosting appends rule j to the rules of key in m: a key's first rule
// is taken from flat, whose capacity holds every key of the pass, and
// returns flat.
func addPosting(m map[string][]int32, flat []int32, key string, j int32) []int32 {
	if v, ok := m[key]; ok {
		m[key] = append(v, j)
		return flat
	}
	n := len(flat)
	flat = append(flat, j)
	m[key] = flat[n : n+1 : n+1]
	return flat
}

// pass returns the pass of decision d: 0 deny, 1 ask, 2 allow.
func (x *index) pass(d int) *pass {
	switch d {
	case 0:
		return &x.deny
	case 1:
		return &x.ask
	}
	return &x.allow
}

// fresh reports whether x was built from rules as they are now.
func (x *index) fresh(rules []*Rule) bool {
	if x == nil || len(x.deny.rules)+len(x.ask.rules)+len(x.allow.rules) != len(rules) {
		return false
	}
	for _, ps := range []*pass{&x.deny, &x.ask, &x.allow} {
		for j := range ps.rules {
			e := &ps.rules[j]
			r := e.r
			if len(r.Patterns) != int(e.n) || len(r.Commands) != int(e.nc) || e.n > 0 && r.Patterns[0] != e.first {
				return false
			}
		}
	}
	return true
}

// ruleKinds is the set of action kinds r may match and, for Bash
// segments, the words one of which a segment must show (see
// Pattern.AppendSegmentKeys); anyWords when r may match a segment whatever
// its words. With dedupe, each word is listed once; without, a word may
// be listed more than once (a structured rule's programs often repeat
// across its commands), for a caller that only makes a mask of them.
func ruleKinds(r *Rule, dst []string, dedupe bool) (kinds uint8, keys []string, anyWords bool) {
	start := len(dst)
	keys = dst
	if len(r.Commands) > 0 {
		// A structured command matches only a segment whose program,
		// lower-cased, is one of its programs (SegmentWords plus the
		// lower-cased program, see action).
		kinds = 1 << act.SegmentAction
		for i := range r.Commands {
			var ok bool
			n := len(keys)
			if keys, ok = r.Commands[i].AppendProgramKeys(keys); !ok {
				anyWords, keys = true, keys[:start]
				break
			}
			if dedupe {
				keys = dropRepeats(keys, start, n)
			}
		}
	}
	for _, p := range r.Patterns {
		k := claude.PatternKinds(p)
		kinds |= k
		if k&(1<<act.SegmentAction) == 0 || anyWords {
			continue
		}
		n := len(keys)
		var ok bool
		if keys, ok = p.AppendSegmentKeys(keys); !ok {
			anyWords, keys = true, keys[:start]
			continue
		}
		if dedupe {
			keys = dropRepeats(keys, start, n)
		}
	}
	return kinds, keys, anyWords
}

// dropRepeats drops from keys[n:] the keys keys[start:] already holds.
func dropRepeats(keys []string, start, n int) []string {
	if n == start && len(keys) <= start+1 {
		return keys // one key
	}
	for i := n; i < len(keys); {
		if slices.Contains(keys[start:i], keys[i]) {
			keys = slices.Delete(keys, i, i+1)
			continue
		}
		i++
	}
	return keys
}

// ruleTools is the set of tools a call must be of for r to match it as a
// call (see Pattern.AppendToolKeys); anyTool when r may match a call of
// any tool.
func ruleTools(r *Rule, dst []string) (tools []string, anyTool bool) {
	start := len(dst)
	tools = dst
	for _, p := range r.Patterns {
		n := len(tools)
		var ok bool
		if tools, ok = p.AppendToolKeys(tools); !ok {
			return tools[:start], true
		}
		tools = dropRepeats(tools, start, n)
	}
	return tools, false
}

// rulePaths is the set of path segments one of which an action's path must
// hold for r to match it as a path rule (see Pattern.AppendPathKeys);
// anyPath when r may match any path.
func rulePaths(r *Rule, dst []string) (paths []string, anyPath bool) {
	start := len(dst)
	paths = dst
	for _, p := range r.Patterns {
		n := len(paths)
		var ok bool
		if paths, ok = p.AppendPathKeys(paths); !ok {
			return paths[:start], true
		}
		paths = dropRepeats(paths, start, n)
	}
	return paths, false
}

// candidates returns, in rule order, the positions of the rules of ps
// that may match a (all of them when words is nil for a segment), reusing
// buf.
func (ps *pass) candidates(a *act.Action, words, paths []string, ak *actionKeys, buf []int32) []int32 {
	file, all := ak.file, ak.all
	buf = buf[:0]
	if all {
		for j := range ps.rules {
			buf = append(buf, int32(j))
		}
		return buf
	}
	if ps.keys != nil {
		return ps.scan(a.Kind, ak, buf)
	}
	switch a.Kind {
	case act.ReadAction, act.WriteAction:
		buf = ps.pathCandidates(paths, buf)
		slices.Sort(buf)
		return slices.Compact(buf)
	case act.CallAction:
		// A word twice (keysOf lists each once) would list its rules
		// twice, which Compact drops.
		buf = append(buf, ps.callAny...)
		for _, w := range words {
			buf = append(buf, ps.callKey[w]...)
		}
		if file {
			buf = ps.pathCandidates(paths, buf)
		}
		slices.Sort(buf)
		return slices.Compact(buf)
	case act.SegmentAction:
	default:
		return ps.candidates(a, nil, nil, &everyRule, buf)
	}
	// Each list is in rule order and holds a rule once: the union of one
	// list needs no sorting.
	buf = append(buf, ps.segAny...)
	lists := 0
	if len(buf) > 0 {
		lists++
	}
	for _, w := range words {
		// A word twice would count as two lists, and be sorted out.
		if l := ps.segKey[w]; len(l) > 0 {
			buf = append(buf, l...)
			lists++
		}
	}
	if lists <= 1 && !refSort {
		return buf
	}
	slices.Sort(buf)
	return slices.Compact(buf)
}

// scan is candidates for a pass without maps (pass.keys): the rules,
// in order, the lists and maps would list for an action of kind kind
// and keys ak.
func (ps *pass) scan(kind act.ActionKind, ak *actionKeys, buf []int32) []int32 {
	switch kind {
	case act.ReadAction, act.WriteAction, act.CallAction, act.SegmentAction:
	default:
		return ps.candidates(nil, nil, nil, &everyRule, buf)
	}
	words, paths := ak.wordMask, ak.pathMask
	keys, masks := ps.keys, ps.masks[:len(ps.keys)]
	// One loop for each kind, the test of the kind made once.
	switch kind {
	case act.ReadAction, act.WriteAction:
		for j := range keys {
			if keys[j].anyPath || masks[j].path&paths != 0 {
				buf = append(buf, int32(j))
			}
		}
	case act.CallAction:
		for j := range keys {
			k, m := &keys[j], &masks[j]
			if k.kinds&(1<<act.CallAction) != 0 && (k.anyTool || m.tool&words != 0) ||
				ak.file && (k.anyPath || m.path&paths != 0) {
				buf = append(buf, int32(j))
			}
		}
	case act.SegmentAction:
		for j := range keys {
			if k := &keys[j]; k.kinds&(1<<act.SegmentAction) != 0 && (k.anyWords || masks[j].seg&words != 0) {
				buf = append(buf, int32(j))
			}
		}
	}
	return buf
}

// everyRule are the keys of an action every rule of a pass is tried on.
var everyRule = actionKeys{all: true}

// pathCandidates appends the path rules that may match a path with the
// segments paths.
func (ps *pass) pathCandidates(paths []string, buf []int32) []int32 {
	buf = append(buf, ps.pathAny...)
	for _, w := range paths {
		buf = append(buf, ps.pathKey[w]...)
	}
	return buf
}

// Evaluate decides a call under p. It is pure: it reads no files, no
// environment and no clock. For each action, deny rules are tried first,
// then ask, then allow, across all levels, and the first match of a pass
// decides that action; specificity never reorders. Then:
//
//   - a fence or a deny on any action → deny;
//   - else an unresolved Bash part → defaults.unresolved if that is deny;
//   - else an ask on any action or an unresolved Bash part → ask;
//   - else every action that is not Optional allowed (by a rule, or
//     Preallowed), with at least one rule allow → allow, downgraded to
//     None in plan mode unless the call only reads;
//   - else every action Preallowed → None (Claude Code lets it through);
//   - else defaults.unmatched.
func Evaluate(p *Policy, c *Call) Verdict {
	if p == nil || c == nil {
		// A caller that lost its policy must still fail closed.
		return Verdict{Decision: hook.Deny, Action: -1,
			AgentReason:    "pregate has no policy to decide this call with; ask the user to check the pregate setup.",
			OperatorReason: "deny: no policy (nil Policy or Call passed to Evaluate)"}
	}
	x := p.idx
	keys := keysOf(c)
	if refKeys != nil {
		keys = refKeys(c)
	}
	switch {
	case p.Parts != nil:
		// Rules checked at load but not built: those this call can
		// match are built and indexed, and no others. (An index of Rules
		// would hold none of them.)
		want := callWords(keys)
		rs, bad, err := p.deferredRules(want)
		if err != nil {
			return unbuilt(c, bad, err)
		}
		x = buildIndex(rs, want)
	case x.fresh(p.Rules):
	case p.OneCall:
		// The rules this call can match, and no others.
		x = buildIndex(p.Rules, callWords(keys))
	default:
		x = buildIndex(p.Rules, nil) // a Policy built by hand, or changed after Load
	}
	e := &evaluation{p: p, c: c, keys: keys, v: Verdict{Action: -1, Actions: make([]ActionResult, len(c.Actions))}}
	if !c.Explain {
		// One step an action and the combining one, mostly: the trace
		// is not grown (and copied) step by step.
		e.v.Trace = make([]Step, 0, len(c.Actions)+1)
	}
	e.fences()
	for i := range c.Actions {
		e.action(x, i)
	}
	e.combine()
	e.reasons()
	return e.v
}

// The reference paths TestEvaluateReference holds Evaluate's shortcuts
// to; only tests set them. refKeys derives each action's keys in place of
// keysOf, refCommands matches structured commands with Command.Match (no
// Scratch shared between rules and segments), refSort sorts every union
// of candidates, refIndex looks candidates up in maps.
var (
	refKeys     func(*Call) *callKeys
	refCommands bool
	refSort     bool
	// refIndex builds the lists and maps of every index (candidates
	// looks keys up), never one that candidates scans (pass.keys).
	refIndex bool
)

type evaluation struct {
	p *Policy
	c *Call
	v Verdict
	// fenceDeny is the first fence that denied, and on which action (-1
	// for the call).
	fenceDeny   *Fence
	fenceAction int
	fenceWhy    string
	// cmd is what the structured commands of every rule tried share: the
	// segment's argv taken apart, rule flags looked up (command.Scratch).
	cmd command.Scratch
	// keys are what candidates looks up for each action; cand is the
	// buffer of candidate rule positions.
	keys *callKeys
	cand []int32
}

func (e *evaluation) step(s Step) { e.v.Trace = append(e.v.Trace, s) }

// applies says whether r is in scope for the call's mode and agent, and
// if not, why.
func (e *evaluation) applies(r *Rule) string {
	if len(r.Modes) > 0 && !slices.ContainsFunc(r.Modes, func(m string) bool { return sameMode(m, e.c.Mode) }) {
		// A mode pregate does not know (Claude Code has internal ones)
		// could be any of them: a deny or ask scoped to modes still
		// applies, an allow does not.
		if e.c.Mode != "" && !Modes[e.c.Mode] && r.Decision != hook.Allow {
			return ""
		}
		return "mode"
	}
	if len(r.Agents) > 0 && !slices.Contains(r.Agents, e.c.Agent) {
		return "agent"
	}
	return ""
}

func sameMode(a, b string) bool {
	if a == "manual" {
		a = "default"
	}
	if b == "manual" || b == "" {
		b = "default"
	}
	return a == b
}

// matches reports whether r matches a for decision d.
func (e *evaluation) matches(r *Rule, a *act.Action, d hook.Decision) bool {
	for _, pat := range r.Patterns {
		if pat.Match(a, e.c.Env, d) {
			return true
		}
	}
	if a.Kind == act.SegmentAction && a.Segment != nil {
		for i := range r.Commands {
			if refCommands {
				if r.Commands[i].Match(a.Segment, e.c.Env) {
					return true
				}
			} else if r.Commands[i].MatchIn(a.Segment, e.c.Env, &e.cmd) {
				return true
			}
		}
	}
	return false
}

// ruleCompile compiles r's patterns and "!" rules if that has not happened
// yet, and returns the first error.
func ruleCompile(r *Rule) error {
	for _, p := range r.Patterns {
		if err := p.Compile(); err != nil {
			return err
		}
	}
	for _, p := range r.Except {
		if err := p.Compile(); err != nil {
			return err
		}
	}
	return nil
}

// excepted returns the first "!" rule of r that matches a, as written, or
// "". It matches as a deny would, at least what Claude Code matches, so
// that an allow is narrowed by every path Claude Code might take out.
func (e *evaluation) excepted(r *Rule, a *act.Action) string {
	for k, p := range r.Except {
		if p.Match(a, e.c.Env, hook.Deny) {
			return r.ExceptText[k]
		}
	}
	return ""
}

func (e *evaluation) action(x *index, i int) {
	a := &e.c.Actions[i]
	// The words of the action (a call's tools, the first words of a
	// segment's spellings) and its path segments, to pass over rules that
	// cannot match it.
	k := &e.keys.acts[i]
	words, paths := e.keys.words(i), e.keys.paths(i)
	for _, pass := range []struct {
		d hook.Decision
		p *pass
	}{{hook.Deny, &x.deny}, {hook.Ask, &x.ask}, {hook.Allow, &x.allow}} {
		e.cand = pass.p.candidates(a, words, paths, k, e.cand)
		for _, j := range e.cand {
			r := pass.p.rules[j].r
			if why := e.applies(r); why != "" {
				if e.c.Explain {
					e.step(Step{Action: i, Act: a, Pass: pass.d, Rule: r, Skipped: why})
				}
				continue
			}
			if err := ruleCompile(r); err != nil {
				// Patterns compile on first use: one that cannot denies,
				// whatever the rule's decision.
				e.v.Actions[i] = ActionResult{Decision: hook.Deny, Rule: r, Broken: err}
				e.step(Step{Action: i, Act: a, Pass: pass.d, Rule: r, Matched: true, Outcome: hook.Deny,
					Note: "the rule cannot be compiled: " + err.Error()})
				return
			}
			if !e.matches(r, a, pass.d) {
				if e.c.Explain {
					e.step(Step{Action: i, Act: a, Pass: pass.d, Rule: r})
				}
				continue
			}
			note := ""
			if ex := e.excepted(r, a); ex != "" {
				if pass.d == hook.Allow {
					// A "!" rule narrows the allow in Claude Code: it
					// must never allow more here.
					e.step(Step{Action: i, Act: a, Pass: pass.d, Rule: r,
						Note: "matches, but " + ex + " takes this path out of it in Claude Code: not allowed by this rule"})
					continue
				}
				note = "Claude Code takes this path out of the rule by " + ex + "; pregate keeps the " + string(pass.d) + " (stricter)"
			}
			e.v.Actions[i] = ActionResult{Decision: pass.d, Rule: r}
			e.step(Step{Action: i, Act: a, Pass: pass.d, Rule: r, Matched: true, Outcome: pass.d, Note: note})
			return
		}
	}
	e.v.Actions[i].Decision = hook.None
	note := "no rule matched"
	if a.Preallowed {
		note = "no rule matched; preallowed"
	} else if a.Optional {
		note = "no rule matched; optional"
	}
	e.step(Step{Action: i, Act: a, Note: note})
}

func (e *evaluation) combine() {
	c, v := e.c, &e.v
	// A fence or a deny rule on any action.
	for i, r := range v.Actions {
		if r.Decision == hook.Deny {
			v.Decision, v.Rule, v.Action = hook.Deny, r.Rule, i
			e.final("first denied action")
			return
		}
	}
	if e.fenceDeny != nil {
		v.Decision, v.Fence, v.Action = hook.Deny, e.fenceDeny, e.fenceAction
		if e.fenceAction >= 0 {
			v.Actions[e.fenceAction] = ActionResult{Decision: hook.Deny, Fence: e.fenceDeny}
		}
		e.final("fence")
		return
	}
	unresolved := -1
	for i := range c.Actions {
		a := &c.Actions[i]
		if a.Kind == act.SegmentAction && a.Segment != nil && !a.Segment.Resolved {
			unresolved = i
			break
		}
	}
	if unresolved >= 0 && e.p.Defaults.Unresolved == hook.Deny {
		v.Decision, v.Action, v.Unresolved = hook.Deny, unresolved, true
		e.final("unresolved Bash part; defaults.unresolved = deny")
		return
	}
	for i, r := range v.Actions {
		if r.Decision == hook.Ask {
			v.Decision, v.Rule, v.Action = hook.Ask, r.Rule, i
			e.final("first action that asks")
			return
		}
	}
	if unresolved >= 0 {
		v.Decision, v.Action, v.Unresolved = hook.Ask, unresolved, true
		e.final("unresolved Bash part")
		return
	}
	all, explicit, first := len(c.Actions) > 0, false, -1
	for i, r := range v.Actions {
		a := &c.Actions[i]
		switch {
		case r.Decision == hook.Allow:
			explicit = true
			if first < 0 {
				first = i
			}
		case !a.Optional && !a.Preallowed:
			all = false
		}
	}
	switch {
	case all && explicit:
		v.Decision, v.Action = hook.Allow, first
		if first >= 0 {
			v.Rule = v.Actions[first].Rule
		}
		if sameMode("plan", c.Mode) && !callReadOnly(c) {
			v.Decision, v.Downgraded = hook.None, true
			e.final("every part allowed, but the call may write and the mode is plan: no opinion")
			return
		}
		e.final("every part allowed")
	case all:
		v.Decision = hook.None
		e.final("every part preallowed; left to Claude Code")
	case explicit && e.hiddenUnallowed() >= 0:
		// Claude Code reads only the outer command's text: left to it,
		// the allow of the outer command would approve the inner code.
		v.Decision, v.Action = hook.Ask, e.hiddenUnallowed()
		e.final("an allow of a command does not approve what its options run")
	default:
		v.Decision = e.p.Defaults.Unmatched
		if v.Decision == "" {
			v.Decision = hook.None
		}
		for i, r := range v.Actions {
			a := &c.Actions[i]
			if r.Decision == hook.None || r.Decision == "" {
				if !a.Optional && !a.Preallowed {
					v.Action = i
					break
				}
			}
		}
		e.final("not every part allowed; defaults.unmatched")
	}
}

// hiddenUnallowed returns the first segment that runs inside another
// command's option or operand (shell.Segment.Hidden) and is not allowed,
// or -1.
func (e *evaluation) hiddenUnallowed() int {
	for i, r := range e.v.Actions {
		a := &e.c.Actions[i]
		if a.Kind == act.SegmentAction && a.Segment != nil && a.Segment.Hidden && r.Decision != hook.Allow && !a.Preallowed {
			return i
		}
	}
	return -1
}

func (e *evaluation) final(note string) {
	e.step(Step{Action: -1, Note: note, Outcome: e.v.Decision})
}

// describe names an action for people: backquoted command text for a
// segment, the path for a file action (with the resolved path for
// operators), the tool otherwise.
func describe(a *act.Action, operator bool) string {
	path := func(verb string) string {
		if a.Path == "" && a.Resolved != "" {
			// A path pregate could not spell out: its source text.
			return verb + " " + a.Resolved + " (dynamic)"
		}
		s := verb + " " + a.Path
		if operator && a.Resolved != "" && a.Resolved != a.Path {
			s += " (resolved " + a.Resolved + ")"
		}
		return s
	}
	switch a.Kind {
	case act.SegmentAction:
		if a.Segment != nil {
			return "`" + oneLine(a.Segment.Text) + "`"
		}
		return "a command"
	case act.ReadAction:
		return path("reading")
	case act.WriteAction:
		return path("writing")
	}
	switch {
	case a.Path != "":
		verb := "using " + a.Tool + " on"
		if claude.PatternEditTools[a.Tool] {
			verb = "writing"
		} else if claude.PatternReadTools[a.Tool] {
			verb = "reading"
		}
		return path(verb)
	case a.Domain != "":
		return "fetching from " + a.Domain
	case a.Tool == "Bash":
		if cmd, _ := a.Input["command"].(string); cmd != "" {
			return "`" + oneLine(cmd) + "`"
		}
	}
	return "the " + a.Tool + " tool"
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

func (e *evaluation) reasons() {
	v, c := &e.v, e.c
	if v.Decision == hook.None || v.Decision == hook.Allow && v.Rule == nil {
		if v.Decision == hook.Allow {
			v.OperatorReason = "allowed; mode " + modeName(c.Mode)
		}
		return
	}
	var a *act.Action
	if v.Action >= 0 && v.Action < len(c.Actions) {
		a = &c.Actions[v.Action]
	}
	what, whatOp := "this "+c.Tool+" call", "the "+c.Tool+" call"
	if a != nil {
		what, whatOp = describe(a, false), describe(a, true)
		if a.Kind == act.SegmentAction && a.Segment != nil {
			whatOp = "segment " + strconv.Itoa(v.Action) + " " + whatOp
		}
	}
	mode := "mode " + modeName(c.Mode)
	if c.Agent != "" {
		mode += ", agent " + c.Agent
	}
	var broken error
	if a != nil {
		broken = v.Actions[v.Action].Broken
	}
	switch {
	case v.Rule != nil && broken != nil:
		r := v.Rule
		v.OperatorReason = fmt.Sprintf("deny: rule %s (%s, %s) cannot be compiled: %v; on %s; %s", r.ID, r.Level, r.Where(), broken, whatOp, mode)
		v.AgentReason = fmt.Sprintf("pregate could not apply a rule of its policy to %s, so it is blocked. Ask the user to check the pregate policy (pregate lint).", what)
	case v.Rule != nil:
		r := v.Rule
		op := string(v.Decision) + " by rule " + r.ID + " (" + r.Level.String() + ", " + r.Where() + ") on " + whatOp + "; " + mode
		if r.Note != "" {
			op += "; " + r.Note
		}
		v.OperatorReason = op
		switch {
		case v.Decision == hook.Allow:
		case r.Reason != "":
			v.AgentReason = r.Reason
		case v.Decision == hook.Deny:
			v.AgentReason = "Blocked by policy: " + what + ". Do not retry it in another form; do something else or ask the user."
		default:
			v.AgentReason = capital(what) + " needs the user's approval under the policy."
		}
	case v.Fence != nil:
		f := v.Fence
		v.OperatorReason = fmt.Sprintf("deny by fence %s (%s, %s) on %s: %s; %s", f.Name(), f.Level, f.Where(), whatOp, e.fenceWhy, mode)
		switch {
		case e.fenceWhy == "read-only":
			v.AgentReason = fmt.Sprintf("This session is read-only: %s could change something. Use only commands and tools that read (ls, cat, grep, git status/log/diff, Read, Grep, Glob).", what)
		default:
			v.AgentReason = fmt.Sprintf("The %s tool is not available here. Use one of the tools you are allowed.", c.Tool)
		}
	case v.Unresolved:
		why := ""
		if a != nil && a.Segment != nil && a.Segment.Why != "" {
			why = " (" + a.Segment.Why + ")"
		}
		v.OperatorReason = fmt.Sprintf("%s: unresolved Bash part %s%s; defaults.unresolved = %s; %s", v.Decision, whatOp, why, e.p.Defaults.Unresolved, mode)
		v.AgentReason = fmt.Sprintf("pregate cannot tell statically what %s runs%s. Write the command out plainly, without variables or substitutions as commands, or ask the user.", what, why)
	default:
		v.OperatorReason = string(v.Decision) + ": no rule allows " + whatOp + "; defaults.unmatched = " + string(e.p.Defaults.Unmatched) + "; " + mode
		if v.Decision == hook.Deny {
			v.AgentReason = "The policy does not allow " + what + ". Ask the user to run it or to allow it."
		} else {
			v.AgentReason = "The policy does not pre-approve " + what + ", so it needs the user's approval."
		}
	}
}

func modeName(m string) string {
	if m == "" {
		return "default"
	}
	return m
}

func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
