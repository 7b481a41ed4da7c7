package event

import (
	"syscall/js"

	"arbiter/engine/pbn"
)

// pbnWarmSlice is the idle time (ms) a warm-up read waits for: one read takes a few ms of a
// phone's time, its first one the most (slow code).
const pbnWarmSlice = 15

// startPBNWarm makes pbn.WarmUps warm-up reads, each when the page is idle (the browser's
// requestIdleCallback with that much time left; where there is none, a timer), until the
// director picks a file.
func startPBNWarm() {
	win := js.Global()
	idle := win.Get("requestIdleCallback").Truthy()
	done := 0
	var step js.Func
	next := func() {
		if idle {
			win.Call("requestIdleCallback", step)
		} else {
			win.Call("setTimeout", step, 200)
		}
	}
	step = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if pbnWarmStop.Load() || done >= pbn.WarmUps {
			step.Release()
			return nil
		}
		if idle && len(args) > 0 && args[0].Call("timeRemaining").Float() < pbnWarmSlice {
			next() // too little idle time left in this frame: the next idle moment
			return nil
		}
		pbn.WarmUp(done)
		done++
		next()
		return nil
	})
	next()
}
