package progs

// closedPkg are the closed tables of the package managers and language toolchains
// (see closedBase). cargo, go, pip and twine are closed at their subcommands: each
// subcommand they have is listed with every option (Program.SubsOnly), and
// any other word in its place leaves the command unresolved. pnpm and yarn
// list every command with every option; a word that is not a command runs
// the project's script of that name, as pnpm run and yarn run do, and yarn
// 2+'s commands pregate does not model are unresolved in the shell's roles.
// java and javac list every option.
// gcc, clang, cc, g++, c++ and clang++ list every option, their -f, -W, -m, -O and
// -g families by letter and each family's harmless members by name (see ccOpts
// and ccopts.go). poetry, gem, brew and xcodebuild are closed in closedPkg2.
const closedPkg = `cargo go pip pip3 java javac pnpm yarn yarnpkg twine gcc clang cc g++ c++ clang++`
