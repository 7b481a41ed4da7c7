package texts

import "arbiter/engine/msg"

// Messages of the session's PBN file: the event page's section and the calculators' "Board
// from file".
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.pbn.title", msg.Text{"Boards and results (PBN)", "Bordovi i rezultati (PBN)", "Leosztások és eredmények (PBN)"}},
		{"app.pbn.csv", msg.Text{"Rulings as CSV", "Odluke kao CSV", "Döntések CSV-ben"}},
		{"app.pbn.export", msg.Text{"Rulings as PBN", "Odluke kao PBN", "Döntések PBN-ben"}},
		{"app.pbn.usebio", msg.Text{"Results as USEBIO", "Rezultati kao USEBIO", "Eredmények USEBIO-ban"}},
		{"app.pbn.fouled.open", msg.Text{"Rule on the fouled board", "Odluka o pokvarenom bordu", "Döntés az összezavart leosztásról"}},
		{"app.pbn.load", msg.Text{"Load boards (PBN)", "Učitaj bordove (PBN)", "Leosztások betöltése (PBN)"}},
		{"app.pbn.load.help", msg.Text{
			"The file of the deals and results from the dealing machine or the scoring program. It stays on this device with the event.",
			"Datoteka sa deljenjima i rezultatima iz mašine za deljenje ili programa za obračun. Ostaje na ovom uređaju uz takmičenje.",
			"Az osztógép vagy az eredményszámító program fájlja a leosztásokkal és az eredményekkel. Ezen az eszközön marad a versennyel együtt."}},
		{"app.pbn.reading", msg.Text{"Reading the file…", "Čitanje datoteke…", "A fájl beolvasása…"}},
		{"app.pbn.read", msg.Text{"The file could not be read.", "Datoteka nije mogla da se pročita.", "A fájlt nem sikerült beolvasni."}},
		{"app.pbn.enc.ask", msg.Text{
			"This file is not in UTF-8. Pick the encoding in which the names read right:",
			"Ova datoteka nije u UTF-8 kodiranju. Izaberite kodiranje u kome se imena čitaju ispravno:",
			"Ez a fájl nem UTF-8 kódolású. Válassza azt a kódolást, amelyben a nevek helyesen olvashatók:"}},
		{"app.pbn.enc.pick", msg.Text{"Read as {enc}", "Čitaj kao {enc}", "Beolvasás így: {enc}"}},
		{"app.pbn.enc.none", msg.Text{"(no names in the file)", "(u datoteci nema imena)", "(a fájlban nincs név)"}},
		{"app.pbn.facts", msg.Text{"{event} · boards: {boards} · results: {results}", "{event} · bordova: {boards} · rezultata: {results}", "{event} · leosztások: {boards} · eredmények: {results}"}},
		{"app.pbn.file", msg.Text{"File: {name} ({enc})", "Datoteka: {name} ({enc})", "Fájl: {name} ({enc})"}},
		{"app.pbn.remove", msg.Text{"Remove the file", "Ukloni datoteku", "A fájl eltávolítása"}},
		{"app.pbn.roster", msg.Text{"Pairs and teams of the file", "Parovi i timovi iz datoteke", "A fájl párjai és csapatai"}},
		{"app.pbn.roster.n", msg.Text{"recognised: {placed} of {n}", "prepoznato: {placed} od {n}", "felismerve: {placed} / {n}"}},
		{"app.pbn.roster.help", msg.Text{"Who each is in this event, recognised by the names. Correct it where needed: results taken from the file carry the event's numbers.", "Ko je ko u ovom takmičenju, prepoznato po imenima. Ispravite gde treba: rezultati preuzeti iz datoteke nose brojeve iz takmičenja.", "Ki kicsoda ebben a versenyben, a nevek alapján felismerve. Javítsa, ahol kell: a fájlból átvett eredmények a verseny számait kapják."}},
		{"app.pbn.roster.none", msg.Text{"— not in this event", "— nije u ovom takmičenju", "— nincs ebben a versenyben"}},
		{"app.pbn.problems", msg.Text{"Noticed while reading", "Uočeno pri čitanju", "Beolvasáskor észlelve"}},
		{"app.pbn.problems.help", msg.Text{
			"The file is loaded. What is listed here could not be read and was left out (the rest of its board is read), or was read as it stands (a fouled deal, a board number over the calculators' range).",
			"Datoteka je učitana. Ovde navedeno nije moglo da se pročita i izostavljeno je (ostatak borda je pročitan) ili je učitano kakvo jeste (pokvaren bord, broj borda izvan opsega kalkulatora).",
			"A fájl betöltődött. Az itt felsoroltakat nem sikerült beolvasni, ezért kimaradtak (a leosztás többi része beolvasva), vagy úgy töltődtek be, ahogy vannak (összezavart leosztás, a kalkulátorok tartományán kívüli leosztásszám)."}},
		{"app.pbn.problems.more", msg.Text{"and {n} more", "i još {n}", "és még {n}"}},
		{"app.pbn.problem.board", msg.Text{"Board {board}: {text}", "Bord {board}: {text}", "{board}. leosztás: {text}"}},
		{"app.pbn.check", msg.Text{"Score-entry check", "Provera upisanih rezultata", "A beírt eredmények ellenőrzése"}},
		{"app.pbn.check.none", msg.Text{"Every result in the file can be right.", "Svi rezultati u datoteci mogu biti tačni.", "A fájl minden eredménye lehet helyes."}},
		{"app.pbn.check.n", msg.Text{"to look at: {n}", "za proveru: {n}", "ellenőrizendő: {n}"}},
		{"app.pbn.check.open", msg.Text{"Rule on it", "Donesi odluku", "Döntés"}},

		// calculators
		{"app.pbn.board", msg.Text{"Board from the file", "Bord iz datoteke", "Leosztás a fájlból"}},
		{"app.pbn.board.seat", msg.Text{"Whose hand", "Čija ruka", "Kinek a lapja"}},
		{"app.pbn.board.facts", msg.Text{"Board {board} · dealer {dealer} · {vul}", "Bord {board} · deli {dealer} · {vul}", "{board}. leosztás · osztó: {dealer} · {vul}"}},
		{"app.pbn.board.skipped", msg.Text{"{n} unreadable results left out", "izostavljeno nečitljivih rezultata: {n}", "kihagyott olvashatatlan eredmények: {n}"}},
		{"app.pbn.board.deal", msg.Text{"the deal", "deljenje", "a leosztás"}},
		{"app.pbn.board.none", msg.Text{"The file has no board {board}.", "U datoteci nema borda {board}.", "A fájlban nincs {board}. leosztás."}},
		{"app.pbn.board.done", msg.Text{"Board {board} taken from the file: {what}.", "Bord {board} preuzet iz datoteke: {what}.", "Átvéve a fájlból, {board}. leosztás: {what}."}},
		{"app.pbn.board.results", msg.Text{"results: {n}", "rezultata: {n}", "eredmények: {n}"}},
	})
}
