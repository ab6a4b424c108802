package parse

import (
	"hash/maphash"
	"math/bits"
	"unsafe"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/claude"
)

// canon checks and records, in one pass over its bytes, the [[rule]]
// table whose header "[[rule]]\n" starts at src[h] (at at), when it is
// written as lazyCanon reads it with one rule string and a decision of
// deny, ask or allow: a Bash string's classes are checked and its key
// found as its text is read (claude.QuickBashAt), and so are a Read,
// Edit or WebFetch string's (claude.QuickKeysAt); any other string is
// found by quoteEnd and given to claude.QuickKeys. It returns the offset
// where the table ends (a '[' at the start of a line, or the end of src)
// and the lines it read, the header's among them; next says that the
// table ends with one blank line and "[[rule]]\n" at end. ok is false, and
// nothing is recorded, for any other table, or one lz.rule would not
// take: lazyRule then reads it as before. What it takes, lazyBody takes
// to the same end, with the same fields, and lz.rule records alike
// (TestOneCallLoad, FuzzOneCall).
func (lz *lazyRules) canon(src string, h int, at pos) (end, lines int, next, ok bool) {
	i := h + len("[[rule]]\n")
	start := i
	if !key8(src, i, wID, m6) {
		return 0, 0, false, false
	}
	j, idh := idScan(src, i+6)
	// From the id's end to the rule string's sixth byte the words are at
	// fixed offsets, the last at most j+31: with canonSpan bytes there,
	// they are read without key8's check. (A table nearer the end of the
	// file is left to lazyBody.)
	if j <= i+6 || j > len(src)-canonSpan || !at8(src, j, wQuoteNL, m2) {
		return 0, 0, false, false
	}
	i = j + 2
	if !at8(src, i, wDecision, m8) || !at8(src, i+8, wEqQuote, m4) {
		return 0, 0, false, false
	}
	switch d := i + 12; {
	case at8(src, d, wDeny, m6):
		i = d + 6
	case at8(src, d, wAsk, m5):
		i = d + 5
	case at8(src, d, wAllow, m7):
		i = d + 7
	default:
		return 0, 0, false, false
	}
	if !at8(src, i, wMatch, m8) || !at8(src, i+8, wOpen, m2) {
		return 0, 0, false, false
	}
	i += 10
	// The one rule string, and its keys: a Bash string's one key (seg),
	// or another's keys; words: keyed by words alone
	// (lazyRules.matchKeys), a Bash or a WebFetch string.
	var key string
	var kbuf [2]string
	keys := kbuf[:0]
	any, seg, words := false, false, false
	if at8(src, i, wBash, m5) {
		w, e, ok := claude.QuickBashAt(src, i+5)
		if !ok || !key8(src, e+1, wClose, m3) {
			return 0, 0, false, false
		}
		key, seg = substr(src, i+5, w), true
		i = e + 4
	} else {
		// QuickKeysAt and QuickKeys take a Read, Edit or WebFetch
		// string, which has more than eight bytes.
		words = at8(src, i, wWebFetch, m8)
		var ok bool
		if keys, j, any, ok = claude.QuickKeysAt(src, i, keys); !ok {
			j = quoteEnd(src, i)
			if j < 0 {
				return 0, 0, false, false
			}
			if keys, any, ok = claude.QuickKeys(substr(src, i, j), keys); !ok {
				return 0, 0, false, false
			}
		}
		if !key8(src, j, wClose, m3) {
			return 0, 0, false, false
		}
		i = j + 3
	}
	lines = 4
	if key8(src, i, wReason, m8) && key8(src, i+8, wSpQuote, m2) {
		j = quoteEnd(src, i+10)
		if j < 0 || !key8(src, j, wQuoteNL, m2) {
			return 0, 0, false, false
		}
		i = j + 2
		lines++
	}
	if key8(src, i, wNote, m8) {
		j = quoteEnd(src, i+8)
		if j < 0 || !key8(src, j, wQuoteNL, m2) {
			return 0, 0, false, false
		}
		i = j + 2
		lines++
	}
	if key8(src, i, wNextRule, m8) && key8(src, i+8, wRuleNL, m2) {
		// One blank line, then the next table's header, as most tables
		// end: lazyRule need not look for it.
		i++
		lines++
		next = true
	} else {
		for i < len(src) && src[i] == '\n' {
			i++
			lines++
		}
		if i < len(src) && src[i] != '[' {
			return 0, 0, false, false
		}
	}
	// Taken: the id, then the record.
	if !lz.newIDHash(idh) {
		return 0, 0, false, false
	}
	rec := rules.DeferredRule{A: int32(start), B: int32(i), Line: int32(at.Line), Col: int32(at.Col), Any: any}
	if seg {
		// lz.keyed for the one key of a Bash string, which the filter
		// nearly always turns away, in line: through lz.keyed a call of
		// 5,000 rules took 4% longer.
		k := rules.KeyHash(key)
		if lz.filter != nil && !lz.filter.Has(k) {
			lz.d.Skipped++
			return i, lines, next, true
		}
		rec.K0, rec.NK = int32(len(lz.d.Keys)), 1
		lz.d.Keys = append(lz.d.Keys, k)
	} else if !lz.keyed(&rec, keys, words) {
		return i, lines, next, true
	}
	if lz.mapped {
		rec.Sum = tableSum(lz.seed, substr(src, start, i))
		lz.rids = append(lz.rids, idh)
	}
	lz.rrecs = append(lz.rrecs, rec)
	return i, lines, next, true
}

// canonSpan is how many bytes canon needs from the end of an id to read
// the words up to the rule string's sixth byte unchecked (at8): the
// last is read at most 31 bytes after it (a quote and a line end, the
// decision line of "allow", "match = [\"").
const canonSpan = 2 + len("decision = \"allow\"\n") + len("match = [\"") + 8

// at8 is key8 for 0 <= i <= len(src)-8, which the caller has checked.
func at8(src string, i int, w, m uint64) bool { return load64(src, i)&m == w }

// The words canon compares besides lazyCanon's (TestKeyWords).
const (
	wBash     = 0x28_68_73_61_42          // "Bash("
	wWebFetch = 0x68_63_74_65_46_62_65_57 // "WebFetch"
	wClose    = 0x0a_5d_22                // "\"]\n"
	wQuoteNL  = 0x0a_22                   // "\"\n"
	wNextRule = 0x5d_65_6c_75_72_5b_5b_0a // "\n[[rule]"
	wRuleNL   = 0x0a_5d                   // "]\n"
)

// substr is src[i:j] for 0 <= i <= j <= len(src), which the caller has
// checked: without the checks of slicing.
func substr(src string, i, j int) string {
	return unsafe.String((*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(src)), i)), j-i)
}

// The hash of a [[rule]] id in the table of a file's ids (newIDHash):
// the id's eight-byte words, low byte first, the last one filled with
// zeros, folded in turn (idMix), then its length (idFinish). idHash
// computes it from the id, idScan as it finds where the id ends; the two
// agree (TestIDHash), so that an id canon reads and one lazyBody reads
// are compared alike.
const idK = 0x9e3779b97f4a7c15

func idMix(h, w uint64) uint64 {
	h = (h ^ w) * idK
	return h ^ h>>31
}

func idFinish(h uint64, n int) uint32 {
	h = (h ^ uint64(n)) * idK
	h ^= h >> 29
	h *= idK
	return uint32(h>>32) | 1
}

// idHash is the hash of id in the table of ids.
func idHash(id string) uint32 {
	var h uint64
	j := 0
	for ; j+8 <= len(id); j += 8 {
		h = idMix(h, load64(id, j))
	}
	if j < len(id) {
		var w uint64
		for k := len(id) - 1; k >= j; k-- {
			w = w<<8 | uint64(id[k])
		}
		h = idMix(h, w)
	}
	return idFinish(h, len(id))
}

// idScan is idEnd for the id whose text starts at src[i], with the id's
// hash (idHash) from the words idEnd reads. It returns -1 as well when
// the id ends past the last whole word of src, which idEnd reads byte by
// byte (canon then leaves the table to lazyBody).
func idScan(src string, i int) (int, uint32) {
	const (
		lo = 0x0101010101010101
		hi = 0x8080808080808080
	)
	var h uint64
	for j := i; j+8 <= len(src); j += 8 {
		w := load64(src, j)
		// idEnd's lanes: the lowest marked one ends the id.
		if m := (w | (w + lo) | ^(w + 0x5f*lo) | (w ^ '"'*lo - lo) | (w ^ '\\'*lo - lo)) & hi; m != 0 {
			n := bits.TrailingZeros64(m) / 8
			if src[j+n] != '"' {
				return -1, 0
			}
			if n > 0 {
				h = idMix(h, w&(1<<(8*n)-1))
			}
			return j + n, idFinish(h, j+n-i)
		}
		h = idMix(h, w)
	}
	return -1, 0
}

// tableSum is the hash of a rule table's bytes as a mapped file held them
// when the table was checked (DeferredRule.Sum), keyed by seed, the
// file's (lazyRules.seed): hash/maphash, the runtime's own hash of
// memory (AES rounds where the processor has them), a few times faster
// than a multiply a word and, keyed by a seed drawn for each load and
// never shown, not one whose collisions can be written down in advance,
// as those of a fixed function can.
func tableSum(seed maphash.Seed, t string) uint32 {
	return uint32(maphash.String(seed, t))
}
