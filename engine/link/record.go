package link

import (
	"net/url"
	"unicode/utf8"
)

// ParamReason is the query parameter of the director's reasoning: a short text saying why the
// ruling is what it is, part of the ruling as a record (the receipt shows it, the printed
// ruling prints it). Appended after the deadline facts and before the check, which covers it;
// a link without it opens exactly as before, and its check is the one made before the
// reasoning existed (the seal's text grows only when there is a reasoning).
//
//	why  the reasoning, cleaned like a note (CleanReason), at most MaxReasonLen characters
//
// A weighted score's outcomes and their weights need no parameter: they are the ruling's own
// inputs (the "scores" or "contracts" list and the "weights" list), in the code and under its
// check; engine.WeightedOptions pairs them for the receipt and the printed ruling.
const ParamReason = "why"

// MaxReasonLen is the most characters a reasoning may have: a few sentences, which keeps the
// link's QR code readable on the printed page (a phone's share sheet and a QR code of a longer
// link are unwieldy).
const MaxReasonLen = 500

// CleanReason returns why as a link carries it: valid UTF-8 without control characters other
// than newlines, trimmed, cut to MaxReasonLen characters (the app refuses a longer one before
// sharing: ReasonTooLong).
func CleanReason(why string) string { return cleanText(why, MaxReasonLen) }

// ReasonTooLong reports whether why, cleaned, has more than MaxReasonLen characters.
func ReasonTooLong(why string) bool {
	return utf8.RuneCountInString(cleanText(why, len(why)+1)) > MaxReasonLen
}

// ReasonQuery is why's parameter, "&why=<escaped>", or "" for a blank reasoning.
func ReasonQuery(why string) string {
	if why = CleanReason(why); why == "" {
		return ""
	}
	return "&" + ParamReason + "=" + url.QueryEscape(why)
}

// ParseReason reads the reasoning of a share URL (or of its query, or of a "#…" fragment
// holding the query), cleaned; "" when it has none. It never fails (FuzzParseReason).
func ParseReason(s string) string {
	q, ok := linkQuery(s)
	if !ok {
		return ""
	}
	return CleanReason(q.Get(ParamReason))
}

// RecordURL is SealedURL with the director's reasoning after the facts, under the check. A
// blank reasoning gives SealedURL's link.
func RecordURL(base, code, note, why string, c Case, f Facts) string {
	return CaseURL(base, code, note, c) + f.Query() + ReasonQuery(why) + "&" + ParamCheck + "=" + sealWith(code, note, why, c, f)
}

// sealText is the text the check covers beyond the case and facts: nothing for a link without
// a reasoning (so a check made before the reasoning still matches), else a line with it.
func sealText(why string) string {
	if why = CleanReason(why); why != "" {
		return "\n" + ParamReason + "=" + url.QueryEscape(why)
	}
	return ""
}
