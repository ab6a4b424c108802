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
// its own (Hidden: an allow of the outer command does not approve it),
// that every file the command created is a path Decompose reported
// written, and, where strace is installed, that every file of the work
// directory it opened is a path Decompose reported with that access (the
// tree git, make and npm work on aside, and names only run time gives a
// command Decompose left unresolved).
func TestDifferentialRoles(t *testing.T) {
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
	// A recorder logs its name and stands for a compressor or a pager; pgf
	// also copies stdin to stdout, a filter.
	writeRecorders(t, bin, "cat > /dev/null 2>&1 < /dev/null || true\n", "pga", "pgb", "pgc", "pgd", "pge")
	writeRecorders(t, bin, "exec cat\n", "pgf")
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
	write("list", "file\n")
	write("nulls", "/dev/null\n")
	write("curlrc", "url = \"file:///dev/null\"\n")
	write("urls", "http://127.0.0.1:1/\n")
	write("script.sed", "p\n")
	write("prog.awk", "{print}\n")
	write("envf", "A=1\n")
	write("labels", "l=1\n")
	write("orig", "a\nb\n")
	write("names", "orig\n")
	write("p.diff", "--- orig\n+++ orig\n@@ -1,2 +1,2 @@\n a\n-b\n+B\n")

	path := bin + ":/usr/bin:/bin"
	if d, err := exec.LookPath("docker"); err == nil {
		path += ":" + filepath.Dir(d) // docker is often installed outside /usr/bin
	}
	env := []string{"PATH=" + path, "HOME=" + dir, "PGLOG=" + filepath.Join(dir, "log"),
		"GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t",
		"GIT_COMMITTER_EMAIL=t@t", "LC_ALL=C"}
	strace, _ := exec.LookPath("strace")
	trace := filepath.Join(dir, "trace")
	run := func(t *testing.T, cmd string) string {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		c := exec.CommandContext(ctx, bash, "-c", cmd)
		if strace != "" {
			// What the command opens, for the check of reads and writes.
			c = exec.CommandContext(ctx, strace, "-f", "-qq", "-e", "trace=open,openat,creat", "-o", trace, bash, "-c", cmd)
		}
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
		tree            bool // reads of the files set up here are the program's own (git, make, npm)
	}{
		{"git_alias", "git", `git -c alias.x='!pga' x`, true},
		{"git_diff_external", "git", `git -c diff.external=pga diff`, true},
		{"git_external_diff_env", "git", `GIT_EXTERNAL_DIFF=pgb git diff`, true},
		{"git_ssh_command", "git", `git -c core.sshCommand=pgc fetch -q ssh://h/x 2>/dev/null`, true},
		{"git_ssh_command_env", "git", `GIT_SSH_COMMAND=pgd git ls-remote ssh://h/x 2>/dev/null`, true},
		{"git_difftool_x", "git", `git difftool -y -x pge`, true},
		{"git_diff_output", "git", `git diff --output=diff.out`, true},
		{"git_textconv", "git", `git -c diff.txt.textconv=pgf -c core.attributesFile=attrs diff`, true},
		{"git_config_count", "git", `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.y GIT_CONFIG_VALUE_0='!pga' git y`, true},
		{"sed_e", "sed", `sed -n '1e pgb' file`, false},
		{"sed_w", "sed", `sed -n 'w sed.out' file`, false},
		{"sed_s_w", "sed", `sed -n 's/a/b/w sed2.out' file`, false},
		{"awk_system", "awk", `awk 'BEGIN{system("pgc")}'`, false},
		{"awk_pipe", "awk", `awk 'BEGIN{print "x" | "pgd"}'`, false},
		{"awk_getline", "awk", `awk 'BEGIN{"pge" | getline x}'`, false},
		{"awk_print_file", "awk", `awk 'BEGIN{print "x" > "awk.out"}'`, false},
		{"tar_to_command", "tar", `tar --to-command=pga -xf a.tar`, false},
		{"tar_compress_program", "tar", `tar -I pgf -cf b.tar file`, false},
		{"tar_checkpoint_exec", "tar", `tar --checkpoint=1 --checkpoint-action=exec=pgb -cf c.tar file`, false},
		{"make_shell", "make", `make SHELL=pgc`, true},
		{"ssh_proxy_command", "ssh", `ssh -o ProxyCommand=pgd -o BatchMode=yes h true 2>/dev/null`, false},
		{"npm_script_shell", "npm", `npm run t --script-shell=pge --silent 2>/dev/null`, true},
		{"npm_exec_call", "npm", `npm exec --offline -c pgb 2>/dev/null`, true},
		{"npm_logs_dir", "npm", `npm run t --silent --logs-dir=npmlogs 2>/dev/null`, true},
		{"git_tar_command", "git", `git -c tar.tgz.command=pgf archive --format=tgz -o arch.tgz HEAD`, true},
		{"git_trace_file", "git", `GIT_TRACE=$PWD/trace.out git status -s`, true},
		{"find_exec", "find", `find . -name file -exec pga {} \;`, false},
		{"git_fsmonitor", "git", `git -c core.fsmonitor=pgb status -s`, true},
		{"git_filter_clean", "git", `git -c filter.f.clean=pgf -c core.attributesFile=attrs2 diff --stat`, true},
		{"git_editor_env", "git", `GIT_EDITOR=pgc git commit -q -a`, true},
		// Options the coverage of the installed programs' help added.
		{"git_fast_export_marks", "git", `git fast-export --export-marks=marks.out HEAD >/dev/null`, true},
		{"git_archive_output", "git", `git archive -o arch.tar HEAD`, true},
		{"tar_index_file", "tar", `tar --index-file=idx.out -cvf d.tar file`, false},
		{"tar_listed_incremental", "tar", `tar -g snap.out -cf e.tar file`, false},
		{"curl_trace", "curl", `curl -s --trace tr.out file:///dev/null`, false},
		{"curl_stderr_libcurl", "curl", `curl -s --stderr err.out --libcurl src.c file:///dev/null`, false},
		{"curl_etag_save", "curl", `curl -s --etag-save etag.out file:///dev/null`, false},
		{"scp_sftp_server", "scp", `scp -D pgd file h:x 2>/dev/null`, false},
		{"zip_logfile", "zip", `zip -q -lf zip.log z.zip file`, false},
		{"zip_output_file", "zip", `zip -q z2.zip file && zip -q -O z3.zip z2.zip file`, false},
		{"wget_output_file", "wget", `wget -q -o wget.log http://127.0.0.1:1/`, false},
		// Reads and writes through option values and operands.
		{"tar_files_from", "tar", `tar -T list -cf f.tar`, false},
		{"tar_exclude_from", "tar", `tar -X list -cf g.tar file`, false},
		{"curl_config", "curl", `curl -s -K curlrc -o curl.out`, false},
		{"wget_input_file", "wget", `wget -q -i urls -o wget2.log`, false},
		{"sed_script_file", "sed", `sed -n -f script.sed file > /dev/null; sed -i.bak -n p file`, false},
		{"awk_program_file", "awk", `awk -f prog.awk file > awk2.out`, false},
		{"find_fprint", "find", `find . -name file -fprint fp.out`, false},
		{"xargs_arg_file", "xargs", `xargs -a nulls cat > xargs.out`, false},
		{"cp_operands", "cp", `cp file cp.out && cp -t sub file 2>/dev/null; mkdir -p sub && cp -t sub file`, false},
		{"mv_operands", "mv", `cp file mv.in && mv mv.in mv.out`, false},
		{"ln_operands", "ln", `ln -s file ln.out`, false},
		{"tee_operands", "tee", `tee tee.out < file > /dev/null`, false},
		{"truncate_reference", "truncate", `truncate -r file trunc.out`, false},
		{"install_operands", "install", `install -m 644 file inst.out`, false},
		{"dd_operands", "dd", `dd if=file of=dd.out 2>/dev/null`, false},
		{"zip_operands", "zip", `zip -q z4.zip file list`, false},
		{"rsync_rsh", "rsync", `rsync -q -e pga file h:x 2>/dev/null`, false},
		{"rsync_log_file", "rsync", `rsync -q --log-file=rs.log file rs.out`, false},
		{"rsync_backup_dir", "rsync", `rsync -q file rs2.out && rsync -q -b --backup-dir=bk list rs2.out`, false},
		{"rsync_files_from", "rsync", `rsync -q --files-from=list . rsd`, false},
		// docker's client reads and writes these before it reaches a daemon.
		{"docker_run_files", "docker", `docker --config dcfg context create dd --docker host=unix:///nonexistent >/dev/null 2>&1; ` +
			`docker --config dcfg --context dd run --env-file envf --label-file labels --cidfile cid.out alpine true 2>/dev/null`, false},
		{"kubectl_kubeconfig", "kubectl", `kubectl config set-cluster c --server=https://127.0.0.1:1 --kubeconfig kc.out >/dev/null`, false},
		{"npx_call", "npx", `npx --offline -c pgc 2>/dev/null`, true},
		{"unzip_dest", "unzip", `zip -q z5.zip file && unzip -q -o -d unz z5.zip`, false},
		{"rg_pre", "rg", `rg --pre pga -q a file; true`, false},
		{"split_filter", "split", `split -l 1 --filter=pgb file`, false},
		{"bat_pager", "batcat", `batcat --paging=always --pager=pgc file`, false},
		{"ag_pager", "ag", `ag --pager pgd a file`, false},
		{"sdiff_diff_program", "sdiff", `sdiff --diff-program=pge file list; true`, false},
		{"jq_rawfile", "jq", `jq -n --rawfile a list '$a' > jq.out`, false},
		{"jq_args", "jq", `jq . package.json --args names orig > jq2.out`, false},
		{"date_file", "date", `date -f list > date.out 2>/dev/null; true`, false},
		{"patch_output", "patch", `patch -s -o patch.out orig p.diff`, false},
		{"tree_output", "tree", `tree -o tree.out .`, false},
		{"zstd_output", "zstd", `zstd -q -o zst.out file`, false},
		{"zstd_bundled_output", "zstd", `zstd -qfo zst2.out file`, false},
		{"xxd_outfile", "xxd", `xxd file xxd.out`, false},
		{"iconv_output", "iconv", `iconv -f utf-8 -t utf-8 -o iconv.out file`, false},
		{"file_files_from", "file", `file -f names > file.out`, false},
		{"mkfifo_operand", "mkfifo", `mkfifo fifo.out`, false},
		{"sha256sum_check", "sha256sum", `sha256sum orig > sums && sha256sum -c sums > sum.out`, false},
		{"yq_in_place", "yq", `cp list y.yaml && yq -y -i . y.yaml`, false},
		{"xz_keep", "xz", `xz -k orig`, false},
		{"xz_decompress", "xz", `cp orig o2 && xz o2 && xz -d o2.xz`, false},
		{"bzip2_pair", "bzip2", `cp orig o3 && bzip2 -k o3 && bunzip2 -f o3.bz2`, false},
		{"zstd_decompress", "zstd", `zstd -q -k -o o4.zst orig && zstd -q -d o4.zst`, false},
		{"gzip_suffix", "gzip", `cp orig o5 && gzip -S .q o5`, false},
	}
	setup := listDir(t, work) // the tree the cases work on
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
			if strace == "" {
				return
			}
			var read []string
			for _, s := range segs {
				for _, p := range s.Paths {
					if p.Access&Read != 0 {
						read = append(read, filepath.Base(p.Path))
					}
				}
			}
			after := listDir(t, work)
			ops := opened(t, trace, work)
			t.Logf("opened in the work directory: %v", ops)
			unresolved := false
			for _, s := range segs {
				unresolved = unresolved || !s.Resolved
			}
			for _, o := range ops {
				switch {
				case o.write && !slices.Contains(written, o.name):
					if !slices.Contains(after, o.name) && len(written) > 0 {
						continue // a temporary file beside the archive it builds (zip's ziXXXXXX)
					}
					t.Errorf("%s opened %s for writing, which Decompose did not report (writes %q)", tc.cmd, o.name, written)
				case !o.write && !slices.Contains(read, o.name) && !slices.Contains(written, o.name):
					if tc.tree && slices.Contains(setup, o.name) {
						continue // git, make and npm read the tree they work on by design
					}
					if unresolved && !slices.Contains(strings.Fields(tc.cmd), o.name) {
						// A name only run time gives (in tar -T's list), and
						// pregate says it cannot know: never allowed.
						continue
					}
					t.Errorf("%s read %s, which Decompose did not report (reads %q)", tc.cmd, o.name, read)
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

// open is a file in the work directory a traced command opened.
type open struct {
	name  string // its name in the work directory
	write bool
}

// opened reads an strace -e trace=open,openat,creat log for the files
// directly in dir that were opened successfully (directories left out),
// and whether for writing.
func opened(t *testing.T, trace, dir string) []open {
	t.Helper()
	data, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	var out []open
	// Under strace -f a call another thread interrupts is split in two
	// lines, "PID openat(... <unfinished ...>" and later "PID <... openat
	// resumed>) = RESULT"; put them back together so the result (a failed
	// open of a file that is not there) is judged with its path.
	pending := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		pid, rest, _ := strings.Cut(line, " ")
		if head, ok := strings.CutSuffix(rest, " <unfinished ...>"); ok {
			pending[pid] = head
			continue
		}
		if strings.HasPrefix(rest, "<... ") {
			head, ok := pending[pid]
			if !ok {
				continue
			}
			delete(pending, pid)
			_, tail, _ := strings.Cut(rest, " resumed>")
			line = pid + " " + head + tail
		}
		i := strings.Index(line, "\"")
		j := strings.LastIndex(line, "\"")
		if i < 0 || j <= i || strings.Contains(line, "= -1") || strings.Contains(line, "O_DIRECTORY") {
			continue
		}
		if strings.Contains(line, "openat(") && !strings.Contains(line, "openat(AT_FDCWD") {
			continue // relative to a directory fd: a walk below the start
		}
		p := line[i+1 : j]
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		if filepath.Dir(p) != dir {
			continue
		}
		flags := line[j:]
		w := strings.Contains(line, "creat(") || strings.Contains(flags, "O_WRONLY") || strings.Contains(flags, "O_RDWR") || strings.Contains(flags, "O_CREAT")
		o := open{filepath.Base(p), w}
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			continue
		}
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}
