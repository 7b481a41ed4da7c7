package ocsb

import "arbiter/engine/msg"

// T is a three-language text (English, Serbian, Hungarian), registered as a msg.Text.
type T struct{ En, Sr, Hu string }

// outText are the outcome labels of this ruleset (names not among the shared out.* keys); each
// is registered as "<calcID>.out.<name>" for the calculators in calcOuts.
var outText map[string]T

// calcOuts lists the outcome names each calculator shows that need a calculator-level label.
var calcOuts map[string][]string

func registerMessages() {
	m := map[string]msg.Text{}
	for calc, names := range calcOuts {
		for _, n := range names {
			t, ok := outText[n]
			if !ok {
				panic("ocsb: no outcome text for " + n)
			}
			m[calc+".out."+n] = msg.Text(t)
		}
	}
	for _, mm := range []map[string]T{titles, summaries, fields, values, steps, decisions, misc} {
		for k, v := range mm {
			m[k] = msg.Text(v)
		}
	}
	msg.Register(m)
}

var titles map[string]T

var summaries map[string]T

// fillTables fills the message tables of this file; Load calls it first (a start-up that does
// not show this ruleset never builds them).
func fillTables() {
	outText = msg.Table([]msg.Entry[T]{
		{"offender_vp", T{"VP taken from the team", "VP oduzeti timu", "A csapattól levont VP"}},
		{"total_vp", T{"Fines so far (VP)", "Ukupne kazne (VP)", "Eddigi büntetések (VP)"}},
		{"entries", T{"Entries within the year", "Upisi u toku godine", "Bejegyzések egy éven belül"}},
		{"referral", T{"Referred to the Board", "Predmet ide Upravnom odboru", "Az Elnökség elé kerül"}},
		{"day_vp", T{"Team's fines in the period (VP)", "Kazne tima u periodu (VP)", "A csapat büntetései az időszakban (VP)"}},
		{"board_cancelled", T{"Board cancelled", "Bord se poništava", "A leosztás érvénytelen"}},
		{"vp_each", T{"VP taken from each team", "VP oduzet svakom timu", "Mindkét csapattól levont VP"}},
		{"imp_to_opponents", T{"IMPs passed to the opponents", "IMP preneti protivniku", "Az ellenfélnek átadott IMP"}},
		{"offender_imp", T{"IMPs for the responsible team", "IMP za odgovorni tim", "A felelős csapat IMP-je"}},
		{"non_offender_imp", T{"IMPs for the other team", "IMP za drugi tim", "A másik csapat IMP-je"}},
		{"vp_before_fines", T{"VP before fines", "VP pre kazni", "VP a büntetések előtt"}},
		{"outcome", T{"Outcome", "Ishod", "Kimenetel"}},
		{"boards_to_play", T{"Boards still to play", "Bordova još za igru", "Még lejátszandó leosztások"}},
		{"clause", T{"Reason", "Razlog", "Indok"}},
		{"fee", T{"Amount due (Ft)", "Iznos za uplatu (Ft)", "Fizetendő összeg (Ft)"}},
		{"full_fee", T{"Division's team fee (Ft)", "Kotizacija lige po timu (Ft)", "Az osztály csapatdíja (Ft)"}},
		{"team_fee", T{"Team fee after the amateur discount (Ft)", "Kotizacija posle amaterskog popusta (Ft)", "Csapatdíj az amatőr kedvezmény után (Ft)"}},
		{"owed", T{"Still owed (Ft)", "Preostalo za uplatu (Ft)", "Még fizetendő (Ft)"}},
		{"share", T{"One player's share (Ft)", "Udeo jednog igrača (Ft)", "Egy játékosra eső rész (Ft)"}},
		{"youth_share", T{"Youth player's share (Ft)", "Udeo juniora (Ft)", "Ifi játékos része (Ft)"}},
		{"under20_share", T{"Under-20 player's share (Ft)", "Udeo igrača mlađeg od 20 (Ft)", "20 év alatti játékos része (Ft)"}},
		{"final", T{"National final stage", "Faza državnog finala", "Országos döntő szakasza"}},
		{"rank", T{"Place", "Plasman", "Helyezés"}},
		{"shared", T{"Place shared", "Deljeno mesto", "Holtverseny"}},
		{"decided_by", T{"Decided by", "Odlučio kriterijum", "Döntő szempont"}},
		{"format", T{"Format", "Sistem takmičenja", "Lebonyolítás"}},
		{"rounds", T{"Rounds", "Kola", "Fordulók"}},
		{"seed", T{"Seed", "Nosilac br.", "Kiemelési sorszám"}},
		{"group", T{"Group", "Grupa", "Csoport"}},
		{"pot", T{"Seeding pair", "Šešir (par nosilaca)", "Kiemelési pár"}},
		{"carry_vp", T{"VP carried into the play-off", "VP preneti u plej-of", "A rájátszásba vitt VP"}},
		{"same_vp", T{"VP against teams of the same half", "VP protiv timova iste polovine", "VP az azonos házba jutottak ellen"}},
		{"other_vp", T{"Counted part of the other VP", "Uračunati deo ostalih VP", "A többi VP beszámított része"}},
		{"opponent", T{"Opponent (rank in the other group)", "Protivnik (mesto u drugoj grupi)", "Ellenfél (helyezés a másik csoportban)"}},
		{"email_ahead", T{"Send to the opponents a week ahead", "Poslati protivnicima nedelju dana ranije", "Egy héttel előre el kell küldeni az ellenfélnek"}},
		{"notify_td", T{"Notify the TD, with defences", "Obavestiti sudiju, uz odbrane", "A tornavezetőt is értesíteni kell, védekezéssel"}},
		{"first", T{"Sits down first", "Prvi seda", "Először ül le"}},
		{"seating_rights", T{"Seating rights apply", "Primenjuje se pravo kasnijeg sedanja", "A későbbi leülés joga érvényes"}},
		{"home_seats", T{"Home team's seats", "Mesta domaćeg tima", "A hazai csapat helyei"}},
		{"change_allowed", T{"Player change allowed now", "Promena igrača sada dozvoljena", "Most lehet játékost cserélni"}},
		{"intent_deadline", T{"Deadline for the intent to protest", "Rok za najavu žalbe", "Az óvási szándék határideje"}},
		{"reasons_deadline", T{"TD's written reasons due", "Rok za pisano obrazloženje sudije", "A tornavezető írásos indoklásának határideje"}},
		{"filing_deadline", T{"Deadline for filing the protest", "Rok za podnošenje žalbe", "Az óvás benyújtásának határideje"}},
		{"appeal_deadline", T{"Deadline for the appeal to SZEB", "Rok za žalbu drugog stepena (SZEB)", "A fellebbviteli óvás határideje (SZEB)"}},
		{"in_time", T{"In time", "U roku", "Határidőn belül"}},
		{"kind", T{"Deadline kind", "Vrsta roka", "A határidő fajtája"}},
	})
	calcOuts = map[string][]string{
		"ocsb.zt":               {"offender_vp"},
		"ocsb.zt-log":           {"total_vp", "entries", "referral", "day_vp"},
		"ocsb.slow-play":        {"board_cancelled", "vp_each", "imp_to_opponents", "offender_imp", "non_offender_imp"},
		"ocsb.vp":               {"vp_before_fines"},
		"ocsb.playoff":          {"outcome", "boards_to_play"},
		"ocsb.substitute":       {"clause"},
		"ocsb.fee":              {"fee", "full_fee", "team_fee", "owed", "share", "youth_share", "under20_share"},
		"ocsb.promotion":        {"outcome", "final"},
		"ocsb.ranking":          {"rank", "shared", "decided_by"},
		"ocsb.format":           {"format", "rounds"},
		"ocsb.seeding":          {"seed", "group", "pot"},
		"ocsb.carry-over":       {"carry_vp", "same_vp", "other_vp"},
		"ocsb.playoff-pairings": {"rank", "opponent"},
		"ocsb.systems":          {"clause", "email_ahead", "notify_td"},
		"ocsb.seating":          {"first", "seating_rights", "home_seats", "change_allowed"},
		"ocsb.protest":          {"intent_deadline", "reasons_deadline", "filing_deadline", "appeal_deadline", "in_time", "fee"},
		"ocsb.correction":       {"kind", "in_time"},
	}
	titles = msg.Table([]msg.Entry[T]{
		{"calc.ocsb.zt", T{"Zero Tolerance fine", "Kazna nulte tolerancije", "Zéró Tolerancia büntetés"}},
		{"calc.ocsb.zt-log", T{"Zero Tolerance fine from the incident book", "Kazna nulte tolerancije iz zapisnika", "ZT büntetés a zsűrikönyv alapján"}},
		{"calc.ocsb.slow-play", T{"Slow play and unplayed boards", "Spora igra i neodigrani bordovi", "Lassú játék, le nem játszott leosztások"}},
		{"calc.ocsb.vp", T{"Match result in VP", "Rezultat meča u VP", "Mérkőzés eredménye VP-ben"}},
		{"calc.ocsb.playoff", T{"Play-off match and extension", "Baraž meč i produžetak", "Osztályozó és hosszabbítás"}},
		{"calc.ocsb.substitute", T{"Substitute eligibility", "Pravo nastupa zamenskog igrača", "Helyettes jogosultsága"}},
		{"calc.ocsb.fee", T{"Team entry fee", "Kotizacija tima", "Csapat nevezési díja"}},
		{"calc.ocsb.promotion", T{"Promotion and relegation", "Ulazak u viši i ispadanje u niži rang", "Feljutás és kiesés"}},
		{"calc.ocsb.ranking", T{"Ranking with tie-breaks", "Plasman uz kriterijume za deobu", "Sorrend holtverseny-döntéssel"}},
		{"calc.ocsb.format", T{"Division format", "Sistem takmičenja lige", "Az osztály lebonyolítása"}},
		{"calc.ocsb.seeding", T{"Group seeding", "Raspored nosilaca po grupama", "Csoportba sorolás kiemeléssel"}},
		{"calc.ocsb.carry-over", T{"Play-off carry-over", "Prenos rezultata u plej-of", "A rájátszásba vitt eredmény"}},
		{"calc.ocsb.playoff-pairings", T{"Play-off pairings (rounds VIII–XI)", "Parovi plej-ofa (kola VIII–XI)", "A rájátszás párosítása (VIII–XI. forduló)"}},
		{"calc.ocsb.systems", T{"System permission", "Dozvola za sistem", "Licitrendszer engedélyezése"}},
		{"calc.ocsb.seating", T{"Seating order and player changes", "Redosled sedanja i promene igrača", "Leülés sorrendje és játékoscsere"}},
		{"calc.ocsb.protest", T{"Protest deadlines", "Rokovi za žalbu", "Óvási határidők"}},
		{"calc.ocsb.correction", T{"Score correction deadline", "Rok za ispravku rezultata", "Eredményjavítás határideje"}},
	})
	summaries = msg.Table([]msg.Entry[T]{
		{"rule.ocsb.vp", T{
			"Matches are converted to victory points on the WBF continuous 20-VP scale for their length; a normal match has 32 boards.",
			"Mečevi se pretvaraju u pobedničke poene po WBF kontinuiranoj skali od 20 VP za datu dužinu meča; uobičajen meč ima 32 borda.",
			"A mérkőzéseket a hosszuknak megfelelő WBF folyamatos 20 VP-s skálán váltjuk át győzelmi pontra; egy szokásos mérkőzés 32 leosztásos.",
		}},
		{"rule.ocsb.zt", T{
			"Fixed VP fines for six kinds of misconduct (phones and noisy devices, loudness, insults, loud analysis, rudeness to the TD, smoking). A repeat of the same kind on the same day costs double. The fine is immediate and cannot be protested.",
			"Fiksne kazne u VP za šest vrsta prekršaja (telefoni i bučni uređaji, glasnost, vređanje, glasna analiza, nepoštovanje sudije, pušenje). Ponovljeni prekršaj iste vrste istog dana kažnjava se dvostruko. Kazna važi odmah i na nju nema žalbe.",
			"Rögzített VP-büntetés hatféle vétségért (telefon és zajos eszköz, hangoskodás, sértegetés, hangos elemzés, tiszteletlenség a tornavezetővel, dohányzás). Ugyanannak az alpontnak az aznapi ismétlése dupla büntetéssel jár. Azonnal érvényes, óvni nem lehet ellene.",
		}},
		{"rule.ocsb.slow-play", T{
			"No board may be started in the last two minutes. Boards left unplayed at the end cost the responsible team 3 IMPs each, passed to the opponents; if nobody can be held responsible, both teams lose 0.5 VP.",
			"U poslednja dva minuta ne sme se započeti novi bord. Za svaki bord koji ostane neodigran odgovorni tim gubi 3 IMP, koje dobija protivnik; ako se krivac ne može utvrditi, oba tima gube po 0,5 VP.",
			"Az utolsó két percben új leosztás nem kezdhető. A lejátszatlanul maradt leosztásokért a felelős csapat leosztásonként 3 IMP-t veszít, amit az ellenfél kap meg; ha senki sem tehető felelőssé, mindkét csapat 0,5 VP-t veszít.",
		}},
		{"rule.ocsb.substitutes", T{
			"A short substitute may play up to two boards a day. A long substitute needs a licence and is limited by his masterpoints and by the division he is entered in; none are allowed in play-off matches.",
			"Kratka zamena sme da odigra najviše dva borda dnevno. Duga zamena mora imati licencu, a ograničavaju je njeni majstorski poeni i liga u kojoj je prijavljena; u baraž mečevima duge zamene nisu dozvoljene.",
			"Rövid helyettes naponta legfeljebb két leosztást játszhat. A hosszú helyettesnek versenyengedély kell, és mesterpontjai, valamint a saját nevezési osztálya korlátozzák; osztályozón hosszú helyettes nem játszhat.",
		}},
		{"rule.ocsb.format", T{
			"I/A plays a full round robin of 32-board matches; I/B and II play two seeded groups of eight, then an upper and a lower play-off with a carry-over. Division III's format depends on its number of teams. Places are decided by VP, then the tie-break chain; promotion, relegation and play-off places are fixed per division.",
			"Liga I/A igra po sistemu svako sa svakim, mečeve od 32 borda; lige I/B i II igraju u dve grupe od po osam timova sa nosiocima, pa gornji i donji plej-of uz prenos rezultata. Sistem lige III zavisi od broja timova. Plasman odlučuju VP, zatim niz kriterijuma za deobu; mesta za ulazak, ispadanje i baraž utvrđena su po ligama.",
			"Az I/A osztály 32 leosztásos mérkőzésekkel teljes körmérkőzést játszik; az I/B és a II. osztály két kiemelt nyolcas csoportban, majd felső- és alsóházi rájátszásban folytatja, eredményátvitellel. A III. osztály lebonyolítása a csapatok számától függ. A helyezést a VP, azután a holtversenyt eldöntő szempontok döntik el; a feljutó, kieső és osztályozós helyek osztályonként rögzítettek.",
		}},
		{"rule.ocsb.seating-and-changes", T{
			"The first-named team is home: it sits down first in the first half and sits North-South in the open room. Players may be changed every 8 boards in the open room and every 16 in the closed room.",
			"Prvi navedeni tim je domaćin: on prvi seda u prvom poluvremenu i u otvorenoj sali igra na liniji Sever-Jug. Igrači se mogu menjati na svakih 8 bordova u otvorenoj i na svakih 16 u zatvorenoj sali.",
			"Az elöl álló csapat a hazai: az első félidőben ő ül le először, és a nyílt teremben Észak-Délen játszik. Csere nyílt teremben nyolc, zárt teremben tizenhat leosztás után engedett.",
		}},
		{"rule.ocsb.other", T{
			"Team size, late entries, start-list places, group draws, postponements and the national final's replacements: organisational rules applied by the competition committee.",
			"Veličina tima, naknadne prijave, mesta na startnoj listi, žreb grupa, odlaganja mečeva i zamene u državnom finalu: organizaciona pravila koja primenjuje takmičarska komisija.",
			"Csapatlétszám, pótnevezés, rajtlista-helyek, csoportsorsolás, halasztás és az országos döntő pótlása: a VRB által alkalmazott szervezési szabályok.",
		}},
		{"rule.ocsb.results", T{
			"The Bridgemate entry is the official result. A score can be corrected only if reported before the next round (playing days 1–6) or by midnight after the playing day (from day 7); never after the last round.",
			"Upis u Bridgemate je zvanični rezultat. Rezultat se može ispraviti samo ako je greška prijavljena pre sledećeg kola (dani 1–6) ili do ponoći posle dana igre (od 7. dana); posle poslednjeg kola nikada.",
			"A Bridgemate-be rögzített eredmény a hivatalos. Javítás csak akkor lehetséges, ha a hibát a következő forduló előtt (1–6. játéknap), illetve a játéknapot követő éjfélig (a 7. naptól) jelezték; az utolsó forduló után soha.",
		}},
		{"rule.ocsb.systems", T{
			"Yellow systems and brown sticker conventions are allowed only in I/A, red systems down to I/B, green and blue everywhere; without a convention card only green or blue. If only one team plays a yellow system or a brown convention, its opponent sits down later in the whole match.",
			"Žuti sistemi i brown sticker konvencije dozvoljeni su samo u ligi I/A, crveni do lige I/B, zeleni i plavi svuda; bez karte konvencija samo zeleni ili plavi. Ako samo jedan tim igra žuti sistem ili brown sticker konvenciju, njegov protivnik ceo meč seda kasnije.",
			"Sárga rendszer és barna konvenció csak az I/A osztályban, piros rendszer az I/B osztályig, zöld és kék mindenhol játszható; konvenciókártya nélkül csak zöld vagy kék. Ha csak az egyik csapat játszik sárga rendszert vagy barna konvenciót, ellenfele az egész mérkőzésen később ül le.",
		}},
		{"rule.ocsb.protests", T{
			"An intent to protest is e-mailed to the competition committee by 18:00 on the day after play; the TD's reasons follow within 24 hours and the protest itself within 24 hours of them, with a 5,000 Ft fee. On a division's last day the limits are 10 and 30 minutes after play. A further appeal to SZEB is due within a week.",
			"Najava žalbe šalje se e-poštom takmičarskoj komisiji do 18:00 narednog dana posle igre; obrazloženje sudije stiže u roku od 24 sata, a sama žalba u roku od 24 sata od njega, uz depozit od 5.000 Ft. Poslednjeg dana lige rokovi su 10 i 30 minuta posle igre. Žalba drugog stepena (SZEB) podnosi se u roku od nedelju dana.",
			"Az óvási szándékot a játéknap utáni nap 18:00 óráig e-mailben kell jelezni a VRB-nek; a tornavezető indoklása 24 órán belül érkezik, az óvást ezt követően 24 órán belül kell benyújtani, 5000 Ft óvási díjjal. Az osztály utolsó napján a határidők a játék végétől 10, illetve 30 perc. A fellebbviteli óvás (SZEB) egy héten belül nyújtható be.",
		}},
		{"rule.ocsb.fees", T{
			"Entry fee per team: I/A 66,000, I/B 55,000, II 44,000, III 33,000 Ft. Youth players pay half of their share, under-20 players a quarter; new amateur teams in III pay half.",
			"Kotizacija po timu: I/A 66.000, I/B 55.000, II 44.000, III 33.000 Ft. Juniori plaćaju polovinu svog udela, igrači mlađi od 20 godina četvrtinu; novi amaterski timovi u ligi III plaćaju polovinu.",
			"Csapatonkénti nevezési díj: I/A 66 000, I/B 55 000, II. 44 000, III. 33 000 Ft. Az ifi játékos a rá eső rész felét, a 20 év alatti a negyedét fizeti; az új amatőr csapatok a III. osztályban felét fizetik.",
		}},
	})
}
