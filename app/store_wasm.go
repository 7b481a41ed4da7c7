//go:build wasm

package main

import (
	"encoding/json"
	"errors"
	"syscall/js"

	"arbiter/app/internal/idb"
	"arbiter/engine/eventlog"
)

const logChannel = "arbiter-log" // BroadcastChannel: "changed" after every committed write

var logBC js.Value

// openBackend opens IndexedDB and listens for the other tabs' writes.
func openBackend(lookup eventlog.Lookup, onClose func()) (eventlog.Store, error) {
	st, err := idb.Open(lookup, onClose, announceLog)
	if err != nil {
		return nil, err
	}
	func() {
		defer func() { recover() }()
		if bc := js.Global().Get("BroadcastChannel"); bc.Truthy() {
			logBC = bc.New(logChannel)
			logBC.Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
				go theLog.notify()
				return nil
			}))
		}
	}()
	return st, nil
}

// announceLog tells this tab's screens and the other tabs that the log changed.
func announceLog() {
	func() {
		defer func() { recover() }()
		if logBC.Truthy() {
			logBC.Call("postMessage", "changed")
		}
	}()
	go theLog.notify()
}

// requestPersist asks once per device for persistent storage and keeps the answer for
// Settings (keyPersisted).
func requestPersist() {
	defer func() { recover() }()
	ls := js.Global().Get("localStorage")
	if v := ls.Call("getItem", keyPersisted); v.Type() == js.TypeString {
		return
	}
	st := js.Global().Get("navigator").Get("storage")
	if !st.Truthy() || !st.Get("persist").Truthy() {
		setLocal(keyPersisted, "false")
		return
	}
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := "false"
		if len(args) > 0 && args[0].Truthy() {
			v = "true"
		}
		setLocal(keyPersisted, v)
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		setLocal(keyPersisted, "false")
		then.Release()
		fail.Release()
		return nil
	})
	st.Call("persist").Call("then", then, fail)
}

// setLocal writes a localStorage value as go-app's LocalStorage does (JSON).
func setLocal(key, value string) {
	defer func() { recover() }()
	b, _ := json.Marshal(value)
	js.Global().Get("localStorage").Call("setItem", key, string(b))
}

// nowMinute is the device's local wall-clock minute (Go's wasm time has no local zone).
func nowMinute() eventlog.Minute {
	d := js.Global().Get("Date").New()
	y, mo, da := d.Call("getFullYear").Int(), d.Call("getMonth").Int()+1, d.Call("getDate").Int()
	h, mi := d.Call("getHours").Int(), d.Call("getMinutes").Int()
	return minuteOf(y, mo, da, h, mi)
}

func locationOrigin() string { return js.Global().Get("location").Get("origin").String() }

// shareOrCopy offers url with the Web Share API when there is one, else copies it; done
// gets "shared", "copied" or "select" (copying was refused: the link is shown to select).
func shareOrCopy(url, title string, done func(how string)) {
	defer func() {
		if recover() != nil {
			done("select")
		}
	}()
	nav := js.Global().Get("navigator")
	var ok, fail js.Func
	settle := func(how string) {
		ok.Release()
		fail.Release()
		go done(how)
	}
	if nav.Get("share").Truthy() {
		data := js.Global().Get("Object").New()
		data.Set("url", url)
		data.Set("title", title)
		ok = js.FuncOf(func(js.Value, []js.Value) any { settle("shared"); return nil })
		fail = js.FuncOf(func(js.Value, []js.Value) any { settle("select"); return nil })
		nav.Call("share", data).Call("then", ok, fail)
		return
	}
	cb := nav.Get("clipboard")
	if !cb.Truthy() {
		done("select")
		return
	}
	ok = js.FuncOf(func(js.Value, []js.Value) any { settle("copied"); return nil })
	fail = js.FuncOf(func(js.Value, []js.Value) any { settle("select"); return nil })
	cb.Call("writeText", url).Call("then", ok, fail)
}

// download saves data as a file (a JSON export) through a blob link.
func download(name string, data []byte) {
	defer func() { recover() }()
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	parts := js.Global().Get("Array").New(arr)
	opts := js.Global().Get("Object").New()
	opts.Set("type", "application/json")
	blob := js.Global().Get("Blob").New(parts, opts)
	u := js.Global().Get("URL").Call("createObjectURL", blob)
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", u)
	a.Set("download", name)
	js.Global().Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", u)
		return nil
	}), 10000)
}

// readInputFile reads the first file chosen in the <input type=file> with id. It blocks: call
// it off the UI goroutine.
func readInputFile(id string) (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			data, err = nil, errors.New("reading the file failed")
		}
	}()
	f := js.Global().Get("document").Call("getElementById", id).Get("files").Index(0)
	if !f.Truthy() {
		return nil, errors.New("no file")
	}
	ch := make(chan []byte, 1)
	errc := make(chan error, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		b := make([]byte, args[0].Get("byteLength").Int())
		js.CopyBytesToGo(b, js.Global().Get("Uint8Array").New(args[0]))
		ch <- b
		return nil
	})
	fail := js.FuncOf(func(js.Value, []js.Value) any {
		errc <- errors.New("reading the file failed")
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	f.Call("arrayBuffer").Call("then", ok, fail)
	select {
	case b := <-ch:
		return b, nil
	case err := <-errc:
		return nil, err
	}
}

func printPage() {
	defer func() { recover() }()
	js.Global().Call("print")
}
