package hook

// IsAlias reports whether name is a legacy alias of another tool.
func IsAlias(name string) bool { return CanonicalTool(name) != name }
