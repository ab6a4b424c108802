package progs

import (
	"maps"
	"slices"
	"strings"
)

//go:generate go test . -run ^TestTableGenerated$ -update-table
//go:generate go test . -run ^TestSubDescGenerated$ -update-subdesc
//go:generate go test . -run ^TestOptIndexGenerated$ -update-optindex

// table maps each program of declareTable to the function that builds
// its entry: the reference the generated switch (builder, table_gen.go)
// is checked against. Lookup does not use it: building the map makes a
// closure and a map entry for every program, at every start.
func table() map[string]func() *Program {
	return collect(declareTable)
}

// collect runs declare and returns what it adds, by name.
func collect(declare func(add func(func() *Program, ...string))) map[string]func() *Program {
	t := make(map[string]func() *Program, 256)
	declare(func(build func() *Program, names ...string) {
		for _, n := range names {
			had := len(t)
			if t[n] = build; len(t) == had {
				panic("progs: program " + n + " declared twice")
			}
		}
	})
	return t
}

func files(desc string, g Grammar, lay Layout, acc Access, skip int) func() *Program {
	return func() *Program { return &Program{Def: opts(desc, g), Layout: lay, Access: acc, Skip: skip} }
}

func plain(desc string, g Grammar) func() *Program { return files(desc, g, NoFiles, 0, 0) }

func wrap(desc string, leading int, container bool, g Grammar) func() *Program {
	return func() *Program {
		return &Program{Def: opts(desc, POSIX|g), Wrapper: true, Leading: leading, Container: container}
	}
}

func same(desc string, g Grammar) func() *Program {
	return func() *Program { s := opts(desc, g); return &Program{Global: s, Def: s} }
}

// declareTable declares the programs of the table: each add(BUILD,
// NAMES…) statement is one entry, and holds nothing but that call, since
// TestTableGenerated copies BUILD into the case of NAMES of builder's
// switch (go generate ./progs rewrites table_gen.go after a change here).
func declareTable(add func(build func() *Program, names ...string)) {
	// Wrappers stripped by Claude Code before matching.
	add(wrap(timeoutOpts, 1, false, Abbrev), "timeout")
	add(wrap(timeOpts, 0, false, Abbrev), "time")
	add(wrap(niceOpts, 0, false, Numeric|Abbrev), "nice")
	add(wrap(nohupOpts, 0, false, Abbrev), "nohup")
	// builtin and zsh's noglob take no options.
	add(wrap("", 0, false, 0), "builtin", "noglob")
	add(wrap(stdbufOpts, 0, false, Abbrev), "stdbuf")

	// Wrappers reported as containers.
	add(wrap(sudoOpts, 0, true, Abbrev), "sudo")
	add(wrap(doasOpts, 0, true, 0), "doas")
	add(wrap(pkexecOpts, 0, true, 0), "pkexec")
	add(wrap(setsidOpts, 0, true, Abbrev), "setsid")
	add(wrap(ioniceOpts, 0, true, Abbrev), "ionice")
	add(wrap(chrootOpts, 1, true, Abbrev), "chroot")
	// bash's exec [-cl] [-a name]; zsh's nocorrect takes no options.
	add(wrap("-a: -c -l", 0, true, 0), "exec")
	add(wrap("", 0, true, 0), "nocorrect")
	add(wrap(unbufferOpts, 0, true, 0), "unbuffer")
	add(wrap(firejailOpts, 0, true, 0), "firejail")
	add(wrap(catchsegvOpts, 0, true, Abbrev), "catchsegv")
	add(wrap(valgrindOpts, 0, true, 0), "valgrind")
	add(wrap(caffeinateOpts, 0, true, 0), "caffeinate")
	add(wrap(tasksetOpts, 1, true, Abbrev), "taskset")
	add(wrap(chrtOpts, 1, true, Abbrev), "chrt")
	add(wrap(prlimitOpts, 0, true, Abbrev), "prlimit")
	add(wrap(unshareOpts, 0, true, Abbrev), "unshare")
	add(wrap(nsenterOpts, 0, true, Abbrev), "nsenter")
	add(wrap(straceOpts, 0, true, Abbrev), "strace")
	add(wrap(ltraceOpts, 0, true, Abbrev), "ltrace")
	add(wrap(systemdRunOpts, 0, true, Abbrev), "systemd-run")
	add(wrap(fakerootOpts, 0, true, Abbrev), "fakeroot")
	add(wrap(proxychainsOpts, 0, true, 0), "proxychains", "proxychains4")
	add(wrap(torsocksOpts, 0, true, 0), "torsocks")
	add(wrap(xvfbRunOpts, 0, true, Abbrev), "xvfb-run")
	add(wrap(dbusRunSessionOpts, 0, true, Abbrev), "dbus-run-session")
	add(wrap(numactlOpts, 0, true, Abbrev), "numactl")
	add(wrap(cgexecOpts, 0, true, 0), "cgexec")

	// Programs that run commands in their own way. Their options end at
	// the first operand: the command.
	add(func() *Program {
		// GNU and BSD xargs: -J (BSD) and -I take the replace string, -R
		// and -S (BSD) numbers; -i, -e and -l take an optional attached
		// value (GNU).
		return &Program{Def: opts("-a,--arg-file:@r -E: -d,--delimiter: -I: -J: -L: -n,--max-args: -P,--max-procs: -R: "+
			"-s,--max-chars: -S: -i,--replace? -e,--eof? -l,--max-lines? --process-slot-var: -0,--null "+
			"-r,--no-run-if-empty -t,--verbose -p,--interactive -x,--exit -o,--open-tty --show-limits --help --version", POSIX)}
	}, "xargs")
	add(plain(watchOpts, POSIX|Abbrev), "watch")
	add(plain(flockOpts, POSIX|Abbrev), "flock")
	add(plain(parallelOpts, POSIX|Abbrev), "parallel")
	add(plain("-p -v@S -V@S", POSIX), "command")
	add(plain("-l -p -P", POSIX), "trap")
	add(plain(suOpts, Abbrev), "su")
	add(plain(runuserOpts, Abbrev), "runuser")
	add(files(scriptOpts, Abbrev, AllOps, Write, 0), "script")
	add(plain(envOpts, POSIX|Abbrev), "env")
	add(func() *Program {
		return &Program{Def: opts("-H -L -P -D: "+
			"-name: -iname: -path: -ipath: -wholename: -iwholename: -regex: -iregex: -regextype: "+
			"-type: -xtype: -newer: -anewer: -cnewer: -perm: -size: -user: -group: -uid: -gid: -mtime: -mmin: "+
			"-atime: -amin: -ctime: -cmin: -maxdepth: -mindepth: -links: -inum: -samefile: -lname: -ilname: "+
			"-used: -fstype: -context: -printf: -fprint:@w -fprint0:@w -fls:@w -fprintf:@w -files0-from:@r "+
			"-exec;@X -execdir;@X -ok;@X -okdir;@X -delete@D "+
			"-O? -print -print0 -ls -prune -quit -true -false -not -and -a -or -o -daystart -follow -warn -nowarn -d,-depth "+
			"-help,--help -version,--version -ignore_readdir_race -noignore_readdir_race -mount,-xdev -noleaf -empty -executable "+
			"-readable -writable -nogroup -nouser "+newerXY, OneDash)}
	}, "find")
	// fd (fdfind on Debian): every option of fd 10's documentation (fd is
	// not installed here, so TestCoverage cannot check it). -x/-X run a
	// command per result or batch; --ignore-file is read; --base-directory
	// is where it runs; --search-path names a directory searched.
	add(plain("-x,--exec;@X -X,--exec-batch;@X --batch-size: -e,--extension: -t,--type: -d,--max-depth: --min-depth: "+
		"--exact-depth: -E,--exclude: -S,--size: --changed-within,--change-newer-than,--newer: "+
		"--changed-before,--change-older-than,--older: -o,--owner: -j,--threads: -c,--color: --hyperlink? "+
		"--format: --and: --ignore-file:@r --base-directory:@d --search-path:@r --path-separator: "+
		"--max-buffer-time: --max-results: -1 --strip-cwd-prefix? -H,--hidden --no-hidden -I,--no-ignore --ignore "+
		"--no-ignore-vcs --ignore-vcs --no-require-git --require-git --no-ignore-parent --no-global-ignore-file "+
		"-u,--unrestricted -s,--case-sensitive -i,--ignore-case -g,--glob --regex -F,--fixed-strings "+
		"-a,--absolute-path --relative-path -l,--list-details -L,--follow --no-follow -p,--full-path -0,--print0 "+
		"--prune --one-file-system,--mount,--xdev -q,--quiet --show-errors -h,--help -V,--version", 0), "fd", "fdfind")

	// File programs: what their operands are.
	// The text tools, checksums and file tools below list every option of
	// their --help (GNU coreutils 9.1, util-linux 2.38, binutils 2.40,
	// file 5.44, jq 1.6/1.7, tree 2.1), checked by TestCoverage; the
	// larger tables are in coreopts.go with their sources.
	add(files("-b,--before -r,--regex -s,--separator: --help --version", Abbrev, AllOps, Read, 0), "tac")
	add(files("-0,--zero -h,--help -V,--version", Abbrev, AllOps, Read, 0), "rev")
	add(files(sumOpts, Abbrev, AllOps, Read, 0), "md5sum", "sha1sum", "sha256sum", "sha512sum")
	add(files("-A,--show-all -b,--number-nonblank -e -E,--show-ends -n,--number -s,--squeeze-blank -t -T,--show-tabs -u "+
		"-v,--show-nonprinting --help --version", Abbrev, AllOps, Read, 0), "cat")
	add(files("-b,--body-numbering: -d,--section-delimiter: -f,--footer-numbering: -h,--header-numbering: -i,--line-increment: "+
		"-l,--join-blank-lines: -n,--number-format: -s,--number-separator: -v,--starting-line-number: -w,--number-width: "+
		"-p,--no-renumber --help --version", Abbrev, AllOps, Read, 0), "nl")
	add(files("-n,--lines: -c,--bytes: -q,--quiet,--silent -v,--verbose -z,--zero-terminated --help --version", Abbrev|Numeric, AllOps, Read, 0), "head")
	add(files("-n,--lines: -c,--bytes: -s,--sleep-interval: --pid: --max-unchanged-stats: -f,--follow? -F -q,--quiet,--silent -v,--verbose --retry -z,--zero-terminated --help --version", Abbrev|Numeric, AllOps, Read, 0), "tail")
	add(files(lessOpts, Abbrev|Numeric, AllOps, Read, 0), "less")
	add(files(moreOpts, Abbrev|Numeric, AllOps, Read, 0), "more")
	add(files("--files0-from:@r -c,--bytes -l,--lines -w,--words -m,--chars -L,--max-line-length --help --version", Abbrev, AllOps, Read, 0), "wc")
	grep := files("-e,--regexp:@p -f,--file:@rp -m,--max-count: -A,--after-context: -B,--before-context: -C,--context: "+
		"-d,--directories: -D,--devices: --include: --exclude: --exclude-from:@r --exclude-dir: --label: --binary-files: "+
		"--group-separator: -r,--recursive -R,--dereference-recursive -i,--ignore-case -v,--invert-match -l,--files-with-matches "+
		"-n,--line-number -E,--extended-regexp -F,--fixed-strings -P,--perl-regexp -w,--word-regexp -x,--line-regexp "+
		"-c,--count -o,--only-matching -q,--quiet,--silent -s,--no-messages -H,--with-filename -h,--no-filename --color,--colour? "+
		"-G,--basic-regexp --no-ignore-case -z,--null-data -V,--version --help -b,--byte-offset --line-buffered -a,--text -I "+
		"-L,--files-without-match -T,--initial-tab -Z,--null --no-group-separator -U,--binary -y",
		Abbrev|Numeric, AllOps, Read, 1)
	add(grep, "grep", "egrep", "fgrep", "zgrep")
	add(files(rgOpts, 0, AllOps, Read, 1), "rg")
	add(files(agOpts, Abbrev, AllOps, Read, 1), "ag")
	add(files("-e,--expression:@cp -f,--file:@rp -i,--in-place?@W -l,--line-length: -s,--separate -n,--quiet,--silent "+
		"-E,-r,--regexp-extended -z,--null-data -u,--unbuffered -b,--binary --posix --debug --sandbox --follow-symlinks --help --version",
		Abbrev, AllOps, Read, 1), "sed", "gsed")
	add(files("-F,--field-separator: -v,--assign: -f,--file:@rp -i,--include:@k -E,--exec:@rp -l,--load:@k -W:@k "+
		"-e,--source:@cp -d,--dump-variables?@w -D,--debug?@k -o,--pretty-print?@w -p,--profile?@w -b,--characters-as-bytes "+
		"-c,--traditional -C,--copyright -g,--gen-pot -h,--usage -I,--trace -k,--csv -L,--lint? -M,--bignum -N,--use-lc-numeric "+
		"-n,--non-decimal-data -O,--optimize -P,--posix -r,--re-interval -s,--no-optimize -S,--sandbox -t,--lint-old -V,--version",
		0, AllOps, Read, 1), "awk", "gawk", "mawk", "nawk")
	add(files("-S,--suffix: -t,--target-directory:@t -r,-R,--recursive -a,--archive -f,--force -i,--interactive "+
		"-n,--no-clobber -v,--verbose -l,--link -s,--symbolic-link -u,--update? -p --preserve? -d -L,--dereference "+
		"-H -P,--no-dereference -b --backup? -T,--no-target-directory -x,--one-file-system --attributes-only --copy-contents "+
		"--no-preserve: --parents --reflink? --remove-destination --sparse: --strip-trailing-slashes -Z --context? --help --version", Abbrev, CopyOps, 0, 0), "cp")
	add(func() *Program {
		return &Program{Def: opts("-m,--mode: -o,--owner: -g,--group: -S,--suffix: -t,--target-directory:@t -d,--directory@W "+
			"-b --backup? -C,--compare -D -c -p,--preserve-timestamps -s,--strip --strip-program:@x -v,--verbose "+
			"-T,--no-target-directory -Z --context? --preserve-context --help --version", Abbrev), Layout: CopyOps}
	}, "install")
	add(files("-S,--suffix: -t,--target-directory:@t -f,--force -i,--interactive -n,--no-clobber -v,--verbose -u,--update? "+
		"-b --backup? -T,--no-target-directory --strip-trailing-slashes -Z,--context --help --version", Abbrev, MoveOps, 0, 0), "mv")
	add(files("-S,--suffix: -t,--target-directory:@t -f,--force -s,--symbolic -n,--no-dereference -v,--verbose -r,--relative "+
		"-b --backup? -T,--no-target-directory -L,--logical -P,--physical -i,--interactive -d,-F,--directory --help --version", Abbrev, LinkOps, 0, 0), "ln")
	add(files("-a,--append -i,--ignore-interrupts -p --output-error? --help --version", Abbrev, AllOps, Write, 0), "tee")
	add(files("-r,--reference:@r -d,--date: -t: -a -m -c,--no-create -h,--no-dereference --time: -f --help --version", Abbrev, AllOps, Write, 0), "touch")
	add(files("-r,-R,--recursive -f,--force -i -I -d,--dir -v,--verbose --interactive?never|once|always^-i "+
		"--preserve-root? --no-preserve-root --one-file-system --help --version", Abbrev, AllOps, Write, 0), "rm")
	add(files("-p,--parents -v,--verbose --ignore-fail-on-non-empty --help --version", Abbrev, AllOps, Write, 0), "rmdir")
	add(files("--help --version", Abbrev, AllOps, Write, 0), "unlink")
	add(files("-m,--mode: -p,--parents -v,--verbose -Z --context? --help --version", Abbrev, AllOps, Write, 0), "mkdir")
	add(files("-m,--mode: -Z --context? --help --version", Abbrev, AllOps, Write, 0), "mkfifo")
	add(files("-m,--mode: -Z --context? --help --version", Abbrev, FirstOp, Write, 0), "mknod")
	add(files("-n,--iterations: -s,--size: --random-source: -u,--remove? -z,--zero -f,--force -v,--verbose -x,--exact --help --version",
		Abbrev, AllOps, Write, 0), "shred")
	add(files("-s,--size: -r,--reference:@r -c,--no-create -o,--io-blocks --help --version", Abbrev, AllOps, Write, 0), "truncate")
	// wipefs writes the devices it is given (with -a or -o); -b writes a
	// backup of each signature in $HOME.
	add(files("-o,--offset: -t,--types: -a,--all -n,--no-act -f,--force -q,--quiet -b,--backup@D -i,--noheadings "+
		"-J,--json -O,--output: -p,--parsable --lock? -h,--help -V,--version", Abbrev, AllOps, Write, 0), "wipefs")
	add(func() *Program {
		return &Program{Def: opts("-R,--recursive -f,--silent,--quiet -v,--verbose -c,--changes -h,--no-dereference "+
			"--reference:@rp --from: --dereference -H -L -P --preserve-root --no-preserve-root --help --version", Abbrev), Layout: AllOps, Access: Write, Skip: 1}
	}, "chown", "chgrp")
	// setfacl (acl 2.3): the operands are the files whose ACLs it
	// changes; --restore changes the files a getfacl dump names (the
	// shell leaves that unresolved).
	add(files("-m,--modify: -M,--modify-file:@r -x,--remove: -X,--remove-file:@r --set: --set-file:@r "+
		"-b,--remove-all -k,--remove-default -R,--recursive -d,--default -n,--no-mask --mask -L,--logical -P,--physical "+
		"--restore:@r --test -v,--version -h,--help", Abbrev, AllOps, Write, 0), "setfacl")
	// chcon: CONTEXT FILE…, or FILE… with -u, -r, -t, -l or --reference.
	add(files("-u,--user:@p -r,--role:@p -t,--type:@p -l,--range:@p --reference:@rp -R,--recursive -h,--no-dereference -v,--verbose "+
		"--dereference --no-preserve-root --preserve-root -H -L -P --help --version", Abbrev, AllOps, Write, 1), "chcon")
	// chattr (e2fsprogs 1.47): -p and -v take the next word; a '-' word's
	// other letters are attributes removed (chattr -i f), so the mode
	// operand is not there.
	add(files("-R -V -f -p: -v: -a@p -A@p -c@p -C@p -d@p -D@p -e@p -F@p -i@p -j@p -m@p -P@p -s@p -S@p -t@p -T@p "+
		"-u@p -x@p", NextWord, AllOps, Write, 1), "chattr")
	add(files(sudoeditOpts, Abbrev, AllOps, Write, 0), "sudoedit")
	add(files("--help --version", OneDash, DDOps, 0, 0), "dd")
	add(func() *Program {
		return &Program{Def: opts("-c,--create -x,--extract,--get -t,--list -r,--append -u,--update -A,--catenate,--concatenate "+
			"-d,--diff,--compare --delete -f,--file: -C,--directory:@d -T,--files-from:@r -X,--exclude-from:@r "+
			"-b,--blocking-factor: -H,--format: -I,--use-compress-program:@x -g,--listed-incremental:@w -K,--starting-file: "+
			"-L,--tape-length: -N,--newer,--after-date: -V,--label: --exclude: --transform,--xform: --owner: --group: --mode: "+
			"--strip-components: --to-command:@s --checkpoint-action:@s --rsh-command:@x "+
			"-F,--info-script,--new-volume-script:@s -z,--gzip,--gunzip -j,--bzip2 -J,--xz -Z,--compress -a,--auto-compress -v,--verbose -k,--keep-old-files "+
			"-O,--to-stdout -p,--preserve-permissions -P,--absolute-names -S,--sparse -W,--verify -h,--dereference --test-label --check-device -G,--incremental --hole-detection: --ignore-failed-read --level: --no-check-device "+
			" --no-seek -n,--seek --occurrence? --sparse-version: --add-file:@r --exclude-backups --exclude-caches "+
			" --exclude-caches-all --exclude-caches-under --exclude-ignore: --exclude-ignore-recursive: --exclude-tag: "+
			" --exclude-tag-all: --exclude-tag-under: --exclude-vcs --exclude-vcs-ignores --no-null --no-recursion "+
			" --no-unquote --no-verbatim-files-from --null --recursion --unquote --verbatim-files-from --anchored "+
			" --ignore-case --no-anchored --no-ignore-case --no-wildcards --no-wildcards-match-slash --wildcards "+
			" --wildcards-match-slash --keep-directory-symlink --keep-newer-files --no-overwrite-dir --one-top-level? "+
			" --overwrite --overwrite-dir --recursive-unlink --skip-old-files -U,--unlink-first --ignore-command-error "+
			" --no-ignore-command-error --atime-preserve? --clamp-mtime --delay-directory-restore --group-map:@r --mtime: "+
			" -m,--touch --no-delay-directory-restore --no-same-owner --no-same-permissions --numeric-owner --owner-map:@r "+
			" --same-permissions --same-owner --sort: -s,--preserve-order,--same-order --acls --no-acls --no-selinux "+
			" --no-xattrs --selinux --xattrs --xattrs-exclude: --xattrs-include: --force-local -M,--multi-volume "+
			" --rmt-command:@x --volno-file:@w -B,--read-full-records -i,--ignore-zeros --record-size: "+
			" --old-archive,--portability --pax-option: --posix --lzip --lzma --lzop --no-auto-compress --zstd --ungzip "+
			" --uncompress --backup? --hard-dereference --newer-mtime: --one-file-system --suffix: --checkpoint? --full-time "+
			" --index-file:@w -l,--check-links --no-quote-chars: --quote-chars: --quoting-style: -R,--block-number "+
			" --show-defaults --show-omitted-dirs --show-snapshot-field-ranges --show-transformed-names,--show-stored-names "+
			" --totals? --utc --warning: -w,--interactive,--confirmation -o --help --restrict --usage --version",
			Abbrev), Layout: TarOps, OldStyle: true}
	}, "tar")
	add(func() *Program {
		return &Program{Def: opts(bsdtarOpts, Abbrev), Layout: TarOps, OldStyle: true}
	}, "bsdtar")
	// zip -m (--move) deletes the files it adds and -@ (--names-stdin) takes
	// them from stdin: both are left out, so a command using them stays
	// unresolved.
	add(files("-b,--temp-path:@w -n,--suffixes: -t,--from-date: -tt,--before-date: -P,--password: -TT,--unzip-command:@s "+
		" -r,--recurse-paths -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -a,--ascii -A,--adjust-sfx -AC,--archive-clear "+
		" -AS,--archive-set -B,--binary -Bn -c,--entry-comments -C,--preserve-case -C2,--preserve-case-2 "+
		" -C5,--preserve-case-5 -d,--delete -db,--display-bytes -dc,--display-counts -dd,--display-dots -df,--datafork "+
		" -dg,--display-globaldots -ds,--dot-size: -du,--display-usize -dv,--display-volume -D,--no-dir-entries "+
		" -DF,--difference-archive -e,--encrypt -E,--longnames -f,--freshen -F,--fix -FF,--fixfix -FI,--fifo "+
		" -FS,--filesync -g,--grow -h,--help -h2,--more-help -i,--include: -I,--no-image -ic,--ignore-case "+
		" -j,--junk-paths -jj,--absolute-path -J,--junk-sfx -k,--DOS-names -l,--to-crlf -la,--log-append "+
		" -lf,--logfile-path:@w -li,--log-info -ll,--from-crlf -L,--license -MM,--must-match -nw,--no-wild -N,--notes "+
		" -o,--latest-time -O,--output-file:@w -p,--paths -q,--quiet -Qn,--Q-flag: -R,--recurse-patterns -RE,--regex "+
		" -s,--split-size: -sb,--split-bell -sc,--show-command -sf,--show-files -so,--show-options -sp,--split-pause "+
		" -su,--show-unicode -sU,--show-just-unicode -sv,--split-verbose -S,--system-hidden -T,--test -u,--update "+
		" -U,--copy-entries -UN,--unicode: -v,--verbose -V,--VMS-portable -VV,--VMS-specific -w,--VMS-versions "+
		" -ww,--VMS-dot-versions -ws,--wild-stop-dirs -x,--exclude: -X,--no-extra -y,--symlinks -z,--archive-comment "+
		" -Z,--compression-method: --use-privileges --volume-label", 0, ZipOps, 0, 0), "zip")
	// unzip -: lets entries write outside the destination: it is left
	// out, so a command using it stays unresolved.
	add(files("-d:@w -x: -P: -Z -A -c -f -l -p -t -T -u -v -z -a -b -B -C -D -E -F -i -j -J -K -L -M -n -N -o -q -s -S -U -V -W -X -Y", 0, UnzipOps, 0, 0), "unzip")
	add(files("-c: -F:@r -i: -J: -l: -L: -o:@k -P: -S:@x -D:@x -X: -r -p -q -v -C -3 -4 -6 -A -B -O -R -T", 0, RemoteOps, 0, 0), "scp")
	add(files("-e,--rsh:@x -B,--block-size: -f,--filter: -T,--temp-dir:@w -M,--remote-option: --exclude: --include: "+
		"--exclude-from:@r --include-from:@r --files-from:@r --partial-dir:@w --log-file:@w --password-file:@r --rsync-path:@x "+
		"--chmod: --chown: --backup-dir:@w --compare-dest:@r --copy-dest:@r --link-dest:@r --suffix: --timeout: --bwlimit: --port: "+
		"--out-format: --max-size: --min-size: --max-delete: --usermap: --groupmap: --info: --debug: --compress-level: "+
		"--skip-compress: --iconv: -n,--dry-run -r,--recursive -a,--archive -v,--verbose -z,--compress --delete "+
		"--stderr: -q,--quiet --no-motd -c,--checksum --inc-recursive,--i-r --no-i-r -R,--relative --no-implied-dirs -b,--backup "+
		"-u,--update --inplace --append --append-verify -d,--dirs --old-dirs,--old-d --mkpath -l,--links -L,--copy-links "+
		"--copy-unsafe-links --safe-links --insecure-links --confine-root: --munge-links -k,--copy-dirlinks -K,--keep-dirlinks "+
		"-H,--hard-links -p,--perms -E,--executability -A,--acls -X,--xattrs -o,--owner -g,--group --devices --copy-devices "+
		"--write-devices --specials -D --no-D -t,--times -U,--atimes --open-noatime -N,--crtimes -O,--omit-dir-times "+
		"-J,--omit-link-times --super --fake-super -S,--sparse --preallocate -W,--whole-file --no-W --checksum-choice,--cc: "+
		"-x,--one-file-system --existing,--ignore-non-existing --ignore-existing --del --delete-before --delete-during "+
		"--delete-delay --delete-after --delete-excluded --ignore-missing-args --delete-missing-args --ignore-errors --force "+
		"--max-alloc: --partial --delay-updates -m,--prune-empty-dirs --numeric-ids --contimeout: -I,--ignore-times --size-only "+
		"--modify-window: -y,--fuzzy --compress-choice,--zc: --compress-threads: -C,--cvs-exclude -F -0,--from0 --old-args "+
		"-s,--secluded-args --trust-sender --copy-as: --address: --sockopts: --blocking-io --outbuf: --stats --8-bit-output "+
		"-h,--human-readable --progress -P -i,--itemize-changes --log-file-format: --early-input:@r --list-only --stop-after: "+
		"--stop-at: --fsync --write-batch:@w --only-write-batch:@w --read-batch:@r --protocol: --checksum-seed: -4,--ipv4 "+
		"-6,--ipv6 -V,--version --help --daemon --config:@rk --dparam:@k --no-detach --zl: --zt: -8 --drop-D",
		Negate, RemoteOps, 0, 0), "rsync")
	add(files("-k,--key: -o,--output:@w -t,--field-separator: -S,--buffer-size: -T,--temporary-directory: --parallel: "+
		"--batch-size: --compress-program:@x --files0-from:@r --random-source: "+
		"-b,--ignore-leading-blanks -d,--dictionary-order -f,--ignore-case -g,--general-numeric-sort -i,--ignore-nonprinting "+
		"-M,--month-sort -h,--human-numeric-sort -n,--numeric-sort -R,--random-sort -r,--reverse --sort: -V,--version-sort "+
		"-c,--check? -C --debug -m,--merge -s,--stable -u,--unique -z,--zero-terminated --help --version", Abbrev, AllOps, Read, 0), "sort")
	add(files("-f,--skip-fields: -s,--skip-chars: -w,--check-chars: -c,--count -d,--repeated -D --all-repeated? --group? "+
		"-i,--ignore-case -u,--unique -z,--zero-terminated --help --version", Abbrev, SecondWrite, 0, 0), "uniq")
	// xxd (vim's, 2022): whole-word options, or a short one with its
	// value attached or next; INFILE OUTFILE.
	add(files("-c,-cols,--cols: -g,-groupsize,--groupsize: -l,-len,--len: -o,-offset,--offset: -s,-seek,--seek: "+
		"-n,-name,--name: -r,-revert -p,-ps,-postscript,-plain -i,-include -u -e -b,-bits -a,-autoskip -C,-capitalize "+
		"-E,-EBCDIC -h,-help -d -v,-version", 0, SecondWrite, 0, 0), "xxd")
	add(files("-C: -U: -I,--ignore-matching-lines: -F,--show-function-line: -L,--label: -S,--starting-file: -D,--ifdef: "+
		"-W,--width: -x,--exclude: -X,--exclude-from:@r --from-file:@r --to-file:@r --tabsize: --horizon-lines: --color? "+
		"--palette: --context? --unified? -r,--recursive -q,--brief -u -N,--new-file --normal -s,--report-identical-files -c "+
		"-e,--ed -n,--rcs -y,--side-by-side --left-column --suppress-common-lines -p,--show-c-function -t,--expand-tabs "+
		"-T,--initial-tab --suppress-blank-empty -l,--paginate --no-dereference --unidirectional-new-file --ignore-file-name-case "+
		"--no-ignore-file-name-case -i,--ignore-case -E,--ignore-tab-expansion -Z,--ignore-trailing-space -b,--ignore-space-change "+
		"-w,--ignore-all-space -B,--ignore-blank-lines -a,--text --strip-trailing-cr --old-group-format: --new-group-format: "+
		"--unchanged-group-format: --changed-group-format: --line-format: --old-line-format: --new-line-format: "+
		"--unchanged-line-format: -d,--minimal --speed-large-files --help -v,--version", Abbrev, AllOps, Read, 0), "diff")
	add(files("-b,--print-bytes -i,--ignore-initial: -l,--verbose -n,--bytes: -s,--quiet,--silent --help -v,--version",
		Abbrev, AllOps, Read, 0), "cmp")
	add(files("-1 -2 -3 --check-order --nocheck-order --output-delimiter: --total -z,--zero-terminated --help --version",
		Abbrev, AllOps, Read, 0), "comm")
	add(files("-c,--format: --printf: -t,--terse -L,--dereference -f,--file-system --cached: --help --version", Abbrev, AllOps, Read, 0), "stat")
	add(files(fileOpts, Abbrev, AllOps, Read, 0), "file")
	add(files("-A,--address-radix: -j,--skip-bytes: -N,--read-bytes: -t,--format: -S: --strings? -w? --width? --endian: "+
		"-v,--output-duplicates --traditional --help --version -a -b -c -d -f -i -l -o -s -x -B -D -e -F -h -H -I -L -O -X",
		Abbrev, AllOps, Read, 0), "od")
	add(files("-i,--input:@r -o,--output:@w -w,--wrap: -b,--break: -d,--decode -D --ignore-garbage --help --version", Abbrev, AllOps, Read, 0), "base64")
	add(files("-w,--wrap: -d,--decode -i,--ignore-garbage --help --version", Abbrev, AllOps, Read, 0), "base32")
	add(files("-b,--one-byte-octal -c,--one-byte-char -C,--canonical -d,--two-bytes-decimal -o,--two-bytes-octal "+
		"-x,--two-bytes-hex -L,--color? -e,--format: -f,--format-file:@r -n,--length: -s,--skip: -v,--no-squeezing "+
		"-h,--help -V,--version", Abbrev, AllOps, Read, 0), "hexdump")
	// strings (binutils 2.40): -NUM is -n NUM.
	add(files("-a,--all -d,--data -f,--print-file-name -n,--bytes: -t,--radix: -w,--include-all-whitespace -o "+
		"-T,--target: -e,--encoding: --unicode: -U: -s,--output-separator: -h,--help -v,-V,--version",
		Abbrev|Numeric, AllOps, Read, 0), "strings")
	add(files(sumOpts+" -l,--length:", Abbrev, AllOps, Read, 0), "b2sum")
	add(files(cksumOpts, Abbrev, AllOps, Read, 0), "cksum")
	add(files(shasumOpts, Abbrev, AllOps, Read, 0), "shasum")
	add(files("-b,--bytes: -c,--characters: -d,--delimiter: -f,--fields: --output-delimiter: -n --complement -s,--only-delimited -z,--zero-terminated --help --version", Abbrev, AllOps, Read, 0), "cut")
	add(files("-d,--delimiters: -s,--serial -z,--zero-terminated --help --version", Abbrev, AllOps, Read, 0), "paste")
	add(files("-b,--bytes -s,--spaces -w,--width: --help --version", Abbrev|Numeric, AllOps, Read, 0), "fold")
	add(files(jqOpts, 0, AllOps, Read, 1), "jq")
	add(files("-I,--ignore: -T,--tabsize: -w,--width: --hide: --format: --sort: --time-style: --block-size: "+
		"--quoting-style: --indicator-style: --time: -a,--all -A,--almost-all --author -b,--escape -B,--ignore-backups -c -C "+
		"--color? -d,--directory -D,--dired -f -F,--classify? --file-type --full-time -g --group-directories-first "+
		"-G,--no-group -h,--human-readable --si -H,--dereference-command-line --dereference-command-line-symlink-to-dir "+
		"--hyperlink? -i,--inode -k,--kibibytes -l -L,--dereference -m -n,--numeric-uid-gid -N,--literal -o -p "+
		"-q,--hide-control-chars --show-control-chars -Q,--quote-name -r,--reverse -R,--recursive -s,--size -S -t -u -U -v "+
		"-x -X -Z,--context --zero --help --version -1", Abbrev, AllOps, Read, 0), "ls")
	add(files("-B,--block-size: -d,--max-depth: -X,--exclude-from:@r -t,--threshold: --exclude: --time-style: --files0-from: --null,-0 -a,--all --apparent-size -b,--bytes -c,--total "+
		"-D,--dereference-args -H -h,--human-readable --inodes -k -L,--dereference -l,--count-links -m -P,--no-dereference "+
		"-S,--separate-dirs --si -s,--summarize --time? -x,--one-file-system --help --version",
		Abbrev, AllOps, Read, 0), "du")
	add(files(treeOpts, NextWord, AllOps, Read, 0), "tree")
	add(files("", 0, FirstOp, Read, 0), "source", ".")
	add(files(patchOpts, Abbrev, PatchOps, 0, 0), "patch")
	gzip := files("-S,--suffix: -c,--stdout,--to-stdout@R -t,--test@R -l,--list@R -k,--keep@R -d,--decompress "+
		"-f,--force -r,--recursive -h,--help -L,--license -n,--no-name -N,--name -q,--quiet --rsyncable --synchronous "+
		"-v,--verbose -V,--version --fast --best -1 -2 -3 -4 -5 -6 -7 -8 -9", 0, AllOps, Write, 0)
	add(gzip, "gzip", "gunzip")
	add(files(bzip2Opts, 0, AllOps, Write, 0), "bzip2", "bunzip2")
	add(files(xzOpts, Abbrev, AllOps, Write, 0), "xz", "unxz", "lzma")
	add(files(zstdOpts, NextWord|Numeric, AllOps, Read, 0), "zstd")
	add(files("-o,--output:@w -O,--remote-name -T,--upload-file:@r "+
		"-d,--data,--data-raw,--data-binary,--data-urlencode,--data-ascii,--json: -F,--form: -K,--config:@rk "+
		"-D,--dump-header:@w -c,--cookie-jar:@w -b,--cookie: -e,--referer: -H,--header: -u,--user: -A,--user-agent: "+
		"-X,--request: -x,--proxy: -w,--write-out: -m,--max-time: -Y,--speed-limit: -y,--speed-time: -z,--time-cond: "+
		"-E,--cert:@r -r,--range: --output-dir:@w --key:@r --cacert:@r --url: --connect-timeout: --retry: --resolve: "+
		"-I,--head -G,--get -k,--insecure -s,--silent -L,--location -f,--fail -S,--show-error -v,--verbose -:,--next --http0.9 --http1.0 --http1.1 --proxy1.0 --tlsv1.0 --tlsv1.1 --tlsv1.2 --tlsv1.3 --abstract-unix-socket:@k --alt-svc:@w --anyauth -a,--append --aws-sigv4: --basic --capath:@r --cert-status "+
		" --cert-type: --ciphers: --compressed --compressed-ssh --connect-to: -C,--continue-at: --create-dirs "+
		" --create-file-mode: --crlf --crlfile:@r --curves: --delegation: --digest -q,--disable --disable-eprt "+
		" --disable-epsv --disallow-username-in-url --dns-interface: --dns-ipv4-addr: --dns-ipv6-addr: --dns-servers: "+
		" --doh-cert-status --doh-insecure --doh-url: --egd-file:@r --engine: --etag-compare:@r --etag-save:@w "+
		" --expect100-timeout: --fail-early --fail-with-body --false-start --form-escape --form-string: --ftp-account: "+
		" --ftp-alternative-to-user: --ftp-create-dirs --ftp-method: --ftp-pasv -P,--ftp-port: --ftp-pret "+
		" --ftp-skip-pasv-ip --ftp-ssl-ccc --ftp-ssl-ccc-mode: --ftp-ssl-control -g,--globoff "+
		" --happy-eyeballs-timeout-ms: --haproxy-protocol -h,--help --hostpubmd5: --hostpubsha256: --hsts:@w "+
		" --http2 --http2-prior-knowledge --http3 --http3-only --ignore-content-length -i,--include --interface: "+
		" --ipv4 --ipv6 -j,--junk-session-cookies --keepalive-time: --key-type: --krb: --libcurl:@w --limit-rate: "+
		" -l,--list-only --local-port: --location-trusted --login-options: --mail-auth: --mail-from: --mail-rcpt: "+
		" --mail-rcpt-allowfails -M,--manual --max-filesize: --max-redirs: --metalink --negotiate -n,--netrc "+
		" --netrc-file:@r --netrc-optional --no-alpn -N,--no-buffer --no-clobber --no-keepalive --no-npn "+
		" --no-progress-meter --no-sessionid --noproxy: --ntlm --ntlm-wb --oauth2-bearer: -Z,--parallel "+
		" --parallel-immediate --parallel-max: --pass: --path-as-is --pinnedpubkey:@r --post301 --post302 --post303 "+
		" --preproxy: --progress-bar --proto: --proto-default: --proto-redir: --proxy-anyauth --proxy-basic "+
		" --proxy-cacert:@r --proxy-capath:@r --proxy-cert:@r --proxy-cert-type: --proxy-ciphers: --proxy-crlfile:@r "+
		" --proxy-digest --proxy-header: --proxy-insecure --proxy-key:@r --proxy-key-type: --proxy-negotiate "+
		" --proxy-ntlm --proxy-pass: --proxy-pinnedpubkey:@r --proxy-service-name: --proxy-ssl-allow-beast "+
		" --proxy-ssl-auto-client-cert --proxy-tls13-ciphers: --proxy-tlsauthtype: --proxy-tlspassword: --proxy-tlsuser: "+
		" --proxy-tlsv1 -U,--proxy-user: -p,--proxytunnel --pubkey: -Q,--quote: --random-file:@r --rate: --raw "+
		" -J,--remote-header-name --remote-name-all -R,--remote-time --remove-on-error --request-target: "+
		" --retry-all-errors --retry-connrefused --retry-delay: --retry-max-time: --sasl-authzid: --sasl-ir "+
		" --service-name: --socks4: --socks4a: --socks5: --socks5-basic --socks5-gssapi --socks5-gssapi-nec "+
		" --socks5-gssapi-service: --socks5-hostname: --ssl --ssl-allow-beast --ssl-auto-client-cert --ssl-no-revoke "+
		" --ssl-reqd --ssl-revoke-best-effort --sslv2 --sslv3 --stderr:@w --styled-output --suppress-connect-headers "+
		" --tcp-fastopen --tcp-nodelay -t,--telnet-option: --tftp-blksize: --tftp-no-options --tls-max: --tls13-ciphers: "+
		" --tlsauthtype: --tlspassword: --tlsuser: --tlsv1 --tr-encoding --trace:@w --trace-ascii:@w --trace-time "+
		" --unix-socket:@k --url-query: -B,--use-ascii -V,--version --xattr",
		0, AllOps, 0, 0), "curl")
	add(files("-O,--output-document:@w -o,--output-file:@w -a,--append-output:@w -i,--input-file:@r "+
		"-P,--directory-prefix:@w --post-file:@r --body-file:@r -e,--execute:@k -U,--user-agent: -t,--tries: -T,--timeout: "+
		"-w,--wait: -Q,--quota: -l,--level: -A,--accept: -R,--reject: --post-data: --header: --user: --password: "+
		"--use-askpass?@x -q,--quiet -r,--recursive -m,--mirror -d,--debug --no-check-certificate"+
		" -V,--version -h,--help -b,--background -v,--verbose -nv,--no-verbose --report-speed: -F,--force-html "+
		" -B,--base: --config:@rk --no-config --rejected-log:@w --retry-connrefused --retry-on-http-error: "+
		" --retry-on-host-error -nc,--no-clobber --no-netrc -c,--continue --start-pos: --progress: --show-progress "+
		" -N,--timestamping --no-if-modified-since --no-use-server-timestamps -S,--server-response --spider "+
		" --dns-timeout: --connect-timeout: --read-timeout: --waitretry: --random-wait --no-proxy --bind-address: "+
		" --bind-dns-address: --dns-servers: --limit-rate: --no-dns-cache --restrict-file-names: --ignore-case "+
		" -4,--inet4-only -6,--inet6-only --prefer-family: --ask-password --no-iri --local-encoding: --remote-encoding: "+
		" --unlink --xattr -nd,--no-directories -x,--force-directories -nH,--no-host-directories --protocol-directories "+
		" --cut-dirs: --http-user: --http-password: --no-cache --default-page: -E,--adjust-extension --ignore-length "+
		" --compression: --max-redirect: --proxy-user: --proxy-password: --referer: --save-headers --no-http-keep-alive "+
		" --no-cookies --load-cookies:@r --save-cookies:@w --keep-session-cookies --method: --body-data: "+
		" --content-disposition --content-on-error --auth-no-challenge --secure-protocol: --https-only --certificate:@r "+
		" --certificate-type: --private-key:@r --private-key-type: --ca-certificate:@r --ca-directory:@r --crl-file:@r "+
		" --pinnedpubkey:@r --ciphers: --no-hsts --hsts-file:@w --ftp-user: --ftp-password: --no-remove-listing "+
		" --no-glob --no-passive-ftp --preserve-permissions --retr-symlinks --ftps-implicit --ftps-resume-ssl "+
		" --no-ftps-resume-ssl --ftps-clear-data-connection --ftps-fallback-to-ftp --warc-file:@w --warc-header: "+
		" --warc-max-size: --warc-cdx --warc-dedup:@r --no-warc-compression --no-warc-digests --no-warc-keep-log "+
		" --warc-tempdir:@w --delete-after -k,--convert-links --convert-file-only -K,--backup-converted --backups: "+
		" -p,--page-requisites --strict-comments --accept-regex: --reject-regex: --regex-type: -D,--domains: "+
		" --exclude-domains: --follow-ftp --follow-tags: --ignore-tags: -H,--span-hosts -L,--relative "+
		" -I,--include-directories: -X,--exclude-directories: --trust-server-names -np,--no-parent --input-metalink:@r "+
		" --keep-badhash --metalink-over-http --metalink-index: --preferred-location --check-certificate? "+
		" --random-file:@r --egd-file:@r", Abbrev|Negate, AllOps, 0, 0), "wget")
	add(openssl, "openssl")

	// Readers the floor judges; their operands are files read.
	add(files(batOpts, 0, AllOps, Read, 0), "bat", "batcat")
	add(files("-f,--from-code: -t,--to-code: -o,--output:@w -c -l,--list -s,--silent --verbose --help --usage -V,--version",
		Abbrev, AllOps, Read, 0), "iconv")
	add(files("-c,--crown-margin -p,--prefix: -s,--split-only -t,--tagged-paragraph -u,--uniform-spacing -w,--width: "+
		"-g,--goal: --help --version", Abbrev|Numeric, AllOps, Read, 0), "fmt")
	add(files("-i,--initial -t,--tabs: --help --version", Abbrev|Numeric, AllOps, Read, 0), "expand")
	add(files("-a,--all --first-only -t,--tabs: --help --version", Abbrev|Numeric, AllOps, Read, 0), "unexpand")
	add(files("-t,--table -n,--table-name: -O,--table-order: -N,--table-columns: -l,--table-columns-limit: "+
		"-E,--table-noextreme: -d,--table-noheadings -e,--table-header-repeat -H,--table-hide: -R,--table-right: "+
		"-T,--table-truncate: -W,--table-wrap: -L,--keep-empty-lines -J,--json -r,--tree: -i,--tree-id: "+
		"-p,--tree-parent: -c,--output-width: -o,--output-separator: -s,--separator: -x,--fillrows -h,--help -V,--version",
		Abbrev, AllOps, Read, 0), "column")
	// split FILE PREFIX writes PREFIXaa…; --filter runs each piece
	// through a shell command.
	add(files("-a,--suffix-length: --additional-suffix: -b,--bytes: -C,--line-bytes: -d --numeric-suffixes? -x "+
		"--hex-suffixes? -e,--elide-empty-files --filter:@s -l,--lines: -n,--number: -t,--separator: -u,--unbuffered "+
		"--verbose --help --version", Abbrev|Numeric, SecondWrite, 0, 0), "split")
	// csplit FILE PATTERN… writes PREFIX00… (-f PREFIX, xx by default).
	add(files("-b,--suffix-format: -f,--prefix:@w -k,--keep-files --suppress-matched -n,--digits: -s,--quiet,--silent "+
		"-z,--elide-empty-files --help --version", Abbrev, FirstOp, Read, 0), "csplit")
	add(files("-a,--alternative -d,--alphanum -f,--ignore-case -t,--terminate: -h,--help -V,--version", Abbrev, AllOps, Read, 1), "look")
	add(files("-a: -e: -i,--ignore-case -j: -o: -t: -v: -1: -2: --check-order --nocheck-order --header "+
		"-z,--zero-terminated --help --version", Abbrev, AllOps, Read, 0), "join")
	// pr: -COLUMN is --columns COLUMN.
	add(files("--columns: -a,--across -c,--show-control-chars -d,--double-space -D,--date-format: -e,--expand-tabs? "+
		"-F,-f,--form-feed -h,--header: -i,--output-tabs? -J,--join-lines -l,--length: -m,--merge -n,--number-lines? "+
		"-N,--first-line-number: -o,--indent: -r,--no-file-warnings -s,--separator? -S,--sep-string? -t,--omit-header "+
		"-T,--omit-pagination -v,--show-nonprinting -w,--width: -W,--page-width: --pages: --help --version",
		Abbrev|Numeric, AllOps, Read, 0), "pr")

	// Programs with subcommands, for structured rules.
	add(git, "git")
	add(docker, "docker")
	add(dockerCompose, "docker-compose")
	add(podmanCompose, "podman-compose")
	add(kustomize, "kustomize")
	add(podman, "podman")
	add(kubectl, "kubectl")
	add(oc, "oc")
	add(aws, "aws")
	add(gcloud, "gcloud")
	add(az, "az")
	add(helm, "helm")
	add(gh, "gh")
	add(restic, "restic")
	add(borg, "borg")
	add(rclone, "rclone")
	add(velero, "velero")
	add(plain(psqlOpts, Abbrev), "psql")
	add(plain(mysqlOpts, Abbrev), "mysql", "mariadb")
	add(plain(mysqladminOpts, Abbrev), "mysqladmin", "mariadb-admin")
	add(plain(mongoOpts, 0), "mongo")
	add(plain(mongoshOpts, Negate), "mongosh")
	add(plain(javaOpts, Colon|OperandEnds), "java")
	add(plain(javacOpts, Colon), "javac")
	add(xcodebuild, "xcodebuild")
	add(plain("", OneDash), "ffmpeg")
	add(plain(ccOpts, 0), "gcc", "clang", "cc", "g++", "c++", "clang++")
	add(golang, "go")
	// npm: --script-shell runs every script; --node-options, a config
	// file or another package directory decide what code runs.
	add(same(npmOpts, Abbrev|Negate), "npm")
	add(pnpm, "pnpm")
	add(yarn, "yarn", "yarnpkg")
	// npx is npm exec: every npm option, -p being --package; its options
	// end at the first operand, the command.
	add(func() *Program { return plain(npxOpts(), Abbrev|Negate|POSIX)() }, "npx")
	add(plain("-f,--file,--makefile:@rk -C,--directory:@dk -I,--include-dir:@k -j,--jobs? -l,--load-average,--max-load? "+
		"-o,--old-file,--assume-old: -W,--what-if,--new-file,--assume-new: -E,--eval:@k -O,--output-sync? "+
		"-k,--keep-going -n,--just-print,--dry-run,--recon -s,--silent,--quiet -B,--always-make -i,--ignore-errors "+
		"-e,--environment-overrides -q,--question -t,--touch -r,--no-builtin-rules -R,--no-builtin-variables "+
		"-b,-m -d --debug? -h,--help -L,--check-symlink-times -p,--print-data-base --no-silent -S,--no-keep-going,--stop "+
		"--trace -v,--version -w,--print-directory --no-print-directory --warn-undefined-variables --jobserver-fds: --jobserver-auth:", 0), "make", "gmake")
	ssh := "-B: -b: -c: -D: -E:@w -e: -F:@r -I: -i: -J: -L: -l: -m: -O: -o:@k -p: -Q: -R: -S: -W: -w: " +
		"-4 -6 -A -a -C -f -G -g -K -k -M -N -n -q -s -T -t -V -v -X -x -Y -y"
	add(plain(ssh, POSIX), "ssh")
	add(plain("-B: -b:@r -c: -D:@x -F:@r -i: -J: -l: -o:@k -P: -R: -S:@x -s: -X: -4 -6 -A -a -C -f -N -p -q -r -v", 0), "sftp")
	add(pip, "pip", "pip3")
	add(cargo, "cargo")
	add(poetry, "poetry")
	add(brew, "brew")
	add(gem, "gem")
	add(twine, "twine")
	add(macVerbs("", launchctlVerbs.get()), "launchctl")
	add(macVerbs(securityGlobal, securityVerbs.get()), "security")
	// systemctl's options go anywhere: the same table before and after
	// its verb.
	add(same(systemctlOpts, Abbrev), "systemctl")
	add(terragrunt, "terragrunt")
	add(pulumi, "pulumi")
	add(flyctl, "flyctl")
	add(netlify, "netlify")
	add(vercel, "vercel")
	add(vault, "vault")
	add(onePassword, "op")
	add(nats, "nats")
	add(circleci, "circleci")
	add(gitlabRunner, "gitlab-runner")
	add(rabbitmqctl, "rabbitmqctl")
	add(rabbitmqadmin, "rabbitmqadmin")
	add(doppler, "doppler")
	add(terraform, "terraform", "tofu")
	add(files(yqOpts+" "+yqGoOpts, 0, AllOps, Read, 1), "yq")
	add(files(sdiffOpts, Abbrev, AllOps, Read, 0), "sdiff")
	// date: GNU coreutils' options, and BSD date's -j, -n and -v (its -f
	// is a format, read here as GNU's file, and -r seconds as a file).
	add(plain("-d,--date: --debug -f,--file:@r -I,--iso-8601? -R,--rfc-email --rfc-3339: -r,--reference:@r -s,--set: "+
		"-u,--utc,--universal --resolution --help --version -j -n -v:", Abbrev), "date")
	add(plain("-a,--alias -A,--all-fqdns -b,--boot -d,--domain -f,--fqdn,--long -F,--file:@r -i,--ip-address "+
		"-I,--all-ip-addresses -s,--short -y,--yp,--nis -V,--version -h,--help", Abbrev), "hostname")
}

// closedNames are the programs of every closed group; Lookup gives every
// other program of table its Open reason.
const closedNames = closedBase + " " + closedCore + " " + closedWrap + " " + closedPkg + " " + closedCloud + " " + closedOps + " " + closedPkg2 + " " + closedCompose + " " + closedCloud3

// closedBase, with closedCore, closedWrap, closedPkg and closedCloud, are the programs
// whose tables list every option their help and manual pages document
// (checked against the installed programs by TestCoverage): an option they
// do not list leaves the command unresolved. Every other table lists only
// the options pregate judges, and says so in its Open reason.
const closedBase = `git tar sed gsed awk gawk mawk nawk find xargs curl wget ssh scp sftp make gmake
	cp mv install ln tee dd truncate rm zip unzip rsync cat head tail ls wc sort uniq cut touch mkdir rmdir chmod
	chown chgrp grep egrep fgrep diff gzip shred stat du base64 npm npx docker kubectl fd fdfind`

// openWhy is the Open reason of every table not in closed.
const openWhy = "its table lists the options pregate judges, not every option the program has"

// newerXY declares find's -newerXY tests: X and Y each one of a, B, c,
// m (and t for Y, a date), each taking the reference (TestNewerXY spells
// them out again).
const newerXY = "-neweraa: -neweraB: -newerac: -neweram: -newerat: -newerBa: -newerBB: -newerBc: -newerBm: -newerBt: " +
	"-newerca: -newercB: -newercc: -newercm: -newerct: -newerma: -newermB: -newermc: -newermm: -newermt:"

// gitOwn are git's subcommands git() declares options for, beside
// gitExtra's; gitSubDesc (subdesc_gen.go, go generate ./progs) is the
// table of each as gitSubRef joins them.
var gitOwn = lazy[map[string]string]{build: func() map[string]string {
	sub := func(desc string) string { return desc }
	return map[string]string{
		"push": sub("-f,--force -d,--delete --mirror --all --tags --prune -n,--dry-run -u,--set-upstream " +
			"--repo: --receive-pack:@x --exec:@x -o,--push-option: --force-with-lease? --force-if-includes -q,--quiet -v,--verbose"),
		"reset": sub("--hard --merge --keep --soft --mixed -q,--quiet -p,--patch --pathspec-from-file:@r"),
		"clean": sub("-f,--force -n,--dry-run -d -x -X -i,--interactive -q,--quiet -e,--exclude:"),
		"checkout": sub("-f,--force -b: -B: --orphan: -U,--unified: --conflict: --inter-hunk-context: " +
			"--pathspec-from-file:@r -t,--track?direct|inherit --recurse-submodules?checkout|on-demand -q,--quiet " +
			"-m,--merge -p,--patch --detach --ours --theirs -l --no-track --guess --no-guess --overlay --no-overlay"),
		"switch": sub("-f,--force,--discard-changes -c,--create: -C,--force-create: --orphan: --conflict: " +
			"-t,--track?direct|inherit -d,--detach -m,--merge -q,--quiet --guess --no-guess"),
		"restore": sub("-S,--staged -W,--worktree -s,--source: --pathspec-from-file:@r --conflict: -p,--patch " +
			"-q,--quiet --ours --theirs -m,--merge --overlay --no-overlay -h,--help"),
		"branch": sub("-d,--delete -D^-d^-f -f,--force -m,--move -M^-m^-f -c,--copy -C^-c^-f -u,--set-upstream-to: " +
			"--sort: --format: --points-at: -a,--all -r,--remotes -l,--list -v,--verbose -q,--quiet"),
		"stash":         sub("-m,--message: -q,--quiet -p,--patch -u,--include-untracked -a,--all -k,--keep-index"),
		"commit":        sub("-m,--message: -F,--file:@r -C,--reuse-message: -c,--reedit-message: --author: --date: -n,--no-verify -a,--all --amend -q,--quiet"),
		"tag":           sub("-m,--message: -F,--file:@r -d,--delete -f,--force -l,--list -a,--annotate -s,--sign -u,--local-user:"),
		"reflog":        sub("--expire: --expire-unreachable: --all"),
		"gc":            sub("--prune? --aggressive --auto -q,--quiet"),
		"worktree":      sub("-f,--force -b: -B: --reason:"),
		"update-ref":    sub("-d -m:"),
		"submodule":     sub("-f,--force --all -q,--quiet"),
		"rm":            sub("-f,--force -r -q,--quiet -n,--dry-run --cached --pathspec-from-file:@r"),
		"fetch":         sub("-f,--force -p,--prune --all -q,--quiet -v,--verbose --depth: -j,--jobs: --upload-pack:@x -o,--server-option:"),
		"pull":          sub("-f,--force -r,--rebase?false|true|merges|interactive -q,--quiet -v,--verbose --depth: -s,--strategy: -X,--strategy-option:"),
		"add":           sub("-f,--force -A,--all -u,--update -p,--patch -n,--dry-run -v,--verbose -i,--interactive -N,--intent-to-add --pathspec-from-file:@r"),
		"rebase":        sub("-i,--interactive --onto: -x,--exec:@s -s,--strategy: -X,--strategy-option:"),
		"diff":          sub("--output:@w --ext-diff@X --textconv@X --no-index -U,--unified: --stat? -p,--patch"),
		"log":           sub("--output:@w --ext-diff@X --textconv@X -n,--max-count: --format,--pretty? -p,--patch"),
		"show":          sub("--output:@w --ext-diff@X --textconv@X --format,--pretty? -p,--patch"),
		"format-patch":  sub("-o,--output-directory:@w --output:@w"),
		"difftool":      sub("-x,--extcmd:@s -t,--tool: -y,--no-prompt --prompt -g,--gui -d,--dir-diff --tool-help --no-index --trust-exit-code"),
		"mergetool":     sub("-t,--tool: -y,--no-prompt --prompt -g,--gui --tool-help"),
		"grep":          sub("-O,--open-files-in-pager?@s -f:@r -e: --max-depth: -A,--after-context: -B,--before-context: -C,--context: -m,--max-count:"),
		"send-email":    sub("--smtp-server:@x --sendmail-cmd:@s --to-cmd:@s --cc-cmd:@s --header-cmd:@s"),
		"filter-branch": sub("--env-filter:@s --tree-filter:@s --index-filter:@s --parent-filter:@s --msg-filter:@s --commit-filter:@s --tag-name-filter:@s --setup:@s -d: --subdirectory-filter: --prune-empty -f,--force"),
		"archive":       sub("--exec:@x --remote: -o,--output:@w --format: --prefix:"),
		"ls-remote":     sub("--upload-pack:@x"),
		"clone": sub("-b,--branch: -o,--origin: --depth: --reference: --separate-git-dir:@w --template:@r -c,--config:@k " +
			"-u,--upload-pack:@x --filter: --shallow-since: --shallow-exclude: -j,--jobs: --bundle-uri: --server-option: " +
			"--recurse-submodules? -n,--no-checkout --bare --mirror -l,--local -s,--shared -q,--quiet -v,--verbose"),
	}
}}

// gitSubRef is the descriptor of git's subcommand name, its options in
// gitOwn and then gitExtra; false for a subcommand with neither.
func gitSubRef(name string) (string, bool) {
	desc, own := gitOwn.get()[name]
	extra, more := gitExtra.get()[name]
	if !own && !more {
		return "", false
	}
	if more {
		desc += " " + extra
	}
	return desc, true
}

// gitSubRefNames are the subcommands gitSubRef has a descriptor for.
func gitSubRefNames() []string {
	names := slices.Collect(maps.Keys(gitOwn.get()))
	for name := range gitExtra.get() {
		if _, ok := gitOwn.get()[name]; !ok {
			names = append(names, name)
		}
	}
	return names
}

// git is git's entry: global options, then per subcommand.
func git() *Program {
	// Each subcommand's table is built when a command first uses it,
	// from its generated descriptor.
	build := func(name string) *Options {
		if desc, ok := gitSubDesc(name); ok {
			return opts(desc, Abbrev|Negate|Numeric)
		}
		return nil
	}
	return &Program{
		Global: opts("-C:@d -c:@k --git-dir:@d --work-tree:@d --namespace: --config-env:@k --super-prefix: --attr-source: "+
			"--exec-path?@x -p,--paginate -P,--no-pager --bare --no-replace-objects --literal-pathspecs --no-optional-locks "+
			"-v,--version -h,--help --list-cmds? --glob-pathspecs --noglob-pathspecs --icase-pathspecs --html-path --man-path --info-path", 0),
		Def:         opts("", Abbrev|Negate|Numeric),
		DashDashSub: true,
		OperandFlag: func(sub, op string) string {
			// git push +main forces that ref, :main deletes it.
			switch {
			case sub != "push":
			case strings.HasPrefix(op, "+") && len(op) > 1:
				return "-f"
			case strings.HasPrefix(op, ":") && len(op) > 1:
				return "-d"
			}
			return ""
		},
		SubFor:  build,
		SubList: gitSubNames,
	}
}

// docker is docker's entry: global options, then per subcommand and
// management subcommand ("container run"), and the CLI plugins pregate
// reads (compose, buildx). Any other subcommand runs a plugin, a
// docker-NAME program found at run time.
func docker() *Program {
	// Each subcommand's table is built when a command first uses it,
	// from its generated descriptor.
	build := Operands{Layout: AllOps, Access: Read, Tree: true} // the context directory
	cp := Operands{Layout: ContainerOps, Tree: true}
	firstRead := Operands{Layout: FirstOp, Access: Read}
	secondRead := Operands{Layout: AllOps, Access: Read, Skip: 1}
	p := &Program{
		Global: opts(dockerGlobal+" -h,--help", 0), Def: opts("", 0), SubFor: dockerSub, SubList: dockerSubNames,
		SubOps: map[string]Operands{
			"build": build, "builder build": build, "image build": build, "buildx build": build,
			"cp": cp, "container cp": cp, "compose cp": cp,
			// import FILE: the image's file system; secret/config create
			// NAME FILE, context import NAME FILE, plugin create NAME DIR.
			"import": firstRead, "image import": firstRead,
			"secret create": secondRead, "config create": secondRead, "context import": secondRead,
			"plugin create": {Layout: AllOps, Access: Read, Skip: 1, Tree: true},
			// context export NAME [FILE]: the file written.
			"context export": {Layout: AllOps, Access: Write, Skip: 1},
		},
	}
	// Only docker runs plugins; a podman subcommand is its own or an
	// error (Lookup names the entry after building it).
	p.Builtin = func(sub string) bool { return p.Name != "docker" || dockerOwn(sub) }
	return p
}

// dockerSub builds the table of docker's subcommand name (dockerSubDesc,
// what dockerSubRef makes of dockerSubs and dockerPlugins), nil for one
// without.
func dockerSub(name string) *Options {
	if desc, ok := dockerSubDesc(name); ok {
		return opts(desc, dockerGrammar(name))
	}
	return nil
}

// dockerGrammar is the grammar of docker's subcommand name: run, create
// and exec end their options at the image, container or service, and the
// words after it are the command.
func dockerGrammar(name string) Grammar {
	switch strings.TrimPrefix(strings.TrimPrefix(name, "container "), "compose ") {
	case "run", "create", "exec":
		return POSIX
	}
	return 0
}

// dockerSubRef is the descriptor of docker's subcommand name: its
// options in dockerSubs or dockerPlugins (buildx build has build's),
// BuildKit's for the builds, and --help, every command's, undocumented by
// the help itself (-h is docker run's --hostname).
func dockerSubRef(name string) (string, bool) {
	desc, ok := dockerPlugins.get()[name]
	if !ok {
		desc, ok = dockerSubs.get()[name]
	}
	if name == "buildx build" {
		desc, ok = dockerSubs.get()["build"], true
	}
	if !ok {
		return "", false
	}
	if name == "build" || name == "builder build" || name == "image build" || name == "buildx build" {
		desc += " " + buildxOpts
	}
	return desc + " " + shadowed(desc, "--help"), true
}

// dockerSubRefNames are the subcommands dockerSubRef has a descriptor for.
func dockerSubRefNames() []string {
	names := slices.Collect(maps.Keys(dockerSubs.get()))
	for n := range dockerPlugins.get() {
		if _, ok := dockerSubs.get()[n]; !ok {
			names = append(names, n)
		}
	}
	if _, ok := dockerSubs.get()["buildx build"]; !ok {
		if _, ok := dockerPlugins.get()["buildx build"]; !ok {
			names = append(names, "buildx build")
		}
	}
	return names
}

// dockerOwnRef reports whether sub is docker's own subcommand (the first
// word of one dockerSubRef has, or help) and not a plugin's.
func dockerOwnRef(sub string) bool {
	if sub == "help" {
		return true
	}
	for _, n := range dockerSubRefNames() {
		if strings.Fields(n)[0] == sub {
			return true
		}
	}
	return false
}

// buildxOpts are the options docker build takes with BuildKit (docker
// buildx build) beyond the classic builder's, from its documentation:
// --secret and --ssh read host files, -o/--output, --iidfile and
// --metadata-file write, --cache-to may write a local directory and
// --build-context names a local directory read; the specs that hold a
// path among other keys (--secret id=x,src=PATH) have the Mount role too,
// which finds it.
const buildxOpts = "--allow: --attest: --builder: --build-context:@rm --cache-to:@wm --call: --check --load " +
	"--metadata-file:@w --no-cache-filter: -o,--output:@wm --progress: --provenance: --push --sbom: " +
	"--secret:@rm --ssh:@rm -D,--debug"

// kubectl is kubectl's entry: its global options go anywhere, so every
// subcommand's table has them too. Any other subcommand runs a plugin,
// kubectl-NAME found on PATH at run time.
func kubectl() *Program {
	subs := make(map[string]func() *Options, len(kubectlSubs.get()))
	own := map[string]bool{"help": true, "options": true}
	for name, desc := range kubectlSubs.get() {
		own[strings.Fields(name)[0]] = true
		subs[name] = func() *Options { return opts(desc+" "+shadowed(desc, kubectlGlobal+" -h,--help"), 0) }
	}
	g := opts(kubectlGlobal+" -h,--help", 0)
	return &Program{
		Global: g, Def: g, LazySubs: subs,
		SubOps: map[string]Operands{"cp": {Layout: ContainerOps, Tree: true}},
		// Its credentials: config view --raw prints them.
		Config:  []string{"~/.kube/config"},
		Builtin: func(sub string) bool { return own[sub] },
	}
}

// shadowed returns the entries of global no spelling of which local
// declares: a subcommand's own option hides the global one of that name,
// as cobra's local flags hide persistent ones.
func shadowed(local, global string) string {
	names := map[string]bool{}
	spellings := func(e string) []string {
		e, _, _ = strings.Cut(e, "@")
		return strings.Split(strings.TrimRight(e, ":?;*"), ",")
	}
	for _, e := range strings.Fields(local) {
		for _, n := range spellings(e) {
			names[n] = true
		}
	}
	var out []string
	for _, e := range strings.Fields(global) {
		if !slices.ContainsFunc(spellings(e), func(n string) bool { return names[n] }) {
			out = append(out, e)
		}
	}
	return strings.Join(out, " ")
}

// npxOpts are npm's options as npx takes them: -p is --package, not
// --parseable; --no-install is the older npx's --no-yes.
func npxOpts() string {
	d := strings.Replace(npmOpts, "-p,--parseable,", "--parseable,", 1)
	d = strings.Replace(d, " --package: ", " -p,--package: ", 1)
	return d + " --no-install"
}
