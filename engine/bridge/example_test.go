package bridge_test

import (
	"fmt"

	"arbiter/engine/bridge"
)

func ExampleScore() {
	for _, x := range []struct {
		contract string
		vul      bool
		tricks   int
	}{{"4S", false, 10}, {"3N", true, 10}, {"4HX", true, 8}, {"6NXX", false, 12}} {
		c, _ := bridge.ParseContract(x.contract)
		s, _ := bridge.Score(c, x.vul, x.tricks)
		fmt.Printf("%s vul=%v tricks=%d: %d\n", c, x.vul, x.tricks, s)
	}
	// Output:
	// 4S vul=false tricks=10: 420
	// 3N vul=true tricks=10: 630
	// 4HX vul=true tricks=8: -500
	// 6NXX vul=false tricks=12: 1660
}

func ExampleIMP() {
	fmt.Println(bridge.IMP(430), bridge.IMP(-50), bridge.IMP(15), bridge.IMP(4000))
	// Output: 10 -2 1 24
}

func ExampleVP() {
	home, visitors, _ := bridge.VP(16, 14)
	fmt.Println(home, visitors)
	home, visitors, _ = bridge.VP(16, -60)
	fmt.Println(home, visitors)
	// Output:
	// 13.75 6.25
	// 0 20
}
