package rulesets

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// TestDeadlineEveryCalculator: for every calculator of every regulation and every shape of facts
// a link can carry, Deadline answers with a known kind, a rule of the ruleset with its section,
// a moment exactly when it has one, and steps and DECISION notes that print in all three
// languages with every placeholder filled. The moments themselves are the conformance vectors'
// (engine/conformance/testdata/vectors/receipt.json).
func TestDeadlineEveryCalculator(t *testing.T) {
	end := msg.Minutes(2026, 12, 1, 22, 10)
	facts := []struct {
		name string
		f    engine.DeadlineFacts
	}{
		{"none", engine.DeadlineFacts{}},
		{"session", engine.DeadlineFacts{SessionEnd: end}},
		{"all", engine.DeadlineFacts{SessionEnd: end, NextStart: end + 600, EventEnd: end + 20, PlayingDay: msg.Minutes(2026, 12, 1, 0, 0)}},
		{"slips", engine.DeadlineFacts{SessionEnd: end, NextStart: end - 60, EventEnd: end - 1}},
		{"day", engine.DeadlineFacts{PlayingDay: msg.Minutes(2026, 12, 1, 0, 0)}},
		{"last-day", engine.DeadlineFacts{SessionEnd: end, LastDay: true}},
		{"last-day-no-end", engine.DeadlineFacts{LastDay: true}},
		{"decided", engine.DeadlineFacts{Decided: end + 90}},
		{"decided-last-day", engine.DeadlineFacts{Decided: end + 90, LastDay: true}},
		{"ruled", engine.DeadlineFacts{Ruled: end - 30}},
		{"ruled-session", engine.DeadlineFacts{Ruled: end - 30, SessionEnd: end}},
	}
	kinds := []string{engine.DeadlineProtest, engine.DeadlineIntent, engine.DeadlineSecond, engine.DeadlineNextHand,
		engine.DeadlineFinal, engine.DeadlineNoProtest, engine.DeadlineNone, engine.DeadlineComplaint, engine.DeadlineNoRoute}
	for _, rs := range All() {
		p := engine.NewParams(rs, nil)
		rules := map[string]string{}
		for _, r := range rs.Rules {
			rules[r.ID] = r.Section
		}
		for _, c := range rs.Calculators {
			for _, tc := range facts {
				d, ok := Deadline(rs, p, c.ID, tc.f)
				name := rs.ID + "/" + c.ID + "/" + tc.name
				if !ok {
					t.Errorf("%s: no deadline: the regulation declares Ruleset.Deadline in its receipt.go (engine.DeadlineNone with the rule that says so where it sets no limit)", name)
					continue
				}
				known := false
				for _, k := range kinds {
					known = known || d.Kind == k
				}
				if !known {
					t.Errorf("%s: kind %q", name, d.Kind)
				}
				if sec, ok := rules[d.Rule]; !ok || !strings.HasPrefix(d.Section, strings.TrimSuffix(sec, " *")[:4]) {
					t.Errorf("%s: rule %q section %q (the ruleset's: %q)", name, d.Rule, d.Section, sec)
				}
				timed := d.Kind == engine.DeadlineProtest || d.Kind == engine.DeadlineIntent || d.Kind == engine.DeadlineSecond ||
					d.Kind == engine.DeadlineComplaint
				if d.Timed() != (timed && d.Missing == "") {
					t.Errorf("%s: at %d, missing %q for kind %s", name, d.At, d.Missing, d.Kind)
				}
				if (d.Remedy != "" && !msg.Has(d.Remedy)) || (d.DecidedBy != "" && !msg.Has(d.DecidedBy)) {
					t.Errorf("%s: remedy %q decided by %q has no text", name, d.Remedy, d.DecidedBy)
				}
				if (d.Kind == engine.DeadlineNoRoute) != (d.Remedy == "" && d.Kind != engine.DeadlineProtest && d.Kind != engine.DeadlineIntent &&
					d.Kind != engine.DeadlineSecond) {
					t.Errorf("%s: kind %s with remedy %q: a receipt names the remedy or says the text gives none", name, d.Kind, d.Remedy)
				}
				if d.Timed() && d.At < tc.f.SessionEnd && tc.f.Decided == 0 && d.Kind != engine.DeadlineComplaint {
					t.Errorf("%s: deadline %s before the session's end", name, msg.Wall(d.At))
				}
				if len(d.Steps) == 0 {
					t.Errorf("%s: no steps", name)
				}
				keys := d.Decisions
				for _, s := range d.Steps {
					keys = append(keys, s.Key)
				}
				for i, k := range keys {
					var args []msg.Arg
					if i >= len(d.Decisions) {
						args = d.Steps[i-len(d.Decisions)].Args
					}
					for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
						if s := msg.T(l, k, args...); !msg.Has(k) || strings.ContainsAny(s, "{}") {
							t.Errorf("%s: %s in %v: %q", name, k, l, s)
						}
					}
				}
			}
		}
	}
	if _, ok := Deadline(Scoring(), engine.NewParams(Scoring(), nil), "scoring.imp", engine.DeadlineFacts{SessionEnd: end}); ok {
		t.Error("the scoring tools have a deadline")
	}
}

func TestDeadlineKinds(t *testing.T) {
	end := msg.Minutes(2026, 12, 1, 22, 10)
	for _, tc := range []struct {
		rs, calc string
		f        engine.DeadlineFacts
		kind     string
		at       int64
	}{
		{"mbsz-vsz-2017", "vsz.butler", engine.DeadlineFacts{SessionEnd: end}, engine.DeadlineProtest, end + 30},
		{"mbsz-vsz-2017", "law12.weighted", engine.DeadlineFacts{SessionEnd: end, EventEnd: end}, engine.DeadlineProtest, end + 10},
		{"mbsz-vsz-2017", "vsz.butler", engine.DeadlineFacts{SessionEnd: end, NextStart: end + 5}, engine.DeadlineProtest, end + 5},
		{"ocsb-kmor-2018", "ocsb.zt-log", engine.DeadlineFacts{SessionEnd: end}, engine.DeadlineComplaint, 0},
		{"ocsb-kmor-2018", "ocsb.vp", engine.DeadlineFacts{SessionEnd: end, LastDay: true}, engine.DeadlineIntent, end + 10},
		{"pref-club", "pref.go-bula", engine.DeadlineFacts{}, engine.DeadlineNextHand, 0},
		{"pref-club", "pref.sheet", engine.DeadlineFacts{}, engine.DeadlineNextHand, 0},
		{"pref-club", "pref.hearing", engine.DeadlineFacts{}, engine.DeadlineNone, 0},
		{"nsbk", "nsbk.psych", engine.DeadlineFacts{SessionEnd: end}, engine.DeadlineNoRoute, 0},
		{"nsbk", "nsbk.offending-td", engine.DeadlineFacts{SessionEnd: end}, engine.DeadlineNone, 0},
		{"ocsb-kmor-2018", "ocsb.zt", engine.DeadlineFacts{Ruled: end}, engine.DeadlineComplaint, end + 48*60},
	} {
		rs := Get(tc.rs)
		d, ok := Deadline(rs, engine.NewParams(rs, nil), tc.calc, tc.f)
		if !ok || d.Kind != tc.kind || d.At != tc.at {
			t.Errorf("Deadline(%s, %s, %+v) = %s at %d (%v), want %s at %d", tc.rs, tc.calc, tc.f, d.Kind, d.At, ok, tc.kind, tc.at)
		}
	}
}

// TestDeadlineInputs: a regulation asks for the facts its limits need: every fact a deadline
// says is missing is one of its inputs, each input is a known fact once, and its own labels
// exist.
func TestDeadlineInputs(t *testing.T) {
	facts := []string{engine.FactSessionEnd, engine.FactNextStart, engine.FactEventEnd, engine.FactPlayingDay, engine.FactDecided, engine.FactLastDay}
	for _, rs := range All() {
		asked := map[string]bool{}
		for _, in := range DeadlineInputs(rs) {
			known := false
			for _, f := range facts {
				known = known || in.Fact == f
			}
			if !known || asked[in.Fact] {
				t.Errorf("%s: input %q unknown or twice", rs.ID, in.Fact)
			}
			asked[in.Fact] = true
			if in.Label != "" && !msg.Has(in.Label) {
				t.Errorf("%s: label %q has no text", rs.ID, in.Label)
			}
		}
		for _, c := range rs.Calculators {
			for _, f := range []engine.DeadlineFacts{{}, {LastDay: true}} {
				d, _ := Deadline(rs, engine.NewParams(rs, nil), c.ID, f)
				// the ruling's time is the link's case time, never asked among the facts
				if d.Missing != "" && d.Missing != engine.FactRuled && !asked[d.Missing] {
					t.Errorf("%s/%s: missing %q, which the share box does not ask for", rs.ID, c.ID, d.Missing)
				}
			}
		}
	}
}
