package shell

// Word is one argument of a command as the shell would pass it.
type Word struct {
	// Value is the word after quote removal and escape processing
	// ("'r'm" and $'\x72m' both give "rm"). For a dynamic word it is the
	// source text as written ("$HOME/x", "$(date)").
	Value string
	// Dynamic is set when an expansion decides the value at run time:
	// parameter, command, arithmetic or process substitution, or an
	// unquoted glob.
	Dynamic bool
	// Known are, for a dynamic word whose every expansion is of a
	// variable the command itself assigns a literal, the values bash may
	// give it: the one value when the assignment certainly ran before in
	// the same shell (d=~/.s; cat ${d}sh/id_rsa), else each literal the
	// command assigns the variable anywhere. The word stays dynamic:
	// Known are more spellings to judge, never a reason to allow.
	Known []string
	// Pos and End are byte offsets of the word in the top-level command
	// string. For words found inside a nested string (bash -c '…', eval)
	// they are the offsets of the enclosing word.
	Pos, End int
}

// Assign is a leading VAR=value assignment of a simple command.
type Assign struct {
	Name    string
	Value   string
	Dynamic bool
}

// Access is how a command touches a path.
type Access uint8

const (
	Read Access = 1 << iota
	Write
)

// PathRef is a path a segment reads or writes.
type PathRef struct {
	// Path is the word as the shell would pass it (quotes removed, not made
	// absolute, ~ not expanded). Dynamic paths keep their source text.
	Path    string
	Dynamic bool
	// Known are the paths a dynamic word may give when the variables in
	// it hold what the command assigns them (see Word.Known).
	Known  []string
	Access Access
	// Via says where the path came from: "redirect", "operand", "heredoc".
	Via string
	// Tree: the access reaches everything below the path, not only the
	// path (a directory mounted into a container, a build context).
	Tree bool
	// Prefix: the program writes names that start with Path and end in
	// a suffix of its own (split's and csplit's PREFIX: PREFIXaa, PREFIX00).
	Prefix bool
}

// Segment is one program that the command can run, with everything a policy
// needs to judge it.
type Segment struct {
	// Argv is the program and its arguments after leading assignments and
	// every recognised wrapper (sudo, env, timeout, xargs, …) are removed.
	Argv []Word
	// Program is the normalised program name: the basename of Argv[0] with
	// quotes and escapes removed ("/usr/bin/rm", "\rm", "'r'm" → "rm").
	// Empty when the program name is dynamic, and for a statement that only
	// redirects ("> f"), which has no Argv but still has Paths.
	Program string
	// Assigns are the leading VAR=value assignments, in order.
	Assigns []Assign
	// Wrappers are the wrapper commands stripped to reach Argv, outermost
	// first, each as its own argv ("timeout", "-s", "KILL", "5"). They
	// include containers (sudo, env, …) on the same command line and the
	// time keyword.
	Wrappers [][]string
	// Nesting is the path of constructs that led here, outermost first:
	// "bash -c" (any shell: "sh -c", "zsh -c"), "$( )", "`…`", "<( )",
	// ">( )", "subshell", "coproc", "eval", "trap", "watch", "flock -c",
	// "su -c", "script -c", "parallel", "parallel :::" (a job of parallel
	// CMD ::: ARGS spelt out whole: no word of it arrives at run time), "xargs", "find -exec" (and
	// -execdir, -ok, -okdir), "function f", "heredoc | bash",
	// "herestring | bash", and the name of any other container ("sudo",
	// "env", "busybox", …). Groups, if/while/for/case bodies and pipelines
	// add nothing.
	Nesting []string
	// Hidden is set when the segment runs inside another command's
	// option, operand or environment (git -c core.pager=…, ssh HOST CMD,
	// rsync -e …, docker exec C CMD): a matcher that reads only the outer
	// command's text would approve it with the outer command.
	Hidden bool
	// Cwd is the working directory at this point of the command: the cwd
	// given to Decompose, changed by cd, pushd, git -C and env -C. Empty
	// when a cd made it unknowable.
	Cwd string
	// Paths are the files this segment reads and writes: redirections,
	// here-doc targets, and the operands of known file commands.
	Paths []PathRef
	// Code is the inline program of an interpreter one-liner (python -c,
	// node -e, perl -e, ruby -e, …), exposed so rules can look at it.
	Code string
	// Text is the simple command's source text exactly as written,
	// including leading assignments and wrappers (redirections after the
	// last word excluded). A segment reached through a container has the
	// container's text ("sudo -u x rm y" for both sudo and rm). Inside a
	// nested string (bash -c '…', eval) it is text of that string.
	Text string
	// AllowText is the text an allow rule must match: the segment's own
	// command (after any container) with the wrappers Claude Code strips
	// (timeout, time, nice, nohup, stdbuf, command, builtin, noglob, bare
	// xargs) and the known-safe leading assignments (see SafeAssign)
	// removed; other assignments stay. Words are joined by one space as
	// written. Empty when no allow may ever apply (unresolved).
	AllowText string
	// Container is set for a command whose job is to run another command
	// that is also reported as its own segment (bash -c, sudo, env, xargs
	// with options, find -exec, eval). Deny and ask rules see it like any
	// other segment; an allow needs both it and what it runs to be allowed.
	Container bool
	// Resolved is false when pregate cannot tell statically what runs:
	// dynamic program names, eval of non-literals, source, pipes and
	// here-documents into a shell or interpreter, inline aliases, IFS
	// assignments, parse errors, and hit caps. A parse error or an input
	// cap gives a single segment spanning the whole command.
	Resolved bool
	// Why says why the segment is unresolved, in a few words for people.
	Why string
	// InputDynamic: the program's standard input is a here-document or
	// here-string with expansions ($VAR, $(…)), text known only at run
	// time.
	InputDynamic bool
	// Pos and End are byte offsets of the segment in the top-level command
	// (the enclosing word's span for segments found in a nested string).
	Pos, End int
}

// Args returns the literal values of Argv, dynamic words as written.
func (s *Segment) Args() []string {
	out := make([]string, len(s.Argv))
	for i, w := range s.Argv {
		out[i] = w.Value
	}
	return out
}
