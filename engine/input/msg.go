package input

import "arbiter/engine/msg"

func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		{"input.err.length", msg.Text{
			En: "{field}: the text is too long (at most {max} characters).",
			Sr: "{field}: tekst je predugačak (najviše {max} znakova).",
			Hu: "{field}: a szöveg túl hosszú (legfeljebb {max} karakter).",
		}},
		{"input.err.share-mixed", msg.Text{
			En: "{field}: {a} looks like a fraction and {b} like a percentage, so {a} could be {as_frac} or {as_pct}. Write every weight the same way: 0.4; 0.6 or 40%; 60%.",
			Sr: "{field}: {a} izgleda kao razlomak, a {b} kao procenat, pa {a} može biti {as_frac} ili {as_pct}. Pišite sve težine na isti način: 0,4; 0,6 ili 40%; 60%.",
			Hu: "{field}: törtnek látszik: {a}, százaléknak: {b}; így a törtnek látszó érték {as_frac} és {as_pct} is lehet. Minden súlyt ugyanúgy írjon: 0,4; 0,6 vagy 40%; 60%.",
		}},

		// Examples of each notation, in each language's own letters (engine/notation), and the
		// hint lines that carry them (Hint): every example reads through ParseIn as a value of
		// its kind, in its language (TestExamplesParse).
		{"input.example.hand", msg.Text{En: "S AKQ2 H 543 D KJ2 C 876", Sr: "P AKD2 H 543 K KJ2 T 876", Hu: "P AKD2 KŐ 543 KÁ KB2 T 876"}},
		{"input.example.prefhand", msg.Text{En: "S AK7 H QJ D 987 C A8", Sr: "P AK7 H D10 K 987 T A8", Hu: "P AK7 KŐ D10 KÁ 987 T A8"}},
		{"input.example.card", msg.Text{En: "HQ", Sr: "HD", Hu: "KŐD"}},
		{"input.example.prefcard", msg.Text{En: "D9", Sr: "K9", Hu: "KÁ9"}},
		{"input.example.entry", msg.Text{En: "4SX N -2", Sr: "4PX J -2", Hu: "3SZA D ="}},
		{"input.example.entries", msg.Text{En: "4S N =; 3NT S -1; PASS", Sr: "4P J =; 3BA Z -1; PAS", Hu: "4P É =; 3SZA D -1; PASSZ"}},
		{"input.example.weight", msg.Text{En: "40%", Sr: "40%", Hu: "40%"}},
		{"input.example.weights", msg.Text{En: "60%; 40%", Sr: "60%; 40%", Hu: "60%; 40%"}},
		{"input.example.pct", msg.Text{En: "52.5%", Sr: "52,5%", Hu: "52,5%"}},
		{"input.hint.hand", msg.Text{
			En: "e.g. {example}. Suits S H D C or ♠♥♦♣, each followed by its cards A K Q J 10 (or T) … 2; an empty suit is its letter alone, or left out. Also dotted, spades first (AKQ2.543.KJ2.876), or a PBN deal (N:… … … …), whose first seat's hand is taken.",
			Sr: "npr. {example}. Boje P (pik), H (herc), K (karo), T (tref) ili ♠♥♦♣, svaka sa svojim kartama A K D Ž 10 … 2 (ili A K Q J); prazna boja je samo njeno slovo, ili se izostavi. Može i sa tačkama, počev od pika (AKD2.543.KJ2.876), ili ceo PBN raspored (N:… … … …), od kog se uzima ruka prvog igrača.",
			Hu: "pl. {example}. Színek: P (pikk), KŐ (kőr), KÁ (káró), T (treff) vagy ♠♥♦♣, mindegyik után a lapjai: A K D B 10 … 2 (vagy A K Q J); az üres szín csak a betűje, vagy elhagyható. Ponttal tagolva is írható, pikkel kezdve (AKD2.543.KB2.876), vagy teljes PBN-leosztásként (N:… … … …), amelyből az első égtáj keze számít.",
		}},
		{"input.hint.prefhand", msg.Text{
			En: "e.g. {example}. Suits S H D C or ♠♥♦♣, each followed by its cards A K Q J 10 (or T) 9 8 7; an empty suit is its letter alone, or left out. Also dotted, spades first (AK7.QJ.987.A8).",
			Sr: "npr. {example}. Boje P (pik), H (herc), K (karo), T (tref) ili ♠♥♦♣, svaka sa svojim kartama A K D Ž 10 9 8 7 (ili A K Q J); prazna boja je samo njeno slovo, ili se izostavi. Može i sa tačkama, počev od pika (AK7.D10.987.A8).",
			Hu: "pl. {example}. Színek: P (pikk), KŐ (kőr), KÁ (káró), T (treff) vagy ♠♥♦♣, mindegyik után a lapjai: A K D B 10 9 8 7 (vagy A K Q J); az üres szín csak a betűje, vagy elhagyható. Ponttal tagolva is írható, pikkel kezdve (AK7.D10.987.A8).",
		}},
		{"input.hint.card", msg.Text{
			En: "e.g. {example}. A suit, S H D C or ♠♥♦♣, and a rank, A K Q J 10 … 2.",
			Sr: "npr. {example}. Boja, P H K T ili ♠♥♦♣, i karta, A K D Ž 10 … 2.",
			Hu: "pl. {example}. Szín, P KŐ KÁ T vagy ♠♥♦♣, és lap, A K D B 10 … 2.",
		}},
		{"input.hint.prefcard", msg.Text{
			En: "e.g. {example}. A suit, S H D C or ♠♥♦♣, and a rank, A K Q J 10 9 8 7.",
			Sr: "npr. {example}. Boja, P H K T ili ♠♥♦♣, i karta, A K D Ž 10 9 8 7.",
			Hu: "pl. {example}. Szín, P KŐ KÁ T vagy ♠♥♦♣, és lap, A K D B 10 9 8 7.",
		}},
		{"input.hint.entry", msg.Text{
			En: "e.g. {example}. The contract (level, suit S H D C or ♠♥♦♣ or NT, then X or XX), the declarer N E S W, then =, +1, -2 or the tricks taken; PASS for a passed-out board.",
			Sr: "npr. {example}. Kontrakt (nivo, boja P H K T ili ♠♥♦♣ ili BA, pa X ili XX), izvođač J, I, Z ili rečju sever, jug, istok, zapad (S se čita i kao sever i kao jug, South), pa =, +1, -2 ili broj štihova; PAS kada su svi rekli pas.",
			Hu: "pl. {example}. A felvétel (szint, szín: P KŐ KÁ T vagy ♠♥♦♣, vagy SZA, majd X vagy XX), a felvevő (É, D, K, NY), végül =, +1, -2 vagy az ütések száma; PASSZ, ha mindenki passzolt.",
		}},
		{"input.hint.entries", msg.Text{
			En: "One result per line or separated by ; — e.g. {example}. Each is the contract (level, suit S H D C or ♠♥♦♣ or NT, then X or XX), the declarer N E S W, then =, +1, -2 or the tricks taken; PASS for a passed-out board.",
			Sr: "Jedan rezultat po redu ili odvojeni sa ; — npr. {example}. Svaki je kontrakt (nivo, boja P H K T ili ♠♥♦♣ ili BA, pa X ili XX), izvođač J, I, Z ili rečju sever, jug, istok, zapad (S se čita i kao sever i kao jug, South), pa =, +1, -2 ili broj štihova; PAS kada su svi rekli pas.",
			Hu: "Soronként egy eredmény, vagy ; jellel elválasztva — pl. {example}. Mindegyik a felvétel (szint, szín: P KŐ KÁ T vagy ♠♥♦♣, vagy SZA, majd X vagy XX), a felvevő (É, D, K, NY), végül =, +1, -2 vagy az ütések száma; PASSZ, ha mindenki passzolt.",
		}},
		{"input.hint.weight", msg.Text{
			En: "e.g. {example}. A fraction (0.4) or a percentage (40%); a number above 1 is a percentage.",
			Sr: "npr. {example}. Razlomak (0,4) ili procenat (40%); broj veći od 1 je procenat.",
			Hu: "pl. {example}. Tört (0,4) vagy százalék (40%); az 1-nél nagyobb szám százalék.",
		}},
		{"input.hint.weights", msg.Text{
			En: "e.g. {example}. Fractions (0.6; 0.4) or percentages (60%; 40%); a weight above 1 is a percentage, and then so is every weight written without %.",
			Sr: "npr. {example}. Razlomci (0,6; 0,4) ili procenti (60%; 40%); težina veća od 1 je procenat, i tada je to i svaka težina napisana bez %.",
			Hu: "pl. {example}. Törtek (0,6; 0,4) vagy százalékok (60%; 40%); az 1-nél nagyobb súly százalék, és ekkor minden % nélkül írt súly is az.",
		}},
		{"input.hint.pct", msg.Text{
			En: "e.g. {example}. A percentage, with or without %: 40 and 40% are the same, and 0.4 is 0.4%.",
			Sr: "npr. {example}. Procenat, sa % ili bez njega: 40 i 40% su isto, a 0,4 je 0,4%.",
			Hu: "pl. {example}. Százalék, % jellel vagy anélkül: a 40 és a 40% ugyanaz, a 0,4 pedig 0,4%.",
		}},
	})
}
