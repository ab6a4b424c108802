// Package progs is what pregate knows of each program's arguments: one
// option grammar (short bundles, attached and separate values,
// --opt=value, "--", optional values, abbreviations where the program
// allows them, one-dash and old-style spellings, '+' bundles, values
// taken from the next words (bash -eo NAME), a flag whose value is the
// first operand (sh -c), options that end the options (python -c), and
// PowerShell's parameters) and one table per program, shell builtins and
// interpreters included, saying for each option whether it takes a value
// and what that value is (a path read or written, a directory to run in,
// a program, a shell string or code to run, configuration that may name
// a command), and what the operands are.
//
// It consumes an argv (values, and which words only run time knows) and
// produces its items: operands, options with their values, the end of
// options. The shell decomposition, the floor, structured rules, the
// flag spellings of deny rules and the read-only catalogue all read this
// table, so a fix made here is made for all of them. It imports only the
// standard library.
package progs
