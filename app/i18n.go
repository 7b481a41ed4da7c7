package main

import "arbiter/engine/msg"

// The app's own texts: every string the shell, the home screen, the form and the result view
// show, in English, Serbian (Latin, ekavian) and Hungarian (terms from shared/spec/glossary.md).
func init() {
	msg.Register(map[string]msg.Text{
		"app.name":          tx("Arbiter", "Arbiter", "Arbiter"),
		"app.tagline":       tx("The tournament director's rulebook and calculator, offline.", "Pravilnik i kalkulator sudije turnira, i bez mreže.", "A tornavezető szabálykönyve és kalkulátora, internet nélkül is."),
		"app.lang":          tx("Language", "Jezik", "Nyelv"),
		"app.lang.en":       tx("English", "English", "English"),
		"app.lang.sr":       tx("Srpski", "Srpski", "Srpski"),
		"app.lang.hu":       tx("Magyar", "Magyar", "Magyar"),
		"app.home":          tx("All tools", "Svi alati", "Minden eszköz"),
		"app.update":        tx("A new version is ready.", "Nova verzija je spremna.", "Új verzió érhető el."),
		"app.update.reload": tx("Reload", "Učitaj ponovo", "Újratöltés"),
		"app.install":       tx("Install the app", "Instaliraj aplikaciju", "Alkalmazás telepítése"),
		"app.install.apple": tx("To install: tap Share, then Add to Home Screen.", "Za instalaciju: dodirnite Podeli, pa Dodaj na početni ekran.", "Telepítés: koppintson a Megosztás gombra, majd a Főképernyőhöz adás pontra."),
		"app.install.close": tx("Close", "Zatvori", "Bezárás"),
		"app.rulesets":      tx("Regulations", "Pravilnici", "Szabályzatok"),
		"app.nocalc":        tx("No calculators yet.", "Još nema kalkulatora.", "Még nincs kalkulátor."),
		"app.inputs":        tx("Inputs", "Unos", "Adatok"),
		"app.result":        tx("Result", "Rezultat", "Eredmény"),
		"app.steps":         tx("Explanation", "Objašnjenje", "Magyarázat"),
		"app.rules":         tx("Rules applied", "Primenjena pravila", "Alkalmazott szabályok"),
		"app.decisions":     tx("DECISION notes", "Napomene o odluci (DECISION)", "Döntési megjegyzések (DECISION)"),
		"app.club":          tx("Club values used", "Korišćene vrednosti kluba", "Felhasznált klubértékek"),
		"app.estimate":      tx("Some values are estimates.", "Neke vrednosti su procene.", "Egyes értékek becslések."),
		"app.fix":           tx("Correct the marked inputs to see the result.", "Ispravite označena polja da biste videli rezultat.", "Javítsa a megjelölt mezőket az eredményhez."),
		"app.notfound":      tx("This page does not exist.", "Ova stranica ne postoji.", "Ez az oldal nem létezik."),
		"app.optional":      tx("optional", "neobavezno", "nem kötelező"),
		"app.list.help":     tx("One value per line.", "Jedna vrednost po redu.", "Soronként egy érték."),
		"app.entry.help":    tx("e.g. 4SX N -2, 3N S =, 6H E +1 or PASS", "npr. 4SX N -2, 3N S =, 6H E +1 ili PASS", "pl. 4SX N -2, 3N S =, 6H E +1 vagy PASS"),
		"app.hand.help":     tx("e.g. S AKQ2 H 543 D KJ2 C 876", "npr. S AKQ2 H 543 D KJ2 C 876", "pl. S AKQ2 H 543 D KJ2 C 876"),
		"app.datetime.help": tx("YYYY-MM-DD HH:MM", "GGGG-MM-DD ČČ:MM", "ÉÉÉÉ-HH-NN ÓÓ:PP"),
		"app.range":         tx("From {min} to {max}", "Od {min} do {max}", "{min} és {max} között"),
		"app.default":       tx("Default: {value}", "Podrazumevano: {value}", "Alapérték: {value}"),
		"app.party.name":    tx("{role} {name}", "{role} {name}", "{role} {name}"),
		"app.rule":          tx("Rule {id}", "Pravilo {id}", "Szabály: {id}"),
		"app.version":       tx("Version {version}", "Verzija {version}", "Verzió: {version}"),
	})
}

// tx is a message in English, Serbian and Hungarian.
func tx(en, sr, hu string) msg.Text { return msg.Text{En: en, Sr: sr, Hu: hu} }
