package scoring

import "arbiter/engine/msg"

// registerMessages adds the scoring tools' texts to the catalogue (at start-up: load.go): every
// key of the scoring namespace written out, with its English, Serbian and Hungarian text.
func registerMessages() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// titles
		{"calc.scoring.contract", msg.Text{En: "Contract score", Sr: "Rezultat kontrakta", Hu: "A felvétel értéke"}},
		{"calc.scoring.imp", msg.Text{En: "Points to IMPs", Sr: "Poeni u IMP", Hu: "Pontkülönbség IMP-re"}},
		{"calc.scoring.vp", msg.Text{En: "IMP margin to victory points", Sr: "Razlika u IMP u pobedničke poene", Hu: "IMP-különbség győzelmi pontra"}},
		{"calc.scoring.traveller", msg.Text{En: "Board traveller", Sr: "Putna lista borda", Hu: "Leosztás eredménylapja"}},
		{"calc.scoring.match", msg.Text{En: "Team match sheet", Sr: "Zapisnik timskog meča", Hu: "Csapatmérkőzés eredménylapja"}},

		// rule summaries
		{"rule.scoring.law2", msg.Text{
			En: "A board's number fixes its dealer and vulnerability: the dealer rotates North, East, South, West, and the vulnerability follows a 16-board cycle that then repeats.",
			Sr: "Broj borda određuje delitelja i zonu: delitelj se smenjuje redom Sever, Istok, Jug, Zapad, a zona prati ciklus od 16 bordova koji se zatim ponavlja.",
			Hu: "A leosztás száma megadja az osztót és a beliállást: az osztó sorban Észak, Kelet, Dél, Nyugat, a beliállás pedig 16 leosztásonként ismétlődik.",
		}},
		{"rule.scoring.law77", msg.Text{
			En: "Declarer's side scores the odd tricks bid and made, overtricks, a part-score or game bonus, slam bonuses and a bonus for making a doubled contract. When the contract fails, the defenders score for each undertrick, more when declarer is vulnerable or doubled.",
			Sr: "Strana izvođača dobija poene za štihove iz kontrakta, nadštihove, bonus za parcijal ili manš, bonus za slem i bonus za ispunjen kontriran kontrakt. Kada kontrakt padne, odbrana dobija poene za svaki pad, više kada je izvođač u zoni ili kontriran.",
			Hu: "A felvevő oldal pontot kap a vállalt és teljesített ütésekért, a többletütésekért, rész- vagy gémprémiumot, szlemprémiumot, és prémiumot a kontrázott felvétel teljesítéséért. Bukáskor az ellenjátékosok kapnak pontot minden bukásért, többet, ha a felvevő beli vagy kontrázták.",
		}},
		{"rule.scoring.law78a", msg.Text{
			En: "In matchpoint scoring each result earns 2 matchpoints for every result it beats on the same board and 1 for every result it ties with; its percentage of the top follows.",
			Sr: "Kod obračuna na meč-poene svaki rezultat dobija 2 meč-poena za svaki rezultat koji nadmaši na istom bordu i 1 za svaki jednak; iz toga sledi njegov procenat topa.",
			Hu: "Matchpontos értékelésben minden eredmény 2 matchpontot kap minden olyan eredményért, amelyet ugyanazon a leosztáson megver, és 1-et minden vele egyenlőért; ebből adódik, hány százaléka a topszkórnak.",
		}},
		{"rule.scoring.law78b", msg.Text{
			En: "In IMP scoring the points difference between two results is converted by the international matchpoint scale, from 0 IMP for up to 10 points to 24 IMP for 4000 or more.",
			Sr: "Kod IMP obračuna razlika u poenima između dva rezultata pretvara se po međunarodnoj IMP skali, od 0 IMP za razliku do 10 poena do 24 IMP za 4000 i više.",
			Hu: "IMP-értékelésben két eredmény pontkülönbségét a nemzetközi IMP-táblázat váltja át: a legfeljebb 10 pontos különbség 0 IMP, a 4000 vagy nagyobb 24 IMP.",
		}},
		{"rule.scoring.law78d", msg.Text{
			En: "Approved variations compare a pair's result in IMPs: cross-IMPs against every other result, averaged, or Butler against a datum, the average of the results once the extreme ones are dropped. When fewer results exist than expected, matchpoints are adjusted by Neuberg's formula.",
			Sr: "Odobrene varijante porede rezultat para u IMP: cross-IMP prema svakom drugom rezultatu, uz prosek, ili Butler prema datumu, proseku rezultata bez krajnjih. Kada ima manje rezultata nego što se očekuje, meč-poeni se preračunavaju Nojbergovom formulom.",
			Hu: "Jóváhagyott változatok IMP-ben vetik össze a párok eredményét: Cross-IMP minden más eredménnyel szemben, átlagolva, vagy Butler egy datummal szemben, amely a szélső eredmények elhagyása utáni átlag. Ha a vártnál kevesebb eredmény van, a matchpontokat a Neuberg-képlet igazítja.",
		}},
		{"rule.scoring.wbf-vp", msg.Text{
			En: "A team match's IMP margin becomes victory points on the WBF continuous 20-point scale, which depends on the number of boards; the two teams' points add up to 20.",
			Sr: "Razlika u IMP u timskom meču pretvara se u pobedničke poene po WBF kontinuiranoj skali od 20 poena, koja zavisi od broja bordova; zbir poena oba tima je 20.",
			Hu: "A csapatmérkőzés IMP-különbségét a WBF folytonos, 20 pontos VP-skálája váltja győzelmi pontra; a skála a leosztások számától függ, a két csapat pontjainak összege 20.",
		}},

		// parameters
		{"scoring.p.discard", msg.Text{En: "Butler: results dropped at each end", Sr: "Butler: odbačeni rezultati sa svake strane", Hu: "Butler: mindkét végről elhagyott eredmények"}},
		{"scoring.p.round_to", msg.Text{En: "Butler: datum rounded to a multiple of", Sr: "Butler: datum se zaokružuje na umnožak od", Hu: "Butler: a datum kerekítése ennek többszörösére"}},

		// fields
		{"scoring.f.level", msg.Text{En: "Level", Sr: "Nivo", Hu: "Szint"}},
		{"scoring.f.strain", msg.Text{En: "Strain", Sr: "Boja", Hu: "Szín"}},
		{"scoring.f.strain.C", msg.Text{En: "♣ Clubs", Sr: "♣ Tref", Hu: "♣ Treff"}},
		{"scoring.f.strain.D", msg.Text{En: "♦ Diamonds", Sr: "♦ Karo", Hu: "♦ Káró"}},
		{"scoring.f.strain.H", msg.Text{En: "♥ Hearts", Sr: "♥ Herc", Hu: "♥ Kőr"}},
		{"scoring.f.strain.S", msg.Text{En: "♠ Spades", Sr: "♠ Pik", Hu: "♠ Pikk"}},
		{"scoring.f.strain.N", msg.Text{En: "No trump", Sr: "Bez aduta", Hu: "Szanzadu"}},
		{"scoring.f.doubled", msg.Text{En: "Doubled", Sr: "Kontra", Hu: "Kontra"}},
		{"scoring.f.doubled.none", msg.Text{En: "Undoubled", Sr: "Bez kontre", Hu: "Kontra nélkül"}},
		{"scoring.f.doubled.X", msg.Text{En: "Doubled (X)", Sr: "Kontra (X)", Hu: "Kontra (X)"}},
		{"scoring.f.doubled.XX", msg.Text{En: "Redoubled (XX)", Sr: "Rekontra (XX)", Hu: "Rekontra (XX)"}},
		{"scoring.f.declarer", msg.Text{En: "Declarer", Sr: "Izvođač", Hu: "Felvevő"}},
		{"scoring.f.declarer.N", msg.Text{En: "North", Sr: "Sever", Hu: "Észak"}},
		{"scoring.f.declarer.E", msg.Text{En: "East", Sr: "Istok", Hu: "Kelet"}},
		{"scoring.f.declarer.S", msg.Text{En: "South", Sr: "Jug", Hu: "Dél"}},
		{"scoring.f.declarer.W", msg.Text{En: "West", Sr: "Zapad", Hu: "Nyugat"}},
		{"scoring.f.length", msg.Text{En: "Match length for the VP scale (boards)", Sr: "Dužina meča za VP skalu (bordova)", Hu: "A mérkőzés hossza a VP-skálához (leosztás)"}},
		{"scoring.f.first", msg.Text{En: "First board number", Sr: "Broj prvog borda", Hu: "Az első leosztás száma"}},
		{"scoring.f.open", msg.Text{En: "Open room results", Sr: "Rezultati u otvorenoj sali", Hu: "Eredmények a nyílt teremben"}},
		{"scoring.f.closed", msg.Text{En: "Closed room results", Sr: "Rezultati u zatvorenoj sali", Hu: "Eredmények a zárt teremben"}},
		{"scoring.f.home_imp_adj", msg.Text{En: "IMP adjustment, home team", Sr: "Korekcija IMP, domaći tim", Hu: "IMP-módosítás, hazai csapat"}},
		{"scoring.f.visitor_imp_adj", msg.Text{En: "IMP adjustment, visiting team", Sr: "Korekcija IMP, gostujući tim", Hu: "IMP-módosítás, vendégcsapat"}},
		{"scoring.f.home_fine", msg.Text{En: "VP fine, home team", Sr: "Kazna u VP, domaći tim", Hu: "VP-levonás, hazai csapat"}},
		{"scoring.f.visitor_fine", msg.Text{En: "VP fine, visiting team", Sr: "Kazna u VP, gostujući tim", Hu: "VP-levonás, vendégcsapat"}},
		// the traveller's pairs and artificial scores (appended fields, and the table's cells)
		{"scoring.f.ns_pairs", msg.Text{En: "North-South pairs", Sr: "Parovi Sever-Jug", Hu: "Észak-Dél párok"}},
		{"scoring.f.ew_pairs", msg.Text{En: "East-West pairs", Sr: "Parovi Istok-Zapad", Hu: "Kelet-Nyugat párok"}},
		{"scoring.f.artificial", msg.Text{En: "Artificial adjusted scores", Sr: "Veštački dodeljeni rezultati", Hu: "Mesterséges megítélt eredmények"}},
		{"scoring.f.adjusted", msg.Text{En: "Artificial adjusted score", Sr: "Veštački dodeljeni rezultat", Hu: "Mesterséges megítélt eredmény"}},
		{"scoring.f.ns_award", msg.Text{En: "North-South gets", Sr: "Sever-Jug dobija", Hu: "Észak-Dél kapja"}},
		{"scoring.f.ns_award.a-plus", msg.Text{En: "average plus", Sr: "prosek plus", Hu: "pozitív átlag"}},
		{"scoring.f.ns_award.avg", msg.Text{En: "average", Sr: "prosek", Hu: "átlag"}},
		{"scoring.f.ns_award.a-minus", msg.Text{En: "average minus", Sr: "prosek minus", Hu: "negatív átlag"}},
		{"scoring.f.ew_award", msg.Text{En: "East-West gets", Sr: "Istok-Zapad dobija", Hu: "Kelet-Nyugat kapja"}},
		{"scoring.f.ew_award.a-plus", msg.Text{En: "average plus", Sr: "prosek plus", Hu: "pozitív átlag"}},
		{"scoring.f.ew_award.avg", msg.Text{En: "average", Sr: "prosek", Hu: "átlag"}},
		{"scoring.f.ew_award.a-minus", msg.Text{En: "average minus", Sr: "prosek minus", Hu: "negatív átlag"}},

		// help lines
		{"scoring.h.declarer", msg.Text{En: "Used with the board number, to find whether declarer is vulnerable.", Sr: "Koristi se uz broj borda, da se odredi da li je izvođač u zoni.", Hu: "A leosztás számával együtt ebből derül ki, hogy a felvevő beli-e."}},
		{"scoring.f.given", msg.Text{En: "Given as", Sr: "Uneto kao", Hu: "Megadás módja"}},
		{"scoring.f.given.margin", msg.Text{En: "the margin", Sr: "razlika", Hu: "különbség"}},
		{"scoring.f.given.totals", msg.Text{En: "the two teams' totals", Sr: "zbirovi oba tima", Hu: "a két csapat IMP-összege"}},
		{"scoring.f.home_imp", msg.Text{En: "Home team's IMPs", Sr: "IMP domaćeg tima", Hu: "A hazai csapat IMP-je"}},
		{"scoring.f.visitor_imp", msg.Text{En: "Visiting team's IMPs", Sr: "IMP gostujućeg tima", Hu: "A vendégcsapat IMP-je"}},
		{"scoring.step.vp-totals", msg.Text{En: "Home {home} IMP, visitors {visitor} IMP: margin {margin} IMP.", Sr: "Domaći {home} IMP, gosti {visitor} IMP: razlika {margin} IMP.", Hu: "Hazai {home} IMP, vendég {visitor} IMP: a különbség {margin} IMP."}},
		{"scoring.h.margin", msg.Text{En: "The home team's IMP margin; negative when the visitors won.", Sr: "Razlika u IMP za domaći tim; negativna kada su gosti pobedili.", Hu: "A hazai csapat IMP-különbsége; negatív, ha a vendégek nyertek."}},
		{"scoring.h.entries", msg.Text{En: "One result per line or separated by ';', e.g. 4S N =; 3N E -1; PASS.", Sr: "Jedan rezultat po redu ili odvojeni sa ';', npr. 4P J =; 3BA I -1; PAS.", Hu: "Soronként egy eredmény, vagy ';' jellel elválasztva, pl. 4P É =; 3SZA K -1; PASSZ."}},
		{"scoring.h.discard", msg.Text{En: "Empty: the ruleset's value.", Sr: "Prazno: vrednost iz pravilnika.", Hu: "Üresen: a szabályzat értéke."}},
		{"scoring.h.length", msg.Text{En: "Empty: the number of boards entered.", Sr: "Prazno: broj unetih bordova.", Hu: "Üresen: a beírt leosztások száma."}},
		{"scoring.h.pairs", msg.Text{En: "The pair number of each result, in the order of the results; empty: not given.", Sr: "Broj para za svaki rezultat, redom kao rezultati; prazno: nije uneto.", Hu: "Minden eredményhez a pár száma, az eredmények sorrendjében; üresen: nincs megadva."}},
		{"scoring.h.artificial", msg.Text{En: "A code per result: 0 played, else 1 + 3 × North-South's award + East-West's award, each 0 average plus, 1 average, 2 average minus (3: average plus to North-South, average minus to East-West). Empty: every result played.", Sr: "Po jedan kod za svaki rezultat: 0 odigrano, inače 1 + 3 × dodela Sever-Jugu + dodela Istok-Zapadu, svaka 0 prosek plus, 1 prosek, 2 prosek minus (3: prosek plus Sever-Jugu, prosek minus Istok-Zapadu). Prazno: svi rezultati su odigrani.", Hu: "Eredményenként egy kód: 0 lejátszott, különben 1 + 3 × Észak-Dél megítélése + Kelet-Nyugat megítélése, mindkettő 0 pozitív átlag, 1 átlag, 2 negatív átlag (3: Észak-Délnek pozitív, Kelet-Nyugatnak negatív átlag). Üresen: minden eredmény lejátszott."}},

		// seats, vulnerability
		{"scoring.seat.N", msg.Text{En: "North", Sr: "Sever", Hu: "Észak"}},
		{"scoring.seat.E", msg.Text{En: "East", Sr: "Istok", Hu: "Kelet"}},
		{"scoring.seat.S", msg.Text{En: "South", Sr: "Jug", Hu: "Dél"}},
		{"scoring.seat.W", msg.Text{En: "West", Sr: "Zapad", Hu: "Nyugat"}},
		{"scoring.vul.None", msg.Text{En: "none", Sr: "niko", Hu: "senki"}},
		{"scoring.vul.NS", msg.Text{En: "North-South", Sr: "Sever-Jug", Hu: "Észak-Dél"}},
		{"scoring.vul.EW", msg.Text{En: "East-West", Sr: "Istok-Zapad", Hu: "Kelet-Nyugat"}},
		{"scoring.vul.Both", msg.Text{En: "both sides", Sr: "obe linije", Hu: "mindkét fél"}},
		{"scoring.state.vul", msg.Text{En: "vulnerable", Sr: "u zoni", Hu: "beli"}},
		{"scoring.state.nonvul", msg.Text{En: "not vulnerable", Sr: "van zone", Hu: "nem beli"}},

		// steps: contract score
		{"scoring.step.board-vul", msg.Text{En: "Board {board}: dealer {dealer}, vulnerable: {vul}. Declarer ({declarer}) is {state}.", Sr: "Bord {board}: delitelj {dealer}, u zoni: {vul}. Izvođač ({declarer}) je {state}.", Hu: "{board}. leosztás: osztó {dealer}, beli: {vul}. A felvevő ({declarer}): {state}."}},
		{"scoring.step.contract", msg.Text{En: "{contract} needs {need} tricks; declarer took {tricks}.", Sr: "Za {contract} potrebno je {need} štihova; izvođač je uzeo {tricks}.", Hu: "{contract}: a felvételhez {need} ütés kell; a felvevő {tricks} ütést vitt."}},
		{"scoring.step.undertricks", msg.Text{En: "Down {n} ({state}): the defenders score {points}.", Sr: "Pad {n} ({state}): odbrana dobija {points}.", Hu: "{n} bukás ({state}): az ellenjátékosok {points} pontot kapnak."}},
		{"scoring.step.trick-score", msg.Text{En: "Trick score for the odd tricks bid and made: {points}.", Sr: "Poeni za štihove iz kontrakta: {points}.", Hu: "Ütéspont a vállalt és teljesített ütésekért: {points}."}},
		{"scoring.step.overtricks", msg.Text{En: "Overtricks ({n}): {points}.", Sr: "Nadštihovi ({n}): {points}.", Hu: "Többletütések ({n}): {points}."}},
		{"scoring.step.insult", msg.Text{En: "Bonus for making a doubled or redoubled contract: {points}.", Sr: "Bonus za ispunjen kontriran ili rekontriran kontrakt: {points}.", Hu: "Prémium a kontrázott vagy rekontrázott felvétel teljesítéséért: {points}."}},
		{"scoring.step.game", msg.Text{En: "Game bonus ({state}): {points}.", Sr: "Bonus za manš ({state}): {points}.", Hu: "Gémprémium ({state}): {points}."}},
		{"scoring.step.part-score", msg.Text{En: "Part-score bonus: {points}.", Sr: "Bonus za parcijal: {points}.", Hu: "Részpontprémium: {points}."}},
		{"scoring.step.small-slam", msg.Text{En: "Small slam bonus ({state}): {points}.", Sr: "Bonus za mali slem ({state}): {points}.", Hu: "Kisszlem-prémium ({state}): {points}."}},
		{"scoring.step.grand-slam", msg.Text{En: "Grand slam bonus ({state}): {points}.", Sr: "Bonus za veliki slem ({state}): {points}.", Hu: "Nagyszlem-prémium ({state}): {points}."}},
		{"scoring.step.total", msg.Text{En: "Declarer's score: {score}.", Sr: "Rezultat izvođača: {score}.", Hu: "A felvevő eredménye: {score}."}},

		// steps: IMP
		{"scoring.step.imp-round", msg.Text{En: "{diff} is not a multiple of 10: the band of {rounded} applies.", Sr: "{diff} nije deljivo sa 10: važi opseg za {rounded}.", Hu: "{diff} nem osztható 10-zel: a kerekített érték ({rounded}) sávja érvényes."}},
		{"scoring.step.imp-band", msg.Text{En: "A difference of {lo} to {hi} points is worth {imp} IMP.", Sr: "Razlika od {lo} do {hi} poena vredi {imp} IMP.", Hu: "{lo}–{hi} pont különbség {imp} IMP-t ér."}},
		{"scoring.step.imp-band-top", msg.Text{En: "A difference of {lo} points or more is worth {imp} IMP.", Sr: "Razlika od {lo} poena ili više vredi {imp} IMP.", Hu: "Legalább {lo} pont különbség {imp} IMP-t ér."}},
		{"scoring.step.imp-negative", msg.Text{En: "The difference is negative: {imp} IMP, to the other side.", Sr: "Razlika je negativna: {imp} IMP, u korist druge strane.", Hu: "A különbség negatív: {imp} IMP, a másik fél javára."}},

		// steps: VP
		{"scoring.step.vp-scale", msg.Text{En: "WBF 20-VP scale for {boards} boards: a margin of {blowout} IMP or more gives 20 to 0.", Sr: "WBF skala od 20 VP (broj bordova: {boards}): razlika od {blowout} IMP ili više daje 20 prema 0.", Hu: "WBF 20 VP-s skála {boards} leosztásra: legalább {blowout} IMP különbség 20:0."}},
		{"scoring.step.vp-interp", msg.Text{En: "A margin of {margin} lies between {lo} and {hi} IMP ({vlo} and {vhi} VP): the value is interpolated.", Sr: "Razlika {margin} je između {lo} i {hi} IMP ({vlo} i {vhi} VP): vrednost se interpolira.", Hu: "A különbség ({margin}) {lo} és {hi} IMP közé esik ({vlo} és {vhi} VP): az érték lineáris interpolációval adódik."}},
		{"scoring.step.vp-result", msg.Text{En: "Home team {home} VP, visiting team {visitor} VP.", Sr: "Domaći tim {home} VP, gostujući tim {visitor} VP.", Hu: "Hazai csapat {home} VP, vendégcsapat {visitor} VP."}},

		// steps: traveller
		{"scoring.step.board", msg.Text{En: "Board {board}: dealer {dealer}, vulnerable: {vul}.", Sr: "Bord {board}: delitelj {dealer}, u zoni: {vul}.", Hu: "{board}. leosztás: osztó {dealer}, beli: {vul}."}},
		{"scoring.step.top", msg.Text{En: "{results} results; top {top} matchpoints (2 for each result beaten, 1 for each tie).", Sr: "Broj rezultata: {results}; top {top} meč-poena (2 za svaki nadmašeni rezultat, 1 za svaki jednak).", Hu: "{results} eredmény; topszkór {top} matchpont (minden megvert eredményért 2, minden egyenlőért 1)."}},
		{"scoring.step.neuberg", msg.Text{En: "Only {results} of {expected} expected results: matchpoints adjusted by Neuberg's formula M' = (M+1)·{expected}/{results} − 1.", Sr: "Samo {results} od {expected} očekivanih rezultata: meč-poeni se preračunavaju Nojbergovom formulom M' = (M+1)·{expected}/{results} − 1.", Hu: "A várt {expected} helyett csak {results} eredmény: a matchpontokat a Neuberg-képlet igazítja: M' = (M+1)·{expected}/{results} − 1."}},
		{"scoring.step.cross-imp", msg.Text{En: "Cross-IMPs: each result against every other, averaged over {n} comparisons.", Sr: "Cross-IMP: svaki rezultat prema svakom drugom, prosek poređenja (broj poređenja: {n}).", Hu: "Cross-IMP: minden eredmény minden másikkal szemben, {n} összevetés átlaga."}},
		{"scoring.step.butler", msg.Text{En: "Butler datum: the average of {kept} results after dropping the {discard} highest and {discard} lowest, rounded to a multiple of {round}: {datum}.", Sr: "Butler datum: prosek rezultata (uzeto: {kept}) bez najvećih i najmanjih (po {discard}), zaokružen na umnožak od {round}: {datum}.", Hu: "Butler-datum: {kept} eredmény átlaga, a legnagyobb {discard} és a legkisebb {discard} elhagyásával, {round} többszörösére kerekítve: {datum}."}},
		{"scoring.step.butler-none", msg.Text{En: "{results} results are too few for a Butler datum with {discard} dropped at each end.", Sr: "Broj rezultata ({results}) je premali za Butler datum kada se sa svake strane odbacuje {discard}.", Hu: "{results} eredmény túl kevés a Butler-datumhoz, ha mindkét végről {discard} marad el."}},
		{"scoring.step.pairs", msg.Text{En: "Result {n}: North-South pair {ns}, East-West pair {ew}.", Sr: "Rezultat {n}: par Sever-Jug {ns}, par Istok-Zapad {ew}.", Hu: "{n}. eredmény: Észak-Dél {ns}. pár, Kelet-Nyugat {ew}. pár."}},
		{"scoring.step.ns-pair", msg.Text{En: "Result {n}: North-South pair {ns}.", Sr: "Rezultat {n}: par Sever-Jug {ns}.", Hu: "{n}. eredmény: Észak-Dél {ns}. pár."}},
		{"scoring.step.ew-pair", msg.Text{En: "Result {n}: East-West pair {ew}.", Sr: "Rezultat {n}: par Istok-Zapad {ew}.", Hu: "{n}. eredmény: Kelet-Nyugat {ew}. pár."}},
		{"scoring.step.artificial", msg.Text{En: "Result {n}: artificial adjusted score (Law 12C2), not in the cross-IMPs or the Butler datum: North-South {ns}, {ns_pct}% = {ns_mp} matchpoints; East-West {ew}, {ew_pct}% = {ew_mp} matchpoints; of a top of {top}.", Sr: "Rezultat {n}: veštački dodeljeni rezultat (Zakon 12C2), ne ulazi u cross-IMP ni u Butler datum: Sever-Jug {ns}, {ns_pct}% = {ns_mp} meč-poena; Istok-Zapad {ew}, {ew_pct}% = {ew_mp} meč-poena; od topa {top}.", Hu: "{n}. eredmény: mesterséges megítélt eredmény (12C2. szabály), nem számít a cross-IMP-be és a Butler-datumba: Észak-Dél {ns}, {ns_pct}% = {ns_mp} matchpont; Kelet-Nyugat {ew}, {ew_pct}% = {ew_mp} matchpont; top: {top}."}},

		// steps: team match
		{"scoring.step.match-board", msg.Text{En: "Board {board}: open room {open}, closed room {closed}, net {net}: {imp} IMP.", Sr: "Bord {board}: otvorena sala {open}, zatvorena sala {closed}, razlika {net}: {imp} IMP.", Hu: "{board}. leosztás: nyílt terem {open}, zárt terem {closed}, egyenleg {net}: {imp} IMP."}},
		{"scoring.step.match-adj", msg.Text{En: "IMP adjustments: home team {home}, visiting team {visitor}.", Sr: "Korekcije IMP: domaći tim {home}, gostujući tim {visitor}.", Hu: "IMP-módosítások: hazai csapat {home}, vendégcsapat {visitor}."}},
		{"scoring.step.match-totals", msg.Text{En: "Totals: home team {home} IMP, visiting team {visitor} IMP; margin {margin}.", Sr: "Ukupno: domaći tim {home} IMP, gostujući tim {visitor} IMP; razlika {margin}.", Hu: "Összesen: hazai csapat {home} IMP, vendégcsapat {visitor} IMP; különbség {margin}."}},
		{"scoring.step.match-fines", msg.Text{En: "After the VP fines (home team {hfine}, visiting team {vfine}): home team {home} VP, visiting team {visitor} VP.", Sr: "Posle kazni u VP (domaći tim {hfine}, gostujući tim {vfine}): domaći tim {home} VP, gostujući tim {visitor} VP.", Hu: "A VP-levonások után (hazai csapat {hfine}, vendégcsapat {vfine}): hazai csapat {home} VP, vendégcsapat {visitor} VP."}},

		// outcome labels
		{"scoring.contract.out.vul", msg.Text{En: "Declarer vulnerable", Sr: "Izvođač u zoni", Hu: "A felvevő beli"}},
		{"scoring.traveller.out.neuberg", msg.Text{En: "Neuberg adjustment applied", Sr: "Primenjena Nojbergova formula", Hu: "Neuberg-képlet alkalmazva"}},
		{"scoring.traveller.out.mp_ew", msg.Text{En: "East-West matchpoints", Sr: "Meč-poeni Istok-Zapada", Hu: "Kelet-Nyugat matchpontjai"}},
		{"scoring.traveller.out.pct_ew", msg.Text{En: "East-West percentage", Sr: "Procenat Istok-Zapada", Hu: "Kelet-Nyugat százaléka"}},
		{"scoring.traveller.out.ximp", msg.Text{En: "Cross-IMPs", Sr: "Cross-IMP", Hu: "Cross-IMP"}},
		{"scoring.traveller.out.butler", msg.Text{En: "Butler IMPs", Sr: "Butler IMP", Hu: "Butler IMP"}},
		{"scoring.traveller.out.award", msg.Text{En: "North-South gets", Sr: "Sever-Jug dobija", Hu: "Észak-Dél kapja"}},
		{"scoring.traveller.out.award_ew", msg.Text{En: "East-West gets", Sr: "Istok-Zapad dobija", Hu: "Kelet-Nyugat kapja"}},
		{"scoring.traveller.val.award.a-plus", msg.Text{En: "average plus", Sr: "prosek plus", Hu: "pozitív átlag"}},
		{"scoring.traveller.val.award.avg", msg.Text{En: "average", Sr: "prosek", Hu: "átlag"}},
		{"scoring.traveller.val.award.a-minus", msg.Text{En: "average minus", Sr: "prosek minus", Hu: "negatív átlag"}},
		{"scoring.traveller.val.award_ew.a-plus", msg.Text{En: "average plus", Sr: "prosek plus", Hu: "pozitív átlag"}},
		{"scoring.traveller.val.award_ew.avg", msg.Text{En: "average", Sr: "prosek", Hu: "átlag"}},
		{"scoring.traveller.val.award_ew.a-minus", msg.Text{En: "average minus", Sr: "prosek minus", Hu: "negatív átlag"}},
		{"scoring.match.out.final", msg.Text{En: "Victory points after fines", Sr: "Pobednički poeni posle kazni", Hu: "Győzelmi pont a levonások után"}},
		{"scoring.err.rooms", msg.Text{En: "{field}: enter as many results as in the open room ({open}); there are {closed}.", Sr: "{field}: unesite onoliko rezultata koliko ih je u otvorenoj sali ({open}); uneto je {closed}.", Hu: "{field}: annyi eredményt írjon be, ahány a nyílt teremben van ({open}); most {closed} van."}},
		{"scoring.err.pairs-count", msg.Text{En: "{field}: enter a pair number for each of the {n} results, or none.", Sr: "{field}: unesite broj para za svaki od {n} rezultata, ili nijedan.", Hu: "{field}: minden eredményhez ({n}) adjon meg párszámot, vagy egyikhez se."}},
		{"scoring.err.artificial-count", msg.Text{En: "{field}: enter a code for each of the {n} results, or none.", Sr: "{field}: unesite kod za svaki od {n} rezultata, ili nijedan.", Hu: "{field}: minden eredményhez ({n}) adjon meg kódot, vagy egyikhez se."}},
		{"scoring.err.pair-twice", msg.Text{En: "{field}: pair {pair} is already on result {result}.", Sr: "{field}: par {pair} je već upisan u rezultat {result}.", Hu: "{field}: {pair}. pár már szerepel egy eredményben: {result}. eredmény."}},
	})
}
