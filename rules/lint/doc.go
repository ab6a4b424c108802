// Package lint checks policy and Claude Code settings files for CI. It
// consumes files parsed by parse.LintParse and produces Findings: every
// problem with its file, line, column, severity, a stable code, a message
// and, where one exists, a suggested fix. Beyond what loading rejects it
// finds rules that can never decide (shadowed by a rule that always wins,
// duplicated, matching nothing, always overridden by the floor),
// [builtin] entries that name no builtin rule, and bad globs. Findings
// print as text, JSON, SARIF 2.1.0 or GitHub workflow annotations.
package lint
