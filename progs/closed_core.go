package progs

// closedCore are the closed tables of the coreutils-style tools, archivers, text and file tools, pagers, and the wrappers that run another command
// (see closedBase).
const closedCore = ``
