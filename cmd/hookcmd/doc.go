// Package hookcmd is `pregate hook`. It consumes the hook's flags, the
// process's environment and the event on stdin, runs the pipeline (gate),
// and produces the decision on stdout, the exit code, and at most one
// diagnostic line on stderr. It builds no command tree and links neither
// cobra nor anything only the other commands use: cmd.Run calls Main before
// it builds any command, and cmd/pregate-hook is Main alone, so that the
// hook, which runs before every tool call, pays for none of it at start-up.
// Like cmd, it alone touches the process: stdin, stdout, exit codes,
// environment and clock.
package hookcmd
