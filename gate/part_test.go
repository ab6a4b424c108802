package gate

import (
	"encoding/json"
	"testing"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/shell"
)

// Parts and paths are typed, but check --json writes them as before: the
// kind and the action by name.
func TestPartJSON(t *testing.T) {
	for _, tt := range []struct {
		v    any
		want string
	}{
		{Part{Kind: PartCall, Decision: hook.Deny}, `{"kind":"call","decision":"deny"}`},
		{Part{Kind: PartSegment, Argv: []string{"ls"}, Decision: hook.Allow}, `{"kind":"segment","argv":["ls"],"decision":"allow"}`},
		{Part{Kind: roleOf(shell.Read).Part(), Path: "/p"}, `{"kind":"read","path":"/p","decision":""}`},
		{Part{Kind: roleOf(shell.Read | shell.Write).Part(), Path: "/p"}, `{"kind":"write","path":"/p","decision":""}`},
		{PathRef{Given: "a", Resolved: "/a", Action: roleOf(shell.Write)}, `{"given":"a","resolved":"/a","action":"write"}`},
		{PathRef{Given: "a", Resolved: "/a", Action: roleOf(shell.Read)}, `{"given":"a","resolved":"/a","action":"read"}`},
	} {
		b, err := json.Marshal(tt.v)
		if err != nil || string(b) != tt.want {
			t.Errorf("Marshal(%+v) = %s, %v; want %s", tt.v, b, err, tt.want)
		}
		// What check --json wrote reads back as the same value.
		back := tt.v
		switch tt.v.(type) {
		case Part:
			var p Part
			err = json.Unmarshal(b, &p)
			back = p
		case PathRef:
			var p PathRef
			err = json.Unmarshal(b, &p)
			back = p
		}
		if b2, _ := json.Marshal(back); err != nil || string(b2) != tt.want {
			t.Errorf("round trip of %s = %s, %v", tt.want, b2, err)
		}
	}
	if _, err := json.Marshal(Part{Kind: PartKind(9)}); err == nil {
		t.Error("an unknown part kind was written")
	}
	var k PartKind
	if err := k.UnmarshalText([]byte("Call")); err == nil {
		t.Error(`"Call" read as a part kind`)
	}
	var r Role
	if err := r.UnmarshalText([]byte("exec")); err == nil {
		t.Error(`"exec" read as a path role`)
	}
}
