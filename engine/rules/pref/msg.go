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
	optText = msg.Table([]msg.Entry[T]{
		{"pik", T{"pik (spades)", "pik", "pikk (pik)"}}, {"karo", T{"karo (diamonds)", "karo", "káró (karo)"}},
		{"herc", T{"herc (hearts)", "herc", "kőr (herc)"}}, {"tref", T{"tref (clubs)", "tref", "treff (tref)"}},
		{"betl", T{"betl (misère)", "betl", "betli"}}, {"sans", T{"sans (no trumps)", "sans", "szan (adu nélkül)"}},
		{"none", T{"none", "bez", "nincs"}}, {"kontra", T{"kontra (double)", "kontra", "kontra"}},
		{"rekontra", T{"rekontra (redouble)", "rekontra", "rekontra"}},
		{"p1", T{"player 1", "igrač 1", "1. játékos"}}, {"p2", T{"player 2", "igrač 2", "2. játékos"}}, {"p3", T{"player 3", "igrač 3", "3. játékos"}},
		{"left", T{"left of the declarer", "levo od odigravača", "a felvevőtől balra"}},
		{"right", T{"right of the declarer", "desno od odigravača", "a felvevőtől jobbra"}},
		{"both", T{"both defenders", "oba igrača", "mindkét védő"}},
		{"low", T{"lower league penalty", "manja kazna u Ligi", "kisebb ligabüntetés"}},
		{"high", T{"higher league penalty", "veća kazna u Ligi", "nagyobb ligabüntetés"}},
		{"invited", T{"invited to defend", "pozvani igrač", "meghívott játékos"}},
		{"doubled", T{"gave kontra", "dao kontru", "kontrát adott"}},
		{"unjust-double", T{"obviously unjustified kontra", "očigledno neopravdana kontra", "nyilvánvalóan indokolatlan kontra"}},
		{"sure-betl", T{"rekontra on a sure betl", "rekontra na uver betl", "rekontra biztos betlire"}},
		{"bid", T{"bid without enough good cards", "licit bez dovoljno dobrih karata", "licit kevés jó lappal"}},
		{"follow", T{"followed without reasons", "praćenje bez rezona", "védekezés indok nélkül"}},
		{"sans-lead", T{"wrong lead against sans", "pogrešan polaz protiv sansa", "hibás kihívás szan ellen"}},
		{"gross-error", T{"gross error in play", "gruba greška u igri", "durva játékhiba"}},
		{"unsporting", T{"unsportsmanlike play", "nesportska igra", "sportszerűtlen játék"}},
		{"unsporting-no-effect", T{"unsportsmanlike conduct, no effect on the result", "nesportsko ponašanje bez uticaja na rezultat", "sportszerűtlenség az eredményre gyakorolt hatás nélkül"}},
	})
	labels = msg.Table([]msg.Entry[T]{
		{"game", T{"Game", "Igra", "Játék"}}, {"igra", T{"Igra (announced without the talon)", "Igra (prijavljena bez talona)", "Igra (talon nélkül bemondva)"}},
		{"kontra", T{"Kontra", "Kontra", "Kontra"}}, {"refe", T{"Declarer had an open refe", "Odigravač ima otvoren refe", "A felvevőnek nyitott refe volt"}},
		{"start_bula", T{"Starting bula", "Početna bula", "Kezdő bula"}},
		{"hands", T{"Hands (codes)", "Ruke (kodovi)", "Leosztások (kódok)"}},
		{"rulings", T{"Rulings (hand, change for players 1, 2, 3)", "Presude (ruka, promena za igrače 1, 2, 3)", "Ítéletek (leosztás, 1., 2., 3. játékos változása)"}},
		{"by_hand", T{"Game finished by hand", "Partija završena ručno", "Kézzel lezárt játszma"}},
		{"deltas", T{"Bula change per player", "Promena bula po igraču", "Bulamódosítás játékosonként"}},
		{"after_hand", T{"Completed hand it is written in", "Završena ruka u koju se upisuje", "A lezárt leosztás, amelyhez beírják"}},
		{"guilty", T{"Guilty player", "Kriv igrač", "Vétkes játékos"}}, {"innocent", T{"Innocent player", "Nevin igrač", "Vétlen játékos"}},
		{"refused", T{"The guilty player refuses to go to the bula", "Kriv igrač odbija odlazak u bulu", "A vétkes játékos megtagadja a bulát"}},
		{"interrupted", T{"Game interrupted or finished at", "Partija prekinuta ili završena", "A játszma megszakadt vagy véget ért"}},
		{"now", T{"Ruling made at", "Vreme presude", "Az ítélet időpontja"}},
		{"replace", T{"Replace the player who left", "Zameniti igrača koji je napustio partiju", "A kilépett játékos cseréje"}},
		{"first_leaver_blamed", T{"The first to leave is to blame for the stop", "Kriv za prekid je prvi koji je izašao", "A megállásért az első kilépő a felelős"}},
		{"manual", T{"Finish the game by hand", "Ručno završavanje partije", "A játszma kézi lezárása"}},
		{"bula_left", T{"Bule remaining (players 1, 2, 3)", "Preostale bule (igrači 1, 2, 3)", "Hátralévő bula (1., 2., 3. játékos)"}},
		{"innocent_harmed", T{"Finishing by hand goes against an innocent player", "Ručni završetak šteti nevinom igraču", "A kézi lezárás egy vétlen játékos érdeke ellen van"}},
		{"league", T{"League penalty points", "Kazneni poeni u Ligi", "Ligabüntetőpont"}},
		{"cup_dq", T{"Disqualification from the Cup", "Diskvalifikacija iz Kupa", "Kizárás a kupából"}},
		{"ban_days", T{"Ban (days, 0 = none)", "Zabrana takmičenja (dana, 0 = bez)", "Eltiltás (nap, 0 = nincs)"}},
		{"same_judge", T{"Revoked by the judge who made the ruling", "Ukida sudija koji je doneo presudu", "Az ítéletet hozó bíró vonja vissza"}},
		{"for_error", T{"The ruling was an error", "Presuda je bila greška", "Az ítélet hibás volt"}},
		{"rated", T{"Rated game", "Partija sa rejtingom", "Értékelt játszma"}},
		{"requested", T{"A player asked for the ruling", "Igrač je zatražio suđenje", "Játékos kérte a bírót"}},
		{"judge_played", T{"The judge played in this game", "Sudija je igrao u ovoj partiji", "A bíró játszott ebben a játszmában"}},
		{"already_ruled", T{"The incident was already ruled on", "O incidentu je već presuđeno", "Az esetről már döntöttek"}},
		{"obvious_error", T{"The earlier ruling was an obvious error", "Ranija presuda je očigledna greška", "A korábbi ítélet nyilvánvaló hiba"}},
		{"fault", T{"Fault", "Propust", "Hiba"}},
		{"caused_fall", T{"It caused the co-defender's fall", "Izazvao je pad saigrača", "A társ bukását okozta"}},
		{"good_cards", T{"Good cards in the bid suit", "Dobre karte u licitiranoj boji", "Jó lapok a licitált színben"}},
		{"partner_doubled", T{"Close to following; the other defender gave an unjustified kontra", "Bio je blizu dolaza, a saigrač je dao neopravdanu kontru", "Közel volt a beszálláshoz, a társ indokolatlanul kontrázott"}},
		{"other_error_more", T{"Another player's error weighed more", "Greška drugog igrača je više doprinela", "Egy másik játékos hibája többet nyomott"}},
		{"lost_right", T{"The asking player lost his right to a favourable ruling", "Igrač koji traži presudu izgubio je pravo na nju", "A kérő játékos elvesztette a kedvező ítélethez való jogát"}},
		{"shared", T{"Borderline: blame is shared", "Granični slučaj: krivica je podeljena", "Határeset: a felelősség megoszlik"}},
		{"rescore_case", T{"Rescoring case", "Slučaj ponovnog obračuna", "Újraszámolás oka"}},
		{"lead_case", T{"The leader is", "Igrač na polazu je", "A kihívó játékos"}},
		{"decl_tricks", T{"Declarer's tricks", "Štihovi odigravača", "A felvevő ütései"}},
		{"left_tricks", T{"Tricks of the left-hand player", "Štihovi igrača levo", "A bal oldali játékos ütései"}},
		{"followers", T{"Who followed", "Ko je pratio", "Ki védekezett"}},
		{"tricks_lost", T{"Tricks the inviter lost", "Štihovi koje je pozivač izgubio", "A meghívó elveszett ütései"}},
		{"failed_anyway", T{"Declarer would have failed with the right lead too", "Odigravač bi pao i uz ispravan polaz", "A felvevő helyes kihívás mellett is bukott volna"}},
		{"lead", T{"Card led", "Karta polaza", "Kihívott lap"}},
		{"bid", T{"Suit bid by the inviter or doubler", "Boja koju je licitirao pozivač ili kontraš", "A meghívó vagy kontrázó licitált színe"}},
		{"hand", T{"Hand (10 cards)", "Ruka (10 karata)", "Kéz (10 lap)"}},
		{"trump", T{"Trump", "Adut", "Adu"}}, {"seat", T{"Seat of the follower", "Mesto igrača koji prati", "A védő helye"}},
		{"first_followed", T{"The first defender (right of declarer) followed", "Prvi igrač (desno od odigravača) je pratio", "Az első védő (a felvevőtől jobbra) védekezett"}},
		{"bought1", T{"First card bought from the talon", "Prva kupljena karta", "Első felvett talonlap"}},
		{"bought2", T{"Second card bought from the talon", "Druga kupljena karta", "Második felvett talonlap"}},
		{"trump_tricks", T{"Trump tricks (empty: estimate)", "Adutski štihovi (prazno: procena)", "Aduütések (üresen: becslés)"}},
		{"declarer_last_others_passed", T{"Declarer spoke last and both others passed", "Odigravač je poslednji licitirao, a druga dva su rekla dalje", "A felvevő licitált utoljára, a másik kettő passzolt"}},
	})
	outText = msg.Table([]msg.Entry[T]{
		{"value", T{"Value of the game (bule)", "Vrednost igre (bule)", "A játék értéke (bula)"}},
		{"valid", T{"Valid ruling", "Ispravna presuda", "Érvényes ítélet"}}, {"players", T{"Players affected", "Broj igrača", "Érintett játékosok"}},
		{"hand", T{"Written in hand", "Upisuje se u ruku", "Beírás leosztása"}}, {"sum", T{"Sum of changes", "Zbir promena", "Változások összege"}},
		{"bula_p1", T{"Bula change, player 1", "Promena bule, igrač 1", "Bulaváltozás, 1. játékos"}},
		{"bula_p2", T{"Bula change, player 2", "Promena bule, igrač 2", "Bulaváltozás, 2. játékos"}},
		{"bula_p3", T{"Bula change, player 3", "Promena bule, igrač 3", "Bulaváltozás, 3. játékos"}},
		{"ruling", T{"Written as a ruling", "Upisuje se kao presuda", "Ítéletként kerül beírásra"}},
		{"clause", T{"Deciding clause", "Odlučujuće pravilo", "Döntő szabály"}}, {"in_window", T{"Within the time limit", "U roku", "Határidőn belül"}},
		{"days", T{"Days since the game stopped", "Dana od prekida", "Napok a megállás óta"}}, {"manual_ok", T{"Manual finish allowed", "Ručni završetak dozvoljen", "Kézi lezárás megengedett"}},
		{"played_pct", T{"Starting bule played (%)", "Odigrano od početnih bula (%)", "Lejátszott kezdő bula (%)"}},
		{"league_points", T{"League penalty points", "Kazneni poeni u Ligi", "Ligabüntetőpont"}}, {"ban_ok", T{"Ban length allowed", "Trajanje zabrane dozvoljeno", "Eltiltás hossza megengedett"}},
		{"bula", T{"Bula", "Bula", "Bula"}},
		{"value_played", T{"Value as played", "Vrednost kako je odigrano", "Érték a lejátszott szerint"}},
		{"value_new", T{"Value as rescored", "Vrednost po novom obračunu", "Érték az újraszámolás szerint"}},
		{"bula_declarer", T{"Bula correction, declarer", "Ispravka bule, odigravač", "Bulajavítás, felvevő"}},
		{"bula_left", T{"Bula correction, left-hand player", "Ispravka bule, igrač levo", "Bulajavítás, bal oldali játékos"}},
		{"bula_right", T{"Bula correction, right-hand player", "Ispravka bule, igrač desno", "Bulajavítás, jobb oldali játékos"}},
		{"soup_declarer", T{"Soup difference, declarer (not written)", "Razlika u supi, odigravač (ne upisuje se)", "Szupakülönbség, felvevő (nem kerül beírásra)"}},
		{"soup_left", T{"Soup difference, left-hand player (not written)", "Razlika u supi, igrač levo (ne upisuje se)", "Szupakülönbség, bal oldali játékos (nem kerül beírásra)"}},
		{"soup_right", T{"Soup difference, right-hand player (not written)", "Razlika u supi, igrač desno (ne upisuje se)", "Szupakülönbség, jobb oldali játékos (nem kerül beírásra)"}},
		{"declarer_bula", T{"Declarer's bula change", "Promena bule odigravača", "A felvevő bulaváltozása"}},
		{"compensation", T{"Compensation to the inviter (soup)", "Kompenzacija pozivaču (supa)", "Kárpótlás a meghívónak (szupa)"}},
		{"applies", T{"Correction applies", "Ispravka se primenjuje", "A javítás alkalmazandó"}},
		{"suit", T{"Suit to lead", "Boja polaza", "Kihívandó szín"}}, {"highest", T{"Highest card required", "Obavezna najveća karta", "A legmagasabb lap kötelező"}},
		{"card", T{"Card to lead", "Karta za polaz", "Kihívandó lap"}}, {"correct", T{"The lead was correct", "Polaz je bio ispravan", "A kihívás helyes volt"}},
		{"reasons", T{"Reasons counted", "Broj rezona", "Számolt indokok"}}, {"trump_tricks", T{"Trump tricks", "Adutski štihovi", "Aduütések"}},
		{"sufficient", T{"Sufficient reasons", "Dovoljno rezona", "Elegendő indok"}},
		{"soup_written", T{"Soup written on others", "Supa upisana drugima", "Másokra írt szupa"}},
		{"soup_against", T{"Soup written against him", "Supa upisana njemu", "Ellene írt szupa"}},
		{"refe", T{"Open refe legs", "Otvoreni refei", "Nyitott refe"}},
		{"score", T{"Final score", "Konačan rezultat", "Végeredmény"}},
		{"relative", T{"Score against the table's mean", "Rezultat u odnosu na prosek stola", "Eredmény az asztal átlagához képest"}},
	})
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
	valText = msg.Table([]msg.Entry[T]{
		{"pref.reasons.val.clause.left-first-passed", T{"left-hand defender, the first did not follow: any cards will do", "igrač levo, prvi nije pratio: može da prati sa bilo kojim kartama", "bal oldali védő, az első nem védekezett: bármilyen lappal beszállhat"}},
		{"pref.reasons.val.clause.aq-bought", T{"AQ in a suit where the declarer bought both cards", "AQ u boji iz koje je odigravač uzeo obe karte sa talona", "ÁD abban a színben, amelyből a felvevő mindkét lapot vette"}},
		{"pref.reasons.val.clause.no-trump-aces", T{"no trump held, but two aces", "bez aduta, ali sa dva keca", "adu nélkül, de két ásszal"}},
		{"pref.reasons.val.clause.no-trump-short", T{"no trump held and fewer than two aces", "bez aduta i sa manje od dva keca", "adu nélkül és kevesebb mint két ásszal"}},
		{"pref.reasons.val.clause.right-2", T{"right-hand defender with enough reasons", "igrač desno sa dovoljno rezona", "jobb oldali védő elég indokkal"}},
		{"pref.reasons.val.clause.right-short", T{"right-hand defender short of reasons", "igraču desno nedostaju rezoni", "a jobb oldali védőnek kevés az indoka"}},
		{"pref.reasons.val.clause.left-3", T{"left-hand defender with enough reasons", "igrač levo sa dovoljno rezona", "bal oldali védő elég indokkal"}},
		{"pref.reasons.val.clause.left-2-trumps", T{"left-hand defender with two trump tricks", "igrač levo sa dva adutska štiha", "bal oldali védő két aduütéssel"}},
		{"pref.reasons.val.clause.left-trump-ace", T{"left-hand defender: a trump trick and a reason with an ace", "igrač levo: adutski štih i rezon sa kecom", "bal oldali védő: aduütés és ászos indok"}},
		{"pref.reasons.val.clause.left-2-aces", T{"left-hand defender: two aces in short suits, one with a bought card", "igrač levo: dva keca u kratkim bojama, uz kupljenu kartu", "bal oldali védő: két ász rövid színben, felvett lappal"}},
		{"pref.reasons.val.clause.left-short", T{"left-hand defender short of reasons", "igraču levo nedostaju rezoni", "a bal oldali védőnek kevés az indoka"}},
		{"pref.out-of-game.val.clause.ok", T{"every check passed", "sve provere su prošle", "minden ellenőrzés rendben"}},
		{"pref.out-of-game.val.clause.window", T{"the game stopped too long ago", "partija je prekinuta pre previše vremena", "a játszma túl régen állt le"}},
		{"pref.out-of-game.val.clause.no-element", T{"no element of a ruling was chosen", "nije izabran nijedan element presude", "nincs kiválasztott ítéletelem"}},
		{"pref.out-of-game.val.clause.replace-blame", T{"the player who left first is the one to blame: no replacement", "kriv je igrač koji je prvi izašao: nema zamene", "az elsőként kilépő a felelős: nincs csere"}},
		{"pref.out-of-game.val.clause.manual-played", T{"too few of the starting bule played to finish by hand", "odigrano je premalo početnih bula za ručni završetak", "túl kevés kezdő bula fogyott el a kézi lezáráshoz"}},
		{"pref.out-of-game.val.clause.manual-hour", T{"too little time since the interruption", "od prekida je prošlo premalo vremena", "túl kevés idő telt el a megszakítás óta"}},
		{"pref.out-of-game.val.clause.manual-innocent", T{"finishing by hand would harm an innocent player", "ručni završetak bi oštetio nevinog igrača", "a kézi lezárás egy vétlen játékosnak ártana"}},
		{"pref.out-of-game.val.clause.league-points", T{"league penalty points must be one of the two set amounts", "kazneni poeni u Ligi moraju biti jedan od dva propisana iznosa", "a ligabüntetőpont csak a két előírt érték egyike lehet"}},
		{"pref.out-of-game.val.clause.ban-range", T{"ban length out of range", "trajanje zabrane je van dozvoljenog opsega", "az eltiltás hossza a megengedett tartományon kívül esik"}},
		{"pref.revoke.val.clause.ok", T{"the same judge, for an error: allowed", "isti sudija, zbog greške: dozvoljeno", "ugyanaz a bíró, hiba miatt: megengedett"}},
		{"pref.revoke.val.clause.other-judge", T{"only the judge who made the ruling may revoke it", "samo sudija koji je doneo presudu može da je ukine", "csak az ítéletet hozó bíró vonhatja vissza"}},
		{"pref.revoke.val.clause.not-error", T{"a ruling is revoked only for an error", "presuda se ukida samo zbog greške", "ítéletet csak hiba miatt lehet visszavonni"}},
		{"pref.hearing.val.clause.ok", T{"the judge may rule", "sudija može da sudi", "a bíró dönthet"}},
		{"pref.hearing.val.clause.unrated", T{"unrated games are not judged", "partije bez rejtinga se ne sude", "nem értékelt játszmában nincs bíráskodás"}},
		{"pref.hearing.val.clause.no-request", T{"a ruling needs a player's request", "presuda je moguća samo na zahtev igrača", "ítélet csak játékos kérésére hozható"}},
		{"pref.hearing.val.clause.judge-played", T{"a judge may not rule on a game he played in", "sudija ne sudi partiju u kojoj je igrao", "a bíró nem dönthet abban a játszmában, amelyben játszott"}},
		{"pref.hearing.val.clause.already-ruled", T{"the incident was already ruled on", "o incidentu je već presuđeno", "az esetről már döntöttek"}},
		{"pref.hearing.val.clause.obvious-error", T{"a new ruling only because the earlier one was an obvious error", "nova presuda samo zbog očigledne greške ranije", "új ítélet csak a korábbi nyilvánvaló hibája miatt"}},
		{"pref.bula-reasons.val.verdict.go-bula", T{"send to the bula", "odlazak u bulu", "bulába küldés"}},
		{"pref.bula-reasons.val.verdict.split", T{"split the fall between the two", "podela pada između dvojice", "a bukás megosztása kettejük között"}},
		{"pref.bula-reasons.val.verdict.add-bula", T{"add bule to the offender", "dodati bule krivcu", "bula hozzáadása a vétkesnek"}},
		{"pref.bula-reasons.val.verdict.none", T{"no bula change", "bez promene bula", "nincs bulamódosítás"}},
		{"pref.bula-reasons.val.clause.lost-right", T{"the asking player lost his right to a ruling in his favour", "igrač je izgubio pravo na presudu u svoju korist", "a játékos elvesztette a javára szóló ítélethez való jogát"}},
		{"pref.bula-reasons.val.clause.unsporting-no-effect", T{"unsportsmanlike conduct without effect: the usual bule added", "nesportsko ponašanje bez posledica: uobičajeni dodatak bula", "hatás nélküli sportszerűtlenség: a szokásos bula hozzáadása"}},
		{"pref.bula-reasons.val.clause.no-fall", T{"the fault did not cause the partner's fall", "propust nije izazvao pad saigrača", "a hiba nem okozta a társ bukását"}},
		{"pref.bula-reasons.val.clause.bid-ok", T{"enough good cards in the bid suit", "dovoljno dobrih karata u licitiranoj boji", "elég jó lap a licitált színben"}},
		{"pref.bula-reasons.val.clause.partner-double", T{"close to following, and the partner's kontra was unjustified", "blizu dolaza, a kontra saigrača je neopravdana", "közel a beszálláshoz, a társ kontrája indokolatlan"}},
		{"pref.bula-reasons.val.clause.other-error", T{"another player's error contributed more", "greška drugog igrača je više doprinela padu", "egy másik játékos hibája többet ártott"}},
		{"pref.bula-reasons.val.clause.bid", T{"bid without enough good cards caused the fall", "licit bez dovoljno dobrih karata doveo je do pada", "a kevés jó lappal tett licit okozta a bukást"}},
		{"pref.bula-reasons.val.clause.follow", T{"following without reasons caused the fall", "praćenje bez rezona dovelo je do pada", "az indok nélküli védekezés okozta a bukást"}},
		{"pref.bula-reasons.val.clause.sans-lead", T{"the wrong lead against sans caused the fall", "pogrešan polaz protiv sansa doveo je do pada", "a hibás kihívás szan ellen okozta a bukást"}},
		{"pref.bula-reasons.val.clause.gross-error", T{"a gross error in play caused the fall", "gruba greška u igri dovela je do pada", "durva játékhiba okozta a bukást"}},
		{"pref.bula-reasons.val.clause.unsporting", T{"unsportsmanlike play the judge punishes with bule", "nesportska igra koju sudija kažnjava bulama", "sportszerűtlen játék, amelyet a bíró bulával büntet"}},
		{"pref.lead.val.verdict.correct", T{"correct lead", "ispravan polaz", "helyes kihívás"}},
		{"pref.lead.val.verdict.wrong", T{"wrong lead", "pogrešan polaz", "hibás kihívás"}},
		{"pref.lead.val.verdict.any", T{"void in the suit: any lead", "nema boje: slobodan polaz", "nincs ilyen színe: szabad kihívás"}},
		{"pref.lead.val.verdict.required", T{"required lead shown", "prikazan je obavezan polaz", "a kötelező kihívás látható"}},
	})
	steps = msg.Table([]msg.Entry[T]{
		{"pref.step.base", T{"{game} is worth {value} bule.", "{game} vredi {value} bula.", "A(z) {game} értéke {value} bula."}},
		{"pref.step.igra", T{"Announced without the talon (igra): {step} more.", "Prijavljena igra bez talona: još {step}.", "Talon nélkül bemondva (igra): még {step}."}},
		{"pref.step.kontra", T{"Kontra: times {mult}.", "Kontra: puta {mult}.", "Kontra: {mult}-szeres."}},
		{"pref.step.rekontra", T{"Rekontra: times {mult}.", "Rekontra: puta {mult}.", "Rekontra: {mult}-szeres."}},
		{"pref.step.refe", T{"The declarer's open refe: times {mult}.", "Otvoren refe odigravača: puta {mult}.", "A felvevő nyitott refeje: {mult}-szeres."}},
		{"pref.step.value", T{"Value of the game: {value} bule.", "Vrednost igre: {value} bula.", "A játék értéke: {value} bula."}},
		{"pref.step.start", T{"Each player starts with {bula} bule.", "Svaki igrač počinje sa {bula} bula.", "Minden játékos {bula} bulával kezd."}},
		{"pref.step.passed", T{"Hand {n}: everyone passed; each player opens a refe.", "Ruka {n}: svi su rekli dalje; svako dobija refe.", "{n}. leosztás: mindenki passzolt; mindenki refét nyit."}},
		{"pref.step.made", T{"Hand {n}: player {player} makes {contract}, tricks taken: {tricks}; bula down by {value}.", "Ruka {n}: igrač {player} prolazi {contract}, broj štihova: {tricks}; bula se spušta za {value}.", "{n}. leosztás: a(z) {player}. játékos {tricks} ütéssel teljesíti: {contract}; bulája {value}-val csökken."}},
		{"pref.step.failed", T{"Hand {n}: player {player} fails {contract}, tricks taken: {tricks}; bula up by {value}.", "Ruka {n}: igrač {player} pada u {contract}, broj štihova: {tricks}; bula raste za {value}.", "{n}. leosztás: a(z) {player}. játékos {tricks} ütéssel bukik: {contract}; bulája {value}-val nő."}},
		{"pref.step.soup", T{"Player {player} writes {soup} soup, tricks taken: {tricks}.", "Igrač {player} upisuje supu {soup}, broj štihova: {tricks}.", "A(z) {player}. játékos {soup} szupát ír {tricks} ütésért."}},
		{"pref.step.def-failed", T{"Player {player} followed and failed: his bula up by {value}.", "Igrač {player} je pratio i pao: bula mu raste za {value}.", "A(z) {player}. játékos védekezett és bukott: bulája {value}-val nő."}},
		{"pref.step.ruling", T{"Ruling in hand {n}: players 1, 2, 3 change by {d1}, {d2}, {d3}.", "Presuda u ruci {n}: promena za igrače 1, 2, 3 je {d1}, {d2}, {d3}.", "Ítélet a(z) {n}. leosztásnál: az 1., 2., 3. játékos változása {d1}, {d2}, {d3}."}},
		{"pref.step.by-hand", T{"The game was finished by hand: settled with the bule as they stand.", "Partija je završena ručno: obračun sa trenutnim bulama.", "A játszmát kézzel zárták le: a bulák jelenlegi állása szerint számolunk."}},
		{"pref.step.settle", T{"Final score = soup written − {factor} × bula − soup against.", "Konačan rezultat = upisana supa − {factor} × bula − supa protiv.", "Végeredmény = írt szupa − {factor} × bula − ellene írt szupa."}},
		{"pref.step.player-score", T{"Player {player}: {written} − {factor}·{bula} − {against} = {score} ({relative} against the mean).", "Igrač {player}: {written} − {factor}·{bula} − {against} = {score} ({relative} u odnosu na prosek).", "{player}. játékos: {written} − {factor}·{bula} − {against} = {score} (az átlaghoz képest {relative})."}},
		{"pref.step.delta", T{"Player {player}: {delta} bule.", "Igrač {player}: {delta} bula.", "{player}. játékos: {delta} bula."}},
		{"pref.step.attach", T{"Written in completed hand {hand}.", "Upisuje se u završenu ruku {hand}.", "A(z) {hand}. lezárt leosztáshoz kerül."}},
		{"pref.step.go-bula", T{"Player {guilty} takes the fall (+{value}); player {innocent} is lowered (−{value}).", "Igrač {guilty} preuzima pad (+{value}); igrač {innocent} se spušta (−{value}).", "A(z) {guilty}. játékos vállalja a bukást (+{value}); a(z) {innocent}. játékos bulája csökken (−{value})."}},
		{"pref.step.refused", T{"He refused: the judge writes the change as a ruling; soups stay as played.", "Odbio je: sudija upisuje promenu presudom; supe ostaju kako je odigrano.", "Megtagadta: a bíró ítéletként írja be; a szupák maradnak."}},
		{"pref.step.himself", T{"He goes to the bula himself in the previous hand; no ruling is written.", "Sam odlazi u bulu u prethodnoj ruci; presuda se ne upisuje.", "Maga megy bulába az előző leosztásban; ítéletet nem írnak."}},
		{"pref.step.window", T{"{days} days since the game stopped (limit: under {max}): {ok}.", "{days} dana od prekida (rok: manje od {max}): {ok}.", "{days} nap a megállás óta (határ: {max} alatt): {ok}."}},
		{"pref.step.replace", T{"Replacement allowed: {ok}.", "Zamena dozvoljena: {ok}.", "Csere megengedett: {ok}."}},
		{"pref.step.played", T{"Bule played: {played} of {total}; needed at least {num}/{den}.", "Odigrano bula: {played} od {total}; potrebno najmanje {num}/{den}.", "Lejátszott bula: {played} / {total}; legalább {num}/{den} kell."}},
		{"pref.step.hour", T{"{minutes} minutes since the interruption (at least {min}): {ok}.", "{minutes} minuta od prekida (najmanje {min}): {ok}.", "{minutes} perc a megszakítás óta (legalább {min}): {ok}."}},
		{"pref.step.innocent", T{"Against an innocent player's interest: {harmed}.", "Protiv interesa nevinog igrača: {harmed}.", "Vétlen játékos érdeke ellen: {harmed}."}},
		{"pref.step.league", T{"League penalty: {points} points.", "Kazna u Ligi: {points} poena.", "Ligabüntetés: {points} pont."}},
		{"pref.step.cup", T{"Disqualification from the Cup.", "Diskvalifikacija iz Kupa.", "Kizárás a kupából."}},
		{"pref.step.ban", T{"Ban of {days} days (allowed {min} to {max}): {ok}.", "Zabrana od {days} dana (dozvoljeno od {min} do {max}): {ok}.", "{days} napos eltiltás ({min}–{max} megengedett): {ok}."}},
		{"pref.step.revoke", T{"A penalty or ban is revoked only by its own judge, and only for an error.", "Kaznu ili zabranu ukida samo sudija koji ju je izrekao, i to samo zbog greške.", "Büntetést vagy eltiltást csak a kiszabó bíró vonhat vissza, és csak hiba miatt."}},
		{"pref.step.notify", T{"Judges in the club, or arriving within {minutes} minutes, are told of the call; the first to accept judges.", "Sudije u klubu ili one koje stignu u roku od {minutes} minuta dobijaju obaveštenje; sudi prvi koji prihvati.", "A klubban lévő vagy {minutes} percen belül érkező bírók értesítést kapnak; az első elfogadó bíráskodik."}},
		{"pref.step.fault", T{"Fault judged: {fault}.", "Propust koji se sudi: {fault}.", "Vizsgált hiba: {fault}."}},
		{"pref.step.good-cards", T{"{cards} good cards in the bid suit; {min} are expected.", "{cards} dobrih karata u licitiranoj boji; očekuje se {min}.", "{cards} jó lap a licitált színben; {min} elvárt."}},
		{"pref.step.rescore.unjust-double", T{"The unjustified kontra is removed: {from} is scored as {to}.", "Neopravdana kontra se briše: {from} se obračunava kao {to}.", "Az indokolatlan kontra törlődik: {from} helyett {to} szerint számolunk."}},
		{"pref.step.rescore.sure-betl", T{"Rekontra on a sure betl counts as kontra: {from} is scored as {to}.", "Rekontra na uver betl važi kao kontra: {from} se obračunava kao {to}.", "A biztos betlire adott rekontra kontrának számít: {from} helyett {to}."}},
		{"pref.step.rescore-values", T{"Value {played} as played, {new} as rescored.", "Vrednost {played} kako je odigrano, {new} po novom obračunu.", "Érték: lejátszva {played}, újraszámolva {new}."}},
		{"pref.step.lead-fix", T{"The declarer is lowered by {value}; the inviter gets {comp} soup, charged to the invited player (tricks lost: {tricks}).", "Odigravač se spušta za {value}; pozivač dobija supu {comp}, na teret pozvanog igrača (izgubljeni štihovi: {tricks}).", "A felvevő bulája {value}-val csökken; a meghívó {comp} szupát kap {tricks} ütésért a meghívott terhére."}},
		{"pref.step.lead-anyway", T{"The declarer would have failed anyway: no correction.", "Odigravač bi svakako pao: nema ispravke.", "A felvevő mindenképp bukott volna: nincs javítás."}},
		{"pref.step.lead-bid", T{"Lead the suit the partner bid: {suit}.", "Polaz iz boje koju je licitirao saigrač: {suit}.", "A társ licitált színét kell hívni: {suit}."}},
		{"pref.step.lead-default", T{"Nobody bid a suit: lead {suit}.", "Niko nije licitirao boju: polaz iz {suit}.", "Nem volt színlicit: {suit} a kihívás."}},
		{"pref.step.lead-void", T{"The leader has no card of that suit: any lead stands.", "Igrač nema tu boju: svaki polaz je dozvoljen.", "A kihívónak nincs ilyen lapja: bármely kihívás megengedett."}},
		{"pref.step.lead-highest", T{"With at most {max} cards in the suit the highest must be led: {card}.", "Sa najviše {max} karte u boji polazi se najvećom: {card}.", "Legfeljebb {max} lappal a színben a legmagasabbat kell hívni: {card}."}},
		{"pref.step.lead-long", T{"With {min} or more cards in the suit any card of it may be led; the judge weighs which gives most tricks.", "Sa {min} ili više karata u boji može se krenuti bilo kojom; sudija ceni koja donosi najviše štihova.", "{min} vagy több lappal bármelyik hívható a színből; a bíró mérlegeli, melyik hoz több ütést."}},
		{"pref.step.sans-side", T{"Sans: only side-suit reasons count.", "Sans: računaju se samo rezoni u bojama.", "Szan: csak a színekben lévő indokok számítanak."}},
		{"pref.step.trump-estimate", T{"Trump tricks estimated: {tricks} (an estimate).", "Procena adutskih štihova: {tricks} (procena).", "Becsült aduütések: {tricks} (becslés)."}},
		{"pref.step.trump-given", T{"Trump tricks as entered: {tricks}.", "Uneti adutski štihovi: {tricks}.", "Megadott aduütések: {tricks}."}},
		{"pref.step.suit-one", T{"{suit}: a reason ({value}).", "{suit}: rezon ({value}).", "{suit}: indok ({value})."}},
		{"pref.step.suit-half", T{"{suit}: long suit, counted half ({value}).", "{suit}: duga boja, računa se pola ({value}).", "{suit}: hosszú szín, fél indok ({value})."}},
		{"pref.step.suit-saved", T{"{suit}: long suit, but the declarer bought a smaller card in it: counted whole ({value}).", "{suit}: duga boja, ali je odigravač kupio manju kartu u njoj: računa se ceo ({value}).", "{suit}: hosszú szín, de a felvevő kisebb lapot vett belőle: egész indok ({value})."}},
		{"pref.step.reasons-total", T{"Reasons in total: {reasons}.", "Ukupno rezona: {reasons}.", "Összes indok: {reasons}."}},
		{"pref.step.clause", T{"Decided by: {clause}.", "Odlučuje: {clause}.", "Döntő szabály: {clause}."}},
	})
	decisions = msg.Table([]msg.Entry[T]{
		{"pref.dec.kontra-levels", T{"Only kontra (×2) and rekontra (×4) are valued; the club text names no higher level.", "Vrednuju se samo kontra (×2) i rekontra (×4); pravila kluba ne pominju viši nivo.", "Csak a kontra (×2) és a rekontra (×4) számít; a klub szabálya nem említ magasabb szintet."}},
		{"pref.dec.made-tricks", T{"The declarer makes a suit game or sans with 6 of the 10 tricks, a betl with none (club parameters).", "Odigravač prolazi u boji ili sansu sa 6 od 10 štihova, a u betlu bez ijednog (parametri kluba).", "A felvevő színjátékban és szanban 10-ből 6 ütéssel teljesít, betliben ütés nélkül (klubparaméter)."}},
		{"pref.dec.defender-fail", T{"A defender fails with fewer than 2 tricks when both followed, fewer than 4 when he followed alone.", "Igrač koji prati pada sa manje od 2 štiha kad su pratila oba, a sa manje od 4 kad je pratio sam.", "A védő bukik, ha ketten védekeztek és 2-nél kevesebbet ütött, egyedül pedig 4-nél kevesebbet."}},
		{"pref.dec.betl-soups", T{"In betl no soups are written and no defender can fail.", "U betlu se ne upisuju supe i niko od protivnika ne može da padne.", "Betliben nincs szupa, és védő nem bukhat."}},
		{"pref.dec.mult-soups", T{"The kontra and refe multipliers apply to soups as they do to bule.", "Množioci kontre i refea važe za supe kao i za bule.", "A kontra és a refe szorzója a szupára is vonatkozik."}},
		{"pref.dec.no-follow", T{"When neither defender follows, the hand is not played out and counts as made.", "Kad niko ne prati, ruka se ne igra i računa se kao prolaz.", "Ha senki sem védekezik, a leosztást nem játsszák le, és teljesítettnek számít."}},
		{"pref.dec.manual-settle", T{"A game finished by hand is settled with the bule as they stand, by the same formula.", "Ručno završena partija se obračunava po istoj formuli, sa bulama kakve jesu.", "A kézzel lezárt játszmát ugyanazzal a képlettel, a bulák aktuális állásával számoljuk."}},
		{"pref.dec.third", T{"Exactly one third of the bule remaining still allows a manual finish.", "Kad ostane tačno trećina bula, ručni završetak je i dalje dozvoljen.", "Ha pontosan egyharmad bula maradt, a kézi lezárás még megengedett."}},
		{"pref.dec.rescore-bula", T{"The correction is written as bula changes only; soup differences are shown but stay as played.", "Ispravka se upisuje samo kao promena bula; razlike u supama se prikazuju, ali ostaju kako je odigrano.", "A javítás csak bulamódosításként kerül beírásra; a szupakülönbség látszik, de marad."}},
		{"pref.dec.lead-comp", T{"The inviter's compensation is the game's value per trick lost, written as soup charged to the invited player.", "Kompenzacija pozivača je vrednost igre po izgubljenom štihu, kao supa na teret pozvanog igrača.", "A meghívó kárpótlása elveszett ütésenként a játék értéke, a meghívott terhére írt szupaként."}},
		{"pref.dec.lead-anyway", T{"If the declarer would have failed anyway, neither the lowering nor the compensation is ruled.", "Ako bi odigravač svakako pao, nema ni spuštanja ni kompenzacije.", "Ha a felvevő mindenképp bukott volna, sem csökkentés, sem kárpótlás nincs."}},
		{"pref.dec.lead-long", T{"With three or more cards the checker only requires the suit; the card is the judge's call.", "Sa tri ili više karata proverava se samo boja; kartu ceni sudija.", "Három vagy több lapnál csak a színt ellenőrizzük; a lapról a bíró dönt."}},
		{"pref.dec.no-trump", T{"\"No trump\" means holding no card of the trump suit; in sans only side-suit reasons count, and the left-hand allowance still applies.", "„Bez aduta\" znači bez ijedne karte adutske boje; u sansu se računaju samo rezoni u bojama, a pravilo za igrača levo i dalje važi.", "„Adu nélkül\": egyetlen adulap sincs; szanban csak a színek indokai számítanak, a bal oldali védő kedvezménye megmarad."}},
		{"pref.dec.trump-estimate", T{"Trump tricks not given: estimated as A = 1, K with another = 1, Q with two more = 1, four or more trumps = 1 more.", "Adutski štihovi nisu uneti: procena A = 1, K sa još jednom = 1, Q sa još dve = 1, četiri ili više aduta = još 1.", "Aduütés nincs megadva: becslés A = 1, K még eggyel = 1, D még kettővel = 1, négy vagy több adu = még 1."}},
	})
	errTexts = msg.Table([]msg.Entry[T]{
		{"pref.err.tricks", T{"{field}: the three players' tricks must add up to 10.", "{field}: štihovi tri igrača moraju u zbiru da daju 10.", "{field}: a három játékos ütéseinek összege 10 kell legyen."}},
		{"pref.err.odd-start", T{"{field}: the starting bula must be an even number.", "{field}: početna bula mora biti paran broj.", "{field}: a kezdő bulának párosnak kell lennie."}},
		{"pref.err.odd", T{"{field}: player {player} has {value}; every change must be a multiple of {step}.", "{field}: igrač {player} ima {value}; svaka promena mora biti deljiva sa {step}.", "{field}: a(z) {player}. játékosnál {value} áll; minden változás {step} többszöröse kell legyen."}},
		{"pref.err.empty", T{"{field}: a ruling must change the bula of at least one player.", "{field}: presuda mora da promeni bulu bar jednom igraču.", "{field}: az ítéletnek legalább egy játékos buláját módosítania kell."}},
		{"pref.err.same-player", T{"{field}: the guilty and the innocent player must differ.", "{field}: kriv i nevin igrač moraju biti različiti.", "{field}: a vétkes és a vétlen játékos nem lehet ugyanaz."}},
		{"pref.err.before", T{"{field}: the ruling cannot come before the interruption.", "{field}: presuda ne može biti pre prekida.", "{field}: az ítélet nem lehet a megszakítás előtt."}},
		{"pref.err.no-kontra", T{"{field}: there was no kontra to remove.", "{field}: nije bilo kontre koja bi se brisala.", "{field}: nem volt törölhető kontra."}},
		{"pref.err.not-betl-rekontra", T{"{field}: this case needs a betl with rekontra.", "{field}: ovaj slučaj zahteva betl sa rekontrom.", "{field}: ehhez rekontrázott betli kell."}},
		{"pref.err.hand-code", T{"{field}: item {item} ({code}) is not a hand code (D G I K TT LL F).", "{field}: stavka {item} ({code}) nije kod ruke (D G I K TT LL F).", "{field}: a(z) {item}. elem ({code}) nem leosztáskód (D G I K TT LL F)."}},
		{"pref.err.ruling-code", T{"{field}: enter groups of four numbers: hand, then the change for players 1, 2, 3.", "{field}: unesite grupe od četiri broja: ruka, pa promena za igrače 1, 2, 3.", "{field}: négyes csoportokat adjon meg: leosztás, majd az 1., 2., 3. játékos változása."}},
		{"pref.err.not-held", T{"{field}: {card} is not in the hand.", "{field}: {card} nije u ruci.", "{field}: a(z) {card} nincs a kézben."}},
		{"pref.err.bought-held", T{"{field}: {card} is in the follower's hand, so the declarer cannot have bought it.", "{field}: {card} je u ruci igrača koji prati, pa je odigravač nije mogao kupiti.", "{field}: a(z) {card} a védő kezében van, a felvevő nem vehette fel."}},
		{"pref.err.same-card", T{"{field}: the two bought cards must differ.", "{field}: dve kupljene karte moraju biti različite.", "{field}: a két felvett lap nem lehet azonos."}},
		{"pref.err.id", T{"{field}: write the number as {prefix} followed by digits, e.g. {prefix}12.", "{field}: upišite broj kao {prefix} i cifre, npr. {prefix}12.", "{field}: a számot {prefix} betűvel és számjegyekkel írja, pl. {prefix}12."}},
		{"pref.err.no-hand", T{"{field}: an in-game ruling is written in a completed hand.", "{field}: presuda tokom partije upisuje se u završenu ruku.", "{field}: a játék közbeni ítéletet lezárt leosztáshoz kell írni."}},
		{"pref.err.league", T{"{field}: league penalty points are {low} or {high}.", "{field}: kazneni poeni u Ligi su {low} ili {high}.", "{field}: a ligabüntetőpont {low} vagy {high}."}},
		{"pref.err.empty-record", T{"{field}: an out-of-game ruling needs an element or a written reason.", "{field}: presuda van partije mora imati element ili obrazloženje.", "{field}: a játékon kívüli ítélethez elem vagy indoklás kell."}},
		{"pref.err.status", T{"{field}: an active ruling has no revocation.", "{field}: aktivna presuda nema ukidanje.", "{field}: az érvényes ítéletnek nincs visszavonása."}},
		{"pref.err.revoke-judge", T{"{field}: only the judge who made the ruling may revoke it.", "{field}: samo sudija koji je doneo presudu može da je ukine.", "{field}: csak az ítéletet hozó bíró vonhatja vissza."}},
		{"pref.err.revoke-reason", T{"{field}: a revocation needs the error as its reason.", "{field}: za ukidanje je potrebno navesti grešku.", "{field}: a visszavonáshoz meg kell nevezni a hibát."}},
		{"pref.err.dup", T{"{field}: ruling {id} appears twice in the log.", "{field}: presuda {id} se javlja dvaput u dnevniku.", "{field}: a(z) {id} ítélet kétszer szerepel a naplóban."}},
		{"pref.err.revoked", T{"{field}: ruling {id} is already revoked.", "{field}: presuda {id} je već ukinuta.", "{field}: a(z) {id} ítéletet már visszavonták."}},
		{"pref.err.unknown", T{"{field}: there is no ruling {id}.", "{field}: ne postoji presuda {id}.", "{field}: nincs {id} ítélet."}},
	})
	titles = msg.Table([]msg.Entry[T]{
		{"calc.pref.value", T{"Value of a game", "Vrednost igre", "A játék értéke"}},
		{"calc.pref.sheet", T{"Score sheet: bule, soups, refe and settlement", "Tabela: bule, supe, refe i obračun", "Pontlap: bula, szupa, refe és elszámolás"}},
		{"calc.pref.ruling", T{"In-game ruling (bula changes)", "Presuda tokom partije (promena bula)", "Játék közbeni ítélet (bulamódosítás)"}},
		{"calc.pref.go-bula", T{"Go to the bula", "Odlazak u bulu", "Bulába küldés"}},
		{"calc.pref.out-of-game", T{"Out-of-game ruling checks", "Provera presude van partije", "Játékon kívüli ítélet ellenőrzése"}},
		{"calc.pref.revoke", T{"Revoking a ruling", "Ukidanje presude", "Ítélet visszavonása"}},
		{"calc.pref.hearing", T{"May the judge rule?", "Da li sudija može da sudi?", "Dönthet-e a bíró?"}},
		{"calc.pref.bula-reasons", T{"Reasons to send a player to the bula", "Razlozi za odlazak u bulu", "A bulába küldés okai"}},
		{"calc.pref.rescore", T{"Rescoring a doubled hand", "Ponovni obračun ruke sa kontrom", "Kontrázott leosztás újraszámolása"}},
		{"calc.pref.lead-fix", T{"Wrong lead against sans: correction", "Pogrešan polaz protiv sansa: ispravka", "Hibás kihívás szan ellen: javítás"}},
		{"calc.pref.lead", T{"Lead against sans: which card", "Polaz protiv sansa: koja karta", "Kihívás szan ellen: melyik lap"}},
		{"calc.pref.reasons", T{"Reasons to follow (whisting test)", "Rezoni za praćenje", "Védekezési indokok"}},
		{"rule.pref.roles", T{"Who judges and when: judges and council members rule only at a player's request, in rated games they did not play; a ruling is final unless it was an obvious error.", "Ko sudi i kada: sudije i Većnici sude samo na zahtev igrača, u partijama sa rejtingom u kojima nisu igrali; presuda je konačna osim kod očigledne greške.", "Ki és mikor dönt: a bírók és tanácstagok csak játékos kérésére, értékelt és általuk nem játszott játszmában döntenek; az ítélet végleges, kivéve nyilvánvaló hiba esetén."}},
		{"rule.pref.in-game", T{"During a game a ruling only adds or removes an even number of bule for one, two or three players, written in the last completed hand.", "Tokom partije presuda samo dodaje ili oduzima paran broj bula jednom, dvojici ili trojici igrača, upisano u poslednju završenu ruku.", "Játék közben az ítélet csak páros számú bulát ad vagy von le egy, két vagy három játékosnál, az utolsó lezárt leosztásba írva."}},
		{"rule.pref.out-of-game", T{"After a game stops, a judge may replace the leaver, finish the game by hand, give league points, a Cup disqualification or a short ban, within a week.", "Posle prekida sudija može u roku od nedelju dana da zameni igrača, ručno završi partiju, dodeli kaznene poene, diskvalifikaciju iz Kupa ili kratku zabranu.", "A játszma megállása után egy héten belül a bíró cserélhet játékost, kézzel lezárhatja a játszmát, ligapontot, kupakizárást vagy rövid eltiltást adhat."}},
		{"rule.pref.principles", T{"How a judge weighs a case: protect the innocent, punish the player whose bidding, following or play made his partner fall, and rescore unjustified kontras.", "Kako sudija odlučuje: štiti nevinog, kažnjava igrača čiji je licit, dolaz ili igra oborila saigrača, i ponovo obračunava neopravdane kontre.", "Hogyan mérlegel a bíró: védi a vétlent, bünteti azt, akinek licitje, beszállása vagy játéka buktatta a társát, és újraszámolja az indokolatlan kontrát."}},
		{"rule.pref.scoring", T{"How a hand is written: the declarer's bula moves by the game's value, followers write soup for their tricks, passed hands open refes, and the sheet is settled from soups and bule.", "Kako se ruka upisuje: bula odigravača se menja za vrednost igre, oni koji prate upisuju supu za štihove, ruke bez igre otvaraju refe, a obračun ide iz supa i bula.", "Hogyan írjuk a leosztást: a felvevő bulája a játék értékével változik, a védők ütéseikért szupát írnak, a passzolt leosztás refét nyit, az elszámolás a szupákból és bulákból áll."}},
		{"rule.pref.follow-reasons", T{"The test of whether a defender had enough to follow: trump tricks and strong side suits counted as reasons, with different needs by seat.", "Provera da li je igrač imao dovoljno za praćenje: adutski štihovi i jake boje broje se kao rezoni, a potreban broj zavisi od mesta.", "Annak vizsgálata, hogy a védőnek volt-e elég a védekezéshez: az aduütések és erős színek indoknak számítanak, a szükséges szám a helytől függ."}},
		{"pref.help.hands", T{"One number per hand: 0 = passed; else digits D G I K TT LL F (declarer 1–3, game 1 pik … 6 sans, igra 0/1, kontra 0–2, declarer's tricks, left-hand player's tricks, followers 0 none 1 left 2 right 3 both), e.g. 110006023.", "Jedan broj po ruci: 0 = svi dalje; inače cifre D G I K TT LL F (odigravač 1–3, igra 1 pik … 6 sans, igra bez talona 0/1, kontra 0–2, štihovi odigravača, štihovi igrača levo, pratili 0 niko 1 levi 2 desni 3 oba), npr. 110006023.", "Leosztásonként egy szám: 0 = passz; egyébként a D G I K TT LL F számjegyek (felvevő 1–3, játék 1 pikk … 6 szan, igra 0/1, kontra 0–2, a felvevő ütései, a bal oldali játékos ütései, védők 0 senki 1 bal 2 jobb 3 mindkettő), pl. 110006023."}},
		{"pref.help.rulings", T{"Four numbers per ruling: the hand it is written in, then the bula change of players 1, 2 and 3, e.g. 3, -16, 0, 16.", "Četiri broja po presudi: ruka u koju se upisuje, pa promena bula igrača 1, 2 i 3, npr. 3, -16, 0, 16.", "Ítéletenként négy szám: a leosztás, amelyhez írják, majd az 1., 2. és 3. játékos bulaváltozása, pl. 3, -16, 0, 16."}},
	})
}
