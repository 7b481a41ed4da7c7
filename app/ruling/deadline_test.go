package ruling

import (
	"testing"

	"arbiter/app/internal/testnamer"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

// TestDeadlineTexts: every fact a regulation asks for has a label and a link parameter of its
// own, every kind of limit a heading, every missing fact a sentence, in the three languages.
func TestDeadlineTexts(t *testing.T) {
	params := map[string]string{}
	var f link.Facts
	for _, rs := range rulesets.All() {
		for _, in := range rulesets.DeadlineInputs(rs) {
			label := in.Label
			if label == "" {
				label = "app.dl.f." + in.Fact
			}
			if !msg.Has(label) {
				t.Errorf("%s: no label %s", rs.ID, label)
			}
			_, p := factField(&f, in.Fact)
			if other, ok := params[p]; ok && other != in.Fact {
				t.Errorf("facts %s and %s share the parameter %s", in.Fact, other, p)
			}
			params[p] = in.Fact
		}
		for _, c := range rs.Calculators {
			d, _ := rulesets.Deadline(rs, engine.NewParams(rs, nil), c.ID, engine.DeadlineFacts{})
			for _, k := range []string{"app.dl.h." + d.Kind, "app.dl.missing." + d.Missing} {
				if k == "app.dl.missing." {
					continue
				}
				if !msg.Has(k) {
					t.Errorf("%s/%s: no text %s", rs.ID, c.ID, k)
				}
			}
		}
	}
}

func TestTimeLeft(t *testing.T) {
	for _, tc := range []struct {
		l    msg.Lang
		min  int64
		want string
	}{
		{msg.EN, 1, "1 min left"},
		{msg.EN, 59, "59 min left"},
		{msg.EN, 60, "1 h 0 min left"},
		{msg.SR, 95, "Preostalo: 1 h 35 min"},
		{msg.HU, 1440 + 61, "Hátravan: 1 nap 1 óra 1 perc"},
	} {
		if got := timeLeft(tc.l, tc.min); got != tc.want {
			t.Errorf("timeLeft(%v, %d) = %q, want %q", tc.l, tc.min, got, tc.want)
		}
	}
}

// TestLoggedPlayingDay: the playing day a logged case's link carries comes from the event's
// session, never from the calendar date of the clock at logging: an OCSB incident logged after
// midnight keeps its intent-to-protest deadline (KMOR §13: 18:00 on the day after the playing
// day) on the evening's playing day, and its link's check covers its case and facts.
func TestLoggedPlayingDay(t *testing.T) {
	rs := rulesets.Get("ocsb-kmor-2018")
	c := rs.Calculator("ocsb.vp")
	ev := eventlog.Event{ID: "kmor", Ruleset: rs.ID, DataVersion: rs.Version, Date: "2018-09-04"}
	at := func(d, h, m int) eventlog.Minute { return eventlog.Minute(msg.Minutes(2018, 9, d, h, m)) }
	incident := func(n, session int, tm eventlog.Minute) eventlog.Incident {
		return eventlog.Incident{Event: ev.ID, Number: n, Time: tm, Session: session, Calculator: c.ID, Values: c.Inputs.Defaults(),
			Status: eventlog.Active}
	}
	earlier := incident(1, 3, at(4, 21, 40))
	for _, tc := range []struct {
		name string
		in   eventlog.Incident
		incs []eventlog.Incident
		pd   string
		want int64
	}{
		{"after midnight, no session", incident(2, 0, at(5, 0, 20)), nil, "", msg.Minutes(2018, 9, 5, 18, 0)},
		{"after midnight, the session began the day before", incident(2, 3, at(5, 0, 20)), []eventlog.Incident{earlier}, "2018-09-04", msg.Minutes(2018, 9, 5, 18, 0)},
		{"after midnight, alone in its session", incident(2, 4, at(5, 0, 20)), []eventlog.Incident{earlier}, "", msg.Minutes(2018, 9, 5, 18, 0)},
		{"evening", incident(2, 3, at(4, 22, 0)), []eventlog.Incident{earlier}, "", msg.Minutes(2018, 9, 5, 18, 0)},
		{"next day's session", incident(2, 5, at(5, 21, 0)), []eventlog.Incident{earlier}, "", msg.Minutes(2018, 9, 6, 18, 0)},
	} {
		incs := append(tc.incs, tc.in)
		f := CaseFacts(rs, &tc.in, incs)
		if f.PlayingDay != tc.pd {
			t.Errorf("%s: caseFacts playing day %q, want %q", tc.name, f.PlayingDay, tc.pd)
		}
		u, err := LoggedShareURL("https://arbiter.example", &ev, rs, testnamer.Namer{}, &tc.in, false, f)
		if err != nil {
			t.Fatal(err)
		}
		v := OpenRuling(u)
		if v.Extras != link.ExtrasMatch || !v.hasDL || v.Dl.At != tc.want {
			t.Errorf("%s: %s opens to check %v, deadline %s, want match and %s", tc.name, u, v.Extras, msg.Wall(v.Dl.At), msg.Wall(tc.want))
		}
	}
}
