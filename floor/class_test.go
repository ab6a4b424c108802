package floor

// String names the class in test output.
func (c Class) String() string {
	switch c {
	case Ask:
		return "ask"
	case NoAllow:
		return "no-allow"
	}
	return "deny"
}
