// Package claude is the Claude Code permission rule grammar: ParsePattern
// reads a rule string (Bash(...), Read(...)/Edit(...) paths, WebFetch
// domains, MCP, Agent, Skill and plain tool names) and Pattern.Match
// matches it against an act.Action the way Claude Code does, widened for
// deny and ask and narrowed for allow. Bash rules also match every
// spelling of a flag a deny rule names.
//
// Covers decides whether one rule string matches every call another does
// — a proof (CoverYes), a witness call (CoverNo), or CoverMaybe — and
// CommandCovers the same for a structured command; package lint builds its
// findings from them.
package claude
