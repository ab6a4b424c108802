package progs

// closedCore are the closed tables of the coreutils-style tools, archivers, text and file tools, pagers, and the wrappers that run another command
// (see closedBase).
const closedCore = `rg ag jq yq bat batcat less more tree file patch sdiff cmp comm column csplit expand fmt fold join
	nl od paste pr rev split strings tac unexpand xxd hexdump iconv look b2sum cksum md5sum sha1sum sha256sum
	sha512sum shasum base32 bsdtar bzip2 bunzip2 xz unxz lzma zstd gunzip zgrep date hostname unlink mkfifo mknod
	chattr chcon setfacl wipefs`
