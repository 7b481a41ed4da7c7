//go:build !wasm

package main

import (
	"arbiter/app/internal/apptest"
	"context"
	"html"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"arbiter/app/calcform"
	"arbiter/app/event"
	"arbiter/app/internal/testnamer"
	"arbiter/app/result"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// englishOnly is the vocabulary of the English catalogue and of the codes of every
// calculator's options that no Serbian or Hungarian text uses: a word of it on a Serbian or
// Hungarian screen is English left untranslated (a raw role, a code, a message built in
// English).
func englishOnly() map[string]bool {
	words := func(s string) []string { // placeholders are not words of the text
		return strings.FieldsFunc(strings.ToLower(placeholder.ReplaceAllString(s, " ")), func(r rune) bool { return !unicode.IsLetter(r) })
	}
	en, other := map[string]bool{}, map[string]bool{}
	all := rulesets.All() // loads every regulation's messages
	for _, k := range msg.Keys() {
		t, _ := msg.Lookup(k)
		for _, w := range words(t.En) {
			if len(w) >= 3 {
				en[w] = true
			}
		}
		for _, w := range append(words(t.Sr), words(t.Hu)...) {
			other[w] = true
		}
	}
	for _, rs := range all {
		for _, c := range rs.Calculators {
			for _, f := range c.Inputs {
				for _, o := range f.Options {
					for _, w := range words(o) {
						if len(w) >= 3 {
							en[w] = true
						}
					}
				}
			}
		}
	}
	for w := range other {
		delete(en, w)
	}
	return en
}

var placeholder = regexp.MustCompile(`\{[a-z_]+\}`)

// rawCode finds what a director should never read: a snake_case name, a message key.
var rawCode = regexp.MustCompile(`\b[a-z]+_[a-z_]+\b|\b(?:app|out|party|unit|val|log|err|field|group|table)\.[a-z][a-z._-]*`)

// ruleID is a rule's or a parameter's identifier, shown as it is on purpose ("nsbk.lateness").
var ruleID = regexp.MustCompile(`\b[a-z0-9]+(?:\.[a-z0-9_-]+)+\b`)

// untranslated lists the English words and raw codes of text (shown in l); an abbreviation in
// capitals (IMP, VP, III) is no English word.
func untranslated(en map[string]bool, text string) []string {
	var bad []string
	text = ruleID.ReplaceAllString(placeholder.ReplaceAllString(text, " "), " ")
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if en[strings.ToLower(w)] && strings.ToUpper(w) != w {
			bad = append(bad, w)
		}
	}
	bad = append(bad, rawCode.FindAllString(text, -1)...)
	sort.Strings(bad)
	return slices.Compact(bad)
}

// shownText is the text of a rendered UI, as a screen shows it.
func shownText(ui app.UI) string {
	return html.UnescapeString(apptest.TagRE.ReplaceAllString(app.HTMLString(ui), " "))
}

// TestNoEnglishOnScreens: on every calculator's worked example, the result (in brief and in
// full) and the case as the log reads it, with every party bound, hold no English word and no
// raw code in Serbian or Hungarian; nor does any message of the log, nor what the log says of an
// event or a case it does not have.
func TestNoEnglishOnScreens(t *testing.T) {
	en := englishOnly()
	if !en["event"] || !en["visitor"] {
		t.Fatalf("the English-only vocabulary lacks event or visitor: the test proves nothing")
	}
	langs := []msg.Lang{msg.SR, msg.HU}
	nm := testnamer.Namer{1: "Ana", 2: "Bela", 3: "Ćira", 4: "Duško", 5: "Eva", 6: "Feri", 7: "Gabi", 8: "Hana", 9: "Ivo"}
	for _, rs := range rulesets.All() {
		for _, c := range rs.Calculators {
			ev := &eventlog.Event{ID: "e", Ruleset: rs.ID, DataVersion: rs.Version}
			res, err := c.Run(calcform.ParamsFor(rs, ev), c.Inputs.Defaults())
			if err != nil {
				t.Errorf("%s: %v", c.ID, err)
				continue
			}
			in := eventlog.Incident{Event: "e", Number: 1, Time: 14000000, Round: 2, Table: 3, Board: 4, Calculator: c.ID,
				Values: c.Inputs.Defaults(), Result: eventlog.Summary(res), Status: eventlog.Active}
			for i, k := range eventlog.PartyKeys(res) {
				in.Parties = append(in.Parties, eventlog.PartyRef{Role: k, Number: 1 + i%9})
			}
			shown := *res
			shown.Rules = nil // the rules applied are named by their IDs and the source's sections, on purpose
			for _, l := range langs {
				title := msg.T(l, c.TitleKey())
				r := event.ReadIncident(l, nm, &in, title)
				texts := map[string]string{
					"summary": shownText(result.SummaryView(l, c.ID, res, false)),
					"result":  shownText(result.ResultBody(l, rs, c, &shown, nil, false)),
					"log":     shownText(event.ReadingView(l, r)),
				}
				for where, s := range texts {
					if bad := untranslated(en, s); len(bad) > 0 {
						t.Errorf("%s %s (%s): %v in %q", c.ID, where, l, bad, s)
					}
				}
			}
		}
	}
	// the log's messages, and its errors as a director meets them
	m := eventlog.NewMem(rulesets.Get)
	ctx := context.Background()
	_, errEv := m.GetEvent(ctx, "kup-2026")
	_, errInc := m.GetIncident(ctx, "kup-2026", 4)
	for _, l := range langs {
		for _, err := range []error{errEv, errInc} {
			s := engine.ErrorMessage(err, l, "")
			if bad := untranslated(en, s); len(bad) > 0 || s == "" {
				t.Errorf("log error (%s): %v in %q", l, bad, s)
			}
		}
		for _, k := range msg.Keys() {
			if !strings.HasPrefix(k, "log.") && !strings.HasPrefix(k, "app.log.") {
				continue
			}
			s := msg.T(l, k)
			if bad := untranslated(en, s); len(bad) > 0 {
				t.Errorf("%s (%s): %v in %q", k, l, bad, s)
			}
		}
	}
}
