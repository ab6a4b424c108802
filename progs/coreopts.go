package progs

// The closed tables of the search tools, pagers, viewers, text and file
// tools, checksums and archivers. Each lists every option of the
// program's documentation (its --help and man page where it is installed,
// its source where a version adds options the installed one lacks), each
// with the role of its value.

// rgOpts are ripgrep's options: ripgrep 13's --help and man page, and
// ripgrep 14's flag definitions (crates/core/flags/defs.rs), which add
// --hostname-bin, --hyperlink-format, --generate and the --no- forms
// (the unreleased --index and --x-* flags are left out).
// Neither parses abbreviations. --pre runs a program on every file
// searched; -z runs the decompression programs it finds on PATH;
// --hostname-bin runs a program for hyperlinks; -f, --ignore-file read
// files. RIPGREP_CONFIG_PATH (the shell's concern) names a file of
// options.
const rgOpts = "-A,--after-context: --auto-hybrid-regex --no-auto-hybrid-regex -B,--before-context: --binary " +
	"--no-binary --block-buffered --no-block-buffered -b,--byte-offset --no-byte-offset " +
	"-s,--case-sensitive --color: --colors: --column --no-column -C,--context: --context-separator: " +
	"--no-context-separator -c,--count --count-matches --crlf --no-crlf --debug --dfa-size-limit: " +
	"-E,--encoding: --no-encoding --engine: --field-context-separator: --field-match-separator: " +
	"-f,--file:@rp --files@p -l,--files-with-matches --files-without-match -F,--fixed-strings " +
	"--no-fixed-strings -L,--follow --no-follow --generate: -g,--glob: --glob-case-insensitive " +
	"--no-glob-case-insensitive --heading --no-heading -h,--help -.,--hidden --no-hidden " +
	"--hostname-bin:@x --hyperlink-format: --iglob: -i,--ignore-case --ignore-file:@r " +
	"--ignore-file-case-insensitive --no-ignore-file-case-insensitive --include-zero --no-include-zero " +
	"-v,--invert-match --no-invert-match --json --no-json --line-buffered --no-line-buffered " +
	"-n,--line-number -N,--no-line-number -x,--line-regexp -M,--max-columns: --max-columns-preview " +
	"--no-max-columns-preview -m,--max-count: -d,--max-depth,--maxdepth: --max-filesize: --mmap " +
	"--no-mmap -U,--multiline --no-multiline --multiline-dotall --no-multiline-dotall --no-config " +
	"--no-ignore --ignore --no-ignore-dot --ignore-dot --no-ignore-exclude --ignore-exclude " +
	"--no-ignore-files --ignore-files --no-ignore-global --ignore-global --no-ignore-messages " +
	"--ignore-messages --no-ignore-parent --ignore-parent --no-ignore-vcs --ignore-vcs --no-messages " +
	"--messages --no-pcre2-unicode --pcre2-unicode --no-require-git --require-git --no-unicode --unicode " +
	"-0,--null --null-data --one-file-system --no-one-file-system -o,--only-matching --path-separator: " +
	"--passthru,--passthrough -P,--pcre2 --no-pcre2 --pcre2-version --pre:@x --no-pre --pre-glob: " +
	"-p,--pretty -q,--quiet --regex-size-limit: -e,--regexp:@p -r,--replace: -z,--search-zip@X " +
	"--no-search-zip -S,--smart-case --sort-files --no-sort-files --sort: --sortr: --stats --no-stats " +
	"--stop-on-nonmatch -a,--text --no-text -j,--threads: --trace --trim --no-trim -t,--type: " +
	"--type-add: --type-clear: -T,--type-not: --type-list@p -u,--unrestricted -V,--version --vimgrep " +
	"-H,--with-filename -I,--no-filename -w,--word-regexp"

// agOpts are the_silver_searcher's options (ag 2.2's --help and man page,
// its src/options.c and its file types from src/lang.c): getopt_long,
// so a long option may be abbreviated. -g takes the pattern of the file
// names to list (there is then no search pattern operand). --pager is a
// shell command (ag runs it through popen); -p reads an ignore file. -A,
// -B and -C take a value as short options and an optional one as long
// ones.
const agOpts = "--ackmate --ackmate-dir-filter: --affinity --noaffinity,--no-affinity -A: --after? -B: --before? " +
	"-C: --context? --break --nobreak,--no-break -c,--count --color --nocolor,--no-color --color-line-number: " +
	"--color-match: --color-path: --color-win-ansi --column -D,--debug --depth: --filename --nofilename,--no-filename " +
	"-g,--filename-pattern:@p -G,--file-search-regex: -l,--files-with-matches -L,--files-without-matches " +
	"-F,--fixed-strings -f,--follow --nofollow,--no-follow --group --nogroup,--no-group -H,--heading " +
	"--noheading,--no-heading -h,--help --hidden --ignore: -i,--ignore-case --ignore-dir: -v,--invert-match " +
	"--line-numbers --list-file-types -Q,--literal --match -m,--max-count: --mmap --nommap,--no-mmap --multiline " +
	"--nomultiline,--no-multiline --numbers --nonumbers,--no-numbers --pager:@s --nopager,--no-pager " +
	"-n,--norecurse,--no-recurse -0,--null,--print0 -o,--only-matching --one-device --parallel " +
	"--passthrough,--passthru -p,--path-to-ignore:@r --print-all-files --print-long-lines -r,-R,--recurse " +
	"--search-binary --search-files -z,--search-zip --silent -U,--skip-vcs-ignores -S,--smart-case -s,--case-sensitive " +
	"--stats --stats-only -u,--unrestricted -V,--version --vimgrep -W,--width: -w,--word-regexp --workers: " +
	"-a,--all-types -t,--all-text " +
	"--actionscript --ada --apl --asciidoc --asm --asp --aspx --batch --bazel --bitbake --cc --cfmx --chpl " +
	"--clojure --coffee --config --coq --cpp --crystal --csharp --cshtml --css --cython --delphi --dlang --dot " +
	"--dts --ebuild --elisp --elixir --elm --erlang --factor --fortran --fsharp --gettext --glsl --go --gradle " +
	"--groovy --haml --handlebars --haskell --haxe --hh --html --idris --ini --ipython --isabelle --j --jade " +
	"--java --jinja2 --js --json --jsp --julia --kotlin --less --liquid --lisp --log --lua --m4 --make --mako " +
	"--markdown --mason --matlab --mathematica --md --mercury --naccess --nim --nix --objc --objcpp --ocaml " +
	"--octave --org --parrot --pdb --perl --php --pike --plist --plone --powershell --proto --ps1 --pug --puppet " +
	"--python --qml --r --racket --rake --razor --rdoc --restructuredtext --rs --ruby --rust --salt --sass " +
	"--scala --scheme --shell --smalltalk --sml --sql --stata --stylus --swift --tcl --terraform --tex --thrift " +
	"--tla --toml --ts --tt --twig --vala --vb --velocity --verilog --vhdl --vim --vue --wadl --wix --wsdl --xml " +
	"--yaml --zeek --zephir"

// jqOpts are jq's options, jq 1.6's and 1.7's (src/main.c): no
// abbreviations, short options bundle. -f is a flag: the first operand is
// then the file the program is read from, and every operand a file read.
// --rawfile, --slurpfile and --argfile take a name and a file read; -L
// names a directory modules are loaded from; --run-tests reads its file.
const jqOpts = "-s,--slurp -r,--raw-output -j,--join-output --raw-output0 -a,--ascii-output -c,--compact-output " +
	"-C,--color-output -M,--monochrome-output -S,--sort-keys -R,--raw-input -n,--null-input -e,--exit-status " +
	"--tab --indent: --unbuffered --seq --stream --stream-errors -b,--binary -f,--from-file@p -L,--library-path:@r " +
	"--arg:: --argjson:: --slurpfile::@r --rawfile::@r --argfile::@r --args --jsonargs --debug-dump-disasm " +
	"--debug-trace --run-tests:@r -h,--help -V,--version --build-configuration"

// yqOpts are the options of yq, the jq wrapper for YAML (python yq 3's
// parser.py: argparse without abbreviations), with jq's, which it passes
// on. -i rewrites the files. jq's -s is left out: the Go yq, installed
// under the same name, spells --split-exp (which writes a file per
// result) so.
const yqOpts = "-y,--yaml-output,--yml-output -Y,--yaml-roundtrip,--yml-roundtrip " +
	"--yaml-output-grammar-version,--yml-out-ver: -w,--width: --indentless-lists,--indentless --explicit-start " +
	"--explicit-end --no-expand-aliases --max-expansion-factor: -x,--xml-output --xml-dtd --xml-root: " +
	"--xml-force-list: -t,--toml-output -i,--in-place@W --output-format: --version " +
	"--slurp -r,--raw-output -j,--join-output -a,--ascii-output -c,--compact-output -C,--color-output " +
	"-M,--monochrome-output -S,--sort-keys -R,--raw-input -n,--null-input -e,--exit-status --tab --indent: " +
	"--unbuffered --seq --stream -f,--from-file@p -L:@r --arg:: --argjson:: --slurpfile::@r --rawfile::@r " +
	"--argfile::@r --args --jsonargs -h,--help"

// batOpts are bat's options (bat 0.22's --help, bat 0.24's
// src/clap_app.rs): clap, no abbreviations. --pager runs its command;
// --lessopen runs the LESSOPEN preprocessor; --generate-config-file
// writes bat's configuration; the cache subcommand's --build, --clear,
// --source and --target (bat cache) build or remove the cache.
const batOpts = "-A,--show-all --nonprintable-notation: --binary: -p,--plain -P,--no-paging -l,--language: " +
	"-H,--highlight-line: --file-name: -d,--diff --diff-context: --tabs: --wrap: -S,--chop-long-lines " +
	"--terminal-width: -n,--number --color: --italic-text: --decorations: -f,--force-colorization --paging: " +
	"--pager:@x -m,--map-syntax: --ignored-suffix: --theme: --theme-light: --theme-dark: --list-themes " +
	"--squeeze-blank,-s --squeeze-limit: --strip-ansi: --style: -r,--line-range: -L,--list-languages " +
	"-u,--unbuffered --completion: --set-terminal-title --diagnostic --acknowledgements --lessopen@X --no-lessopen " +
	"--no-config --no-custom-assets --config-file --config-dir --cache-dir --generate-config-file@D " +
	"-b,--build@D -c,--clear@D --source:@r --target:@w --blank -h,--help -V,--version"

// lessOpts are less's options (less 590's --help and man page, and
// opttbl.c of less 6xx): each letter option whose lower case toggles
// has an upper-case twin, and so has its long name. A long option may be
// abbreviated; -N (digits) is -z N. -k, --lesskey-src and
// --lesskey-content load key bindings that may set LESSOPEN, the command
// less runs on each file; --cmd and the +CMD operand are less commands
// (! runs a shell command); -o and -O write a log file; -T and --tty read
// files.
const lessOpts = "-a,--search-skip-screen -A,--SEARCH-SKIP-SCREEN -b,--buffers: -B,--auto-buffers -c,--clear-screen " +
	"-C,--CLEAR-SCREEN -d,--dumb -D,--color: -e,--quit-at-eof -E,--QUIT-AT-EOF -f,--force -F,--quit-if-one-screen " +
	"-g,--hilite-search -G,--HILITE-SEARCH -h,--max-back-scroll: -i,--ignore-case -I,--IGNORE-CASE " +
	"-j,--jump-target: -J,--status-column -k,--lesskey-file:@rk --lesskey-src:@rk --lesskey-content:@k " +
	"-K,--quit-on-intr -L,--no-lessopen -m,--long-prompt -M,--LONG-PROMPT -n,--line-numbers -N,--LINE-NUMBERS " +
	"-o,--log-file:@w -O,--LOG-FILE:@w -p,--pattern: -P,--prompt: -q,--quiet,--silent -Q,--QUIET,--SILENT " +
	"-r,--raw-control-chars -R,--RAW-CONTROL-CHARS -s,--squeeze-blank-lines -S,--chop-long-lines -t,--tag: " +
	"-T,--tag-file:@r -u,--underline-special -U,--UNDERLINE-SPECIAL -V,--version -w,--hilite-unread " +
	"-W,--HILITE-UNREAD -x,--tabs: -X,--no-init -y,--max-forw-scroll: -z,--window: -\",--quotes: -~,--tilde " +
	"--help -#,--shift: --no-keypad --old-bot --follow-name --use-backslash --rscroll: --no-histdups " +
	"--mouse --MOUSE --emouse: --rmouse --wheel-lines: --save-marks --line-num-width: --status-col-width: " +
	"--incsearch --use-color --file-size --status-line --header: --no-paste --form-feed --past-eof " +
	"--no-edit-warn,--no-warn-edit --no-number-headers --no-search-headers --no-search-header-lines " +
	"--no-search-header-columns --redraw-on-quit --search-options: --exit-follow-on-close --no-vbell " +
	"--modelines: --intr: --wordwrap --show-preproc-errors --proc-backspace --PROC-BACKSPACE --proc-tab " +
	"--PROC-TAB --proc-return --PROC-RETURN --match-shift: --cmd:@k --autosave: --hilite-target --end-prompt: " +
	"--tty:@r"

// moreOpts are util-linux more's options (more --help, man more):
// getopt_long; -NUM is --lines NUM; +NUM and +/STRING operands say where
// to start.
const moreOpts = "-d,--silent -f,--logical -l,--no-pause -c,--print-over -p,--clean-print -e,--exit-on-eof " +
	"-s,--squeeze -u,--plain -n,--lines: -h,--help -V,--version"

// treeOpts are tree 2.1's options (tree --help, man tree): its own
// parser, bundles whose valued letters each take the next word, long
// options whole, "--opt=value" or "--opt value". -o writes; -R runs tree
// again in each directory, writing 00Tree.html there; --gitfile,
// --infofile, --hintro and --houtro read files.
const treeOpts = "-a -d -l -f -x -L: -R@D -P: -I: --gitignore --gitfile:@r --ignore-case --matchdirs --metafirst " +
	"--prune --info --infofile:@r --noreport --charset: --filelimit: -o:@w -q -N -Q -p -u -g -s -h --si --du -D " +
	"--timefmt: -F --inodes --device -v -t -c -U -r --dirsfirst --filesfirst --sort: -i -A -S -n -C -X -J -H: -T: " +
	"--nolinks --hintro:@r --houtro:@r --fromfile --fflinks --version --help"

// fileOpts are file 5.44's options (file --help, man file): getopt_long.
// -m reads magic files; -f reads the names to examine from a file; -C
// writes the compiled magic file; -z and -Z run decompression programs.
const fileOpts = "--help -v,--version -m,--magic-file:@r -z,--uncompress@X -Z,--uncompress-noreport@X -b,--brief " +
	"-c,--checking-printout -e,--exclude: --exclude-quiet: -f,--files-from:@r -F,--separator: -i,--mime --apple " +
	"--extension --mime-type --mime-encoding -k,--keep-going -l,--list -L,--dereference -h,--no-dereference " +
	"-n,--no-buffer -N,--no-pad -0,--print0 -p,--preserve-date -P,--parameter: -r,--raw -s,--special-files " +
	"-S,--no-sandbox -C,--compile@D -d,--debug -E"

// patchOpts are GNU patch 2.7's options (patch --help, man patch):
// getopt_long. -i reads the patch; -o, -r and -B write; -d is the
// directory it works in; -g gets files from RCS, SCCS or ClearCase by
// running their programs.
const patchOpts = "-p,--strip: -F,--fuzz: -l,--ignore-whitespace -c,--context -e,--ed -n,--normal -u,--unified " +
	"-N,--forward -R,--reverse -i,--input:@r -o,--output:@w -r,--reject-file:@w -D,--ifdef: --merge? " +
	"-E,--remove-empty-files -Z,--set-utc -T,--set-time --quoting-style: -b,--backup --backup-if-mismatch " +
	"--no-backup-if-mismatch -V,--version-control: -B,--prefix:@w -Y,--basename-prefix: -z,--suffix: " +
	"-g,--get:@X -t,--batch -f,--force -s,--quiet,--silent --verbose --dry-run --posix -d,--directory:@d " +
	"--reject-format: --binary --read-only: -v,--version --help --follow-symlinks -x,--debug:"

// sdiffOpts are GNU sdiff's (sdiff --help): -o writes the merge, which
// sdiff runs interactively from its standard input, where the e command
// starts $EDITOR (ed by default) on the merge, so -o also runs a program
// (the shell's roles leave it unresolved); --diff-program runs another
// diff.
const sdiffOpts = "-o,--output:@wX -i,--ignore-case -E,--ignore-tab-expansion -Z,--ignore-trailing-space " +
	"-b,--ignore-space-change -W,--ignore-all-space -B,--ignore-blank-lines -I,--ignore-matching-lines: " +
	"--strip-trailing-cr -a,--text -w,--width: -l,--left-column -s,--suppress-common-lines -t,--expand-tabs " +
	"--tabsize: -d,--minimal -H,--speed-large-files --diff-program:@x --help -v,--version"

// sumOpts are the options of coreutils' md5sum, sha1sum, sha256sum,
// sha512sum (and, with -l, b2sum). With -c the operands are lists of
// files to check: their names are in the lists, and reading them tells
// only whether each matches.
const sumOpts = "-b,--binary -c,--check --tag -t,--text -z,--zero --ignore-missing --quiet --status --strict " +
	"-w,--warn --help --version"

// cksumOpts are coreutils 9's cksum.
const cksumOpts = "-a,--algorithm: -b,--binary -c,--check -l,--length: --base64 --raw --tag --untagged -t,--text " +
	"-z,--zero --ignore-missing --quiet --status --strict -w,--warn --debug --help --version"

// shasumOpts are Perl's shasum (shasum --help, man shasum): Getopt::Long
// with bundling, so a long option may be abbreviated.
const shasumOpts = "-a,--algorithm: -b,--binary -c,--check --tag -t,--text -U,--UNIVERSAL -0,--01 --ignore-missing " +
	"-q,--quiet -s,--status --strict -w,--warn -h,--help -v,--version"

// xzOpts are xz 5.4's (xz --long-help, man xz): getopt_long. --files and
// --files0 read the names of the files to work on from a file (the
// shell leaves that unresolved); -c, -t, -l and -k leave the files in
// place.
const xzOpts = "-z,--compress -d,--decompress,--uncompress -t,--test@R -l,--list@R -k,--keep@R -f,--force " +
	"-c,--stdout,--to-stdout@R --single-stream --no-sparse -S,--suffix: --files?@r --files0?@r -F,--format: " +
	"-C,--check: --ignore-check -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -e,--extreme -T,--threads: --block-size: " +
	"--block-list: --flush-timeout: --memlimit-compress: --memlimit-decompress: --memlimit-mt-decompress: " +
	"-M,--memlimit,--memory: --no-adjust --lzma1? --lzma2? --x86? --arm? --armthumb? --arm64? --powerpc? " +
	"--ia64? --sparc? --delta? --riscv? -q,--quiet -v,--verbose -Q,--no-warn --robot --info-memory -h,--help " +
	"-H,--long-help -V,--version --fast --best"

// bzip2Opts are bzip2 1.0's (bzip2 --help, man bzip2): long options
// whole.
const bzip2Opts = "-h,--help -d,--decompress -z,--compress -k,--keep@R -f,--force -t,--test@R -c,--stdout@R " +
	"-q,--quiet -v,--verbose -L,--license -V,--version -s,--small -1 -2 -3 -4 -5 -6 -7 -8 -9 --fast --best " +
	"--repetitive-fast --repetitive-best"

// zstdOpts are zstd 1.5's (zstd --help, man zstd): its own parser, long
// options whole; -o and -D take the next word, the numeric letters
// (-T4, -M, -B, -b, -e, -i) an attached number. -o, --output-dir-flat,
// --output-dir-mirror and --trace write; --rm deletes the inputs; -D and
// --patch-from read; --filelist reads the names of the files to work
// on from a file (the shell leaves that unresolved).
const zstdOpts = "-o:@w --rm@W -k,--keep -d,--decompress,--uncompress -D:@r -f,--force -h -H,--help -V,--version " +
	"-c,--stdout@R -v,--verbose -q,--quiet --trace:@w --progress --no-progress -r --filelist:@r " +
	"--output-dir-flat:@w --output-dir-mirror:@w --asyncio --no-asyncio --check --no-check -z,--compress " +
	"--ultra --fast? --adapt? --long? --patch-from:@r -T?%0123456789 --single-thread --auto-threads: " +
	"-B?%0123456789KMiB --block-size: --rsyncable --exclude-compressed --no-exclude-compressed --stream-size: --size-hint: " +
	"--target-compressed-block-size: --no-dictID --compress-literals --no-compress-literals " +
	"--row-match-finder --no-row-match-finder --format: -l,--list@R -t,--test@R -M?%0123456789KMiB " +
	"--memory,--memlimit,--memlimit-decompress: --sparse --no-sparse --pass-through --no-pass-through " +
	"--train --train-cover? --train-fastcover? --train-legacy? --maxdict: --dictID: -b?%0123456789 " +
	"-e?%0123456789 -i?%0123456789 -S --priority: -n,--no-name --best --zstd? --show-default-cparams " +
	"--mmap-dict --no-mmap-dict --content-size --no-content-size"

// bsdtarOpts are bsdtar 3.6's (bsdtar --help, man bsdtar) and those
// libarchive's tar/cmdline.c adds since: a long option may be
// abbreviated, and the first word may be old-style letters. -T (and -I)
// read a list of the files to archive (the shell leaves that
// unresolved), -X reads patterns, --newer-than and --older-than read a
// file's time; -C is the directory it works in; --use-compress-program,
// --lrzip, --lzop and --grzip run a compressor; --chroot extracts under
// the current directory as root.
const bsdtarOpts = "-c,--create -r,--append -t,--list -u,--update -x,--extract -a,--auto-compress --acls --no-acls " +
	"-B,--read-full-blocks -b,--block-size,--blocking-factor: -C,--cd,--directory:@d --chroot --clear-nochange-fflags --exclude: " +
	"--exclude-vcs --fflags --no-fflags --format: -f,--file: --gid: --gname: -H -h -T,-I,--files-from:@r --help " +
	"--hfsCompression --ignore-zeros --include: -J,--xz -j,--bzip,--bzip2,--bunzip2 -k,--keep-old-files " +
	"--keep-newer-files -L,--dereference -l,--check-links --lrzip@X --lz4 --zstd --lzma --lzop@X --grzip@X " +
	"-m,--modification-time --mac-metadata --no-mac-metadata -n,--norecurse,--no-recursion --newer,--newer-ctime: " +
	"--newer-mtime: --newer-than,--newer-ctime-than:@r --newer-mtime-than:@r --nodump --nopreserveHFSCompression " +
	"--null --no-read-sparse --read-sparse --no-safe-writes --safe-writes --no-same-owner --same-owner " +
	"--no-same-permissions --no-xattrs,--no-xattr --xattrs --numeric-owner -O,--to-stdout -o --older,--older-ctime: " +
	"--older-mtime: --older-than,--older-ctime-than:@r --older-mtime-than:@r --one-file-system --options: " +
	"-P,--absolute-paths -p,--insecure,--preserve-permissions,--same-permissions --passphrase: --posix -q,--fast-read -S -s: " +
	"--strip-components: --totals -U,--unlink,--unlink-first --uid: --uname: --use-compress-program:@x " +
	"-v,--verbose --version -w,--confirmation,--interactive -X,--exclude-from:@r -y -Z,--compress,--uncompress " +
	"-z,--gunzip,--gzip --b64encode --uuencode --clamp-mtime --disable-copyfile --group: --owner: --mode: " +
	"--mtime: --lzip"
