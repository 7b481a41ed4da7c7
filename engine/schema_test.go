package engine

import (
	"reflect"
	"testing"

	"arbiter/engine/msg"
)

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

func TestMaxDateTime(t *testing.T) {
	if got := msg.Minutes(2099, 12, 31, 23, 59); got != MaxDateTime {
		t.Errorf("MaxDateTime = %d, want %d (the last minute of 2099)", MaxDateTime, got)
	}
}

func TestFieldConstructors(t *testing.T) {
	tests := []struct {
		got, want Field
	}{
		{IntField("minutes", "nsbk.f.minutes", 0, 240, 4), Field{Name: "minutes", Kind: KInt, Max: 240, Default: []int64{4}, Label: "nsbk.f.minutes"}},
		{DecField("pct", "", 2, -100, 100, 12.5), Field{Name: "pct", Kind: KDecimal, Prec: 2, Min: -10000, Max: 10000, Default: []int64{1250}}},
		{EnumField("form", "", 1, "mp", "imp"), Field{Name: "form", Kind: KEnum, Options: []string{"mp", "imp"}, Default: []int64{1}}},
		{BoolField("late", "x.f.late", true), Field{Name: "late", Kind: KBool, Default: []int64{1}, Label: "x.f.late"}},
		{DateTimeField("at", "", 5), Field{Name: "at", Kind: KDateTime, Max: MaxDateTime, Default: []int64{5}}},
		{IntListField("s", "", -7600, 7600, 1, 20, 420), Field{Name: "s", Kind: KIntList, Min: -7600, Max: 7600, MinItems: 1, MaxItems: 20, Default: []int64{420}}},
		{DecListField("w", "", 2, 0, 1, 1, 8, 0.25, 0.75), Field{Name: "w", Kind: KDecList, Prec: 2, Max: 100, MinItems: 1, MaxItems: 8, Default: []int64{25, 75}}},
		{IntField("board", "", 1, 999, 1).Opt().WithUnit("unit.boards").WithHelp("h").InGroup("g"), Field{Name: "board", Kind: KInt, Min: 1, Max: 999, Optional: true, Unit: "unit.boards", Help: "h", Group: "g"}},
	}
	for _, tt := range tests {
		if !reflect.DeepEqual(tt.got, tt.want) {
			t.Errorf("got %+v, want %+v", tt.got, tt.want)
		}
	}
}
