package engine

// WeightedOption is one outcome of a weighted score (Law 12C1(c): an adjusted score made of
// several possible results, each with its weight) as a ruling's inputs hold it.
type WeightedOption struct {
	Field  int   // the index in the Schema of the list the outcome is an item of
	Item   int64 // the outcome: an item of that list (a score, a contract's score entry)
	Weight int64 // its weight, scaled by 10^Prec of the weights field
}

// Names of the inputs a weighted score is read from (a calculator's field names are frozen
// with its links, so these never change).
const (
	weightsName   = "weights"   // the weights, a decimal list
	contractsName = "contracts" // the outcomes as contracts, when given
	scoresName    = "scores"    // the outcomes as scores, otherwise
)

// WeightsField is the index of s's weights (a decimal list named "weights"), or -1 when s is
// not a weighted score's schema.
func WeightsField(s Schema) int {
	i := s.Index(weightsName)
	if i < 0 || s[i].Kind != KDecList {
		return -1
	}
	return i
}

// WeightedOptions returns the outcomes of a weighted score with their weights, in the order
// the director gave them: the contracts when there are any, else the scores (as the weighted
// score reads them), each paired with the weight at its position. It is nil for a schema with
// no weights, for values of another length, and when the outcomes and the weights differ in
// number (the calculator refuses such inputs).
func WeightedOptions(s Schema, v Values) []WeightedOption {
	wi := WeightsField(s)
	if wi < 0 || len(v) != len(s) || len(v[wi]) == 0 {
		return nil
	}
	oi := -1
	for _, name := range []string{contractsName, scoresName} {
		if i := s.Index(name); i >= 0 && s[i].Kind.IsList() && len(v[i]) > 0 {
			oi = i
			break
		}
	}
	if oi < 0 || len(v[oi]) != len(v[wi]) {
		return nil
	}
	out := make([]WeightedOption, len(v[wi]))
	for k, w := range v[wi] {
		out[k] = WeightedOption{Field: oi, Item: v[oi][k], Weight: w}
	}
	return out
}
