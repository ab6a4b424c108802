package progs

// coverageCloud are the cloud, infrastructure, container and database clients whose tables TestCoverage
// checks against the installed program (see coverage).
var coverageCloud = []coverageCheck{}

// excludedCloud are their documented spellings left out on purpose (see excluded).
var excludedCloud = map[string]map[string]string{}
