package progs

import (
	"slices"
	"strings"
)

// The option tables of the wrappers that run another command. Each lists
// every option the program's help and manual page document (the version
// named above it), so the command they run is found at the right word:
// an option that takes a value and were not declared would shift it. A
// wrapper's options end at the first operand (POSIX), as their getopt
// "+" strings, hand-written loops or Getopt::Long require_order have it;
// getopt_long programs take unique abbreviations of their long options
// (Abbrev).

// GNU coreutils 9.1: timeout, nice, nohup, stdbuf, chroot, env. --help and
// --version print and exit; the command is still decomposed (the safe
// side for deny rules).
const (
	timeoutOpts = "-s,--signal: -k,--kill-after: --preserve-status --foreground -v,--verbose --help --version"
	niceOpts    = "-n,--adjustment: --help --version"
	// nohup writes nohup.out only when its output is a terminal, which a
	// hook's command never has.
	nohupOpts  = "--help --version"
	stdbufOpts = "-i,--input: -o,--output: -e,--error: --help --version"
	chrootOpts = "--userspec: --groups: --skip-chdir --help --version"
	// env: -S's string is split into words that come first (shell/
	// reads it); -C is where the command runs; -P (BSD, macOS) is the
	// PATH the command is looked up in.
	envOpts = "-u,--unset: -C,--chdir:@d -S,--split-string:@s -a,--argv0: -P: -i,--ignore-environment -0,--null " +
		"-v,--debug --block-signal? --default-signal? --ignore-signal? --list-signal-handling --help --version"
)

// GNU time 1.9 (/usr/bin/time; bash's time keyword takes only -p).
const timeOpts = "-f,--format: -o,--output:@w -a,--append -p,--portability -q,--quiet -v,--verbose -h,--help -V,--version"

// sudo 1.9.13 (sudo(8), sudo --help; getopt_long "+Aa:BbC:c:D:Eeg:Hh::iKklNnPp:R:r:SsT:t:U:u:Vv"):
// -a and -c are BSD authentication type and login class; -h takes its
// host attached only (bare, it is --help). -e edits the operands, -l, -v,
// -K, -V and --help run nothing; -A runs the askpass helper sudo.conf or
// SUDO_ASKPASS names. -R is the root the command runs under.
const sudoOpts = "-u,--user: -g,--group: -C,--close-from: -D,--chdir:@d -h? --host: -p,--prompt: -r,--role: -t,--type: " +
	"-U,--other-user: -T,--command-timeout: -R,--chroot:@r -a,--auth-type: -c,--login-class: " +
	"-e,--edit@SW -l,--list@S -v,--validate@S -K,--remove-timestamp@S -V,--version@S --help@S -A,--askpass@X " +
	"-s,--shell -i,--login -n,--non-interactive -b,--background -E --preserve-env? -H,--set-home -k,--reset-timestamp " +
	"-S,--stdin -B,--bell -N,--no-update -P,--preserve-groups"

// sudoedit is sudo -e: the options valid in edit mode (sudo's
// EDIT_VALID_FLAGS); the others are rejected.
const sudoeditOpts = "-u,--user: -g,--group: -C,--close-from: -D,--chdir: -h? --host: -p,--prompt: -r,--role: -t,--type: " +
	"-T,--command-timeout: -R,--chroot: -a,--auth-type: -c,--login-class: -A,--askpass@X -B,--bell -k,--reset-timestamp " +
	"-N,--no-update -n,--non-interactive -S,--stdin --help -V,--version"

// OpenDoas 6.8.2 (doas(1)): -C checks a configuration file and runs
// nothing, -L clears the persisted authentication and exits, -s runs the
// user's shell.
const doasOpts = "-u: -C:@rS -L@S -n -s"

// pkexec 122 (pkexec(1), its own loop over argv: whole words, --user or
// -u then the next word). Without --keep-cwd the program runs in the
// target user's home directory.
const pkexecOpts = "-u,--user: --keep-cwd --disable-internal-agent --help@S --version@S"

// util-linux 2.38 su and runuser (su(1), runuser(1); getopt_long, which
// permutes: options may follow the user). "-" alone is -l. -s names the
// shell that runs -c's string; runuser -u runs its operands as a command.
const (
	suOpts = "-c,--command:@s --session-command:@s -s,--shell:@x -g,--group: -G,--supp-group: " +
		"-w,--whitelist-environment: -l,--login -m,-p,--preserve-environment -P,--pty -f,--fast -h,--help -V,--version"
	runuserOpts = "-u,--user: " + suOpts
)

// util-linux 2.38 setsid, ionice, taskset, chrt, prlimit, unshare,
// nsenter (each one's --help). ionice -p/-P/-u, taskset -p, chrt -p and
// prlimit -p act on running processes; chrt -m prints and exits.
// prlimit's limits take their value attached only. unshare -m=FILE (and
// the other namespaces) bind-mounts the namespace on FILE, --mount-proc
// mounts proc on a directory; nsenter's reads the namespace from FILE.
const (
	setsidOpts  = "-c,--ctty -f,--fork -w,--wait -h,--help -V,--version"
	ioniceOpts  = "-c,--class: -n,--classdata: -p,--pid:@S -P,--pgid:@S -u,--uid:@S -t,--ignore -h,--help -V,--version"
	tasksetOpts = "-p,--pid@S -a,--all-tasks -c,--cpu-list -h,--help -V,--version"
	chrtOpts    = "-T,--sched-runtime: -P,--sched-period: -D,--sched-deadline: -p,--pid@S -a,--all-tasks -m,--max@S " +
		"-b,--batch -d,--deadline -f,--fifo -i,--idle -o,--other -r,--rr -R,--reset-on-fork -v,--verbose -h,--help -V,--version"
	prlimitOpts = "-p,--pid:@S -o,--output: --noheadings --raw --verbose -h,--help -V,--version " +
		"-c,--core? -d,--data? -e,--nice? -f,--fsize? -i,--sigpending? -l,--memlock? -m,--rss? -n,--nofile? " +
		"-q,--msgqueue? -r,--rtprio? -s,--stack? -t,--cpu? -u,--nproc? -v,--as? -x,--locks? -y,--rttime?"
	unshareOpts = "-m --mount?@w -u --uts?@w -i --ipc?@w -n --net?@w -p --pid?@w -U --user?@w -C --cgroup?@w -T --time?@w " +
		"-f,--fork --map-user: --map-group: -r,--map-root-user -c,--map-current-user --map-auto --map-users: --map-groups: " +
		"--kill-child? --mount-proc?@w --propagation: --setgroups: --keep-caps -R,--root:@r -w,--wd:@d -S,--setuid: " +
		"-G,--setgid: --monotonic: --boottime: -h,--help -V,--version"
	nsenterOpts = "-a,--all -t,--target: -m,--mount?@r -u,--uts?@r -i,--ipc?@r -n,--net?@r -p,--pid?@r -C,--cgroup?@r " +
		"-U,--user?@r -T,--time?@r -S,--setuid: -G,--setgid: --preserve-credentials -r,--root?@r -w,--wd?@d -W,--wdns: " +
		"-F,--no-fork -Z,--follow-context -h,--help -V,--version"
)

// util-linux 2.38 flock, script; procps-ng 4.0.2 watch. flock's -c is
// read only after the lock file (flock FILE -c CMD, shell/); before it
// flock rejects it. script writes its operand (the log, "typescript"
// without one) and the -I/-O/-B/-T logs; -t takes its file attached only.
// watch runs its operands through sh -c, or as a command with -x.
const (
	flockOpts = "-w,--timeout,--wait: -E,--conflict-exit-code: -s,--shared -x,--exclusive -u,--unlock -n,--nonblock " +
		"-o,--close -F,--no-fork --verbose -h,--help -V,--version"
	scriptOpts = "-c,--command:@s -T,--log-timing:@w -I,--log-in:@w -O,--log-out:@w -B,--log-io:@w -m,--logging-format: " +
		"-E,--echo: -o,--output-limit: -a,--append -e,--return -f,--flush --force -q,--quiet -t,--timing?@w -h,--help -V,--version"
	watchOpts = "-n,--interval: -q,--equexit: -x,--exec -d,--differences? -t,--no-title -b,--beep -e,--errexit " +
		"-g,--chgexit -c,--color -p,--precise -w,--no-wrap -h,--help -v,--version"
)

// strace 6.1 (strace --help, strace(1)): -o writes the trace (a value
// starting with | or ! is a command its output is piped to: shell/), -E
// sets the environment of the command (LD_PRELOAD=…: configuration that
// may load code), -p attaches to a running process (a command may
// follow). -ff, -qq, -tt, -xx, -yy … are the letters repeated.
const straceOpts = "-e: -E,--env:@k -p,--attach: -u,--user: -b,--detach-on: -D --daemonize? -f,--follow-forks " +
	"--output-separately -I,--interruptible: --trace: --signal: --status: -P,--trace-path: -z,--successful-only " +
	"-Z,--failed-only -a,--columns: --abbrev: --verbose: --raw: --read: --write: --quiet? --kvm: --decode-fds? " +
	"-i,--instruction-pointer -k,--stack-traces -n,--syscall-number -o,--output:@w -A,--output-append-mode -q " +
	"-r --relative-timestamps? -s,--string-limit: --absolute-timestamps,--timestamps? -t -T --syscall-times? -v,--no-abbrev " +
	"--strings-in-hex? -x -X,--const-print-style: -y --decode-pids: -Y -c,--summary-only -C,--summary " +
	"-O,--summary-syscall-overhead: -S,--summary-sort-by: -U,--summary-columns: -w,--summary-wall-clock --inject: " +
	"--fault: -d,--debug -h,--help --seccomp-bpf --tips? -V,--version --pidns-translation -F --silent,--silence:"

// ltrace 0.7.3 (ltrace --help, ltrace(1)): -F reads a prototype file, -o
// writes the trace, -u runs the command as that user.
const ltraceOpts = "-a,--align: -A: -b,--no-signals -c -C,--demangle -D,--debug: -e: -f -F,--config:@r -h,--help -i " +
	"-l,--library: -L -n,--indent: -o,--output:@w -p: -r -s: -S -t -T -u: -V,--version -w,--where: -x:"

// systemd-run 252 (systemd-run --help, systemd-run(1)): -p and the
// --*-property options set unit properties, among them the commands the
// unit runs (ExecStartPre=…, decomposed by shell/) and files it reads or
// writes (any property not known to be plain leaves it unresolved); -E
// sets the command's environment. -d is --same-dir, a flag. -S runs
// $SHELL.
const systemdRunOpts = "-h,--help --version --no-ask-password --user --system -H,--host: -M,--machine: --scope -u,--unit: " +
	"-p,--property:@k --description: --slice: --slice-inherit --no-block -r,--remain-after-exit --wait --send-sighup " +
	"--service-type: --uid: --gid: --nice: --working-directory:@d -d,--same-dir -E,--setenv:@k -t,--pty -P,--pipe " +
	"-q,--quiet -G,--collect -S,--shell --path-property:@k --socket-property:@k --on-active: --on-boot: --on-startup: " +
	"--on-unit-active: --on-unit-inactive: --on-calendar: --on-timezone-change --on-clock-change --timer-property:@k"

// fakeroot 1.31 (fakeroot --help, fakeroot(1); getopt "+l:f:i:s:ub:vh"):
// -l loads another library into the command, -f runs another faked
// daemon, -i reads the saved state, -s writes it.
const fakerootOpts = "-l,--lib:@X -f,--faked:@x -i:@r -s:@w -u,--unknown-is-real -b,--fd-base: -h,--help -v,--version"

// dbus-run-session 1.14 (dbus-run-session --help): --dbus-daemon runs
// another program as the bus, --config-file is its configuration (which
// may name programs it starts).
const dbusRunSessionOpts = "--config-file:@rk --dbus-daemon:@x --help@S --version@S"

// proxychains-ng 4.16 (proxychains4(1)): -f reads the configuration, -q
// is quiet; argv is read word by word.
const proxychainsOpts = "-f:@r -q --help@S"

// torsocks 2.3 (torsocks --help, torsocks(1); a shell script's case over
// $1: whole words, each value the next word; any other word is the
// command).
const torsocksOpts = "-h,--help@S --shell --version@S -q,--quiet -d,--debug -u,--user: -p,--pass: -i,--isolate -6,--ipv6 -a,--address: -P,--port:"

// numactl 2.0.16 (numactl(8)): -f creates a file on tmpfs, -S reads the
// key file of a shared memory segment; -s and -H print and exit.
const numactlOpts = "-a,--all -b,--balancing -i,--interleave: -p,--preferred: -P,--preferred-many: -C,--physcpubind: " +
	"-N,--cpunodebind,--cpubind: -m,--membind: -l,--localalloc -s,--show@S -H,--hardware@S -L,--length: -o,--offset: " +
	"-M,--shmmode: -t,--strict -I,--shmid: -S,--shm:@r -f,--file:@w -u,--huge -T,--touch -d,--dump -D,--dump-nodes"

// libcgroup 2.0.2 cgexec(1).
const cgexecOpts = "-g: --sticky -h,--help"

// Expect 5.45 unbuffer(1): -p, as its first word only, reads stdin.
const unbufferOpts = "-p"

// glibc 2.34 catchsegv (a shell script; removed in 2.35): --help and
// --version, abbreviated as far as --h and --v.
const catchsegvOpts = "--help --version"

// macOS caffeinate(8): -w waits for a process.
const caffeinateOpts = "-d -i -m -s -u -t: -w:"

// Valgrind 3.19 (valgrind --help): the core options and memcheck's, the
// default tool; another tool's options (callgrind's, massif's …) are not
// listed, so a command using them stays unresolved. Every value is
// attached (--opt=value). --tool and --xtree-memory/--xtree-leak make it
// write report files named after the process (callgrind.out.PID …) in
// the working directory; --dsymutil=yes runs dsymutil.
const valgrindOpts = "--tool:@D -h,--help --help-debug --help-dyn-options --version -q,--quiet -v,--verbose -s " +
	"--trace-children: --trace-children-skip: --trace-children-skip-by-arg: --child-silent-after-fork: --vgdb: " +
	"--vgdb-error: --vgdb-stop-at: --track-fds: --time-stamp: --log-fd: --log-file:@w --log-socket: --xml: --xml-fd: " +
	"--xml-file:@w --xml-socket: --xml-user-comment: --demangle: --num-callers: --error-limit: --exit-on-first-error: " +
	"--error-exitcode: --error-markers: --show-error-list: --keep-debuginfo: --show-below-main: --default-suppressions: " +
	"--suppressions:@r --gen-suppressions: --input-fd: --dsymutil:@X --max-stackframe: --main-stacksize: --alignment: " +
	"--redzone-size: --xtree-memory:@D --xtree-memory-file:@w --fullpath-after: --extra-debuginfo-path:@r " +
	"--debuginfo-server: --allow-mismatched-debuginfo: --smc-check: --read-inline-info: --read-var-info: --vgdb-poll: " +
	"--vgdb-shadow-registers: --vgdb-prefix:@w --run-libc-freeres: --run-cxx-freeres: --sim-hints: --fair-sched: " +
	"--kernel-variant: --merge-recursive-frames: --num-transtab-sectors: --avg-transtab-entry-size: --aspace-minaddr: " +
	"--valgrind-stacksize: --show-emwarns: --require-text-symbol: --soname-synonyms: --sigill-diagnostics: " +
	"--unw-stack-scan-thresh: --unw-stack-scan-frames: --resync-filter: --max-threads: --leak-check: --leak-resolution: " +
	"--show-leak-kinds: --show-possibly-lost: --errors-for-leak-kinds: --leak-check-heuristics: --show-reachable: --xtree-leak:@D " +
	"--xtree-leak-file:@w --undef-value-errors: --track-origins: --partial-loads-ok: --expensive-definedness-checks: " +
	"--freelist-vol: --freelist-big-blocks: --workaround-gcc296-bugs: --ignore-ranges: --ignore-range-below-sp: " +
	"--malloc-fill: --free-fill: --keep-stacktraces: --show-mismatched-frees:"

// xvfb-run (Debian xorg-server 21.1, xvfb-run(1); getopt "+ae:f:hn:lp:s:w:",
// and Arch's -d): -f writes the X authority file, -e the server's output;
// -s passes arguments to Xvfb, which may name files it reads or writes
// (-auth, -fbdir).
const xvfbRunOpts = "-a,--auto-servernum -d,--auto-display -e,--error-file:@w -f,--auth-file:@w -h,--help -l,--listen-tcp " +
	"-n,--server-num: -p,--xauth-protocol: -s,--server-args:@k -w,--wait:"

// GNU parallel 20221122: every option of its Getopt::Long table
// (options_completion_hash in /usr/bin/parallel; bundling, require_order,
// unique abbreviations of long options), the retired and internal ones
// (-g -U -B -W -T -H -Y --sql --tollef --_parset …) left out. -i/--replace
// and -e/--eof take the next word unless it starts with "-", and
// -l/--max-lines a number (shell/ reads both). Files: --joblog,
// --results, --tmpdir and --return are written, --arg-file, --basefile,
// --sshloginfile and --transfer-file read; --ssh and the compress
// programs are run, --limit is a shell command; --filter, --group-by,
// --rpl and the tag strings are Perl, --shebang(-wrap) reads a script,
// --workdir moves the jobs, --sshlogin may be an ssh command, --profile,
// --template, --env and the SQL options read what pregate cannot see.
const parallelOpts = "--debug,-D: --xargs -m -X -v --sql-master,--sqlmaster:@k --sql-worker,--sqlworker:@k " +
	"--sql-and-worker,--sqlandworker:@k --joblog,--jl:@w --results,--result,--res:@w --resume " +
	"--resume-failed,--resumefailed --retry-failed,--retryfailed --silent --keep-order,--keeporder,-k " +
	"--no-keep-order,--nokeeporder,--nok,--no-k --group --ungroup,-u --latest-line,--latestline,--ll " +
	"--line-buffer,--line-buffered,--linebuffer,--linebuffered,--lb --tmux@X --tmux-pane,--tmuxpane@X --null,-0 " +
	"--quote,-q --parens: --rpl:@X --plus -I: --extensionreplace,--er: --basenamereplace,--bnr: " +
	"--dirnamereplace,--dnr: --basenameextensionreplace,--bner: --seqreplace: --slotreplace: --jobs,-j: --delay: " +
	"--ssh-delay,--sshdelay: --load: --noswap --max-line-length-allowed,--maxlinelengthallowed " +
	"--number-of-cpus,--numberofcpus --number-of-sockets,--numberofsockets --number-of-cores,--numberofcores " +
	"--number-of-threads,--numberofthreads --use-sockets-instead-of-threads,--usesocketsinsteadofthreads " +
	"--use-cores-instead-of-threads,--usecoresinsteadofthreads --use-cpus-instead-of-cores,--usecpusinsteadofcores " +
	"--shell-quote,--shellquote,--shell_quote --nice: --tag --tag-string,--tagstring:@X --ctag " +
	"--ctag-string,--ctagstring:@X --color,--colour " +
	"--color-failed,--colour-failed,--colorfailed,--colourfailed,--color-fail,--colour-fail,--colorfail,--colourfail,--cf " +
	"--onall --nonall --filter-hosts,--filterhosts,--filter-host --sshlogin,-S:@k --sshloginfile,--slf:@r " +
	"--controlmaster,-M --ssh:@x --transfer-file,--transferfile,--transfer-files,--transferfiles,--tf:@r " +
	"--return:@w --trc:@w --transfer@X --cleanup@D --basefile,--bf:@r --template,--tmpl:@k --ctrl-c,--ctrlc " +
	"--no-ctrl-c,--no-ctrlc,--noctrlc --work-dir,--workdir,--wd:@X --rsync-opts,--rsyncopts: --tmpdir,--tempdir:@w " +
	"--use-compress-program,--compress-program,--usecompressprogram,--compressprogram:@x " +
	"--use-decompress-program,--decompress-program,--usedecompressprogram,--decompressprogram:@x --compress " +
	"--open-tty,-o --tty --dry-run,--dryrun,--dr --progress --eta --bar --total-jobs,--totaljobs,--total: --shuf " +
	"--arg-sep,--argsep: --arg-file-sep,--argfilesep: --trim: --env:@k --recordenv,--record-env@D --session --plain " +
	"--profile,-J:@k --gnu --link,--xapply --linkinputsource,--xapplyinputsource: " +
	"--will-cite,--willcite,--nn,--nonotice,--no-notice --halt-on-error,--haltonerror,--halt: --limit:@s --memfree: " +
	"--memsuspend: --retries: --timeout: --term-seq,--termseq: --max-procs,--maxprocs,-P: --delimiter,-d: " +
	"--max-chars,--maxchars,-s: --arg-file,--argfile,-a:@r --no-run-if-empty,--norunifempty,-r --replace,-i: -E: " +
	"--eof,-e: --process-slot-var,--processslotvar: --max-args,--maxargs,-n: --max-replace-args,--maxreplaceargs,-N: " +
	"--col-sep,--colsep,-C: --csv --help,-h -L: --max-lines,--maxlines,-l? --interactive,-p --verbose,-t " +
	"--version,-V --min-version,--minversion: --show-limits,--showlimits --exit,-x --semaphore " +
	"--semaphore-timeout,--semaphoretimeout,--st: --semaphore-name,--semaphorename,--id: --fg --bg --wait " +
	"--shebang,--hashbang@X --shebang-wrap@X --skip-first-line,--skipfirstline --bug --pipe,--spreadstdin " +
	"--round-robin,--roundrobin,--round --recstart: --recend: --regexp,--regex --remove-rec-sep,--removerecsep,--rrs " +
	"--output-as-files,--outputasfiles,--files --block-size,--blocksize,--block: --block-timeout,--blocktimeout,--bt: " +
	"--header: --cat --fifo --pipe-part,--pipepart --tee --shard: --bin: --group-by,--groupby:@X " +
	"--hgrp,--hostgrp,--hostgroup,--hostgroups --embed --filter:@X --shell-completion,--shellcompletion:"

// systemd 252 systemctl (systemctl --help, systemctl(1); getopt_long,
// which permutes: options go anywhere). --root and --image name the tree
// whose unit files it edits, enables or masks. Closed at the subcommand
// level too (shell/): the verbs of systemctl --help, each with what its
// operands are; another verb leaves the command unresolved, and edit,
// which runs an editor on unit files, does too.
const systemctlOpts = "-h,--help --version --system --user -H,--host: -M,--machine: -t,--type: --state: --failed " +
	"-p,--property: -P: -a,--all -l,--full -r,--recursive --reverse --with-dependencies --job-mode: " +
	"-T,--show-transaction --show-types --value --check-inhibitors: -i --kill-whom: -s,--signal: --what: --now " +
	"--dry-run -q,--quiet --wait --no-block --no-wall --no-reload --legend: --no-pager --no-ask-password --global " +
	"--runtime -f,--force --preset-mode: --root:@w --image:@r -n,--lines: -o,--output: --firmware-setup " +
	"--boot-loader-menu: --boot-loader-entry: --plain --timestamp: --read-only --mkdir --marked --after --before " +
	"--fail --message: --reboot-argument:"

// systemctlVerbs are systemctl's subcommands (systemctl --help), each
// with what its operands are: "" names only units, properties or
// values; "r" the first operand after the unit… are host paths read
// (link, and enable/reenable/preset given unit files by path); "b" bind
// and mount-image read their second operand on the host; "x" runs what
// pregate cannot see (edit opens an editor on unit files; switch-root
// runs another init).
var systemctlVerbs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"list-units": "", "list-automounts": "", "list-paths": "", "list-sockets": "", "list-timers": "",
		"is-active": "", "is-failed": "", "status": "", "show": "", "cat": "", "help": "", "list-dependencies": "",
		"start": "", "stop": "", "reload": "", "restart": "", "try-restart": "", "reload-or-restart": "",
		"try-reload-or-restart": "", "isolate": "", "kill": "", "clean": "", "freeze": "", "thaw": "",
		"set-property": "", "bind": "b", "mount-image": "b", "service-log-level": "", "service-log-target": "",
		"reset-failed": "", "list-unit-files": "", "enable": "r", "disable": "", "reenable": "r", "preset": "r",
		"preset-all": "", "is-enabled": "", "mask": "", "unmask": "", "link": "r", "revert": "", "add-wants": "",
		"add-requires": "", "edit": "x", "get-default": "", "set-default": "", "list-machines": "", "list-jobs": "",
		"cancel": "", "show-environment": "", "set-environment": "", "unset-environment": "", "import-environment": "",
		"daemon-reload": "", "daemon-reexec": "", "log-level": "", "log-target": "", "service-watchdogs": "",
		"is-system-running": "", "default": "", "rescue": "", "emergency": "", "halt": "", "poweroff": "",
		"reboot": "", "kexec": "", "exit": "", "switch-root": "x", "suspend": "", "hibernate": "", "hybrid-sleep": "",
		"suspend-then-hibernate": "",
	}
}}

// SystemctlVerb returns what systemctl's subcommand verb does with its
// operands (see systemctlVerbs), and whether systemctl has that verb.
func SystemctlVerb(verb string) (string, bool) {
	v, ok := systemctlVerbs.get()[verb]
	return v, ok
}

// firejail 0.9.72 (firejail --help, firejail(1)): every value is attached
// (--name=value; bare, the option takes none, as firejail's own loop over
// argv reads it), so each is declared with an optional value. Files on
// the host: --output, --output-stderr, --dbus-log, --trace, --build,
// --mkdir and --mkfile write, --private is the home the command writes
// to, --get copies a sandbox file into the working directory; --profile,
// --include and --env load what pregate cannot see, --join* and
// --appimage run in another sandbox or an image, --put copies a host
// file in, --x11 starts an X server; the .print options, --list, --tree,
// --top, --netstats, --shutdown, --bandwidth, --cat, --ls and the debug
// listings act on sandboxes and run no command.
const firejailOpts = "-c --allow-debuggers --allusers --apparmor? --apparmor.print?@S --appimage@X --bandwidth?@S " +
	"--bind?@r --blacklist? --build?@w --caps --caps.drop? --caps.keep? --caps.print?@S --cat?@S --chroot?@r " +
	"--cpu? --cpu.print?@S --dbus-log?@w --dbus-system? --dbus-system.broadcast? --dbus-system.call? " +
	"--dbus-system.log --dbus-system.own? --dbus-system.see? --dbus-system.talk? --dbus-user? " +
	"--dbus-user.broadcast? --dbus-user.call? --dbus-user.log --dbus-user.own? --dbus-user.see? --dbus-user.talk? " +
	"--debug --debug-blacklists --debug-caps@S --debug-errnos@S --debug-private-lib --debug-protocols@S " +
	"--debug-syscalls@S --debug-syscalls32@S --debug-whitelists --defaultgw? --deterministic-exit-code " +
	"--deterministic-shutdown --dns? --dns.print?@S --dnstrace?@S --env?@k --fs.print?@S --get?@SD --help@S " +
	"--hostname? --hosts-file?@r --icmptrace?@S --ids-check@SD --ids-init@SD --ignore? --interface? --ip? --ip6? " +
	"--iprange? --ipc-namespace --join?@X --join-filesystem?@X --join-network?@X --join-or-start?@X " +
	"--keep-config-pulse --keep-dev-shm --keep-fd? --keep-var-tmp --list@S --ls?@S --mac? --machine-id " +
	"--memory-deny-write-execute --mkdir?@w --mkfile?@w --mtu? --name? --net? --net.print?@S --netfilter?@r " +
	"--netfilter.print?@S --netfilter6?@r --netfilter6.print?@S --netlock? --netmask? --netns? --netstats@S " +
	"--nettrace?@S --nice? --no3d --noblacklist? --nodbus --nodvd --noexec? --nogroups --noinput --nonewprivs " +
	"--noprinters --noprofile --noroot --nosound --noautopulse --novideo --nou2f --nowhitelist? --oom? " +
	"--output?@w --output-stderr?@w --private?@w --private-cache --private-home? --private-bin? --private-dev " +
	"--private-etc? --private-tmp --private-cwd?@d --private-opt? --private-srv? --private-lib? --profile?@k " +
	"--profile.print?@S --protocol? --protocol.print?@S --put?@SX --quiet --read-only? --read-write? " +
	"--restrict-namespaces? --rlimit-as? --rlimit-cpu? --rlimit-fsize? --rlimit-nofile? --rlimit-nproc? " +
	"--rlimit-sigpending? --rmenv? --scan@S --seccomp? --seccomp.block-secondary --seccomp.drop? --seccomp.keep? " +
	"--seccomp.print?@S --seccomp.32? --seccomp.32.drop? --seccomp.32.keep? --seccomp-error-action? --shutdown?@S " +
	"--tab --timeout? --tmpfs? --top@S --trace?@w --tracelog --tree@S --tunnel?@X --version@S --veth-name? " +
	"--whitelist? --writable-etc --writable-run-user --writable-var --writable-var-log --x11?@X --xephyr-screen? " +
	"--include?@k --snitrace?@S --notv --disable-mnt"

// FFmpeg 7.1 (fftools/ffmpeg_opt.c and the common options of
// fftools/opt_common.h). ffmpeg reads its argv itself: every option is a
// whole word (-c:v, -b:a: a stream specifier after ":" is part of the
// name), and every option takes the next word as its value except the
// flags below (their "no" forms too: -nostdin); an option that is not
// ffmpeg's own is an AVOption of a format or codec, which always takes a
// value. A word that is neither an option nor a value is an output file.
// shell/ reads the words so.
const ffmpegFlags = "y n ignore_unknown copy_unknown recast_media benchmark benchmark_all stdin dump hex re copyts " +
	"start_at_zero shortest bitexact xerror copyinkf fix_sub_duration fix_sub_duration_heartbeat accurate_seek " +
	"autorotate autoscale stats debug_ts vstats vn an sn dn find_stream_info hide_banner report psnr qphist " +
	"print_graphs L h ? help version buildconf formats muxers demuxers devices codecs decoders encoders bsfs " +
	"protocols filters pix_fmts layouts sample_fmts dispositions colors hwaccels"

// ffmpegFiles are ffmpeg's options whose value is a file: "r" read
// (-i's inputs, scripts, presets, attachments), "w" written (logs,
// statistics, attachments dumped, the SDP, -progress), "x" code or
// names only run time knows (-report writes ffmpeg-DATE.log in the
// working directory, -pass 1 a pass log there).
var ffmpegFiles = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"i": "r", "filter_script": "r", "filter_complex_script": "r", "attach": "r", "fpre": "r",
		"vpre": "x", "apre": "x", "spre": "x", "pre": "x",
		"dump_attachment": "w", "passlogfile": "w", "vstats_file": "w", "sdp_file": "w", "progress": "w",
		"stats_enc_pre": "w", "stats_enc_post": "w", "stats_mux_pre": "w", "print_graphs_file": "w",
		"report": "x", "pass": "x",
	}
}}

// FFmpegOption returns how ffmpeg reads option word name ("-c:v",
// "-nostdin"): whether it takes the next word, and what its value is
// ("r", "w", "x" or "" as ffmpegFiles says).
func FFmpegOption(name string) (value bool, role string) {
	base := strings.TrimPrefix(name, "-")
	if i := strings.IndexByte(base, ':'); i >= 0 {
		base = base[:i]
	}
	base = strings.TrimPrefix(base, "/") // -/filter FILE: the value read from FILE (FFmpeg 7)
	role = ffmpegFiles.get()[base]
	if strings.HasPrefix(strings.TrimPrefix(name, "-"), "/") {
		role = "r"
	}
	flags := strings.Fields(ffmpegFlags)
	if slices.Contains(flags, base) || strings.HasPrefix(base, "no") && slices.Contains(flags, base[2:]) {
		return false, role
	}
	return true, role
}

// launchctl (macOS 14, launchctl(1); not installed here, so no coverage
// check) and security (macOS 14, security(1)) are closed at the
// subcommand level: the subcommands below print and change nothing, with
// every option their pages give them; any other (load, bootstrap,
// submit, asuser, bsexec, setenv, kickstart …; security's
// find-generic-password, which prints secrets, dump-keychain, import,
// export, execute-with-privileges …) leaves the command unresolved, as
// does security -i, which reads its commands from standard input.
var launchctlVerbs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"list": "-x", "print": "", "print-disabled": "", "print-cache": "", "blame": "", "version": "", "help": "",
		"hostinfo": "", "managerpid": "", "manageruid": "", "managername": "", "error": "", "getenv": "",
		"procinfo": "", "resolveport": "",
	}
}}

const securityGlobal = "-h -i@X -l -p: -q -v"

var securityVerbs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"list-keychains": "-d: -s@D", "default-keychain": "-d: -s@D", "login-keychain": "-d: -s@D",
		"show-keychain-info": "", "find-certificate": "-a -c: -e: -m -p -Z -Y", "find-identity": "-p: -s: -v", "help": "",
	}
}}

// macVerbs builds the entry of a program closed at the subcommand level:
// its global options, then each modelled verb's table.
func macVerbs(global string, verbs map[string]string) func() *Program {
	return func() *Program {
		subs := make(map[string]func() *Options, len(verbs))
		for name, desc := range verbs {
			subs[name] = func() *Options { return opts(desc, 0) }
		}
		return &Program{Global: opts(global, 0), Def: opts("", 0), LazySubs: subs}
	}
}

// ModelledVerb reports whether pregate models subcommand verb of prog
// (launchctl, security), whose other subcommands it leaves unresolved.
func ModelledVerb(prog, verb string) bool {
	switch prog {
	case "launchctl":
		_, ok := launchctlVerbs.get()[verb]
		return ok
	case "security":
		_, ok := securityVerbs.get()[verb]
		return ok
	}
	return false
}
