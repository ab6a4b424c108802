package shell

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// The bash oracle: ground truth for what a command runs is what real bash
// executes. Each command runs as Claude Code runs it (bash -c with the
// command quoted into `eval '…'`, aliases expanded, extglob switched off)
// inside a private mount namespace whose root is read-only, with a fake
// home and project on a throwaway tmpfs and a PATH of stub programs, all
// under strace -f. What it executed (execve) and which files its shells
// opened, created, renamed or removed is compared with Decompose: every
// program that ran must be a segment of the command, found where the
// segment says (a name is looked up on the stub PATH), and every file a
// shell touched must be among the segments' paths, unless Decompose marked
// the command unresolved, which is never allowed.

// oracleStubs are the names on the stub PATH. Most are stubs that do
// nothing; the shells and a few command runners are the real programs so
// that what they run is seen too.
var oracleStubs = []string{
	"pga", "pgb", "pgc", "pgd", "pge", "pgf", "pgz",
	"rm", "cat", "ls", "git", "curl", "wget", "cp", "mv", "mkdir", "touch", "chmod",
	"grep", "sed", "awk", "head", "tail", "sort", "wc", "tee", "date", "id", "whoami",
	"python3", "node", "perl", "make", "npm", "go", "docker", "ssh", "sudo", "dd",
	"base64", "tr", "cut", "uniq", "diff", "less", "more", "vi", "sleep", "basename",
	"dirname", "readlink", "realpath", "stat", "file", "jq", "tar", "gzip", "zip",
	"ln", "chown", "kill", "ps", "which", "uname", "hostname", "seq", "yes", "mktemp",
}

// oracleReal are linked to the real programs.
var oracleReal = map[string]string{
	"bash": "/bin/bash", "sh": "/bin/bash", "env": "/usr/bin/env", "xargs": "/usr/bin/xargs",
	"timeout": "/usr/bin/timeout", "nice": "/usr/bin/nice", "nohup": "/usr/bin/nohup",
	"find": "/usr/bin/find", "stdbuf": "/usr/bin/stdbuf", "true": "/bin/true", "false": "/bin/false",
	"printf": "/usr/bin/printf", "echo": "/bin/echo",
}

// oracle runs commands through real bash. One oracle serves a test; its
// batches run in their own namespaces.
type oracle struct {
	root   string // the run directory, a tmpfs inside each namespace
	home   string
	proj   string
	stub   string
	alt    string // a second stub directory a command may put on PATH
	tmp    string
	driver string
	strace string
}

// oracleSkip returns why the oracle cannot run here, or "". Only the lack
// of mount namespaces (not root, no unshare, a container that forbids
// them) is a reason to skip; where they work, a missing strace is a
// failure, since CI installs it.
func oracleSkip() (skip, fail string) {
	if os.Getuid() != 0 {
		return "the bash oracle needs root for a private mount namespace", ""
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		return "unshare not found: no mount namespace for the bash oracle", ""
	}
	out, err := exec.Command("unshare", "-m", "--propagation", "private", "sh", "-c", "mount -t tmpfs oracle /mnt && umount /mnt").CombinedOutput()
	if err != nil {
		return fmt.Sprintf("mount namespaces unavailable, the bash oracle skips: %v %s", err, bytes.TrimSpace(out)), ""
	}
	for _, p := range []string{"/bin/bash", "/usr/bin/timeout", "/usr/bin/env"} {
		if _, err := os.Stat(p); err != nil {
			return "", p + " not found"
		}
	}
	if _, err := exec.LookPath("strace"); err != nil {
		return "", "strace not found: install Debian's strace package (.ci/run does)"
	}
	return "", ""
}

var oracleOnce struct {
	sync.Once
	o          *oracle
	skip, fail string
}

// newOracle returns the shared oracle, or skips t where it cannot run.
func newOracle(t testing.TB) *oracle {
	t.Helper()
	if testing.Short() {
		t.Skip("runs bash under strace; skipped with -short")
	}
	oracleOnce.Do(func() {
		if oracleOnce.skip, oracleOnce.fail = oracleSkip(); oracleOnce.skip != "" || oracleOnce.fail != "" {
			return
		}
		dir, err := os.MkdirTemp("", "pregate-oracle-")
		if err != nil {
			oracleOnce.fail = err.Error()
			return
		}
		st, _ := exec.LookPath("strace")
		o := &oracle{root: filepath.Join(dir, "run"), strace: st}
		o.home = filepath.Join(o.root, "home")
		o.proj = filepath.Join(o.root, "proj")
		o.stub = filepath.Join(o.root, "stub")
		o.alt = filepath.Join(o.root, "alt")
		o.tmp = filepath.Join(o.root, "tmp")
		o.driver = filepath.Join(dir, "driver.sh")
		if err := os.Mkdir(o.root, 0o755); err != nil {
			oracleOnce.fail = err.Error()
			return
		}
		if err := os.WriteFile(o.driver, []byte(oracleDriver), 0o755); err != nil {
			oracleOnce.fail = err.Error()
			return
		}
		oracleOnce.o = o
	})
	if oracleOnce.fail != "" {
		t.Fatal(oracleOnce.fail)
	}
	if oracleOnce.skip != "" {
		t.Skip(oracleOnce.skip)
	}
	return oracleOnce.o
}

// oracleDriver sets up the namespace and runs every command of the batch
// file ($2, NUL-separated wrapper strings) in turn, each as its own child,
// so that the i-th child of the traced driver is the i-th command.
const oracleDriver = `#!/bin/bash
set -u
R=$1 B=$2 T=$3
if [ "${ORACLE_TRACED:-}" = "" ]; then
  CMDPATH=$PATH PATH=/usr/sbin:/usr/bin:/sbin:/bin
  mount -t tmpfs -o size=64m,mode=755 oracle "$R" || exit 90
  mkdir -p "$R/home/.ssh" "$R/proj/src" "$R/tmp" "$R/stub" "$R/alt" || exit 91
  printf '#!/bin/true\n' > "$R/stub/.stub" && chmod 755 "$R/stub/.stub"
  for n in $ORACLE_STUBS; do ln "$R/stub/.stub" "$R/stub/$n"; ln "$R/stub/.stub" "$R/alt/$n"; done
  for nt in $ORACLE_REAL; do ln -s "${nt#*=}" "$R/stub/${nt%%=*}"; done
  : > "$R/proj/file"; : > "$R/proj/src/a.go"; : > "$R/home/.ssh/id_rsa"; : > "$R/home/.bashrc"
  mount -o remount,bind,ro / || exit 92
  PATH=$CMDPATH ORACLE_TRACED=1 exec "$T" -f -qq -xx -s 65535 -o /proc/self/fd/3 \
    -e trace=execve,clone,clone3,fork,vfork,open,openat,creat,rename,renameat,renameat2,unlink,unlinkat,link,linkat,symlink,symlinkat,truncate,chdir,mkdir,mkdirat,rmdir \
    "$0" "$@"
fi
exec 3>&-
unset ORACLE_TRACED ORACLE_STUBS ORACLE_REAL
cd "$R/proj" || exit 93
while IFS= read -r -d '' c; do
  /usr/bin/timeout -s KILL 10 /bin/bash --norc --noprofile -c "$c" </dev/null >/dev/null 2>&1
done < "$B"
exit 0
`

// wrap gives the string Claude Code hands to bash -c for command: the
// snapshot's options, extglob off, then eval of the command single-quoted.
func wrap(command string) string {
	q := "'" + strings.ReplaceAll(command, "'", `'\''`) + "'"
	return `shopt -s expand_aliases; \builtin shopt -u extglob 2>/dev/null || true && eval ` + q + ` < /dev/null`
}

// ran is one program bash executed.
type ran struct {
	file string   // the path execve ran
	argv []string // its argv
}

// touched is one file a shell opened or changed.
type touched struct {
	path  string // absolute
	write bool
	call  string
}

// observed is what one command did under bash.
type observed struct {
	execs []ran
	files []touched
}

// run executes the commands, one namespace per batch, and returns what
// each did.
func (o *oracle) run(t testing.TB, cmds []string) []observed {
	t.Helper()
	const batch = 150
	out := make([]observed, len(cmds))
	var wg sync.WaitGroup
	var mu sync.Mutex
	var errs []string
	sem := make(chan struct{}, 2)
	for lo := 0; lo < len(cmds); lo += batch {
		hi := min(lo+batch, len(cmds))
		wg.Add(1)
		sem <- struct{}{}
		go func(lo, hi int) {
			defer wg.Done()
			defer func() { <-sem }()
			obs, err := o.runBatch(cmds[lo:hi])
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, err.Error())
				return
			}
			copy(out[lo:hi], obs)
		}(lo, hi)
	}
	wg.Wait()
	if len(errs) > 0 {
		t.Fatalf("oracle: %s", strings.Join(errs, "; "))
	}
	return out
}

func (o *oracle) runBatch(cmds []string) ([]observed, error) {
	f, err := os.CreateTemp(filepath.Dir(o.driver), "batch-")
	if err != nil {
		return nil, err
	}
	defer os.Remove(f.Name())
	for _, c := range cmds {
		f.WriteString(wrap(c))
		f.WriteString("\x00")
	}
	f.Close()
	pr, pw, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	c := exec.CommandContext(ctx, "unshare", "-m", "--propagation", "private", "/bin/bash", o.driver, o.root, f.Name(), o.strace)
	var real []string
	for n, p := range oracleReal {
		real = append(real, n+"="+p)
	}
	c.Env = []string{
		"PATH=" + o.stub, "HOME=" + o.home, "TMPDIR=" + o.tmp, "LC_ALL=C",
		"ORACLE_STUBS=" + strings.Join(oracleStubs, " "), "ORACLE_REAL=" + strings.Join(real, " "),
	}
	c.ExtraFiles = []*os.File{pw}
	var stderr bytes.Buffer
	c.Stderr = &stderr
	if err := c.Start(); err != nil {
		pw.Close()
		pr.Close()
		return nil, err
	}
	pw.Close()
	var trace []byte
	done := make(chan struct{})
	go func() {
		trace, _ = readAll(pr)
		close(done)
	}()
	werr := c.Wait()
	<-done
	pr.Close()
	if werr != nil {
		return nil, fmt.Errorf("driver: %v: %s", werr, stderr.String())
	}
	return o.parse(trace, len(cmds))
}

func readAll(f *os.File) ([]byte, error) {
	var b bytes.Buffer
	_, err := b.ReadFrom(f)
	return b.Bytes(), err
}

var (
	reLine   = regexp.MustCompile(`^(\d+)\s+(.*)$`)
	reCall   = regexp.MustCompile(`^([a-z0-9_]+)\((.*)\)\s+= (-?\d+|\?)`)
	reStr    = regexp.MustCompile(`"((?:\\x[0-9a-f]{2})*)"`)
	reResume = regexp.MustCompile(`^<\.\.\. ([a-z0-9_]+) resumed>(.*)$`)
)

func unhex(s string) string {
	b, _ := hex.DecodeString(strings.ReplaceAll(s, `\x`, ""))
	return string(b)
}

// proc is a traced process.
type proc struct {
	cmd   int    // index of the command it belongs to, -1 for the driver
	shell bool   // it is a bash (or a fork of one that has not exec'd)
	cwd   string // its working directory
}

// parse reads the trace of one batch.
func (o *oracle) parse(trace []byte, n int) ([]observed, error) {
	obs := make([]observed, n)
	// Pass 1: every call, and who cloned whom. A child's first lines can
	// come before its parent's clone returns.
	type event struct{ pid, call, args, ret string }
	var evs []event
	parent := map[string]string{}
	pending := map[string]string{}
	driver := ""
	childIdx := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(trace))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		m := reLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		pid, rest := m[1], m[2]
		if strings.HasSuffix(rest, "<unfinished ...>") {
			pending[pid] = strings.TrimSuffix(rest, "<unfinished ...>")
			continue
		}
		if r := reResume.FindStringSubmatch(rest); r != nil {
			rest = pending[pid] + r[2]
			delete(pending, pid)
		}
		cm := reCall.FindStringSubmatch(rest)
		if cm == nil {
			continue
		}
		if driver == "" {
			driver = pid
		}
		e := event{pid, cm[1], cm[2], cm[3]}
		switch e.call {
		case "clone", "clone3", "fork", "vfork":
			if e.ret != "?" && !strings.HasPrefix(e.ret, "-") {
				parent[e.ret] = pid
				if pid == driver {
					childIdx[e.ret] = len(childIdx)
				}
			}
		}
		evs = append(evs, e)
	}
	if len(childIdx) != n {
		return nil, fmt.Errorf("trace shows %d commands, want %d", len(childIdx), n)
	}
	procs := map[string]*proc{driver: {cmd: -1, shell: true, cwd: "/"}}
	var lookup func(pid string, depth int) *proc
	lookup = func(pid string, depth int) *proc {
		if p := procs[pid]; p != nil {
			return p
		}
		pp, ok := parent[pid]
		if !ok || depth > 64 {
			return nil
		}
		par := lookup(pp, depth+1)
		if par == nil {
			return nil
		}
		np := &proc{cmd: par.cmd, shell: par.shell, cwd: par.cwd}
		if pp == driver {
			np.cmd, np.shell = childIdx[pid], false // the timeout wrapper
		}
		procs[pid] = np
		return np
	}
	for _, e := range evs {
		pid, call, args, ret := e.pid, e.call, e.args, e.ret
		p := lookup(pid, 0)
		if p == nil {
			continue
		}
		strs := reStr.FindAllStringSubmatch(args, -1)
		str := func(i int) string {
			if i < len(strs) {
				return unhex(strs[i][1])
			}
			return ""
		}
		abs := func(s string) string {
			if path.IsAbs(s) {
				return path.Clean(s)
			}
			return path.Join(p.cwd, s)
		}
		switch call {
		case "clone", "clone3", "fork", "vfork":
			if _, ok := parent[ret]; ok {
				lookup(ret, 0)
			}
		case "execve":
			if ret != "0" {
				continue
			}
			file := str(0)
			if pid == driver {
				continue
			}
			var argv []string
			for i := 1; i < len(strs); i++ {
				argv = append(argv, str(i))
			}
			if p.cmd < 0 || p.cmd >= n {
				continue
			}
			if file == "/usr/bin/timeout" && len(argv) > 4 && argv[4] == "/bin/bash" && !p.shell {
				continue // the driver's per-command wrapper
			}
			isShell := strings.HasSuffix(file, "/bash") || strings.HasSuffix(file, "/sh")
			if file == "/bin/bash" && len(argv) > 3 && argv[1] == "--norc" && argv[3] == "-c" && !p.shell {
				p.shell = true
				continue // the command's own shell
			}
			obs[p.cmd].execs = append(obs[p.cmd].execs, ran{file: file, argv: argv})
			p.shell = isShell
		case "chdir":
			if ret == "0" {
				p.cwd = abs(str(0))
			}
		default:
			if !p.shell || p.cmd < 0 || p.cmd >= n || strings.HasPrefix(ret, "-") {
				continue
			}
			var paths []string
			write := true
			switch call {
			case "open", "creat", "truncate", "unlink", "rmdir", "mkdir":
				paths = []string{str(0)}
				if call == "open" {
					write = !strings.Contains(args, "O_RDONLY")
				}
			case "openat", "unlinkat", "mkdirat":
				if !strings.HasPrefix(args, "AT_FDCWD") {
					continue
				}
				paths = []string{str(0)}
				if call == "openat" {
					if strings.Contains(args, "O_DIRECTORY") {
						continue // a glob reading a directory
					}
					write = !strings.Contains(args, "O_RDONLY")
				}
			default: // rename, link, symlink and their *at forms
				paths = []string{str(0), str(1)}
			}
			for _, s := range paths {
				a := abs(s)
				if o.ignored(a) {
					continue
				}
				obs[p.cmd].files = append(obs[p.cmd].files, touched{path: a, write: write, call: call})
			}
		}
	}
	return obs, nil
}

// ignored are files bash opens on its own: the loader, locale and user
// database, devices, and the temporary files of here-documents.
func (o *oracle) ignored(p string) bool {
	for _, pre := range []string{"/lib/", "/lib64/", "/usr/lib/", "/usr/share/", "/etc/ld.so", "/dev/", "/proc/", "/sys/", o.tmp + "/"} {
		if strings.HasPrefix(p, pre) {
			return true
		}
	}
	switch p {
	case "/etc/nsswitch.conf", "/etc/passwd", "/etc/group", "/etc/localtime", "/etc/inputrc", "/dev/null":
		return true
	}
	return false
}

// differ compares what bash did with what Decompose reported, and returns
// the disagreements, none when Decompose left any part unresolved.
func (o *oracle) differ(command string, ob observed) []string {
	segs := Decompose(command, o.proj, map[string]string{"HOME": o.home})
	for _, s := range segs {
		if !s.Resolved {
			return nil
		}
	}
	var out []string
	for _, r := range ob.execs {
		if !o.covered(r, segs) {
			out = append(out, fmt.Sprintf("bash ran %s %q, not a segment", r.file, r.argv))
		}
	}
	for _, f := range ob.files {
		if !o.reported(f, segs) {
			kind := "read"
			if f.write {
				kind = "wrote"
			}
			out = append(out, fmt.Sprintf("bash %s %s (%s), not a path of any segment", kind, f.path, f.call))
		}
	}
	return out
}

// covered reports whether a segment stands for the program bash ran: the
// same name, found where bash would look it up with the PATH it started
// with, and the same words wherever the segment knows them.
func (o *oracle) covered(r ran, segs []Segment) bool {
	for _, s := range segs {
		for _, w := range s.Wrappers {
			if len(w) > 0 && !strings.Contains(w[0], "/") && path.Join(o.stub, w[0]) == r.file &&
				len(r.argv) >= len(w) && slices.Equal(r.argv[1:len(w)], w[1:]) {
				return true
			}
		}
		if len(s.Argv) == 0 || s.Argv[0].Dynamic {
			continue
		}
		a0 := s.Argv[0].Value
		want := a0
		if !strings.Contains(a0, "/") {
			want = path.Join(o.stub, a0)
		} else if !path.IsAbs(a0) {
			if s.Cwd == "" {
				want = r.file
			} else {
				want = path.Join(s.Cwd, a0)
			}
		}
		if want != r.file {
			continue
		}
		if len(r.argv) > 0 && progName(r.argv[0]) != s.Program && r.argv[0] != a0 {
			continue
		}
		ws := s.Argv[1:]
		if slices.Contains(s.Nesting, "xargs") || slices.ContainsFunc(s.Wrappers, func(w []string) bool { return len(w) > 0 && w[0] == "xargs" }) {
			// xargs appends the words it reads; the segment stands for
			// its own words followed by any.
			ws = append(slices.Clone(ws), Word{Dynamic: true})
		}
		if sameWords(ws, r.argv[min(1, len(r.argv)):], s.Cwd) {
			return true
		}
	}
	return false
}

// sameWords matches literal words exactly; a dynamic word stands for any
// number of words (it may split or glob, or vanish).
func sameWords(ws []Word, argv []string, cwd string) bool {
	if len(ws) == 0 {
		return len(argv) == 0
	}
	if ws[0].Dynamic {
		for k := 0; k <= len(argv); k++ {
			if sameWords(ws[1:], argv[k:], cwd) {
				return true
			}
		}
		return false
	}
	return len(argv) > 0 && (argv[0] == ws[0].Value || tildeMatch(ws[0].Value, argv[0], cwd)) && sameWords(ws[1:], argv[1:], cwd)
}

// tildeMatch reports whether a literal word with a leading tilde is the
// value bash gave it: ~ is the oracle's home, ~+ the working directory.
func tildeMatch(w, got, cwd string) bool {
	// An argument that looks like an assignment gets tilde expansion
	// after the = and after each : too; Decompose keeps every tilde as
	// written, as it does for a leading one.
	if name, val, ok := strings.Cut(w, "="); ok && isName(name) && strings.HasPrefix(got, name+"=") {
		ws, gs := strings.Split(val, ":"), strings.Split(got[len(name)+1:], ":")
		if len(ws) == len(gs) {
			same := true
			for i := range ws {
				if ws[i] != gs[i] && !tildeMatch(ws[i], gs[i], cwd) {
					same = false
				}
			}
			if same {
				return true
			}
		}
	}
	switch {
	case w == "~" || strings.HasPrefix(w, "~/"):
		return oracleOnce.o != nil && got == oracleOnce.o.home+w[1:]
	case w == "~+" || strings.HasPrefix(w, "~+/"):
		return cwd == "" || got == cwd+w[2:]
	case w == "~-" || strings.HasPrefix(w, "~-/"):
		return true // OLDPWD: not known to the oracle
	case strings.HasPrefix(w, "~"):
		name, rest, _ := strings.Cut(w[1:], "/")
		u, err := user.Lookup(name)
		if err != nil {
			return got == w // no such user: bash leaves the word alone
		}
		if rest != "" {
			return got == u.HomeDir+"/"+rest
		}
		return got == u.HomeDir
	}
	return false
}

// reported reports whether some segment names the file bash touched.
func (o *oracle) reported(f touched, segs []Segment) bool {
	for _, s := range segs {
		for _, p := range s.Paths {
			if p.Dynamic || s.Cwd == "" {
				return true
			}
			q := p.Path
			switch {
			case q == "~" || strings.HasPrefix(q, "~/"):
				q = o.home + q[1:]
			case q == "~+" || strings.HasPrefix(q, "~+/"):
				q = s.Cwd + q[2:]
			case strings.HasPrefix(q, "~"):
				return true // ~- and ~user: the floor expands them; OLDPWD is not known here
			}
			if !path.IsAbs(q) {
				q = path.Join(s.Cwd, q)
			}
			if path.Clean(q) == f.path {
				return true
			}
		}
	}
	return false
}

// TestOracleCases runs hand-written cases through the oracle: each must
// agree with Decompose, and each states whether bash runs the payload, so
// a broken oracle that sees nothing fails too.
func TestOracleCases(t *testing.T) {
	o := newOracle(t)
	tests := []struct {
		name string
		cmd  string
		runs []string // programs bash must be seen to run
	}{
		{"plain", "pga x", []string{"pga"}},
		{"list", "pga; pgb & wait; pgc", []string{"pga", "pgb", "pgc"}},
		{"subst", `echo "$(pga)" $(pgb) > /dev/null`, []string{"pga", "pgb"}},
		{"procsubst", "cat <(git log -1)", []string{"cat", "git"}},
		{"redirect", "pga > out.txt 2>> err.log < file", []string{"pga"}},
		{"bash_c", `bash -c 'pga; sh -c "pgb"'`, []string{"bash", "pga", "sh", "pgb"}},
		{"alias_snapshot", "alias x=pga\nx", nil},
		{"commit_heredoc", "git commit -m \"$(cat <<'EOF'\nfix (a); b\nEOF\n)\"", []string{"git", "cat"}},
		{"heredoc_subst_expands", "echo \"$(cat <<EOF\n$(pga)\nEOF\n)\"", []string{"pga", "cat"}},
		// An interpreter's here-document: a literal body is code bash
		// does not run; one with expansions runs them first.
		{"heredoc_interp_expands", "python3 <<EOF\nprint('$(pga)')\nEOF", []string{"pga", "python3"}},
		{"heredoc_interp_literal", "python3 <<'EOF'\nprint('$(pga)')\nEOF", []string{"python3"}},
		{"herestring_interp", "node <<< 'console.log(\"$(pga)\")'", []string{"node"}},
		{"brace_null_field", "{pga,}", []string{"pga"}},
		{"arith_quote", `echo $(( '$(rm -rf ~)' ))`, nil},
		{"param_squote", `echo "${x:-'$(rm -rf ~)'}"`, nil},
	}
	var cmds []string
	for _, tt := range tests {
		cmds = append(cmds, tt.cmd)
	}
	obs := o.run(t, cmds)
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range obs[i].execs {
				got = append(got, path.Base(r.file))
			}
			for _, p := range tt.runs {
				if !slices.Contains(got, p) {
					t.Errorf("oracle: bash ran %v, want %s among them", got, p)
				}
			}
			for _, d := range o.differ(tt.cmd, obs[i]) {
				t.Errorf("%q: %s", tt.cmd, d)
			}
		})
	}
}
