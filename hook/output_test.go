package hook

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestCap(t *testing.T) {
	if got := Cap("short", MaxReason, MaxReasonLines); got != "short" {
		t.Errorf("Cap of a short text = %q, want it unchanged", got)
	}
	for _, tt := range []struct {
		name string
		in   string
	}{
		{"ascii", strings.Repeat("a", 5000)},
		{"astral", strings.Repeat("😀", 1500)}, // 3,000 UTF-16 units
		{"lines", strings.Repeat("x\n", 100)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := Cap(tt.in, MaxReason, MaxReasonLines)
			if n := len(utf16.Encode([]rune(got))); n > MaxReason {
				t.Errorf("Cap gave %d UTF-16 units, want at most %d", n, MaxReason)
			}
			if n := strings.Count(got, "\n") + 1; n > MaxReasonLines {
				t.Errorf("Cap gave %d lines, want at most %d", n, MaxReasonLines)
			}
			if !strings.Contains(got, "[cut ") || !strings.HasPrefix(tt.in, strings.TrimSuffix(got[:strings.LastIndex(got, " … [cut")], "")) {
				t.Errorf("Cap(%.20q…) = %.60q…, want a prefix of the text and a note of the cut", tt.in, got)
			}
		})
	}
}

func TestEncodeEvent(t *testing.T) {
	var b bytes.Buffer
	long := strings.Repeat("r", 3000)
	if err := EncodeEvent(&b, PreSkillShellCommand, Deny, long, "op"); err != nil {
		t.Fatal(err)
	}
	var out Output
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.HookSpecificOutput.HookEventName != PreSkillShellCommand || out.HookSpecificOutput.PermissionDecision != Deny {
		t.Errorf("EncodeEvent wrote %+v, want a PreSkillShellCommand deny", out.HookSpecificOutput)
	}
	if r := out.HookSpecificOutput.PermissionDecisionReason; len(r) > MaxReason || !strings.Contains(r, "[cut 10") {
		t.Errorf("reason is %d bytes ending %q, want it capped with the cut said", len(r), r[len(r)-30:])
	}
	b.Reset()
	if err := EncodeEvent(&b, "Setup", Deny, "x", ""); err != nil || !strings.Contains(b.String(), `"hookEventName":"PreToolUse"`) {
		t.Errorf("EncodeEvent for another event wrote %q, want a PreToolUse reply", b.String())
	}
}

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
		event := []string{PreToolUse, PreSkillShellCommand}[rng.IntN(2)]
		got, err := marshalOutput(event, d, agent, op)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(Output{HookSpecificOutput: SpecificOutput{HookEventName: event, PermissionDecision: d, PermissionDecisionReason: agent}, SystemMessage: op})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("got  %s\nwant %s", got, want)
		}
	}
}

// appendQuotedCases are strings whose every kind of character
// encoding/json escapes its own way.
var appendQuotedCases = []string{
	"", "plain ascii", `"quoted" \ back\slash`, "\b\f\n\r\t", "\x00\x01\x1f\x7f",
	"<script>&amp;</script>", "line\u2028para\u2029end", "é ü 日本 😀", "\xff\xfe bad \xc3",
	"\xed\xa0\x80 surrogate", "\xf4\x90\x80\x80 past max", "ends in \xe2\x80",
}

// TestAppendQuoted: the hook's string quoting writes what json.Marshal
// writes, byte for byte.
func TestAppendQuoted(t *testing.T) {
	for _, s := range appendQuotedCases {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendQuoted([]byte("x"), s); string(got) != "x"+string(want) {
			t.Errorf("appendQuoted(%q) = %s, want %s", s, got[1:], want)
		}
	}
}

func FuzzAppendQuoted(f *testing.F) {
	for _, s := range appendQuotedCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendQuoted(nil, s); string(got) != string(want) {
			t.Errorf("appendQuoted(%q) = %s, want %s", s, got, want)
		}
	})
}
