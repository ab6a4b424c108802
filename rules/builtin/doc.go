// Package builtin holds the builtin baseline: every *.toml file here is
// one pack, embedded in the binary and named builtin/NAME.toml (FS).
// Generated holds the same packs already decoded, so that a hook call does
// not pay for parsing TOML, with each file's size and CRC-32; package load
// uses it only while every embedded file still matches, and parses the
// TOML otherwise. After editing a pack, run go generate ./rules/builtin.
package builtin
