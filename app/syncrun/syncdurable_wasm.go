//go:build wasm

package syncrun

import (
	"encoding/json"
	"errors"
	"sync"
	"syscall/js"
	"time"
)

// The shared logs' set-up, kept where a browser killed at any moment keeps it. localStorage
// alone is not enough: Chromium writes it to disk in batches, seconds later and less often
// when it changes often (the runner writes the last change read there after every pull), so a
// phone killed soon after joining or sharing came back without its shared log. Every shared
// log's set-up (server, database, user, password, event, on or paused) is also written to an
// IndexedDB database of its own, "arbiter-sync", with strict durability, before the runner
// makes its first request; a start reads it back into localStorage what is missing there.
// Nothing else of the sync is in it (the last change read, the held documents: a phone that
// lost them reads the changes again; importing is idempotent).

const (
	durableName  = "arbiter-sync"
	durableStore = "links"
)

// durableLink is what is kept of a syncLink.
type durableLink struct {
	Event    string `json:"event,omitempty"`
	Server   string `json:"server"`
	DB       string `json:"db"`
	User     string `json:"user"`
	Password string `json:"password"`
	On       bool   `json:"on"`
}

func durableOf(s Link) durableLink {
	return durableLink{Event: s.Event, Server: s.Server, DB: s.DB, User: s.User, Password: s.Password, On: s.On}
}

var durable = struct {
	sync.Mutex
	written map[string]string // key → the JSON last written ("" deleted)
}{written: map[string]string{}}

func init() {
	linkChanged = func(key string) { go durableWrite(key) }
}

// idbWait waits for an IndexedDB request's (or transaction's) outcome: ok is the event that
// settles it ("success", "complete").
func idbWait(target js.Value, ok string) (res js.Value, err error) {
	ch := make(chan error, 1)
	var fs []js.Func
	var names []string
	on := func(name string, e error) {
		names = append(names, "on"+name)
		f := js.FuncOf(func(js.Value, []js.Value) any {
			select {
			case ch <- e:
			default:
			}
			return nil
		})
		fs = append(fs, f)
		target.Set("on"+name, f)
	}
	on(ok, nil)
	on("error", errors.New("sync: IndexedDB "+durableName+": error"))
	on("abort", errors.New("sync: IndexedDB "+durableName+": aborted"))
	select {
	case err = <-ch:
	case <-time.After(10 * time.Second):
		err = errors.New("sync: IndexedDB " + durableName + ": no answer")
	}
	for _, n := range names {
		target.Set(n, js.Null()) // an answer after the wait calls nothing released
	}
	for _, f := range fs {
		f.Release()
	}
	if err == nil && ok == "success" {
		res = target.Get("result")
	}
	return res, err
}

// openDurable opens (creating) the database.
func openDurable() (db js.Value, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = errors.New("sync: IndexedDB " + durableName + " cannot be opened")
		}
	}()
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		return js.Undefined(), errors.New("sync: no IndexedDB")
	}
	req := idb.Call("open", durableName, 1)
	up := js.FuncOf(func(js.Value, []js.Value) any {
		d := req.Get("result")
		if !d.Get("objectStoreNames").Call("contains", durableStore).Bool() {
			d.Call("createObjectStore", durableStore)
		}
		return nil
	})
	req.Set("onupgradeneeded", up)
	db, err = idbWait(req, "success")
	if err == nil {
		up.Release() // else the opening may still upgrade, later: up stays callable
	}
	return db, err
}

// durableWrite writes key's link as localStorage holds it now (deleted when it is not there),
// and waits until it is on disk.
func durableWrite(key string) error {
	durable.Lock()
	defer durable.Unlock()
	val := ""
	if s, ok := LinkByKey(pageStorage{}, key); ok {
		b, _ := json.Marshal(durableOf(s))
		val = string(b)
	}
	if w, ok := durable.written[key]; ok && w == val {
		return nil
	}
	db, err := openDurable()
	if err != nil {
		return err
	}
	defer db.Call("close")
	err = func() (err error) {
		defer func() {
			if x := recover(); x != nil {
				err = errors.New("sync: IndexedDB " + durableName + ": write refused")
			}
		}()
		tx := db.Call("transaction", durableStore, "readwrite", map[string]any{"durability": "strict"})
		st := tx.Call("objectStore", durableStore)
		if val == "" {
			st.Call("delete", key)
		} else {
			st.Call("put", val, key)
		}
		_, err = idbWait(tx, "complete")
		return err
	}()
	if err == nil {
		durable.written[key] = val
	}
	return err
}

// durableRestore puts back into localStorage the shared logs the durable copy holds and
// localStorage lost (or holds without their event).
func durableRestore() {
	durable.Lock()
	defer durable.Unlock()
	if !durableExists() {
		return
	}
	db, err := openDurable()
	if err != nil {
		return
	}
	defer db.Call("close")
	var kept []durableLink
	func() {
		defer func() { recover() }()
		req := db.Call("transaction", durableStore, "readonly").Call("objectStore", durableStore).Call("getAll")
		res, err := idbWait(req, "success")
		if err != nil {
			return
		}
		for i := 0; i < res.Length(); i++ {
			var d durableLink
			if v := res.Index(i); v.Type() == js.TypeString && json.Unmarshal([]byte(v.String()), &d) == nil {
				kept = append(kept, d)
			}
		}
	}()
	for _, d := range kept {
		s := Link{Event: d.Event, Server: d.Server, DB: d.DB, User: d.User, Password: d.Password, On: d.On}
		b, _ := json.Marshal(d)
		durable.written[s.Key()] = string(b)
		updateLinkQuiet(pageStorage{}, s.Key(), func(x *Link, found bool) bool {
			if !found {
				*x = s
				return true
			}
			if x.Event == "" {
				x.Event = s.Event
			}
			return true
		})
	}
}

// durableExists tells whether the durable copy was ever made (indexedDB.databases(), where the
// browser has it): a phone that never shared a log does not get the database made.
func durableExists() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = true
		}
	}()
	idb := js.Global().Get("indexedDB")
	if !idb.Truthy() {
		return false
	}
	if idb.Get("databases").Type() != js.TypeFunction {
		return true
	}
	ch := make(chan bool, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		found := false
		if len(args) > 0 {
			for i := 0; i < args[0].Length(); i++ {
				if n := args[0].Index(i).Get("name"); n.Type() == js.TypeString && n.String() == durableName {
					found = true
				}
			}
		}
		ch <- found
		return nil
	})
	fail := js.FuncOf(func(js.Value, []js.Value) any { ch <- true; return nil })
	release := func() { then.Release(); fail.Release() }
	idb.Call("databases").Call("then", then, fail)
	select {
	case ok = <-ch:
		release()
	case <-time.After(5 * time.Second):
		ok = true
		go func() { <-ch; release() }() // a late answer still calls one of them
	}
	return ok
}
