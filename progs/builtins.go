package progs

// builtins adds the shell builtins whose options change what later words
// run, where the shell is, or which variables it assigns. Their options
// end at the first operand, as bash's own getopt has it: the shell reads
// them with Leading.
func builtins(add func(func() *Program, ...string)) {
	// cd, pushd and popd: -N and +N (pushd and popd) rotate the stack
	// or drop one of its entries; cd - is the previous directory.
	add(builtin("-L -P -e -@", 0), "cd")
	add(builtin("-n", Numeric|Plus), "pushd", "popd")
	// set: the letters of bash -o name, also with '+'; -o takes the next
	// word as the option name, also from a bundle (set -eo pipefail).
	add(builtin("-o: -a -b -e -f -h -k -m -n -p -t -u -v -x -B -C -E -H -P -T", NextWord|Plus|DashEnds), "set")
	add(builtin("-s -u -q -p -o", 0), "shopt")
	// declare and its kin: -f with -x exports functions, -i evaluates
	// later assignments, -n makes a name a reference.
	add(builtin("-a -A -f -F -g -i -I -l -n -r -t -u -x -p", Plus), "declare", "typeset", "local", "readonly")
	add(builtin("-f -n -p", 0), "export")
	// Builtins that make later words run something else.
	add(builtin("-p:@x -d@X -r -t -l", 0), "hash")
	add(builtin("-f:@x -d@X -n@X -a -p -s", 0), "enable")
	add(builtin("-e:@x -s@X -l -n -r", Numeric), "fc") // fc -l -5: a history number
	add(builtin("-C:@s -F:@x -W:@s -o: -A: -G: -X: -P: -S: -p -r -D -E -I -a -b -c -d -e -f -g -j -k -s -u -v", 0),
		"complete", "compgen")
	add(builtin("-x:@s -f:@rX -m: -q: -u: -r: -l -p -P -s -S -v -V -X", 0), "bind")
	// Builtins whose operands (and the values marked n) name variables
	// they assign; mapfile -C runs a callback.
	add(assigns("-C:@s -c: -d: -n: -O: -s: -t -u:", 0), "mapfile", "readarray")
	add(assigns("-a:@n -d: -i: -n: -N: -p: -t: -u: -e -r -s", 0), "read")
	add(assigns("-f -v -n", 0), "unset")
	add(assigns("-p:@n -n -f", 0), "wait")
	add(assigns("", 0), "getopts")
	add(builtin("-v:@n", 0), "printf")
}

// builtin is a builtin's entry; assigns one that assigns variables.
func builtin(desc string, g Grammar) func() *Program {
	return func() *Program { return &Program{Def: opts(desc, g)} }
}

func assigns(desc string, g Grammar) func() *Program {
	return func() *Program { return &Program{Def: opts(desc, g), Vars: true} }
}
