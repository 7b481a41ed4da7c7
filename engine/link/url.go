package link

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/engine"
)

// Query parameter names of a share URL (frozen with format 1).
const (
	ParamCode = "r"
	ParamNote = "n"
)

// URL returns base?r=<code>, plus &n=<note> when note is not blank. The note (the director's
// optional free text, kept out of the code because links get forwarded) is cleaned by
// CleanNote: at most MaxNoteLen characters. A base that already has a query gets &r=…; a
// fragment of base is dropped.
func URL(base, code, note string) string {
	if i := strings.IndexByte(base, '#'); i >= 0 {
		base = base[:i]
	}
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
		if strings.HasSuffix(base, "?") || strings.HasSuffix(base, "&") {
			sep = ""
		}
	}
	s := base + sep + ParamCode + "=" + url.QueryEscape(code)
	if n := CleanNote(note); n != "" {
		s += "&" + ParamNote + "=" + url.QueryEscape(n)
	}
	return s
}

// CleanNote returns note as valid UTF-8 without control characters other than newlines, trimmed,
// and cut to MaxNoteLen characters.
func CleanNote(note string) string { return cleanText(note, MaxNoteLen) }

// cleanText is CleanNote with a limit of max characters.
func cleanText(note string, max int) string {
	note = strings.ToValidUTF8(note, "\uFFFD")
	note = strings.Map(func(r rune) rune {
		if r == '\n' {
			return r
		}
		if r == '\r' || r == '\t' {
			return ' '
		}
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, note)
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > max {
		r := []rune(note)
		note = strings.TrimSpace(string(r[:max]))
	}
	return note
}

// ParseURL reads a share URL (any host or path, the code in r, the note in n; a fragment
// "#r=…" is read too) or a bare code. It checks only that the code uses the alphabet; Decode
// checks the rest. The note comes back cleaned (CleanNote).
func ParseURL(s string) (code, note string, err error) {
	s = strings.TrimSpace(s)
	bad := &engine.Error{Code: engine.EINVALID, Key: KeyURL, Detail: "no ruling code in the link"}
	if s == "" || len(s) > 4*MaxCodeLen {
		return "", "", bad
	}
	if isCode(s) {
		return s, "", nil
	}
	u, perr := url.Parse(s)
	if perr != nil {
		return "", "", &engine.Error{Code: engine.EINVALID, Key: KeyURL, Detail: "not a URL", Err: perr}
	}
	q := u.Query()
	if q.Get(ParamCode) == "" && u.Fragment != "" {
		if fq, ferr := url.ParseQuery(strings.TrimPrefix(u.Fragment, "?")); ferr == nil {
			q = fq
		}
	}
	code = q.Get(ParamCode)
	if !isCode(code) {
		return "", "", bad
	}
	return code, CleanNote(q.Get(ParamNote)), nil
}

func isCode(s string) bool {
	if s == "" || len(s) > MaxCodeLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !inAlphabet(s[i]) {
			return false
		}
	}
	return true
}
