// Package exact is exact binary fractions (m·2^e) without math/big, which costs ~30 KB brotli
// of a phone's first visit: sums, differences and products of float64 values, exactly, then
// one division by a small integer at the very end, rounded to the nearest float64 or half up
// to an integer. The results are what big.Rat gives, bit for bit (exact_test.go checks them
// against big.Rat and fuzzes the comparison). The entry fee of engine/rules/ocsb uses it.
package exact

import (
	"math"
	"math/bits"
)

// nat is a non-negative integer: 32-bit limbs, least significant first, no leading zero limb.
type nat []uint32

func natOf(x uint64) nat { return nat{uint32(x), uint32(x >> 32)}.norm() }

func (x nat) norm() nat {
	for len(x) > 0 && x[len(x)-1] == 0 {
		x = x[:len(x)-1]
	}
	return x
}

// low64 is x's low 64 bits.
func (x nat) low64() uint64 {
	var v uint64
	for i := min(len(x), 2) - 1; i >= 0; i-- {
		v = v<<32 | uint64(x[i])
	}
	return v
}

func (x nat) bitLen() int {
	if len(x) == 0 {
		return 0
	}
	return 32*(len(x)-1) + bits.Len32(x[len(x)-1])
}

// bit is bit i of x.
func (x nat) bit(i int) bool {
	return i >= 0 && i/32 < len(x) && x[i/32]>>(i%32)&1 == 1
}

// anyBelow reports whether a bit of x below bit i is set.
func (x nat) anyBelow(i int) bool {
	for j := 0; j < len(x) && 32*j < i; j++ {
		w := x[j]
		if i-32*j < 32 {
			w &= 1<<(i-32*j) - 1
		}
		if w != 0 {
			return true
		}
	}
	return false
}

func (x nat) add(y nat) nat {
	if len(x) < len(y) {
		x, y = y, x
	}
	z := make(nat, len(x)+1)
	var c uint64
	for i := range x {
		c += uint64(x[i])
		if i < len(y) {
			c += uint64(y[i])
		}
		z[i], c = uint32(c), c>>32
	}
	z[len(x)] = uint32(c)
	return z.norm()
}

// sub is x−y; x ≥ y.
func (x nat) sub(y nat) nat {
	z := make(nat, len(x))
	var b uint32
	for i := range x {
		var yi uint32
		if i < len(y) {
			yi = y[i]
		}
		z[i], b = bits.Sub32(x[i], yi, b)
	}
	return z.norm()
}

func (x nat) mul(y nat) nat {
	z := make(nat, len(x)+len(y))
	for i, xi := range x {
		var c uint64
		for j, yj := range y {
			t := uint64(xi)*uint64(yj) + uint64(z[i+j]) + c
			z[i+j], c = uint32(t), t>>32
		}
		z[i+len(y)] = uint32(c)
	}
	return z.norm()
}

func (x nat) shl(s int) nat {
	if len(x) == 0 {
		return x
	}
	w, b := s/32, uint(s%32)
	z := make(nat, len(x)+w+1)
	for i, xi := range x {
		z[i+w] |= xi << b
		if b > 0 {
			z[i+w+1] = xi >> (32 - b)
		}
	}
	return z.norm()
}

func (x nat) shr(s int) nat {
	w, b := s/32, uint(s%32)
	if w >= len(x) {
		return nil
	}
	z := make(nat, len(x)-w)
	for i := range z {
		z[i] = x[i+w] >> b
		if b > 0 && i+w+1 < len(x) {
			z[i] |= x[i+w+1] << (32 - b)
		}
	}
	return z.norm()
}

// divSmall is x/d and its remainder; d > 0.
func (x nat) divSmall(d uint32) (nat, uint32) {
	z := make(nat, len(x))
	var r uint64
	for i := len(x) - 1; i >= 0; i-- {
		t := r<<32 | uint64(x[i])
		z[i], r = uint32(t/uint64(d)), t%uint64(d)
	}
	return z.norm(), uint32(r)
}

// Dyadic is the exact number m·2^e, m a non-negative integer.
type Dyadic struct {
	m nat
	e int
}

// Float is x exactly; x is finite and not negative, else it panics (the fee's parameters:
// their ranges, checked where club files and links are read, are 0–10,000,000 and 0–1).
func Float(x float64) Dyadic {
	if !(x >= 0) || math.IsInf(x, 0) {
		panic("exact: a value is negative or not a number")
	}
	fr, exp := math.Frexp(x) // x = fr·2^exp, fr in [0.5, 1)
	return Dyadic{natOf(uint64(fr * (1 << 53))), exp - 53}
}

// Int is k exactly; k ≥ 0.
func Int(k int) Dyadic { return Dyadic{natOf(uint64(k)), 0} }

// align gives a and b's integers at their common (lower) exponent.
func align(a, b Dyadic) (nat, nat, int) {
	if a.e < b.e {
		return a.m, b.m.shl(b.e - a.e), a.e
	}
	return a.m.shl(a.e - b.e), b.m, b.e
}

// Add is a+b.
func (a Dyadic) Add(b Dyadic) Dyadic {
	x, y, e := align(a, b)
	return Dyadic{x.add(y), e}
}

// Sub is a−b; a ≥ b, else it panics (a discount above 1).
func (a Dyadic) Sub(b Dyadic) Dyadic {
	x, y, e := align(a, b)
	if !x.geq(y) {
		panic("exact: a difference below 0")
	}
	return Dyadic{x.sub(y), e}
}

func (x nat) geq(y nat) bool {
	if len(x) != len(y) {
		return len(x) > len(y)
	}
	for i := len(x) - 1; i >= 0; i-- {
		if x[i] != y[i] {
			return x[i] > y[i]
		}
	}
	return true
}

// Mul is a·b.
func (a Dyadic) Mul(b Dyadic) Dyadic { return Dyadic{a.m.mul(b.m), a.e + b.e} }

// Quo is a/d as the nearest float64, ties to even (big.Rat's Float64); 0 < d < 2^31.
func (a Dyadic) Quo(d int) float64 {
	if len(a.m) == 0 {
		return 0
	}
	// q = floor(m·2^s / d) keeps 64 bits more than the 53 a float64 holds
	s := 64 + bits.Len32(uint32(d))
	q, r := a.m.shl(s).divSmall(uint32(d))
	e := a.e - s // a/d = (q + r/d)·2^e
	k := q.bitLen() - 1 + e
	unit := max(k-52, -1074) // the float's last place at a/d's magnitude
	t := unit - e            // bits of q below the last place (at least 12)
	hi := q.shr(t)
	if q.bit(t-1) && (r != 0 || q.anyBelow(t-1) || hi.bit(0)) {
		hi = hi.add(nat{1})
	}
	return math.Ldexp(float64(hi.low64()), unit) // hi ≤ 2^53
}

// RoundHalfUp is a/d rounded to the nearest integer, halves up; 0 < d < 2^31.
func (a Dyadic) RoundHalfUp(d int) int64 {
	// floor(a/d + 1/2) = floor((2m·2^e + d) / 2d), with 2^e moved to the side where it is whole
	x := a.m.shl(1 + max(a.e, 0)).add(natOf(uint64(d)).shl(max(-a.e, 0))).shr(max(-a.e, 0))
	q, _ := x.divSmall(uint32(2 * d))
	return int64(q.low64())
}
