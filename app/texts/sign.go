package texts

import "arbiter/engine/msg"

// Messages of the director's signature: the receipt's line, the share box's line, Settings' card.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// the receipt
		{"app.sign.none", msg.Text{"Not signed: this link does not say which director gave the ruling.", "Nije potpisano: ovaj link ne kaže koji sudija je doneo odluku.", "Nincs aláírva: a link nem mondja meg, melyik tornavezető hozta a döntést."}},
		{"app.sign.checking", msg.Text{"Checking the director's signature…", "Proverava se potpis sudije…", "A tornavezető aláírásának ellenőrzése…"}},
		{"app.sign.known", msg.Text{"Signed by {name}, whose key the club file names.", "Potpisao: {name}, čiji ključ navodi fajl kluba.", "Aláírta: {name}, akinek a kulcsát a klubfájl megnevezi."}},
		{"app.sign.unknown", msg.Text{"Signed with a key the club file does not name. Before you rely on it, call the director and compare this key's fingerprint with the one their Settings show.", "Potpisano ključem koji fajl kluba ne navodi. Pre nego što se oslonite na to, pozovite sudiju i uporedite otisak ovog ključa sa onim koji pokazuju njegova Podešavanja.", "Olyan kulccsal aláírva, amelyet a klubfájl nem nevez meg. Mielőtt elfogadná, hívja fel a tornavezetőt, és vesse össze a kulcs ujjlenyomatát azzal, amelyet az ő Beállításai mutatnak."}},
		{"app.sign.fp", msg.Text{"Key fingerprint:", "Otisak ključa:", "A kulcs ujjlenyomata:"}},
		{"app.sign.bad", msg.Text{"Refused: the director's signature does not match this link. It was changed after it was signed, or the signature is not that key's. Ask the director to send the ruling again.", "Odbijeno: potpis sudije se ne slaže sa ovim linkom. Izmenjen je posle potpisivanja ili potpis nije tog ključa. Zamolite sudiju da ponovo pošalje odluku.", "Elutasítva: a tornavezető aláírása nem egyezik ezzel a linkkel. Az aláírás után megváltoztatták, vagy az aláírás nem ahhoz a kulcshoz tartozik. Kérje meg a tornavezetőt, hogy küldje el újra a döntést."}},
		{"app.sign.unchecked", msg.Text{"This link is signed, but this browser cannot check the signature. Open it in a current browser.", "Ovaj link je potpisan, ali ovaj pregledač ne može da proveri potpis. Otvorite ga u novijem pregledaču.", "Ez a link alá van írva, de ez a böngésző nem tudja ellenőrizni az aláírást. Nyissa meg egy friss böngészőben."}},
		// the share box
		{"app.sign.share.none", msg.Text{"Not signed: this phone has no signing key.", "Nije potpisano: ovaj telefon nema ključ za potpis.", "Nincs aláírva: ezen a telefonon nincs aláírókulcs."}},
		{"app.sign.share.wait", msg.Text{"Signing…", "Potpisuje se…", "Aláírás…"}},
		{"app.sign.share.signed", msg.Text{"Signed with this phone's key {fp}.", "Potpisano ključem ovog telefona {fp}.", "Aláírva ennek a telefonnak a kulcsával: {fp}."}},
		// Settings
		{"app.sign.title", msg.Text{"Signing key", "Ključ za potpis", "Aláírókulcs"}},
		{"app.sign.help", msg.Text{"A director's phone signs the rulings it shares, so that a player's receipt shows who gave them. The key stays on this phone; the club file lists its public part under your name.", "Telefon sudije potpisuje odluke koje deli, da bi potvrda igrača pokazala ko ih je doneo. Ključ ostaje na ovom telefonu; fajl kluba navodi njegov javni deo pod vašim imenom.", "A tornavezető telefonja aláírja a megosztott döntéseket, így a játékos nyugtája megmutatja, ki hozta őket. A kulcs ezen a telefonon marad; a klubfájl a nyilvános részét az Ön neve alatt sorolja fel."}},
		{"app.sign.loading", msg.Text{"Reading this phone's key…", "Čita se ključ ovog telefona…", "A telefon kulcsának beolvasása…"}},
		{"app.sign.unsupported", msg.Text{"This browser cannot make signing keys. A current browser can.", "Ovaj pregledač ne može da napravi ključ za potpis. Noviji pregledač može.", "Ez a böngésző nem tud aláírókulcsot készíteni. Egy friss böngésző tud."}},
		{"app.sign.nokey", msg.Text{"This phone has no signing key.", "Ovaj telefon nema ključ za potpis.", "Ezen a telefonon nincs aláírókulcs."}},
		{"app.sign.club.named", msg.Text{"The club file names this key: {name}.", "Fajl kluba navodi ovaj ključ: {name}.", "A klubfájl megnevezi ezt a kulcsot: {name}."}},
		{"app.sign.club.not", msg.Text{"The club file in force does not name this key: receipts show its fingerprint instead of your name.", "Važeći fajl kluba ne navodi ovaj ključ: potvrde prikazuju njegov otisak umesto vašeg imena.", "Az érvényes klubfájl nem nevezi meg ezt a kulcsot: a nyugták az Ön neve helyett az ujjlenyomatát mutatják."}},
		{"app.sign.pub", msg.Text{"Public key, for the club file", "Javni ključ, za fajl kluba", "Nyilvános kulcs a klubfájlba"}},
		{"app.sign.pub.help", msg.Text{"Send it to whoever keeps the club file: it goes under director_keys with your name. It cannot sign anything.", "Pošaljite ga onome ko vodi fajl kluba: ide pod director_keys sa vašim imenom. Njime se ništa ne može potpisati.", "Küldje el annak, aki a klubfájlt kezeli: a director_keys alá kerül az Ön nevével. Semmit sem lehet vele aláírni."}},
		{"app.sign.make", msg.Text{"Make a signing key", "Napravi ključ za potpis", "Aláírókulcs készítése"}},
		{"app.sign.new", msg.Text{"New key (lost phone)", "Novi ključ (izgubljen telefon)", "Új kulcs (elveszett telefon)"}},
		{"app.sign.new.confirm", msg.Text{"Replace the key", "Zameni ključ", "A kulcs cseréje"}},
		{"app.sign.new.warn", msg.Text{"A new key replaces this phone's key for good. Rulings signed before keep their signature, but the club file must list the new key instead of the old one.", "Novi ključ trajno zamenjuje ključ ovog telefona. Ranije potpisane odluke zadržavaju potpis, ali fajl kluba mora da navede novi ključ umesto starog.", "Az új kulcs végleg felváltja a telefon kulcsát. A korábban aláírt döntések aláírása megmarad, de a klubfájlban a régi helyett az új kulcsnak kell szerepelnie."}},
		{"app.sign.made", msg.Text{"A new signing key is on this phone.", "Novi ključ za potpis je na ovom telefonu.", "Új aláírókulcs van ezen a telefonon."}},
		{"app.sign.export", msg.Text{"Copy the key to another phone", "Prenos ključa na drugi telefon", "A kulcs átvitele másik telefonra"}},
		{"app.sign.pass", msg.Text{"Passphrase for the key file", "Lozinka za fajl ključa", "Jelmondat a kulcsfájlhoz"}},
		{"app.sign.pass.help", msg.Text{"At least {min} characters. The file is useless without it; you type it again on the other phone.", "Najmanje {min} znakova. Bez nje fajl je neupotrebljiv; ponovo je unosite na drugom telefonu.", "Legalább {min} karakter. Nélküle a fájl használhatatlan; a másik telefonon újra be kell írni."}},
		{"app.sign.export.btn", msg.Text{"Save the key file", "Sačuvaj fajl ključa", "Kulcsfájl mentése"}},
		{"app.sign.exported", msg.Text{"The key file was saved, locked with the passphrase.", "Fajl ključa je sačuvan, zaključan lozinkom.", "A kulcsfájl elmentve, a jelmondattal zárolva."}},
		{"app.sign.import", msg.Text{"Use a key from another phone", "Ključ sa drugog telefona", "Kulcs egy másik telefonról"}},
		{"app.sign.file", msg.Text{"Key file", "Fajl ključa", "Kulcsfájl"}},
		{"app.sign.inpass", msg.Text{"Its passphrase", "Njegova lozinka", "A jelmondata"}},
		{"app.sign.import.btn", msg.Text{"Use this key", "Koristi ovaj ključ", "Ennek a kulcsnak a használata"}},
		{"app.sign.reading", msg.Text{"Reading the key file…", "Učitava se fajl ključa…", "A kulcsfájl beolvasása…"}},
		{"app.sign.imported", msg.Text{"This phone now signs with the key from the file.", "Ovaj telefon sada potpisuje ključem iz fajla.", "Ez a telefon mostantól a fájlban lévő kulccsal ír alá."}},
		{"app.sign.err.short", msg.Text{"The passphrase needs at least {min} characters.", "Lozinka mora imati najmanje {min} znakova.", "A jelmondatnak legalább {min} karakterből kell állnia."}},
		{"app.sign.err.nofile", msg.Text{"Choose the key file first.", "Prvo izaberite fajl ključa.", "Először válassza ki a kulcsfájlt."}},
		{"app.sign.err.pass", msg.Text{"This passphrase does not open the key file.", "Ova lozinka ne otvara fajl ključa.", "Ez a jelmondat nem nyitja meg a kulcsfájlt."}},
		{"app.sign.err.file", msg.Text{"This is not a key file saved by Arbiter.", "Ovo nije fajl ključa koji je sačuvao Arbiter.", "Ez nem az Arbiter által mentett kulcsfájl."}},
		{"app.sign.err.browser", msg.Text{"The browser refused: the key could not be used.", "Pregledač je odbio: ključ nije mogao da se upotrebi.", "A böngésző elutasította: a kulcsot nem lehetett használni."}},
	})
}
