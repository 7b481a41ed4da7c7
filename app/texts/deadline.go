package texts

import "arbiter/engine/msg"

// Messages of the deadline on a ruling's receipt and of its facts in the share box.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.dl.h.protest", msg.Text{"Deadline to appeal", "Rok za žalbu", "Óvási határidő"}},
		{"app.dl.h.intent", msg.Text{"Deadline for the intent to protest", "Rok za najavu žalbe", "Az óvási szándék határideje"}},
		{"app.dl.h.second", msg.Text{"Deadline for the appeal to SZEB", "Rok za žalbu drugog stepena (SZEB)", "A fellebbviteli óvás határideje (SZEB)"}},
		{"app.dl.h.next-hand", msg.Text{"Time limit to call the judge", "Rok za poziv sudije", "A bíró hívásának határideje"}},
		{"app.dl.h.final", msg.Text{"No appeal", "Nema žalbe", "Nincs fellebbezés"}},
		{"app.dl.h.no-protest", msg.Text{"No protest", "Nema žalbe", "Nincs óvás"}},
		{"app.dl.h.none", msg.Text{"No time limit", "Bez roka", "Nincs határidő"}},
		{"app.dl.h.complaint", msg.Text{"Deadline for a complaint", "Rok za pritužbu", "Panasz határideje"}},
		{"app.dl.h.no-route", msg.Text{"No remedy in the rules", "Pravilnik ne predviđa žalbu", "A szabályzat nem ad jogorvoslatot"}},
		{"app.dl.missing.ruled", msg.Text{"The link carries no ruling time, so the moment the limit ends cannot be shown.", "Link ne sadrži vreme odluke, pa trenutak isteka roka ne može da se prikaže.", "A link nem tartalmazza a döntés időpontját, ezért a határidő vége nem látható."}},
		{"app.ruling.extras.match", msg.Text{"The case, the ruling's time and the deadline facts are as the director shared them.", "Slučaj, vreme odluke i podaci za rok su onakvi kakve je sudija podelio.", "Az eset, a döntés időpontja és a határidő adatai azok, amelyeket a tornavezető megosztott."}},
		{"app.ruling.extras.none", msg.Text{"This link is from an older version: its case, ruling time and deadline facts are not checked.", "Ovaj link je iz starije verzije: slučaj, vreme odluke i podaci za rok nisu provereni.", "Ez a link egy korábbi változatból való: az eset, a döntés időpontja és a határidő adatai nincsenek ellenőrizve."}},
		{"app.ruling.extras.differ", msg.Text{"This link was changed: its case, ruling time, deadline facts or note do not match what the director shared.", "Ovaj link je izmenjen: slučaj, vreme odluke, podaci za rok ili napomena ne slažu se sa onim što je sudija podelio.", "Ezt a linket megváltoztatták: az eset, a döntés időpontja, a határidő adatai vagy a megjegyzés nem egyezik azzal, amit a tornavezető megosztott."}},
		{"app.dl.by", msg.Text{"Decided by: {who}", "Odlučuje: {who}", "Elbírálja: {who}"}},
		{"app.dl.witnesses", msg.Text{"Witnesses to name: {n}", "Broj svedoka koje treba navesti: {n}", "Megnevezendő tanúk száma: {n}"}},
		{"app.dl.investigate", msg.Text{"Days it has to deal with it: {n}", "Rok za odlučivanje (dana): {n}", "Az elbírálás határideje (nap): {n}"}},
		{"app.dl.left.d", msg.Text{"{d} d {h} h {m} min left", "Preostalo: {d} d {h} h {m} min", "Hátravan: {d} nap {h} óra {m} perc"}},
		{"app.dl.left.h", msg.Text{"{h} h {m} min left", "Preostalo: {h} h {m} min", "Hátravan: {h} óra {m} perc"}},
		{"app.dl.left.m", msg.Text{"{m} min left", "Preostalo: {m} min", "Hátravan: {m} perc"}},
		{"app.dl.expired", msg.Text{"The deadline has passed.", "Rok je istekao.", "A határidő lejárt."}},
		{"app.dl.clock", msg.Text{"Time left by this device's clock.", "Preostalo vreme po satu ovog uređaja.", "A hátralévő idő ennek az eszköznek az órája szerint."}},
		{"app.dl.missing.session_end", msg.Text{"The director did not enter when the session ended, so the exact moment cannot be shown.", "Sudija nije uneo kraj kola, pa tačan trenutak ne može da se prikaže.", "A tornavezető nem adta meg a forduló végét, ezért a pontos időpont nem látható."}},
		{"app.dl.missing.playing_day", msg.Text{"The director did not enter the playing day, so the exact moment cannot be shown.", "Sudija nije uneo dan igre, pa tačan trenutak ne može da se prikaže.", "A tornavezető nem adta meg a játéknapot, ezért a pontos időpont nem látható."}},
		{"app.dl.share", msg.Text{"Deadline to appeal on the receipt", "Rok za žalbu na potvrdi", "Óvási határidő a nyugtán"}},
		{"app.dl.share.help", msg.Text{"Optional: the receipt computes the deadline from these and counts down on the player's phone.", "Nije obavezno: potvrda iz ovoga računa rok i odbrojava ga na telefonu igrača.", "Nem kötelező: a nyugta ezekből számolja ki a határidőt, és visszaszámol a játékos telefonján."}},
		{"app.dl.f.session_end", msg.Text{"End of the session", "Kraj kola", "A forduló vége"}},
		{"app.dl.f.next_start", msg.Text{"Start of the next session", "Početak sledećeg kola", "A következő forduló kezdete"}},
		{"app.dl.f.event_end", msg.Text{"End of the event", "Kraj turnira", "A verseny vége"}},
		{"app.dl.f.playing_day", msg.Text{"Playing day", "Dan igre", "Játéknap"}},
		{"app.dl.f.decided", msg.Text{"Appeals committee's decision announced (only for its decision)", "Odluka žirija saopštena (samo za odluku žirija)", "Az óvási bizottság döntésének közlése (csak a bizottság döntésénél)"}},
		{"app.dl.f.last_day", msg.Text{"Last playing day", "Poslednji dan igre", "Utolsó játéknap"}},
	})
}
