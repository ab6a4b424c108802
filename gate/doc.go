// Package gate is pregate's decision pipeline: one function, Decide, that
// both `pregate hook` and `pregate check` call, so the dry run can never
// drift from the real hook.
//
// It consumes a decoded hook event and the policy-loading options, and
// produces a Result: the decision, the two reasons (agent-facing and
// operator-facing), the deciding rule, and the parts of the call that the
// audit record and `check --explain` show. Decide never panics: an internal
// failure becomes a deny.
package gate
