package eventlog

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
)

// sameAsJSON checks that DecodeIncidents reads data as json.Unmarshal does, and reports
// whether the fast reading took it (not encoding/json).
func sameAsJSON(t *testing.T, data []byte) bool {
	t.Helper()
	var want []Incident
	werr := json.Unmarshal(data, &want)
	got, gerr := DecodeIncidents(data)
	if (werr == nil) != (gerr == nil) {
		t.Fatalf("DecodeIncidents(%.200s): error %v, json.Unmarshal's %v", data, gerr, werr)
	}
	if werr == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("DecodeIncidents(%.300s):\n got %+v\nwant %+v", data, got, want)
	}
	_, fast := fastIncidents(data)
	return fast
}

func TestDecodeIncidents(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string
		fast bool // the fast reading takes it
	}{
		{"null", `null`, true},
		{"empty", `[]`, true},
		{"spaces", " [ ] \n", true},
		{"minimal", `[{"event":"e","number":1,"time":"2026-01-10T19:05","calculator":"c","values":[[1],[2,3],null,[]],"result":[],"status":"active"}]`, true},
		// every field: TestFastReaderEveryField (fill_test.go); here forms as written by hand
		{"written by hand", `[{"event":"e","number":100002,"time":"2026-01-10T19:05","round":1,"table":2,"board":3,"game":4,
			"parties":[{"role":"offender","number":3},{"role":"non_offender","number":4}],"player":7,"team":3,"calculator":"c",
			"values":[[-9007199254740993]],"result":[{"role":"r","name":"n","num":-1.25e3,"unit":"vp","prec":2},{"role":"r","name":"c","code":"x"},{"role":"r","name":"b","bool":false},{"role":"r","name":"t","bool":true}],
			"announced":[{"role":"r","name":"n","num":0.5}],"notes":"č ő 日本","status":"revoked","reason":"why","revoked_at":"2026-01-10T20:00",
			"superseded_by":5,"supersedes":2,"session":3,"id":"e.1","by":"d1","revoked_by":"d1","rev":"2-ab","revs":["1-cd"],
			"conflicts":[{"event":"e","number":100002,"time":"2026-01-10T19:06","calculator":"c","values":[],"result":null,"status":"active","id":"e.1","by":"d1","rev":"2-ef"}],
			"x":{"later":[1,{"a":"}"}],"flag":true,"n":null,"z":-0.5e-3}}]`, true},
		{"nulls", `[{"event":null,"number":null,"time":null,"parties":[null],"values":[[null]],"result":[null,{"bool":null,"num":null}],"revoked_at":null,"revs":null,"conflicts":[null],"x":null}]`, true},
		{"indented", "[\n {\n  \"event\": \"e\",\n  \"number\": 1\n }\n]", true},
		// given to encoding/json
		{"escape", `[{"event":"a\"b\u00e9\n"}]`, true},
		{"escaped key", `[{"ev\u0065nt":"e"}]`, false},
		{"key in another case", `[{"Event":"e","NUMBER":2}]`, false},
		{"unknown field", `[{"event":"e","later":1}]`, false},
		{"repeated key", `[{"event":"e","event":"f"}]`, false},
		{"repeated slice", `[{"revs":["a","b"],"revs":["c"]}]`, false},
		{"fraction for an int", `[{"number":1.5}]`, false},
		{"exponent for an int", `[{"number":1e2}]`, false},
		{"overflow", `[{"number":99999999999999999999}]`, false},
		{"float overflow", `[{"result":[{"num":1e999}]}]`, false},
		{"string for an int", `[{"number":"1"}]`, false},
		{"bad time", `[{"time":"2026-02-30T10:00"}]`, false},
		{"time as a number", `[{"time":12}]`, false},
		{"bad UTF-8", "[{\"notes\":\"a\xffb\"}]", true},
		{"object for an array", `[{"values":{}}]`, false},
		{"not an array", `{"event":"e"}`, false},
		{"trailing comma", `[{"event":"e"},]`, false},
		{"plus sign", `[{"number":+1}]`, false},
		{"leading zero", `[{"number":01}]`, false},
		{"truncated", `[{"event":"e"`, false},
		{"trailing data", `[] []`, false},
		{"bad extra", `[{"x":[1,2]}]`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if fast := sameAsJSON(t, []byte(tc.data)); fast != tc.fast {
				t.Errorf("fast reading took it: %v, want %v", fast, tc.fast)
			}
		})
	}
}

// The golden logs' incidents, as exported and as stored (re-marshalled), read alike.
func TestDecodeIncidentsGolden(t *testing.T) {
	for _, f := range []string{"testdata/golden-log-v1.json", "testdata/log-v1.json"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var raw struct {
			Incidents json.RawMessage `json:"incidents"`
		}
		if err := json.Unmarshal(data, &raw); err != nil {
			t.Fatal(err)
		}
		sameAsJSON(t, raw.Incidents)
		doc, err := Parse(data, testLookup)
		if err != nil {
			t.Fatal(err)
		}
		stored, _ := json.Marshal(doc.Incidents)
		if !sameAsJSON(t, stored) {
			t.Errorf("%s: the stored form of its incidents is not read fast", f)
		}
	}
}

func FuzzDecodeIncidents(f *testing.F) {
	f.Add([]byte(`[{"event":"e","number":1,"time":"2026-01-10T19:05","calculator":"c","values":[[1]],"result":[{"role":"r","name":"n","num":1.5,"bool":true}],"status":"active","x":{"a":[1]}}]`))
	f.Add([]byte(`[{"conflicts":[{"revs":["1-a"],"revoked_at":"2026-01-10T20:00"}],"parties":[{"role":"o","number":3}]}]`))
	f.Add([]byte(`[{"notes":"\u00e9\ud800","number":-0}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sameAsJSON(t, data)
	})
}

// parseBoth parses data the fast way and the slow way and fails when they differ.
func parseBoth(t *testing.T, data []byte) {
	t.Helper()
	fd, ferr := Parse(data, testLookup)
	slowOnly = true
	sd, serr := Parse(data, testLookup)
	slowOnly = false
	if (ferr == nil) != (serr == nil) || ferr != nil && ferr.Error() != serr.Error() {
		t.Fatalf("Parse(%.200s): error %v, the slow reading's %v", data, ferr, serr)
	}
	if ferr == nil {
		fd.lookup, sd.lookup = nil, nil // funcs are never DeepEqual
	}
	if ferr == nil && !reflect.DeepEqual(fd, sd) {
		t.Fatalf("Parse(%.300s) differs from the slow reading:\n%+v\n%+v", data, fd, sd)
	}
}

// schema2Seeds are the golden logs as this version exports them (schema 2: read the fast way).
func schema2Seeds(tb testing.TB) [][]byte {
	var out [][]byte
	for _, f := range []string{"testdata/golden-log-v1.json", "testdata/log-v1.json"} {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, data)
		d, err := Parse(data, testLookup)
		if err != nil {
			tb.Fatal(err)
		}
		m := NewMem(testLookup)
		ctx := context.Background()
		p, err := NewPlan(ctx, m, d)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := m.Apply(ctx, p); err != nil {
			tb.Fatal(err)
		}
		exp, err := Export(ctx, m)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, exp)
	}
	return out
}

func TestParseFast(t *testing.T) {
	seeds := schema2Seeds(t)
	for _, s := range seeds {
		parseBoth(t, s)
	}
	for _, s := range []string{
		`{"format":"arbiter-log","schema":2,"events":[],"incidents":[]}`,
		`{"format":"arbiter-log","schema":2}`,
		`{"format":"arbiter-log","schema":2,"events":null,"incidents":null}`,
		`{"Format":"arbiter-log","schema":2,"events":[],"incidents":[]}`,
		`{"format":"arbiter-log","schema":2.0,"events":[],"incidents":[]}`,
		`{"format":"arbiter-log","schema":3,"events":[],"incidents":[],"later":1}`,
		`{"format":"arbiter-log","schema":2,"events":[{"id":"a","later":1}],"incidents":[]}`,
		`{"format":"arbiter-log","schema":2,"events":[{"id":"a","name":"A","date":"2026-01-10","ruleset":"nsbk","data_version":1,"kind":"pairs","form":"mp"}],"incidents":[{"event":"a","number":1,"later":2}]}`,
		`[]`,
		// a repeated key where encoding/json reads (the events, a newer version's fields), bad JSON there
		`{"format":"arbiter-log","schema":2,"events":[{"id":"a","id":"b"}],"incidents":[]}`,
		`{"format":"arbiter-log","schema":2,"events":[],"incidents":[{"event":"a","x":{"k":1,"k":2}}]}`,
		`{"format":"arbiter-log","schema":2,"events":[1 2],"incidents":[]}`,
		`{"format":"arbiter-log","schema":2,"events":[],"incidents":[{"x":{"k":}}]}`,
		`{"format":"arbiter-log","schema":2,"events":[],"incidents":[],"format":"arbiter-log"}`,
		`{"format":"arbiter-log","schema":2,"events":[],"incidents":[]} x`,
		"{\"format\":\"arbiter-log\",\"schema\":2,\"events\":[],\"incidents\":[{\"notes\":\"\x01\"}]}",
	} {
		parseBoth(t, []byte(s))
	}
	if _, ok := fastTop(seeds[1]); !ok {
		t.Error("an export of this version is not read the fast way")
	}
}

func FuzzParseFast(f *testing.F) {
	for _, s := range schema2Seeds(f) {
		f.Add(s)
	}
	f.Add([]byte(`{"format":"arbiter-log","schema":2,"events":[{"id":"a"}],"incidents":[{"event":"a","values":[[1],null]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		parseBoth(t, data)
	})
}

// TestDecodeSlabsApart: the incidents read together share the decoder's slabs, and yet an
// append to one incident's values, result or notes' bytes never reaches the next one's.
func TestDecodeSlabsApart(t *testing.T) {
	one := `{"event":"e","number":%d,"time":"2026-01-10T19:05","calculator":"c","values":[[%d,2],[3]],"result":[{"role":"r","name":"n","num":%d}],"status":"active","id":"id-%d","rev":"1-%d"}`
	var parts []string
	for i := 1; i <= 300; i++ { // more than the first slabs hold
		parts = append(parts, fmt.Sprintf(one, i, i, i, i, i))
	}
	data := []byte("[" + strings.Join(parts, ",") + "]")
	if _, fast := fastIncidents(data); !fast {
		t.Fatal("not read the fast way")
	}
	got, err := DecodeIncidents(data)
	if err != nil || len(got) != 300 {
		t.Fatalf("DecodeIncidents = %d, %v", len(got), err)
	}
	for i := range got {
		got[i].Values[0] = append(got[i].Values[0], -1)
		got[i].Values = append(got[i].Values, []int64{-2})
		got[i].Result = append(got[i].Result, Out{Role: "x"})
	}
	for i, in := range got {
		n := int64(i + 1)
		if !reflect.DeepEqual(in.Values, engine.Values{{n, 2, -1}, {3}, {-2}}) || len(in.Result) != 2 || in.Result[0].Num != float64(n) ||
			in.ID != fmt.Sprint("id-", n) || in.Rev != fmt.Sprint("1-", n) {
			t.Fatalf("incident %d after the appends: %+v", n, in)
		}
	}
}
