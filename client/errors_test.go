package client

import (
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/pregate/pregate/hook"
)

// TestClientErrors: the adapters' errors say what errors.New said of
// them, the size limit's included, and each is itself alone under
// errors.Is, wrapped or not, as errors.New's pointers are.
func TestClientErrors(t *testing.T) {
	want := []struct {
		err  error
		text string
	}{
		{ErrEmpty, "empty event"},
		{ErrTooLarge, "event larger than " + strconv.Itoa(hook.MaxEventSize) + " bytes"},
		{ErrNUL, "event contains a NUL byte"},
		{ErrNoTool, "event names no tool"},
		{ErrWrongHook, "event is not a pre-tool event"},
	}
	for i, w := range want {
		if w.err.Error() != w.text {
			t.Errorf("error %d says %q, want %q", i, w.err.Error(), w.text)
		}
		wrapped := fmt.Errorf("%w: hook_event_name %q", w.err, "x")
		for j, o := range want {
			if got := errors.Is(wrapped, o.err); got != (i == j) {
				t.Errorf("errors.Is(%q wrapped, %q) = %v", w.text, o.text, got)
			}
		}
		if errors.Is(w.err, errors.New(w.text)) {
			t.Errorf("%q matches another error of the same text", w.text)
		}
	}
}
