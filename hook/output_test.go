package hook

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestMarshalOutputSameAsStruct: the output built from its strings is
// byte for byte json.Marshal of the Output struct.
func TestMarshalOutputSameAsStruct(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"", "Blocked: ", "<b>&</b>", `"`, `\`, "\n\t\x00\x1f", "é", "\u2028", "\xff", "🙂", "rule x (managed, /etc/p.toml:3)"}
	str := func() string {
		var b strings.Builder
		for n := rng.IntN(4); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for i := 0; i < 2000; i++ {
		d := []Decision{Deny, Ask, Allow, Decision(str())}[rng.IntN(4)]
		agent, op := str(), str()
		got, err := marshalOutput(d, agent, op)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(Output{HookSpecificOutput: SpecificOutput{HookEventName: "PreToolUse", PermissionDecision: d, PermissionDecisionReason: agent}, SystemMessage: op})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("got  %s\nwant %s", got, want)
		}
	}
}
