package pref

import (
	"slices"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it); set at start-up,
// since Deadline reads the ruleset.
func init() { Ruleset.Deadline = Deadline }

// Deadline is the limit for challenging a ruling under the club's judging rules, for the
// receipt a ruling's link opens. The rules allow no appeal: a ruling is final unless the judge
// who made it revokes it for an error (rule pref.roles). The one time limit they set is for a
// ruling on a hand's content, before the end of the next hand (rule pref.in-game): the receipt
// of an in-game ruling shows it, without a moment (DECISION pref.dec.receipt-next-hand).
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	for _, r := range Ruleset.Rules {
		if r.ID == "pref.in-game" && slices.Contains(r.Calculators, calc) {
			return engine.Deadline{Kind: engine.DeadlineNextHand, Rule: r.ID, Section: r.Section,
				Steps: []engine.Step{engine.S("pref.step.receipt-next-hand")}, Decisions: []string{"pref.dec.receipt-next-hand"}}
		}
	}
	return engine.Deadline{Kind: engine.DeadlineFinal, Rule: "pref.roles", Section: "Pref. 1–2",
		Steps: []engine.Step{engine.S("pref.step.receipt-final")}}
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"pref.step.receipt-next-hand", msg.Text{
			En: "A ruling on what happened in a hand can be asked for only until the next hand is over, unless the judge accepts a reason for the delay.",
			Sr: "Presuda o onome što se desilo u ruci može se tražiti samo dok se ne završi sledeća ruka, osim ako sudija prihvati razlog kašnjenja.",
			Hu: "Egy leosztás történéseiről csak a következő leosztás végéig lehet döntést kérni, hacsak a bíró el nem fogadja a késés okát."}},
		{"pref.dec.receipt-next-hand", msg.Text{
			En: "The rules allow no appeal against a ruling; the receipt shows the only time limit they set, the one for asking a judge about a hand.",
			Sr: "Pravila ne predviđaju žalbu na presudu; potvrda prikazuje jedini rok koji postavljaju, rok za poziv sudije zbog ruke.",
			Hu: "A szabályok nem ismernek fellebbezést a döntés ellen; a nyugta az egyetlen határidőt mutatja, amelyet megadnak: a bíró hívásáét egy leosztás miatt."}},
		{"pref.step.receipt-final", msg.Text{
			En: "A ruling is final: only the judge who made it can revoke it, and only for an error.",
			Sr: "Presuda je konačna: može je ukinuti samo sudija koji ju je doneo, i to samo zbog greške.",
			Hu: "A döntés végleges: csak az a bíró vonhatja vissza, aki hozta, és csak tévedés miatt."}},
	})
}
