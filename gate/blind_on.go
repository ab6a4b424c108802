//go:build pregate_blindtest

package gate

const blinded = true
