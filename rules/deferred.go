package rules

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/shell"
)

// A policy loaded to decide one call (Policy.OneCall) need not build every
// rule: the loader checks each rule completely, as it would to build it,
// but keeps for most of them only a record of where the rule is written
// and of the keys its index entry would have (RuleKeys), hashed. Evaluate
// builds the rules whose keys the call's words hold (callWords), and
// indexes those; any other rule has none of its keys among the call's
// words, so the index would never list it for one of the call's actions.

// RulePart is one run of a one-call policy's rules, in policy order:
// rules built at load (Rules), or rules checked and left to build
// (Deferred).
type RulePart struct {
	Rules    []*Rule
	Deferred *DeferredRules
}

// DeferredRules are rules of one file checked at load but not built.
type DeferredRules struct {
	// Recs are the rules in file order.
	Recs []DeferredRule
	// Keys are the hashed index keys of every record (KeyHash):
	// Recs[i]'s are Keys[K0:K0+NK].
	Keys []uint32
	// Built are rules of Recs that loading built (Recs[i].Built-1).
	Built []*Rule
	// Build builds record i as loading would have; an error means the
	// rule cannot be built and the call must be denied. The rule is
	// returned with the error too (never nil), so that the deny names it.
	Build func(i int) (*Rule, error)
	// Skipped is how many rules loading checked and did not record, as
	// the call it was loaded for cannot match them (CallFilter): such
	// a policy decides that call alone.
	Skipped int
}

// A CallFilter is what a one-call load is told of its call before it
// loads: the words the call's word-keyed actions are looked up by, its
// segments' (SegmentLookupWords) and its tool's (claude.CallWords of the
// tool it is a call of, the tool of every call action the gate makes of
// it). A rule that can match no path action (claude.PatternKinds), may
// not match whatever the words (RuleKeys's any), and none of whose keys
// the filter holds is one the index of that call never lists: its keys
// are segment words and tool names, a segment action is looked up by its
// segment's words and a call action by its tool's, and a path action is
// looked up by path segments, or tries every rule (a prefix) and cannot
// be matched by such a rule. The loader checks such a rule and keeps no
// record of it. A call with no segment is given a filter of its tool's
// words alone; a call the index is not built for by its words
// (Call.Explain) none.
type CallFilter struct {
	set *hashSet
	// segs and home are what the filter was made of, and
	// words[at[i]:at[i+1]] the words segs[i] is looked up by, each once:
	// Evaluate takes them for a segment action of segs[i] rather than
	// deriving them again (Call.Filter).
	segs  []shell.Segment
	home  string
	words []string
	at    []int32
}

// NewCallFilter is the filter of a call of tool whose segments are
// segs: every word the call's segment actions are looked up by
// (SegmentLookupWords, the program and the program lower-cased, as
// callWords reads them), for a user whose home is home, and the words its
// call actions are (claude.CallWords).
func NewCallFilter(tool string, segs []shell.Segment, home string) *CallFilter {
	f := &CallFilter{segs: segs, home: home, at: make([]int32, len(segs)+1)}
	for i := range segs {
		n := len(f.words)
		f.words = uniq(SegmentLookupWords(&segs[i], home, f.words), n)
		f.at[i+1] = int32(len(f.words))
	}
	var tools [2]string
	calls := claude.CallWords(tool, tools[:0])
	f.set = newHashSet(len(f.words) + len(calls))
	for _, w := range f.words {
		f.set.add(w)
	}
	for _, w := range calls {
		f.set.add(w)
	}
	return f
}

// lookupWords returns the words seg is looked up by, each once, as keysOf
// derives them for a user whose home is home, when f was made of seg for
// that home; ok is false otherwise. The search starts at segs[hint] (the
// segment after the one found last), and next is the hint for the
// segment after seg.
func (f *CallFilter) lookupWords(seg *shell.Segment, home string, hint int) (words []string, next int, ok bool) {
	if f == nil || f.home != home || len(f.segs) == 0 {
		return nil, hint, false
	}
	for k := range f.segs {
		i := (hint + k) % len(f.segs)
		if &f.segs[i] == seg {
			return f.words[f.at[i]:f.at[i+1]:f.at[i+1]], i + 1, true
		}
	}
	return nil, hint, false
}

// SegmentLookupWords appends to dst the words the index looks a segment
// action of seg up by (callWords).
func SegmentLookupWords(seg *shell.Segment, home string, dst []string) []string {
	dst = claude.AppendSegmentWords(dst, seg, home)
	if p := seg.Program; p != "" {
		// The key of a structured command is its program lower-cased.
		dst = append(dst, p, strings.ToLower(p))
	}
	return dst
}

// Has reports whether the filter may hold the word of hash k (KeyHash).
func (f *CallFilter) Has(k uint32) bool { return f.set.has(k) }

// errSkipped is why a policy loaded for one call cannot give all its
// rules, or be evaluated for a call whose index is not built by words.
var errSkipped = errors.New("the policy was loaded for another call: rules it cannot match were not kept")

// DeferredRule is one rule of DeferredRules: where to build it from (A,
// B, Line, Col are the loader's) and its index keys.
type DeferredRule struct {
	A, B      int32
	Line, Col int32
	K0        int32
	NK        uint16
	// Any is set for a rule that may match an action whatever its words
	// (RuleKeys's any).
	Any bool
	// Built, when not 0, is the rule loading built: Built[Built-1].
	Built int32
	// Sum, for a rule of a mapped file, is the hash of the bytes it was
	// checked from, which Build compares with those it builds from.
	Sum uint32
}

// RuleKeys appends to dst every key buildIndex reads off r for the words
// of a call (segment words, tool names, path segments); any is set when r
// may match some action whatever its words, and then an index for one
// call lists it whatever the call's words are.
func RuleKeys(r *Rule, dst []string) (_ []string, any bool) {
	_, dst, anyWords := ruleKinds(r, dst, true)
	dst, anyTool := ruleTools(r, dst)
	dst, anyPath := rulePaths(r, dst)
	return dst, anyWords || anyTool || anyPath
}

// KeyHash is the hash of an index key or a call's word that deferred
// rules are found by, and of the ids of a file's rules for their
// duplicates: equal strings hash alike, which is all a search for
// candidates needs (a collision costs a rule built for nothing, or a file
// read again by the reference path). It reads eight bytes at a time,
// the last word overlapping the one before it, a short string in two
// overlapping halves, and mixes with a multiply.
func KeyHash(s string) uint32 {
	const k = 0x9e3779b97f4a7c15
	n := len(s)
	h := uint64(n) * k
	switch {
	case n >= 8:
		for i := 0; i+8 < n; i += 8 {
			h = (h ^ binary.LittleEndian.Uint64([]byte(s[i:i+8]))) * k
			h ^= h >> 31
		}
		h ^= binary.LittleEndian.Uint64([]byte(s[n-8:]))
	case n >= 4:
		h ^= uint64(binary.LittleEndian.Uint32([]byte(s[:4]))) | uint64(binary.LittleEndian.Uint32([]byte(s[n-4:])))<<32
	case n > 0:
		h ^= uint64(s[0]) | uint64(s[n/2])<<8 | uint64(s[n-1])<<16
	}
	h *= k
	h ^= h >> 29
	h *= k
	return uint32(h >> 32)
}

// hashSet is a set of the hashes of words (KeyHash, with the lowest bit
// set so that 0 marks an empty slot), open addressing: a hash that is
// not in it is of no word of the set; one that is, nearly always is.
type hashSet struct {
	slots []uint32
	// bits has bit k>>20 (of 4,096) set for every hash k in the set: a
	// hash whose bit is clear is not in it. Nearly every hash looked up
	// is not (the keys of rules a call cannot match), and is turned
	// away without a probe.
	bits [64]uint64
}

// newHashSet is a set for words words, with room for four times as many:
// 256 slots at least, one array at the size it needs.
func newHashSet(words int) *hashSet {
	n := 256
	for n < 4*words {
		n *= 2
	}
	return &hashSet{slots: make([]uint32, n)}
}

func (h *hashSet) add(w string) {
	k := KeyHash(w) | 1
	h.bits[k>>26] |= 1 << (k >> 20 & 63)
	mask := uint32(len(h.slots) - 1)
	for i := k & mask; ; i = (i + 1) & mask {
		switch h.slots[i] {
		case 0:
			h.slots[i] = k
			return
		case k:
			return
		}
	}
}

func (h *hashSet) has(k uint32) bool {
	if h.bits[k>>26]&(1<<(k>>20&63)) == 0 {
		return false
	}
	return h.probe(k)
}

// probe reports whether k is in the slots.
func (h *hashSet) probe(k uint32) bool {
	k |= 1
	mask := uint32(len(h.slots) - 1)
	for i := k & mask; ; i = (i + 1) & mask {
		switch h.slots[i] {
		case 0:
			return false
		case k:
			return true
		}
	}
}

// deferredRules returns the rules of p's parts, in order, that an index
// for a call with the words want (nil: every rule) may list: every built
// rule, and every deferred rule with a key in want or none needed, built
// now. A rule that cannot be built is returned with its error.
func (p *Policy) deferredRules(want *wordSet) ([]*Rule, *Rule, error) {
	var hs *hashSet
	if want != nil {
		hs = newHashSet(len(want.m))
		for w := range want.m {
			hs.add(w)
		}
	}
	var out []*Rule
	var wanted []int32
	for _, part := range p.Parts {
		out = append(out, part.Rules...)
		d := part.Deferred
		if d == nil {
			continue
		}
		if d.Skipped > 0 && hs == nil {
			// Every rule is wanted, and some were not kept.
			return nil, &Rule{ID: "(rules not kept)", Source: "policy"}, errSkipped
		}
		// The records wanted are found first, by a loop that does
		// nothing else (it passes over nearly every record), and then
		// taken or built in order.
		wanted = hs.wanted(d, wanted[:0])
		out = slices.Grow(out, len(wanted))
		for _, i := range wanted {
			rec := &d.Recs[i]
			if rec.Built > 0 {
				out = append(out, d.Built[rec.Built-1])
				continue
			}
			r, err := d.Build(int(i))
			if err != nil {
				return nil, r, err
			}
			out = append(out, r)
		}
	}
	return out, nil, nil
}

// wanted appends to dst the positions in d.Recs of the records a call
// whose words' hashes h holds (nil: every word) may want: those built,
// those that may match any words, and those with a key in h.
func (h *hashSet) wanted(d *DeferredRules, dst []int32) []int32 {
	recs, keys := d.Recs, d.Keys
	if h == nil {
		for i := range recs {
			dst = append(dst, int32(i))
		}
		return dst
	}
	for i := range recs {
		rec := &recs[i]
		if rec.Built > 0 || rec.Any {
			dst = append(dst, int32(i))
			continue
		}
		// By index, not over a slice of keys: making the slice costs
		// more than testing its one or two keys.
		for j, end := int(rec.K0), int(rec.K0)+int(rec.NK); j < end; j++ {
			if h.has(keys[j]) {
				dst = append(dst, int32(i))
				break
			}
		}
	}
	return dst
}

// AllRules returns every rule of p in policy order: Rules, or for a
// one-call policy with deferred rules every one of them built.
func (p *Policy) AllRules() ([]*Rule, error) {
	if p.Parts == nil {
		return p.Rules, nil
	}
	rs, r, err := p.deferredRules(nil)
	if err != nil {
		return nil, fmt.Errorf("rule %s (%s): %w", r.ID, r.Where(), err)
	}
	return rs, nil
}

// unbuilt is the verdict for a call whose candidate rule r could not be
// built: deny, as for a rule that cannot be compiled.
func unbuilt(c *Call, r *Rule, err error) Verdict {
	v := Verdict{Decision: hook.Deny, Rule: r, Action: -1, Actions: make([]ActionResult, len(c.Actions))}
	v.OperatorReason = fmt.Sprintf("deny: rule %s (%s, %s) cannot be built: %v", r.ID, r.Level, r.Where(), err)
	v.AgentReason = "pregate could not apply a rule of its policy to this call, so it is blocked. Ask the user to check the pregate policy (pregate lint)."
	v.Trace = []Step{{Action: -1, Rule: r, Note: "the rule cannot be built: " + err.Error(), Outcome: hook.Deny}}
	return v
}
