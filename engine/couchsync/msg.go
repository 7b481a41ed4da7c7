package couchsync

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"sync.err.auth", msg.Text{"Wrong user name or password.", "Pogrešno korisničko ime ili lozinka.", "Hibás felhasználónév vagy jelszó."}},
		{"sync.err.forbidden", msg.Text{"This user has no access to the event's database on the server.", "Ovaj korisnik nema pristup bazi takmičenja na serveru.", "Ennek a felhasználónak nincs hozzáférése a verseny adatbázisához a szerveren."}},
		{"sync.err.missing", msg.Text{"The event's database does not exist on the server.", "Baza takmičenja ne postoji na serveru.", "A verseny adatbázisa nem található a szerveren."}},
		{"sync.err.unreachable", msg.Text{"The server cannot be reached. The log stays on this device and syncs when the server answers again.", "Server nije dostupan. Dnevnik ostaje na ovom uređaju i sinhronizuje se kada server ponovo odgovori.", "A szerver nem érhető el. A napló ezen az eszközön marad, és szinkronizálódik, amint a szerver újra válaszol."}},
		{"sync.err.server", msg.Text{"The server reported an error. The log stays on this device; try again later.", "Server je prijavio grešku. Dnevnik ostaje na ovom uređaju; pokušajte ponovo kasnije.", "A szerver hibát jelzett. A napló ezen az eszközön marad; próbálja újra később."}},
		{"sync.err.url", msg.Text{"{field}: enter the server's address, such as https://couch.club.example (no query or #).", "{field}: unesite adresu servera, na primer https://couch.club.example (bez upita i #).", "{field}: adja meg a szerver címét, például https://couch.club.example (lekérdezés és # nélkül)."}},
		{"sync.err.http", msg.Text{"{field}: the address must start with https:// (plain http:// only for a server on this machine, 127.0.0.1).", "{field}: adresa mora počinjati sa https:// (običan http:// samo za server na ovom računaru, 127.0.0.1).", "{field}: a címnek https://-sel kell kezdődnie (sima http:// csak ezen a gépen futó szervernél, 127.0.0.1)."}},
		{"sync.err.secret", msg.Text{"{field}: leave the user name and password out of the address; type them in their own fields.", "{field}: korisničko ime i lozinku ne upisujte u adresu, već u njihova polja.", "{field}: a felhasználónevet és a jelszót ne a címbe írja, hanem a saját mezőjükbe."}},
		{"sync.err.dbname", msg.Text{"{field}: a lower-case letter first, then lower-case letters (a–z, no accents), digits and _ $ ( ) + - /.", "{field}: prvo malo slovo, zatim mala slova (a–z, bez kvačica), cifre i _ $ ( ) + - /.", "{field}: kisbetűvel kezdődjön, utána kisbetűk (a–z, ékezet nélkül), számjegyek és _ $ ( ) + - /."}},
		{"sync.err.toolong", msg.Text{"{field}: at most {max} characters.", "{field}: najviše {max} znakova.", "{field}: legfeljebb {max} karakter."}},
		{"sync.err.empty", msg.Text{"{field}: this field is needed.", "{field}: ovo polje je obavezno.", "{field}: ezt a mezőt ki kell tölteni."}},
		{"sync.err.doc", msg.Text{"A record received from the server was left out: the value at {where} is not valid.", "Zapis primljen sa servera je izostavljen: vrednost na mestu {where} nije ispravna.", "A szerverről érkezett egyik bejegyzés kimaradt: érvénytelen érték ezen a helyen: {where}."}},
	})
}
