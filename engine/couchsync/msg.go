package couchsync

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"sync.err.auth", msg.Text{"Wrong user name or password.", "Pogrešno korisničko ime ili lozinka.", "Hibás felhasználónév vagy jelszó."}},
		{"sync.err.forbidden", msg.Text{"This user has no access to the event's database on the server.", "Ovaj korisnik nema pristup bazi takmičenja na serveru.", "Ennek a felhasználónak nincs hozzáférése a verseny adatbázisához a szerveren."}},
		{"sync.err.missing", msg.Text{"The event's database does not exist on the server.", "Baza takmičenja ne postoji na serveru.", "A verseny adatbázisa nem található a szerveren."}},
		{"sync.err.unreachable", msg.Text{"The server cannot be reached. The log stays on this device and syncs when the server answers again.", "Server nije dostupan. Dnevnik ostaje na ovom uređaju i sinhronizuje se kada server ponovo odgovori.", "A szerver nem érhető el. A napló ezen az eszközön marad, és szinkronizálódik, amint a szerver újra válaszol."}},
		{"sync.err.server", msg.Text{"The server reported an error. The log stays on this device; try again later.", "Server je prijavio grešku. Dnevnik ostaje na ovom uređaju; pokušajte ponovo kasnije.", "A szerver hibát jelzett. A napló ezen az eszközön marad; próbálja újra később."}},
	})
}
