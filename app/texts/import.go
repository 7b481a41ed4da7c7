package texts

import "arbiter/engine/msg"

// Messages of the import screen: merging another director's file.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.import.plan", msg.Text{
			"Merging this file into the log on this device will do the following. Nothing is written until you tap Merge.",
			"Spajanje ove datoteke sa dnevnikom na ovom uređaju uradiće sledeće. Ništa se ne upisuje dok ne dodirnete „Spoji“.",
			"Ha ezt a fájlt egyesíti az eszközön lévő naplóval, a következő történik. Semmi sem kerül a naplóba, amíg nem koppint az „Egyesítés” gombra."}},
		{"app.import.newer", msg.Text{
			"This file was written by a newer version of the app. What this version does not know is kept as it is and goes out again with your exports; update the app to see it.",
			"Ovu datoteku je napravila novija verzija aplikacije. Ono što ova verzija ne poznaje čuva se nepromenjeno i ponovo ide uz vaše izvoze; ažurirajte aplikaciju da biste to videli.",
			"Ezt a fájlt az alkalmazás újabb verziója készítette. Amit ez a verzió nem ismer, változatlanul megmarad, és az exportjaival továbbmegy; frissítse az alkalmazást, hogy lássa."}},
		{"app.import.event.new", msg.Text{
			"A new event on this device.",
			"Novo takmičenje na ovom uređaju.",
			"Új verseny ezen az eszközön."}},
		{"app.import.event.changed", msg.Text{
			"The event's details are brought up to date with the later version in the file.",
			"Podaci takmičenja se ažuriraju novijom verzijom iz datoteke.",
			"A verseny adatai a fájlban lévő későbbi változatra frissülnek."}},
		{"app.import.event.conflict", msg.Text{
			"The event's details were edited on two devices: both versions are kept until you choose one on the event page.",
			"Podaci takmičenja su menjani na dva uređaja: obe verzije se čuvaju dok na stranici takmičenja ne izaberete jednu.",
			"A verseny adatait két eszközön módosították: mindkét változat megmarad, amíg a verseny oldalán nem választ közülük."}},
		{"app.import.event.kept", msg.Text{
			"The event's details stay as they are on this device: the file's version lacks a pair, team or player of incidents logged here.",
			"Podaci takmičenja ostaju kao na ovom uređaju: u verziji iz datoteke nema para, tima ili igrača iz slučajeva zabeleženih ovde.",
			"A verseny adatai úgy maradnak, ahogy ezen az eszközön vannak: a fájlban lévő változatból hiányzik az itt rögzített esetek egyik párja, csapata vagy játékosa."}},
		{"app.import.event.same", msg.Text{
			"Everything of this event in the file is already here.",
			"Sve iz datoteke o ovom takmičenju je već ovde.",
			"A fájlban a versenyről minden megvan már itt."}},
		{"app.import.add", msg.Text{
			"Adds {n} incidents: {labels}.",
			"Dodaje slučajeve ({n}): {labels}.",
			"{n} esetet ad hozzá: {labels}."}},
		{"app.import.add.one", msg.Text{
			"Adds one incident: {labels}.",
			"Dodaje jedan slučaj: {labels}.",
			"Egy esetet ad hozzá: {labels}."}},
		{"app.import.update.one", msg.Text{
			"Brings one incident up to date with its later version from the file: {labels}.",
			"Ažurira jedan slučaj novijom verzijom iz datoteke: {labels}.",
			"Egy esetet frissít a fájlban lévő későbbi változatra: {labels}."}},
		{"app.import.same.one", msg.Text{
			"One incident is already here.",
			"Jedan slučaj je već ovde.",
			"Egy eset már megvan itt."}},
		{"app.import.update", msg.Text{
			"Brings {n} incidents up to date with later versions from the file: {labels}.",
			"Ažurira slučajeve novijim verzijama iz datoteke ({n}): {labels}.",
			"{n} esetet frissít a fájlban lévő későbbi változatra: {labels}."}},
		{"app.import.same", msg.Text{
			"{n} incidents are already here.",
			"Slučajevi koji su već ovde: {n}.",
			"{n} eset már megvan itt."}},
		{"app.import.conflict", msg.Text{
			"{label} ({who}) was edited on two devices: both versions are kept until you choose one on the event page.",
			"Slučaj {label} ({who}) je menjan na dva uređaja: obe verzije se čuvaju dok na stranici takmičenja ne izaberete jednu.",
			"Az {label} esetet ({who}) két eszközön módosították: mindkét változat megmarad, amíg a verseny oldalán nem választ közülük."}},
		{"app.import.clash", msg.Text{
			"{label} logged by {file} in the file and by {here} on this device: not imported; one of you must take another letter.",
			"Oznaka {label} postoji i u datoteci ({file}) i na ovom uređaju ({here}), za dva različita slučaja: slučaj iz datoteke nije uvezen; jedan od vas mora da uzme drugo slovo.",
			"Az {label} esetet a fájlban {file}, ezen az eszközön {here} rögzítette: nem kerül át; egyiküknek másik betűt kell választania."}},
		{"app.import.skipped", msg.Text{
			"{label} ({who}) is not imported: the event on this device does not have its pair, team or player.",
			"Slučaj {label} ({who}) se ne uvozi: takmičenje na ovom uređaju nema njegov par, tim ili igrača.",
			"Az {label} eset ({who}) nem kerül át: a verseny ezen az eszközön nem tartalmazza a párját, csapatát vagy játékosát."}},
		{"app.import.more", msg.Text{"and {n} more", "i još {n}", "és még {n}"}},
		{"app.import.first", msg.Text{"the event's first director", "prvi sudija takmičenja", "a verseny első tornavezetője"}},
		{"app.import.unnamed", msg.Text{"a director without a name", "sudija bez imena", "név nélküli tornavezető"}},
		{"app.import.refused", msg.Text{
			"Left out of the file, as not valid:",
			"Izostavljeno iz datoteke kao neispravno:",
			"A fájlból kimarad, mert érvénytelen:"}},
		{"app.import.refused.event", msg.Text{"Event {what}: {reason}", "Takmičenje {what}: {reason}", "Verseny ({what}): {reason}"}},
		{"app.import.refused.incident", msg.Text{"Incident {what}: {reason}", "Slučaj {what}: {reason}", "Eset ({what}): {reason}"}},
		{"app.import.refused.unreadable", msg.Text{
			"it does not read as a record of this app (a value of the wrong kind).",
			"ne čita se kao zapis ove aplikacije (vrednost pogrešne vrste).",
			"nem olvasható az alkalmazás bejegyzéseként (rossz fajtájú érték)."}},
		{"app.import.nothing", msg.Text{
			"Nothing in the file is new here: there is nothing to merge.",
			"U datoteci nema ničeg novog: nema šta da se spoji.",
			"A fájlban nincs semmi új: nincs mit egyesíteni."}},
		{"app.import.merge", msg.Text{"Merge", "Spoji", "Egyesítés"}},
		{"app.import.close", msg.Text{"Close", "Zatvori", "Bezárás"}},
		{"app.import.done", msg.Text{
			"Merged. Incidents added: {added}; brought up to date: {updated}. Events added or brought up to date: {events}. Already here: {same}. Not imported: {left}.",
			"Spojeno. Dodati slučajevi: {added}; ažurirani: {updated}. Dodata ili ažurirana takmičenja: {events}. Već ovde: {same}. Nije uvezeno: {left}.",
			"Egyesítve: {added} eset hozzáadva és {updated} frissítve, {events} verseny hozzáadva vagy frissítve, {same} bejegyzés már megvolt, {left} nem került át."}},
		{"app.import.done.conflicts", msg.Text{
			"Records edited on two devices: {n}. Choose the version to keep on the event page:",
			"Zapisi menjani na dva uređaja: {n}. Na stranici takmičenja izaberite verziju koju zadržavate:",
			"Két eszközön módosított bejegyzések: {n}. A verseny oldalán válassza ki, melyik változat maradjon:"}},
	})
}
