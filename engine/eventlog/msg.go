package eventlog

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// eventWhat names an event in a message, in the message's language ("takmičenje kup-2026").
type eventWhat string

func (e eventWhat) Localize(l msg.Lang) string {
	return msg.T(l, "log.what.event", msg.A("id", string(e)))
}

// String is the event named in English, for an error's Error().
func (e eventWhat) String() string { return e.Localize(msg.EN) }

// EventNotFound is the error of a store that has no event id (ENOTFOUND, KeyNotFound).
func EventNotFound(id string) *engine.Error {
	return &engine.Error{Code: engine.ENOTFOUND, Field: "event " + id, Key: KeyNotFound, Detail: "not found",
		Args: []msg.Arg{msg.A("where", eventWhat(id))}}
}

func init() {
	msg.Register(map[string]msg.Text{
		KeyFormat: {
			En: "This file is not an Arbiter log export.",
			Sr: "Ova datoteka nije izvoz dnevnika aplikacije Arbiter.",
			Hu: "Ez a fájl nem az Arbiter naplójának exportja.",
		},
		KeySchema: {
			En: "This log file was written by a newer or unknown version of the app. Update the app and import it again.",
			Sr: "Ovu datoteku dnevnika je napravila novija ili nepoznata verzija aplikacije. Ažurirajte aplikaciju i ponovo je uvezite.",
			Hu: "Ezt a naplófájlt az alkalmazás újabb vagy ismeretlen verziója készítette. Frissítse az alkalmazást, és importálja újra.",
		},
		KeyJSON: {
			En: "This log file is damaged (not valid JSON, or it holds unknown or repeated entries). Nothing was imported.",
			Sr: "Ova datoteka dnevnika je oštećena (nije ispravan JSON ili sadrži nepoznate ili ponovljene stavke). Ništa nije uvezeno.",
			Hu: "Ez a naplófájl sérült (nem érvényes JSON, vagy ismeretlen, illetve ismétlődő elemeket tartalmaz). Semmit sem importáltunk.",
		},
		KeyEditBreaks: {
			En: "This change would leave incident {n} invalid: it names a pair, team, player or calculator the event would no longer have. Undo that part of the change, or revoke and re-log the incident first.",
			Sr: "Ova izmena bi slučaj {n} učinila neispravnim: on navodi par, tim, igrača ili kalkulator koje takmičenje više ne bi imalo. Poništite taj deo izmene ili prvo opozovite slučaj i ponovo ga zabeležite.",
			Hu: "Ez a módosítás érvénytelenné tenné az egyik esetet ({n}. eset): olyan párra, csapatra, játékosra vagy kalkulátorra hivatkozik, amely a versenyben már nem lenne. Vonja vissza a módosítás ezen részét, vagy előbb vonja vissza és rögzítse újra az esetet.",
		},
		KeyRevokeOwn: {
			En: "Only the judge who made a ruling may revoke it ({where}).",
			Sr: "Presudu može da ukine samo sudija koji ju je doneo ({where}).",
			Hu: "Az ítéletet csak az a bíró vonhatja vissza, aki meghozta ({where}).",
		},
		KeyField: {
			En: "The value at {where} is not valid.",
			Sr: "Vrednost na mestu {where} nije ispravna.",
			Hu: "Érvénytelen érték ezen a helyen: {where}.",
		},
		KeyDuplicate: {
			En: "{where} appears twice in the log.",
			Sr: "{where} se u dnevniku pojavljuje dva puta.",
			Hu: "{where} kétszer szerepel a naplóban.",
		},
		KeyRuleset: {
			En: "The rules named at {where} are not in this version of the app.",
			Sr: "Pravilnik naveden na mestu {where} ne postoji u ovoj verziji aplikacije.",
			Hu: "Az itt megadott szabályzat nincs meg az alkalmazás ezen verziójában: {where}.",
		},
		KeyCalculator: {
			En: "The calculation named at {where} is not in these rules.",
			Sr: "Obračun naveden na mestu {where} ne postoji u ovom pravilniku.",
			Hu: "Az itt megadott számítás nem része ennek a szabályzatnak: {where}.",
		},
		KeyValues: {
			En: "The inputs at {where} are not accepted by the calculation.",
			Sr: "Obračun ne prihvata ulazne podatke na mestu {where}.",
			Hu: "A számítás nem fogadja el az itt lévő adatokat: {where}.",
		},
		KeySize: {
			En: "The log at {where} is larger than the app accepts.",
			Sr: "Dnevnik na mestu {where} je veći nego što aplikacija prihvata.",
			Hu: "A napló ezen a helyen nagyobb, mint amit az alkalmazás elfogad: {where}.",
		},
		KeyNotFound: {
			En: "Not found in the log: {where}.",
			Sr: "Nije pronađeno u dnevniku: {where}.",
			Hu: "A naplóban nem található: {where}.",
		},
		// an event in a message ({where} of KeyNotFound): EventNotFound
		"log.what.event": {
			En: "event {id}",
			Sr: "takmičenje {id}",
			Hu: "{id} azonosítójú verseny",
		},
		KeyChanged: {
			En: "The log changed (perhaps in another tab) since the import was checked. Check the file again before importing.",
			Sr: "Dnevnik se promenio (možda u drugoj kartici) otkad je uvoz proveren. Ponovo proverite datoteku pre uvoza.",
			Hu: "A napló megváltozott (talán egy másik lapon), amióta az importálást ellenőrizte. Ellenőrizze újra a fájlt az importálás előtt.",
		},
	})
}
