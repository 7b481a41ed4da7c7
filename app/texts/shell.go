package texts

import "arbiter/engine/msg"

// The texts of the top bar's menu, the home screen's scoring tools and a calculator's summary
// (shell.go, home.go, summary.go).
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.menu", msg.Text{En: "Menu", Sr: "Meni", Hu: "Menü"}},
		{"app.bar.event", msg.Text{En: "Log: {event}", Sr: "Dnevnik: {event}", Hu: "Napló: {event}"}},
		{"app.scoring.any", msg.Text{En: "Bridge scoring, whichever regulation applies.", Sr: "Bridž obračun, po bilo kom pravilniku.", Hu: "Bridzspontozás, bármelyik szabályzat szerint."}},
		{"app.summary", msg.Text{En: "Result in brief", Sr: "Rezultat ukratko", Hu: "Eredmény röviden"}},
		{"app.summary.none", msg.Text{En: "No result yet: complete the inputs.", Sr: "Još nema rezultata: dopunite unos.", Hu: "Még nincs eredmény: töltse ki az adatokat."}},
		{"app.summary.error", msg.Text{En: "No result: see the message below.", Sr: "Nema rezultata: pogledajte poruku ispod.", Hu: "Nincs eredmény: lásd a lenti üzenetet."}},
		{"app.summary.full", msg.Text{En: "Full explanation", Sr: "Celo objašnjenje", Hu: "Teljes magyarázat"}},
	})
}
