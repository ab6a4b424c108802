// Package shell reads a Bash command the way bash would run it and reports
// every program that can run as a Segment: its argv, the wrappers and
// nesting that led to it, the working directory at that point, the paths it
// reads and writes, and whether it could be resolved statically.
//
// It consumes a command string (mvdan.cc/sh/v3 parses it, bash dialect)
// and knows nothing of policy: rules and the floor are judged elsewhere.
//
// What Decompose follows:
//
//   - every construct: lists (&& || ; & newline), pipes (| |&), subshells,
//     groups, $( ), backquotes, <( ) >( ), arithmetic, [[ ]], if, while,
//     until, for, select, case, coproc, time, functions defined in the
//     command (their body is reported where they are called, and once more
//     if never called);
//   - strings that run as code: sh/bash/zsh/dash/ksh… -c (options before
//     -c included), eval and trap of literal words, watch, flock -c, su -c,
//     script -c, parallel (one job per literal ::: argument, put where {}
//     stands; the words joined for the shell and, when that changes them,
//     also kept as words, as -q does), and a literal here-document or
//     here-string fed to a shell;
//   - positional parameters the command sets itself (bash -c 'rm $1' _ x,
//     a function called with arguments), split into words when unquoted;
//   - commands that run commands: xargs (GNU and BSD options, -I/-J/-i
//     replace strings), find -exec/-execdir/-ok/-okdir,
//     env (-, -i, -u, -C, -S, NAME=value), sudo, doas, exec, busybox, setsid,
//     ionice, chroot, taskset, … (containers, reported themselves) and
//     timeout, time, nice, nohup, stdbuf, command, builtin, noglob and bare
//     xargs (stripped wrappers, recorded in Segment.Wrappers);
//   - interpreter one-liners (python -c, node -e/-p, perl -e/-E, ruby -e,
//     php -r, deno eval, bun -e, lua -e, Rscript -e, osascript -e, pwsh
//     -Command, awk programs), exposed in Segment.Code. The options of
//     shells and interpreters are read with their progs tables (bash -ce,
//     -c -e, -o errexit -c; python -uc; perl -lane; pwsh -com, -enc); an
//     option a table does not know leaves the segment unresolved.
//
// Data stays data: arguments of echo, commit messages, grep patterns and
// here-documents written to files are words, never segments.
//
// Unresolved segments (Resolved false, Why set) mark what only run time
// decides: a dynamic program name, eval or bash -c of a dynamic string,
// source, a pipe or here-document into a shell or interpreter, aliases
// defined inline, IFS assignments, a parse error, and any hit cap
// (MaxInput, MaxDepth, MaxNest, MaxSegments, MaxSteps, Budget).
//
// The understood subset: where mvdan.cc/sh and bash read a construct
// differently, or a statement changes what later words run, the construct
// adds an unresolved segment of its own (its command is never allowed;
// the segments around it are still reported). Among them: quotes,
// substitutions and run-time subscripts in arithmetic (and arithmetic on
// values the command set), single quotes inside a double-quoted ${…},
// prompt expansion, process substitutions and line continuations inside
// ${…} words and backquotes, here-document delimiters bash joins, a
// here-document followed by more commands inside $( ), comments ending in
// a backslash, extended globs holding expansions, assignments of the
// variables bash consults (PATH, BASH_CMDS, BASH_ENV, PS4, HOME, …) in any
// form, set and shopt options, hash -p, command -p, exec -a, eval --,
// time --, mapfile -C, traps and exported functions (code kept for later),
// and carriage returns. The bash oracle in the tests (oracle_test.go,
// oraclegen_test.go) is how these were found; testdata/oracle keeps one
// regression case per class.
//
// The working directory follows cd, pushd, popd (and cd -) through the
// command; git -C, make -C, env -C and sudo -D set it for one segment. A
// subshell, a pipeline part or a background job keeps its cd to itself; a
// cd that may or may not run (after && or ||, in a branch or a loop) or
// whose target is dynamic makes it unknown (""). A cd may also fail: after
// its statement, relative paths are reported against each directory the
// shell may be in.
package shell
