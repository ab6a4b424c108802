package cmd

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// TestHookAuditStress starts 50 concurrent workers, each running 200 real
// `pregate hook` processes one after another, all appending to one audit
// log small enough to rotate many times. Every one of the 10,000 decisions
// must be on record exactly once, as one whole line of valid JSON.
func TestHookAuditStress(t *testing.T) {
	if os.Getenv("PREGATE_STRESS") == "" {
		t.Skip("starts 10,000 processes; set PREGATE_STRESS=1 (CI does)")
	}
	const workers, perWorker = 50, 200
	dir := t.TempDir()
	bin := filepath.Join(dir, "pregate")
	build := exec.Command("go", "build", "-o", bin, "..")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	home := filepath.Join(dir, "home")
	project := filepath.Join(dir, "project")
	logPath := filepath.Join(dir, "state", "audit.jsonl")
	for _, d := range []string{home, filepath.Join(project, ".git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	policy := filepath.Join(dir, "policy.toml")
	// keep is large enough that no rotated file is ever dropped.
	src := fmt.Sprintf("version = 1\n[audit]\npath = %q\nmax_size = \"256KiB\"\nkeep = 1000\n[permissions]\ndeny = [\"Bash(git push --force *)\"]\n", logPath)
	if err := os.WriteFile(policy, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"PREGATE_MANAGED_DIR="+filepath.Join(dir, "none"), "PREGATE_CLAUDE_MANAGED_DIR="+filepath.Join(dir, "none"),
		"CLAUDE_PROJECT_DIR=")

	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < perWorker; i++ {
				id := fmt.Sprintf("toolu_%02d_%03d", w, i)
				cmd := "git push --force origin main"
				if i%2 == 1 {
					cmd = "ls -la"
				}
				ev := fmt.Sprintf(`{"session_id":"stress","cwd":%q,"permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":%q},"tool_use_id":%q}`, project, cmd, id)
				c := exec.Command(bin, "hook", "--policy", policy)
				c.Env = env
				c.Stdin = bytes.NewReader([]byte(ev))
				var stdout bytes.Buffer
				c.Stdout = &stdout
				err := c.Run()
				code := c.ProcessState.ExitCode()
				want := 0
				if i%2 == 0 {
					want = 2
				}
				if code != want {
					errs <- fmt.Errorf("%s: exit %d (%v), want %d; stdout %s", id, code, err, want, stdout.String())
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	files, err := filepath.Glob(logPath + "*")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 3 {
		t.Errorf("log files = %d, want several rotations", len(files))
	}
	seen := map[string]int{}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		n := 0
		for sc.Scan() {
			n++
			var rec struct {
				ToolUseID string `json:"tool_use_id"`
				Decision  string `json:"decision"`
			}
			if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
				t.Fatalf("%s:%d: torn or invalid line: %v: %.200s", f, n, err, sc.Text())
			}
			seen[rec.ToolUseID]++
		}
		fh.Close()
	}
	if len(seen) != workers*perWorker {
		t.Errorf("distinct decisions on record = %d, want %d", len(seen), workers*perWorker)
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("%s recorded %d times", id, n)
		}
	}
}
