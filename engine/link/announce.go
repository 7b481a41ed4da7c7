package link

import (
	"math"

	"arbiter/engine"
)

// FlatOut is one out of a result with its party's role.
type FlatOut struct {
	Role string
	engine.Out
}

// Outs lists res's outs in the link's stable order: parties in order, each party's outs in
// order. Announced.Out indexes this list.
func Outs(res *engine.Result) []FlatOut {
	var out []FlatOut
	if res == nil {
		return nil
	}
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			out = append(out, FlatOut{Role: p.Role, Out: o})
		}
	}
	return out
}

// Hundredths returns a numeric value in hundredths, rounded half away from zero.
func Hundredths(x float64) int64 { return int64(math.Round(x * 100)) }

// announcedOf is o's value in the Announced form.
func announcedOf(i int, o engine.Out) Announced {
	switch {
	case o.IsB:
		if o.Bool {
			return Announced{Out: i, Num: 1}
		}
		return Announced{Out: i}
	case o.Str != "":
		return Announced{Out: i, Code: o.Str}
	}
	return Announced{Out: i, Num: Hundredths(o.Num)}
}

// AnnouncedFrom returns the outs of announced that differ from computed, for Ruling.Announced.
// Both results must have the same shape (the announced one is the computed one as the director
// edited it); outs beyond the computed ones are ignored.
func AnnouncedFrom(computed, announced *engine.Result) []Announced {
	c, a := Outs(computed), Outs(announced)
	var out []Announced
	for i := range a {
		if i >= len(c) || i > MaxOutIndex {
			break
		}
		ca, aa := announcedOf(i, c[i].Out), announcedOf(i, a[i].Out)
		if ca != aa {
			out = append(out, aa)
		}
	}
	return out
}

// Difference is one out whose announced value differs from the recomputed one.
type Difference struct {
	Index     int
	Role      string
	Name      string
	Computed  engine.Out
	Announced engine.Out
}

// Compare applies announced to the recomputed result res and returns the outs that differ
// ("differs" in the ruling view; none means "matches"). An announced index beyond res's outs, or
// of another kind than the out it names, is returned as a difference with an empty Computed out
// named by the index, so the view can still say the rulings differ.
func Compare(res *engine.Result, announced []Announced) []Difference {
	outs := Outs(res)
	var diffs []Difference
	for _, a := range announced {
		if a.Out < 0 || a.Out >= len(outs) {
			diffs = append(diffs, Difference{Index: a.Out, Announced: rawOut(a)})
			continue
		}
		c := outs[a.Out]
		ann := c.Out
		switch {
		case c.IsB && a.Code == "":
			ann.Bool = a.Num != 0
		case c.Str != "" && a.Code != "":
			ann.Str = a.Code
		case !c.IsB && c.Str == "" && a.Code == "":
			ann.Num = float64(a.Num) / 100
		default:
			ann = rawOut(a)
			ann.Name = c.Name
		}
		if announcedOf(a.Out, c.Out) != announcedOf(a.Out, ann) || ann.IsB != c.IsB {
			diffs = append(diffs, Difference{Index: a.Out, Role: c.Role, Name: c.Name, Computed: c.Out, Announced: ann})
		}
	}
	return diffs
}

func rawOut(a Announced) engine.Out {
	if a.Code != "" {
		return engine.Out{Str: a.Code}
	}
	return engine.Out{Num: float64(a.Num) / 100, Prec: 2}
}
