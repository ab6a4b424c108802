package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// sarifSchema compiles the SARIF 2.1.0 schema (OASIS, vendored) with
// format assertions on.
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open("testdata/sarif/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-schema-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSARIFSchema validates the SARIF golden of lint_dozen.txtar (which
// the script compares with lint's output) against the SARIF 2.1.0 schema,
// and checks the schema rejects a log that breaks it, so that a pass
// means something.
func TestSARIFSchema(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/script/lint_dozen.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var golden []byte
	for _, f := range ar.Files {
		if f.Name == "sarif.golden" {
			golden = f.Data
		}
	}
	if golden == nil {
		t.Fatal("lint_dozen.txtar has no sarif.golden")
	}
	schema := sarifSchema(t)
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(golden))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(inst); err != nil {
		t.Errorf("sarif.golden does not validate against SARIF 2.1.0:\n%v", err)
	}

	var log map[string]any
	if err := json.Unmarshal(golden, &log); err != nil {
		t.Fatal(err)
	}
	run := log["runs"].([]any)[0].(map[string]any)
	results := run["results"].([]any)
	if len(results) != 20 {
		t.Errorf("sarif.golden has %d results, want one per finding (20)", len(results))
	}
	rulesList := run["tool"].(map[string]any)["driver"].(map[string]any)["rules"].([]any)
	for _, r := range results {
		res := r.(map[string]any)
		i := int(res["ruleIndex"].(float64))
		if id := rulesList[i].(map[string]any)["id"]; id != res["ruleId"] {
			t.Errorf("result %v: ruleIndex %d names rule %v", res["ruleId"], i, id)
		}
	}

	// A broken log must fail: a level SARIF does not know.
	bad := strings.Replace(string(golden), `"level": "warning"`, `"level": "warn"`, 1)
	inst, err = jsonschema.UnmarshalJSON(strings.NewReader(bad))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(inst); err == nil {
		t.Error("a result with level \"warn\" validates; the schema check is not effective")
	}
}
