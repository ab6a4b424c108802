//go:build pregate_panictest

package gate

func testPanic() { panic("pregate_panictest build: deliberate panic in the pipeline") }
