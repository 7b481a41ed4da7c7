//go:build wasm

package idb

import (
	"context"
	"sort"
	"syscall/js"

	"arbiter/engine"
	"arbiter/engine/eventlog"
	"arbiter/engine/msg"
)

// Store is eventlog.Store on IndexedDB. Every method is one transaction and returns after
// the transaction's complete (or abort) event: a write that returned nil is on disk. Requests
// of one transaction are issued from the callbacks of the previous ones (which never block:
// they issue the next request or record a value and return), so the transaction never
// auto-commits between a read and the write that depends on it. Methods block: call them
// off the UI goroutine (the app's ctx.Async).
type Store struct {
	db      js.Value
	lookup  eventlog.Lookup
	closed  bool
	hidden  bool   // closed because its page was hidden (closeOnHide)
	onClose func() // another tab upgraded or deleted the database: this connection is closed
	onWrite func() // a write transaction committed
}

var (
	_ eventlog.Store   = (*Store)(nil)
	_ eventlog.Counter = (*Store)(nil)
	_ eventlog.Pager   = (*Store)(nil)
)

// abortHook, when set (browser-side tests only), is asked after a write transaction has
// issued its writes; an error aborts the transaction there.
var abortHook func(op string) error

// eventRange is the primary keys ([event, number]) of event's incidents, in number order. The
// reads go through it rather than the by-event index (kept: the layout is frozen, and earlier
// versions read it): Chromium reads 10,000 records 20–30% faster by the key (~200 ms against
// ~260 ms) and counts them 2–4× faster.
func eventRange(id string) js.Value { return eventRangeFrom(js.Global().Get("Array").New(id), id) }

// eventRangeFrom is the keys of event's incidents from key lo on.
func eventRangeFrom(lo js.Value, id string) js.Value {
	hi := js.Global().Get("Array").New(id, js.Global().Get("Array").New()) // after every [id, number]
	return js.Global().Get("IDBKeyRange").Call("bound", lo, hi)
}

func incKey(event string, n int) js.Value { return js.Global().Get("Array").New(event, n) }

func notFoundErr(what string) error {
	return &engine.Error{Code: engine.ENOTFOUND, Key: eventlog.KeyNotFound, Field: what, Detail: what, Args: []msg.Arg{msg.A("where", what)}}
}

// ListEvents implements eventlog.Store.
func (s *Store) ListEvents(ctx context.Context) ([]eventlog.Event, error) {
	var out []eventlog.Event
	err := s.run([]string{idbEvents}, false, func(x *txn) {
		x.req(x.store(idbEvents).Call("getAll"), func(res js.Value) {
			if e := fromJS(res, &out); e != nil {
				x.fail(e)
			}
		})
	})
	eventlog.SortEvents(out)
	if out == nil {
		out = []eventlog.Event{}
	}
	return out, err
}

// GetEvent implements eventlog.Store.
func (s *Store) GetEvent(ctx context.Context, id string) (eventlog.Event, error) {
	var ev eventlog.Event
	err := s.run([]string{idbEvents}, false, func(x *txn) {
		x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
			if res.IsUndefined() {
				x.fail(eventlog.EventNotFound(id))
				return
			}
			var e error
			if ev, e = eventFromJS(res); e != nil {
				x.fail(e)
			}
		})
	})
	return ev, err
}

// PutEvent implements eventlog.Store.
func (s *Store) PutEvent(ctx context.Context, e eventlog.Event) error {
	if err := eventlog.CheckEvent(s.lookup, &e, "event").Err(); err != nil {
		return err
	}
	// reading the incidents logged under the event and the write are one transaction: an edit
	// that would leave one of them invalid is refused (eventlog.CheckEdit)
	// (an edit is the stored event's next version: eventlog.NextEvent)
	return s.write("put-event", []string{idbEvents, idbIncidents}, func(x *txn) {
		x.req(x.store(idbEvents).Call("get", e.ID), func(old js.Value) {
			if old.IsUndefined() {
				e.StampFirst()
			} else {
				var prev eventlog.Event
				if err := fromJS(old, &prev); err != nil {
					x.fail(err)
					return
				}
				e = eventlog.NextEvent(prev, e)
			}
			x.req(x.store(idbIncidents).Call("getAll", eventRange(e.ID)), func(res js.Value) {
				incs, err := incidentsFromJS(res)
				if err != nil {
					x.fail(err)
					return
				}
				if err := eventlog.CheckEdit(s.lookup, &e, incs).Err(); err != nil {
					x.fail(err)
					return
				}
				x.req(x.store(idbEvents).Call("put", toJS(e)), nil)
			})
		})
	})
}

// write is a readwrite transaction, announced to the other tabs once committed.
func (s *Store) write(op string, stores []string, body func(x *txn)) error {
	err := s.run(stores, true, func(x *txn) {
		body(x)
		testAbort(x, op)
	})
	if err == nil {
		if s.onWrite != nil {
			s.onWrite()
		}
	}
	return err
}

// putEach puts records[from:to] with put: in one call into JS when the page has web/bulk.js
// (every page of the app), else one record at a time.
func putEach(put, records js.Value, from, to int) {
	if from >= to {
		return
	}
	if f := js.Global().Get("arbiterPutEach"); f.Type() == js.TypeFunction && !noBulk {
		f.Invoke(put, records, from, to)
		return
	}
	for i := from; i < to; i++ {
		put.Invoke(records.Index(i))
	}
}

// noBulk makes putEach take the records one at a time even where web/bulk.js is loaded (tests).
var noBulk bool

func testAbort(x *txn, op string) {
	if abortHook != nil {
		if e := abortHook(op); e != nil {
			x.fail(e)
		}
	}
}

// DeleteEvent implements eventlog.Store.
func (s *Store) DeleteEvent(ctx context.Context, id string) error {
	return s.write("delete-event", []string{idbEvents, idbIncidents}, func(x *txn) {
		x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
			if res.IsUndefined() {
				x.fail(eventlog.EventNotFound(id))
				return
			}
			x.req(x.store(idbEvents).Call("delete", id), nil)
			x.req(x.store(idbIncidents).Call("delete", eventRange(id)), nil)
		})
	})
}

// getEvent issues a read of event id and calls ok with it (the transaction fails when absent).
func getEvent(x *txn, id string, ok func(ev eventlog.Event)) {
	x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
		if res.IsUndefined() {
			x.fail(eventlog.EventNotFound(id))
			return
		}
		ev, e := eventFromJS(res)
		if e != nil {
			x.fail(e)
			return
		}
		ok(ev)
	})
}

func getIncident(x *txn, event string, n int, ok func(in eventlog.Incident)) {
	x.req(x.store(idbIncidents).Call("get", incKey(event, n)), func(res js.Value) {
		if res.IsUndefined() {
			x.fail(notFoundErr((&eventlog.Incident{Number: n}).Label()))
			return
		}
		var in eventlog.Incident
		if e := fromJS(res, &in); e != nil {
			x.fail(e)
			return
		}
		ok(in)
	})
}

// ListIncidents implements eventlog.Store.
func (s *Store) ListIncidents(ctx context.Context, event string) ([]eventlog.Incident, error) {
	var out []eventlog.Incident
	err := s.run([]string{idbEvents, idbIncidents}, false, func(x *txn) {
		getEvent(x, event, func(eventlog.Event) {
			x.req(x.store(idbIncidents).Call("getAll", eventRange(event)), func(res js.Value) {
				l, e := incidentsFromJS(res)
				if e != nil {
					x.fail(e)
				}
				out = l
			})
		})
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out, nil
}

// CountIncidents implements eventlog.Counter: the store counts its keys of the event, nothing is
// read (counting the by-event index took 2–4× longer in Chromium: 60–90 ms for 10,000).
func (s *Store) CountIncidents(ctx context.Context, event string) (int, error) {
	n := 0
	err := s.run([]string{idbEvents, idbIncidents}, false, func(x *txn) {
		getEvent(x, event, func(eventlog.Event) {
			x.req(x.store(idbIncidents).Call("count", eventRange(event)), func(res js.Value) {
				n = res.Int()
			})
		})
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// Newest implements eventlog.Pager: the event, how many incidents it has (CountIncidents' way)
// and its n highest-numbered incidents, in one transaction of four requests: a key cursor from
// the end, advanced to the n-th key, bounds one getAll (a season's event page draws them before
// it has read the other thousands; a cursor stepping over the records took a round trip each).
func (s *Store) Newest(ctx context.Context, event string, n int) (eventlog.Event, []eventlog.Incident, int, error) {
	var ev eventlog.Event
	var out []eventlog.Incident
	total := 0
	err := s.run([]string{idbEvents, idbIncidents}, false, func(x *txn) {
		getEvent(x, event, func(e eventlog.Event) {
			ev = e
			inc := x.store(idbIncidents)
			x.req(inc.Call("count", eventRange(event)), func(res js.Value) { total = res.Int() })
			if n <= 0 {
				return
			}
			read := func(rng js.Value) {
				x.req(inc.Call("getAll", rng), func(res js.Value) {
					l, e := incidentsFromJS(res)
					if e != nil {
						x.fail(e)
						return
					}
					out = l
				})
			}
			first := true
			x.req(inc.Call("openKeyCursor", eventRange(event), "prev"), func(cur js.Value) {
				switch {
				case !cur.Truthy() && first: // no incidents
				case !cur.Truthy(): // fewer than n: all of them
					read(eventRange(event))
				case first && n > 1:
					first = false
					cur.Call("advance", n-1) // the same request fires again, at the n-th key from the end
				default:
					read(eventRangeFrom(cur.Get("key"), event))
				}
			})
		})
	})
	if err != nil {
		return eventlog.Event{}, nil, 0, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return ev, out, total, nil
}

// GetIncident implements eventlog.Store.
func (s *Store) GetIncident(ctx context.Context, event string, number int) (eventlog.Incident, error) {
	var in eventlog.Incident
	err := s.run([]string{idbIncidents}, false, func(x *txn) {
		getIncident(x, event, number, func(v eventlog.Incident) { in = v })
	})
	return in, err
}

// AddIncident implements eventlog.Store: the event, the highest number of the director's
// series and the write are one transaction, so two tabs never give out the same number.
func (s *Store) AddIncident(ctx context.Context, in eventlog.Incident) (eventlog.Incident, error) {
	in.Rev, in.Revs, in.Conflicts = "", nil, nil
	err := s.write("add-incident", []string{idbEvents, idbIncidents}, func(x *txn) {
		getEvent(x, in.Event, func(ev eventlog.Event) {
			series, ok := ev.DirectorSeries(in.By)
			if !ok {
				x.fail(&engine.Error{Code: engine.EINVALID, Key: eventlog.KeyField, Field: "incident.by", Detail: "not a director of the event",
					Args: []msg.Arg{msg.A("where", "incident.by")}})
				return
			}
			lo := series*eventlog.SeriesBlock + 1
			rng := js.Global().Get("IDBKeyRange").Call("bound", incKey(in.Event, lo), incKey(in.Event, lo+eventlog.SeriesBlock-2))
			x.req(x.store(idbIncidents).Call("openCursor", rng, "prev"), func(cur js.Value) {
				var have []int
				if cur.Truthy() {
					have = append(have, cur.Get("value").Get("number").Int())
				}
				in.Number = eventlog.NextNumber(have, series)
				in.StampFirst()
				if el := eventlog.CheckIncident(s.lookup, &ev, &in, "incident"); len(el) > 0 {
					x.fail(el.Err())
					return
				}
				x.req(x.store(idbIncidents).Call("put", incidentToJS(&in)), nil)
			})
		})
	})
	if err != nil {
		return eventlog.Incident{}, err
	}
	return in, nil
}

// PutIncident implements eventlog.Store.
func (s *Store) PutIncident(ctx context.Context, in eventlog.Incident) error {
	return s.write("put-incident", []string{idbEvents, idbIncidents}, func(x *txn) {
		getIncident(x, in.Event, in.Number, func(old eventlog.Incident) {
			getEvent(x, in.Event, func(ev eventlog.Event) {
				in = eventlog.NextIncident(old, in)
				if el := eventlog.CheckIncident(s.lookup, &ev, &in, "incident"); len(el) > 0 {
					x.fail(el.Err())
					return
				}
				x.req(x.store(idbIncidents).Call("put", incidentToJS(&in)), nil)
			})
		})
	})
}

// Revoke implements eventlog.Store.
func (s *Store) Revoke(ctx context.Context, event string, number int, by, reason string, at eventlog.Minute) (eventlog.Incident, error) {
	var out eventlog.Incident
	err := s.write("revoke", []string{idbEvents, idbIncidents}, func(x *txn) {
		getIncident(x, event, number, func(old eventlog.Incident) {
			getEvent(x, event, func(ev eventlog.Event) {
				in := eventlog.RevokedVersion(old, by, reason, at)
				if el := eventlog.CheckIncident(s.lookup, &ev, &in, "incident"); len(el) > 0 {
					x.fail(el.Err())
					return
				}
				out = in
				x.req(x.store(idbIncidents).Call("put", incidentToJS(&in)), nil)
			})
		})
	})
	return out, err
}

// snapshot issues the reads of events ids; then is called once all have arrived.
func snapshot(x *txn, ids []string, then func(es []eventlog.Event, is []eventlog.Incident)) {
	var es []eventlog.Event
	var is []eventlog.Incident
	pending := 2 * len(ids)
	if pending == 0 {
		then(nil, nil)
		return
	}
	arrived := func() {
		if pending--; pending == 0 {
			then(es, is)
		}
	}
	for _, id := range ids {
		x.req(x.store(idbEvents).Call("get", id), func(res js.Value) {
			if !res.IsUndefined() {
				e, err := eventFromJS(res)
				if err != nil {
					x.fail(err)
					return
				}
				es = append(es, e)
			}
			arrived()
		})
		x.req(x.store(idbIncidents).Call("getAll", eventRange(id)), func(res js.Value) {
			l, err := incidentsFromJS(res)
			if err != nil {
				x.fail(err)
				return
			}
			is = append(is, l...)
			arrived()
		})
	}
}

// Snapshot implements eventlog.Store.
func (s *Store) Snapshot(ctx context.Context, events []string) ([]eventlog.Event, []eventlog.Incident, error) {
	var es []eventlog.Event
	var is []eventlog.Incident
	err := s.run([]string{idbEvents, idbIncidents}, false, func(x *txn) {
		snapshot(x, events, func(e []eventlog.Event, i []eventlog.Incident) { es, is = e, i })
	})
	eventlog.SortEvents(es)
	eventlog.SortIncidents(is)
	return es, is, err
}

// Apply implements eventlog.Store: the check that nothing changed since the plan and every
// write are one transaction, so an import is all or nothing.
func (s *Store) Apply(ctx context.Context, p *eventlog.Plan) (eventlog.Report, error) {
	var rep eventlog.Report
	err := s.write("apply", []string{idbEvents, idbIncidents}, func(x *txn) {
		snapshot(x, p.EventIDs(), func(es []eventlog.Event, is []eventlog.Incident) {
			if err := p.Verify(es, is); err != nil {
				x.fail(err)
				return
			}
			wes, wisJSON, nis, r, err := p.WritesJSON()
			if err != nil {
				x.fail(&engine.Error{Code: engine.EINTERNAL, Key: KeyStore, Detail: err.Error(), Err: err})
				return
			}
			rep = r
			// the records as one JSON text each kind, parsed once by the browser; the puts
			// carry no handlers of their own (a failed one aborts the transaction, whose
			// abort event gives its error)
			ev, inc := x.store(idbEvents), x.store(idbIncidents)
			jis := js.Global().Get("JSON").Call("parse", string(wisJSON))
			jes := toJS(wes)
			// put bound to its store and invoked: a method called by name decodes the name
			// from Go's memory every time
			evPut, incPut := ev.Get("put").Call("bind", ev), inc.Get("put").Call("bind", inc)
			putEach(evPut, jes, 0, len(wes))
			if half := nis/2 + 1; nis > 0 {
				putEach(incPut, jis, 0, half)
				testAbort(x, "apply-half")
				putEach(incPut, jis, half, nis)
			}
		})
	})
	if err != nil {
		return eventlog.Report{}, err
	}
	return rep, nil
}
