#!/bin/sh
# release-notes.sh VERSION prints the section of CHANGELOG.md for VERSION
# (vX.Y.Z or X.Y.Z; "Unreleased" for the next one), for goreleaser's
# --release-notes. It fails when there is no such section.
set -eu
v=${1:?usage: release-notes.sh VERSION}
v=${v#v}
cd "$(dirname "$0")/.."
awk -v v="$v" '
  /^## / { if (on) exit; on = (index($0, "## [" v "]") == 1); next }
  on { print; found = 1 }
  END { if (!found) exit 1 }
' CHANGELOG.md
