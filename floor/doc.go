// Package floor is the part of pregate that no rule, level or permission
// mode can lift: protected paths, the write and read scopes, tenant
// isolation and the circuit breakers.
//
// It consumes paths (a file tool's path, or the segments of a Bash command
// as package shell reports them) and a Config built by the caller from the
// policy; it produces nil, or a Verdict: a final deny that names the path
// as given, as resolved and the entry that matched, with one reason for the
// agent and one for the operator. It reads the file system only to resolve
// symbolic links the way the kernel would (Resolve) and to expand globs.
//
// Every path is checked twice: as written, cleaned lexically, and as
// resolved. Either one protected is a deny, so a symlink into ~/.ssh is
// ~/.ssh, and so is a link whose name is protected but whose target is not.
//
// A file is judged by what it is, not how it is spelled:
//
//   - identity: an existing path, and every directory above it, is
//     compared by device and inode with the protected set's files, so a
//     hard link or a bind mount of ~/.ssh is ~/.ssh (identity.go says what
//     that costs and when it is paid);
//   - descriptors: /proc/self and /dev/fd name the shell's own process, so
//     /proc/self/cwd is the segment's working directory; only an exact
//     /dev/fd/N is a descriptor, and a path through one is unresolved;
//   - tildes: every form bash knows, ~, ~user, ~+, ~-, ~N, ~+N, ~-N; what
//     only the running shell knows (the directory stack, $OLDPWD, a user
//     the floor cannot find) is judged against every likely base and is
//     unresolved, never taken as a literal name;
//   - globs: expanded with bash's rules (bashglob.go), with the shell
//     options the command sets; a glob that cannot be expanded exactly is
//     unresolved.
//
// A hook call is one process, so the floor does only the work its paths
// need: the built-in set is compiled when the binary is built
// (builtin_gen.go, written from builtinEntries by go generate), a rule's
// globs are built the first time a check reaches it, and pregate's own
// files and the scopes are resolved when a write is first checked.
//
// Not every verdict is a deny (see Class): a path the floor cannot judge
// exactly is an Ask, and a write to Claude Code's protected paths or the
// removal of a critical path is a NoAllow, which only takes the allow away
// so that Claude Code's own prompt decides.
package floor
