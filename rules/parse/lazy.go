package parse

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/maphash"
	"math/bits"
	"strings"
	"sync"
	"unsafe"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/loc"
	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/act"
	"github.com/pregate/pregate/rules/claude"
)

// A hook call decides one tool call, which can match a handful of a
// policy's rules. TOMLOneCall checks every rule of a file completely, as
// TOMLText does, but builds only those it cannot vouch for: the others it
// keeps as records (rules.DeferredRules) of where they are written and of
// their index keys, and builds them when a call can match them.
//
// It does so for the rules written as nearly all are: each [[rule]]
// table on lines of their own (key = value, a value a string of printable
// ASCII without escapes or an array of them, on one line or several; id,
// decision, match, reason, note, modes, agents; comments on lines of
// their own), and [permissions] entries. Whenever anything is not so, or
// not valid, or warned about (a [[rule]] table written otherwise, an
// error anywhere in the file, a rule string that parses with a warning,
// two rules with ids of the same hash), the file is parsed by TOMLText
// instead, so that what is rejected, and how, is TOMLText's own; a
// [permissions] entry with a warning is built as TOMLText builds it.
// FuzzOneCall and TestOneCallLoad hold the two to each other.

// TOMLOneCall is TOMLText for a policy loaded to decide one call
// (load.Options.OneCall): the source's rules are in s.Deferred, built on
// use, and s.Rules is empty; the errors, warnings and everything else
// are TOMLText's.
func TOMLOneCall(name, text string, level act.Level, root string) (*Source, rules.LoadErrors) {
	s, errs, _ := tomlOneCall(name, text, level, root, nil)
	return s, errs
}

// TOMLOneCallFor is TOMLOneCall for the call of filter: a rule that
// call cannot match (rules.CallFilter) is checked as every other, but
// not recorded (Deferred.Skipped counts them). A nil filter is
// TOMLOneCall.
//
// mapped says that text is a file's mapping (load.Options.Map), whose
// bytes may change, or vanish with the end of a shortened file, after
// they were read: what TOMLOneCallFor returns then shares none of them
// but through the records, whose Build copies its table, reads and checks
// it again from the copy, and fails when it reads otherwise than the
// record (the rule is built from exactly the bytes it checks). A file
// that holds anything but rules is read again from a copy of text. The
// caller reads text, and calls Build, with debug.SetPanicOnFault set and
// a recover that denies: a read past the end of a shortened file is then
// a panic, not a crash.
func TOMLOneCallFor(name, text string, level act.Level, root string, filter *rules.CallFilter, mapped bool) (*Source, rules.LoadErrors) {
	s, errs, _ := tomlOneCallIn(name, text, level, root, filter, mapped)
	return s, errs
}

// tomlOneCallIn is TOMLOneCallFor; deferred tells whether it deferred
// the rules.
func tomlOneCallIn(name, text string, level act.Level, root string, filter *rules.CallFilter, mapped bool) (*Source, rules.LoadErrors, bool) {
	if !mapped {
		return tomlOneCall(name, text, level, root, filter)
	}
	if level != act.Builtin {
		lz := newLazyRules(name, text, level, root, filter, true)
		// ([permissions] entries are kept as strings of the file.)
		if s, ok := lz.load(); ok && onlyDeferred(s) && len(lz.perms[0])+len(lz.perms[1])+len(lz.perms[2]) == 0 && len(lz.d.Built) == 0 {
			return s, nil, true
		}
	}
	// Anything but rules shares the bytes it is read from: a copy.
	return tomlOneCall(name, strings.Clone(text), level, root, filter)
}

// onlyDeferred reports whether s holds nothing but its name, level and
// records: no string of the file. (Field by field, without reflect, which
// would make the hook link and start more; TestOnlyDeferred sets each
// field of Source in turn, so that a field added is one it checks.)
func onlyDeferred(s *Source) bool {
	f, a, c := &s.Floor, &s.Audit, &s.Claude
	return len(s.Rules) == 0 && s.Unmatched == "" && s.Unresolved == "" &&
		len(f.Protect)+len(f.ProtectWrite)+len(f.WriteScope)+len(f.ReadScope)+len(f.Remove) == 0 &&
		s.Tenants == (rules.Tenants{}) && len(s.Fences) == 0 && len(s.Builtin.Disable)+len(s.Builtin.Enable) == 0 &&
		s.BuiltinAt == (pos{}) && a.Path == nil && a.MaxSize == nil && a.Keep == nil && a.Redact == nil && a.Required == nil &&
		len(s.Tests) == 0 && s.Pack == nil && len(s.Warnings) == 0 && !s.Settings && !s.ManagedRulesOnly &&
		len(s.AllowExcept)+len(s.AllowExceptText) == 0 &&
		!c.BlockWritesOutsideWorkingDirectories && !c.BlockReadsOutsideWorkingDirectories &&
		!c.BlockFileToolReadsOutsideWorkingDirectories && !c.DenyInsteadOfPrompting &&
		len(c.AdditionalDirectories)+len(c.WorkingDirectoriesExclude)+len(c.Keys) == 0 &&
		s.Profile == "" && s.ProfileLine == 0
}

// tomlOneCall is TOMLOneCallFor; deferred tells whether it deferred the
// rules rather than leaving the file to TOMLText.
func tomlOneCall(name, text string, level act.Level, root string, filter *rules.CallFilter) (*Source, rules.LoadErrors, bool) {
	if level != act.Builtin {
		if s, ok := newLazyRules(name, text, level, root, filter, false).load(); ok {
			return s, nil, true
		}
	}
	s, errs := TOMLText(name, text, level, root)
	return s, errs, false
}

func newLazyRules(name, text string, level act.Level, root string, filter *rules.CallFilter, mapped bool) *lazyRules {
	lz := &lazyRules{name: name, src: text, root: root, level: level, filter: filter, mapped: mapped}
	// Room for as many rules as the file has room for: memory the
	// runtime need not clear, of which the part no rule fills is never
	// touched.
	if n := len(text) / minRuleSize; n > 0 {
		lz.rrecs = make([]rules.DeferredRule, 0, n)
		lz.d.Keys = make([]uint32, 0, 2*n)
		if mapped {
			lz.rids = make([]uint32, 0, n)
		}
	}
	if mapped {
		lz.seed = maphash.MakeSeed()
	}
	lz.d.Build = lz.build
	return lz
}

// load scans the file, checking and recording its rules; false when the
// file is to be read by TOMLText.
func (lz *lazyRules) load() (*Source, bool) {
	sdoc, x, ok := scanWith(lz.src, false, lz)
	lz.dropIDs()
	if !ok || lz.bad || len(sdoc.rules) != 0 || sdoc.Pack != nil {
		return nil, false
	}
	p := &parser{name: lz.name, x: x, s: &Source{Name: lz.name, Level: lz.level}, lazy: lz}
	p.file(sdoc, lz.root)
	if len(p.errs) != 0 || lz.bad {
		return nil, false
	}
	if len(lz.d.Recs) == 0 {
		lz.d.Recs = lz.rrecs
	} else {
		lz.r0 = len(lz.d.Recs)
		lz.d.Recs = append(lz.d.Recs, lz.rrecs...)
	}
	if len(lz.d.Recs) > 0 || lz.d.Skipped > 0 {
		p.s.Deferred = &lz.d
	}
	return p.s, true
}

// lazyRules checks the rules of one file and records them.
type lazyRules struct {
	name, src, root string
	level           act.Level
	d               rules.DeferredRules
	// filter, when set, is the call the file is loaded for: a rule it
	// cannot match is not recorded.
	filter *rules.CallFilter
	// mapped is set when src is the file's mapping (TOMLOneCallFor).
	mapped bool
	// bad is set when something is not as the records need: the file is
	// then left to TOMLText.
	bad bool
	// perms are the [permissions] lists (deny, ask, allow), which the
	// records of their entries point into.
	perms [3][]string
	// ids are the hashes of the [[rule]] ids so far, open addressing
	// (0 is empty), for duplicate ids: a table of idTables while the file
	// is scanned, given back once it is.
	ids  []uint32
	nids int
	// rids, for a mapped file, are the hashes of the ids of rrecs, one
	// each, which Build compares with the id it reads again.
	rids []uint32
	// r0 is the index in d.Recs of the first of rrecs.
	r0 int
	// seed keys the hashes of a mapped file's tables (tableSum).
	seed maphash.Seed
	// scratch is what a rule is checked with: strs the backing array of
	// the arrays of one rule.
	strs  []string
	pats  []claude.Pattern
	one1  [1]*claude.Pattern
	keys  []string
	check rules.Rule
	one   [1]string
	// rrecs are the records of the [[rule]] tables, which come after
	// those of [permissions] entries.
	rrecs []rules.DeferredRule
}

// ruleFields are the values of one [[rule]] table as lazyBody reads them.
type ruleFields struct {
	id, decision, reason, note string
	match, modes, agents       []string
	strs                       []string
	set                        uint8
	// plainID is set when the id is known to hold no blank, decided
	// when the decision is known to be one.
	plainID, decided bool
}

// lazyBody reads from i, the start of the line after a [[rule]] header,
// the lines of the table as TOMLOneCall takes them, up to the next line
// that starts with '[' or the end of src. It returns the offset where the
// table ends, how many line ends it read and where the last line starts;
// ok is false for anything it does not take. Every byte it takes is one
// validText takes. f is given with only strs set, to an empty slice.
func lazyBody(src string, i int, f *ruleFields) (end, lines, lineStart int, ok bool) {
	if end, lines, lineStart, ok = lazyCanon(src, i, f); ok {
		return end, lines, lineStart, ok
	}
	*f = ruleFields{strs: f.strs[:0]}
	lineStart = i
	for i < len(src) {
		c := src[i]
		switch c {
		case '\r':
			if i+1 >= len(src) || src[i+1] != '\n' {
				return 0, 0, 0, false
			}
			i++
			continue
		case '\n':
			i++
			lines++
			lineStart = i
			continue
		case ' ', '\t':
			// Indentation, or a line of blanks.
			i++
			continue
		case '[':
			// (Here only blanks come before i on its line.)
			return i, lines, lineStart, true
		case '#':
			j := commentEnd(src, i)
			if !validText(src[i:min(j+1, len(src))]) {
				return 0, 0, 0, false
			}
			i = j
			continue
		}
		// The key, found by its first byte and one comparison, then
		// blanks, '=' and blanks.
		var slot uint8
		array := false
		var k int
		switch c {
		case 'i':
			slot, k = 0, keyAt(src, i, "id")
		case 'd':
			slot, k = 1, keyAt(src, i, "decision")
		case 'm':
			if k = keyAt(src, i, "match"); k >= 0 {
				slot, array = 2, true
			} else {
				slot, k, array = 5, keyAt(src, i, "modes"), true
			}
		case 'r':
			slot, k = 3, keyAt(src, i, "reason")
		case 'n':
			slot, k = 4, keyAt(src, i, "note")
		case 'a':
			slot, k, array = 6, keyAt(src, i, "agents"), true
		default:
			return 0, 0, 0, false
		}
		if k < 0 {
			return 0, 0, 0, false
		}
		i = k
		if f.set&(1<<slot) != 0 {
			return 0, 0, 0, false
		}
		f.set |= 1 << slot
		if array {
			first := len(f.strs)
			var n, ls int
			if i, n, ls, ok = lazyArray(src, i, f); !ok {
				return 0, 0, 0, false
			}
			if n > 0 {
				lines, lineStart = lines+n, ls
			}
			list := f.strs[first:len(f.strs):len(f.strs)]
			switch slot {
			case 2:
				f.match = list
			case 5:
				f.modes = list
			default:
				f.agents = list
			}
		} else {
			j := asciiString(src, i)
			if j < 0 {
				return 0, 0, 0, false
			}
			str := src[i+1 : j-1]
			i = j
			switch slot {
			case 0:
				f.id = str
			case 1:
				f.decision = str
			case 3:
				f.reason = str
			default:
				f.note = str
			}
		}
		if i < len(src) && src[i] == '\n' {
			continue
		}
		// Blanks and a comment may end the line.
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i < len(src) && src[i] == '#' {
			j := commentEnd(src, i)
			if !validText(src[i:min(j+1, len(src))]) {
				return 0, 0, 0, false
			}
			i = j
		}
		if i < len(src) && src[i] == '\r' && i+1 < len(src) && src[i+1] == '\n' {
			i++
		}
		if i < len(src) && src[i] != '\n' {
			return 0, 0, 0, false
		}
	}
	return i, lines, lineStart, true
}

// keyAt returns the offset past key, blanks, '=' and blanks at src[i];
// -1 if they are not there.
func keyAt(src string, i int, key string) int {
	if len(src)-i < len(key) || src[i:i+len(key)] != key {
		return -1
	}
	i += len(key)
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	if i >= len(src) || src[i] != '=' {
		return -1
	}
	i++
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

// lazyCanon is lazyBody for a table written as nearly all are: id,
// decision and match, in this order, match one line, then reason or note
// or both, then blank lines; its strings basic ones ("…"). It reports
// false for any other table, which lazyBody reads then.
//
// f is as lazyBody is given it: only strs set, to an empty slice.
func lazyCanon(src string, i int, f *ruleFields) (end, lines, lineStart int, ok bool) {
	// Each key is compared with the eight bytes at its start, masked to
	// its length with its opening quote; the string's end is found by
	// quoteEnd, which takes every byte of it.
	if !key8(src, i, wID, m6) {
		return 0, 0, 0, false
	}
	j := idEnd(src, i+6)
	if j < 0 || j+1 >= len(src) || src[j+1] != '\n' {
		return 0, 0, 0, false
	}
	f.id, f.plainID, i = src[i+6:j], true, j+2
	if !key8(src, i, wDecision, m8) || !key8(src, i+8, wEqQuote, m4) {
		return 0, 0, 0, false
	}
	// The decision is one of three words, each compared at once with
	// its closing quote and line end.
	switch d := i + 12; {
	case key8(src, d, wDeny, m6):
		f.decision, f.decided, i = src[d:d+4], true, d+6
	case key8(src, d, wAsk, m5):
		f.decision, f.decided, i = src[d:d+3], true, d+5
	case key8(src, d, wAllow, m7):
		f.decision, f.decided, i = src[d:d+5], true, d+7
	default:
		j = quoteEnd(src, d)
		if j < 0 || j+1 >= len(src) || src[j+1] != '\n' {
			return 0, 0, 0, false
		}
		f.decision, i = src[d:j], j+2
	}
	if !key8(src, i, wMatch, m8) || !key8(src, i+8, wOpen, m2) {
		return 0, 0, 0, false
	}
	for i += 10; ; {
		j = quoteEnd(src, i)
		if j < 0 || j+2 >= len(src) {
			return 0, 0, 0, false
		}
		f.strs = append(f.strs, src[i:j])
		if src[j+1] == ']' && src[j+2] == '\n' {
			i = j + 3
			break
		}
		if !key8(src, j+1, wNext, m3) {
			return 0, 0, 0, false
		}
		i = j + 4
	}
	f.match = f.strs[:len(f.strs):len(f.strs)]
	f.set = 1<<0 | 1<<1 | 1<<2
	lines = 3
	if key8(src, i, wReason, m8) && key8(src, i+8, wSpQuote, m2) {
		j = quoteEnd(src, i+10)
		if j < 0 || j+1 >= len(src) || src[j+1] != '\n' {
			return 0, 0, 0, false
		}
		f.reason, i = src[i+10:j], j+2
		lines++
		f.set |= 1 << 3
	}
	if key8(src, i, wNote, m8) {
		j = quoteEnd(src, i+8)
		if j < 0 || j+1 >= len(src) || src[j+1] != '\n' {
			return 0, 0, 0, false
		}
		f.note, i = src[i+8:j], j+2
		lines++
		f.set |= 1 << 4
	}
	for i < len(src) && src[i] == '\n' {
		i++
		lines++
	}
	if i < len(src) && src[i] != '[' {
		return 0, 0, 0, false
	}
	return i, lines, i, true
}

// key8 reports whether the eight bytes at src[i], masked by m, are w;
// false when fewer than eight are there. The keys of lazyCanon are
// compared so, a word at once.
func key8(src string, i int, w, m uint64) bool {
	if i < 0 || i > len(src)-8 {
		return false
	}
	return load64(src, i)&m == w
}

// load64 is the eight bytes at src[i], low byte first, for 0 <= i <=
// len(src)-8, which the caller has checked: one load, without the checks
// of slicing src.
func load64(src string, i int) uint64 {
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(src)), i))[:])
}

// The words of the keys lazyCanon compares (see TestKeyWords): each key's
// bytes, low byte first, and the mask of their length.
const (
	wID       = 0x22_20_3d_20_64_69       // `id = "`
	wDecision = 0x6e_6f_69_73_69_63_65_64 // "decision"
	wEqQuote  = 0x22_20_3d_20             // ` = "`
	wMatch    = 0x20_3d_20_68_63_74_61_6d // "match = "
	wOpen     = 0x22_5b                   // `["`
	wNext     = 0x22_20_2c                // `, "`
	wReason   = 0x3d_20_6e_6f_73_61_65_72 // "reason ="
	wSpQuote  = 0x22_20                   // ` "`
	wNote     = 0x22_20_3d_20_65_74_6f_6e // `note = "`
	wDeny     = 0x0a_22_79_6e_65_64       // "deny\"\n"
	wAsk      = 0x0a_22_6b_73_61          // "ask\"\n"
	wAllow    = 0x0a_22_77_6f_6c_6c_61    // "allow\"\n"
	m2        = 1<<16 - 1
	m3        = 1<<24 - 1
	m4        = 1<<32 - 1
	m5        = 1<<40 - 1
	m6        = 1<<48 - 1
	m7        = 1<<56 - 1
	m8        = 1<<64 - 1
)

// quoteEnd returns the offset of the '"' that ends the basic string whose
// text starts at src[i], when the text before it is printable ASCII
// without a backslash; -1 otherwise. It is asciiString for a basic string
// whose opening quote has been read.
func quoteEnd(src string, i int) int { return plainEnd(src, i, ' ') }

// idEnd is quoteEnd for an id, which holds no space either: it stops at
// one too, with -1.
func idEnd(src string, i int) int { return plainEnd(src, i, ' '+1) }

// plainEnd is quoteEnd with low, the least byte the text may hold (a
// space, or the byte after it for an id).
func plainEnd(src string, i int, low byte) int {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	below := uint64(0x80-low) * lo
	j := i
	for ; j+8 <= len(src); j += 8 {
		w := load64(src, j)
		// The lowest marked lane is the first byte that is not printable
		// ASCII (w: 0x80 and above; w+lo: 0x7f; w+(0x80-low) without its
		// top bit: under low), a quote or a backslash (a lane of w^q-lo
		// with its top bit). Below the first lane of 0x80 or above nothing
		// carries or borrows, and above it nothing matters, so each lane
		// of ASCII is marked for what it is alone.
		if m := (w | (w + lo) | ^(w + below) | (w ^ '"'*lo - lo) | (w ^ '\\'*lo - lo)) & hi; m != 0 {
			j += bits.TrailingZeros64(m) / 8
			if src[j] != '"' {
				return -1
			}
			return j
		}
	}
	for ; j < len(src); j++ {
		switch c := src[j]; {
		case c == '"':
			return j
		case c == '\\' || c < low || c >= 0x7f:
			return -1
		}
	}
	return -1
}

// commentEnd is the offset of the line end after the comment at i.
func commentEnd(src string, i int) int {
	for i < len(src) && src[i] != '\n' {
		i++
	}
	return i
}

// lazyArray reads at i an array of strings of printable ASCII without
// escapes, its elements separated by commas, blanks and line ends (no
// comment), maybe with a trailing comma, appending them to f.strs; it
// returns the offset past it, the line ends it holds and where the last
// line starts.
func lazyArray(src string, i int, f *ruleFields) (end, lines, lineStart int, ok bool) {
	if i >= len(src) || src[i] != '[' {
		return 0, 0, 0, false
	}
	i++
	// Most arrays of a rule are one string on the line.
	if j := asciiString(src, i); j > 0 && j < len(src) && src[j] == ']' {
		f.strs = append(f.strs, src[i+1:j-1])
		return j + 1, 0, 0, true
	}
	ws := func() {
		for i < len(src) {
			switch src[i] {
			case ' ', '\t':
				i++
			case '\r':
				if i+1 >= len(src) || src[i+1] != '\n' {
					return
				}
				i++
			case '\n':
				i++
				lines++
				lineStart = i
			default:
				return
			}
		}
	}
	for {
		ws()
		if i < len(src) && src[i] == ']' {
			return i + 1, lines, lineStart, true
		}
		j := asciiString(src, i)
		if j < 0 {
			return 0, 0, 0, false
		}
		f.strs = append(f.strs, src[i+1:j-1])
		i = j
		ws()
		switch {
		case i < len(src) && src[i] == ',':
			i++
		case i < len(src) && src[i] == ']':
			return i + 1, lines, lineStart, true
		default:
			return 0, 0, 0, false
		}
	}
}

// lazyRule reads, for the scanner, the [[rule]] table whose header starts
// at s.i, after nothing but blanks on its line, as "[[rule]]" and a line
// end (lazyHeader): it checks and records the rule, or sets lz.bad.
func (s *scanner) lazyRule() {
	s.verify()
	at := s.here()
	lz := s.lazy
	if end, lines, next, ok := lz.canon(s.src, s.i, at); ok {
		// Taken in one pass; so are the tables after it while they
		// are written alike, each header at the start of its line.
		for {
			s.line += lines
			s.i, s.lineStart, s.checked = end, end, end
			if !next && (end+9 > len(s.src) || s.src[end:end+9] != "[[rule]]\n") {
				break
			}
			if end, lines, next, ok = lz.canon(s.src, end, pos{Line: s.line, Col: 1}); !ok {
				break
			}
		}
		s.table, s.top, s.lazyKeys, s.keys = "rule", false, "", nil
		s.set = 0
		return
	}
	start := s.i + len("[[rule]]\n")
	if s.src[start-1] == '\r' {
		start++
	}
	// The fields are on the stack: storing into them needs no write
	// barrier, and clearing them no call.
	f := ruleFields{strs: lz.strs[:0]}
	end, lines, lineStart, ok := lazyBody(s.src, start, &f)
	lz.strs = f.strs[:0]
	if !ok || !lz.rule(&f, at, start, end) {
		lz.bad = true
		s.i = len(s.src)
		s.checked = s.i
		return
	}
	s.line += 1 + lines
	s.i, s.lineStart, s.checked = end, lineStart, end
	s.table, s.top, s.lazyKeys, s.keys = "rule", false, "", nil
	s.set = 0
}

// rule checks the rule f (the table at, its lines src[start:end]) as
// parser.rule would and records it; false for one that parser.rule would
// reject or warn about, or whose id's hash another id has.
func (lz *lazyRules) rule(f *ruleFields, at pos, start, end int) bool {
	if !fieldsOK(f) {
		return false
	}
	h := idHash(f.id)
	return lz.newIDHash(h) && lz.record(f.match, at, int32(start), int32(end), h)
}

// fieldsOK reports whether parser.rule takes the fields of f (but for
// the rule strings and a repeated id) without an error or a warning.
func fieldsOK(f *ruleFields) bool {
	if !f.decided {
		switch hook.Decision(f.decision) {
		case hook.Deny, hook.Ask, hook.Allow:
		default:
			return false
		}
	}
	// (asciiString took the id: a blank in it is a space; idEnd has
	// looked for one.)
	if f.id == "" || !f.plainID && strings.IndexByte(f.id, ' ') >= 0 || len(f.match) == 0 {
		return false
	}
	for _, m := range f.modes {
		if !rules.Modes[m] {
			return false
		}
	}
	for _, a := range f.agents {
		if a == "" {
			return false
		}
	}
	return true
}

// record checks the rule strings of one rule and records the rule (its
// A and B, at; idh the hash of its id, for a [[rule]] table) with their
// keys; false when one does not parse cleanly.
func (lz *lazyRules) record(match []string, at pos, a, b int32, idh uint32) bool {
	any, words, ok := lz.matchKeys(match)
	if !ok {
		return false
	}
	if len(lz.keys) > 0xffff {
		return false
	}
	rec := rules.DeferredRule{A: a, B: b, Line: int32(at.Line), Col: int32(at.Col), Any: any}
	if !lz.keyed(&rec, lz.keys, words) {
		return true
	}
	if lz.mapped && a >= 0 {
		rec.Sum = tableSum(lz.seed, lz.src[a:b])
	}
	if a >= 0 {
		lz.rrecs = append(lz.rrecs, rec)
		if lz.mapped {
			lz.rids = append(lz.rids, idh)
		}
	} else {
		lz.d.Recs = append(lz.d.Recs, rec)
	}
	return true
}

// keyed adds the hashes of keys (at most 0xffff) to the file's keys as
// rec's, and reports whether the rule is to be recorded: not when it is
// keyed by words alone (words), may not match whatever the words
// (rec.Any), and the filter holds none of its keys. Such a rule was
// checked and is of no use to the call: its keys are taken back and it
// is counted as skipped.
func (lz *lazyRules) keyed(rec *rules.DeferredRule, keys []string, words bool) bool {
	d := &lz.d
	rec.K0, rec.NK = int32(len(d.Keys)), uint16(len(keys))
	keep := !words || rec.Any || lz.filter == nil
	for _, k := range keys {
		h := rules.KeyHash(k)
		keep = keep || lz.filter.Has(h)
		d.Keys = append(d.Keys, h)
	}
	if !keep {
		d.Keys = d.Keys[:rec.K0]
		d.Skipped++
	}
	return keep
}

// matchKeys checks the rule strings of one rule and leaves their keys in
// lz.keys; any is RuleKeys's, words is set when no string can match a
// path action (claude.PatternKinds), so that the rule is keyed by segment
// words and tool names alone (rules.CallFilter), ok is false when one
// does not parse cleanly.
func (lz *lazyRules) matchKeys(match []string) (any, words, ok bool) {
	for len(lz.pats) < len(match) {
		lz.pats = append(lz.pats, claude.Pattern{})
	}
	// Each string's keys: a rule's are theirs together (RuleKeys reads
	// them string by string), and it may match whatever the words when
	// one of them may.
	lz.keys = lz.keys[:0]
	words = true
	for j, text := range match {
		keys, anyOf, ok := claude.QuickKeys(text, lz.keys)
		if ok {
			// QuickKeys takes Bash, Read, Edit and WebFetch strings:
			// Read and Edit match paths.
			words = words && text[:5] != "Read(" && text[:5] != "Edit("
		} else {
			pat, err := claude.ParsePatternIn(&lz.pats[j], text, lz.root)
			if err != nil || !cleanPattern(pat) {
				return false, false, false
			}
			words = words && claude.PatternKinds(pat)&pathKinds == 0
			lz.one1[0] = pat
			lz.check.Patterns = lz.one1[:]
			keys, anyOf = rules.RuleKeys(&lz.check, lz.keys)
		}
		lz.keys, any = keys, any || anyOf
	}
	return any, words, true
}

// pathKinds are the kinds of path actions (claude.PatternKinds): a rule
// that may match one is found by path segments, which no CallFilter
// holds.
const pathKinds = 1<<act.ReadAction | 1<<act.WriteAction

// cleanPattern reports whether parser.pattern takes pat without a
// warning.
func cleanPattern(pat *claude.Pattern) bool {
	if pat.Warning != "" {
		return false
	}
	return knownTool(pat.Tool) || pat.Specifier == "" && SuggestTool(pat.Tool) == ""
}

// newIDHash records h, the hash of an id (idHash); false when an id of
// that hash came before.
func (lz *lazyRules) newIDHash(h uint32) bool {
	if 2*(lz.nids+1) > len(lz.ids) {
		lz.growIDs()
	}
	if !lz.putID(h) {
		return false
	}
	lz.nids++
	return true
}

// growIDs gives lz a table of ids with room for more: the table the
// file before left (idTable), cleared, when there is one, or one of twice
// the size.
func (lz *lazyRules) growIDs() {
	old := lz.ids
	if old == nil {
		idTable.Lock()
		lz.ids, idTable.t = idTable.t, nil
		idTable.Unlock()
		if 2*(lz.nids+1) <= len(lz.ids) {
			return
		}
		old = lz.ids
	}
	n := 256
	for n < 4*(lz.nids+1) {
		n *= 2
	}
	lz.ids = make([]uint32, n)
	// A page of fresh memory read first is mapped to the zero page and
	// faults again when written: written first, it faults once.
	for i := 0; i < n; i += 1024 {
		lz.ids[i] = 0
	}
	for _, h := range old {
		if h != 0 {
			lz.putID(h)
		}
	}
}

// idTable holds the table of ids of a file scanned, cleared, for the
// next: a call loads several files in turn, and a table grown and
// touched once serves them all, where a table each would fault in fresh
// pages for each.
var idTable struct {
	sync.Mutex
	t []uint32
}

// dropIDs gives the table of ids to idTable once the file is scanned
// (Build compares ids with rids).
func (lz *lazyRules) dropIDs() {
	t := lz.ids
	if t == nil {
		return
	}
	clear(t)
	lz.ids, lz.nids = nil, 0
	idTable.Lock()
	if len(t) > len(idTable.t) {
		idTable.t = t
	}
	idTable.Unlock()
}

func (lz *lazyRules) putID(h uint32) bool {
	mask := uint32(len(lz.ids) - 1)
	for k := h & mask; ; k = (k + 1) & mask {
		switch lz.ids[k] {
		case 0:
			lz.ids[k] = h
			return true
		case h:
			return false
		}
	}
}

// permission records entry i of the [permissions] list of decision d
// (0 deny, 1 ask, 2 allow), text, at at; false when its rule string does
// not parse cleanly, and the caller builds it.
func (lz *lazyRules) permission(d, i int, text string, at pos) bool {
	lz.one[0] = text
	return lz.record(lz.one[:], at, int32(-1-d), int32(i), 0)
}

// built records a rule parsing built.
func (lz *lazyRules) built(r *rules.Rule) {
	lz.d.Built = append(lz.d.Built, r)
	lz.d.Recs = append(lz.d.Recs, rules.DeferredRule{Built: int32(len(lz.d.Built))})
}

var permDecisions = [3]hook.Decision{hook.Deny, hook.Ask, hook.Allow}

// build builds record i as TOMLText builds it.
func (lz *lazyRules) build(i int) (*rules.Rule, error) {
	rec := &lz.d.Recs[i]
	r := &rules.Rule{Level: lz.level, Source: lz.name, Pos: loc.Pos{Line: int(rec.Line), Col: int(rec.Col)}}
	var match []string
	if rec.A < 0 {
		d := int(-1 - rec.A)
		text := lz.perms[d][rec.B]
		r.ID, r.Decision, match = text, permDecisions[d], []string{text}
	} else {
		src, a, b := lz.src, int(rec.A), int(rec.B)
		if lz.mapped {
			// The file may have changed since it was checked: the rule
			// is built from a copy of its table, checked again.
			src, a, b = strings.Clone(src[a:b]), 0, b-a
			if tableSum(lz.seed, src) != rec.Sum {
				r.ID = fmt.Sprintf("at line %d", rec.Line)
				return r, errors.New("the rule reads otherwise than when it was checked")
			}
		}
		f := ruleFields{strs: make([]string, 0, 4)}
		end, _, _, ok := lazyBody(src, a, &f)
		if !ok || end != b || lz.mapped && !lz.same(&f, rec, lz.rids[i-lz.r0]) {
			r.ID = fmt.Sprintf("at line %d", rec.Line)
			return r, errors.New("the rule reads otherwise than when it was checked")
		}
		r.ID, r.Decision, r.Reason, r.Note = f.id, hook.Decision(f.decision), f.reason, f.note
		r.Modes, r.Agents, match = f.modes, f.agents, f.match
	}
	r.Patterns = make([]*claude.Pattern, len(match))
	for j, text := range match {
		pat, err := claude.ParsePattern(text, lz.root)
		if err != nil {
			return r, err
		}
		r.Patterns[j] = pat
	}
	return r, nil
}

// same reports whether the rule of fields f, read again from a copy of
// its table whose bytes hash as those the scan checked (Sum), passes
// every check the scan made of the rule of rec and has its keys and the
// hash of its id (idh): a second guard, for bytes that changed and hash
// alike.
func (lz *lazyRules) same(f *ruleFields, rec *rules.DeferredRule, idh uint32) bool {
	if !fieldsOK(f) || idHash(f.id) != idh {
		return false
	}
	any, _, ok := lz.matchKeys(f.match)
	if !ok || any != rec.Any || len(lz.keys) != int(rec.NK) {
		return false
	}
	for i, k := range lz.keys {
		if rules.KeyHash(k) != lz.d.Keys[int(rec.K0)+i] {
			return false
		}
	}
	return true
}

// decisionIndex is the index of a [permissions] decision in perms.
func decisionIndex(d hook.Decision) int {
	switch d {
	case hook.Deny:
		return 0
	case hook.Ask:
		return 1
	}
	return 2
}
