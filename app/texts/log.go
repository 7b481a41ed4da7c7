package texts

import (
	"arbiter/app/internal/idb"
	"arbiter/engine/msg"
)

// Messages of the event log, share links and the ruling view.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// storage
		{KeyLogErrStore, msg.Text{"The log could not be saved on this device.", "Dnevnik nije mogao da se sačuva na ovom uređaju.", "A naplót nem sikerült menteni ezen az eszközön."}},
		{KeyLogErrQuota, msg.Text{"This device's storage is full: the log could not be saved. Export it and free some space.", "Memorija uređaja je puna: dnevnik nije sačuvan. Izvezite ga i oslobodite prostor.", "Az eszköz tárhelye megtelt: a napló nem menthető. Exportálja, és szabadítson fel helyet."}},
		{KeyLogErrClosed, msg.Text{"The app was updated in another tab: reload this page to go on saving to the log.", "Aplikacija je ažurirana u drugoj kartici: ponovo učitajte ovu stranicu da biste nastavili da čuvate dnevnik.", "Az alkalmazás egy másik lapon frissült: töltse újra ezt az oldalt, hogy a napló mentése folytatódjon."}},
		{KeyLogErrMissing, msg.Text{"This browser does not let the app store data (private mode?).", "Ovaj pregledač ne dozvoljava aplikaciji da čuva podatke (privatni režim?).", "Ez a böngésző nem engedi, hogy az alkalmazás adatokat tároljon (privát mód?)."}},
		{keyLogErrBlocked, msg.Text{"Another tab with an older version of the app keeps the log open: close it.", "Druga kartica sa starijom verzijom aplikacije drži dnevnik otvorenim: zatvorite je.", "Egy másik lap az alkalmazás régebbi verziójával nyitva tartja a naplót: zárja be."}},
		{"app.log.banner", msg.Text{"The log is not being saved.", "Dnevnik se ne čuva.", "A napló mentése nem működik."}},
		{"app.log.banner.export", msg.Text{"Export it before closing this tab.", "Izvezite ga pre zatvaranja ove kartice.", "Exportálja a lap bezárása előtt."}},

		// log screens
		{"app.log.title", msg.Text{"Event log", "Dnevnik", "Napló"}},
		{"app.log.events", msg.Text{"Events", "Takmičenja", "Versenyek"}},
		{"app.log.empty", msg.Text{"No events yet.", "Još nema takmičenja.", "Még nincs verseny."}},
		{"app.log.loading", msg.Text{"Opening the log…", "Otvaranje dnevnika…", "A napló megnyitása…"}},
		{"app.log.count", msg.Text{"{n} incidents", "slučajeva: {n}", "{n} eset"}},
		{"app.log.open", msg.Text{"Open event", "Otvoreno takmičenje", "Nyitott verseny"}},
		{"app.log.make.open", msg.Text{"Make it the open event", "Postavi kao otvoreno takmičenje", "Legyen ez a nyitott verseny"}},
		{"app.log.event", msg.Text{"Event", "Takmičenje", "Verseny"}},
		{"app.log.event.new", msg.Text{"New event", "Novo takmičenje", "Új verseny"}},
		{"app.log.event.edit", msg.Text{"Edit event", "Izmeni takmičenje", "Verseny szerkesztése"}},
		{"app.log.event.save", msg.Text{"Save event", "Sačuvaj takmičenje", "Verseny mentése"}},
		{"app.log.cancel", msg.Text{"Cancel", "Otkaži", "Mégse"}},
		{"app.log.back", msg.Text{"Back", "Nazad", "Vissza"}},
		{"app.log.f.name", msg.Text{"Name", "Naziv", "Név"}},
		{"app.log.f.date", msg.Text{"Date (first day)", "Datum (prvi dan)", "Dátum (első nap)"}},
		{"app.log.f.ruleset", msg.Text{"Regulations", "Pravilnik", "Szabályzat"}},
		{"app.log.f.version", msg.Text{"Rules data version", "Verzija podataka pravilnika", "A szabályzat adatverziója"}},
		{"app.log.f.kind", msg.Text{"Pairs or teams", "Parovi ili timovi", "Párok vagy csapatok"}},
		{"app.log.f.form", msg.Text{"Scoring form", "Način obračuna", "Értékelési mód"}},
		{"app.log.f.top", msg.Text{"Top", "Top", "Top"}},
		{"app.log.f.boards", msg.Text{"Boards", "Bordovi", "Leosztások"}},
		{"app.log.f.participants", msg.Text{"Pairs or teams", "Parovi ili timovi", "Párok vagy csapatok"}},
		{"app.log.f.participants.help", msg.Text{"One per line: number and name, e.g. 3 Novi Sad.", "Jedan po redu: broj i naziv, npr. 3 Novi Sad.", "Soronként egy: szám és név, pl. 3 Pécs."}},
		{"app.log.f.players", msg.Text{"Players", "Igrači", "Játékosok"}},
		{"app.log.f.players.help", msg.Text{"One per line: number, name and @ their pair or team, e.g. 7 Ana Marić @3.", "Jedan po redu: broj, ime i @ njegov par ili tim, npr. 7 Ana Marić @3.", "Soronként egy: szám, név és @ a párja vagy csapata, pl. 7 Kovács Anna @3."}},
		{"app.log.f.club", msg.Text{"Club values in force", "Važeće vrednosti kluba", "Érvényes klubértékek"}},
		{"app.log.f.club.help", msg.Text{"One per line: key = value, e.g. lateness.pct_per_minute = 1.", "Jedna po redu: ključ = vrednost, npr. lateness.pct_per_minute = 1.", "Soronként egy: kulcs = érték, pl. lateness.pct_per_minute = 1."}},
		{"app.log.kind.pairs", msg.Text{"Pairs", "Parovi", "Párok"}},
		{"app.log.kind.teams", msg.Text{"Teams", "Timovi", "Csapatok"}},
		{"app.log.kind.individuals", msg.Text{"Individual players", "Pojedinačni igrači", "Egyéni játékosok"}},
		{"app.log.form.mp", msg.Text{"Matchpoints", "Meč-poeni", "Matchpont"}},
		{"app.log.form.cross-imp", msg.Text{"Cross-IMPs", "Cross-IMP", "Cross-IMP"}},
		{"app.log.form.butler", msg.Text{"Butler", "Butler", "Butler"}},
		{"app.log.form.imp-vp", msg.Text{"IMPs to VPs", "IMP u VP", "IMP átváltása VP-re"}},
		{"app.log.form.bam", msg.Text{"Board-a-match", "BAM (bord po meč)", "BAM (leosztásonkénti mérkőzés)"}},
		{"app.log.form.pref", msg.Text{"Preferans", "Preferans", "Preferansz"}},
		{"app.log.incidents", msg.Text{"Incidents", "Slučajevi", "Esetek"}},
		{"app.log.noincidents", msg.Text{"No incidents logged.", "Nema zabeleženih slučajeva.", "Nincs rögzített eset."}},
		{"app.log.round", msg.Text{"Round", "Kolo", "Forduló"}},
		{"app.log.session", msg.Text{"Session", "Sesija", "Ülés"}},
		{"app.log.err.session", msg.Text{"Session: a whole number from 1 to {max}, or blank.", "Sesija: ceo broj od 1 do {max}, ili prazno.", "Ülés: egész szám 1 és {max} között, vagy üresen hagyva."}},
		{"app.log.delete", msg.Text{"Delete event", "Obriši takmičenje", "Verseny törlése"}},
		{"app.log.delete.ask", msg.Text{"Delete this event and its {n} incidents from this device? This cannot be undone: export it first if you may need it.", "Obrisati ovo takmičenje i sve njegove slučajeve (broj: {n}) sa ovog uređaja? To se ne može poništiti: prvo ga izvezite ako vam može zatrebati.", "Törli ezt a versenyt és {n} esetét erről az eszközről? Nem vonható vissza: előbb exportálja, ha még szüksége lehet rá."}},
		{"app.log.earlier", msg.Text{"Show the {n} earlier incidents", "Prikaži ranije slučajeve ({n})", "A korábbi {n} eset megjelenítése"}},
		{"app.log.table", msg.Text{"Table", "Sto", "Asztal"}},
		{"app.log.board", msg.Text{"Board", "Bord", "Leosztás"}},
		{"app.log.game", msg.Text{"Game", "Partija", "Játszma"}},
		{"app.log.nogame", msg.Text{"No game", "Bez partije", "Játszma nélkül"}},
		{"app.log.games", msg.Text{"Games", "Partije", "Játszmák"}},
		{"app.log.player", msg.Text{"Player", "Igrač", "Játékos"}},
		{"app.log.notes", msg.Text{"Notes", "Napomene", "Megjegyzések"}},
		{"app.log.revoke", msg.Text{"Revoke", "Poništi", "Visszavonás"}},
		{"app.log.revoke.reason", msg.Text{"Reason for revoking", "Razlog poništavanja", "A visszavonás oka"}},
		{"app.log.revoke.need", msg.Text{"Give the reason for revoking.", "Navedite razlog poništavanja.", "Adja meg a visszavonás okát."}},
		{"app.log.revoked", msg.Text{"Revoked {time}: {reason}", "Poništeno {time}: {reason}", "Visszavonva {time}: {reason}"}},
		{"app.log.penalties", msg.Text{"Penalties per pair or team", "Kazne po paru ili timu", "Büntetések páronként vagy csapatonként"}},
		{"app.log.counting", msg.Text{"Reading all {n} incidents: the totals and the exports follow…", "Čitanje svih {n} slučajeva: zbirovi i izvoz slede…", "Az összes eset ({n}) beolvasása: az összesítések és az exportálás ezután következnek…"}},
		{"app.log.earlier.reading", msg.Text{"Reading the earlier incidents…", "Čitanje ranijih slučajeva…", "A korábbi esetek beolvasása…"}},
		{"app.log.zt", msg.Text{"Zero Tolerance per player and day", "Nulta tolerancija po igraču i danu", "Zéró Tolerancia játékosonként és naponként"}},
		{"app.log.party", msg.Text{"Pair, team or player", "Par, tim ili igrač", "Pár, csapat vagy játékos"}},
		{"app.log.total", msg.Text{"Total", "Ukupno", "Összesen"}},
		{"app.log.n", msg.Text{"Incidents", "Slučajevi", "Esetek"}},
		{"app.log.day", msg.Text{"Day", "Dan", "Nap"}},
		{"app.log.io", msg.Text{"Export and import", "Izvoz i uvoz", "Exportálás és importálás"}},
		{"app.log.export", msg.Text{"Export the whole log", "Izvezi ceo dnevnik", "A teljes napló exportálása"}},
		{"app.log.export.event", msg.Text{"Export this event", "Izvezi ovo takmičenje", "A verseny exportálása"}},
		{"app.log.import", msg.Text{"Import a log file", "Uvezi datoteku dnevnika", "Naplófájl importálása"}},
		{"app.log.import.read", msg.Text{"The file could not be read.", "Datoteka nije mogla da se pročita.", "A fájlt nem sikerült beolvasni."}},
		{"app.log.print", msg.Text{"Print view", "Prikaz za štampu", "Nyomtatási nézet"}},
		{"app.log.print.now", msg.Text{"Print", "Štampaj", "Nyomtatás"}},

		// "Log it" on a calculator
		{"app.log.it", msg.Text{"Log it", "Upiši u dnevnik", "Naplózás"}},
		{"app.log.noevent", msg.Text{"No event of these regulations in the log yet.", "U dnevniku još nema takmičenja po ovom pravilniku.", "A naplóban még nincs verseny ezzel a szabályzattal."}},
		{"app.log.save", msg.Text{"Save to the log", "Sačuvaj u dnevnik", "Mentés a naplóba"}},
		{"app.log.saving", msg.Text{"Saving…", "Čuvanje…", "Mentés…"}},
		{"app.log.saved", msg.Text{"Saved as {label} in {event}.", "Sačuvano kao {label} u takmičenju {event}.", "Mentve: {label}, verseny: {event}."}},
		{"app.log.view", msg.Text{"Show the event", "Prikaži takmičenje", "A verseny megjelenítése"}},

		// share
		{"app.share.it", msg.Text{"Share", "Podeli", "Megosztás"}},
		{"app.share.tools", msg.Text{"Log and share", "Dnevnik i deljenje", "Naplózás és megosztás"}},
		{"app.share.announce", msg.Text{"The announced result differs from the calculation", "Objavljeni rezultat se razlikuje od obračuna", "A kihirdetett eredmény eltér a számítottól"}},
		{"app.share.announced", msg.Text{"Result as announced", "Rezultat kako je objavljen", "A kihirdetett eredmény"}},
		{"app.share.err.announced", msg.Text{"An announced value is not a number.", "Objavljena vrednost nije broj.", "Egy kihirdetett érték nem szám."}},
		{"app.share.note", msg.Text{"Director's note (optional, sent beside the ruling)", "Napomena sudije (neobavezno, šalje se uz odluku)", "A tornavezető megjegyzése (nem kötelező, a döntés mellett megy)"}},
		{"app.share.note.help", msg.Text{"At most {max} characters. Anyone who gets the link can read it.", "Najviše {max} znakova. Može je pročitati svako ko dobije link.", "Legfeljebb {max} karakter. Bárki elolvashatja, aki megkapja a linket."}},
		{"app.share.link", msg.Text{"Link to the ruling", "Link ka odluci", "Link a döntéshez"}},
		{"app.share.send", msg.Text{"Share or copy link", "Podeli ili kopiraj link", "Megosztás vagy link másolása"}},
		{"app.share.preview", msg.Text{"Open the link", "Otvori link", "A link megnyitása"}},
		{"app.share.shared", msg.Text{"Shared.", "Podeljeno.", "Megosztva."}},
		{"app.share.copied", msg.Text{"Link copied", "Link kopiran", "Link kimásolva"}},
		{"app.share.select", msg.Text{"Select the link above and copy it.", "Označite link iznad i kopirajte ga.", "Jelölje ki a fenti linket, és másolja ki."}},
		{"app.share.qr", msg.Text{"QR code of the link", "QR kod linka", "A link QR-kódja"}},

		// the ruling view
		{"app.ruling.title", msg.Text{"Ruling", "Sudijska odluka", "Döntés"}},
		{"app.ruling.opening", msg.Text{"Opening the ruling…", "Otvaranje odluke…", "A döntés megnyitása…"}},
		{"app.ruling.data", msg.Text{"rules data version {version}", "verzija podataka pravilnika {version}", "a szabályzat {version}. adatverziója"}},
		{"app.ruling.note", msg.Text{"Director's note", "Napomena sudije", "A tornavezető megjegyzése"}},
		{"app.ruling.note.help", msg.Text{"Free text the director added; it is not part of the checked ruling.", "Slobodan tekst koji je sudija dodao; nije deo proverene odluke.", "A tornavezető szabad szövege; nem része az ellenőrzött döntésnek."}},
		{"app.ruling.matches", msg.Text{"Recomputed on this device: matches the announced ruling.", "Ponovo izračunato na ovom uređaju: slaže se sa objavljenom odlukom.", "Ezen az eszközön újraszámolva: egyezik a kihirdetett döntéssel."}},
		{"app.ruling.differs", msg.Text{"Recomputed on this device: differs from the announced ruling.", "Ponovo izračunato na ovom uređaju: razlikuje se od objavljene odluke.", "Ezen az eszközön újraszámolva: eltér a kihirdetett döntéstől."}},
		{"app.ruling.announced", msg.Text{"Announced", "Objavljeno", "Kihirdetve"}},
		{"app.ruling.computed", msg.Text{"Recomputed", "Ponovo izračunato", "Újraszámolva"}},
		{"app.ruling.recomputed", msg.Text{"Result recomputed here", "Rezultat ponovo izračunat ovde", "Az itt újraszámolt eredmény"}},
		{"app.ruling.open", msg.Text{"Open in calculator", "Otvori u kalkulatoru", "Megnyitás a kalkulátorban"}},
		{"app.ruling.save", msg.Text{"Save to my log", "Sačuvaj u moj dnevnik", "Mentés a naplómba"}},
	})
}

// A log that reads: a logged case as a sentence and a small table, the totals
// per unit, the share link of a logged case and its header on the ruling page.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.log.read.round", msg.Text{"round {n}", "kolo {n}", "{n}. forduló"}},
		{"app.log.read.session", msg.Text{"session {n}", "sesija {n}", "{n}. ülés"}},
		{"app.log.read.table", msg.Text{"table {n}", "sto {n}", "{n}. asztal"}},
		{"app.log.read.board", msg.Text{"board {n}", "bord {n}", "{n}. leosztás"}},
		{"app.log.read.game", msg.Text{"game {n}", "partija {n}", "{n}. játszma"}},
		{"app.log.read.at", msg.Text{"{what}: {where}.", "{what}: {where}.", "{what}: {where}."}},
		{"app.log.read.what", msg.Text{"{what}.", "{what}.", "{what}."}},
		{"app.log.read.who", msg.Text{"It concerns: {who}.", "Odnosi se na: {who}.", "Érintett: {who}."}},
		{"app.log.read.decided", msg.Text{"{what}: {decision}.", "{what}: {decision}.", "{what}: {decision}."}},
		{"app.log.read.changed", msg.Text{"{announced} (computed: {computed})", "{announced} (obračunato: {computed})", "{announced} (számított: {computed})"}},
		{"app.log.read.col.what", msg.Text{"What", "Šta", "Mi"}},
		{"app.log.read.col.value", msg.Text{"Value", "Vrednost", "Érték"}},
		{"app.log.read.time", msg.Text{"Time", "Vreme", "Időpont"}},
		{"app.log.read.case", msg.Text{"The case", "Slučaj", "Az eset"}},
		{"app.log.read.case.label", msg.Text{"Case {label}", "Slučaj {label}", "{label} eset"}},
		{"app.log.read.totals", msg.Text{"Totals, per unit", "Zbirovi, po jedinici", "Összegek, mértékegységenként"}},
		{"app.log.read.share", msg.Text{"Share", "Podeli", "Megosztás"}},
		{"app.log.read.share.names", msg.Text{"Include names", "Uključi imena", "Nevekkel együtt"}},
		{"app.log.read.share.help", msg.Text{"Without names the link carries numbers only: pairs or teams and players by their number.", "Bez imena link nosi samo brojeve: parove ili timove i igrače po broju.", "Nevek nélkül a link csak számokat visz: a párokat, csapatokat és játékosokat a számukkal."}},
	})
}

// Error keys of the log's storage, the IndexedDB store's (their messages above).
const (
	KeyLogErrStore   = idb.KeyStore
	KeyLogErrQuota   = idb.KeyQuota
	KeyLogErrClosed  = idb.KeyClosed
	KeyLogErrMissing = idb.KeyMissing
	keyLogErrBlocked = idb.KeyBlocked
)
