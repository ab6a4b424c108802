package rules

// segmentKeys returns words of which a Bash segment must show one for p
// to match it, as deny, ask or allow: the first word of the rule's text
// form (every spelling matchBash tries must start with it), its home form's,
// and the program of its semantic form. ok is false when p may match a
// segment whatever its words: another kind of rule, or a text form whose
// first word holds a wildcard.
func (p *Pattern) segmentKeys() (keys []string, ok bool) { return p.appendSegmentKeys(nil) }
