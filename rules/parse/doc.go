// Package parse reads one policy file: TOML parses a pregate policy file
// and Settings the permissions of a Claude Code settings file, each into a
// Source, the file's rules and settings before levels are merged.
//
// Every problem prints as file:line:col: message, with 1-based lines and
// byte columns; all of a file's problems are reported, sorted
// (rules.LoadErrors). Unknown keys are errors. Each LoadError has a stable
// Code and, where one exists, a Suggestion (the closest known key, tool,
// mode, decision). A policy file is read by a fast scanner when it can;
// the full TOML decoder reads the rest and gives the messages.
//
// LintParse parses one file for `pregate lint`: it goes on past a syntax
// error (repairing the line) so that every problem is reported at once,
// and keeps what parsed.
package parse
