// Package lazyre holds a regular expression that is compiled the first
// time it is used. A package variable written as a composite literal of
// it, &lazyre.Regexp{Expr: ...}, is static data, so a process that never
// uses the expression builds nothing for it: regexp.MustCompile in a
// variable's initialiser, or a sync.OnceValue there, runs or allocates in
// the package's initialisation, on every hook call.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is Expr, compiled by the first Get.
type Regexp struct {
	Expr string
	once sync.Once
	re   *regexp.Regexp
}

// Get is Expr compiled; it panics, as regexp.MustCompile does, when Expr
// is not a valid expression.
func (l *Regexp) Get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.Expr) })
	return l.re
}
