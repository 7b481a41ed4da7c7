package clubfine_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rules/clubfine"
)

// A pair three minutes late, at the club's 5% of a top per minute.
func ExampleLateness() {
	res, err := clubfine.Lateness(engine.NewParams(clubfine.Load(), nil), clubfine.LatenessInput{Minutes: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range res.Steps {
		fmt.Println(msg.T(msg.EN, s.Key, s.Args...))
	}
	// Output: Minutes late: 3; the club's fine per minute: 5% of a top; the fine: 15% of a top.
}
