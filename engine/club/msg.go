package club

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"club.err.size", msg.Text{"Club file: the file is larger than {max} KiB.", "Fajl kluba: fajl je veći od {max} KiB.", "Klubfájl: a fájl nagyobb, mint {max} KiB."}},
		{"club.err.syntax", msg.Text{"Club file, {path}: this is not valid JSON.", "Fajl kluba, {path}: ovo nije ispravan JSON.", "Klubfájl, {path}: ez nem érvényes JSON."}},
		{"club.err.format", msg.Text{"Club file, {path}: this app reads club files of format {version}.", "Fajl kluba, {path}: ova aplikacija čita fajlove kluba formata {version}.", "Klubfájl, {path}: az alkalmazás ezt a klubfájl-formátumot olvassa: {version}."}},
		{"club.err.long", msg.Text{"Club file, {path}: at most {max} characters.", "Fajl kluba, {path}: najviše {max} znakova.", "Klubfájl, {path}: legfeljebb {max} karakter."}},
		{"club.err.ruleset", msg.Text{"Club file, {path}: this app has no ruleset {value}.", "Fajl kluba, {path}: aplikacija nema pravilnik {value}.", "Klubfájl, {path}: az alkalmazásban nincs ilyen szabályzat: {value}."}},
		{"club.err.language", msg.Text{"Club file, {path}: {value} is not a language of the app; use one of {options}.", "Fajl kluba, {path}: {value} nije jezik aplikacije; koristite jedan od: {options}.", "Klubfájl, {path}: ez nem az alkalmazás nyelve: {value}; ezek egyike lehet: {options}."}},
		{"club.err.param", msg.Text{"Club file, {path}: ruleset {ruleset} has no parameter {value}.", "Fajl kluba, {path}: pravilnik {ruleset} nema parametar {value}.", "Klubfájl, {path}: a szabályzatnak ({ruleset}) nincs ilyen paramétere: {value}."}},
		{"club.err.range", msg.Text{"Club file, {path}: enter a value from {min} to {max}.", "Fajl kluba, {path}: unesite vrednost od {min} do {max}.", "Klubfájl, {path}: {min} és {max} közötti értéket adjon meg."}},
		{"club.err.whole", msg.Text{"Club file, {path}: enter a whole number from {min} to {max}.", "Fajl kluba, {path}: unesite ceo broj od {min} do {max}.", "Klubfájl, {path}: {min} és {max} közötti egész számot adjon meg."}},
		{"club.err.sync", msg.Text{"Club file, {path}: the sync server is an address such as https://couch.club.example (http:// only for 127.0.0.1), with no user name, password, query or #.", "Fajl kluba, {path}: server za sinhronizaciju je adresa kao https://couch.club.example (http:// samo za 127.0.0.1), bez korisničkog imena, lozinke, upita i #.", "Klubfájl, {path}: a szinkronizáló szerver címe például https://couch.club.example (http:// csak 127.0.0.1 esetén), felhasználónév, jelszó, lekérdezés és # nélkül."}},
		{"club.err.key", msg.Text{"Club file, {path}: this key is not part of a club file.", "Fajl kluba, {path}: ovaj ključ ne pripada fajlu kluba.", "Klubfájl, {path}: ez a kulcs nem része a klubfájlnak."}},
		{"club.err.signkey", msg.Text{"Club file, {path}: a director's key is the 43 characters Settings shows under \"Signing key\".", "Fajl kluba, {path}: ključ sudije je 43 znaka koje Podešavanja prikazuju pod „Ključ za potpis“.", "Klubfájl, {path}: a tornavezető kulcsa az a 43 karakter, amelyet a Beállítások az „Aláírókulcs” alatt mutat."}},
		{"club.err.signkey.twice", msg.Text{"Club file, {path}: this key is already listed for {name}.", "Fajl kluba, {path}: ovaj ključ je već naveden za: {name}.", "Klubfájl, {path}: ez a kulcs már szerepel ennél: {name}."}},
		{"club.err.duplicate", msg.Text{"Club file, {path}: this key appears twice.", "Fajl kluba, {path}: ovaj ključ se javlja dvaput.", "Klubfájl, {path}: ez a kulcs kétszer szerepel."}},
		{"club.err.type", msg.Text{"Club file, {path}: expected {want}.", "Fajl kluba, {path}: očekuje se {want}.", "Klubfájl, {path}: itt ez szerepeljen: {want}."}},
		{"club.type.object", msg.Text{"an object { … }", "objekat { … }", "objektum { … }"}},
		{"club.type.string", msg.Text{"a text in quotes", "tekst pod navodnicima", "idézőjeles szöveg"}},
		{"club.type.number", msg.Text{"a number", "broj", "szám"}},
	})
}
