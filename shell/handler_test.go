package shell

import (
	"reflect"
	"testing"
)

// TestHandlerMatchesMap compares handler with the map it replaced, kept
// here as the reference, for every program the map had and for names it
// never had.
func TestHandlerMatchesMap(t *testing.T) {
	old := map[string]func(d *dec, args []arg, st *cmd, c *ctx) bool{
		"command":  (*dec).commandBuiltin,
		"xargs":    (*dec).xargs,
		"env":      (*dec).envCmd,
		"find":     (*dec).find,
		"eval":     (*dec).eval,
		"trap":     (*dec).trap,
		"watch":    (*dec).watch,
		"flock":    (*dec).flock,
		"su":       (*dec).su,
		"runuser":  (*dec).su,
		"script":   (*dec).script,
		"parallel": (*dec).parallel,
		"busybox":  (*dec).busybox,
	}
	names := []string{"", "sudo", "timeout", "nice", "Command", "env ", "xarg", "findx", "bash", "sh"}
	for name, want := range old {
		names = append(names, name)
		got := handler(name)
		if got == nil || reflect.ValueOf(got).Pointer() != reflect.ValueOf(want).Pointer() {
			t.Errorf("handler(%q) is not the handler the map had", name)
		}
	}
	for _, name := range names {
		if _, ok := old[name]; !ok && handler(name) != nil {
			t.Errorf("handler(%q) = a handler; the map had none", name)
		}
	}
}
