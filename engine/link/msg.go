package link

import "arbiter/engine/msg"

func init() {
	msg.Register(map[string]msg.Text{
		KeyMalformed: {
			En: "This is not a valid ruling link: the code is damaged or incomplete. Ask the director to send it again.",
			Sr: "Ovo nije ispravan link sudijske odluke: kod je oštećen ili nepotpun. Zamolite sudiju da ga pošalje ponovo.",
			Hu: "Ez nem érvényes döntéslink: a kód sérült vagy hiányos. Kérje meg a tornavezetőt, hogy küldje el újra.",
		},
		KeyCanonical: {
			En: "This ruling link has been altered: the code is not in the form the app writes. Ask the director to send it again.",
			Sr: "Ovaj link sudijske odluke je izmenjen: kod nije u obliku koji aplikacija pravi. Zamolite sudiju da ga pošalje ponovo.",
			Hu: "Ezt a döntéslinket módosították: a kód nem olyan alakú, amilyet az alkalmazás készít. Kérje meg a tornavezetőt, hogy küldje el újra.",
		},
		KeyCheck: {
			En: "This ruling link fails its check number: a character was probably lost or changed when it was copied.",
			Sr: "Kontrolni broj ovog linka sudijske odluke se ne slaže: verovatno je pri kopiranju neki znak izgubljen ili promenjen.",
			Hu: "A döntéslink ellenőrző száma nem egyezik: másoláskor valószínűleg elveszett vagy megváltozott egy karakter.",
		},
		KeyFormat: {
			En: "This ruling link uses format {version}, which this version of the app does not know. Update the app and open the link again.",
			Sr: "Ovaj link sudijske odluke koristi format {version}, koji ova verzija aplikacije ne poznaje. Ažurirajte aplikaciju i ponovo otvorite link.",
			Hu: "Ez a döntéslink olyan formátumot használ ({version}), amelyet az alkalmazás ezen verziója nem ismer. Frissítse az alkalmazást, és nyissa meg újra a linket.",
		},
		KeyRuleset: {
			En: "This ruling link names a set of rules this version of the app does not have. Update the app and open the link again.",
			Sr: "Ovaj link sudijske odluke navodi pravilnik koji ova verzija aplikacije nema. Ažurirajte aplikaciju i ponovo otvorite link.",
			Hu: "Ez a döntéslink olyan szabályzatra hivatkozik, amely az alkalmazás ezen verziójában nincs meg. Frissítse az alkalmazást, és nyissa meg újra a linket.",
		},
		KeyVersion: {
			En: "This ruling was made with data version {version} of the rules; this app has version {newest}. Update the app and open the link again.",
			Sr: "Ova odluka je doneta po verziji podataka {version} pravilnika; ova aplikacija ima verziju {newest}. Ažurirajte aplikaciju i ponovo otvorite link.",
			Hu: "Ez a döntés a szabályzat ezen adatverziójával készült: {version}; ebben az alkalmazásban ez a verzió van: {newest}. Frissítse az alkalmazást, és nyissa meg újra a linket.",
		},
		KeyCalculator: {
			En: "This ruling link names a calculation this version of the app does not have. Update the app and open the link again.",
			Sr: "Ovaj link sudijske odluke navodi obračun koji ova verzija aplikacije nema. Ažurirajte aplikaciju i ponovo otvorite link.",
			Hu: "Ez a döntéslink olyan számításra hivatkozik, amely az alkalmazás ezen verziójában nincs meg. Frissítse az alkalmazást, és nyissa meg újra a linket.",
		},
		KeyValues: {
			En: "This ruling link does not hold the inputs this calculation needs. It may come from a newer version of the app: update it and open the link again.",
			Sr: "Ovaj link sudijske odluke ne sadrži ulazne podatke koji su potrebni za ovaj obračun. Možda potiče iz novije verzije aplikacije: ažurirajte je i ponovo otvorite link.",
			Hu: "Ez a döntéslink nem tartalmazza a számításhoz szükséges adatokat. Lehet, hogy az alkalmazás újabb verziójából származik: frissítse, és nyissa meg újra a linket.",
		},
		KeyInput: {
			En: "This ruling link holds a value for “{field}” that the calculation does not accept.",
			Sr: "Ovaj link sudijske odluke sadrži vrednost za „{field}“ koju obračun ne prihvata.",
			Hu: "Ez a döntéslink olyan értéket tartalmaz ehhez: „{field}”, amelyet a számítás nem fogad el.",
		},
		KeyAnnounced: {
			En: "The announced result in this ruling link is damaged.",
			Sr: "Objavljeni rezultat u ovom linku sudijske odluke je oštećen.",
			Hu: "A döntéslinkben szereplő kihirdetett eredmény sérült.",
		},
		KeyClub: {
			En: "This ruling link holds a club setting that these rules do not allow.",
			Sr: "Ovaj link sudijske odluke sadrži klupsko podešavanje koje ovaj pravilnik ne dozvoljava.",
			Hu: "Ez a döntéslink olyan klubbeállítást tartalmaz, amelyet ez a szabályzat nem enged meg.",
		},
		KeyTooLong: {
			En: "This ruling holds too much data to share as a link. Share a shorter form, or export the log instead.",
			Sr: "Ova odluka sadrži previše podataka da bi se podelila kao link. Podelite kraći oblik ili izvezite dnevnik.",
			Hu: "Ez a döntés túl sok adatot tartalmaz ahhoz, hogy linkként meg lehessen osztani. Osszon meg rövidebb változatot, vagy exportálja a naplót.",
		},
		KeyURL: {
			En: "No ruling code was found in this link. Paste the whole link or just its code.",
			Sr: "U ovom linku nije pronađen kod sudijske odluke. Nalepite ceo link ili samo njegov kod.",
			Hu: "Ebben a linkben nincs döntéskód. Illessze be a teljes linket vagy csak a kódját.",
		},
	})
}
