package texts

import "arbiter/engine/msg"

// Messages of "From the log" and of re-ruling a logged case.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.fromlog.btn", msg.Text{"From the log ({n} incidents)", "Iz dnevnika (slučajeva: {n})", "A naplóból ({n} eset)"}},
		{"app.fromlog.who.party", msg.Text{"Whose earlier incidents (pair or team)", "Čiji raniji slučajevi (par ili tim)", "Kinek a korábbi esetei (pár vagy csapat)"}},
		{"app.fromlog.who.player", msg.Text{"Whose earlier incidents (player)", "Čiji raniji slučajevi (igrač)", "Kinek a korábbi esetei (játékos)"}},
		{"app.fromlog.who.game", msg.Text{"Game (sheet) to take from the log", "Partija (lista) koja se preuzima iz dnevnika", "A parti (lista), amelyet a naplóból átveszünk"}},
		{"app.fromlog.pick", msg.Text{"Choose whose earlier incidents the log should count.", "Izaberite čije ranije slučajeve dnevnik broji.", "Válassza ki, kinek a korábbi eseteit számolja a napló."}},
		{"app.fromlog.need", msg.Text{"Enter first: {what}.", "Prvo unesite: {what}.", "Előbb adja meg: {what}."}},
		{"app.fromlog.counted", msg.Text{"Counted from the log: {list}.", "Izbrojano iz dnevnika: {list}.", "A naplóból számolva: {list}."}},
		{"app.fromlog.none", msg.Text{"The log holds no earlier incident of these: 0.", "U dnevniku nema ranijih takvih slučajeva: 0.", "A naplóban nincs ilyen korábbi eset: 0."}},
		{"app.fromlog.counted.session", msg.Text{"Counted from the log, session {n}: {list}.", "Izbrojano iz dnevnika, sesija {n}: {list}.", "A naplóból számolva, {n}. ülés: {list}."}},
		{"app.fromlog.counted.day", msg.Text{"Counted from the log by the day (no session given): {list}.", "Izbrojano iz dnevnika po danu (sesija nije uneta): {list}.", "A naplóból számolva, napra (nincs megadva ülés): {list}."}},
		{"app.fromlog.byday", msg.Text{"Of these, logged without a session and counted by the day: {list}.", "Od toga upisani bez sesije, pa brojani po danu: {list}.", "Ebből ülés nélkül rögzítve, ezért napra számolva: {list}."}},
		{"app.fromlog.none.session", msg.Text{"The log holds no earlier incident of these in session {n} (nor that day without a session): 0.", "U dnevniku nema ranijih takvih slučajeva u sesiji {n} (ni tog dana bez sesije): 0.", "Nincs ilyen korábbi eset a naplóban ({n}. ülés, illetve aznap ülés nélkül): 0."}},
		{"app.fromlog.none.day", msg.Text{"The log holds no earlier incident of these that day (no session given): 0.", "U dnevniku nema ranijih takvih slučajeva tog dana (sesija nije uneta): 0.", "A naplóban nincs ilyen korábbi eset aznap (nincs megadva ülés): 0."}},
		{"app.fromlog.used", msg.Text{"Taken from the log: {list}.", "Preuzeto iz dnevnika: {list}.", "A naplóból átvéve: {list}."}},
		{"app.fromlog.none.latest", msg.Text{"The log holds no earlier calculation of this kind for this game.", "U dnevniku nema ranijeg takvog obračuna za ovu partiju.", "A naplóban nincs korábbi ilyen számítás ehhez a játszmához."}},
		{"app.fromlog.session", msg.Text{"Session of this case", "Sesija ovog slučaja", "Az eset ülése"}},
		{"app.fromlog.session.help", msg.Text{"Its number in the event (optional). Without it, the log counts the same day.", "Njen broj u takmičenju (nije obavezno). Bez njega dnevnik broji isti dan.", "A sorszáma a versenyben (nem kötelező). Enélkül a napló az aznapi eseteket számolja."}},
		{"app.fromlog.skipped", msg.Text{"Left out (no player or team, or a day the book cannot number): {list}.", "Izostavljeno (bez igrača ili tima, ili dan koji knjiga ne može da numeriše): {list}.", "Kimaradt (nincs játékos vagy csapat, vagy a könyv nem tudja számozni a napot): {list}."}},
		{"app.reopen.btn", msg.Text{"Reopen and re-rule", "Ponovo otvori i presudi", "Újranyitás és új döntés"}},
		{"app.reopen.note", msg.Text{"This case re-rules {label}: saving it revokes {label} as superseded; both stay in the log.", "Ovaj slučaj je nova odluka za {label}: čuvanjem se {label} ukida kao zamenjen; oba ostaju u dnevniku.", "Ez az eset {label} újbóli döntése: mentéskor {label} visszavonódik mint felülírt; mindkettő a naplóban marad."}},
		{"app.reopen.superseded", msg.Text{"superseded by {label}", "zamenjen odlukom {label}", "felülírta: {label}"}},
		{"app.reopen.supersedes", msg.Text{"Re-rules {label}", "Nova odluka za {label}", "{label} újbóli döntése"}},
		{"app.reopen.saved", msg.Text{"Saved as {label} in {event}; {old} is revoked as superseded.", "Sačuvano kao {label} u takmičenju {event}; {old} je ukinut kao zamenjen.", "Mentve {label} számon: {event}; {old} visszavonva mint felülírt."}},
		{"app.reopen.forbidden", msg.Text{"{label} cannot be revoked here: {why}. Saving logs a new incident and leaves {label} in force.", "{label} ne može da se ukine: {why}. Čuvanjem se upisuje novi slučaj, a {label} ostaje na snazi.", "{label} nem vonható vissza: {why}. Mentéskor új eset kerül a naplóba, {label} érvényben marad."}},
	})
}
