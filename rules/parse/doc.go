// Package parse reads one policy file: TOML parses a pregate policy file
// and Settings the permissions of a Claude Code settings file, each into a
// Source, the file's rules and settings before levels are merged.
//
// Every problem prints as file:line:col: message, with 1-based lines and
// byte columns; all of a file's problems are reported, sorted
// (rules.LoadErrors). Unknown keys are errors. Each LoadError has a stable
// Code and, where one exists, a Suggestion (the closest known key, tool,
// mode, decision). One scanner reads a policy file, giving
// values and positions; the full TOML decoder gives the message of a
// file that does not load, and the values of the few valid files the
// scanner does not decode.
//
// LintParse parses one file for `pregate lint`: it goes on past a syntax
// error (repairing the line) so that every problem is reported at once,
// and keeps what parsed.
package parse
