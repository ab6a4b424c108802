// Package builtin holds the builtin baseline: every *.toml file here is
// one pack, embedded in the binary and named builtin/NAME.toml (FS).
// builtin_gen.go holds the same packs already decoded, as two string
// constants (every text once, and a table of varints saying which texts
// make which pack, rule and command), so that the data sits in the
// binary's read-only section with no pointers for the runtime to map at
// start-up, and a hook call parses no TOML; Packs rebuilds the packs from
// them. After editing a pack, run go generate ./rules/builtin: until then
// TestGenerated (rules/builtin/gen) fails.
package builtin
