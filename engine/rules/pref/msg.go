package pref

import (
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// T is one text in English, Serbian and Hungarian.
type T [3]string

func (t T) text() msg.Text { return msg.Text{En: t[0], Sr: t[1], Hu: t[2]} }

// optText: the labels of enum options by code (registered as "<labelkey>.<code>").
var optText map[string]T

var labels map[string]T

var outText map[string]T

var calcOuts map[string][]string

// coded values: "<calcID>.val.<name>.<code>"
var valText map[string]T

var steps map[string]T

var decisions map[string]T

var errTexts map[string]T

var titles map[string]T

func registerMessages() {
	m := map[string]msg.Text{}
	add := func(k string, t T) {
		if _, dup := m[k]; !dup {
			m[k] = t.text()
		}
	}
	for _, src := range []map[string]T{valText, steps, decisions, errTexts, titles} {
		for k, t := range src {
			add(k, t)
		}
	}
	for name, t := range labels {
		add(lbl(name), t)
	}
	for _, c := range Ruleset.Calculators {
		for _, f := range c.Inputs {
			for i := range f.Options {
				if t, ok := optText[f.Options[i]]; ok {
					add(f.OptionKey(i), t)
				}
			}
		}
	}
	for id, names := range calcOuts {
		for _, n := range names {
			add(id+".out."+n, outText[n])
		}
	}
	for _, g := range []string{"pik", "karo", "herc", "tref"} {
		add("pref.lead.val.suit."+g, optText[g])
	}
	sym := map[cards.Suit]string{cards.Spades: "♠", cards.Hearts: "♥", cards.Diamonds: "♦", cards.Clubs: "♣"}
	for c := cards.Card(0); c < 32; c++ {
		s := CardString(c)
		r := strings.Replace(s[1:], "T", "10", 1)
		add("pref.lead.val.card."+s, T{sym[deck.Suit(c)] + r, sym[deck.Suit(c)] + r, sym[deck.Suit(c)] + r})
	}
	msg.Register(m)
}

// fillTables fills the message tables of this file; Load calls it first (a start-up that does
// not show this ruleset never builds them).
func fillTables() {
	optText = map[string]T{
		"pik": {"pik (spades)", "pik", "pikk (pik)"}, "karo": {"karo (diamonds)", "karo", "káró (karo)"},
		"herc": {"herc (hearts)", "herc", "kőr (herc)"}, "tref": {"tref (clubs)", "tref", "treff (tref)"},
		"betl": {"betl (misère)", "betl", "betli"}, "sans": {"sans (no trumps)", "sans", "szan (adu nélkül)"},
		"none": {"none", "bez", "nincs"}, "kontra": {"kontra (double)", "kontra", "kontra"},
		"rekontra": {"rekontra (redouble)", "rekontra", "rekontra"},
		"p1":       {"player 1", "igrač 1", "1. játékos"}, "p2": {"player 2", "igrač 2", "2. játékos"}, "p3": {"player 3", "igrač 3", "3. játékos"},
		"left":                 {"left of the declarer", "levo od odigravača", "a felvevőtől balra"},
		"right":                {"right of the declarer", "desno od odigravača", "a felvevőtől jobbra"},
		"both":                 {"both defenders", "oba igrača", "mindkét védő"},
		"low":                  {"lower league penalty", "manja kazna u Ligi", "kisebb ligabüntetés"},
		"high":                 {"higher league penalty", "veća kazna u Ligi", "nagyobb ligabüntetés"},
		"invited":              {"invited to defend", "pozvani igrač", "meghívott játékos"},
		"doubled":              {"gave kontra", "dao kontru", "kontrát adott"},
		"unjust-double":        {"obviously unjustified kontra", "očigledno neopravdana kontra", "nyilvánvalóan indokolatlan kontra"},
		"sure-betl":            {"rekontra on a sure betl", "rekontra na uver betl", "rekontra biztos betlire"},
		"bid":                  {"bid without enough good cards", "licit bez dovoljno dobrih karata", "licit kevés jó lappal"},
		"follow":               {"followed without reasons", "praćenje bez rezona", "védekezés indok nélkül"},
		"sans-lead":            {"wrong lead against sans", "pogrešan polaz protiv sansa", "hibás kihívás szan ellen"},
		"gross-error":          {"gross error in play", "gruba greška u igri", "durva játékhiba"},
		"unsporting":           {"unsportsmanlike play", "nesportska igra", "sportszerűtlen játék"},
		"unsporting-no-effect": {"unsportsmanlike conduct, no effect on the result", "nesportsko ponašanje bez uticaja na rezultat", "sportszerűtlenség az eredményre gyakorolt hatás nélkül"},
	}
	labels = map[string]T{
		"game": {"Game", "Igra", "Játék"}, "igra": {"Igra (announced without the talon)", "Igra (prijavljena bez talona)", "Igra (talon nélkül bemondva)"},
		"kontra": {"Kontra", "Kontra", "Kontra"}, "refe": {"Declarer had an open refe", "Odigravač ima otvoren refe", "A felvevőnek nyitott refe volt"},
		"start_bula": {"Starting bula", "Početna bula", "Kezdő bula"},
		"hands":      {"Hands (codes)", "Ruke (kodovi)", "Leosztások (kódok)"},
		"rulings":    {"Rulings (hand, change for players 1, 2, 3)", "Presude (ruka, promena za igrače 1, 2, 3)", "Ítéletek (leosztás, 1., 2., 3. játékos változása)"},
		"by_hand":    {"Game finished by hand", "Partija završena ručno", "Kézzel lezárt játszma"},
		"deltas":     {"Bula change per player", "Promena bula po igraču", "Bulamódosítás játékosonként"},
		"after_hand": {"Completed hand it is written in", "Završena ruka u koju se upisuje", "A lezárt leosztás, amelyhez beírják"},
		"guilty":     {"Guilty player", "Kriv igrač", "Vétkes játékos"}, "innocent": {"Innocent player", "Nevin igrač", "Vétlen játékos"},
		"refused":             {"The guilty player refuses to go to the bula", "Kriv igrač odbija odlazak u bulu", "A vétkes játékos megtagadja a bulát"},
		"interrupted":         {"Game interrupted or finished at", "Partija prekinuta ili završena", "A játszma megszakadt vagy véget ért"},
		"now":                 {"Ruling made at", "Vreme presude", "Az ítélet időpontja"},
		"replace":             {"Replace the player who left", "Zameniti igrača koji je napustio partiju", "A kilépett játékos cseréje"},
		"first_leaver_blamed": {"The first to leave is to blame for the stop", "Kriv za prekid je prvi koji je izašao", "A megállásért az első kilépő a felelős"},
		"manual":              {"Finish the game by hand", "Ručno završavanje partije", "A játszma kézi lezárása"},
		"bula_left":           {"Bule remaining (players 1, 2, 3)", "Preostale bule (igrači 1, 2, 3)", "Hátralévő bula (1., 2., 3. játékos)"},
		"innocent_harmed":     {"Finishing by hand goes against an innocent player", "Ručni završetak šteti nevinom igraču", "A kézi lezárás egy vétlen játékos érdeke ellen van"},
		"league":              {"League penalty points", "Kazneni poeni u Ligi", "Ligabüntetőpont"},
		"cup_dq":              {"Disqualification from the Cup", "Diskvalifikacija iz Kupa", "Kizárás a kupából"},
		"ban_days":            {"Ban (days, 0 = none)", "Zabrana takmičenja (dana, 0 = bez)", "Eltiltás (nap, 0 = nincs)"},
		"same_judge":          {"Revoked by the judge who made the ruling", "Ukida sudija koji je doneo presudu", "Az ítéletet hozó bíró vonja vissza"},
		"for_error":           {"The ruling was an error", "Presuda je bila greška", "Az ítélet hibás volt"},
		"rated":               {"Rated game", "Partija sa rejtingom", "Értékelt játszma"},
		"requested":           {"A player asked for the ruling", "Igrač je zatražio suđenje", "Játékos kérte a bírót"},
		"judge_played":        {"The judge played in this game", "Sudija je igrao u ovoj partiji", "A bíró játszott ebben a játszmában"},
		"already_ruled":       {"The incident was already ruled on", "O incidentu je već presuđeno", "Az esetről már döntöttek"},
		"obvious_error":       {"The earlier ruling was an obvious error", "Ranija presuda je očigledna greška", "A korábbi ítélet nyilvánvaló hiba"},
		"fault":               {"Fault", "Propust", "Hiba"},
		"caused_fall":         {"It caused the co-defender's fall", "Izazvao je pad saigrača", "A társ bukását okozta"},
		"good_cards":          {"Good cards in the bid suit", "Dobre karte u licitiranoj boji", "Jó lapok a licitált színben"},
		"partner_doubled":     {"Close to following; the other defender gave an unjustified kontra", "Bio je blizu dolaza, a saigrač je dao neopravdanu kontru", "Közel volt a beszálláshoz, a társ indokolatlanul kontrázott"},
		"other_error_more":    {"Another player's error weighed more", "Greška drugog igrača je više doprinela", "Egy másik játékos hibája többet nyomott"},
		"lost_right":          {"The asking player lost his right to a favourable ruling", "Igrač koji traži presudu izgubio je pravo na nju", "A kérő játékos elvesztette a kedvező ítélethez való jogát"},
		"shared":              {"Borderline: blame is shared", "Granični slučaj: krivica je podeljena", "Határeset: a felelősség megoszlik"},
		"rescore_case":        {"Rescoring case", "Slučaj ponovnog obračuna", "Újraszámolás oka"},
		"lead_case":           {"The leader is", "Igrač na polazu je", "A kihívó játékos"},
		"decl_tricks":         {"Declarer's tricks", "Štihovi odigravača", "A felvevő ütései"},
		"left_tricks":         {"Tricks of the left-hand player", "Štihovi igrača levo", "A bal oldali játékos ütései"},
		"followers":           {"Who followed", "Ko je pratio", "Ki védekezett"},
		"tricks_lost":         {"Tricks the inviter lost", "Štihovi koje je pozivač izgubio", "A meghívó elveszett ütései"},
		"failed_anyway":       {"Declarer would have failed with the right lead too", "Odigravač bi pao i uz ispravan polaz", "A felvevő helyes kihívás mellett is bukott volna"},
		"lead":                {"Card led", "Karta polaza", "Kihívott lap"},
		"bid":                 {"Suit bid by the inviter or doubler", "Boja koju je licitirao pozivač ili kontraš", "A meghívó vagy kontrázó licitált színe"},
		"hand":                {"Hand (10 cards)", "Ruka (10 karata)", "Kéz (10 lap)"},
		"trump":               {"Trump", "Adut", "Adu"}, "seat": {"Seat of the follower", "Mesto igrača koji prati", "A védő helye"},
		"first_followed":              {"The first defender (right of declarer) followed", "Prvi igrač (desno od odigravača) je pratio", "Az első védő (a felvevőtől jobbra) védekezett"},
		"bought1":                     {"First card bought from the talon", "Prva kupljena karta", "Első felvett talonlap"},
		"bought2":                     {"Second card bought from the talon", "Druga kupljena karta", "Második felvett talonlap"},
		"trump_tricks":                {"Trump tricks (empty: estimate)", "Adutski štihovi (prazno: procena)", "Aduütések (üresen: becslés)"},
		"declarer_last_others_passed": {"Declarer spoke last and both others passed", "Odigravač je poslednji licitirao, a druga dva su rekla dalje", "A felvevő licitált utoljára, a másik kettő passzolt"},
	}
	outText = map[string]T{
		"value": {"Value of the game (bule)", "Vrednost igre (bule)", "A játék értéke (bula)"},
		"valid": {"Valid ruling", "Ispravna presuda", "Érvényes ítélet"}, "players": {"Players affected", "Broj igrača", "Érintett játékosok"},
		"hand": {"Written in hand", "Upisuje se u ruku", "Beírás leosztása"}, "sum": {"Sum of changes", "Zbir promena", "Változások összege"},
		"bula_p1": {"Bula change, player 1", "Promena bule, igrač 1", "Bulaváltozás, 1. játékos"},
		"bula_p2": {"Bula change, player 2", "Promena bule, igrač 2", "Bulaváltozás, 2. játékos"},
		"bula_p3": {"Bula change, player 3", "Promena bule, igrač 3", "Bulaváltozás, 3. játékos"},
		"ruling":  {"Written as a ruling", "Upisuje se kao presuda", "Ítéletként kerül beírásra"},
		"clause":  {"Deciding clause", "Odlučujuće pravilo", "Döntő szabály"}, "in_window": {"Within the time limit", "U roku", "Határidőn belül"},
		"days": {"Days since the game stopped", "Dana od prekida", "Napok a megállás óta"}, "manual_ok": {"Manual finish allowed", "Ručni završetak dozvoljen", "Kézi lezárás megengedett"},
		"played_pct":    {"Starting bule played (%)", "Odigrano od početnih bula (%)", "Lejátszott kezdő bula (%)"},
		"league_points": {"League penalty points", "Kazneni poeni u Ligi", "Ligabüntetőpont"}, "ban_ok": {"Ban length allowed", "Trajanje zabrane dozvoljeno", "Eltiltás hossza megengedett"},
		"bula":          {"Bula", "Bula", "Bula"},
		"value_played":  {"Value as played", "Vrednost kako je odigrano", "Érték a lejátszott szerint"},
		"value_new":     {"Value as rescored", "Vrednost po novom obračunu", "Érték az újraszámolás szerint"},
		"bula_declarer": {"Bula correction, declarer", "Ispravka bule, odigravač", "Bulajavítás, felvevő"},
		"bula_left":     {"Bula correction, left-hand player", "Ispravka bule, igrač levo", "Bulajavítás, bal oldali játékos"},
		"bula_right":    {"Bula correction, right-hand player", "Ispravka bule, igrač desno", "Bulajavítás, jobb oldali játékos"},
		"soup_declarer": {"Soup difference, declarer (not written)", "Razlika u supi, odigravač (ne upisuje se)", "Szupakülönbség, felvevő (nem kerül beírásra)"},
		"soup_left":     {"Soup difference, left-hand player (not written)", "Razlika u supi, igrač levo (ne upisuje se)", "Szupakülönbség, bal oldali játékos (nem kerül beírásra)"},
		"soup_right":    {"Soup difference, right-hand player (not written)", "Razlika u supi, igrač desno (ne upisuje se)", "Szupakülönbség, jobb oldali játékos (nem kerül beírásra)"},
		"declarer_bula": {"Declarer's bula change", "Promena bule odigravača", "A felvevő bulaváltozása"},
		"compensation":  {"Compensation to the inviter (soup)", "Kompenzacija pozivaču (supa)", "Kárpótlás a meghívónak (szupa)"},
		"applies":       {"Correction applies", "Ispravka se primenjuje", "A javítás alkalmazandó"},
		"suit":          {"Suit to lead", "Boja polaza", "Kihívandó szín"}, "highest": {"Highest card required", "Obavezna najveća karta", "A legmagasabb lap kötelező"},
		"card": {"Card to lead", "Karta za polaz", "Kihívandó lap"}, "correct": {"The lead was correct", "Polaz je bio ispravan", "A kihívás helyes volt"},
		"reasons": {"Reasons counted", "Broj rezona", "Számolt indokok"}, "trump_tricks": {"Trump tricks", "Adutski štihovi", "Aduütések"},
		"sufficient":   {"Sufficient reasons", "Dovoljno rezona", "Elegendő indok"},
		"soup_written": {"Soup written on others", "Supa upisana drugima", "Másokra írt szupa"},
		"soup_against": {"Soup written against him", "Supa upisana njemu", "Ellene írt szupa"},
		"refe":         {"Open refe legs", "Otvoreni refei", "Nyitott refe"},
		"score":        {"Final score", "Konačan rezultat", "Végeredmény"},
		"relative":     {"Score against the table's mean", "Rezultat u odnosu na prosek stola", "Eredmény az asztal átlagához képest"},
	}
	calcOuts = map[string][]string{
		"pref.value":        {"value"},
		"pref.ruling":       {"valid", "players", "hand", "sum"},
		"pref.go-bula":      {"value", "bula_p1", "bula_p2", "bula_p3", "ruling"},
		"pref.out-of-game":  {"clause", "in_window", "days", "manual_ok", "played_pct", "league_points", "ban_ok"},
		"pref.revoke":       {"clause"},
		"pref.hearing":      {"clause"},
		"pref.bula-reasons": {"bula", "clause"},
		"pref.rescore":      {"value_played", "value_new", "bula_declarer", "bula_left", "bula_right", "soup_declarer", "soup_left", "soup_right"},
		"pref.lead-fix":     {"value", "declarer_bula", "compensation", "applies"},
		"pref.lead":         {"suit", "highest", "card", "correct"},
		"pref.reasons":      {"reasons", "trump_tricks", "sufficient", "clause"},
		"pref.sheet":        {"bula", "soup_written", "soup_against", "refe", "score", "relative"},
	}
	valText = map[string]T{
		"pref.reasons.val.clause.left-first-passed":         {"left-hand defender, the first did not follow: any cards will do", "igrač levo, prvi nije pratio: može da prati sa bilo kojim kartama", "bal oldali védő, az első nem védekezett: bármilyen lappal beszállhat"},
		"pref.reasons.val.clause.aq-bought":                 {"AQ in a suit where the declarer bought both cards", "AQ u boji iz koje je odigravač uzeo obe karte sa talona", "ÁD abban a színben, amelyből a felvevő mindkét lapot vette"},
		"pref.reasons.val.clause.no-trump-aces":             {"no trump held, but two aces", "bez aduta, ali sa dva keca", "adu nélkül, de két ásszal"},
		"pref.reasons.val.clause.no-trump-short":            {"no trump held and fewer than two aces", "bez aduta i sa manje od dva keca", "adu nélkül és kevesebb mint két ásszal"},
		"pref.reasons.val.clause.right-2":                   {"right-hand defender with enough reasons", "igrač desno sa dovoljno rezona", "jobb oldali védő elég indokkal"},
		"pref.reasons.val.clause.right-short":               {"right-hand defender short of reasons", "igraču desno nedostaju rezoni", "a jobb oldali védőnek kevés az indoka"},
		"pref.reasons.val.clause.left-3":                    {"left-hand defender with enough reasons", "igrač levo sa dovoljno rezona", "bal oldali védő elég indokkal"},
		"pref.reasons.val.clause.left-2-trumps":             {"left-hand defender with two trump tricks", "igrač levo sa dva adutska štiha", "bal oldali védő két aduütéssel"},
		"pref.reasons.val.clause.left-trump-ace":            {"left-hand defender: a trump trick and a reason with an ace", "igrač levo: adutski štih i rezon sa kecom", "bal oldali védő: aduütés és ászos indok"},
		"pref.reasons.val.clause.left-2-aces":               {"left-hand defender: two aces in short suits, one with a bought card", "igrač levo: dva keca u kratkim bojama, uz kupljenu kartu", "bal oldali védő: két ász rövid színben, felvett lappal"},
		"pref.reasons.val.clause.left-short":                {"left-hand defender short of reasons", "igraču levo nedostaju rezoni", "a bal oldali védőnek kevés az indoka"},
		"pref.out-of-game.val.clause.ok":                    {"every check passed", "sve provere su prošle", "minden ellenőrzés rendben"},
		"pref.out-of-game.val.clause.window":                {"the game stopped too long ago", "partija je prekinuta pre previše vremena", "a játszma túl régen állt le"},
		"pref.out-of-game.val.clause.no-element":            {"no element of a ruling was chosen", "nije izabran nijedan element presude", "nincs kiválasztott ítéletelem"},
		"pref.out-of-game.val.clause.replace-blame":         {"the player who left first is the one to blame: no replacement", "kriv je igrač koji je prvi izašao: nema zamene", "az elsőként kilépő a felelős: nincs csere"},
		"pref.out-of-game.val.clause.manual-played":         {"too few of the starting bule played to finish by hand", "odigrano je premalo početnih bula za ručni završetak", "túl kevés kezdő bula fogyott el a kézi lezáráshoz"},
		"pref.out-of-game.val.clause.manual-hour":           {"too little time since the interruption", "od prekida je prošlo premalo vremena", "túl kevés idő telt el a megszakítás óta"},
		"pref.out-of-game.val.clause.manual-innocent":       {"finishing by hand would harm an innocent player", "ručni završetak bi oštetio nevinog igrača", "a kézi lezárás egy vétlen játékosnak ártana"},
		"pref.out-of-game.val.clause.league-points":         {"league penalty points must be one of the two set amounts", "kazneni poeni u Ligi moraju biti jedan od dva propisana iznosa", "a ligabüntetőpont csak a két előírt érték egyike lehet"},
		"pref.out-of-game.val.clause.ban-range":             {"ban length out of range", "trajanje zabrane je van dozvoljenog opsega", "az eltiltás hossza a megengedett tartományon kívül esik"},
		"pref.revoke.val.clause.ok":                         {"the same judge, for an error: allowed", "isti sudija, zbog greške: dozvoljeno", "ugyanaz a bíró, hiba miatt: megengedett"},
		"pref.revoke.val.clause.other-judge":                {"only the judge who made the ruling may revoke it", "samo sudija koji je doneo presudu može da je ukine", "csak az ítéletet hozó bíró vonhatja vissza"},
		"pref.revoke.val.clause.not-error":                  {"a ruling is revoked only for an error", "presuda se ukida samo zbog greške", "ítéletet csak hiba miatt lehet visszavonni"},
		"pref.hearing.val.clause.ok":                        {"the judge may rule", "sudija može da sudi", "a bíró dönthet"},
		"pref.hearing.val.clause.unrated":                   {"unrated games are not judged", "partije bez rejtinga se ne sude", "nem értékelt játszmában nincs bíráskodás"},
		"pref.hearing.val.clause.no-request":                {"a ruling needs a player's request", "presuda je moguća samo na zahtev igrača", "ítélet csak játékos kérésére hozható"},
		"pref.hearing.val.clause.judge-played":              {"a judge may not rule on a game he played in", "sudija ne sudi partiju u kojoj je igrao", "a bíró nem dönthet abban a játszmában, amelyben játszott"},
		"pref.hearing.val.clause.already-ruled":             {"the incident was already ruled on", "o incidentu je već presuđeno", "az esetről már döntöttek"},
		"pref.hearing.val.clause.obvious-error":             {"a new ruling only because the earlier one was an obvious error", "nova presuda samo zbog očigledne greške ranije", "új ítélet csak a korábbi nyilvánvaló hibája miatt"},
		"pref.bula-reasons.val.verdict.go-bula":             {"send to the bula", "odlazak u bulu", "bulába küldés"},
		"pref.bula-reasons.val.verdict.split":               {"split the fall between the two", "podela pada između dvojice", "a bukás megosztása kettejük között"},
		"pref.bula-reasons.val.verdict.add-bula":            {"add bule to the offender", "dodati bule krivcu", "bula hozzáadása a vétkesnek"},
		"pref.bula-reasons.val.verdict.none":                {"no bula change", "bez promene bula", "nincs bulamódosítás"},
		"pref.bula-reasons.val.clause.lost-right":           {"the asking player lost his right to a ruling in his favour", "igrač je izgubio pravo na presudu u svoju korist", "a játékos elvesztette a javára szóló ítélethez való jogát"},
		"pref.bula-reasons.val.clause.unsporting-no-effect": {"unsportsmanlike conduct without effect: the usual bule added", "nesportsko ponašanje bez posledica: uobičajeni dodatak bula", "hatás nélküli sportszerűtlenség: a szokásos bula hozzáadása"},
		"pref.bula-reasons.val.clause.no-fall":              {"the fault did not cause the partner's fall", "propust nije izazvao pad saigrača", "a hiba nem okozta a társ bukását"},
		"pref.bula-reasons.val.clause.bid-ok":               {"enough good cards in the bid suit", "dovoljno dobrih karata u licitiranoj boji", "elég jó lap a licitált színben"},
		"pref.bula-reasons.val.clause.partner-double":       {"close to following, and the partner's kontra was unjustified", "blizu dolaza, a kontra saigrača je neopravdana", "közel a beszálláshoz, a társ kontrája indokolatlan"},
		"pref.bula-reasons.val.clause.other-error":          {"another player's error contributed more", "greška drugog igrača je više doprinela padu", "egy másik játékos hibája többet ártott"},
		"pref.bula-reasons.val.clause.bid":                  {"bid without enough good cards caused the fall", "licit bez dovoljno dobrih karata doveo je do pada", "a kevés jó lappal tett licit okozta a bukást"},
		"pref.bula-reasons.val.clause.follow":               {"following without reasons caused the fall", "praćenje bez rezona dovelo je do pada", "az indok nélküli védekezés okozta a bukást"},
		"pref.bula-reasons.val.clause.sans-lead":            {"the wrong lead against sans caused the fall", "pogrešan polaz protiv sansa doveo je do pada", "a hibás kihívás szan ellen okozta a bukást"},
		"pref.bula-reasons.val.clause.gross-error":          {"a gross error in play caused the fall", "gruba greška u igri dovela je do pada", "durva játékhiba okozta a bukást"},
		"pref.bula-reasons.val.clause.unsporting":           {"unsportsmanlike play the judge punishes with bule", "nesportska igra koju sudija kažnjava bulama", "sportszerűtlen játék, amelyet a bíró bulával büntet"},
		"pref.lead.val.verdict.correct":                     {"correct lead", "ispravan polaz", "helyes kihívás"},
		"pref.lead.val.verdict.wrong":                       {"wrong lead", "pogrešan polaz", "hibás kihívás"},
		"pref.lead.val.verdict.any":                         {"void in the suit: any lead", "nema boje: slobodan polaz", "nincs ilyen színe: szabad kihívás"},
		"pref.lead.val.verdict.required":                    {"required lead shown", "prikazan je obavezan polaz", "a kötelező kihívás látható"},
	}
	steps = map[string]T{
		"pref.step.base":                  {"{game} is worth {value} bule.", "{game} vredi {value} bula.", "A(z) {game} értéke {value} bula."},
		"pref.step.igra":                  {"Announced without the talon (igra): {step} more.", "Prijavljena igra bez talona: još {step}.", "Talon nélkül bemondva (igra): még {step}."},
		"pref.step.kontra":                {"Kontra: times {mult}.", "Kontra: puta {mult}.", "Kontra: {mult}-szeres."},
		"pref.step.rekontra":              {"Rekontra: times {mult}.", "Rekontra: puta {mult}.", "Rekontra: {mult}-szeres."},
		"pref.step.refe":                  {"The declarer's open refe: times {mult}.", "Otvoren refe odigravača: puta {mult}.", "A felvevő nyitott refeje: {mult}-szeres."},
		"pref.step.value":                 {"Value of the game: {value} bule.", "Vrednost igre: {value} bula.", "A játék értéke: {value} bula."},
		"pref.step.start":                 {"Each player starts with {bula} bule.", "Svaki igrač počinje sa {bula} bula.", "Minden játékos {bula} bulával kezd."},
		"pref.step.passed":                {"Hand {n}: everyone passed; each player opens a refe.", "Ruka {n}: svi su rekli dalje; svako dobija refe.", "{n}. leosztás: mindenki passzolt; mindenki refét nyit."},
		"pref.step.made":                  {"Hand {n}: player {player} makes {contract}, tricks taken: {tricks}; bula down by {value}.", "Ruka {n}: igrač {player} prolazi {contract}, broj štihova: {tricks}; bula se spušta za {value}.", "{n}. leosztás: a(z) {player}. játékos {tricks} ütéssel teljesíti: {contract}; bulája {value}-val csökken."},
		"pref.step.failed":                {"Hand {n}: player {player} fails {contract}, tricks taken: {tricks}; bula up by {value}.", "Ruka {n}: igrač {player} pada u {contract}, broj štihova: {tricks}; bula raste za {value}.", "{n}. leosztás: a(z) {player}. játékos {tricks} ütéssel bukik: {contract}; bulája {value}-val nő."},
		"pref.step.soup":                  {"Player {player} writes {soup} soup, tricks taken: {tricks}.", "Igrač {player} upisuje supu {soup}, broj štihova: {tricks}.", "A(z) {player}. játékos {soup} szupát ír {tricks} ütésért."},
		"pref.step.def-failed":            {"Player {player} followed and failed: his bula up by {value}.", "Igrač {player} je pratio i pao: bula mu raste za {value}.", "A(z) {player}. játékos védekezett és bukott: bulája {value}-val nő."},
		"pref.step.ruling":                {"Ruling in hand {n}: players 1, 2, 3 change by {d1}, {d2}, {d3}.", "Presuda u ruci {n}: promena za igrače 1, 2, 3 je {d1}, {d2}, {d3}.", "Ítélet a(z) {n}. leosztásnál: az 1., 2., 3. játékos változása {d1}, {d2}, {d3}."},
		"pref.step.by-hand":               {"The game was finished by hand: settled with the bule as they stand.", "Partija je završena ručno: obračun sa trenutnim bulama.", "A játszmát kézzel zárták le: a bulák jelenlegi állása szerint számolunk."},
		"pref.step.settle":                {"Final score = soup written − {factor} × bula − soup against.", "Konačan rezultat = upisana supa − {factor} × bula − supa protiv.", "Végeredmény = írt szupa − {factor} × bula − ellene írt szupa."},
		"pref.step.player-score":          {"Player {player}: {written} − {factor}·{bula} − {against} = {score} ({relative} against the mean).", "Igrač {player}: {written} − {factor}·{bula} − {against} = {score} ({relative} u odnosu na prosek).", "{player}. játékos: {written} − {factor}·{bula} − {against} = {score} (az átlaghoz képest {relative})."},
		"pref.step.delta":                 {"Player {player}: {delta} bule.", "Igrač {player}: {delta} bula.", "{player}. játékos: {delta} bula."},
		"pref.step.attach":                {"Written in completed hand {hand}.", "Upisuje se u završenu ruku {hand}.", "A(z) {hand}. lezárt leosztáshoz kerül."},
		"pref.step.go-bula":               {"Player {guilty} takes the fall (+{value}); player {innocent} is lowered (−{value}).", "Igrač {guilty} preuzima pad (+{value}); igrač {innocent} se spušta (−{value}).", "A(z) {guilty}. játékos vállalja a bukást (+{value}); a(z) {innocent}. játékos bulája csökken (−{value})."},
		"pref.step.refused":               {"He refused: the judge writes the change as a ruling; soups stay as played.", "Odbio je: sudija upisuje promenu presudom; supe ostaju kako je odigrano.", "Megtagadta: a bíró ítéletként írja be; a szupák maradnak."},
		"pref.step.himself":               {"He goes to the bula himself in the previous hand; no ruling is written.", "Sam odlazi u bulu u prethodnoj ruci; presuda se ne upisuje.", "Maga megy bulába az előző leosztásban; ítéletet nem írnak."},
		"pref.step.window":                {"{days} days since the game stopped (limit: under {max}): {ok}.", "{days} dana od prekida (rok: manje od {max}): {ok}.", "{days} nap a megállás óta (határ: {max} alatt): {ok}."},
		"pref.step.replace":               {"Replacement allowed: {ok}.", "Zamena dozvoljena: {ok}.", "Csere megengedett: {ok}."},
		"pref.step.played":                {"Bule played: {played} of {total}; needed at least {num}/{den}.", "Odigrano bula: {played} od {total}; potrebno najmanje {num}/{den}.", "Lejátszott bula: {played} / {total}; legalább {num}/{den} kell."},
		"pref.step.hour":                  {"{minutes} minutes since the interruption (at least {min}): {ok}.", "{minutes} minuta od prekida (najmanje {min}): {ok}.", "{minutes} perc a megszakítás óta (legalább {min}): {ok}."},
		"pref.step.innocent":              {"Against an innocent player's interest: {harmed}.", "Protiv interesa nevinog igrača: {harmed}.", "Vétlen játékos érdeke ellen: {harmed}."},
		"pref.step.league":                {"League penalty: {points} points.", "Kazna u Ligi: {points} poena.", "Ligabüntetés: {points} pont."},
		"pref.step.cup":                   {"Disqualification from the Cup.", "Diskvalifikacija iz Kupa.", "Kizárás a kupából."},
		"pref.step.ban":                   {"Ban of {days} days (allowed {min} to {max}): {ok}.", "Zabrana od {days} dana (dozvoljeno od {min} do {max}): {ok}.", "{days} napos eltiltás ({min}–{max} megengedett): {ok}."},
		"pref.step.revoke":                {"A penalty or ban is revoked only by its own judge, and only for an error.", "Kaznu ili zabranu ukida samo sudija koji ju je izrekao, i to samo zbog greške.", "Büntetést vagy eltiltást csak a kiszabó bíró vonhat vissza, és csak hiba miatt."},
		"pref.step.notify":                {"Judges in the club, or arriving within {minutes} minutes, are told of the call; the first to accept judges.", "Sudije u klubu ili one koje stignu u roku od {minutes} minuta dobijaju obaveštenje; sudi prvi koji prihvati.", "A klubban lévő vagy {minutes} percen belül érkező bírók értesítést kapnak; az első elfogadó bíráskodik."},
		"pref.step.fault":                 {"Fault judged: {fault}.", "Propust koji se sudi: {fault}.", "Vizsgált hiba: {fault}."},
		"pref.step.good-cards":            {"{cards} good cards in the bid suit; {min} are expected.", "{cards} dobrih karata u licitiranoj boji; očekuje se {min}.", "{cards} jó lap a licitált színben; {min} elvárt."},
		"pref.step.rescore.unjust-double": {"The unjustified kontra is removed: {from} is scored as {to}.", "Neopravdana kontra se briše: {from} se obračunava kao {to}.", "Az indokolatlan kontra törlődik: {from} helyett {to} szerint számolunk."},
		"pref.step.rescore.sure-betl":     {"Rekontra on a sure betl counts as kontra: {from} is scored as {to}.", "Rekontra na uver betl važi kao kontra: {from} se obračunava kao {to}.", "A biztos betlire adott rekontra kontrának számít: {from} helyett {to}."},
		"pref.step.rescore-values":        {"Value {played} as played, {new} as rescored.", "Vrednost {played} kako je odigrano, {new} po novom obračunu.", "Érték: lejátszva {played}, újraszámolva {new}."},
		"pref.step.lead-fix":              {"The declarer is lowered by {value}; the inviter gets {comp} soup, charged to the invited player (tricks lost: {tricks}).", "Odigravač se spušta za {value}; pozivač dobija supu {comp}, na teret pozvanog igrača (izgubljeni štihovi: {tricks}).", "A felvevő bulája {value}-val csökken; a meghívó {comp} szupát kap {tricks} ütésért a meghívott terhére."},
		"pref.step.lead-anyway":           {"The declarer would have failed anyway: no correction.", "Odigravač bi svakako pao: nema ispravke.", "A felvevő mindenképp bukott volna: nincs javítás."},
		"pref.step.lead-bid":              {"Lead the suit the partner bid: {suit}.", "Polaz iz boje koju je licitirao saigrač: {suit}.", "A társ licitált színét kell hívni: {suit}."},
		"pref.step.lead-default":          {"Nobody bid a suit: lead {suit}.", "Niko nije licitirao boju: polaz iz {suit}.", "Nem volt színlicit: {suit} a kihívás."},
		"pref.step.lead-void":             {"The leader has no card of that suit: any lead stands.", "Igrač nema tu boju: svaki polaz je dozvoljen.", "A kihívónak nincs ilyen lapja: bármely kihívás megengedett."},
		"pref.step.lead-highest":          {"With at most {max} cards in the suit the highest must be led: {card}.", "Sa najviše {max} karte u boji polazi se najvećom: {card}.", "Legfeljebb {max} lappal a színben a legmagasabbat kell hívni: {card}."},
		"pref.step.lead-long":             {"With {min} or more cards in the suit any card of it may be led; the judge weighs which gives most tricks.", "Sa {min} ili više karata u boji može se krenuti bilo kojom; sudija ceni koja donosi najviše štihova.", "{min} vagy több lappal bármelyik hívható a színből; a bíró mérlegeli, melyik hoz több ütést."},
		"pref.step.sans-side":             {"Sans: only side-suit reasons count.", "Sans: računaju se samo rezoni u bojama.", "Szan: csak a színekben lévő indokok számítanak."},
		"pref.step.trump-estimate":        {"Trump tricks estimated: {tricks} (an estimate).", "Procena adutskih štihova: {tricks} (procena).", "Becsült aduütések: {tricks} (becslés)."},
		"pref.step.trump-given":           {"Trump tricks as entered: {tricks}.", "Uneti adutski štihovi: {tricks}.", "Megadott aduütések: {tricks}."},
		"pref.step.suit-one":              {"{suit}: a reason ({value}).", "{suit}: rezon ({value}).", "{suit}: indok ({value})."},
		"pref.step.suit-half":             {"{suit}: long suit, counted half ({value}).", "{suit}: duga boja, računa se pola ({value}).", "{suit}: hosszú szín, fél indok ({value})."},
		"pref.step.suit-saved":            {"{suit}: long suit, but the declarer bought a smaller card in it: counted whole ({value}).", "{suit}: duga boja, ali je odigravač kupio manju kartu u njoj: računa se ceo ({value}).", "{suit}: hosszú szín, de a felvevő kisebb lapot vett belőle: egész indok ({value})."},
		"pref.step.reasons-total":         {"Reasons in total: {reasons}.", "Ukupno rezona: {reasons}.", "Összes indok: {reasons}."},
		"pref.step.clause":                {"Decided by: {clause}.", "Odlučuje: {clause}.", "Döntő szabály: {clause}."},
	}
	decisions = map[string]T{
		"pref.dec.kontra-levels":  {"Only kontra (×2) and rekontra (×4) are valued; the club text names no higher level.", "Vrednuju se samo kontra (×2) i rekontra (×4); pravila kluba ne pominju viši nivo.", "Csak a kontra (×2) és a rekontra (×4) számít; a klub szabálya nem említ magasabb szintet."},
		"pref.dec.made-tricks":    {"The declarer makes a suit game or sans with 6 of the 10 tricks, a betl with none (club parameters).", "Odigravač prolazi u boji ili sansu sa 6 od 10 štihova, a u betlu bez ijednog (parametri kluba).", "A felvevő színjátékban és szanban 10-ből 6 ütéssel teljesít, betliben ütés nélkül (klubparaméter)."},
		"pref.dec.defender-fail":  {"A defender fails with fewer than 2 tricks when both followed, fewer than 4 when he followed alone.", "Igrač koji prati pada sa manje od 2 štiha kad su pratila oba, a sa manje od 4 kad je pratio sam.", "A védő bukik, ha ketten védekeztek és 2-nél kevesebbet ütött, egyedül pedig 4-nél kevesebbet."},
		"pref.dec.betl-soups":     {"In betl no soups are written and no defender can fail.", "U betlu se ne upisuju supe i niko od protivnika ne može da padne.", "Betliben nincs szupa, és védő nem bukhat."},
		"pref.dec.mult-soups":     {"The kontra and refe multipliers apply to soups as they do to bule.", "Množioci kontre i refea važe za supe kao i za bule.", "A kontra és a refe szorzója a szupára is vonatkozik."},
		"pref.dec.no-follow":      {"When neither defender follows, the hand is not played out and counts as made.", "Kad niko ne prati, ruka se ne igra i računa se kao prolaz.", "Ha senki sem védekezik, a leosztást nem játsszák le, és teljesítettnek számít."},
		"pref.dec.manual-settle":  {"A game finished by hand is settled with the bule as they stand, by the same formula.", "Ručno završena partija se obračunava po istoj formuli, sa bulama kakve jesu.", "A kézzel lezárt játszmát ugyanazzal a képlettel, a bulák aktuális állásával számoljuk."},
		"pref.dec.third":          {"Exactly one third of the bule remaining still allows a manual finish.", "Kad ostane tačno trećina bula, ručni završetak je i dalje dozvoljen.", "Ha pontosan egyharmad bula maradt, a kézi lezárás még megengedett."},
		"pref.dec.rescore-bula":   {"The correction is written as bula changes only; soup differences are shown but stay as played.", "Ispravka se upisuje samo kao promena bula; razlike u supama se prikazuju, ali ostaju kako je odigrano.", "A javítás csak bulamódosításként kerül beírásra; a szupakülönbség látszik, de marad."},
		"pref.dec.lead-comp":      {"The inviter's compensation is the game's value per trick lost, written as soup charged to the invited player.", "Kompenzacija pozivača je vrednost igre po izgubljenom štihu, kao supa na teret pozvanog igrača.", "A meghívó kárpótlása elveszett ütésenként a játék értéke, a meghívott terhére írt szupaként."},
		"pref.dec.lead-anyway":    {"If the declarer would have failed anyway, neither the lowering nor the compensation is ruled.", "Ako bi odigravač svakako pao, nema ni spuštanja ni kompenzacije.", "Ha a felvevő mindenképp bukott volna, sem csökkentés, sem kárpótlás nincs."},
		"pref.dec.lead-long":      {"With three or more cards the checker only requires the suit; the card is the judge's call.", "Sa tri ili više karata proverava se samo boja; kartu ceni sudija.", "Három vagy több lapnál csak a színt ellenőrizzük; a lapról a bíró dönt."},
		"pref.dec.no-trump":       {"\"No trump\" means holding no card of the trump suit; in sans only side-suit reasons count, and the left-hand allowance still applies.", "„Bez aduta\" znači bez ijedne karte adutske boje; u sansu se računaju samo rezoni u bojama, a pravilo za igrača levo i dalje važi.", "„Adu nélkül\": egyetlen adulap sincs; szanban csak a színek indokai számítanak, a bal oldali védő kedvezménye megmarad."},
		"pref.dec.trump-estimate": {"Trump tricks not given: estimated as A = 1, K with another = 1, Q with two more = 1, four or more trumps = 1 more.", "Adutski štihovi nisu uneti: procena A = 1, K sa još jednom = 1, Q sa još dve = 1, četiri ili više aduta = još 1.", "Aduütés nincs megadva: becslés A = 1, K még eggyel = 1, D még kettővel = 1, négy vagy több adu = még 1."},
	}
	errTexts = map[string]T{
		"pref.err.tricks":            {"{field}: the three players' tricks must add up to 10.", "{field}: štihovi tri igrača moraju u zbiru da daju 10.", "{field}: a három játékos ütéseinek összege 10 kell legyen."},
		"pref.err.odd-start":         {"{field}: the starting bula must be an even number.", "{field}: početna bula mora biti paran broj.", "{field}: a kezdő bulának párosnak kell lennie."},
		"pref.err.odd":               {"{field}: player {player} has {value}; every change must be a multiple of {step}.", "{field}: igrač {player} ima {value}; svaka promena mora biti deljiva sa {step}.", "{field}: a(z) {player}. játékosnál {value} áll; minden változás {step} többszöröse kell legyen."},
		"pref.err.empty":             {"{field}: a ruling must change the bula of at least one player.", "{field}: presuda mora da promeni bulu bar jednom igraču.", "{field}: az ítéletnek legalább egy játékos buláját módosítania kell."},
		"pref.err.same-player":       {"{field}: the guilty and the innocent player must differ.", "{field}: kriv i nevin igrač moraju biti različiti.", "{field}: a vétkes és a vétlen játékos nem lehet ugyanaz."},
		"pref.err.before":            {"{field}: the ruling cannot come before the interruption.", "{field}: presuda ne može biti pre prekida.", "{field}: az ítélet nem lehet a megszakítás előtt."},
		"pref.err.no-kontra":         {"{field}: there was no kontra to remove.", "{field}: nije bilo kontre koja bi se brisala.", "{field}: nem volt törölhető kontra."},
		"pref.err.not-betl-rekontra": {"{field}: this case needs a betl with rekontra.", "{field}: ovaj slučaj zahteva betl sa rekontrom.", "{field}: ehhez rekontrázott betli kell."},
		"pref.err.hand-code":         {"{field}: item {item} ({code}) is not a hand code (D G I K TT LL F).", "{field}: stavka {item} ({code}) nije kod ruke (D G I K TT LL F).", "{field}: a(z) {item}. elem ({code}) nem leosztáskód (D G I K TT LL F)."},
		"pref.err.ruling-code":       {"{field}: enter groups of four numbers: hand, then the change for players 1, 2, 3.", "{field}: unesite grupe od četiri broja: ruka, pa promena za igrače 1, 2, 3.", "{field}: négyes csoportokat adjon meg: leosztás, majd az 1., 2., 3. játékos változása."},
		"pref.err.not-held":          {"{field}: {card} is not in the hand.", "{field}: {card} nije u ruci.", "{field}: a(z) {card} nincs a kézben."},
		"pref.err.bought-held":       {"{field}: {card} is in the follower's hand, so the declarer cannot have bought it.", "{field}: {card} je u ruci igrača koji prati, pa je odigravač nije mogao kupiti.", "{field}: a(z) {card} a védő kezében van, a felvevő nem vehette fel."},
		"pref.err.same-card":         {"{field}: the two bought cards must differ.", "{field}: dve kupljene karte moraju biti različite.", "{field}: a két felvett lap nem lehet azonos."},
		"pref.err.id":                {"{field}: write the number as {prefix} followed by digits, e.g. {prefix}12.", "{field}: upišite broj kao {prefix} i cifre, npr. {prefix}12.", "{field}: a számot {prefix} betűvel és számjegyekkel írja, pl. {prefix}12."},
		"pref.err.no-hand":           {"{field}: an in-game ruling is written in a completed hand.", "{field}: presuda tokom partije upisuje se u završenu ruku.", "{field}: a játék közbeni ítéletet lezárt leosztáshoz kell írni."},
		"pref.err.league":            {"{field}: league penalty points are {low} or {high}.", "{field}: kazneni poeni u Ligi su {low} ili {high}.", "{field}: a ligabüntetőpont {low} vagy {high}."},
		"pref.err.empty-record":      {"{field}: an out-of-game ruling needs an element or a written reason.", "{field}: presuda van partije mora imati element ili obrazloženje.", "{field}: a játékon kívüli ítélethez elem vagy indoklás kell."},
		"pref.err.status":            {"{field}: an active ruling has no revocation.", "{field}: aktivna presuda nema ukidanje.", "{field}: az érvényes ítéletnek nincs visszavonása."},
		"pref.err.revoke-judge":      {"{field}: only the judge who made the ruling may revoke it.", "{field}: samo sudija koji je doneo presudu može da je ukine.", "{field}: csak az ítéletet hozó bíró vonhatja vissza."},
		"pref.err.revoke-reason":     {"{field}: a revocation needs the error as its reason.", "{field}: za ukidanje je potrebno navesti grešku.", "{field}: a visszavonáshoz meg kell nevezni a hibát."},
		"pref.err.dup":               {"{field}: ruling {id} appears twice in the log.", "{field}: presuda {id} se javlja dvaput u dnevniku.", "{field}: a(z) {id} ítélet kétszer szerepel a naplóban."},
		"pref.err.revoked":           {"{field}: ruling {id} is already revoked.", "{field}: presuda {id} je već ukinuta.", "{field}: a(z) {id} ítéletet már visszavonták."},
		"pref.err.unknown":           {"{field}: there is no ruling {id}.", "{field}: ne postoji presuda {id}.", "{field}: nincs {id} ítélet."},
	}
	titles = map[string]T{
		"calc.pref.value":          {"Value of a game", "Vrednost igre", "A játék értéke"},
		"calc.pref.sheet":          {"Score sheet: bule, soups, refe and settlement", "Tabela: bule, supe, refe i obračun", "Pontlap: bula, szupa, refe és elszámolás"},
		"calc.pref.ruling":         {"In-game ruling (bula changes)", "Presuda tokom partije (promena bula)", "Játék közbeni ítélet (bulamódosítás)"},
		"calc.pref.go-bula":        {"Go to the bula", "Odlazak u bulu", "Bulába küldés"},
		"calc.pref.out-of-game":    {"Out-of-game ruling checks", "Provera presude van partije", "Játékon kívüli ítélet ellenőrzése"},
		"calc.pref.revoke":         {"Revoking a ruling", "Ukidanje presude", "Ítélet visszavonása"},
		"calc.pref.hearing":        {"May the judge rule?", "Da li sudija može da sudi?", "Dönthet-e a bíró?"},
		"calc.pref.bula-reasons":   {"Reasons to send a player to the bula", "Razlozi za odlazak u bulu", "A bulába küldés okai"},
		"calc.pref.rescore":        {"Rescoring a doubled hand", "Ponovni obračun ruke sa kontrom", "Kontrázott leosztás újraszámolása"},
		"calc.pref.lead-fix":       {"Wrong lead against sans: correction", "Pogrešan polaz protiv sansa: ispravka", "Hibás kihívás szan ellen: javítás"},
		"calc.pref.lead":           {"Lead against sans: which card", "Polaz protiv sansa: koja karta", "Kihívás szan ellen: melyik lap"},
		"calc.pref.reasons":        {"Reasons to follow (whisting test)", "Rezoni za praćenje", "Védekezési indokok"},
		"rule.pref.roles":          {"Who judges and when: judges and council members rule only at a player's request, in rated games they did not play; a ruling is final unless it was an obvious error.", "Ko sudi i kada: sudije i Većnici sude samo na zahtev igrača, u partijama sa rejtingom u kojima nisu igrali; presuda je konačna osim kod očigledne greške.", "Ki és mikor dönt: a bírók és tanácstagok csak játékos kérésére, értékelt és általuk nem játszott játszmában döntenek; az ítélet végleges, kivéve nyilvánvaló hiba esetén."},
		"rule.pref.in-game":        {"During a game a ruling only adds or removes an even number of bule for one, two or three players, written in the last completed hand.", "Tokom partije presuda samo dodaje ili oduzima paran broj bula jednom, dvojici ili trojici igrača, upisano u poslednju završenu ruku.", "Játék közben az ítélet csak páros számú bulát ad vagy von le egy, két vagy három játékosnál, az utolsó lezárt leosztásba írva."},
		"rule.pref.out-of-game":    {"After a game stops, a judge may replace the leaver, finish the game by hand, give league points, a Cup disqualification or a short ban, within a week.", "Posle prekida sudija može u roku od nedelju dana da zameni igrača, ručno završi partiju, dodeli kaznene poene, diskvalifikaciju iz Kupa ili kratku zabranu.", "A játszma megállása után egy héten belül a bíró cserélhet játékost, kézzel lezárhatja a játszmát, ligapontot, kupakizárást vagy rövid eltiltást adhat."},
		"rule.pref.principles":     {"How a judge weighs a case: protect the innocent, punish the player whose bidding, following or play made his partner fall, and rescore unjustified kontras.", "Kako sudija odlučuje: štiti nevinog, kažnjava igrača čiji je licit, dolaz ili igra oborila saigrača, i ponovo obračunava neopravdane kontre.", "Hogyan mérlegel a bíró: védi a vétlent, bünteti azt, akinek licitje, beszállása vagy játéka buktatta a társát, és újraszámolja az indokolatlan kontrát."},
		"rule.pref.scoring":        {"How a hand is written: the declarer's bula moves by the game's value, followers write soup for their tricks, passed hands open refes, and the sheet is settled from soups and bule.", "Kako se ruka upisuje: bula odigravača se menja za vrednost igre, oni koji prate upisuju supu za štihove, ruke bez igre otvaraju refe, a obračun ide iz supa i bula.", "Hogyan írjuk a leosztást: a felvevő bulája a játék értékével változik, a védők ütéseikért szupát írnak, a passzolt leosztás refét nyit, az elszámolás a szupákból és bulákból áll."},
		"rule.pref.follow-reasons": {"The test of whether a defender had enough to follow: trump tricks and strong side suits counted as reasons, with different needs by seat.", "Provera da li je igrač imao dovoljno za praćenje: adutski štihovi i jake boje broje se kao rezoni, a potreban broj zavisi od mesta.", "Annak vizsgálata, hogy a védőnek volt-e elég a védekezéshez: az aduütések és erős színek indoknak számítanak, a szükséges szám a helytől függ."},
		"pref.help.hands":          {"One number per hand: 0 = passed; else digits D G I K TT LL F (declarer 1–3, game 1 pik … 6 sans, igra 0/1, kontra 0–2, declarer's tricks, left-hand player's tricks, followers 0 none 1 left 2 right 3 both), e.g. 110006023.", "Jedan broj po ruci: 0 = svi dalje; inače cifre D G I K TT LL F (odigravač 1–3, igra 1 pik … 6 sans, igra bez talona 0/1, kontra 0–2, štihovi odigravača, štihovi igrača levo, pratili 0 niko 1 levi 2 desni 3 oba), npr. 110006023.", "Leosztásonként egy szám: 0 = passz; egyébként a D G I K TT LL F számjegyek (felvevő 1–3, játék 1 pikk … 6 szan, igra 0/1, kontra 0–2, a felvevő ütései, a bal oldali játékos ütései, védők 0 senki 1 bal 2 jobb 3 mindkettő), pl. 110006023."},
		"pref.help.rulings":        {"Four numbers per ruling: the hand it is written in, then the bula change of players 1, 2 and 3, e.g. 3, -16, 0, 16.", "Četiri broja po presudi: ruka u koju se upisuje, pa promena bula igrača 1, 2 i 3, npr. 3, -16, 0, 16.", "Ítéletenként négy szám: a leosztás, amelyhez írják, majd az 1., 2. és 3. játékos bulaváltozása, pl. 3, -16, 0, 16."},
	}
}
