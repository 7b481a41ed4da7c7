package club

import "arbiter/engine/msg"

func init() {
	msg.Register(map[string]msg.Text{
		"club.err.size":      {"Club file: the file is larger than {max} KiB.", "Fajl kluba: fajl je veći od {max} KiB.", "Klubfájl: a fájl nagyobb {max} KiB-nál."},
		"club.err.syntax":    {"Club file, {path}: this is not valid JSON.", "Fajl kluba, {path}: ovo nije ispravan JSON.", "Klubfájl, {path}: ez nem érvényes JSON."},
		"club.err.format":    {"Club file, {path}: this app reads club files of format {version}.", "Fajl kluba, {path}: ova aplikacija čita fajlove kluba formata {version}.", "Klubfájl, {path}: az alkalmazás a(z) {version}. formátumú klubfájlokat olvassa."},
		"club.err.long":      {"Club file, {path}: at most {max} characters.", "Fajl kluba, {path}: najviše {max} znakova.", "Klubfájl, {path}: legfeljebb {max} karakter."},
		"club.err.ruleset":   {"Club file, {path}: this app has no ruleset {value}.", "Fajl kluba, {path}: aplikacija nema pravilnik {value}.", "Klubfájl, {path}: az alkalmazásban nincs {value} szabályzat."},
		"club.err.language":  {"Club file, {path}: {value} is not a language of the app; use one of {options}.", "Fajl kluba, {path}: {value} nije jezik aplikacije; koristite jedan od: {options}.", "Klubfájl, {path}: a(z) {value} nem nyelve az alkalmazásnak; ezek egyike lehet: {options}."},
		"club.err.param":     {"Club file, {path}: ruleset {ruleset} has no parameter {value}.", "Fajl kluba, {path}: pravilnik {ruleset} nema parametar {value}.", "Klubfájl, {path}: a(z) {ruleset} szabályzatnak nincs {value} paramétere."},
		"club.err.range":     {"Club file, {path}: enter a value from {min} to {max}.", "Fajl kluba, {path}: unesite vrednost od {min} do {max}.", "Klubfájl, {path}: {min} és {max} közötti értéket adjon meg."},
		"club.err.whole":     {"Club file, {path}: enter a whole number from {min} to {max}.", "Fajl kluba, {path}: unesite ceo broj od {min} do {max}.", "Klubfájl, {path}: {min} és {max} közötti egész számot adjon meg."},
		"club.err.key":       {"Club file, {path}: this key is not part of a club file.", "Fajl kluba, {path}: ovaj ključ ne pripada fajlu kluba.", "Klubfájl, {path}: ez a kulcs nem része a klubfájlnak."},
		"club.err.duplicate": {"Club file, {path}: this key appears twice.", "Fajl kluba, {path}: ovaj ključ se javlja dvaput.", "Klubfájl, {path}: ez a kulcs kétszer szerepel."},
		"club.err.type":      {"Club file, {path}: expected {want}.", "Fajl kluba, {path}: očekuje se {want}.", "Klubfájl, {path}: {want} szerepeljen itt."},
		"club.type.object":   {"an object { … }", "objekat { … }", "objektum { … }"},
		"club.type.string":   {"a text in quotes", "tekst pod navodnicima", "idézőjeles szöveg"},
		"club.type.number":   {"a number", "broj", "szám"},
	})
}
