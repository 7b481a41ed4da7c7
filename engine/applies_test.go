package engine

import (
	"reflect"
	"strings"
	"testing"
)

// testForm: a mode (an enum), a field for one mode, a field for the other, an assumed one.
func testForm() Schema {
	return Schema{
		EnumField("mode", "", 0, "margin", "totals"),
		DecField("margin", "", 2, -100, 100, 14).OnlyWhen("mode", "margin"),
		IntField("home", "", 0, 999, 40).OnlyWhen("mode", "totals"),
		IntField("seconds", "", 0, 59, 7).OrAssume(0),
		IntField("minutes", "", 0, 240, 4),
		IntField("board", "", 1, 99, 1).Opt().OnlyWhen("mode", "totals"),
	}
}

func TestApplies(t *testing.T) {
	s := testForm()
	tests := []struct {
		name string
		mode []int64
		want []bool // per field
	}{
		{"mode blank", nil, []bool{true, true, true, true, true, true}},
		{"margin", []int64{0}, []bool{true, true, false, true, true, false}},
		{"totals", []int64{1}, []bool{true, false, true, true, true, true}},
		{"option out of range", []int64{5}, []bool{true, true, true, true, true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := make(Values, len(s))
			v[0] = tt.mode
			for i, want := range tt.want {
				if got := s.Applies(i, v); got != want {
					t.Errorf("Applies(%s) = %v, want %v", s[i].Name, got, want)
				}
			}
		})
	}
}

func TestComplete(t *testing.T) {
	s := testForm()
	tests := []struct {
		name string
		in   Values
		want Values
	}{
		{"margin mode: home takes its default, seconds 0, minutes stays missing",
			Values{{0}, {500}, nil, nil, nil, nil}, Values{{0}, {500}, {40}, {0}, nil, nil}},
		{"totals mode: margin takes its default",
			Values{{1}, nil, {3}, nil, {9}, nil}, Values{{1}, {1400}, {3}, {0}, {9}, nil}},
		{"values given are kept, even where they do not apply",
			Values{{0}, {500}, {77}, {12}, {9}, {3}}, Values{{0}, {500}, {77}, {12}, {9}, {3}}},
		{"mode blank: only the assumed one",
			Values{nil, nil, nil, nil, nil, nil}, Values{nil, nil, nil, {0}, nil, nil}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := s.Complete(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Complete(%v) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
}

func TestCheckForm(t *testing.T) {
	mode := EnumField("mode", "", 0, "a", "b", "c")
	tests := []struct {
		name string
		s    Schema
		want string // a part of the one problem; "" none
	}{
		{"sound", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("mode", "a", "b"), IntField("y", "", 0, 9, 1).OrAssume(0)}, ""},
		{"no such field", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("mood", "a")}, `"mood", no field`},
		{"itself", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("x", "a")}, "the field itself"},
		{"not an enum", Schema{mode, IntField("n", "", 0, 9, 1), IntField("x", "", 0, 9, 1).OnlyWhen("n", "a")}, "not an enum"},
		{"chained", Schema{mode, EnumField("sub", "", 0, "p", "q").OnlyWhen("mode", "a"), IntField("x", "", 0, 9, 1).OnlyWhen("sub", "p")}, "a When of its own"},
		{"no option", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("mode")}, "names no option"},
		{"unknown option", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("mode", "d")}, `option "d"`},
		{"option twice", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("mode", "a", "a")}, "twice"},
		{"every option", Schema{mode, IntField("x", "", 0, 9, 1).OnlyWhen("mode", "a", "b", "c")}, "every option"},
		{"assumed out of range", Schema{IntField("x", "", 1, 9, 1).OrAssume(0)}, "no value of the field"},
		{"assumed optional", Schema{IntField("x", "", 0, 9, 1).Opt().OrAssume(0)}, "optional"},
		{"assumed list", Schema{IntListField("x", "", 0, 9, 0, 3).OrAssume(0)}, "a list"},
		{"assumed event", Schema{IntField("x", "", 0, 9, 1).AsEvent().OrAssume(0)}, "event field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.s.CheckForm()
			switch {
			case tt.want == "" && len(got) > 0:
				t.Errorf("CheckForm() = %q, want none", got)
			case tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)):
				t.Errorf("CheckForm() = %q, want one problem with %q", got, tt.want)
			}
		})
	}
}
