package loc

import (
	"encoding/json"
	"testing"
)

func TestString(t *testing.T) {
	for _, tt := range []struct {
		p    Pos
		want string
	}{{Pos{}, ""}, {Pos{Line: 3}, "3"}, {Pos{Line: 3, Col: 7}, "3:7"}} {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.p, got, tt.want)
		}
	}
}

// An embedded Pos adds "line" and "col" to the outer object, each only
// when known: the rule reference of the audit log and check --json is
// written this way.
func TestEmbeddedJSON(t *testing.T) {
	type ref struct {
		ID string `json:"id"`
		Pos
	}
	for _, tt := range []struct {
		r    ref
		want string
	}{
		{ref{ID: "a"}, `{"id":"a"}`},
		{ref{ID: "a", Pos: Pos{Line: 2}}, `{"id":"a","line":2}`},
		{ref{ID: "a", Pos: Pos{Line: 2, Col: 5}}, `{"id":"a","line":2,"col":5}`},
	} {
		b, err := json.Marshal(tt.r)
		if err != nil || string(b) != tt.want {
			t.Errorf("Marshal(%#v) = %s, %v; want %s", tt.r, b, err, tt.want)
		}
	}
}
