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
// to protest by protest.intent_hour on the day after the playing day (from the end of play, the
// playing day's date alone, or else the ruling's time, whose playing day ends at
// protest.day_starts_hour the next morning), or protest.last_intent_min after the end of play
// on a division's last day; a decision of the appeals committee (f.Decided) goes to SZEB within
// protest.appeal_days days. A Zero Tolerance fine cannot be protested (rule ocsb.zt, KMOR §10),
// but a complaint against it may be made within zt.complaint_hours of the ruling (f.Ruled),
// naming zt.witnesses witnesses from outside the team, and the VRB investigates it
// within zt.investigate_days days.
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	if slices.Contains(ruleCalcs("ocsb.zt"), calc) {
		d := engine.Deadline{Kind: engine.DeadlineComplaint, Rule: "ocsb.zt", Section: "KMOR §10",
			Remedy: "ocsb.route.zt-complaint", DecidedBy: "ocsb.route.vrb",
			Witnesses: int(p.I("zt.witnesses")), InvestigateDays: int(p.I("zt.investigate_days"))}
		hours := p.I("zt.complaint_hours")
		d.Steps = []engine.Step{engine.S("ocsb.step.receipt-zt", msg.A("hours", hours), msg.A("witnesses", d.Witnesses),
			msg.A("days", d.InvestigateDays))}
		if f.Ruled == 0 {
			d.Missing = engine.FactRuled
			return d
		}
		d.At = f.Ruled + hours*60
		d.Steps = append(d.Steps, engine.S("ocsb.step.receipt-zt-at", msg.A("ruled", fmtTime(f.Ruled)),
			msg.A("hours", hours), msg.A("deadline", fmtTime(d.At))))
		return d
	}
	// who decides: the appeals committee (a technical protest: the VRB); its decision: the SZEB
	d := engine.Deadline{Kind: engine.DeadlineIntent, Rule: "ocsb.protests", Section: "KMOR §13", DecidedBy: "ocsb.route.committee"}
	fee := p.F("protest.fee_ft")
	switch {
	case f.Decided > 0:
		d.Kind, d.DecidedBy = engine.DeadlineSecond, "ocsb.route.szeb"
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
	case f.Ruled > 0:
		// the playing day of the ruling: one given in the small hours belongs to the day before
		res, _ := ProtestDeadlines(p, ProtestDeadlinesInput{PlayEnd: f.Ruled})
		d.Decisions = []string{"ocsb.dec.receipt-ruled-day"}
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
		{"ocsb.route.committee", msg.Text{
			En: "The appeals committee; a protest on a technical question of running the event: the VRB",
			Sr: "Žalbena komisija; žalbu o tehničkom pitanju organizacije takmičenja rešava VRB",
			Hu: "Az óvási bizottság; a lebonyolítás technikai kérdésében tett óvást a VRB bírál el"}},
		{"ocsb.route.szeb", msg.Text{
			En: "The SZEB, the federation's committee for applying the rules and ethics",
			Sr: "SZEB, komisija saveza za primenu pravila i etiku",
			Hu: "A SZEB (Szabályalkalmazási és Etikai Bizottság)"}},
		{"ocsb.route.zt-complaint", msg.Text{En: "Complaint to the VRB", Sr: "Pritužba VRB-u (takmičarskoj komisiji)", Hu: "Panasz a VRB-nél"}},
		{"ocsb.route.vrb", msg.Text{
			En: "The VRB, the federation's competition committee",
			Sr: "VRB, takmičarska komisija saveza",
			Hu: "A VRB (Versenyrendező Bizottság)"}},
		{"ocsb.step.receipt-zt", msg.Text{
			En: "A Zero Tolerance fine takes effect at once and cannot be protested. A complaint against it may be made within {hours} hours of the ruling, naming {witnesses} witnesses who are not members of the team concerned; the VRB must investigate it within {days} days.",
			Sr: "Kazna nulte tolerancije važi odmah i na nju nema žalbe. Pritužba navodi svedoke koji nisu članovi tima o kome je reč. Rok za pritužbu od odluke (sati): {hours}; broj svedoka: {witnesses}; rok u kome je VRB ispituje (dana): {days}.",
			Hu: "A Zéró Tolerancia büntetése azonnal érvényes, óvásnak nincs helye. Panaszt a döntéstől számított {hours} órán belül lehet tenni, {witnesses} olyan tanút megnevezve, aki nem tagja az érintett csapatnak; a VRB-nek {days} napon belül ki kell vizsgálnia."}},
		{"ocsb.step.receipt-zt-at", msg.Text{
			En: "Ruling at {ruled} + {hours} hours = {deadline}.",
			Sr: "Odluka u {ruled} + rok (sati): {hours} = {deadline}.",
			Hu: "A döntés időpontja {ruled} + {hours} óra = {deadline}."}},
		{"ocsb.dec.receipt-ruled-day", msg.Text{
			En: "Decision: neither the end of play nor the playing day was entered, so the playing day is the ruling's; a ruling given in the small hours belongs to the day before.",
			Sr: "Odluka: nije unet ni kraj igre ni dan igre, pa se uzima dan igre odluke; odluka doneta posle ponoći pripada prethodnom danu.",
			Hu: "Döntés: sem a játékidő vége, sem a játéknap nincs megadva, ezért a döntés játéknapja számít; a hajnali órákban hozott döntés az előző naphoz tartozik."}},
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
