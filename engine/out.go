package engine

import "arbiter/engine/msg"

// Text is the value of o as the result view shows it, in lang: a yes/no value as common.yes /
// common.no; a code through "<calcID>.val.<Name>.<code>", then "val.<Name>.<code>", else the
// code itself; a moment (IsDateTime) with msg.DateTime; a number with exactly Prec decimals in
// lang's form, a no-break space and its unit's label in the form the number needs
// (msg.UnitLabel: 1 board, 2 boards; 1 bord, 2 borda, 5 bordova), or bare when unitless.
// The app prints outs with it and the browser tests predict the page with it. It is the one
// place the coded values' keys are made (TestKeysNotComposed allows it).
func (o Out) Text(lang msg.Lang, calcID string) string {
	switch {
	case o.IsB:
		if o.Bool {
			return msg.T(lang, "common.yes")
		}
		return msg.T(lang, "common.no")
	case o.Str != "":
		for _, k := range []string{calcID + ".val." + o.Name + "." + o.Str, "val." + o.Name + "." + o.Str} {
			if msg.Has(k) {
				return msg.T(lang, k)
			}
		}
		return o.Str
	case o.IsDateTime():
		return msg.DateTime(lang, int64(o.Num))
	}
	return msg.WithUnit(msg.Fixed(lang, o.Num, o.Prec), msg.UnitLabel(lang, o.Unit, o.Num, o.Prec))
}

// OutLabel is the label of the out named name of calculator calcID, in lang: the
// calculator's own "<calcID>.out.<name>", else the shared "out.<name>", else the name itself.
// It is the one place these keys are made (TestKeysNotComposed allows it): the result view, the
// PBN export and every other reader of an out call it.
func OutLabel(lang msg.Lang, calcID, name string) string {
	for _, k := range []string{calcID + ".out." + name, "out." + name} {
		if msg.Has(k) {
			return msg.T(lang, k)
		}
	}
	return name
}
