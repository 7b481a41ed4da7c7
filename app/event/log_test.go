//go:build !wasm

package event

import (
	"context"
	"html"
	"os"
	"reflect"
	"strings"
	"testing"

	"arbiter/app/calcform"
	"arbiter/app/formstate"
	"arbiter/app/logstore"
	"arbiter/app/paths"
	"arbiter/app/ruling"
	"arbiter/app/texts"
	"arbiter/app/view"
	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/link"
	"arbiter/engine/msg"
	"arbiter/engine/rulesets"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// idbFixture is the IndexedDB store's upgrade fixture: written here (it takes the app's "Log
// it"), read by internal/idb's browser-side TestIDBUpgradeFromV1.
const idbFixture = "../internal/idb/testdata/idb-v1.json"

// fixtureLog is the log of idbFixture: a pairs event with a revoked incident and
// an announced result, and a teams event with Zero Tolerance incidents.
func fixtureLog(t *testing.T) *eventlog.Mem {
	t.Helper()
	ctx := context.Background()
	m := eventlog.NewMem(rulesets.Get)
	ev := eventlog.Event{ID: "nsbk-2026-kup", Name: "Kup Beograda", Date: "2026-04-11", Ruleset: "nsbk", DataVersion: 1,
		Kind: eventlog.Pairs, Form: eventlog.FormMP, Top: 12, Boards: 24,
		Participants: []eventlog.Participant{{Number: 1, Name: "Zvezda"}, {Number: 2, Name: "Partizan"}}}
	if err := m.PutEvent(ctx, ev); err != nil {
		t.Fatal(err)
	}
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	st := formstate.NewFormState(rs, c, nil, msg.EN)
	d := calcform.LogDraft{Round: "2", Table: "5", Parties: map[string]string{"offender": "2"}, Notes: "kasnili"}
	for i := 0; i < 3; i++ {
		edits := map[int]string(nil)
		if i == 2 {
			edits = map[int]string{3: "20"}
		}
		in, err := d.Incident(&ev, rs, c, st.Vals, edits, eventlog.Minute(13707000+i))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.AddIncident(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := m.Revoke(ctx, ev.ID, 2, "", "wrong pair", 13707100); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFixtureV1(t *testing.T) {
	data, err := eventlog.Export(context.Background(), fixtureLog(t))
	if err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile(idbFixture)
	if err != nil {
		t.Fatal(err)
	}
	was, err := eventlog.Parse(old, rulesets.Get)
	if err != nil {
		t.Fatalf("%s no longer imports: %v", idbFixture, err)
	}
	now, err := eventlog.Parse(data, rulesets.Get)
	if err != nil {
		t.Fatal(err)
	}
	// the schema-1 file upgrades to what this build logs, but for the IDs and versions a
	// phone makes (random for a new incident, LegacyID for an upgraded one)
	for _, d := range []*eventlog.Doc{was, now} {
		for i := range d.Events {
			d.Events[i].Rev = ""
		}
		for i := range d.Incidents {
			d.Incidents[i].ID, d.Incidents[i].Rev, d.Incidents[i].Revs = "", "", nil
		}
	}
	if !reflect.DeepEqual(was.Events, now.Events) || !reflect.DeepEqual(was.Incidents, now.Incidents) {
		t.Errorf("%s differs from what this build logs (the file is schema 1, kept as a v1 build wrote it; never rewrite it)", idbFixture)
	}
}

// logDraft.incident: the event's parameters, the parties bound, the announced outs kept only
// when they differ.
func TestLogDraftIncident(t *testing.T) {
	m := fixtureLog(t)
	ctx := context.Background()
	is, _ := m.ListIncidents(ctx, "nsbk-2026-kup")
	if len(is) != 3 {
		t.Fatalf("%d incidents, want 3", len(is))
	}
	if is[0].Label() != "S1" || len(is[0].Parties) != 1 || is[0].Parties[0] != (eventlog.PartyRef{Role: "offender", Number: 2}) {
		t.Errorf("S1 = %+v", is[0])
	}
	if len(is[0].Announced) != 0 {
		t.Errorf("S1 has an announced result with no edit")
	}
	if len(is[2].Announced) == 0 || is[2].Effective()[3].Num != 20 {
		t.Errorf("S3 announced = %+v, want pct_top 20", is[2].Announced)
	}
	pt := eventlog.Penalties(mustEvent(t, m), is)
	if len(pt) != 1 || pt[0].Number != 2 || pt[0].Count != 2 {
		t.Errorf("Penalties = %+v, want pair 2 with two active incidents", pt)
	}
}

func mustEvent(t *testing.T, m *eventlog.Mem) *eventlog.Event {
	e, err := m.GetEvent(context.Background(), "nsbk-2026-kup")
	if err != nil {
		t.Fatal(err)
	}
	return &e
}

// The event form of the app: a new event's defaults, its ID, and the roster parsed over this
// build's rulesets (eventlog's TestDraftBuild and FuzzRoster test the parser itself).
func TestEventDraft(t *testing.T) {
	d := newEventDraft("ocsb-kmor-2018", "2026-05-02")
	d.Name = "OCSB"
	d.Kind = "teams"
	d.Form = "imp-vp"
	d.Participants = "1 Pécs\nSzeged\n5 Győr"
	d.Players = "1 Kovács Anna @1\n2 Nagy Péter @5"
	d.Club = "vp.match_boards = 24"
	e, err := buildEvent(d)
	if err != nil {
		t.Fatalf("build: %v", engine.ErrorMessage(err, msg.EN, texts.KeyLogErrStore))
	}
	if len(e.Participants) != 3 || e.Participants[1] != (eventlog.Participant{Number: 2, Name: "Szeged"}) || e.Participants[2].Number != 5 {
		t.Errorf("participants = %+v", e.Participants)
	}
	if len(e.Players) != 2 || e.Players[1] != (eventlog.Player{ID: 2, Name: "Nagy Péter", Team: 5}) {
		t.Errorf("players = %+v", e.Players)
	}
	if e.Club["vp.match_boards"] != 24 {
		t.Errorf("club = %v", e.Club)
	}
	if e.ID == "" || e.DataVersion != rulesets.Get("ocsb-kmor-2018").Version {
		t.Errorf("a new event: ID %q, data version %d", e.ID, e.DataVersion)
	}
	// round trip through the form
	d2 := eventlog.DraftOf(e)
	e2, err := buildEvent(d2)
	if err != nil || e2.ID != e.ID || len(e2.Players) != 2 || e2.Club["vp.match_boards"] != 24 {
		t.Errorf("DraftOf/buildEvent round trip: %+v %v", e2, err)
	}
	// errors are sentences, positioned
	d.Name, d.Club = "", "nope.key = 3"
	_, err = buildEvent(d)
	if err == nil {
		t.Fatal("an event without a name built")
	}
	if s := engine.ErrorMessage(err, msg.SR, texts.KeyLogErrStore); !strings.Contains(s, "event.name") || !strings.Contains(s, "nope.key") {
		t.Errorf("errors = %q", s)
	}
}

// planImport never writes; the plan counts what would change.
func TestPlanImport(t *testing.T) {
	ctx := context.Background()
	src := fixtureLog(t)
	data, _ := eventlog.Export(ctx, src)
	dst := eventlog.NewMem(rulesets.Get)
	st := logstore.PlanImport(ctx, dst, data, msg.EN)
	if st.Err != "" || st.Plan == nil || len(st.Plan.NewEvents) != 1 || len(st.Plan.NewIncidents) != 3 {
		t.Fatalf("plan = %+v", st)
	}
	if es, _ := dst.ListEvents(ctx); len(es) != 0 {
		t.Error("planning wrote to the log")
	}
	if _, err := dst.Apply(ctx, st.Plan); err != nil {
		t.Fatal(err)
	}
	again, _ := eventlog.Export(ctx, dst)
	if string(again) != string(data) {
		t.Error("export → import → export is not identical")
	}
	if st := logstore.PlanImport(ctx, dst, []byte(`{"format":"nope"}`), msg.HU); st.Err == "" || st.Plan != nil {
		t.Errorf("a foreign file planned: %+v", st)
	}
}

// The ruling view: matches, differs, and every rejection as a sentence.
func TestOpenRuling(t *testing.T) {
	rs, c := rulesets.Calculator("nsbk", "nsbk.lateness")
	st := formstate.NewFormState(rs, c, nil, msg.EN)
	code, err := paths.Codec.Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: st.Vals})
	if err != nil {
		t.Fatal(err)
	}
	v := ruling.OpenRuling(calcform.ShareURL("https://x.test", code, "<b>hi</b>"))
	if !v.Matches() || v.Note != "<b>hi</b>" {
		t.Errorf("plain link: matches = %v, note %q", v.Matches(), v.Note)
	}
	a, _, _ := calcform.AnnouncedResult(st.Res, map[int]string{3: "20"})
	code2, _ := paths.Codec.Encode(link.Ruling{Ruleset: rs.ID, DataVersion: rs.Version, Calculator: c.ID, Values: st.Vals, Announced: link.AnnouncedFrom(st.Res, a)})
	v = ruling.OpenRuling("https://x.test/r?r=" + code2)
	if v.Matches() || len(v.Diffs) != 1 || len(v.AnnouncedOuts()) == 0 || v.AnnouncedOuts()[3].Num != 20 {
		t.Errorf("announced link: diffs %+v", v.Diffs)
	}
	if !strings.Contains(v.CalcLink(msg.EN), "/calc/nsbk/lateness?") {
		t.Errorf("calcLink = %q", v.CalcLink(msg.EN))
	}
	for _, raw := range []string{"", "https://x.test/r", "https://x.test/r?r=" + code[:len(code)-1] + "L", "https://x.test/r?r=%00%ff", "https://x.test/r?r=" + strings.Repeat("K", 9000)} {
		v := ruling.OpenRuling(raw)
		if v.Err == nil {
			t.Errorf("openRuling(%.40q) opened", raw)
			continue
		}
		for _, l := range msg.Langs {
			if m := engine.ErrorMessage(v.Err, l, v.ErrKey); len(m) < 20 {
				t.Errorf("openRuling(%.40q) message in %s = %q", raw, l, m)
			}
		}
	}
}

func TestQRSVG(t *testing.T) {
	s := view.QrSVG("https://x.test/r?r=PVMgyqhPMPCMctZg4f6kfHmN7h6j5ww", `a "b" <c>`)
	if !strings.HasPrefix(s, "<svg") || !strings.Contains(s, `aria-label="a &quot;b&quot; &lt;c&gt;"`) || strings.Count(s, "<path") != 1 {
		t.Errorf("qrSVG = %.200s", s)
	}
}

// The log screen through go-app's test engine on a memory store: it lists the events.
func TestLogPageComponent(t *testing.T) {
	logstore.TheLog.Use(fixtureLog(t), logstore.Saved, "")
	e := app.NewTestEngine()
	h := &logPageHarness{}
	p := &h.LogPage
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if !p.ready || len(p.events) != 1 || p.counts["nsbk-2026-kup"] != 3 {
		t.Errorf("logPage: ready %v, events %d, counts %v", p.ready, len(p.events), p.counts)
	}
}

// logPageHarness loads the log in OnPreRender: natively go-app runs OnPreRender, not OnNav.
type logPageHarness struct{ LogPage }

func (h *logPageHarness) OnPreRender(ctx app.Context) { h.load(ctx) }

// A long event draws only the newest pageSize incidents, with a button for the rest; the
// print view and "show all" draw every one.
func TestEventPagePaging(t *testing.T) {
	p := pageOf(eventState{lang: msg.EN})
	for i := 1; i <= pageSize+30; i++ {
		p.incs = append(p.incs, eventlog.Incident{Number: i, Calculator: "nsbk.lateness", Status: eventlog.Active})
	}
	sec := &incidentsSection{Lang: p.lang, S: &p.eventState}
	count := func() int { return strings.Count(app.HTMLString(sec.Render()), `id="inc-`) }
	if got := count(); got != pageSize {
		t.Errorf("incidents drawn = %d, want %d", got, pageSize)
	}
	h := app.HTMLString(sec.Render())
	if !strings.Contains(h, `id="incidents-all"`) || !strings.Contains(h, "30 earlier") || strings.Contains(h, `id="inc-30"`) || !strings.Contains(h, `id="inc-31"`) {
		t.Errorf("paged list: want the button for 30 earlier incidents and S31…S130 only")
	}
	sec.all = true
	if got := count(); got != pageSize+30 {
		t.Errorf("show all: incidents drawn = %d, want %d", got, pageSize+30)
	}
	sec.all, p.print = false, true
	if got := count(); got != pageSize+30 {
		t.Errorf("print view: incidents drawn = %d, want %d", got, pageSize+30)
	}
}

// A season's event page draws its newest page before the rest is read: the count is the
// event's, the earlier ones wait for the reading (a tap meanwhile says so), the views say they
// are being counted, and nothing exports a part of the log as if it were the whole.
func TestEventPagePartial(t *testing.T) {
	for _, l := range []msg.Lang{msg.EN, msg.SR, msg.HU} {
		p := pageOf(eventState{lang: l, ready: true, partial: true, total: 10000, ev: eventlog.Event{ID: "lg", Name: "Liga", Ruleset: "ocsb-kmor-2018"}})
		for i := 10000 - firstPage + 1; i <= 10000; i++ {
			p.incs = append(p.incs, eventlog.Incident{Number: i, Calculator: "ocsb.slow-play", Status: eventlog.Active})
		}
		sec := &incidentsSection{Lang: l, S: &p.eventState}
		h := app.HTMLString(sec.Render())
		if !strings.Contains(h, `data-count="10000"`) || strings.Count(h, `id="inc-`) != firstPage || !strings.Contains(h, `id="inc-10000"`) {
			t.Errorf("%s: the newest page: want data-count 10000 and %d incidents drawn", l, firstPage)
		}
		if !strings.Contains(h, `id="incidents-all"`) || !strings.Contains(h, msg.T(l, "app.log.earlier", msg.A("n", 10000-firstPage))) {
			t.Errorf("%s: want the button for the %d earlier incidents", l, 10000-firstPage)
		}
		sec.all = true
		if h := app.HTMLString(sec.Render()); !strings.Contains(h, `id="incidents-reading"`) || strings.Contains(h, `id="incidents-all"`) {
			t.Errorf("%s: show all before the rest is read: want the reading line instead of the button", l)
		}
		if gamesView(&p.eventState) != nil || !strings.Contains(h, `id="views-reading"`) || !strings.Contains(h, html.EscapeString(msg.T(l, "app.log.counting", msg.A("n", 10000)))) {
			t.Errorf("%s: while partial: want no views and the reading line with the count in the incidents' section", l)
		}
		page := app.HTMLString(p.Render())
		for _, id := range []string{"event-export", "pbn-csv", "pbn-export"} {
			i := strings.Index(page, `id="`+id+`"`)
			if i < 0 {
				t.Fatalf("%s: no #%s on the page", l, id)
			}
			tag := page[strings.LastIndex(page[:i], "<"):]
			tag = tag[:strings.Index(tag, ">")]
			if !strings.Contains(tag, "disabled") {
				t.Errorf("%s: #%s is not disabled while only the newest page is read: %s", l, id, tag)
			}
		}
		// read whole: the same page with every incident
		p.partial = false
		if page := app.HTMLString(p.Render()); strings.Contains(page, `id="views-reading"`) {
			t.Errorf("%s: the reading line stays once every incident is read", l)
		}
	}
}

// fullDisk is a saved log whose writes fail as IndexedDB's do when the quota is reached.
type fullDisk struct{ *eventlog.Mem }

func (fullDisk) quota() error {
	return logErr(engine.EINTERNAL, texts.KeyLogErrQuota, "QuotaExceededError")
}
func (f fullDisk) AddIncident(context.Context, eventlog.Incident) (eventlog.Incident, error) {
	return eventlog.Incident{}, f.quota()
}
func (f fullDisk) PutEvent(context.Context, eventlog.Event) error { return f.quota() }

// A write that meets a full disk is kept: the log moves to memory with everything already
// saved, the tab says so, and the entry gets its next number there.
func TestQuotaSpillsToMemory(t *testing.T) {
	ctx := context.Background()
	saved := fixtureLog(t)
	evs, _ := saved.ListEvents(ctx)
	before, _ := saved.ListIncidents(ctx, evs[0].ID)
	h := &logstore.Handle{}
	h.Use(nil, logstore.Saved, "")
	st := &logstore.SpillStore{Store: fullDisk{saved}, H: h}
	in := before[0]
	in.Number, in.Notes = 0, "after the disk filled"
	got, err := st.AddIncident(ctx, in)
	if err != nil {
		t.Fatalf("AddIncident on a full disk: %v", err)
	}
	if want := before[len(before)-1].Number + 1; got.Number != want {
		t.Errorf("spilled incident number = %d, want %d", got.Number, want)
	}
	mode, reason := h.State()
	if mode != logstore.Memory || reason != texts.KeyLogErrQuota {
		t.Errorf("after the spill: mode %v reason %q, want memory and %q", mode, reason, texts.KeyLogErrQuota)
	}
	mem, _, _ := h.Get()
	after, _ := mem.ListIncidents(ctx, evs[0].ID)
	if len(after) != len(before)+1 || after[len(after)-1].Notes != "after the disk filled" {
		t.Errorf("memory log holds %d incidents, want the %d saved ones and the new one", len(after), len(before))
	}
}

// snapshotCounter is a saved log that counts its whole readings (Snapshot, ListIncidents).
type snapshotCounter struct {
	*eventlog.Mem
	whole int
}

func (s *snapshotCounter) Snapshot(ctx context.Context, ids []string) ([]eventlog.Event, []eventlog.Incident, error) {
	s.whole++
	return s.Mem.Snapshot(ctx, ids)
}

func (s *snapshotCounter) ListIncidents(ctx context.Context, id string) ([]eventlog.Incident, error) {
	s.whole++
	return s.Mem.ListIncidents(ctx, id)
}

// The tab's log (spillStore over the saved log) passes the fast reads on: the event page's
// newest page and the log page's counts never read an event whole (a season's 10,000 were read
// before the page drew anything while the wrapper hid the store's Pager).
func TestSpillStoreFastReads(t *testing.T) {
	ctx := context.Background()
	saved := &snapshotCounter{Mem: fixtureLog(t)}
	st := &logstore.SpillStore{Store: saved, H: &logstore.Handle{}}
	evs, _ := saved.ListEvents(ctx)
	all, _ := saved.Mem.ListIncidents(ctx, evs[0].ID)
	ev, newest, total, err := eventlog.Newest(ctx, st, evs[0].ID, 1)
	if err != nil || ev.ID != evs[0].ID || total != len(all) || len(newest) != 1 || newest[0].Number != all[len(all)-1].Number {
		t.Errorf("Newest through the tab's log = %q, %d of %d, %v; want the last of %d", ev.ID, len(newest), total, err, len(all))
	}
	if n, err := eventlog.CountIncidents(ctx, st, evs[0].ID); err != nil || n != len(all) {
		t.Errorf("CountIncidents through the tab's log = %d, %v; want %d", n, err, len(all))
	}
	if saved.whole != 0 {
		t.Errorf("the fast reads read the event whole %d times", saved.whole)
	}
}

// logErr is a store's error at where (the quota error a full disk gives).
func logErr(code engine.Code, key, where string) *engine.Error {
	return &engine.Error{Code: code, Key: key, Field: where, Detail: where, Args: []msg.Arg{msg.A("where", where)}}
}
