package ocsb

import (
	"slices"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it); set at start-up,
// since Deadline reads the ruleset.
func init() { Ruleset.Deadline, Ruleset.DeadlineInputs = Deadline, DeadlineInputs() }

// Deadline is the limit for challenging a ruling made under these conditions of contest, for
// the receipt a ruling's link opens (rule ocsb.protests, KMOR §13; ProtestDeadlines): the intent
// to protest by protest.intent_hour on the day after the playing day (from the end of play, or
// the playing day's date alone), or protest.last_intent_min after the end of play on a division's
// last day; a decision of the appeals committee (f.Decided) goes to SZEB within
// protest.appeal_days days. A Zero Tolerance fine cannot be protested (rule ocsb.zt, KMOR §10).
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	if slices.Contains(ruleCalcs("ocsb.zt"), calc) {
		return engine.Deadline{Kind: engine.DeadlineNoProtest, Rule: "ocsb.zt", Section: "KMOR §10",
			Steps: []engine.Step{engine.S("ocsb.step.receipt-zt")}}
	}
	d := engine.Deadline{Kind: engine.DeadlineIntent, Rule: "ocsb.protests", Section: "KMOR §13"}
	fee := p.F("protest.fee_ft")
	switch {
	case f.Decided > 0:
		d.Kind = engine.DeadlineSecond
		d.At = f.Decided + minutes(p, "protest.appeal_days", 1440)
		d.Steps = []engine.Step{engine.S("ocsb.step.protest-appeal", msg.A("days", p.F("protest.appeal_days")),
			msg.A("deadline", fmtTime(d.At)), msg.A("ft", fee))}
		return d
	case f.LastDay:
		d.Section = "KMOR §13 *"
		if f.SessionEnd == 0 {
			d.Missing = engine.FactSessionEnd
			d.Steps = []engine.Step{engine.S("ocsb.step.receipt-last-rule",
				msg.A("m1", p.I("protest.last_intent_min")), msg.A("m2", p.I("protest.last_file_min")))}
			return d
		}
		res, _ := ProtestDeadlines(p, ProtestDeadlinesInput{PlayEnd: f.SessionEnd, LastDay: true})
		return d.FromResult(res, "intent_deadline")
	case f.SessionEnd > 0:
		res, _ := ProtestDeadlines(p, ProtestDeadlinesInput{PlayEnd: f.SessionEnd})
		return d.FromResult(res, "intent_deadline")
	case f.PlayingDay > 0:
		// noon of the playing day: playingDay keeps the day itself (protest.day_starts_hour is
		// at most 12)
		res, _ := ProtestDeadlines(p, ProtestDeadlinesInput{PlayEnd: dayStart(f.PlayingDay) + 720})
		return d.FromResult(res, "intent_deadline")
	}
	d.Missing = engine.FactPlayingDay
	d.Steps = []engine.Step{engine.S("ocsb.step.receipt-rule", msg.A("hour", p.F("protest.intent_hour")))}
	return d
}

// DeadlineInputs are the facts Deadline runs from, as the share box asks for them.
func DeadlineInputs() []engine.DeadlineInput {
	return []engine.DeadlineInput{{Fact: engine.FactSessionEnd, Label: "ocsb.dl.f.session_end"}, {Fact: engine.FactPlayingDay},
		{Fact: engine.FactLastDay, Label: "ocsb.dl.f.last_day"}, {Fact: engine.FactDecided}}
}

// ruleCalcs lists the calculators of rule id.
func ruleCalcs(id string) []string {
	for _, r := range Ruleset.Rules {
		if r.ID == id {
			return r.Calculators
		}
	}
	return nil
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"ocsb.dl.f.session_end", msg.Text{En: "End of play", Sr: "Kraj igre", Hu: "A játékidő vége"}},
		{"ocsb.dl.f.last_day", msg.Text{En: "Last playing day of the division", Sr: "Poslednji dan igre lige", Hu: "Az osztály utolsó versenynapja"}},
		{"ocsb.step.receipt-zt", msg.Text{
			En: "A Zero Tolerance fine takes effect at once and cannot be protested; a complaint naming two witnesses from outside the team can go to the competition committee.",
			Sr: "Kazna nulte tolerancije važi odmah i na nju nema žalbe; pritužba uz dva svedoka koji nisu iz tima može se uputiti takmičarskoj komisiji.",
			Hu: "A Zéró Tolerancia büntetése azonnal érvényes, óvásnak nincs helye; két, a csapaton kívüli tanút megnevező panasszal a VRB-hez lehet fordulni."}},
		{"ocsb.step.receipt-rule", msg.Text{
			En: "The intent to protest is due by e-mail by {hour}:00 on the day after the playing day; a later intent is lost.",
			Sr: "Najava žalbe šalje se e-poštom do {hour} časova dan posle dana igre; kasnija najava se ne uvažava.",
			Hu: "A játéknap utáni napon {hour} óráig e-mailben kell jelezni az óvási szándékot; ez jogvesztő határidő."}},
		{"ocsb.step.receipt-last-rule", msg.Text{
			En: "On a division's last playing day the intent is due {m1} minutes and the protest {m2} minutes after the end of play.",
			Sr: "Poslednjeg dana igre lige najava se podnosi u roku od {m1} minuta, a žalba u roku od {m2} minuta posle kraja igre.",
			Hu: "Az osztály utolsó játéknapján az óvási szándékot a játékidő vége után {m1} percen, az óvást {m2} percen belül kell jelezni, illetve benyújtani."}},
	})
}
