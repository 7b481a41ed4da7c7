package texts

import (
	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// The app's name tables: each maps a code (an event's kind or form, a language, a suit, how a
// link was shared, a deadline's kind or fact, a paper's mark) to its message key, every key
// written out, as time.Month names its months, so that a search for a key the app shows finds
// the code that shows it. A code a table does not hold has an explicit fallback, never a
// half-built key.

// CodeKey is a {code, message key} pair of a name table.
type CodeKey struct{ Code, Key string }

// KeyOf is the key of code in table; ok is false when the table does not hold it.
func KeyOf(table []CodeKey, code string) (key string, ok bool) {
	for _, e := range table {
		if e.Code == code {
			return e.Key, true
		}
	}
	return "", false
}

// NameOf is code's name in l by table, the code itself when the table does not hold it.
func NameOf(l msg.Lang, table []CodeKey, code string) string {
	if k, ok := KeyOf(table, code); ok {
		return msg.T(l, k)
	}
	return code
}

// eventKinds names an event's kinds (eventlog.Kind), in the order the event form offers them.
var eventKinds = []CodeKey{
	{string(eventlog.Pairs), "app.log.kind.pairs"},
	{string(eventlog.Teams), "app.log.kind.teams"},
	{string(eventlog.Individuals), "app.log.kind.individuals"},
}

// eventForms names an event's scoring forms (eventlog.Form), in the order the form offers them.
var eventForms = []CodeKey{
	{string(eventlog.FormMP), "app.log.form.mp"},
	{string(eventlog.FormCrossIMP), "app.log.form.cross-imp"},
	{string(eventlog.FormButler), "app.log.form.butler"},
	{string(eventlog.FormIMPVP), "app.log.form.imp-vp"},
	{string(eventlog.FormBAM), "app.log.form.bam"},
	{string(eventlog.FormPref), "app.log.form.pref"},
}

// KindName is an event kind's name in l ("Pairs"), the code itself for an unknown one.
func KindName(l msg.Lang, kind string) string { return NameOf(l, eventKinds, kind) }

// FormName is an event form's name in l ("Matchpoints"), the code itself for an unknown one.
func FormName(l msg.Lang, form string) string { return NameOf(l, eventForms, form) }

// LangKey is the key of language c's own name ("app.lang.sr": Srpski).
func LangKey(c msg.Lang) string {
	switch c {
	case msg.SR:
		return "app.lang.sr"
	case msg.HU:
		return "app.lang.hu"
	}
	return "app.lang.en"
}

// SuitKey is the key of suit s's name, for the card picker's screen-reader text.
func SuitKey(s cards.Suit) string {
	switch s {
	case cards.Spades:
		return "app.suit.s"
	case cards.Hearts:
		return "app.suit.h"
	case cards.Diamonds:
		return "app.suit.d"
	}
	return "app.suit.c"
}

// shareDone names how a link left the device (browser.ShareOrCopy's how): shared, copied, or
// shown selected for the director to copy.
var shareDone = []CodeKey{
	{"shared", "app.share.shared"},
	{"copied", "app.share.copied"},
	{"select", "app.share.select"},
}

// ShareDoneKey is the key of the note after a share; an unknown how has the selected note's
// (the link is on the screen to copy by hand).
func ShareDoneKey(how string) string {
	if k, ok := KeyOf(shareDone, how); ok {
		return k
	}
	return "app.share.select"
}

// DeadlineHeads are the receipt's headings by the deadline's kind (engine.Deadline*).
var DeadlineHeads = []CodeKey{
	{engine.DeadlineProtest, "app.dl.h.protest"},
	{engine.DeadlineIntent, "app.dl.h.intent"},
	{engine.DeadlineSecond, "app.dl.h.second"},
	{engine.DeadlineNextHand, "app.dl.h.next-hand"},
	{engine.DeadlineFinal, "app.dl.h.final"},
	{engine.DeadlineNoProtest, "app.dl.h.no-protest"},
	{engine.DeadlineNone, "app.dl.h.none"},
	{engine.DeadlineComplaint, "app.dl.h.complaint"},
	{engine.DeadlineNoRoute, "app.dl.h.no-route"},
}

// DeadlineFacts are the share box's labels of the facts a limit runs from (engine.Fact*).
var DeadlineFacts = []CodeKey{
	{engine.FactSessionEnd, "app.dl.f.session_end"},
	{engine.FactNextStart, "app.dl.f.next_start"},
	{engine.FactEventEnd, "app.dl.f.event_end"},
	{engine.FactPlayingDay, "app.dl.f.playing_day"},
	{engine.FactDecided, "app.dl.f.decided"},
	{engine.FactLastDay, "app.dl.f.last_day"},
}

// DeadlineMissing are the receipt's notes on a fact not entered (Deadline.Missing).
var DeadlineMissing = []CodeKey{
	{engine.FactSessionEnd, "app.dl.missing.session_end"},
	{engine.FactPlayingDay, "app.dl.missing.playing_day"},
	{engine.FactRuled, "app.dl.missing.ruled"},
}

// PaperMarks are the screen-reader words of a paper cell's marks (engine.Mark*).
var PaperMarks = []CodeKey{
	{engine.MarkDeclarer, "app.paper.mark.declarer"},
	{engine.MarkFailed, "app.paper.mark.failed"},
	{engine.MarkRefeOpen, "app.paper.mark.refe-open"},
	{engine.MarkRefePlayed, "app.paper.mark.refe-played"},
	{engine.MarkRuling, "app.paper.mark.ruling"},
}
