package parse

import (
	"strings"
	"testing"
)

// TestNestingBound: a value nested deeper than maxNesting fails to load at
// its position, and one at the bound still loads, so a file cannot make
// loading cost the square of its depth.
func TestNestingBound(t *testing.T) {
	for _, open := range []string{"{a=", "["} {
		shut := map[string]string{"{a=": "}", "[": "]"}[open]
		at := func(n int) string {
			return "version = 1\n[[test]]\nname = \"t\"\ntool = \"Bash\"\nexpect = \"none\"\ninput = { x = " + strings.Repeat(open, n) + "1" + strings.Repeat(shut, n) + " }\n"
		}
		// input = { x = … } is itself one level deep.
		if _, errs := TOMLText("ok.toml", at(maxNesting-1), 0, "/"); len(errs) != 0 {
			t.Errorf("%s×%d: %v, want it to load", open, maxNesting-1, errs)
		}
		_, errs := TOMLText("deep.toml", at(maxNesting+1), 0, "/")
		if len(errs) != 1 || errs[0].Code != "syntax" || !strings.Contains(errs[0].Msg, "nested more than") || errs[0].Pos.Line != 6 {
			t.Errorf("%s×%d: %v, want one syntax error at line 6 about nesting", open, maxNesting+1, errs)
		}
		// Deep files fail fast: 20,000 levels on 100 lines.
		big := "version = 1\n[[test]]\nname = \"t\"\n" + strings.Repeat("input = { x = "+strings.Repeat(open, 20000)+"1"+strings.Repeat(shut, 20000)+" }\n", 100)
		if _, errs := TOMLText("big.toml", big, 0, "/"); len(errs) == 0 {
			t.Errorf("%s: 100 lines of 20,000 levels loaded", open)
		}
	}
}
