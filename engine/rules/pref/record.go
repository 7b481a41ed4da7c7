package pref

import (
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/msg"
)

// GameID is a club game number, printed "P<n>".
type GameID int

func (g GameID) String() string { return "P" + strconv.Itoa(int(g)) }

// RulingID is a club ruling number, printed "S<n>", unique in the club's log.
type RulingID int

func (s RulingID) String() string { return "S" + strconv.Itoa(int(s)) }

func parseNum(s, prefix, field string) (int, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if !strings.HasPrefix(t, prefix) {
		return 0, engine.InvalidKey(field, "pref.err.id", msg.A("prefix", prefix))
	}
	n, err := strconv.Atoi(t[len(prefix):])
	if err != nil || n < 1 || strconv.Itoa(n) != t[len(prefix):] {
		return 0, engine.InvalidKey(field, "pref.err.id", msg.A("prefix", prefix))
	}
	return n, nil
}

// ParseGameID reads "P123".
func ParseGameID(s string) (GameID, error) {
	n, err := parseNum(s, "P", "game")
	return GameID(n), err
}

// ParseRulingID reads "S45".
func ParseRulingID(s string) (RulingID, error) {
	n, err := parseNum(s, "S", "ruling")
	return RulingID(n), err
}

// Status is a ruling record's state.
type Status uint8

// Statuses.
const (
	Active Status = iota
	Revoked
)

func (s Status) String() string {
	switch s {
	case Active:
		return "active"
	case Revoked:
		return "revoked"
	}
	return "%!Status(" + strconv.Itoa(int(s)) + ")"
}

// Kind separates in-game rulings (bula changes) from out-of-game ones.
type Kind uint8

// Kinds.
const (
	InGame Kind = iota
	OutOfGameKind
)

func (k Kind) String() string {
	switch k {
	case InGame:
		return "in-game"
	case OutOfGameKind:
		return "out-of-game"
	}
	return "%!Kind(" + strconv.Itoa(int(k)) + ")"
}

// Record is one ruling as the club numbers it. The event log stores it; this package only
// defines and validates it.
type Record struct {
	ID           RulingID
	Game         GameID
	Judge        string
	Kind         Kind
	Hand         int    // in-game: the completed hand it is written in (1-based)
	Deltas       [3]int // in-game: bula change per player
	LeaguePoints int    // out-of-game elements
	CupDQ        bool
	BanDays      int
	Replace      bool
	Manual       bool
	Reason       string
	Status       Status
	RevokedBy    string
	RevokeReason string
}

// Check validates one record against the parameters.
func (r Record) Check(p *engine.Params) error {
	if r.ID < 1 {
		return engine.InvalidKey("ruling", "pref.err.id", msg.A("prefix", "S"))
	}
	if r.Game < 1 {
		return engine.InvalidKey("game", "pref.err.id", msg.A("prefix", "P"))
	}
	if strings.TrimSpace(r.Judge) == "" {
		return engine.InvalidKey("judge", "err.required")
	}
	switch r.Kind {
	case InGame:
		if r.Hand < 1 {
			return engine.InvalidKey("hand", "pref.err.no-hand")
		}
		if err := CheckDeltas(p, r.Deltas[:]); err != nil {
			return err
		}
	case OutOfGameKind:
		o := OutOfGame{League: r.LeaguePoints, BanDays: r.BanDays}
		res, _ := CheckOutOfGame(p, o)
		if !res.LeagueOK {
			return engine.InvalidKey("league", "pref.err.league", msg.A("low", p.I("league.low")), msg.A("high", p.I("league.high")))
		}
		if !res.BanOK {
			return engine.Invalid("ban_days", p.I("ban.min_days"), p.I("ban.max_days"))
		}
		if r.LeaguePoints == 0 && !r.CupDQ && r.BanDays == 0 && !r.Replace && !r.Manual && strings.TrimSpace(r.Reason) == "" {
			return engine.InvalidKey("reason", "pref.err.empty-record")
		}
	default:
		return engine.InvalidKey("kind", "err.enum", msg.A("options", "in-game, out-of-game"))
	}
	switch r.Status {
	case Active:
		if r.RevokedBy != "" || r.RevokeReason != "" {
			return engine.InvalidKey("status", "pref.err.status")
		}
	case Revoked:
		if r.RevokedBy != r.Judge {
			return engine.InvalidKey("judge", "pref.err.revoke-judge")
		}
		if strings.TrimSpace(r.RevokeReason) == "" {
			return engine.InvalidKey("reason", "pref.err.revoke-reason")
		}
	default:
		return engine.InvalidKey("status", "err.enum", msg.A("options", "active, revoked"))
	}
	return nil
}

// Log is a club's rulings in order.
type Log []Record

// Check validates every record and the uniqueness of ruling numbers.
func (l Log) Check(p *engine.Params) error {
	seen := map[RulingID]bool{}
	for _, r := range l {
		if err := r.Check(p); err != nil {
			return err
		}
		if seen[r.ID] {
			return engine.InvalidKey("ruling", "pref.err.dup", msg.A("id", r.ID.String()))
		}
		seen[r.ID] = true
	}
	return nil
}

// Next returns the next free ruling number.
func (l Log) Next() RulingID {
	m := RulingID(0)
	for _, r := range l {
		if r.ID > m {
			m = r.ID
		}
	}
	return m + 1
}

// Revoke marks ruling id revoked by judge for reason: only the judge who made it may, and only
// for an error in it (the reason). The log is changed in place.
func (l Log) Revoke(id RulingID, judge, reason string) error {
	for i := range l {
		if l[i].ID != id {
			continue
		}
		if l[i].Status == Revoked {
			return &engine.Error{Code: engine.ECONFLICT, Field: "ruling", Key: "pref.err.revoked", Args: []msg.Arg{msg.A("id", id.String())}}
		}
		if ok, _ := CheckRevoke(l[i].Judge == judge, strings.TrimSpace(reason) != ""); !ok {
			if l[i].Judge != judge {
				return engine.InvalidKey("judge", "pref.err.revoke-judge")
			}
			return engine.InvalidKey("reason", "pref.err.revoke-reason")
		}
		l[i].Status, l[i].RevokedBy, l[i].RevokeReason = Revoked, judge, reason
		return nil
	}
	return &engine.Error{Code: engine.ENOTFOUND, Field: "ruling", Key: "pref.err.unknown", Args: []msg.Arg{msg.A("id", id.String())}}
}

// Rulings returns the in-game rulings of game g, for Play.Rulings (revoked ones flagged).
func (l Log) Rulings(g GameID) []Ruling {
	var out []Ruling
	for _, r := range l {
		if r.Game == g && r.Kind == InGame {
			out = append(out, Ruling{AfterHand: r.Hand, Deltas: r.Deltas, Revoked: r.Status == Revoked})
		}
	}
	return out
}
