package calcform

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/bridge"
	"arbiter/engine/cards"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
	"arbiter/engine/notation"
	"arbiter/engine/pbn"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// "Board from the file" on a calculator: when the open event has a session file, a board
// picked from it fills the board number, a hand (the seat picked) and the traveller (every
// result with its pair numbers), and shows the board's deal.

// pbnPicker is the picker, drawn when the open event has a file (formCore.board). Props: Gen
// changes with each change of the form's state S.
type pbnPicker struct {
	app.Compo
	Lang msg.Lang
	Gen  int
	S    *formCore
}

// boardPick is the picker's state on one form.
type boardPick struct {
	file  *view.EventFile // the open event's file (nil: none, the picker is not drawn)
	board int             // the board taken (0: none)
	seat  bridge.Seat
	note  string          // what was taken, or why not
	ev    *eventlog.Event // the open event (its roster numbers the file's pairs)
}

// takesBoard reports whether calculator c can use a board of the file: a board number, a
// bridge hand, a list of results, or a case about the deal itself.
func takesBoard(c *engine.Calculator) bool {
	if c.DealCase {
		return true
	}
	for i := range c.Inputs {
		f := &c.Inputs[i]
		if (f.Name == "board" && f.Kind == engine.KInt) || f.Kind == engine.KBridgeHand || f.Kind == engine.KEntryList {
			return true
		}
	}
	return false
}

// PbnBoardQuery is the calculator URL's query naming a board of the open event's file to take
// at once (a fouled deal's link from the event page's problem list).
const PbnBoardQuery = "pbnboard"

// loadBoardFile reads the open event's file for the picker. The picker appears once the
// event's roster is read too: a board taken before it would carry the file's pair numbers, not
// the event's. A board the URL names (pbnBoardQuery) is then taken.
func (c *formCore) loadBoardFile(ctx app.Context) {
	c.board.board, c.board.note = 0, "" // a new form: no board taken yet
	c.board.file, c.board.ev = nil, nil
	if c.f.Calc == nil || !takesBoard(c.f.Calc) {
		return
	}
	id := view.OpenEventID(ctx)
	if id == "" {
		return
	}
	want, _ := strconv.Atoi(ctx.Page().URL().Query().Get(PbnBoardQuery))
	calc := c.f.Calc
	view.WithEventFile(ctx, id, func(ctx app.Context, f *view.EventFile, err error) {
		if f == nil || len(f.File.Boards()) == 0 || c.f.Calc != calc {
			return
		}
		// the open event's roster, whatever the calculator's regulation (the scoring tools)
		var ev eventlog.Event
		var evErr error
		view.WithLog(ctx, func(s eventlog.Store) { ev, evErr = s.GetEvent(context.Background(), id) }, func(ctx app.Context) {
			if c.f.Calc != calc {
				return // another calculator since
			}
			c.board.file = f
			c.touch()
			if evErr == nil {
				c.board.ev = &ev
			}
			if want > 0 && f.File.Board(want) != nil {
				c.takeBoard(ctx, want)
			}
		})
	})
}

// hasHand reports whether the calculator has a bridge hand field (the picker then asks whose).
func hasHand(c *engine.Calculator) bool {
	for i := range c.Inputs {
		if c.Inputs[i].Kind == engine.KBridgeHand {
			return true
		}
	}
	return false
}

// boardValues are the values board n of f gives calculator c's fields (by name), and how
// many of its results could not be read (left out of a traveller).
func boardValues(c *engine.Calculator, f *pbn.File, n int, seat bridge.Seat, numbers map[string]int) (map[string][]int64, int) {
	g := f.Board(n)
	if g == nil {
		return nil, 0
	}
	set := map[string][]int64{}
	var entries, ns, ew []int64
	skipped, pairs := 0, true
	for _, p := range f.Traveller(n) {
		if p.Unplayed() {
			continue
		}
		e, ok := p.Entry()
		if !ok || e.Tricks < 0 || e.Tricks > 13 {
			skipped++
			continue
		}
		entries = append(entries, bridge.EncodeEntry(e))
		a, err1 := pairNumber(p.PairNS, numbers)
		b, err2 := pairNumber(p.PairEW, numbers)
		if err1 != nil || err2 != nil {
			pairs = false
		}
		ns, ew = append(ns, int64(a)), append(ew, int64(b))
	}
	for i := range c.Inputs {
		fd := &c.Inputs[i]
		switch {
		case fd.Name == "board" && fd.Kind == engine.KInt:
			set[fd.Name] = []int64{int64(n)}
		case fd.Kind == engine.KBridgeHand && g.Deal != nil && g.Deal.Known[seat]:
			set[fd.Name] = []int64{int64(g.Deal.Hands[seat])}
		case fd.Name == "seat" && fd.Kind == engine.KInt && fd.Min == 1 && fd.Max == 4 && hasHand(c):
			// the hand's position at the table, counting from the dealer (the dealer is 1)
			set[fd.Name] = []int64{int64((int(seat)-int(dealerOf(g))+4)%4 + 1)}
		case fd.Kind == engine.KEntryList && (fd.Name == "entries" || fd.Name == "traveller") && len(entries) > 0:
			set[fd.Name] = entries
		}
	}
	if _, ok := set["entries"]; ok {
		if pairs && c.Inputs.Index("ns_pairs") >= 0 && c.Inputs.Index("ew_pairs") >= 0 {
			set["ns_pairs"], set["ew_pairs"] = ns, ew
		} else {
			set["ns_pairs"], set["ew_pairs"] = nil, nil
		}
		if c.Inputs.Index("artificial") >= 0 {
			set["artificial"] = nil // every result played
		}
	}
	return set, skipped
}

// takeBoard fills the form from board n of the file.
func (c *formCore) takeBoard(ctx app.Context, n int) {
	l := c.f.Lang
	f := c.board.file
	c.board.board = n
	c.touch()
	if f == nil || n <= 0 {
		c.board.note = ""
		return
	}
	var pairs map[string]int
	if ev := c.board.ev; ev != nil {
		pairs = view.PbnPairs(f.File, ev, view.PbnRosterChoices(ctx, ev.ID))
	}
	set, skipped := boardValues(c.f.Calc, f.File, n, c.board.seat, pairs)
	if set == nil {
		c.board.note = msg.T(l, "app.pbn.board.none", msg.A("board", n))
		return
	}
	c.st.Fill(c.f.RS, c.f.Calc, set)
	c.saveDraft()
	c.syncControls(ctx)
	var what []string
	for i := range c.f.Calc.Inputs {
		if v, ok := set[c.f.Calc.Inputs[i].Name]; ok {
			fd := &c.f.Calc.Inputs[i]
			switch {
			case fd.Kind == engine.KEntryList:
				what = append(what, msg.T(l, "app.pbn.board.results", msg.A("n", len(v))))
			case fd.Kind == engine.KBridgeHand:
				what = append(what, lowerFirst(msg.T(l, fd.LabelKey())))
			}
		}
	}
	if skipped > 0 {
		what = append(what, msg.T(l, "app.pbn.board.skipped", msg.A("n", skipped)))
	}
	if len(what) == 0 {
		what = append(what, msg.T(l, "app.pbn.board.deal"))
	}
	c.board.note = msg.T(l, "app.pbn.board.done", msg.A("board", n), msg.A("what", strings.Join(what, ", ")))
}

// Render draws the picker (the form draws it only when the open event has a file).
func (p *pbnPicker) Render() app.UI {
	c, l := p.S, p.Lang
	f := c.board.file
	if f == nil || c.f.Calc == nil || !takesBoard(c.f.Calc) {
		return view.El("div#pbn-board-field.field.pbn-board") // (for a moment: the form draws no picker now)
	}
	opts := []app.UI{view.El("option").Attr("label", "—").Attr("selected", c.board.board == 0)}
	for _, n := range f.File.Boards() {
		opts = append(opts, view.Option(strconv.Itoa(n), strconv.Itoa(n), n == c.board.board))
	}
	pick := view.El("select#pbn-board", opts...).OnChange(func(ctx app.Context, e app.Event) {
		n, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
		c.takeBoard(ctx, n)
	})
	row := []app.UI{view.El("div.control", pick)}
	if hasHand(c.f.Calc) {
		seats := make([]app.UI, 4)
		for s := bridge.North; s <= bridge.West; s++ {
			seats[s] = view.Option(strconv.Itoa(int(s)), msg.T(l, string(notation.SeatArg(s))), s == c.board.seat)
		}
		row = append(row, view.LabelFor("pbn-board-seat", msg.T(l, "app.pbn.board.seat")),
			view.El("div.control", view.El("select#pbn-board-seat", seats...).OnChange(func(ctx app.Context, e app.Event) {
				k, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
				c.board.seat = bridge.Seat(k & 3)
				c.takeBoard(ctx, c.board.board)
			})))
	}
	name := view.FileEventName(f.File)
	if name == "" {
		name = f.Name
	}
	body := []app.UI{
		view.LabelFor("pbn-board", msg.T(l, "app.pbn.board")),
		view.El("div.pbn-board-row", row...),
		view.Tx("p.help", name),
	}
	if c.board.note != "" {
		body = append(body, view.Tx("p#pbn-board-note.src", c.board.note).Aria("live", "polite"))
	}
	if g := f.File.Board(c.board.board); g != nil && c.board.board > 0 {
		body = append(body, dealView(l, g))
	}
	return view.El("div#pbn-board-field.field.pbn-board", body...)
}

// dealerOf is the board's dealer: its Dealer tag, else its number's.
func dealerOf(g *pbn.Game) bridge.Seat {
	if g.HasDealer {
		return g.Dealer
	}
	d, _, _ := bridge.BoardInfo(g.Board)
	return d
}

// dealView shows a board's dealer, vulnerability and four hands (as the file gives them).
func dealView(l msg.Lang, g *pbn.Game) app.UI {
	dealer := dealerOf(g)
	_, vul, _ := bridge.BoardInfo(g.Board)
	if g.HasVul {
		vul = g.Vul
	}
	rows := []app.UI{view.Tx("p", msg.T(l, "app.pbn.board.facts", msg.A("board", g.Board),
		msg.A("dealer", notation.SeatArg(dealer)), msg.A("vul", pbn.VulRef(vul))))}
	if g.Deal != nil {
		for s := bridge.North; s <= bridge.West; s++ {
			if !g.Deal.Known[s] {
				continue
			}
			rows = append(rows, view.El("p.pbn-hand",
				view.Tx("strong", msg.T(l, string(notation.SeatArg(s)))+" "),
				view.Tx("span", notation.ShowHand(cards.Bridge, g.Deal.Hands[s])).DataSet("seat", s.String())))
		}
	}
	return view.El("div#pbn-deal.pbn-deal", rows...)
}

// lowerFirst is a label inside a sentence ("Hand" → "hand").
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// pairNumber is the event's number of the file's pair id (pairs: pbnPairs; nil — an event
// without a roster — the file's own number). A pair the roster does not place has none: a
// wrong pair number would be worse than none (the event page asks the director who it is).
func pairNumber(id string, pairs map[string]int) (int, error) {
	id = strings.TrimSpace(id)
	if pairs == nil {
		return strconv.Atoi(id)
	}
	if n, ok := pairs[id]; ok {
		return n, nil
	}
	return 0, errors.New("pair " + id + " is not placed in the event's roster")
}
