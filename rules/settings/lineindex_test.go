package settings

import "testing"

func TestLineIndex(t *testing.T) {
	l := newLineIndex([]byte("ab\ncd\n\nx"))
	for _, tt := range []struct{ off, line, col int }{
		{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {6, 3, 1}, {7, 4, 1}, {8, 4, 2},
	} {
		if line, col := l.at(tt.off); line != tt.line || col != tt.col {
			t.Errorf("at(%d) = %d:%d, want %d:%d", tt.off, line, col, tt.line, tt.col)
		}
	}
}
