// Package shell reads a Bash command the way bash would run it and reports
// every program that can run as a Segment: its argv, the wrappers and
// nesting that led to it, the working directory at that point, the paths it
// reads and writes, and whether it could be resolved statically.
//
// It consumes a command string (mvdan.cc/sh/v3 parses it) and knows nothing
// of policy: rules and the floor are judged elsewhere.
package shell
