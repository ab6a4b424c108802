// Package act is the vocabulary every stage of a policy shares: the Level
// a policy source sits at, an Action (one thing a tool call does, in the
// form rules match against) and the Env rule paths are anchored in. The
// Decision a rule or verdict gives is hook.Decision, the type the hook
// answers with. The pipeline builds actions; rules never read the
// filesystem.
package act
