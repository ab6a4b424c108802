//go:build !pregate_panictest

package gate

// testPanic does nothing in a normal build. A build with the
// pregate_panictest tag panics here, to prove end to end that an internal
// failure still blocks the call.
func testPanic() {}
