package texts

import "arbiter/engine/msg"

// Messages of the ruling as a record (record.go).
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.why", msg.Text{"Reasoning", "Obrazloženje", "Indoklás"}},
		{"app.why.help", msg.Text{
			"Optional: why the ruling is what it is, in a few sentences (at most {max} characters). The link carries it under its check; the receipt shows it and the printed ruling prints it.",
			"Neobavezno: zašto je odluka takva, u nekoliko rečenica (najviše {max} znakova). Link ga nosi pod proverom; potvrda ga prikazuje, a odštampana odluka ga štampa.",
			"Nem kötelező: miért ilyen a döntés, néhány mondatban (legfeljebb {max} karakter). A link az ellenőrzés alatt viszi; a nyugta megmutatja, a nyomtatott döntés kinyomtatja."}},
		{"app.why.err.long", msg.Text{
			"{field}: at most {max} characters, this one has {n}. Shorten it: until then the link goes without it.",
			"{field}: najviše {max} znakova, ovo ima {n}. Skratite ga: dotle link ide bez njega.",
			"{field}: legfeljebb {max} karakter, ez {n}. Rövidítse le: addig a link nélküle megy."}},
		{"app.why.weights", msg.Text{"Weighted assigned score: the outcomes and their weights", "Ponderisani dodeljeni rezultat: ishodi i njihove težine", "Súlyozott megítélt eredmény: a kimenetelek és súlyuk"}},
		{"app.why.outcome", msg.Text{"Outcome", "Ishod", "Kimenetel"}},
		{"app.why.result", msg.Text{"Result", "Rezultat", "Eredmény"}},
		{"app.ruling.print", msg.Text{"Ruling for printing", "Odluka za štampu", "Döntés nyomtatáshoz"}},
		{"app.ruling.print.qr", msg.Text{
			"Scan the code: the receipt recomputes the ruling offline and shows its working.",
			"Skenirajte kod: potvrda ponovo izračunava odluku bez interneta i prikazuje postupak.",
			"Olvassa be a kódot: a nyugta internet nélkül újraszámolja a döntést, és megmutatja a menetét."}},
	})
}
