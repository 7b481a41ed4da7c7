package ocsb

import (
	"math"
	"math/big"
	"testing"

	"arbiter/engine"
)

// feeBig is Fee as it was written with math/big (until 2026-12-02): the reference that the
// exact arithmetic of engine/internal/exact must match bit for bit.
func feeBig(p *engine.Params, division string, players, youth, under20 int, amateur bool) FeeResult {
	rat := func(x float64) *big.Rat { return new(big.Rat).SetFloat64(x) }
	f64 := func(r *big.Rat) float64 { f, _ := r.Float64(); return f }
	r := FeeResult{Division: division}
	full := rat(p.F(feeKeys[division]))
	team := new(big.Rat).Set(full)
	if amateur {
		if division == "III" {
			r.Amateur = true
			team.Mul(team, new(big.Rat).Sub(big.NewRat(1, 1), rat(p.F("fee.amateur_discount"))))
		} else {
			r.Ignored = true
		}
	}
	share := new(big.Rat).Quo(team, big.NewRat(int64(players), 1))
	yo := new(big.Rat).Mul(share, new(big.Rat).Sub(big.NewRat(1, 1), rat(p.F("fee.youth_discount"))))
	u20 := new(big.Rat).Mul(share, new(big.Rat).Sub(big.NewRat(1, 1), rat(p.F("fee.under20_discount"))))
	total := new(big.Rat).Mul(share, big.NewRat(int64(players-youth-under20), 1))
	total.Add(total, new(big.Rat).Mul(yo, big.NewRat(int64(youth), 1)))
	total.Add(total, new(big.Rat).Mul(u20, big.NewRat(int64(under20), 1)))
	x := new(big.Rat).Add(total, big.NewRat(1, 2))
	r.Rounded = new(big.Int).Quo(x.Num(), x.Denom()).Int64()
	r.Full, r.TeamFee, r.Share, r.Youth, r.Under20, r.Total = f64(full), f64(team), f64(share), f64(yo), f64(u20), f64(total)
	return r
}

func sameFee(a, b FeeResult) bool {
	eq := func(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }
	return eq(a.Full, b.Full) && eq(a.TeamFee, b.TeamFee) && eq(a.Share, b.Share) && eq(a.Youth, b.Youth) &&
		eq(a.Under20, b.Under20) && eq(a.Total, b.Total) && a.Rounded == b.Rounded && a.Amateur == b.Amateur &&
		a.Ignored == b.Ignored && a.Division == b.Division
}

func checkFee(t *testing.T, fee, yd, ud, ad float64, div string, players, youth, u20 int, amateur bool) {
	t.Helper()
	over := map[string]float64{feeKeys[div]: fee, "fee.youth_discount": yd, "fee.under20_discount": ud, "fee.amateur_discount": ad}
	got := Fee(engine.NewParams(Ruleset, over), div, players, youth, u20, amateur)
	want := feeBig(engine.NewParams(Ruleset, over), div, players, youth, u20, amateur)
	if !sameFee(got, want) {
		t.Fatalf("fee %v, discounts %v/%v/%v, %s, %d players (%d youth, %d under 20), amateur %v:\n got %+v\nwant %+v",
			fee, yd, ud, ad, div, players, youth, u20, amateur, got, want)
	}
}

// Every club value a link can carry for the discounts (hundredths), over fees and teams.
func TestFeeMatchesBig(t *testing.T) {
	fees := []float64{0, 1, 2, 5, 10, 33000, 44000, 55000, 66000, 12345.67, 99999.99, 1e7, 0.01, 1.0 / 3, math.SmallestNonzeroFloat64, 2.5e-310, 7e-300}
	discounts := []float64{0, 0.5, 0.75, 1, 0.01, 0.1, 0.33, 0.999, 1 - 0x1p-53, 0x1p-1074, 1e-300}
	for h := 0; h <= 100; h++ {
		discounts = append(discounts, float64(h)/100)
	}
	divs := []string{"I/A", "I/B", "II", "III"}
	n := 0
	for fi, fee := range fees {
		for di, d := range discounts {
			d2 := discounts[(di*7+fi)%len(discounts)]
			d3 := discounts[(di*13+3*fi)%len(discounts)]
			for players := 1; players <= 12; players++ {
				youth, u20 := (di+fi)%(players+1), 0
				if youth < players {
					u20 = (di * 3) % (players - youth + 1)
				}
				checkFee(t, fee, d, d2, d3, divs[(di+players)%4], players, youth, u20, (di+players)%3 != 0)
				n++
			}
		}
	}
	t.Logf("%d fees as big.Rat gives them", n)
}

func FuzzFee(f *testing.F) {
	f.Add(66000.0, 0.5, 0.75, 0.5, uint8(0), uint8(6), uint8(1), uint8(1), false)
	f.Add(33000.0, 0.5, 0.75, 0.5, uint8(3), uint8(7), uint8(0), uint8(1), true)
	f.Add(5e-324, 1e-300, 0.999, 1.0, uint8(3), uint8(5), uint8(2), uint8(1), true)
	f.Add(12345.67, 0.33, 0.01, 0.1, uint8(1), uint8(9), uint8(4), uint8(3), false)
	f.Fuzz(func(t *testing.T, fee, yd, ud, ad float64, div, players, youth, u20 uint8, amateur bool) {
		clamp := func(x, hi float64) float64 {
			x = math.Abs(x)
			if math.IsNaN(x) || x > hi {
				return math.Mod(x, hi)
			}
			return x
		}
		fee, yd, ud, ad = clamp(fee, 1e7), clamp(yd, 1), clamp(ud, 1), clamp(ad, 1)
		if math.IsNaN(fee + yd + ud + ad) {
			return
		}
		p := int(players%20) + 1
		y := int(youth) % (p + 1)
		u := int(u20) % (p - y + 1)
		checkFee(t, fee, yd, ud, ad, []string{"I/A", "I/B", "II", "III"}[div%4], p, y, u, amateur)
	})
}
