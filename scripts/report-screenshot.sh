#!/bin/sh
# report-screenshot.sh renders the audit report of a month of sample records
# in headless Chromium and leaves report.html and report.png in DIR (default
# ./report-screenshot) for review. Needs Debian's chromium package:
#   apt-get install -y --no-install-recommends chromium
set -eu
dir=${1:-report-screenshot}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
cd "$(dirname "$0")/.."
PREGATE_SCREENSHOT_DIR="$dir" go test -count=1 -run '^TestReportChromium$' -v ./audit/report/ | grep -E '^(---|\s+report_test)' || true
test -s "$dir/report.png" || { echo "report-screenshot: no screenshot written (is chromium installed?)" >&2; exit 1; }
echo "$dir/report.html"
echo "$dir/report.png"
