package pbn

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"pbn.err.encoding", msg.Text{
			"Line {line}: the file is not UTF-8 text. Choose its encoding: Windows-1250, Latin-2 (ISO-8859-2) or Latin-1 (ISO-8859-1).",
			"Red {line}: datoteka nije UTF-8 tekst. Izaberite njeno kodiranje: Windows-1250, Latin-2 (ISO-8859-2) ili Latin-1 (ISO-8859-1).",
			"{line}. sor: a fájl nem UTF-8 szöveg. Válassza ki a kódolását: Windows-1250, Latin-2 (ISO-8859-2) vagy Latin-1 (ISO-8859-1)."}},
		{"pbn.err.encname", msg.Text{
			"The encoding {value} is not one the app reads; use one of {options}.",
			"Aplikacija ne čita kodiranje {value}; koristite jedno od: {options}.",
			"Ezt a kódolást az alkalmazás nem olvassa: {value}. Ezek egyike lehet: {options}."}},
		{"pbn.err.size", msg.Text{
			"The PBN file is larger than {max} MB.",
			"PBN datoteka je veća od {max} MB.",
			"A PBN-fájl nagyobb, mint {max} MB."}},
		{"pbn.err.empty", msg.Text{
			"The file holds no PBN tag, so no board was found in it.",
			"Datoteka ne sadrži nijednu PBN oznaku, pa u njoj nije pronađen nijedan bord.",
			"A fájlban nincs PBN-címke, így egyetlen leosztás sem található benne."}},
		{"pbn.err.tag", msg.Text{
			`Line {line}: a tag is written in square brackets as [Name "value"].`,
			`Red {line}: oznaka se piše u uglastim zagradama, kao [Naziv "vrednost"].`,
			`{line}. sor: a címke szögletes zárójelben áll, így: [Név "érték"].`}},
		{"pbn.err.string", msg.Text{
			"Line {line}: a text in quotes is not closed.",
			"Red {line}: tekst pod navodnicima nije zatvoren.",
			"{line}. sor: az idézőjeles szöveg nincs lezárva."}},
		{"pbn.err.text", msg.Text{
			"Line {line}: text before the first tag. A PBN file starts with tags in square brackets.",
			"Red {line}: tekst pre prve oznake. PBN datoteka počinje oznakama u uglastim zagradama.",
			"{line}. sor: szöveg az első címke előtt. A PBN-fájl szögletes zárójeles címkékkel kezdődik."}},
		{"pbn.err.comment", msg.Text{
			"Line {line}: a comment opened with { is never closed with }.",
			"Red {line}: komentar otvoren znakom { nigde nije zatvoren znakom }.",
			"{line}. sor: a { jellel kezdett megjegyzést sehol nem zárja le }."}},
		{"pbn.err.board", msg.Text{
			"Line {line}: the board number {value} is not a whole number from 1 up; the game is read without it.",
			"Red {line}: broj borda {value} nije ceo broj od 1 naviše; partija se čita bez njega.",
			"{line}. sor: a leosztás száma ({value}) nem 1-nél nem kisebb egész szám; a játszma nélküle töltődik be."}},
		{"pbn.err.boardcalc", msg.Text{
			"Line {line}: board {value} is read, but a calculator takes boards 1 to {max} only.",
			"Red {line}: bord {value} je učitan, ali kalkulator prima samo bordove od 1 do {max}.",
			"{line}. sor: a leosztás ({value}) betöltődött, de a kalkulátor csak az 1–{max}. leosztást fogadja."}},
		{"pbn.err.repeat", msg.Text{
			"Line {line}: the tag {tag} is given a second time in one game; the first value is kept.",
			"Red {line}: oznaka {tag} je po drugi put data u istoj partiji; važi prva vrednost.",
			"{line}. sor: ez a címke másodszor szerepel egy játszmában: {tag}; az első érték marad érvényben."}},
		{"pbn.err.fouled", msg.Text{
			"Line {line}: cards in the hands: N {n}, E {e}, S {s}, W {w}; read as a fouled deal.",
			"Red {line}: broj karata u rukama: N {n}, E {e}, S {s}, W {w}; učitano kao pokvaren bord (kvarenje borda).",
			"{line}. sor: lapok száma a kezekben: N {n}, E {e}, S {s}, W {w}; összezavart leosztásként töltődött be."}},
		{"pbn.err.dealer", msg.Text{
			"Line {line}: the dealer {value} is not N, E, S or W.",
			"Red {line}: delitelj {value} nije N, E, S ni W.",
			"{line}. sor: az osztó ({value}) nem N, E, S vagy W."}},
		{"pbn.err.vul", msg.Text{
			"Line {line}: the vulnerability {value} is not None, NS, EW or All.",
			"Red {line}: zona {value} nije None, NS, EW ni All.",
			"{line}. sor: a beliállás ({value}) nem None, NS, EW vagy All."}},
		{"pbn.err.deal", msg.Text{
			"Line {line}: a deal is a seat, a colon and four dotted hands, no card in two of them (- for a hand not known); the game is read without it.",
			"Red {line}: raspored je igrač, dvotačka i četiri ruke sa tačkama između boja, bez iste karte u dve ruke (- za nepoznatu ruku); partija se čita bez njega.",
			"{line}. sor: a leosztás egy égtáj, kettőspont és négy, pontokkal tagolt kéz, egyetlen lap sem kettőben (- az ismeretlen kéz helyén); a játszma nélküle töltődik be."}},
		{"pbn.err.ruling", msg.Text{
			"Line {line}: a ruling written by Arbiter in this board's commentary cannot be read back.",
			"Red {line}: odluka koju je Arbiter upisao u komentar ovog borda ne može da se pročita.",
			"{line}. sor: az Arbiter által ennek a leosztásnak a megjegyzésébe írt döntés nem olvasható vissza."}},

		{"pbn.check.contract", msg.Text{
			"Board {board} (line {line}): the contract, declarer or result cannot be read: {contract} {declarer} {result}.",
			"Bord {board} (red {line}): kontrakt, izvođač ili rezultat ne može da se pročita: {contract} {declarer} {result}.",
			"{board}. leosztás ({line}. sor): a felvétel, a felvevő vagy az eredmény nem olvasható: {contract} {declarer} {result}."}},
		{"pbn.check.tricks", msg.Text{
			"Board {board} (line {line}): tricks taken: {tricks}; a result is 0 to 13 tricks.",
			"Bord {board} (red {line}): broj odnetih štihova: {tricks}; rezultat je od 0 do 13 štihova.",
			"{board}. leosztás ({line}. sor): az ütések száma: {tricks}; az eredmény 0 és 13 ütés között van."}},
		{"pbn.check.score", msg.Text{
			"Board {board} (line {line}): {entry} scores {score} for North-South, but {entered} was entered.",
			"Bord {board} (red {line}): {entry} donosi {score} za Sever-Jug, a upisano je {entered}.",
			"{board}. leosztás ({line}. sor): {entry} Észak-Dél eredménye {score}, de ezt rögzítették: {entered}."}},
		{"pbn.check.dealer", msg.Text{
			"Board {board} (line {line}): the file gives dealer {written}; the board's number gives {want}.",
			"Bord {board} (red {line}): u datoteci je delitelj {written}, a po broju borda delitelj je {want}.",
			"{board}. leosztás ({line}. sor): a fájl szerint az osztó {written}, a leosztás száma szerint {want}."}},
		{"pbn.check.vul", msg.Text{
			"Board {board} (line {line}): the file gives {written}; the board's number gives {want}.",
			"Bord {board} (red {line}): u datoteci je {written}, a po broju borda {want}.",
			"{board}. leosztás ({line}. sor): a fájl szerint {written}, a leosztás száma szerint {want}."}},
		{"pbn.vul.None", msg.Text{"nobody vulnerable", "niko u zoni", "senki sem beli"}},
		{"pbn.vul.NS", msg.Text{"North-South vulnerable", "Sever-Jug u zoni", "Észak-Dél beli"}},
		{"pbn.vul.EW", msg.Text{"East-West vulnerable", "Istok-Zapad u zoni", "Kelet-Nyugat beli"}},
		{"pbn.vul.Both", msg.Text{"both sides vulnerable", "svi u zoni", "mindenki beli"}},

		{"pbn.csv.incident", msg.Text{"Incident", "Slučaj", "Eset"}},
		{"pbn.csv.time", msg.Text{"Time", "Vreme", "Időpont"}},
		{"pbn.csv.round", msg.Text{"Round", "Kolo", "Forduló"}},
		{"pbn.csv.table", msg.Text{"Table", "Sto", "Asztal"}},
		{"pbn.csv.board", msg.Text{"Board", "Bord", "Leosztás"}},
		{"pbn.csv.parties", msg.Text{"Pairs or teams", "Parovi ili timovi", "Párok vagy csapatok"}},
		{"pbn.csv.rule", msg.Text{"Rule", "Pravilo", "Szabály"}},
		{"pbn.csv.calculator", msg.Text{"Calculator", "Kalkulator", "Kalkulátor"}},
		{"pbn.csv.result", msg.Text{"Adjusted score or penalty", "Prilagođeni rezultat ili kazna", "Módosított eredmény vagy büntetés"}},
		{"pbn.csv.director", msg.Text{"Director", "Sudija", "Tornavezető"}},
		{"pbn.csv.notes", msg.Text{"Notes", "Napomene", "Megjegyzés"}},
		{"pbn.csv.session", msg.Text{"Session", "Sesija", "Ülés"}},
		{"pbn.csv.game", msg.Text{"Game", "Partija", "Játszma"}},
	})
}
