#!/usr/bin/env bash
# release-check.sh checks that pregate can be released and installed:
#
#   1. goreleaser check accepts .goreleaser.yaml;
#   2. goreleaser release --snapshot --clean builds every archive and the
#      checksums, and the linux/amd64 binary reports the snapshot version
#      and its build time;
#   3. go install github.com/pregate/pregate@VERSION (and
#      .../cmd/pregate-hook@VERSION), from a module zip of
#      this tree served by a file:// module proxy, installs a binary that
#      prints VERSION.
#
# --quick builds the snapshot for linux/amd64 only (CI: the six targets
# take several minutes on a small machine). goreleaser comes from the Go
# module proxy, pinned. VERSION is $RELEASE_CHECK_VERSION, default v0.1.0.
set -euo pipefail
cd "$(dirname "$0")/.."

goreleaser_mod=github.com/goreleaser/goreleaser/v2@v2.15.1
version=${RELEASE_CHECK_VERSION:-v0.1.0}
quick=false
case "${1:-}" in
--quick) quick=true ;;
"") ;;
*) echo "usage: release-check.sh [--quick]" >&2; exit 2 ;;
esac

tmp=$(mktemp -d)
cleanup() {
  # The module cache is read-only by design.
  chmod -R u+w "$tmp" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

goreleaser() { go run "$goreleaser_mod" "$@"; }

echo "== goreleaser check"
goreleaser check

echo "== goreleaser release --snapshot --clean$($quick && echo ' (linux/amd64 only)')"
config=.goreleaser.yaml
if $quick; then
  config=$tmp/goreleaser.yaml
  sed -e 's/^\(    goos: \).*/\1[linux]/' -e 's/^\(    goarch: \).*/\1[amd64]/' .goreleaser.yaml >"$config"
  grep -q '^    goos: \[linux\]$' "$config" && grep -q '^    goarch: \[amd64\]$' "$config" \
    || { echo "release-check: could not narrow the targets in $config" >&2; exit 1; }
fi
start=$(date -u +%s)
goreleaser release --snapshot --clean --config "$config" >"$tmp/snapshot.log" 2>&1 \
  || { cat "$tmp/snapshot.log"; exit 1; }
echo "   built in $(($(date -u +%s) - start))s"

want_archives=6
$quick && want_archives=1
archives=$(find dist -maxdepth 1 \( -name 'pregate_*.tar.gz' -o -name 'pregate_*.zip' \) | wc -l)
[ "$archives" -eq "$want_archives" ] \
  || { echo "release-check: $archives archives in dist, want $want_archives" >&2; ls dist >&2; exit 1; }
sums=$(find dist -maxdepth 1 -name 'pregate_*_checksums.txt')
[ -n "$sums" ] || { echo "release-check: no checksums file in dist" >&2; exit 1; }
(cd dist && sha256sum --quiet -c "$(basename "$sums")")

archive=$(find dist -maxdepth 1 -name 'pregate_*_linux_amd64.tar.gz')
mkdir "$tmp/unpacked"
tar -xzf "$archive" -C "$tmp/unpacked"
for f in pregate pregate-hook LICENSE README.md CHANGELOG.md; do
  [ -e "$tmp/unpacked/$f" ] || { echo "release-check: $archive lacks $f" >&2; exit 1; }
done
if command -v file >/dev/null 2>&1; then
  for b in pregate pregate-hook; do
    file "$tmp/unpacked/$b" | grep -q 'statically linked' \
      || { echo "release-check: the linux binary is not static: $(file "$tmp/unpacked/$b")" >&2; exit 1; }
  done
fi
snap_version=$(sed -n 's/.*"version":"\([^"]*\)".*/\1/p' dist/metadata.json)
got=$("$tmp/unpacked/pregate" version)
echo "   $got"
case "$got" in
"pregate v$snap_version ("*"built 20"*")") ;;
*) echo "release-check: the snapshot binary says \"$got\", want version v$snap_version and a build time" >&2; exit 1 ;;
esac
hookv=$("$tmp/unpacked/pregate-hook" version)
[ "$hookv" = "$got" ] \
  || { echo "release-check: pregate-hook says \"$hookv\", pregate \"$got\"" >&2; exit 1; }
# install, run from the unpacked archive, wires the pregate-hook beside it
# (TMPDIR points away from $tmp, which install would refuse as temporary).
mkdir "$tmp/none"
TMPDIR=$tmp/none "$tmp/unpacked/pregate" install --settings "$tmp/settings.json" >"$tmp/install.log" 2>&1 \
  || { cat "$tmp/install.log" >&2; exit 1; }
grep -qx "  command: $tmp/unpacked/pregate-hook" "$tmp/install.log" \
  || { echo "release-check: install did not wire the archive's pregate-hook:" >&2; cat "$tmp/install.log" >&2; exit 1; }

echo "== go install github.com/pregate/pregate@$version from a module zip"
# A file:// module proxy holding this tree as version $version, the way the
# public proxy would serve a tag; other modules come from the local module
# cache, else from the configured proxy.
mod=github.com/pregate/pregate
proxy=$tmp/proxy
mkdir -p "$proxy/$mod/@v"
prefix="$mod@$version/"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # The committed tree: what a tag would hold.
  git archive --format=zip --prefix="$prefix" -o "$proxy/$mod/@v/$version.zip" HEAD
else
  echo "release-check: not a git work tree; cannot lay out the module zip" >&2
  exit 1
fi
cp go.mod "$proxy/$mod/@v/$version.mod"
printf '{"Version":"%s","Time":"%s"}\n' "$version" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$proxy/$mod/@v/$version.info"
echo "$version" >"$proxy/$mod/@v/list"
cache=$(go env GOMODCACHE)/cache/download
(
  cd "$tmp"
  GOPROXY="file://$proxy,file://$cache,$(go env GOPROXY)" \
    GONOSUMDB=$mod GOFLAGS=-modcacherw \
    GOMODCACHE="$tmp/modcache" GOBIN="$tmp/bin" CGO_ENABLED=0 \
    go install "$mod@$version" "$mod/cmd/pregate-hook@$version"
)
for b in pregate pregate-hook; do
  got=$("$tmp/bin/$b" version)
  echo "   $b: $got"
  [ "$got" = "pregate $version" ] \
    || { echo "release-check: go install of $b at $version prints \"$got\", want \"pregate $version\"" >&2; exit 1; }
done
echo "release-check: ok"
