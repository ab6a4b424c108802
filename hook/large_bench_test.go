package hook

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// largeEvent is a Bash event whose command is a little under n bytes:
// many short parts (shape "parts") or one long quoted argument ("arg").
func largeEvent(n int, shape string) []byte {
	const part, line = "git status --short && ", "some text of a file the agent writes, line after line\n"
	var cmd string
	switch shape {
	case "parts":
		cmd = strings.Repeat(part, n/len(part)) + "true"
	default:
		cmd = "echo '" + strings.Repeat(line, n/len(line)) + "' > out.txt"
	}
	c, _ := json.Marshal(cmd)
	return []byte(`{"session_id":"s","cwd":"/home/u/repo","permission_mode":"default","hook_event_name":"PreToolUse",` +
		`"tool_name":"Bash","tool_input":{"command":` + string(c) + `},"tool_use_id":"toolu_1"}`)
}

// BenchmarkParseLarge reads events of 64, 128 and 256 KiB of command in
// one pass: the throughput (MB/s) stays flat when no step is quadratic.
func BenchmarkParseLarge(b *testing.B) {
	for _, kib := range []int{64, 128, 256} {
		for _, shape := range []string{"parts", "arg"} {
			data := largeEvent(kib<<10, shape)
			b.Run(fmt.Sprintf("%s/%dKiB", shape, kib), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse(data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestParseLargeAllocs: reading a large event allocates little more than
// its size (the command's one copy), and four times the input costs at
// most about four times the bytes. Through jsontext's reader, with a copy
// of the input that grew as it went, a 256 KiB command allocated 6.5
// times its size; reading in place, 2.5 times.
func TestParseLargeAllocs(t *testing.T) {
	allocated := func(data []byte) float64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		for range 4 {
			if _, err := Parse(data); err != nil {
				t.Fatal(err)
			}
		}
		runtime.ReadMemStats(&after)
		return float64(after.TotalAlloc-before.TotalAlloc) / 4
	}
	for _, shape := range []string{"parts", "arg"} {
		small, large := largeEvent(64<<10, shape), largeEvent(256<<10, shape)
		s, l := allocated(small), allocated(large)
		if r := l / float64(len(large)); r > 1.5 {
			t.Errorf("%s: a %d-byte event allocates %.0f bytes, %.1f times its size; want at most 1.5", shape, len(large), l, r)
		}
		if r := l / s; r > 4.5 {
			t.Errorf("%s: four times the input allocates %.1f times the bytes", shape, r)
		}
	}
}
