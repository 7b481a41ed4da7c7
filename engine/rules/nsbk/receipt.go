package nsbk

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The ruleset declares its receipt's limit (rulesets.Deadline reads it); set at start-up,
// since Deadline reads the ruleset.
func init() { Ruleset.Deadline = Deadline }

// Deadline is the remedy against a ruling under these regulations, for the receipt a ruling's
// link opens. The one remedy they give is a jury, whose members the competition committee
// appoints, and only for a ruling under point 7 (the pair's behaviour towards the director:
// rule nsbk.offending-td, NSBK t. 8); they set no time limit for asking, so the receipt shows
// no moment. Every other ruling has no remedy in the text, and the receipt says so plainly.
func Deadline(p *engine.Params, calc string, f engine.DeadlineFacts) engine.Deadline {
	if calc == "nsbk.offending-td" {
		return engine.Deadline{Kind: engine.DeadlineNone, Rule: "nsbk.offending-td", Section: "NSBK t. 8",
			Remedy: "nsbk.route.jury", DecidedBy: "nsbk.route.jury-by",
			Steps: []engine.Step{engine.S("nsbk.step.receipt-jury")}}
	}
	return engine.Deadline{Kind: engine.DeadlineNoRoute, Rule: "nsbk.offending-td", Section: "NSBK t. 8",
		Steps: []engine.Step{engine.S("nsbk.step.receipt-no-route")}}
}

// registerReceipt adds the texts of Deadline; Load calls it once.
func registerReceipt() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"nsbk.route.jury", msg.Text{En: "Asking for a jury", Sr: "Zahtev za žiri", Hu: "Óvási bizottság kérése"}},
		{"nsbk.route.jury-by", msg.Text{
			En: "A jury whose members the competition committee appoints",
			Sr: "Žiri čije članove imenuje takmičarska komisija",
			Hu: "Óvási bizottság, amelynek tagjait a versenybizottság jelöli ki"}},
		{"nsbk.step.receipt-jury", msg.Text{
			En: "Point 8: a pair that finds the director's reaction under point 7 wrong or too harsh may ask for a jury; the regulations set no time limit for the request. If the pair's responsibility is confirmed, the request may count against it.",
			Sr: "Tačka 8: par koji smatra da je sudijina reakcija po tački 7 bila pogrešna ili prestroga može tražiti žiri; pravilnik ne određuje rok za taj zahtev. Ako se odgovornost para potvrdi, zahtev može biti otežavajuća okolnost.",
			Hu: "8. pont: az a pár, amely a tornavezető 7. pont szerinti intézkedését tévesnek vagy túl szigorúnak tartja, óvási bizottságot kérhet; a szabályzat ehhez nem ad határidőt. Ha a pár felelőssége beigazolódik, a kérés súlyosbító körülmény lehet."}},
		{"nsbk.step.receipt-no-route", msg.Text{
			En: "These penalty rules give no way to challenge this ruling: the only remedy they name, a jury (point 8), is for a penalty for behaviour towards the director (point 7).",
			Sr: "Ovaj kazneni pravilnik ne predviđa način da se ova odluka ospori: jedini put koji navodi, žiri (tačka 8), važi za kaznu zbog ponašanja prema sudiji (tačka 7).",
			Hu: "Ez a büntetési szabályzat nem ad módot ennek a döntésnek a megtámadására: az egyetlen jogorvoslat, amelyet említ, az óvási bizottság (8. pont), és az csak a tornavezetővel szembeni viselkedésért kapott büntetésre vonatkozik (7. pont)."}},
	})
}
