package progs

import "strings"

// Code is what a sed script or an awk program does beyond reading its
// input: the commands it runs, the files it writes and reads.
type Code struct {
	// Runs are the literal commands it hands to a shell (sed 'e CMD',
	// awk system("CMD"), print | "CMD", "CMD" | getline).
	Runs []string
	// RunsDynamic is set when it runs a command only run time knows (sed
	// s///e and a bare e run the pattern space; awk system(x)).
	RunsDynamic bool
	// Writes and Reads are the files it names (sed w, W, r, R and the w
	// flag of s; awk print > "FILE").
	Writes, Reads []string
	// Unparsed is set when the script could not be read to its end.
	Unparsed bool
}

// SedScript reads a sed script for the commands that run or touch files:
// e (the rest of the line is the command; without one the pattern space
// is run), w/W and r/R (the rest of the line is the file), and the e and w
// flags of s.
func SedScript(s string) Code {
	var out Code
	i := 0
	rest := func() string {
		j := i
		for i < len(s) && s[i] != '\n' {
			i++
		}
		return strings.TrimSpace(s[j:i])
	}
	skipRegex := func(delim byte) bool {
		for i < len(s) && s[i] != delim {
			if s[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(s) {
			return false
		}
		i++
		return true
	}
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '{' || c == '}' || c == '!' || c == ',' || c == '~' || c == '$' || c >= '0' && c <= '9':
			i++
		case c == '/':
			i++
			if !skipRegex('/') {
				out.Unparsed = true
				return out
			}
		case c == '\\':
			if i+1 >= len(s) {
				out.Unparsed = true
				return out
			}
			d := s[i+1]
			i += 2
			if !skipRegex(d) {
				out.Unparsed = true
				return out
			}
		case c == 's' || c == 'y':
			if i+1 >= len(s) {
				out.Unparsed = true
				return out
			}
			d := s[i+1]
			i += 2
			if !skipRegex(d) || !skipRegex(d) {
				out.Unparsed = true
				return out
			}
			if c != 's' {
				continue
			}
			for i < len(s) && s[i] != ';' && s[i] != '\n' && s[i] != '}' {
				switch s[i] {
				case 'e':
					out.RunsDynamic = true
					i++
				case 'w', 'W':
					i++
					out.Writes = append(out.Writes, rest())
				default:
					i++
				}
			}
		case c == 'e':
			i++
			if cmd := rest(); cmd != "" {
				out.Runs = append(out.Runs, cmd)
			} else {
				out.RunsDynamic = true
			}
		case c == 'w' || c == 'W':
			i++
			out.Writes = append(out.Writes, rest())
		case c == 'r' || c == 'R':
			i++
			out.Reads = append(out.Reads, rest())
		case c == 'a' || c == 'i' || c == 'c' || c == 'b' || c == 't' || c == 'T' || c == ':':
			// Text and label arguments run to the end of the line.
			i++
			rest()
		default:
			i++
		}
	}
	return out
}

// AwkProgram reads an awk program for the commands it runs and the files
// it writes: system("CMD"), print | "CMD", "CMD" | getline (and |&), and
// print > "FILE" / >> "FILE". A system() or pipe whose command is not a
// string literal makes RunsDynamic.
func AwkProgram(s string) Code {
	var out Code
	// strEnd returns the index after the string literal starting at s[i]
	// (a '"'), and its text.
	strEnd := func(i int) (int, string, bool) {
		var b strings.Builder
		for j := i + 1; j < len(s); j++ {
			switch s[j] {
			case '\\':
				if j+1 < len(s) {
					j++
					b.WriteByte(s[j])
				}
			case '"':
				return j + 1, b.String(), true
			default:
				b.WriteByte(s[j])
			}
		}
		return len(s), "", false
	}
	skipSpace := func(i int) int {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		return i
	}
	lastStr, lastStrEnd := "", -1 // the last string literal and where it ended
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"':
			end, text, ok := strEnd(i)
			if !ok {
				out.Unparsed = true
				return out
			}
			lastStr, lastStrEnd = text, end
			i = end
		case c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case strings.HasPrefix(s[i:], "system") && (i == 0 || !awkIdent(s[i-1])):
			j := skipSpace(i + len("system"))
			if j >= len(s) || s[j] != '(' {
				i = j
				continue
			}
			j = skipSpace(j + 1)
			if j < len(s) && s[j] == '"' {
				if end, text, ok := strEnd(j); ok && skipSpace(end) < len(s) && s[skipSpace(end)] == ')' {
					out.Runs = append(out.Runs, text)
					i = end
					continue
				}
			}
			out.RunsDynamic = true
			i = j
		case c == '|' && i+1 < len(s) && s[i+1] == '|':
			i += 2
		case c == '|':
			j := i + 1
			if j < len(s) && s[j] == '&' {
				j++
			}
			j = skipSpace(j)
			switch {
			case j < len(s) && s[j] == '"':
				// print | "CMD"
				end, text, ok := strEnd(j)
				if !ok {
					out.Unparsed = true
					return out
				}
				out.Runs = append(out.Runs, text)
				i = end
				continue
			case strings.HasPrefix(s[j:], "getline"):
				// "CMD" | getline; anything else before it is dynamic.
				if lastStrEnd >= 0 && skipSpace(lastStrEnd) == i {
					out.Runs = append(out.Runs, lastStr)
				} else {
					out.RunsDynamic = true
				}
			}
			i = j
		case c == '>':
			j := i + 1
			if j < len(s) && s[j] == '>' {
				j++
			}
			j = skipSpace(j)
			if j < len(s) && s[j] == '"' {
				end, text, ok := strEnd(j)
				if !ok {
					out.Unparsed = true
					return out
				}
				out.Writes = append(out.Writes, text)
				i = end
				continue
			}
			i = j
		default:
			i++
		}
	}
	return out
}

func awkIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
