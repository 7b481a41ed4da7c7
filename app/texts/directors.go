package texts

import (
	"arbiter/engine/msg"
)

// Messages of several directors in one event (directors.go, event/directors.go). Glossary: a
// bridge director is sudija / tornavezető, a Preferans judge sudija / bíró.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// Settings
		{"app.dir.title", msg.Text{"Director on this phone", "Sudija na ovom telefonu", "Tornavezető ezen a telefonon"}},
		{"app.dir.name", msg.Text{"Your name as a director", "Vaše ime", "Az Ön neve tornavezetőként"}},
		{"app.dir.name.help", msg.Text{
			"Shown beside each ruling you log, so that once the logs are merged the other directors of an event see who logged it. The phone keeps your rulings apart, not the name: you can change it any time.",
			"Prikazuje se uz svaki slučaj koji zabeležite, da bi ostale sudije takmičenja posle spajanja dnevnika videle ko ga je zabeležio. Vaše slučajeve razlikuje telefon, ne ime: možete ga promeniti kad god hoćete.",
			"Minden Ön által rögzített eset mellett megjelenik, hogy a naplók egyesítése után a verseny többi tornavezetője is lássa, ki rögzítette. Az eseteit a telefon különbözteti meg, nem a név: bármikor megváltoztathatja."}},
		{"app.dir.name.hint", msg.Text{
			"Other directors log in this event too: type your name, so that they see which rulings are yours.",
			"U ovom takmičenju beleže i druge sudije: upišite svoje ime, da bi videle koji su slučajevi vaši.",
			"Ebben a versenyben más tornavezetők is rögzítenek: adja meg a nevét, hogy lássák, mely esetek az Önéi."}},

		// joining an event
		{"app.dir.ask.one", msg.Text{"Did you log S1 of this event on this phone?", "Da li ste slučaj S1 ovog takmičenja zabeležili na ovom telefonu?", "Ön rögzítette ennek a versenynek az S1 esetét ezen a telefonon?"}},
		{"app.dir.ask.range", msg.Text{"Did you log S1–{last} of this event on this phone?", "Da li ste slučajeve S1–{last} ovog takmičenja zabeležili na ovom telefonu?", "Ön rögzítette ennek a versenynek az S1–{last} eseteit ezen a telefonon?"}},
		{"app.dir.ask.help", msg.Text{
			"They were logged before the log named its directors. Yes: your rulings go on with {next}. No (another director logged them): yours are numbered {other}, …, so that no label is used twice.",
			"Zabeleženi su pre nego što je dnevnik beležio imena sudija. Da: vaši slučajevi se nastavljaju oznakom {next}. Ne (zabeležio ih je drugi sudija): vaši dobijaju oznake {other}, …, da se nijedna oznaka ne ponovi.",
			"Még azelőtt rögzítették őket, hogy a napló a tornavezetők nevét is tárolta volna. Igen: az Ön esetei így folytatódnak: {next}. Nem (egy másik tornavezető rögzítette őket): az Önéi így kapnak jelölést: {other}, …, hogy egyetlen jelölés se ismétlődjön."}},
		{"app.dir.ask.yes", msg.Text{"Yes, on this phone", "Da, na ovom telefonu", "Igen, ezen a telefonon"}},
		{"app.dir.ask.no", msg.Text{"No, another director", "Ne, drugi sudija", "Nem, egy másik tornavezető"}},
		{KeyDirFull, msg.Text{
			"This event already has {max} directors, each with their own numbering: none is left for this phone.",
			"Ovo takmičenje već ima {max} sudija, svakog sa svojim oznakama: za ovaj telefon nije ostalo slobodnih oznaka.",
			"Ennek a versenynek már {max} tornavezetője van, mindegyiknek saját számozással: erre a telefonra nem maradt szabad számozás."}},

		// who logged, who may revoke
		{"app.dir.noname", msg.Text{"director without a name", "sudija bez imena", "név nélküli tornavezető"}},
		{"app.dir.by", msg.Text{"Director: {name}", "Sudija: {name}", "Tornavezető: {name}"}},
		{"app.dir.by.pref", msg.Text{"Judge: {name}", "Sudija: {name}", "Bíró: {name}"}},
		{"app.dir.revoked.by", msg.Text{"revoked by {name}", "poništio sudija: {name}", "visszavonta: {name}"}},
		{"app.dir.revoke.other", msg.Text{
			"Only the judge who made this ruling ({name}) may revoke or re-rule it (Pref. 3.2).",
			"Ovu presudu može da ukine ili preinači samo sudija koji ju je doneo ({name}) (Pref. 3.2).",
			"Ezt az ítéletet csak az a bíró vonhatja vissza vagy változtathatja meg, aki meghozta ({name}) (Pref. 3.2)."}},
		{"app.dir.rerule.other", msg.Text{
			"{label} is a ruling of {name}: only the judge who made it may revoke it (Pref. 3.2).",
			"Presudu {label} doneo je sudija {name}: ukinuti je može samo sudija koji ju je doneo (Pref. 3.2).",
			"Az {label} ítéletet {name} hozta: csak az a bíró vonhatja vissza, aki meghozta (Pref. 3.2)."}},

		// the event's directors
		{"app.dir.series", msg.Text{"Your rulings in this event are numbered {labels}", "Vaši slučajevi u ovom takmičenju imaju oznake {labels}", "Az Ön esetei ebben a versenyben így kapnak jelölést: {labels}"}},
		{"app.dir.list", msg.Text{"Directors of this event", "Sudije ovog takmičenja", "A verseny tornavezetői"}},
		{"app.dir.list.pref", msg.Text{"Judges of this event", "Sudije ovog takmičenja", "A verseny bírái"}},
		{"app.dir.series.pref", msg.Text{"Your rulings in this event are numbered {labels}", "Vaše presude u ovom takmičenju imaju oznake {labels}", "Az Ön ítéletei ebben a versenyben így kapnak jelölést: {labels}"}},
		{"app.dir.you", msg.Text{"you", "vi", "Ön"}},
		{"app.dir.you.name", msg.Text{"{name} (you)", "{name} (vi)", "{name} (Ön)"}},
		{"app.dir.clash", msg.Text{
			"{names} number their rulings alike ({labels}): the labels cannot tell them apart, and importing one log into the other leaves out the rulings that share a label.",
			"{names} označavaju svoje slučajeve istim oznakama ({labels}): po oznaci se ne mogu razlikovati, a pri uvozu jednog dnevnika u drugi izostavljaju se slučajevi sa istom oznakom.",
			"{names} ugyanúgy jelölik az eseteiket ({labels}): a jelölésből nem lehet megkülönböztetni őket, és amikor az egyik naplót a másikba importálják, az azonos jelölésű esetek kimaradnak."}},
		{"app.dir.clash.others", msg.Text{
			"One of them should take another letter on their phone (on this event's page) before logging more.",
			"Jedan od njih treba da na svom telefonu (na stranici ovog takmičenja) uzme drugo slovo pre nego što nastavi da beleži.",
			"Egyiküknek a saját telefonján (a verseny oldalán) másik betűjelet kell választania, mielőtt továbbiakat rögzít."}},
		{"app.dir.clash.mine", msg.Text{
			"Your rulings here already carry these labels, and a label never changes once shown. {names} should take another letter on their phone (on this event's page) before logging more; any of their rulings an import left out are logged again under the new letter.",
			"Vaši slučajevi ovde već imaju ove oznake, a oznaka se nikad ne menja kada je jednom prikazana. {names} treba da na svom telefonu (na stranici ovog takmičenja) uzme drugo slovo pre nego što nastavi da beleži; njegove slučajeve koji su izostavljeni pri uvozu treba ponovo zabeležiti pod novim slovom.",
			"Az Ön esetei itt már ezeket a jelöléseket viselik, és egy egyszer megjelenített jelölés soha nem változik. {names} a saját telefonján (a verseny oldalán) válasszon másik betűjelet, mielőtt továbbiakat rögzít; az importáláskor kimaradt eseteit az új betűjellel kell újra rögzíteni."}},
		{"app.dir.clash.take.help", msg.Text{
			"You have logged nothing in this event yet: take the next free letter, and your rulings will be numbered {labels}",
			"U ovom takmičenju još niste ništa zabeležili: uzmite sledeće slobodno slovo i vaši slučajevi će imati oznake {labels}",
			"Ebben a versenyben még nem rögzített semmit: válassza a következő szabad betűjelet, és az esetei így kapnak jelölést: {labels}"}},
		{"app.dir.clash.take", msg.Text{"Take the letter {letter}", "Uzmi slovo {letter}", "Betűjel választása: {letter}"}},

		// records changed on two phones
		{"app.dir.conflicts", msg.Text{"Changed on more than one phone", "Izmenjeno na više telefona", "Több telefonon módosítva"}},
		{"app.dir.conflicts.help", msg.Text{
			"These were changed in different ways on different phones. Every version is kept until you choose: compare what differs and keep one. The other phones take your choice when the logs are merged again.",
			"Ovo je na različitim telefonima izmenjeno na različite načine. Sve verzije se čuvaju dok ne izaberete: uporedite razlike i zadržite jednu. Ostali telefoni preuzimaju vaš izbor pri sledećem spajanju dnevnika.",
			"Ezeket különböző telefonokon eltérően módosították. Minden változat megmarad, amíg nem választ: hasonlítsa össze az eltéréseket, és tartson meg egyet. A többi telefon a naplók következő egyesítésekor átveszi a választását."}},
		{"app.dir.conflict.event", msg.Text{"The event was changed on {n} phones", "Takmičenje je izmenjeno na {n} telefona", "A versenyt {n} telefonon módosították"}},
		{"app.dir.conflict.incident", msg.Text{"{label} was changed on {n} phones", "Slučaj {label} je izmenjen na {n} telefona", "Az {label} esetet {n} telefonon módosították"}},
		{"app.dir.version.col", msg.Text{"Version", "Verzija", "Változat"}},
		{"app.dir.version", msg.Text{"Version {n}", "Verzija {n}", "{n}. változat"}},
		{"app.dir.version.shown", msg.Text{"Version {n} (shown now)", "Verzija {n} (sada prikazana)", "{n}. változat (most látható)"}},
		{"app.dir.keep", msg.Text{"Keep this version", "Zadrži ovu verziju", "Ez a változat maradjon"}},
		{"app.dir.v.where", msg.Text{"Where", "Gde", "Hol"}},
		{"app.dir.v.who", msg.Text{"Concerns", "Odnosi se na", "Érintett"}},
		{"app.dir.v.calc", msg.Text{"Calculator", "Kalkulator", "Kalkulátor"}},
		{"app.dir.v.status", msg.Text{"Status", "Status", "Állapot"}},

		// results a merge made stale
		{"app.dir.stale.title", msg.Text{"Rulings whose result the log now changes ({n}):", "Slučajevi čiji rezultat dnevnik sada menja ({n}):", "Esetek, amelyek eredményét a napló most megváltoztatja ({n}):"}},
		{"app.dir.stale.help", msg.Text{
			"This happens once another director's log is merged in: a ruling now counts earlier incidents it did not know of when it was logged (or no longer counts one). Re-rule it, or leave it as it is.",
			"To se dešava posle spajanja sa dnevnikom drugog sudije: slučaj sada broji ranije slučajeve za koje se nije znalo kada je zabeležen (ili neki više ne broji). Presudite ponovo ili ga ostavite kakav jeste.",
			"Ez akkor fordul elő, ha egy másik tornavezető naplóját egyesítették ezzel: az eset most olyan korábbi eseteket is számol, amelyekről a rögzítéskor nem lehetett tudni (vagy egyet már nem számol). Hozzon új döntést, vagy hagyja változatlanul."}},
		{"app.dir.stale", msg.Text{
			"{label}: the log now gives “{field}” {now} (logged with {was}): {changes}.",
			"{label}: prema dnevniku, „{field}” je sada {now} (zabeleženo je {was}): {changes}.",
			"{label}: a napló szerint „{field}” értéke most {now} (rögzítve: {was}): {changes}."}},
		{"app.dir.stale.out", msg.Text{"{what} is now {now} (was {was})", "{what} je sada {now} (bilo je {was})", "{what} most {now} (korábban {was})"}},
		{"app.dir.rerule", msg.Text{"Re-rule with this result", "Presudi ponovo s ovim rezultatom", "Új döntés ezzel az eredménnyel"}},
		{"app.dir.rerule.reason", msg.Text{"re-ruled as {label} after merging the logs", "nova odluka {label} posle spajanja dnevnika", "új döntés ({label}) a naplók egyesítése után"}},
		{"app.dir.v.active", msg.Text{"In force", "Na snazi", "Érvényben"}},
	})
}

// KeyDirFull is the error when every series of an event is taken.
const KeyDirFull = "app.dir.err.full"
