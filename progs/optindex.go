package progs

import (
	"math/bits"
	"strings"
)

// The option tables are declared as descriptors (see opts) and read
// where a hook call looks an option up; each table the declarations can
// build also has, in optindex_gen.go (go generate ./progs), its roles and
// its spellings sorted, found by the descriptor's hash. A table with such
// a record computes nothing when it is built and answers a lookup by a
// binary search over its spellings, not by searching its descriptor; a
// descriptor without one (none today) is read as before. The generated
// tables are strings of fixed-size records, read-only data that holds no
// pointer, so linking them costs the start-up nothing and a call reads
// only the records of the tables it uses.
//
// genIndex holds three tables one after the other, genBucket, genDescs
// (from genDescsAt) and genSpells (from genSpellsAt), so that the parts
// a call reads share pages. genDescs holds one record of descRecLen bytes
// per descriptor, sorted by hash: the hash (8 bytes), the descriptor's
// length (2), its number of spellings (2), the table's roles (4) and the
// index of its first spelling in genSpells (4), little endian. genBucket
// is the index of the first record of each of genBuckets ranges of hashes
// (by their top genBucketBits bits), 2 bytes each, then the number of
// records: finding a table reads one entry of it (4 KiB in all) and the
// records of its bucket (1.5 on average), where a binary search over
// genDescs touched a dozen places of 60 KiB. genSpells holds spellRecLen
// bytes per spelling: its offset in the descriptor (2) and its length
// (1), a descriptor's spellings together in byte order; the tables are
// laid out so that the ones a call uses are near each other (see
// genSpellOrder in optindex_gen_test.go).
const (
	descRecLen    = 20
	spellRecLen   = 3
	genBucketBits = 11
	genBuckets    = 1 << genBucketBits
)

// descHash is the hash genDescs is sorted by: four lanes of a
// multiply-rotate over the descriptor's 8-byte words, folded with its
// length. It reads a 2 KiB descriptor in a few hundred instructions,
// which is less than finding one option in it by searching.
func descHash(s string) uint64 {
	const (
		k0 = 0x9e3779b97f4a7c15
		k1 = 0xc2b2ae3d27d4eb4f
		k2 = 0x165667b19e3779f9
		k3 = 0xd6e8feb86659fd93
	)
	h0, h1, h2, h3 := uint64(len(s))^k0, uint64(k1), uint64(k2), uint64(k3)
	for len(s) >= 32 {
		h0 = bits.RotateLeft64((h0^le64(s[0:8]))*k1, 31)
		h1 = bits.RotateLeft64((h1^le64(s[8:16]))*k2, 29)
		h2 = bits.RotateLeft64((h2^le64(s[16:24]))*k3, 27)
		h3 = bits.RotateLeft64((h3^le64(s[24:32]))*k0, 33)
		s = s[32:]
	}
	for len(s) >= 8 {
		h0 = bits.RotateLeft64((h0^le64(s[0:8]))*k1, 31)
		s = s[8:]
	}
	var t uint64
	for i := 0; i < len(s); i++ {
		t |= uint64(s[i]) << (8 * i)
	}
	h1 = bits.RotateLeft64((h1^t)*k2, 29)
	h := h0 ^ bits.RotateLeft64(h1, 17) ^ bits.RotateLeft64(h2, 37) ^ bits.RotateLeft64(h3, 53)
	h ^= h >> 33
	h *= k1
	h ^= h >> 29
	h *= k2
	return h ^ h>>32
}

func le64(b string) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func le16(b string) uint16 {
	_ = b[1]
	return uint16(b[0]) | uint16(b[1])<<8
}

func le32(b string) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// genDesc returns the record of desc in genDescs, as the index of its
// record plus one, and the table's roles; 0 when desc has none.
func genDesc(desc string) (int32, Role) {
	return genDescIn(genIndex[:genDescsAt], genIndex[genDescsAt:genSpellsAt], desc)
}

func genDescIn(bucket, tab, desc string) (int32, Role) {
	h := descHash(desc)
	b := int(h>>(64-genBucketBits)) * 2
	if b+4 > len(bucket) {
		return 0, 0
	}
	lo, hi := int(le16(bucket[b:])), int(le16(bucket[b+2:]))
	for k := lo; k < hi && (k+1)*descRecLen <= len(tab); k++ {
		r := tab[k*descRecLen:]
		if le64(r) == h {
			if int(le16(r[8:])) != len(desc) {
				return 0, 0
			}
			return int32(k + 1), Role(le32(r[12:]))
		}
	}
	return 0, 0
}

// genRange returns the spellings of the table's record k (genDesc's
// index) as a range of genSpells.
func genRange(k int32) (int, int) {
	r := genIndex[genDescsAt+int(k-1)*descRecLen:]
	first := int(le32(r[16:]))
	return first, first + int(le16(r[10:]))
}

// genSpelling returns spelling i of genSpells, an offset of desc and the
// text there.
func genSpelling(desc string, i int) (int, string) {
	r := genIndex[genSpellsAt+i*spellRecLen:]
	off := int(r[0]) | int(r[1])<<8
	return off, desc[off : off+int(r[2])]
}

// genSearch returns the index in genSpells of the table's first
// spelling not below name (end when none), by binary search over the
// table's sorted spellings, and the end of the table's spellings.
func (s *Options) genSearch(name string) (lo, end int) {
	lo, end = genRange(s.gen)
	hi := end
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if _, sp := genSpelling(s.desc, m); sp < name {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, end
}

// genFind returns the offset in s.desc of the entry one of whose
// spellings is name.
func (s *Options) genFind(name string) (int, bool) {
	if lo, end := s.genSearch(name); lo < end {
		if off, sp := genSpelling(s.desc, lo); sp == name {
			return off, true
		}
	}
	return 0, false
}

// genAbbrev returns the offset in s.desc of a spelling of the one entry
// whose long spellings start with name, -1 when none or several do.
func (s *Options) genAbbrev(name string) int {
	lo, end := s.genSearch(name)
	found, foundAt := -1, -1
	for ; lo < end; lo++ {
		off, sp := genSpelling(s.desc, lo)
		if !strings.HasPrefix(sp, name) {
			break
		}
		if start, _ := entryAt(s.desc, off); found < 0 {
			found, foundAt = start, off
		} else if start != found {
			return -1 // ambiguous
		}
	}
	return foundAt
}

// genLookup answers a lookup of name (with prefix, of the abbreviation
// name) from the generated records, remembering the first scanLimit
// answers: the stages of a hook call look the same words up again, and
// finding one among the few already asked is cheaper than the search.
func (s *Options) genLookup(name string, prefix bool) *Option {
	s.mu.Lock()
	for _, m := range s.seen {
		if m.name == name && m.prefix == prefix {
			s.mu.Unlock()
			return m.o
		}
	}
	n := len(s.seen)
	s.mu.Unlock()
	off := -1
	if prefix {
		off = s.genAbbrev(name)
	} else if at, ok := s.genFind(name); ok {
		off = at
	}
	var o *Option
	if off >= 0 {
		o = s.option(entryAt(s.desc, off))
	}
	if n < scanLimit {
		s.mu.Lock()
		if s.seen == nil {
			s.seen = make([]seenName, 0, 4)
		}
		s.seen = append(s.seen, seenName{name, prefix, o})
		s.mu.Unlock()
	}
	return o
}
