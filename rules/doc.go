// Package rules holds pregate's policy: the model, loading it from TOML
// policy files and Claude Code settings files, the Claude Code rule
// grammar, and Evaluate, which decides a tool call.
//
// It consumes policy files (discovered by Load from LoadOptions) and Calls
// (a tool call already split into Actions by the pipeline), and produces a
// Policy and Verdicts. Evaluate is pure: it reads no files, no environment
// and no clock.
//
// # Levels
//
// Sources are read highest level first: managed (/etc/pregate/policy.toml,
// /etc/pregate/policy.d/*.toml, and the permissions of Claude Code's
// managed-settings.json and managed-settings.d/*.json), cli (--policy
// files), project (<project>/.claude/pregate.local.toml, pregate.toml,
// settings.local.json, settings.json), user ($XDG_CONFIG_HOME/pregate/
// policy.toml and ~/.claude/settings.json) and the builtin baseline
// embedded from builtin/*.toml. A deny at any level beats an allow at any
// level, and an ask beats an allow; within a decision the first match in
// level order is reported. Missing files are fine; a file that exists and
// cannot be read, parsed or validated fails Load, and the caller denies
// every call.
//
// # Anchors
//
// A rule path "/x" is relative to a root that depends on where the rule
// was written. Claude Code settings keep Claude Code's meaning: the
// project root for project (and managed) settings, ~/.claude for user
// settings, the file's directory for a --policy settings file. pregate
// policy files use the project root at the managed and project levels, and
// their own directory at the cli and user levels ($XDG_CONFIG_HOME/pregate
// for the user file), as Claude Code does for --settings and user
// settings. "//x" is always absolute, "~/x" always the home directory, and
// "x" or "./x" the current directory.
//
// # Merging
//
// Rules of every level are kept side by side. defaults.unmatched and
// defaults.unresolved take the strictest value any level sets. [floor]
// lists unite. Fences ([run], [agent.NAME]) all apply: read_only anywhere
// is final, tools lists intersect, disallowed_tools unite. [builtin]
// disable and enable are honoured at the managed and user levels only; in
// any other file they are a warning (Policy.Warnings, reported by lint)
// and have no effect. [audit] path, max_size and keep are ignored at the
// project level, required is true if any level sets it, and only a level
// other than project can turn redact off.
//
// # Builtin baseline
//
// The packs in builtin/*.toml are embedded; builtin_gen.go holds them
// already decoded so that a hook call does not pay for parsing TOML. It is
// used only while every embedded file still has the size and CRC-32
// recorded in it; otherwise the TOML is parsed. After editing a pack, run
// go test ./rules -run TestBuiltinGenerated -update-builtin. The packs'
// [[test]] cases are in Policy.Tests only with LoadOptions.BuiltinTests.
//
// # Structured commands
//
// A [[rule]] may give structured Bash forms under command (see Command).
// They match past global options and every spelling of a flag, which is
// right for deny and ask and too wide for allow, so an allow rule may use
// only match.
//
// # Errors
//
// Every problem prints as file:line:col: message, with 1-based lines and
// byte columns; Load reports all of them, sorted (LoadErrors). Unknown keys
// are errors. Each LoadError has a stable Code and, where one exists, a
// Suggestion (the closest known key, tool, mode, decision).
//
// # Lint
//
// LintParse parses one file for `pregate lint`: it goes on past a syntax
// error (repairing the line) so that every problem is reported at once, and
// keeps what parsed. Covers decides whether one rule string matches every
// call another does — a proof (Yes), a witness call (No), or Maybe — and
// CommandCovers the same for a structured command; package lint builds its
// findings from them.
package rules
