package shell

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// braces calls yield with each word brace expansion makes of word, whose
// braces syntax.SplitBraces has split, until yield returns false; it
// returns false when yield did.
//
// It is mvdan.cc/sh/v3/expand's BracesSeq (v3.14.1, braces.go, Copyright
// (c) 2018, Daniel Martí, BSD-3-Clause), taken without its package:
// importing expand links its dependency fileutil, whose package init
// compiles regular expressions on every start of the hook, and brace
// expansion is all that this package used of it. TestBracesAsExpand
// checks the two agree.
func braces(word *syntax.Word, yield func(*syntax.Word) bool) bool {
	var left []syntax.WordPart
	for i, wp := range word.Parts {
		br, ok := wp.(*syntax.BraceExp)
		if !ok {
			left = append(left, wp)
			continue
		}
		rest := word.Parts[i+1:]
		// Each word produced by recursing on next, after prepending
		// left to its parts.
		expand := func(next *syntax.Word) bool {
			return braces(next, func(w *syntax.Word) bool {
				w.Parts = slices.Concat(left, w.Parts)
				return yield(w)
			})
		}
		if br.Sequence {
			fromLit := br.Elems[0].Lit()
			toLit := br.Elems[1].Lit()
			chars := false
			from, err1 := strconv.ParseInt(fromLit, 10, 64)
			to, err2 := strconv.ParseInt(toLit, 10, 64)
			if err1 != nil || err2 != nil {
				chars = true
				from = int64(fromLit[0])
				to = int64(toLit[0])
			}
			// Endpoints with leading zeros pad every result to the
			// widest endpoint: {01..10} gives 01 02 … 09 10.
			width := 0
			if !chars && (leadingZeros(fromLit) || leadingZeros(toLit)) {
				width = max(len(fromLit), len(toLit))
			}
			upward := from <= to
			incr := int64(1)
			if len(br.Elems) > 2 {
				n, _ := strconv.ParseInt(br.Elems[2].Lit(), 10, 64)
				if n < 0 {
					n = -n // only the step's absolute value matters
				}
				if n != 0 {
					incr = n
				}
			}
			if !upward {
				incr = -incr
			}
			for n := from; (upward && n <= to) || (!upward && n >= to); n += incr {
				next := *word
				lit := &syntax.Lit{}
				switch {
				case chars:
					lit.Value = string(rune(n))
				case width > 0:
					lit.Value = fmt.Sprintf("%0*d", width, n)
				default:
					lit.Value = strconv.FormatInt(n, 10)
				}
				next.Parts = append([]syntax.WordPart{lit}, rest...)
				if !expand(&next) {
					return false
				}
			}
			return true
		}
		for _, elem := range br.Elems {
			next := *word
			next.Parts = slices.Concat(elem.Parts, rest)
			if !expand(&next) {
				return false
			}
		}
		return true
	}
	return yield(&syntax.Word{Parts: left})
}

func leadingZeros(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return len(s) > 1 && s[0] == '0'
}
