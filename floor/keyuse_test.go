package floor

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// TestKeyUse checks which argv words hand a private key to ssh, scp, sftp
// or ssh-add, as the progs tables parse their options (ssh -G shows
// ssh -vi KEY uses KEY and ssh HOST cmd -i KEY does not).
func TestKeyUse(t *testing.T) {
	tests := []struct {
		argv string
		want []int
	}{
		{"ssh -i /k host", []int{2}},
		{"ssh -vi /k host", []int{2}},
		{"ssh -p 22 -i /k host ls", []int{4}},
		{"ssh host cat -i /k", nil},
		{"ssh -i", nil},
		{"ssh -i/k host", nil},
		{"scp -i /k a host:b", []int{2}},
		{"sftp -P 22 -i /k host", []int{4}},
		{"ssh-add /k", []int{1}},
		{"cat -i /k", nil},
	}
	for _, tt := range tests {
		seg := &shell.Segment{}
		for _, w := range strings.Fields(tt.argv) {
			seg.Argv = append(seg.Argv, shell.Word{Value: w})
		}
		seg.Program = seg.Argv[0].Value
		got := slices.Sorted(maps.Keys(keyUse(nil, seg)))
		if !slices.Equal(got, tt.want) {
			t.Errorf("keyUse(%s) = %v, want %v", tt.argv, got, tt.want)
		}
	}
}
