package law12

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// titles and rule
		{"calc.law12.artificial", msg.Text{"Artificial adjusted score (Law 12C2)", "Veštački dodeljeni rezultat (Zakon 12C2)", "Mesterséges megítélt eredmény (12C2. szabály)"}},
		{"calc.law12.assigned", msg.Text{"Assigned adjusted score (Law 12C1)", "Dodeljeni rezultat sudije (Zakon 12C1)", "Tornavezető által megítélt eredmény (12C1. szabály)"}},
		{"calc.law12.weighted", msg.Text{"Weighted assigned score (Law 12C1(c))", "Ponderisani dodeljeni rezultat (Zakon 12C1(c))", "Súlyozott megítélt eredmény (12C1(c) szabály)"}},
		{"rule.law12", msg.Text{
			"When a board cannot be scored normally the director adjusts it. With no result possible each side gets an artificial score by its share of the fault: 60% or +3 IMP when not at fault, 40% or −3 IMP when at fault, with the session percentage used when it is better for an innocent side or worse for a guilty one. Otherwise the director assigns the likely result, or several results with weights, and scores them like table results.",
			"Kada bord ne može normalno da se obračuna, sudija dodeljuje rezultat. Ako rezultata nema, svaka strana dobija veštački rezultat prema svom udelu u krivici: 60% ili +3 IMP kada nije kriva, 40% ili −3 IMP kada je kriva, a procenat sesije se uzima kada je povoljniji za nedužnu stranu ili lošiji za krivu. Inače sudija dodeljuje verovatan rezultat, ili više rezultata sa težinama, i oni se obračunavaju kao rezultati sa stola.",
			"Ha egy leosztás nem értékelhető rendesen, a tornavezető eredményt ítél meg. Ha nincs eredmény, mindkét fél a vétkessége szerint kap mesterséges eredményt: vétlenül 60% vagy +3 IMP, vétkesen 40% vagy −3 IMP; a fordulós százalék számít, ha a vétlennek jobb, illetve a vétkesnek rosszabb. Egyébként a tornavezető a valószínű eredményt, vagy súlyozott eredményeket ítél meg, és ezeket asztali eredményként értékeli.",
		}},
		// fields
		{"law12.f.fault", msg.Text{"Side at fault", "Strana u prekršaju", "Vétkes fél"}},
		{"law12.f.fault.ns", msg.Text{"North-South", "Sever-Jug", "Észak-Dél"}},
		{"law12.f.fault.ew", msg.Text{"East-West", "Istok-Zapad", "Kelet-Nyugat"}},
		{"law12.f.fault.both", msg.Text{"Both sides", "Obe strane", "Mindkét fél"}},
		{"law12.f.fault.neither", msg.Text{"Neither side", "Nijedna strana", "Egyik fél sem"}},
		{"law12.f.ns_session_pct", msg.Text{"North-South session percentage", "Procenat Sever-Juga u sesiji", "Észak-Dél fordulós százaléka"}},
		{"law12.f.ew_session_pct", msg.Text{"East-West session percentage", "Procenat Istok-Zapada u sesiji", "Kelet-Nyugat fordulós százaléka"}},
		{"law12.f.assigned", msg.Text{"Assigned North-South score", "Dodeljeni rezultat Sever-Juga", "Észak-Dél megítélt eredménye"}},
		{"law12.f.field", msg.Text{"Other North-South scores on the board", "Ostali rezultati Sever-Juga na bordu", "Észak-Dél többi eredménye a leosztáson"}},
		{"law12.f.other_table", msg.Text{"Same team's score at the other table (its own side)", "Rezultat istog tima za drugim stolom (sa njegove strane)", "Ugyanazon csapat eredménye a másik asztalon (saját oldaláról)"}},
		{"law12.f.scores", msg.Text{"Possible North-South results", "Mogući rezultati Sever-Juga", "Lehetséges Észak-Dél eredmények"}},
		{"law12.f.weights", msg.Text{"Weights (same order, summing to 1)", "Težine (istim redom, zbir 1)", "Súlyok (azonos sorrendben, összegük 1)"}},
		// outcome labels and coded values
		{"law12.artificial.out.status", msg.Text{"At fault?", "Krivica", "Vétkesség"}},
		{"law12.artificial.out.award", msg.Text{"Award", "Dodela", "Megítélés"}},
		{"law12.artificial.val.status.offender", msg.Text{"at fault", "kriva strana", "vétkes"}},
		{"law12.artificial.val.status.non-offender", msg.Text{"not at fault", "nedužna strana", "vétlen"}},
		{"law12.artificial.val.award.a-plus", msg.Text{"average plus", "prosek plus", "pozitív átlag"}},
		{"law12.artificial.val.award.a-minus", msg.Text{"average minus", "prosek minus", "negatív átlag"}},
		{"law12.artificial.val.award.own", msg.Text{"own session percentage", "sopstveni procenat u sesiji", "saját fordulós százalék"}},
		{"law12.err.weights-count", msg.Text{"{field}: give one weight for each of the {n} results.", "{field}: unesite po jednu težinu za svaki od {n} rezultata.", "{field}: mind a(z) {n} eredményhez adjon meg egy súlyt."}},
		{"law12.err.weights-sum", msg.Text{"{field}: the weights add up to {sum}; they must add up to 1.", "{field}: zbir težina je {sum}, a mora biti 1.", "{field}: a súlyok összege {sum}, de 1-nek kell lennie."}},
		{"law12.step.fault", msg.Text{"Fault lies with: {fault}.", "Krivica: {fault}.", "Vétkes: {fault}."}},
		{"law12.step.pct", msg.Text{"{side}: {award}, {pct}% = {mp} of a top of {top} matchpoints.", "{side}: {award}, {pct}% = {mp} od topa {top} meč-poena.", "{side}: {award}, {pct}% = {mp} a(z) {top} matchpontos topból."}},
		{"law12.step.imp", msg.Text{"{side}: {award}, {imp} IMP.", "{side}: {award}, {imp} IMP.", "{side}: {award}, {imp} IMP."}},
		{"law12.step.assigned", msg.Text{"The director's assigned result is scored like a table result: {score} for North-South.", "Rezultat koji je dodelio sudija obračunava se kao rezultat sa stola: {score} za Sever-Jug.", "A tornavezető által megítélt eredményt asztali eredményként kell értékelni: {score} Észak-Délnek."}},
		{"law12.step.assigned-imp", msg.Text{"{score} with {other} at the other table makes {net} net, worth {imp} IMP.", "{score} uz {other} za drugim stolom daje neto {net}, što vredi {imp} IMP.", "{score} és a másik asztal {other} eredménye együtt {net} nettó, ami {imp} IMP."}},
		{"law12.step.assigned-mp", msg.Text{"Against the {n} other results it scores {mp} of {top} matchpoints ({pct}%).", "Prema {n} ostalih rezultata donosi {mp} od {top} meč-poena ({pct}%).", "A többi {n} eredménnyel szemben {mp} matchpontot ér a(z) {top}-ból ({pct}%)."}},
		{"law12.step.weighted-imp", msg.Text{"{score} with {other} at the other table: net {net} = {imp} IMP, weight {weight}.", "{score} uz {other} za drugim stolom: neto {net} = {imp} IMP, težina {weight}.", "{score} és a másik asztal {other}: nettó {net} = {imp} IMP, súly {weight}."}},
		{"law12.step.weighted-imp-total", msg.Text{"Weighted sum: {imp} IMP (fractions are kept).", "Ponderisani zbir: {imp} IMP (razlomci se zadržavaju).", "Súlyozott összeg: {imp} IMP (a törtrész megmarad)."}},
		{"law12.step.weighted-mp", msg.Text{"{score} scores {mp} of {top} matchpoints, weight {weight}.", "{score} donosi {mp} od {top} meč-poena, težina {weight}.", "{score} {mp} matchpontot ér a(z) {top}-ból, súly {weight}."}},
		{"law12.step.weighted-mp-total", msg.Text{"Weighted sum: {mp} of {top} matchpoints = {pct}%.", "Ponderisani zbir: {mp} od {top} meč-poena = {pct}%.", "Súlyozott összeg: {mp} matchpont a(z) {top}-ból = {pct}%."}},
		{"law12.dec.own-average", msg.Text{"Own-average convention: a side not at fault gets the greater of 60% and its session percentage, a side at fault the lesser of 40% and its session percentage.", "Pravilo sopstvenog proseka: nedužna strana dobija veće od 60% i svog procenta u sesiji, kriva strana manje od 40% i svog procenta.", "Saját átlag szabálya: a vétlen fél a 60% és a saját fordulós százaléka közül a nagyobbat, a vétkes a 40% és a saját százaléka közül a kisebbet kapja."}},
		{"law12.dec.own-average-mp-only", msg.Text{"A session percentage is used only in matchpoint scoring; IMP awards are fixed.", "Procenat sesije se koristi samo u obračunu na meč-poene; IMP dodele su fiksne.", "A fordulós százalék csak matchpontos értékelésben számít; az IMP-ben megítélt érték rögzített."}},
	})
}
