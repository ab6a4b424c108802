// Package backstop compiles pregate's policy and floor into Claude Code's
// own enforcement: permission deny rules and the OS sandbox (bubblewrap on
// Linux, Seatbelt on macOS) that Claude Code runs Bash commands in. Both
// are enforced below the hook, so they hold when pregate is wrong about a
// command or is not running at all.
//
// It consumes a loaded rules.Policy and the floor.Config the pipeline
// would apply (gate.Floors), and produces a Block: the deny rules and the
// sandbox settings to merge into a settings file, a Hash of them that
// says whether an installed block is current, and Notes on what the
// sandbox cannot express the way pregate does. It reads the file system
// only to spell globs as the paths that exist now: sandbox-runtime takes
// literal paths on Linux.
package backstop
