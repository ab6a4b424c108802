// Command corpus scores pregate against the peer corpus: every case is run
// through `pregate check --json` with only the builtin baseline (plus the
// optional pack a pack:* case is about, and the context a case states) and
// the decisions are tallied per category and per source.
//
// A block case passes when pregate does not leave it alone (deny or ask);
// an allow case fails hard when pregate denies it and softly when it asks.
// Contested cases and cases whose context cannot be reproduced are
// reported apart. Run it through scripts/corpus.sh.
//
// With -profile strict every case also gets a cli policy setting
// [defaults] profile = "strict"; block cases whose expectation holds only
// in a peer's stricter mode are then scored too, and block cases whose
// command runs nothing (see runsNothing) are excluded and listed.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
)

type corpusCase struct {
	Source    string         `json:"source"`
	Command   string         `json:"command"`
	Expect    string         `json:"expect"`
	Category  string         `json:"category"`
	Note      string         `json:"note"`
	Context   map[string]any `json:"context"`
	Contested bool           `json:"contested"`
}

type result struct {
	c        *corpusCase
	line     int
	decision string
	rule     string
	skip     string // why the case is not scorable
	excluded string // why a block case is left out of strict scoring
	err      string
}

func main() {
	bin := flag.String("bin", "pregate", "the pregate binary")
	corpus := flag.String("corpus", "", "peer-corpus.jsonl")
	verbose := flag.Bool("v", false, "list every failing case")
	only := flag.String("category", "", "run only this category")
	profile := flag.String("profile", "default", "the policy profile to score: default or strict")
	flag.Parse()
	if *profile != "default" && *profile != "strict" {
		fmt.Fprintf(os.Stderr, "corpus: unknown -profile %q (want default or strict)\n", *profile)
		os.Exit(2)
	}
	if *corpus == "" {
		fmt.Fprintln(os.Stderr, "corpus: -corpus is required")
		os.Exit(2)
	}
	cases, err := readCorpus(*corpus, *only)
	if err != nil {
		fmt.Fprintf(os.Stderr, "corpus: %v\n", err)
		os.Exit(2)
	}
	w, err := newWorld()
	if err != nil {
		fmt.Fprintf(os.Stderr, "corpus: %v\n", err)
		os.Exit(2)
	}
	defer w.close()
	if *profile == "strict" {
		f, err := w.policyFile("version = 1\n\n[defaults]\nprofile = \"strict\"\n")
		if err != nil {
			fmt.Fprintf(os.Stderr, "corpus: %v\n", err)
			os.Exit(2)
		}
		w.strict = f
	}

	results := make([]result, len(cases))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 * runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = w.run(*bin, cases[i], i+1)
			}
		}()
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	report(os.Stdout, results, *verbose, *profile)
}

func readCorpus(file, only string) ([]*corpusCase, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []*corpusCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		c := new(corpusCase)
		if err := json.Unmarshal(sc.Bytes(), c); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", file, n, err)
		}
		if only == "" || c.Category == only {
			out = append(out, c)
		}
	}
	return out, sc.Err()
}

// world is the directory tree the cases run in: a home directory, a
// project inside it (with .git), a temporary directory under the system
// temp dir, and the configuration directories discovery would read. The
// home is not under the system temp dir: pregate treats temp as scratch.
type world struct {
	root, home, project, tmp, managed string
	mu                                sync.Mutex
	files                             map[string]string // policy text → file
	// strict is the cli policy that sets the strict profile, "" when the
	// default profile is scored.
	strict string
}

func newWorld() (*world, error) {
	base := os.Getenv("PREGATE_CORPUS_WORK")
	if base == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			return nil, err
		}
		base = filepath.Join(cache, "pregate-corpus")
	}
	if err := os.MkdirAll(base, 0o755); err != nil {
		return nil, err
	}
	root, err := os.MkdirTemp(base, "run")
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "pregate-corpus")
	if err != nil {
		return nil, err
	}
	w := &world{root: root, home: filepath.Join(root, "home"), tmp: tmp, files: map[string]string{}}
	w.project = filepath.Join(w.home, "project")
	w.managed = filepath.Join(root, "etc")
	for _, d := range []string{w.project + "/.git", w.project + "/sub", w.home + "/sub", root + "/tproject/.git", root + "/tempdir", w.managed, root + "/policies"} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, err
		}
	}
	return w, nil
}

func (w *world) close() {
	os.RemoveAll(w.root)
	os.RemoveAll(w.tmp)
}

// policyFile writes text once and returns its path.
func (w *world) policyFile(text string) (string, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if f, ok := w.files[text]; ok {
		return f, nil
	}
	f := filepath.Join(w.root, "policies", fmt.Sprintf("p%d.toml", len(w.files)))
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		return "", err
	}
	w.files[text] = f
	return f, nil
}

// userConfig returns an XDG_CONFIG_HOME whose user policy enables pack.
func (w *world) userConfig(pack string) (string, error) {
	dir := filepath.Join(w.root, "xdg-"+pack)
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := os.Stat(dir); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(filepath.Join(dir, "pregate"), 0o755); err != nil {
		return "", err
	}
	text := fmt.Sprintf("version = 1\n\n[builtin]\nenable = [%q]\n", pack)
	return dir, os.WriteFile(filepath.Join(dir, "pregate", "policy.toml"), []byte(text), 0o644)
}

// policies translates the policy descriptions the corpus uses into
// pregate policy files. A description not listed makes its cases not
// scorable.
var policies = map[string]string{
	"block git commit --no-verify": `
[[rule]]
id = "no-verify"
decision = "deny"
command = [{ program = ["git"], subcommand = ["commit"], any_flag = ["--no-verify", "-n"] }]
reason = "commit with hooks"
note = "corpus"
`,
	"user rule: deny if command contains 'rm -rf /important'": `
[[rule]]
id = "important"
decision = "deny"
command = [{ program = ["rm"], flags = ["-r", "-f"], operand = ["/important", "/important/*"] }]
reason = "keep /important"
note = "corpus"
`,
	"only allow rule: run_shell_command prefix 'git log'; default ask": `
[defaults]
unmatched = "ask"
[permissions]
allow = ["Bash(git log *)"]
`,
	"only allow rule: prefix 'echo'; default ask": `
[defaults]
unmatched = "ask"
[permissions]
allow = ["Bash(echo *)"]
`,
	"allow rules: prefix 'echo' and prefix 'git log'; default ask": `
[defaults]
unmatched = "ask"
[permissions]
allow = ["Bash(echo *)", "Bash(git log *)"]
`,
	"deny rule: prefix 'git push'": `
[permissions]
deny = ["Bash(git push *)"]
`,
	"allow rule: prefix 'git status'; default ask": `
[defaults]
unmatched = "ask"
[permissions]
allow = ["Bash(git status *)"]
`,
	"path floor: writes must stay inside the workdir; ~/.ssh and .env protected": `
[floor]
write_scope = ["{project}/**"]
`,
}

// projectOf is the project directory Claude Code would give a hook run
// in cwd (CLAUDE_PROJECT_DIR, the directory it was started in): the
// nearest directory of the world, from cwd up, holding .git, else cwd.
// Set, it keeps discovery from walking out of the world to a directory of
// the machine that happens to hold .git or .claude (a developer's home
// with ~/.claude), which would make the figures depend on the machine.
func (w *world) projectOf(cwd string) string {
	for dir := filepath.Clean(cwd); strings.HasPrefix(dir, w.root+string(filepath.Separator)); dir = filepath.Dir(dir) {
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			return dir
		}
	}
	return filepath.Clean(cwd)
}

// run feeds one case to pregate check.
func (w *world) run(bin string, c *corpusCase, line int) result {
	r := result{c: c, line: line}
	cwd := w.project
	args := []string{"check", "--json", "--tool", "Bash"}
	discover := false
	xdg := filepath.Join(w.root, "xdg-none")
	var policy strings.Builder
	if cw, ok := c.Context["cwd"].(string); ok {
		switch cw {
		case "", "$HOME":
			cwd = w.home
		case "<subdirectory of $HOME>":
			cwd = filepath.Join(w.home, "sub")
		case "<project dir (temp)>":
			// The peer's tests make their project in the system temp dir;
			// here it is a project like any other, outside temp.
			cwd = filepath.Join(w.root, "tproject")
		case "<tempDir>":
			cwd = filepath.Join(w.root, "tempdir")
		default:
			if !filepath.IsAbs(cw) {
				r.skip = "cwd " + cw
				return r
			}
			cwd = cw
		}
	}
	if m, ok := c.Context["mode"].(string); ok && c.Expect == "block" && w.strict == "" {
		// The expectation holds only in the peer's stricter mode, which
		// the strict profile is.
		r.skip = "peer mode " + m
		return r
	}
	if why := runsNothing(c.Command); why != "" && c.Expect == "block" && w.strict != "" {
		r.excluded = why
		return r
	}
	if p, ok := c.Context["policy"].(string); ok {
		text, known := policies[p]
		if !known {
			r.skip = "policy " + p
			return r
		}
		if strings.HasPrefix(p, "path floor") {
			cwd = filepath.Join(w.project, "sub")
		}
		policy.WriteString(text)
	}
	if pp, ok := c.Context["protected_paths"].([]any); ok {
		key := "protect_write"
		if pr, _ := c.Context["protect_reads"].(bool); pr {
			key = "protect"
		}
		var q []string
		for _, p := range pp {
			q = append(q, fmt.Sprintf("%q", p))
		}
		fmt.Fprintf(&policy, "\n[floor]\n%s = [%s]\n", key, strings.Join(q, ", "))
	}
	if policy.Len() > 0 {
		f, err := w.policyFile("version = 1\n" + policy.String())
		if err != nil {
			r.err = err.Error()
			return r
		}
		args = append(args, "--policy", f)
	}
	if pack, ok := strings.CutPrefix(c.Category, "pack:"); ok {
		dir, err := w.userConfig(pack)
		if err != nil {
			r.err = err.Error()
			return r
		}
		xdg, discover = dir, true
	}
	if w.strict != "" {
		args = append(args, "--policy", w.strict)
	}
	if !discover {
		args = append(args, "--no-discover")
	}
	input, _ := json.Marshal(map[string]string{"command": c.Command})
	args = append(args, "--cwd", cwd, "--input", string(input))
	cmd := exec.Command(bin, args...)
	cmd.Dir = cwd
	cmd.Env = append(os.Environ(),
		"HOME="+w.home,
		"XDG_CONFIG_HOME="+xdg,
		"XDG_STATE_HOME="+filepath.Join(w.root, "state"),
		"CLAUDE_PROJECT_DIR="+w.projectOf(cwd),
		"PREGATE_MANAGED_DIR="+w.managed,
		"PREGATE_CLAUDE_MANAGED_DIR="+w.managed,
	)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok || stdout.Len() == 0 {
			r.err = strings.TrimSpace(err.Error() + ": " + stderr.String())
			return r
		}
	}
	var out struct {
		Decision string `json:"decision"`
		Rule     *struct {
			ID string `json:"id"`
		} `json:"rule"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		r.err = "bad JSON: " + err.Error()
		return r
	}
	r.decision = out.Decision
	if out.Rule != nil {
		r.rule = out.Rule.ID
	}
	return r
}

// tally counts one group of cases.
type tally struct {
	block, blocked, blockAsk int // block cases; deny or ask; of which ask
	allow, denied, asked     int // allow cases; denied; asked
}

func (t *tally) add(r result) {
	switch r.c.Expect {
	case "block":
		t.block++
		if r.decision == "deny" || r.decision == "ask" {
			t.blocked++
		}
		if r.decision == "ask" {
			t.blockAsk++
		}
	case "allow":
		t.allow++
		switch r.decision {
		case "deny":
			t.denied++
		case "ask":
			t.asked++
		}
	}
}

func pct(n, d int) string {
	if d == 0 {
		return "    -"
	}
	return fmt.Sprintf("%5.1f%%", 100*float64(n)/float64(d))
}

func (t *tally) row(name string) string {
	return fmt.Sprintf("%-32s %5d %5d %6s %5d | %5d %5d %6s %5d %6s",
		name, t.block, t.blocked, pct(t.blocked, t.block), t.blockAsk,
		t.allow, t.denied, pct(t.denied, t.allow), t.asked, pct(t.asked, t.allow))
}

const header = "                                 block  caught recall  (ask) | allow denied   rate asked   rate"

func report(out io.Writer, results []result, verbose bool, profile string) {
	var total, contested tally
	byCat := map[string]*tally{}
	bySrc := map[string]*tally{}
	skips := map[string]int{}
	var errs, fails, excluded []result
	for _, r := range results {
		switch {
		case r.err != "":
			errs = append(errs, r)
			continue
		case r.excluded != "":
			excluded = append(excluded, r)
			continue
		case r.skip != "":
			skips[r.skip]++
			continue
		case r.c.Contested:
			contested.add(r)
			continue
		}
		total.add(r)
		get(byCat, r.c.Category).add(r)
		src, _, _ := strings.Cut(r.c.Source, ":")
		get(bySrc, src).add(r)
		if (r.c.Expect == "block" && r.decision != "deny" && r.decision != "ask") ||
			(r.c.Expect == "allow" && r.decision != "none" && r.decision != "allow") {
			fails = append(fails, r)
		}
	}
	fmt.Fprintln(out, "per category")
	fmt.Fprintln(out, header)
	for _, k := range sortedKeys(byCat) {
		fmt.Fprintln(out, byCat[k].row(k))
	}
	fmt.Fprintln(out, "\nper source")
	fmt.Fprintln(out, header)
	for _, k := range sortedKeys(bySrc) {
		fmt.Fprintln(out, bySrc[k].row(k))
	}
	fmt.Fprintln(out)
	fmt.Fprintln(out, header)
	fmt.Fprintln(out, total.row("TOTAL (uncontested)"))
	fmt.Fprintln(out, contested.row("contested"))
	nskip := 0
	for _, n := range skips {
		nskip += n
	}
	fmt.Fprintf(out, "\nnot scorable: %d", nskip)
	for _, k := range sortedKeys(skips) {
		fmt.Fprintf(out, "; %s: %d", k, skips[k])
	}
	fmt.Fprintf(out, "\nerrors: %d\n", len(errs))
	if profile == "strict" {
		fmt.Fprintf(out, "excluded block cases that run nothing: %d\n", len(excluded))
		for _, r := range excluded {
			fmt.Fprintf(out, "  %q (%s): %s\n", r.c.Command, r.c.Source, r.excluded)
		}
	}
	fmt.Fprintln(out, "\ncases without a stated cwd run in a project directory (with .git) under a home directory;")
	fmt.Fprintln(out, "pack:* cases run with that pack enabled in a user policy; policy/protected_paths contexts as cli policies")
	if profile == "strict" {
		fmt.Fprintln(out, "profile strict: every case also loads a cli policy with [defaults] profile = \"strict\"; peer-mode block cases are scored")
		fmt.Fprintf(out, "\nblock cases not allowed: %s (target ≥ 98%% on every source)\n", pct(total.blocked, total.block))
		var low []string
		for _, k := range sortedKeys(bySrc) {
			if t := bySrc[k]; t.block > 0 && 100*t.blocked < 98*t.block {
				low = append(low, k+" "+pct(t.blocked, t.block))
			}
		}
		if len(low) > 0 {
			fmt.Fprintf(out, "sources under 98%%: %s\n", strings.Join(low, ", "))
		}
		fmt.Fprintf(out, "allow cases denied:      %s (target ≤ 2%%); asked: %s\n", pct(total.denied, total.allow), pct(total.asked, total.allow))
	} else {
		fmt.Fprintf(out, "\nblock cases not allowed: %s (target ≥ 97%%)\n", pct(total.blocked, total.block))
		fmt.Fprintf(out, "allow cases denied:      %s (target ≤ 3%%); asked: %s\n", pct(total.denied, total.allow), pct(total.asked, total.allow))
	}
	if verbose {
		fmt.Fprintln(out, "\nfailures (expect → got):")
		for _, r := range fails {
			fmt.Fprintf(out, "  %-6s → %-5s %-24s %-22s %q\n", r.c.Expect, r.decision, r.c.Category, r.rule, r.c.Command)
		}
		for _, r := range errs {
			fmt.Fprintf(out, "  error line %d: %s: %q\n", r.line, r.err, r.c.Command)
		}
	}
}

func get(m map[string]*tally, k string) *tally {
	if m[k] == nil {
		m[k] = new(tally)
	}
	return m[k]
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// runsNothing says why a command runs no program at all, or "": a block
// case whose command runs nothing expects a guard to refuse text, not an
// action, so strict scoring leaves it out rather than have pregate ask
// for it. Both forms are checked against bash:
//
//   - command -v / -V NAME…: bash prints how each NAME would be found and
//     runs none of them ("command -V git reset --hard" runs no git).
//   - a first word NAME=VALUE whose NAME is not a shell name ("1A=2 git
//     reset --hard"): bash takes the word as the command, finds no such
//     program and exits 127 before anything runs.
func runsNothing(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) == 0 || strings.ContainsAny(cmd, ";&|`$()<>\n") {
		return ""
	}
	if f[0] == "command" && len(f) > 1 && (f[1] == "-v" || f[1] == "-V") {
		return "command " + f[1] + " prints how its words would be found and runs none of them"
	}
	if name, _, ok := strings.Cut(f[0], "="); ok && !shellName(name) && !strings.ContainsAny(f[0], "'\"\\*?[") {
		return "bash takes " + f[0] + " (not a valid variable name) as the command: not found, exit 127, nothing runs"
	}
	return ""
}

// shellName reports whether s is a valid shell variable name.
func shellName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if c != '_' && (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (i == 0 || c < '0' || c > '9') {
			return false
		}
	}
	return true
}
