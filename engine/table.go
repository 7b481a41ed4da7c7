package engine

import (
	"strconv"

	"arbiter/engine/msg"
)

// A Table is how a calculator's list fields that belong together are presented and edited: as
// the columns of one table, a row per hand, board, result, incident or team, rather than as
// parallel lists of numbers. It is presentation only. The values stay the schema's (links, logs
// and vectors carry them as before); Read turns them into rows and Write turns rows back into
// the same values, so nothing a table shows is stored anywhere else, except the columns of the
// form's own (List ""), which no field holds.
//
// A column is one of:
//   - an item of a list field: the columns on one list take its items in turn, a row's worth at
//     a time (one column: one item per row; a ruling's four columns: four items per row);
//   - a part of a packed code: the columns on a list with a Pack share one item per row
//     (a Preferans hand's declarer, game, igra, kontra, tricks and followers are one hand code);
//   - the form's own (List ""): shown and kept by the form, written into no field.
//
// A cross-table (TableCross) adds, after its columns, one cell per row for each row: the
// head-to-head results of n teams, an n×n list read row by row, its diagonal fixed.
type Table struct {
	ID    string // stable within the calculator: names the table's controls
	Label string // message key of the caption
	Row   string // message key naming a row, with {n}: "Hand {n}"
	// RowFrom names the whole-number field holding the first row's number ("" : rows count
	// from 1): a match's boards are numbered from its first board.
	RowFrom string
	// Participants: row n is the event's pair or team number n, which the form names from the
	// open event's roster ("Team 3 · Partizan") where it has one.
	Participants bool
	Kind         TableKind
	Columns      []Column
	Packs        []Pack  // the lists whose item packs several columns
	Cross        *Column // TableCross: the cell of row i against row j; its List holds n×n items
	// Next is a new row made from the one before it (next hand number, next declarer); nil
	// copies it. The first row is the columns' defaults.
	Next func(prev Values) Values
	// Idle reports the cells a row does not use (a passed-out hand has no game): the form does
	// not show them, and their values, whatever they are, write nothing (nil: every cell is used).
	Idle func(row Values) []bool
	// Check judges the rows as a whole once every field is valid (a ruling's bula changes), so
	// that its errors name a row and a column rather than a list field.
	Check func(p *Params, in Input) []CellError
	// The derived values a row shows as it is edited, all from the engine: the result's party
	// named after the row (RowParty, the outs RowOuts of it, all when nil), the result's steps
	// with key RowStep in row order, and Derive's notes.
	RowParty string
	RowOuts  []string
	RowStep  string
	Derive   func(p *Params, in Input) [][]Note
}

// TableKind is the layout of a Table.
type TableKind uint8

const (
	TableRows  TableKind = iota + 1 // a row per item
	TableCross                      // a row per team, and a column per team after the columns
)

// Column is one column of a Table: its cell (a scalar Field: Name stable within the table,
// Kind, range, Options, Label, Default for the first row, Optional) and where it is written.
type Column struct {
	Field
	List   string // the list field holding it; "" : the form's own
	Offset int64  // a list item is the cell + Offset (a clause a…f, option 0…5, is item 1…6)
	Step   int64  // a stepper's step, in the cell's scaled units (0: 1)
	// IdleValue is what the cell writes on a row that does not use it (Table.Idle), whatever
	// it holds; nil: the column's Default. A traveller's artificial score writes a pass as its
	// level, so that the row's score entry is the pass code.
	IdleValue []int64
}

// Pack packs the columns on List (in column order) into one item per row, and back.
type Pack struct {
	List string
	// Pack returns the item of a row's cells; an error names the column at fault by its Name.
	Pack func(cells []int64) (int64, *Error)
	// Unpack returns the cells of an item (each then checked by its column), or an error when
	// the item is no code at all.
	Unpack func(item int64) ([]int64, *Error)
	// Empty: the list may be empty, meaning an item 0 on every row. Read unpacks 0 for each row
	// of an empty list, and Write writes none (nil) when every row's item is 0 (a traveller's
	// artificial scores: empty when every result was played, as in links made before it).
	Empty bool
}

// Note is one derived value of a row: a sentence, a warning when Warn.
type Note struct {
	Key  string
	Args []msg.Arg
	Warn bool
}

// RowInfo is what a row shows beside its cells: values of the result and notes.
type RowInfo struct {
	Party *Party // the outs that belong to the row, labelled as the result labels them
	Steps []Step
	Notes []Note
}

// CellError is an error of one cell (Row and Col ≥ 0), of a row (Col −1) or of the whole
// table (Row −1). Col indexes Cells.
type CellError struct {
	Row, Col int
	Err      *Error
}

// IdleCells is Idle of row, never panicking (a row of nils, half typed, is used in full).
func (t *Table) IdleCells(row Values) (idle []bool) {
	if t.Idle == nil {
		return nil
	}
	defer func() {
		if recover() != nil {
			idle = nil
		}
	}()
	return t.Idle(row)
}

// StepOf is the stepper step of column c (1 when unset).
func (c *Column) StepOf() int64 {
	if c.Step > 0 {
		return c.Step
	}
	return 1
}

// Cells returns the cell fields of a table of n rows: its columns, then for a cross-table one
// per row.
func (t *Table) Cells(n int) []Column {
	out := append([]Column(nil), t.Columns...)
	if t.Kind == TableCross && t.Cross != nil {
		for j := 0; j < n; j++ {
			out = append(out, *t.Cross)
		}
	}
	return out
}

// Fields returns the list fields the table edits, in the order of its columns.
func (t *Table) Fields() []string {
	var out []string
	add := func(l string) {
		if l == "" {
			return
		}
		for _, x := range out {
			if x == l {
				return
			}
		}
		out = append(out, l)
	}
	for _, c := range t.Columns {
		add(c.List)
	}
	if t.Cross != nil {
		add(t.Cross.List)
	}
	return out
}

// Has reports whether field is one of the table's.
func (t *Table) Has(field string) bool {
	for _, f := range t.Fields() {
		if f == field {
			return true
		}
	}
	return false
}

// TableOf returns the table that edits field, or nil.
func (c *Calculator) TableOf(field string) *Table {
	for i := range c.Tables {
		if c.Tables[i].Has(field) {
			return &c.Tables[i]
		}
	}
	return nil
}

func (t *Table) pack(list string) *Pack {
	for i := range t.Packs {
		if t.Packs[i].List == list {
			return &t.Packs[i]
		}
	}
	return nil
}

// on returns the indexes of the columns written in list.
func (t *Table) on(list string) []int {
	var out []int
	for j, c := range t.Columns {
		if c.List == list {
			out = append(out, j)
		}
	}
	return out
}

// stride is the number of items a row takes in list.
func (t *Table) stride(list string) int {
	if t.pack(list) != nil {
		return 1
	}
	return len(t.on(list))
}

// optional reports whether every column on list may be blank: the list may then be empty.
func (t *Table) optional(list string) bool {
	for _, j := range t.on(list) {
		if !t.Columns[j].Optional {
			return false
		}
	}
	return true
}

// RowLimits returns the fewest and most rows the table's fields allow (max 0: no limit).
func (t *Table) RowLimits(s Schema) (lo, hi int) {
	for _, l := range t.Fields() {
		f := s.Field(l)
		if f == nil {
			continue
		}
		k := t.stride(l)
		if t.Cross != nil && l == t.Cross.List {
			if f.MaxItems > 0 {
				n := 0
				for (n+1)*(n+1) <= f.MaxItems {
					n++
				}
				hi = minPos(hi, n)
			}
			continue
		}
		if k == 0 {
			continue
		}
		if !t.optional(l) && (f.MinItems+k-1)/k > lo {
			lo = (f.MinItems + k - 1) / k
		}
		if f.MaxItems > 0 {
			hi = minPos(hi, f.MaxItems/k)
		}
	}
	return lo, hi
}

func minPos(a, b int) int {
	if a == 0 || b < a {
		return b
	}
	return a
}

// RowNumber is the number row i (from 0) is named by: i+1, or counted from RowFrom's value.
func (t *Table) RowNumber(s Schema, v Values, i int) int {
	if t.RowFrom != "" {
		if k := s.Index(t.RowFrom); k >= 0 && len(v) > k && len(v[k]) == 1 {
			return int(v[k][0]) + i
		}
	}
	return i + 1
}

// Read returns the table's rows in v (values of schema s): one value per cell (Cells), nil for
// a blank cell and for the form's own columns. A list whose length fits no whole number of rows,
// lists of different lengths and an item that is no code are errors of the table (Row −1) or
// of a row (Col −1).
func (t *Table) Read(s Schema, v Values) ([]Values, []CellError) {
	n := -1
	var errs []CellError
	for _, l := range t.Fields() {
		i := s.Index(l)
		if i < 0 || i >= len(v) {
			return nil, []CellError{{-1, -1, Errorf(EINTERNAL, "table %s: no field %s", t.ID, l)}}
		}
		if t.Cross != nil && l == t.Cross.List {
			continue
		}
		items, k := v[i], t.stride(l)
		if len(items) == 0 && (t.optional(l) || t.emptyOK(l)) {
			continue
		}
		if k == 0 || len(items)%k != 0 {
			return nil, []CellError{{-1, -1, InvalidKey(l, "table.err.rows", msg.A("k", k))}}
		}
		switch m := len(items) / k; {
		case n < 0:
			n = m
		case m != n:
			return nil, []CellError{{-1, -1, InvalidKey(l, "table.err.length", msg.A("n", n))}}
		}
	}
	if n < 0 {
		n = 0
	}
	var cross []int64
	if t.Kind == TableCross && t.Cross != nil {
		cross = v[s.Index(t.Cross.List)]
		if len(cross) != 0 && len(cross) != n*n {
			return nil, []CellError{{-1, -1, InvalidKey(t.Cross.List, "table.err.cross", msg.A("n", n), msg.A("items", n*n))}}
		}
	}
	cells := t.Cells(n)
	rows := make([]Values, n)
	for r := range rows {
		rows[r] = make(Values, len(cells))
	}
	for _, l := range t.Fields() {
		if t.Cross != nil && l == t.Cross.List {
			continue
		}
		items, cols := v[s.Index(l)], t.on(l)
		if len(items) == 0 && t.emptyOK(l) {
			items = make([]int64, n) // an item 0 on every row
		}
		if len(items) == 0 {
			continue
		}
		if pk := t.pack(l); pk != nil {
			for r := 0; r < n; r++ {
				c, err := pk.Unpack(items[r])
				if err != nil || len(c) != len(cols) {
					if err == nil {
						err = Errorf(EINTERNAL, "table %s: %s unpacks %d cells, not %d", t.ID, l, len(c), len(cols))
					}
					errs = append(errs, CellError{r, -1, err})
					continue
				}
				for k, j := range cols {
					rows[r][j] = []int64{c[k]}
				}
			}
			continue
		}
		k := len(cols)
		for r := 0; r < n; r++ {
			for q, j := range cols {
				rows[r][j] = []int64{items[r*k+q] - t.Columns[j].Offset}
			}
		}
	}
	if len(cross) > 0 {
		base := len(t.Columns)
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				rows[r][base+c] = []int64{cross[r*n+c]}
			}
		}
	}
	return rows, errs
}

// Write returns a copy of v with the table's fields set from rows, or the errors that stop it,
// each naming its cell: a cell out of its range, a blank cell that must be filled, a code the
// cells do not make, a list the schema does not allow.
func (t *Table) Write(s Schema, v Values, rows []Values) (Values, []CellError) {
	n := len(rows)
	cells := t.Cells(n)
	var errs []CellError
	rows = append([]Values(nil), rows...)
	for r, row := range rows {
		if len(row) != len(cells) {
			return nil, []CellError{{r, -1, Errorf(EINTERNAL, "table %s: row %d has %d cells, not %d", t.ID, r+1, len(row), len(cells))}}
		}
		idle := t.IdleCells(row)
		rows[r] = append(Values(nil), row...)
		for j := range cells {
			if t.Kind == TableCross && j >= len(t.Columns) && j-len(t.Columns) == r {
				continue // the diagonal
			}
			if j < len(idle) && idle[j] && j < len(t.Columns) {
				// a cell the row does not use writes its idle value, whatever it holds
				rows[r][j] = t.Columns[j].IdleValue
				if rows[r][j] == nil {
					rows[r][j] = t.Columns[j].Default
				}
				continue
			}
			if row[j] == nil && (cells[j].Optional || cells[j].List == "") {
				continue // blank where it may be (the form's own columns are the form's)
			}
			if e := cells[j].Check(row[j]); e != nil {
				errs = append(errs, CellError{r, j, e})
			}
		}
	}
	out := append(Values(nil), v...)
	for _, l := range t.Fields() {
		i := s.Index(l)
		if i < 0 || i >= len(out) {
			return nil, []CellError{{-1, -1, Errorf(EINTERNAL, "table %s: no field %s", t.ID, l)}}
		}
		var items []int64
		var bad []CellError
		if t.Cross != nil && l == t.Cross.List {
			items, bad = t.writeCross(rows)
		} else {
			items, bad = t.writeList(l, rows)
		}
		errs = append(errs, bad...)
		if e := s[i].Check(items); e != nil && len(bad) == 0 {
			errs = append(errs, CellError{-1, -1, e})
		}
		out[i] = items
	}
	if len(errs) > 0 {
		return nil, dedupe(errs)
	}
	return out, nil
}

// writeList is list l's items from rows: all blank (every column optional) gives none (nil).
func (t *Table) writeList(l string, rows []Values) ([]int64, []CellError) {
	cols := t.on(l)
	blank := true
	for _, row := range rows {
		for _, j := range cols {
			if row[j] != nil {
				blank = false
			}
		}
	}
	var items []int64 // none: nil, as the form's parser reads an empty list
	if blank && t.optional(l) {
		return nil, nil
	}
	var errs []CellError
	pk := t.pack(l)
	for r, row := range rows {
		c := make([]int64, len(cols))
		ok := true
		for k, j := range cols {
			if len(row[j]) != 1 {
				errs = append(errs, CellError{r, j, t.Columns[j].err("err.required")})
				ok = false
				continue
			}
			c[k] = row[j][0]
		}
		if !ok {
			continue
		}
		if pk == nil {
			for k, j := range cols {
				items = append(items, c[k]+t.Columns[j].Offset)
			}
			continue
		}
		x, e := pk.Pack(c)
		if e != nil {
			errs = append(errs, CellError{r, t.col(e.Field), e})
			continue
		}
		items = append(items, x)
	}
	if pk != nil && pk.Empty && len(errs) == 0 {
		zero := true
		for _, x := range items {
			zero = zero && x == 0
		}
		if zero {
			return nil, nil
		}
	}
	return items, errs
}

// emptyOK reports whether list l may be empty, an item 0 on every row (Pack.Empty).
func (t *Table) emptyOK(l string) bool {
	pk := t.pack(l)
	return pk != nil && pk.Empty
}

// writeCross is the cross list, row by row (the diagonal 0); all blank gives none (nil).
func (t *Table) writeCross(rows []Values) ([]int64, []CellError) {
	n, base := len(rows), len(t.Columns)
	blank := true
	for r, row := range rows {
		for c := 0; c < n; c++ {
			if c != r && row[base+c] != nil {
				blank = false
			}
		}
	}
	var items []int64
	if blank {
		return nil, nil
	}
	var errs []CellError
	for r, row := range rows {
		for c := 0; c < n; c++ {
			switch {
			case c == r:
				items = append(items, 0)
			case len(row[base+c]) != 1:
				errs = append(errs, CellError{r, base + c, t.Cross.err("err.required")})
				items = append(items, 0)
			default:
				items = append(items, row[base+c][0])
			}
		}
	}
	return items, errs
}

// col returns the index of the column named name, -1 when none is.
func (t *Table) col(name string) int {
	for j, c := range t.Columns {
		if c.Name == name {
			return j
		}
	}
	return -1
}

// Col returns the index of the column named name, -1 when none is.
func (t *Table) Col(name string) int { return t.col(name) }

func dedupe(errs []CellError) []CellError {
	seen := map[[2]int]bool{}
	out := errs[:0]
	for _, e := range errs {
		k := [2]int{e.Row, e.Col}
		if e.Row >= 0 && e.Col >= 0 && seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, e)
	}
	return out
}

// NewRow is the row added after rows: the columns' defaults first, then Next of the last row
// (a copy of it when Next is nil). A cross-table's new row has a blank cell per row and
// itself.
func (t *Table) NewRow(rows []Values) Values {
	n := len(rows)
	var row Values
	if n == 0 {
		for _, c := range t.Columns {
			row = append(row, append([]int64(nil), c.Default...))
		}
	} else {
		prev := append(Values(nil), rows[n-1][:len(t.Columns)]...)
		for j := range prev {
			prev[j] = append([]int64(nil), prev[j]...)
		}
		if t.Next != nil {
			row = t.Next(prev)
		} else {
			row = prev
		}
	}
	row = row[:len(t.Columns):len(t.Columns)]
	if t.Kind == TableCross {
		row = append(row, make(Values, n+1)...)
	}
	return row
}

// Info returns what each of n rows shows beside its cells, from the result res (nil when the
// calculator refused) and Derive of the valid input in. It never panics: a Derive that does
// gives no notes.
func (t *Table) Info(p *Params, in Input, res *Result, n int) (info []RowInfo) {
	info = make([]RowInfo, n)
	if res != nil && t.RowParty != "" {
		for i := range res.Parties {
			pt := &res.Parties[i]
			r, err := strconv.Atoi(pt.Name)
			if pt.Role != t.RowParty || err != nil || r < 1 || r > n {
				continue
			}
			cp := *pt
			if t.RowOuts != nil {
				cp.Outs = nil
				for _, o := range pt.Outs {
					for _, w := range t.RowOuts {
						if o.Name == w {
							cp.Outs = append(cp.Outs, o)
						}
					}
				}
			}
			info[r-1].Party = &cp
		}
	}
	if res != nil && t.RowStep != "" {
		r := 0
		for _, s := range res.Steps {
			if s.Key == t.RowStep && r < n {
				info[r].Steps = append(info[r].Steps, s)
				r++
			}
		}
	}
	if t.Derive != nil && in.Schema != nil {
		func() {
			defer func() { _ = recover() }()
			for r, notes := range t.Derive(p, in) {
				if r < n {
					info[r].Notes = notes
				}
			}
		}()
	}
	return info
}

// CheckRows runs the table's Check, never panicking.
func (t *Table) CheckRows(p *Params, in Input) (errs []CellError) {
	if t.Check == nil {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			errs = []CellError{{-1, -1, Errorf(EINTERNAL, "table %s: %v", t.ID, r)}}
		}
	}()
	return t.Check(p, in)
}

// The table words every ruleset shares: captions, row names, column headings, notes and the
// errors that name a row and a column. The app's own words (add, delete, paste) are the app's.
func init() {
	msg.RegisterList([]msg.Entry[msg.Text]{
		// errors
		{"table.err.rows", msg.Text{En: "{field}: the values do not make whole rows of {k}.", Sr: "{field}: vrednosti ne čine cele redove od po {k}.", Hu: "{field}: az értékek nem adnak ki {k} elemű teljes sorokat."}},
		{"table.err.length", msg.Text{En: "{field}: enter one value for each of the {n} rows.", Sr: "{field}: unesite po jednu vrednost za svaki red (ukupno {n}).", Hu: "{field}: minden sorhoz ({n}) adjon meg egy értéket."}},
		{"table.err.cross", msg.Text{En: "{field}: {n} teams need {items} values, row by row.", Sr: "{field}: broj timova je {n}, pa je potrebno {items} vrednosti, red po red.", Hu: "{field}: {n} csapathoz {items} érték kell, soronként."}},
		{"table.err.code", msg.Text{En: "{field}: this line is not a valid entry.", Sr: "{field}: ovaj red nije ispravan unos.", Hu: "{field}: ez a sor nem érvényes bejegyzés."}},
		{"table.err.multiple", msg.Text{En: "{field}: enter a multiple of {step}.", Sr: "{field}: unesite umnožak broja {step}.", Hu: "{field}: {step} többszörösét adja meg."}},
		{"table.err.all-zero", msg.Text{En: "{field}: change the bula of at least one player.", Sr: "{field}: promenite bulu bar jednom igraču.", Hu: "{field}: legalább egy játékos buláját módosítsa."}},
		{"table.err.tricks", msg.Text{En: "{field}: the declarer and the left-hand player took more than 10 tricks.", Sr: "{field}: odigravač i igrač levo imaju više od 10 štihova.", Hu: "{field}: a felvevő és a bal oldali játékos több mint 10 ütést vitt."}},
		{"table.err.after", msg.Text{En: "{field}: the sheet has {n} hands.", Sr: "{field}: broj ruku na listi je {n}.", Hu: "{field}: a lapon {n} leosztás van."}},
		{"table.err.result", msg.Text{En: "{field}: with this contract, from {min} to {max}.", Sr: "{field}: uz ovaj kontrakt, od {min} do {max}.", Hu: "{field}: ennél a felvételnél {min} és {max} között."}},
		{"table.err.day", msg.Text{En: "{field}: the day cannot be before the row above ({day}).", Sr: "{field}: dan ne može biti pre reda iznad ({day}).", Hu: "{field}: a nap nem lehet korábbi a fenti sorénál ({day})."}},

		// captions
		{"table.hands", msg.Text{En: "Hands", Sr: "Ruke", Hu: "Leosztások"}},
		{"table.rulings", msg.Text{En: "Rulings written in the sheet", Sr: "Presude upisane u list", Hu: "A lapra írt ítéletek"}},
		{"table.results", msg.Text{En: "Results on the board", Sr: "Rezultati na bordu", Hu: "Eredmények a leosztáson"}},
		{"table.boards", msg.Text{En: "Boards of the match", Sr: "Bordovi meča", Hu: "A mérkőzés leosztásai"}},
		{"table.incidents", msg.Text{En: "Earlier incidents in the book", Sr: "Raniji prekršaji u zapisniku", Hu: "Korábbi esetek a zsűrikönyvben"}},
		{"table.standings", msg.Text{En: "Standings and head-to-head results", Sr: "Plasman i međusobni rezultati", Hu: "Állás és egymás elleni eredmények"}},
		{"table.outcomes", msg.Text{En: "Possible results and their weights", Sr: "Mogući rezultati i njihove težine", Hu: "Lehetséges eredmények és súlyuk"}},
		{"table.field", msg.Text{En: "Other North-South scores on the board", Sr: "Ostali rezultati Sever-Juga na bordu", Hu: "Észak-Dél többi eredménye a leosztáson"}},
		{"table.scores", msg.Text{En: "North-South scores on the board", Sr: "Rezultati Sever-Juga na bordu", Hu: "Észak-Dél eredményei a leosztáson"}},
		{"table.diffs", msg.Text{En: "Net score of each board", Sr: "Neto rezultat svakog borda", Hu: "Az egyes leosztások nettó eredménye"}},
		{"table.teams", msg.Text{En: "Teams", Sr: "Timovi", Hu: "Csapatok"}},
		{"table.players", msg.Text{En: "Players", Sr: "Igrači", Hu: "Játékosok"}},
		{"table.vp-same", msg.Text{En: "Matches against own-group teams in the same half", Sr: "Mečevi protiv timova iz grupe u istoj polovini", Hu: "Mérkőzések az azonos házba jutott csoporttársak ellen"}},
		{"table.vp-other", msg.Text{En: "Other first-stage matches", Sr: "Ostali mečevi prve faze", Hu: "Az alapszakasz többi mérkőzése"}},

		// row names
		{"table.row.hand", msg.Text{En: "Hand {n}", Sr: "Ruka {n}", Hu: "{n}. leosztás"}},
		{"table.row.ruling", msg.Text{En: "Ruling {n}", Sr: "Presuda {n}", Hu: "{n}. ítélet"}},
		{"table.row.result", msg.Text{En: "Result {n}", Sr: "Rezultat {n}", Hu: "{n}. eredmény"}},
		{"table.row.board", msg.Text{En: "Board {n}", Sr: "Bord {n}", Hu: "{n}. leosztás"}},
		{"table.row.incident", msg.Text{En: "Incident {n}", Sr: "Prekršaj {n}", Hu: "{n}. eset"}},
		{"table.row.team", msg.Text{En: "Team {n}", Sr: "Tim {n}", Hu: "{n}. csapat"}},
		{"table.row.player", msg.Text{En: "Player {n}", Sr: "Igrač {n}", Hu: "{n}. játékos"}},
		{"table.row.outcome", msg.Text{En: "Outcome {n}", Sr: "Ishod {n}", Hu: "{n}. kimenetel"}},
		{"table.row.match", msg.Text{En: "Match {n}", Sr: "Meč {n}", Hu: "{n}. mérkőzés"}},

		// column headings
		{"table.col.declarer", msg.Text{En: "Declarer", Sr: "Odigravač", Hu: "Felvevő"}},
		{"table.col.declarer.p1", msg.Text{En: "1", Sr: "1", Hu: "1"}},
		{"table.col.declarer.p2", msg.Text{En: "2", Sr: "2", Hu: "2"}},
		{"table.col.declarer.p3", msg.Text{En: "3", Sr: "3", Hu: "3"}},
		{"table.col.declarer.passed", msg.Text{En: "passed out", Sr: "svi dalje", Hu: "mindenki passz"}},
		{"table.col.followers", msg.Text{En: "Who followed", Sr: "Ko je pratio", Hu: "Ki védekezett"}},
		{"table.col.followers.none", msg.Text{En: "nobody", Sr: "niko", Hu: "senki"}},
		{"table.col.followers.left", msg.Text{En: "left", Sr: "levi", Hu: "bal"}},
		{"table.col.followers.right", msg.Text{En: "right", Sr: "desni", Hu: "jobb"}},
		{"table.col.followers.both", msg.Text{En: "both", Sr: "oba", Hu: "mindkettő"}},
		{"table.col.kontra", msg.Text{En: "Kontra", Sr: "Kontra", Hu: "Kontra"}},
		{"table.col.kontra.none", msg.Text{En: "none", Sr: "bez", Hu: "nincs"}},
		{"table.col.kontra.kontra", msg.Text{En: "kontra", Sr: "kontra", Hu: "kontra"}},
		{"table.col.kontra.rekontra", msg.Text{En: "rekontra", Sr: "rekontra", Hu: "rekontra"}},
		{"table.col.igra", msg.Text{En: "Igra (without the talon)", Sr: "Igra (bez talona)", Hu: "Igra (talon nélkül)"}},
		{"table.col.decl-tricks", msg.Text{En: "Declarer's tricks", Sr: "Štihovi odigravača", Hu: "A felvevő ütései"}},
		{"table.col.left-tricks", msg.Text{En: "Left-hand player's tricks", Sr: "Štihovi igrača levo", Hu: "A bal oldali játékos ütései"}},
		{"table.col.after-hand", msg.Text{En: "After hand", Sr: "Posle ruke", Hu: "Leosztás után"}},
		{"table.col.delta1", msg.Text{En: "Player 1", Sr: "Igrač 1", Hu: "1. játékos"}},
		{"table.col.delta2", msg.Text{En: "Player 2", Sr: "Igrač 2", Hu: "2. játékos"}},
		{"table.col.delta3", msg.Text{En: "Player 3", Sr: "Igrač 3", Hu: "3. játékos"}},
		{"table.col.ruling-id", msg.Text{En: "S-number", Sr: "Broj presude (S)", Hu: "Ítélet száma (S)"}},
		{"table.h.ruling-id", msg.Text{
			En: "The ruling's number in the club's records, S45 as 45; optional, but give one for every ruling or for none.",
			Sr: "Broj presude u evidenciji kluba, S45 kao 45; nije obavezan, ali upišite ga za sve presude ili ni za jednu.",
			Hu: "Az ítélet száma a klub nyilvántartásában, S45 helyett 45; nem kötelező, de mindegyik ítéletnél adja meg, vagy egyiknél se.",
		}},
		{"table.col.delta", msg.Text{En: "Bula change", Sr: "Promena bule", Hu: "Bulamódosítás"}},
		{"table.col.bula-left", msg.Text{En: "Bula remaining", Sr: "Preostala bula", Hu: "Hátralévő bula"}},
		{"table.col.ns-pair", msg.Text{En: "NS pair", Sr: "Par NS", Hu: "É-D pár"}},
		{"table.col.ew-pair", msg.Text{En: "EW pair", Sr: "Par EW", Hu: "K-Ny pár"}},
		{"table.col.level", msg.Text{En: "Level", Sr: "Nivo", Hu: "Szint"}},
		{"table.col.level.pass", msg.Text{En: "pass", Sr: "pas", Hu: "passz"}},
		{"table.col.strain", msg.Text{En: "Strain", Sr: "Boja", Hu: "Szín"}},
		{"table.col.strain.C", msg.Text{En: "♣", Sr: "♣", Hu: "♣"}},
		{"table.col.strain.D", msg.Text{En: "♦", Sr: "♦", Hu: "♦"}},
		{"table.col.strain.H", msg.Text{En: "♥", Sr: "♥", Hu: "♥"}},
		{"table.col.strain.S", msg.Text{En: "♠", Sr: "♠", Hu: "♠"}},
		{"table.col.strain.N", msg.Text{En: "NT", Sr: "BA", Hu: "SZA"}},
		{"table.col.doubled", msg.Text{En: "Doubled", Sr: "Kontra", Hu: "Kontra"}},
		{"table.col.doubled.none", msg.Text{En: "no", Sr: "ne", Hu: "nem"}},
		{"table.col.doubled.X", msg.Text{En: "X", Sr: "X", Hu: "X"}},
		{"table.col.doubled.XX", msg.Text{En: "XX", Sr: "XX", Hu: "XX"}},
		{"table.col.result", msg.Text{En: "Result", Sr: "Ishod", Hu: "Eredmény"}},
		{"table.col.ns-score", msg.Text{En: "NS score", Sr: "Rezultat NS", Hu: "É-D eredmény"}},
		{"table.col.weight", msg.Text{En: "Weight", Sr: "Težina", Hu: "Súly"}},
		{"table.col.net", msg.Text{En: "Home team's net score", Sr: "Neto rezultat domaćeg tima", Hu: "A hazai csapat nettó eredménye"}},
		{"table.col.clause", msg.Text{En: "Sub-point", Sr: "Tačka", Hu: "Alpont"}},
		{"table.col.player", msg.Text{En: "Player", Sr: "Igrač", Hu: "Játékos"}},
		{"table.col.team", msg.Text{En: "Team", Sr: "Tim", Hu: "Csapat"}},
		{"table.col.day", msg.Text{En: "Day", Sr: "Dan", Hu: "Nap"}},
		{"table.col.vp", msg.Text{En: "VP total", Sr: "Ukupno VP", Hu: "VP-összeg"}},
		{"table.col.imp-diff", msg.Text{En: "IMP difference", Sr: "Razlika u IMP", Hu: "IMP-különbség"}},
		{"table.col.vp-best", msg.Text{En: "VP against the best six", Sr: "VP protiv najboljih šest", Hu: "VP a legjobb hat ellen"}},
		{"table.col.against", msg.Text{En: "against {team}", Sr: "protiv: {team}", Hu: "ellenfél: {team}"}},
		{"table.col.avg-mp", msg.Text{En: "Average masterpoints", Sr: "Prosečni master poeni", Hu: "Átlagos mesterpont"}},
		{"table.col.match-vp", msg.Text{En: "VP", Sr: "VP", Hu: "VP"}},
		{"table.col.open", msg.Text{En: "Open room", Sr: "Otvorena sala", Hu: "Nyílt terem"}},
		{"table.col.closed", msg.Text{En: "Closed room", Sr: "Zatvorena sala", Hu: "Zárt terem"}},

		// notes
		{"table.note.bula", msg.Text{En: "Bula after the hand (players 1 · 2 · 3): {b1} · {b2} · {b3}", Sr: "Bula posle ruke (igrači 1 · 2 · 3): {b1} · {b2} · {b3}", Hu: "Bula a leosztás után (1. · 2. · 3. játékos): {b1} · {b2} · {b3}"}},
		{"table.note.soups", msg.Text{En: "Soups written (players 1 · 2 · 3): {s1} · {s2} · {s3}", Sr: "Upisane supe (igrači 1 · 2 · 3): {s1} · {s2} · {s3}", Hu: "Írt szupa (1. · 2. · 3. játékos): {s1} · {s2} · {s3}"}},
		{"table.note.right-tricks", msg.Text{En: "Right-hand player's tricks: {n}", Sr: "Štihovi igrača desno: {n}", Hu: "A jobb oldali játékos ütései: {n}"}},
		{"table.note.zt-fine", msg.Text{En: "Fine: {vp} VP", Sr: "Kazna: {vp} VP", Hu: "Büntetés: {vp} VP"}},
		{"table.note.zt-doubled", msg.Text{En: "Fine: {vp} VP (a repeat: doubled)", Sr: "Kazna: {vp} VP (ponovljeni prekršaj: dvostruka)", Hu: "Büntetés: {vp} VP (ismétlés: kétszeres)"}},
		{"table.note.row-total", msg.Text{En: "Head-to-head total {sum} VP equals the VP total.", Sr: "Zbir međusobnih rezultata {sum} VP jednak je ukupnom VP.", Hu: "Az egymás elleni eredmények összege {sum} VP, egyezik a VP-összeggel."}},
		{"table.note.row-differs", msg.Text{En: "Head-to-head total {sum} VP differs from the VP total {vp} VP.", Sr: "Zbir međusobnih rezultata {sum} VP razlikuje se od ukupnog VP {vp} VP.", Hu: "Az egymás elleni eredmények összege ({sum} VP) eltér a VP-összegtől ({vp} VP)."}},
		{"table.note.weights", msg.Text{En: "Weights so far: {sum}", Sr: "Zbir težina do ovog reda: {sum}", Hu: "A súlyok összege eddig: {sum}"}},
	})
}
