package parse

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The position index must not be fooled by text that looks like keys
// inside strings, multi-line arrays and comments.
func TestIndexPositions(t *testing.T) {
	src := `a = """
b = "not a key"
"""
[t]
# c = 1
c = [ # comment
  "x",
  'y', { d = 1 },
]
"quoted.key" = 'v'
[[r]]
e = 1
[[r]]
e = 2
`
	x := indexPositions(src)
	type kp struct {
		Path  string
		Inst  int
		At    pos
		Elems []pos
	}
	var got []kp
	for _, k := range x.keys {
		got = append(got, kp{k.path, k.inst, k.at, k.elems})
	}
	want := []kp{
		{"a", 0, pos{Line: 1, Col: 1}, nil},
		{"t.c", 0, pos{Line: 6, Col: 1}, []pos{{Line: 7, Col: 3}, {Line: 8, Col: 3}, {Line: 8, Col: 8}}},
		{"t.c.d", 0, pos{Line: 8, Col: 10}, nil},
		{"t.quoted.key", 0, pos{Line: 10, Col: 1}, nil},
		{"r.e", 0, pos{Line: 12, Col: 1}, nil},
		{"r.e", 1, pos{Line: 14, Col: 1}, nil},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("keys mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]pos{{Line: 11, Col: 1}, {Line: 13, Col: 1}}, x.headers["r"]); diff != "" {
		t.Errorf("headers mismatch (-want +got):\n%s", diff)
	}
}

// FuzzIndexPositions feeds arbitrary text to the position index, which
// lint and error messages run on files that do not decode: it must not
// panic or hang.
func FuzzIndexPositions(f *testing.F) {
	f.Add("a = 1\n[t]\nb = [1, 2]\n[[r]]\nc = { d = 'x' }\n")
	f.Add("a = \"\"\"\nb = 1\n\"\"\"\n[t]\nc = [ # x\n 1, { d = 2 },\n]\n")
	f.Add("[t\nx = ]\n'q\" = 1\n")
	f.Fuzz(func(t *testing.T, src string) {
		_ = indexPositions(src)
	})
}
