package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// BenchmarkProcess times whole processes of the two entries of the hook,
// pregate hook and pregate-hook, and of the minimal program bench-hook.sh
// measures against, alternately, on `ls -la` under the builtin baseline:
// ns/op is one call of each of the three; pregate-x and pregate-hook-x are
// each entry's time over the minimal program's in the same run.
func BenchmarkProcess(b *testing.B) {
	dir := b.TempDir()
	bins := map[string]string{
		"pregate":      "../..",
		"pregate-hook": ".",
		"baseline":     "../../scripts/benchhook/baseline",
	}
	for name, pkg := range bins {
		out := filepath.Join(dir, name)
		c := exec.Command("go", "build", "-trimpath", "-o", out, pkg)
		c.Env = append(c.Environ(), "CGO_ENABLED=0")
		if msg, err := c.CombinedOutput(); err != nil {
			b.Fatalf("go build %s: %v\n%s", pkg, err, msg)
		}
		bins[name] = out
	}
	env := []string{
		"HOME=" + dir, "PATH=/usr/bin:/bin",
		"XDG_STATE_HOME=" + filepath.Join(dir, "state"), "XDG_CONFIG_HOME=" + filepath.Join(dir, "config"),
		"CLAUDE_PROJECT_DIR=" + dir,
		"PREGATE_MANAGED_DIR=" + filepath.Join(dir, "managed"), "PREGATE_CLAUDE_MANAGED_DIR=" + filepath.Join(dir, "claude-managed"),
	}
	event := `{"session_id":"s","cwd":"` + dir + `","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls -la"}}`
	run := func(argv ...string) time.Duration {
		c := exec.Command(argv[0], argv[1:]...)
		c.Env = env
		c.Stdin = strings.NewReader(event)
		c.Stdout = &bytes.Buffer{}
		t := time.Now()
		if err := c.Run(); err != nil {
			b.Fatalf("%s: %v", argv[0], err)
		}
		return time.Since(t)
	}
	var base, full, hook time.Duration
	b.ResetTimer()
	for b.Loop() {
		base += run(bins["baseline"])
		full += run(bins["pregate"], "hook")
		hook += run(bins["pregate-hook"], "hook")
	}
	b.ReportMetric(float64(full)/float64(base), "pregate-x")
	b.ReportMetric(float64(hook)/float64(base), "pregate-hook-x")
}
