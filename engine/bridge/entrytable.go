package bridge

import (
	"arbiter/engine"
	"arbiter/engine/msg"
)

// The cells of a score entry in a table (engine.Table): level (or pass), strain, doubling,
// declarer, and the result against the contract ("=", "+1", "-2"), packed into the entry's code
// (EncodeEntry). The scoring tools and Law 12's weighted score show entry lists with them.
var (
	// EntryLevelOptions are the level cell's options, a pass last.
	EntryLevelOptions = []string{"1", "2", "3", "4", "5", "6", "7", "pass"}
	// EntryResultOptions are the result cell's options, overtricks first.
	EntryResultOptions = []string{"+6", "+5", "+4", "+3", "+2", "+1", "=", "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9", "-10", "-11", "-12", "-13"}
	// EntryStrainCodes, EntryDoubledCodes and EntrySeatCodes are the codes of a contract's
	// strain, doubling and declarer, in the order of Strain, Doubled and Seat.
	EntryStrainCodes  = []string{"C", "D", "H", "S", "N"}
	EntryDoubledCodes = []string{"none", "X", "XX"} // an empty code cannot be typed or linked
	EntrySeatCodes    = []string{"N", "E", "S", "W"}
)

const (
	// EntryPassLevel is the option "pass" of EntryLevelOptions.
	EntryPassLevel = 7
	// EntryMadeExact is the option "=" of EntryResultOptions.
	EntryMadeExact = 6
)

// EntryColumns are the five cells of a score entry on list, named prefix+level, strain,
// doubled, declarer and result, in the visual group group; declarer is the declarer cell's
// label key (its options' labels are that key, a dot and the seat's code).
func EntryColumns(list, prefix, group, declarer string) []engine.Column {
	on := func(f engine.Field) engine.Column { return engine.Column{Field: f.InGroup(group), List: list} }
	return []engine.Column{
		on(engine.EnumField(prefix+"level", "table.col.level", 3, EntryLevelOptions...)),
		on(engine.EnumField(prefix+"strain", "table.col.strain", 3, EntryStrainCodes...)),
		on(engine.EnumField(prefix+"doubled", "table.col.doubled", 0, EntryDoubledCodes...)),
		on(engine.EnumField(prefix+"declarer", declarer, 0, EntrySeatCodes...)), // North … West in full: a letter reads two ways in Serbian
		on(engine.EnumField(prefix+"result", "table.col.result", EntryMadeExact, EntryResultOptions...)),
	}
}

// IdleEntry reports the idle cells of an entry's five: a passed board's entry has its level
// cell only.
func IdleEntry(cells engine.Values) []bool {
	pass := len(cells[0]) == 1 && cells[0][0] == EntryPassLevel
	return []bool{false, pass, pass, pass, pass}
}

// EntryPack packs the entry columns named prefix+… into a score entry (EncodeEntry) on list.
func EntryPack(list, prefix string) engine.Pack {
	return engine.Pack{
		List: list,
		Pack: func(c []int64) (int64, *engine.Error) {
			if c[0] == EntryPassLevel {
				return 0, nil
			}
			level := int(c[0]) + 1
			tricks := level + 6 + EntryMadeExact - int(c[4])
			if tricks < 0 || tricks > 13 {
				return 0, engine.InvalidKey(prefix+"result", "table.err.result",
					msg.A("min", EntryResultOptions[EntryMadeExact+level+6]), msg.A("max", EntryResultOptions[EntryMadeExact-(7-level)]))
			}
			return EncodeEntry(Entry{
				Contract: Contract{Level: level, Strain: Strain(c[1]), Doubled: Doubled(c[2])},
				Declarer: Seat(c[3]), Tricks: tricks}), nil
		},
		Unpack: func(x int64) ([]int64, *engine.Error) {
			e, err := DecodeEntry(x)
			if err != nil {
				return nil, engine.InvalidKey(list, "table.err.code")
			}
			if e.Contract.IsPass() {
				return []int64{EntryPassLevel, 3, 0, 0, EntryMadeExact}, nil
			}
			l := e.Contract.Level
			return []int64{int64(l - 1), int64(e.Contract.Strain), int64(e.Contract.Doubled), int64(e.Declarer),
				int64(EntryMadeExact - (e.Tricks - l - 6))}, nil
		},
	}
}
