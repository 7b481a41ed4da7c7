package texts

import "arbiter/engine/msg"

// Messages of the event page's totals: the penalties per pair or team in the event's unit, the
// adjusted board scores apart, the Zero Tolerance book by date and name; the Preferans event
// form's roster; the event's details.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"app.log.pen.sum", msg.Text{"Penalty", "Kazna", "Büntetés"}},
		{"app.log.pen.cases", msg.Text{"Rulings", "Odluke", "Döntések"}},
		{"app.log.pen.help", msg.Text{"Procedural penalties to take off each score, in the event's unit; adjusted board scores are listed below, board by board.",
			"Proceduralne kazne koje se oduzimaju od rezultata, u jedinici takmičenja; prilagođeni rezultati bordova navedeni su ispod, bord po bord.",
			"Az eredményekből levonandó eljárási büntetések a verseny mértékegységében; a módosított leosztáseredmények lent, leosztásonként."}},
		{"app.log.bs", msg.Text{"Adjusted board scores", "Prilagođeni rezultati bordova", "Módosított leosztáseredmények"}},
		{"app.log.bs.board", msg.Text{"Board", "Bord", "Leosztás"}},
		{"app.log.bs.scores", msg.Text{"Scores", "Rezultati", "Eredmények"}},
		{"app.log.bs.kind.not-played", msg.Text{"not played", "nije odigran", "nem játszották le"}},
		{"app.log.bs.kind.artificial", msg.Text{"artificial score", "dodeljeni rezultat", "mesterséges eredmény"}},
		{"app.log.bs.kind.assigned", msg.Text{"assigned score", "dosuđeni rezultat", "megítélt eredmény"}},
		{"app.log.bs.kind.weighted", msg.Text{"weighted score", "ponderisani rezultat", "súlyozott eredmény"}},
		{"app.log.zt.book", msg.Text{"Zero Tolerance book", "Knjiga nulte tolerancije", "Zéró Tolerancia napló"}},
		{"app.log.zt.who", msg.Text{"Team or player", "Tim ili igrač", "Csapat vagy játékos"}},
		{"app.log.zt.n", msg.Text{"Breaches", "Prekršaji", "Szabálysértések"}},
		{"app.log.zt.player.n", msg.Text{"Player {n}", "Igrač {n}", "{n}. játékos"}},
		{"app.log.zt.help", msg.Text{"Each day: a team's breaches (its players' included), then each of its players.",
			"Po danima: prekršaji tima (sa prekršajima njegovih igrača), pa svaki njegov igrač.",
			"Naponként: a csapat szabálysértései (játékosaiéval együtt), majd minden játékosa."}},
		{"app.log.f.participants.pref", msg.Text{"Players", "Igrači", "Játékosok"}},
		{"app.log.f.participants.pref.help", msg.Text{"One per line: number and name, e.g. 4 Ana Marić.", "Jedan po redu: broj i ime, npr. 4 Ana Marić.", "Soronként egy: szám és név, pl. 4 Kovács Anna."}},
		{"app.log.details", msg.Text{"Details", "Detalji", "Részletek"}},

		// a day of the log as a director reads it: weekday and date
		{"app.date", msg.Text{"{weekday} {d} {month} {y}", "{weekday}, {d}. {month} {y}.", "{y}. {month} {d}., {weekday}"}},
		{"app.date.wd.0", msg.Text{"Sunday", "nedelja", "vasárnap"}},
		{"app.date.wd.1", msg.Text{"Monday", "ponedeljak", "hétfő"}},
		{"app.date.wd.2", msg.Text{"Tuesday", "utorak", "kedd"}},
		{"app.date.wd.3", msg.Text{"Wednesday", "sreda", "szerda"}},
		{"app.date.wd.4", msg.Text{"Thursday", "četvrtak", "csütörtök"}},
		{"app.date.wd.5", msg.Text{"Friday", "petak", "péntek"}},
		{"app.date.wd.6", msg.Text{"Saturday", "subota", "szombat"}},
		{"app.date.m.1", msg.Text{"January", "januar", "január"}},
		{"app.date.m.2", msg.Text{"February", "februar", "február"}},
		{"app.date.m.3", msg.Text{"March", "mart", "március"}},
		{"app.date.m.4", msg.Text{"April", "april", "április"}},
		{"app.date.m.5", msg.Text{"May", "maj", "május"}},
		{"app.date.m.6", msg.Text{"June", "jun", "június"}},
		{"app.date.m.7", msg.Text{"July", "jul", "július"}},
		{"app.date.m.8", msg.Text{"August", "avgust", "augusztus"}},
		{"app.date.m.9", msg.Text{"September", "septembar", "szeptember"}},
		{"app.date.m.10", msg.Text{"October", "oktobar", "október"}},
		{"app.date.m.11", msg.Text{"November", "novembar", "november"}},
		{"app.date.m.12", msg.Text{"December", "decembar", "december"}},
	})
}
