package eventlog

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
)

// tokenCheckKeys is checkKeys as it was written first, over json.Decoder.Token: the reference
// the one-pass scanner must agree with.
func tokenCheckKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	type frame struct {
		obj, wantKey bool
		keys         map[string]bool
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				if top != nil && top.obj {
					top.wantKey = true
				}
				stack = append(stack, &frame{obj: d == '{', wantKey: d == '{', keys: map[string]bool{}})
			default:
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if top == nil || !top.obj {
			continue
		}
		if top.wantKey {
			k, _ := tok.(string)
			if top.keys[k] {
				return errors.New("repeated key " + k)
			}
			top.keys[k] = true
			top.wantKey = false
		} else {
			top.wantKey = true
		}
	}
}

var checkKeysCases = []struct {
	json     string
	repeated bool
}{
	{`{}`, false},
	{`[]`, false},
	{`"a"`, false},
	{`{"a":1,"b":2}`, false},
	{`{"a":1,"a":2}`, true},
	{`{"a":1,"\u0061":2}`, true},
	{`{"a\"b":1,"a\"b":2}`, true},
	{`{"a\\":1,"a\\\\":2}`, false},
	{`{"a":{"a":1},"b":[{"a":1},{"a":2}]}`, false},
	{`{"a":["a","a"],"b":"a","c":{"b":"b"}}`, false},
	{`{"a":{"x":1,"x":2}}`, true},
	{`[{"a":1},{"b":1,"b":2}]`, true},
	{` { "a" : 1 , "b" : { } , "a" : [ ] } `, true},
	{`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k18":18,"k19":19,"k20":20,"k21":21,"k22":22,"k23":23,"k24":24,"k25":25,"k26":26,"k27":27,"k28":28,"k29":29,"k30":30,"k31":31,"k32":32,"k33":33,"k3":0}`, true},
	{`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k18":18,"k19":19,"k20":20,"k21":21,"k22":22,"k23":23,"k24":24,"k25":25,"k26":26,"k27":27,"k28":28,"k29":29,"k30":30,"k31":31,"k32":32,"k33":33,"k34":0}`, false},
	{`{"é":1,"\u00e9":2}`, true},
	{"{\"\xec\":0,\"\xa3\":0}", true}, // invalid UTF-8: both keys read as U+FFFD (found by the CI's fuzzing)
}

func TestCheckKeys(t *testing.T) {
	for _, c := range checkKeysCases {
		if !json.Valid([]byte(c.json)) {
			t.Fatalf("case %s is not valid JSON", c.json)
		}
		got, ref := checkKeys([]byte(c.json)), tokenCheckKeys([]byte(c.json))
		if (got != nil) != c.repeated || (ref != nil) != c.repeated {
			t.Errorf("checkKeys(%s) = %v, the Token reading %v; want repeated: %v", c.json, got, ref, c.repeated)
		}
	}
}

// FuzzCheckKeys: on every valid JSON text the one-pass scanner finds a repeated key exactly
// when the Token reading does.
func FuzzCheckKeys(f *testing.F) {
	for _, c := range checkKeysCases {
		f.Add([]byte(c.json))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		got, ref := checkKeys(data), tokenCheckKeys(data)
		if ref != nil && !strings.HasPrefix(ref.Error(), "repeated key") {
			return // the Token reading cannot read it (a number beyond float64): Parse's decoding refuses it
		}
		if (got != nil) != (ref != nil) {
			t.Errorf("checkKeys(%q) = %v, the Token reading %v", data, got, ref)
		}
	})
}
