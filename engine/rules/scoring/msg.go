package scoring

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// titles
		{"calc.scoring.contract", msg.Text{"Contract score", "Rezultat kontrakta", "A felvétel értéke"}},
		{"calc.scoring.imp", msg.Text{"Points to IMPs", "Poeni u IMP", "Pontból IMP"}},
		{"calc.scoring.vp", msg.Text{"IMP margin to victory points", "Razlika u IMP u pobedničke poene", "IMP-különbségből győzelmi pont"}},
		{"calc.scoring.traveller", msg.Text{"Board traveller", "Putna lista borda", "Leosztás eredménylapja"}},
		{"calc.scoring.match", msg.Text{"Team match sheet", "Zapisnik timskog meča", "Csapatmérkőzés eredménylapja"}},

		// rule summaries
		{"rule.scoring.law2", msg.Text{"A board's number fixes its dealer and vulnerability: the dealer rotates North, East, South, West, and the vulnerability follows a 16-board cycle that then repeats.", "Broj borda određuje delitelja i zonu: delitelj se smenjuje redom Sever, Istok, Jug, Zapad, a zona prati ciklus od 16 bordova koji se zatim ponavlja.", "A leosztás száma megadja az osztót és a beliállást: az osztó sorban Észak, Kelet, Dél, Nyugat, a beliállás pedig 16 leosztásonként ismétlődik."}},
		{"rule.scoring.law77", msg.Text{"Declarer's side scores the odd tricks bid and made, overtricks, a part-score or game bonus, slam bonuses and a bonus for making a doubled contract. When the contract fails, the defenders score for each undertrick, more when declarer is vulnerable or doubled.", "Strana izvođača dobija poene za štihove iz kontrakta, nadštihove, bonus za parcijal ili manš, bonus za slem i bonus za ispunjen kontriran kontrakt. Kada kontrakt padne, odbrana dobija poene za svaki pad, više kada je izvođač u zoni ili kontriran.", "A felvevő oldal pontot kap a vállalt és teljesített ütésekért, a többletütésekért, rész- vagy gémprémiumot, szlemprémiumot, és prémiumot a kontrázott felvétel teljesítéséért. Bukáskor az ellenjátékosok kapnak pontot minden bukásért, többet, ha a felvevő beli vagy kontrázták."}},
		{"rule.scoring.law78a", msg.Text{"In matchpoint scoring each result earns 2 matchpoints for every result it beats on the same board and 1 for every result it ties with; its percentage of the top follows.", "Kod obračuna na meč-poene svaki rezultat dobija 2 meč-poena za svaki rezultat koji nadmaši na istom bordu i 1 za svaki jednak; iz toga sledi njegov procenat topa.", "Matchpontos értékelésben minden eredmény 2 matchpontot kap minden olyan eredményért, amelyet ugyanazon a leosztáson megver, és 1-et minden vele egyenlőért; ebből adódik a topszkór százaléka."}},
		{"rule.scoring.law78b", msg.Text{"In IMP scoring the points difference between two results is converted by the international matchpoint scale, from 0 IMP for up to 10 points to 24 IMP for 4000 or more.", "Kod IMP obračuna razlika u poenima između dva rezultata pretvara se po međunarodnoj IMP skali, od 0 IMP za razliku do 10 poena do 24 IMP za 4000 i više.", "IMP-értékelésben két eredmény pontkülönbségét a nemzetközi IMP-táblázat váltja át: a legfeljebb 10 pontos különbség 0 IMP, a 4000 vagy nagyobb 24 IMP."}},
		{"rule.scoring.law78d", msg.Text{"Approved variations compare a pair's result in IMPs: cross-IMPs against every other result, averaged, or Butler against a datum, the average of the results once the extreme ones are dropped. When fewer results exist than expected, matchpoints are adjusted by Neuberg's formula.", "Odobrene varijante porede rezultat para u IMP: cross-IMP prema svakom drugom rezultatu, uz prosek, ili Butler prema datumu, proseku rezultata bez krajnjih. Kada ima manje rezultata nego što se očekuje, meč-poeni se preračunavaju Nojbergovom formulom.", "Jóváhagyott változatok IMP-ben vetik össze a párok eredményét: Cross-IMP minden más eredménnyel szemben, átlagolva, vagy Butler egy datummal szemben, amely a szélső eredmények elhagyása utáni átlag. Ha a vártnál kevesebb eredmény van, a matchpontokat a Neuberg-képlet igazítja."}},
		{"rule.scoring.wbf-vp", msg.Text{"A team match's IMP margin becomes victory points on the WBF continuous 20-point scale, which depends on the number of boards; the two teams' points add up to 20.", "Razlika u IMP u timskom meču pretvara se u pobedničke poene po WBF kontinuiranoj skali od 20 poena, koja zavisi od broja bordova; zbir poena oba tima je 20.", "A csapatmérkőzés IMP-különbségét a WBF folytonos, 20 pontos VP-skálája váltja győzelmi pontra; a skála a leosztások számától függ, a két csapat pontjainak összege 20."}},

		// parameters
		{"scoring.p.discard", msg.Text{"Butler: results dropped at each end", "Butler: odbačeni rezultati sa svake strane", "Butler: mindkét végről elhagyott eredmények"}},
		{"scoring.p.round_to", msg.Text{"Butler: datum rounded to a multiple of", "Butler: datum se zaokružuje na umnožak od", "Butler: a datum kerekítése ennek többszörösére"}},

		// fields
		{"scoring.f.level", msg.Text{"Level", "Nivo", "Szint"}},
		{"scoring.f.strain", msg.Text{"Strain", "Boja", "Szín"}},
		{"scoring.f.strain.C", msg.Text{"♣ Clubs", "♣ Tref", "♣ Treff"}},
		{"scoring.f.strain.D", msg.Text{"♦ Diamonds", "♦ Karo", "♦ Káró"}},
		{"scoring.f.strain.H", msg.Text{"♥ Hearts", "♥ Herc", "♥ Kőr"}},
		{"scoring.f.strain.S", msg.Text{"♠ Spades", "♠ Pik", "♠ Pikk"}},
		{"scoring.f.strain.N", msg.Text{"No trump", "Bez aduta", "Szanzadu"}},
		{"scoring.f.doubled", msg.Text{"Doubled", "Kontra", "Kontra"}},
		{"scoring.f.doubled.none", msg.Text{"Undoubled", "Bez kontre", "Kontra nélkül"}},
		{"scoring.f.doubled.X", msg.Text{"Doubled (X)", "Kontra (X)", "Kontra (X)"}},
		{"scoring.f.doubled.XX", msg.Text{"Redoubled (XX)", "Rekontra (XX)", "Rekontra (XX)"}},
		{"scoring.f.declarer", msg.Text{"Declarer", "Izvođač", "Felvevő"}},
		{"scoring.f.declarer.N", msg.Text{"North", "Sever", "Észak"}},
		{"scoring.f.declarer.E", msg.Text{"East", "Istok", "Kelet"}},
		{"scoring.f.declarer.S", msg.Text{"South", "Jug", "Dél"}},
		{"scoring.f.declarer.W", msg.Text{"West", "Zapad", "Nyugat"}},
		{"scoring.f.length", msg.Text{"Match length for the VP scale (boards)", "Dužina meča za VP skalu (bordova)", "A mérkőzés hossza a VP-skálához (leosztás)"}},
		{"scoring.f.first", msg.Text{"First board number", "Broj prvog borda", "Az első leosztás száma"}},
		{"scoring.f.open", msg.Text{"Open room results", "Rezultati u otvorenoj sali", "Eredmények a nyílt teremben"}},
		{"scoring.f.closed", msg.Text{"Closed room results", "Rezultati u zatvorenoj sali", "Eredmények a zárt teremben"}},
		{"scoring.f.home_imp_adj", msg.Text{"IMP adjustment, home team", "Korekcija IMP, domaći tim", "IMP-módosítás, hazai csapat"}},
		{"scoring.f.visitor_imp_adj", msg.Text{"IMP adjustment, visiting team", "Korekcija IMP, gostujući tim", "IMP-módosítás, vendégcsapat"}},
		{"scoring.f.home_fine", msg.Text{"VP fine, home team", "Kazna u VP, domaći tim", "VP-levonás, hazai csapat"}},
		{"scoring.f.visitor_fine", msg.Text{"VP fine, visiting team", "Kazna u VP, gostujući tim", "VP-levonás, vendégcsapat"}},

		// help lines
		{"scoring.h.declarer", msg.Text{"Used with the board number, to find whether declarer is vulnerable.", "Koristi se uz broj borda, da se odredi da li je izvođač u zoni.", "A leosztás számával együtt ebből derül ki, hogy a felvevő beli-e."}},
		{"scoring.h.margin", msg.Text{"The home team's IMP margin; negative when the visitors won.", "Razlika u IMP za domaći tim; negativna kada su gosti pobedili.", "A hazai csapat IMP-különbsége; negatív, ha a vendégek nyertek."}},
		{"scoring.h.entries", msg.Text{"One result per line or separated by ';', e.g. 4S N =; 3N S -1; PASS.", "Jedan rezultat po redu ili odvojeni sa ';', npr. 4S N =; 3N S -1; PASS.", "Soronként egy eredmény, vagy ';' jellel elválasztva, pl. 4S N =; 3N S -1; PASS."}},
		{"scoring.h.discard", msg.Text{"Empty: the ruleset's value.", "Prazno: vrednost iz pravilnika.", "Üresen: a szabályzat értéke."}},
		{"scoring.h.length", msg.Text{"Empty: the number of boards entered.", "Prazno: broj unetih bordova.", "Üresen: a beírt leosztások száma."}},

		// seats, vulnerability
		{"scoring.seat.N", msg.Text{"North", "Sever", "Észak"}},
		{"scoring.seat.E", msg.Text{"East", "Istok", "Kelet"}},
		{"scoring.seat.S", msg.Text{"South", "Jug", "Dél"}},
		{"scoring.seat.W", msg.Text{"West", "Zapad", "Nyugat"}},
		{"scoring.vul.None", msg.Text{"none", "niko", "senki"}},
		{"scoring.vul.NS", msg.Text{"North-South", "Sever-Jug", "Észak-Dél"}},
		{"scoring.vul.EW", msg.Text{"East-West", "Istok-Zapad", "Kelet-Nyugat"}},
		{"scoring.vul.Both", msg.Text{"both sides", "obe linije", "mindkét fél"}},
		{"scoring.state.vul", msg.Text{"vulnerable", "u zoni", "beli"}},
		{"scoring.state.nonvul", msg.Text{"not vulnerable", "van zone", "nem beli"}},

		// steps: contract score
		{"scoring.step.board-vul", msg.Text{"Board {board}: dealer {dealer}, vulnerable: {vul}. Declarer ({declarer}) is {state}.", "Bord {board}: delitelj {dealer}, u zoni: {vul}. Izvođač ({declarer}) je {state}.", "{board}. leosztás: osztó {dealer}, beli: {vul}. A felvevő ({declarer}): {state}."}},
		{"scoring.step.contract", msg.Text{"{contract} needs {need} tricks; declarer took {tricks}.", "Za {contract} potrebno je {need} štihova; izvođač je uzeo {tricks}.", "A(z) {contract} felvételhez {need} ütés kell; a felvevő {tricks} ütést vitt."}},
		{"scoring.step.undertricks", msg.Text{"Down {n} ({state}): the defenders score {points}.", "Pad {n} ({state}): odbrana dobija {points}.", "{n} bukás ({state}): az ellenjátékosok {points} pontot kapnak."}},
		{"scoring.step.trick-score", msg.Text{"Trick score for the odd tricks bid and made: {points}.", "Poeni za štihove iz kontrakta: {points}.", "Ütéspont a vállalt és teljesített ütésekért: {points}."}},
		{"scoring.step.overtricks", msg.Text{"Overtricks ({n}): {points}.", "Nadštihovi ({n}): {points}.", "Többletütések ({n}): {points}."}},
		{"scoring.step.insult", msg.Text{"Bonus for making a doubled or redoubled contract: {points}.", "Bonus za ispunjen kontriran ili rekontriran kontrakt: {points}.", "Prémium a kontrázott vagy rekontrázott felvétel teljesítéséért: {points}."}},
		{"scoring.step.game", msg.Text{"Game bonus ({state}): {points}.", "Bonus za manš ({state}): {points}.", "Gémprémium ({state}): {points}."}},
		{"scoring.step.part-score", msg.Text{"Part-score bonus: {points}.", "Bonus za parcijal: {points}.", "Részpontprémium: {points}."}},
		{"scoring.step.small-slam", msg.Text{"Small slam bonus ({state}): {points}.", "Bonus za mali slem ({state}): {points}.", "Kisszlem-prémium ({state}): {points}."}},
		{"scoring.step.grand-slam", msg.Text{"Grand slam bonus ({state}): {points}.", "Bonus za veliki slem ({state}): {points}.", "Nagyszlem-prémium ({state}): {points}."}},
		{"scoring.step.total", msg.Text{"Declarer's score: {score}.", "Rezultat izvođača: {score}.", "A felvevő eredménye: {score}."}},

		// steps: IMP
		{"scoring.step.imp-round", msg.Text{"{diff} is not a multiple of 10: the band of {rounded} applies.", "{diff} nije deljivo sa 10: važi opseg za {rounded}.", "{diff} nem osztható 10-zel: a(z) {rounded} sávja érvényes."}},
		{"scoring.step.imp-band", msg.Text{"A difference of {lo} to {hi} points is worth {imp} IMP.", "Razlika od {lo} do {hi} poena vredi {imp} IMP.", "{lo}–{hi} pont különbség {imp} IMP-t ér."}},
		{"scoring.step.imp-band-top", msg.Text{"A difference of {lo} points or more is worth {imp} IMP.", "Razlika od {lo} poena ili više vredi {imp} IMP.", "Legalább {lo} pont különbség {imp} IMP-t ér."}},
		{"scoring.step.imp-negative", msg.Text{"The difference is negative: {imp} IMP, to the other side.", "Razlika je negativna: {imp} IMP, u korist druge strane.", "A különbség negatív: {imp} IMP, a másik fél javára."}},

		// steps: VP
		{"scoring.step.vp-scale", msg.Text{"WBF 20-VP scale for {boards} boards: a margin of {blowout} IMP or more gives 20 to 0.", "WBF skala od 20 VP za {boards} bordova: razlika od {blowout} IMP ili više daje 20 prema 0.", "WBF 20 VP-s skála {boards} leosztásra: legalább {blowout} IMP különbség 20:0."}},
		{"scoring.step.vp-interp", msg.Text{"A margin of {margin} lies between {lo} and {hi} IMP ({vlo} and {vhi} VP): the value is interpolated.", "Razlika {margin} je između {lo} i {hi} IMP ({vlo} i {vhi} VP): vrednost se interpolira.", "A(z) {margin} különbség {lo} és {hi} IMP közé esik ({vlo} és {vhi} VP): az érték lineáris interpolációval adódik."}},
		{"scoring.step.vp-result", msg.Text{"Home team {home} VP, visiting team {visitor} VP.", "Domaći tim {home} VP, gostujući tim {visitor} VP.", "Hazai csapat {home} VP, vendégcsapat {visitor} VP."}},

		// steps: traveller
		{"scoring.step.board", msg.Text{"Board {board}: dealer {dealer}, vulnerable: {vul}.", "Bord {board}: delitelj {dealer}, u zoni: {vul}.", "{board}. leosztás: osztó {dealer}, beli: {vul}."}},
		{"scoring.step.top", msg.Text{"{results} results; top {top} matchpoints (2 for each result beaten, 1 for each tie).", "{results} rezultata; top {top} meč-poena (2 za svaki nadmašeni rezultat, 1 za svaki jednak).", "{results} eredmény; topszkór {top} matchpont (minden megvert eredményért 2, minden egyenlőért 1)."}},
		{"scoring.step.neuberg", msg.Text{"Only {results} of {expected} expected results: matchpoints adjusted by Neuberg's formula M' = (M+1)·{expected}/{results} − 1.", "Samo {results} od {expected} očekivanih rezultata: meč-poeni se preračunavaju Nojbergovom formulom M' = (M+1)·{expected}/{results} − 1.", "A várt {expected} helyett csak {results} eredmény: a matchpontokat a Neuberg-képlet igazítja: M' = (M+1)·{expected}/{results} − 1."}},
		{"scoring.step.cross-imp", msg.Text{"Cross-IMPs: each result against every other, averaged over {n} comparisons.", "Cross-IMP: svaki rezultat prema svakom drugom, prosek {n} poređenja.", "Cross-IMP: minden eredmény minden másikkal szemben, {n} összevetés átlaga."}},
		{"scoring.step.butler", msg.Text{"Butler datum: the average of {kept} results after dropping the {discard} highest and {discard} lowest, rounded to a multiple of {round}: {datum}.", "Butler datum: prosek {kept} rezultata bez {discard} najvećih i {discard} najmanjih, zaokružen na umnožak od {round}: {datum}.", "Butler-datum: {kept} eredmény átlaga a {discard} legnagyobb és {discard} legkisebb elhagyásával, {round} többszörösére kerekítve: {datum}."}},
		{"scoring.step.butler-none", msg.Text{"{results} results are too few for a Butler datum with {discard} dropped at each end.", "{results} rezultata je premalo za Butler datum kada se sa svake strane odbacuje {discard}.", "{results} eredmény túl kevés a Butler-datumhoz, ha mindkét végről {discard} marad el."}},

		// steps: team match
		{"scoring.step.match-board", msg.Text{"Board {board}: open room {open}, closed room {closed}, net {net}: {imp} IMP.", "Bord {board}: otvorena sala {open}, zatvorena sala {closed}, razlika {net}: {imp} IMP.", "{board}. leosztás: nyílt terem {open}, zárt terem {closed}, egyenleg {net}: {imp} IMP."}},
		{"scoring.step.match-adj", msg.Text{"IMP adjustments: home team {home}, visiting team {visitor}.", "Korekcije IMP: domaći tim {home}, gostujući tim {visitor}.", "IMP-módosítások: hazai csapat {home}, vendégcsapat {visitor}."}},
		{"scoring.step.match-totals", msg.Text{"Totals: home team {home} IMP, visiting team {visitor} IMP; margin {margin}.", "Ukupno: domaći tim {home} IMP, gostujući tim {visitor} IMP; razlika {margin}.", "Összesen: hazai csapat {home} IMP, vendégcsapat {visitor} IMP; különbség {margin}."}},
		{"scoring.step.match-fines", msg.Text{"After the VP fines (home team {hfine}, visiting team {vfine}): home team {home} VP, visiting team {visitor} VP.", "Posle kazni u VP (domaći tim {hfine}, gostujući tim {vfine}): domaći tim {home} VP, gostujući tim {visitor} VP.", "A VP-levonások után (hazai csapat {hfine}, vendégcsapat {vfine}): hazai csapat {home} VP, vendégcsapat {visitor} VP."}},

		// outcome labels
		{"scoring.contract.out.vul", msg.Text{"Declarer vulnerable", "Izvođač u zoni", "A felvevő beli"}},
		{"scoring.traveller.out.neuberg", msg.Text{"Neuberg adjustment applied", "Primenjena Nojbergova formula", "Neuberg-képlet alkalmazva"}},
		{"scoring.traveller.out.mp_ew", msg.Text{"East-West matchpoints", "Meč-poeni Istok-Zapada", "Kelet-Nyugat matchpontjai"}},
		{"scoring.traveller.out.pct_ew", msg.Text{"East-West percentage", "Procenat Istok-Zapada", "Kelet-Nyugat százaléka"}},
		{"scoring.traveller.out.ximp", msg.Text{"Cross-IMPs", "Cross-IMP", "Cross-IMP"}},
		{"scoring.traveller.out.butler", msg.Text{"Butler IMPs", "Butler IMP", "Butler IMP"}},
		{"scoring.match.out.final", msg.Text{"Victory points after fines", "Pobednički poeni posle kazni", "Győzelmi pont a levonások után"}},
		{"scoring.err.rooms", msg.Text{"{field}: enter as many results as in the open room ({open}); there are {closed}.", "{field}: unesite onoliko rezultata koliko ih je u otvorenoj sali ({open}); uneto je {closed}.", "{field}: annyi eredményt írjon be, ahány a nyílt teremben van ({open}); most {closed} van."}},
	})
}
