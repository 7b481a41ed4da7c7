package pbn_test

import (
	"fmt"

	"arbiter/engine/msg"
	"arbiter/engine/pbn"
	"arbiter/engine/rulesets"
)

const example = `% PBN 2.1
[Event "Tuesday pairs"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:AKQ2.J32.T98.765 JT98.AK4.765.432 7654.Q98.AKQ.AKQ 3.T765.J432.JT98"]
[ScoreTable "PairId_NS\2R;PairId_EW\2R;Contract\5L;Declarer\1R;Result\2R;Score_NS\5R;Score_EW\5R"]
 1  5 3NT   S  8     -    50 ; one down, vulnerable: 100
 2  6 3NT   S  9   600     -
`

func ExampleParse() {
	f, err := pbn.Parse([]byte(example))
	if err != nil {
		fmt.Println(err)
		return
	}
	g := f.Games[0]
	fmt.Println(g.Event, g.Board, g.Dealer, g.Vul, g.Deal.String(g.Dealer))
	for _, p := range g.Results() {
		e, _ := p.Entry()
		s, _ := p.NSScore(e.Declarer)
		fmt.Println(p.PairNS, p.PairEW, e, s)
	}
	// Output:
	// Tuesday pairs 2 E NS E:AKQ2.J32.T98.765 JT98.AK4.765.432 7654.Q98.AKQ.AKQ 3.T765.J432.JT98
	// 1 5 3N S -1 -50
	// 2 6 3N S = 600
}

func ExampleCheck() {
	f, _ := pbn.Parse([]byte(example))
	for _, is := range pbn.Check(f, pbn.CheckOptions{Ruleset: rulesets.Get("nsbk"), Top: 12}) {
		fmt.Println(msg.T(msg.EN, is.Key, is.Args...))
		flat := is.Result.Flat()
		fmt.Println(is.Calculator, flat["result.class"], flat["result.reason"], flat["ns.mp"])
	}
	// Output:
	// Board 2 (line 8): 3NT S -1 scores −100 for North-South, but −50 was entered.
	// nsbk.score-entry significant undertricks-vul 3
}
