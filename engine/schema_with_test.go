package engine

import "testing"

func TestSchemaWith(t *testing.T) {
	s := Schema{
		{Name: "a", Kind: KInt, Min: 0, Max: 9, Default: []int64{1}},
		{Name: "b", Kind: KBool, Default: []int64{0}},
	}
	v, err := s.With(map[string][]int64{"b": {1}})
	if err != nil || v[0][0] != 1 || v[1][0] != 1 {
		t.Errorf("With(b=1) = %v, %v; want [[1] [1]], nil", v, err)
	}
	if v[0][0] = 5; s[0].Default[0] != 1 {
		t.Error("With shares the default's backing array")
	}
	if _, err := s.With(map[string][]int64{"c": {1}}); ErrorCode(err) != EINVALID {
		t.Errorf("With(unknown field) error = %v, want EINVALID", err)
	}
}
