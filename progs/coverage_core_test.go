package progs

// coverageCore are the coreutils-style tools, archivers, text and file tools, pagers, and the wrappers that run another command whose tables TestCoverage
// checks against the installed program (see coverage).
var coverageCore = []coverageCheck{}

// excludedCore are their documented spellings left out on purpose (see excluded).
var excludedCore = map[string]map[string]string{}
