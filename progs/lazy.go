package progs

import "sync"

// lazy is a table built the first time a program asks for it, not at
// package init: a hook call looks at a handful of programs, and Go
// initialises every package-level map a binary links whether or not the
// call uses it. A lazy whose build is a function literal is laid out by
// the linker, so declaring one costs nothing at start-up:
//
//	var fooSubs = lazy[map[string]string]{build: func() map[string]string {
//		return map[string]string{…}
//	}}
//
// and fooSubs is the map, the same one on every call.
type lazy[T any] struct {
	once  sync.Once
	build func() T
	v     T
}

func (l *lazy[T]) get() T {
	l.once.Do(func() { l.v = l.build() })
	return l.v
}
