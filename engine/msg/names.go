package msg

// The name tables of the shared labels (labels.go): each maps a code (a field's name, a party's
// role, a unit, a calculator group) to its message key, every key written out, as time.Month
// names its months; a code the table does not hold has no key (ok false), never a half-built
// one. A search for a key the app shows finds it here.

// fieldKeys are the shared field labels, by field name.
var fieldKeys = []struct{ code, key string }{
	{"contract", "field.contract"},
	{"tricks", "field.tricks"},
	{"declarer", "field.declarer"},
	{"vul", "field.vul"},
	{"board", "field.board"},
	{"boards", "field.boards"},
	{"card", "field.card"},
	{"diff", "field.diff"},
	{"discard", "field.discard"},
	{"entries", "field.entries"},
	{"entry", "field.entry"},
	{"expected", "field.expected"},
	{"form", "field.form"},
	{"hand", "field.hand"},
	{"margin", "field.margin"},
	{"minutes", "field.minutes"},
	{"scores", "field.scores"},
	{"top", "field.top"},
	{"when", "field.when"},
}

// partyKeys are the shared party labels, by role.
var partyKeys = []struct{ code, key string }{
	{"offender", "party.offender"},
	{"non-offender", "party.non-offender"},
	{"home", "party.home"},
	{"visitor", "party.visitor"},
	{"team", "party.team"},
	{"each", "party.each"},
	{"pair", "party.pair"},
	{"player", "party.player"},
	{"ns", "party.ns"},
	{"ew", "party.ew"},
	{"declarer", "party.declarer"},
	{"result", "party.result"},
	{"line", "party.line"},
}

// groupKeys are the calculator groups' headings, by group.
var groupKeys = []struct{ code, key string }{
	{"scoring", "group.scoring"},
	{"time", "group.time"},
	{"unplayed", "group.unplayed"},
	{"score-entry", "group.score-entry"},
	{"conduct", "group.conduct"},
	{"psychics", "group.psychics"},
	{"seating", "group.seating"},
	{"absences", "group.absences"},
	{"protests", "group.protests"},
	{"substitutes", "group.substitutes"},
	{"standings", "group.standings"},
	{"fees", "group.fees"},
	{"adjusted", "group.adjusted"},
	{"discipline", "group.discipline"},
	{"methods", "group.methods"},
	{"reasons", "group.reasons"},
	{"game-value", "group.game-value"},
	{"rulings", "group.rulings"},
	{"sheet", "group.sheet"},
	{"lead", "group.lead"},
}

// unitKeys are the units' labels: the general (plural) form, then the "one" and "few" forms
// where the unit has them ("" where it has none; pluralForm says which a number needs).
var unitKeys = []struct{ code, general, one, few string }{
	{"pct", "unit.pct", "", ""},
	{"pct_top", "unit.pct_top", "", ""},
	{"imp", "unit.imp", "", ""},
	{"vp", "unit.vp", "", ""},
	{"ft", "unit.ft", "", ""},
	{"min", "unit.min", "", ""},
	{"mp", "unit.mp", "unit.mp.one", "unit.mp.few"},
	{"boards", "unit.boards", "unit.boards.one", "unit.boards.few"},
	{"days", "unit.days", "unit.days.one", "unit.days.few"},
	{"hours", "unit.hours", "unit.hours.one", "unit.hours.few"},
	{"points", "unit.points", "unit.points.one", "unit.points.few"},
	{"top", "unit.top", "unit.top.one", "unit.top.few"},
	{"tricks", "unit.tricks", "unit.tricks.one", "unit.tricks.few"},
	{"bula", "unit.bula", "unit.bula.one", "unit.bula.few"},
	{"masterpoints", "unit.masterpoints", "unit.masterpoints.one", "unit.masterpoints.few"},
	{"datetime", "unit.datetime", "", ""},
}

func lookup(table []struct{ code, key string }, code string) (string, bool) {
	for _, e := range table {
		if e.code == code {
			return e.key, true
		}
	}
	return "", false
}

// FieldKey is the shared label key of the field named name ("field.contract"); ok is false
// for a name without one (a field with its own Label).
func FieldKey(name string) (key string, ok bool) { return lookup(fieldKeys, name) }

// PartyKey is the label key of a party's role ("party.offender"); ok is false for a role
// without one.
func PartyKey(role string) (key string, ok bool) { return lookup(partyKeys, role) }

// GroupKey is the heading key of a calculator group ("group.time"); ok is false for a group
// without one.
func GroupKey(group string) (key string, ok bool) { return lookup(groupKeys, group) }

// PartyLabel is a party role's label in l ("Offending side"), the role itself when it has none.
func PartyLabel(l Lang, role string) string {
	if k, ok := PartyKey(role); ok {
		return T(l, k)
	}
	return role
}

// GroupLabel is a calculator group's heading in l, the group itself when it has none.
func GroupLabel(l Lang, group string) string {
	if k, ok := GroupKey(group); ok {
		return T(l, k)
	}
	return group
}

// unitKey is the key of unit u's label in plural form ("one", "few"; "" the general plural):
// the form's own key where the unit has one, else the general one; ok is false for a unit
// without a label.
func unitKey(u, form string) (key string, ok bool) {
	for _, e := range unitKeys {
		if e.code != u {
			continue
		}
		switch {
		case form == "one" && e.one != "":
			return e.one, true
		case form == "few" && e.few != "":
			return e.few, true
		}
		return e.general, true
	}
	return "", false
}
