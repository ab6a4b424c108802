package hook

import "strings"

// Diagnostic is a message of pregate's own as it is shown to a person: on
// stderr, and as the operator reason of a fail-closed deny. It is
// `pregate: ` and msg on one line, lowercase and without a final period as
// msg is written. It is the one place that spells the prefix.
func Diagnostic(msg string) string { return "pregate: " + OneLine(msg) }

// OneLine folds the line breaks of s, so that it prints as one line: a
// line break becomes "; ", a lone carriage return a space.
func OneLine(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", " ")
	return strings.ReplaceAll(s, "\n", "; ")
}
