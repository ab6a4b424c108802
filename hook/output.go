package hook

import (
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Decision is what the hook tells Claude Code, and the one decision type of
// the whole pipeline: a rule's decision, a verdict, a part's outcome and
// a trace step's are all a Decision. None means no opinion: the hook
// prints nothing and Claude Code's own rules and mode decide.
type Decision string

const (
	None  Decision = "none"
	Allow Decision = "allow"
	Ask   Decision = "ask"
	Deny  Decision = "deny"
)

// Output is the JSON object printed on stdout for deny, ask and allow.
type Output struct {
	HookSpecificOutput SpecificOutput `json:"hookSpecificOutput"`
	SystemMessage      string         `json:"systemMessage,omitempty"`
}

// SpecificOutput is the event-specific part of Output; PreToolUse and
// PreSkillShellCommand share its shape.
type SpecificOutput struct {
	HookEventName            string   `json:"hookEventName"`
	PermissionDecision       Decision `json:"permissionDecision"`
	PermissionDecisionReason string   `json:"permissionDecisionReason,omitempty"`
}

// Caps on the texts of a reply, in UTF-16 code units (what JavaScript's
// length counts) and lines. Some Claude Code hosts cut or refuse longer
// permissionDecisionReason (2,000 / 20 lines) and systemMessage (4,000)
// values, so pregate cuts them itself and says so.
const (
	MaxReason        = 2000
	MaxReasonLines   = 20
	MaxSystemMessage = 4000
)

// ExitCode is the process exit code Claude Code expects for d: 2 blocks
// (deny), 0 for everything else. Never 1: Claude Code lets a call through on
// exit 1.
func ExitCode(d Decision) int {
	if d == Deny {
		return 2
	}
	return 0
}

// Encode writes a PreToolUse decision; see EncodeEvent.
func Encode(w io.Writer, d Decision, agentReason, operatorReason string) error {
	return EncodeEvent(w, PreToolUse, d, agentReason, operatorReason)
}

// EncodeEvent writes the decision as one JSON object and a newline, with
// hookEventName event (PreToolUse when event is neither PreToolUse nor
// PreSkillShellCommand: that reply is accepted for both). For None it
// writes nothing. The agent reason goes to permissionDecisionReason (what
// Claude sees), the operator reason to systemMessage (what the user sees);
// both are capped (MaxReason, MaxSystemMessage) with the cut said in the
// text.
func EncodeEvent(w io.Writer, event string, d Decision, agentReason, operatorReason string) error {
	if d == None || d == "" {
		return nil
	}
	if event != PreSkillShellCommand {
		event = PreToolUse
	}
	b, err := marshalOutput(event, d, Cap(agentReason, MaxReason, MaxReasonLines), Cap(operatorReason, MaxSystemMessage, 0))
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// Cap returns s cut to at most max UTF-16 code units and, when lines > 0,
// at most that many lines, ending in a note of how much was cut. s is
// returned as it is when it fits.
func Cap(s string, max, lines int) string {
	n := utf16Len(s)
	nl := strings.Count(s, "\n") + 1
	if n <= max && (lines <= 0 || nl <= lines) {
		return s
	}
	// The note is at most 40 units; cut the text so both fit.
	keep := s
	if lines > 0 && nl > lines {
		i := 0
		for l := 0; l < lines-1; l++ {
			i += strings.IndexByte(keep[i:], '\n') + 1
		}
		keep = keep[:i+strings.IndexByte(keep[i:], '\n')]
	}
	budget := max - 40
	units, end := 0, 0
	for end < len(keep) {
		r, size := utf8.DecodeRuneInString(keep[end:])
		u := 1
		if r > 0xFFFF {
			u = 2
		}
		if units+u > budget {
			break
		}
		units += u
		end += size
	}
	cut := n - utf16Len(s[:end])
	return s[:end] + " … [cut " + strconv.Itoa(cut) + " characters]"
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r > 0xFFFF {
			n++
		}
	}
	return n
}

// marshalOutput is json.Marshal of the Output for event, d and the reasons, built
// from its strings: reflecting on the struct types would cost a
// short-lived process more than the object itself. The error is always
// nil; it is kept for the callers, which handle a failed write the same.
func marshalOutput(event string, d Decision, agentReason, operatorReason string) ([]byte, error) {
	// The object's own text is 117 bytes with the newline EncodeEvent
	// adds; an eighth more leaves room for the escapes of most reasons.
	n := 128 + len(event) + len(d) + len(agentReason) + len(operatorReason)
	b := make([]byte, 0, n+n/8)
	b = append(b, `{"hookSpecificOutput":{"hookEventName":`...)
	b = appendQuoted(b, event)
	b = append(b, `,"permissionDecision":`...)
	b = appendQuoted(b, string(d))
	if agentReason != "" {
		b = append(b, `,"permissionDecisionReason":`...)
		b = appendQuoted(b, agentReason)
	}
	b = append(b, '}')
	if operatorReason != "" {
		b = append(b, `,"systemMessage":`...)
		b = appendQuoted(b, operatorReason)
	}
	return append(b, '}'), nil
}

// appendQuoted appends s as a JSON string exactly as encoding/json's
// Marshal writes a string (TestAppendQuoted compares the two): '"' and
// '\\' escaped with a backslash; \b, \f, \n, \r and \t by name; every
// other control character, and '<', '>' and '&', as \u00XX; U+2028 and
// U+2029 as \u2028 and \u2029; each byte of invalid UTF-8 as \ufffd; and
// everything else as it is. It spares the process encoding/json's
// reflection, which a string does not need.
func appendQuoted(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
