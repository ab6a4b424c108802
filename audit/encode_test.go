package audit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/pregate/pregate/loc"
)

// jsonRecord is the record as encoding/json's Encoder writes it: what
// appendRecord must reproduce byte for byte.
func jsonRecord(t *testing.T, r *Record) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestAppendRecordSameAsEncodingJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"", "a", "git push --force", `"`, `\`, "\n", "\r\t\b\f", "\x00\x01\x1f\x7f", "<>&", "é", "日本",
		"\u2028", "\u2029", "\xff", "\xe2\x82", "🙂", "'x'", "$(rm -rf /)", "a\\\"b", " "}
	str := func() string {
		var b strings.Builder
		for n := rng.IntN(4); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for i := 0; i < 3000; i++ {
		r := &Record{
			Time:    time.Unix(rng.Int64N(4e9), rng.Int64N(1e9)).UTC(),
			Version: str(), SessionID: str(), ToolUseID: str(), AgentType: str(), Cwd: str(),
			PermissionMode: str(), ToolName: str(), Decision: str(), AgentReason: str(), OperatorReason: str(),
			DurationUS: rng.Int64N(1e7) - 10,
		}
		// Every string field, the ones named above and any added later, so
		// a field appendRecord does not write makes the records differ.
		rv := reflect.ValueOf(r).Elem()
		for j := 0; j < rv.NumField(); j++ {
			if f := rv.Field(j); f.Kind() == reflect.String {
				f.SetString(str())
			}
		}
		if rng.IntN(2) == 0 {
			r.Input = map[string]any{"command": str(), str(): []any{str(), 1.5, true, nil}, "n": map[string]any{"x": str()}}
		} else if rng.IntN(2) == 0 {
			r.Input = map[string]any{}
		}
		if rng.IntN(2) == 0 {
			r.Rule = &RuleRef{ID: str(), Source: str(), Level: str(), Pos: loc.Pos{Line: rng.IntN(3), Col: rng.IntN(3) - 1}}
		}
		for n := rng.IntN(3); n > 0; n-- {
			s := SegmentRecord{Decision: str(), Rule: str()}
			if rng.IntN(3) > 0 {
				s.Argv = []string{}
				for m := rng.IntN(3); m > 0; m-- {
					s.Argv = append(s.Argv, str())
				}
			}
			r.Segments = append(r.Segments, s)
		}
		if rng.IntN(3) == 0 {
			r.Segments = []SegmentRecord{}
		}
		for n := rng.IntN(3); n > 0; n-- {
			r.Paths = append(r.Paths, PathRecord{Given: str(), Resolved: str(), Action: str()})
		}
		got, err := appendRecord(nil, r)
		if err != nil {
			t.Fatal(err)
		}
		if want := jsonRecord(t, r); !bytes.Equal(got, want) {
			t.Fatalf("record %d:\n got %s\nwant %s", i, got, want)
		}
	}
}

// TestAppendRecordBadInput: an input encoding/json cannot encode is an
// error, not a record.
func TestAppendRecordBadInput(t *testing.T) {
	if b, err := appendRecord(nil, &Record{Input: map[string]any{"f": func() {}}}); err == nil {
		t.Errorf("no error, record %s", b)
	}
}

// TestAppendValueSameAsEncodingJSON: the input encoder writes what
// encoding/json writes for every kind of value a decoded event holds, and
// for the others it hands to encoding/json; strings too long for the log
// are cut as clip cuts them.
func TestAppendValueSameAsEncodingJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"", "a", "command", `"`, `\`, "\n", "\x00\x1f", "<>&", "é", "\u2028", "\xff", "\xe2\x82", "🙂", "Z", "_"}
	str := func() string {
		var b strings.Builder
		for n := rng.IntN(4); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	floats := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e-6, 9.99e-7, 1e-7, 1.5e-10, 1e20, 1e21, 1.2345e21, -1e-300,
		math.MaxFloat64, math.SmallestNonzeroFloat64, 120000, 3.14159, 1 << 53, 123456789.125}
	var value func(depth int) any
	value = func(depth int) any {
		switch k := rng.IntN(12); {
		case k == 0:
			return nil
		case k == 1:
			return rng.IntN(2) == 0
		case k == 2:
			return floats[rng.IntN(len(floats))]
		case k == 3:
			return rng.NormFloat64() * math.Pow(10, float64(rng.IntN(60)-30))
		case k == 4:
			return json.Number("12.50")
		case k == 5:
			return rng.IntN(100) - 50
		case k == 6 && depth < 3:
			if rng.IntN(5) == 0 {
				return []any(nil)
			}
			var a []any = []any{}
			for n := rng.IntN(4); n > 0; n-- {
				a = append(a, value(depth+1))
			}
			return a
		case k == 7 && depth < 3:
			if rng.IntN(5) == 0 {
				return map[string]any(nil)
			}
			m := map[string]any{}
			for n := rng.IntN(5); n > 0; n-- {
				m[str()] = value(depth + 1)
			}
			return m
		case k == 8:
			return []string{str()}
		}
		return str()
	}
	for i := range 5000 {
		m := map[string]any{}
		for n := 1 + rng.IntN(6); n > 0; n-- {
			m[str()] = value(0)
		}
		got, err := appendValue(nil, m)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(m); err != nil {
			t.Fatal(err)
		}
		if want := bytes.TrimSuffix(buf.Bytes(), []byte("\n")); !bytes.Equal(got, want) {
			t.Fatalf("value %d:\n got %s\nwant %s", i, got, want)
		}
	}
	for _, bad := range []any{math.NaN(), math.Inf(1), map[string]any{"x": []any{math.Inf(-1)}}} {
		if b, err := appendValue(nil, bad); err == nil {
			t.Errorf("appendValue(%v) = %s, no error", bad, b)
		}
	}
	// appendClipped encodes what clip leaves, wherever the cut falls:
	// in a rune, after an escape, after invalid UTF-8.
	for _, tail := range []string{"", "é", "\xe2\x82", "\xff", "\"", "\n", "\u2028", "🙂"} {
		for pad := range 5 {
			long := strings.Repeat("a", MaxStringLen-pad) + tail + strings.Repeat("b\x00é", 20)
			if got, want := appendClipped(nil, long), appendString(nil, clip(long)); !bytes.Equal(got, want) {
				t.Fatalf("appendClipped, tail %q pad %d:\n got …%s\nwant …%s", tail, pad, got[len(got)-60:], want[len(want)-60:])
			}
		}
	}
	long := strings.Repeat("é", MaxStringLen)
	got, err := appendValue(nil, map[string]any{"a": []any{long}, "k": map[string]any{"x": json.Number("1"), "y": long}})
	if err != nil {
		t.Fatal(err)
	}
	c := appendString(nil, clip(long))
	if want := `{"a":[` + string(c) + `],"k":{"x":1,"y":` + string(c) + `}}`; string(got) != want || len(clip(long)) >= len(long) {
		t.Errorf("long strings not cut:\n got %.200s", got)
	}
}

// TestPlainASCII8: the eight-byte test says plain exactly when each byte
// is one appendString copies as it is, for every byte at every position
// among plain ones, next to every other byte, and random words.
func TestPlainASCII8(t *testing.T) {
	plain := func(c byte) bool { return c >= 0x20 && c < utf8.RuneSelf && c != '"' && c != '\\' }
	check := func(w [8]byte) {
		want := true
		var x uint64
		for i, c := range w {
			want = want && plain(c)
			x |= uint64(c) << (8 * i)
		}
		if got := plainASCII8(x); got != want {
			t.Fatalf("plainASCII8(%q) = %v, want %v", w[:], got, want)
		}
	}
	for c := range 256 {
		for p := range 8 {
			for _, fill := range []byte{'a', ' ', 0x7f, '!', '#', '[', ']'} {
				w := [8]byte{fill, fill, fill, fill, fill, fill, fill, fill}
				w[p] = byte(c)
				check(w)
				if p < 7 {
					for d := range 256 {
						w[p+1] = byte(d)
						check(w)
					}
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200000 {
		var w [8]byte
		for i := range w {
			w[i] = byte(0x18 + rng.IntN(0x70))
		}
		check(w)
	}
}

// jsonString is s as encoding/json's Encoder writes it, without HTML
// escaping.
func jsonString(t testing.TB, s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// TestAppendStringSameAsEncodingJSON: every byte value, and the runes
// appendString treats apart, at every position of plain strings of every
// length up to three words, where the eight-byte and the byte-by-byte
// scans meet.
func TestAppendStringSameAsEncodingJSON(t *testing.T) {
	specials := []string{"\u2028", "\u2029", "é", "🙂", "\xe2\x82", "\xed\xa0\x80"}
	for c := range 256 {
		specials = append(specials, string([]byte{byte(c)}))
	}
	for n := range 25 {
		plain := strings.Repeat("a", n)
		if got, want := appendString(nil, plain), jsonString(t, plain); !bytes.Equal(got, want) {
			t.Fatalf("%q: got %s, want %s", plain, got, want)
		}
		for p := 0; p < n; p++ {
			for _, x := range specials {
				s := plain[:p] + x + plain[p+1:]
				if got, want := appendString([]byte("pre"), s), append([]byte("pre"), jsonString(t, s)...); !bytes.Equal(got, want) {
					t.Fatalf("%q: got %s, want %s", s, got, want)
				}
			}
		}
	}
}

// FuzzAppendString: appendString writes what encoding/json writes.
func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "ls -la", `a"b\c`, "\x00\x1f\x7f", "é\u2028\xff", "0123456789abcdef\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendString(nil, s), jsonString(t, s); !bytes.Equal(got, want) {
			t.Fatalf("%q: got %s, want %s", s, got, want)
		}
	})
}

// TestPlainTable: plainByte says plain exactly for the bytes encoding/json
// writes as they are, ASCII from 0x20 but '"' and '\\'.
func TestPlainTable(t *testing.T) {
	if len(plainTable) != 256 {
		t.Fatalf("plainTable has %d entries", len(plainTable))
	}
	for c := range 256 {
		want := c >= 0x20 && c < utf8.RuneSelf && c != '"' && c != '\\'
		if got := plainByte(byte(c)); got != want {
			t.Errorf("plainByte(%#x) = %v, want %v", c, got, want)
		}
	}
}

// TestAppendTimeSameAsMarshalJSON: the record's time is what
// Time.MarshalJSON writes, in UTC and in other zones, at the ends of the
// years it accepts and past them, where its error is the record's.
func TestAppendTimeSameAsMarshalJSON(t *testing.T) {
	zones := []*time.Location{time.UTC, time.FixedZone("x", 0), time.FixedZone("y", -(3*3600 + 30*60)), time.FixedZone("z", 25*3600), time.Local}
	var times []time.Time
	for _, y := range []int{-1, 0, 1, 999, 1970, 2026, 9999, 10000} {
		for _, ns := range []int{0, 1, 5e8, 999999999, 120000} {
			times = append(times, time.Date(y, 12, 31, 23, 59, 59, ns, time.UTC), time.Date(y, 1, 1, 0, 0, 0, ns, time.UTC))
		}
	}
	times = append(times, time.Time{}, time.Unix(1764600000, 5e8))
	for _, tm := range times {
		for _, z := range zones {
			tz := tm.In(z)
			want, werr := tz.MarshalJSON()
			got, gerr := appendTime([]byte("x"), tz)
			if fmt.Sprint(werr) != fmt.Sprint(gerr) || werr == nil && string(got) != "x"+string(want) {
				t.Errorf("%v: got %s, %v; want x%s, %v", tz, got, gerr, want, werr)
			}
		}
	}
}
