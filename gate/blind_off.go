//go:build !pregate_blindtest

package gate

// blinded is false in every normal build. A build with the
// pregate_blindtest tag (tests only, never shipped) answers no opinion to
// every call, to prove end to end that the backstop holds when pregate
// itself is fooled.
const blinded = false
