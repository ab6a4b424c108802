package progs

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

var updateOptIndex = flag.Bool("update-optindex", false, "rewrite optindex_gen.go from the tables the declarations build")

// declaredTables returns every option table the declarations build, by
// descriptor: each program's global and default tables and the table of
// each of its subcommands, built from the declarations themselves (table,
// interpTable), not through Lookup.
func declaredTables() map[string]*Options {
	out := map[string]*Options{}
	add := func(s *Options) {
		if s != nil {
			out[s.desc] = s
		}
	}
	all := table()
	maps.Copy(all, interpTable())
	for _, name := range slices.Sorted(maps.Keys(all)) {
		p := all[name]()
		p.Name = name
		add(p.Global)
		add(p.Def)
		for _, n := range p.SubNames() {
			add(p.SubTable(n))
		}
	}
	return out
}

// genSpellingsOf returns the spellings of desc and the offset of each,
// walking the entries as index does, in byte order; an error for a
// spelling declared twice (index panics on one) or a table too large for
// the records.
func genSpellingsOf(desc string) ([]string, []int, error) {
	if len(desc) >= 1<<16 {
		return nil, nil, fmt.Errorf("a descriptor of %d bytes: the records hold 16-bit offsets", len(desc))
	}
	var names []string
	var offs []int
	seen := map[string]bool{}
	for i := 0; i < len(desc); {
		for i < len(desc) && desc[i] == ' ' {
			i++
		}
		if i == len(desc) {
			break
		}
		start, e := entryAt(desc, i)
		i = start + len(e)
		names1, off := splitEntry(e).names, start
		for {
			n, rest, more := strings.Cut(names1, ",")
			if seen[n] {
				return nil, nil, fmt.Errorf("option %s declared twice in %.60q", n, desc)
			}
			if len(n) > 255 {
				return nil, nil, fmt.Errorf("a spelling of %d bytes", len(n))
			}
			seen[n] = true
			names, offs = append(names, n), append(offs, off)
			if !more {
				break
			}
			names1, off = rest, off+len(n)+1
		}
	}
	order := make([]int, len(names))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return names[order[a]] < names[order[b]] })
	sn, so := make([]string, len(order)), make([]int, len(order))
	for i, k := range order {
		sn[i], so[i] = names[k], offs[k]
	}
	return sn, so, nil
}

// genSpellOrder returns the descriptors of tables in the order their
// spellings are laid out in genSpells: first the tables in force before
// any subcommand (each program's global and default tables, in the order
// the programs are declared), then the subcommand tables, a program's
// together, the programs with fewer spellings in them first. A call looks
// up the first table of every program it runs and the subcommand tables
// of few, and a page of read-only data is read from disk (or mapped) the
// first time it is touched: this keeps the records a call reads on a few
// pages, away from the clouds' thousands of subcommand tables.
func genSpellOrder(tables map[string]*Options) ([]string, error) {
	type prog struct {
		build func() *Program
		name  string
	}
	var progs []prog
	add := func(build func() *Program, names ...string) { progs = append(progs, prog{build, names[0]}) }
	declareTable(add)
	declareInterp(add)
	var order []string
	placed := map[string]bool{}
	place := func(s *Options) {
		if s != nil && !placed[s.desc] {
			placed[s.desc] = true
			order = append(order, s.desc)
		}
	}
	type group struct {
		descs []string
		n     int
	}
	var groups []group
	for _, pr := range progs {
		p := pr.build()
		p.Name = pr.name
		place(p.Global)
		place(p.Def)
		var g group
		for _, n := range p.SubNames() {
			if s := p.SubTable(n); s != nil {
				g.descs = append(g.descs, s.desc)
				names, _, err := genSpellingsOf(s.desc)
				if err != nil {
					return nil, err
				}
				g.n += len(names)
			}
		}
		groups = append(groups, g)
	}
	slices.SortStableFunc(groups, func(a, b group) int { return a.n - b.n })
	for _, g := range groups {
		for _, d := range g.descs {
			if !placed[d] {
				placed[d] = true
				order = append(order, d)
			}
		}
	}
	for _, d := range slices.Sorted(maps.Keys(tables)) {
		if !placed[d] {
			return nil, fmt.Errorf("%.60q: a table declaredTables finds and the declarations do not", d)
		}
	}
	if len(order) != len(tables) {
		return nil, fmt.Errorf("%d tables laid out, %d declared", len(order), len(tables))
	}
	return order, nil
}

// generateOptIndex returns optindex_gen.go's records for the tables
// declaredTables finds: their roles as descRoles reads them, and their
// spellings, laid out as genSpellOrder says; and genBucket, the index
// of the first record of each bucket of hashes.
func generateOptIndex() (buckets, descs, spells []byte, n int, err error) {
	tables := declaredTables()
	order, err := genSpellOrder(tables)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	first := map[string]int{}
	for _, d := range order {
		names, offs, err := genSpellingsOf(d)
		if err != nil {
			return nil, nil, nil, 0, err
		}
		first[d] = len(spells) / spellRecLen
		for k := range names {
			spells = binary.LittleEndian.AppendUint16(spells, uint16(offs[k]))
			spells = append(spells, byte(len(names[k])))
		}
	}
	type rec struct {
		desc string
		hash uint64
	}
	recs := make([]rec, 0, len(tables))
	for d := range tables {
		recs = append(recs, rec{d, descHash(d)})
	}
	slices.SortFunc(recs, func(a, b rec) int {
		if a.hash != b.hash {
			if a.hash < b.hash {
				return -1
			}
			return 1
		}
		return strings.Compare(a.desc, b.desc)
	})
	if len(recs) >= 1<<16 {
		return nil, nil, nil, 0, fmt.Errorf("%d tables: genBucket holds 16-bit indexes", len(recs))
	}
	for i, r := range recs {
		if i > 0 && recs[i-1].hash == r.hash {
			return nil, nil, nil, 0, fmt.Errorf("two descriptors of one hash: %.60q and %.60q", recs[i-1].desc, r.desc)
		}
		names, _, _ := genSpellingsOf(r.desc)
		descs = binary.LittleEndian.AppendUint64(descs, r.hash)
		descs = binary.LittleEndian.AppendUint16(descs, uint16(len(r.desc)))
		descs = binary.LittleEndian.AppendUint16(descs, uint16(len(names)))
		descs = binary.LittleEndian.AppendUint32(descs, uint32(descRoles(r.desc)))
		descs = binary.LittleEndian.AppendUint32(descs, uint32(first[r.desc]))
	}
	k := 0
	for b := 0; b <= genBuckets; b++ {
		for k < len(recs) && recs[k].hash>>(64-genBucketBits) < uint64(b) {
			k++
		}
		buckets = binary.LittleEndian.AppendUint16(buckets, uint16(k))
	}
	return buckets, descs, spells, len(recs), nil
}

// writeConst writes a string constant of b's bytes, 32 to a line.
func writeConst(out *bytes.Buffer, name string, b []byte) {
	fmt.Fprintf(out, "const %s = \"\" +\n", name)
	for i := 0; i < len(b); i += 32 {
		out.WriteString("\t\"")
		for _, c := range b[i:min(i+32, len(b))] {
			fmt.Fprintf(out, "\\x%02x", c)
		}
		out.WriteString("\"")
		if i+32 < len(b) {
			out.WriteString(" +")
		}
		out.WriteString("\n")
	}
	if len(b) == 0 {
		out.WriteString("\t\"\"\n")
	}
	out.WriteString("\n")
}

func generateOptIndexFile() ([]byte, error) {
	buckets, descs, spells, n, err := generateOptIndex()
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "// Code generated by TestOptIndexGenerated from the tables the declarations build; DO NOT EDIT.\n\n"+
		"package progs\n\n"+
		"// genIndex holds genBucket, genDescs and genSpells, the records of the\n"+
		"// %d option tables the declarations build and their %d spellings, one\n"+
		"// after the other (see optindex.go).\n", n, len(spells)/spellRecLen)
	fmt.Fprintf(&out, "const (\n\tgenDescsAt  = %d\n\tgenSpellsAt = %d\n)\n\n", len(buckets), len(buckets)+len(descs))
	writeConst(&out, "genIndex", slices.Concat(buckets, descs, spells))
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}

// TestOptIndexGenerated: optindex_gen.go holds the records of what the
// declarations build now (go generate ./progs rewrites it).
func TestOptIndexGenerated(t *testing.T) {
	src, err := generateOptIndexFile()
	if err != nil {
		t.Fatal(err)
	}
	if *updateOptIndex {
		if err := os.WriteFile("optindex_gen.go", src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile("optindex_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, src) {
		t.Errorf("optindex_gen.go is not what the declarations build: run go generate ./progs")
	}
}

// refOptions is the table of desc read as it was before optindex_gen.go:
// its roles from the descriptor, its lookups searching it (the first
// scanLimit names) and then its index.
func refOptions(desc string, g Grammar) *Options {
	return &Options{Grammar: g, desc: desc, Roles: descRoles(desc)}
}

// sameOption reports whether a and b are the same entry of their tables.
func sameOption(a, b *Option) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.Equal(a.Names, b.Names) && a.Takes == b.Takes && slices.Equal(a.Words, b.Words) &&
		a.Chars == b.Chars && a.Role == b.Role && slices.Equal(a.Implies, b.Implies)
}

// TestOptIndexMatches is the differential of the generated records
// against the descriptors, beside TestLazyLookupMatchesFullTable's (which
// reads every table with its own grammar, through the records, searching
// the descriptor and indexing it, against the table parsed whole): for
// every table the declarations build, the roles, and the answer of Lookup
// for every spelling, every prefix of one (the abbreviations) and words
// next to them, under Abbrev|Negate|Underscore, are what indexing the
// descriptor gives.
func TestOptIndexMatches(t *testing.T) {
	tables := declaredTables()
	checked := 0
	const g = Abbrev | Negate | Underscore
	for _, desc := range slices.Sorted(maps.Keys(tables)) {
		s := tables[desc]
		if s.gen == 0 {
			t.Errorf("%.60q: no generated record (go generate ./progs)", desc)
			continue
		}
		if want := descRoles(desc); s.Roles != want {
			t.Errorf("%.60q: roles %b, descriptor %b", desc, s.Roles, want)
		}
		idx := refOptions(desc, g)
		x := idx.index()
		var words []string
		for n := range x.at {
			words = append(words, n, n+"x", n+"=v", "--no-"+strings.TrimLeft(n, "-"), strings.ReplaceAll(n, "-", "_"))
			for k := 1; k < len(n); k++ {
				words = append(words, n[:k])
			}
		}
		words = append(words, "", "-", "--", "---", "--no-", "-\x00")
		slices.Sort(words)
		words = slices.Compact(words)
		gen := s.WithGrammar(g)
		for _, w := range words {
			if got, want := gen.Lookup(w), idx.Lookup(w); !sameOption(got, want) {
				t.Fatalf("%.60q: Lookup(%q) = %+v, indexing the descriptor %+v", desc, w, got, want)
			}
			checked++
		}
	}
	if len(tables) < 1000 || checked < 100000 {
		t.Errorf("%d tables, %d lookups: the declarations build fewer than expected", len(tables), checked)
	}
}

// TestGenBucket holds genDesc's bucketed search to a scan of every
// record: each table the declarations build is found at the record whose
// hash and length are its own, a descriptor next to one (a byte more, a
// byte less, one changed) is found only where a record has its hash, and
// genBucket is the first record of each range of hashes.
func TestGenBucket(t *testing.T) {
	genBucket, genDescs := genIndex[:genDescsAt], genIndex[genDescsAt:genSpellsAt]
	n := len(genDescs) / descRecLen
	scan := func(desc string) int32 {
		h := descHash(desc)
		for k := 0; k < n; k++ {
			if r := genDescs[k*descRecLen:]; le64(r) == h && int(le16(r[8:])) == len(desc) {
				return int32(k + 1)
			}
		}
		return 0
	}
	for b := 0; b <= genBuckets; b++ {
		k := int(le16(genBucket[2*b:]))
		if k > 0 && k <= n && le64(genDescs[(k-1)*descRecLen:])>>(64-genBucketBits) >= uint64(b) ||
			k < n && b < genBuckets && le64(genDescs[k*descRecLen:])>>(64-genBucketBits) < uint64(b) {
			t.Fatalf("bucket %d starts at record %d", b, k)
		}
	}
	if last := int(le16(genBucket[2*genBuckets:])); last != n {
		t.Fatalf("genBucket ends at %d of %d records", last, n)
	}
	tables := declaredTables()
	found := 0
	for _, desc := range slices.Sorted(maps.Keys(tables)) {
		for _, d := range []string{desc, desc + " ", desc[:len(desc)/2], strings.Replace(desc, "-", "+", 1)} {
			k, r := genDesc(d)
			if want := scan(d); k != want {
				t.Fatalf("%.60q: genDesc finds record %d, the scan %d", d, k, want)
			}
			if k > 0 {
				found++
				if want := Role(le32(genDescs[int(k-1)*descRecLen+12:])); r != want {
					t.Fatalf("%.60q: roles %b, the record's %b", d, r, want)
				}
			}
		}
	}
	if found < len(tables) {
		t.Errorf("%d of %d tables found", found, len(tables))
	}
}
