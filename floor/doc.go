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
package floor
