package calctest

import (
	"testing"

	"arbiter/engine"
)

var calc = &engine.Calculator{ID: "t.c", Inputs: engine.Schema{
	engine.IntField("n", "", 0, 9, 1),
	engine.DecField("d", "", 2, 0, 100, 1),
	engine.EnumField("e", "", 0, "a", "b"),
	engine.BoolField("b", "", false),
	engine.IntField("o", "", 0, 9, 0).Opt(),
	engine.IntListField("l", "", -9, 9, 0, 5),
	engine.DateTimeField("at", "", 0),
}, Compute: func(p *engine.Params, in engine.Input) (*engine.Result, error) {
	return &engine.Result{Parties: []engine.Party{{Role: "x", Outs: []engine.Out{engine.Num("n", float64(in.Int("n")), "", 0)}}}}, nil
}}

func TestValues(t *testing.T) {
	v := Values(t, calc, Fields{"n": 3, "d": 12.5, "e": "b", "b": true, "o": nil, "l": "1, -2, 3", "at": "2000-01-01 01:30"})
	want := engine.Values{{3}, {1250}, {1}, {1}, nil, {1, -2, 3}, {90}}
	for i := range want {
		if len(v[i]) != len(want[i]) || (v[i] == nil) != (want[i] == nil) {
			t.Fatalf("Values = %v, want %v", v, want)
		}
		for j := range want[i] {
			if v[i][j] != want[i][j] {
				t.Fatalf("Values = %v, want %v", v, want)
			}
		}
	}
	rs := &engine.Ruleset{ID: "t", Version: 1, Calculators: []*engine.Calculator{calc}}
	if flat, _ := MustRun(t, rs, "t.c", Fields{"n": 7}, nil); flat["x.n"] != 7.0 {
		t.Errorf("MustRun(n=7) = %v", flat)
	}
}

// TestBuild: Build takes what Values takes and returns, instead of stopping the test, an error
// for a name or value the calculator cannot take: EINVALID for a bad option code or text.
func TestBuild(t *testing.T) {
	if v, err := Build(calc, Fields{"n": 3, "e": "b"}); err != nil || v[0][0] != 3 || v[2][0] != 1 || v[1][0] != 100 {
		t.Errorf("Build(n=3, e=b) = %v, %v; want n 3, e 1, d its default 100", v, err)
	}
	for _, tt := range []struct {
		set  Fields
		code engine.Code
	}{
		{Fields{"nope": 1}, engine.EINTERNAL},
		{Fields{"e": "c"}, engine.EINVALID},
		{Fields{"l": "1, x"}, engine.EINVALID},
		{Fields{"at": "yesterday"}, engine.EINVALID},
		{Fields{"n": uint8(1)}, engine.EINTERNAL},
	} {
		if v, err := Build(calc, tt.set); err == nil || engine.ErrorCode(err) != tt.code {
			t.Errorf("Build(%v) = %v, %v; want an error with code %s", tt.set, v, err, tt.code)
		}
	}
}
