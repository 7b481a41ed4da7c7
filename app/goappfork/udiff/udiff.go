// Package udiff reads unified diffs (diff -u, git diff) and applies them with exact context:
// a hunk goes where its context and removed lines are found, line for line and byte for byte,
// at the line its header names or, when the file moved, at the one place in the rest of the
// file they match. A hunk found nowhere, or in more than one place, is an error that names it:
// the file it patches changed, and the patch must be redone by hand.
package udiff

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// File is the patch of one file.
type File struct {
	Old, New string // the paths of the --- and +++ lines, without a/ and b/ ("/dev/null": none)
	Hunks    []Hunk
}

// Hunk is one @@ section: Lines are its body lines, each with its prefix (' ', '-' or '+') and
// its line end ("\n", or none for a last line without one).
type Hunk struct {
	Header             string // the @@ line
	OldStart, OldLines int
	NewStart, NewLines int
	Lines              []string
}

// Parse reads a unified diff. Text before the first --- line and between files (a commit
// message, comments) is skipped.
func Parse(diff []byte) ([]File, error) {
	lines := splitLines(diff)
	var files []File
	for i := 0; i < len(lines); {
		l := lines[i]
		if !strings.HasPrefix(l, "--- ") || i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "+++ ") {
			if strings.HasPrefix(l, "@@ ") {
				return nil, fmt.Errorf("line %d: a hunk outside a file (no --- and +++ lines before it)", i+1)
			}
			i++
			continue
		}
		f := File{Old: path(l[4:]), New: path(lines[i+1][4:])}
		i += 2
		for i < len(lines) && strings.HasPrefix(lines[i], "@@ ") {
			h, n, err := parseHunk(lines, i)
			if err != nil {
				return nil, err
			}
			f.Hunks = append(f.Hunks, h)
			i = n
		}
		if len(f.Hunks) == 0 {
			return nil, fmt.Errorf("%s: no hunk", f.New)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no file patched (no --- and +++ lines)")
	}
	return files, nil
}

// path is a --- or +++ line's path: without a timestamp after a tab, and without a/ or b/.
func path(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.IndexByte(s, '\t'); i >= 0 {
		s = s[:i]
	}
	if s != "/dev/null" && (strings.HasPrefix(s, "a/") || strings.HasPrefix(s, "b/")) {
		s = s[2:]
	}
	return s
}

// parseHunk reads the hunk whose header is lines[i] and returns it with the index of the line
// after it.
func parseHunk(lines []string, i int) (Hunk, int, error) {
	h := Hunk{Header: strings.TrimRight(lines[i], "\n")}
	var err error
	var old, nw string
	if _, err = fmt.Sscanf(h.Header, "@@ -%s +%s @@", &old, &nw); err == nil {
		if h.OldStart, h.OldLines, err = span(old); err == nil {
			h.NewStart, h.NewLines, err = span(nw)
		}
	}
	if err != nil {
		return h, 0, fmt.Errorf("line %d: %q is not a hunk header (@@ -l,s +l,s @@)", i+1, h.Header)
	}
	oldLeft, newLeft := h.OldLines, h.NewLines
	for i++; i < len(lines) && (oldLeft > 0 || newLeft > 0); i++ {
		l := lines[i]
		if l == "\n" { // a blank context line whose space an editor removed
			l = " \n"
		}
		switch l[0] {
		case ' ':
			oldLeft--
			newLeft--
		case '-':
			oldLeft--
		case '+':
			newLeft--
		case '\\':
			if err := noNewline(&h, i); err != nil {
				return h, 0, err
			}
			continue
		default:
			return h, 0, fmt.Errorf("line %d: %q in hunk %s", i+1, strings.TrimRight(l, "\n"), h.Header)
		}
		if oldLeft < 0 || newLeft < 0 {
			return h, 0, fmt.Errorf("line %d: hunk %s has more lines than its header says", i+1, h.Header)
		}
		if !strings.HasSuffix(l, "\n") {
			return h, 0, fmt.Errorf("line %d: the diff ends inside hunk %s", i+1, h.Header)
		}
		h.Lines = append(h.Lines, l)
	}
	if oldLeft > 0 || newLeft > 0 {
		return h, 0, fmt.Errorf("hunk %s: the diff ends %d old and %d new lines short", h.Header, oldLeft, newLeft)
	}
	if i < len(lines) && strings.HasPrefix(lines[i], `\`) {
		if err := noNewline(&h, i); err != nil {
			return h, 0, err
		}
		i++
	}
	return h, i, nil
}

// noNewline takes the line end off the hunk's last line ("\ No newline at end of file").
func noNewline(h *Hunk, i int) error {
	n := len(h.Lines)
	if n == 0 || !strings.HasSuffix(h.Lines[n-1], "\n") {
		return fmt.Errorf("line %d: a \\ line not after a hunk's line", i+1)
	}
	h.Lines[n-1] = strings.TrimSuffix(h.Lines[n-1], "\n")
	return nil
}

// span reads "l,s" or "l" (s = 1).
func span(s string) (start, n int, err error) {
	a, b, ok := strings.Cut(s, ",")
	if start, err = strconv.Atoi(a); err != nil || start < 0 {
		return 0, 0, fmt.Errorf("bad span %q", s)
	}
	n = 1
	if ok {
		if n, err = strconv.Atoi(b); err != nil || n < 0 {
			return 0, 0, fmt.Errorf("bad span %q", s)
		}
	}
	return start, n, nil
}

// splitLines splits b after each "\n"; the last line may have none.
func splitLines(b []byte) []string {
	var out []string
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			out = append(out, string(b))
			break
		}
		out = append(out, string(b[:i+1]))
		b = b[i+1:]
	}
	return out
}

// Apply patches src (nil for a new file). The error names the hunk that does not fit.
func (f File) Apply(src []byte) ([]byte, error) {
	if f.Old == "/dev/null" && len(src) > 0 {
		return nil, fmt.Errorf("%s: a new file, but there is one already", f.New)
	}
	lines := splitLines(src)
	var out []string
	at := 0 // the first line of src not yet copied
	for n, h := range f.Hunks {
		var old, nw []string
		for _, l := range h.Lines {
			if l[0] != '+' {
				old = append(old, l[1:])
			}
			if l[0] != '-' {
				nw = append(nw, l[1:])
			}
		}
		want := h.OldStart - 1 // where the header puts it, in src
		if h.OldLines == 0 {
			want = h.OldStart // a hunk that only adds goes after line OldStart
		}
		where := -1
		if want >= at && matches(lines, want, old) {
			where = want
		} else {
			var found []int
			for i := at; i+len(old) <= len(lines); i++ {
				if matches(lines, i, old) {
					found = append(found, i)
				}
			}
			switch len(found) {
			case 0:
				return nil, fmt.Errorf("%s: hunk %d of %d (%s) does not match: its %d lines of context and removed text are not in the file", f.New, n+1, len(f.Hunks), h.Header, len(old))
			case 1:
				where = found[0]
			default:
				return nil, fmt.Errorf("%s: hunk %d of %d (%s) does not match at line %d and matches at %d places", f.New, n+1, len(f.Hunks), h.Header, h.OldStart, len(found))
			}
		}
		if len(old) == 0 && where != want {
			return nil, fmt.Errorf("%s: hunk %d of %d (%s) adds after line %d of a file of %d lines", f.New, n+1, len(f.Hunks), h.Header, h.OldStart, len(lines))
		}
		out = append(out, lines[at:where]...)
		out = append(out, nw...)
		at = where + len(old)
	}
	out = append(out, lines[at:]...)
	var b strings.Builder
	for i, l := range out {
		if !strings.HasSuffix(l, "\n") && i != len(out)-1 {
			return nil, fmt.Errorf("%s: a line without a line end inside the patched file: %q", f.New, l)
		}
		b.WriteString(l)
	}
	return []byte(b.String()), nil
}

func matches(lines []string, at int, want []string) bool {
	if at < 0 || at+len(want) > len(lines) {
		return false
	}
	for i, w := range want {
		if lines[at+i] != w {
			return false
		}
	}
	return true
}
