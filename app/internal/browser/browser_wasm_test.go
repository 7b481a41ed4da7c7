//go:build wasm

package browser

import (
	"encoding/json"
	"errors"
	"syscall/js"
	"testing"
	"time"
)

// Browser-side tests (run in Chromium by e2e.TestWasmUnit). Where the real thing would leave
// the page (a download, the share sheet, the print dialog) the test stands in for the browser's
// side with a stub and restores it.

// await waits for a JavaScript promise: its value, or its rejection as an error.
func await(t *testing.T, p js.Value) (js.Value, error) {
	t.Helper()
	type out struct {
		v   js.Value
		err error
	}
	ch := make(chan out, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any { ch <- out{v: args[0]}; return nil })
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- out{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	select {
	case o := <-ch:
		return o.v, o.err
	case <-time.After(10 * time.Second):
		t.Fatal("the promise did not settle")
	}
	return js.Undefined(), nil
}

// stub replaces obj[name] with v for the test (an own property, so that getters on the
// prototype, such as navigator.clipboard, are covered too) and removes it afterwards.
func stub(t *testing.T, obj js.Value, name string, v any) {
	t.Helper()
	d := js.Global().Get("Object").New()
	d.Set("value", v)
	d.Set("configurable", true)
	d.Set("writable", true)
	js.Global().Get("Object").Call("defineProperty", obj, name, d)
	t.Cleanup(func() { js.Global().Get("Reflect").Call("deleteProperty", obj, name) })
}

// jsFunc makes a JavaScript function from source, e.g. "(x) => x + 1".
func jsFunc(src string) js.Value { return js.Global().Call("eval", src) }

func TestDownload(t *testing.T) {
	// catch the link's click before the browser downloads: keep its name and blob URL
	got := js.Global().Get("Object").New()
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		a := args[0].Get("target")
		if a.Get("tagName").String() == "A" && a.Get("download").Truthy() {
			got.Set("name", a.Get("download"))
			got.Set("href", a.Get("href"))
			got.Set("inDoc", a.Get("isConnected"))
			args[0].Call("preventDefault")
		}
		return nil
	})
	defer catch.Release()
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "click", catch, true)
	defer doc.Call("removeEventListener", "click", catch, true)
	data := []byte(`{"format":"arbiter-log","événement":"ü"}`)
	Download("arbiter-log.json", "application/json", data)
	if got.Get("name").String() != "arbiter-log.json" || !got.Get("inDoc").Bool() {
		t.Fatalf("the download link: %v", js.Global().Get("JSON").Call("stringify", got))
	}
	if n := doc.Call("querySelectorAll", "a[download]").Length(); n != 0 {
		t.Errorf("%d download links left in the page", n)
	}
	resp, err := await(t, js.Global().Call("fetch", got.Get("href")))
	if err != nil {
		t.Fatalf("the blob URL: %v", err)
	}
	if typ := resp.Get("headers").Call("get", "content-type").String(); typ != "application/json" {
		t.Errorf("type %q, want application/json", typ)
	}
	text, err := await(t, resp.Call("text"))
	if err != nil || text.String() != string(data) {
		t.Errorf("the file holds %q, %v; want %q", text, err, data)
	}
}

func shareResult(t *testing.T, url string) string {
	t.Helper()
	ch := make(chan string, 1)
	ShareOrCopy(url, "Title", func(how string) { ch <- how })
	select {
	case how := <-ch:
		return how
	case <-time.After(10 * time.Second):
		t.Fatal("ShareOrCopy did not answer")
	}
	return ""
}

func TestShareOrCopy(t *testing.T) {
	nav := js.Global().Get("navigator")
	t.Run("share", func(t *testing.T) {
		seen := js.Global().Get("Object").New()
		stub(t, nav, "share", js.FuncOf(func(_ js.Value, args []js.Value) any {
			seen.Set("url", args[0].Get("url"))
			seen.Set("title", args[0].Get("title"))
			return js.Global().Get("Promise").Call("resolve")
		}))
		if how := shareResult(t, "https://x.test/r?r=A"); how != "shared" {
			t.Errorf("share accepted: %q, want shared", how)
		}
		if seen.Get("url").String() != "https://x.test/r?r=A" || seen.Get("title").String() != "Title" {
			t.Errorf("shared %v", js.Global().Get("JSON").Call("stringify", seen))
		}
	})
	t.Run("share cancelled", func(t *testing.T) {
		stub(t, nav, "share", jsFunc(`() => Promise.reject(new DOMException("no", "AbortError"))`))
		if how := shareResult(t, "https://x.test/"); how != "select" {
			t.Errorf("share cancelled: %q, want select", how)
		}
	})
	t.Run("copy", func(t *testing.T) {
		stub(t, nav, "share", js.Undefined())
		copied := js.Global().Get("Object").New()
		cb := js.Global().Get("Object").New()
		cb.Set("writeText", js.FuncOf(func(_ js.Value, args []js.Value) any {
			copied.Set("text", args[0])
			return js.Global().Get("Promise").Call("resolve")
		}))
		stub(t, nav, "clipboard", cb)
		if how := shareResult(t, "https://x.test/c"); how != "copied" || copied.Get("text").String() != "https://x.test/c" {
			t.Errorf("copy: %q, copied %v; want copied", how, copied.Get("text"))
		}
	})
	t.Run("copy refused", func(t *testing.T) {
		stub(t, nav, "share", js.Undefined())
		cb := js.Global().Get("Object").New()
		cb.Set("writeText", jsFunc(`() => Promise.reject(new DOMException("no", "NotAllowedError"))`))
		stub(t, nav, "clipboard", cb)
		if how := shareResult(t, "https://x.test/"); how != "select" {
			t.Errorf("copy refused: %q, want select", how)
		}
	})
	t.Run("neither", func(t *testing.T) {
		stub(t, nav, "share", js.Undefined())
		stub(t, nav, "clipboard", js.Undefined())
		if how := shareResult(t, "https://x.test/"); how != "select" {
			t.Errorf("no share, no clipboard: %q, want select", how)
		}
	})
}

// fileInput adds an <input type=file id=id> holding one file (name, text), removed after the test.
func fileInput(t *testing.T, id, name, text string) js.Value {
	t.Helper()
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("id", id)
	doc.Get("body").Call("appendChild", in)
	t.Cleanup(func() { in.Call("remove") })
	if name != "" {
		dt := js.Global().Get("DataTransfer").New()
		dt.Get("items").Call("add", js.Global().Get("File").New(js.Global().Get("Array").New(text), name, map[string]any{"type": "application/json"}))
		in.Set("files", dt.Get("files"))
	}
	return in
}

func TestReadFile(t *testing.T) {
	fileInput(t, "test-file", "log.json", `{"ü":1}`)
	b, err := ReadFile("test-file")
	if err != nil || string(b) != `{"ü":1}` {
		t.Errorf("ReadFile = %q, %v", b, err)
	}
	fileInput(t, "test-empty", "", "")
	if _, err := ReadFile("test-empty"); err == nil {
		t.Error("ReadFile of an input without a file succeeded")
	}
	if _, err := ReadFile("no-such-input"); err == nil {
		t.Error("ReadFile of a missing input succeeded")
	}
}

type textRead struct {
	name, text string
	err        error
}

func readText(t *testing.T, id string, max int) (textRead, bool) {
	t.Helper()
	ch := make(chan textRead, 1)
	ReadText(id, max, func(name, text string, err error) { ch <- textRead{name, text, err} })
	select {
	case r := <-ch:
		return r, true
	case <-time.After(2 * time.Second):
		return textRead{}, false
	}
}

func TestReadText(t *testing.T) {
	in := fileInput(t, "club-test", "club.json", `{"club":"BK Ü"}`)
	r, ok := readText(t, "club-test", 1<<20)
	if !ok || r != (textRead{"club.json", `{"club":"BK Ü"}`, nil}) {
		t.Errorf("ReadText = %+v, %v", r, ok)
	}
	if v := in.Get("value").String(); v != "" {
		t.Errorf("the input still holds %q: choosing the same file again would not fire change", v)
	}
	fileInput(t, "club-big", "big.json", "0123456789")
	if r, ok := readText(t, "club-big", 9); !ok || r.name != "big.json" || !errors.Is(r.err, ErrTooLarge) {
		t.Errorf("ReadText over the limit = %+v, %v; want ErrTooLarge", r, ok)
	}
	fileInput(t, "club-none", "", "")
	if r, ok := readText(t, "club-none", 10); ok {
		t.Errorf("ReadText without a file answered %+v", r)
	}
	if r, ok := readText(t, "no-such-input", 10); !ok || r.err == nil {
		t.Errorf("ReadText of a missing input = %+v, %v; want an error", r, ok)
	}
}

func TestPrint(t *testing.T) {
	n := 0
	stub(t, js.Global(), "print", js.FuncOf(func(js.Value, []js.Value) any { n++; return nil }))
	Print()
	if n != 1 {
		t.Errorf("window.print called %d times", n)
	}
}

func TestStorage(t *testing.T) {
	ch := make(chan StorageInfo, 1)
	StorageEstimate(func(info StorageInfo) { ch <- info })
	select {
	case info := <-ch:
		if !info.Known || info.Quota <= 0 || info.Usage < 0 {
			t.Errorf("StorageEstimate = %+v", info)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("StorageEstimate did not answer")
	}
	granted := make(chan bool, 1)
	RequestPersist(func(g bool) { granted <- g })
	select {
	case g := <-granted:
		t.Logf("persistent storage granted: %v", g)
	case <-time.After(10 * time.Second):
		t.Fatal("RequestPersist did not answer")
	}
	stub(t, js.Global().Get("navigator"), "storage", js.Undefined())
	RequestPersist(func(g bool) { granted <- g })
	if g := <-granted; g {
		t.Error("RequestPersist without navigator.storage granted")
	}
}

func TestLocal(t *testing.T) {
	const key = "arbiter.test.browser"
	ls := js.Global().Get("localStorage")
	ls.Call("removeItem", key)
	defer ls.Call("removeItem", key)
	if HasLocal(key) {
		t.Fatal("HasLocal before SetLocal")
	}
	SetLocal(key, `a "b"`)
	if !HasLocal(key) {
		t.Error("no value after SetLocal")
	}
	var got string // go-app's LocalStorage reads JSON
	if err := json.Unmarshal([]byte(ls.Call("getItem", key).String()), &got); err != nil || got != `a "b"` {
		t.Errorf("stored %q (%v)", ls.Call("getItem", key), err)
	}
}

func TestLocalTime(t *testing.T) {
	lt := LocalTime()
	d := js.Global().Get("Date").New()
	want := time.Date(d.Call("getFullYear").Int(), time.Month(d.Call("getMonth").Int()+1), d.Call("getDate").Int(),
		d.Call("getHours").Int(), d.Call("getMinutes").Int(), d.Call("getSeconds").Int(), 0, time.UTC)
	if diff := want.Sub(lt); diff < 0 || diff > 2*time.Second || lt.Location() != time.UTC {
		t.Errorf("LocalTime = %v, the page's clock says %v", lt, want)
	}
	if o := Origin(); o != js.Global().Get("location").Get("origin").String() || o == "" {
		t.Errorf("Origin = %q", o)
	}
}

func TestChannel(t *testing.T) {
	got := make(chan struct{}, 4)
	a := OpenChannel("arbiter-test", func() { got <- struct{}{} })
	b := OpenChannel("arbiter-test", func() {})
	b.Post("changed")
	select {
	case <-got:
	case <-time.After(5 * time.Second):
		t.Fatal("the other channel did not hear the post")
	}
	a.Post("changed") // never to itself
	select {
	case <-got:
		t.Error("a channel heard its own post")
	case <-time.After(300 * time.Millisecond):
	}
	var nilChannel *Channel
	nilChannel.Post("x") // no channel: nothing happens
}
