package progs

// coverageWrap are the wrappers and system tools whose tables TestCoverage
// checks against the installed program (see coverage).
var coverageWrap = []coverageCheck{}

// excludedWrap are their documented spellings left out on purpose (see excluded).
var excludedWrap = map[string]map[string]string{}
