package hook

import (
	"errors"
	"fmt"
	"strconv"
	"testing"
)

// TestInputErrors: the input errors say what errors.New said of them, the
// size limit's included, and each is itself alone under errors.Is, wrapped
// or not, as errors.New's pointers are.
func TestInputErrors(t *testing.T) {
	want := []struct {
		err  error
		text string
	}{
		{ErrEmpty, "empty event"},
		{ErrTooLarge, "event larger than " + strconv.Itoa(MaxEventSize) + " bytes"},
		{ErrNUL, "event contains a NUL byte"},
		{ErrNoTool, "event has no tool_name"},
		{ErrDuplicate, "duplicate key"},
		{ErrUTF8, "invalid UTF-8"},
	}
	for i, w := range want {
		if w.err.Error() != w.text {
			t.Errorf("error %d says %q, want %q", i, w.err.Error(), w.text)
		}
		wrapped := fmt.Errorf("reading event: %w", w.err)
		for j, o := range want {
			if got := errors.Is(wrapped, o.err); got != (i == j) {
				t.Errorf("errors.Is(%q wrapped, %q) = %v", w.text, o.text, got)
			}
		}
		if errors.Is(w.err, errors.New(w.text)) {
			t.Errorf("%q matches another error of the same text: compared by text, not identity", w.text)
		}
	}
}
