// Command standin is a loopback stand-in for the Anthropic Messages API, so
// the real Claude Code client can be driven through one tool call with no
// network and no model.
//
// The first model turn that offers the configured tool is answered with a
// streamed tool_use block calling it; the follow-up turn that carries the
// tool_result is recorded (one JSON line per result in the -record file) and
// answered with a short end_turn text. Every other request the client makes
// (side queries, count_tokens, model lists, unknown paths) gets a harmless
// answer and a line in the -log file, so a new client version that calls
// something new shows up there instead of hanging.
//
// Usage:
//
//	standin serve -tool Bash -input '{"command":"touch x"}' -portfile P -record R [-log L]
//	standin summary -result OUT.json -record R
//	standin texts -record R
//	standin str STRING…
//
// summary reads the JSON that `claude -p --output-format json` printed and the
// record file, and prints key=value lines a shell script can grep. texts
// prints the recorded tool results' texts; str prints each argument as a
// JSON string, so that scripts need no JSON tool.
package main
