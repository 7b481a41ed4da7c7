package pref

import (
	"slices"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it); set at start-up,
// since Deadline reads the ruleset.
func init() { Ruleset.Deadline = Deadline }

// Deadline is the remedy against a ruling under the club's judging rules, for the receipt a
// ruling's link opens. Complaints go to the Većnici (the summary that opens the text; who they
// are: Pref. 1.2), and a Većnik may change a judge's ruling while the judging is on (Pref. 5.2;
// a judge may call one when in doubt, Pref. 2.10); otherwise a ruling stands, changed only for
// an obvious error, one that differs from what the judge meant (Pref. 1.8, 1.12; a penalty the
// judge gave by mistake is lifted by that judge, Pref. 4.8). The rules set no time limit for a
// complaint, so the receipt shows no moment. The one time limit they set is for a ruling on a
// hand's content, before the end of the next hand (rule pref.in-game): the receipt of an
// in-game ruling shows it too, without a moment (DECISION pref.dec.receipt-next-hand).
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	d := engine.Deadline{Kind: engine.DeadlineNone, Rule: "pref.roles", Section: "Pref. 1.2, 5.2",
		Remedy: "pref.route.vecnici", DecidedBy: "pref.route.vecnici-by",
		Steps: []engine.Step{engine.S("pref.step.receipt-vecnici"), engine.S("pref.step.receipt-vecnik-change"),
			engine.S("pref.step.receipt-obvious-error")}}
	for _, r := range Ruleset.Rules {
		if r.ID == "pref.in-game" && slices.Contains(r.Calculators, calc) {
			d.Kind, d.Rule, d.Section = engine.DeadlineNextHand, r.ID, r.Section
			d.Steps = append([]engine.Step{engine.S("pref.step.receipt-next-hand")}, d.Steps...)
			d.Decisions = []string{"pref.dec.receipt-next-hand"}
		}
	}
	return d
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"pref.route.vecnici", msg.Text{En: "Complaint to the Većnici", Sr: "Žalba Većnicima", Hu: "Fellebbezés a tanácstagokhoz (Većnici)"}},
		{"pref.route.vecnici-by", msg.Text{
			En: "The Većnici, the club's council members who judge when other judges call them",
			Sr: "Većnici, članovi Kluba koji sude na poziv drugih sudija",
			Hu: "A tanácstagok (Većnici), a klub azon tagjai, akik más bírók hívására ítélkeznek"}},
		{"pref.step.receipt-vecnici", msg.Text{
			En: "A player who disputes the ruling can take it to the Većnici, who settle complaints; the rules set no time limit for it.",
			Sr: "Igrač koji osporava presudu može se obratiti Većnicima, koji odlučuju o žalbama; pravila za to ne određuju rok.",
			Hu: "A döntést vitató játékos a tanácstagokhoz (Većnici) fordulhat, ők bírálják el a fellebbezéseket; a szabályok ehhez nem adnak határidőt."}},
		{"pref.step.receipt-vecnik-change", msg.Text{
			En: "While the judging is on, a Većnik may change the judge's ruling; the judge may call one when unsure of the ruling.",
			Sr: "Dok suđenje traje, Većnik može promeniti sudijinu presudu; sudija ga može pozvati kada nije siguran u presudu.",
			Hu: "Amíg a bíráskodás tart, egy tanácstag megváltoztathatja a bíró döntését; a bíró hívhat tanácstagot, ha bizonytalan a döntésben."}},
		{"pref.step.receipt-obvious-error", msg.Text{
			En: "Otherwise the ruling stands: it is changed only for an obvious error, a ruling other than the one the judge meant, and a penalty given by mistake is lifted by the judge who gave it.",
			Sr: "Inače presuda ostaje: menja se samo zbog očigledne greške, kada je presuda drugačija od one koju je sudija nameravao, a kaznu izrečenu greškom ukida sudija koji ju je izrekao.",
			Hu: "Egyébként a döntés érvényes marad: csak nyilvánvaló tévedés miatt változtatható meg, ha más lett, mint amit a bíró szándékozott, és a tévedésből kiszabott büntetést az a bíró vonja vissza, aki kiszabta."}},
		{"pref.step.receipt-next-hand", msg.Text{
			En: "A ruling on what happened in a hand can be asked for only until the next hand is over, unless the judge accepts a reason for the delay.",
			Sr: "Presuda o onome što se desilo u ruci može se tražiti samo dok se ne završi sledeća ruka, osim ako sudija prihvati razlog kašnjenja.",
			Hu: "Egy leosztás történéseiről csak a következő leosztás végéig lehet döntést kérni, hacsak a bíró el nem fogadja a késés okát."}},
		{"pref.dec.receipt-next-hand", msg.Text{
			En: "The rules set no time limit for a complaint to the Većnici; the receipt also shows the one limit they do set, for calling a judge about a hand.",
			Sr: "Pravila ne određuju rok za žalbu Većnicima; potvrda prikazuje i jedini rok koji postavljaju, rok za poziv sudije zbog ruke.",
			Hu: "A szabályok nem adnak határidőt a tanácstagokhoz intézett fellebbezésre; a nyugta azt az egyetlen határidőt is mutatja, amelyet megadnak: a bíró hívásáét egy leosztás miatt."}},
	})
}
