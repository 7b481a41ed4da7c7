package scoring

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/input"
	"arbiter/engine/msg"
)

// run parses text values (field name → text, as typed) over the schema's defaults and runs the
// calculator.
func run(t *testing.T, id string, in map[string]string, over map[string]float64) (*engine.Result, error) {
	t.Helper()
	c := Ruleset.Calculator(id)
	if c == nil {
		t.Fatalf("no calculator %s", id)
	}
	v := c.Inputs.Defaults()
	for name, s := range in {
		f := c.Inputs.Field(name)
		if f == nil {
			t.Fatalf("%s has no field %s", id, name)
		}
		x, err := input.Parse(f, s)
		if err != nil {
			t.Fatalf("%s: Parse(%s, %q): %v", id, name, s, err)
		}
		v[c.Inputs.Index(name)] = x
	}
	return c.Run(engine.NewParams(Ruleset, over), v)
}

func num(t *testing.T, r *engine.Result, role, name string) float64 {
	t.Helper()
	v, ok := r.Flat()[role+"."+name]
	if !ok {
		t.Fatalf("result has no %s.%s: %v", role, name, r.Flat())
	}
	f, _ := v.(float64)
	return f
}

func TestContract(t *testing.T) {
	tests := []struct {
		in   map[string]string
		want float64
	}{
		{map[string]string{}, 420},
		{map[string]string{"vul": "yes"}, 620},
		{map[string]string{"level": "3", "strain": "N", "tricks": "9"}, 400},
		{map[string]string{"level": "4", "strain": "H", "doubled": "X", "vul": "yes", "tricks": "8"}, -500},
		{map[string]string{"level": "7", "strain": "N", "doubled": "XX", "vul": "1", "tricks": "13"}, 2980},
		{map[string]string{"level": "1", "strain": "C", "tricks": "7"}, 70},
		// board 2 is NS vulnerable: North declares vulnerable, East not
		{map[string]string{"board": "2", "declarer": "N"}, 620},
		{map[string]string{"board": "2", "declarer": "E", "vul": "yes"}, 420},
		{map[string]string{"board": "17", "declarer": "S", "vul": "yes"}, 420},
	}
	for _, tt := range tests {
		r, err := run(t, "scoring.contract", tt.in, nil)
		if err != nil {
			t.Errorf("contract %v: %v", tt.in, err)
			continue
		}
		if got := num(t, r, "declarer", "score"); got != tt.want {
			t.Errorf("contract %v = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestContractSteps(t *testing.T) {
	r, err := run(t, "scoring.contract", map[string]string{"level": "6", "strain": "S", "doubled": "X", "vul": "yes", "tricks": "13"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, s := range r.Steps {
		keys = append(keys, s.Key)
	}
	want := []string{"scoring.step.contract", "scoring.step.trick-score", "scoring.step.overtricks", "scoring.step.insult", "scoring.step.game", "scoring.step.small-slam", "scoring.step.total"}
	if len(keys) != len(want) {
		t.Fatalf("steps = %v, want %v", keys, want)
	}
	for i := range want {
		if keys[i] != want[i] {
			t.Errorf("step %d = %s, want %s", i, keys[i], want[i])
		}
	}
	if got, want := msg.T(msg.EN, r.Steps[len(r.Steps)-1].Key, r.Steps[len(r.Steps)-1].Args...), "Declarer's score: 1,860."; got != want {
		t.Errorf("last step = %q, want %q", got, want)
	}
}

func TestIMP(t *testing.T) {
	for _, tt := range []struct {
		diff string
		want float64
	}{{"430", 10}, {"-430", -10}, {"0", 0}, {"15", 1}, {"4000", 24}, {"-20000", -24}} {
		r, err := run(t, "scoring.imp", map[string]string{"diff": tt.diff}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := num(t, r, "result", "imp"); got != tt.want {
			t.Errorf("imp(%s) = %v, want %v", tt.diff, got, tt.want)
		}
	}
}

func TestVP(t *testing.T) {
	r, err := run(t, "scoring.vp", map[string]string{"boards": "16", "margin": "14"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h, v := num(t, r, "home", "vp"), num(t, r, "visitor", "vp"); h != 13.75 || v != 6.25 {
		t.Errorf("vp(16, 14) = %v, %v, want 13.75, 6.25", h, v)
	}
	r, err = run(t, "scoring.vp", map[string]string{"boards": "16", "margin": "-14,5"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h := num(t, r, "home", "vp"); h >= 6.25 || h <= 5 {
		t.Errorf("vp(16, -14.5) home = %v, want between 5 and 6.25", h)
	}
}

func TestTraveller(t *testing.T) {
	r, err := run(t, "scoring.traveller", map[string]string{"board": "1", "entries": "4S N =; 4S N =; 4S N +1; 4S N -1"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := num(t, r, "result", "top"); got != 6 {
		t.Errorf("top = %v, want 6", got)
	}
	// datum: drop 450 and -50, mean of 420, 420 = 420
	if got := num(t, r, "result", "datum"); got != 420 {
		t.Errorf("datum = %v, want 420", got)
	}
	lines := 0
	for _, p := range r.Parties {
		if p.Role == "line" {
			lines++
			if p.Name == "3" {
				if o, _ := p.Out("mp"); o.Num != 6 {
					t.Errorf("line 3 mp = %v, want 6", o.Num)
				}
				if o, _ := p.Out("butler"); o.Num != 1 {
					t.Errorf("line 3 butler = %v, want 1", o.Num)
				}
			}
		}
	}
	if lines != 4 {
		t.Errorf("%d line parties, want 4", lines)
	}
	// the discard parameter from a club file
	r, err = run(t, "scoring.traveller", map[string]string{"entries": "4S N =; 4S N =; 4S N +1; 4S N -1"}, map[string]float64{"butler.discard": 0})
	if err != nil {
		t.Fatal(err)
	}
	if got := num(t, r, "result", "datum"); got != 310 { // (420+420+450-50)/4 = 310
		t.Errorf("datum with discard 0 = %v, want 310", got)
	}
	if len(r.Club) != 1 || r.Club[0] != "butler.discard" {
		t.Errorf("Club = %v, want [butler.discard]", r.Club)
	}
	// Neuberg
	r, err = run(t, "scoring.traveller", map[string]string{"entries": "4S N =; 4S N +1", "expected": "3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Flat()["result.neuberg"]; v != true {
		t.Errorf("neuberg = %v, want true", v)
	}
	// fewer expected than given
	_, err = run(t, "scoring.traveller", map[string]string{"entries": "4S N =; 4S N +1", "expected": "1"}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("expected < results: error %v, want EINVALID", err)
	}
}

func TestMatch(t *testing.T) {
	r, err := run(t, "scoring.match", map[string]string{
		"open":   "4S N =; 3N E =",
		"closed": "4S N -1; 3N E =",
		"first":  "1", "home_fine": "1", "visitor_imp_adj": "3",
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// board 1 none vul: 420 and +50 = 470 → 10 IMP home; board 2 same contract → 0
	if got := num(t, r, "home", "imp"); got != 10 {
		t.Errorf("home imp = %v, want 10", got)
	}
	if got := num(t, r, "visitor", "imp"); got != 3 {
		t.Errorf("visitor imp = %v, want 3", got)
	}
	h, v := num(t, r, "home", "vp"), num(t, r, "visitor", "vp")
	if h+v != 20 {
		t.Errorf("vp %v + %v != 20", h, v)
	}
	if got := num(t, r, "home", "final"); got != engine.Round2(h-1) {
		t.Errorf("home final = %v, want %v", got, h-1)
	}
	_, err = run(t, "scoring.match", map[string]string{"open": "4S N =; 3N E =", "closed": "4S N -1"}, nil)
	var e *engine.Error
	if ee, ok := err.(*engine.Error); ok {
		e = ee
	}
	if e == nil || e.Code != engine.EINVALID || e.Field != "closed" {
		t.Errorf("unequal rooms: error %v, want EINVALID on closed", err)
	}
}
