package engine

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"

	"arbiter/engine/msg"
)

// Param is one number of a regulation: a percentage, IMPs, VPs, minutes, a fee, a limit.
// Values are append-only by data version: Value holds the value from version 1, History any
// later change; a published version never changes, so an old ruling recomputes exactly.
type Param struct {
	Key      string  // stable within the ruleset, e.g. "lateness.pct_per_minute"
	Value    float64 // value at data version 1
	Unit     string  // "pct_top", "imp", "vp", "ft", "min", "mp", "boards", "days", "count", …
	Rule     string  // the rule ID it belongs to, e.g. "nsbk.lateness"
	Section  string  // the source's section, e.g. "point 1", "14.D.3.c", "ZT 2"
	Min, Max float64 // the range a club file may set
	Integer  bool    // only whole values are meaningful
	Note     string  // message key of a short description (optional)
	History  []ParamChange
}

// ParamChange is a value introduced by a later data version.
type ParamChange struct {
	Version int
	Value   float64
}

// At returns the value in force at data version v.
func (p *Param) At(v int) float64 {
	x := p.Value
	for _, c := range p.History {
		if c.Version <= v {
			x = c.Value
		}
	}
	return x
}

// Rule is one `###` entry of the rules catalogue.
type Rule struct {
	ID          string   // e.g. "nsbk.lateness"
	Section     string   // the source's numbering
	Calculators []string // calculator IDs that compute it
	Info        string   // non-empty: informational only; the reason (message key or English)
	Summary     string   // message key of the product's own summary
}

// Ruleset is one regulation as data.
type Ruleset struct {
	ID          string
	Names       msg.Text
	Source      string // citation of the original
	Version     int    // the newest data version
	Params      []Param
	Rules       []Rule
	Calculators []*Calculator
	Lang        msg.Lang // the language its section numbers are cited in
	// DefaultFor lists the UI languages this regulation is the default for: the home screen
	// and a new event open on it when neither the device nor a club file chose one
	// (rulesets.DefaultFor). At most one regulation names each language; any other language
	// gets the regulation registered first.
	DefaultFor []msg.Lang
	// EventKind and EventForm are a new event's kind and scoring form in the log under this
	// ruleset (eventlog's codes, e.g. "individuals", "pref"); "" leaves the log's own default
	// (pairs, matchpoints).
	EventKind, EventForm string
	// Prefer lists, by field name, the options an enum field of this ruleset's forms starts at
	// instead of its own default, the first one the field offers (a team championship's "form"
	// fields start at teams, or IMPs where teams is not an option).
	Prefer []Preference
	// Numbering is the frozen share-link numbering of the calculators and parameters (format
	// 1); nil numbers them by their position in Calculators and Params.
	Numbering *Numbering
	// Deadline is the limit for challenging a ruling of calculator calc with the parameters p
	// and the facts the director entered, for the receipt a ruling's link opens (nil: the
	// ruleset has none, as the scoring tools). DeadlineInputs are the facts its limits run
	// from, in the order the share box asks for them (none: its limits have no moment).
	Deadline       func(p *Params, calc string, f DeadlineFacts) Deadline
	DeadlineInputs []DeadlineInput
}

// Preference is the options an enum field named Field starts at, in order of preference.
type Preference struct {
	Field   string
	Options []string
	Section string // where the regulation's text sets it (a team championship: "KMOR §4")
}

// Default returns the value field f of one of r's calculators starts at: the first preferred
// option f offers, else f's own default. r may be nil (f's own default).
func (r *Ruleset) Default(f *Field) []int64 {
	if r != nil && f.Kind == KEnum {
		for _, p := range r.Prefer {
			if p.Field != f.Name {
				continue
			}
			for _, want := range p.Options {
				for j, o := range f.Options {
					if o == want {
						return []int64{int64(j)}
					}
				}
			}
		}
	}
	return f.Default
}

// Regulation is the value event field f of one of r's calculators holds when the open event
// does not state it and the regulation's text sets it: the parameter f declares (Field.Param)
// in p, the club's values over the regulation's, or the option r prefers with its citation
// (Preference.Section). section cites the regulation; club reports that p's club values set it
// instead. ok is false when the regulation does not set it: a fact of the event.
func (r *Ruleset) Regulation(f *Field, p *Params) (v []int64, section string, club, ok bool) {
	if r == nil {
		return nil, "", false, false
	}
	if f.Param != "" {
		par := r.Param(f.Param)
		if par == nil || p == nil {
			return nil, "", false, false
		}
		_, club = p.Overrides[f.Param]
		x := p.F(f.Param)
		if f.Kind == KDecimal {
			v = []int64{scaled(x, f.Scale())}
		} else {
			v = []int64{int64(math.Round(x))}
		}
		if f.Check(v) != nil {
			return nil, "", false, false
		}
		return v, par.Section, club, true
	}
	for _, pr := range r.Prefer {
		if pr.Field == f.Name && pr.Section != "" {
			if d := r.Default(f); len(d) == 1 && f.Kind == KEnum && slices.Contains(pr.Options, f.Options[d[0]]) {
				return d, pr.Section, false, true
			}
		}
	}
	return nil, "", false, false
}

// Numbering gives a ruleset's calculators and parameters the numbers a share link writes for
// them: the position of the calculator ID or parameter key in these lists. It is kept apart
// from the order in which the app shows them, so that a regulation may append to its own list
// while Law 12's entries, which follow it on screen, keep their numbers. Append only: a number
// once given is never taken back or given to another entry.
type Numbering struct {
	Calculators []string
	Params      []string
}

// CalculatorNumber returns the link number of calculator id, or -1.
func (r *Ruleset) CalculatorNumber(id string) int {
	if r.Numbering == nil {
		for i, c := range r.Calculators {
			if c.ID == id {
				return i
			}
		}
		return -1
	}
	return indexOf(r.Numbering.Calculators, id)
}

// CalculatorByNumber returns the calculator with link number n, or nil.
func (r *Ruleset) CalculatorByNumber(n uint64) *Calculator {
	if r.Numbering == nil {
		if n < uint64(len(r.Calculators)) {
			return r.Calculators[n]
		}
		return nil
	}
	if n < uint64(len(r.Numbering.Calculators)) {
		return r.Calculator(r.Numbering.Calculators[n])
	}
	return nil
}

// ParamNumber returns the link number of the parameter at index i of Params, or -1.
func (r *Ruleset) ParamNumber(i int) int {
	if i < 0 || i >= len(r.Params) {
		return -1
	}
	if r.Numbering == nil {
		return i
	}
	return indexOf(r.Numbering.Params, r.Params[i].Key)
}

// ParamByNumber returns the index in Params of the parameter with link number n, or -1.
func (r *Ruleset) ParamByNumber(n uint64) int {
	if r.Numbering == nil {
		if n < uint64(len(r.Params)) {
			return int(n)
		}
		return -1
	}
	if n < uint64(len(r.Numbering.Params)) {
		return r.ParamIndex(r.Numbering.Params[n])
	}
	return -1
}

func indexOf(l []string, s string) int {
	for i, x := range l {
		if x == s {
			return i
		}
	}
	return -1
}

// Param returns the parameter key, or nil.
func (r *Ruleset) Param(key string) *Param {
	for i := range r.Params {
		if r.Params[i].Key == key {
			return &r.Params[i]
		}
	}
	return nil
}

// ParamIndex returns the position of key in Params (stable: parameters are only appended).
func (r *Ruleset) ParamIndex(key string) int {
	for i := range r.Params {
		if r.Params[i].Key == key {
			return i
		}
	}
	return -1
}

// Calculator returns the calculator id, or nil.
func (r *Ruleset) Calculator(id string) *Calculator {
	for _, c := range r.Calculators {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// Params is the parameter table a calculation reads: a ruleset at a data version, with the
// club's overrides. It records which parameters were read and which of those came from the club.
type Params struct {
	RS        *Ruleset
	Version   int
	Overrides map[string]float64
	used      map[string]bool
}

// NewParams returns the ruleset's table at its newest version with overrides (may be nil).
func NewParams(rs *Ruleset, overrides map[string]float64) *Params {
	return &Params{RS: rs, Version: rs.Version, Overrides: overrides}
}

// F returns the parameter key. An unknown key is a bug and panics (recovered by Compute).
func (p *Params) F(key string) float64 {
	if p.used == nil {
		p.used = map[string]bool{}
	}
	p.used[key] = true
	if v, ok := p.Overrides[key]; ok {
		return v
	}
	par := p.RS.Param(key)
	if par == nil {
		panic(fmt.Sprintf("engine: ruleset %s has no parameter %q", p.RS.ID, key))
	}
	return par.At(p.Version)
}

// I returns an integer parameter.
func (p *Params) I(key string) int64 { return int64(math.Round(p.F(key))) }

// Club returns the keys read in this calculation whose value came from the club file, sorted.
func (p *Params) Club() []string {
	var out []string
	for k := range p.used {
		if _, ok := p.Overrides[k]; ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Calculator is one computable rule (or group of rules) with its input schema.
type Calculator struct {
	ID      string   // e.g. "nsbk.lateness" (also the vectors' fn where one exists)
	Rules   []string // rule IDs it implements
	Group   string   // the director's grouping: time, unplayed, score-entry, conduct, …
	Title   string   // message key; "" → "calc.<ID>"
	Inputs  Schema
	Compute func(p *Params, in Input) (*Result, error)
	// Tables present list fields of Inputs that belong together as the columns of one table
	// (engine/table.go): how the form shows and edits them, never how they are stored.
	Tables []Table
	// Paper, when set, draws the result as the paper it stands for (engine/paper.go) from the
	// same inputs; nil: the result alone.
	Paper func(p *Params, in Input) (*Paper, error)

	// What generic code reads of the calculator (engine/declare.go).
	Feeds      []Feed          // inputs the event's log can fill
	Remember   []Remember      // event-wide choices of its enum event fields
	Revocation *Revocation     // it decides whether a logged ruling may be revoked
	ScoreEntry *ScoreEntryCase // it classifies a wrong score of a session's file
	DealCase   bool            // its case is a board's deal itself (a fouled board, a brown sticker)
	Fouled     bool            // its case is a fouled board: a session file's fouled deal links to it
	Breach     bool            // its incidents are breaches counted per player and team and day
	BoardScore *BoardScore     // what its result is for a board's score, as the exports write it
	// NoBoardScore says why its result is no board's score (BoardScore nil): every calculator
	// has one or the other.
	NoBoardScore string
}

// TitleKey returns the message key of the calculator's name.
func (c *Calculator) TitleKey() string {
	if c.Title != "" {
		return c.Title
	}
	return "calc." + c.ID
}

// Run validates v and computes. It never panics: a panic in a calculator is returned as
// EINTERNAL.
func (c *Calculator) Run(p *Params, v Values) (res *Result, err error) {
	in, err := NewInput(c.Inputs, v)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, Errorf(EINTERNAL, "calculator %s: %v", c.ID, r)
		}
	}()
	res, err = c.Compute(p, in)
	if err != nil {
		labelErrors(c.Inputs, err)
		return nil, err
	}
	res.Calculator = c.ID
	res.Ruleset = p.RS.ID
	res.DataVersion = p.Version
	if len(res.Rules) == 0 {
		res.Rules = c.Rules
	}
	res.Club = p.Club()
	return res, nil
}

// labelErrors makes a Compute error name its field by the field's label: Invalid and
// InvalidKey only know the field's name ("field.<name>"), which is no message for a field with
// its own Label key.
func labelErrors(s Schema, err error) {
	list, ok := errors.AsType[ErrorList](err)
	if !ok {
		if one, ok := errors.AsType[*Error](err); ok {
			list = ErrorList{one}
		}
	}
	for _, e := range list {
		f := s.Field(e.Field)
		if f == nil || len(e.Args) == 0 || e.Args[0].Name != "field" || e.Args[0].Value != msg.FieldRef(f.Name) {
			continue
		}
		e.Args[0].Value = msg.Ref(f.LabelKey())
	}
}

// Result is what every calculator returns.
type Result struct {
	Calculator  string
	Ruleset     string
	DataVersion int
	Parties     []Party  // per party outcomes
	Steps       []Step   // ordered explanation
	Rules       []string // rule IDs applied
	Decisions   []string // message keys of DECISION notes that applied
	Club        []string // parameter keys whose value came from the club file
	Estimate    bool     // some value is an estimate (shown as such)
}

// Party is one side's outcome: offender, non-offender, home, visitor, team, player, …
type Party struct {
	Role string // message key suffix: "party.<Role>"
	Name string // optional display name (a pair number, a team)
	Outs []Out
	// appended: a message key that names the party in words where Name is a code (a match's
	// side: "party.home" for Name "home"); shown instead of Name
	NameKey string
}

// Out is one value of an outcome, in one form the rule defines.
type Out struct {
	Name string  // stable code: pct_top, pct, mp, imp, vp, ft, minutes, verdict, allowed, …
	Num  float64 // numeric value (when Str is empty)
	Str  string  // a code (verdict, clause, outcome); translated as "val.<Name>.<Str>"
	Unit string  // "%", "imp", "vp", "ft", "min", "mp", UnitDateTime, "" … (label: "unit.<Unit>")
	Prec int     // decimals to show
	Bool bool    // IsBool: a yes/no value
	IsB  bool
}

// UnitDateTime is the Unit of an Out that is a moment, not a quantity: its Num is local
// wall-clock minutes since 2000-01-01 00:00 (the KDateTime representation, no time zone) and it
// prints as a date and time with msg.DateTime(lang, int64(o.Num)), e.g. "2018-09-05 18:00",
// never as a number with a unit after it. "unit.datetime" labels the kind of value (a column
// heading), not a suffix.
const UnitDateTime = "datetime"

// DateTimeOut returns an Out holding the moment minutes (KDateTime form), Unit UnitDateTime.
func DateTimeOut(name string, minutes int64) Out {
	return Out{Name: name, Num: float64(minutes), Unit: UnitDateTime}
}

// IsDateTime reports whether o is a moment (Unit UnitDateTime) to print with msg.DateTime.
func (o Out) IsDateTime() bool { return o.Unit == UnitDateTime && o.Str == "" && !o.IsB }

// Num returns a numeric Out.
func Num(name string, v float64, unit string, prec int) Out {
	return Out{Name: name, Num: v, Unit: unit, Prec: prec}
}

// Str returns a coded Out.
func Str(name, code string) Out { return Out{Name: name, Str: code} }

// Bool returns a yes/no Out.
func Bool(name string, b bool) Out { return Out{Name: name, Bool: b, IsB: true} }

// Value returns the Out's value as a plain Go value: float64, string or bool.
func (o Out) Value() any {
	switch {
	case o.IsB:
		return o.Bool
	case o.Str != "":
		return o.Str
	}
	return o.Num
}

// Step is one explanation line: a message key with named arguments.
type Step struct {
	Key  string
	Args []msg.Arg
}

// S is shorthand for a Step.
func S(key string, args ...msg.Arg) Step { return Step{key, args} }

// Step adds a step to the result's explanation: one call where an append at each of the
// calculators' ~170 steps was code of its own in the wasm.
func (r *Result) Step(key string, args ...msg.Arg) { r.Steps = append(r.Steps, Step{key, args}) }

// Decide adds DECISION notes (message keys) to the result.
func (r *Result) Decide(keys ...string) { r.Decisions = append(r.Decisions, keys...) }

// Party returns the party with role, or nil.
func (r *Result) Party(role string) *Party {
	for i := range r.Parties {
		if r.Parties[i].Role == role {
			return &r.Parties[i]
		}
	}
	return nil
}

// Out returns the party's value name, ok false when absent.
func (p *Party) Out(name string) (Out, bool) {
	for _, o := range p.Outs {
		if o.Name == name {
			return o, true
		}
	}
	return Out{}, false
}

// Flat returns every Out as "name" (first party wins on a clash) and "role.name": the form the
// conformance test and the share-link "announced result" read.
func (r *Result) Flat() map[string]any {
	m := map[string]any{}
	for _, p := range r.Parties {
		for _, o := range p.Outs {
			m[p.Role+"."+o.Name] = o.Value()
			if _, ok := m[o.Name]; !ok {
				m[o.Name] = o.Value()
			}
		}
	}
	return m
}

// Round2 rounds half away from zero to hundredths.
func Round2(x float64) float64 { return math.Round(x*100) / 100 }
