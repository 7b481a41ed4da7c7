package link

import (
	"hash/fnv"
	"net/url"
	"strconv"
	"strings"
)

// ParamCheck is the query parameter of the check over what a share link shows beside its code:
// the note, the case (label, round, table, board, game, the ruling's time, the sides) and the
// deadline facts. Appended after them; a link without it opens exactly as before and says it
// carries no checked case or deadline (ExtrasNone).
//
//	ck   8 characters [0-9a-z]: the low 40 bits of the 64-bit FNV-1a of the text
//	     "1\n" + code + "\n" + QueryEscape(CleanNote(n)) + "\n" + Case.Query() + "\n" + Facts.Query()
//	     (the case and facts as ParseCase and ParseFacts read them, in Query's fixed order),
//	     followed, when the link has a reasoning, by "\nwhy=" + QueryEscape(CleanReason(why))
//	     (record.go), in base 36, zero-padded
//
// Like the code's own check it catches a changed link, not a forged one: anyone with this
// source can compute it (that is what a director's signature is for).
const ParamCheck = "ck"

const checkLen = 8

// ExtrasState is what a link's check says of its note, case and facts.
type ExtrasState int

// The states of CheckExtras.
const (
	ExtrasNone   ExtrasState = iota // no check: a link made before it (or by hand); nothing beside the code is checked
	ExtrasMatch                     // the check matches the note, case and facts the link shows
	ExtrasDiffer                    // the check does not match: something beside the code was changed
)

func (s ExtrasState) String() string {
	switch s {
	case ExtrasNone:
		return "none"
	case ExtrasMatch:
		return "match"
	case ExtrasDiffer:
		return "differ"
	}
	return "ExtrasState(" + strconv.Itoa(int(s)) + ")"
}

// Seal is the check value of a link with code, note, case c and facts f.
func Seal(code, note string, c Case, f Facts) string { return sealWith(code, note, "", c, f) }

// sealWith is the check value of a link that also carries the reasoning why (record.go).
func sealWith(code, note, why string, c Case, f Facts) string {
	h := fnv.New64a()
	h.Write([]byte("1\n" + code + "\n" + url.QueryEscape(CleanNote(note)) + "\n" + c.Query() + "\n" + f.Query() + sealText(why)))
	s := strconv.FormatUint(h.Sum64()&(1<<40-1), 36)
	return strings.Repeat("0", checkLen-len(s)) + s
}

// SealedURL is CaseURL(base, code, note, c), then f's parameters, then the check over them all.
func SealedURL(base, code, note string, c Case, f Facts) string {
	return CaseURL(base, code, note, c) + f.Query() + "&" + ParamCheck + "=" + Seal(code, note, c, f)
}

// AddCheck returns the share link u with the check over what it shows appended (u as it is
// when it holds no ruling code).
func AddCheck(u string) string {
	code, note, err := ParseURL(u)
	if err != nil {
		return u
	}
	return u + "&" + ParamCheck + "=" + sealWith(code, note, ParseReason(u), ParseCase(u), ParseFacts(u))
}

// CheckExtras reads a share link's check: ExtrasNone when it has none (every link made before
// it, a bare code, a text that is no link), ExtrasMatch when it matches the note, case and facts
// the link shows (as ParseURL, ParseCase and ParseFacts read them), ExtrasDiffer otherwise. It
// never panics (FuzzCheckExtras).
func CheckExtras(s string) ExtrasState {
	code, note, err := ParseURL(s)
	if err != nil {
		return ExtrasNone
	}
	q, ok := linkQuery(s)
	if !ok {
		return ExtrasNone
	}
	vs, has := q[ParamCheck]
	if !has {
		return ExtrasNone
	}
	if len(vs) == 0 || vs[0] != sealWith(code, note, ParseReason(s), ParseCase(s), ParseFacts(s)) {
		return ExtrasDiffer
	}
	return ExtrasMatch
}
