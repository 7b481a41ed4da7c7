//go:build wasm

package browser

import (
	"encoding/json"
	"errors"
	"syscall/js"
	"time"
)

// Download saves data as a file named name (of MIME type mimeType) through a blob link.
func Download(name, mimeType string, data []byte) {
	defer func() { recover() }()
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	parts := js.Global().Get("Array").New(arr)
	opts := js.Global().Get("Object").New()
	opts.Set("type", mimeType)
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

// ShareOrCopy offers url with the Web Share API when there is one, else copies it; done
// gets "shared", "copied" or "select" (copying was refused: the link is shown to select).
// done runs on a goroutine of its own, or on the caller's when the answer is immediate.
func ShareOrCopy(url, title string, done func(how string)) {
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

// ReadFile reads the first file chosen in the <input type=file> with id. It blocks: call it
// off the UI goroutine.
func ReadFile(id string) (data []byte, err error) {
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

// ReadText reads the first file chosen in the <input type=file> with id as text (FileReader)
// and hands its name and text to done, then clears the input (choosing the same file again
// fires change again). A file over max bytes is not read: done gets ErrTooLarge. No file
// chosen: done is not called, and ReadText says false. done runs on a JavaScript callback's
// goroutine, or on the caller's when the answer is immediate: it must not block.
func ReadText(id string, max int, done func(name, text string, err error)) (started bool) {
	defer func() {
		if r := recover(); r != nil {
			done("", "", errors.New("file reader failed"))
			started = true
		}
	}()
	in := js.Global().Get("document").Call("getElementById", id)
	files := in.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return false
	}
	f := files.Index(0)
	name := f.Get("name").String()
	if f.Get("size").Int() > max {
		done(name, "", ErrTooLarge)
		return true
	}
	r := js.Global().Get("FileReader").New()
	var onload, onerror js.Func
	release := func() { onload.Release(); onerror.Release() }
	onload = js.FuncOf(func(js.Value, []js.Value) any {
		text := r.Get("result").String()
		done(name, text, nil)
		release()
		return nil
	})
	onerror = js.FuncOf(func(js.Value, []js.Value) any {
		done(name, "", errors.New("file reader error"))
		release()
		return nil
	})
	r.Set("onload", onload)
	r.Set("onerror", onerror)
	r.Call("readAsText", f)
	in.Set("value", "")
	return true
}

// Print opens the browser's print dialog for the page.
func Print() {
	defer func() { recover() }()
	js.Global().Call("print")
}

// StorageEstimate asks navigator.storage how much the site uses and whether its storage is
// persistent; done runs on a JavaScript callback's goroutine (never when the browser has no
// storage API).
func StorageEstimate(done func(StorageInfo)) {
	defer func() { recover() }()
	st := js.Global().Get("navigator").Get("storage")
	if !st.Truthy() || !st.Get("estimate").Truthy() {
		return
	}
	var info StorageInfo
	var onEst, onPers, onErr js.Func
	release := func() { onEst.Release(); onPers.Release(); onErr.Release() }
	onErr = js.FuncOf(func(js.Value, []js.Value) any { release(); return nil })
	onPers = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			info.Persisted = true
		}
		done(info)
		release()
		return nil
	})
	onEst = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			info.Known = true
			info.Usage = args[0].Get("usage").Float()
			info.Quota = args[0].Get("quota").Float()
		}
		if st.Get("persisted").Truthy() {
			st.Call("persisted").Call("then", onPers, onErr)
		} else {
			done(info)
			release()
		}
		return nil
	})
	st.Call("estimate").Call("then", onEst, onErr)
}

// RequestPersist asks for persistent storage (navigator.storage.persist()); done gets the
// answer (false without the API, or when the request fails), on a JavaScript callback's
// goroutine or the caller's.
func RequestPersist(done func(granted bool)) {
	defer func() { recover() }()
	st := js.Global().Get("navigator").Get("storage")
	if !st.Truthy() || !st.Get("persist").Truthy() {
		done(false)
		return
	}
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done(len(args) > 0 && args[0].Truthy())
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		done(false)
		then.Release()
		fail.Release()
		return nil
	})
	st.Call("persist").Call("then", then, fail)
}

// HasLocal tells whether localStorage holds key.
func HasLocal(key string) (ok bool) {
	defer func() { recover() }()
	return js.Global().Get("localStorage").Call("getItem", key).Type() == js.TypeString
}

// SetLocal writes a localStorage value as go-app's LocalStorage does (JSON).
func SetLocal(key, value string) {
	defer func() { recover() }()
	b, _ := json.Marshal(value)
	js.Global().Get("localStorage").Call("setItem", key, string(b))
}

// RemoveLocal removes a localStorage value.
func RemoveLocal(key string) {
	defer func() { recover() }()
	js.Global().Get("localStorage").Call("removeItem", key)
}

// LocalTime is the device's local wall-clock time to the second, as a time in UTC that holds
// the local date and time (Go's wasm runtime has no local zone).
func LocalTime() time.Time {
	d := js.Global().Get("Date").New()
	return time.Date(d.Call("getFullYear").Int(), time.Month(d.Call("getMonth").Int()+1), d.Call("getDate").Int(),
		d.Call("getHours").Int(), d.Call("getMinutes").Int(), d.Call("getSeconds").Int(), 0, time.UTC)
}

// Origin is the page's origin (location.origin), "https://host[:port]".
func Origin() string { return js.Global().Get("location").Get("origin").String() }

// Channel is a BroadcastChannel between the app's tabs (nothing when the browser has none).
type Channel struct{ bc js.Value }

// OpenChannel joins the channel name; onMessage runs, on a goroutine of its own, whenever
// another tab (or another Channel of this one) posts to it.
func OpenChannel(name string, onMessage func()) *Channel {
	c := &Channel{}
	defer func() { recover() }()
	if bc := js.Global().Get("BroadcastChannel"); bc.Truthy() {
		c.bc = bc.New(name)
		c.bc.Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			go onMessage()
			return nil
		}))
	}
	return c
}

// Post sends message to the channel's other members (never to this Channel itself).
func (c *Channel) Post(message string) {
	defer func() { recover() }()
	if c != nil && c.bc.Truthy() {
		c.bc.Call("postMessage", message)
	}
}

// GetLocal reads a localStorage value SetLocal (or go-app's LocalStorage) wrote; "" when none.
func GetLocal(key string) (s string) {
	defer func() { recover() }()
	v := js.Global().Get("localStorage").Call("getItem", key)
	if v.Type() != js.TypeString {
		return ""
	}
	if json.Unmarshal([]byte(v.String()), &s) != nil {
		return ""
	}
	return s
}
