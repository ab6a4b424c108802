package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
	"github.com/pregate/pregate/shell"
)

// deferredPolicy is a one-call policy of two deferred rules: a deny of
// "git push" (keys git) and an allow of "ls" (keys ls); build builds
// them, or fails for the rule of broken.
func deferredPolicy(t *testing.T, broken string, built *[]string) *Policy {
	texts := []string{"Bash(git push *)", "Bash(ls)"}
	decisions := []hook.Decision{hook.Deny, hook.Allow}
	d := &DeferredRules{}
	for i, text := range texts {
		pat, err := claude.ParsePattern(text, "/p")
		if err != nil {
			t.Fatal(err)
		}
		keys, any := RuleKeys(&Rule{Patterns: []*claude.Pattern{pat}}, nil)
		rec := DeferredRule{Line: int32(i + 1), Col: 1, K0: int32(len(d.Keys)), NK: uint16(len(keys)), Any: any}
		for _, k := range keys {
			d.Keys = append(d.Keys, KeyHash(k))
		}
		d.Recs = append(d.Recs, rec)
	}
	d.Build = func(i int) (*Rule, error) {
		r := &Rule{ID: []string{"push", "ls"}[i], Decision: decisions[i], Source: "p.toml", Level: act.Project}
		r.Line = int(d.Recs[i].Line)
		*built = append(*built, texts[i])
		if texts[i] == broken {
			return r, errors.New("cannot build")
		}
		pat, err := claude.ParsePattern(texts[i], "/p")
		r.Patterns = []*claude.Pattern{pat}
		return r, err
	}
	return &Policy{OneCall: true, Parts: []RulePart{{Deferred: d}}, Defaults: Defaults{Unmatched: hook.None, Unresolved: hook.Ask}}
}

func deferredCall(text string) *Call {
	f := strings.Fields(text)
	var argv []shell.Word
	for _, w := range f {
		argv = append(argv, shell.Word{Value: w})
	}
	seg := &shell.Segment{Argv: argv, Program: f[0], Text: text, AllowText: text, Resolved: true}
	in := map[string]any{"command": text}
	return &Call{Tool: "Bash", Input: in, Actions: []act.Action{
		{Kind: act.CallAction, Tool: "Bash", Input: in, Optional: true},
		{Kind: act.SegmentAction, Tool: "Bash", Input: in, Segment: seg},
	}}
}

// Evaluate builds the deferred rules a call can match and no others, and
// a rule that cannot be built denies the call it could match.
func TestDeferredRules(t *testing.T) {
	var built []string
	p := deferredPolicy(t, "", &built)
	if v := Evaluate(p, deferredCall("git push origin main")); v.Decision != hook.Deny || v.Rule == nil || v.Rule.ID != "push" {
		t.Fatalf("git push: %s by %v", v.Decision, v.Rule)
	}
	if len(built) != 1 || built[0] != "Bash(git push *)" {
		t.Fatalf("git push built %q, want only its rule", built)
	}
	built = nil
	if v := Evaluate(p, deferredCall("ls")); v.Decision != hook.Allow {
		t.Fatalf("ls: %s", v.Decision)
	}
	if len(built) != 1 || built[0] != "Bash(ls)" {
		t.Fatalf("ls built %q, want only its rule", built)
	}
	built = nil
	if v := Evaluate(p, deferredCall("make")); v.Decision != hook.None || len(built) != 0 {
		t.Fatalf("make: %s, built %q", v.Decision, built)
	}
	// --explain tries every rule: every one is built.
	c := deferredCall("make")
	c.Explain = true
	if Evaluate(p, c); len(built) != 2 {
		t.Fatalf("explain built %q, want every rule", built)
	}

	built = nil
	p = deferredPolicy(t, "Bash(ls)", &built)
	if v := Evaluate(p, deferredCall("git push x")); v.Decision != hook.Deny || v.Rule.ID != "push" {
		t.Fatalf("a rule that cannot be built but cannot match either changed the call: %s by %v", v.Decision, v.Rule)
	}
	v := Evaluate(p, deferredCall("ls"))
	if v.Decision != hook.Deny || v.Rule == nil || v.Rule.ID != "ls" || !strings.Contains(v.OperatorReason, "cannot be built") || v.AgentReason == "" {
		t.Fatalf("ls under a rule that cannot be built: %s by %v (%q)", v.Decision, v.Rule, v.OperatorReason)
	}
	if _, err := p.AllRules(); err == nil || !strings.Contains(err.Error(), "cannot build") {
		t.Fatalf("AllRules: %v", err)
	}
}

// TestHashSet: every word added is found, and words not added nearly
// never are (a deferred rule found by a word the call does not have is
// built for nothing); the bitmap in front of the slots changes nothing.
func TestHashSet(t *testing.T) {
	for _, n := range []int{0, 1, 60, 64, 65, 1000} {
		h := newHashSet(n)
		for i := range n {
			h.add(fmt.Sprintf("word%d", i))
		}
		for i := range n {
			if !h.has(KeyHash(fmt.Sprintf("word%d", i))) {
				t.Fatalf("%d words: word%d not found", n, i)
			}
		}
		found := 0
		for i := range 10000 {
			k := KeyHash(fmt.Sprintf("other%d", i))
			if h.has(k) {
				found++
			}
			// The bitmap in front turns away only hashes the slots
			// do not hold.
			if h.has(k) != h.probe(k) {
				t.Fatalf("%d words: other%d: has %v, probe %v", n, i, h.has(k), h.probe(k))
			}
		}
		if found > 2 {
			t.Fatalf("%d words: %d of 10000 other words found", n, found)
		}
	}
}

// An index built of Rules, which a policy with deferred rules leaves
// empty, does not stand in for them.
func TestDeferredRulesNotIndexed(t *testing.T) {
	var built []string
	p := deferredPolicy(t, "", &built)
	p.BuildIndex()
	p.OneCall = false
	if v := Evaluate(p, deferredCall("git push origin main")); v.Decision != hook.Deny {
		t.Fatalf("git push under an index of no rules: %s", v.Decision)
	}
}

// KeyHash spreads strings of every length, in their low bits too (which
// a hashSet's slots are found by): a hash that ignored some bytes or
// mixed poorly would collide on these.
func TestKeyHashSpread(t *testing.T) {
	seen := map[uint32]string{}
	low := map[uint32]bool{}
	collisions := 0
	n := 0
	for i := range 100000 {
		var w string
		switch i % 5 {
		case 0:
			w = fmt.Sprintf("cli-%d", i)
		case 1:
			w = fmt.Sprintf("tool%d", i)
		case 2:
			w = fmt.Sprintf("a-rather-long-rule-identifier-%d-of-the-project", i)
		case 3:
			w = string(rune('a'+i%26)) + strconv.Itoa(i%97)
		default:
			w = fmt.Sprintf("%x", i)
		}
		if _, dup := seen[KeyHash(w)]; dup && seen[KeyHash(w)] != w {
			collisions++
		}
		if _, ok := seen[KeyHash(w)]; !ok {
			n++
		}
		seen[KeyHash(w)] = w
		low[KeyHash(w)&0xffff] = true
	}
	if collisions > 10 {
		t.Errorf("%d collisions among %d strings", collisions, n)
	}
	if len(low) < 40000 {
		t.Errorf("the low 16 bits take %d values over %d strings", len(low), n)
	}
	if KeyHash("") == KeyHash("\x00") || KeyHash("ab") == KeyHash("ba") || KeyHash("abcdefgh") == KeyHash("abcdefgi") {
		t.Error("KeyHash collides on strings one byte apart")
	}
}

// A policy loaded for one call with rules it cannot match left out
// (DeferredRules.Skipped) decides that call, but denies one that would
// try every rule (Explain), and cannot give all its rules.
func TestDeferredRulesSkipped(t *testing.T) {
	var built []string
	p := deferredPolicy(t, "", &built)
	p.Parts[0].Deferred.Skipped = 1
	if v := Evaluate(p, deferredCall("git push origin main")); v.Decision != hook.Deny || v.Rule == nil || v.Rule.ID != "push" {
		t.Fatalf("git push: %s by %v", v.Decision, v.Rule)
	}
	c := deferredCall("make")
	c.Explain = true
	if v := Evaluate(p, c); v.Decision != hook.Deny || !strings.Contains(v.OperatorReason, "loaded for another call") {
		t.Fatalf("explain under a policy with rules left out: %s (%q)", v.Decision, v.OperatorReason)
	}
	if _, err := p.AllRules(); err == nil || !errors.Is(err, errSkipped) {
		t.Fatalf("AllRules: %v", err)
	}
}

// NewCallFilter holds every word a segment action is looked up by, and
// the words of its call's tool.
func TestCallFilter(t *testing.T) {
	segs := []shell.Segment{
		{Text: "timeout 5 NPM run", AllowText: "timeout 5 NPM run", Program: "NPM", Argv: []shell.Word{{Value: "timeout"}, {Value: "5"}, {Value: "NPM"}, {Value: "run"}}},
		{Text: "X=1 ~/bin/x y", AllowText: "X=1 ~/bin/x y", Program: "x", Argv: []shell.Word{{Value: "/h/bin/x"}, {Value: "y"}}},
	}
	f := NewCallFilter("Bash", segs, "/h")
	var want []string
	for i := range segs {
		want = append(want, claude.SegmentWords(&segs[i], "/h")...)
	}
	want = append(want, "NPM", "npm", "x")
	for _, w := range want {
		if !f.Has(KeyHash(w)) {
			t.Errorf("the filter lacks %q", w)
		}
	}
	for _, w := range []string{"run", "5", "y", "make"} {
		if f.Has(KeyHash(w)) {
			t.Errorf("the filter holds %q", w)
		}
	}
	if !f.Has(KeyHash("Bash")) || f.Has(KeyHash("WebFetch")) {
		t.Error("the filter of a Bash call does not hold Bash alone of the tools")
	}
	if NewCallFilter("Bash", nil, "/h").Has(KeyHash("ls")) {
		t.Error("a filter of no segments holds ls")
	}
	// A tool is looked up as sent and by its canonical name.
	task := NewCallFilter("Task", nil, "/h")
	for w, want := range map[string]bool{"Task": true, "Agent": true, "Bash": false, "WebFetch": false} {
		if task.Has(KeyHash(w)) != want {
			t.Errorf("the filter of a Task call: has %q is %v", w, !want)
		}
	}
}

// TestHashSetWanted: wanted lists the records the loop it replaced
// listed (built, any words, or a key whose hash is one of the words'),
// in order, over random records and sets.
func TestHashSetWanted(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 9))
	for n := range 200 {
		words := make([]string, r.IntN(80))
		for i := range words {
			words[i] = fmt.Sprintf("w%d", r.IntN(400))
		}
		h := newHashSet(len(words))
		in := map[uint32]bool{}
		for _, w := range words {
			h.add(w)
			in[KeyHash(w)|1] = true
		}
		d := &DeferredRules{}
		for range r.IntN(300) {
			rec := DeferredRule{K0: int32(len(d.Keys)), NK: uint16(r.IntN(4)), Any: r.IntN(20) == 0}
			if r.IntN(15) == 0 {
				rec.Built = int32(1 + r.IntN(3))
			}
			for range rec.NK {
				d.Keys = append(d.Keys, KeyHash(fmt.Sprintf("w%d", r.IntN(4000))))
			}
			d.Recs = append(d.Recs, rec)
		}
		for _, set := range []*hashSet{h, nil} {
			var want []int32
			for i, rec := range d.Recs {
				ok := rec.Built > 0 || set == nil || rec.Any
				for _, k := range d.Keys[rec.K0 : rec.K0+int32(rec.NK)] {
					ok = ok || in[k|1]
				}
				if ok {
					want = append(want, int32(i))
				}
			}
			if got := set.wanted(d, nil); !slices.Equal(got, want) {
				t.Fatalf("case %d (set %v): wanted %v, want %v", n, set != nil, got, want)
			}
		}
	}
}
