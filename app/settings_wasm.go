//go:build wasm

package main

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// appVersion is the build's version, as the generated page told the wasm.
func appVersion() string { return app.Getenv("GOAPP_VERSION") }

// checkForUpdate asks the browser to look for a new service worker now; go-app then calls
// OnAppUpdate when one has activated.
func checkForUpdate() { app.TryUpdate() }

// readClubFile reads the first file chosen in the <input type=file> in as text (FileReader) and
// hands it to done on the UI goroutine.
func readClubFile(ctx app.Context, in app.Value, done func(name, text string, err error)) {
	defer func() {
		if r := recover(); r != nil {
			done("", "", errors.New("file reader failed"))
		}
	}()
	files := in.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	f := files.Index(0)
	name := f.Get("name").String()
	if f.Get("size").Int() > 1<<20 {
		done(name, string(make([]byte, 1<<20)), nil) // too big: the club decoder names the limit
		return
	}
	r := app.Window().Get("FileReader").New()
	var onload, onerror app.Func
	release := func() { onload.Release(); onerror.Release() }
	onload = app.FuncOf(func(this app.Value, args []app.Value) any {
		text := r.Get("result").String()
		ctx.Dispatch(func(app.Context) { done(name, text, nil) })
		release()
		return nil
	})
	onerror = app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatch(func(app.Context) { done(name, "", errors.New("file reader error")) })
		release()
		return nil
	})
	r.Set("onload", onload)
	r.Set("onerror", onerror)
	r.Call("readAsText", f)
	in.Set("value", "") // choosing the same file again fires change again
}

// storageEstimate asks navigator.storage how much the site uses and whether its storage is
// persistent; done runs on the UI goroutine (never when the browser has no storage API).
func storageEstimate(ctx app.Context, done func(storageInfo)) {
	defer func() { recover() }()
	st := app.Window().Get("navigator").Get("storage")
	if !st.Truthy() || !st.Get("estimate").Truthy() {
		return
	}
	var info storageInfo
	var onEst, onPers, onErr app.Func
	release := func() { onEst.Release(); onPers.Release(); onErr.Release() }
	onErr = app.FuncOf(func(this app.Value, args []app.Value) any { release(); return nil })
	onPers = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			info.Persisted = true
		}
		got := info
		ctx.Dispatch(func(app.Context) { done(got) })
		release()
		return nil
	})
	onEst = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			info.Known = true
			info.Usage = args[0].Get("usage").Float()
			info.Quota = args[0].Get("quota").Float()
		}
		if st.Get("persisted").Truthy() {
			st.Call("persisted").Call("then", onPers, onErr)
		} else {
			got := info
			ctx.Dispatch(func(app.Context) { done(got) })
			release()
		}
		return nil
	})
	st.Call("estimate").Call("then", onEst, onErr)
}
