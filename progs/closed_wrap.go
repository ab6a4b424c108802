package progs

// closedWrap are the closed tables of the wrappers that run another
// command and of the system tools that sit beside them (see closedBase).
const closedWrap = ``
