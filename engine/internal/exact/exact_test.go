package exact

import (
	"math"
	"math/big"
	"testing"
)

// TestQuo: a/d is the float64 big.Rat gives: nearest, ties to even, down to the subnormals.
func TestQuo(t *testing.T) {
	// nearest, ties to even, down to the subnormals
	for _, c := range []struct {
		x float64
		d int
	}{{1, 3}, {2, 3}, {1, 10}, {math.SmallestNonzeroFloat64, 2}, {3 * math.SmallestNonzeroFloat64, 2}, {math.SmallestNonzeroFloat64, 3}, {0x1p-1022, 3}, {1e7, 7}, {0x1p53 + 2, 4}, {0x1p53 + 6, 4}} {
		want, _ := new(big.Rat).Quo(new(big.Rat).SetFloat64(c.x), big.NewRat(int64(c.d), 1)).Float64()
		if got := Float(c.x).Quo(c.d); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%v/%d = %v, big.Rat %v", c.x, c.d, got, want)
		}
	}
	// exact ties: 54 significant bits, the last one set (3·2^52 + 3 lies halfway between two
	// float64s; the even one is 3·2^52 + 4), whole and after a division, near 1 and near 2^-1074
	for _, c := range []struct {
		m    uint64
		e, d int
	}{{3<<52 + 3, 0, 1}, {(3<<52 + 3) * 5, 0, 5}, {3<<52 + 1, 0, 1}, {3<<52 + 5, -60, 1}, {3<<52 + 7, -60, 7 * 1}, {3, -1076, 1}, {5, -1076, 1}, {1, -1075, 1}, {3, -1075, 3}} {
		r := new(big.Rat).SetFrac(new(big.Int).Lsh(new(big.Int).SetUint64(c.m), 0), big.NewInt(int64(c.d)))
		if c.e < 0 {
			r.Quo(r, new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(-c.e))))
		}
		want, _ := r.Float64()
		if got := (Dyadic{natOf(c.m), c.e}).Quo(c.d); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%d·2^%d/%d = %v (%x), big.Rat %v (%x)", c.m, c.e, c.d, got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
}

// ratOf is a as a big.Rat.
func ratOf(a Dyadic) *big.Rat {
	m := new(big.Int)
	for i := len(a.m) - 1; i >= 0; i-- {
		m.Lsh(m, 32).Or(m, big.NewInt(int64(a.m[i])))
	}
	r := new(big.Rat).SetInt(m)
	p := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(max(a.e, -a.e))))
	if a.e >= 0 {
		return r.Mul(r, p)
	}
	return r.Quo(r, p)
}

// halfUp is r/d rounded half up, as big.Rat gives it.
func halfUp(r *big.Rat, d int) int64 {
	x := new(big.Rat).Quo(r, big.NewRat(int64(d), 1))
	x.Add(x, big.NewRat(1, 2))
	return new(big.Int).Quo(x.Num(), x.Denom()).Int64()
}

func TestRoundHalfUp(t *testing.T) {
	for _, c := range []struct {
		a    Dyadic
		d    int
		want int64
	}{
		{Int(5), 2, 3},          // 2.5 up
		{Int(7), 2, 4},          // 3.5 up
		{Int(4), 3, 1},          // 1.33 down
		{Float(0.5), 1, 1},      // a half up
		{Float(0.25), 1, 0},     // a quarter down
		{Float(66000), 7, 9429}, // 9428.57
		{Float(12345.67), 1, 12346},
		{Int(0), 5, 0},
	} {
		if got := c.a.RoundHalfUp(c.d); got != c.want {
			t.Errorf("RoundHalfUp(%v/%d) = %d, want %d", ratOf(c.a), c.d, got, c.want)
		}
	}
}

func TestSubBelowZero(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Int(1).Sub(Float(1.5)) did not panic")
		}
	}()
	Int(1).Sub(Float(1.5))
}

// FuzzExact: (a·(1−b) + c·k)/d, worked exactly and divided once, is what big.Rat gives, as the
// nearest float64 and rounded half up.
func FuzzExact(f *testing.F) {
	f.Add(66000.0, 0.5, 0.75, uint8(3), uint8(7))
	f.Add(5e-324, 1e-300, 0.999, uint8(1), uint8(5))
	f.Add(12345.67, 0.33, 0.01, uint8(0), uint8(9))
	f.Add(1e7, 1.0, 2.5e-310, uint8(255), uint8(1))
	f.Fuzz(func(t *testing.T, a, b, c float64, k, d uint8) {
		clamp := func(x, hi float64) float64 {
			x = math.Abs(x)
			if math.IsNaN(x) || x > hi {
				return math.Mod(x, hi)
			}
			return x
		}
		a, b, c = clamp(a, 1e7), clamp(b, 1), clamp(c, 1e7)
		if math.IsNaN(a + b + c) {
			return
		}
		div := int(d%20) + 1
		x := Float(a).Mul(Int(1).Sub(Float(b))).Add(Float(c).Mul(Int(int(k))))
		r := new(big.Rat).Sub(big.NewRat(1, 1), new(big.Rat).SetFloat64(b))
		r.Mul(r, new(big.Rat).SetFloat64(a))
		r.Add(r, new(big.Rat).Mul(new(big.Rat).SetFloat64(c), big.NewRat(int64(k), 1)))
		if ratOf(x).Cmp(r) != 0 {
			t.Fatalf("a·(1−b) + c·k = %v, big.Rat %v (a %v, b %v, c %v, k %d)", ratOf(x), r, a, b, c, k)
		}
		want, _ := new(big.Rat).Quo(r, big.NewRat(int64(div), 1)).Float64()
		if got := x.Quo(div); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("(a·(1−b) + c·k)/%d = %v, big.Rat %v (a %v, b %v, c %v, k %d)", div, got, want, a, b, c, k)
		}
		if got, want := x.RoundHalfUp(div), halfUp(r, div); got != want {
			t.Fatalf("RoundHalfUp((a·(1−b) + c·k)/%d) = %d, big.Rat %d (a %v, b %v, c %v, k %d)", div, got, want, a, b, c, k)
		}
	})
}
