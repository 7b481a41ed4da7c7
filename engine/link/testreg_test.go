package link

import (
	"math/rand/v2"

	"arbiter/engine"
)

// The test-only rulesets below stand in for the product's: the codec's own tests and the
// test-schema entries of testdata/links-v1.json depend on them, so they follow the same rule
// as real rulesets: append only, never reorder or change a field.

var allKinds = engine.Schema{
	{Name: "n", Kind: engine.KInt, Min: -50, Max: 50, Default: []int64{3}},
	{Name: "pct", Kind: engine.KDecimal, Prec: 2, Min: -10000, Max: 10000, Default: []int64{2500}},
	{Name: "vul", Kind: engine.KEnum, Options: []string{"none", "ns", "ew", "all"}, Default: []int64{0}},
	{Name: "late", Kind: engine.KBool, Default: []int64{0}},
	{Name: "hand", Kind: engine.KBridgeHand, Default: []int64{1<<13 - 1}},
	{Name: "phand", Kind: engine.KPrefHand, Default: []int64{1<<10 - 1}},
	{Name: "at", Kind: engine.KDateTime, Min: 0, Max: 60_000_000, Default: []int64{13_700_000}},
	{Name: "scores", Kind: engine.KIntList, Min: -7600, Max: 7600, MaxItems: 20},
	{Name: "imps", Kind: engine.KDecList, Prec: 1, Min: -300, Max: 300, MinItems: 1, MaxItems: 8, Default: []int64{0}},
	{Name: "lead", Kind: engine.KCard, Default: []int64{51}},
	{Name: "pcard", Kind: engine.KPrefCard, Default: []int64{0}},
	{Name: "entry", Kind: engine.KEntry, Default: []int64{0}},
	{Name: "entries", Kind: engine.KEntryList, MaxItems: 12},
	{Name: "board", Kind: engine.KInt, Min: 1, Max: 200, Optional: true},
	{Name: "delta", Kind: engine.KDecimal, Prec: 1, Min: -1000, Max: 1000, Optional: true},
	{Name: "vul2", Kind: engine.KEnum, Options: []string{"a", "b"}, Optional: true},
}

func computeSimple(p *engine.Params, in engine.Input) (*engine.Result, error) {
	m := in.Int("minutes")
	pct := float64(m) * p.F("lateness.pct_per_minute")
	verdict := "warning"
	if m > 0 {
		verdict = "penalty"
	}
	return &engine.Result{Parties: []engine.Party{
		{Role: "offender", Outs: []engine.Out{engine.Num("pct_top", -pct, "%", 2), engine.Str("verdict", verdict)}},
		{Role: "non-offender", Outs: []engine.Out{engine.Num("pct_top", 0, "%", 2), engine.Bool("allowed", m < 10)}},
	}}, nil
}

var testScoring = &engine.Ruleset{ID: "scoring", Version: 1,
	Params: []engine.Param{
		{Key: "lateness.pct_per_minute", Value: 5, Min: 0, Max: 25},
		{Key: "fine.max", Value: 10, Min: 0, Max: 100, Integer: true},
	},
	Calculators: []*engine.Calculator{
		{ID: "test.simple", Inputs: engine.Schema{{Name: "minutes", Kind: engine.KInt, Min: 0, Max: 120, Default: []int64{5}}}, Compute: computeSimple},
		{ID: "test.kinds", Inputs: allKinds},
		{ID: "test.empty"},
		{ID: "test.required", Inputs: engine.Schema{
			{Name: "a", Kind: engine.KInt, Max: 9, Default: []int64{1}},
			{Name: "b", Kind: engine.KInt, Max: 9},
		}},
	}}

var testNSBK = &engine.Ruleset{ID: "nsbk", Version: 2,
	Params: []engine.Param{
		{Key: "lateness.pct_per_minute", Value: 5, Min: 1, Max: 10, History: []engine.ParamChange{{Version: 2, Value: 6}}},
	},
	Calculators: []*engine.Calculator{
		{ID: "nsbk.test", Inputs: engine.Schema{
			{Name: "minutes", Kind: engine.KInt, Min: 0, Max: 120, Default: []int64{5}},
			{Name: "added", Kind: engine.KInt, Min: 0, Max: 9, Default: []int64{4}},
			{Name: "extra", Kind: engine.KIntList, Max: 9, MaxItems: 3},
			{Name: "maybe", Kind: engine.KBool, Optional: true},
		}, Compute: computeSimple},
	}}

// testLookup resolves the test-only rulesets.
func testLookup(id string) *engine.Ruleset {
	switch id {
	case "scoring":
		return testScoring
	case "nsbk":
		return testNSBK
	}
	return nil
}

var testCodec = New(testLookup)

// randomValues returns values valid for s: each field at random, optional ones absent at times.
func randomValues(r *rand.Rand, s engine.Schema) engine.Values {
	v := make(engine.Values, len(s))
	for i := range s {
		f := &s[i]
		if f.Kind.IsList() {
			hi := f.MinItems + 24 // typical forms, not the schema's largest
			if f.MaxItems > 0 && f.MaxItems < hi {
				hi = f.MaxItems
			}
			n := f.MinItems + r.IntN(hi-f.MinItems+1)
			l := make([]int64, n)
			for j := range l {
				l[j] = randomItem(r, f)
			}
			v[i] = l
			continue
		}
		if f.Optional && r.IntN(3) == 0 {
			continue
		}
		v[i] = []int64{randomItem(r, f)}
	}
	return v
}

func randomItem(r *rand.Rand, f *engine.Field) int64 {
	span := func(lo, hi int64) int64 {
		if hi <= lo {
			return lo
		}
		switch r.IntN(4) {
		case 0:
			return lo
		case 1:
			return hi
		}
		return lo + int64(r.Uint64N(uint64(hi-lo)+1))
	}
	hand := func(n, size int) int64 {
		var m int64
		for _, c := range r.Perm(n)[:size] {
			m |= 1 << c
		}
		return m
	}
	switch f.Kind {
	case engine.KEnum:
		return int64(r.IntN(max(1, len(f.Options))))
	case engine.KBool:
		return int64(r.IntN(2))
	case engine.KBridgeHand:
		return hand(52, 13)
	case engine.KPrefHand:
		return hand(32, 10)
	case engine.KCard:
		return int64(r.IntN(52))
	case engine.KPrefCard:
		return int64(r.IntN(32))
	case engine.KEntry, engine.KEntryList:
		return int64(r.IntN(engine.EntryCodes))
	}
	return span(f.Min, f.Max)
}
