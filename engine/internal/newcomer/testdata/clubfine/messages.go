package clubfine

import "arbiter/engine/msg"

// registerMessages adds the rule's texts to the catalogue (Load calls it once).
func registerMessages() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"calc.clubfine.lateness", msg.Text{En: "Lateness fine", Sr: "Kazna za kašnjenje", Hu: "Késési büntetés"}},
		{"rule.clubfine.lateness", msg.Text{
			En: "A pair that starts a round late loses a share of a top for every minute.",
			Sr: "Par koji kasni na početak kola gubi deo topa za svaki minut.",
			Hu: "A forduló kezdetéről késő pár minden percért a top egy részét veszíti."}},
		{"clubfine.f.minutes", msg.Text{En: "Minutes late", Sr: "Minuta kašnjenja", Hu: "Késés (perc)"}},
		{"clubfine.step.lateness", msg.Text{
			En: "Minutes late: {minutes}; the club's fine per minute: {per}% of a top; the fine: {pct}% of a top.",
			Sr: "Minuta kašnjenja: {minutes}; klupska kazna po minutu: {per}% topa; kazna: {pct}% topa.",
			Hu: "Késés percben: {minutes}; a klub büntetése percenként: a top {per}%-a; a büntetés: a top {pct}%-a."}},
	})
}
