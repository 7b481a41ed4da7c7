package texts

import "arbiter/engine/msg"

// Messages of the shared log's held rulings and its acts (syncheld.go, syncclash_wasm.go).
// Glossary: a ruling here is slučaj / eset (as the directors' section says), a letter slovo /
// betűjel.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.sync.progress", msg.Text{"{n} of {total} records here.", "Ovde je {n} od {total} zapisa.", "Itt van {total} bejegyzésből {n}."}},
		{"app.sync.rows", msg.Text{"Rulings kept aside", "Izdvojeni slučajevi", "Félretett esetek"}},
		{"app.sync.row.clash", msg.Text{
			"{label} · {name}: kept aside, not left out — this log's {label} is {other}'s (two directors with one letter).",
			"{label} · {name}: izdvojen, ne izostavljen — {label} u ovom dnevniku pripada sudiji {other} (dva sudije sa istim slovom).",
			"{label} · {name}: félretéve, nem maradt ki — ebben a naplóban ez a szám ({label}) {other} esetéé (két tornavezető azonos betűjellel)."}},
		{"app.sync.row.renumbered", msg.Text{
			"{label} · {name}: renumbered by {name}; its copy under the new letter is in the log.",
			"{label} · {name}: prenumerisao ga je sudija {name}; kopija pod novim slovom je u dnevniku.",
			"{label} · {name}: {name} újraszámozta; az új betűjeles másolata a naplóban van."}},
		{"app.sync.row.changed", msg.Text{
			"{label} · {name}: a version not made on this phone, kept aside; yours stays in the log.",
			"{label} · {name}: verzija koja nije napravljena na ovom telefonu, izdvojena; vaša ostaje u dnevniku.",
			"{label} · {name}: nem ezen a telefonon készült változat, félretéve; az Öné marad a naplóban."}},
		{"app.sync.row.author", msg.Text{
			"{label} · {name}: a version made by {author}, not by {name} — a conflict, kept aside; the log keeps {name}'s.",
			"{label} · {name}: verziju je napravio {author}, a ne {name} — sukob, izdvojen; dnevnik zadržava verziju sudije {name}.",
			"{label} · {name}: a változatot {author} készítette, nem {name} — ütközés, félretéve; a napló {name} változatát tartja meg."}},
		{"app.sync.row.author.new", msg.Text{
			"{label} · {name}: made by {author}, not by {name} — a conflict, kept aside, not taken into the log.",
			"{label} · {name}: napravio ga je {author}, a ne {name} — sukob, izdvojen, nije preuzet u dnevnik.",
			"{label} · {name}: {author} készítette, nem {name} — ütközés, félretéve, nem került a naplóba."}},
		{"app.sync.row.nobody", msg.Text{"someone not named", "neko neimenovan", "meg nem nevezett személy"}},
		{"app.sync.row.noauthor", msg.Text{
			"{label} · {name}: a later version naming no author — a conflict, kept aside; the log keeps {name}'s.",
			"{label} · {name}: kasnija verzija bez autora — sukob, izdvojen; dnevnik zadržava verziju sudije {name}.",
			"{label} · {name}: szerző nélküli későbbi változat — ütközés, félretéve; a napló {name} változatát tartja meg."}},
		{"app.sync.row.notmine", msg.Text{
			"{label}: logged under your name, but this phone never wrote it — a conflict, kept aside.",
			"{label}: upisan pod vašim imenom, ali ga ovaj telefon nikad nije napravio — sukob, izdvojen.",
			"{label}: az Ön nevén rögzítették, de ez a telefon soha nem írta — ütközés, félretéve."}},
		{"app.sync.row.disowned", msg.Text{
			"{label}: under your name, not yours — revoked by you for every phone.",
			"{label}: pod vašim imenom, a nije vaš — opozvali ste ga za sve telefone.",
			"{label}: az Ön nevén, de nem az Öné — Ön minden telefonra visszavonta."}},
		{"app.sync.disown", msg.Text{"Not mine: revoke it for everyone", "Nije moj: opozovi za sve", "Nem az enyém: visszavonás mindenkinél"}},
		{"app.sync.renumber", msg.Text{"Renumber my rulings to letter {letter}", "Prenumeriši moje slučajeve na slovo {letter}", "Eseteim újraszámozása, új betűjel: {letter}"}},
		{"app.sync.renumber.help", msg.Text{
			"Another director numbers in your letter ({from}). Renumbering claims the new letter on the server, gives each of your rulings a copy numbered {to}, and revokes the old label in your name now: the log records who and when.",
			"Drugi sudija koristi vaše slovo ({from}). Prenumerisanje zauzima novo slovo na serveru, svakom vašem slučaju daje kopiju sa oznakom {to} i sada u vaše ime opoziva staru oznaku: dnevnik beleži ko i kada.",
			"Egy másik tornavezető is az Ön betűjelével számoz ({from}). Az újraszámozás lefoglalja az új betűjelet a szerveren, minden esetéről {to} jelölésű másolatot készít, és most az Ön nevében visszavonja a régi jelölést: a napló rögzíti, ki és mikor."}},
		{"app.sync.letter.taken", msg.Text{
			"Letter {letter} is already claimed on the server by another director. Nothing changed; the next free letter is offered.",
			"Slovo {letter} je na serveru već zauzeo drugi sudija. Ništa nije promenjeno; nudi se sledeće slobodno slovo.",
			"Ezt a betűjelet ({letter}) egy másik tornavezető már lefoglalta a szerveren. Semmi sem változott; a következő szabad betűjelet ajánljuk fel."}},
		{"app.sync.renumbered.reason", msg.Text{"Renumbered to letter {letter}", "Prenumerisano na slovo {letter}", "Újraszámozva, új betűjel: {letter}"}},
		{"app.sync.disowned.reason", msg.Text{"Not logged by this director", "Ovaj sudija ga nije upisao", "Nem ez a tornavezető rögzítette"}},
	})
}
