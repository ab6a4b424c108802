// Package gate is pregate's decision pipeline: one function, Decide, that
// both `pregate hook` and `pregate check` call, so the dry run can never
// drift from the real hook.
//
// It consumes a decoded hook event and the policy-loading options, and
// produces a Result: the decision, the two reasons (agent-facing and
// operator-facing), the deciding rule, and the parts of the call that the
// audit record and `check --explain` show. Decide never panics: an internal
// failure becomes a deny.
//
// The trace is typed (Step: a rules step, a floor verdict, a settings key,
// something unknown, a change of the call's decision, an audit note) until
// a printer renders it; `check --explain` chooses the steps it lists by
// their fields.
//
// Decide ends by writing the decision's audit record through the caller's
// Appender: the hook's writes the log, check's only tests that the log
// could be opened (it writes no record). A record that cannot be written
// is a note in the operator reason, or, when the policy sets [audit]
// required = true, a deny, so that check shows the deny the hook gives.
package gate
