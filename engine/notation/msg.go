package notation

import "arbiter/engine/msg"

// The notation's words (what a sign stands for, in the sentence that names two readings; a
// seat's word also starts a hand, "North: ♠…") and its errors. Suit and seat names follow
// shared/spec/glossary.md.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"notation.suit.s", msg.Text{En: "spades ♠", Sr: "pik ♠", Hu: "pikk ♠"}},
		{"notation.suit.h", msg.Text{En: "hearts ♥", Sr: "herc ♥", Hu: "kőr ♥"}},
		{"notation.suit.d", msg.Text{En: "diamonds ♦", Sr: "karo ♦", Hu: "káró ♦"}},
		{"notation.suit.c", msg.Text{En: "clubs ♣", Sr: "tref ♣", Hu: "treff ♣"}},
		{"notation.nt", msg.Text{En: "no trump", Sr: "bez aduta", Hu: "szanzadu"}},
		{"notation.rank.a", msg.Text{En: "ace", Sr: "as", Hu: "ász"}},
		{"notation.rank.k", msg.Text{En: "king", Sr: "kralj", Hu: "király"}},
		{"notation.rank.q", msg.Text{En: "queen", Sr: "dama", Hu: "dáma"}},
		{"notation.rank.j", msg.Text{En: "jack", Sr: "žandar", Hu: "bubi"}},
		{"notation.rank.t", msg.Text{En: "ten", Sr: "desetka", Hu: "tízes"}},
		{"notation.void", msg.Text{En: "no cards", Sr: "bez karata", Hu: "lap nélkül"}},
		{"notation.seat.n", msg.Text{En: "North", Sr: "sever", Hu: "észak"}},
		{"notation.seat.e", msg.Text{En: "East", Sr: "istok", Hu: "kelet"}},
		{"notation.seat.s", msg.Text{En: "South", Sr: "jug", Hu: "dél"}},
		{"notation.seat.w", msg.Text{En: "West", Sr: "zapad", Hu: "nyugat"}},

		{"notation.err.hand", msg.Text{
			En: "{field}: write a hand of {cards} different cards, each suit (♠♥♦♣ or its letter) followed by its cards, or the four suits dotted, spades first.",
			Sr: "{field}: upišite ruku od {cards} različitih karata, svaku boju (♠♥♦♣ ili njeno slovo) pa njene karte, ili četiri boje odvojene tačkom, počev od pika.",
			Hu: "{field}: {cards} különböző lapból álló kezet írjon: minden színt (♠♥♦♣ vagy a betűje), utána a lapjait, vagy a négy színt ponttal elválasztva, pikkel kezdve.",
		}},
		{"notation.err.char", msg.Text{
			En: "{field}: “{char}” is neither a suit nor a card.",
			Sr: "{field}: „{char}“ nije ni boja ni karta.",
			Hu: "{field}: „{char}”: se nem szín, se nem lap.",
		}},
		{"notation.err.hand-count", msg.Text{
			En: "{field}: {n} cards read, a hand has {cards}: {shown}",
			Sr: "{field}: broj pročitanih karata je {n}, a ruka ima {cards}: {shown}",
			Hu: "{field}: {n} lap olvasható, a kézben {cards} lap van: {shown}",
		}},
		{"notation.err.ambiguous-hand", msg.Text{
			En: "{field}: this reads two ways, {one} ({text_a} = {a}) or {other} ({text_b} = {b}). Put a space before each suit, or write the suits as ♠♥♦♣.",
			Sr: "{field}: ovo se čita na dva načina, {one} ({text_a} = {a}) ili {other} ({text_b} = {b}). Stavite razmak pre svake boje ili pišite boje kao ♠♥♦♣.",
			Hu: "{field}: ez kétféleképpen olvasható: {one} ({text_a} = {a}) vagy {other} ({text_b} = {b}). Tegyen szóközt minden szín elé, vagy írja a színeket így: ♠♥♦♣.",
		}},
		{"notation.err.deal", msg.Text{
			En: "{field}: a PBN deal is a seat, a colon and four dotted hands of 13 different cards each (- for a hand not known).",
			Sr: "{field}: PBN raspored je igrač, dvotačka i četiri ruke od po 13 različitih karata sa tačkama između boja (- za nepoznatu ruku).",
			Hu: "{field}: a PBN-leosztás egy égtáj, kettőspont és négy, egyenként 13 különböző lapból álló, pontokkal tagolt kéz (- az ismeretlen kéz helyén).",
		}},
		{"notation.err.deal-seat", msg.Text{
			En: "{field}: the deal does not give the hand of {seat}.",
			Sr: "{field}: raspored ne sadrži ruku ove pozicije: {seat}.",
			Hu: "{field}: a leosztás nem adja meg ennek az égtájnak a kezét: {seat}.",
		}},
		{"notation.err.ambiguous-seat", msg.Text{
			En: "{field}: the seat reads two ways, {a} or {b}: {one} or {other}. Write the seat as a word.",
			Sr: "{field}: igrač se čita na dva načina, {a} ili {b}: {one} ili {other}. Napišite igrača rečju.",
			Hu: "{field}: az égtáj kétféleképpen olvasható, {a} vagy {b}: {one} vagy {other}. Írja ki az égtájat szóval.",
		}},
		{"notation.err.card", msg.Text{
			En: "{field}: write one card as a suit (♠♥♦♣ or its letter) and a rank.",
			Sr: "{field}: upišite jednu kartu kao boju (♠♥♦♣ ili njeno slovo) i vrednost.",
			Hu: "{field}: egy lapot írjon, színnel (♠♥♦♣ vagy a betűje) és értékkel.",
		}},
		{"notation.err.ambiguous-card", msg.Text{
			En: "{field}: this reads two ways, {one} ({text_a} = {a}) or {other} ({text_b} = {b}). Write the suit as ♠♥♦♣.",
			Sr: "{field}: ovo se čita na dva načina, {one} ({text_a} = {a}) ili {other} ({text_b} = {b}). Pišite boju kao ♠♥♦♣.",
			Hu: "{field}: ez kétféleképpen olvasható: {one} ({text_a} = {a}) vagy {other} ({text_b} = {b}). A színt írja így: ♠♥♦♣.",
		}},
		{"notation.err.contract", msg.Text{
			En: "{field}: write a contract as a level 1–7, a suit (♠♥♦♣ or its letter) or NT, then X or XX; PASS for a passed-out board.",
			Sr: "{field}: upišite kontrakt kao nivo 1–7, boju (♠♥♦♣ ili njeno slovo) ili BA, pa X ili XX; PAS kada su svi rekli pas.",
			Hu: "{field}: a felvételt szinttel (1–7), színnel (♠♥♦♣ vagy a betűje) vagy SZA-val, majd X-szel vagy XX-szel írja; PASSZ, ha mindenki passzolt.",
		}},
		{"notation.err.ambiguous-contract", msg.Text{
			En: "{field}: this reads two ways, {one} ({text_a} = {a}) or {other} ({text_b} = {b}). Write the suit as ♠♥♦♣.",
			Sr: "{field}: ovo se čita na dva načina, {one} ({text_a} = {a}) ili {other} ({text_b} = {b}). Pišite boju kao ♠♥♦♣.",
			Hu: "{field}: ez kétféleképpen olvasható: {one} ({text_a} = {a}) vagy {other} ({text_b} = {b}). A színt írja így: ♠♥♦♣.",
		}},
		{"notation.err.entry", msg.Text{
			En: "{field}: write a result as the contract (level, suit or NT, X or XX), the declarer (N E S W) and =, +1, -2 or the tricks taken; PASS for a passed-out board.",
			Sr: "{field}: upišite rezultat kao kontrakt (nivo, boja ili BA, X ili XX), izvođača (sever, jug, istok, zapad) i =, +1, -2 ili broj štihova; PAS kada su svi rekli pas.",
			Hu: "{field}: az eredményt a felvétellel (szint, szín vagy SZA, X vagy XX), a felvevővel (É D K NY) és =, +1, -2 vagy az ütések számával írja; PASSZ, ha mindenki passzolt.",
		}},
		{"notation.err.ambiguous-entry", msg.Text{
			En: "{field}: this reads two ways, {one} ({text_a} = {a}) or {other} ({text_b} = {b}). Write the suit as ♠♥♦♣ and the declarer as a word (north, south, …).",
			Sr: "{field}: ovo se čita na dva načina, {one} ({text_a} = {a}) ili {other} ({text_b} = {b}). Pišite boju kao ♠♥♦♣, a izvođača rečju (sever, jug, …).",
			Hu: "{field}: ez kétféleképpen olvasható: {one} ({text_a} = {a}) vagy {other} ({text_b} = {b}). A színt írja így: ♠♥♦♣, a felvevőt pedig szóval (észak, dél, …).",
		}},
	})
}
