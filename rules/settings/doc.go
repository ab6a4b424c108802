// Package settings reads the permissions of a Claude Code settings file
// (permissions.deny, .ask, .allow and the working-directory keys) as
// pregate rules, with positions, for package parse to turn into a policy
// source.
package settings
