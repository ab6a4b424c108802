package lazyre

import (
	"sync"
	"testing"
)

// TestGet compiles on first use, once, to the expression given: every
// caller, concurrent ones included, gets the same compiled expression,
// and nothing is compiled before.
func TestGet(t *testing.T) {
	l := &Regexp{Expr: `^a+b$`}
	if l.re != nil {
		t.Fatal("compiled before first use")
	}
	var wg sync.WaitGroup
	got := make([]any, 8)
	for i := range got {
		wg.Add(1)
		go func() { defer wg.Done(); got[i] = l.Get() }()
	}
	wg.Wait()
	for _, g := range got {
		if g != any(l.re) {
			t.Fatal("callers got different compiled expressions")
		}
	}
	if !l.Get().MatchString("aab") || l.Get().MatchString("ab c") {
		t.Fatalf("Get compiled %q, not %q", l.Get(), l.Expr)
	}
}

// TestGetPanics: an invalid expression panics on first use, as
// regexp.MustCompile does.
func TestGetPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("an invalid expression compiled")
		}
	}()
	(&Regexp{Expr: `a(`}).Get()
}
