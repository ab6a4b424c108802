package progs

// closedPkg2 are the closed tables of Homebrew, RubyGems, poetry and
// xcodebuild (see closedBase). brew, gem and poetry are closed at their
// commands (Program.SubsOnly): each command pregate models is listed
// with every option it documents, and any other word in its place (a
// command pregate leaves out, an external or plugin command, an alias
// from configuration, an abbreviation) leaves the command unresolved.
// xcodebuild lists every option.
const closedPkg2 = `brew gem poetry xcodebuild`
