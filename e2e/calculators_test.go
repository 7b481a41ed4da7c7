package e2e

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/input"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	cdpinput "github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// calc is one calculator screen, as the app routes it: /calc/<ruleset>/<slug>.
type calc struct {
	RS   *engine.Ruleset
	Calc *engine.Calculator
	Path string // without the site's base
}

// allCalcs lists every calculator of every ruleset (scoring tools first), from the engine.
func allCalcs() []calc {
	var out []calc
	for _, rs := range append([]*engine.Ruleset{rulesets.Scoring()}, rulesets.All()...) {
		for _, c := range rs.Calculators {
			id := c.ID
			if i := strings.IndexByte(id, '.'); i >= 0 {
				id = id[i+1:]
			}
			slug := strings.NewReplacer(".", "-", " ", "-", "/", "-").Replace(id)
			out = append(out, calc{rs, c, "/calc/" + rs.ID + "/" + slug})
		}
	}
	return out
}

// change is one field set through the form: its text as typed ("#2" is an enum's option 2,
// "1"/"0" ticks or clears a checkbox, date-times are "YYYY-MM-DD HH:MM").
type change struct{ Field, Text string }

// changes: for every calculator, a realistic edit of its defaults (a calculator without a row
// fails the test, so that a new one gets its own).
var changes = map[string][]change{
	"scoring.contract":        {{"tricks", "8"}, {"doubled", "#1"}},
	"scoring.imp":             {{"diff", "-1000"}},
	"scoring.vp":              {{"margin", "25.5"}},
	"scoring.traveller":       {{"board", "7"}, {"entries", "4S N =; 4S N +1; 3N S -1; 4SX E -2"}},
	"scoring.match":           {{"closed", "4S N =; 3N E =; 3D W =; 5D W +1"}, {"home_fine", "1.5"}},
	"nsbk.lateness":           {{"minutes", "9"}, {"form", "#1"}},
	"nsbk.unplayed":           {{"own_fault_boards", "3"}, {"non_offender_pct", "55.5"}},
	"nsbk.score-entry":        {{"entered", "650"}},
	"nsbk.fouled-board":       {{"adjusted_tables", "2"}, {"detectable", "1"}},
	"nsbk.unsportsmanlike":    {{"offence", "2"}, {"damage", "1"}},
	"nsbk.offending-td":       {{"jury", "#1"}},
	"nsbk.psych":              {{"seat", "3"}, {"call", "#2"}},
	"nsbk.brown-sticker":      {{"level", "1"}, {"multi", "1"}},
	"law12.artificial":        {{"fault", "#1"}, {"top", "20"}},
	"law12.assigned":          {{"form", "mp"}, {"assigned", "450"}, {"field", "420, 450, 450, 170, -50"}},
	"law12.weighted":          {{"weights", "0.6; 0.4"}},
	"vsz.cross-imp":           {{"scores", "620, 620, 170, -100"}},
	"vsz.butler":              {{"scores", "420, 400, 450, -50, 170, 140"}, {"discard", "0"}},
	"vsz.matchpoints":         {{"expected", "6"}},
	"vsz.imp-vp":              {{"home_imp", "41.5"}, {"visitor_fine", "1"}},
	"vsz.bam":                 {{"diffs", "10, -20, 30, 0, 50"}},
	"vsz.seating-first":       {{"segment", "2"}},
	"vsz.seating-error":       {{"error", "#1"}, {"played", "14"}},
	"vsz.unfinished-match":    {{"played", "20"}},
	"vsz.correction-deadline": {{"next_start", "2017-09-17 11:00"}},
	"vsz.revealed-board":      {{"pair_form", "#1"}},
	"vsz.protest-deadline":    {{"session_end", "2017-09-16 18:30"}, {"next_start", "2017-09-17 10:00"}},
	"vsz.szeb-deadline":       {{"championship_last_day", "1"}},
	"vsz.protest-fee":         {{"outcome", "#2"}},
	"vsz.time":                {{"boards", "9"}, {"elapsed", "40"}},
	"vsz.unplayed-time":       {{"boards", "3"}, {"responsibility", "#1"}},
	"vsz.lateness":            {{"unfinished", "2"}},
	"vsz.substitute":          {{"sub_boards", "4"}},
	"vsz.change":              {{"boards_done", "10"}},
	"vsz.absent-team":         {{"absent_avg", "7.25"}},
	"vsz.absent-pair":         {{"pair_form", "#1"}},
	"vsz.bye-team":            nil, // no inputs: the defaults are the whole calculator
	"vsz.bye-pair":            {{"session_pct", "56.25"}},
	"vsz.concession":          {{"played", "40"}, {"notice_h", "12.5"}},
	"vsz.withdrawal":          {{"played", "100"}},
	"vsz.disciplinary-range":  {{"amount", "1.5"}},
	"vsz.unit-size":           {{"players", "6"}},
	"vsz.postponement":        {{"requested", "2017-10-05 09:30"}},
	"ocsb.zt":                 {{"clause", "#1"}, {"earlier_same_day", "1"}},
	"ocsb.zt-log":             {{"player", "7"}, {"earlier_clauses", "1"}, {"earlier_players", "7"}, {"earlier_teams", "1"}, {"earlier_days", "1"}},
	"ocsb.slow-play":          {{"unplayed", "2"}, {"minutes_left", "5"}},
	"ocsb.vp":                 {{"imp_home", "55.5"}},
	"ocsb.playoff":            {{"imp_home", "61.5"}},
	"ocsb.substitute":         {{"master_points", "250"}},
	"ocsb.fee":                {{"players", "7"}, {"youth", "1"}},
	"ocsb.promotion":          {{"place", "3"}},
	"ocsb.ranking":            {{"vp", "150; 140; 141.5; 120"}},
	"ocsb.format":             {{"teams", "16"}},
	"ocsb.seeding":            {{"avg_mp", "1800; 950; 2400; 700; 1200; 300"}},
	"ocsb.carry-over":         {{"fines", "1.5"}},
	"ocsb.playoff-pairings":   {{"round", "9"}},
	"ocsb.systems":            {{"category", "#2"}},
	"ocsb.seating":            {{"boards_played", "12"}},
	"ocsb.protest":            {{"last_day", "1"}},
	"ocsb.correction":         {{"round", "3"}},
	"pref.value":              {{"game", "#2"}, {"refe", "1"}},
	"pref.sheet":              {{"start_bula", "80"}},
	"pref.ruling":             {{"hand", "5"}},
	"pref.go-bula":            {{"refused", "1"}},
	"pref.out-of-game":        {{"now", "2026-03-01 23:15"}},
	"pref.revoke":             {{"for_error", "0"}},
	"pref.hearing":            {{"obvious_error", "1"}},
	"pref.bula-reasons":       {{"partner_doubled", "1"}},
	"pref.rescore":            {{"decl_tricks", "6"}, {"left_tricks", "2"}},
	"pref.lead-fix":           {{"tricks_lost", "2"}},
	"pref.lead":               {{"bid", "#1"}},
	"pref.reasons":            {{"trump_tricks", "3"}},
}

// outRow is one value of the result view: its data-out key and its text. The key is
// role.name, or role.<party name>.name where the view puts alike parties in one table.
type outRow struct{ Key, Alt, Text string }

func (o outRow) is(key string) bool { return key == o.Key || key == o.Alt }

// expectOuts is what the result view must show for res in language l: every out of every
// party in order, printed as the app prints them (engine.Out.Text).
func expectOuts(l msg.Lang, calcID string, res *engine.Result) []outRow {
	var rows []outRow
	for _, p := range res.Parties {
		for _, o := range p.Outs {
			rows = append(rows, outRow{p.Role + "." + o.Name, p.Role + "." + p.Name + "." + o.Name, o.Text(l, calcID)})
		}
	}
	return rows
}

// shown is what a page shows: its result values, steps, rules and messages.
type shown struct {
	Outs   [][2]string
	Steps  []string
	Rules  []string
	Errors []string
	Title  string
}

const readShown = `(() => {
	const r = document.getElementById("result");
	const q = (s) => r ? Array.from(r.querySelectorAll(s)) : [];
	return {
		Outs: q("[data-out]").map(e => [e.dataset.out, (e.querySelector("dd") || e).textContent.trim()]),
		Steps: q("#steps li").map(e => e.textContent.trim()),
		Rules: q("#rules li").map(e => e.textContent.trim()),
		Errors: Array.from(document.querySelectorAll("main .error, main [role=alert]")).map(e => e.textContent.trim()),
		Title: (document.querySelector("main h1") || {textContent: ""}).textContent.trim(),
	};
})()`

// want is a native run's expectation for the page.
type want struct {
	Outs  []outRow
	Steps []string
	Rules []string // rule IDs, each must start a line of the rules list
}

func expect(l msg.Lang, c calc, res *engine.Result) want {
	w := want{Outs: expectOuts(l, c.Calc.ID, res)}
	for _, s := range res.Steps {
		w.Steps = append(w.Steps, msg.T(l, s.Key, s.Args...))
	}
	w.Rules = res.Rules
	return w
}

func (w want) matches(s shown) bool {
	if len(s.Steps) != len(w.Steps) || len(s.Rules) != len(w.Rules) {
		return false
	}
	if a, b := w.unmatched(s); len(a)+len(b) > 0 {
		return false
	}
	for i, st := range w.Steps {
		if s.Steps[i] != st {
			return false
		}
	}
	for i, r := range w.Rules {
		if !strings.HasPrefix(s.Rules[i], r) {
			return false
		}
	}
	return true
}

// unmatched pairs shown values with expected ones (a table of alike parties shows them in
// another order) and returns those left over on each side.
func (w want) unmatched(s shown) (shownOnly, wantOnly []string) {
	used := make([]bool, len(w.Outs))
	for _, o := range s.Outs {
		found := false
		for j, e := range w.Outs {
			if !used[j] && e.is(o[0]) && e.Text == o[1] {
				used[j], found = true, true
				break
			}
		}
		if !found {
			shownOnly = append(shownOnly, o[0]+" = "+o[1])
		}
	}
	for j, e := range w.Outs {
		if !used[j] {
			wantOnly = append(wantOnly, e.Key+" = "+e.Text)
		}
	}
	return shownOnly, wantOnly
}

// waitResult waits until the page shows exactly w, and reports the difference when it does not.
func (b *browser) waitResult(t *testing.T, what string, w want) {
	t.Helper()
	b.waitFor(t, what, func() (want, error) { return w, nil })
}

// waitFor waits until the page shows what next (computed anew each time) expects.
func (b *browser) waitFor(t *testing.T, what string, next func() (want, error)) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	var s shown
	var w want
	var werr error
	for {
		w, werr = next()
		var err error
		s, err = chromedp.Run(b.ctx, chromedp.Evaluate[shown](readShown))
		if werr == nil && err == nil && w.matches(s) {
			b.dump(t)
			return
		}
		if time.Now().After(deadline) || b.ctx.Err() != nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if werr != nil {
		t.Errorf("%s: the engine rejects the form's inputs: %v (page messages %q)", what, werr, s.Errors)
		return
	}
	var diff []string
	so, wo := w.unmatched(s)
	for _, x := range so {
		diff = append(diff, "shown, not expected: "+x)
	}
	for _, x := range wo {
		diff = append(diff, "expected, not shown: "+x)
	}
	if len(s.Steps) != len(w.Steps) {
		diff = append(diff, fmt.Sprintf("%d steps shown, want %d", len(s.Steps), len(w.Steps)))
	}
	for i := 0; i < min(len(s.Steps), len(w.Steps)); i++ {
		if s.Steps[i] != w.Steps[i] {
			diff = append(diff, fmt.Sprintf("step %d: shown %q, want %q", i, s.Steps[i], w.Steps[i]))
		}
	}
	if fmt.Sprint(len(s.Rules)) != fmt.Sprint(len(w.Rules)) {
		diff = append(diff, fmt.Sprintf("rules shown %q, want %q", s.Rules, w.Rules))
	}
	if len(s.Errors) > 0 {
		diff = append(diff, fmt.Sprintf("messages on the page: %q", s.Errors))
	}
	t.Errorf("%s: the result view differs from the engine's:\n\t%s", what, strings.Join(diff, "\n\t"))
}

// watcher records what the common browser does not: Go panics printed to the console (the
// wasm runtime writes them with console.log), browser log errors such as CSP violations, and
// JavaScript dialogs (which it dismisses).
type watcher struct {
	mu      sync.Mutex
	panics  []string
	logErrs []string
	dialogs []string
}

func watch(t *testing.T, b *browser) *watcher {
	t.Helper()
	w := &watcher{}
	err := chromedp.Listen(b.ctx, func(ev any) {
		w.mu.Lock()
		defer w.mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			for _, a := range e.Args {
				s := string(a.Value) + a.Description
				if strings.Contains(s, "panic:") || strings.Contains(s, "fatal error:") || strings.Contains(s, "goroutine ") {
					w.panics = append(w.panics, s)
				}
			}
		case *cdplog.EventEntryAdded:
			if e.Entry.Level == cdplog.EntryLevelError && e.Entry.Source != cdplog.EntrySourceNetwork {
				w.logErrs = append(w.logErrs, string(e.Entry.Source)+": "+e.Entry.Text)
			}
		case *page.EventJavascriptDialogOpening:
			w.dialogs = append(w.dialogs, string(e.Type)+": "+e.Message)
			go chromedp.Call(b.ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.check(t) })
	return w
}

// check fails the test on anything recorded, and forgets it.
func (w *watcher) check(t *testing.T) {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, p := range w.panics {
		t.Errorf("Go panic in the page: %s", p)
	}
	for _, e := range w.logErrs {
		t.Errorf("browser log error: %s", e)
	}
	for _, d := range w.dialogs {
		t.Errorf("a dialog opened: %s", d)
	}
	w.panics, w.logErrs, w.dialogs = nil, nil, nil
}

// goHome returns to the home screen the way a user does: the "all tools" link of a calculator,
// else the brand link of the top bar, else a page load.
func (b *browser) goHome(t *testing.T, s *site, lang string) {
	t.Helper()
	onHome := `(() => location.pathname === new URL(%q).pathname && document.querySelector("main h1") !== null && document.querySelectorAll("a[href*='/calc/']").length > 0)()`
	home := s.URL
	if eval[bool](t, b, fmt.Sprintf(onHome, home)) {
		return
	}
	if eval[bool](t, b, `(() => { const a = document.getElementById("home-link") || document.querySelector("header a[href]"); if (!a) return false; a.click(); return true; })()`) {
		deadline := time.Now().Add(5 * time.Second)
		for time.Now().Before(deadline) {
			if eval[bool](t, b, fmt.Sprintf(onHome, home)) {
				b.dump(t)
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	b.open(t, home+"?lang="+lang)
}

// clickTo goes from home to the calculator by clicking: it picks the ruleset first when the
// home screen has a ruleset picker and the calculator's link is not on show.
func (b *browser) clickTo(t *testing.T, s *site, c calc, l msg.Lang) {
	t.Helper()
	b.goHome(t, s, l.String())
	href := strings.TrimSuffix(s.base, "/") + c.Path
	sel := fmt.Sprintf(`a[href=%q]`, href)
	visible := fmt.Sprintf(`(() => { const a = document.querySelector(%q); return !!(a && a.getClientRects().length); })()`, sel)
	if !eval[bool](t, b, visible) {
		// a ruleset picker: a select with the ruleset's ID as an option, or a radio, tab or
		// button that carries it (value, data-ruleset), or a link to the ruleset's list.
		js := fmt.Sprintf(`(() => { const id = %q;
			for (const s of document.querySelectorAll("select")) {
				if (Array.from(s.options).some(o => o.value === id)) { s.value = id; s.dispatchEvent(new Event("change", {bubbles: true})); s.dispatchEvent(new Event("input", {bubbles: true})); return true; }
			}
			const el = document.querySelector('input[type=radio][value="' + id + '"], [data-ruleset="' + id + '"], button[value="' + id + '"]');
			if (el) { const lab = el.labels && el.labels[0]; (lab || el).click(); return true; }
			const a = Array.from(document.querySelectorAll("a[href]")).find(a => new URL(a.href).pathname.replace(/\/$/, "").endsWith("/" + id) || new URL(a.href).searchParams.get("rs") === id);
			if (a) { a.click(); return true; }
			return false; })()`, c.RS.ID)
		if !eval[bool](t, b, js) {
			t.Fatalf("home: no link to %s and no way to pick the ruleset %s", href, c.RS.ID)
		}
		b.waitJS(t, visible)
	}
	b.tapAt(t, sel)
	title := msg.T(l, c.Calc.TitleKey())
	b.waitJS(t, fmt.Sprintf(`location.pathname === %q && (document.querySelector("main h1") || {}).textContent === %q && document.getElementById("result") !== null`, href, title))
}

// fieldOf returns the field name of a calculator, failing on an unknown one.
func fieldOf(t *testing.T, c calc, name string) (int, *engine.Field) {
	t.Helper()
	i := c.Calc.Inputs.Index(name)
	if i < 0 {
		t.Fatalf("%s has no field %s", c.Calc.ID, name)
	}
	return i, &c.Calc.Inputs[i]
}

// apply sets a field through its control as a user does, and returns the text the form
// parses (an enum's code, "1"/"0" for a checkbox).
func (b *browser) apply(t *testing.T, f *engine.Field, text string) string {
	t.Helper()
	switch f.Kind {
	case engine.KEnum:
		code := text
		if strings.HasPrefix(text, "#") {
			var j int
			fmt.Sscan(text[1:], &j)
			code = f.Options[j]
		}
		b.pick(t, f.Name, code)
		return code
	case engine.KBool:
		b.check(t, f.Name, text == "1")
		return text
	case engine.KDateTime:
		// the browser's date-time control takes no typing of arbitrary text: set its value
		b.setField(t, f.Name, strings.Replace(text, " ", "T", 1))
		return eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, "f-"+f.Name))
	}
	if tb := tableFor(f); tb != nil {
		// a list field is a table's: its lines go in through "Paste lines", the text box the
		// field had before tables
		b.pasteMode(t, tb, true)
	}
	return b.typeText(t, "f-"+f.Name, text)
}

// tableFor returns the table that edits field f (a field of one of allCalcs' calculators), nil
// when f is no table's.
func tableFor(f *engine.Field) *engine.Table {
	for _, c := range allCalcs() {
		for i := range c.Calc.Inputs {
			if &c.Calc.Inputs[i] == f {
				return c.Calc.TableOf(f.Name)
			}
		}
	}
	return nil
}

// pasteMode switches table tb to its pasted lines (on) or back to its rows, as a tap on its
// "Paste lines" button does, and waits for the text boxes or the rows.
func (b *browser) pasteMode(t *testing.T, tb *engine.Table, on bool) {
	t.Helper()
	id := "t-" + tb.ID + "-mode"
	b.waitJS(t, fmt.Sprintf(`document.getElementById(%q) !== null`, id))
	tag := "INPUT"
	if on {
		tag = "TEXTAREA"
	}
	shown := fmt.Sprintf(`(e => e && e.tagName === %q)(document.getElementById(%q))`, tag, "f-"+tb.Fields()[0])
	// a tap that lands while the page redraws can miss the switch: tapped again, up to three times
	for try := 0; try < 3; try++ {
		if eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).getAttribute("aria-pressed")`, id)) == fmt.Sprint(on) {
			break
		}
		b.tapAt(t, "#"+id)
		if b.within(fmt.Sprintf(`(e => e && e.getAttribute("aria-pressed") === %q)(document.getElementById(%q))`, fmt.Sprint(on), id), 5*time.Second) {
			break
		}
	}
	b.waitJS(t, shown)
}

// typeText replaces the text of a text box as a keyboard does: focus, select all, then the
// browser inserts the text (Input.insertText: input events with inputType insertText) or, for
// an empty text, deletes the selection with Backspace. It returns the box's value afterwards.
func (b *browser) typeText(t *testing.T, id, text string) string {
	t.Helper()
	// a field the director may leave blank waits in a closed box: a tap on its line opens it
	if !eval[bool](t, b, fmt.Sprintf(`(() => { const el = document.getElementById(%q); if (!el) return false; const d = el.closest("details"); if (d && !d.open) d.open = true; el.focus(); el.select(); return document.activeElement === el; })()`, id)) {
		t.Fatalf("cannot focus the text box #%s", id)
	}
	var err error
	if text == "" {
		err = chromedp.Do(b.ctx, chromedp.KeyEvent(kb.Backspace))
	} else {
		_, err = chromedp.Call(b.ctx, cdpinput.InsertText, cdpinput.InsertTextParams{Text: text})
	}
	if err != nil {
		t.Fatalf("typing into #%s: %v", id, err)
	}
	return eval[string](t, b, fmt.Sprintf(`document.getElementById(%q).value`, id))
}

// formTexts reads what the form's controls hold, as the texts the form parses.
func (b *browser) formTexts(t *testing.T, c calc) []string {
	t.Helper()
	fields := [][2]string{}
	for _, f := range c.Calc.Inputs {
		fields = append(fields, [2]string{f.Name, f.Kind.String()})
	}
	js := fmt.Sprintf(`%s.map(([n, k]) => {
		const el = document.getElementById("f-" + n);
		if (k === "enum") {
			const r = document.querySelector('input[type=radio][name="' + n + '"]:checked');
			if (r) return r.value;
			return el ? el.value : "";
		}
		if (k === "bool") return el && el.checked ? "1" : "0";
		return el ? el.value : "";
	})`, mustJSON(fields))
	return eval[[]string](t, b, js)
}

// settle waits until the page's result is the engine's for the inputs the form shows, and
// returns those inputs (the form may start from remembered values, not only the defaults).
func (b *browser) settle(t *testing.T, what string, c calc, l msg.Lang) []string {
	t.Helper()
	var texts []string
	b.waitFor(t, what, func() (want, error) {
		texts = b.formTexts(t, c)
		_, res, err := run(c, texts, l)
		if err != nil {
			return want{}, err
		}
		return expect(l, c, res), nil
	})
	return texts
}

// sameValue reports whether two texts of field f read to the same value in l (as the form
// reads them, input.ParseIn).
func sameValue(f *engine.Field, a, b string, l msg.Lang) bool {
	va, _, ea := input.ParseIn(f, a, l)
	vb, _, eb := input.ParseIn(f, b, l)
	return ea == nil && eb == nil && fmt.Sprint(va) == fmt.Sprint(vb)
}

// run computes natively what the page must show for texts (one per field, as typed in l and
// read as the form reads them, input.ParseIn).
func run(c calc, texts []string, l msg.Lang) (engine.Values, *engine.Result, error) {
	vals := make(engine.Values, len(c.Calc.Inputs))
	var errs engine.ErrorList
	bad := make([]*engine.Error, len(c.Calc.Inputs))
	for i := range c.Calc.Inputs {
		vals[i], _, bad[i] = input.ParseIn(&c.Calc.Inputs[i], texts[i], l)
	}
	for i, err := range bad {
		// a blank field the form does not ask (it does not apply, Field.When) or computes as
		// stated (Field.Assume) is completed as the form completes it
		f := &c.Calc.Inputs[i]
		if err != nil && !(strings.TrimSpace(texts[i]) == "" && (f.Assume != nil || !c.Calc.Inputs.Applies(i, vals))) {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return vals, nil, errs
	}
	vals = c.Calc.Inputs.Complete(vals)
	res, err := c.Calc.Run(engine.NewParams(c.RS, nil), vals)
	return vals, res, err
}

// blankTexts are the texts a calculator opens with as a blank case: case fields
// blank (a checkbox unticked), event fields from the event or the regulation ("" here: not
// checked).
func blankTexts(c calc) []string {
	texts := make([]string, len(c.Calc.Inputs))
	for i, f := range c.Calc.Inputs {
		if f.Kind == engine.KBool {
			texts[i] = "0"
		}
	}
	return texts
}

// wantMissing is what the result of a blank case names as missing, in l: the required case
// fields (and event fields unset says no event or regulation fills) outside tables in order,
// then each table that needs rows.
func wantMissing(c calc, l msg.Lang, unset func(f *engine.Field) bool) []string {
	var out []string
	s := c.Calc.Inputs
	for i := range s {
		if f := &s[i]; (!f.Event || unset(f)) && f.Required() && f.Assume == nil && c.Calc.TableOf(f.Name) == nil {
			out = append(out, msg.T(l, f.LabelKey()))
		}
	}
	for j := range c.Calc.Tables {
		tb := &c.Calc.Tables[j]
		need := false
		for _, name := range tb.Fields() {
			need = need || s.Field(name).Required()
		}
		if lo, _ := tb.RowLimits(s); lo > 0 || need {
			out = append(out, msg.T(l, tb.Label))
		}
	}
	return out
}

// eventUnset reports whether event field f of c opens blank when no event is open: no
// regulation's text sets its value (engine.Ruleset.Regulation), and it is no choice the event
// remembers left to the club's value.
func eventUnset(c calc, f *engine.Field) bool {
	if _, _, _, ok := c.RS.Regulation(f, engine.NewParams(c.RS, nil)); ok {
		return false
	}
	if r := eventlog.RememberedOf(c.Calc, f.Name); r != nil && len(f.Default) == 1 && !slices.Contains(r.Codes, f.Options[f.Default[0]]) {
		return false
	}
	return true
}

// checkBlank: the calculator as opened holds a blank case: its case fields blank, marked
// required, and the result names what is missing (or, when it has no required case field,
// shows the engine's result at once).
func (b *browser) checkBlank(t *testing.T, c calc, l msg.Lang) {
	t.Helper()
	// an event field opens blank where neither the open event states it nor the regulation's
	// text sets it: the form says so under it
	// (read again while the form settles: an open event fills its facts when the log answers)
	wantNow := func() []string {
		return wantMissing(c, l, func(f *engine.Field) bool {
			if !eventUnset(c, f) {
				return false
			}
			return eval[string](t, b, fmt.Sprintf(`(e => e ? e.dataset.src : "")(document.getElementById(%q))`, "f-"+f.Name+"-src")) == "unset"
		})
	}
	want := wantNow()
	if len(want) == 0 {
		b.settle(t, "opened (no case field required)", c, l)
	} else {
		js := func() string {
			want = wantNow()
			return fmt.Sprintf(`JSON.stringify(Array.from(document.querySelectorAll("#missing-list li")).map(e => e.textContent.trim())) === %q`, mustJSON(want))
		}
		deadline := time.Now().Add(5 * time.Second)
		for !eval[bool](t, b, js()) {
			if time.Now().After(deadline) {
				got := eval[[]string](t, b, `Array.from(document.querySelectorAll("#missing-list li")).map(e => e.textContent.trim())`)
				t.Fatalf("%s opened: missing %q, want %q (result %q)", c.Calc.ID, got, want, eval[string](t, b, `(document.getElementById("result") || {textContent: ""}).textContent`))
			}
			time.Sleep(20 * time.Millisecond)
		}
		b.dump(t)
		if eval[bool](t, b, `document.querySelector("#result [data-out]") !== null`) {
			t.Errorf("%s opened blank but shows a result", c.Calc.ID)
		}
	}
	texts := b.formTexts(t, c)
	for i, x := range blankTexts(c) {
		f := &c.Calc.Inputs[i]
		if f.Event {
			continue
		}
		if texts[i] != x {
			t.Errorf("%s: case field %s opens with %q, want it blank (%q)", c.Calc.ID, f.Name, texts[i], x)
		}
		if f.Required() && f.Assume == nil && c.Calc.TableOf(f.Name) == nil && f.Kind != engine.KEnum {
			if got := eval[string](t, b, fmt.Sprintf(`(e => e ? e.getAttribute("aria-required") : "no control")(document.getElementById(%q))`, "f-"+f.Name)); got != "true" {
				t.Errorf("%s: case field %s: aria-required %q", c.Calc.ID, f.Name, got)
			}
		}
	}
}

// example taps the form's "Example" button and waits for the example's note.
func (b *browser) example(t *testing.T) {
	t.Helper()
	b.waitJS(t, `document.getElementById("form-example") !== null`)
	// a tap on the button itself (not at coordinates a late layout shift may move), again if
	// the page was not listening yet
	for try := 0; ; try++ {
		eval[bool](t, b, `(() => { document.getElementById("form-example").click(); return true; })()`)
		deadline := time.Now().Add(3 * time.Second)
		for time.Now().Before(deadline) {
			if eval[bool](t, b, `document.getElementById("example-note") !== null`) {
				b.dump(t)
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		if try == 2 {
			t.Fatalf("the Example button shows no example (result: %q)", eval[string](t, b, `(document.getElementById("result") || {textContent: ""}).textContent`))
		}
	}
}

// defaultTexts are the texts the Example button fills in: the defaults (an enum's as the
// regulation prefers it).
func defaultTexts(c calc, l msg.Lang) []string {
	s := c.Calc.Inputs
	texts := make([]string, len(s))
	for i := range s {
		f := &s[i]
		if f.Kind.IsList() {
			parts := make([]string, len(c.RS.Default(f)))
			for j, x := range c.RS.Default(f) {
				parts[j] = input.Show(f, []int64{x}, l)
			}
			texts[i] = strings.Join(parts, "\n")
		} else {
			texts[i] = input.Show(f, c.RS.Default(f), l)
		}
	}
	return texts
}

// TestCalculators walks every calculator of every ruleset: reached from home by clicking, it
// opens as a blank case (case fields blank and required, the result naming what is missing),
// then the Example button's worked example and a realistic edit show what the engine computes
// natively; afterwards, with
// the server stopped and a 320 px wide phone screen, every route loads from the service worker,
// shows its result, does not scroll sideways and has every control labelled.
func TestCalculators(t *testing.T) {
	need(t)
	s := serve(t, dist, "/")
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	l := msg.EN
	b.open(t, s.URL+"?lang=en")
	all := allCalcs()
	seen := map[string]bool{}
	for _, c := range all {
		seen[c.Calc.ID] = true
		t.Run(c.Path, func(t *testing.T) {
			defer w.check(t)
			edits, ok := changes[c.Calc.ID]
			if !ok {
				t.Fatalf("no row in changes for %s: add a realistic edit", c.Calc.ID)
			}
			b.clickTo(t, s, c, l)
			b.checkBlank(t, c, l)
			if len(c.Calc.Inputs) > 0 {
				b.example(t)
			}
			texts := b.settle(t, "the example", c, l)
			shown, _, _ := run(c, texts, l)
			for i, d := range defaultTexts(c, l) {
				if !c.Calc.Inputs.Applies(i, shown) {
					continue // not drawn in the example's mode (Field.When)
				}
				if f := &c.Calc.Inputs[i]; !sameValue(f, d, texts[i], l) {
					t.Errorf("%s holds %q after the Example button, want the default %q", f.Name, texts[i], d)
				}
			}
			if len(edits) == 0 && len(c.Calc.Inputs) > 0 {
				t.Errorf("%s has inputs but no edit in changes", c.Calc.ID)
			}
			var did []string
			typed := map[int]string{}
			for _, ch := range edits {
				i, f := fieldOf(t, c, ch.Field)
				typed[i] = b.apply(t, f, ch.Text)
				did = append(did, ch.Field+"="+typed[i])
			}
			if len(edits) > 0 {
				for i, x := range typed {
					texts[i] = x
				}
				if _, _, err := run(c, texts, l); err != nil {
					t.Fatalf("the edit %v is not valid for the engine (fix the changes table): %v", did, err)
				}
				got := b.settle(t, strings.Join(did, ", "), c, l)
				for i, x := range typed {
					if f := &c.Calc.Inputs[i]; !sameValue(f, got[i], x, l) {
						t.Errorf("%s: the form holds %q after the edit %q", f.Name, got[i], x)
					}
				}
			}
		})
	}
	for id := range changes {
		if !seen[id] {
			t.Errorf("changes names %s, which no ruleset has", id)
		}
	}

	// offline, on a phone: a fresh browser visits home once, then the server stops
	b2 := newBrowser(t, origin(s))
	w2 := watch(t, b2)
	b2.do(t, chromedp.EmulateViewport(320, 640))
	b2.open(t, s.URL+"?lang=en")
	b2.waitWorker(t)
	s.stop()
	for _, c := range all {
		t.Run("offline-320"+c.Path, func(t *testing.T) {
			defer w2.check(t)
			b2.open(t, s.URL+strings.TrimPrefix(c.Path, "/")+"?lang=en")
			b2.checkBlank(t, c, l)
			if len(c.Calc.Inputs) > 0 {
				b2.example(t)
			}
			b2.settle(t, "offline", c, l)
			checkPhone(t, b2, c.Path)
		})
	}
	t.Run("offline-320/home", func(t *testing.T) {
		b2.open(t, s.URL)
		checkPhone(t, b2, "/")
	})
}

// checkPhone: at 320 px the page does not scroll sideways and every control has a label.
func checkPhone(t *testing.T, b *browser, p string) {
	t.Helper()
	if w := eval[int](t, b, `Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)`); w > 320 {
		wide := eval[[]string](t, b, `Array.from(document.querySelectorAll("body *")).filter(e => e.getBoundingClientRect().right > 321).slice(0, 5).map(e => e.tagName + (e.id ? "#" + e.id : "") + "." + e.className)`)
		t.Errorf("%s: %d px wide at 320 px (wide: %v)", p, w, wide)
	}
	unlabelled := eval[[]string](t, b, `Array.from(document.querySelectorAll("input:not([type=hidden]), select, textarea, button"))
		.filter(el => !(el.labels && el.labels.length && Array.from(el.labels).some(l => l.textContent.trim())) && !el.getAttribute("aria-label") && !el.getAttribute("aria-labelledby") && !(el.tagName === "BUTTON" && el.textContent.trim()))
		.map(el => el.outerHTML.slice(0, 100))`)
	for _, u := range unlabelled {
		t.Errorf("%s: control without a label: %s", p, u)
	}
}

// samples are the calculators the language test checks in every language: decimals in and
// out, translated codes and yes/no, a date-time, option labels.
var samples = []struct {
	ID    string
	Edits []change
}{
	{"scoring.vp", []change{{"margin", "25,5"}}},
	{"vsz.imp-vp", []change{{"home_imp", "41,25"}, {"visitor_fine", "1,5"}}},
	{"nsbk.lateness", []change{{"minutes", "9"}, {"form", "#1"}}},
	{"ocsb.ranking", []change{{"vp", "150; 140; 141,5; 120"}}},
	{"pref.value", []change{{"game", "#2"}, {"refe", "1"}}},
	{"vsz.protest-deadline", []change{{"session_end", "2017-09-16 18:30"}}},
}

// TestCalculatorLanguages: a sample of calculators in Serbian, Hungarian and English shows the
// translated title and field labels, takes a decimal comma where the language writes one, and
// prints results in the language's form.
func TestCalculatorLanguages(t *testing.T) {
	need(t)
	if got := msg.Fixed(msg.SR, 1.5, 2); got != "1,50" {
		t.Fatalf("msg.Fixed(sr, 1.5, 2) = %q, want 1,50", got)
	}
	s := serve(t, dist, "/")
	byID := map[string]calc{}
	for _, c := range allCalcs() {
		if _, dup := byID[c.Calc.ID]; !dup {
			byID[c.Calc.ID] = c
		}
	}
	for _, l := range []msg.Lang{msg.SR, msg.HU, msg.EN} {
		t.Run(l.String(), func(t *testing.T) {
			b := newBrowser(t, origin(s))
			w := watch(t, b)
			b.open(t, s.URL+"?lang="+l.String())
			b.waitJS(t, fmt.Sprintf(`document.documentElement.lang === %q`, l.String()))
			comma := l != msg.EN
			for _, sm := range samples {
				c, ok := byID[sm.ID]
				if !ok {
					t.Fatalf("no calculator %s", sm.ID)
				}
				t.Run(sm.ID, func(t *testing.T) {
					defer w.check(t)
					b.clickTo(t, s, c, l)
					checkLabels(t, b, c, l)
					b.example(t)
					b.settle(t, "the example", c, l)
					for _, ch := range sm.Edits {
						_, f := fieldOf(t, c, ch.Field)
						txt := ch.Text
						if !comma {
							txt = strings.ReplaceAll(txt, ",", ".")
						}
						b.apply(t, f, txt)
					}
					texts := b.settle(t, "edited", c, l)
					_, res, err := run(c, texts, l)
					if err != nil {
						t.Fatal(err)
					}
					ex := expect(l, c, res)
					if sm.ID == "scoring.vp" {
						want := map[bool]string{true: ",", false: "."}[comma]
						if got := ex.Outs[0].Text; !strings.Contains(got, "25"+want) && !strings.Contains(got, want) {
							t.Errorf("%s: home VP %q has no decimal %q", l, got, want)
						}
					}
				})
			}
		})
	}
}

// checkLabels: the page's title and every field's label are the catalogue's, in l.
func checkLabels(t *testing.T, b *browser, c calc, l msg.Lang) {
	t.Helper()
	for i := range c.Calc.Inputs {
		f := &c.Calc.Inputs[i]
		if tb := c.Calc.TableOf(f.Name); tb != nil {
			// a table's field: the table's caption, in l
			if got := eval[string](t, b, fmt.Sprintf(`(e => e ? e.textContent.trim() : "(no caption)")(document.getElementById(%q))`, "t-"+tb.ID+"-cap")); got != msg.T(l, tb.Label) {
				t.Errorf("%s: table %s caption = %q, want %q", l, tb.ID, got, msg.T(l, tb.Label))
			}
			continue
		}
		// an optional field's label ends with the app's own "(optional)", which is not in engine/msg,
		// and a field the form computes with a stated value when blank (Field.Assume) with that value
		want := msg.T(l, f.LabelKey())
		got := eval[string](t, b, fmt.Sprintf(`(() => {
			const el = document.getElementById(%[1]q);
			if (el && el.labels && el.labels.length) return el.labels[0].textContent.trim();
			const g = document.querySelector('[name=%[2]q]');
			const fs = g && g.closest("fieldset");
			const lg = fs && fs.querySelector("legend");
			return lg ? lg.textContent.trim() : "(no label)"; })()`, "f-"+f.Name, f.Name))
		if got != want && !((f.Optional || f.Assume != nil) && strings.HasPrefix(got, want+" (") && strings.HasSuffix(got, ")")) {
			t.Errorf("%s: field %s label = %q, want %q", l, f.Name, got, want)
		}
	}
}
