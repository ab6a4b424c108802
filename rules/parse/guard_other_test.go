//go:build !linux

package parse

import "testing"

// guarded is, where pages cannot be guarded, a source as it is.
type guarded struct{}

func newGuarded(t *testing.T, n int) *guarded { return &guarded{} }

func (g *guarded) at(s string) string { return s }
