package main

import (
	"strings"
	"testing"
)

// Three samples of comm "hook" and one of another process, in the format
// of perf script -F comm,ip,sym: innermost frame first.
const script = `hook 
	ffffffff8226fa67 _raw_spin_lock
	ffffffff815fe1d1 do_fault
	ffffffff81605542 __handle_mm_fault
	ffffffff81605d60 handle_mm_fault
	ffffffff8226111d exc_page_fault
	ffffffff81000c82 asm_exc_page_fault
	          4aa880 io.ReadAll
	          48f000 main.main

hook 
	ffffffff81776f43 vfs_read
	ffffffff815fe1d1 ksys_read
	ffffffff8225b4c1 do_syscall_64
	ffffffff81000130 entry_SYSCALL_64_after_hwframe
	          40a96e internal/runtime/syscall/linux.Syscall6

hook 
	          4879cf aeshashbody
	          40dd94 internal/runtime/maps.(*Map).growToSmall

sh 
	ffffffff8226111d exc_page_fault
	ffffffff81000c82 asm_exc_page_fault
	    7fcb88ef2ad7 [unknown]

`

func TestClassify(t *testing.T) {
	c := classify(strings.NewReader(script), "hook")
	if c.total != 3 {
		t.Errorf("total = %d, want the 3 samples of hook", c.total)
	}
	want := map[string]int{
		"page fault: file-backed fault (read: fault-around; write: copy)": 1,
		"system call: read": 1,
		// A Go assembly function without a dot in its name is user space.
		"user space": 1,
	}
	for k, v := range want {
		if c.by[k] != v {
			t.Errorf("by[%q] = %d, want %d (all: %v)", k, c.by[k], v, c.by)
		}
	}
	if len(c.by) != len(want) {
		t.Errorf("headings = %v, want only %v", c.by, want)
	}
}

func TestHeading(t *testing.T) {
	for _, tc := range []struct {
		frames []string // innermost first
		want   string
	}{
		{[]string{"exc_page_fault", "asm_exc_page_fault", "main.main"}, "page fault: entry and VMA lookup"},
		{[]string{"clear_page_erms", "do_anonymous_page", "__handle_mm_fault", "handle_mm_fault", "exc_page_fault", "asm_exc_page_fault", "runtime.memclrNoHeapPointers"}, "page fault: anonymous page, first touch"},
		{[]string{"copy_mc_enhanced_fast_string", "do_wp_page", "__handle_mm_fault", "handle_mm_fault", "exc_page_fault", "asm_exc_page_fault", "runtime.itabAdd"}, "page fault: write-protect fault (copy-on-write, zero page)"},
		{[]string{"kernel_clone", "__do_sys_clone", "do_syscall_64", "entry_SYSCALL_64_after_hwframe", "runtime.clone.abi0"}, "system call: clone"},
		{[]string{"do_mmap", "vm_mmap_pgoff", "do_syscall_64", "entry_SYSCALL_64_after_hwframe", "runtime.mmap"}, "system call: mmap"},
		{[]string{"path_openat", "do_sys_openat2", "__x64_sys_openat", "x64_sys_call", "do_syscall_64", "entry_SYSCALL_64_after_hwframe"}, "system call: openat"},
		{[]string{"load_elf_binary", "bprm_execve", "__x64_sys_execve", "do_syscall_64", "entry_SYSCALL_64_after_hwframe"}, "exec (execve)"},
		{[]string{"exit_mmap", "mmput", "do_exit", "do_group_exit", "__x64_sys_exit_group", "do_syscall_64", "entry_SYSCALL_64_after_hwframe", "runtime.exit.abi0"}, "exit"},
		{[]string{"do_syscall_64", "entry_SYSCALL_64_after_hwframe", "runtime.futex"}, "system call: entry and exit"},
		{[]string{"schedule_tail", "ret_from_fork", "ret_from_fork_asm"}, "thread start (kernel)"},
	} {
		kernel := make([]bool, len(tc.frames))
		for i, f := range tc.frames {
			kernel[i] = !strings.Contains(f, ".")
		}
		if got := heading(tc.frames, kernel); got != tc.want {
			t.Errorf("heading(%v) = %q, want %q", tc.frames, got, tc.want)
		}
	}
}
