package notation_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
)

func ExampleReadHand() {
	for _, t := range []struct {
		lang msg.Lang
		text string
	}{
		{msg.EN, "S AKQ2 H 543 D KJ2 C 876"},
		{msg.SR, "P AKD2 H 543 K KJ2 T 876"},
		{msg.HU, "P AKD2 KŐ 543 KÁ KB2 T 876"},
		{msg.EN, "AKQ2.543.KJ2.876"},
		{msg.EN, "E:AKQ2.543.KJ2.876 - - -"},
	} {
		h, err := notation.ReadHand(cards.Bridge, t.text, t.lang)
		fmt.Println(h.Shown, err)
	}
	// Output:
	// ♠AKQ2 ♥543 ♦KJ2 ♣876 <nil>
	// ♠AKQ2 ♥543 ♦KJ2 ♣876 <nil>
	// ♠AKQ2 ♥543 ♦KJ2 ♣876 <nil>
	// ♠AKQ2 ♥543 ♦KJ2 ♣876 <nil>
	// East: ♠AKQ2 ♥543 ♦KJ2 ♣876 <nil>
}

func ExampleReadHand_ambiguous() {
	// Serbian K is karo or kralj: without spaces between the suits this reads two ways.
	_, err := notation.ReadHand(cards.Bridge, "PAKD2H543KKJ2T876", msg.SR)
	fmt.Println(engine.ErrorMessage(err, msg.EN, ""))
	// Output:
	// Hand: this reads two ways, ♠AKQ2 ♥K543 ♦J2 ♣876 (K = king) or ♠AKQ2 ♥543 ♦KJ2 ♣876 (K = diamonds ♦). Put a space before each suit, or write the suits as ♠♥♦♣.
}

func ExampleReadSeatHand() {
	deal := "N:AKQ2.543.KJ2.876 JT9.AKQJ.AQT.AKQ 876.T987.987.JT9 543.62.6543.5432"
	h, _ := notation.ReadSeatHand(deal, msg.EN, bridge.West)
	fmt.Println(h.Shown)
	// Output:
	// West: ♠543 ♥62 ♦6543 ♣5432
}

func ExampleReadEntry() {
	for _, t := range []struct {
		lang msg.Lang
		text string
	}{
		{msg.EN, "4SX N -2"},
		{msg.SR, "3BA J +1"},
		{msg.HU, "3SZA D ="},
		{msg.SR, "3N S ="},
	} {
		e, shown, err := notation.ReadEntry(t.text, t.lang)
		if err != nil {
			fmt.Println(engine.ErrorMessage(err, t.lang, ""))
			continue
		}
		fmt.Printf("%v | %s\n", e, shown)
	}
	// Output:
	// 4SX N -2 | 4♠X N -2
	// 3N S +1 | 3BA jug +1
	// 3N S = | 3SZA D =
	// Rezultat: ovo se čita na dva načina, 3BA jug = (S = jug) ili 3BA sever = (S = sever). Pišite boju kao ♠♥♦♣, a izvođača rečju (sever, jug, …).
}

func ExampleReadCard() {
	c, shown, err := notation.ReadCard(cards.Bridge, "KŐD", msg.HU)
	fmt.Println(cards.Bridge.CardString(c), shown, err)
	// Output:
	// HQ ♥Q <nil>
}
