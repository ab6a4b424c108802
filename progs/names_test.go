package progs

import "slices"

// Names lists every program of the table, sorted.
func Names() []string {
	t, it := table(), interpTable()
	names := make([]string, 0, len(t)+len(it))
	for n := range t {
		names = append(names, n)
	}
	for n := range it {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
