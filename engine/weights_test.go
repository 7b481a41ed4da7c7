package engine

import (
	"reflect"
	"testing"
)

// weightedSchema is the weighted score's inputs as Law 12's calculator has them (the order
// and the names matter; other fields are left out).
func weightedSchema() Schema {
	return Schema{
		EnumField("form", "f.form", 0, "mp", "imp"),
		IntListField("scores", "f.scores", -7600, 7600, 0, 20, 620, 170),
		DecListField("weights", "f.weights", 3, 0.001, 1, 1, 20, 0.5, 0.5),
		{Name: "contracts", Kind: KEntryList, MaxItems: 20, Label: "f.contracts"},
	}
}

func TestWeightedOptions(t *testing.T) {
	s := weightedSchema()
	for _, tc := range []struct {
		name string
		v    Values
		want []WeightedOption
	}{
		{"scores", Values{{0}, {620, 170}, {400, 600}, {}},
			[]WeightedOption{{Field: 1, Item: 620, Weight: 400}, {Field: 1, Item: 170, Weight: 600}}},
		{"contracts before scores", Values{{0}, {620, 170}, {250, 750}, {11, 22}},
			[]WeightedOption{{Field: 3, Item: 11, Weight: 250}, {Field: 3, Item: 22, Weight: 750}}},
		{"three outcomes", Values{{1}, {-100, 620, 650}, {200, 300, 500}, nil},
			[]WeightedOption{{Field: 1, Item: -100, Weight: 200}, {Field: 1, Item: 620, Weight: 300}, {Field: 1, Item: 650, Weight: 500}}},
		{"counts differ", Values{{0}, {620, 170, 140}, {400, 600}, {}}, nil},
		{"contracts counts differ", Values{{0}, {620, 170}, {400, 600}, {11}}, nil},
		{"no weights", Values{{0}, {620}, {}, {}}, nil},
		{"short values", Values{{0}, {620}}, nil},
	} {
		if got := WeightedOptions(s, tc.v); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: WeightedOptions(%v) = %+v, want %+v", tc.name, tc.v, got, tc.want)
		}
	}
	// a calculator without a weights list is no weighted score
	other := Schema{IntListField("scores", "f.scores", 0, 10, 0, 5, 1)}
	if got := WeightedOptions(other, Values{{1, 2}}); got != nil {
		t.Errorf("WeightedOptions(no weights field) = %+v, want nil", got)
	}
	if got, want := WeightsField(s), 2; got != want {
		t.Errorf("WeightsField = %d, want %d", got, want)
	}
	if got := WeightsField(other); got != -1 {
		t.Errorf("WeightsField(no weights field) = %d, want -1", got)
	}
}
