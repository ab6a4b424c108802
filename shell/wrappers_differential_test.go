package shell

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDifferentialWrappers runs the real wrappers (timeout, nice, env,
// sudo, su, strace, flock, script …, each where installed) around
// recorder scripts that log their name and arguments to a fixed file, so
// that a wrapper resetting the environment or PATH (sudo, su) still
// leaves a trace. It checks that the commands Decompose reports the
// wrapper to run are exactly the ones that ran, with the same arguments
// (an option value taken for the command, or the command taken for a
// value, would shift them), and that every file the command created is
// a path Decompose reported written. Options are spelt every way the
// program takes them: separate and attached values, bundles, "=",
// abbreviations, "--".
func TestDifferentialWrappers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs real programs; skipped with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	dir, bin := stubDirs(t)
	work := filepath.Join(dir, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "log")
	// The line is written by one printf, one write(2) to a file opened
	// for appending: two recorders running at once (strace -o '|pgb'
	// runs its pipe's reader beside the traced program) cannot
	// interleave their lines.
	rec := "#!/bin/sh\nline=\"${0##*/}\"\nfor a in \"$@\"; do line=\"$line $a\"; done\nprintf '%s\\n' \"$line\" >> " + log + "\n"
	for _, n := range []string{"pga", "pgb", "pgc"} {
		if err := os.WriteFile(filepath.Join(bin, n), []byte(rec), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(work, "lk"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	root := os.Getuid() == 0
	// A recorder by its absolute path, for the wrappers that reset PATH.
	abs := func(n string) string { return filepath.Join(bin, n) }
	tests := []struct {
		name, need, cmd string
		root            bool // the wrapper needs root here (sudo, su, chroot, namespaces)
	}{
		{"timeout", "timeout", `timeout -s KILL 5 pga a`, false},
		{"timeout_abbrev_separate", "timeout", `timeout --sig KILL --kill 1 5 pga b c`, false},
		{"timeout_attached", "timeout", `timeout -k1 -sKILL --preserve 5 pga -x`, false},
		{"timeout_dashdash", "timeout", `timeout -v -- 5 pga -- d`, false},
		{"nice_n", "nice", `nice -n 5 pga a`, false},
		{"nice_numeric", "nice", `nice -5 pga -n 3`, false},
		{"nice_abbrev", "nice", `nice --adj 2 pga; nice --adjustment=2 pgb`, false},
		{"nohup", "nohup", `nohup pga a > /dev/null 2>&1`, false},
		{"stdbuf", "stdbuf", `stdbuf -o L -e0 pga a; stdbuf --outp L -i 0 pgb`, false},
		{"env", "env", `env -u HOME -C . PGX=1 pga a; env --chd . -i ` + abs("pgb") + `; env - ` + abs("pgc"), false},
		{"env_split", "env", `env -S 'pga s t' u; env -vS'pgb v' 2>/dev/null`, false},
		{"time_output", "/usr/bin/time", `/usr/bin/time -o t.out pga a; /usr/bin/time -ao t2.out -f %e pgb; /usr/bin/time --out=t3.out --verb pgc`, false},
		{"setsid", "setsid", `setsid -w pga a; setsid --wait --fork pgb`, false},
		{"ionice", "ionice", `ionice -c 3 pga a; ionice -c2 -n7 pgb; ionice --class 3 -t pgc`, false},
		{"taskset", "taskset", `taskset 1 pga a; taskset -c 0 pgb; taskset --cpu-list 0 pgc`, false},
		{"chrt", "chrt", `chrt -o 0 pga a; chrt --other 0 pgb; chrt -b 0 pgc`, false},
		{"prlimit", "prlimit", `prlimit --nofile=1024 pga a; prlimit -n1024:1024 pgb; prlimit --cpu=100 -- pgc`, false},
		{"flock", "flock", `flock lk pga a; flock -w 1 lk pgb; flock lk -c 'pgc c'`, false},
		{"flock_options", "flock", `flock -n -E 3 --verb lk pga 2>/dev/null; flock -sw1 lk pgb`, false},
		{"script_c", "script", `script -qc 'pga a' /dev/null; script -q -c 'pgb b' s.out`, false},
		{"script_log", "script", `script -qe -O s2.out -c pga; script -q --log-timing=s3.tm -c pgb /dev/null`, false},
		{"strace", "strace", `strace -o st.out pga a; strace -f -e trace=none pgb; strace -qq -s 10 -e trace=none -- pgc 2>/dev/null`, false},
		{"strace_output_long", "strace", `strace --output=st2.out -e trace=none pga; strace -fo st3.out pgb`, false},
		{"strace_pipe", "strace", `strace -o '|pgb' -e trace=none pga`, false},
		{"ltrace", "ltrace", `ltrace -o lt.out sh -c 'pga a'; ltrace -f -s 10 -o lt2.out -- sh -c pgb`, false},
		{"valgrind", "valgrind", `valgrind -q --log-file=vg.out --trace-children=no pga a`, false},
		{"fakeroot", "fakeroot", `fakeroot pga a; fakeroot -u -- pgb; fakeroot -s fr.state pgc`, false},
		{"dbus_run_session", "dbus-run-session", `dbus-run-session -- pga a; dbus-run-session pgb 2>/dev/null`, false},
		{"proxychains", "proxychains4", `proxychains4 -q pga a; proxychains4 -q -f /etc/proxychains4.conf pgb`, false},
		{"torsocks", "torsocks", `torsocks -q pga a; torsocks -u x -p y -q pgb`, false},
		{"numactl", "numactl", `numactl --localalloc pga a 2>/dev/null; numactl -l pgb 2>/dev/null`, false},
		{"unbuffer", "unbuffer", `unbuffer pga a; echo | unbuffer -p pgb`, false},
		{"parallel", "parallel", `parallel --will-cite pga {} ::: a b; parallel --will-cite -j2 -k pgb ::: c`, false},
		{"parallel_files", "parallel", `parallel --will-cite --jobs 1 --joblog jl.out pga ::: a; parallel --will-cite --res res.d --tmpd . pgb ::: b`, false},
		{"firejail", "firejail", `firejail --quiet --noprofile pga a; firejail --quiet --noprofile --output=fj.out -- pgb b`, false},
		{"command_exec", "bash", `command pga a; command -p ` + abs("pgb") + ` b; (exec pgc c)`, false},
		{"trap", "bash", `trap 'pga t' EXIT; true`, false},
		{"chroot", "chroot", `chroot --skip-chdir / ` + abs("pga") + ` a; chroot --userspec=0:0 / ` + abs("pgb") + ` b`, true},
		{"unshare", "unshare", `unshare -m pga a; unshare --uts --wd=. pgb 2>/dev/null`, true},
		{"nsenter", "nsenter", `nsenter -t $$ -u pga a; nsenter --target="$$" --uts -- pgb`, true},
		{"sudo", "sudo", `sudo -u root ` + abs("pga") + ` a; sudo -nu root ` + abs("pgb") + ` b; sudo --us root -- ` + abs("pgc") + ` c`, true},
		{"sudo_env", "sudo", `sudo -E -H PGX=1 ` + abs("pga") + ` a; sudo -g root -p x ` + abs("pgb"), true},
		{"su", "su", `su root -c '` + abs("pga") + ` a'; su -c '` + abs("pgb") + ` b' root; su root -- -c '` + abs("pgc") + ` c'`, true},
		{"su_shell", "su", `su -s /bin/sh root -c '` + abs("pga") + ` a'; su - root -c '` + abs("pgb") + `'`, true},
		{"runuser", "runuser", `runuser -u root -- ` + abs("pga") + ` a; runuser -u root ` + abs("pgb") + `; runuser root -c '` + abs("pgc") + ` c'`, true},
	}
	env := []string{"PATH=" + bin + ":/usr/bin:/bin:/usr/sbin:/sbin", "HOME=" + dir, "LC_ALL=C"}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := exec.LookPath(tc.need); err != nil {
				t.Skipf("%s not found", tc.need)
			}
			if tc.root && !root {
				t.Skip("needs root")
			}
			os.Remove(log)
			before := listDir(t, work)
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			c := exec.CommandContext(ctx, bash, "-c", tc.cmd)
			c.Dir, c.Env = work, env
			out, _ := c.CombinedOutput()
			data, _ := os.ReadFile(log)
			ran := strings.Split(strings.TrimSpace(string(data)), "\n")
			if len(data) == 0 {
				t.Fatalf("%s ran no recorder: the case tests nothing (output %q)", tc.cmd, out)
			}
			segs := Decompose(tc.cmd, work, map[string]string{"HOME": dir})
			var reported, written []string
			for _, s := range segs {
				for _, p := range s.Paths {
					if p.Access&Write != 0 {
						written = append(written, filepath.Base(p.Path))
					}
				}
				if !strings.HasPrefix(s.Program, "pg") {
					continue
				}
				words := []string{s.Program}
				for _, w := range s.Argv[1:] {
					words = append(words, w.Value)
				}
				reported = append(reported, strings.Join(words, " "))
			}
			slices.Sort(ran)
			slices.Sort(reported)
			if !slices.Equal(ran, reported) {
				t.Errorf("%s ran %q; Decompose reported %q", tc.cmd, ran, reported)
			}
			created := slices.DeleteFunc(listDir(t, work), func(f string) bool { return slices.Contains(before, f) })
			for _, f := range created {
				if !slices.Contains(written, f) {
					t.Errorf("%s wrote %s, which Decompose did not report (writes %q)", tc.cmd, f, written)
				}
			}
		})
	}
}
