package texts

import "arbiter/engine/msg"

// Messages of the shared log (event/sync.go, sync_wasm.go). Glossary: the log is dnevnik / napló, a
// director sudija / tornavezető; "sync" is sinhronizacija / szinkronizálás.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.sync.title", msg.Text{"Shared log", "Zajednički dnevnik", "Közös napló"}},
		{"app.sync.intro", msg.Text{
			"Share this event's log live with the other directors through your club's CouchDB server. Each phone keeps working without a signal and catches up when it has one. Nothing leaves this phone until you start.",
			"Delite dnevnik ovog takmičenja uživo sa ostalim sudijama preko CouchDB servera vašeg kluba. Svaki telefon radi i bez signala i sustiže ostale kada ga dobije. Ništa ne napušta ovaj telefon dok ne počnete.",
			"Ossza meg élőben a verseny naplóját a többi tornavezetővel a klub CouchDB-szerverén keresztül. Minden telefon térerő nélkül is működik, és behozza a lemaradást, amint van jel. Amíg el nem indítja, semmi sem hagyja el ezt a telefont."}},
		{"app.sync.setup", msg.Text{"Share this log live…", "Deli ovaj dnevnik uživo…", "Napló megosztása élőben…"}},
		{"app.sync.server", msg.Text{"Server address", "Adresa servera", "Szerver címe"}},
		{"app.sync.db", msg.Text{"Database of the event", "Baza takmičenja", "A verseny adatbázisa"}},
		{"app.sync.db.help", msg.Text{
			"One database per event, created on the server by the club. Lower-case letters a–z, digits and - _; suggested from the event's name and date.",
			"Jedna baza po takmičenju; klub je pravi na serveru. Mala slova a–z, cifre i - _; predlog je po imenu i datumu takmičenja.",
			"Versenyenként egy adatbázis, amelyet a klub hoz létre a szerveren. Kisbetűk (a–z), számjegyek és - _; a javaslat a verseny nevéből és dátumából készül."}},
		{"app.sync.user", msg.Text{"Your user name on the server", "Vaše korisničko ime na serveru", "Az Ön felhasználóneve a szerveren"}},
		{"app.sync.password", msg.Text{"Password", "Lozinka", "Jelszó"}},
		{"app.sync.password.help", msg.Text{
			"Kept on this phone only: never in a link, an export or the log.",
			"Čuva se samo na ovom telefonu: nikad u linku, izvozu ni dnevniku.",
			"Csak ezen a telefonon marad: soha nem kerül hivatkozásba, exportba vagy a naplóba."}},
		{"app.sync.start", msg.Text{"Start syncing", "Pokreni sinhronizaciju", "Szinkronizálás indítása"}},
		{"app.sync.csp", msg.Text{
			"This app was built without this server: it can reach it only where the site that serves the app sets no Content-Security-Policy. A club build names its server in the club file (sync_server).",
			"Aplikacija nije napravljena za ovaj server: može da ga dosegne samo tamo gde sajt sa kog se učitava ne postavlja Content-Security-Policy. Klupska verzija navodi svoj server u fajlu kluba (sync_server).",
			"Az alkalmazás nem ehhez a szerverhez készült: csak ott éri el, ahol az alkalmazást kiszolgáló oldal nem állít be Content-Security-Policy fejlécet. A klub saját változata a klubfájlban nevezi meg a szerverét (sync_server)."}},
		{"app.sync.where", msg.Text{"Server {server} · database {db} · as {user}", "Server {server} · baza {db} · kao {user}", "Szerver: {server} · adatbázis: {db} · felhasználó: {user}"}},
		{"app.sync.last", msg.Text{"Last synced: {time}", "Poslednja sinhronizacija: {time}", "Utolsó szinkronizálás: {time}"}},
		{"app.sync.never", msg.Text{"Not synced yet.", "Još nije sinhronizovano.", "Még nem volt szinkronizálás."}},
		{"app.sync.unsent", msg.Text{"{n} changes of this phone not sent yet.", "Izmena sa ovog telefona koje još nisu poslate: {n}.", "Ennek a telefonnak még el nem küldött változásai: {n}."}},
		{"app.sync.pending", msg.Text{"{n} changes still coming from the server.", "Izmena koje još stižu sa servera: {n}.", "A szerverről még érkező változások: {n}."}},
		{"app.sync.counts", msg.Text{
			"Documents: {server} on the server, {phone} on this phone; in the log {log} (of them {differ} in this phone's version only), waiting {waiting}, set aside {aside}, letters claimed {letters}.",
			"Dokumenti: na serveru {server}, na ovom telefonu {phone}; u dnevniku {log} (od toga samo u verziji ovog telefona {differ}), na čekanju {waiting}, izdvojeno {aside}, zauzetih slova {letters}.",
			"Dokumentumok: a szerveren {server}, ezen a telefonon {phone}; a naplóban {log} (ebből csak e telefon változatában {differ}), várakozik {waiting}, félretéve {aside}, lefoglalt betűk {letters}."}},
		{"app.sync.persist.yes", msg.Text{
			"This browser keeps the app's storage for good: the log is not cleared to free space.",
			"Ovaj pregledač trajno čuva skladište aplikacije: dnevnik se ne briše radi oslobađanja prostora.",
			"Ez a böngésző tartósan megőrzi az alkalmazás tárhelyét: a naplót nem törli helyfelszabadítás miatt."}},
		{"app.sync.persist.no", msg.Text{
			"This browser may clear the app's storage (to free space, or, on Safari, after 7 days without use). Before the event add the app to the home screen, and export the log as a backup.",
			"Ovaj pregledač može da obriše skladište aplikacije (radi prostora, ili, u Safariju, posle 7 dana nekorišćenja). Pre takmičenja dodajte aplikaciju na početni ekran i izvezite dnevnik kao rezervnu kopiju.",
			"Ez a böngésző törölheti az alkalmazás tárhelyét (helyhiány miatt, vagy Safariban 7 nap használaton kívül után). A verseny előtt tegye az alkalmazást a kezdőképernyőre, és exportálja a naplót biztonsági másolatként."}},
		{"app.sync.persist.export", msg.Text{"Export the log", "Izvezi dnevnik", "Napló exportálása"}},
		{"app.sync.checking", msg.Text{
			"Comparing the records of this phone and the server: not up to date until every record is on both.",
			"Upoređuju se zapisi ovog telefona i servera: nije usklađeno dok svaki zapis nije na obe strane.",
			"A telefon és a szerver bejegyzéseinek összevetése: amíg minden bejegyzés nincs meg mindkét oldalon, nem naprakész."}},
		{"app.sync.retry", msg.Text{"Sign in again", "Prijavi se ponovo", "Újra bejelentkezés"}},
		{"app.sync.pause", msg.Text{"Pause syncing", "Zaustavi sinhronizaciju", "Szinkronizálás szüneteltetése"}},
		{"app.sync.resume", msg.Text{"Resume syncing", "Nastavi sinhronizaciju", "Szinkronizálás folytatása"}},
		{"app.sync.forget", msg.Text{"Stop sharing on this phone", "Prestani da deliš na ovom telefonu", "Megosztás befejezése ezen a telefonon"}},
		{"app.sync.join.show", msg.Text{"Let another director join", "Pozovi drugog sudiju", "Másik tornavezető csatlakoztatása"}},
		{"app.sync.join.help", msg.Text{
			"The other director opens this link (or points the phone's camera at the code) and signs in with their own user. The link names the server and the database, never a password.",
			"Drugi sudija otvori ovaj link (ili uperi kameru telefona u kod) i prijavi se svojim korisničkim imenom. Link sadrži server i bazu, nikad lozinku.",
			"A másik tornavezető megnyitja ezt a hivatkozást (vagy ráirányítja a telefon kameráját a kódra), és a saját felhasználójával jelentkezik be. A hivatkozás a szervert és az adatbázist tartalmazza, jelszót soha."}},
		{"app.sync.join.qr", msg.Text{"QR code of the join link", "QR kod linka za pridruživanje", "A csatlakozási hivatkozás QR-kódja"}},
		{"app.sync.join.title", msg.Text{"Join an event's shared log", "Pridruživanje zajedničkom dnevniku takmičenja", "Csatlakozás egy verseny közös naplójához"}},
		{"app.sync.join.where", msg.Text{"Server {server} · database {db}", "Server {server} · baza {db}", "Szerver: {server} · adatbázis: {db}"}},
		{"app.sync.join.help.user", msg.Text{
			"Sign in with the user the club gave you for this server. The event and its log come to this phone and stay here, also without a signal.",
			"Prijavite se korisničkim imenom koje vam je klub dao za ovaj server. Takmičenje i njegov dnevnik stižu na ovaj telefon i ostaju na njemu, i bez signala.",
			"Jelentkezzen be azzal a felhasználóval, amelyet a klub adott ehhez a szerverhez. A verseny és a naplója erre a telefonra kerül, és itt is marad, térerő nélkül is."}},
		{"app.sync.join.start", msg.Text{"Join", "Pridruži se", "Csatlakozás"}},
		{"app.sync.join.wait", msg.Text{"Waiting for the event from the server…", "Čeka se takmičenje sa servera…", "Várakozás a versenyre a szerverről…"}},
		{"app.sync.join.open", msg.Text{"Open the event", "Otvori takmičenje", "A verseny megnyitása"}},
		{"app.sync.off", msg.Text{"Syncing is paused. Nothing leaves this phone; the log is kept here.", "Sinhronizacija je zaustavljena. Ništa ne napušta ovaj telefon; dnevnik ostaje ovde.", "A szinkronizálás szünetel. Semmi sem hagyja el ezt a telefont; a napló itt marad."}},
		{"app.sync.othertab", msg.Text{
			"Another tab of the app syncs this log; this tab shows what it brings.",
			"Ovaj dnevnik sinhronizuje druga kartica aplikacije; ova kartica prikazuje ono što ona donese.",
			"Ezt a naplót az alkalmazás egy másik lapja szinkronizálja; ez a lap azt mutatja, amit az hoz."}},
		{"app.sync.starting", msg.Text{"Starting…", "Pokreće se…", "Indul…"}},
		{"app.sync.active", msg.Text{"Syncing…", "Sinhronizuje se…", "Szinkronizálás folyamatban…"}},
		{"app.sync.uptodate", msg.Text{"Up to date with the server.", "Usklađeno sa serverom.", "Naprakész a szerverrel."}},
		{"app.sync.noscript", msg.Text{
			"The sync part of the app could not be loaded. Open the app once with a signal, then try again.",
			"Deo aplikacije za sinhronizaciju nije mogao da se učita. Otvorite aplikaciju jednom uz signal, pa pokušajte ponovo.",
			"Az alkalmazás szinkronizáló része nem töltődött be. Nyissa meg egyszer az alkalmazást térerővel, majd próbálja újra."}},
		{"app.sync.nolocal", msg.Text{
			"This phone's storage for the shared log could not be opened. The log itself is not affected.",
			"Skladište zajedničkog dnevnika na ovom telefonu nije moglo da se otvori. Sam dnevnik nije pogođen.",
			"A közös napló tárolója ezen a telefonon nem nyitható meg. Magát a naplót ez nem érinti."}},
		{"app.sync.other", msg.Text{
			"This database on the server holds another event. Nothing was synced; choose the database of this event.",
			"Ova baza na serveru sadrži drugo takmičenje. Ništa nije sinhronizovano; izaberite bazu ovog takmičenja.",
			"Ez az adatbázis a szerveren egy másik versenyt tartalmaz. Nem történt szinkronizálás; válassza ennek a versenynek az adatbázisát."}},
		{"app.sync.delete", msg.Text{
			"This event's log is shared: it stays on the server for the other directors, and this phone stops syncing it.",
			"Dnevnik ovog takmičenja je zajednički: ostaje na serveru za ostale sudije, a ovaj telefon prestaje da ga sinhronizuje.",
			"A verseny naplója közös: a szerveren megmarad a többi tornavezetőnek, ez a telefon pedig nem szinkronizálja tovább."}},
		{"app.sync.err.taken", msg.Text{
			"{field}: another event of this phone already syncs with this database.",
			"{field}: drugo takmičenje na ovom telefonu se već sinhronizuje sa ovom bazom.",
			"{field}: ezen a telefonon egy másik verseny már ezzel az adatbázissal szinkronizál."}},
	})
}
