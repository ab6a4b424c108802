package token

import (
	"fmt"
	"slices"
	"testing"

	upstream "github.com/goccy/go-yaml/token"
)

// TestTablesBuiltOnUse: the reserved keyword and tag maps, which
// upstream builds at init, are not built before their first use.
func TestTablesBuiltOnUse(t *testing.T) {
	if reservedKeywordMap != nil || reservedEncKeywordMap != nil || ReservedTagKeywordMap != nil {
		t.Fatal("a reserved keyword map was built before its first use")
	}
	New("null", "null", &Position{})
	Tag("!!int", "!!int", &Position{})
	if reservedKeywordMap == nil || reservedEncKeywordMap == nil || ReservedTagKeywordMap == nil {
		t.Fatal("New and Tag did not build the reserved keyword maps")
	}
}

// show is what a token holds, printed the same for the copy's and
// upstream's token types.
func show(typ fmt.Stringer, ct, ind fmt.Stringer, value, org string, pos any) string {
	return fmt.Sprintf("%v %v %v %q %q %+v", typ, ct, ind, value, org, pos)
}

func showCopy(tk *Token) string {
	return show(tk.Type, tk.CharacterType, tk.Indicator, tk.Value, tk.Origin, *tk.Position)
}

func showUpstream(tk *upstream.Token) string {
	return show(tk.Type, tk.CharacterType, tk.Indicator, tk.Value, tk.Origin, *tk.Position)
}

// TestTablesEqualUpstream: the maps built on first use are upstream's
// maps built at init: the same keys, and for each key a token maker that
// makes the same token. Upstream's keyword maps are unexported, so they
// are compared through what reads them (New, IsNeedQuoted) on every
// keyword either could hold and on words that are none.
func TestTablesEqualUpstream(t *testing.T) {
	words := []string{"", "nul", "yes", "no", "on", "off", "y", "n", "1", "0x1f", "0o7", "1e3", ".5", "-.5", "abc", "~~", "inf", "nan", "-", "!!int"}
	for _, l := range [][]string{reservedNullKeywords, reservedBoolKeywords, reservedLegacyBoolKeywords, reservedInfKeywords, reservedNanKeywords} {
		words = append(words, l...)
	}
	New("", "", &Position{}) // builds the maps
	for k := range reservedEncKeywordMap {
		words = append(words, k)
	}
	for _, w := range words {
		pos := Position{Line: 2, Column: 3, Offset: 4}
		upos := upstream.Position{Line: 2, Column: 3, Offset: 4}
		if got, want := showCopy(New(w, w+"#", &pos)), showUpstream(upstream.New(w, w+"#", &upos)); got != want {
			t.Errorf("New(%q) = %s, upstream %s", w, got, want)
		}
		if got, want := IsNeedQuoted(w), upstream.IsNeedQuoted(w); got != want {
			t.Errorf("IsNeedQuoted(%q) = %v, upstream %v", w, got, want)
		}
	}
	var keys, ukeys []string
	for k, f := range ReservedTagKeywords() {
		keys = append(keys, string(k))
		uf := upstream.ReservedTagKeywordMap[upstream.ReservedTagKeyword(k)]
		if uf == nil {
			continue
		}
		if got, want := showCopy(f(string(k), "o", &Position{Line: 1})), showUpstream(uf(string(k), "o", &upstream.Position{Line: 1})); got != want {
			t.Errorf("tag %s makes %s, upstream %s", k, got, want)
		}
	}
	for k := range upstream.ReservedTagKeywordMap {
		ukeys = append(ukeys, string(k))
	}
	slices.Sort(keys)
	slices.Sort(ukeys)
	if !slices.Equal(keys, ukeys) {
		t.Errorf("reserved tags %v, upstream %v", keys, ukeys)
	}
	for _, w := range append(ukeys, "!!unknown", "!local", "") {
		if got, want := showCopy(Tag(w, w, &Position{})), showUpstream(upstream.Tag(w, w, &upstream.Position{})); got != want {
			t.Errorf("Tag(%q) = %s, upstream %s", w, got, want)
		}
	}
}
