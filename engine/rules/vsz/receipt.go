package vsz

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it); set at start-up,
// since Deadline reads the ruleset.
func init() { Ruleset.Deadline, Ruleset.DeadlineInputs = Deadline, DeadlineInputs() }

// Deadline is the limit for challenging a ruling made under this regulation, for the receipt a
// ruling's link opens (rule vsz.16, VSZ 16): every decision of the director can be protested
// until the earliest of protest.after_session_min after the session, the next session's start
// and protest.after_event_min after the event (ProtestDeadline); a decision of the appeals
// committee (f.Decided) goes to SZEB by the szeb.days rule (SZEBDeadline). calc does not change
// it: VSZ 16.I names who hears a technical protest, not another limit. The receipt names who
// decides: the appeals committee (VSZ 16.C; a technical protest: the VRB, 16.I), and the SZEB,
// which decides within szeb.decision_days days (16.H) (DECISION
// vsz.dec.receipt-technical). A next start or an event end before the session's end is a typing
// slip on the link and is left out (DECISION vsz.dec.receipt-dropped).
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	d := engine.Deadline{Rule: "vsz.16", Section: "VSZ 16", DecidedBy: "vsz.route.committee"}
	if f.Decided > 0 {
		d.Kind, d.Section = engine.DeadlineSecond, "VSZ 16.H"
		d.DecidedBy, d.InvestigateDays = "vsz.route.szeb", int(p.I("szeb.decision_days"))
		res, _ := SZEBDeadline(p, SZEBDeadlineInput{Communicated: f.Decided, ChampionshipLastDay: f.LastDay})
		return d.FromResult(res, "deadline")
	}
	d.Kind = engine.DeadlineProtest
	d.Decisions = []string{"vsz.dec.receipt-technical"}
	end := f.SessionEnd
	if end == 0 && f.EventEnd > 0 {
		end = f.EventEnd // the event ended with its last session
		d.Decisions = append(d.Decisions, "vsz.dec.receipt-event-only")
	}
	if end == 0 {
		d.Missing = engine.FactSessionEnd
		d.Steps = []engine.Step{engine.S("vsz.step.receipt-rule",
			msg.A("min", p.I("protest.after_session_min")), msg.A("event", p.I("protest.after_event_min")))}
		return d
	}
	in := ProtestDeadlineInput{SessionEnd: end}
	dropped := false
	for _, x := range []struct {
		v   int64
		dst **int64
	}{{f.NextStart, &in.NextStart}, {f.EventEnd, &in.EventEnd}} {
		switch {
		case x.v == 0:
		case x.v < end:
			dropped = true
		default:
			v := x.v
			*x.dst = &v
		}
	}
	if dropped {
		d.Decisions = append(d.Decisions, "vsz.dec.receipt-dropped")
	}
	res, _ := ProtestDeadline(p, in) // cannot fail: the later moments are checked above
	return d.FromResult(res, "deadline")
}

// DeadlineInputs are the facts Deadline runs from, as the share box asks for them.
func DeadlineInputs() []engine.DeadlineInput {
	return []engine.DeadlineInput{{Fact: engine.FactSessionEnd}, {Fact: engine.FactNextStart}, {Fact: engine.FactEventEnd},
		{Fact: engine.FactDecided}, {Fact: engine.FactLastDay, Label: "vsz.dl.f.last_day"}}
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"vsz.route.committee", msg.Text{
			En: "The appeals committee; a protest against a technical decision (a procedural penalty, a suspension): the VRB",
			Sr: "Žalbena komisija; žalbu na tehničku odluku (proceduralna kazna, suspenzija) rešava VRB",
			Hu: "Az óvási bizottság; technikai döntés (eljárási büntetés, felfüggesztés) elleni óvást a VRB bírál el"}},
		{"vsz.route.szeb", msg.Text{
			En: "The SZEB, the federation's committee for applying the rules",
			Sr: "SZEB, komisija saveza za primenu pravila",
			Hu: "A SZEB (Szabályalkalmazási és Elméleti Bizottság)"}},
		{"vsz.dl.f.last_day", msg.Text{
			En: "Last playing day of a Hungarian championship (for an appeal to SZEB)",
			Sr: "Poslednji dan igre prvenstva Mađarske (za žalbu drugog stepena)",
			Hu: "Magyar bajnokság utolsó játéknapja (fellebbviteli óvásnál)"}},
		{"vsz.step.receipt-rule", msg.Text{
			En: "A protest is due within {min} minutes after the session ends, but no later than the start of the next session or {event} minutes after the end of the event.",
			Sr: "Žalba se podnosi u roku od {min} minuta posle kraja kola, a najkasnije do početka sledećeg kola ili {event} minuta posle kraja turnira.",
			Hu: "Óvni a forduló vége után {min} percen belül lehet, de legkésőbb a következő forduló kezdetéig, illetve a verseny vége után {event} percig."}},
		{"vsz.dec.receipt-technical", msg.Text{
			En: "Decision: the same limit applies to a technical protest: the regulation names who hears it, not another deadline.",
			Sr: "Odluka: isti rok važi i za tehničku žalbu: pravilnik za nju određuje ko odlučuje, a ne drugi rok.",
			Hu: "Döntés: technikai óvásra ugyanez a határidő vonatkozik: a szabályzat csak azt mondja meg, ki bírálja el, más határidőt nem ad."}},
		{"vsz.dec.receipt-event-only", msg.Text{
			En: "Decision: only the end of the event was entered, so the session is taken to have ended with it.",
			Sr: "Odluka: unet je samo kraj turnira, pa se uzima da se i kolo tada završilo.",
			Hu: "Döntés: csak a verseny vége van megadva, ezért úgy vesszük, hogy a forduló is akkor ért véget."}},
		{"vsz.dec.receipt-dropped", msg.Text{
			En: "Decision: a next session start or event end earlier than the end of the session was left out as a slip.",
			Sr: "Odluka: početak sledećeg kola ili kraj turnira pre kraja kola izostavljen je kao greška u unosu.",
			Hu: "Döntés: a forduló végénél korábbi következő fordulókezdést vagy versenyvéget elírásnak tekintettük, és kihagytuk."}},
	})
}
