package ocsb

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// TestReceiptZTComplaint: a Zero Tolerance fine cannot be protested, but "a döntés ellen két tanú
// megnevezésével (akik nem lehetnek az érintett csapat tagjai) 48 órán belül lehet panasszal
// élni", and the VRB investigates it "8 napon belül" (KMOR §10): the receipt counts the 48 hours
// down from the ruling's time, with its two witnesses and the VRB's 8 days.
func TestReceiptZTComplaint(t *testing.T) {
	ruled := msg.Minutes(2018, 9, 4, 20, 15)
	for _, tc := range []struct {
		name    string
		club    map[string]float64
		f       engine.DeadlineFacts
		at      int64
		missing string
		wit     int
		days    int
	}{
		{"ruled", nil, engine.DeadlineFacts{Ruled: ruled}, msg.Minutes(2018, 9, 6, 20, 15), "", 2, 8},
		{"ruled-with-session", nil, engine.DeadlineFacts{Ruled: ruled, SessionEnd: ruled + 120}, msg.Minutes(2018, 9, 6, 20, 15), "", 2, 8},
		{"no-time", nil, engine.DeadlineFacts{SessionEnd: ruled + 120}, 0, engine.FactRuled, 2, 8},
		{"club", map[string]float64{"zt.complaint_hours": 24, "zt.witnesses": 3, "zt.investigate_days": 5},
			engine.DeadlineFacts{Ruled: ruled}, msg.Minutes(2018, 9, 5, 20, 15), "", 3, 5},
	} {
		p := engine.NewParams(Ruleset, tc.club)
		for _, calc := range ruleCalcs("ocsb.zt") {
			d := Deadline(p, calc, tc.f)
			if d.Kind != engine.DeadlineComplaint || d.At != tc.at || d.Missing != tc.missing || d.Witnesses != tc.wit ||
				d.InvestigateDays != tc.days || d.Remedy != "ocsb.route.zt-complaint" || d.DecidedBy != "ocsb.route.vrb" || d.Section != "KMOR §10" {
				t.Errorf("%s: Deadline(%s) = %s at %s missing %q, %d witnesses, %d days, %q by %q (%s); want complaint at %s missing %q, %d witnesses, %d days by the VRB (KMOR §10)",
					tc.name, calc, d.Kind, msg.Wall(d.At), d.Missing, d.Witnesses, d.InvestigateDays, d.Remedy, d.DecidedBy, d.Section,
					msg.Wall(tc.at), tc.missing, tc.wit, tc.days)
			}
		}
	}
}

// TestReceiptRulingDay: a ruling given after midnight belongs to the playing day before
// (protest.day_starts_hour), so the intent to protest (KMOR §13: by 18:00 on the day after the
// playing day) does not move a day late when only the ruling's time is known.
func TestReceiptRulingDay(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	for _, tc := range []struct {
		ruled, want int64
	}{
		{msg.Minutes(2018, 9, 4, 21, 30), msg.Minutes(2018, 9, 5, 18, 0)},
		{msg.Minutes(2018, 9, 5, 0, 20), msg.Minutes(2018, 9, 5, 18, 0)},
		{msg.Minutes(2018, 9, 5, 7, 0), msg.Minutes(2018, 9, 6, 18, 0)},
	} {
		d := Deadline(p, "ocsb.vp", engine.DeadlineFacts{Ruled: tc.ruled})
		if d.Kind != engine.DeadlineIntent || d.At != tc.want {
			t.Errorf("Deadline(ocsb.vp, ruled %s) = %s at %s, want intent at %s", msg.Wall(tc.ruled), d.Kind, msg.Wall(d.At), msg.Wall(tc.want))
		}
	}
}

// TestReceiptProtestRoutes: "A tornavezető bármely döntése ellen óvás nyújtható be", its intent
// due by 18:00 on the day after the playing day, heard by the appeals committee (a technical one
// by the VRB); against the committee's decision an appeal goes to the SZEB (KMOR §13).
func TestReceiptProtestRoutes(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	end := msg.Minutes(2018, 9, 4, 22, 20)
	for _, tc := range []struct {
		f    engine.DeadlineFacts
		kind string
		at   int64
		by   string
	}{
		{engine.DeadlineFacts{SessionEnd: end}, engine.DeadlineIntent, msg.Minutes(2018, 9, 5, 18, 0), "ocsb.route.committee"},
		{engine.DeadlineFacts{Decided: end}, engine.DeadlineSecond, end + 7*1440, "ocsb.route.szeb"},
	} {
		d := Deadline(p, "ocsb.vp", tc.f)
		if d.Kind != tc.kind || d.At != tc.at || d.DecidedBy != tc.by || d.Remedy != "" {
			t.Errorf("Deadline(ocsb.vp, %+v) = %s at %s by %q (remedy %q), want %s at %s by %q", tc.f, d.Kind, msg.Wall(d.At), d.DecidedBy, d.Remedy,
				tc.kind, msg.Wall(tc.at), tc.by)
		}
	}
}
