package main

import "arbiter/engine/msg"

// The texts of the top bar's menu, the home screen's scoring tools and a calculator's summary
// (shell.go, home.go, summary.go).
func init() {
	msg.Register(map[string]msg.Text{
		"app.menu":          {En: "Menu", Sr: "Meni", Hu: "Menü"},
		"app.bar.event":     {En: "Log: {event}", Sr: "Dnevnik: {event}", Hu: "Napló: {event}"},
		"app.scoring.any":   {En: "Bridge scoring, whichever regulation applies.", Sr: "Bridž obračun, po bilo kom pravilniku.", Hu: "Bridzspontozás, bármelyik szabályzat szerint."},
		"app.summary":       {En: "Result in brief", Sr: "Rezultat ukratko", Hu: "Eredmény röviden"},
		"app.summary.none":  {En: "No result yet: complete the inputs.", Sr: "Još nema rezultata: dopunite unos.", Hu: "Még nincs eredmény: töltse ki az adatokat."},
		"app.summary.error": {En: "No result: see the message below.", Sr: "Nema rezultata: pogledajte poruku ispod.", Hu: "Nincs eredmény: lásd a lenti üzenetet."},
		"app.summary.full":  {En: "Full explanation", Sr: "Celo objašnjenje", Hu: "Teljes magyarázat"},
	})
}
