package club

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"
)

const valid = `{"format": 1, "club": "BK Novi Sad", "default_ruleset": "nsbk", "default_language": "sr",
 "overrides": {"scoring": {"butler.discard": 0, "butler.round_to": 10}}}`

func TestDecode(t *testing.T) {
	f, err := Decode([]byte(valid))
	if err != nil {
		t.Fatal(err)
	}
	want := &File{Club: "BK Novi Sad", DefaultRuleset: "nsbk", DefaultLanguage: "sr",
		Values: map[string]map[string]float64{"scoring": {"butler.discard": 0, "butler.round_to": 10}}}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("Decode = %+v, want %+v", f, want)
	}
	if o := f.Overrides("scoring"); !reflect.DeepEqual(o, want.Values["scoring"]) {
		t.Errorf("Overrides(scoring) = %v", o)
	}
	if o := f.Overrides("nsbk"); o != nil {
		t.Errorf("Overrides(nsbk) = %v, want nil", o)
	}
	// only the changed value is a difference
	d := f.Diff("scoring")
	if len(d) != 1 || d[0].Key != "butler.discard" || d[0].Builtin != 1 || d[0].Value != 0 || d[0].Param == nil {
		t.Errorf("Diff(scoring) = %+v, want one change of butler.discard 1 → 0", d)
	}
	// the overrides reach a calculation, which says they came from the club
	rs := rulesets.Scoring()
	c := rs.Calculator("scoring.traveller")
	res, err := c.Run(engine.NewParams(rs, f.Overrides("scoring")), c.Inputs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Club) == 0 {
		t.Errorf("result does not name the club's parameters")
	}
	min, err := Decode([]byte(`{"format":1}`))
	if err != nil || !reflect.DeepEqual(min, &File{}) {
		t.Errorf("Decode(minimal) = %+v, %v", min, err)
	}
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name, in string
		code     engine.Code
		path     string
		key      string
	}{
		{"not json", `{"format":1`, engine.EINVALID, "club", "club.err.syntax"},
		{"empty", ``, engine.EINVALID, "club", "club.err.syntax"},
		{"array", `[1]`, engine.EINVALID, "club", "club.err.type"},
		{"trailing", `{"format":1} {}`, engine.EINVALID, "club", "club.err.syntax"},
		{"no format", `{"club":"x"}`, engine.EINVALID, "format", "club.err.format"},
		{"format 2", `{"format":2}`, engine.EUNSUPPORTED, "format", "club.err.format"},
		{"format 1.5", `{"format":1.5}`, engine.EINVALID, "format", "club.err.format"},
		{"format string", `{"format":"1"}`, engine.EINVALID, "format", "club.err.type"},
		{"unknown key", `{"format":1,"colour":"red"}`, engine.EINVALID, "colour", "club.err.key"},
		{"duplicate key", `{"format":1,"club":"a","club":"b"}`, engine.EINVALID, "club", "club.err.duplicate"},
		{"club not string", `{"format":1,"club":5}`, engine.EINVALID, "club", "club.err.type"},
		{"club object", `{"format":1,"club":{}}`, engine.EINVALID, "club", "club.err.type"},
		{"club too long", `{"format":1,"club":"` + strings.Repeat("é", MaxName+1) + `"}`, engine.EINVALID, "club", "club.err.long"},
		{"unknown ruleset", `{"format":1,"default_ruleset":"acbl"}`, engine.EINVALID, "default_ruleset", "club.err.ruleset"},
		{"scoring is not a regulation", `{"format":1,"default_ruleset":"scoring"}`, engine.EINVALID, "default_ruleset", "club.err.ruleset"},
		{"unknown language", `{"format":1,"default_language":"de"}`, engine.EINVALID, "default_language", "club.err.language"},
		{"overrides not object", `{"format":1,"overrides":[]}`, engine.EINVALID, "overrides", "club.err.type"},
		{"override unknown ruleset", `{"format":1,"overrides":{"acbl":{}}}`, engine.EINVALID, "overrides.acbl", "club.err.ruleset"},
		{"override duplicate ruleset", `{"format":1,"overrides":{"scoring":{},"scoring":{}}}`, engine.EINVALID, "overrides.scoring", "club.err.duplicate"},
		{"override unknown param", `{"format":1,"overrides":{"scoring":{"butler.nope":1}}}`, engine.EINVALID, "overrides.scoring.butler.nope", "club.err.param"},
		{"override string", `{"format":1,"overrides":{"scoring":{"butler.discard":"1"}}}`, engine.EINVALID, "overrides.scoring.butler.discard", "club.err.type"},
		{"override null", `{"format":1,"overrides":{"scoring":{"butler.discard":null}}}`, engine.EINVALID, "overrides.scoring.butler.discard", "club.err.type"},
		{"override duplicate param", `{"format":1,"overrides":{"scoring":{"butler.discard":1,"butler.discard":2}}}`, engine.EINVALID, "overrides.scoring.butler.discard", "club.err.duplicate"},
		{"override above max", `{"format":1,"overrides":{"scoring":{"butler.discard":11}}}`, engine.EINVALID, "overrides.scoring.butler.discard", "club.err.range"},
		{"override below min", `{"format":1,"overrides":{"scoring":{"butler.round_to":0}}}`, engine.EINVALID, "overrides.scoring.butler.round_to", "club.err.range"},
		{"override not whole", `{"format":1,"overrides":{"scoring":{"butler.discard":1.5}}}`, engine.EINVALID, "overrides.scoring.butler.discard", "club.err.whole"},
		{"override huge", `{"format":1,"overrides":{"scoring":{"butler.discard":1e999}}}`, engine.EINVALID, "overrides.scoring.butler.discard", "club.err.type"},
		{"too large", `{"format":1,"club":"` + strings.Repeat("x", MaxSize) + `"}`, engine.EINVALID, "club", "club.err.size"},
		{"not utf-8", "{\"format\":1,\"club\":\"\xff\"}", engine.EINVALID, "club", "club.err.syntax"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Decode([]byte(tt.in))
			var e *engine.Error
			if !errors.As(err, &e) {
				t.Fatalf("Decode(%.60s) = %+v, %v, want %s on %s", tt.in, f, err, tt.code, tt.path)
			}
			if e.Code != tt.code || e.Field != tt.path || e.Key != tt.key {
				t.Errorf("Decode(%.60s) error = %s %s %s, want %s %s %s", tt.in, e.Code, e.Field, e.Key, tt.code, tt.path, tt.key)
			}
			if m := e.Message(msg.SR); !msg.Has(e.Key) || !strings.Contains(m, tt.path) && tt.key != "club.err.size" {
				t.Errorf("Message(SR) = %q: does not name %s", m, tt.path)
			}
		})
	}
}

// Every parameter of every ruleset this build has: its bounds are accepted, values outside
// them and fractions of an integer parameter are not.
func TestEveryParam(t *testing.T) {
	n := 0
	for _, rs := range append(rulesets.All(), rulesets.Scoring()) {
		for _, p := range rs.Params {
			n++
			path := "overrides." + rs.ID + "." + p.Key
			doc := func(v string) []byte {
				return []byte(fmt.Sprintf(`{"format":1,"overrides":{%q:{%q:%s}}}`, rs.ID, p.Key, v))
			}
			num := func(v float64) string { b, _ := json.Marshal(v); return string(b) }
			for _, v := range []float64{p.Min, p.Max, p.Value} {
				f, err := Decode(doc(num(v)))
				if err != nil {
					t.Errorf("%s = %v: %v", path, v, err)
					continue
				}
				if got := f.Overrides(rs.ID)[p.Key]; got != v {
					t.Errorf("%s = %v read as %v", path, v, got)
				}
				if d := f.Diff(rs.ID); (len(d) == 1) != (v != p.At(rs.Version)) {
					t.Errorf("%s = %v: Diff = %+v", path, v, d)
				}
			}
			bad := []float64{p.Max + 1, p.Min - 1}
			if p.Integer && p.Max > p.Min {
				bad = append(bad, p.Min+0.5)
			}
			for _, v := range bad {
				_, err := Decode(doc(num(v)))
				if e, ok := err.(*engine.Error); !ok || e.Code != engine.EINVALID || e.Field != path {
					t.Errorf("%s = %v: error %v, want EINVALID on %s", path, v, err, path)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no parameters in any ruleset")
	}
}

func TestEncode(t *testing.T) {
	f, _ := Decode([]byte(valid))
	b, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Decode(b)
	if err != nil || !reflect.DeepEqual(f, g) {
		t.Errorf("Decode(Encode(f)) = %+v, %v, want %+v\n%s", g, err, f, b)
	}
	if !strings.HasPrefix(string(b), "{\n  \"format\": 1,\n  \"club\": \"BK Novi Sad\"") {
		t.Errorf("Encode = %s", b)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(valid))
	f.Add([]byte(`{"format":1}`))
	f.Add([]byte(`{"format":1,"overrides":{"scoring":{}}}`))
	f.Add([]byte(`{"format":1,"club":"a","club":"b"}`))
	f.Add([]byte(`{"format":1,"overrides":{"scoring":{"butler.discard":1.5}}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := Decode(b)
		if err != nil {
			var e *engine.Error
			if !errors.As(err, &e) || e.Field == "" || (e.Code != engine.EINVALID && e.Code != engine.EUNSUPPORTED) {
				t.Fatalf("Decode(%q) error %v: want an *engine.Error naming a path", b, err)
			}
			return
		}
		out, err := c.Encode()
		if err != nil {
			t.Fatalf("Encode(%+v): %v", c, err)
		}
		c2, err := Decode(out)
		if err != nil || !reflect.DeepEqual(c, c2) {
			t.Fatalf("Decode(Encode(%+v)) = %+v, %v\n%s", c, c2, err, out)
		}
	})
}
