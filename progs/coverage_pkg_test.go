package progs

// coveragePkg are the package managers and language toolchains whose tables TestCoverage
// checks against the installed program (see coverage).
var coveragePkg = []coverageCheck{}

// excludedPkg are their documented spellings left out on purpose (see excluded).
var excludedPkg = map[string]map[string]string{}
