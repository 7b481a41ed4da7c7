package bench

import (
	"math/rand/v2"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/rulesets"
)

// BenchmarkCalculator runs one call of every calculator of every ruleset on its defaults.
func BenchmarkCalculator(b *testing.B) {
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		for _, c := range rs.Calculators {
			name := rs.ID + "/" + strings.ReplaceAll(c.ID, " ", "_")
			b.Run(name, func(b *testing.B) {
				v := c.Inputs.Defaults()
				if _, err := c.Run(engine.NewParams(rs, nil), v); err != nil {
					b.Skipf("%s on its defaults: %v", c.ID, err)
				}
				for b.Loop() {
					if _, err := c.Run(engine.NewParams(rs, nil), v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// Session sizes: a 100-table pairs session of 30 boards, every board played at every table.
const (
	sessionTables = 100
	sessionBoards = 30
)

// randomEntry returns a plausible score entry: a contract by either side, made or down by a
// few tricks, now and then doubled or passed out.
func randomEntry(r *rand.Rand) bridge.Entry {
	if r.IntN(50) == 0 {
		return bridge.Entry{}
	}
	c := bridge.Contract{Level: 1 + r.IntN(7), Strain: bridge.Strain(r.IntN(5))}
	if r.IntN(8) == 0 {
		c.Doubled = bridge.DoubledX
	}
	t := c.Level + 6 + r.IntN(5) - 2
	return bridge.Entry{Contract: c, Declarer: bridge.Seat(r.IntN(4)), Tricks: min(13, max(0, t))}
}

// session returns the travellers of the session; every fifth board lacks one result (so
// Neuberg applies) and every seventh has one artificial adjusted score.
func session() [][]bridge.Line {
	r := rand.New(rand.NewPCG(1, 2))
	out := make([][]bridge.Line, sessionBoards)
	for bd := range out {
		lines := make([]bridge.Line, 0, sessionTables)
		for t := range sessionTables {
			if bd%5 == 0 && t == 0 {
				continue
			}
			l := bridge.Line{NSPair: t + 1, EWPair: sessionTables + t + 1, Entry: randomEntry(r)}
			if bd%7 == 0 && t == 1 {
				l.Artificial = &bridge.Artificial{NSPct: 60, EWPct: 40}
			}
			lines = append(lines, l)
		}
		out[bd] = lines
	}
	return out
}

// BenchmarkSession scores a 100-table × 30-board pairs session: matchpoints (Neuberg where a
// result is missing), percentages, cross-IMPs and Butler, board by board.
func BenchmarkSession(b *testing.B) {
	s := session()
	opt := bridge.TravellerOptions{Expected: sessionTables, ButlerDiscard: 1, ButlerRound: 10}
	for b.Loop() {
		for bd, lines := range s {
			tr, err := bridge.ScoreTraveller(bd+1, lines, opt)
			if err != nil {
				b.Fatal(err)
			}
			if bd%5 == 0 && !tr.Neuberg {
				b.Fatalf("board %d: Neuberg not applied", bd+1)
			}
		}
	}
}

// BenchmarkTeamMatch scores a 32-board team match to VPs.
func BenchmarkTeamMatch(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	boards := make([]bridge.MatchBoard, 32)
	for i := range boards {
		boards[i] = bridge.MatchBoard{Board: i + 1, Open: randomEntry(r), Closed: randomEntry(r)}
	}
	for b.Loop() {
		if _, err := bridge.ScoreMatch(boards, bridge.MatchOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
