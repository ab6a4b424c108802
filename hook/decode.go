package hook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// Input errors. Every one of them means "deny": the caller never lets a call
// through that it could not read.
//
// Each is a pointer to a constant, as errors.New gives, but laid out by
// the compiler in the binary's data: errors.New would allocate each at
// start-up, and these were the whole of the package's initialisation, run
// on every hook call (TestInputErrors holds them to errors.New's text and
// identity).
var (
	ErrEmpty     error = &inputError{"empty event"}
	ErrTooLarge  error = &inputError{"event larger than 4194304 bytes"} // MaxEventSize
	ErrNUL       error = &inputError{"event contains a NUL byte"}
	ErrNoTool    error = &inputError{"event has no tool_name"}
	ErrDuplicate error = &inputError{"duplicate key"}
	ErrUTF8      error = &inputError{"invalid UTF-8"}
)

// inputError is errors.New's error: its text, compared by identity.
type inputError struct{ s string }

func (e *inputError) Error() string { return e.s }

// A SyntaxError is an event that is not one strict JSON object. Offset is
// the byte offset (from 0) the problem was found at; Pointer is the RFC 6901
// pointer of the value it is in ("" for the top level).
type SyntaxError struct {
	Offset  int64
	Pointer string
	Msg     string
	Err     error
}

func (e *SyntaxError) Error() string {
	s := e.Msg
	if e.Pointer != "" {
		s += " in " + e.Pointer
	}
	if e.Offset >= 0 {
		s += " at byte " + strconv.FormatInt(e.Offset, 10)
	}
	return s
}

func (e *SyntaxError) Unwrap() error { return e.Err }

// maxDepth is how deeply objects and arrays may nest in an event. Claude
// Code's own tool inputs nest a few levels; MCP inputs a few more.
const maxDepth = 128

// readTree reads data as exactly one JSON value, strictly: RFC 8259 syntax,
// valid UTF-8 in every string (no overlong forms, no lone surrogates, raw
// or escaped), no duplicate member names in any object — compared exactly
// and under Unicode simple case folding — no NUL character, no number out
// of float64's range, and nothing but whitespace after the value. It is
// the one pass over the bytes: the event's fields are then read from the
// tree it returns, whose objects are map[string]any, arrays []any, numbers
// float64 (what JavaScript reads), strings string, and true, false, null
// bool and nil.
//
// jsontext (encoding/json/v2's syntactic layer) checks the grammar, UTF-8
// and exact duplicates; readTree adds the folded duplicates, NUL and range.
func readTree(data []byte) (any, error) {
	// A bytes.Buffer, which jsontext reads in place rather than
	// copying into a buffer of its own that grows as it reads.
	dec := jsontext.NewDecoder(bytes.NewBuffer(data),
		jsontext.AllowDuplicateNames(false),
		jsontext.AllowInvalidUTF8(false))
	v, err := readValue(dec)
	if err != nil {
		return nil, err
	}
	off := int(dec.InputOffset())
	if _, err := dec.ReadToken(); err != io.EOF {
		for off < len(data) && (data[off] == ' ' || data[off] == '\t' || data[off] == '\n' || data[off] == '\r') {
			off++
		}
		return nil, &SyntaxError{Offset: int64(off), Msg: "trailing data after the JSON object"}
	}
	return v, nil
}

func readValue(dec *jsontext.Decoder) (any, error) {
	off := dec.InputOffset()
	tok, err := dec.ReadToken()
	if err != nil {
		return nil, syntaxErr(dec, err)
	}
	if k := tok.Kind(); (k == jsontext.KindBeginArray || k == jsontext.KindBeginObject) && dec.StackDepth() > maxDepth {
		return nil, &SyntaxError{Offset: off, Msg: fmt.Sprintf("nested deeper than %d levels", maxDepth)}
	}
	switch tok.Kind() {
	case jsontext.KindNull:
		return nil, nil
	case jsontext.KindFalse:
		return false, nil
	case jsontext.KindTrue:
		return true, nil
	case jsontext.KindString:
		s := tok.String()
		if i := indexNUL(s); i >= 0 {
			return nil, &SyntaxError{Offset: off, Pointer: string(dec.StackPointer()), Msg: "string holds a NUL character", Err: ErrNUL}
		}
		return s, nil
	case jsontext.KindNumber:
		f, err := tok.Float()
		if err != nil {
			return nil, &SyntaxError{Offset: off, Pointer: string(dec.StackPointer()), Msg: "number " + tok.String() + " is out of range"}
		}
		return f, nil
	case jsontext.KindBeginArray:
		arr := []any{}
		for dec.PeekKind() != jsontext.KindEndArray {
			v, err := readValue(dec)
			if err != nil {
				return nil, err
			}
			arr = append(arr, v)
		}
		if _, err := dec.ReadToken(); err != nil {
			return nil, syntaxErr(dec, err)
		}
		return arr, nil
	case jsontext.KindBeginObject:
		obj := map[string]any{}
		var folded map[string]string
		for dec.PeekKind() != jsontext.KindEndObject {
			noff := dec.InputOffset()
			nt, err := dec.ReadToken()
			if err != nil {
				return nil, syntaxErr(dec, err)
			}
			name := nt.String()
			if indexNUL(name) >= 0 {
				return nil, &SyntaxError{Offset: noff, Pointer: string(dec.StackPointer().Parent()), Msg: "key holds a NUL character", Err: ErrNUL}
			}
			if folded == nil {
				folded = make(map[string]string)
			}
			f := foldName(name)
			if first, ok := folded[f]; ok {
				// Claude Code reads keys exactly, but a reader that folds
				// case would take one for the other: there is no one
				// meaning to judge.
				return nil, &SyntaxError{Offset: noff, Pointer: string(dec.StackPointer().Parent()),
					Msg: fmt.Sprintf("duplicate key %q (as %q and %q under case folding)", first, first, name), Err: ErrDuplicate}
			}
			folded[f] = name
			v, err := readValue(dec)
			if err != nil {
				return nil, err
			}
			obj[name] = v
		}
		if _, err := dec.ReadToken(); err != nil {
			return nil, syntaxErr(dec, err)
		}
		return obj, nil
	}
	return nil, &SyntaxError{Offset: off, Msg: "unexpected " + tok.Kind().String()}
}

// syntaxErr turns a jsontext error into a SyntaxError that names the
// problem in words.
func syntaxErr(dec *jsontext.Decoder, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return &SyntaxError{Offset: dec.InputOffset(), Pointer: string(dec.StackPointer()), Msg: "truncated JSON", Err: io.ErrUnexpectedEOF}
	}
	var se *jsontext.SyntacticError
	if !errors.As(err, &se) {
		return &SyntaxError{Offset: dec.InputOffset(), Msg: err.Error(), Err: err}
	}
	ptr := string(se.JSONPointer)
	switch {
	case errors.Is(se.Err, jsontext.ErrDuplicateName):
		name := se.JSONPointer.LastToken()
		return &SyntaxError{Offset: se.ByteOffset, Pointer: string(se.JSONPointer.Parent()),
			Msg: fmt.Sprintf("duplicate key %q", name), Err: ErrDuplicate}
	case se.Err != nil && se.Err.Error() == "invalid UTF-8":
		return &SyntaxError{Offset: se.ByteOffset, Pointer: ptr, Msg: "invalid UTF-8", Err: ErrUTF8}
	case se.Err != nil && bytes.Contains([]byte(se.Err.Error()), []byte("surrogate")):
		return &SyntaxError{Offset: se.ByteOffset, Pointer: ptr, Msg: "invalid UTF-16 escape (" + se.Err.Error() + ")", Err: ErrUTF8}
	}
	msg := "invalid JSON"
	if se.Err != nil {
		msg = "invalid JSON: " + se.Err.Error()
	}
	return &SyntaxError{Offset: se.ByteOffset, Pointer: ptr, Msg: msg, Err: se.Err}
}

func indexNUL(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return i
		}
	}
	return -1
}

// foldName maps every name to one spelling per Unicode simple case folding
// class, so that foldName(a) == foldName(b) exactly when
// strings.EqualFold(a, b): "Tool_Name", "TOOL_NAME" and "tool_name" fold
// together, and so do "ſ" and "s", "K" (Kelvin) and "k".
func foldName(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			// The smallest rune of an ASCII letter's orbit is its upper
			// case; the orbit's other members (K, ſ) are not ASCII.
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		b = utf8.AppendRune(b, foldRune(r))
		i += n
	}
	return string(b)
}

// foldRune is the smallest rune of r's simple folding orbit.
func foldRune(r rune) rune {
	min := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < min {
			min = f
		}
	}
	return min
}
