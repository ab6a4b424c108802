// Package buildinfo is what the binary knows about itself: its version,
// commit and build time. It is a package of its own so that the hook's
// entry, which stamps each audit record with the version, links it without
// the command tree.
package buildinfo
