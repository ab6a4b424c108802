package yaml_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"testing"

	upstream "github.com/goccy/go-yaml"

	"github.com/pregate/pregate/third_party/github.com/goccy/go-yaml"
)

// documents exercise what the patches touch: reserved keywords (null,
// booleans, infinities, NaN, YAML 1.1's legacy booleans, which 1.2 reads
// as strings), reserved and local tags, %YAML directives known and not,
// and the rest a compose file has (anchors, merge keys, several
// documents, syntax errors).
var documents = []string{
	"a: null\nb: ~\nc: Null\nd: NULL\ne:\n",
	"a: true\nb: False\nc: TRUE\nd: yes\ne: No\nf: on\ng: OFF\nh: y\ni: N\n",
	"a: .inf\nb: -.Inf\nc: .INF\nd: .nan\ne: .NaN\nf: .NAN\ng: inf\n",
	"a: 1\nb: 0x1f\nc: 0o17\nd: 1e3\ne: -.5\nf: 007\ng: 1_000\n",
	"a: !!int \"3\"\nb: !!str 3\nc: !!float 1\nd: !!null ''\ne: !!bool true\nf: !!binary aGVsbG8=\n",
	"a: !!timestamp 2001-12-14\nb: !!seq [1]\nc: !!map {x: 1}\nd: !!omap [a: 1]\ne: !!set {a}\nf: !local x\ng: !!unknown y\n",
	"%YAML 1.2\n---\na: 1\n", "%YAML 1.1\n---\na: yes\n", "%YAML 1.0\n---\na: 1\n", "%YAML 1.3\n---\na: 1\n", "%YAML 1.9\n---\na: 1\n", "%YAML\n---\na: 1\n",
	"x: &x {a: 1, b: [2, 3]}\ny:\n  <<: *x\n  b: 4\nz: *x\n",
	"services:\n  web:\n    image: nginx\n    volumes:\n      - ./data:/data:ro\n      - type: bind\n        source: /etc\n        target: /host-etc\n",
	"a: 1\n---\nb: 2\n---\n- 3\n...\n",
	"a: 'it''s'\nb: \"\\u00e9\\n\"\nc: |\n  line\n  two\nd: >-\n  folded\n  text\n",
	"a: [1, 2\n", "a: b: c\n", "- a\nb: c\n", "a:\n\t- b\n", "{a: 1, a: 2}\n", "*unknown\n", "!!int x\n", "? a\n: b\n",
}

// decodeAll decodes every document of b into an any, as shell's compose
// reader does, with either package's decoder.
func decodeAll(b []byte, decode func(io.Reader) func(any) error) ([]any, error) {
	dec := decode(bytes.NewReader(b))
	var docs []any
	for {
		var v any
		err := dec(&v)
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			return docs, err
		}
		docs = append(docs, v)
	}
}

func copyDecode(r io.Reader) func(any) error     { return yaml.NewDecoder(r).Decode }
func upstreamDecode(r io.Reader) func(any) error { return upstream.NewDecoder(r).Decode }

// compare reports how the copy and upstream differ on b, if they do: the
// documents decoded, the error and its coloured, formatted text.
func compare(b []byte) string {
	got, gerr := decodeAll(b, copyDecode)
	want, werr := decodeAll(b, upstreamDecode)
	// Printed, not reflect.DeepEqual: a NaN is not equal to itself.
	if g, w := fmt.Sprintf("%#v", got), fmt.Sprintf("%#v", want); g != w {
		return fmt.Sprintf("%q decodes to %s, upstream %s", b, g, w)
	}
	if fmt.Sprint(gerr) != fmt.Sprint(werr) {
		return fmt.Sprintf("%q: error %v, upstream %v", b, gerr, werr)
	}
	if gerr != nil {
		if g, w := yaml.FormatError(gerr, true, true), upstream.FormatError(werr, true, true); g != w {
			return fmt.Sprintf("%q: formatted error %q, upstream %q", b, g, w)
		}
	}
	return ""
}

// TestDecodeEqualUpstream: the copy decodes as upstream does.
func TestDecodeEqualUpstream(t *testing.T) {
	for _, d := range documents {
		if diff := compare([]byte(d)); diff != "" {
			t.Error(diff)
		}
	}
}

// TestMarshalEqualUpstream: the copy quotes the strings upstream quotes
// (its encoding-time keyword map holds YAML 1.1's booleans too).
func TestMarshalEqualUpstream(t *testing.T) {
	v := map[string]any{"s": []string{"null", "~", "true", "yes", "No", "on", "OFF", "y", ".inf", ".NaN", "1", "0x1f", "1e3", "-", "plain", ""}, "n": nil, "f": 1.5}
	got, gerr := yaml.Marshal(v)
	want, werr := upstream.Marshal(v)
	if string(got) != string(want) || fmt.Sprint(gerr) != fmt.Sprint(werr) {
		t.Errorf("Marshal = %q, %v; upstream %q, %v", got, gerr, want, werr)
	}
}

// point is a type with a registered custom unmarshaler.
type point struct{ X, Y int }

// TestCustomUnmarshaler: a registered unmarshaler is used, as upstream's
// (the copy makes the registry's map on the first registration).
func TestCustomUnmarshaler(t *testing.T) {
	yaml.RegisterCustomUnmarshaler(func(p *point, b []byte) error {
		_, err := fmt.Sscanf(string(b), "%d,%d", &p.X, &p.Y)
		return err
	})
	var v struct{ P point }
	if err := yaml.Unmarshal([]byte("p: 1,2\n"), &v); err != nil || v.P != (point{1, 2}) {
		t.Errorf("Unmarshal with a custom unmarshaler = %+v, %v; want {1 2}", v.P, err)
	}
}

// FuzzDecode compares the copy's decoding with upstream's.
func FuzzDecode(f *testing.F) {
	for _, d := range documents {
		f.Add([]byte(d))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if diff := compare(b); diff != "" {
			t.Error(diff)
		}
	})
}
