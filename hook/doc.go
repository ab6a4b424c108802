// Package hook decodes the events Claude Code pipes to a hook (PreToolUse,
// and PreSkillShellCommand from 2.1.332) and encodes the decision the hook
// prints back. It is the boundary where untrusted bytes become typed
// values, so it reads them strictly, in one pass, with encoding/json/v2's
// jsontext (github.com/go-json-experiment/json): exact-case keys, no
// duplicate key at any depth (also under case folding), valid UTF-8 only.
//
// Decode consumes at most MaxEventSize bytes of stdin and produces an Event,
// or an error that names the problem and its byte offset, which the caller
// must turn into a deny. CanonicalTool is the one table of Claude Code's
// legacy tool names; Event.Unknowns says what in an event pregate does not
// know. EncodeEvent produces the one JSON object Claude Code reads on
// stdout, with its reasons capped.
package hook
