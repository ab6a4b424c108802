// Package report renders the audit log's statistics as one self-contained
// HTML page. It is its own package so that the hook, which links audit to
// append its record, links no template code: only `pregate log report`
// imports it.
package report
