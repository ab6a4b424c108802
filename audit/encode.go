package audit

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"
)

// appendRecord appends r as encoding/json's Encoder with HTML escaping off
// writes it (one line), field by field: building the encoder of a struct
// type by reflection costs a short-lived process more than the record
// itself. The input is written by appendValue, each string of it cut to
// MaxStringLen as clip cuts it.
func appendRecord(b []byte, r *Record) ([]byte, error) {
	b = append(b, `{"time":`...)
	b, err := appendTime(b, r.Time)
	if err != nil {
		return nil, err
	}
	b = appendField(b, `,"version":`, r.Version, false)
	b = appendField(b, `,"client":`, r.Client, true)
	b = appendField(b, `,"client_tool":`, r.ClientTool, true)
	b = appendField(b, `,"session_id":`, r.SessionID, false)
	b = appendField(b, `,"tool_use_id":`, r.ToolUseID, true)
	b = appendField(b, `,"agent_type":`, r.AgentType, true)
	b = appendField(b, `,"cwd":`, r.Cwd, true)
	b = appendField(b, `,"permission_mode":`, r.PermissionMode, true)
	b = appendField(b, `,"tool_name":`, r.ToolName, false)
	if len(r.Input) > 0 {
		b = append(b, `,"input":`...)
		var err error
		if b, err = appendValue(b, r.Input); err != nil {
			return nil, err
		}
	}
	b = appendField(b, `,"decision":`, r.Decision, false)
	if r.Rule != nil {
		b = append(b, `,"rule":{"id":`...)
		b = appendString(b, r.Rule.ID)
		b = appendField(b, `,"source":`, r.Rule.Source, true)
		b = appendField(b, `,"level":`, r.Rule.Level, true)
		if r.Rule.Line != 0 {
			b = append(b, `,"line":`...)
			b = strconv.AppendInt(b, int64(r.Rule.Line), 10)
		}
		if r.Rule.Col != 0 {
			b = append(b, `,"col":`...)
			b = strconv.AppendInt(b, int64(r.Rule.Col), 10)
		}
		b = append(b, '}')
	}
	b = appendField(b, `,"agent_reason":`, r.AgentReason, true)
	b = appendField(b, `,"operator_reason":`, r.OperatorReason, true)
	if len(r.Segments) > 0 {
		b = append(b, `,"segments":[`...)
		for i, s := range r.Segments {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"argv":`...)
			if s.Argv == nil {
				b = append(b, "null"...)
			} else {
				b = append(b, '[')
				for j, a := range s.Argv {
					if j > 0 {
						b = append(b, ',')
					}
					b = appendString(b, a)
				}
				b = append(b, ']')
			}
			b = appendField(b, `,"decision":`, s.Decision, true)
			b = appendField(b, `,"rule":`, s.Rule, true)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(r.Paths) > 0 {
		b = append(b, `,"paths":[`...)
		for i, p := range r.Paths {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"given":`...)
			b = appendString(b, p.Given)
			b = appendField(b, `,"resolved":`, p.Resolved, true)
			b = appendField(b, `,"action":`, p.Action, true)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"duration_us":`...)
	b = strconv.AppendInt(b, r.DurationUS, 10)
	return append(b, "}\n"...), nil
}

// appendTime appends t as Time.MarshalJSON encodes it. A time in UTC (as
// Marshal makes every record's) is formatted in place by AppendFormat
// with RFC3339Nano, which is what MarshalJSON writes, and kept when its
// year has four digits, MarshalJSON's one check for UTC; any other time is
// MarshalJSON's, and so is its error.
func appendTime(b []byte, t time.Time) ([]byte, error) {
	if t.Location() == time.UTC {
		n := len(b)
		b = append(b, '"')
		b = t.AppendFormat(b, time.RFC3339Nano)
		if b[n+len(`"9999`)] == '-' {
			return append(b, '"'), nil
		}
		b = b[:n]
	}
	j, err := t.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return append(b, j...), nil
}

// appendValue appends v as encoding/json encodes it, for the values a
// decoded JSON document holds (maps with sorted keys, slices, strings,
// float64, bool, nil), with each string cut by clip. Any other value, and
// a float64 JSON cannot hold, goes through encoding/json.
func appendValue(b []byte, v any) ([]byte, error) {
	var err error
	switch x := v.(type) {
	case nil:
		return append(b, "null"...), nil
	case string:
		return appendClipped(b, x), nil
	case bool:
		return strconv.AppendBool(b, x), nil
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			break
		}
		return appendFloat(b, x), nil
	case map[string]any:
		if x == nil {
			return append(b, "null"...), nil
		}
		var small [16]string
		keys := small[:0]
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, '{')
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, k)
			b = append(b, ':')
			if b, err = appendValue(b, x[k]); err != nil {
				return nil, err
			}
		}
		return append(b, '}'), nil
	case []any:
		if x == nil {
			return append(b, "null"...), nil
		}
		b = append(b, '[')
		for i, e := range x {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = appendValue(b, e); err != nil {
				return nil, err
			}
		}
		return append(b, ']'), nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(clipValue(v)); err != nil {
		return nil, err
	}
	return append(b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...), nil
}

// appendClipped is appendString(b, clip(s)) without the copy of the kept
// part that clip makes: the kept part is encoded where it is, then the
// note (which needs no escape) is added. The cut is before a UTF-8 start
// byte, so encoding the two apart reads each byte as encoding them
// together would.
func appendClipped(b []byte, s string) []byte {
	if len(s) <= MaxStringLen {
		return appendString(b, s)
	}
	cut := clipAt(s)
	b = appendString(b, s[:cut])
	b = b[:len(b)-1] // the closing quote
	b = append(b, "…["...)
	b = strconv.AppendInt(b, int64(len(s)-cut), 10)
	return append(b, ` bytes cut]"`...)
}

// clipValue is v with its strings cut by clip, for encoding/json.
func clipValue(v any) any {
	c, _ := mapStrings(v, clip)
	return c
}

// appendFloat is encoding/json's encoding of a finite float64: the
// shortest decimal, in exponent form below 1e-6 and from 1e21, with the
// exponent's leading zero dropped.
func appendFloat(b []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendField appends a string field: key is its comma, quoted name and
// colon (`,"name":`), written as one piece.
func appendField(b []byte, key, v string, omitEmpty bool) []byte {
	if omitEmpty && v == "" {
		return b
	}
	b = append(b, key...)
	return appendString(b, v)
}

const hexDigits = "0123456789abcdef"

// plainASCII8 reports whether each of the eight bytes of w is ASCII, at
// least 0x20, and neither '"' nor '\\': the bytes appendString copies as
// they are. A byte below 0x20 is caught by subtracting 0x20 from each (the
// borrow sets its top bit); '"' and '\\' by the zero byte of w XOR that
// byte repeated, found the same way.
func plainASCII8(w uint64) bool {
	const (
		ones = 0x0101010101010101
		high = 0x8080808080808080
	)
	hasZero := func(x uint64) uint64 { return (x - ones) &^ x & high }
	return (w|(w-0x20*ones)|hasZero(w^'"'*ones)|hasZero(w^'\\'*ones))&high == 0
}

// plainByte reports whether appendString copies c as it is: ASCII, at
// least 0x20, and neither '"' nor '\\'. It reads plainTable, where a
// comparison of each byte with its three exceptions costs twice as much
// (TestPlainTable holds the table to that definition).
func plainByte(c byte) bool { return plainTable[c] != 0 }

// plainTable holds 1 at each byte appendString copies as it is.
const plainTable = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x00
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x10
	"\x01\x01\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // 0x20
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // 0x30
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // 0x40
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x00\x01\x01\x01" + // 0x50
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // 0x60
	"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01" + // 0x70
	highZero

// highZero is the second half of a byte table whose entries are 0 for
// every byte that is not ASCII: its 128 entries for 0x80 to 0xff.
const highZero = "" +
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x80
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0x90
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0xa0
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0xb0
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0xc0
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0xd0
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" + // 0xe0
	"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00" // 0xf0

// appendString is encoding/json's string encoding without HTML escaping:
// runs of plain bytes are copied whole, each other byte is escaped or read
// as UTF-8.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; ; {
		// Plain bytes, eight at a time and then one by one, are
		// copied with the run they are in.
		for i+8 <= len(s) {
			t := s[i : i+8]
			w := uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
				uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
			if !plainASCII8(w) {
				break
			}
			i += 8
		}
		for i < len(s) && plainByte(s[i]) {
			i++
		}
		if i >= len(s) {
			break
		}
		if c := s[i]; c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
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
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
