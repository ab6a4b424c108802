package floor

import "syscall"

const sysFstatat = syscall.SYS_FSTATAT
