package progs

// interpTable holds the shells, the interpreters and the builtins whose
// options decide what code runs, beside table's programs; a name is in
// one of them only. Like table, it is the reference builder is checked
// against; Lookup does not build it.
func interpTable() map[string]func() *Program {
	return collect(declareInterp)
}

func interp(desc string, g Grammar) func() *Program {
	return func() *Program { return &Program{Def: opts(desc, g), Interp: true} }
}

func shell(desc string, g Grammar) func() *Program {
	return func() *Program { return &Program{Def: opts(desc, g), Interp: true, Shell: true} }
}

// declareInterp declares the programs of interpTable, as declareTable
// does those of table.
func declareInterp(add func(build func() *Program, names ...string)) {
	// Shells. bash's -c is a flag: it makes the first operand the script
	// (bash -ce 'cmd' NAME ARGS…, bash -c -e 'cmd'); -o and -O take the
	// next word, also from inside a bundle (bash -eo pipefail -c …); a
	// '+' bundle is the same letters (bash +e -c …); its long options are
	// also spelt with one dash (-norc). "-" ends the options as "--" does.
	// The options end at the first operand (read them with Leading).
	add(shell("-c@sf -s@i -i -l -r -D -o: -O: "+
		"-a -b -e -f -h -k -m -n -p -t -u -v -x -B -C -E -H -P -T "+
		"--debug,-debug --debugger,-debugger --dump-po-strings,-dump-po-strings --dump-strings,-dump-strings "+
		"--help,-help --login,-login --noediting,-noediting --noprofile,-noprofile --norc,-norc --posix,-posix "+
		"--pretty-print,-pretty-print --restricted,-restricted --verbose,-verbose --version,-version "+
		"--init-file,-init-file:@r --rcfile,-rcfile:@r", NextWord|Plus|DashEnds),
		"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "yash", "rbash", "pdksh", "oksh", "posh")
	// csh and tcsh: -c takes the next word, also from a bundle (-fc CMD).
	add(shell("-c:@s -b -d -e -f -F -i -l -m -n -q -s@i -t -v -V -x -X --help --version", NextWord),
		"csh", "tcsh")
	add(shell("-c,--command:@s -C,--init-command:@s -d,--debug: -o,--debug-output:@w -i,--interactive -l,--login "+
		"-N,--no-config -n,--no-execute -p,--profile:@w --profile-startup:@w -P,--private -v,--version -h,--help "+
		"-f,--features: --print-rusage-self --print-debug-categories", 0), "fish")

	// Interpreters: their options end at the first operand, the script
	// (read them with Leading). python: -c CODE and -m MOD end the options, the
	// words after are the program's arguments.
	add(interp("-c:@ce -m:@xe -W: -X: -b -B -d -E -h,--help -i -I -O -P -q -s -S -u -v -V,--version -x -R "+
		"--check-hash-based-pycs: --help-env --help-xoptions --help-all", 0), "python", "pypy")
	// node: every option is a word of its own (-pe is --print --eval),
	// values attached with = or in the next word, _ for - in long names;
	// -e and -p do not end the options.
	add(interp("-e,--eval:@c -p,--print:@c -pe:@c -r,--require:@x --import:@x --loader,--experimental-loader:@x "+
		"-c,--check -i,--interactive -h,--help -v,--version -C,--conditions: --input-type: --title: "+
		"--env-file:@r --env-file-if-exists:@r --redirect-warnings:@w --tls-keylog:@w --openssl-config:@r "+
		"--experimental-policy:@r --policy-integrity: --experimental-sea-config:@r --snapshot-blob:@r "+
		"--icu-data-dir:@r --diagnostic-dir:@w --cpu-prof-dir:@w --heap-prof-dir:@w --report-dir,--report-directory:@w "+
		"--report-filename:@w --test-reporter-destination:@w --watch-path: --cpu-prof-interval: --cpu-prof-name: "+
		"--heap-prof-interval: --heap-prof-name: --heapsnapshot-near-heap-limit: --heapsnapshot-signal: "+
		"--build-snapshot-config:@r --disable-proto: --disable-warning: --dns-result-order: --experimental-default-type: "+
		"--max-http-header-size: --network-family-autoselection-attempt-timeout: --report-signal: --secure-heap: "+
		"--secure-heap-min: --test-concurrency: --test-name-pattern: --test-reporter: --test-shard: --test-timeout: "+
		"--tls-cipher-list: --trace-event-categories: --trace-event-file-pattern:@w --trace-require-module: "+
		"--unhandled-rejections: --use-largepages: --v8-pool-size: --stack-trace-limit: --inspect-publish-uid: "+
		"--allow-fs-read: --allow-fs-write: --inspect? --inspect-brk? --inspect-wait? --debug-port,--inspect-port? "+
		"--max-old-space-size? --max-semi-space-size? --stack-size? "+
		"--abort-on-uncaught-exception --allow-addons --allow-child-process --allow-wasi --allow-worker --build-snapshot "+
		"--completion-bash --cpu-prof --disable-wasm-trap-handler --disallow-code-generation-from-strings "+
		"--enable-etw-stack-walking --enable-fips --enable-source-maps --experimental-eventsource "+
		"--experimental-import-meta-resolve --experimental-network-imports --experimental-network-inspection "+
		"--experimental-permission --experimental-print-required-tla --experimental-require-module "+
		"--experimental-test-coverage --experimental-test-module-mocks --experimental-vm-modules "+
		"--experimental-wasm-modules --experimental-websocket --experimental-strip-types --experimental-detect-module "+
		"--expose-gc --force-context-aware --force-fips --force-node-api-uncaught-exceptions-policy --frozen-intrinsics "+
		"--heap-prof --huge-max-old-generation-size --insecure-http-parser --interpreted-frames-native-stack --jitless "+
		"--no-addons --no-deprecation --no-experimental-detect-module --no-experimental-fetch "+
		"--no-experimental-global-customevent --no-experimental-global-webcrypto --no-experimental-repl-await "+
		"--no-experimental-require-module --no-extra-info-on-fatal-exception --no-force-async-hooks-checks "+
		"--no-global-search-paths --enable-network-family-autoselection --no-network-family-autoselection "+
		"--no-warnings --node-memory-debug --openssl-legacy-provider --openssl-shared-config --pending-deprecation "+
		"--preserve-symlinks --preserve-symlinks-main --prof --prof-process --report-compact --report-exclude-network "+
		"--report-on-fatalerror --report-on-signal --report-uncaught-exception --test --test-force-exit --test-only "+
		"--throw-deprecation --tls-max-v1.2 --tls-max-v1.3 --tls-min-v1.0 --tls-min-v1.1 --tls-min-v1.2 --tls-min-v1.3 "+
		"--trace-atomics-wait --trace-deprecation --trace-exit --trace-promises --trace-sigint --trace-sync-io "+
		"--trace-tls --trace-uncaught --trace-warnings --track-heap-objects --use-bundled-ca --use-openssl-ca "+
		"--v8-options --watch --watch-preserve-output --zero-fill-buffers --harmony --trace-gc --single-threaded",
		OneDash|Underscore), "node")
	add(interp("-e,--eval:@c -p,--print:@c -r,--preload,--require:@x --cwd:@d -c,--config:@r --env-file:@r "+
		"--tsconfig-override:@r --port: --conditions: --main-fields: --extension-order: -d,--define: -l,--loader: "+
		"--target: --shell: --elide-lines: --filter: --title: --unhandled-rejections: --console-depth: --install: "+
		"--inspect? --inspect-wait? --inspect-brk? -h,--help -v,--version --revision --watch --hot --smol -b,--bun "+
		"--silent --if-present --no-install -i --prefer-offline --prefer-latest --no-macros --no-clear-screen "+
		"--no-deprecation --throw-deprecation --zero-fill-buffers --no-addons --expose-gc", 0), "bun")
	add(func() *Program {
		// deno SUB [OPTIONS]: eval's first operand is the code; the other
		// subcommands run files or configuration of the project.
		common := "-A,--allow-all --allow-read? --allow-write? --allow-net? --allow-env? --allow-run? --allow-ffi? " +
			"--allow-sys? --allow-import? --allow-hrtime --deny-read? --deny-write? --deny-net? --deny-env? --deny-run? " +
			"--deny-ffi? --deny-sys? --deny-import? --no-prompt --unstable -q,--quiet -c,--config:@r --no-config " +
			"--import-map:@r --lock? --no-lock --frozen? -r,--reload? --cert:@r --watch? --watch-exclude? --no-check? " +
			"--check? --env-file?@r --ext: -L,--log-level: --node-modules-dir? --vendor? --inspect? --inspect-brk? " +
			"--inspect-wait? --location: --seed: --v8-flags? --cached-only --no-remote --no-npm --permit-no-files " +
			"--filter: --parallel --coverage?@w --doc --trace-leaks --shuffle? --fail-fast? --junit-path:@w " +
			"--reporter: --ignore: --no-clear-screen --allow-scripts? -h,--help"
		return &Program{
			Global:  opts("-h,--help -V,--version -q,--quiet --unstable -L,--log-level:", 0),
			Def:     opts(common, 0),
			Subs:    map[string]*Options{"eval": opts("-p,--print "+common, 0)},
			Interp:  true,
			CodeSub: "eval",
		}
	}, "deno")
	// perl: -e and -E may repeat and do not end the options; -l and -0
	// take attached digits only (-lane is -l -a -n -e), -i, -x, -C, -d,
	// -D, -F, -M, -m and -V anything attached (-pie is -p -i with "e" as
	// the backup suffix).
	add(interp("-e:@cp -E:@cp -i?@W -I: -M? -m? -l?%01234567 -0?%0123456789abcdefABCDEFxX -x? -C? -d? -D? -F? -V? "+
		"-a -c -f -g -h -n -p -s -S -t -T -u -U -v -w -W -X", 0), "perl")
	// ruby: -C DIR runs in DIR; -i edits its operands in place.
	add(interp("-e:@c -r: -I: -C:@d -E,--encoding: -0?%01234567 -F? -i?@W -x?@d -W? -K? -T? "+
		"-a -c -d,--debug -l -n -p -s -S -v -w -y,--yydebug -h,--help --version --verbose --copyright "+
		"--enable: --disable: --external-encoding: --internal-encoding: --backtrace-limit: --dump: "+
		"--crash-report:@w --parser: --jit --yjit --rjit --disable-gems", 0), "ruby")
	// php: -r, -B, -R and -E are code; -f FILE the script; -d and -c set
	// ini values that may name code to run (auto_prepend_file).
	add(interp("-r,--run:@c -B,--process-begin:@c -R,--process-code:@c -E,--process-end:@c "+
		"-F,--process-file:@r -f,--file:@rpe -c,--php-ini:@rk -d,--define:@k -z,--zend-extension:@x "+
		"-S,--server: -t,--docroot:@d -a,--interactive -C,--no-chdir -e,--profile-info -h,--help -i,--info "+
		"-l,--syntax-check -m,--modules -n,--no-php-ini -q,--no-header -H,--hide-args -s,--syntax-highlight,--syntax-highlighting "+
		"-v,--version -w,--strip --rf,--rfunction: --rc,--rclass: --re,--rextension: --rz,--rzendextension: "+
		"--ri,--rextinfo: --ini", 0), "php")
	add(interp("-e:@c -l:@x -i -v -E -W", 0), "lua", "luajit")
	add(interp("-e:@c --help --version --verbose --default-packages: --vanilla --no-environ --no-site-file "+
		"--no-init-file --restore --no-restore --save --no-save --slave --no-echo -q,--quiet,--silent --args "+
		"--encoding: --max-ppsize: --min-vsize: --max-vsize: --min-nsize: --max-nsize:", 0), "Rscript", "R")
	add(interp("-e:@c -l: -s: -i", 0), "osascript")
	add(interp("-encoding:", OneDash), "tclsh", "wish")
	add(interp("-f -d -r: -I: -U -E: -w -W? --context-mode: --extra-doc-dir: --echo --noecho --echo-on-assignment "+
		"--noecho-on-assignment --truncate-echo-on-assignment --inspect --noinspect --multiline --nomultiline "+
		"--singleline --nosingleline --colorize --nocolorize --autocomplete --noautocomplete --prompt,--prompt-mode: "+
		"--inf-ruby-mode --simple-prompt,--sample-book-mode --noprompt --single-irb --tracer --back-trace-limit: "+
		"--verbose --noverbose -v,--version -h,--help", 0), "irb")
	// PowerShell: -Command takes every word after it; a word that is no
	// parameter is the script file, as -File FILE is; -EncodedCommand is
	// base64.
	add(interp("-version,-v -help,-h -login,-l -noexit,-noe -noprofile,-nop -nologo,-nol -noninteractive,-noni "+
		"-socketservermode,-so -servermode,-s -namedpipeservermode,-nam -sshservermode,-sshs -interactive,-i "+
		"-configurationname,-config: -custompipename,-cus: -command,-c*@c -windowstyle,-w: -file,-f:@rpe "+
		"-outputformat,-o,-of: -inputformat,-inp,-if: -executionpolicy,-ex,-ep: -encodedcommand,-e,-ec:@cz "+
		"-encodedarguments,-encodeda,-ea: -settingsfile,-settings:@rk -sta -mta -workingdirectory,-wo,-wd:@d",
		PowerShell), "pwsh", "powershell")

	// chmod: the mode is its first operand, also when it is spelt like
	// an option (chmod -w f).
	add(func() *Program {
		return &Program{Def: opts("-R,--recursive -f,--silent,--quiet -v,--verbose -c,--changes --reference:@rp "+
			"--preserve-root --no-preserve-root --help --version", Abbrev|Modes), Layout: AllOps, Access: Write, Skip: 1}
	}, "chmod")
	// busybox APPLET ARGS…, or busybox's own options.
	add(func() *Program { return &Program{Def: opts("--list --list-full --install -s --help", 0)} }, "busybox")
	// ssh-add: its operands are the keys it adds.
	add(func() *Program {
		return &Program{Def: opts("-E: -e: -H:@r -h: -S:@x -s: -t: -c -C -D -d -K -k -L -l -q -T -v -X -x", 0)}
	}, "ssh-add")
	builtins(add)
}
