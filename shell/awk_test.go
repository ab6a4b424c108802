package shell

import (
	"strings"
	"testing"
)

// TestAwkProgram checks which word awk runs as its program: the first
// operand after the options its progs table knows, none when -f or -E
// names a program file (attached or not), and a dynamic word as dynamic.
func TestAwkProgram(t *testing.T) {
	tests := []struct {
		argv    string // words split on spaces; a leading $ marks a dynamic word
		want    string
		wantDyn bool
	}{
		{"awk {print} f", "{print}", false},
		{"awk -F : {print} f", "{print}", false},
		{"awk -F: -v x=1 {print} f", "{print}", false},
		{"awk --field-separator , --assign x=1 {print}", "{print}", false},
		{"awk -i lib.awk {print}", "{print}", false},
		{"awk -l ext {print}", "{print}", false},
		{"awk -- {print} f", "{print}", false},
		{"awk -f prog.awk data", "", false},
		{"awk -fprog.awk data", "", false},
		{"awk --file=prog.awk data", "", false},
		{"gawk -E prog.awk data", "", false},
		{"awk -v x=1", "", false},
		{"awk --", "", false},
		{"awk $prog f", "$prog", true},
		{"awk -v $x {print}", "{print}", false},
		{"awk - f", "-", false},
	}
	for _, tt := range tests {
		var args []arg
		for _, w := range strings.Fields(tt.argv) {
			args = append(args, arg{Word: Word{Value: w, Dynamic: strings.HasPrefix(w, "$")}})
		}
		got, dyn := awkProgram(args)
		if got != tt.want || dyn != tt.wantDyn {
			t.Errorf("awkProgram(%s) = %q, %v; want %q, %v", tt.argv, got, dyn, tt.want, tt.wantDyn)
		}
	}
}
