package audit

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDefaultPath(t *testing.T) {
	env := func(m map[string]string) func(string) string {
		return func(k string) string { return m[k] }
	}
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"xdg", map[string]string{"XDG_STATE_HOME": "/s"}, "/s/pregate/audit.jsonl"},
		{"unset", nil, "/home/u/.local/state/pregate/audit.jsonl"},
		{"relative_ignored", map[string]string{"XDG_STATE_HOME": "rel"}, "/home/u/.local/state/pregate/audit.jsonl"},
	}
	for _, tt := range tests {
		if got := DefaultPath(env(tt.env), "/home/u"); got != tt.want {
			t.Errorf("%s: DefaultPath = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestResolvePath(t *testing.T) {
	none := func(string) string { return "" }
	got := []string{
		ResolvePath("", none, "/home/u", "/p"),
		ResolvePath("~/logs/a.jsonl", none, "/home/u", "/p"),
		ResolvePath("logs/a.jsonl", none, "/home/u", "/p/.pregate"),
		ResolvePath("/var/log/../log/a.jsonl", none, "/home/u", "/p"),
	}
	want := []string{
		"/home/u/.local/state/pregate/audit.jsonl",
		"/home/u/logs/a.jsonl",
		"/p/.pregate/logs/a.jsonl",
		"/var/log/a.jsonl",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ResolvePath mismatch (-want +got):\n%s", diff)
	}
}
