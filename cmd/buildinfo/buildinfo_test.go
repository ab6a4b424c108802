package buildinfo

import (
	"runtime/debug"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestResolveInfo(t *testing.T) {
	vcs := func(rev, tm, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: tm}, {Key: "vcs.modified", Value: modified}}
	}
	tests := []struct {
		name, reason          string
		version, commit, date string
		bi                    *debug.BuildInfo
		want                  string
	}{
		{
			name:    "release_ldflags",
			version: "v1.2.0", commit: "abc123", date: "2026-12-01T10:00:00Z",
			bi:   &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("fff", "2026-11-30T09:00:00Z", "false")},
			want: "pregate v1.2.0 (commit abc123, built 2026-12-01T10:00:00Z)",
		},
		{
			name: "go_install_module_version",
			bi:   &debug.BuildInfo{Main: debug.Module{Path: "github.com/pregate/pregate", Version: "v1.2.0"}},
			want: "pregate v1.2.0",
		},
		{
			name:   "clone_build_commit_time_is_not_build_time",
			reason: "vcs.time is when the commit was made",
			bi:     &debug.BuildInfo{Main: debug.Module{Version: "v1.2.1-0.20261130090000-0123456789ab+dirty"}, Settings: vcs("0123456789ab", "2026-11-30T09:00:00Z", "true")},
			want:   "pregate v1.2.1-0.20261130090000-0123456789ab+dirty (commit 0123456789ab, modified)",
		},
		{
			name: "devel_without_vcs",
			bi:   &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}},
			want: "pregate dev",
		},
		{
			name: "no_build_info",
			want: "pregate dev",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := resolveInfo(tt.version, tt.commit, tt.date, tt.bi).String()
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("resolveInfo mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// A version set at link time is the one Version gives without reading the
// build info, and it is what Read reports too.
func TestVersionFromLink(t *testing.T) {
	old := version
	t.Cleanup(func() { version = old })
	version = "v9.8.7"
	if got := Version(); got != "v9.8.7" {
		t.Fatalf("Version() = %q with version set at link time, want v9.8.7", got)
	}
	if got := resolveInfo(version, "", "", nil).Version; got != Version() {
		t.Fatalf("Version() = %q, resolveInfo gives %q", Version(), got)
	}
}
