// Package client reads the pre-tool hook events of coding agents other than
// Claude Code (Codex, Gemini CLI, Copilot CLI, Cursor) and writes their
// answers, so one policy, one floor and one audit log serve them all.
//
// Decode consumes one event of a client's own shape, at most
// hook.MaxEventSize bytes, decoded strictly (exact-case names, a duplicated
// name or invalid UTF-8 is an error), and produces a Request: the calls in
// pregate's own tool names (hook.Event), each of which the pipeline judges.
// A Codex apply_patch is one call per file its patch writes. Encode writes a
// decision in the client's shape and returns the exit code that client
// needs; Enforce first turns a decision the client cannot enforce (an ask
// where the client lets asks through) into one it does.
package client
