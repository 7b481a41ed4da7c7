package vsz

import "arbiter/engine/msg"

// T is a text in English, Serbian and Hungarian (converted to msg.Text on registration).
type T struct{ En, Sr, Hu string }

// outLabels are the outcome labels not among the shared out.* keys; each calculator that
// produces one registers it as <calcID>.out.<name>.
var outLabels map[string]T

// calcOuts lists, per calculator, the outcome names that need a label of their own.
var calcOuts map[string][]string

// vals are the coded values, as <calcID>.val.<name>.<code>.
var vals map[string]T

func outcomeVals(calc string) map[string]T {
	m := msg.Table([]msg.Entry[T]{
		{"replay", T{"Replay ordered", "Određuje se ponovno igranje", "Újrajátszás elrendelve"}},
		{"stands", T{"The match stands", "Meč važi", "A mérkőzés érvényes marad"}},
		{"deduct", T{"Scored on a shorter scale, with a VP deduction", "Obračun po kraćoj skali uz oduzimanje VP", "Rövidebb skála szerinti értékelés VP-levonással"}},
		{"fixed", T{"Fixed score (7–7 VP, or 0 to a team favoured by it)", "Fiksni rezultat (7–7 VP ili 0 timu kome bi to išlo u korist)", "Rögzített eredmény (7–7 VP, vagy 0 a számára kedvező csapatnak)"}},
		{"swap-directions", T{"Directions swapped in the scoring; no penalty", "Strane se zamenjuju u obračunu; bez kazne", "Az égtájak felcserélése a számításban; nincs büntetés"}},
		{"law15b", T{"Law 15B, and a penalty to each pair at fault", "Zakon 15B i kazna svakom paru u grešci", "Szabálykönyv 15B, és büntetés minden hibás párnak"}},
		{"not-scored", T{"The result cannot be scored", "Rezultat se ne može obračunati", "Az eredmény nem értékelhető"}},
		{"scored", T{"The result is scored", "Rezultat se obračunava", "Az eredményt értékelni kell"}},
		{"rotate", T{"Rotate the boards at the other table", "Okrenuti bordove za drugim stolom", "A tokok elforgatása a másik asztalon"}},
		{"reseat", T{"Adjust the round's seating or reseat the field", "Prilagoditi raspored kola ili vratiti učesnike na mesta", "A forduló ültetésének módosítása vagy a mezőny visszaültetése"}},
		{"first-result", T{"The first match's result stands", "Važi rezultat prvog meča", "Az első mérkőzés eredménye érvényes"}},
		{"keep-if-possible", T{"Keep the match as valid if at all possible", "Meč se zadržava kao važeći ako je moguće", "A mérkőzés lehetőség szerint érvényes marad"}},
	})
	out := map[string]T{}
	for k, v := range m {
		out[calc+".val.outcome."+k] = v
	}
	return out
}

func clauseVals(calc string, m map[string]T) map[string]T {
	out := map[string]T{}
	for k, v := range m {
		out[calc+".val.clause."+k] = v
	}
	return out
}

var subClauses map[string]T

var changeClauses map[string]T

var concClauses map[string]T

var unitClauses map[string]T

// options are the enum option labels, as <labelkey>.<code>.
var options map[string]T

var labels map[string]T

var titles map[string]T

var summaries map[string]T

var decisions map[string]T

// fillTables fills the message tables of this file; Load calls it first (a start-up that does
// not show this ruleset never builds them).
func fillTables() {
	outLabels = msg.Table([]msg.Entry[T]{
		{"score", T{"Score", "Rezultat", "Eredmény"}},
		{"neuberg", T{"Neuberg formula used", "Primenjena Nojbergova formula", "Neuberg-formula alkalmazva"}},
		{"final_vp", T{"VP after fines", "VP posle kazni", "VP a büntetések után"}},
		{"points", T{"Board-a-match points", "Poeni po bordu (BAM)", "Board-a-match pont"}},
		{"first", T{"Sits down first", "Prvi seda", "Elsőként ül le"}},
		{"second", T{"Sits down second", "Drugi seda", "Másodikként ül le"}},
		{"last", T{"Sits down last", "Poslednji seda", "Utolsóként ül le"}},
		{"later", T{"Has the right to sit down later", "Ima pravo da sedne kasnije", "Később ülhet le"}},
		{"outcome", T{"Outcome", "Ishod", "Eredmény"}},
		{"imp_each_unplayed", T{"IMPs to each team per board not replayed", "IMP svakom timu po neodigranom bordu", "IMP mindkét csapatnak minden le nem játszott leosztásra"}},
		{"unplayed", T{"Boards not played", "Neodigrani bordovi", "Le nem játszott leosztások"}},
		{"vp_each_if_full_replay", T{"VP penalty to each team if the whole match is replayed", "VP kazna svakom timu ako se ceo meč ponovo igra", "VP-büntetés csapatonként, ha a teljes mérkőzést újrajátsszák"}},
		{"vp_deduction_each", T{"VP deducted from each team", "VP oduzeto svakom timu", "Csapatonként levont VP"}},
		{"scale_boards", T{"VP scale for this many boards", "VP skala za ovoliko bordova", "Ennyi leosztás VP-skálája"}},
		{"imp_each_board", T{"IMPs to each team per affected board", "IMP svakom timu po pogođenom bordu", "IMP mindkét csapatnak érintett leosztásonként"}},
		{"boards_affected", T{"Boards already begun at the other table", "Bordovi već započeti za drugim stolom", "A másik asztalon már megkezdett leosztások"}},
		{"imp_each_total", T{"IMPs to each team in total", "Ukupno IMP svakom timu", "Összesen IMP csapatonként"}},
		{"official", T{"Results become official", "Rezultati postaju zvanični", "Az eredmény hivatalossá válik"}},
		{"bound", T{"Limit that applies", "Granica koja važi", "Az irányadó határ"}},
		{"fee_ft", T{"Appeal deposit (Ft)", "Depozit za žalbu (Ft)", "Óvási díj (Ft)"}},
		{"in_time", T{"In time", "U roku", "Határidőn belül"}},
		{"decision_by", T{"SZEB decides by", "SZEB odlučuje do", "A SZEB döntési határideje"}},
		{"refund_ft", T{"Deposit returned (Ft)", "Vraćeni depozit (Ft)", "Visszajáró óvási díj (Ft)"}},
		{"refunded", T{"Deposit returned", "Depozit se vraća", "Az óvási díj visszajár"}},
		{"in_table", T{"Listed in the time table", "Postoji u tabeli vremena", "Szerepel az időtáblázatban"}},
		{"below", T{"Nearest shorter row (boards)", "Najbliži kraći red (bordovi)", "Legközelebbi rövidebb sor (leosztás)"}},
		{"above", T{"Nearest longer row (boards)", "Najbliži duži red (bordovi)", "Legközelebbi hosszabb sor (leosztás)"}},
		{"play_min", T{"Playing time (min)", "Vreme igre (min)", "Játékidő (perc)"}},
		{"change_min", T{"Time for the move (min)", "Vreme za promenu (min)", "Idő a cserére (perc)"}},
		{"round_min", T{"Round in total (min)", "Kolo ukupno (min)", "Forduló összesen (perc)"}},
		{"last_start_min", T{"Last minute a board may begin", "Poslednji minut za početak borda", "Új leosztás legkésőbb ekkor kezdhető (perc)"}},
		{"remaining_min", T{"Minutes left", "Preostali minuti", "Hátralévő perc"}},
		{"may_start", T{"A new board may begin", "Nov bord sme da počne", "Új leosztás kezdhető"}},
		{"short_sub_allowed", T{"Short-term substitute allowed", "Kratka zamena dozvoljena", "Rövid helyettes beállítható"}},
		{"short_sub_boards", T{"Boards for a short-term substitute", "Bordovi za kratku zamenu", "Rövid helyettes leosztásai"}},
		{"responsible", T{"Responsible for unfinished boards", "Odgovoran za nezavršene bordove", "A be nem fejezett leosztásokért felelős"}},
		{"clause", T{"Reason", "Razlog", "Indok"}},
		{"masterpoints", T{"Substitute earns masterpoints", "Zamena dobija majstorske poene", "A helyettes mesterpontot kap"}},
		{"basis", T{"Basis of the score", "Osnova rezultata", "Az eredmény alapja"}},
		{"results_stand", T{"Results stand", "Rezultati ostaju", "Az eredmények érvényben maradnak"}},
		{"opponents", T{"Remaining opponents receive", "Preostali protivnici dobijaju", "A további ellenfelek eredménye"}},
		{"min", T{"Least penalty", "Najmanja kazna", "Legkisebb büntetés"}},
		{"max", T{"Greatest penalty", "Najveća kazna", "Legnagyobb büntetés"}},
		{"unit", T{"Measured in", "Meri se u", "Mértékegység"}},
		{"has_max", T{"Has an upper limit", "Ima gornju granicu", "Van felső határa"}},
		{"in_range", T{"Within the range", "U okviru raspona", "A határokon belül"}},
	})
	calcOuts = map[string][]string{
		"vsz.cross-imp":           {"score"},
		"vsz.butler":              {"score"},
		"vsz.matchpoints":         {"score", "neuberg"},
		"vsz.imp-vp":              {"final_vp"},
		"vsz.bam":                 {"points"},
		"vsz.seating-first":       {"first", "second", "last", "later"},
		"vsz.unfinished-match":    {"outcome", "imp_each_unplayed", "unplayed", "vp_each_if_full_replay", "vp_deduction_each", "scale_boards"},
		"vsz.seating-error":       {"outcome", "imp_each_unplayed", "unplayed", "vp_each_if_full_replay", "vp_deduction_each", "scale_boards", "imp_each_board", "boards_affected", "imp_each_total"},
		"vsz.correction-deadline": {"official"},
		"vsz.protest-deadline":    {"bound", "fee_ft", "in_time"},
		"vsz.szeb-deadline":       {"fee_ft", "in_time", "decision_by"},
		"vsz.protest-fee":         {"fee_ft", "refund_ft", "refunded"},
		"vsz.time":                {"in_table", "below", "above", "play_min", "change_min", "round_min", "last_start_min", "remaining_min", "may_start"},
		"vsz.lateness":            {"short_sub_allowed", "short_sub_boards", "responsible"},
		"vsz.substitute":          {"clause", "masterpoints"},
		"vsz.change":              {"clause"},
		"vsz.absent-team":         {"basis"},
		"vsz.withdrawal":          {"outcome", "results_stand", "opponents"},
		"vsz.concession":          {"clause"},
		"vsz.disciplinary-range":  {"min", "max", "unit", "has_max", "in_range"},
		"vsz.unit-size":           {"clause"},
	}
	vals = msg.Table([]msg.Entry[T]{
		{"vsz.seating-first.val.first.home", T{"Home team", "Domaći tim", "Hazai csapat"}},
		{"vsz.seating-first.val.first.visitor", T{"Visiting team", "Gostujući tim", "Vendégcsapat"}},
		{"vsz.seating-first.val.first.visitor-choice", T{"The visitors choose the one segment in which they sit down later", "Gosti biraju jedan deo meča u kojem sedaju kasnije", "A vendégcsapat választja ki azt az egy játékrészt, amelyben később ül le"}},
		{"vsz.seating-first.val.later.home", T{"Home team", "Domaći tim", "Hazai csapat"}},
		{"vsz.seating-first.val.later.visitor", T{"Visiting team", "Gostujući tim", "Vendégcsapat"}},
		{"vsz.seating-first.val.later.visitor-choice", T{"The visitors, in the segment they choose", "Gosti, u delu meča koji izaberu", "A vendégcsapat, az általa választott játékrészben"}},

		{"vsz.withdrawal.val.outcome.continues", T{"The unit plays on without the excluded player", "Par ili tim nastavlja bez isključenog igrača", "Az egység a kizárt játékos nélkül folytatja"}},
		{"vsz.withdrawal.val.outcome.stand", T{"Results so far stand", "Dosadašnji rezultati ostaju", "Az eddigi eredmények érvényesek"}},
		{"vsz.withdrawal.val.outcome.deleted", T{"Results deleted; the team counts as sitting out every round", "Rezultati se brišu; tim se vodi kao da je svako kolo bio slobodan", "Az eredmények törlődnek; a csapat minden fordulóban kimaradónak számít"}},
		{"vsz.withdrawal.val.opponents.absence-score", T{"The unplanned-bye score (§22.B)", "Rezultat za neplanirano slobodno kolo (§22.B)", "A nem tervezett kimaradás eredménye (22.B)"}},
		{"vsz.withdrawal.val.opponents.bye-score", T{"The bye score, as if the team had never taken part", "Rezultat za slobodno kolo, kao da tim nije ni učestvovao", "A kimaradás eredménye, mintha a csapat el sem indult volna"}},

		{"vsz.absent-team.val.basis.minimum", T{"The fixed minimum", "Propisani minimum", "Az előírt legkisebb érték"}},
		{"vsz.absent-team.val.basis.own-average", T{"Its own average in the event", "Sopstveni prosek na turniru", "Saját teljes versenyátlaga"}},
		{"vsz.absent-team.val.basis.opponent-average", T{"20 minus the absent team's average", "20 minus prosek odsutnog tima", "20 mínusz a hiányzó csapat átlaga"}},

		{"vsz.correction-deadline.val.verdict.in-time", T{"Reported in time", "Prijavljeno u roku", "Határidőben jelezték"}},
		{"vsz.correction-deadline.val.verdict.late-corrected", T{"Late, but still corrected; prizes already given stay", "Kasno, ali se ispravlja; već dodeljene nagrade ostaju", "Késve, de javítandó; a már kiosztott díjak maradnak"}},
		{"vsz.correction-deadline.val.verdict.closed", T{"Too late: the results are closed", "Prekasno: rezultati su zaključeni", "Túl késő: az eredmény lezárult"}},

		{"vsz.protest-deadline.val.bound.after-session", T{"30 minutes after the session", "30 minuta posle kola", "30 perccel a forduló után"}},
		{"vsz.protest-deadline.val.bound.next-start", T{"The start of the next session", "Početak sledećeg kola", "A következő forduló kezdete"}},
		{"vsz.protest-deadline.val.bound.after-event", T{"10 minutes after the event", "10 minuta posle kraja turnira", "10 perccel a verseny vége után"}},

		{"vsz.lateness.val.responsible.none", T{"No board is left unfinished", "Nema nezavršenih bordova", "Nincs be nem fejezett leosztás"}},
		{"vsz.lateness.val.responsible.as-established", T{"As the director establishes", "Kako sudija utvrdi", "Ahogy a tornavezető megállapítja"}},
		{"vsz.lateness.val.responsible.late-pair", T{"The late pair", "Par koji je kasnio", "A késő pár"}},

		{"vsz.disciplinary-range.val.unit.top", T{"tops", "topova", "topszkór"}},
		{"vsz.disciplinary-range.val.unit.imp", T{"IMPs", "IMP", "IMP"}},
	})
	subClauses = msg.Table([]msg.Entry[T]{
		{"ok", T{"Allowed", "Dozvoljeno", "Megengedett"}},
		{"td-on-duty", T{"The director on duty may not substitute", "Dežurni sudija ne sme biti zamena", "Szolgálatban lévő tornavezető nem lehet helyettes"}},
		{"forbidden", T{"The conditions of contest forbid it", "Propozicije to zabranjuju", "A versenykiírás tiltja"}},
		{"not-at-start", T{"Only for a player late at the start of the event", "Samo za igrača koji kasni na početku turnira", "Csak a verseny kezdetén késő játékos helyett"}},
		{"too-many-boards", T{"Too many boards for a short-term substitute", "Previše bordova za kratku zamenu", "Túl sok leosztás rövid helyettesnek"}},
		{"plays-board", T{"The substitute intends to play these boards", "Zamena namerava da igra ove bordove", "A helyettes maga is le akarja játszani ezeket a leosztásokat"}},
		{"entered-opposing", T{"The substitute is entered in an opposing unit", "Zamena je prijavljena u protivničkom paru ili timu", "A helyettes ellenérdekű egységben szerepel"}},
		{"one-per-day", T{"The unit has used its short-term substitute for the day", "Par ili tim je već iskoristio kratku zamenu za taj dan", "Az egység aznapi rövid helyettese már játszott"}},
		{"entered-other", T{"The substitute is entered in another unit", "Zamena je prijavljena u drugom paru ili timu", "A helyettes más egységben is nevezett"}},
		{"one-at-a-time", T{"Another long-term substitute is already playing", "Druga duga zamena već igra", "Már játszik egy hosszú helyettes"}},
		{"two-in-total", T{"The unit has used its long-term substitutes for the session", "Par ili tim je iskoristio duge zamene za ovo kolo", "Az egység ebben a fordulóban már elérte a hosszú helyettesek számát"}},
		{"closed-room", T{"Not in the closed room", "Ne u zatvorenoj sali", "Zárt teremben nem"}},
	})
	changeClauses = msg.Table([]msg.Entry[T]{
		{"ok", T{"Allowed", "Dozvoljeno", "Megengedett"}},
		{"forbidden", T{"The conditions of contest forbid it", "Propozicije to zabranjuju", "A versenykiírás tiltja"}},
		{"during-board", T{"Never during a board", "Nikada tokom borda", "Leosztás közben soha"}},
		{"round-end", T{"Pairs change only when a round ends", "Parovi menjaju samo na kraju kola", "Párosversenyen csak egy csere végén"}},
		{"closed-room", T{"Not in the closed room", "Ne u zatvorenoj sali", "Zárt teremben nem"}},
		{"before-half", T{"Not before half the segment's boards", "Ne pre polovine bordova dela meča", "A játékrész leosztásainak fele előtt nem"}},
		{"short-match", T{"Not inside a short match", "Ne unutar kratkog meča", "Rövid mérkőzésen belül nem"}},
		{"ask-conditions", T{"The conditions of contest decide", "Odlučuju propozicije", "A versenykiírás dönt"}},
	})
	concClauses = msg.Table([]msg.Entry[T]{
		{"ok", T{"Allowed", "Dozvoljeno", "Megengedett"}},
		{"not-ko", T{"Only in a knockout match", "Samo u nokaut meču", "Csak kieséses mérkőzésen"}},
		{"not-segment-end", T{"Only at the end of a segment", "Samo na kraju dela meča", "Csak játékrész végén"}},
		{"too-early", T{"Not before half the boards are played", "Ne pre nego što se odigra polovina bordova", "Nem a leosztások felének lejátszása előtt"}},
		{"late-notice", T{"Announced too late", "Najavljeno prekasno", "Túl későn jelezték"}},
	})
	unitClauses = msg.Table([]msg.Entry[T]{
		{"ok", T{"Allowed", "Dozvoljeno", "Megengedett"}},
		{"too-few", T{"Too few players", "Premalo igrača", "Túl kevés játékos"}},
		{"too-many", T{"Too many players", "Previše igrača", "Túl sok játékos"}},
		{"more-allowed", T{"Allowed by the conditions of contest", "Dozvoljeno propozicijama", "A versenykiírás engedélyezi"}},
	})
	options = msg.Table([]msg.Entry[T]{
		{"vsz.f.teams.two", T{"Two teams", "Dva tima", "Két csapat"}},
		{"vsz.f.teams.three", T{"Three-way match", "Meč tri tima", "Hármas mérkőzés"}},
		{"vsz.f.favoured.none", T{"Neither", "Nijedan", "Egyik sem"}},
		{"vsz.f.favoured.home", T{"Home team", "Domaći tim", "Hazai csapat"}},
		{"vsz.f.favoured.visitor", T{"Visiting team", "Gostujući tim", "Vendégcsapat"}},
		{"vsz.f.event.pairs", T{"Pairs event", "Parski turnir", "Párosverseny"}},
		{"vsz.f.event.teams", T{"Teams event", "Timski turnir", "Csapatverseny"}},
		{"vsz.f.stage.during", T{"Found during play", "Otkriveno tokom igre", "Játék közben derült ki"}},
		{"vsz.f.stage.after", T{"Found after the round", "Otkriveno posle kola", "A forduló után derült ki"}},
		{"vsz.f.error.swap", T{"Directions swapped at one table", "Zamenjene strane za jednim stolom", "Asztalon belül felcserélt égtájak"}},
		{"vsz.f.error.wrong-board", T{"Wrong table or wrong boards played", "Pogrešan sto ili pogrešni bordovi", "Rossz asztal vagy rossz leosztások"}},
		{"vsz.f.error.wrong-opponent", T{"Played against the wrong opponents", "Igrano protiv pogrešnih protivnika", "Nem a kijelölt ellenféllel játszottak"}},
		{"vsz.f.pair_form.mp", T{"Matchpoints", "Meč-poeni", "Matchpont"}},
		{"vsz.f.pair_form.imp", T{"IMPs", "IMP", "IMP"}},
		{"vsz.f.shape.next-session", T{"Another session follows", "Sledi još jedno kolo", "Újabb forduló következik"}},
		{"vsz.f.shape.last-session", T{"Single or last session", "Jedino ili poslednje kolo", "Egyetlen vagy utolsó forduló"}},
		{"vsz.f.shape.qualifying", T{"Last session of a qualifying stage", "Poslednje kolo kvalifikacione faze", "Kvalifikációs szakasz utolsó fordulója"}},
		{"vsz.f.level.first", T{"Appeals committee", "Žalbena komisija (žiri)", "Óvási bizottság"}},
		{"vsz.f.level.second", T{"Second level (SZEB)", "Drugi stepen (SZEB)", "Fellebbviteli óvás (SZEB)"}},
		{"vsz.f.appeal_outcome.upheld", T{"Result changed in the appellant's favour", "Rezultat promenjen u korist žalioca", "Az eredmény az óvó javára változott"}},
		{"vsz.f.appeal_outcome.dismissed", T{"Not upheld, but not frivolous", "Odbijeno, ali nije neozbiljno", "Elutasítva, de nem komolytalan"}},
		{"vsz.f.appeal_outcome.frivolous", T{"Found frivolous or without basis", "Ocenjeno kao neozbiljno ili neosnovano", "Komolytalannak vagy indokolatlannak minősítve"}},
		{"vsz.f.appeal_outcome.withdrawn", T{"Withdrawn before the hearing", "Povučeno pre rasprave", "A tárgyalás előtt visszavonva"}},
		{"vsz.f.responsibility.one", T{"One side at fault, the other blameless", "Jedna strana kriva, druga nedužna", "Az egyik fél vétkes, a másik nem"}},
		{"vsz.f.responsibility.partly", T{"One side at fault, the other partly", "Jedna strana kriva, druga delimično", "Az egyik fél vétkes, a másik részben"}},
		{"vsz.f.responsibility.unknown", T{"Cannot be established", "Ne može se utvrditi", "Nem állapítható meg"}},
		{"vsz.f.sub_kind.short", T{"Short-term (for a few boards)", "Kratka (za nekoliko bordova)", "Rövid helyettes"}},
		{"vsz.f.sub_kind.long", T{"Long-term", "Duga", "Hosszú helyettes"}},
		{"vsz.f.room.open", T{"Open room", "Otvorena sala", "Nyílt terem"}},
		{"vsz.f.room.closed", T{"Closed room", "Zatvorena sala", "Zárt terem"}},
		{"vsz.f.timing.between", T{"Between matches or segments", "Između mečeva ili delova meča", "Mérkőzések vagy játékrészek között"}},
		{"vsz.f.timing.inside", T{"Inside a segment", "Unutar dela meča", "Játékrészen belül"}},
		{"vsz.f.leave_kind.withdrawal", T{"Withdrawal", "Odustajanje", "Visszalépés"}},
		{"vsz.f.leave_kind.disqualification", T{"Disqualification", "Diskvalifikacija", "Kizárás"}},
	})
	labels = msg.Table([]msg.Entry[T]{
		{"vsz.f.absent_avg", T{"Absent team's average (VP)", "Prosek odsutnog tima (VP)", "A hiányzó csapat átlaga (VP)"}},
		{"vsz.f.present_avg", T{"Present team's own average (VP)", "Sopstveni prosek prisutnog tima (VP)", "A jelen lévő csapat saját átlaga (VP)"}},
		{"vsz.f.already_played", T{"Either pair had already played the board", "Jedan od parova je već igrao bord", "Valamelyik pár már játszotta a leosztást"}},
		{"vsz.f.amount", T{"Deduction you intend (tops or IMPs)", "Nameravano oduzimanje (topovi ili IMP)", "Tervezett levonás (topszkór vagy IMP)"}},
		{"vsz.f.appeal_outcome", T{"Outcome of the appeal", "Ishod žalbe", "Az óvás kimenetele"}},
		{"vsz.f.at_start", T{"Late at the start of the event", "Kašnjenje na početku turnira", "Késés a verseny kezdetén"}},
		{"vsz.f.boards_done", T{"Boards of the segment already played", "Već odigrani bordovi dela meča", "A játékrész már lejátszott leosztásai"}},
		{"vsz.f.can_continue", T{"The unit can still field players", "Par ili tim i dalje može da igra", "Az egység ki tud még állni"}},
		{"vsz.f.championship_last_day", T{"Last playing day of a Hungarian championship", "Poslednji dan mađarskog prvenstva", "Magyar bajnokság utolsó játéknapja"}},
		{"vsz.f.communicated", T{"Committee's decision announced at", "Odluka žirija saopštena", "A bizottsági döntés közlése"}},
		{"vsz.f.diffs", T{"Home team's net score on each board", "Neto rezultat domaćeg tima po bordu", "A hazai csapat nettó eredménye leosztásonként"}},
		{"vsz.f.during_board", T{"During a board", "Tokom borda", "Leosztás közben"}},
		{"vsz.f.elapsed", T{"Minutes of the round gone", "Proteklo minuta kola", "A fordulóból eltelt perc"}},
		{"vsz.f.entered_elsewhere", T{"Entered in another (opposing) unit", "Prijavljen u drugom (protivničkom) paru ili timu", "Más (ellenérdekű) egységben nevezett"}},
		{"vsz.f.error", T{"What went wrong", "Šta je pogrešno", "Mi történt"}},
		{"vsz.f.event", T{"Event", "Turnir", "Verseny"}},
		{"vsz.f.event_end", T{"End of the event (last session only)", "Kraj turnira (samo poslednje kolo)", "A verseny vége (csak utolsó fordulóban)"}},
		{"vsz.f.favoured", T{"Team that could know 7 VP favoured it", "Tim koji je mogao znati da mu 7 VP odgovara", "A csapat, amely tudhatta, hogy a 7 VP neki kedvez"}},
		{"vsz.f.filed", T{"Second-level appeal filed at", "Žalba drugog stepena podneta", "A fellebbviteli óvás beadása"}},
		{"vsz.f.forbidden", T{"The conditions of contest forbid it", "Propozicije to zabranjuju", "A versenykiírás tiltja"}},
		{"vsz.f.gap_h", T{"Hours from the segment's end to resumption", "Sati od kraja dela meča do nastavka", "Órák a játékrész végétől a folytatásig"}},
		{"vsz.f.home_fine", T{"Home team's VP fine", "VP kazna domaćeg tima", "A hazai csapat VP-büntetése"}},
		{"vsz.f.home_imp", T{"Home team's IMPs", "IMP domaćeg tima", "A hazai csapat IMP-je"}},
		{"vsz.f.ko", T{"Knockout match", "Nokaut meč", "Kieséses (KO) mérkőzés"}},
		{"vsz.f.last_round", T{"Last round of the event or stage", "Poslednje kolo turnira ili faze", "A verseny vagy szakasz utolsó fordulója"}},
		{"vsz.f.leave_kind", T{"The unit leaves by", "Način napuštanja", "A kiválás módja"}},
		{"vsz.f.level", T{"Appeal heard by", "Žalbu rešava", "Az óvást elbírálja"}},
		{"vsz.f.long_playing", T{"Long-term substitutes of the unit now playing", "Duge zamene koje sada igraju", "Most játszó hosszú helyettesek"}},
		{"vsz.f.long_used", T{"Long-term substitutes already used this session", "Duge zamene već korišćene u ovom kolu", "Ebben a fordulóban már szerepelt hosszú helyettesek"}},
		{"vsz.f.members", T{"Members who committed disqualifying acts", "Članovi koji su učinili prekršaj za diskvalifikaciju", "Kizárást maga után vonó cselekményt elkövető tagok"}},
		{"vsz.f.more_allowed", T{"The conditions allow larger units", "Propozicije dozvoljavaju veći broj igrača", "A kiírás nagyobb létszámot enged"}},
		{"vsz.f.next_start", T{"Start of the next session or stage", "Početak sledećeg kola ili faze", "A következő forduló vagy szakasz kezdete"}},
		{"vsz.f.notice_h", T{"Hours of notice before resumption", "Sati najave pre nastavka", "Bejelentés ennyi órával a folytatás előtt"}},
		{"vsz.f.other_cause", T{"Shown that someone else caused the delay", "Dokazano da je kašnjenje izazvao neko drugi", "Bizonyított, hogy a késést más okozta"}},
		{"vsz.f.other_started", T{"Boards already begun at the other table", "Bordovi već započeti za drugim stolom", "A másik asztalon már megkezdett leosztások"}},
		{"vsz.f.pair_form", T{"Pairs scoring", "Obračun parova", "Párosverseny értékelése"}},
		{"vsz.f.plans_board", T{"Substitute intends to play these boards", "Zamena namerava da igra te bordove", "A helyettes maga is játszaná a leosztást"}},
		{"vsz.f.played", T{"Boards played (or still playable in time)", "Odigrani bordovi (ili još mogući u vremenu)", "Lejátszott (vagy időben még lejátszható) leosztások"}},
		{"vsz.f.played_other_table", T{"The board was played at the other table", "Bord je odigran za drugim stolom", "A leosztást a másik asztalon lejátszották"}},
		{"vsz.f.players", T{"Players in the unit", "Broj igrača", "Az egység létszáma"}},
		{"vsz.f.protest_at", T{"Appeal lodged at", "Žalba podneta", "Az óvás benyújtása"}},
		{"vsz.f.published", T{"Results published at", "Rezultati objavljeni", "Az eredmény közzététele"}},
		{"vsz.f.repeat_match", T{"Repeats an earlier round-robin match", "Ponavlja raniji meč dvokružnog/kružnog sistema", "Korábbi körmérkőzéses mérkőzés ismétlése"}},
		{"vsz.f.replay_possible", T{"At least 75% of the boards can still be played", "Još se može odigrati bar 75% bordova", "A leosztások legalább 75%-a még lejátszható"}},
		{"vsz.f.reported", T{"Error reported at", "Greška prijavljena", "A hiba jelzése"}},
		{"vsz.f.requested", T{"Postponement agreed to in principle at", "Odlaganje dogovoreno u načelu", "A halasztás elvi megállapodása"}},
		{"vsz.f.responsibility", T{"Who caused the delay", "Ko je prouzrokovao kašnjenje", "Ki okozta a késést"}},
		{"vsz.f.room", T{"Room", "Sala", "Terem"}},
		{"vsz.f.round_end", T{"At the end of a round", "Na kraju kola", "Egy csere végén"}},
		{"vsz.f.scheduled", T{"Boards scheduled for the unit", "Planirani bordovi za par ili tim", "Az egység tervezett leosztásai"}},
		{"vsz.f.segment", T{"Segment", "Deo meča", "Játékrész"}},
		{"vsz.f.segment_boards", T{"Boards in the match or segment", "Bordovi u meču ili delu meča", "A mérkőzés vagy játékrész leosztásai"}},
		{"vsz.f.segment_end", T{"At the end of a segment", "Na kraju dela meča", "Játékrész végén"}},
		{"vsz.f.segments", T{"Segments in the match", "Broj delova meča", "A mérkőzés játékrészeinek száma"}},
		{"vsz.f.session_end", T{"End of the session (for teams: the match)", "Kraj kola (za timove: meča)", "A forduló vége (csapatversenyen a mérkőzésé)"}},
		{"vsz.f.session_imp", T{"Own session average (IMPs per board)", "Sopstveni prosek kola (IMP po bordu)", "Saját fordulóátlag (IMP leosztásonként)"}},
		{"vsz.f.session_pct", T{"Own session average (%)", "Sopstveni prosek kola (%)", "Saját fordulóátlag (%)"}},
		{"vsz.f.shape", T{"Where the session stands", "Koje je ovo kolo", "Melyik fordulóról van szó"}},
		{"vsz.f.short_forbidden", T{"The conditions forbid short-term substitutes", "Propozicije zabranjuju kratku zamenu", "A kiírás tiltja a rövid helyettest"}},
		{"vsz.f.short_limit", T{"Short match limit from the conditions (boards)", "Granica kratkog meča iz propozicija (bordovi)", "Rövid mérkőzés határa a kiírás szerint (leosztás)"}},
		{"vsz.f.short_used_today", T{"Short-term substitutes the unit used today", "Kratke zamene koje je par ili tim danas koristio", "Az egység mai rövid helyettesei"}},
		{"vsz.f.stage", T{"When it was found", "Kada je otkriveno", "Mikor derült ki"}},
		{"vsz.f.sub_boards", T{"Boards the substitute would play", "Bordovi koje bi zamena igrala", "A helyettes által játszandó leosztások"}},
		{"vsz.f.sub_kind", T{"Kind of substitute", "Vrsta zamene", "A helyettesítés fajtája"}},
		{"vsz.f.td_on_duty", T{"The substitute is the director on duty", "Zamena je dežurni sudija", "A helyettes a szolgálatban lévő tornavezető"}},
		{"vsz.f.teams", T{"Teams in the match", "Timovi u meču", "Csapatok a mérkőzésen"}},
		{"vsz.f.timing", T{"When", "Kada", "Mikor"}},
		{"vsz.f.unfinished", T{"Boards left unfinished at time", "Bordovi nezavršeni do isteka vremena", "Időre be nem fejezett leosztások"}},
		{"vsz.f.unit_played", T{"Boards the unit has played", "Bordovi koje je par ili tim odigrao", "Az egység által lejátszott leosztások"}},
		{"vsz.f.visitor_fine", T{"Visiting team's VP fine", "VP kazna gostujućeg tima", "A vendégcsapat VP-büntetése"}},
		{"vsz.f.visitor_imp", T{"Visiting team's IMPs", "IMP gostujućeg tima", "A vendégcsapat IMP-je"}},
	})
	titles = msg.Table([]msg.Entry[T]{
		{"calc.vsz.cross-imp", T{"Cross-IMPs on a board", "Cross-IMP na bordu", "Cross-IMP egy leosztásban"}},
		{"calc.vsz.butler", T{"Butler IMPs on a board", "Butler IMP na bordu", "Butler IMP egy leosztásban"}},
		{"calc.vsz.matchpoints", T{"Matchpoints on a board", "Meč-poeni na bordu", "Matchpont egy leosztásban"}},
		{"calc.vsz.imp-vp", T{"Team match: IMPs to VPs", "Timski meč: IMP u VP", "Csapatmérkőzés: IMP-ből VP"}},
		{"calc.vsz.bam", T{"Board-a-match scoring", "Board-a-match obračun", "Board-a-match értékelés"}},
		{"calc.vsz.seating-first", T{"Who sits down first", "Ko prvi seda", "Ki ül le először"}},
		{"calc.vsz.seating-error", T{"Seating error wizard", "Vodič za greške u sedanju", "Ülési hibák varázslója"}},
		{"calc.vsz.unfinished-match", T{"Team match made invalid by a seating error", "Timski meč poništen zbog greške u sedanju", "Ülési hiba miatt érvénytelen csapatmérkőzés"}},
		{"calc.vsz.correction-deadline", T{"Deadline to correct a result", "Rok za ispravku rezultata", "Eredményjavítás határideje"}},
		{"calc.vsz.revealed-board", T{"Result entered on the wrong board", "Rezultat upisan na pogrešan bord", "Rossz leosztásszámra beírt eredmény"}},
		{"calc.vsz.protest-deadline", T{"Appeal deadline and deposit", "Rok za žalbu i depozit", "Óvási határidő és óvási díj"}},
		{"calc.vsz.szeb-deadline", T{"Second-level appeal (SZEB) deadline", "Rok za žalbu drugog stepena (SZEB)", "Fellebbviteli óvás (SZEB) határideje"}},
		{"calc.vsz.protest-fee", T{"Is the appeal deposit returned?", "Da li se depozit za žalbu vraća?", "Visszajár-e az óvási díj?"}},
		{"calc.vsz.time", T{"Playing time per round", "Vreme igre po kolu", "Játékidő fordulónként"}},
		{"calc.vsz.unplayed-time", T{"Boards unplayed at time", "Bordovi neodigrani do isteka vremena", "Időre le nem játszott leosztások"}},
		{"calc.vsz.lateness", T{"Late player", "Igrač koji kasni", "Késő játékos"}},
		{"calc.vsz.substitute", T{"Substitute check", "Provera zamene", "Helyettesítés ellenőrzése"}},
		{"calc.vsz.change", T{"Change of players", "Izmena igrača", "Játékoscsere"}},
		{"calc.vsz.absent-team", T{"Absent team", "Odsutan tim", "Hiányzó csapat"}},
		{"calc.vsz.absent-pair", T{"Absent pair", "Odsutan par", "Hiányzó pár"}},
		{"calc.vsz.bye-team", T{"Planned bye, teams", "Planirano slobodno kolo, timovi", "Tervezett kimaradás, csapat"}},
		{"calc.vsz.bye-pair", T{"Planned bye, pairs", "Planirano slobodno kolo, parovi", "Tervezett kimaradás, pár"}},
		{"calc.vsz.concession", T{"Conceding a knockout match", "Predaja nokaut meča", "KO-mérkőzés feladása"}},
		{"calc.vsz.withdrawal", T{"Withdrawal or disqualification", "Odustajanje ili diskvalifikacija", "Visszalépés vagy kizárás"}},
		{"calc.vsz.disciplinary-range", T{"Disciplinary deduction range", "Raspon disciplinskog oduzimanja", "Fegyelmi pontlevonás mértéke"}},
		{"calc.vsz.unit-size", T{"Size of a pair or team", "Broj igrača para ili tima", "Az egység létszáma"}},
		{"calc.vsz.postponement", T{"Postponed team match", "Odložen timski meč", "Halasztott csapatmérkőzés"}},
	})
	summaries = msg.Table([]msg.Entry[T]{
		{"rule.vsz.11", T{
			"Pair events are scored by cross-IMPs (each result against every other, averaged), Butler (IMPs against a datum after dropping the extremes) or matchpoints (2 per result beaten, 1 per tie, Neuberg when results are missing). Movements: Mitchell, Howell and barometer variants.",
			"Parski turniri se obračunavaju kao cross-IMP (svaki rezultat protiv svih ostalih, pa prosek), Butler (IMP prema proseku bez krajnjih rezultata) ili meč-poeni (2 za svaki nadmašen rezultat, 1 za izjednačen, Nojbergova formula kad rezultata nedostaje). Kretanja: Mitchell, Howell i barometar.",
			"A párosverseny értékelése Cross-IMP (minden eredmény az összes többivel szemben, átlagolva), Butler (IMP a szélsőségek nélküli átlaghoz képest) vagy matchpont (megelőzött eredményenként 2, egyezésért 1, hiányzó eredménynél Neuberg). Mozgatás: Mitchell, Howell, barométer.",
		}},
		{"rule.vsz.12", T{
			"Team events may be Swiss, Danish, round robin or knockout, with or without play-offs. Boards are scored in IMPs and the margin converted to VPs, or board-a-match (2 to the better score, 1 each on a tie).",
			"Timski turniri mogu biti po švajcarskom ili danskom sistemu, kružni ili nokaut, sa doigravanjem ili bez. Bordovi se obračunavaju u IMP, a razlika pretvara u VP, ili board-a-match (2 za bolji rezultat, po 1 za isti).",
			"A csapatverseny lehet svájci, dán, körmérkőzés vagy KO, rájátszással vagy anélkül. Az értékelés IMP, majd a különbség VP-re váltva, vagy board-a-match (a jobb eredmény 2 pont, egyezésnél 1–1).",
		}},
		{"rule.vsz.14", T{
			"The first-listed team is at home: it sits North-South in the open room and East-West in the closed room. The number of segments decides which team sits down first; three-way matches have their own order.",
			"Prvi navedeni tim je domaćin: u otvorenoj sali sedi Sever-Jug, a u zatvorenoj Istok-Zapad. Broj delova meča određuje koji tim prvi seda; mečevi tri tima imaju poseban redosled.",
			"Az elöl álló csapat a hazai: a nyílt teremben ők ülnek É-D vonalon, a zárt teremben K-Ny vonalon. A játékrészek száma dönti el, melyik csapat ül le előbb; a hármas mérkőzésnek saját sorrendje van.",
		}},
		{"rule.vsz.14D", T{
			"Seating errors: a swap inside a pairs table is fixed in the scoring; a pair on a wrong board is penalised ½ top or 5 IMPs. In teams, boards begun at the other table give each team 3 IMPs, and a match spoilt by reversed seating is replayed, scored with a VP deduction, or fixed at 7–7 VP.",
			"Greške u sedanju: zamena strana za parskim stolom ispravlja se u obračunu; par na pogrešnom bordu kažnjava se sa ½ topa ili 5 IMP. Kod timova bordovi započeti za drugim stolom donose svakom timu 3 IMP, a meč pokvaren obrnutim sedanjem se ponovo igra, obračunava uz oduzimanje VP ili fiksira na 7–7 VP.",
			"Ülési hibák: párosversenyen az asztalon belüli csere a számításban javítható; rossz leosztást játszó pár büntetése ½ topszkór vagy 5 IMP. Csapatversenyen a másik asztalon megkezdett leosztás mindkét csapatnak 3 IMP, a fordított ülés miatt elrontott mérkőzést újrajátsszák, VP-levonással értékelik vagy 7–7 VP-vel zárják.",
		}},
		{"rule.vsz.15", T{
			"Results are entered by the stationary pair (else North-South) and confirmed by the opponents. A wrong result is reported to the director before the deadline: 30 minutes before the next session, or 30 minutes after publication for a single or last session. Results become official 24 hours after publication.",
			"Rezultat upisuje par koji miruje (inače Sever-Jug), a protivnici ga potvrđuju. Pogrešan rezultat se prijavljuje sudiji u roku: 30 minuta pre sledećeg kola, odnosno 30 minuta posle objavljivanja za jedino ili poslednje kolo. Rezultati postaju zvanični 24 sata posle objavljivanja.",
			"Az eredményt a helyben maradó pár (ha nincs, Észak-Dél) rögzíti, az ellenfél ellenőrzi. A hibát határidőn belül kell a tornavezetőnek jelezni: a következő forduló előtt 30 perccel, egyetlen vagy utolsó fordulónál a közzététel után 30 perccel. A végeredmény 24 óra múlva hivatalos.",
		}},
		{"rule.vsz.16", T{
			"Any ruling may be appealed: the earliest of 30 minutes after the session, the next session's start, or 10 minutes after the event, with a 5000 Ft deposit kept only for a frivolous appeal. A second-level appeal goes to SZEB by midnight of the sixth day.",
			"Na svaku odluku sudije može se uložiti žalba: rok je najraniji od 30 minuta posle kola, početka sledećeg kola ili 10 minuta posle turnira, uz depozit od 5000 Ft koji se zadržava samo za neozbiljnu žalbu. Žalba drugog stepena ide SZEB-u do ponoći šestog dana.",
			"Bármely döntés ellen óvás nyújtható be: a forduló után 30 perc, a következő forduló kezdete vagy a verseny után 10 perc közül a legkorábbi a határidő, 5000 Ft óvási díjjal, amely csak komolytalan óvásnál vész el. Fellebbviteli óvás a SZEB-hez a hatodik nap éjféléig.",
		}},
		{"rule.vsz.17", T{
			"Each round has a fixed playing time by its number of boards, plus time for the move; no board may begin in the last 2 minutes. Boards left unplayed get average-minus, average or average-plus by fault, or average-minus to both when the cause is unclear.",
			"Svako kolo ima propisano vreme igre prema broju bordova, plus vreme za promenu; u poslednja 2 minuta ne sme da počne nov bord. Neodigrani bordovi dobijaju prosek minus, prosek ili prosek plus prema krivici, a obe strane prosek minus kada uzrok nije jasan.",
			"Minden forduló játékideje a leosztások számától függ, ehhez jön a csere ideje; az utolsó 2 percben új leosztás nem kezdhető. A le nem játszott leosztás a felelősség szerint negatív átlag, átlag vagy pozitív átlag, tisztázatlan okból mindkét félnek negatív átlag.",
		}},
		{"rule.vsz.18–20", T{
			"A player late at the start may be replaced by a short-term substitute for up to 2 boards; a late pair answers for boards it cannot finish. Long-term substitutes are limited per session and play only in the open room. Players change only between rounds, matches or segments, never during a board or in the closed room.",
			"Igrača koji kasni na početku može da zameni kratka zamena za najviše 2 borda; par koji kasni odgovara za bordove koje ne završi. Duge zamene su ograničene po kolu i igraju samo u otvorenoj sali. Igrači se menjaju samo između kola, mečeva ili delova meča, nikada tokom borda ni u zatvorenoj sali.",
			"A kezdéskor késő játékos helyett legfeljebb 2 leosztásra rövid helyettes ülhet le; a be nem fejezett leosztásokért a késő pár felel. A hosszú helyettesek száma fordulónként korlátozott, és csak a nyílt teremben játszhatnak. Csere csak fordulók, mérkőzések vagy játékrészek között, leosztás közben és zárt teremben soha.",
		}},
		{"rule.vsz.21–22", T{
			"A unit that cannot play half its boards is disqualified. An absent pair gets average-minus and its opponents average-plus; an absent team gets 0 VP and its opponents the best of 12 VP, their own average, or 20 minus the absent team's average. A planned bye gives a pair its session average and a team 12 VP.",
			"Par ili tim koji ne može da odigra polovinu bordova se diskvalifikuje. Odsutan par dobija prosek minus, protivnici prosek plus; odsutan tim dobija 0 VP, a protivnik najviše od 12 VP, sopstvenog proseka i 20 minus proseka odsutnog tima. Planirano slobodno kolo donosi paru prosek kola, a timu 12 VP.",
			"Kizárandó az egység, amely a leosztások felét sem tudja lejátszani. A hiányzó pár negatív, az ellenfele pozitív átlagot ér el; a hiányzó csapat eredménye 0 VP, az ellenfélé a 12 VP, a saját átlag és a 20 mínusz a hiányzó átlaga közül a legnagyobb. Tervezett kimaradásnál a pár a fordulóátlagát, a csapat 12 VP-t kap.",
		}},
		{"rule.vsz.24–26", T{
			"A match may be conceded only in a knockout, at a segment's end, once half the boards are played; it is final. A unit that withdraws or is disqualified keeps its pairs results; a team keeps its results only if it played half its boards, otherwise they are deleted.",
			"Meč se može predati samo u nokaut sistemu, na kraju dela meča, kada je odigrana polovina bordova; predaja je konačna. Par koji odustane ili bude diskvalifikovan zadržava rezultate; tim ih zadržava samo ako je odigrao polovinu bordova, inače se brišu.",
			"Mérkőzést feladni csak KO-ban, játékrész végén, a leosztások felének lejátszása után lehet, és végleges. Visszalépő vagy kizárt pár eredményei maradnak; csapaté csak akkor, ha a leosztásai felét lejátszotta, különben törlik őket.",
		}},
		{"rule.vsz.27", T{
			"The director may warn, deduct points, or exclude a unit from a round or the event, for Zero Tolerance breaches, lateness, slow play, noise and similar faults. Deductions: ¼ to 1 top at matchpoint pairs, 3 to 10 IMPs at IMP pairs, from 3 IMPs at teams.",
			"Sudija može da opomene, oduzme poene ili isključi par ili tim iz kola ili sa turnira, zbog kršenja nulte tolerancije, kašnjenja, spore igre, buke i sličnog. Oduzimanje: ¼ do 1 topa za parove na meč-poene, 3 do 10 IMP za parove na IMP, od 3 IMP za timove.",
			"A tornavezető figyelmeztethet, pontot vonhat le, kizárhat fordulóból vagy a versenyből Zéró Tolerancia-sértés, késés, lassú játék, hangoskodás és hasonlók miatt. Levonás: MP-párosversenyen ¼–1 topszkór, IMP-párosversenyen 3–10 IMP, csapatversenyen legalább 3 IMP.",
		}},
		{"rule.vsz.other", T{
			"Smaller rules: pairs have 2–3 players and teams 4–7; a postponed match needs a date agreed within a week; a unit is disqualified only when two members commit disqualifying acts. Administrative deadlines are listed for information.",
			"Manja pravila: par ima 2–3 igrača, tim 4–7; za odložen meč datum se dogovara u roku od nedelju dana; par ili tim se diskvalifikuje tek kada dva člana učine takav prekršaj. Administrativni rokovi su navedeni informativno.",
			"Kisebb szabályok: a pár 2–3, a csapat 4–7 fős; halasztott mérkőzés időpontjáról egy héten belül kell megegyezni; egység csak akkor zárható ki, ha két tagja követ el ilyen cselekményt. Az adminisztratív határidők tájékoztató jellegűek.",
		}},
	})
	decisions = msg.Table([]msg.Entry[T]{
		{"vsz.dec.butler-round", T{"Decision: the Butler datum is rounded to the nearest 10, as is usual practice (a parameter: set it to 1 for an unrounded datum).", "Odluka: Butler prosek se zaokružuje na najbližih 10, kako je uobičajeno (parametar: 1 znači bez zaokruživanja).", "Döntés: a Butler-átlagot a szokásos gyakorlat szerint 10-re kerekítjük (paraméter: 1 esetén kerekítés nélkül)."}},
		{"vsz.dec.time-not-in-table", T{"Decision: no time is invented for a board count missing from the table; the conditions of contest must state it. The neighbouring rows are shown.", "Odluka: za broj bordova koji nije u tabeli vreme se ne izmišlja; moraju ga navesti propozicije. Prikazani su susedni redovi.", "Döntés: a táblázatban nem szereplő leosztásszámhoz nem találunk ki időt, azt a versenykiírásnak kell megadnia. A szomszédos sorokat mutatjuk."}},
		{"vsz.dec.two-minute", T{"Decision: with exactly 2 minutes left a board may still begin; with less it may not.", "Odluka: kada preostanu tačno 2 minuta, bord još sme da počne; sa manje ne sme.", "Döntés: pontosan 2 hátralévő percnél még kezdhető leosztás, kevesebbnél nem."}},
		{"vsz.dec.played-count", T{"Decision: count as played the boards already played plus those the director judges can still be played within the match's time.", "Odluka: kao odigrani se broje već odigrani bordovi i oni za koje sudija proceni da se još mogu odigrati u vremenu meča.", "Döntés: lejátszottnak számítanak a már lejátszott és a tornavezető szerint a mérkőzés idejében még lejátszható leosztások."}},
		{"vsz.dec.scale-length", T{"Decision: the continuous VP scale exists for every length, so the scale used is the exact board count (75% rounded up to a whole board).", "Odluka: kontinualna VP skala postoji za svaku dužinu meča, pa se koristi tačan broj bordova (75% zaokruženo naviše na ceo bord).", "Döntés: a folytonos VP-skála minden hosszra létezik, így a pontos leosztásszám skáláját használjuk (a 75%-ot egész leosztásra felfelé kerekítve)."}},
		{"vsz.dec.fixed-favoured", T{"Decision: the 0 VP goes to the team named as favoured by 7 VP; in the last round with no team named, both get 7 VP.", "Odluka: 0 VP dobija tim naveden kao onaj kome 7 VP odgovara; u poslednjem kolu bez navedenog tima oba dobijaju 7 VP.", "Döntés: 0 VP-t a megjelölt, 7 VP-vel kedvezményezett csapat kap; utolsó fordulóban megjelölt csapat nélkül mindkettő 7 VP-t kap."}},
		{"vsz.dec.deadline-inclusive", T{"Decision: a report made in the deadline's own minute is in time.", "Odluka: prijava u samom minutu isteka roka je u roku.", "Döntés: a határidő percében tett bejelentés még határidőben van."}},
		{"vsz.dec.session", T{"Decision: the regulation's \"forduló\" is read as a session (for teams, the match); a change of opponents inside it is a round.", "Odluka: izraz „forduló” iz pravilnika čita se kao kolo turnira (za timove meč); promena protivnika unutar njega je runda.", "Döntés: a VSZ „forduló” szavát ülésszakként (csapatversenyen mérkőzésként) értjük; az ellenfélváltás ezen belül kör."}},
		{"vsz.dec.szeb-midnight", T{"Decision: \"midnight of the sixth day\" is the midnight that ends the sixth day after the decision was announced.", "Odluka: „ponoć šestog dana” je ponoć kojom se završava šesti dan posle saopštenja odluke.", "Döntés: a „6. nap éjfél” a döntés közlését követő hatodik napot lezáró éjfél."}},
		{"vsz.dec.short-match", T{"Decision: the source leaves out the board count of a \"short match\" inside which no change is allowed; enter it from the conditions of contest.", "Odluka: izvor ne navodi broj bordova „kratkog meča” u kojem izmena nije dozvoljena; unesite ga iz propozicija.", "Döntés: a forrásból hiányzik, hány leosztásig számít rövidnek a mérkőzés, amelyen belül nincs csere; adja meg a versenykiírás alapján."}},
		{"vsz.dec.teams-no-max", T{"Decision: the source text ends after the teams' lower limit, so no upper limit is shown for teams.", "Odluka: tekst izvora se prekida posle donje granice za timove, pa se gornja granica ne prikazuje.", "Döntés: a forrásszöveg a csapatversenyek alsó határa után megszakad, ezért felső határt nem mutatunk."}},
	})
}
