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

// TestDifferentialRoles runs the real programs (git, sed, awk, tar, make,
// ssh, npm where installed) with options that run commands or write
// files, under a PATH where those commands are recorder scripts (pga …
// pgf) that log their name and pass their input through. It checks that
// every recorder that ran is a program Decompose reported as a command of
// its own (Hidden: an allow of the outer command does not approve it), and
// that every file the command created is a path Decompose reported
// written.
func TestDifferentialRoles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs real programs; skipped with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	work := filepath.Join(dir, "work")
	for _, d := range []string{bin, work} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A recorder logs its name, then copies stdin to stdout so that it
	// can stand for a compressor, a pager or a filter.
	const recorder = "#!/bin/sh\nprintf '%s\\n' \"${0##*/}\" >> \"$PGLOG\"\ncat > /dev/null 2>&1 < /dev/null || true\n"
	const filter = "#!/bin/sh\nprintf '%s\\n' \"${0##*/}\" >> \"$PGLOG\"\nexec cat\n"
	for _, name := range []string{"pga", "pgb", "pgc", "pgd", "pge"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte(recorder), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(bin, "pgf"), []byte(filter), 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(work, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("file", "a\nb\n")
	write("attrs", "file diff=txt\n")
	write("attrs2", "file filter=f\n")
	write("Makefile", "all:\n\t@true\n")
	write("package.json", `{"name":"x","version":"1.0.0","scripts":{"t":"true"}}`)

	env := []string{"PATH=" + bin + ":/usr/bin:/bin", "HOME=" + dir, "PGLOG=" + filepath.Join(dir, "log"),
		"GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t",
		"GIT_COMMITTER_EMAIL=t@t", "LC_ALL=C"}
	run := func(t *testing.T, cmd string) string {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		c := exec.CommandContext(ctx, bash, "-c", cmd)
		c.Dir, c.Env = work, env
		out, _ := c.CombinedOutput()
		return string(out)
	}
	if _, err := exec.LookPath("git"); err == nil {
		if out := run(t, "git init -q . && git add file && git commit -qm x && printf 'c\\n' >> file && tar -cf a.tar file"); strings.Contains(out, "fatal") {
			t.Fatalf("git setup: %s", out)
		}
	}

	tests := []struct {
		name, need, cmd string
	}{
		{"git_alias", "git", `git -c alias.x='!pga' x`},
		{"git_diff_external", "git", `git -c diff.external=pga diff`},
		{"git_external_diff_env", "git", `GIT_EXTERNAL_DIFF=pgb git diff`},
		{"git_ssh_command", "git", `git -c core.sshCommand=pgc fetch -q ssh://h/x 2>/dev/null`},
		{"git_ssh_command_env", "git", `GIT_SSH_COMMAND=pgd git ls-remote ssh://h/x 2>/dev/null`},
		{"git_difftool_x", "git", `git difftool -y -x pge`},
		{"git_diff_output", "git", `git diff --output=diff.out`},
		{"git_textconv", "git", `git -c diff.txt.textconv=pgf -c core.attributesFile=attrs diff`},
		{"git_config_count", "git", `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.y GIT_CONFIG_VALUE_0='!pga' git y`},
		{"sed_e", "sed", `sed -n '1e pgb' file`},
		{"sed_w", "sed", `sed -n 'w sed.out' file`},
		{"sed_s_w", "sed", `sed -n 's/a/b/w sed2.out' file`},
		{"awk_system", "awk", `awk 'BEGIN{system("pgc")}'`},
		{"awk_pipe", "awk", `awk 'BEGIN{print "x" | "pgd"}'`},
		{"awk_getline", "awk", `awk 'BEGIN{"pge" | getline x}'`},
		{"awk_print_file", "awk", `awk 'BEGIN{print "x" > "awk.out"}'`},
		{"tar_to_command", "tar", `tar --to-command=pga -xf a.tar`},
		{"tar_compress_program", "tar", `tar -I pgf -cf b.tar file`},
		{"tar_checkpoint_exec", "tar", `tar --checkpoint=1 --checkpoint-action=exec=pgb -cf c.tar file`},
		{"make_shell", "make", `make SHELL=pgc`},
		{"ssh_proxy_command", "ssh", `ssh -o ProxyCommand=pgd -o BatchMode=yes h true 2>/dev/null`},
		{"npm_script_shell", "npm", `npm run t --script-shell=pge --silent 2>/dev/null`},
		{"find_exec", "find", `find . -name file -exec pga {} \;`},
		{"git_fsmonitor", "git", `git -c core.fsmonitor=pgb status -s`},
		{"git_filter_clean", "git", `git -c filter.f.clean=pgf -c core.attributesFile=attrs2 diff --stat`},
		{"git_editor_env", "git", `GIT_EDITOR=pgc git commit -q -a`},
		// Options the coverage of the installed programs' help added.
		{"git_fast_export_marks", "git", `git fast-export --export-marks=marks.out HEAD >/dev/null`},
		{"git_archive_output", "git", `git archive -o arch.tar HEAD`},
		{"tar_index_file", "tar", `tar --index-file=idx.out -cvf d.tar file`},
		{"tar_listed_incremental", "tar", `tar -g snap.out -cf e.tar file`},
		{"curl_trace", "curl", `curl -s --trace tr.out file:///dev/null`},
		{"curl_stderr_libcurl", "curl", `curl -s --stderr err.out --libcurl src.c file:///dev/null`},
		{"curl_etag_save", "curl", `curl -s --etag-save etag.out file:///dev/null`},
		{"scp_sftp_server", "scp", `scp -D pgd file h:x 2>/dev/null`},
		{"zip_logfile", "zip", `zip -q -lf zip.log z.zip file`},
		{"zip_output_file", "zip", `zip -q z2.zip file && zip -q -O z3.zip z2.zip file`},
		{"wget_output_file", "wget", `wget -q -o wget.log http://127.0.0.1:1/`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := exec.LookPath(tc.need); err != nil {
				t.Skipf("%s not found", tc.need)
			}
			os.Remove(filepath.Join(dir, "log"))
			before := listDir(t, work)
			out := run(t, tc.cmd)
			logged, _ := os.ReadFile(filepath.Join(dir, "log"))
			ran := strings.Fields(string(logged))
			created := slices.DeleteFunc(listDir(t, work), func(f string) bool { return slices.Contains(before, f) })
			if len(ran) == 0 && len(created) == 0 {
				t.Fatalf("%s ran nothing and wrote nothing: the case tests nothing (output %q)", tc.cmd, out)
			}
			segs := Decompose(tc.cmd, work, map[string]string{"HOME": dir})
			var reported, written []string
			for _, s := range segs {
				if len(s.Argv) > 0 && s.Hidden || s.Program == "find" {
					reported = append(reported, progName(s.Argv[0].Value))
				}
				for _, w := range s.Argv {
					if s.Program == "find" && strings.HasPrefix(w.Value, "pg") {
						reported = append(reported, w.Value)
					}
				}
				for _, p := range s.Paths {
					if p.Access&Write != 0 {
						written = append(written, filepath.Base(p.Path))
					}
				}
			}
			for _, r := range ran {
				if !slices.Contains(reported, r) {
					t.Errorf("%s ran %s, which Decompose did not report as a command of its own (reported %q)", tc.cmd, r, reported)
				}
			}
			for _, f := range created {
				if !slices.Contains(written, f) {
					t.Errorf("%s wrote %s, which Decompose did not report (writes %q)", tc.cmd, f, written)
				}
			}
		})
	}
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}
