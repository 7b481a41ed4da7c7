package texts

import "arbiter/engine/msg"

// The table editor's rows as lines: a row written on one line as on a slip, its cells opened
// only when asked, a row repeated on request, and several rows pasted at once (the lines not
// read named with why, and kept).
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.table.line", msg.Text{"{row}: one line", "{row}: u jednom redu", "{row}: egy sorban"}},
		{"app.table.edit", msg.Text{"Cells", "Polja", "Mezők"}},
		{"app.table.edit.name", msg.Text{"{row}: cells", "{row}: polja", "{row}: mezők"}},
		{"app.table.repeat", msg.Text{"Repeat", "Ponovi", "Ismétlés"}},
		{"app.table.repeat.name", msg.Text{"Repeat {row}", "Ponovi: {row}", "Ismétlés: {row}"}},
		{"app.table.lines", msg.Text{"Several rows at once", "Više redova odjednom", "Több sor egyszerre"}},
		{"app.table.lines.help", msg.Text{"One row per line, as on the slip: {form}", "Jedan red po liniji, kao na listiću: {form}", "Soronként egy sor, ahogy a lapon: {form}"}},
		{"app.table.lines.label", msg.Text{"{table}: rows, one per line", "{table}: redovi, jedan po liniji", "{table}: sorok, soronként egy"}},
		{"app.table.lines.add", msg.Text{"Add these rows", "Dodaj ove redove", "Sorok felvétele"}},
		{"app.table.lines.added", msg.Text{"Rows added: {n}.", "Dodato redova: {n}.", "Felvett sorok: {n}."}},
		{"app.table.lines.refused", msg.Text{"Line {n} (“{text}”): {err} Form: {form}", "Linija {n} („{text}”): {err} Oblik: {form}", "{n}. sor („{text}”): {err} Formája: {form}"}},
		{"app.table.lines.kept", msg.Text{"The lines not taken stay in the box.", "Linije koje nisu primljene ostaju u polju.", "A fel nem vett sorok a mezőben maradnak."}},
		{"app.table.line.form", msg.Text{"Form: {form}", "Oblik: {form}", "Formája: {form}"}},
		{"app.line.err.missing", msg.Text{"{field}: not written.", "{field}: nije upisano.", "{field}: nincs megadva."}},
		{"app.line.err.option", msg.Text{"{field}: “{word}” is not one of its choices.", "{field}: „{word}” nije jedna od mogućnosti.", "{field}: „{word}” nem a választható értékek egyike."}},
		{"app.line.err.extra", msg.Text{"{field}: words left over: {words}.", "{field}: višak reči: {words}.", "{field}: fölösleges szavak: {words}."}},
		{"app.line.err.entry", msg.Text{"{field}: not a result (contract, declarer, result).", "{field}: nije rezultat (kontrakt, izvođač, ishod).", "{field}: nem eredmény (felvétel, felvevő, eredmény)."}},
		{"app.line.err.full", msg.Text{"{field}: the table takes at most {n} rows.", "{field}: tabela prima najviše {n} redova.", "{field}: a táblázat legfeljebb {n} sort fogad."}},
	})
}

// A hand the form refuses: the card picker under it says so.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.cards.refused", msg.Text{
			"Not read: the text above is refused (why is said under it); the cards show only what can be read of it.",
			"Nije primljeno: tekst iznad je odbijen (razlog je odmah ispod njega); karte pokazuju samo ono što se iz njega može pročitati.",
			"Nincs beolvasva: a fenti szöveg nem fogadható el (az ok közvetlenül alatta áll); a lapok csak azt mutatják, ami belőle kiolvasható."}},
	})
}
