package notation

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/msg"
)

// book is the six tricks a contract's level counts above.
const book = 6

// maxEntryText is the longest text read as a contract or an entry.
const maxEntryText = 60

// ReadContract reads a contract typed in lang's notation: a level 1–7, a strain (a suit letter
// or symbol, or no trump: NT, N; Serbian BA; Hungarian SZA, SA), then X or XX (or * and **);
// or a passed-out board (PASS, P, AP; Serbian PAS; Hungarian PASSZ). Spaces are ignored. It
// returns the contract and its reading with a suit symbol ("4♠X", "3BA"). Every error is an
// *engine.Error (EINVALID) on the field "contract".
func ReadContract(s string, lang msg.Lang) (bridge.Contract, string, error) {
	e, err := readEntry(s, lang, false)
	if err != nil {
		return bridge.Contract{}, "", err
	}
	return e.Contract, ShowContract(e.Contract, lang), nil
}

// ReadEntry reads a score entry typed in lang's notation: a contract (as ReadContract), the
// declarer (a seat letter or word: N E S W, north …; Serbian S J I Z, sever …; Hungarian É D K
// NY, észak …), and the result: "=", "+1", "-2" (also − and –) or the number of tricks taken;
// or a passed-out board. Spaces are ignored: "4SXN-2" is "4SX N -2". It returns the entry and
// its reading (ShowEntry). Every error is an *engine.Error (EINVALID) on the field "entry".
func ReadEntry(s string, lang msg.Lang) (bridge.Entry, string, error) {
	e, err := readEntry(s, lang, true)
	if err != nil {
		return bridge.Entry{}, "", err
	}
	return e, ShowEntry(e, lang), nil
}

// ShowContract prints c with a suit symbol, no trump and a passed-out board in lang's word:
// "4♠X", "3NT" (Serbian "3BA", Hungarian "3SZA"), "PASS". ReadContract reads it back in lang.
func ShowContract(c bridge.Contract, lang msg.Lang) string {
	if c.IsPass() {
		return passWords[langIndex(lang)][0]
	}
	if !c.Valid() {
		return c.String()
	}
	st := ntWords[langIndex(lang)]
	if c.Strain != bridge.NoTrump {
		st = suitSymbol[c.Strain]
	}
	return strconv.Itoa(c.Level) + st + c.Doubled.String()
}

// ShowEntry prints e as contract, declarer and result: "4♠X N -2", "3NT S =", "PASS"; the
// declarer in Serbian as a word ("4♠X jug -2": S would read two ways), in Hungarian as its
// letter ("4♠X D -2"). ReadEntry reads it back in lang.
func ShowEntry(e bridge.Entry, lang msg.Lang) string {
	if e.Contract.IsPass() {
		return ShowContract(e.Contract, lang)
	}
	r := "="
	switch d := e.Tricks - e.Contract.Level - book; {
	case d > 0:
		r = "+" + strconv.Itoa(d)
	case d < 0:
		r = strconv.Itoa(d)
	}
	return ShowContract(e.Contract, lang) + " " + seatShown(e.Declarer, lang) + " " + r
}

var ntWords = [...]string{msg.EN: "NT", msg.SR: "BA", msg.HU: "SZA"}

var huSeats = [...]string{bridge.North: "É", bridge.East: "K", bridge.South: "D", bridge.West: "NY"}

func seatShown(s bridge.Seat, lang msg.Lang) string {
	if s > bridge.West {
		return s.String()
	}
	switch lang {
	case msg.SR:
		return msg.T(lang, seatKey(s))
	case msg.HU:
		return huSeats[s]
	}
	return s.String()
}

func langIndex(l msg.Lang) msg.Lang {
	if l == msg.SR || l == msg.HU {
		return l
	}
	return msg.EN
}

// readEntry reads a contract, or with entry an entry, enumerating the readings of its signs.
func readEntry(s string, lang msg.Lang, entry bool) (bridge.Entry, *engine.Error) {
	field, key, amb := "contract", "notation.err.contract", "notation.err.ambiguous-contract"
	if entry {
		field, key, amb = "entry", "notation.err.entry", "notation.err.ambiguous-entry"
	}
	bad := engine.InvalidKey(field, key)
	if tooLong(s, maxEntryText) {
		return bridge.Entry{}, bad
	}
	t := normalize(trimAll(s))
	if passIn(lang, t) {
		return bridge.Entry{}, nil
	}
	if len(t) < 2 || t[0] < '1' || t[0] > '7' {
		return bridge.Entry{}, bad
	}
	level := int(t[0] - '0')
	strains := signsIn(&strainSigns, lang, nil)
	seats := signsIn(&seatSigns, lang, nil)
	type read struct {
		e       bridge.Entry
		choices []choice
	}
	var found []read
	add := func(e bridge.Entry, cs ...choice) {
		if len(found) > 1 || len(found) == 1 && found[0].e == e {
			return
		}
		found = append(found, read{e, cs})
	}
	noDouble := &sign{kind: kDouble}
	for i := range strains {
		st := &strains[i]
		p := 1 + len(st.text)
		if !strings.HasPrefix(t[1:], st.text) {
			continue
		}
		dbls := []*sign{noDouble}
		for k := range doubleSigns {
			if strings.HasPrefix(t[p:], doubleSigns[k].text) {
				dbls = append(dbls, &doubleSigns[k])
			}
		}
		for _, db := range dbls {
			q := p + len(db.text)
			c := bridge.Contract{Level: level, Strain: bridge.Strain(st.v), Doubled: bridge.Doubled(db.v)}
			if !entry {
				if q == len(t) {
					add(bridge.Entry{Contract: c}, choice{1, p, st}, choice{p, q, db})
				}
				continue
			}
			for k := range seats {
				se := &seats[k]
				if !strings.HasPrefix(t[q:], se.text) {
					continue
				}
				r := q + len(se.text)
				if tricks, ok := result(t[r:], level); ok {
					add(bridge.Entry{Contract: c, Declarer: bridge.Seat(se.v), Tricks: tricks},
						choice{1, p, st}, choice{p, q, db}, choice{q, r, se})
				}
			}
		}
	}
	switch len(found) {
	case 0:
		return bridge.Entry{}, bad
	case 1:
		return found[0].e, nil
	}
	ca, cb := differ(found[0].choices, found[1].choices)
	show := func(e bridge.Entry) string {
		if entry {
			return ShowEntry(e, lang)
		}
		return ShowContract(e.Contract, lang)
	}
	return bridge.Entry{}, ambiguous(field, amb, t, ca, cb, show(found[0].e), show(found[1].e))
}

// result reads "=", a sign and a number of over- or undertricks, or the tricks taken.
func result(r string, level int) (int, bool) {
	if r == "=" {
		return level + book, true
	}
	rel, neg := false, false
	for _, m := range []string{"+", "-", "−", "–"} {
		if strings.HasPrefix(r, m) {
			rel, neg, r = true, m != "+", r[len(m):]
			break
		}
	}
	if r == "" || len(r) > 3 || strings.Trim(r, "0123456789") != "" {
		return 0, false
	}
	n, _ := strconv.Atoi(r)
	switch {
	case !rel:
	case n < 1:
		return 0, false
	case neg:
		n = level + book - n
	default:
		n = level + book + n
	}
	return n, n >= 0 && n <= 13
}
