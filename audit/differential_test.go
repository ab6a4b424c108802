package audit

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// refMarshal is Marshal as it was before the one-pass trigger scan and the
// input encoder: the reference redaction (redact_ref_test.go), the clip,
// and encoding/json's Encoder over the whole record.
func refMarshal(t testing.TB, r *Record, redact bool) []byte {
	t.Helper()
	out := *r
	if out.Time.IsZero() {
		t.Fatal("refMarshal needs a time")
	}
	out.Time = out.Time.UTC()
	if redact {
		refRedactRecord(&out)
	}
	out.Input = refClipInput(out.Input)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&out); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func refClipInput(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	v, changed := refMapStrings(m, func(s string) string {
		if len(s) <= MaxStringLen {
			return s
		}
		cut := MaxStringLen
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		return s[:cut] + "…[" + strconv.Itoa(len(s)-cut) + " bytes cut]"
	})
	if !changed {
		return m
	}
	return v.(map[string]any)
}

func refMapStrings(v any, f func(string) string) (any, bool) {
	switch x := v.(type) {
	case string:
		y := f(x)
		return y, y != x
	case map[string]any:
		var out map[string]any
		for k, e := range x {
			if ne, ch := refMapStrings(e, f); ch {
				if out == nil {
					out = make(map[string]any, len(x))
					for k2, e2 := range x {
						out[k2] = e2
					}
				}
				out[k] = ne
			}
		}
		if out == nil {
			return x, false
		}
		return out, true
	case []any:
		var out []any
		for i, e := range x {
			if ne, ch := refMapStrings(e, f); ch {
				if out == nil {
					out = append([]any(nil), x...)
				}
				out[i] = ne
			}
		}
		if out == nil {
			return x, false
		}
		return out, true
	}
	return v, false
}

// fixtureStrings are the strings of every case the repository keeps: the
// tool inputs of ../fixtures (each string of each event's tool_input) and
// the seed corpora of the fuzz targets here and in ../gate, whole and line
// by line.
func fixtureStrings(t testing.TB) (strs []string, inputs []map[string]any) {
	t.Helper()
	cases, err := filepath.Glob("../fixtures/*.txtar")
	if err != nil || len(cases) < 100 {
		t.Fatalf("fixtures: %d, %v", len(cases), err)
	}
	for _, c := range cases {
		data, err := os.ReadFile(c)
		if err != nil {
			t.Fatal(err)
		}
		_, ev, ok := strings.Cut(string(data), "-- event.json --\n")
		if !ok {
			continue
		}
		if i := strings.Index(ev, "\n-- "); i >= 0 {
			ev = ev[:i]
		}
		ev = strings.ReplaceAll(ev, "$WORK", "/home/u/work")
		var e struct {
			ToolInput map[string]any `json:"tool_input"`
		}
		if err := json.Unmarshal([]byte(ev), &e); err != nil || e.ToolInput == nil {
			continue
		}
		inputs = append(inputs, e.ToolInput)
		mapStrings(e.ToolInput, func(s string) string { strs = append(strs, s); return s })
	}
	if len(inputs) < 100 {
		t.Fatalf("only %d fixture events read", len(inputs))
	}
	var seeds []string
	for _, dir := range []string{"testdata/fuzz/*/*", "../gate/testdata/fuzz/*/*"} {
		files, _ := filepath.Glob(dir)
		seeds = append(seeds, files...)
	}
	for _, f := range seeds {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			l := sc.Text()
			if !strings.HasPrefix(l, "string(") || !strings.HasSuffix(l, ")") {
				continue
			}
			s, err := strconv.Unquote(l[len("string(") : len(l)-1])
			if err != nil {
				continue
			}
			strs = append(strs, s)
			strs = append(strs, strings.Split(s, "\n")...)
		}
	}
	return strs, inputs
}

// redactAtoms make up generated strings: every detector's triggers in
// several cases, the runes that lower-case to ASCII letters, fake keys,
// flags, separators and values.
func redactAtoms() []string {
	var out []string
	for _, d := range detectors {
		for _, w := range slices.Concat(d.triggers, d.fold) {
			out = append(out, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w[:len(w)-1])
		}
	}
	return append(out,
		" ", " ", " ", "\t", "\n", "\r", "=", ":", "@", "/", "'", `"`, ";", "&", "|", "-", "--", "_", ".", "$", "{", "`", "[", "(",
		"-u ", " -u", " -U ", "--user=", " --proxy-user ", "-p", " -p ", "-pass ", "-passin ", "pass:", "://", "https://", "postgres://",
		"hunter2", "abc123", "x", "0123456789abcdef", "s3cr3tValue99", "$TOKEN", "$(cmd)", "<file", "%s", Mask,
		"\u212A", "\u0130", "é", "\xff", "İ", "ſ", "…", "\u2028", "\xc4", "\xe2\x84", "ı",
		"Authorization: Bearer ", "bearer ", "GITHUB_TOKEN=", "API_KEY", "_FILE", "MYSQL_PWD", "PWD=", "--password ", "--token=",
		"curl", "mysql", "mariadb-dump", "sshpass", "openssl", "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----",
		fakeAnthropic, fakeOpenAI, fakeAWS, fakeGitHub, fakeGitHubPAT, fakeSlack, fakeGitLab, fakeGoogle, fakeJWT, fakeStripe, fakeNPM, fakePEM,
		"sk-"+strings.Repeat("a", 24), "gho_"+strings.Repeat("Z9", 16),
	)
}

func generatedStrings(seed uint64, n int) []string {
	atoms := redactAtoms()
	r := rand.New(rand.NewPCG(seed, 14))
	out := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(atoms[r.IntN(len(atoms))])
		}
		out = append(out, b.String())
	}
	return out
}

// differentialStrings is every fixture string and 30,000 generated ones.
func differentialStrings(t testing.TB) ([]string, []map[string]any) {
	strs, inputs := fixtureStrings(t)
	return append(strs, generatedStrings(1, 30000)...), inputs
}

// sameTriggers reports whether got, triggers' set for s, is want, the
// search's: the same bits, but for the assignment detector's, which
// triggers leaves out exactly when mayAssignSecret says no.
func sameTriggers(s string, got, want uint16) bool {
	if got&^bitAssign != want&^bitAssign {
		return false
	}
	if got&bitAssign != 0 {
		return want&bitAssign != 0
	}
	return want&bitAssign == 0 || !mayAssignSecret(s)
}

// TestTriggersSameAsSearch: the one-pass scan finds exactly the detectors
// a search for each trigger finds, the assignment detector only where one
// of its words may start an assignment or a flag.
func TestTriggersSameAsSearch(t *testing.T) {
	strs, _ := differentialStrings(t)
	seen := uint16(0)
	for _, s := range strs {
		got, want := triggers(s), triggersSearched(s)
		if !sameTriggers(s, got, want) {
			t.Fatalf("triggers(%q) = %010b, searched %010b", s, got, want)
		}
		seen |= got
	}
	if seen != 1<<len(detectors)-1 {
		t.Errorf("the samples trigger only detectors %b", seen)
	}
}

// TestRunesLoweredToASCII: İ and the Kelvin sign are the only runes
// beyond ASCII that strings.ToLower turns into ASCII, the two triggers
// hands to the search.
func TestRunesLoweredToASCII(t *testing.T) {
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) || r == '\u0130' || r == '\u212A' {
			continue
		}
		for _, c := range []byte(strings.ToLower(string(r))) {
			if c < utf8.RuneSelf {
				t.Fatalf("strings.ToLower(%q) = %q holds an ASCII byte", string(r), strings.ToLower(string(r)))
			}
		}
	}
}

// TestTriggerStart: every trigger's first byte is one triggers looks at,
// in both cases for a fold trigger.
func TestTriggerStart(t *testing.T) {
	for i, d := range detectors {
		for _, w := range d.triggers {
			if !triggerStart[w[0]] {
				t.Errorf("detector %d: trigger %q starts with a byte triggerStart lacks", i, w)
			}
		}
		for _, w := range d.fold {
			if !triggerStart[w[0]] || !triggerStart[strings.ToUpper(w)[0]] {
				t.Errorf("detector %d: fold trigger %q starts with a byte triggerStart lacks in one case", i, w)
			}
		}
	}
}

// TestTriggerNext: triggerNext lets through the first two bytes of every
// trigger, in both cases for a fold trigger (the words of the assignment
// detector among them), and holds bits for the bytes triggerStart holds
// and no others.
func TestTriggerNext(t *testing.T) {
	has := func(a, b byte) bool { return triggerNext[a]>>(b&63)&1 == 1 }
	for i, d := range detectors {
		for _, w := range d.triggers {
			if !has(w[0], w[1]) {
				t.Errorf("detector %d: triggerNext lacks the start %q of trigger %q", i, w[:2], w)
			}
		}
		for _, w := range d.fold {
			lo, up := w[:2], strings.ToUpper(w[:2])
			for _, p := range []string{lo, up, lo[:1] + up[1:], up[:1] + lo[1:]} {
				if !has(p[0], p[1]) {
					t.Errorf("detector %d: triggerNext lacks the start %q of fold trigger %q", i, p, w)
				}
			}
		}
	}
	for c := range utf8.RuneSelf {
		if (triggerNext[c] != 0) != triggerStart[c] {
			t.Errorf("byte %q: triggerNext %x, triggerStart %v", rune(c), triggerNext[c], triggerStart[c])
		}
	}
}

// TestMaySecretName: whenever the cheap test says a name cannot be
// secret, the reference's name tests agree, for every fixture string, its
// words, the parts of its assignments and flags, and generated ones; and
// the test says no often.
func TestMaySecretName(t *testing.T) {
	strs, _ := differentialStrings(t)
	var names []string
	for _, s := range strs {
		names = append(names, s)
		for _, w := range strings.Fields(s) {
			names = append(names, w, strings.TrimLeft(w, "-"))
			if k, _, ok := strings.Cut(w, "="); ok {
				names = append(names, k)
			}
		}
	}
	no := 0
	for _, n := range names {
		if maySecretName(n) {
			continue
		}
		no++
		if refSecretName(n) || refSecretFlagName(n) {
			t.Fatalf("maySecretName(%q) = false, but the reference takes it for a secret's name", n)
		}
	}
	if no < len(names)/4 {
		t.Errorf("maySecretName false for only %d of %d names", no, len(names))
	}
}

// FuzzMaySecretName: the cheap test never says no to a name the
// reference takes for a secret's.
func FuzzMaySecretName(f *testing.F) {
	for _, s := range []string{"GITHUB_TOKEN", "db-password", "ſecret", "api.key", "x", "PWD", "MYSQL_PWD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, n string) {
		if !maySecretName(n) && (refSecretName(n) || refSecretFlagName(n)) {
			t.Errorf("maySecretName(%q) = false, but the reference takes it for a secret's name", n)
		}
	})
}

// TestRedactSameAsReference: Redact and RedactArgv give what the previous
// redaction gave, on every fixture string and on generated ones, and the
// samples hold secrets of every kind.
func TestRedactSameAsReference(t *testing.T) {
	strs, _ := differentialStrings(t)
	changed := 0
	for _, s := range strs {
		want := refRedact(s)
		if got := Redact(s); got != want {
			t.Fatalf("Redact(%q)\n got %q\nwant %q", s, got, want)
		}
		if want != s {
			changed++
		}
		argv := strings.Fields(s)
		if got, want := RedactArgv(argv), refRedactArgv(argv); !slices.Equal(got, want) {
			t.Fatalf("RedactArgv(%q)\n got %q\nwant %q", argv, got, want)
		}
	}
	if changed < len(strs)/10 {
		t.Errorf("only %d of %d samples hold a secret", changed, len(strs))
	}
}

// sampleRecord is a record built around s: as the command, the reasons,
// the argv of its parts and its words as paths.
func sampleRecord(s, content string) *Record {
	var segs []SegmentRecord
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '|' || r == '&' }) {
		segs = append(segs, SegmentRecord{Argv: strings.Fields(part), Decision: "none"})
	}
	var paths []PathRecord
	for i, w := range strings.Fields(s) {
		if i%3 == 1 {
			paths = append(paths, PathRecord{Given: w, Resolved: "/home/u/work/" + w, Action: "read"})
		}
	}
	input := map[string]any{"command": s, "description": "run " + s, "timeout": 120000.0, "run_in_background": false,
		"nested": map[string]any{"password": s, "list": []any{s, 1.5e-7, nil, true}}}
	if content != "" {
		input["content"] = content
	}
	return &Record{
		Time: time.Unix(1764600000, 123456789), Version: "test", Client: "claude", SessionID: "s1", ToolUseID: "t1",
		Cwd: "/home/u/work", PermissionMode: "default", ToolName: "Bash", Input: input, Decision: "deny",
		Rule:        &RuleRef{ID: "r.1", Source: "/home/u/work/policy.toml", Level: "user"},
		AgentReason: "no: " + s, OperatorReason: "deny by rule r.1 on segment 1 `" + s + "`",
		Segments: segs, Paths: paths, DurationUS: 1234,
	}
}

// TestMarshalSameAsReference: the record's bytes are the previous
// Marshal's, redacted or not, for every fixture's input, records built
// around every fixture string and generated ones, and the sample history.
func TestMarshalSameAsReference(t *testing.T) {
	strs, inputs := fixtureStrings(t)
	strs = append(strs, generatedStrings(2, 5000)...)
	var recs []*Record
	for _, in := range inputs {
		r := sampleRecord("x", "")
		r.Input = in
		recs = append(recs, r)
	}
	for i, s := range strs {
		content := ""
		if i%50 == 0 {
			content = strings.Repeat(s+"\n", MaxStringLen/(len(s)+1)+2)
		}
		recs = append(recs, sampleRecord(s, content))
	}
	recs = append(recs, sampleRecords()...)
	recs = append(recs, record20(), recordLs())
	for _, r := range recs {
		for _, redact := range []bool{true, false} {
			got, err := Marshal(r, redact)
			if err != nil {
				t.Fatal(err)
			}
			if want := refMarshal(t, r, redact); !bytes.Equal(got, want) {
				t.Fatalf("Marshal(redact %v)\n got %s\nwant %s", redact, got, want)
			}
		}
	}
}

// FuzzRedactSameAsReference compares Redact, RedactArgv and the trigger
// scan with the previous redaction, and Marshal with the previous Marshal,
// on fuzzed strings.
func FuzzRedactSameAsReference(f *testing.F) {
	for _, s := range generatedStrings(3, 200) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := triggers(s), triggersSearched(s); !sameTriggers(s, got, want) {
			t.Fatalf("triggers(%q) = %010b, searched %010b", s, got, want)
		}
		if got, want := Redact(s), refRedact(s); got != want {
			t.Fatalf("Redact(%q)\n got %q\nwant %q", s, got, want)
		}
		argv := strings.Fields(s)
		if got, want := RedactArgv(argv), refRedactArgv(argv); !slices.Equal(got, want) {
			t.Fatalf("RedactArgv(%q)\n got %q\nwant %q", argv, got, want)
		}
		r := sampleRecord(s, "")
		got, err := Marshal(r, true)
		if err != nil {
			t.Fatal(err)
		}
		if want := refMarshal(t, r, true); !bytes.Equal(got, want) {
			t.Fatalf("Marshal\n got %s\nwant %s", got, want)
		}
	})
}
