package scoring

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/internal/calctest"
	"arbiter/engine/msg"
)

// The tests set fields as a director types them ("3", "yes", "4S N =; 3N E ="), through
// engine/internal/calctest, which reads a text with engine/input.

// num returns the numeric out role.name of r.
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
		in   calctest.Fields
		want float64
	}{
		{calctest.Fields{}, 420},
		{calctest.Fields{"vul": "yes"}, 620},
		{calctest.Fields{"level": "3", "strain": "N", "tricks": "9"}, 400},
		{calctest.Fields{"level": "4", "strain": "H", "doubled": "X", "vul": "yes", "tricks": "8"}, -500},
		{calctest.Fields{"level": "7", "strain": "N", "doubled": "XX", "vul": "1", "tricks": "13"}, 2980},
		{calctest.Fields{"level": "1", "strain": "C", "tricks": "7"}, 70},
		// board 2 is NS vulnerable: North declares vulnerable, East not
		{calctest.Fields{"board": "2", "declarer": "N"}, 620},
		{calctest.Fields{"board": "2", "declarer": "E", "vul": "yes"}, 420},
		{calctest.Fields{"board": "17", "declarer": "S", "vul": "yes"}, 420},
	}
	for _, tt := range tests {
		r, err := calctest.Run(t, Ruleset, "scoring.contract", tt.in, nil)
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
	r, err := calctest.Run(t, Ruleset, "scoring.contract", calctest.Fields{"level": "6", "strain": "S", "doubled": "X", "vul": "yes", "tricks": "13"}, nil)
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
		r, err := calctest.Run(t, Ruleset, "scoring.imp", calctest.Fields{"diff": tt.diff}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := num(t, r, "result", "imp"); got != tt.want {
			t.Errorf("imp(%s) = %v, want %v", tt.diff, got, tt.want)
		}
	}
}

func TestVP(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.vp", calctest.Fields{"boards": "16", "margin": "14"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h, v := num(t, r, "home", "vp"), num(t, r, "visitor", "vp"); h != 13.75 || v != 6.25 {
		t.Errorf("vp(16, 14) = %v, %v, want 13.75, 6.25", h, v)
	}
	r, err = calctest.Run(t, Ruleset, "scoring.vp", calctest.Fields{"boards": "16", "margin": "-14,5"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h := num(t, r, "home", "vp"); h >= 6.25 || h <= 5 {
		t.Errorf("vp(16, -14.5) home = %v, want between 5 and 6.25", h)
	}
}

func TestTraveller(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"board": "1", "entries": "4S N =; 4S N =; 4S N +1; 4S N -1"}, nil)
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
	r, err = calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N =; 4S N +1; 4S N -1"}, map[string]float64{"butler.discard": 0})
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
	r, err = calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N +1", "expected": "3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Flat()["result.neuberg"]; v != true {
		t.Errorf("neuberg = %v, want true", v)
	}
	// fewer expected than given
	_, err = calctest.Run(t, Ruleset, "scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N +1", "expected": "1"}, nil)
	if engine.ErrorCode(err) != engine.EINVALID {
		t.Errorf("expected < results: error %v, want EINVALID", err)
	}
}

func TestMatch(t *testing.T) {
	r, err := calctest.Run(t, Ruleset, "scoring.match", calctest.Fields{
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
	_, err = calctest.Run(t, Ruleset, "scoring.match", calctest.Fields{"open": "4S N =; 3N E =", "closed": "4S N -1"}, nil)
	var e *engine.Error
	if ee, ok := err.(*engine.Error); ok {
		e = ee
	}
	if e == nil || e.Code != engine.EINVALID || e.Field != "closed" {
		t.Errorf("unequal rooms: error %v, want EINVALID on closed", err)
	}
}

// TestCoresAreTheForms: each calculator is its typed core behind the form: the core called
// with Go values gives what the calculator gives with the same values typed on its form.
func TestCoresAreTheForms(t *testing.T) {
	p := func() *engine.Params { return engine.NewParams(Ruleset, nil) }
	entries := func(s ...string) []bridge.Entry {
		out := make([]bridge.Entry, len(s))
		for i, x := range s {
			e, err := bridge.ParseEntry(x)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = e
		}
		return out
	}
	for _, tt := range []struct {
		id   string
		set  calctest.Fields
		core func() (*engine.Result, error)
	}{
		{"scoring.contract", calctest.Fields{"level": "3", "strain": "N", "doubled": "X", "board": "2", "declarer": "E", "tricks": "7"},
			func() (*engine.Result, error) {
				return Contract(p(), ContractInput{Level: 3, Strain: "N", Doubled: "X", Board: new(2), Declarer: "E", Tricks: 7})
			}},
		{"scoring.imp", calctest.Fields{"diff": "-15"},
			func() (*engine.Result, error) { return IMP(p(), IMPInput{Diff: -15}) }},
		{"scoring.vp", calctest.Fields{"boards": "16", "margin": "-14,5"},
			func() (*engine.Result, error) { return VP(p(), VPInput{Boards: 16, Margin: -14.5}) }},
		{"scoring.traveller", calctest.Fields{"entries": "4S N =; 4S N +1", "expected": "3", "discard": "0"},
			func() (*engine.Result, error) {
				return Traveller(p(), TravellerInput{Board: 1, Entries: entries("4S N =", "4S N +1"), Expected: new(3), Discard: new(0)})
			}},
		{"scoring.match", calctest.Fields{"length": "8", "first": "3", "open": "4S N =; 3N E =", "closed": "4S N -1; 3N E =", "visitor_imp_adj": "3"},
			func() (*engine.Result, error) {
				return Match(p(), MatchInput{Length: new(8), First: 3, Open: entries("4S N =", "3N E ="), Closed: entries("4S N -1", "3N E ="),
					VisitorIMPAdj: 3})
			}},
	} {
		t.Run(tt.id, func(t *testing.T) {
			form, err := calctest.Run(t, Ruleset, tt.id, tt.set, nil)
			if err != nil {
				t.Fatalf("%s(%v): %v", tt.id, tt.set, err)
			}
			core, err := tt.core()
			if err != nil {
				t.Fatalf("%s core: %v", tt.id, err)
			}
			if !calctest.SameRuling(core, form) {
				t.Errorf("%s core = %+v, form = %+v", tt.id, core, form)
			}
		})
	}
}

// TestCoresRejectUnknownCodes: a typed core refuses an option code its form does not offer
// (the form cannot send one), naming the field.
func TestCoresRejectUnknownCodes(t *testing.T) {
	p := engine.NewParams(Ruleset, nil)
	for _, tt := range []struct {
		name  string
		in    ContractInput
		field string
	}{
		{"strain", ContractInput{Level: 4, Strain: "NT", Doubled: "none", Declarer: "N", Tricks: 10}, "strain"},
		{"doubled", ContractInput{Level: 4, Strain: "S", Doubled: "", Declarer: "N", Tricks: 10}, "doubled"},
		{"declarer", ContractInput{Level: 4, Strain: "S", Doubled: "none", Declarer: "north", Tricks: 10}, "declarer"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Contract(p, tt.in)
			if engine.ErrorCode(err) != engine.EINVALID {
				t.Fatalf("Contract(%+v) error %v, want EINVALID", tt.in, err)
			}
			if f := engine.Errors(err)[0].Field; f != tt.field {
				t.Errorf("Contract(%+v) error field %q, want %q", tt.in, f, tt.field)
			}
		})
	}
}
