// Command gen writes builtin_gen.go, the packs of the builtin baseline
// already decoded and encoded as constants for builtin.Packs, so that a
// hook call does not parse TOML. It runs in the directory of package
// builtin: go generate ./rules/builtin.
package main
