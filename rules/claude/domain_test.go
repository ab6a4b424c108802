package claude

import (
	"testing"

	"github.com/pregate/pregate/hook"
)

func TestDomainRules(t *testing.T) {
	ptRun(t, []ptCase{
		{"sub_and_label", "WebFetch(domain:*.example.*)", hook.Allow, ptFetch("api.example.org"), true, "a leading *. and a label glob together"},
		{"sub_and_label_apex", "WebFetch(domain:*.example.*)", hook.Allow, ptFetch("example.org"), false, "not the apex"},
		{"label_prefix", "WebFetch(domain:docs-*.example.com)", hook.Allow, ptFetch("docs-v2.example.com"), true, "a * inside a label"},
		{"label_prefix_no_dot", "WebFetch(domain:docs-*.example.com)", hook.Allow, ptFetch("docs-a.b.example.com"), false, "a non-leading * stays in its label"},
		{"tld_sub", "WebFetch(domain:*.com)", hook.Deny, ptFetch("a.b.com"), true, "subdomains at any depth"},
		{"suffix_not_label", "WebFetch(domain:example.com)", hook.Deny, ptFetch("badexample.com"), false, "labels compare whole"},
		{"sub_suffix_not_label", "WebFetch(domain:*.example.com)", hook.Deny, ptFetch("badexample.com"), false, "labels compare whole"},
		{"ip", "WebFetch(domain:127.0.0.1)", hook.Deny, ptFetch("127.0.0.1"), true, "an address is a host"},
		{"not_webfetch", "WebFetch(domain:*)", hook.Deny, ptCall("WebSearch", map[string]any{"query": "x"}), false, "domain rules are WebFetch rules"},
		{"no_url_any", "WebFetch(domain:*)", hook.Deny, ptCall("WebFetch", map[string]any{}), true, "deny domain:* refuses every fetch, even one without a host"},
		{"no_url_any_allow", "WebFetch(domain:*)", hook.Allow, ptCall("WebFetch", map[string]any{}), false, "allow needs a host"},
		{"no_url_named", "WebFetch(domain:example.com)", hook.Deny, ptCall("WebFetch", map[string]any{}), false, "no host, nothing to match"},
		{"bad_url_any", "WebFetch(domain:*)", hook.Deny, ptCall("WebFetch", map[string]any{"url": "http://[::1"}), true, "an unparsable url has no host; deny domain:* still refuses it"},
		{"space_after_colon", "WebFetch(domain: example.com)", hook.Allow, ptFetch("example.com"), true, "whitespace around the host is ignored"},
	})
}
