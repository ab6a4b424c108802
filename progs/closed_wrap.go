package progs

// closedWrap are the closed tables of the wrappers that run another
// command and of the system tools that sit beside them (see closedBase).
// systemctl, openssl, launchctl and security are closed at the
// subcommand level (see their tables).
const closedWrap = `timeout time nice nohup stdbuf builtin noglob sudo sudoedit doas pkexec setsid ionice chroot
	exec nocorrect unbuffer catchsegv valgrind caffeinate taskset chrt prlimit unshare nsenter strace ltrace
	systemd-run fakeroot proxychains proxychains4 torsocks xvfb-run dbus-run-session numactl cgexec
	flock watch script su runuser env command trap source . parallel systemctl firejail openssl ffmpeg launchctl security`
