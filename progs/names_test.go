package progs

import "slices"

// Names lists every program of the table, sorted.
func Names() []string {
	t := table()
	names := make([]string, 0, len(t))
	for n := range t {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
