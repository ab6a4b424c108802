package progs

// closedPkg are the closed tables of the package managers and language toolchains
// (see closedBase).
const closedPkg = `cargo go pip pip3 java javac pnpm yarn yarnpkg`
