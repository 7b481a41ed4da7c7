package pref

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/cards"
	"arbiter/engine/msg"
)

// Game is a Preferans contract's denomination, in the order of their value.
type Game uint8

// The six games; the zero value is no game.
const (
	Pik Game = iota + 1
	Karo
	Herc
	Tref
	Betl
	Sans
)

var gameNames = [...]string{Pik: "pik", Karo: "karo", Herc: "herc", Tref: "tref", Betl: "betl", Sans: "sans"}

// Games lists the games in order of value.
var Games = []Game{Pik, Karo, Herc, Tref, Betl, Sans}

func (g Game) String() string {
	if int(g) < len(gameNames) && gameNames[g] != "" {
		return gameNames[g]
	}
	return "%!Game(" + strconv.Itoa(int(g)) + ")"
}

// Valid reports whether g is one of the six games.
func (g Game) Valid() bool { return g >= Pik && g <= Sans }

// ParseGame reads a game's name ("pik", "Herc", …).
func ParseGame(s string) (Game, bool) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, g := range Games {
		if gameNames[g] == t {
			return g, true
		}
	}
	return 0, false
}

// Trump is the game's trump suit; ok is false for betl and sans.
func (g Game) Trump() (s cards.Suit, ok bool) {
	switch g {
	case Pik:
		return cards.Spades, true
	case Karo:
		return cards.Diamonds, true
	case Herc:
		return cards.Hearts, true
	case Tref:
		return cards.Clubs, true
	}
	return 0, false
}

// GameOfSuit is the suit game whose trump is s.
func GameOfSuit(s cards.Suit) Game {
	switch s {
	case cards.Spades:
		return Pik
	case cards.Diamonds:
		return Karo
	case cards.Hearts:
		return Herc
	}
	return Tref
}

// Kontra is the doubling level of a contract.
type Kontra uint8

// Doubling levels (the club plays no higher level; rules-catalogue pref.scoring).
const (
	NoKontra Kontra = iota
	Kontrirano
	Rekontra
)

var kontraNames = [...]string{"none", "kontra", "rekontra"}

func (k Kontra) String() string {
	if int(k) < len(kontraNames) {
		return kontraNames[k]
	}
	return "%!Kontra(" + strconv.Itoa(int(k)) + ")"
}

// Valid reports whether k is a known level.
func (k Kontra) Valid() bool { return k <= Rekontra }

// parseKontra reads a doubling level's code ("none", "kontra", "rekontra").
func parseKontra(s string) (Kontra, bool) {
	for k, n := range kontraNames {
		if n == s {
			return Kontra(k), true
		}
	}
	return 0, false
}

// Seat is a player's place relative to the declarer. The players of a sheet are numbered 0, 1,
// 2 in playing order; the declarer's left-hand player is the next one, the right-hand player
// the one before him. The right-hand defender speaks first about following.
type Seat uint8

// Seats relative to the declarer.
const (
	Declarer Seat = iota
	Left
	Right
)

var seatNames = [...]string{"declarer", "left", "right"}

func (s Seat) String() string {
	if int(s) < len(seatNames) {
		return seatNames[s]
	}
	return "%!Seat(" + strconv.Itoa(int(s)) + ")"
}

// At returns the player number holding seat s when declarer is player d.
func (s Seat) At(d int) int { return (d + int(s)) % 3 }

// SeatOf returns player i's seat relative to declarer d.
func SeatOf(d, i int) Seat { return Seat((i - d + 3) % 3) }

// Contract is a game as it is valued: the game, whether it was announced without the talon
// ("igra"), its doubling, and whether the declarer had an open refe.
type Contract struct {
	Game   Game
	Igra   bool
	Kontra Kontra
	Refe   bool
}

func (c Contract) String() string {
	var b strings.Builder
	if c.Igra {
		b.WriteString("igra ")
	}
	b.WriteString(c.Game.String())
	if c.Kontra != NoKontra {
		b.WriteString(" " + c.Kontra.String())
	}
	if c.Refe {
		b.WriteString(" refe")
	}
	return b.String()
}

// Value is the contract's value in bule (rules-catalogue pref.scoring): the game's base value,
// one step more for "igra", times the kontra and refe multipliers.
func (c Contract) Value(p *engine.Params) int {
	v := p.I("value." + c.Game.String())
	if c.Igra {
		v += p.I("value.igra_step")
	}
	switch c.Kontra {
	case Kontrirano:
		v *= p.I("kontra.x1")
	case Rekontra:
		v *= p.I("kontra.x2")
	}
	if c.Refe {
		v *= p.I("refe.mult")
	}
	return int(v)
}

// ParseHand reads a Preferans hand (a void suit may be written as its letter or left out).
func ParseHand(s string) (cards.Hand, error) { return cards.ParsePrefHand(s) }

// HandString prints a Preferans hand: "SAK7 HQJ D987 CA8".
func HandString(h cards.Hand) string { return cards.PrefHandString(h) }

// ParseCard reads one Preferans card: "D8", "ST".
func ParseCard(s string) (cards.Card, error) { return cards.Preferans.ParseCard(s) }

// CardString prints one Preferans card.
func CardString(c cards.Card) string { return cards.Preferans.CardString(c) }

// contractOf reads a contract from its form codes: game "pik" … "sans", kontra "none", "kontra"
// or "rekontra". An unknown code is EINVALID on its field.
func contractOf(game string, igra bool, kontra string, refe bool) (Contract, error) {
	g, ok := ParseGame(game)
	if !ok || game != g.String() {
		return Contract{}, engine.InvalidKey("game", "err.enum", msg.A("options", "pik, karo, herc, tref, betl, sans"))
	}
	k, ok := parseKontra(kontra)
	if !ok {
		return Contract{}, engine.InvalidKey("kontra", "err.enum", msg.A("options", "none, kontra, rekontra"))
	}
	return Contract{Game: g, Igra: igra, Kontra: k, Refe: refe}, nil
}

// valueSteps explains c.Value: the base value, igra, the kontra level, refe, the total.
func valueSteps(p *engine.Params, c Contract) []engine.Step {
	st := []engine.Step{engine.S("pref.step.base", msg.A("game", c.Game.String()), msg.A("value", p.I("value."+c.Game.String())))}
	if c.Igra {
		st = append(st, engine.S("pref.step.igra", msg.A("step", p.I("value.igra_step"))))
	}
	switch c.Kontra {
	case Kontrirano:
		st = append(st, engine.S("pref.step.kontra", msg.A("mult", p.I("kontra.x1"))))
	case Rekontra:
		st = append(st, engine.S("pref.step.rekontra", msg.A("mult", p.I("kontra.x2"))))
	}
	if c.Refe {
		st = append(st, engine.S("pref.step.refe", msg.A("mult", p.I("refe.mult"))))
	}
	return append(st, engine.S("pref.step.value", msg.A("value", c.Value(p))))
}

// result is a result with one party, "result", holding outs.
func result(outs ...engine.Out) *engine.Result {
	return &engine.Result{Parties: []engine.Party{{Role: "result", Outs: outs}}}
}

// num is a whole-number out without a unit.
func num(name string, v int) engine.Out { return engine.Num(name, float64(v), "", 0) }

// GameValueInput is the value of a game's form (calculator pref.value).
type GameValueInput struct {
	Game   string // "pik", "karo", "herc", "tref", "betl" or "sans"
	Igra   bool   // announced without the talon
	Kontra string // "none", "kontra" or "rekontra"
	Refe   bool   // the declarer had an open refe
}

// GameValue decides a contract's value in bule: the game's base value, one step more for igra,
// times the kontra level and the refe multiplier (rule pref.scoring, Pref. 6.3.9 and the
// catalogue's score sheet; DECISION pref.dec.kontra-levels: no level above rekontra).
func GameValue(p *engine.Params, in GameValueInput) (*engine.Result, error) {
	c, err := contractOf(in.Game, in.Igra, in.Kontra, in.Refe)
	if err != nil {
		return nil, err
	}
	res := result(num("value", c.Value(p)))
	res.Steps = valueSteps(p, c)
	if c.Kontra != NoKontra {
		res.Decisions = []string{"pref.dec.kontra-levels"}
	}
	return res, nil
}
