package progs

import "testing"

// TestCCDiagnosticsFormatMatchesMap compares ccDiagnosticsFormat with the
// map it replaced, kept here as the reference, for every value the map had
// and values it never had.
func TestCCDiagnosticsFormatMatchesMap(t *testing.T) {
	old := map[string]bool{"text": true, "json": true, "json-stderr": true, "sarif-stderr": true, "clang": true, "msvc": true, "vi": true}
	values := []string{"", "json-file", "sarif-file", "sarif", "Text", "json ", "vim", "gcc"}
	for v := range old {
		values = append(values, v)
	}
	for _, v := range values {
		if got := ccDiagnosticsFormat(v); got != old[v] {
			t.Errorf("ccDiagnosticsFormat(%q) = %v, want %v", v, got, old[v])
		}
	}
}
