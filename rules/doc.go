// Package rules is pregate's policy model and Evaluate, which decides a
// tool call against it.
//
// A Policy holds the rules of every level side by side, the defaults, the
// floor settings, the fences ([run], [agent.NAME]) and the audit settings;
// package load builds one from the policy files it discovers. A Call is a
// tool call already split into act.Actions by the pipeline; Evaluate
// returns its Verdict. Evaluate is pure: it reads no files, no environment
// and no clock.
//
// A deny at any level beats an allow at any level, and an ask beats an
// allow; within a decision the first match in level order is reported.
// defaults.unmatched and defaults.unresolved take the strictest value any
// level sets. Fences all apply: read_only anywhere is final, tools lists
// intersect, disallowed_tools unite.
//
// The stages of a policy live in packages below this one:
//
//   - act: the vocabulary every stage shares (Level, Action, Env; the
//     Decision is hook.Decision);
//   - command: structured Bash forms ([[rule]] command), the read-only
//     catalogue and Claude Code's own prefix exclusions;
//   - claude: the Claude Code rule grammar (Bash, Read/Edit paths,
//     WebFetch domains, tool names) and Covers, which compares two rules;
//   - parse: reading one policy TOML or Claude Code settings file, with
//     positions for every problem;
//   - load: finding every level's files, merging them with the builtin
//     baseline into a Policy;
//   - builtin: the packs of the baseline and their decoded copy.
package rules
