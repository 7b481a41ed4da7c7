package pbn

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/bridge"
	"arbiter/engine/cards"
)

// -update rewrites the generated sessions of the corpus (session16.pbn, session36.pbn,
// tables8x3.pbn) from a fixed seed; the constructed quirk files are written by hand.
var update = flag.Bool("update", false, "rewrite the generated PBN sessions in testdata")

// randomDeal deals 52 cards into four hands.
func randomDeal(r *rand.Rand) Deal {
	perm := r.Perm(52)
	var d Deal
	for i, c := range perm {
		d.Hands[i/13] |= 1 << cards.Card(c)
	}
	d.Known = [4]bool{true, true, true, true}
	return d
}

// randomEntry is a plausible result: a contract up to the four level (now and then a slam or
// a double), a declarer, tricks around the contract.
func randomEntry(r *rand.Rand) bridge.Entry {
	if r.IntN(30) == 0 {
		return bridge.Entry{}
	}
	c := bridge.Contract{Level: 1 + r.IntN(4), Strain: bridge.Strain(r.IntN(5))}
	if r.IntN(12) == 0 {
		c.Level = 6
	}
	if r.IntN(8) == 0 {
		c.Doubled = bridge.DoubledX
	}
	t := c.Level + 6 + r.IntN(5) - 2
	return bridge.Entry{Contract: c, Declarer: bridge.Seat(r.IntN(4)), Tricks: min(max(t, 0), 13)}
}

func contractText(c bridge.Contract) string {
	if c.IsPass() {
		return "Pass"
	}
	return strings.Replace(c.String(), "N", "NT", 1)
}

func boardHead(b *strings.Builder, event, site, date string, n int, first bridge.Seat, d Deal) {
	dealer, vul, _ := bridge.BoardInfo(n)
	fmt.Fprintf(b, "[Event %q]\n[Site %q]\n[Date %q]\n[Board \"%d\"]\n[Dealer \"%s\"]\n[Vulnerable \"%s\"]\n[Deal \"%s\"]\n",
		event, site, date, n, dealer, VulString(vul), d.String(first))
}

func TestGenerateCorpus(t *testing.T) {
	if !*update {
		t.Skip("run with -update to rewrite the generated sessions")
	}
	r := rand.New(rand.NewPCG(21, 2026))
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join("testdata", name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// 16 boards as a dealing machine writes them: deals only.
	var b strings.Builder
	b.WriteString("% PBN 2.1\n% EXPORT\n")
	for n := 1; n <= 16; n++ {
		boardHead(&b, "Klub Novi Sad, utorak", "Novi Sad", "2026.12.01", n, bridge.Seat(n%4), randomDeal(r))
		b.WriteString("\n")
	}
	write("session16.pbn", b.String())

	// 36 boards with a traveller each (six tables) and the optimum score.
	b.Reset()
	b.WriteString("% PBN 2.1\n% EXPORT\n")
	for n := 1; n <= 36; n++ {
		_, vul, _ := bridge.BoardInfo(n)
		boardHead(&b, "Őszi párosverseny", "Budapest", "2026.10.17", n, bridge.North, randomDeal(r))
		fmt.Fprintf(&b, "[OptimumScore \"NS %d\"]\n", 10*(r.IntN(130)-60))
		b.WriteString("[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R\"]\n")
		for table := 1; table <= 6; table++ {
			e := randomEntry(r)
			s, _ := e.NSScore(vul)
			ns, ew := fmt.Sprint(s), "-"
			if s < 0 {
				ns, ew = "-", fmt.Sprint(-s)
			}
			decl, res := e.Declarer.String(), fmt.Sprint(e.Tricks)
			if e.Contract.IsPass() {
				decl, res, ns, ew = "-", "-", "0", "-"
			}
			fmt.Fprintf(&b, "%2d %2d %-5s %s %2s %5s %5s\n", table, table+6, contractText(e.Contract), decl, res, ns, ew)
		}
		b.WriteString("\n")
	}
	write("session36.pbn", b.String())

	// One game per table result: 8 tables × 3 boards, table by table (so boards repeat and
	// come out of order), with the pair numbers and the players.
	b.Reset()
	b.WriteString("% PBN 2.1\n% EXPORT\n")
	deals := []Deal{randomDeal(r), randomDeal(r), randomDeal(r)}
	for table := 1; table <= 8; table++ {
		for i, n := range []int{3, 1, 2} {
			_, vul, _ := bridge.BoardInfo(n)
			boardHead(&b, "Kup Vojvodine", "Subotica", "2026.11.14", n, bridge.West, deals[i])
			fmt.Fprintf(&b, "[Table \"%d\"]\n[PairNS \"%d\"]\n[PairEW \"%d\"]\n", table, table, table+8)
			fmt.Fprintf(&b, "[North \"Igrač %dN\"]\n[East \"Igrač %dE\"]\n[South \"Igrač %dS\"]\n[West \"Igrač %dW\"]\n", table, table, table, table)
			e := randomEntry(r)
			s, _ := e.NSScore(vul)
			if e.Contract.IsPass() {
				fmt.Fprintf(&b, "[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Score \"NS 0\"]\n\n")
				continue
			}
			fmt.Fprintf(&b, "[Declarer \"%s\"]\n[Contract \"%s\"]\n[Result \"%d\"]\n[Score \"NS %d\"]\n\n",
				e.Declarer, contractText(e.Contract), e.Tricks, s)
		}
	}
	write("tables8x3.pbn", b.String())
}
