package shell

import (
	"fmt"
	"strings"
	"testing"
)

// largeCommands are the shapes of a very large command, each at most n
// bytes: many short parts, one heredoc and one quoted argument.
func largeCommands(n int) map[string]string {
	const part, line = "git status --short && ", "some text of a file the agent writes, line after line\n"
	heredoc := "cat > out.txt <<'EOF'\n"
	arg := "echo '"
	return map[string]string{
		"parts":   strings.Repeat(part, (n-len("true"))/len(part)) + "true",
		"heredoc": heredoc + strings.Repeat(line, (n-len(heredoc)-len("EOF\n"))/len(line)) + "EOF\n",
		"arg":     arg + strings.Repeat(line, (n-len(arg)-len("' > out.txt"))/len(line)) + "' > out.txt",
	}
}

// BenchmarkDecomposeLarge decomposes commands of 64, 128 and 256 KiB:
// the time per byte (MB/s) stays flat when no step is quadratic.
func BenchmarkDecomposeLarge(b *testing.B) {
	for _, kib := range []int{64, 128, 256} {
		for _, shape := range []string{"parts", "heredoc", "arg"} {
			cmd := largeCommands(kib << 10)[shape]
			b.Run(fmt.Sprintf("%s/%dKiB", shape, kib), func(b *testing.B) {
				b.SetBytes(int64(len(cmd)))
				b.ReportAllocs()
				for b.Loop() {
					if segs := Decompose(cmd, "/home/u/repo", nil); len(segs) == 0 {
						b.Fatal("no segments")
					}
				}
			})
		}
	}
}
