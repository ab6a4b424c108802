package audit

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

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
