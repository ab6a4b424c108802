package gate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pregate/pregate/rules"
	"github.com/pregate/pregate/rules/load"
)

// largeCommands are commands of a little under n bytes: many parts (up to
// shell.MaxSegments of them are judged), one naming a path thousands of
// times, and one long quoted argument.
func largeCommands(n int) map[string]string {
	const part, file, line = "git status --short && ", " src/file.go", "some text of a file the agent writes, line after line\n"
	return map[string]string{
		"parts": strings.Repeat(part, (n-4)/len(part)) + "true",
		"paths": "cat" + strings.Repeat(file, (n-3)/len(file)),
		"arg":   "echo '" + strings.Repeat(line, (n-20)/len(line)) + "' > out.txt",
	}
}

// BenchmarkEvaluateLarge is the rules stage alone on the actions of
// commands of 64, 128 and 256 KiB under the 500-rule policy (loading and
// decomposing happen once, outside the timing).
func BenchmarkEvaluateLarge(b *testing.B) {
	for _, kib := range []int{64, 128, 256} {
		for _, shape := range []string{"parts", "paths", "arg"} {
			in := benchInput(b, 500)
			cmd := largeCommands(kib << 10)[shape]
			in.Event.ToolInput = map[string]any{"command": cmd}
			opts := in.Load
			opts.Cwd = in.Event.Cwd
			pol, err := load.Load(opts)
			if err != nil {
				b.Fatal(err)
			}
			d := newDecider(in, in.Event, pol)
			if _, err := d.normalise(); err != nil {
				b.Fatal(err)
			}
			call := &rules.Call{Tool: d.ev.ToolName, Input: d.ev.ToolInput, Actions: d.actions, Mode: d.ev.PermissionMode, Env: d.env}
			b.Run(fmt.Sprintf("%s/%dKiB", shape, kib), func(b *testing.B) {
				b.SetBytes(int64(len(cmd)))
				b.ReportAllocs()
				for b.Loop() {
					rules.Evaluate(pol, call)
				}
			})
		}
	}
}

// BenchmarkDecideLarge is the whole in-process pipeline (load, decompose,
// floor, rules) on the same commands.
func BenchmarkDecideLarge(b *testing.B) {
	for _, kib := range []int{64, 128, 256} {
		for _, shape := range []string{"parts", "paths", "arg"} {
			in := benchInput(b, 500)
			cmd := largeCommands(kib << 10)[shape]
			in.Event.ToolInput = map[string]any{"command": cmd}
			b.Run(fmt.Sprintf("%s/%dKiB", shape, kib), func(b *testing.B) {
				b.SetBytes(int64(len(cmd)))
				b.ReportAllocs()
				for b.Loop() {
					if res := Decide(in); res.Err != nil {
						b.Fatal(res.Err)
					}
				}
			})
		}
	}
}
