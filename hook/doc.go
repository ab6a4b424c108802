// Package hook decodes the PreToolUse event that Claude Code pipes to a hook
// and encodes the decision the hook prints back. It uses only the standard
// library: it is the boundary where untrusted bytes become typed values.
//
// Decode consumes at most MaxEventSize bytes of stdin and produces an Event,
// or an error that the caller must turn into a deny. Encode produces the one
// JSON object Claude Code reads on stdout.
package hook
