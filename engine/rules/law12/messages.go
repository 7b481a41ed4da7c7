package law12

import "arbiter/engine/msg"

// registerMessages adds Law 12's texts to the catalogue (at start-up: load.go): every key of
// the law12 namespace written out, with its English, Serbian and Hungarian text.
func registerMessages() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// titles and rule
		{"calc.law12.artificial", msg.Text{En: "Artificial adjusted score (Law 12C2)", Sr: "Veštački dodeljeni rezultat (Zakon 12C2)", Hu: "Mesterséges megítélt eredmény (12C2. szabály)"}},
		{"calc.law12.assigned", msg.Text{En: "Assigned adjusted score (Law 12C1)", Sr: "Dodeljeni rezultat sudije (Zakon 12C1)", Hu: "Tornavezető által megítélt eredmény (12C1. szabály)"}},
		{"calc.law12.weighted", msg.Text{En: "Weighted assigned score (Law 12C1(c))", Sr: "Ponderisani dodeljeni rezultat (Zakon 12C1(c))", Hu: "Súlyozott megítélt eredmény (12C1(c) szabály)"}},
		{"rule.law12", msg.Text{
			En: "When a board cannot be scored normally the director adjusts it. With no result possible each side gets an artificial score by its share of the fault: 60% or +3 IMP when not at fault, 40% or −3 IMP when at fault, with the session percentage used when it is better for an innocent side or worse for a guilty one. Otherwise the director assigns the likely result, or several results with weights, and scores them like table results.",
			Sr: "Kada bord ne može normalno da se obračuna, sudija dodeljuje rezultat. Ako rezultata nema, svaka strana dobija veštački rezultat prema svom udelu u krivici: 60% ili +3 IMP kada nije kriva, 40% ili −3 IMP kada je kriva, a procenat sesije se uzima kada je povoljniji za nedužnu stranu ili lošiji za krivu. Inače sudija dodeljuje verovatan rezultat, ili više rezultata sa težinama, i oni se obračunavaju kao rezultati sa stola.",
			Hu: "Ha egy leosztás nem értékelhető rendesen, a tornavezető eredményt ítél meg. Ha nincs eredmény, mindkét fél a vétkessége szerint kap mesterséges eredményt: vétlenül 60% vagy +3 IMP, vétkesen 40% vagy −3 IMP; a fordulós százalék számít, ha a vétlennek jobb, illetve a vétkesnek rosszabb. Egyébként a tornavezető a valószínű eredményt, vagy súlyozott eredményeket ítél meg, és ezeket asztali eredményként értékeli.",
		}},
		// fields
		{"law12.f.fault", msg.Text{En: "Side at fault", Sr: "Strana u prekršaju", Hu: "Vétkes fél"}},
		{"law12.f.fault.ns", msg.Text{En: "North-South", Sr: "Sever-Jug", Hu: "Észak-Dél"}},
		{"law12.f.fault.ew", msg.Text{En: "East-West", Sr: "Istok-Zapad", Hu: "Kelet-Nyugat"}},
		{"law12.f.fault.both", msg.Text{En: "Both sides", Sr: "Obe strane", Hu: "Mindkét fél"}},
		{"law12.f.fault.neither", msg.Text{En: "Neither side", Sr: "Nijedna strana", Hu: "Egyik fél sem"}},
		{"law12.f.ns_session_pct", msg.Text{En: "North-South session percentage", Sr: "Procenat Sever-Juga u sesiji", Hu: "Észak-Dél fordulós százaléka"}},
		{"law12.f.ew_session_pct", msg.Text{En: "East-West session percentage", Sr: "Procenat Istok-Zapada u sesiji", Hu: "Kelet-Nyugat fordulós százaléka"}},
		{"law12.f.assigned", msg.Text{En: "Assigned North-South score", Sr: "Dodeljeni rezultat Sever-Juga", Hu: "Észak-Dél megítélt eredménye"}},
		{"law12.f.field", msg.Text{En: "Other North-South scores on the board", Sr: "Ostali rezultati Sever-Juga na bordu", Hu: "Észak-Dél többi eredménye a leosztáson"}},
		{"law12.f.other_table", msg.Text{En: "Same team's score at the other table (its own side)", Sr: "Rezultat istog tima za drugim stolom (sa njegove strane)", Hu: "Ugyanazon csapat eredménye a másik asztalon (saját oldaláról)"}},
		{"law12.f.scores", msg.Text{En: "Possible North-South results", Sr: "Mogući rezultati Sever-Juga", Hu: "Lehetséges Észak-Dél eredmények"}},
		{"law12.f.weights", msg.Text{En: "Weights (same order, summing to 1)", Sr: "Težine (istim redom, zbir 1)", Hu: "Súlyok (azonos sorrendben, összegük 1)"}},
		// outcome labels and coded values
		{"law12.artificial.out.status", msg.Text{En: "At fault?", Sr: "Krivica", Hu: "Vétkesség"}},
		{"law12.artificial.out.award", msg.Text{En: "Award", Sr: "Dodela", Hu: "Megítélés"}},
		{"law12.artificial.val.status.offender", msg.Text{En: "at fault", Sr: "kriva strana", Hu: "vétkes"}},
		{"law12.artificial.val.status.non-offender", msg.Text{En: "not at fault", Sr: "nedužna strana", Hu: "vétlen"}},
		{"law12.artificial.val.award.a-plus", msg.Text{En: "average plus", Sr: "prosek plus", Hu: "pozitív átlag"}},
		{"law12.artificial.val.award.a-minus", msg.Text{En: "average minus", Sr: "prosek minus", Hu: "negatív átlag"}},
		{"law12.artificial.val.award.own", msg.Text{En: "own session percentage", Sr: "sopstveni procenat u sesiji", Hu: "saját fordulós százalék"}},
		{"law12.err.weights-count", msg.Text{En: "{field}: give one weight for each of the {n} results.", Sr: "{field}: unesite po jednu težinu za svaki od {n} rezultata.", Hu: "{field}: mind a(z) {n} eredményhez adjon meg egy súlyt."}},
		{"law12.err.weights-sum", msg.Text{En: "{field}: the weights add up to {sum}; they must add up to 1.", Sr: "{field}: zbir težina je {sum}, a mora biti 1.", Hu: "{field}: a súlyok összege {sum}, de 1-nek kell lennie."}},
		{"law12.step.fault", msg.Text{En: "Fault lies with: {fault}.", Sr: "Krivica: {fault}.", Hu: "Vétkes: {fault}."}},
		{"law12.step.pct", msg.Text{En: "{side}: {award}, {pct}% = {mp} of a top of {top} matchpoints.", Sr: "{side}: {award}, {pct}% = {mp} od topa {top} meč-poena.", Hu: "{side}: {award}, {pct}% = {mp} a(z) {top} matchpontos topból."}},
		{"law12.step.imp", msg.Text{En: "{side}: {award}, {imp} IMP.", Sr: "{side}: {award}, {imp} IMP.", Hu: "{side}: {award}, {imp} IMP."}},
		{"law12.step.assigned", msg.Text{En: "The director's assigned result is scored like a table result: {score} for North-South.", Sr: "Rezultat koji je dodelio sudija obračunava se kao rezultat sa stola: {score} za Sever-Jug.", Hu: "A tornavezető által megítélt eredményt asztali eredményként kell értékelni: {score} Észak-Délnek."}},
		{"law12.step.assigned-imp", msg.Text{En: "{score} with {other} at the other table makes {net} net, worth {imp} IMP.", Sr: "{score} uz {other} za drugim stolom daje neto {net}, što vredi {imp} IMP.", Hu: "{score} és a másik asztal {other} eredménye együtt {net} nettó, ami {imp} IMP."}},
		{"law12.step.assigned-mp", msg.Text{En: "Against the {n} other results it scores {mp} of {top} matchpoints ({pct}%).", Sr: "Prema {n} ostalih rezultata donosi {mp} od {top} meč-poena ({pct}%).", Hu: "A többi {n} eredménnyel szemben {mp} matchpontot ér a(z) {top}-ból ({pct}%)."}},
		{"law12.step.weighted-imp", msg.Text{En: "{score} with {other} at the other table: net {net} = {imp} IMP, weight {weight}.", Sr: "{score} uz {other} za drugim stolom: neto {net} = {imp} IMP, težina {weight}.", Hu: "{score} és a másik asztal {other}: nettó {net} = {imp} IMP, súly {weight}."}},
		{"law12.step.weighted-imp-total", msg.Text{En: "Weighted sum: {imp} IMP (fractions are kept).", Sr: "Ponderisani zbir: {imp} IMP (razlomci se zadržavaju).", Hu: "Súlyozott összeg: {imp} IMP (a törtrész megmarad)."}},
		{"law12.step.weighted-mp", msg.Text{En: "{score} scores {mp} of {top} matchpoints, weight {weight}.", Sr: "{score} donosi {mp} od {top} meč-poena, težina {weight}.", Hu: "{score} {mp} matchpontot ér a(z) {top}-ból, súly {weight}."}},
		{"law12.step.weighted-mp-total", msg.Text{En: "Weighted sum: {mp} of {top} matchpoints = {pct}%.", Sr: "Ponderisani zbir: {mp} od {top} meč-poena = {pct}%.", Hu: "Súlyozott összeg: {mp} matchpont a(z) {top}-ból = {pct}%."}},
		{"law12.dec.own-average", msg.Text{En: "Own-average convention: a side not at fault gets the greater of 60% and its session percentage, a side at fault the lesser of 40% and its session percentage.", Sr: "Pravilo sopstvenog proseka: nedužna strana dobija veće od 60% i svog procenta u sesiji, kriva strana manje od 40% i svog procenta.", Hu: "Saját átlag szabálya: a vétlen fél a 60% és a saját fordulós százaléka közül a nagyobbat, a vétkes a 40% és a saját százaléka közül a kisebbet kapja."}},
		{"law12.dec.own-average-mp-only", msg.Text{En: "A session percentage is used only in matchpoint scoring; IMP awards are fixed.", Sr: "Procenat sesije se koristi samo u obračunu na meč-poene; IMP dodele su fiksne.", Hu: "A fordulós százalék csak matchpontos értékelésben számít; az IMP-ben megítélt érték rögzített."}},
	})
}
