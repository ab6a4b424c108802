package shell

import (
	"slices"
	"strings"
	"testing"
)

// TestWrapperOptionRoles: for each wrapper, an option with a role is
// reported with it however it is spelt (separate, attached, "=",
// bundled, abbreviated where getopt_long allows it), the command it runs
// is found after every value option, and an option its table does not
// list leaves it unresolved while the command it runs is still reported
// (deny rules see it).
func TestWrapperOptionRoles(t *testing.T) {
	tests := []struct {
		name, cmd string
		inner     string   // the command reported as run, its words joined; "" none
		writes    []string // paths reported written
		reads     []string // paths reported read
		unres     bool     // some segment is unresolved
	}{
		{"timeout_values", `timeout -s KILL -k 1 5 rm x`, "rm x", nil, nil, false},
		{"timeout_abbrev", `timeout --sig KILL --kill 1 5 rm x`, "rm x", nil, nil, false},
		{"timeout_attached", `timeout -sKILL -k1 5 rm x`, "rm x", nil, nil, false},
		{"timeout_unknown", `timeout --frob 5 rm x`, "rm x", nil, nil, true},
		{"time_output", `/usr/bin/time -o t.out rm x`, "rm x", []string{"t.out"}, nil, false},
		{"time_output_bundled", `/usr/bin/time -ao t.out rm x`, "rm x", []string{"t.out"}, nil, false},
		{"time_output_abbrev", `/usr/bin/time --out=t.out rm x`, "rm x", []string{"t.out"}, nil, false},
		{"nice_abbrev", `nice --adj 5 rm x`, "rm x", nil, nil, false},
		{"nice_numeric", `nice -5 rm x`, "rm x", nil, nil, false},
		{"stdbuf_values", `stdbuf -o L --err 0 rm x`, "rm x", nil, nil, false},
		{"stdbuf_unknown", `stdbuf -z rm x`, "rm x", nil, nil, true},
		{"env_chdir_abbrev", `env --chd /tmp rm x`, "rm x", nil, nil, false},
		{"env_unknown", `env --frob rm x`, "rm x", nil, nil, true},
		{"sudo_values", `sudo -u root -g wheel -C 4 -T 5 -p pw rm x`, "rm x", nil, nil, false},
		{"sudo_bundle", `sudo -nu root rm x`, "rm x", nil, nil, false},
		{"sudo_abbrev", `sudo --us root --gr wheel rm x`, "rm x", nil, nil, false},
		{"sudo_host_separate", `sudo --host h rm x`, "rm x", nil, nil, false},
		{"sudo_host_attached", `sudo -hh rm x`, "rm x", nil, nil, false},
		{"sudo_askpass", `sudo -A rm x`, "rm x", nil, nil, true},
		{"sudo_unknown", `sudo -Z rm x`, "rm x", nil, nil, true},
		{"sudo_edit", `sudo -e /etc/hosts`, "", []string{"/etc/hosts"}, nil, false},
		{"sudo_chroot", `sudo -R /srv rm x`, "rm x", nil, []string{"/srv"}, false},
		{"sudoedit_rejected", `sudoedit -s f`, "", []string{"f"}, nil, true},
		{"doas_values", `doas -u root -n rm x`, "rm x", nil, nil, false},
		{"doas_check", `doas -C /etc/doas.conf rm x`, "", nil, []string{"/etc/doas.conf"}, false},
		{"pkexec_user", `pkexec --user root --keep-cwd rm x`, "rm x", nil, nil, false},
		{"su_c_after_user", `su root -c 'rm x'`, "rm x", nil, nil, false},
		{"su_shell_args", `su root -- -c 'rm x'`, "rm x", nil, nil, false},
		{"su_abbrev", `su --comm='rm x' root`, "rm x", nil, nil, false},
		{"su_unknown", `su --frob root -c 'rm x'`, "rm x", nil, nil, true},
		{"runuser_u", `runuser -u nobody -- rm x`, "rm x", nil, nil, false},
		{"setsid_bundle", `setsid -fw rm x`, "rm x", nil, nil, false},
		{"ionice_values", `ionice -c2 -n 7 rm x`, "rm x", nil, nil, false},
		{"ionice_pid", `ionice -p 1`, "", nil, nil, false},
		{"chroot_leading", `chroot --userspec 0:0 /srv rm x`, "rm x", nil, nil, false},
		{"taskset_mask", `taskset -c 0-3 rm x`, "rm x", nil, nil, false},
		{"chrt_prio", `chrt -b 0 rm x`, "rm x", nil, nil, false},
		{"prlimit_attached", `prlimit --nofile=10 -n5 rm x`, "rm x", nil, nil, false},
		{"unshare_mount_file", `unshare --mount=/tmp/ns rm x`, "rm x", []string{"/tmp/ns"}, nil, false},
		{"unshare_root", `unshare -R /srv -w /d rm x`, "rm x", nil, []string{"/srv"}, false},
		{"nsenter_values", `nsenter -t 1 -m -u -S 0 rm x`, "rm x", nil, nil, false},
		{"nsenter_mount_file", `nsenter --mount=/proc/1/ns/mnt rm x`, "rm x", nil, []string{"/proc/1/ns/mnt"}, false},
		{"strace_output", `strace -fo st.out rm x`, "rm x", []string{"st.out"}, nil, false},
		{"strace_output_equals", `strace --output=st.out -e trace=none rm x`, "rm x", []string{"st.out"}, nil, false},
		{"strace_ambiguous_abbrev", `strace --outp=st.out rm x`, "rm x", nil, nil, true},
		{"strace_abbrev", `strace --string-l 9 --summary-o rm x`, "rm x", nil, nil, false},
		{"strace_pipe", `strace -o '|tee log' rm x`, "tee log rm x", nil, nil, false},
		{"strace_env", `strace -E LD_PRELOAD=/x.so rm x`, "rm x", nil, nil, true},
		{"ltrace_output", `ltrace -o lt.out -F conf rm x`, "rm x", []string{"lt.out"}, []string{"conf"}, false},
		{"valgrind_log", `valgrind --log-file=vg.out rm x`, "rm x", []string{"vg.out"}, nil, false},
		{"valgrind_log_env", `valgrind --log-file=%q{HOME}/.bashrc rm x`, "rm x", nil, nil, false},
		{"valgrind_tool", `valgrind --tool=callgrind rm x`, "rm x", nil, nil, true},
		{"valgrind_tool_option", `valgrind --callgrind-out-file=o rm x`, "rm x", nil, nil, true},
		{"systemd_run_same_dir_flag", `systemd-run -d rm x`, "rm x", nil, nil, false},
		{"systemd_run_exec_property", `systemd-run -p ExecStartPre=-/bin/evil rm x`, "/bin/evil rm x", nil, nil, false},
		{"systemd_run_plain_property", `systemd-run --prop=MemoryMax=1G rm x`, "rm x", nil, nil, false},
		{"systemd_run_file_property", `systemd-run -p EnvironmentFile=/e rm x`, "rm x", nil, nil, true},
		{"systemd_run_env_code", `systemd-run -E LD_PRELOAD=/x.so rm x`, "rm x", nil, nil, true},
		{"systemd_run_env_plain", `systemd-run --setenv=A=1 rm x`, "rm x", nil, nil, false},
		{"fakeroot_state", `fakeroot -s st -i in rm x`, "rm x", []string{"st"}, []string{"in"}, false},
		{"fakeroot_lib", `fakeroot --lib /tmp/l.so rm x`, "rm x", nil, nil, true},
		{"fakeroot_faked", `fakeroot --faked evil rm x`, "evil rm x", nil, nil, false},
		{"dbus_daemon", `dbus-run-session --dbus-daemon=evil -- rm x`, "evil rm x", nil, nil, false},
		{"proxychains_config", `proxychains4 -q -f p.conf rm x`, "rm x", nil, []string{"p.conf"}, false},
		{"torsocks_values", `torsocks -u a -p b -a h -P 9 rm x`, "rm x", nil, nil, false},
		{"xvfb_run_files", `xvfb-run -a -f auth -e err rm x`, "rm x", []string{"auth", "err"}, nil, false},
		{"xvfb_run_server_args", `xvfb-run -s '-fbdir /etc' rm x`, "rm x", nil, nil, true},
		{"numactl_values", `numactl -N 0 -m 0 rm x`, "rm x", nil, nil, false},
		{"cgexec_values", `cgexec -g cpu:/x --sticky rm x`, "rm x", nil, nil, false},
		{"flock_values", `flock -w 1 -E 3 lk rm x`, "rm x", []string{"lk"}, nil, false},
		{"flock_c", `flock lk -c 'rm x'`, "rm x", []string{"lk"}, nil, false},
		{"flock_unknown", `flock -c 'rm x' lk`, "", []string{"rm x"}, nil, true},
		{"watch_values", `watch -n 1 -d rm x`, "rm x", nil, nil, false},
		{"watch_unknown", `watch --frob rm x`, "rm x", nil, nil, true},
		{"script_logs", `script -q -c 'rm x' -T tm out`, "rm x", []string{"out", "tm"}, nil, false},
		{"script_default_log", `script -qc 'rm x'`, "rm x", []string{"typescript"}, nil, false},
		// command -p looks the command up in a PATH of its own.
		{"command_p", `command -p rm x`, "rm x", nil, nil, true},
		{"command_plain", `command rm x`, "rm x", nil, nil, false},
		{"command_unknown", `command -z rm x`, "rm x", nil, nil, true},
		{"parallel_joblog", `parallel --jl jl.out -j 2 rm {} ::: x`, "rm x", []string{"jl.out"}, nil, false},
		{"parallel_abbrev", `parallel --joblo=jl.out --tmpd t rm {} ::: x`, "rm x", []string{"jl.out", "t"}, nil, false},
		{"parallel_replace_next_word", `parallel -i rm X{}Y ::: a`, "", nil, nil, false},
		{"parallel_max_lines_number", `parallel -l 2 rm x`, "rm x", nil, nil, false},
		{"parallel_perl_replacement", `parallel rm '{= $_="x" =}' ::: a`, "rm {= $_=\"x\" =} rm {= $_=\"x\" =}", nil, nil, true},
		{"parallel_ssh", `parallel --ssh evil -S h rm {} ::: x`, "evil rm x", nil, nil, true},
		{"parallel_unknown", `parallel --frob rm {} ::: x`, "rm x", nil, nil, true},
		{"systemctl_status", `systemctl --no-pag status -n 5 nginx`, "", nil, nil, false},
		{"systemctl_options_after_verb", `systemctl status --lines=5 nginx`, "", nil, nil, false},
		{"systemctl_unknown_option", `systemctl status --frob nginx`, "", nil, nil, true},
		{"systemctl_unknown_verb", `systemctl frob nginx`, "", nil, nil, true},
		{"systemctl_edit", `systemctl edit nginx`, "", nil, nil, true},
		{"systemctl_link", `systemctl link /srv/x.service`, "", nil, []string{"/srv/x.service"}, false},
		{"systemctl_root", `systemctl --root=/mnt enable x`, "", []string{"/mnt"}, nil, false},
		{"systemctl_bind", `systemctl bind x /srv/a /b`, "", nil, []string{"/srv/a"}, false},
		{"firejail_private_dir", `firejail --private=/srv/h --noprofile rm x`, "rm x", []string{"/srv/h"}, nil, false},
		{"firejail_flag_then_command", `firejail --private rm x`, "rm x", nil, nil, false},
		{"firejail_output", `firejail --output=log --net=none rm x`, "rm x", []string{"log"}, nil, false},
		{"firejail_env", `firejail --env=LD_PRELOAD=/x.so rm x`, "rm x", nil, nil, true},
		{"firejail_list", `firejail --list`, "", nil, nil, false},
		{"firejail_unknown", `firejail --frob rm x`, "rm x", nil, nil, true},
		{"openssl_x509", `openssl x509 -in c.pem -noout -text`, "", nil, []string{"c.pem"}, false},
		{"openssl_req_files", `openssl req -new -key k.pem -keyout k2.pem -out r.csr -sha256 -subj /CN=x`, "", []string{"k2.pem", "r.csr"}, []string{"k.pem"}, false},
		{"openssl_dgst_operands", `openssl dgst -sha256 -r a b`, "", nil, []string{"a", "b"}, false},
		{"openssl_digest_subcommand", `openssl sha256 a`, "", nil, []string{"a"}, false},
		{"openssl_pass_file", `openssl enc -aes-256-cbc -in a -out b -pass file:pw`, "", []string{"b"}, []string{"a", "pw"}, false},
		{"openssl_config", `openssl req -config c.cnf -new`, "", nil, []string{"c.cnf"}, true},
		{"openssl_engine", `openssl x509 -engine e -in a`, "", nil, []string{"a"}, true},
		{"openssl_unmodelled", `openssl s_server -WWW`, "", nil, nil, true},
		{"openssl_unknown", `openssl x509 -frob`, "", nil, nil, true},
		{"ffmpeg_outputs", `ffmpeg -y -i in.mp4 -c:v libx264 -crf 23 -map 0 out.mp4 -an out2.mkv`, "", []string{"out.mp4", "out2.mkv"}, []string{"in.mp4"}, false},
		{"ffmpeg_flags_no_value", `ffmpeg -nostdin -hide_banner -i a.wav -vn -b:a 128k o.mp3`, "", []string{"o.mp3"}, []string{"a.wav"}, false},
		{"ffmpeg_stdout", `ffmpeg -i a -f null -`, "", nil, []string{"a"}, false},
		{"ffmpeg_filter_file", `ffmpeg -i a -vf movie=/etc/passwd b`, "", []string{"b"}, []string{"a"}, true},
		{"ffmpeg_concat", `ffmpeg -f concat -safe 0 -i list.txt o.mp4`, "", []string{"o.mp4"}, []string{"list.txt"}, true},
		{"ffmpeg_report", `ffmpeg -report -i a b`, "", []string{"b"}, []string{"a"}, true},
		{"ffmpeg_script", `ffmpeg -i a -filter_complex_script f.txt -passlogfile pl b`, "", []string{"b", "pl"}, []string{"a", "f.txt"}, false},
		{"launchctl_list", `launchctl list -x`, "", nil, nil, false},
		{"launchctl_load", `launchctl load x.plist`, "", nil, nil, true},
		{"launchctl_submit", `launchctl submit -l x -- rm x`, "rm x", nil, nil, true},
		{"launchctl_asuser", `launchctl asuser 501 rm x`, "rm x", nil, nil, true},
		{"security_find_identity", `security find-identity -v -p codesigning`, "", nil, nil, false},
		{"security_secret", `security find-generic-password -s x -w`, "", nil, nil, true},
		{"security_set_search_list", `security list-keychains -s a`, "", nil, nil, true},
		{"security_stdin", `security -i`, "", nil, nil, true},
		{"dynamic_option", `timeout -$X 5 rm x`, "rm x", nil, nil, true},
		{"dynamic_long_quoted", `sudo --user="$U" rm x`, "rm x", nil, nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			segs := Decompose(tc.cmd, "/w", testEnv)
			var inner, writes, reads []string
			unres := false
			for _, s := range segs {
				unres = unres || !s.Resolved
				if s.Program == "rm" || s.Program == "tee" || s.Program == "evil" {
					words := make([]string, 0, len(s.Argv))
					for _, w := range s.Argv {
						words = append(words, w.Value)
					}
					inner = append(inner, strings.Join(words, " "))
				}
				for _, p := range s.Paths {
					name := strings.TrimPrefix(p.Path, "/w/")
					switch {
					case p.Access&Write != 0:
						writes = append(writes, name)
					case p.Access&Read != 0:
						reads = append(reads, name)
					}
				}
			}
			if got := strings.Join(inner, " "); got != tc.inner {
				t.Errorf("Decompose(%q) ran %q, want %q", tc.cmd, got, tc.inner)
			}
			for _, w := range tc.writes {
				if !slices.Contains(writes, w) {
					t.Errorf("Decompose(%q) writes %q, want %q among them", tc.cmd, writes, w)
				}
			}
			for _, r := range tc.reads {
				if !slices.Contains(reads, r) {
					t.Errorf("Decompose(%q) reads %q, want %q among them", tc.cmd, reads, r)
				}
			}
			if unres != tc.unres {
				t.Errorf("Decompose(%q) unresolved = %v, want %v", tc.cmd, unres, tc.unres)
			}
		})
	}
}
