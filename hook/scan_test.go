package hook

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// scanCases are inputs at the edges where the two readers could part:
// every escape, surrogates paired, lone and reversed, raw and broken
// UTF-8, numbers at the edges of the grammar and of float64, names equal
// under folding among few and among many members, depth, and trailing
// data.
var scanCases = []string{
	`{}`, `[]`, `null`, `true`, `false`, `0`, `-0`, `1.5e3`, `"x"`, ` {"a" : [ 1 , 2 ] } `,
	`{"a":"\"\\\/\b\f\n\r\t\u00e9\u2028\uD83D\uDE00"}`, `{"a":"\uD83D"}`, `{"a":"\uDE00\uD83D"}`,
	`{"a":"\uD83D\u0041"}`, `{"a":"\uD83Dx"}`, `{"a":"\u0000"}`, `{"a":"\u00"}`, `{"a":"\x"}`, `{"a":"\`,
	"{\"a\":\"\xff\"}", "{\"a\":\"\xed\xa0\x80\"}", "{\"a\":\"\xc0\xaf\"}", "{\"a\":\"é日😀\"}", "{\"a\":\"\x01\"}",
	"{\"a\":\"x\x00\"}", `{"a":"\uFFFD\uffff"}`, `{"a":"\/\u002F"}`,
	`{"n":01}`, `{"n":-}`, `{"n":1.}`, `{"n":.5}`, `{"n":1e}`, `{"n":1e+}`, `{"n":1E-7}`, `{"n":-0.0e0}`,
	`{"n":1e400}`, `{"n":-1e400}`, `{"n":1e-400}`, `{"n":123456789012345678901234567890}`, `{"n":+1}`,
	`{"a":1,"A":2}`, `{"a":1,"a":2}`, `{"k":1,"K":2}`, `{"s":1,"ſ":2}`, `{"a":{"b":1,"B":2}}`,
	`{"a":1,}`, `[1,]`, `[1 2]`, `{"a" 1}`, `{"a":1 "b":2}`, `{1:2}`, `{"a":1}x`, `{"a":1}{}`, `{"a":tru}`,
	`{"a":nul}`, `{"a":truex}`, "\ufeff{}", "{\"a\":1}\n\t\r ",
}

func init() {
	// Many members, the last equal under folding to one far before it,
	// and the same without the collision.
	var b strings.Builder
	b.WriteString("{")
	for i := range 40 {
		fmt.Fprintf(&b, `"key%d":%d,`, i, i)
	}
	scanCases = append(scanCases, b.String()+`"KEY3":0}`, b.String()+`"key40":0}`, b.String()+`"Key39":0}`)
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	scanCases = append(scanCases, deep(maxDepth), deep(maxDepth+1), `{"a":`+deep(maxDepth-1)+`}`, `{"a":`+deep(maxDepth)+`}`)
}

// sameTree reports whether two trees are equal, numbers bit for bit.
func sameTree(a, b any) bool {
	switch a := a.(type) {
	case map[string]any:
		b, ok := b.(map[string]any)
		if !ok || b == nil || len(a) != len(b) {
			return false
		}
		for k, v := range a {
			w, ok := b[k]
			if !ok || !sameTree(v, w) {
				return false
			}
		}
		return true
	case []any:
		b, ok := b.([]any)
		if !ok || (a == nil) != (b == nil) || len(a) != len(b) {
			return false
		}
		for i := range a {
			if !sameTree(a[i], b[i]) {
				return false
			}
		}
		return true
	case float64:
		b, ok := b.(float64)
		return ok && math.Float64bits(a) == math.Float64bits(b)
	}
	return a == b
}

// checkScan: what scanTree takes, readTree takes, with the same tree;
// and what it gives up on, readTree refuses or it is one of the few
// shapes scanTree leaves to readTree although readTree takes them
// (none today: every input readTree takes, scanTree takes).
func checkScan(t *testing.T, data []byte) {
	got, ok := scanTree(data)
	want, err := readTree(data)
	switch {
	case ok && err != nil:
		t.Errorf("scanTree takes %q, which readTree refuses: %v", data, err)
	case ok && !sameTree(got, want):
		t.Errorf("scanTree(%q) = %#v, readTree = %#v", data, got, want)
	case !ok && err == nil:
		t.Errorf("scanTree gives up on %q, which readTree takes", data)
	}
}

func TestScanTree(t *testing.T) {
	for _, c := range scanCases {
		checkScan(t, []byte(c))
	}
	for _, data := range [][]byte{benchEvent, benchWrite, largeEvent(256<<10, "parts"), largeEvent(256<<10, "arg")} {
		checkScan(t, data)
		if _, ok := scanTree(data); !ok {
			t.Errorf("scanTree gives up on an event of %d bytes", len(data))
		}
	}
}

func FuzzScanTree(f *testing.F) {
	for _, c := range scanCases {
		f.Add([]byte(c))
	}
	f.Add(benchEvent)
	f.Fuzz(func(t *testing.T, data []byte) { checkScan(t, data) })
}

// TestPlain: the table of bytes a string holds as they are is exactly
// printable ASCII and DEL without '"' and '\\'.
func TestPlain(t *testing.T) {
	for c := range 256 {
		want := c >= 0x20 && c < 0x80 && c != '"' && c != '\\'
		if plain[c] != want {
			t.Errorf("plain[%#x] = %v, want %v", c, plain[c], want)
		}
	}
}
