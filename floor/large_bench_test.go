package floor

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pregate/pregate/shell"
)

// BenchmarkCheckSegmentLarge applies the floor to the segments of
// commands of 64, 128 and 256 KiB (decomposed once, outside the timing):
// one naming a path thousands of times and one long argument,
// with a fresh Config per op as one hook call has: the throughput (MB/s
// of command) stays flat when no step is quadratic.
func BenchmarkCheckSegmentLarge(b *testing.B) {
	tr := newTree(b)
	const file, line = " src/file.go", "some text of a file the agent writes, line after line\n"
	for _, kib := range []int{64, 128, 256} {
		n := kib << 10
		for _, c := range []struct{ shape, cmd string }{
			{"paths", "cat" + strings.Repeat(file, (n-3)/len(file))},
			{"arg", "echo '" + strings.Repeat(line, (n-20)/len(line)) + "' > out.txt"},
		} {
			segs := shell.Decompose(c.cmd, tr.proj, map[string]string{"HOME": tr.home})
			b.Run(fmt.Sprintf("%s/%dKiB", c.shape, kib), func(b *testing.B) {
				b.SetBytes(int64(len(c.cmd)))
				b.ReportAllocs()
				for b.Loop() {
					cfg := tr.config()
					for i := range segs {
						if v := cfg.CheckSegment(&segs[i]); v != nil && v.Class == Deny {
							b.Fatalf("CheckSegment(%q) = %s", segs[i].Text, v.Operator)
						}
					}
				}
			})
		}
	}
}
