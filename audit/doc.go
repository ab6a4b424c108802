// Package audit keeps pregate's decision record: one JSON line per decision,
// appended to a file that many hook processes write at the same time.
//
// Writing consumes a Record (filled by the caller from the event and the
// verdict) and produces one line in an append-only JSONL file. Every append
// is a single write(2) on a descriptor opened with O_APPEND, made under an
// advisory flock(2) on the file itself, so concurrent processes never
// interleave or lose lines. Size-based rotation (audit.jsonl →
// audit.jsonl.1 … .keep) happens under the same lock; a writer that finds
// the path no longer names the file it holds reopens it, so rotation is safe
// across processes. The file is created 0600 and its directories 0700.
//
// Redaction masks secrets (API keys, bearer tokens, passwords in URLs and
// flags, private-key blocks, secret-looking environment assignments) in the
// logged input, argv and reasons. One pass over each string finds the
// detectors whose trigger words it holds; a detector's finders, scanners
// exact for the regular expressions they are written from (match.go; the
// package links no regexp), run only when it is triggered and, for
// assignments, when a cheap scan says they can match.
//
// A failure to write never weakens a decision: Append returns the error and
// the caller keeps its decision, mentioning NotWritten(err) in the operator
// message — or, with `required = true` in the policy, turns the call into a
// deny. That choice belongs to the caller (the pipeline), not to this
// package. Writable answers, without writing, whether Open would succeed,
// for a dry run that must show the same deny.
//
// Reading (Scan, Tail, Stats, Report) consumes the log and its rotated
// siblings and produces filtered records, counts and a self-contained HTML
// page. A corrupt or truncated line is reported as a Problem with its file
// and line number and skipped, never fatal.
//
// audit imports nothing else of pregate.
package audit
