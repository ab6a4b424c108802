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
//     -Command, awk programs), exposed in Segment.Code.
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
// The working directory follows cd, pushd, popd (and cd -) through the
// command; git -C, make -C, env -C and sudo -D set it for one segment. A
// subshell, a pipeline part or a background job keeps its cd to itself; a
// cd that may or may not run (after && or ||, in a branch or a loop) or
// whose target is dynamic makes it unknown ("").
package shell
