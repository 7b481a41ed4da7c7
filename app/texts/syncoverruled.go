package texts

import "arbiter/engine/msg"

// Messages of a version of a ruling its director's phone wrote over (couchsync.Overruled): shown
// on every phone until a director settles it. Glossary as syncheld.go's.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"sync.hold.overruled", msg.Text{
			"{n} rulings had a version on the server made by someone else, which their director's phone wrote over: shown until a director settles it.",
			"Odluka čiju je verziju na serveru napravio neko drugi, a telefon njihovog sudije je prepisao: {n}; prikazuju se dok ih neki sudija ne razreši.",
			"Döntések, amelyeknek egy változatát a szerveren más készítette, és a tornavezetőjük telefonja felülírta: {n}; látszanak, amíg egy tornavezető le nem zárja őket."}},
		{"app.sync.row.overruled", msg.Text{
			"{label} · {name}: a version made by {author}, not by {name}, was written over by {name}'s phone — a conflict until a director settles it; the log keeps {name}'s.",
			"{label} · {name}: verziju koju je napravio {author}, a ne {name}, prepisao je telefon sudije {name} — sukob dok ga neki sudija ne razreši; dnevnik zadržava verziju sudije {name}.",
			"{label} · {name}: {name} telefonja felülírt egy változatot, amelyet nem {name}, hanem {author} készített — ütközés, amíg egy tornavezető le nem zárja; a napló {name} változatát tartja meg."}},
		{"app.sync.settle", msg.Text{"Settled: the log's version stands", "Razrešeno: važi verzija iz dnevnika", "Lezárva: a napló változata érvényes"}},
	})
}
