// Package load finds a policy's files and merges them into a
// rules.Policy: Load reads every level's sources (Options) and the
// builtin baseline.
//
// # Levels
//
// Sources are read highest level first: managed (/etc/pregate/policy.toml,
// /etc/pregate/policy.d/*.toml, and the permissions of Claude Code's
// managed-settings.json and managed-settings.d/*.json), cli (--policy
// files), project (<project>/.claude/pregate.local.toml, pregate.toml,
// settings.local.json, settings.json), user ($XDG_CONFIG_HOME/pregate/
// policy.toml and ~/.claude/settings.json) and the builtin baseline
// embedded from package builtin. Missing files are fine; a file that
// exists and cannot be read, parsed or validated fails Load, and the
// caller denies every call.
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
// defaults.unresolved take the strictest value any level sets. The
// [floor] becomes the effective rules.Floor the pipeline applies as it is:
// protect and protect_write unite; write_scope and read_scope each come
// from the highest level other than project that sets one, and the
// project level's scopes are kept apart, only to narrow; remove counts in
// managed files only. Fences ([run], [agent.NAME]) all apply. [builtin] disable
// and enable are honoured at the managed and user levels only; in any
// other file they are a warning (Policy.Warnings, reported by lint) and
// have no effect. [audit] path, max_size and keep are ignored at the
// project level, required is true if any level sets it, and only a level
// other than project can turn redact off. The packs' [[test]] cases are in
// Policy.Tests only with Options.BuiltinTests.
//
// # One call
//
// With Options.OneCall (the hook) each policy file is still checked
// completely, and a file with any error fails Load as it would otherwise,
// but the rules of the files written as nearly all are are not built:
// parse.TOMLOneCall keeps a record of each, with its index keys, and
// rules.Evaluate builds the few whose keys the call's words hold
// (rules.Policy.Parts). Policy.Rules is then empty; AllRules builds them
// all.
//
// For lint, LintTargets and LevelOf say which level a file is read at and
// LintPolicy merges what parsed of files that have errors.
package load
