package buildinfo

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
)

// Set at build time by the release build (.goreleaser.yaml):
//
//	-ldflags "-X github.com/pregate/pregate/cmd/buildinfo.version=v1.2.3
//	          -X github.com/pregate/pregate/cmd/buildinfo.commit=…
//	          -X github.com/pregate/pregate/cmd/buildinfo.date=2026-12-01T10:00:00Z"
//
// date is when the binary was built. Without ldflags (go install, go
// build) the version is the module's, from the build info.
var (
	version = ""
	commit  = ""
	date    = ""
)

// Info is what the binary knows about itself.
type Info struct {
	Version string // v1.2.3, or "dev" for a build outside a module version
	Commit  string // the VCS revision, or ""
	Built   string // the build time, or "" when it is not known
	Dirty   bool   // the work tree had changes the commit does not hold
}

var readInfo = sync.OnceValue(func() Info {
	bi, _ := debug.ReadBuildInfo()
	return resolveInfo(version, commit, date, bi)
})

// resolveInfo combines the ldflags values with the build info the Go
// toolchain embeds. go install module@v1.2.3 records v1.2.3 as the main
// module's version; go build in a clone records "(devel)" or, from Go
// 1.24, a pseudo-version derived from the VCS state. vcs.time is the
// commit's time, not the build's, so it is never shown as "built".
func resolveInfo(version, commit, date string, bi *debug.BuildInfo) Info {
	info := Info{Version: version, Commit: commit, Built: date}
	if bi != nil {
		if info.Version == "" {
			if v := bi.Main.Version; v != "" && v != "(devel)" {
				info.Version = v
			}
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				if info.Commit == "" {
					info.Commit = s.Value
				}
			case "vcs.modified":
				info.Dirty = s.Value == "true" && commit == ""
			}
		}
	}
	if info.Version == "" {
		info.Version = "dev"
	}
	return info
}

// String is the one line `pregate version` prints.
func (b Info) String() string {
	var extra []string
	if b.Commit != "" {
		c := "commit " + b.Commit
		if b.Dirty {
			c += ", modified"
		}
		extra = append(extra, c)
	}
	if b.Built != "" {
		extra = append(extra, "built "+b.Built)
	}
	if len(extra) == 0 {
		return "pregate " + b.Version
	}
	return fmt.Sprintf("pregate %s (%s)", b.Version, strings.Join(extra, ", "))
}

// Version is pregate's version string, as the audit record carries it.
func Version() string {
	if version != "" {
		// A release build: set at link time, so the build info need not
		// be read (every audit record asks for it).
		return version
	}
	return readInfo().Version
}

// Read is what this binary knows about itself.
func Read() Info { return readInfo() }
