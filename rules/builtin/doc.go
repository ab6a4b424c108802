// Package builtin holds the builtin baseline: every *.toml file here is
// one pack, embedded in the binary and named builtin/NAME.toml (FS).
// Generated holds the same packs already decoded, so that a hook call does
// not pay for parsing TOML or checking the files; package load uses it as
// it is. After editing a pack, run go generate ./rules/builtin: until then
// TestGenerated (rules/builtin/gen) fails.
package builtin
