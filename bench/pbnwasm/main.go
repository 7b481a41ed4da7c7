//go:build js && wasm

// Command pbnwasm is the PBN reader built for the browser, for bench/cmd/pbnchrome: it gives
// the page pbnBench(bytes, mode), which reads a file as the app's event page does and returns
// what it read. The page times the call.
//
//   - "open": a file in UTF-8 (or one that says its charset), as the app opens it: whether it
//     needs the encoding question (pbn.NeedsEncoding), the reading (pbn.ParseIn) and the text
//     the app stores with the event (pbn.Decode);
//   - "text": the same with pbn.ParseText, which returns the text with the file (the bytes
//     decoded once), as the app could read it;
//   - "previews": the encoding question of a file that needs it (pbn.Previews, 6 names);
//   - "warm": the app's i-th warm-up read (pbn.WarmUp(i), i the third argument; the page makes
//     pbn.WarmUps of them, pbnWarmUps, each in an idle callback of its own as the event page
//     does).
package main

import (
	"syscall/js"

	"arbiter/engine/pbn"
)

func main() {
	js.Global().Set("pbnBench", js.FuncOf(func(this js.Value, args []js.Value) any {
		var data []byte
		if args[0].Truthy() {
			data = make([]byte, args[0].Get("length").Int())
			js.CopyBytesToGo(data, args[0]) // the app's browser.ReadFile copies the same way
		}
		switch args[1].String() {
		case "warm":
			pbn.WarmUp(args[2].Int())
			return map[string]any{}
		case "previews":
			p := pbn.Previews(data, 6)
			return map[string]any{"encodings": len(p)}
		case "text":
			// the same reading as the app could do it, the text decoded once (pbn.ParseText)
			if pbn.NeedsEncoding(data) {
				return map[string]any{"error": "needs the encoding question"}
			}
			f, text, err := pbn.ParseText(data, "")
			if err != nil {
				return map[string]any{"error": err.Error()}
			}
			return map[string]any{"games": len(f.Games), "problems": len(f.Problems), "text": len(text)}
		default:
			if pbn.NeedsEncoding(data) {
				return map[string]any{"error": "needs the encoding question"}
			}
			f, err := pbn.ParseIn(data, "")
			if err != nil {
				return map[string]any{"error": err.Error()}
			}
			text, err := pbn.Decode(data, f.Encoding)
			if err != nil {
				return map[string]any{"error": err.Error()}
			}
			return map[string]any{"games": len(f.Games), "problems": len(f.Problems), "text": len(text)}
		}
	}))
	js.Global().Set("pbnWarmUps", pbn.WarmUps)
	js.Global().Set("pbnReady", true)
	select {}
}
